// The text module (core/src/text) held to what readers need: trims, lines, the three ways UTF-8
// is read, and the TRF header codes of FIDE C.04 Annex 2.
#include "text/text.hpp"

#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "text/trf_codes.hpp"

namespace elo {
namespace {

using Lines = std::vector<std::pair<int, std::string>>;

Lines linesOf(std::string_view text) {
  Lines lines;
  forEachLine(text, [&](int n, std::string_view line) {
    lines.emplace_back(n, std::string(line));
    return true;
  });
  return lines;
}

TEST(Ascii, DigitsAndLowerCase) {
  EXPECT_TRUE(isAsciiDigit('0'));
  EXPECT_TRUE(isAsciiDigit('9'));
  EXPECT_FALSE(isAsciiDigit('a'));
  EXPECT_FALSE(isAsciiDigit('\xD9'));
  EXPECT_EQ(asciiLower('Q'), 'q');
  EXPECT_EQ(asciiLower('q'), 'q');
  EXPECT_EQ(asciiLower('\xC3'), '\xC3');
}

TEST(Trim, TakesOnlyTheBlanksItIsGiven) {
  EXPECT_EQ(trim(" \tab c\t ", kSpaceTab), "ab c");
  EXPECT_EQ(trim("\rab\r", kSpaceTab), "\rab\r");
  EXPECT_EQ(trim(" \rab\r ", kSpaceTabCr), "ab");
  EXPECT_EQ(trim("\v\f ab \f\v", kSpaceTabCr), "\v\f ab \f\v");
  EXPECT_EQ(trim("\v\f\r\t ab \t\r\f\v", kTypedBlanks), "ab");
  EXPECT_EQ(trim("\n ab \n", kTypedBlanks), "\n ab \n");
  EXPECT_EQ(trim("   ", kTypedBlanks), "");
  EXPECT_EQ(trim("", kSpaceTab), "");
}

TEST(ForEachLine, SplitsAtLfCrlfAndCrAlike) {
  EXPECT_EQ(linesOf("a\nb\r\nc\rd"), (Lines{{1, "a"}, {2, "b"}, {3, "c"}, {4, "d"}}));
  EXPECT_EQ(linesOf("a\r\r\nb"), (Lines{{1, "a"}, {2, ""}, {3, "b"}}));
  EXPECT_EQ(linesOf("a\n"), (Lines{{1, "a"}, {2, ""}}));
  EXPECT_EQ(linesOf(""), (Lines{{1, ""}}));
  EXPECT_EQ(linesOf("\n\r"), (Lines{{1, ""}, {2, ""}, {3, ""}}));
}

TEST(ForEachLine, StopsWhenAskedTo) {
  int seen = 0;
  forEachLine("a\nb\nc", [&](int n, std::string_view) {
    ++seen;
    return n < 2;
  });
  EXPECT_EQ(seen, 2);
}

TEST(CharacterLength, CountsWhatTheLeadByteAndItsContinuationsGive) {
  const std::string text = "a\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80";  // a é € 😀
  EXPECT_EQ(characterLength(text, 0), 1u);
  EXPECT_EQ(characterLength(text, 1), 2u);
  EXPECT_EQ(characterLength(text, 3), 3u);
  EXPECT_EQ(characterLength(text, 6), 4u);
  EXPECT_EQ(characterLength("\xBD", 0), 1u);      // a stray continuation byte
  EXPECT_EQ(characterLength("\xE2\x82", 0), 2u);  // cut short by the text's end
  EXPECT_EQ(characterLength("\xE2"
                            "a",
                            0),
            1u);  // cut short by an ASCII byte
}

TEST(ValidUtf8Length, RefusesWhatRfc3629Refuses) {
  EXPECT_EQ(validUtf8Length("a", 0), 1u);
  EXPECT_EQ(validUtf8Length("\xC3\xA9", 0), 2u);
  EXPECT_EQ(validUtf8Length("\xE2\x82\xAC", 0), 3u);
  EXPECT_EQ(validUtf8Length("\xF0\x9F\x98\x80", 0), 4u);
  EXPECT_EQ(validUtf8Length("\xC0\xAF", 0), 0u);          // overlong
  EXPECT_EQ(validUtf8Length("\xE0\x80\xAF", 0), 0u);      // overlong
  EXPECT_EQ(validUtf8Length("\xED\xA0\x80", 0), 0u);      // a surrogate
  EXPECT_EQ(validUtf8Length("\xF4\x90\x80\x80", 0), 0u);  // above U+10FFFF
  EXPECT_EQ(validUtf8Length("\xBD", 0), 0u);
  EXPECT_EQ(validUtf8Length("\xE2\x82", 0), 0u);
  EXPECT_EQ(validUtf8Length("\xE2\x82"
                            "a",
                            0),
            0u);
}

TEST(TypedCharacter, DecodesTwoAndThreeByteCharactersAndLeavesTheRestAlone) {
  EXPECT_EQ(typedCharacter("\xC2\xBD", 0).codePoint, 0xBDu);  // ½
  EXPECT_EQ(typedCharacter("\xC2\xBD", 0).length, 2u);
  EXPECT_EQ(typedCharacter("\xEF\xBC\x91", 0).codePoint, 0xFF11u);  // full-width 1
  EXPECT_EQ(typedCharacter("\xEF\xBC\x91", 0).length, 3u);
  EXPECT_EQ(typedCharacter("\xF0\x9F\x98\x80", 0).length, 1u);  // four bytes: left as bytes
  EXPECT_EQ(typedCharacter("\xC2"
                           "a",
                           0)
                .length,
            1u);
  EXPECT_EQ(typedCharacter("\xC2"
                           "a",
                           0)
                .codePoint,
            0xC2u);
}

TEST(TrfHeaderCodes, AreTrf16sAndTrf2026s) {
  for (const char* code : {"012", "022", "062", "122", "132", "222"})
    EXPECT_TRUE(isTrfHeaderCode(code)) << code;
  for (const char* code : {"001", "###", "142", "212", "22", "0122"})
    EXPECT_FALSE(isTrfHeaderCode(code)) << code;
}

}  // namespace
}  // namespace elo
