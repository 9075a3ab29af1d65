// The tree of a request's JSON, built from nlohmann_json's SAX events. A repeated key's last
// value wins, and members are listed in their keys' order, as in a json document.
#include "json_value.hpp"

#include <algorithm>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <utility>

namespace elo {
namespace {

using Kind = JsonValue::Kind;

// Each open array or object is on the stack until it ends, then goes into its parent.
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
  // Sorted by key, then by position: a run of equal keys ends with the one that counts.
  std::vector<std::pair<std::string_view, std::size_t>> order;
  order.reserve(items.size());
  for (std::size_t i = 0; i < items.size(); ++i) order.emplace_back(items[i].key, i);
  std::sort(order.begin(), order.end());
  std::vector<const JsonValue*> members;
  for (std::size_t i = 0; i < order.size(); ++i) {
    const bool repeated = i + 1 < order.size() && order[i + 1].first == order[i].first;
    if (!repeated) members.push_back(&items[order[i].second]);
  }
  return members;
}

std::optional<JsonValue> parseJson(const std::string& text) {
  TreeBuilder builder;
  if (!nlohmann::json::sax_parse(text, &builder)) return std::nullopt;
  return builder.take();
}

}  // namespace elo
