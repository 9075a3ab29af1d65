#pragma once
// The US Chess rating system's rules, one small function each, for one player's event. Source:
// M. E. Glickman and T. Doan, "The US Chess Rating System" (2020 edition; "the document" below),
// with the figures of its 2015 note "Approximating Formulas for the US Chess Rating System".
// US Chess keeps ratings with decimals (the document: "Ratings are stored as floating point
// values"), so ratings here are doubles; official ratings are those rounded to whole numbers.

#include <cstdint>
#include <optional>
#include <vector>

#include "elo/quantities.hpp"

namespace elo {

/// The bonus threshold B by default: 10 (it was 14 until 2023, then 12, then 10 in 2025).
inline constexpr double kUscfDefaultBonusThreshold = 10;

/// What a player's games before this event were, as the special formula asks.
enum class UscfPriorResults { Mixed, AllWins, AllLosses };

/// Which of the document's two formulas rated the player.
enum class UscfFormula { Standard, Special };

/// A player before the event.
struct UscfPlayer {
  double rating = 0;                                        ///< R, the rating before the event.
  int ratedGames = 0;                                       ///< N, the games R is based on.
  UscfPriorResults priorResults = UscfPriorResults::Mixed;  ///< How those N games went.
  std::optional<double> peakRating;                         ///< Highest rating, for the floor.
  bool lifeMaster = false;                                  ///< An Original Life Master's floor.
};

/// How the event is rated.
struct UscfOptions {
  double bonusThreshold = kUscfDefaultBonusThreshold;  ///< B in the bonus formula.
  bool dualRated = false;  ///< The regular rating of a dual-rated event (K for R > 2200).
};

/// One game of the event.
struct UscfGame {
  double opponentRating = 0;    ///< Ri.
  Score score = Score::loss();  ///< The player's result.
  std::optional<int> opponent;  ///< Who the opponent was; none: met in no other game.
};

/// One player's event rated.
struct UscfResult {
  UscfFormula formula = UscfFormula::Standard;  ///< The formula that rated the player.
  double effectiveGames = 0;                    ///< N′, unrounded.
  std::optional<double> k;                      ///< K of the standard formula; none: special.
  double expectedTotal = 0;                     ///< Σ E at the rating before the event.
  double bonus = 0;                             ///< The bonus points (standard formula).
  double floor = 0;                             ///< The lowest rating allowed, a whole number.
  bool floorApplied = false;                    ///< Whether the floor raised the new rating.
  double changeExact = 0;                       ///< New rating − R, unrounded.
  double newRatingExact = 0;                    ///< The new rating, unrounded.
  std::int64_t newRating = 0;                   ///< The new rating, rounded to a whole number.
};

/// Step 1 for a player with no rating of any kind: 50 × age from 2 to 26 (at least 100), else 1300.
double uscfInitialRating(std::optional<int> age);

/// The document's N*: 50 / √(0.662 + 0.00000739 (2569 − R)²) for R ≤ 2355, else 50.
double uscfGamesCap(double rating);

/// S, the points scored in the event's games.
Score uscfScore(const std::vector<UscfGame>& games);

/// The document's effective games: N′ = min(N, N*).
double uscfEffectiveGames(double rating, int ratedGames);

/// The document's winning expectancy: E = 1 / (1 + 10^(−(R − Ri) / 400)), no cap.
double uscfExpectancy(double rating, double opponentRating);

/// The document's provisional winning expectancy PWe: 0 at Ri − 400, linear, 1 at Ri + 400.
double uscfProvisionalExpectancy(double rating, double opponentRating);

/// Whether the special formula rates the player: N ≤ 8, or all prior games won or all lost.
bool uscfUsesSpecialFormula(int ratedGames, UscfPriorResults prior);

/// The standard formula's K: 800 / (N′ + m), or the dual-rated K when it applies.
double uscfK(double rating, double effectiveGames, int games, bool dualRated);

/// Whether the bonus may apply: m ≥ 3 and no opponent met more than twice.
bool uscfBonusAllowed(const std::vector<UscfGame>& games);

/// The bonus: max(0, K (S − E) − B √max(m, 4)).
double uscfBonus(double change, int games, double threshold);

/// The special formula's R solving N′·PWe(R, R0′) + Σ PWe(R, Ri) = S′, capped at 2700.
double uscfSpecialRating(double prior, double effectiveGames, UscfPriorResults priorResults,
                         const std::vector<UscfGame>& games);

/// The floor: (peak − 200) to the hundred below, from a peak of 1400, at most 2100 (2200).
double uscfFloor(std::optional<double> peakRating, bool lifeMaster);

/// One player's event by the document's formulas, the floor applied.
UscfResult rateUscfEvent(const UscfPlayer& player, const std::vector<UscfGame>& games,
                         const UscfOptions& options = {});

}  // namespace elo
