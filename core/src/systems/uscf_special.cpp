// The US Chess special rating formula (the document's section on the special formula): the R at
// which the provisional winning expectancies add up to the adjusted score.
//
// f(R) = N′·PWe(R, R0′) + Σ PWe(R, Ri) − S′ is piecewise linear and non-decreasing in R, bending
// only at the points Ri ± 400 (R0′ ± 400 too when N′ > 0). The document finds its zero by
// walking from a first estimate M from one bend to the next (its steps 1 to 3) and, where f is
// zero over a whole stretch, takes the rating nearest the prior one (its step 4). This file finds
// the same R directly: the zero set [a, b] from f's values at the bends, then
//  - a single zero (a = b): that R;
//  - M outside [a, b] or on its edge: the nearer edge, where the document's walk stops;
//  - M strictly inside a flat stretch: R0 moved into [a, b] (the document's step 4);
// and caps the result at 2700, as the published implementations of the document do. A zero always
// exists for scores between 0 and m: f runs from −S′ to N′ + m − S′. With S′ = 0 (a history of all
// losses and no points) the zero set has no lower edge; with S′ = N′ + m (no prior weight and all
// points, or a history of all wins and all points) it has no upper edge, and the edge that exists
// is the answer.
#include <algorithm>
#include <cmath>
#include <limits>

#include "elo/uscf.hpp"

namespace elo {
namespace {

// The document, special formula: PWe reaches 0 and 1 at 400 points either side of Ri.
constexpr double kReach = 400;
// The document's tolerance ε = 10⁻⁷ for "f(R) = 0".
constexpr double kTolerance = 1e-7;
// A special-formula rating is at most 2700 in every published implementation of the document;
// to be checked against the document's own text before the system is offered.
constexpr double kSpecialRatingCap = 2700;
// The document, step 1: M = (N′ R0 + Σ Ri + 400 (2S − m)) / (N′ + m).
constexpr double kWinWorth = 400;

struct Term {
  double centre;
  double weight;
};

struct Problem {
  std::vector<Term> terms;   // N′ at R0′ (when N′ > 0), and one for each game at Ri
  double adjustedScore = 0;  // S′
  double totalWeight = 0;    // N′ + m
};

double objective(const Problem& problem, double rating) {
  double sum = -problem.adjustedScore;
  for (const Term& term : problem.terms) {
    sum += term.weight * uscfProvisionalExpectancy(rating, term.centre);
  }
  return sum;
}

// The document: after all wins R0′ = R0 − 400 and S′ = S + N′; after all losses R0′ = R0 + 400
// and S′ = S; otherwise R0′ = R0 and S′ = S + N′/2.
Problem adjustedProblem(double prior, double effectiveGames, UscfPriorResults priorResults,
                        const std::vector<UscfGame>& games) {
  Problem problem;
  const double score = uscfScore(games).points();
  double adjustedPrior = prior;
  switch (priorResults) {
    case UscfPriorResults::AllWins:
      adjustedPrior = prior - kReach;
      problem.adjustedScore = score + effectiveGames;
      break;
    case UscfPriorResults::AllLosses:
      adjustedPrior = prior + kReach;
      problem.adjustedScore = score;
      break;
    case UscfPriorResults::Mixed: problem.adjustedScore = score + effectiveGames / 2; break;
  }
  if (effectiveGames > 0) problem.terms.push_back({adjustedPrior, effectiveGames});
  for (const UscfGame& game : games) problem.terms.push_back({game.opponentRating, 1});
  problem.totalWeight = effectiveGames + static_cast<double>(games.size());
  return problem;
}

// The document, step 1: the first estimate M, the approximating formula's special rating.
double firstEstimate(double prior, double effectiveGames, const std::vector<UscfGame>& games) {
  double opponents = 0;
  for (const UscfGame& game : games) opponents += game.opponentRating;
  const double m = static_cast<double>(games.size());
  const double wins = uscfScore(games).halves() - m;  // 2S − m
  return (effectiveGames * prior + opponents + kWinWorth * wins) / (effectiveGames + m);
}

// The points where a term's piece of f bends, in order, each once.
std::vector<double> bends(const Problem& problem) {
  std::vector<double> points;
  for (const Term& term : problem.terms) {
    points.push_back(term.centre - kReach);
    points.push_back(term.centre + kReach);
  }
  std::sort(points.begin(), points.end());
  points.erase(std::unique(points.begin(), points.end()), points.end());
  return points;
}

// The zero of f on the linear piece from (x0, f0) to (x1, f1), f0 < 0 < f1.
double zeroOnPiece(double x0, double f0, double x1, double f1) {
  return x0 - f0 * (x1 - x0) / (f1 - f0);
}

struct ZeroSet {
  double low;
  double high;
};

// f at the bends, then the first and last R with f(R) = 0 (within the document's ε).
ZeroSet zeroSet(const Problem& problem) {
  const std::vector<double> x = bends(problem);
  std::vector<double> f;
  for (double point : x) f.push_back(objective(problem, point));
  constexpr double kInfinity = std::numeric_limits<double>::infinity();
  ZeroSet zeros{-kInfinity, kInfinity};
  const std::size_t n = x.size();
  if (problem.adjustedScore > kTolerance) {  // f(−∞) = −S′ < 0: a lowest zero exists
    std::size_t i = 0;
    while (i + 1 < n && f[i] < -kTolerance) ++i;
    zeros.low = (f[i] <= kTolerance || i == 0) ? x[i] : zeroOnPiece(x[i - 1], f[i - 1], x[i], f[i]);
  }
  if (problem.totalWeight - problem.adjustedScore > kTolerance) {  // f(+∞) > 0
    std::size_t i = n - 1;
    while (i > 0 && f[i] > kTolerance) --i;
    zeros.high =
        (f[i] >= -kTolerance || i + 1 == n) ? x[i] : zeroOnPiece(x[i], f[i], x[i + 1], f[i + 1]);
  }
  return zeros;
}

}  // namespace

double uscfSpecialRating(double prior, double effectiveGames, UscfPriorResults priorResults,
                         const std::vector<UscfGame>& games) {
  if (games.empty()) return prior;
  const Problem problem = adjustedProblem(prior, effectiveGames, priorResults, games);
  const ZeroSet zeros = zeroSet(problem);
  const double estimate = firstEstimate(prior, effectiveGames, games);
  double rating = 0;
  if (estimate <= zeros.low) {
    rating = zeros.low;
  } else if (estimate >= zeros.high) {
    rating = zeros.high;
  } else {
    // M strictly inside [a, b], so a < b and f is flat there: every R fits the score equally
    // well, and the document's step 4 takes the one nearest the prior rating R0.
    rating = std::clamp(prior, zeros.low, zeros.high);
  }
  return std::min(rating, kSpecialRatingCap);
}

}  // namespace elo
