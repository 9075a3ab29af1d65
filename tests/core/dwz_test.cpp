// The DWZ (elo/dwz.hpp) held to the Wertungsordnung's formulas and its three published
// evaluations: P(D), the coefficient E with its age term, brakes and caps, the new DWZ.
#include "elo/dwz.hpp"

#include <gtest/gtest.h>

#include <cmath>

namespace elo {
namespace {

Rating r(std::int64_t points) { return Rating::fromPoints(points); }

DwzGame game(std::int64_t opponent, Score score) { return {r(opponent), score}; }

// An adult with an index over 5: E is capped at 30, as the published evaluations say.
DwzPlayer adult(std::int64_t rating) { return {r(rating), 40, 10}; }

// Anhang 2.1: P(D) = Φ(D / (200√2)) = erfc(−D / 400) / 2, to three decimals.
TEST(DwzExpected, RoundsEachGameToThreeDecimals) {
  EXPECT_EQ(dwzExpectedThousandths({0}), 500);
  // D = 375: erfc(−0.9375) / 2 = 0.907551 → 0.908; D = −375: 0.092449 → 0.092.
  EXPECT_EQ(dwzExpectedThousandths({375 * 100}), 908);
  EXPECT_EQ(dwzExpectedThousandths({-375 * 100}), 92);
  // D = 100: 0.638163 → 0.638; the two sides always add up to 1.
  EXPECT_EQ(dwzExpectedThousandths({100 * 100}), 638);
  EXPECT_EQ(dwzExpectedThousandths({-100 * 100}), 362);
}

// The core computes erfc itself (support/normal.cpp, not libm's): Φ must
// agree with the C library's erfc(−D / 400) / 2 to far below the rounding to thousandths, on
// both sides of the switch between the two methods (D = ±1000) and far into the tails.
TEST(DwzWinProbability, AgreesWithTheLibrarysErfc) {
  for (int tenths = -40000; tenths <= 40000; tenths += 7) {
    const double d = tenths / 10.0;
    EXPECT_NEAR(dwzWinProbability(d), std::erfc(-d / 400) / 2, 1e-13) << "D = " << d;
  }
}

// Every whole-point difference from −800 to 800 rounds to the same thousandths as erfc gives.
TEST(DwzExpected, MatchesTheLibrarysErfcForEveryWholeDifference) {
  for (std::int64_t d = -800; d <= 800; ++d) {
    EXPECT_EQ(dwzExpectedThousandths({d * 100}), std::llround(std::erfc(-d / 400.0) / 2 * 1000))
        << "D = " << d;
  }
}

// schachbund.de (2007), the first published evaluation: Ro 2165, E 30.
TEST(RateDwz, ReproducesTheFirstPublishedEvaluation) {
  // Per game, D = 2165 − Ri: 375 → 0.908, 176 → 0.733, 108 → 0.649, −295 → 0.148,
  // −270 → 0.170, −45 → 0.437, 129 → 0.676, 101 → 0.639, 67 → 0.594; We = 4.954.
  // W = 1 + 1 + 1 + ½ + 0 + ½ + 1 + ½ + ½ = 6. E: E0 = 2.165⁴ + 15 = 36.97 → 37, capped at 30.
  // Rn = 2165 + 800 (6 − 4.954) / (30 + 9) = 2165 + 836.8 / 39 = 2165 + 21.456 = 2186.456 → 2186.
  // Leistung: Σ Φ((R − Ri) / (200√2)) = 6 at R = 2272.71 → 2273.
  const auto result =
      rateDwz(adult(2165),
              {game(1790, Score::win()), game(1989, Score::win()), game(2057, Score::win()),
               game(2460, Score::draw()), game(2435, Score::loss()), game(2210, Score::draw()),
               game(2036, Score::win()), game(2064, Score::draw()), game(2098, Score::draw())});
  EXPECT_EQ(result.developmentCoefficient, 30);
  EXPECT_EQ(result.expectedThousandths, 4954);
  EXPECT_EQ(result.score.halves(), 12);
  EXPECT_EQ(result.games, 9);
  EXPECT_EQ(result.newRating, 2186);
  EXPECT_EQ(result.change, 21);
  EXPECT_EQ(result.performance, 2273);
}

// The second: Ro 2249, E 30.
TEST(RateDwz, ReproducesTheSecondPublishedEvaluation) {
  // D: 115 → 0.658, −94 → 0.370, 49 → 0.569, 86 → 0.619, 74 → 0.603, 20 → 0.528; We = 3.347.
  // W = ½ + ½ + 0 + 0 + 0 + ½ = 1.5. E0 = 2.249⁴ + 15 = 40.58 → 41, capped at 30.
  // Rn = 2249 + 800 (1.5 − 3.347) / (30 + 6) = 2249 − 1477.6 / 36 = 2249 − 41.044 = 2207.956
  // → 2208. Leistung: Σ Φ = 1.5 at R = 2010.85 → 2011.
  const auto result = rateDwz(adult(2249), {game(2134, Score::draw()), game(2343, Score::draw()),
                                            game(2200, Score::loss()), game(2163, Score::loss()),
                                            game(2175, Score::loss()), game(2229, Score::draw())});
  EXPECT_EQ(result.developmentCoefficient, 30);
  EXPECT_EQ(result.expectedThousandths, 3347);
  EXPECT_EQ(result.newRating, 2208);
  EXPECT_EQ(result.change, -41);
  EXPECT_EQ(result.performance, 2011);
}

// The third: Ro 2214, E 30.
TEST(RateDwz, ReproducesTheThirdPublishedEvaluation) {
  // D: 175 → 0.732, 96 → 0.633, 214 → 0.775, 91 → 0.626, 135 → 0.683; We = 3.449.
  // W = 0 + ½ + 1 + 1 + 1 = 3.5. E0 = 2.214⁴ + 15 = 39.03 → 39, capped at 30.
  // Rn = 2214 + 800 (3.5 − 3.449) / (30 + 5) = 2214 + 40.8 / 35 = 2215.166 → 2215.
  // Leistung: Σ Φ = 3.5 at R = 2222.22 → 2222.
  const auto result = rateDwz(
      adult(2214), {game(2039, Score::loss()), game(2118, Score::draw()), game(2000, Score::win()),
                    game(2123, Score::win()), game(2079, Score::win())});
  EXPECT_EQ(result.developmentCoefficient, 30);
  EXPECT_EQ(result.expectedThousandths, 3449);
  EXPECT_EQ(result.newRating, 2215);
  EXPECT_EQ(result.change, 1);
  EXPECT_EQ(result.performance, 2222);
}

// Anhang 1.2: J by age.
TEST(DwzAgeTerm, IsFiveTenOrFifteen) {
  EXPECT_EQ(dwzAgeTerm(12), 5);
  EXPECT_EQ(dwzAgeTerm(20), 5);
  EXPECT_EQ(dwzAgeTerm(21), 10);
  EXPECT_EQ(dwzAgeTerm(25), 10);
  EXPECT_EQ(dwzAgeTerm(26), 15);
  EXPECT_EQ(dwzAgeTerm(std::nullopt), 15);
}

// E for a score W (in halves) against an expectation We (in thousandths).
int coefficient(std::int64_t rating, std::optional<int> age, std::optional<int> index, int halves,
                std::int64_t expected) {
  return dwzDevelopmentCoefficient({r(rating), age, index}, Score::fromHalves(halves), expected);
}

constexpr int kAbove = 6;  // W = 3 against We = 2.5: W ≥ We
constexpr int kBelow = 4;  // W = 2 against We = 2.5: W < We
constexpr std::int64_t kWe = 2500;

TEST(DwzDevelopmentCoefficient, AcceleratesAYoungPlayerScoringAboveExpectation) {
  // 15 years, 1600, W ≥ We: E0 = 1.6⁴ + 5 = 11.5536; fB = 1600 / 2000 = 0.8;
  // E = 11.5536 × 0.8 = 9.243 → 9.
  EXPECT_EQ(coefficient(1600, 15, std::nullopt, kAbove, kWe), 9);
  // Scoring below expectation, no acceleration: fB = 1, E = 11.5536 → 12.
  EXPECT_EQ(coefficient(1600, 15, std::nullopt, kBelow, kWe), 12);
  // W = We counts as reaching it: 9 again.
  EXPECT_EQ(coefficient(1600, 15, std::nullopt, 5, kWe), 9);
  // fB at most 1.0: 2200 / 2000 = 1.1 → 1; E0 = 2.2⁴ + 5 = 28.4256 → 28.
  EXPECT_EQ(coefficient(2200, 18, std::nullopt, kAbove, kWe), 28);
}

TEST(DwzDevelopmentCoefficient, UsesJTenForAJunior) {
  // 23 years, 1800: E0 = 1.8⁴ + 10 = 20.4976 → 20; no acceleration after 20 years.
  EXPECT_EQ(coefficient(1800, 23, std::nullopt, kAbove, kWe), 20);
}

TEST(DwzDevelopmentCoefficient, UsesJFifteenForAnAdult) {
  // 40 years, 1800: E0 = 1.8⁴ + 15 = 25.4976 → 25; the same with no age given.
  EXPECT_EQ(coefficient(1800, 40, std::nullopt, kAbove, kWe), 25);
  EXPECT_EQ(coefficient(1800, std::nullopt, std::nullopt, kAbove, kWe), 25);
  // 2000: 2⁴ + 15 = 31, at most 30 (index over 5).
  EXPECT_EQ(coefficient(2000, 40, std::nullopt, kAbove, kWe), 30);
}

TEST(DwzDevelopmentCoefficient, BrakesBelow1300ScoringBelowExpectation) {
  // 1000, adult, W < We: E0 = 1 + 15 = 16; SBr = e^(300/150) − 1 = e² − 1 = 6.389;
  // E = 22.389 → 22, and with a brake the cap is 150, not 5 × index: 22 with index 2 as well.
  EXPECT_EQ(coefficient(1000, 40, std::nullopt, kBelow, kWe), 22);
  EXPECT_EQ(coefficient(1000, 40, 2, kBelow, kWe), 22);
  // 800: E0 = 0.4096 + 15 = 15.4096; SBr = e^(500/150) − 1 = 27.0317; E = 42.44 → 42, over 30.
  EXPECT_EQ(coefficient(800, 40, std::nullopt, kBelow, kWe), 42);
  // 500: SBr = e^(800/150) − 1 = 206.1; E0 = 15.0625; 221.2 → at most 150.
  EXPECT_EQ(coefficient(500, 40, std::nullopt, kBelow, kWe), 150);
  // Reaching We, no brake: 1000 adult is 16.
  EXPECT_EQ(coefficient(1000, 40, std::nullopt, kAbove, kWe), 16);
  // A young player below 1300 scoring below: fB = 1, E0 = 0.9⁴ + 5 = 5.6561,
  // SBr = e^(400/150) − 1 = 13.3919; 19.048 → 19.
  EXPECT_EQ(coefficient(900, 12, std::nullopt, kBelow, kWe), 19);
  // 1300 itself has no brake: 1.3⁴ + 15 = 17.8561 → 18.
  EXPECT_EQ(coefficient(1300, 40, std::nullopt, kBelow, kWe), 18);
}

TEST(DwzDevelopmentCoefficient, CapsByIndexUpToFive) {
  // 2000 adult: 31 before the caps; index 1 → 5, 2 → 10, 5 → 25, 6 → 30.
  EXPECT_EQ(coefficient(2000, 40, 1, kAbove, kWe), 5);
  EXPECT_EQ(coefficient(2000, 40, 2, kAbove, kWe), 10);
  EXPECT_EQ(coefficient(2000, 40, 5, kAbove, kWe), 25);
  EXPECT_EQ(coefficient(2000, 40, 6, kAbove, kWe), 30);
  EXPECT_EQ(dwzCoefficientCap(3, false), 15);
  EXPECT_EQ(dwzCoefficientCap(3, true), 150);
  EXPECT_EQ(dwzCoefficientCap(std::nullopt, false), 30);
}

TEST(DwzDevelopmentCoefficient, IsAtLeastFive) {
  // 10 years, 1000, W ≥ We: E0 = 1 + 5 = 6; fB = 1000 / 2000 = 0.5; E = 3 → at least 5.
  EXPECT_EQ(coefficient(1000, 10, std::nullopt, kAbove, kWe), 5);
  // 800: fB = 0.4, at least 0.5: 5.4096 × 0.5 = 2.70 → 3 → 5.
  EXPECT_DOUBLE_EQ(dwzAcceleration(r(800), 10, true), 0.5);
  EXPECT_EQ(coefficient(800, 10, std::nullopt, kAbove, kWe), 5);
  // An index of 0 would cap at 0; the minimum comes last.
  EXPECT_EQ(coefficient(2000, 40, 0, kAbove, kWe), 5);
}

TEST(DwzNewRating, RoundsOnceToAWholeNumber) {
  // 2000, E 20, 5 games, W 3 against We 2.500: 2000 + 800 × 0.5 / 25 = 2016.
  EXPECT_EQ(dwzNewRating(r(2000), 20, 5, Score::fromHalves(6), 2500), 2016);
  // W 2.5 against We 2.531: 800 × (−0.031) / 25 = −0.992; 1999.008 → 1999.
  EXPECT_EQ(dwzNewRating(r(2000), 20, 5, Score::fromHalves(5), 2531), 1999);
  // E 27, 5 games, W 2.5 against We 2.520: 800 × (−0.02) / 32 = −0.5 exactly; 1999.5 → 2000
  // (Rn is rounded, .5 up); against We 2.480: 2000.5 → 2001.
  EXPECT_EQ(dwzNewRating(r(2000), 27, 5, Score::fromHalves(5), 2520), 2000);
  EXPECT_EQ(dwzNewRating(r(2000), 27, 5, Score::fromHalves(5), 2480), 2001);
}

TEST(DwzPerformance, HasNoneForNoPointsOrEveryPoint) {
  EXPECT_FALSE(dwzPerformance({}).has_value());
  EXPECT_FALSE(dwzPerformance({game(1500, Score::loss()), game(1600, Score::loss())}));
  EXPECT_FALSE(dwzPerformance({game(1500, Score::win()), game(1600, Score::win())}));
  // Half the points against one rating: that rating.
  EXPECT_EQ(dwzPerformance({game(1500, Score::win()), game(1500, Score::loss())}), 1500);
  EXPECT_EQ(dwzPerformance({game(1500, Score::draw())}), 1500);
}

}  // namespace
}  // namespace elo
