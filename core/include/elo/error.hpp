#pragma once
// Errors are values with stable codes; the page maps each code to a message in its language.

#include <optional>
#include <string_view>
#include <utility>

namespace elo {

/// Every problem the core reports. The codes (see errorCode) are part of the public API.
enum class ErrorCode {
  JsonInvalid,         ///< The request is not a JSON object.
  RequestTooLarge,     ///< The request is larger than the core reads.
  RulesInvalid,        ///< Unknown rule set or rule option.
  RatingInvalid,       ///< Not a rating as people write one.
  RatingOutOfRange,    ///< A number, but not a plausible rating.
  KInvalid,            ///< Not a K factor.
  KOutOfRange,         ///< A number, but not a usable K.
  ResultInvalid,       ///< Not 1, 0.5 or 0.
  LineFormat,          ///< A games line that is not `rating | score`.
  ScoreInvalid,        ///< Not a score of one game.
  ProfileMissing,      ///< K "auto" needs this part of the profile.
  ProfileInvalid,      ///< A profile value that is not plausible.
  DateInvalid,         ///< Not a YYYY-MM-DD date (a ladder's may also be written year last).
  TooManyGames,        ///< More games than the core takes in one period.
  TextTooLong,         ///< More text than the core reads.
  CurveInvalid,        ///< A curve range that cannot be drawn.
  TrfInvalid,          ///< Not a tournament report file: no player line, or not text.
  TrfLineInvalid,      ///< A player line whose starting rank, rating or a round cannot be read.
  TrfResultInvalid,    ///< A round's result code that TRF does not have.
  TrfOpponentUnknown,  ///< A round names a starting rank that no player line has.
  TrfRankDuplicate,    ///< Two player lines with the same starting rank.
  TooManyPlayers,      ///< More player lines than the core rates in one event.
  TooManyRounds,       ///< More rounds than the core rates in one event.

  // A club ladder (ladder.hpp).
  LadderLineInvalid,    ///< A ladder line that is not a game (or a PGN game without its tags).
  LadderResultInvalid,  ///< A ladder game's result that is none of the written forms.
  LadderSelfGame,       ///< A ladder game of a player against themself.
  DateMissing,          ///< A ladder game without a date, when ratings move once a period.
  RosterLineInvalid,    ///< A roster line that is not `name | rating [| K]`.
  LadderOptionInvalid,  ///< A ladder option with a value it does not have.
  DateOrderAmbiguous,   ///< A season's year-last dates that day first and month first both read.

  // The game mode's list of games (parse.hpp).
  GamesLookLikeTrf,    ///< Games text that is a tournament report file, not `rating | score`.
  RatingZero,          ///< 0 given as a rating, as TRF writes an unrated player.
  GamesTooManyFields,  ///< A games line that starts with a rating but has three or more fields.

  // The national systems (uscf.hpp, dwz.hpp).
  RatedGamesRequired,  ///< US Chess needs the games a rated player's rating is based on.
  RulesNotForLadder,   ///< A national system's rules asked of a club ladder.

  // Title norms (norms.hpp).
  NormsOptionInvalid,  ///< An `event.norms` switch with a value it does not take.

  // Files and dates.
  DateNonexistent,  ///< A date of a month's days that the month lacks (31/02/2026).
  TrfTruncated,     ///< A tournament report file cut off: its last line ends short.
  TrfEndsEarly,     ///< A tournament report file cut off after a whole line: players missing.
};

/// The stable kebab-case code of an error ("score-invalid").
std::string_view errorCode(ErrorCode code);

/// Something worth saying that does not stop a calculation. The codes are part of the API.
enum class WarningCode {
  PairingMismatch,        ///< Two player lines disagree about a game; it is not rated.
  PointsMismatch,         ///< A player's points column differs from the sum of the results.
  DateMissing,            ///< No date for the junior rule: K is chosen as for an adult.
  DatesUnsorted,          ///< A ladder's dates go backwards; the order of the lines is used.
  ResultUnknown,          ///< A PGN game with the result `*` (unknown, unfinished): skipped.
  StandardRatingIgnored,  ///< A standard rating given under rules that do not use one.
  TimeControlUnknown,     ///< An event file's time control that could not be classified.
  TimeControlConflict,    ///< An event file's 122 and 222 lines name different lists; 122 used.
};

/// The stable kebab-case code of a warning ("pairing-mismatch").
std::string_view warningCode(WarningCode code);

/// A parsed value, or the error code that says why there is none.
template <class T>
class Parsed {
 public:
  Parsed(T value) : value_(std::move(value)) {}  // NOLINT: implicit by design
  Parsed(ErrorCode error) : error_(error) {}     // NOLINT: implicit by design
  /// Whether a value was read.
  bool ok() const { return value_.has_value(); }
  /// The value; only when ok().
  const T& value() const { return *value_; }
  /// The error; only when !ok().
  ErrorCode error() const { return error_; }

 private:
  std::optional<T> value_;
  ErrorCode error_ = ErrorCode::JsonInvalid;
};

}  // namespace elo
