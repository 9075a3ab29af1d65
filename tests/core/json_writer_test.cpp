// The core's JSON writer (core/src/json/json_writer.hpp): escaping, numbers, nesting.
#include "json/json_writer.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <nlohmann/json.hpp>
#include <string>

namespace elo {
namespace {

std::string written(std::string_view s) { return JsonWriter().string(s).take(); }
std::string fixed(double x, int decimals) { return JsonWriter().fixed(x, decimals).take(); }
std::string scaled(std::int64_t n, int decimals) { return JsonWriter().scaled(n, decimals).take(); }

TEST(JsonWriterStrings, EscapeQuotesAndBackslashes) {
  EXPECT_EQ(written("plain"), R"("plain")");
  EXPECT_EQ(written("say \"hi\""), R"("say \"hi\"")");
  EXPECT_EQ(written("C:\\dir"), R"("C:\\dir")");
  EXPECT_EQ(written(""), R"("")");
}

TEST(JsonWriterStrings, EscapeEveryControlCharacter) {
  EXPECT_EQ(written("a\nb\tc\rd\be\ff"), R"("a\nb\tc\rd\be\ff")");
  EXPECT_EQ(written(std::string("\0", 1)), R"("\u0000")");
  EXPECT_EQ(written("\x01\x1f"), R"("\u0001\u001f")");
  for (int c = 0; c < 0x20; ++c) {
    const std::string text = written(std::string(1, static_cast<char>(c)));
    EXPECT_EQ(nlohmann::json::parse(text).get<std::string>(), std::string(1, static_cast<char>(c)))
        << c;
  }
  EXPECT_EQ(written("\x7f"), "\"\x7f\"");  // DEL is not a control character for JSON
}

TEST(JsonWriterStrings, PassUtf8ThroughAsItIs) {
  EXPECT_EQ(written("½ １６００ 日本語 −"), "\"½ １６００ 日本語 −\"");
  EXPECT_EQ(written("\"½\""), "\"\\\"½\\\"\"");
}

TEST(JsonWriterNumbers, DropTrailingZerosAfterThePoint) {
  EXPECT_EQ(scaled(160550, 2), "1605.5");
  EXPECT_EQ(scaled(160500, 2), "1605");
  EXPECT_EQ(scaled(160501, 2), "1605.01");
  EXPECT_EQ(scaled(7597, 4), "0.7597");
  EXPECT_EQ(scaled(7500, 4), "0.75");
  EXPECT_EQ(scaled(5, 1), "0.5");
  EXPECT_EQ(fixed(4.805, 3), "4.805");
  EXPECT_EQ(fixed(20.0, 2), "20");
  EXPECT_EQ(fixed(0.1 + 0.2, 2), "0.3");
}

TEST(JsonWriterNumbers, WriteNegativesAndZero) {
  EXPECT_EQ(scaled(-480, 2), "-4.8");
  EXPECT_EQ(scaled(-5, 3), "-0.005");
  EXPECT_EQ(scaled(0, 2), "0");
  EXPECT_EQ(fixed(-0.0, 3), "0");
  EXPECT_EQ(fixed(-8.571, 3), "-8.571");
  EXPECT_EQ(JsonWriter().integer(0).take(), "0");
  EXPECT_EQ(JsonWriter().integer(-15).take(), "-15");
}

TEST(JsonWriterNumbers, WriteLargeValues) {
  EXPECT_EQ(JsonWriter().integer(std::numeric_limits<std::int64_t>::max()).take(),
            "9223372036854775807");
  EXPECT_EQ(JsonWriter().integer(std::numeric_limits<std::int64_t>::min()).take(),
            "-9223372036854775808");
  EXPECT_EQ(scaled(std::numeric_limits<std::int64_t>::min(), 2), "-92233720368547758.08");
  EXPECT_EQ(fixed(123456789.25, 2), "123456789.25");
  EXPECT_EQ(fixed(1e15, 3), "1000000000000000");
}

TEST(JsonWriterNumbers, WriteNullForWhatCannotBeWrittenExactly) {
  EXPECT_EQ(fixed(std::nan(""), 2), "null");
  EXPECT_EQ(fixed(std::numeric_limits<double>::infinity(), 2), "null");
  EXPECT_EQ(fixed(-std::numeric_limits<double>::infinity(), 0), "null");
  EXPECT_EQ(fixed(1e300, 2), "null");
}

TEST(JsonWriterStructure, SeparatesMembersAndElementsWithCommas) {
  JsonWriter w;
  w.beginObject();
  w.key("a").integer(1);
  w.key("b").beginArray();
  w.integer(1).boolean(true).null().string("x");
  w.beginObject().endObject();
  w.beginArray().endArray();
  w.endArray();
  w.key("c").beginObject();
  w.key("d").beginObject().key("e").boolean(false).endObject();
  w.endObject();
  w.key("f").string("");
  w.endObject();
  EXPECT_EQ(w.take(), R"({"a":1,"b":[1,true,null,"x",{},[]],"c":{"d":{"e":false}},"f":""})");
}

TEST(JsonWriterStructure, EscapesKeysLikeStrings) {
  const std::string_view name = "a\"b";
  EXPECT_EQ(JsonWriter().beginObject().key(name).integer(1).endObject().take(), R"({"a\"b":1})");
}

TEST(JsonWriterStructure, GrowsPastItsFirstGuess) {
  JsonWriter w(1);
  w.beginArray();
  for (int i = 0; i < 10000; ++i) w.integer(i);
  w.endArray();
  const nlohmann::json parsed = nlohmann::json::parse(w.take());
  ASSERT_EQ(parsed.size(), 10000u);
  EXPECT_EQ(parsed[9999], 9999);
}

TEST(JsonWriterStructure, StartsEmptyAgainAfterTake) {
  JsonWriter w;
  EXPECT_EQ(w.integer(1).take(), "1");
  EXPECT_EQ(w.integer(2).take(), "2");
}

}  // namespace
}  // namespace elo
