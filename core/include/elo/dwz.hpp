#pragma once
// The DWZ (Deutsche Wertungszahl) rules, one small function each, for one player's evaluation.
// Source: the DSB Wertungsordnung, 3.5.2 (the new DWZ), Anhang 1.2 (the development coefficient
// E) and Anhang 2.1 (the expected score). DWZ are whole numbers.

#include <cstdint>
#include <optional>
#include <vector>

#include "elo/quantities.hpp"

namespace elo {

/// A player before the evaluation.
struct DwzPlayer {
  Rating rating;             ///< R0, the DWZ before.
  std::optional<int> age;    ///< Age in years; none: an adult.
  std::optional<int> index;  ///< Evaluations so far; none: more than 5.
};

/// One game of the evaluation.
struct DwzGame {
  Rating opponentRating;  ///< Ri, the opponent's DWZ.
  Score score;            ///< The player's result.
};

/// One player's evaluation.
struct DwzResult {
  int developmentCoefficient = 0;           ///< E.
  std::int64_t expectedThousandths = 0;     ///< We, in thousandths of a point.
  Score score = Score::loss();              ///< W, the points scored.
  int games = 0;                            ///< n.
  std::int64_t change = 0;                  ///< Rn − R0.
  std::int64_t newRating = 0;               ///< Rn.
  std::optional<std::int64_t> performance;  ///< The Leistung; none for no, or every, point.
};

/// Anhang 2.1: one game's expected score Φ(D / (200√2)), D = own − opponent, in thousandths.
std::int64_t dwzExpectedThousandths(RatingDifference difference);

/// The unrounded Φ(D / (200√2)) for a difference D in points, as the Leistung uses it.
double dwzWinProbability(double differencePoints);

/// Anhang 1.2: J = 5 up to age 20, 10 from 21 to 25, 15 over 25 or when the age is unknown.
int dwzAgeTerm(std::optional<int> age);

/// Anhang 1.2: E0 = (R0 / 1000)⁴ + J.
double dwzBaseCoefficient(Rating r0, std::optional<int> age);

/// Anhang 1.2: fB = R0 / 2000 within 0.5…1.0 for age ≤ 20 scoring W ≥ We, else 1.
double dwzAcceleration(Rating r0, std::optional<int> age, bool reachedExpected);

/// Anhang 1.2: SBr = e^((1300 − R0) / 150) − 1 for R0 < 1300 scoring W < We, else 0.
double dwzBrake(Rating r0, bool reachedExpected);

/// Anhang 1.2: E's upper bound: 150 with a brake, else 5 × index up to index 5, else 30.
int dwzCoefficientCap(std::optional<int> index, bool braked);

/// Anhang 1.2: E = E0 · fB + SBr rounded, at least 5 and at most its cap.
int dwzDevelopmentCoefficient(const DwzPlayer& player, Score total, std::int64_t expected);

/// 3.5.2: Rn = R0 + 800 (W − We) / (E + n), rounded to a whole number.
std::int64_t dwzNewRating(Rating r0, int coefficient, int games, Score total,
                          std::int64_t expected);

/// The Leistung: the R with Σ Φ((R − Ri) / (200√2)) = W, rounded; none for W = 0 or W = n.
std::optional<std::int64_t> dwzPerformance(const std::vector<DwzGame>& games);

/// One player's evaluation by 3.5.2 and Anhang 1.2 and 2.1.
DwzResult rateDwz(const DwzPlayer& player, const std::vector<DwzGame>& games);

}  // namespace elo
