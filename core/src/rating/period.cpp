#include "elo/period.hpp"

#include <algorithm>

#include "elo/rounding.hpp"
#include "elo/tables.hpp"

namespace elo {
namespace {

constexpr Rating kHypotheticalOpponent = Rating::fromPoints(1800);
constexpr int kHypotheticalGames = 2;
constexpr std::int64_t kMaxInitialRating = 2200;
constexpr std::int64_t kMinPublishedRating = 1400;
constexpr int kMinGamesForFirstRating = 5;

// K × (score − expected) for one game, unrounded.
double gameChange(KFactor k, Score score, Expected expected) {
  Surplus one;
  one.add(score, expected);
  return ratingChange(k, one).exact;
}

std::int64_t newRatingCenti(Rating own, const Change& change) {
  return own.centi() + change.rounded * 100;
}

}  // namespace

void Surplus::add(Score score, Expected expected) {
  value_ += score.points() - expected.value();
  if (expected.inHundredths()) {
    hundredths_ += score.halves() * 50 - expected.hundredths();
  } else {
    inHundredths_ = false;
  }
}

// B.02 8.3.2: ΔR = score − PD, the change is K × ΣΔR; 8.3.4: rounded once, .5 away from zero.
Change ratingChange(KFactor k, const Surplus& surplus) {
  if (surplus.inHundredths()) {
    const std::int64_t tenThousandths = k.centi() * surplus.hundredths();
    return {static_cast<double>(tenThousandths) / 10000.0,
            roundHalfAwayFromZero(tenThousandths, 10000)};
  }
  const double exact = k.value() * surplus.value();
  return {exact, roundHalfAwayFromZero(exact)};
}

Side rateSide(const RuleSet& rules, Rating own, KFactor k, Rating opponent, Score score) {
  const RatingDifference difference = cappedDifference(rules, own, opponent);
  const Expected expected = expectedFromDifference(rules, difference);
  const KFactor applied = rules.kCap700 ? capK700(k, 1) : k;
  Surplus surplus;
  surplus.add(score, expected);
  const Change change = ratingChange(applied, surplus);
  const Rating newRating = Rating::fromCenti(newRatingCenti(own, change));
  return {difference, expected, applied, change, newRating, own};
}

Side unratedSide(Rating own, KFactor k, Rating opponent) {
  return {ratingDifference(own, opponent), Expected::exact(0), k, Change{0, 0}, own, own};
}

Game rateGame(const RuleSet& rules, Rating a, KFactor kA, Rating b, KFactor kB, Score scoreA) {
  if (gameNotRated(rules, a, b)) return {unratedSide(a, kA, b), unratedSide(b, kB, a), false};
  return {rateSide(rules, a, kA, b, scoreA), rateSide(rules, b, kB, a, scoreA.opposite())};
}

// B.02 8.3 and 7.1.4: only games against rated opponents count; forfeits are not rated.
NotCounted whyNotCounted(const PeriodGame& game) {
  if (game.forfeit) return NotCounted::Forfeit;
  if (!game.opponent) return NotCounted::UnratedOpponent;
  return NotCounted::Counts;
}

// R&B 7.3.1: a game the 600-point rule leaves unrated is rated for neither player.
NotCounted whyNotCountedFor(const RuleSet& rules, Rating own, const PeriodGame& game) {
  const NotCounted why = whyNotCounted(game);
  if (why == NotCounted::Counts && gameNotRated(rules, own, *game.opponent))
    return NotCounted::RatingGap600;
  return why;
}

Period ratePeriod(const RuleSet& rules, Rating own, KFactor k,
                  const std::vector<PeriodGame>& games) {
  Period period;
  std::vector<Rating> opponents;
  for (const PeriodGame& game : games) {
    if (whyNotCountedFor(rules, own, game) == NotCounted::Counts)
      opponents.push_back(*game.opponent);
  }
  period.gamesCount = static_cast<int>(opponents.size());
  period.k = rules.kCap700 ? capK700(k, period.gamesCount) : k;

  Surplus surplus;
  int halves = 0;
  period.rows.reserve(games.size());
  for (const PeriodGame& game : games) {
    GameRow row{game, whyNotCountedFor(rules, own, game)};
    if (row.notCounted == NotCounted::Counts) {
      row.difference = cappedDifference(rules, own, *game.opponent);
      row.expected = expectedFromDifference(rules, row.difference);
      row.changeExact = gameChange(period.k, game.score, row.expected);
      surplus.add(game.score, row.expected);
      row.runningChangeExact = ratingChange(period.k, surplus).exact;
      halves += game.score.halves();
    }
    period.rows.push_back(row);
  }
  period.score = Score::fromHalves(halves);
  period.expectedTotal =
      surplus.inHundredths()
          ? static_cast<double>(static_cast<std::int64_t>(halves) * 50 - surplus.hundredths()) /
                100.0
          : period.score.points() - surplus.value();
  period.change = ratingChange(period.k, surplus);
  period.newRating = Rating::fromCenti(newRatingCenti(own, period.change));
  if (!opponents.empty()) {
    period.averageOpponent = averageRating(opponents);
    period.performance = performanceRating(opponents, period.score);
  }
  return period;
}

// B.01 1.4.7: Ra is the average of the opponents' ratings, rounded to a whole number, .5 up.
std::int64_t averageRating(const std::vector<Rating>& opponents) {
  std::int64_t sum = 0;
  for (Rating r : opponents) sum += r.centi();
  return roundHalfUp(sum, static_cast<std::int64_t>(opponents.size()) * 100);
}

// B.01 1.4.8: p is the score over the games, as a whole percent, .5 up.
int scorePercent(Score total, int games) {
  return static_cast<int>(roundHalfUp(static_cast<std::int64_t>(total.halves()) * 50, games));
}

// B.01 1.4.8: Rp = Ra + dp, with dp from table 1.4.9.
std::int64_t performanceRating(const std::vector<Rating>& opponents, Score total) {
  const int games = static_cast<int>(opponents.size());
  return averageRating(opponents) + tableDp(scorePercent(total, games));
}

// B.02 8.2: two hypothetical opponents rated 1800, each game a draw, join the rated opponents;
// p is taken to the nearest hundredth for table 8.1.1, Ru = Ra + dp to the nearest whole
// number, 2200 at most; published with at least 5 games and 1400; a zero score is disregarded.
FirstRating firstRating(const std::vector<Rating>& opponents, Score total) {
  FirstRating first;
  const int games = static_cast<int>(opponents.size());
  const std::int64_t allGames = games + kHypotheticalGames;
  std::int64_t sum = kHypotheticalGames * kHypotheticalOpponent.centi();
  for (Rating r : opponents) sum += r.centi();
  const std::int64_t halves = total.halves() + kHypotheticalGames;  // two draws
  first.average = static_cast<double>(sum) / static_cast<double>(allGames * 100);
  first.percent = static_cast<int>(roundHalfUp(halves * 50, allGames));
  first.dp = tableDp(first.percent);
  first.uncapped = roundHalfUp(sum + first.dp * allGames * 100, allGames * 100);
  first.capped = first.uncapped > kMaxInitialRating;
  first.zeroScore = total.halves() == 0;
  if (!first.zeroScore) first.rating = std::min(first.uncapped, kMaxInitialRating);
  first.fewerThan5Games = games < kMinGamesForFirstRating;
  first.below1400 = first.rating && *first.rating < kMinPublishedRating;
  return first;
}

UnratedPeriod rateUnratedPeriod(const std::vector<PeriodGame>& games) {
  UnratedPeriod period;
  std::vector<Rating> opponents;
  int halves = 0;
  period.rows.reserve(games.size());
  for (const PeriodGame& game : games) {
    GameRow row{game, whyNotCounted(game)};
    if (row.notCounted == NotCounted::Counts) {
      opponents.push_back(*game.opponent);
      halves += game.score.halves();
    }
    period.rows.push_back(row);
  }
  period.gamesCount = static_cast<int>(opponents.size());
  period.score = Score::fromHalves(halves);
  if (!opponents.empty()) {
    period.averageOpponent = averageRating(opponents);
    period.performance = performanceRating(opponents, period.score);
    period.first = firstRating(opponents, period.score);
  }
  return period;
}

}  // namespace elo
