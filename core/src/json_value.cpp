// The tree of a request's JSON, read by a small reader of RFC 8259 that accepts and refuses
// what nlohmann_json's did (a UTF-8 byte order mark first, no comments, strict UTF-8 in strings,
// a number past the largest double refused). A repeated key's last value wins, and members are
// listed in their keys' order, as in a json document. The reader has its own loop, not a
// recursion, so that a deep nesting cannot exhaust the stack.
#include "json_value.hpp"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <map>
#include <utility>

#include "json_number.hpp"

namespace elo {
namespace {

using Kind = JsonValue::Kind;

// Each open array or object is on the stack until it ends, then goes into its parent.
class Reader {
 public:
  explicit Reader(const std::string& text) : at_(text.data()), end_(text.data() + text.size()) {}

  std::optional<JsonValue> read() {
    if (!byteOrderMark()) return std::nullopt;
    bool valueNext = true;
    for (;;) {
      space();
      if (valueNext) {
        if (at_ == end_) return std::nullopt;
        const char c = *at_;
        if (c != '[' && c != '{') {
          if (!scalar()) return std::nullopt;
          valueNext = false;
          continue;
        }
        ++at_;
        open_.push_back(make(c == '[' ? Kind::Array : Kind::Object));
        space();
        if (next(c == '[' ? ']' : '}')) {
          close();
          valueNext = false;
        } else if (c == '{' && !key()) {
          return std::nullopt;
        }
        continue;
      }
      if (open_.empty()) {
        // nlohmann_json's lexer takes a zero byte between tokens for the end of the text.
        if (at_ != end_ && *at_ != '\0') return std::nullopt;
        return std::move(root_);
      }
      const bool inObject = open_.back().isObject();
      if (next(',')) {
        space();
        if (inObject && !key()) return std::nullopt;
        valueNext = true;
      } else if (next(inObject ? '}' : ']')) {
        close();
      } else {
        return std::nullopt;
      }
    }
  }

 private:
  bool next(char c) {
    if (at_ == end_ || *at_ != c) return false;
    ++at_;
    return true;
  }

  void space() {
    while (at_ != end_ && (*at_ == ' ' || *at_ == '\n' || *at_ == '\r' || *at_ == '\t')) ++at_;
  }

  // RFC 8259 section 8.1 lets a reader ignore a byte order mark; only at the very start.
  bool byteOrderMark() {
    if (at_ == end_ || static_cast<unsigned char>(*at_) != 0xEF) return true;
    if (end_ - at_ < 3 || std::memcmp(at_, "\xEF\xBB\xBF", 3) != 0) return false;
    at_ += 3;
    return true;
  }

  // A member's name and its colon.
  bool key() {
    if (!next('"') || !string(key_)) return false;
    space();
    return next(':');
  }

  bool scalar() {
    JsonValue v;
    const char c = *at_;
    if (c == '"') {
      ++at_;
      v = make(Kind::String);
      if (!string(v.text)) return false;
    } else if (c == 't' || c == 'f') {
      v = make(Kind::Boolean);
      v.boolean = c == 't';
      if (!literal(v.boolean ? "true" : "false")) return false;
    } else if (c == 'n') {
      v = make(Kind::Null);
      if (!literal("null")) return false;
    } else {
      v = make(Kind::Number);
      if (!number(v.number)) return false;
    }
    place(std::move(v));
    return true;
  }

  bool literal(const char* word) {
    const std::size_t size = std::strlen(word);
    if (static_cast<std::size_t>(end_ - at_) < size || std::memcmp(at_, word, size) != 0)
      return false;
    at_ += size;
    return true;
  }

  bool digit() const { return at_ != end_ && *at_ >= '0' && *at_ <= '9'; }

  // RFC 8259 section 6: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
  bool number(double& value) {
    const char* start = at_;
    next('-');
    if (!digit()) return false;
    if (!next('0')) {
      while (digit()) ++at_;
    }
    bool whole = true;
    if (next('.')) {
      whole = false;
      if (!digit()) return false;
      while (digit()) ++at_;
    }
    if (next('e') || next('E')) {
      whole = false;
      if (!next('+')) next('-');
      if (!digit()) return false;
      while (digit()) ++at_;
    }
    value = decimalToDouble(std::string_view(start, static_cast<std::size_t>(at_ - start)));
    // "-0" is the whole number 0, as an integer reader gives it.
    if (whole && value == 0) value = 0;
    return std::isfinite(value);
  }

