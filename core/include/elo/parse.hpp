#pragma once
// Reading what people type, in Portuguese, Japanese and English habits: decimal commas, group
// separators, ½, full-width digits from a Japanese IME. Anything else is an error, never a guess.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "elo/error.hpp"
#include "elo/period.hpp"
#include "elo/quantities.hpp"

namespace elo {

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

/// Lowest and highest rating the core accepts, in points.
inline constexpr std::int64_t kMinRating = 100;
inline constexpr std::int64_t kMaxRating = 4000;
/// Largest K the core accepts (FIDE's largest is 40; other systems use more).
inline constexpr std::int64_t kMaxK = 200;
/// Most games in one period: a club's whole season fits.
inline constexpr std::size_t kMaxGames = 10000;
/// Most bytes of games text: 10,000 lines of 50 characters.
inline constexpr std::size_t kMaxGamesTextBytes = 500000;

/// The text with what an IME or a word processor types for ASCII (１, "　", −, 。, ½) made ASCII.
std::string normalizeTyped(std::string_view text);

/// A rating as typed: "1605", "1.605", "1,605", "1 605", "1605,5", "１６０５".
Parsed<Rating> parseRating(std::string_view text);

/// A rating, or none for an unrated player or opponent: empty, "unrated", "NR" or "-" (0, as
/// TRF writes it, is RatingZero).
Parsed<std::optional<Rating>> parseRatingOrUnrated(std::string_view text);

/// A rating given as a JSON number (at most two decimals).
Parsed<Rating> ratingFromNumber(double value);

/// One game's score as typed: "1", "0", "0.5", "0,5", "½", "1/2", "=".
Parsed<Score> parseScore(std::string_view text);

/// One game's score given as a JSON number: 1, 0.5 or 0.
Parsed<Score> scoreFromNumber(double value);

/// A K factor as typed: "20", "32", "12,5" (positive, at most two decimals, at most kMaxK).
Parsed<KFactor> parseK(std::string_view text);

/// A K factor given as a JSON number.
Parsed<KFactor> kFromNumber(double value);

/// A whole number as typed (profile values): "1998", "1.250", "１２".
Parsed<long long> parseWholeNumber(std::string_view text);

/// The year of a "YYYY-MM-DD" date.
Parsed<int> parseDateYear(std::string_view text);

/// A game read from a list, with the score a forfeit gives ("+" won, "-" lost by forfeit).
struct TypedScore {
  Score score;
  bool forfeit;
};

/// A score in a games list: a game's score, or "+" / "-" for a forfeit.
Parsed<TypedScore> parseListScore(std::string_view text);

/// The game a list's entry `line` describes, from its two read fields.
PeriodGame listGame(int line, std::optional<Rating> opponent, TypedScore score);

/// An error on one line of the games text.
struct LineError {
  int line;
  ErrorCode code;
};

/// A "#" line naming an event, and the index of the first game under it.
struct EventHeading {
  std::size_t firstGame = 0;  ///< Games before the heading (0-based index of its first game).
  std::string name;           ///< The text after "#", trimmed.
};

/// The games read from a list, or why they could not all be read.
struct GamesList {
  std::vector<PeriodGame> games;
  std::vector<EventHeading> events;    ///< The "#" lines naming events, in order.
  std::vector<LineError> lineErrors;   ///< Every invalid line.
  std::optional<ErrorCode> listError;  ///< The list as a whole is too long, or is a TRF.
};

/// One game a line, `rating | score` (or tab, ";", spaces); skips blank lines and "#" notes; a
/// line starting with "#" names the event of the games under it. A tournament report file pasted
/// whole is one error, GamesLookLikeTrf, rather than one a line.
GamesList parseGamesText(std::string_view text);

}  // namespace elo
