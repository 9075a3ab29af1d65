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

// The zero of f on the linear piece from (x0, f0) to (x1, f1), f0 < 0 < f1.
double zeroOnPiece(double x0, double f0, double x1, double f1) {
  return x0 - f0 * (x1 - x0) / (f1 - f0);
}

struct ZeroSet {
  double low;
  double high;
};

// f at the bends, then the first and last R with f(R) = 0 (within the document's ε). The bends
// stay in the terms' order, repeats too: an edge needs only the furthest bend to one side where
// f passes a bound and the next bend beyond it, which a scan finds with no sort (the sort and
// std::unique were 0.6 KB of the module).
ZeroSet zeroSet(const Problem& problem) {
  std::vector<double> x;
  std::vector<double> f;
  for (const Term& term : problem.terms) {
    for (const double point : {term.centre - kReach, term.centre + kReach}) {
      x.push_back(point);
      f.push_back(objective(problem, point));
    }
  }
  const std::size_t n = x.size();
  // The edge on the side `side` (−1 the low edge, +1 the high one): the bend furthest toward
  // it where side·f ≤ ε (where none, the furthest the other way); the answer is that bend when f
  // is within ε of zero there or no bend lies further toward the side, else the zero on the
  // piece from it to the next bend that way.
  const auto edge = [&](double side) {
    std::size_t at = n;
    for (std::size_t i = 0; i < n; ++i) {
      if (side * f[i] <= kTolerance && (at == n || side * (x[i] - x[at]) > 0)) at = i;
    }
    if (at == n) {
      at = 0;
      for (std::size_t i = 0; i < n; ++i) {
        if (side * (x[i] - x[at]) < 0) at = i;
      }
    }
    std::size_t next = at;
    for (std::size_t i = 0; i < n; ++i) {
      if (side * (x[i] - x[at]) > 0 && (next == at || side * (x[i] - x[next]) < 0)) next = i;
    }
    if (-side * f[at] <= kTolerance || next == at) return x[at];
    return side < 0 ? zeroOnPiece(x[next], f[next], x[at], f[at])
                    : zeroOnPiece(x[at], f[at], x[next], f[next]);
  };
  constexpr double kInfinity = std::numeric_limits<double>::infinity();
  ZeroSet zeros{-kInfinity, kInfinity};
  if (problem.adjustedScore > kTolerance) zeros.low = edge(-1);  // f(−∞) = −S′ < 0
  if (problem.totalWeight - problem.adjustedScore > kTolerance) zeros.high = edge(1);  // f(+∞) > 0
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
