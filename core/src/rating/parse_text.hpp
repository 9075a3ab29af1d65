#pragma once
// Reading typed text (internal): what parse.cpp reads of one field, shared with games_text.cpp,
// which reads whole lists. The text must already be normalized (normalizeTyped).

#include <optional>
#include <string_view>

#include "elo/parse.hpp"

namespace elo {

/// An opponent's rating in a list, or none for "-", "NR", "unrated"; 0 is RatingZero.
Parsed<std::optional<Rating>> ratingOrUnratedFromNormalized(std::string_view text);

/// A list's score: a game's score, or "+" / "-" for a forfeit.
Parsed<TypedScore> listScoreFromNormalized(std::string_view text);

}  // namespace elo
