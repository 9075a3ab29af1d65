// The roundings (elo/rounding.hpp) held to FIDE B.02 8.3.4 and B.01 1.4.7: half away from zero,
// half up, and the decimals the response writes.
#include "elo/rounding.hpp"

#include <gtest/gtest.h>

namespace elo {
namespace {

// FIDE B.02 8.3.4, docs/rules.md: +2.5 → +3, −2.5 → −3, +2.49 → +2, −0.5 → −1.
struct HalfAwayCase {
  double value;
  std::int64_t expected;
};

void PrintTo(const HalfAwayCase& c, std::ostream* os) { *os << c.value << " to " << c.expected; }

class RoundsHalfAwayFromZero : public ::testing::TestWithParam<HalfAwayCase> {};

TEST_P(RoundsHalfAwayFromZero, AsFideRoundsAPeriodsChange) {
  EXPECT_EQ(roundHalfAwayFromZero(GetParam().value), GetParam().expected);
}

INSTANTIATE_TEST_SUITE_P(Rules_8_3_4, RoundsHalfAwayFromZero,
                         ::testing::Values(HalfAwayCase{2.5, 3}, HalfAwayCase{-2.5, -3},
                                           HalfAwayCase{2.49, 2}, HalfAwayCase{-0.5, -1},
                                           HalfAwayCase{4.8, 5}, HalfAwayCase{-4.8, -5},
                                           HalfAwayCase{0.0, 0}, HalfAwayCase{-0.49, 0},
                                           HalfAwayCase{0.5, 1}, HalfAwayCase{-2.51, -3}));

TEST(RoundHalfAwayFromZero, IgnoresBinaryNoiseBelowAHalf) {
  EXPECT_EQ(roundHalfAwayFromZero(10 * 0.25), 3);
  EXPECT_EQ(roundHalfAwayFromZero(2.4999999999999996), 3);
  EXPECT_EQ(roundHalfAwayFromZero(-2.4999999999999996), -3);
}

TEST(RoundHalfAwayFromZero, RoundsExactFractionsInIntegers) {
  EXPECT_EQ(roundHalfAwayFromZero(25, 10), 3);
  EXPECT_EQ(roundHalfAwayFromZero(-25, 10), -3);
  EXPECT_EQ(roundHalfAwayFromZero(249, 100), 2);
  EXPECT_EQ(roundHalfAwayFromZero(-5, 10), -1);
  EXPECT_EQ(roundHalfAwayFromZero(48000, 10000), 5);
  EXPECT_EQ(roundHalfAwayFromZero(-4, 10), 0);
}

// FIDE B.01 1.4.7: averages are rounded to the nearest whole number, .5 up.
TEST(RoundHalfUp, RoundsHalvesUpward) {
  EXPECT_EQ(roundHalfUp(5, 2), 3);
  EXPECT_EQ(roundHalfUp(-5, 2), -2);
  EXPECT_EQ(roundHalfUp(4850, 3), 1617);
  EXPECT_EQ(roundHalfUp(7, 3), 2);
  EXPECT_EQ(roundHalfUp(-7, 3), -2);
  EXPECT_EQ(roundHalfUp(-8, 3), -3);
}

TEST(RoundToDecimals, ReportsFourAndThreeDecimals) {
  EXPECT_DOUBLE_EQ(roundToDecimals(0.759746926647958, 4), 0.7597);
  EXPECT_DOUBLE_EQ(roundToDecimals(4.805061467040844, 3), 4.805);
}

}  // namespace
}  // namespace elo
