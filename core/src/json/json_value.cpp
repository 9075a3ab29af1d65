// The tree of a request's JSON, built from nlohmann_json's SAX events. A repeated key's last
// value wins, and members are listed in their keys' order, as in a json document.
#include "json/json_value.hpp"

#include <cmath>
#include <cstddef>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>

namespace {
// The request's bytes as nlohmann_json's lexer reads them (its input adapter: a character
// type and get_character). Plain pointers, which -Oz code steps at once, where the string's
// iterators cost a call a step. A type of this file alone, so that the parser and lexer made
// for it, and the members specialized below, are the core's own: a program that also parses
// with nlohmann_json (the tests) keeps the library's members for its own inputs.
struct RequestBytes {
  using char_type = char;
  const char* at;
  const char* end;
  std::char_traits<char>::int_type get_character() {
    return at != end ? std::char_traits<char>::to_int_type(*at++) : std::char_traits<char>::eof();
  }
};
}  // namespace

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
  // Every number comes as a double: the lexer below reads none as an integer.
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
}  // namespace elo

// A text that is not JSON is refused whole (json-invalid): nothing reads why. nlohmann_json's
// parser and lexer say why in messages built from the token's text and position, code and data
// for nothing in the module. These specializations, for the one parser the core instantiates
// (its input RequestBytes, its SAX TreeBuilder), read the same grammar without them: the
// lexer's reading of a token and of a string, and the parser's loop and end check. The rest of
// the lexer and the parser are nlohmann_json's own, unchanged; the members written here replace
// the library's, so they are tied to the version whose members they are.
#if NLOHMANN_JSON_VERSION_MAJOR == 3 && NLOHMANN_JSON_VERSION_MINOR == 11
NLOHMANN_JSON_NAMESPACE_BEGIN
namespace detail {
using TextInput = RequestBytes;
// The lexer also keeps every character of the current token, and the line it is on, for the
// messages; a request's text is read without them (a vector's push_back a character was about
// a tenth of a 4 MB ladder's call). Only the count of characters read stays: the lexer skips a
// byte order mark when it is zero.
template <>
lexer<json, TextInput>::char_int_type lexer<json, TextInput>::get() {
  ++position.chars_read_total;
  if (next_unget) next_unget = false;
  else current = ia.get_character();
  return current;
}
template <>
void lexer<json, TextInput>::unget() {
  next_unget = true;
  --position.chars_read_total;
}
template <>
void lexer<json, TextInput>::reset() noexcept {
  token_buffer.clear();
}
// A string token, read as RFC 8259 and nlohmann_json read it: escapes, \u with surrogate pairs,
// no control characters, UTF-8 well formed (RFC 3629), checked by the library's own
// next_byte_in_range and get_codepoint. The library's scan_string says which rule a text broke,
// in a message for every control character, which nothing reads here (0.5 KB of the page).
template <>
lexer<json, TextInput>::token_type lexer<json, TextInput>::scan_string() {
  // After a backslash: the character the escape stands for, added as UTF-8.
  const auto escape = [this] {
    int cp = 0;
    switch (get()) {
      case '"':
      case '\\':
      case '/': add(current); return true;
      case 'b': add('\b'); return true;
      case 'f': add('\f'); return true;
      case 'n': add('\n'); return true;
      case 'r': add('\r'); return true;
      case 't': add('\t'); return true;
      case 'u': cp = get_codepoint(); break;
      default: return false;
    }
    if (cp >= 0xD800 && cp <= 0xDBFF) {  // a high surrogate, which a low one must follow
      if (get() != '\\' || get() != 'u') return false;
      const int low = get_codepoint();
      if (low < 0xDC00 || low > 0xDFFF) return false;
      cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
    } else if (cp < 0 || (cp >= 0xDC00 && cp <= 0xDFFF)) {
      return false;  // not four hex digits, or a low surrogate alone
    }
    if (cp < 0x80) {
      add(cp);
      return true;
    }
    // A lead byte (110xxxxx, 1110xxxx, 11110xxx), then 6 bits a continuation byte.
    const int more = cp < 0x800 ? 1 : cp < 0x10000 ? 2 : 3;
    add(((0xFF00 >> (more + 1)) & 0xFF) | (cp >> (6 * more)));
    for (int k = more - 1; k >= 0; --k) add(0x80 | ((cp >> (6 * k)) & 0x3F));
    return true;
  };
  reset();
  for (;;) {
    // A run of printable ASCII without a quote or a backslash, most of a text, taken at once
    // (a byte at a time, a TRF file of 2,000 players took a sixth of its call). The count of
    // characters read is left behind: only its being zero is read, before the first token.
    if (!next_unget) {
      const char* run = ia.at;
      while (run != ia.end && static_cast<unsigned char>(*run - 0x20) < 0x5F && *run != '"' &&
             *run != '\\')
        ++run;
      token_buffer.append(ia.at, static_cast<std::size_t>(run - ia.at));
      ia.at = run;
    }
    const char_int_type c = get();
    bool ok = true;
    if (c == '"') return token_type::value_string;
    if (c == '\\') {
      ok = escape();
    } else if (c >= 0x80) {
      // The lead byte, then the ranges its continuation bytes must be in.
      if (c >= 0xC2 && c <= 0xDF) ok = next_byte_in_range({0x80, 0xBF});
      else if (c == 0xE0) ok = next_byte_in_range({0xA0, 0xBF, 0x80, 0xBF});
      else if (c == 0xED) ok = next_byte_in_range({0x80, 0x9F, 0x80, 0xBF});
      else if (c >= 0xE1 && c <= 0xEF) ok = next_byte_in_range({0x80, 0xBF, 0x80, 0xBF});
      else if (c == 0xF0) ok = next_byte_in_range({0x90, 0xBF, 0x80, 0xBF, 0x80, 0xBF});
      else if (c >= 0xF1 && c <= 0xF3)
        ok = next_byte_in_range({0x80, 0xBF, 0x80, 0xBF, 0x80, 0xBF});
      else if (c == 0xF4) ok = next_byte_in_range({0x80, 0x8F, 0x80, 0xBF, 0x80, 0xBF});
      else ok = false;
    } else if (c >= 0x20) {
      add(c);
    } else {
      ok = false;  // a control character, or the end of the text
    }
    if (!ok) return token_type::parse_error;
  }
}

// A token, read as the library's scan reads one for a parser made without comments (the core's
// is): a byte order mark skipped before the first, whitespace, then a structural character, a
// literal, a string, a number, or the end (a NUL byte too, as in the library). Its scan leaves a
// message for each broken rule in the module (0.3 KB of text), and reads a whole number as an
// integer: the tree keeps every number as a double, which strtod gives at once (the same value,
// a whole number's -0 made 0 as the integer read gave it).
template <>
lexer<json, TextInput>::token_type lexer<json, TextInput>::scan() {
  const auto word = [this](const char* rest, token_type token) {
    for (; *rest != '\0'; ++rest) {
      if (get() != *rest) return token_type::parse_error;
    }
    return token;
  };
  const auto digit = [this] { return current >= '0' && current <= '9'; };
  // The current character kept as part of the number, and the next one read.
  const auto keep = [this] {
    add(current);
    get();
  };
  const auto digits = [&] {
    if (!digit()) return false;
    while (digit()) keep();
    return true;
  };
  if (position.chars_read_total == 0) {
    if (get() != 0xEF) unget();
    else if (get() != 0xBB || get() != 0xBF) return token_type::parse_error;
  }
  do get();
  while (current == ' ' || current == '\t' || current == '\n' || current == '\r');
  switch (current) {
    case '[': return token_type::begin_array;
    case ']': return token_type::end_array;
    case '{': return token_type::begin_object;
    case '}': return token_type::end_object;
    case ':': return token_type::name_separator;
    case ',': return token_type::value_separator;
    case 't': return word("rue", token_type::literal_true);
    case 'f': return word("alse", token_type::literal_false);
    case 'n': return word("ull", token_type::literal_null);
    case '"': return scan_string();
    case '\0':
    case std::char_traits<char>::eof(): return token_type::end_of_input;
    default: break;
  }
  if (current != '-' && !digit()) return token_type::parse_error;
  // A number: -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?, RFC 8259's.
  reset();
  if (current == '-') keep();
  if (current == '0') keep();
  else if (!digits()) return token_type::parse_error;
  bool whole = true;
  if (current == '.') {
    whole = false;
    add(decimal_point_char);  // the point strtod reads, as the library writes it
    get();
    if (!digits()) return token_type::parse_error;
  }
  if (current == 'e' || current == 'E') {
    whole = false;
    keep();
    if (current == '+' || current == '-') keep();
    if (!digits()) return token_type::parse_error;
  }
  unget();  // the character after the number, read to know that it had ended
  value_float = std::strtod(token_buffer.data(), nullptr);
  if (whole) value_float += 0.0;
  return token_type::value_float;
}

// nlohmann_json's own loop over the tokens keeps the open arrays and objects in a
// vector<bool>, whose bit-copying templates cost the module 2 KB (1.1 KB of the page). This one,
// for the one SAX the core has, reads the same grammar (RFC 8259: a value; an object's members
// `"key": value` and an array's values, separated by commas) with each open array's or
// object's closing token on a string used as a stack. The tree builder stops on nothing, so an
// error needs no call of its own: false is the parse's answer.
template <>
template <>
[[gnu::nonnull(2)]] bool parser<json, TextInput>::sax_parse_internal<elo::TreeBuilder>(
    elo::TreeBuilder* sax) {
  constexpr std::size_t kSizeUnknown = static_cast<std::size_t>(-1);
  std::string closers;
  // After `{` or an object's comma, at `token`: the key and its colon.
  const auto key = [&](token_type token) {
    return token == token_type::value_string && sax->key(m_lexer.get_string()) &&
           get_token() == token_type::name_separator;
  };
  token_type token = last_token;
  for (;;) {
    switch (token) {  // a value starts at `token`
      case token_type::begin_object:
        sax->start_object(kSizeUnknown);
        if ((token = get_token()) == token_type::end_object) {
          sax->end_object();
          break;
        }
        if (!key(token)) return false;
        closers.push_back(static_cast<char>(token_type::end_object));
        token = get_token();
        continue;
      case token_type::begin_array:
        sax->start_array(kSizeUnknown);
        if ((token = get_token()) == token_type::end_array) {
          sax->end_array();
          break;
        }
        closers.push_back(static_cast<char>(token_type::end_array));
        continue;
      case token_type::literal_true:
      case token_type::literal_false: sax->boolean(token == token_type::literal_true); break;
      case token_type::literal_null: sax->null(); break;
      case token_type::value_string: sax->string(m_lexer.get_string()); break;
      case token_type::value_float:
        if (!std::isfinite(m_lexer.get_number_float())) return false;
        sax->number_float(m_lexer.get_number_float(), m_lexer.get_string());
        break;
      default: return false;  // a lexing error, the end, or a separator where a value must be
    }
    // A value has ended: close what ends after it, up to a comma and the next value.
    for (;;) {
      if (closers.empty()) return true;
      token = get_token();
      const auto closer = static_cast<token_type>(closers.back());
      if (token != closer) break;
      closers.resize(closers.size() - 1);  // not pop_back: a function the module has only for this
      if (closer == token_type::end_object) sax->end_object();
      else sax->end_array();
    }
    if (token != token_type::value_separator) return false;
    token = get_token();
    if (static_cast<token_type>(closers.back()) == token_type::end_object) {
      if (!key(token)) return false;
      token = get_token();
    }
  }
}
// sax_parse's own check that nothing follows the value hands the SAX a parse_error, which
// TreeBuilder::parse_error answers false without reading: this one answers false without
// building it. The exception objects were the module's only ones, and their vtables kept
// libc++abi's type_info classes and __dynamic_cast (1.3 KB of code raw).
template <>
template <>
[[gnu::nonnull(2)]] bool parser<json, TextInput>::sax_parse<elo::TreeBuilder>(elo::TreeBuilder* sax,
                                                                              const bool strict) {
  return sax_parse_internal(sax) && (!strict || get_token() == token_type::end_of_input);
}
}  // namespace detail
NLOHMANN_JSON_NAMESPACE_END
#endif

