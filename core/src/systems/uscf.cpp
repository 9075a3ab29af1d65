#include "elo/uscf.hpp"

#include <algorithm>
#include <cmath>

#include "elo/rounding.hpp"
#include "support/power.hpp"
#include "support/sort.hpp"

namespace elo {
namespace {

// The document, effective number of games: N* = 50 / √(0.662 + 0.00000739 (2569 − R)²) if
// R ≤ 2355, otherwise N* = 50.
constexpr double kGamesCapNumerator = 50;
constexpr double kGamesCapConstant = 0.662;
constexpr double kGamesCapSlope = 0.00000739;
constexpr double kGamesCapCentre = 2569;
constexpr double kGamesCapLastRating = 2355;
constexpr double kGamesCapAbove = 50;

// The document: E = 1 / (1 + 10^(−(R − Ri) / 400)); PWe = 0.5 + (R − Ri) / 800 within 400 points.
constexpr double kLogisticScale = 400;
constexpr double kProvisionalReach = 400;
constexpr double kEvenExpectancy = 0.5;

// The document: the special formula for "N ≤ 8", or a history of all wins or all losses.
constexpr int kSpecialFormulaMaxGames = 8;

// The document, standard formula: K = 800 / (N′ + m).
constexpr double kKNumerator = 800;

// The document, dual-rated events: K = 800 (6.5 − 0.0025 R) / (N′ + m) for 2200 < R < 2500,
// and K = 200 / (N′ + m) for R ≥ 2500.
constexpr double kDualRatedFrom = 2200;
constexpr double kDualRatedTop = 2500;
constexpr double kDualRatedIntercept = 6.5;
constexpr double kDualRatedSlope = 0.0025;
constexpr double kDualRatedTopNumerator = 200;

// The document, bonus: only when m ≥ 3 and no opponent met more than twice;
// bonus = max(0, K (S − E) − B √max(m, 4)).
constexpr int kBonusMinGames = 3;
constexpr int kBonusMaxMeetings = 2;
constexpr int kBonusMinRoot = 4;

// The document, floors: (peak − 200) with its last two digits zero, from a peak of 1400, never
// above 2100 (2200 for an Original Life Master), and no rating below the absolute floor, 100.
constexpr double kAbsoluteFloor = 100;
constexpr std::int64_t kLowestPeakWithFloor = 1400;
constexpr std::int64_t kFloorBelowPeak = 200;
constexpr std::int64_t kFloorStep = 100;
constexpr double kHighestFloor = 2100;
constexpr double kHighestFloorLifeMaster = 2200;

// Step 1, an unrated player with no other rating: an initial rating from the age, 50 points a
// year from 2 to 26, else (older, or the age unknown) 1300; such a rating is based on 0 games.
constexpr int kInitialAgeFrom = 2;
constexpr int kInitialAgeTo = 26;
constexpr double kInitialPerYear = 50;
constexpr double kInitialAdult = 1300;

}  // namespace

double uscfInitialRating(std::optional<int> age) {
  if (!age || *age > kInitialAgeTo) return kInitialAdult;
  return std::max(kAbsoluteFloor, kInitialPerYear * std::max(*age, kInitialAgeFrom));
}

// The document, effective games: "N* = 50/√(0.662 + 0.00000739(2569 − R)²)" if R ≤ 2355, and
// N* = 50 otherwise.
double uscfGamesCap(double rating) {
  if (rating > kGamesCapLastRating) return kGamesCapAbove;
  const double gap = kGamesCapCentre - rating;
  return kGamesCapNumerator / std::sqrt(kGamesCapConstant + kGamesCapSlope * gap * gap);
}

Score uscfScore(const std::vector<UscfGame>& games) {
  int halves = 0;
  for (const UscfGame& game : games) halves += game.score.halves();
  return Score::fromHalves(halves);
}

// The document: "N′ = min(N, N*)"; K uses N′ unrounded.
double uscfEffectiveGames(double rating, int ratedGames) {
  return std::min(static_cast<double>(ratedGames), uscfGamesCap(rating));
}

// The document, standard winning expectancy: E = 1 / (1 + 10^(−(R − Ri)/400)), no 400 cap.
double uscfExpectancy(double rating, double opponentRating) {
  return 1.0 / (1.0 + tenTo(-(rating - opponentRating) / kLogisticScale));
}

// The document, provisional winning expectancy: PWe(R, Ri) = 0 if R ≤ Ri − 400, 1 if
// R ≥ Ri + 400, and 0.5 + (R − Ri)/800 between.
double uscfProvisionalExpectancy(double rating, double opponentRating) {
  const double gap = rating - opponentRating;
  if (gap <= -kProvisionalReach) return 0;
  if (gap >= kProvisionalReach) return 1;
  return kEvenExpectancy + gap / (2 * kProvisionalReach);
}

// The document: the special formula for "players with N ≤ 8, or players who have had either all
// wins or all losses in all previous rated games" (a player with no games has no such history).
bool uscfUsesSpecialFormula(int ratedGames, UscfPriorResults prior) {
  return ratedGames <= kSpecialFormulaMaxGames || prior != UscfPriorResults::Mixed;
}

// The document, standard formula: K = 800 / (N′ + m); for the regular rating of a dual-rated
// event K = 800 (6.5 − 0.0025 R) / (N′ + m) when 2200 < R < 2500, 200 / (N′ + m) from 2500.
double uscfK(double rating, double effectiveGames, int games, bool dualRated) {
  const double denominator = effectiveGames + games;
  if (dualRated && rating >= kDualRatedTop) return kDualRatedTopNumerator / denominator;
  if (dualRated && rating > kDualRatedFrom) {
    return kKNumerator * (kDualRatedIntercept - kDualRatedSlope * rating) / denominator;
  }
  return kKNumerator / denominator;
}

// The document, bonus: "if m ≥ 3 and the player competes against no player more than twice".
// A game with no opponent named is against somebody met in no other game.
bool uscfBonusAllowed(const std::vector<UscfGame>& games) {
  if (games.size() < static_cast<std::size_t>(kBonusMinGames)) return false;
  KeyedOrder opponents;
  for (const UscfGame& game : games) {
    if (game.opponent) opponents.push_back({*game.opponent, opponents.size()});
  }
  sortKeyed(opponents);
  for (std::size_t i = 0; i + kBonusMaxMeetings < opponents.size(); ++i) {
    if (opponents[i].first == opponents[i + kBonusMaxMeetings].first) return false;  // met thrice
  }
  return true;
}

// The document, bonus: max(0, K (S − E) − B √max(m, 4)), where K (S − E) is `change`.
double uscfBonus(double change, int games, double threshold) {
  const double root = std::sqrt(static_cast<double>(std::max(games, kBonusMinRoot)));
  return std::max(0.0, change - threshold * root);
}

// The document, floors: a floor of (peak − 200) with the last two digits set to zero, 1200 for
// a peak from 1400 to 1499 (which that rule gives), none for a peak below 1400, never above 2100
// (2200 for an Original Life Master); every rating's floor is at least 100. The peak is taken as
// the official, whole rating (the document: official ratings are rounded to whole numbers).
double uscfFloor(std::optional<double> peakRating, bool lifeMaster) {
  if (!peakRating) return kAbsoluteFloor;
  const std::int64_t peak = roundHalfAwayFromZero(*peakRating);
  if (peak < kLowestPeakWithFloor) return kAbsoluteFloor;
  const auto fromPeak = static_cast<double>((peak - kFloorBelowPeak) / kFloorStep * kFloorStep);
  const double highest = lifeMaster ? kHighestFloorLifeMaster : kHighestFloor;
  return std::max(kAbsoluteFloor, std::min(fromPeak, highest));
}

namespace {

double expectedTotal(double rating, const std::vector<UscfGame>& games) {
  double total = 0;
  for (const UscfGame& game : games) total += uscfExpectancy(rating, game.opponentRating);
  return total;
}

// The document, standard formula: R_post = R + K (S − E) + bonus, the bonus where allowed.
void rateStandard(const UscfPlayer& player, const std::vector<UscfGame>& games,
                  const UscfOptions& options, UscfResult& result) {
  const int m = static_cast<int>(games.size());
  const double k = uscfK(player.rating, result.effectiveGames, m, options.dualRated);
  const double change = k * (uscfScore(games).points() - result.expectedTotal);
  result.k = k;
  result.bonus = uscfBonusAllowed(games) ? uscfBonus(change, m, options.bonusThreshold) : 0;
  result.newRatingExact = player.rating + change + result.bonus;
}

}  // namespace

UscfResult rateUscfEvent(const UscfPlayer& player, const std::vector<UscfGame>& games,
                         const UscfOptions& options) {
  UscfResult result;
  result.effectiveGames = uscfEffectiveGames(player.rating, player.ratedGames);
  result.expectedTotal = expectedTotal(player.rating, games);
  result.floor = uscfFloor(player.peakRating, player.lifeMaster);
  // The document's all-wins and all-losses cases are for "a player [who] has competed previously".
  const UscfPriorResults prior =
      player.ratedGames > 0 ? player.priorResults : UscfPriorResults::Mixed;
  if (uscfUsesSpecialFormula(player.ratedGames, prior)) {
    result.formula = UscfFormula::Special;
    result.newRatingExact =
        games.empty() ? player.rating
                      : uscfSpecialRating(player.rating, result.effectiveGames, prior, games);
  } else {
    rateStandard(player, games, options, result);
  }
  // The document: the new rating is never below the player's floor.
  result.floorApplied = result.newRatingExact < result.floor;
  if (result.floorApplied) result.newRatingExact = result.floor;
  result.changeExact = result.newRatingExact - player.rating;
  result.newRating = roundHalfAwayFromZero(result.newRatingExact);
  return result;
}

}  // namespace elo
