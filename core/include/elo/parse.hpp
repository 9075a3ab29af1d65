#pragma once
// Reading what people type, in Portuguese, Japanese and English habits: decimal commas, group
// separators, ½, full-width digits from a Japanese IME. Anything else is an error, never a guess.

#include <optional>
#include <string>
#include <string_view>

#include "elo/error.hpp"
#include "elo/period.hpp"
#include "elo/quantities.hpp"

namespace elo {

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

/// A score in a games list: a game's score, or "+" / "-" for a forfeit.
Parsed<TypedScore> parseListScore(std::string_view text);

/// The game a list's entry `line` describes, from its two read fields.
PeriodGame listGame(int line, std::optional<Rating> opponent, TypedScore score);

}  // namespace elo
