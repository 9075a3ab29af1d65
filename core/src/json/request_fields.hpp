#pragma once
// Reading the values of a request (internal): members that may be absent, and numbers given as
// typed text or as JSON numbers, from the tree of json_value.hpp. Shared by request.cpp and the
// readers of every part (game/, event/, ladder/).

#include <cstdint>
#include <optional>
#include <string>

#include "elo/error.hpp"
#include "elo/parse.hpp"
#include "elo/quantities.hpp"
#include "elo/rules.hpp"
#include "json/json_value.hpp"

namespace elo {

/// Plausible counts of rated games (FIDE B.02 8.3.3 needs one).
inline constexpr long long kMostRatedGames = 1000000;
/// DWZ: the index counts a player's evaluations; a lifetime of club play stays far below this.
inline constexpr long long kMostDwzIndex = 9999;

/// The member `key` of an object, or none when absent or null.
const JsonValue* member(const JsonValue& object, const char* key);

/// As member(), and none for text with nothing but spaces: "not given".
const JsonValue* given(const JsonValue& object, const char* key);

/// A rating as text or number; `wrongType` for any other JSON value.
Parsed<Rating> readRating(const JsonValue& value, ErrorCode wrongType);

/// A rating that may be absent or "unrated": none then.
Parsed<std::optional<Rating>> readOptionalRating(const JsonValue* value);

/// A single game's result.
Parsed<Score> readResult(const JsonValue& value);

/// A games list's score, forfeits included.
Parsed<TypedScore> readListScore(const JsonValue& value);

/// A whole JSON number, up to a trillion.
Parsed<long long> wholeFromNumber(double value);

/// A whole number as text or number.
Parsed<long long> readWhole(const JsonValue& value);

/// A curve's end or step: a whole JSON number.
std::optional<std::int64_t> curveNumber(const JsonValue* value);

/// A K as given: a number, or "auto"; absent is the standard K.
Parsed<KChoice> readK(const JsonValue* value);

/// A profile value within [lowest, highest]: absent → ProfileMissing, else ProfileInvalid.
Parsed<long long> readProfileNumber(const JsonValue* value, long long lowest, long long highest);

}  // namespace elo
