// The core's reader of request JSON (core/src/json_value.hpp, json_number.hpp): it must accept
// and refuse what nlohmann_json does (the reader it replaced, still the tests' oracle), and give
// every number the double glibc's strtod gives (correctly rounded).
#include "json_value.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <nlohmann/json.hpp>
#include <random>
#include <string>

#include "json_number.hpp"

namespace elo {
namespace {

using namespace std::string_literals;

// RFC 8259's grammar at its edges, and nlohmann_json's own choices: a UTF-8 byte order mark
// first, no comments, strict UTF-8 in strings (the Unicode Standard, table 3-7), paired
// surrogates, a zero byte after the value taken for the end of the text.
const std::string kTexts[] = {
    "0", "-0", "-0.0", "1e5", "1E+5", "1e-5", "[]", "{}", " [ ] ", "\"\"", "true", "false", "null",
    R"({"a":1,"a":2})", R"([1,[2,[3,{}]]])", "\xEF\xBB\xBF{}", "{}\0trailing"s,
    R"("\u00e9\ud83d\ude00\/\b\f\n\r\t")", "\"\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80\"",
    // refused
    "", " ", "[", "]", "[1,]", R"({"a":1,})", "{,}", "[01]", "[-]", "[1.]", "[.5]", "[1e]", "[+1]",
    "1 2", "/**/1", "tru", "nul", "[NaN]", "[Infinity]", "1e400", "-1e400", "\"\t\"", R"("\x")",
    R"("\u12")", R"("\ud800")", R"("\udc00")", R"("\ud800\u0041")", "\xEF\xBB{}", " \xEF\xBB\xBF{}",
    "\"\xC0\x80\"", "\"\xED\xA0\x80\"", "\"\xF4\x90\x80\x80\"", "\"\xC3\"", "[1\0]"s, "\0"s,
    R"({"a" 1})", R"({1:2})"};

TEST(JsonValueReader, AcceptsAndRefusesWhatNlohmannJsonDoes) {
  for (const std::string& text : kTexts) {
    EXPECT_EQ(parseJson(text).has_value(), nlohmann::json::accept(text)) << text;
  }
}

TEST(JsonValueReader, KeepsMembersInOrderWithTheirKeys) {
  const auto value = parseJson(R"({"b":[1,"x"],"a":true,"b":null})");
  ASSERT_TRUE(value);
  ASSERT_EQ(value->items.size(), 3u);
  EXPECT_EQ(value->items[0].key, "b");
  EXPECT_EQ(value->items[0].items[1].text, "x");
  EXPECT_EQ(value->items[0].items[1].key, "");
  ASSERT_NE(value->find("b"), nullptr);
  EXPECT_EQ(value->find("b")->kind, JsonValue::Kind::Null);  // the last of a repeated key
  EXPECT_TRUE(value->find("a")->boolean);
}

TEST(JsonValueReader, ReadsMinusZeroWrittenAsAWholeNumberAsZero) {
  EXPECT_FALSE(std::signbit(parseJson("-0")->number));
  EXPECT_TRUE(std::signbit(parseJson("-0.0")->number));
}

bool sameBits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

// Numbers whose nearest double is hard to find: midpoints between two doubles, subnormals,
// the largest double and what lies past it, many digits.
const char* const kNumbers[] = {"0.1",
                                "0.3",
                                "1600.5",
                                "9007199254740993",
                                "9007199254740993.0000000000000000000001",
                                "18446744073709551615",
                                "18446744073709551616",
                                "-9223372036854775809",
                                "1e23",
                                "8.5e-323",
                                "4.9406564584124654e-324",
                                "2.4703282292062327208828439643411e-324",
                                "2.4703282292062327208828439643412e-324",
                                "2.2250738585072011e-308",
                                "2.2250738585072012e-308",
                                "1.7976931348623157e308",
                                "1.7976931348623158e308",
                                "1.797693134862315807937289714053e308",
                                "1e-400",
                                "0e999999999999",
                                "1e999999999999",
                                "123456789012345678901234567890e-50"};

TEST(DecimalToDouble, GivesTheDoubleStrtodGives) {
  for (const char* text : kNumbers) {
    EXPECT_TRUE(sameBits(decimalToDouble(text), std::strtod(text, nullptr))) << text;
  }
  std::mt19937_64 random(12);
  for (int i = 0; i < 20000; ++i) {
    std::string text = std::to_string(random() % 1000000000);
    for (int d = static_cast<int>(random() % 25); d > 0; --d) text += char('0' + random() % 10);
    text += "e" + std::to_string(static_cast<long>(random() % 700) - 360);
    EXPECT_TRUE(sameBits(decimalToDouble(text), std::strtod(text.c_str(), nullptr))) << text;
  }
}

}  // namespace
}  // namespace elo
