#pragma once
// A tournament report file as read (TRF16, TRF-2026, TRF06): its header, its player lines and
// their rounds, and every problem found, with what a round's result code means. Read by
// trf.hpp's readTrf; nothing is rated here (see event.hpp).

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "elo/error.hpp"
#include "elo/quantities.hpp"

namespace elo {

/// Most player lines read: a large open's field several times over.
inline constexpr int kMaxTrfPlayers = 5000;
/// Most rounds read: what the TRF's two-digit round counts allow.
inline constexpr int kMaxTrfRounds = 99;
/// Most ignored lines listed one by one (all are counted).
inline constexpr int kMaxTrfIgnoredListed = 100;

/// A round's result code (TRF16 player line, column 99 + 10 (round − 1)), or no pairing at all.
enum class TrfResult {
  Win,          ///< `1`, a played game.
  Draw,         ///< `=`, a played game.
  Loss,         ///< `0`, a played game.
  ForfeitWin,   ///< `+`, won by forfeit.
  ForfeitLoss,  ///< `-`, lost by forfeit.
  QuickWin,     ///< `W`, won in less than one move.
  QuickDraw,    ///< `D`, drawn in less than one move.
  QuickLoss,    ///< `L`, lost in less than one move.
  HalfBye,      ///< `H`, a half-point bye.
  FullBye,      ///< `F`, a full-point bye.
  PairingBye,   ///< `U`, a bye the pairing allocated (a full point).
  ZeroBye,      ///< `Z` or blank, a zero-point bye.
  NotPaired,    ///< No round block: the player was not paired.
};

/// Whether a result is a game played over the board (`1`, `=`, `0`): the only ones rated.
bool isPlayed(TrfResult result);

/// The points a result gives in the file's points column: 1 / = ½ / 0, + 1, W 1, D ½, F U 1, H ½.
Score resultPoints(TrfResult result);

/// Whether two players' results in one game agree: 1/0, =/=, +/-, W/L, D/D.
bool complementary(TrfResult a, TrfResult b);

/// The colour a player had in a round.
enum class Colour { None, White, Black };

/// One round of a player line.
struct TrfRound {
  std::optional<int> opponent;  ///< The opponent's starting rank; none for a bye or no pairing.
  Colour colour = Colour::None;
  TrfResult result = TrfResult::NotPaired;
  char code = 0;                 ///< The result code as written, upper case; 'Z' for a blank one.
  bool pairingMismatch = false;  ///< The opponent's line does not agree about this game.
};

/// One player line (`001`), its fields as written, trimmed.
struct TrfPlayer {
  int line = 0;       ///< The file's line (1-based).
  int startRank = 0;  ///< Columns 5–8.
  std::string sex;    ///< `m` or `w` (`f` is read as `w`), empty when blank.
  std::string title;  ///< GM, IM, WGM, FM, WIM, CM, WFM, WCM; other text as written.
  std::string name;
  std::optional<Rating> rating;  ///< None when blank or 0: unrated.
  std::string federation;
  std::string fideId;
  std::string birth;                  ///< As written: `1970/05/12`, `1970`, …
  std::optional<int> birthYear;       ///< The year of `birth`, when it has one.
  std::optional<Score> pointsInFile;  ///< The points column, when it can be read.
  std::optional<int> rank;            ///< None when blank or 0.
  std::vector<TrfRound> rounds;       ///< One per round of the event, in round order.
};

/// The header lines used, as written, trimmed.
struct TrfHeader {
  std::string name;                     ///< 012
  std::string city;                     ///< 022
  std::string federation;               ///< 032
  std::string start;                    ///< 042
  std::string end;                      ///< 052
  std::string timeControl;              ///< 122, or else TRF-2026's 222
  std::vector<std::string> roundDates;  ///< 132, one per round as written
  int timeControlLine = 0;              ///< The line `timeControl` is on; 0: none
  bool timeControlEncoded = false;      ///< Whether `timeControl` is 222's, in seconds
  /// TRF-2026's 222 line (its text and line; 0: none), read whether or not a 122 is used.
  struct Encoded {
    std::string text;
    int line = 0;
  } encoded;
  std::optional<int> plannedRounds;  ///< XXR (a pairing program's line): the rounds planned
  std::string type;                  ///< 092, the type of tournament: "Individual: Swiss-System"
  std::optional<int> playerCount;    ///< 062, the number of players, when it is a number
  std::string arbiter;               ///< 102, the chief arbiter, as written
};

/// An error in the file, on a line (0 when on none) and a round (0 when on none).
struct TrfError {
  ErrorCode code;
  int line = 0;
  int round = 0;
};

/// A warning about the file or the event; which fields matter depends on the code.
struct TrfWarning {
  WarningCode code;
  int startRank = 0;                   ///< The player it is about.
  int opponent = 0;                    ///< pairing-mismatch: the other player.
  int round = 0;                       ///< pairing-mismatch: the round.
  int line = 0;                        ///< The player's line.
  int otherLine = 0;                   ///< pairing-mismatch: the other player's line.
  Score points = Score::loss();        ///< points-mismatch: the sum of the results.
  Score pointsInFile = Score::loss();  ///< points-mismatch: the points column.
};

/// A line of a kind not read (XXR, a team record, …).
struct TrfIgnoredLine {
  int line = 0;      ///< The file's line (1-based).
  std::string kind;  ///< Its first three characters, trailing blanks trimmed: `XXR`, `013`.
};

/// A file read: what it says, and every problem found in it.
struct TrfFile {
  TrfHeader header;
  std::vector<TrfPlayer> players;       ///< In starting-rank order.
  int rounds = 0;                       ///< The last round any player line has a block for.
  int ignoredLines = 0;                 ///< Lines of a kind not read (XXR, team records, …).
  std::vector<TrfIgnoredLine> ignored;  ///< The first kMaxTrfIgnoredListed of them.
  std::vector<TrfError> errors;
  std::vector<TrfWarning> warnings;
  /// The player with this starting rank, or none.
  const TrfPlayer* player(int startRank) const;
};

}  // namespace elo
