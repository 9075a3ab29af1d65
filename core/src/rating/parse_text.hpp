#pragma once
// Reading typed text (internal): numbers as people write them and the quantities read from them,
// from text already made ASCII (normalizeTyped) or from JSON numbers. parse.cpp reads one field
// with these, games_text.cpp whole lists.

#include <cstdint>
#include <optional>
#include <string_view>

#include "elo/error.hpp"
#include "elo/quantities.hpp"

namespace elo {

/// A number read in hundredths: none when it is not a number or has more than two decimals.
struct CentiRead {
  bool huge = false;                  ///< More whole digits than any quantity here can have.
  std::optional<std::int64_t> centi;  ///< The number in hundredths.
};

/// The number a text writes, "1605", "1.605", "1 605", "1605,5" (groups only if `allowGroups`).
CentiRead centiFromText(std::string_view text, bool allowGroups);

/// A JSON number in hundredths.
CentiRead centiFromNumber(double value);

/// The one rating reader, for text and JSON numbers alike: kMinRating to kMaxRating.
Parsed<Rating> ratingFromCenti(const CentiRead& read);

/// The one K reader, for text and JSON numbers alike: above 0, at most kMaxK.
Parsed<KFactor> kFromCenti(const CentiRead& read);

/// A whole number a text writes (group separators allowed), or none.
std::optional<long long> wholeFromText(std::string_view text);

/// `value` with the ASCII digits `digits` written after it.
std::int64_t appendDigits(std::int64_t value, std::string_view digits);

/// A rating from normalized text.
Parsed<Rating> ratingFromNormalized(std::string_view text);

/// An opponent's rating in a list, or none for "-", "NR", "unrated"; 0 is RatingZero.
Parsed<std::optional<Rating>> ratingOrUnratedFromNormalized(std::string_view text);

/// One game's score from normalized text.
Parsed<Score> scoreFromNormalized(std::string_view text);

/// A list's score: a game's score, or "+" / "-" for a forfeit.
Parsed<TypedScore> listScoreFromNormalized(std::string_view text);

}  // namespace elo
