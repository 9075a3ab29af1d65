// The expected-score curve (elo/curve.hpp).
#include "elo/curve.hpp"

#include <gtest/gtest.h>

#include <optional>

namespace elo {
namespace {

Rating r(std::int64_t points) { return Rating::fromPoints(points); }

TEST(CurveRange, AcceptsWhatAChartCanDraw) {
  EXPECT_TRUE(isValidCurveRange({-800, 800, 25}));
  EXPECT_TRUE(isValidCurveRange({-4000, 4000, 8}));  // 1,001 points
  EXPECT_TRUE(isValidCurveRange({-500, 500, 1}));    // 1,001 points
  EXPECT_TRUE(isValidCurveRange({0, 1, 1000}));      // one point, the step passes `to`
}

TEST(CurveRange, RefusesWhatItCannot) {
  EXPECT_FALSE(isValidCurveRange({800, -800, 25}));   // from after to
  EXPECT_FALSE(isValidCurveRange({100, 100, 25}));    // from = to
  EXPECT_FALSE(isValidCurveRange({-800, 800, 0}));    // no step
  EXPECT_FALSE(isValidCurveRange({-800, 800, -25}));  // backwards
  EXPECT_FALSE(isValidCurveRange({-4001, 0, 1000}));  // past the widest difference
  EXPECT_FALSE(isValidCurveRange({0, 4001, 1000}));
  EXPECT_FALSE(isValidCurveRange({-501, 500, 1}));    // 1,002 points
  EXPECT_FALSE(isValidCurveRange({-4000, 4000, 7}));  // 1,143 points
}

TEST(ExpectedCurve, StepsFromFromToTo) {
  const std::vector<CurvePoint> c = expectedCurve(eloRules(), std::nullopt, {-800, 800, 25});
  ASSERT_EQ(c.size(), 65u);
  EXPECT_EQ(c.front().difference.centi, -80000);
  EXPECT_EQ(c[32].difference.centi, 0);
  EXPECT_DOUBLE_EQ(c[32].expected.value(), 0.5);
  EXPECT_EQ(c.back().difference.centi, 80000);
  EXPECT_DOUBLE_EQ(c.back().expected.value(), formulaExpected({80000}).value());
  EXPECT_EQ(expectedCurve(eloRules(), std::nullopt, {0, 10, 3}).back().difference.centi, 900);
}

// FIDE B.02 8.3.1 with table 8.1.2: past ±400 the curve is flat for a player below 2650.
TEST(ExpectedCurve, FlattensPast400UnderFideRules) {
  const std::vector<CurvePoint> c = expectedCurve(fideRules(), r(1600), {-800, 800, 100});
  ASSERT_EQ(c.size(), 17u);
  EXPECT_EQ(c.front().difference.centi, -40000);
  EXPECT_EQ(c.front().expected.hundredths(), 8);
  EXPECT_EQ(c[4].difference.centi, -40000);  // −400 itself
  EXPECT_EQ(c[6].difference.centi, -20000);
  EXPECT_EQ(c[6].expected.hundredths(), 24);
  EXPECT_EQ(c.back().difference.centi, 40000);
  EXPECT_EQ(c.back().expected.hundredths(), 92);
}

// FIDE B.02 8.3.1 since 1 October 2025: a player rated 2650 or more keeps the full difference.
TEST(ExpectedCurve, KeepsTheFullDifferenceFrom2650) {
  const std::vector<CurvePoint> exempt = expectedCurve(fideRules(), r(2650), {-800, 800, 100});
  EXPECT_EQ(exempt.front().difference.centi, -80000);
  EXPECT_EQ(exempt.back().difference.centi, 80000);
  EXPECT_EQ(exempt.back().expected.hundredths(), 100);
  const std::vector<CurvePoint> below = expectedCurve(fideRules(), r(2649), {-800, 800, 100});
  EXPECT_EQ(below.back().difference.centi, 40000);
  const std::vector<CurvePoint> unrated =
      expectedCurve(fideRules(), std::nullopt, {-800, 800, 100});
  EXPECT_EQ(unrated.back().difference.centi, 40000);
  const std::vector<CurvePoint> everybody =
      expectedCurve(fide2024Rules(), r(2700), {-800, 800, 100});
  EXPECT_EQ(everybody.back().difference.centi, 40000);
}

TEST(ExpectedCurve, AgreesWithTheSingleGame) {
  for (const RuleSet& rules : {eloRules(), fideRules(), fide2024Rules()}) {
    for (const CurvePoint& p : expectedCurve(rules, r(2000), {-1000, 1000, 50})) {
      const Rating opponent = Rating::fromCenti(r(2000).centi() - p.difference.centi);
      if (p.difference.centi == 40000 || p.difference.centi == -40000) continue;  // capped ends
      EXPECT_DOUBLE_EQ(p.expected.value(), expectedScore(rules, r(2000), opponent).value());
    }
  }
}

}  // namespace
}  // namespace elo
