#pragma once
// A single game and a whole rating period under a rule set (FIDE B.02 8.2 and 8.3, B.01 1.4).

#include <cstdint>
#include <optional>
#include <vector>

#include "elo/quantities.hpp"
#include "elo/rules.hpp"

namespace elo {

/// Σ(score − expected) over games: exact in hundredths while every expectation is.
class Surplus {
 public:
  /// Adds one game.
  void add(Score score, Expected expected);
  /// The sum as a number.
  double value() const { return value_; }
  /// Whether the sum is a whole number of hundredths.
  bool inHundredths() const { return inHundredths_; }
  /// The sum in hundredths; meaningful only when inHundredths().
  std::int64_t hundredths() const { return hundredths_; }

 private:
  double value_ = 0;
  std::int64_t hundredths_ = 0;
  bool inHundredths_ = true;
};

/// A rating change: K × surplus, exact and rounded.
struct Change {
  double exact;          ///< K × Σ(score − expected), unrounded.
  std::int64_t rounded;  ///< The exact change rounded once (FIDE B.02 8.3.4).
};

/// FIDE B.02 8.3.2 and 8.3.4: the change is K × ΣΔR, rounded once for the period.
Change ratingChange(KFactor k, const Surplus& surplus);

/// One player's side of a single game.
struct Side {
  RatingDifference difference;  ///< The difference used, after the 400-point rule.
  Expected expected;
  KFactor k;
  Change change;
  Rating newRating;
  Rating rating;  ///< The rating the side played with.
};

/// One player's side of one game with score `score` against `opponent`.
Side rateSide(const RuleSet& rules, Rating own, KFactor k, Rating opponent, Score score);

/// Both sides of a single game; `scoreA` is A's score.
struct Game {
  Side a;
  Side b;
  bool rated = true;  ///< False when the 600-point rule leaves it unrated (R&B 7.3.1).
};

/// A side of a game that is not rated: the difference as it is, no change.
Side unratedSide(Rating own, KFactor k, Rating opponent);

/// A single game for both players (each with their own K and their own 400-point rule), or
/// for neither when the rule set leaves it unrated (R&B 7.3.1).
Game rateGame(const RuleSet& rules, Rating a, KFactor kA, Rating b, KFactor kB, Score scoreA);

/// A game in a period as the player entered it.
struct PeriodGame {
  int line = 0;                    ///< Where it was entered (1-based).
  std::optional<Rating> opponent;  ///< Empty for an unrated opponent.
  Score score = Score::loss();
  bool forfeit = false;
};

/// Why a game does not count.
enum class NotCounted { Counts, UnratedOpponent, Forfeit, RatingGap600 };

/// FIDE B.02 8.3 and 8.2: games against unrated opponents and forfeits are not rated.
NotCounted whyNotCounted(const PeriodGame& game);

/// As whyNotCounted, for a player rated `own`: R&B 7.3.1's 600-point rule where the rules have it.
NotCounted whyNotCountedFor(const RuleSet& rules, Rating own, const PeriodGame& game);

/// One row of a period: a game and what it contributes.
struct GameRow {
  PeriodGame game;
  NotCounted notCounted = NotCounted::Counts;
  RatingDifference difference{0};          ///< For a counted game of a rated player.
  Expected expected = Expected::exact(0);  ///< For a counted game of a rated player.
  double changeExact = 0;                  ///< K × (score − expected), unrounded.
  double runningChangeExact = 0;  ///< K × Σ(score − expected) so far, this game included.
};

/// A rated player's period.
struct Period {
  std::vector<GameRow> rows;
  int gamesCount = 0;           ///< Games that count.
  Score score = Score::loss();  ///< Total in half points over the games that count.
  double expectedTotal = 0;
  KFactor k = KFactor::whole(0);  ///< K applied, after the 700 cap where the rules have it.
  Change change{0, 0};
  Rating newRating = Rating::fromCenti(0);
  std::optional<std::int64_t> averageOpponent;  ///< FIDE B.01 1.4.7.
  std::optional<std::int64_t> performance;      ///< FIDE B.01 1.4.8.
};

/// FIDE B.02 8.3.2: every game of the period is rated from the rating before the period.
Period ratePeriod(const RuleSet& rules, Rating own, KFactor k,
                  const std::vector<PeriodGame>& games);

/// FIDE B.01 1.4.7: the opponents' average rating, to the nearest whole number, .5 up.
std::int64_t averageRating(const std::vector<Rating>& opponents);

/// FIDE B.01 1.4.8: p = score / games as a whole percent, .5 up.
int scorePercent(Score total, int games);

/// FIDE B.01 1.4.8 with table 1.4.9: Rp = Ra + dp.
std::int64_t performanceRating(const std::vector<Rating>& opponents, Score total);

/// The first rating of an unrated player (FIDE B.02 8.2).
struct FirstRating {
  std::optional<std::int64_t> rating;  ///< After the 2200 maximum; empty for a zero score.
  std::int64_t uncapped = 0;
  bool capped = false;
  bool fewerThan5Games = false;
  bool below1400 = false;
  bool zeroScore = false;
  double average = 0;  ///< Ra with the two hypothetical 1800 opponents, unrounded.
  int percent = 0;     ///< p with the two hypothetical draws, in hundredths.
  int dp = 0;
  /// Whether the rating can be published (FIDE B.02 8.2: at least 5 games and 1400).
  bool published() const { return rating && !fewerThan5Games && !below1400; }
};

/// FIDE B.02 8.2: the rating an unrated player's games against rated opponents give.
FirstRating firstRating(const std::vector<Rating>& opponents, Score total);

/// An unrated player's period: the rows, the counted games and the first rating they give.
struct UnratedPeriod {
  std::vector<GameRow> rows;
  int gamesCount = 0;
  Score score = Score::loss();
  std::optional<std::int64_t> averageOpponent;
  std::optional<std::int64_t> performance;
  FirstRating first;
};

/// FIDE B.02 8.2 and 7.1.4: an unrated player's games; those against rated opponents count.
UnratedPeriod rateUnratedPeriod(const std::vector<PeriodGame>& games);

}  // namespace elo
