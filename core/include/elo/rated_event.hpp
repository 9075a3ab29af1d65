#pragma once
// An event as rated: how it is rated (the rules, K, the request's word on each player) and what
// each player gets, round by round, under FIDE's rules or a national system (see event.hpp).

#include <cstdint>
#include <map>
#include <optional>
#include <vector>

#include "elo/dwz.hpp"
#include "elo/k_applied.hpp"
#include "elo/period.hpp"
#include "elo/quantities.hpp"
#include "elo/rules.hpp"
#include "elo/time_control.hpp"
#include "elo/trf_file.hpp"
#include "elo/uscf.hpp"

namespace elo {

/// What a request says about one player beyond the file, by starting rank.
struct PlayerOverride {
  std::optional<KChoice> k;                     ///< The player's own K.
  std::optional<int> ratedGames;                ///< Rated games before the event (8.3.3).
  std::optional<Rating> peakRating;             ///< Highest published rating (8.3.3).
  std::optional<std::optional<Rating>> rating;  ///< Replaces the file's; empty inside: unrated.
  std::optional<Rating> standardRating;         ///< For a player unrated on the list (R&B 7.2.1).
  std::optional<int> dwzIndex;                  ///< DWZ: evaluations so far.
};

/// Where an event's rules came from.
enum class RulesFrom {
  Request,      ///< The request named them.
  TimeControl,  ///< The file's time control chose them.
  Default,      ///< Neither: FIDE's standard rules.
};

/// How an event is rated.
struct EventOptions {
  RuleSet rules;
  KChoice k;                                 ///< Everybody's K, unless overridden.
  std::optional<int> year;                   ///< The request's date's year, before the file's.
  std::map<int, PlayerOverride> overrides;   ///< By starting rank.
  RulesFrom rulesFrom = RulesFrom::Request;  ///< Where `rules` came from.
  std::optional<int> defaultRatedGames;      ///< US Chess: N for a player without their own.
  bool kGiven = true;                        ///< `k` was in the request (else its default).
};

/// Whether a round's game is rated, and if not, why.
enum class GameStatus {
  Counts,
  Bye,              ///< H, F, U, Z, or a result with no opponent.
  Forfeit,          ///< + or −.
  NotPlayed,        ///< W, D, L: less than one move.
  UnratedOpponent,  ///< A game against an unrated player (a rated player's).
  PairingMismatch,  ///< The two lines disagree about it.
  NotPaired,        ///< No block for this round.
  RatingGap600,     ///< Unrated for both players by the 600-point rule (R&B 7.3.1).
};

/// One round of a player in the event.
struct EventGame {
  int round = 0;
  TrfRound trf;                          ///< As the file has it.
  std::optional<Rating> opponentRating;  ///< The opponent's rating, when rated.
  GameStatus status = GameStatus::NotPaired;
  GameRow row;  ///< A counted game's figures, from ratePeriod or rateUnratedPeriod.
};

/// US Chess's ratings of a player on the way to the final one (the document's five steps).
struct UscfSteps {
  std::optional<double> initial;        ///< Step 1, a player unrated before the event.
  std::optional<double> firstEstimate;  ///< Step 3, a player unrated before the event.
  double intermediate = 0;              ///< Step 4.
};

/// A player's event under a national system.
struct NationalFigures {
  Score score = Score::loss();  ///< Points in the counted games.
  int gamesCount = 0;           ///< Counted games.
  std::optional<UscfResult> uscf;
  UscfSteps steps;
  std::optional<int> ratedGames;               ///< US Chess: the N used; none: N not given.
  bool floorGiven = false;                     ///< US Chess: a peak was given.
  std::optional<DwzResult> dwz;                ///< DWZ, a rated player.
  std::optional<std::int64_t> dwzPerformance;  ///< DWZ, an unrated player: only the Leistung.
  std::optional<int> dwzIndex;                 ///< DWZ: as given.
};

/// One player's event.
struct EventPlayer {
  TrfPlayer trf;                 ///< The line as read (its rounds are also in `games`).
  std::optional<Rating> rating;  ///< After any override; none: unrated.
  RatingSource ratingSource = RatingSource::List;  ///< Standard: R&B 7.2.1 gave `rating`.
  std::optional<Rating> standardRating;            ///< As the request gave it.
  KApplied k;  ///< A rated player's K and why (the 700 rule's part once `period` is rated).
  Score points = Score::loss();             ///< The sum of every round's result.
  std::vector<EventGame> games;             ///< One per round.
  std::optional<Period> period;             ///< A rated player's rating.
  std::optional<UnratedPeriod> unrated;     ///< An unrated player's first rating.
  std::optional<NationalFigures> national;  ///< Under a national system, instead of the two above.
};

/// A rated event.
struct Event {
  TrfHeader header;
  int rounds = 0;
  int ignoredLines = 0;
  std::vector<TrfIgnoredLine> ignored;  ///< The first kMaxTrfIgnoredListed of `ignoredLines`.
  std::vector<EventPlayer> players;     ///< In starting-rank order.
  std::vector<TrfWarning> warnings;     ///< The file's, then time-control-unknown, date-missing.
  TimeControlClass timeControlClass = TimeControlClass::Unknown;  ///< The file's time control's.
  RulesFrom rulesFrom = RulesFrom::Request;
};

}  // namespace elo
