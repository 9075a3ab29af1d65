// The wasm module's strtod (wasm/libc) against the C library's, natively: the same bits for
// every JSON number, hard cases first, then a few hundred thousand random ones.
#include "json_number.hpp"

#include <gtest/gtest.h>

#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>

namespace {

std::uint64_t bitsOf(double x) {
  std::uint64_t bits;
  std::memcpy(&bits, &x, sizeof bits);
  return bits;
}

void expectSameAsLibc(const std::string& text) {
  EXPECT_EQ(bitsOf(elo::decimalToDouble(text)), bitsOf(std::strtod(text.c_str(), nullptr))) << text;
}

// Decimal-to-binary cases known to trip converters: boundaries of the double range, halfway
// points between neighbouring doubles, and inputs longer than any double's digits.
TEST(DecimalToDouble, MatchesTheCLibraryOnHardCases) {
  const char* const cases[] = {"0",
                               "-0",
                               "0.0",
                               "1",
                               "-1",
                               "0.1",
                               "0.3",
                               "1e23",
                               "8.98846567431158e307",
                               "2.2250738585072011e-308",
                               "2.2250738585072012e-308",
                               "2.2250738585072014e-308",
                               "4.9e-324",
                               "5e-324",
                               "2.4703282292062327e-324",
                               "2.4703282292062328e-324",
                               "1e-324",
                               "1e-400",
                               "1.7976931348623157e308",
                               "1.7976931348623158e308",
                               "1.7976931348623159e308",
                               "1e309",
                               "-1e309",
                               "9007199254740992",
                               "9007199254740993",
                               "9007199254740995",
                               "9007199254740993.0000000000000000000000001",
                               "123456789012345678901234567890",
                               "1.00000000000000011102230246251565404236316680908203125",
                               "1.00000000000000011102230246251565404236316680908203124",
                               "1.00000000000000011102230246251565404236316680908203126",
                               "1500.25",
                               "1e0",
                               "1E+2",
                               "1e-2",
                               "100000000000000000000000e-23"};
  for (const char* text : cases) expectSameAsLibc(text);
}

TEST(DecimalToDouble, MatchesTheCLibraryOnAHalfwayPointWrittenInFullAndThenSome) {
  // 2^-1074 × 1.5 written out exactly has 751 significant digits; 900 goes past the kept digits.
  char exact[1200];
  std::snprintf(exact, sizeof exact, "%.900e", 7.4109846876186982e-324);
  expectSameAsLibc(exact);
  expectSameAsLibc(std::string(850, '9') + "e-300");
  expectSameAsLibc("0." + std::string(400, '0') + "1");
}

TEST(DecimalToDouble, MatchesTheCLibraryOnRandomNumbers) {
  std::mt19937_64 random(20261201);
  char text[64];
  for (int i = 0; i < 200000; ++i) {
    const std::uint64_t bits = random();
    double x;
    std::memcpy(&x, &bits, sizeof x);
    if (std::isnan(x) || std::isinf(x)) continue;
    // Every precision from 1 to 20 digits: short forms round, long ones sit near midpoints.
    std::snprintf(text, sizeof text, "%.*e", static_cast<int>(i % 20), x);
    expectSameAsLibc(text);
  }
  std::uniform_int_distribution<int> digit(0, 9), length(1, 30), exponent(-340, 320);
  for (int i = 0; i < 100000; ++i) {
    std::string s = std::to_string(1 + digit(random) % 9);
    for (int n = length(random); n > 0; --n) s += static_cast<char>('0' + digit(random));
    s += "e" + std::to_string(exponent(random));
    expectSameAsLibc(s);
  }
}

// Whole numbers, which the core's lexer reads with strtod too: 1 to 25 digits, signed or not.
TEST(DecimalToDouble, MatchesTheCLibraryOnWholeNumbers) {
  std::mt19937_64 random(20261206);
  std::uniform_int_distribution<int> digit(0, 9), length(0, 24);
  for (int i = 0; i < 100000; ++i) {
    std::string s = i % 2 ? "-" : "";
    s += std::to_string(1 + digit(random) % 9);
    for (int n = length(random); n > 0; --n) s += static_cast<char>('0' + digit(random));
    expectSameAsLibc(s);
  }
}

struct LengthCase {
  const char* text;
  std::size_t length;
};

TEST(JsonNumberLength, ReadsExactlyTheJsonNumberGrammar) {
  const LengthCase cases[] = {{"1500", 4}, {"-0", 2}, {"01", 1},  {"1.5x", 3},     {"1.", 1},
                              {"1.e5", 1}, {"1e", 1}, {"1e+", 1}, {"1e+5,", 4},    {"-", 0},
                              {"+1", 0},   {".5", 0}, {"", 0},    {"0.25E-3]", 7}, {"-12.5e10", 8}};
  for (const LengthCase& c : cases) EXPECT_EQ(elo::jsonNumberLength(c.text), c.length) << c.text;
}

}  // namespace
