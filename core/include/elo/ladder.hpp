#pragma once
// A club ladder: a season's games between named players, read from what clubs paste (typed
// lines, fields, CSV, PGN; core/src/ladder/ladder_read.cpp) and replayed game by game or period by
// period through the rule functions of rules.hpp and period.hpp (core/src/ladder/ladder.cpp).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "elo/error.hpp"
#include "elo/ladder_text.hpp"
#include "elo/parse.hpp"
#include "elo/quantities.hpp"
#include "elo/rules.hpp"

namespace elo {

/// Most games a ladder reads: a large club's whole history.
inline constexpr int kMaxLadderGames = 100000;
/// Most players a ladder rates, the roster's and the games' together.
inline constexpr int kMaxLadderPlayers = 10000;
/// The starting rating of a player nothing else rates: the usual club default.
inline constexpr Rating kDefaultInitialRating = Rating::fromPoints(1500);
/// Above this many games the response leaves out the game rows, unless asked for them.
inline constexpr std::size_t kMaxLadderRowsByDefault = 10000;

/// One game of the season, as read.
struct LadderGame {
  int line = 0;  ///< The line it is on (a PGN game: its first tag's).
  std::optional<LadderDate> date;
  int white = 0;  ///< Index into LadderInput::names.
  int black = 0;  ///< Index into LadderInput::names.
  LadderResult result;
  std::optional<Rating> whiteElo;  ///< PGN's WhiteElo tag.
  std::optional<Rating> blackElo;  ///< PGN's BlackElo tag.
};

/// A roster line: a player's starting rating, and their own K when given.
struct RosterEntry {
  int player = 0;  ///< Index into LadderInput::names.
  Rating rating = kDefaultInitialRating;
  std::optional<KFactor> k;
  int line = 0;
};

/// Which text a problem is in.
enum class LadderText { Games, Roster };

/// A problem on a line of the games or the roster (line 0: the text as a whole).
struct LadderIssue {
  ErrorCode code;
  LadderText text = LadderText::Games;
  int line = 0;
};

/// Something worth saying about a line that stops nothing.
struct LadderWarning {
  WarningCode code;
  int line = 0;
};

/// The games and the roster as read, names matched across both.
struct LadderInput {
  std::vector<std::string> names;  ///< Each player's first spelling, roster first.
  std::vector<LadderGame> games;   ///< Every valid game, in the order of the lines.
  std::vector<RosterEntry> roster;
  std::vector<LadderIssue> errors;
  std::vector<LadderWarning> warnings;  ///< PGN games without a result; dates going backwards.
  /// The order year-last dates were read in: as asked, or as Auto found it (Ymd when none did).
  DateOrder dateOrder = DateOrder::Ymd;
};

/// Reads a season's games (one a line, or PGN) and a roster (`name | rating [| K]` a line),
/// year-last dates in `dateOrder` (PGN's Date tags are year first whatever the order).
LadderInput readLadder(std::string_view gamesText, std::string_view rosterText,
                       DateOrder dateOrder = DateOrder::Auto);
/// As readLadder, into `in`, which must be empty (spares moving a whole input).
void readLadderInto(std::string_view gamesText, std::string_view rosterText, DateOrder dateOrder,
                    LadderInput& in);

/// When ratings move: after every game, or once a period.
enum class LadderUpdate { Game, Period };
/// How a change is rounded: to a whole point (.5 away from zero), or to a hundredth.
enum class LadderRounding { Game, None };
/// The length of a rating period.
enum class LadderPeriod { Month, Week, Year };

/// A K for players with few ladder games.
struct Provisional {
  int games = 0;  ///< The K applies while a player has fewer ladder games than this.
  KFactor k = kStandardK;
};

/// The provisional K of `"provisional": true`: K 40 (FIDE's for a player new to its list,
/// B.02 8.3.1) for a player's first 20 ladder games, as generic calculators advise for new players.
inline constexpr Provisional kDefaultProvisional{20, KFactor::fromCenti(4000)};

/// How a ladder is replayed.
struct LadderOptions {
  RuleSet rules;
  KFactor k = kStandardK;  ///< Everybody's K, unless the roster or `provisional` gives another.
  Rating initialRating = kDefaultInitialRating;
  std::optional<Provisional> provisional;
  LadderUpdate update = LadderUpdate::Game;
  LadderRounding rounding = LadderRounding::Game;
  LadderPeriod period = LadderPeriod::Month;
  /// How year-last dates are read (by readLadder: the replay takes the dates as read).
  DateOrder dateOrder = DateOrder::Auto;
};

/// One game's effect.
struct LadderRow {
  bool counted = false;       ///< False for a forfeit and a game the 600-point rule leaves out.
  bool ratingGap600 = false;  ///< Not counted by the 600-point rule (R&B 7.3.1).
  Rating whiteBefore = kDefaultInitialRating;
  Rating blackBefore = kDefaultInitialRating;
  Expected whiteExpected = Expected::exact(0);
  double whiteChange = 0;  ///< As applied (per game), or K × (score − expected) (per period).
  double blackChange = 0;
};

/// One player's season.
struct LadderPlayer {
  Rating start = kDefaultInitialRating;
  Rating rating = kDefaultInitialRating;
  Rating peak = kDefaultInitialRating;
  int games = 0;  ///< Rated games.
  int wins = 0;
  int draws = 0;
  int losses = 0;
  Score score = Score::loss();
  std::optional<LadderDate> lastPlayed;  ///< The latest date of a rated game.
  std::vector<Rating> history;           ///< The start, then after each game (or period).
  /// Each point's date as LadderDate::ordinal, 0 when none: the game's, or its period's last day.
  std::vector<int> historyDates;
};

/// One period's update.
struct LadderPeriodRow {
  std::string label;  ///< 2026-03, 2026-W10, 2026.
  int games = 0;      ///< The games dated in it.
};

/// A replayed season.
struct Ladder {
  std::vector<LadderPlayer> players;  ///< As LadderInput::names.
  std::vector<int> ranking;           ///< Player indices by rating, highest first, ties by name.
  std::vector<LadderRow> rows;        ///< One per game.
  std::vector<LadderPeriodRow> periods;
  std::vector<LadderIssue> errors;  ///< date-missing, for period updates.
  bool dated = false;               ///< Whether any game has a date.
};

/// Replays the season of an input read without errors.
Ladder replayLadder(const LadderInput& input, const LadderOptions& options);

/// Two players' rated games against each other (forfeits left out), in the order asked.
struct HeadToHead {
  int players[2] = {0, 0};  ///< Indices into LadderInput::names.
  std::vector<int> lines;   ///< The lines of every game between them, forfeits too.
  int games = 0;            ///< Their games played (forfeits are not).
  int wins[2] = {0, 0};
  int draws = 0;
  Score score[2] = {Score::loss(), Score::loss()};
};

/// The player a name stands for, matched as ladderNameKey matches, or -1.
int findLadderPlayer(const LadderInput& input, std::string_view name);

/// The record between the players two names stand for; none when either is unknown or both
/// name the same player.
std::optional<HeadToHead> headToHead(const LadderInput& input, std::string_view a,
                                     std::string_view b);

}  // namespace elo
