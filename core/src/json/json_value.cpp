// The tree of a request's JSON, built from nlohmann_json's SAX events. A repeated key's last
// value wins, and members are listed in their keys' order, as in a json document.
#include "json/json_value.hpp"

#include <cstddef>
#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>

namespace elo {
namespace {

using Kind = JsonValue::Kind;

// nlohmann_json's SAX interface (json::sax_parse). Each open array or object is on the stack
// until it ends, then goes into its parent. Every number is kept as a double: an integer's value
// converted (a whole -0 is the integer 0, so it becomes +0), a fraction's as the library read it.
class TreeBuilder {
 public:
  bool null() { return place(make(Kind::Null)); }
  bool boolean(bool b) {
    JsonValue v = make(Kind::Boolean);
    v.boolean = b;
    return place(std::move(v));
  }
  bool number_integer(std::int64_t n) { return number(static_cast<double>(n)); }
  bool number_unsigned(std::uint64_t n) { return number(static_cast<double>(n)); }
  bool number_float(double x, const std::string& /*typed*/) { return number(x); }
  bool string(std::string& s) {
    JsonValue v = make(Kind::String);
    v.text = std::move(s);
    return place(std::move(v));
  }
  bool binary(nlohmann::json::binary_t& /*bytes*/) { return false; }  // never in JSON text
  bool start_object(std::size_t /*elements*/) { return open(Kind::Object); }
  bool key(std::string& name) {
    key_ = std::move(name);
    return true;
  }
  bool end_object() { return close(); }
  bool start_array(std::size_t /*elements*/) { return open(Kind::Array); }
  bool end_array() { return close(); }
  // A text that is not JSON is refused whole (json-invalid): nothing reads why.
  bool parse_error(std::size_t /*at*/, const std::string& /*token*/,
                   const nlohmann::json::exception& /*why*/) {
    return false;
  }

  JsonValue take() { return std::move(root_); }

 private:
  JsonValue make(Kind kind) {
    JsonValue v;
    v.kind = kind;
    if (!open_.empty() && open_.back().isObject()) v.key = std::move(key_);
    return v;
  }
  bool number(double x) {
    JsonValue v = make(Kind::Number);
    v.number = x;
    return place(std::move(v));
  }
  bool place(JsonValue&& v) {
    if (open_.empty()) root_ = std::move(v);
    else open_.back().items.push_back(std::move(v));
    return true;
  }
  bool open(Kind kind) {
    open_.push_back(make(kind));
    return true;
  }
  bool close() {
    JsonValue done = std::move(open_.back());
    open_.pop_back();
    return place(std::move(done));
  }

  std::vector<JsonValue> open_;
  std::string key_;
  JsonValue root_;
};

}  // namespace

const JsonValue* JsonValue::find(std::string_view name) const {
  if (!isObject()) return nullptr;
  for (auto it = items.rbegin(); it != items.rend(); ++it) {
    if (it->key == name) return &*it;
  }
  return nullptr;
}

std::vector<const JsonValue*> JsonValue::membersByKey() const {
  std::map<std::string_view, const JsonValue*> byKey;
  for (const JsonValue& item : items) byKey[item.key] = &item;  // a repeated key: the last
  std::vector<const JsonValue*> members;
  members.reserve(byKey.size());
  for (const auto& [name, member] : byKey) members.push_back(member);
  return members;
}

std::optional<JsonValue> parseJson(const std::string& text) {
  TreeBuilder builder;
  // RFC 8259's JSON, the whole text one value, no comments.
  const char* const first = text.data();
  const bool read = nlohmann::json::sax_parse(first, first + text.size(), &builder,
                                              nlohmann::json::input_format_t::json, /*strict=*/true,
                                              /*ignore_comments=*/false);
  if (!read) return std::nullopt;
  return builder.take();
}

}  // namespace elo
