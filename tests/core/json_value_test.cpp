// The request's JSON tree (core/src/json/json_value.cpp): the core reads the tokens of
// nlohmann_json's lexer with a loop of its own, so every text must be accepted or refused as the
// library refuses it, and give the same values. The library's own parser, for this test's
// std::string input, is the reference.
#include "json/json_value.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <cstddef>
#include <nlohmann/json.hpp>
#include <random>
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

void expectAsTheLibrary(const std::string& text) {
  const bool accepted = json::accept(text);
  const std::optional<JsonValue> tree = parseJson(text);
  ASSERT_EQ(tree.has_value(), accepted) << text;
  if (accepted) EXPECT_TRUE(sameTree(*tree, json::parse(text))) << text;
}

// Each case a rule of the grammar, met or broken once.
TEST(ParseJson, AcceptsAndRefusesAsTheLibraryDoes) {
  const char* const texts[] = {
      "{}", "[]", "0", "-1.5e3", "\"a\"", "true", "false", "null", " { } ", "{\"a\":1}",
      "{\"a\":1,\"b\":[1,2,{\"c\":null}]}", "[[[]],[{}]]", "{\"a\":1,\"a\":2}",
      "18446744073709551615", "-9223372036854775808", "1e308", "\"\\u00e9\\ud83d\\ude00\"",
      // Broken: the lexer's refusals and the grammar's.
      "", " ", "{", "}", "[", "]", "[1,]", "[,1]", "[1 2]", "{\"a\"}", "{\"a\":}", "{\"a\" 1}",
      "{1:2}", "{\"a\":1,}", "{,}", "[1]]", "{}}", "{} {}", "1 2", "[1,2", "{\"a\":1", "nul", "tru",
      "01", "1.", "-", "1e999", "-1e999", "\"a", "\"\\x\"", "\"\t\"", "\"\\ud83d\"", "[\"a\":1]",
      "{\"a\",1}", ":", ",", "[}", "{]", "\xef\xbb\xbf{}", "\xef\xbb{}", " \xef\xbb\xbf{}",
      // Numbers: a whole -0 is the integer 0, a fraction's or an exponent's keeps its sign.
      "-0", "-0.0", "-0e0", "1E+2", "1e-2", "0.5", "-01", "1.e5", ".5", "+1", "2e", "2e+", "--1",
      "9007199254740993", "9223372036854775807", "18446744073709551616",
      "123456789012345678901234567890", "-9223372036854775809", "1e-400",
      // Literals cut short or run on.
      "t", "nulll", "[true false]", "[nul]", "fals"};
  for (const char* text : texts) expectAsTheLibrary(text);
  // A NUL byte ends the text, for the library as for the core.
  expectAsTheLibrary(std::string("[1]\0[", 5));
}

// Runs of a number's characters, most of them not numbers: accepted or refused as the library
// does, and the same value, zero's sign included.
TEST(ParseJson, RandomNumbersAsTheLibrary) {
  const std::string characters = "-+.eE0123456789 ,";
  std::mt19937 random(20261206);
  std::uniform_int_distribution<std::size_t> pick(0, characters.size() - 1);
  std::uniform_int_distribution<int> length(1, 10);
  for (int n = 0; n < 20000; ++n) {
    std::string text = "[";
    for (int i = length(random); i > 0; --i) text += characters[pick(random)];
    expectAsTheLibrary(text + "]");
  }
}

// Random sequences of tokens, mostly not JSON, some deep: the same answer every time.
TEST(ParseJson, RandomTokenSequencesAsTheLibrary) {
  const char* const tokens[] = {"{", "}",    "[",    "]",    ",", ":",     "\"k\"",      "\"v\"",
                                "1", "-2.5", "true", "null", " ", "1e999", "\"\\u0041\""};
  std::mt19937 random(20261203);
  std::uniform_int_distribution<std::size_t> pick(0, std::size(tokens) - 1);
  std::uniform_int_distribution<int> length(1, 24);
  for (int n = 0; n < 20000; ++n) {
    std::string text;
    for (int i = length(random); i > 0; --i) text += tokens[pick(random)];
    expectAsTheLibrary(text);
  }
}

// Strings of random bytes, escapes and surrogates, the lexer's hardest part: read or refused as
// the library reads them, and the same text when read.
TEST(ParseJson, RandomStringsAsTheLibrary) {
  const std::string pieces[] = {"\\n",
                                "\\\"",
                                "\\/",
                                "\\\\",
                                "\\b",
                                "\\u00e9",
                                "\\uD83D",
                                "\\uDE00",
                                "\\ud83d\\ude00",
                                "\\u12",
                                "\\x",
                                "\\uZZZZ",
                                "\\",
                                "\xc3\xa9",
                                "\xe2\x82\xac",
                                "\xf0\x9f\x98\x80",
                                "\xed\xa0\x80",
                                "\xc0\xaf",
                                "\xf4\x90\x80\x80",
                                "\x7f",
                                "a",
                                " "};
  std::mt19937 random(3122026);
  std::uniform_int_distribution<std::size_t> pick(0, std::size(pieces));
  std::uniform_int_distribution<int> byte(0, 255);
  std::uniform_int_distribution<int> length(0, 6);
  for (int n = 0; n < 30000; ++n) {
    std::string text = "[\"";
    for (int i = length(random); i > 0; --i) {
      const std::size_t k = pick(random);
      text += k < std::size(pieces) ? pieces[k] : std::string(1, static_cast<char>(byte(random)));
    }
    expectAsTheLibrary(text + "\"]");
  }
}

// Grammatical texts of every shape, built to be JSON: the same trees.
TEST(ParseJson, DeepAndWideDocuments) {
  std::string deep;
  for (int i = 0; i < 5000; ++i) deep += "[{\"a\":";
  deep += "1";
  for (int i = 0; i < 5000; ++i) deep += "}]";
  expectAsTheLibrary(deep);
  std::string wide = "{";
  for (int i = 0; i < 3000; ++i)
    wide += (i ? ",\"k" : "\"k") + std::to_string(i % 700) + "\":[" + std::to_string(i) + ",\"" +
            std::to_string(-i) + "\"]";
  expectAsTheLibrary(wide + "}");
}

}  // namespace
}  // namespace elo
