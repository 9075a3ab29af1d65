#pragma once
// A request's JSON as a small tree (internal), built through nlohmann_json's SAX interface:
// the values a request reader asks about, every number a double.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace elo {

/// One JSON value, as read.
struct JsonValue {
  enum class Kind : unsigned char { Null, Boolean, Number, String, Array, Object };

  // Largest first, which keeps each value small: a request may hold a million of them.
  double number = 0;             ///< Every JSON number, integers too, as a double.
  std::string text;              ///< A string's text.
  std::string key;               ///< The key this value has in its object.
  std::vector<JsonValue> items;  ///< An array's elements, or an object's members in order.
  Kind kind = Kind::Null;
  bool boolean = false;

  bool isBoolean() const { return kind == Kind::Boolean; }
  bool isNumber() const { return kind == Kind::Number; }
  bool isString() const { return kind == Kind::String; }
  bool isObject() const { return kind == Kind::Object; }
  bool isArray() const { return kind == Kind::Array; }
  /// Whether this is the string `s`.
  bool is(std::string_view s) const { return isString() && text == s; }

  /// An object's member `key` (the last one, when the key repeats), or none.
  const JsonValue* find(std::string_view name) const;
  /// An object's members in the order of their keys' bytes, a repeated key's last one only.
  std::vector<const JsonValue*> membersByKey() const;
};

/// The JSON text as a tree; none when it is not JSON (RFC 8259, as nlohmann_json reads it).
std::optional<JsonValue> parseJson(const std::string& text);

}  // namespace elo