  // A string's text after its opening quote, up to and past its closing one (section 7).
  bool string(std::string& out) {
    out.clear();
    for (;;) {
      const char* run = at_;
      while (at_ != end_) {
        const auto c = static_cast<unsigned char>(*at_);
        if (c < 0x20 || c >= 0x80 || c == '"' || c == '\\') break;
        ++at_;
      }
      out.append(run, at_);
      if (at_ == end_) return false;
      const auto c = static_cast<unsigned char>(*at_);
      if (c == '"') {
        ++at_;
        return true;
      }
      if (c < 0x20) return false;
      if (!(c == '\\' ? escape(out) : utf8(out))) return false;
    }
  }

  bool escape(std::string& out) {
    ++at_;
    if (at_ == end_) return false;
    const char c = *at_++;
    switch (c) {
      case '"': out += '"'; return true;
      case '\\': out += '\\'; return true;
      case '/': out += '/'; return true;
      case 'b': out += '\b'; return true;
      case 'f': out += '\f'; return true;
      case 'n': out += '\n'; return true;
      case 'r': out += '\r'; return true;
      case 't': out += '\t'; return true;
      case 'u': break;
      default: return false;
    }
    std::uint32_t code = 0;
    if (!hex4(code)) return false;
    if (code >= 0xDC00 && code <= 0xDFFF) return false;  // a low surrogate alone
    if (code >= 0xD800 && code <= 0xDBFF) {
      std::uint32_t low = 0;
      if (!next('\\') || !next('u') || !hex4(low) || low < 0xDC00 || low > 0xDFFF) return false;
      code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
    }
    appendUtf8(out, code);
    return true;
  }

  bool hex4(std::uint32_t& code) {
    for (int i = 0; i < 4; ++i) {
      if (at_ == end_) return false;
      const char c = *at_++;
      std::uint32_t v;
      if (c >= '0' && c <= '9') v = static_cast<std::uint32_t>(c - '0');
      else if (c >= 'a' && c <= 'f') v = static_cast<std::uint32_t>(c - 'a' + 10);
      else if (c >= 'A' && c <= 'F') v = static_cast<std::uint32_t>(c - 'A' + 10);
      else return false;
      code = code * 16 + v;
    }
    return true;
  }

  static void appendUtf8(std::string& out, std::uint32_t code) {
    if (code < 0x80) {
      out += static_cast<char>(code);
    } else if (code < 0x800) {
      out += static_cast<char>(0xC0 | (code >> 6));
      out += static_cast<char>(0x80 | (code & 0x3F));
    } else if (code < 0x10000) {
      out += static_cast<char>(0xE0 | (code >> 12));
      out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (code & 0x3F));
    } else {
      out += static_cast<char>(0xF0 | (code >> 18));
      out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
      out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (code & 0x3F));
    }
  }

  // One character of two to four bytes, well formed (the Unicode Standard, table 3-7).
  bool utf8(std::string& out) {
    const auto lead = static_cast<unsigned char>(*at_);
    int more = 0;
    unsigned char low = 0x80, high = 0xBF;
    if (lead >= 0xC2 && lead <= 0xDF) more = 1;
    else if (lead == 0xE0) more = 2, low = 0xA0;
    else if (lead == 0xED) more = 2, high = 0x9F;
    else if (lead >= 0xE1 && lead <= 0xEF) more = 2;
    else if (lead == 0xF0) more = 3, low = 0x90;
    else if (lead == 0xF4) more = 3, high = 0x8F;
    else if (lead >= 0xF1 && lead <= 0xF3) more = 3;
    else return false;
    if (end_ - at_ <= more) return false;
    for (int i = 1; i <= more; ++i) {
      const auto c = static_cast<unsigned char>(at_[i]);
      if (c < (i == 1 ? low : 0x80) || c > (i == 1 ? high : 0xBF)) return false;
    }
    out.append(at_, static_cast<std::size_t>(more + 1));
    at_ += more + 1;
    return true;
  }

  JsonValue make(Kind kind) {
    JsonValue v;
    v.kind = kind;
    if (!open_.empty() && open_.back().isObject()) v.key = std::move(key_);
    return v;
  }
  void place(JsonValue&& v) {
    if (open_.empty()) root_ = std::move(v);
    else open_.back().items.push_back(std::move(v));
  }
  void close() {
    JsonValue done = std::move(open_.back());
    open_.pop_back();
    place(std::move(done));
  }

  const char* at_;
  const char* end_;
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
  for (const JsonValue& item : items) byKey[item.key] = &item;
  std::vector<const JsonValue*> members;
  members.reserve(byKey.size());
  for (const auto& [name, item] : byKey) members.push_back(item);
  return members;
}

std::optional<JsonValue> parseJson(const std::string& text) { return Reader(text).read(); }

}  // namespace elo
