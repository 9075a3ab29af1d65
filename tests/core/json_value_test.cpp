// The request's JSON tree (core/src/json/json_value.cpp), built by a SAX from nlohmann_json's
// parser: each kind of value, numbers as doubles, a repeated key, an object's members by key,
// what is refused, and the whole tree against the library's own document.
#include "json/json_value.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <cstddef>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

namespace elo {
namespace {

using nlohmann::json;

// The tree against the library's document: same kinds and values, an object's members by key
// with a repeated key's last value, as the library keeps them. A loop over the pairs still to
// compare, not recursion: the deep documents below would overflow the sanitizers' larger frames.
::testing::AssertionResult sameTree(const JsonValue& root, const json& rootJson) {
  std::vector<std::pair<const JsonValue*, const json*>> pending{{&root, &rootJson}};
  while (!pending.empty()) {
    const auto [v, j] = pending.back();
    pending.pop_back();
    const auto differ = [j = j](const char* what) {
      return ::testing::AssertionFailure() << what << " differs at " << j->dump();
    };
    switch (v->kind) {
      case JsonValue::Kind::Null:
        if (!j->is_null()) return differ("null");
        break;
      case JsonValue::Kind::Boolean:
        if (!j->is_boolean() || j->get<bool>() != v->boolean) return differ("a boolean");
        break;
      case JsonValue::Kind::Number:
        if (!j->is_number() || j->get<double>() != v->number ||
            std::signbit(j->get<double>()) != std::signbit(v->number))
          return differ("a number");
        break;
      case JsonValue::Kind::String:
        if (!j->is_string() || j->get<std::string>() != v->text) return differ("a string");
        break;
      case JsonValue::Kind::Array:
        if (!j->is_array() || j->size() != v->items.size()) return differ("an array");
        for (std::size_t i = 0; i < v->items.size(); ++i)
          pending.push_back({&v->items[i], &(*j)[i]});
        break;
      case JsonValue::Kind::Object: {
        const std::vector<const JsonValue*> members = v->membersByKey();
        if (!j->is_object() || j->size() != members.size()) return differ("an object");
        // The library's object is a std::map of the keys: the same members in the same order.
        auto in = j->items().begin();
        for (const JsonValue* m : members) {
          if (!j->contains(m->key)) return differ("a key");
          if ((in++).key() != m->key) return differ("the keys' order");
          pending.push_back({m, &j->at(m->key)});
        }
        break;
      }
    }
  }
  return ::testing::AssertionSuccess();
}

void expectTheLibrarysTree(const std::string& text) {
  const std::optional<JsonValue> tree = parseJson(text);
  ASSERT_TRUE(tree.has_value()) << text;
  EXPECT_TRUE(sameTree(*tree, json::parse(text))) << text;
}

const JsonValue& at(const JsonValue& object, const char* key) {
  const JsonValue* member = object.find(key);
  EXPECT_NE(member, nullptr) << key;
  static const JsonValue none;
  return member ? *member : none;
}

TEST(ParseJson, BuildsEachKindOfValueWithItsKey) {
  const std::optional<JsonValue> tree = parseJson(
      R"({"n":null,"t":true,"f":false,"x":-1.5e3,"s":"a\u00e9","a":[1,{}],"o":{"k":[]}})");
  ASSERT_TRUE(tree.has_value());
  ASSERT_TRUE(tree->isObject());
  ASSERT_EQ(tree->items.size(), 7u);
  EXPECT_EQ(tree->items[0].key, "n");
  EXPECT_EQ(tree->items[0].kind, JsonValue::Kind::Null);
  EXPECT_TRUE(at(*tree, "t").isBoolean());
  EXPECT_TRUE(at(*tree, "t").boolean);
  EXPECT_FALSE(at(*tree, "f").boolean);
  EXPECT_EQ(at(*tree, "x").number, -1500);
  EXPECT_TRUE(at(*tree, "s").is("a\xc3\xa9"));
  const JsonValue& array = at(*tree, "a");
  ASSERT_TRUE(array.isArray());
  ASSERT_EQ(array.items.size(), 2u);
  EXPECT_EQ(array.items[0].number, 1);
  EXPECT_TRUE(array.items[0].key.empty());  // an array's items have no key
  EXPECT_TRUE(array.items[1].isObject());
  EXPECT_TRUE(at(at(*tree, "o"), "k").isArray());
  EXPECT_EQ(tree->find("missing"), nullptr);
  EXPECT_EQ(array.find("a"), nullptr);  // an array has no members
}

TEST(ParseJson, AWholeValueIsAnyKind) {
  EXPECT_TRUE(parseJson("\"text\"")->is("text"));
  EXPECT_EQ(parseJson(" 7 ")->number, 7);
  EXPECT_EQ(parseJson("null")->kind, JsonValue::Kind::Null);
  EXPECT_TRUE(parseJson("[]")->items.empty());
}

// Every number a double: integers (signed and unsigned, and past 64 bits) converted to the
// nearest, a whole -0 as the integer 0, a fraction's or an exponent's zero with its sign.
TEST(ParseJson, KeepsEveryNumberAsADouble) {
  const std::pair<const char*, double> numbers[] = {
      {"0", 0},
      {"42", 42},
      {"-17", -17},
      {"1E+2", 100},
      {"0.5", 0.5},
      {"1e-2", 0.01},
      {"9007199254740993", 9007199254740992.0},  // 2^53 + 1: the nearest double, ties to even
      {"9223372036854775807", 9223372036854775808.0},
      {"-9223372036854775808", -9223372036854775808.0},
      {"18446744073709551615", 18446744073709551616.0},
      {"18446744073709551616", 18446744073709551616.0},
      {"123456789012345678901234567890", 1.2345678901234568e29},
      {"1e308", 1e308},
      {"1e-400", 0},
  };
  for (const auto& [text, value] : numbers) {
    const std::optional<JsonValue> tree = parseJson(text);
    ASSERT_TRUE(tree.has_value()) << text;
    EXPECT_TRUE(tree->isNumber()) << text;
    EXPECT_EQ(tree->number, value) << text;
  }
  EXPECT_FALSE(std::signbit(parseJson("-0")->number));
  EXPECT_FALSE(std::signbit(parseJson("[-0]")->items[0].number));
  EXPECT_TRUE(std::signbit(parseJson("-0.0")->number));
  EXPECT_TRUE(std::signbit(parseJson("-0e0")->number));
}

// find() gives a repeated key's last value; membersByKey() lists each key once, in the order of
// its bytes, with its last value, and keeps every member in items.
TEST(ParseJson, ARepeatedKeysLastValueWins) {
  const std::optional<JsonValue> tree = parseJson(R"({"b":1,"a":2,"b":3,"B":4,"ab":5})");
  ASSERT_TRUE(tree.has_value());
  EXPECT_EQ(tree->items.size(), 5u);
  EXPECT_EQ(at(*tree, "b").number, 3);
  const std::vector<const JsonValue*> members = tree->membersByKey();
  std::vector<std::pair<std::string, double>> listed;
  for (const JsonValue* m : members) listed.emplace_back(m->key, m->number);
  const std::vector<std::pair<std::string, double>> expected = {
      {"B", 4}, {"a", 2}, {"ab", 5}, {"b", 3}};
  EXPECT_EQ(listed, expected);
}

// A text that is not one JSON value (RFC 8259, no comments) gives no tree: the grammar's
// refusals, the lexer's, a number too large for a double, and anything after the value.
TEST(ParseJson, RefusesWhatIsNotJson) {
  const char* const texts[] = {"",
                               " ",
                               "{",
                               "}",
                               "[",
                               "]",
                               "[1,]",
                               "[,1]",
                               "[1 2]",
                               "{\"a\"}",
                               "{\"a\":}",
                               "{\"a\" 1}",
                               "{1:2}",
                               "{\"a\":1,}",
                               "{,}",
                               "[1]]",
                               "{}}",
                               "{} {}",
                               "1 2",
                               "[1,2",
                               "{\"a\":1",
                               "nul",
                               "tru",
                               "nulll",
                               "[true false]",
                               "01",
                               "1.",
                               "-",
                               ".5",
                               "+1",
                               "2e",
                               "--1",
                               "1e999",
                               "-1e999",
                               "[1e999]",
                               "\"a",
                               "\"\\x\"",
                               "\"\t\"",
                               "\"\\ud83d\"",
                               "\"\\u12\"",
                               "\"\xc0\xaf\"",
                               "\"\xed\xa0\x80\"",
                               "[\"a\":1]",
                               "{\"a\",1}",
                               ":",
                               ",",
                               "[}",
                               "{]",
                               "\xef\xbb{}",
                               " \xef\xbb\xbf{}",
                               "/* a */ {}",
                               "{} // a",
                               "[1] x"};
  for (const char* text : texts) EXPECT_FALSE(parseJson(text).has_value()) << text;
}

// What the library reads beside the grammar: a byte order mark before the value, and a NUL byte
// as the end of the text.
TEST(ParseJson, AByteOrderMarkFirstAndANulAsTheEnd) {
  EXPECT_TRUE(parseJson("\xef\xbb\xbf{}").has_value());
  const std::optional<JsonValue> cut = parseJson(std::string("[1]\0[", 5));
  ASSERT_TRUE(cut.has_value());
  EXPECT_EQ(cut->items.size(), 1u);
}

// The whole tree as the library's own document holds it, for shapes deep and wide.
TEST(ParseJson, TheSameTreeAsTheLibrarysDocument) {
  for (const char* text : {"{\"a\":1,\"b\":[1,2,{\"c\":null}]}", "[[[]],[{}]]", "{\"a\":1,\"a\":2}",
                           "\"\\u00e9\\ud83d\\ude00\\n\\\"\\/\"", "[true,false,null,-0,-0.0,1e-2]"})
    expectTheLibrarysTree(text);
  std::string deep;
  for (int i = 0; i < 5000; ++i) deep += "[{\"a\":";
  deep += "1";
  for (int i = 0; i < 5000; ++i) deep += "}]";
  expectTheLibrarysTree(deep);
  std::string wide = "{";
  for (int i = 0; i < 3000; ++i)
    wide += (i ? ",\"k" : "\"k") + std::to_string(i % 700) + "\":[" + std::to_string(i) + ",\"" +
            std::to_string(-i) + "\"]";
  expectTheLibrarysTree(wide + "}");
}

}  // namespace
}  // namespace elo
