#include "elo/dwz.hpp"

#include <algorithm>
#include <cmath>

#include "elo/rounding.hpp"
#include "support/normal.hpp"
#include "support/power.hpp"

namespace elo {
namespace {

// Anhang 2.1: P(D) = Φ(D / (200√2)); since Φ(x) = erfc(−x/√2) / 2, P(D) = erfc(−D/400) / 2.
constexpr double kNormalScale = 400;

// We and W are kept in thousandths of a point, ratings in hundredths.
constexpr std::int64_t kThousandthsPerPoint = 1000;
constexpr std::int64_t kThousandthsPerHalf = kThousandthsPerPoint / 2;
constexpr std::int64_t kCentiPerPoint = 100;

// Anhang 1.2: E0 = (R0 / 1000)⁴ + J; J = 5 up to age 20, 10 from 21 to 25, 15 over 25.
constexpr double kBaseDivisor = 1000;
constexpr int kYouthLastAge = 20;
constexpr int kJuniorLastAge = 25;
constexpr int kYouthTerm = 5;
constexpr int kJuniorTerm = 10;
constexpr int kAdultTerm = 15;

// Anhang 1.2: fB = R0 / 2000, at least 0.5 and at most 1.0.
constexpr double kAccelerationDivisor = 2000;
constexpr double kAccelerationLowest = 0.5;
constexpr double kAccelerationHighest = 1.0;

// Anhang 1.2: SBr = e^((1300 − R0) / 150) − 1 for R0 < 1300.
constexpr std::int64_t kBrakeBelowCenti = 1300 * 100;
constexpr double kBrakeCentre = 1300;
constexpr double kBrakeScale = 150;

// Anhang 1.2: E is at least 5; without a brake at most 5 × index up to index 5 and 30 after;
// with a brake at most 150.
constexpr int kCoefficientLowest = 5;
constexpr int kCoefficientPerIndex = 5;
constexpr int kLastIndexCapped = 5;
constexpr int kCoefficientHighest = 30;
constexpr int kCoefficientHighestBraked = 150;

// 3.5.2: Rn = R0 + 800 (W − We) / (E + n).
constexpr std::int64_t kChangeNumerator = 800;

// The Leistung: Φ's inverse found by bisection to well below the half point that rounding needs.
constexpr double kPerformanceStep = 400;
constexpr double kPerformancePrecision = 1e-9;
constexpr int kPerformanceMaxSteps = 200;

std::int64_t scoreThousandths(Score total) { return kThousandthsPerHalf * total.halves(); }

}  // namespace

// Anhang 2.1: P(D) = Φ(D / (200√2)).
double dwzWinProbability(double differencePoints) {
  const double x = differencePoints / kNormalScale;
  return x >= 0 ? 1 - 0.5 * complementaryError(x) : 0.5 * complementaryError(-x);
}

// Anhang 2.1, as the spec reads it: each game's P rounded to three decimals, .5 away from zero
// (std::llround), which reproduces the federation's table in every published case.
std::int64_t dwzExpectedThousandths(RatingDifference difference) {
  const double points = static_cast<double>(difference.centi) / kCentiPerPoint;
  return std::llround(dwzWinProbability(points) * kThousandthsPerPoint);
}

// Anhang 1.2: J = 5 up to 20 years, 10 from 21 to 25, 15 over 25; an unknown age is an adult's.
int dwzAgeTerm(std::optional<int> age) {
  if (!age || *age > kJuniorLastAge) return kAdultTerm;
  return *age <= kYouthLastAge ? kYouthTerm : kJuniorTerm;
}

// Anhang 1.2: E0 = (R0 / 1000)⁴ + J.
double dwzBaseCoefficient(Rating r0, std::optional<int> age) {
  const double x = r0.points() / kBaseDivisor;
  return x * x * x * x + dwzAgeTerm(age);
}

// Anhang 1.2: fB = R0 / 2000, bounded to 0.5…1.0, only for players up to 20 with W ≥ We.
double dwzAcceleration(Rating r0, std::optional<int> age, bool reachedExpected) {
  if (!age || *age > kYouthLastAge || !reachedExpected) return 1.0;
  return std::clamp(r0.points() / kAccelerationDivisor, kAccelerationLowest, kAccelerationHighest);
}

// Anhang 1.2: SBr = e^((1300 − R0) / 150) − 1, only for R0 < 1300 with W < We.
double dwzBrake(Rating r0, bool reachedExpected) {
  if (r0.centi() >= kBrakeBelowCenti || reachedExpected) return 0;
  return eTo((kBrakeCentre - r0.points()) / kBrakeScale) - 1;
}

// Anhang 1.2: with SBr = 0, E ≤ 5 × index for index ≤ 5 and E ≤ 30 otherwise (an unknown index
// counts as over 5); with SBr > 0, E ≤ 150.
int dwzCoefficientCap(std::optional<int> index, bool braked) {
  if (braked) return kCoefficientHighestBraked;
  if (index && *index <= kLastIndexCapped) return kCoefficientPerIndex * *index;
  return kCoefficientHighest;
}

// Anhang 1.2: E = E0 · fB + SBr, rounded to a whole number, then held within its bounds; the
// minimum of 5 comes last, so an index of 0 or less still gives 5.
int dwzDevelopmentCoefficient(const DwzPlayer& player, Score total, std::int64_t expected) {
  const bool reached = scoreThousandths(total) >= expected;
  const double brake = dwzBrake(player.rating, reached);
  const double e = dwzBaseCoefficient(player.rating, player.age) *
                       dwzAcceleration(player.rating, player.age, reached) +
                   brake;
  const auto rounded = static_cast<int>(roundHalfAwayFromZero(e));
  const int cap = dwzCoefficientCap(player.index, brake > 0);
  return std::max(kCoefficientLowest, std::min(rounded, cap));
}

// 3.5.2: Rn = R0 + 800 (W − We) / (E + n), rounded to a whole number (.5 up: Rn is positive).
// In exact integers: W and We in thousandths, R0 in hundredths.
std::int64_t dwzNewRating(Rating r0, int coefficient, int games, Score total,
                          std::int64_t expected) {
  const std::int64_t weight = coefficient + games;
  const std::int64_t denominator = kCentiPerPoint * kThousandthsPerPoint * weight;
  const std::int64_t numerator =
      r0.centi() * kThousandthsPerPoint * weight +
      kChangeNumerator * kCentiPerPoint * (scoreThousandths(total) - expected);
  return roundHalfAwayFromZero(numerator, denominator);
}

namespace {

double expectedAt(double rating, const std::vector<DwzGame>& games) {
  double sum = 0;
  for (const DwzGame& game : games) {
    sum += dwzWinProbability(rating - game.opponentRating.points());
  }
  return sum;
}

}  // namespace

// The Leistung: the R at which Σ Φ((R − Ri) / (200√2)) = W, Φ unrounded, rounded to a whole
// number. Σ Φ only approaches 0 and n, so no R fits a score of 0 or n: then there is none.
std::optional<std::int64_t> dwzPerformance(const std::vector<DwzGame>& games) {
  int halves = 0;
  for (const DwzGame& game : games) halves += game.score.halves();
  const double target = Score::fromHalves(halves).points();
  if (halves <= 0 || halves >= 2 * static_cast<int>(games.size())) return std::nullopt;
  // Any opponent's rating brackets R once the two loops below have widened it.
  double low = games.front().opponentRating.points();
  double high = low;
  for (double step = kPerformanceStep; expectedAt(low, games) > target; step *= 2) low -= step;
  for (double step = kPerformanceStep; expectedAt(high, games) < target; step *= 2) high += step;
  for (int i = 0; i < kPerformanceMaxSteps && high - low > kPerformancePrecision; ++i) {
    const double middle = (low + high) / 2;
    (expectedAt(middle, games) < target ? low : high) = middle;
  }
  return roundHalfAwayFromZero((low + high) / 2);
}

DwzResult rateDwz(const DwzPlayer& player, const std::vector<DwzGame>& games) {
  DwzResult result;
  int halves = 0;
  for (const DwzGame& game : games) {
    halves += game.score.halves();
    result.expectedThousandths += dwzExpectedThousandths(
        RatingDifference{player.rating.centi() - game.opponentRating.centi()});
  }
  result.score = Score::fromHalves(halves);
  result.games = static_cast<int>(games.size());
  result.developmentCoefficient =
      dwzDevelopmentCoefficient(player, result.score, result.expectedThousandths);
  result.newRating = dwzNewRating(player.rating, result.developmentCoefficient, result.games,
                                  result.score, result.expectedThousandths);
  result.change = result.newRating - roundHalfAwayFromZero(player.rating.centi(), kCentiPerPoint);
  result.performance = dwzPerformance(games);
  return result;
}

}  // namespace elo