namespace elo {

const JsonValue* JsonValue::find(std::string_view name) const {
  if (!isObject()) return nullptr;
  for (auto it = items.rbegin(); it != items.rend(); ++it) {
    if (it->key == name) return &*it;
  }
  return nullptr;
}

std::vector<const JsonValue*> JsonValue::membersByKey() const {
  // Each member put in its place by a binary search of those before it, the later of two with
  // one key taking the earlier's place: the order and the members a std::map of the keys gave,
  // without the map's tree templates in the module.
  std::vector<const JsonValue*> members;
  for (const JsonValue& item : items) {
    std::size_t low = 0;
    std::size_t high = members.size();
    while (low < high) {
      const std::size_t middle = (low + high) / 2;
      if (members[middle]->key < item.key) low = middle + 1;
      else high = middle;
    }
    if (low == members.size() || members[low]->key != item.key) {
      members.push_back(nullptr);
      for (std::size_t i = members.size() - 1; i > low; --i) members[i] = members[i - 1];
    }
    members[low] = &item;
  }
  return members;
}

std::optional<JsonValue> parseJson(const std::string& text) {
  TreeBuilder builder;
  RequestBytes bytes{text.data(), text.data() + text.size()};
  nlohmann::detail::parser<nlohmann::json, RequestBytes> parser(std::move(bytes));
  if (!parser.sax_parse(&builder)) return std::nullopt;
  return builder.take();
}

}  // namespace elo
