// Reading the values of a request: its members, and numbers given as text (as typed) or as
// JSON numbers.
#include "json/request_fields.hpp"

#include <cmath>
#include <string>

#include "text/text.hpp"
namespace elo {

namespace {

/// A whole number given as a JSON number is read only up to this size.
constexpr double kLargestWholeNumber = 1e12;

}  // namespace

const JsonValue* member(const JsonValue& object, const char* key) {
  const JsonValue* value = object.find(key);
  if (!value || value->kind == JsonValue::Kind::Null) return nullptr;
  return value;
}

namespace {

bool isBlankString(const JsonValue& value) {
  if (!value.isString()) return false;
  const std::string normalized = normalizeTyped(value.text);
  return normalized.find_first_not_of(" \t\r\n") == std::string::npos;
}

}  // namespace

// Absent, null and text with nothing but spaces all mean "not given".
const JsonValue* given(const JsonValue& object, const char* key) {
  const JsonValue* value = member(object, key);
  return (value && !isBlankString(*value)) ? value : nullptr;
}

namespace {

template <class T, class FromText, class FromNumber>
Parsed<T> readValue(const JsonValue& value, ErrorCode wrongType, FromText fromText,
                    FromNumber fromNumber) {
  if (value.isString()) return fromText(value.text);
  if (value.isNumber()) return fromNumber(value.number);
  return wrongType;
}

template <class T, class U>
Parsed<T> convert(const Parsed<U>& parsed, T (*to)(const U&)) {
  if (!parsed.ok()) return parsed.error();
  return to(parsed.value());
}

std::optional<Rating> someRating(const Rating& rating) { return rating; }
TypedScore notForfeit(const Score& score) { return {score, false}; }

}  // namespace

Parsed<Rating> readRating(const JsonValue& value, ErrorCode wrongType) {
  return readValue<Rating>(value, wrongType, parseRating, ratingFromNumber);
}

// A rating that may be absent: a player or opponent without one is unrated.
Parsed<std::optional<Rating>> readOptionalRating(const JsonValue* value) {
  if (!value) return std::optional<Rating>();
  return readValue<std::optional<Rating>>(
      *value, ErrorCode::RatingInvalid, parseRatingOrUnrated,
      [](double n) { return convert(ratingFromNumber(n), someRating); });
}

namespace {

Parsed<KFactor> readKValue(const JsonValue& value) {
  return readValue<KFactor>(value, ErrorCode::KInvalid, parseK, kFromNumber);
}

}  // namespace

Parsed<Score> readResult(const JsonValue& value) {
  return readValue<Score>(value, ErrorCode::ResultInvalid, parseScore, scoreFromNumber);
}

Parsed<TypedScore> readListScore(const JsonValue& value) {
  return readValue<TypedScore>(value, ErrorCode::ScoreInvalid, parseListScore,
                               [](double n) { return convert(scoreFromNumber(n), notForfeit); });
}

Parsed<long long> wholeFromNumber(double value) {
  if (!std::isfinite(value) || value != std::floor(value) ||
      std::fabs(value) > kLargestWholeNumber) {
    return ErrorCode::ProfileInvalid;
  }
  return static_cast<long long>(value);
}

Parsed<long long> readWhole(const JsonValue& value) {
  return readValue<long long>(value, ErrorCode::ProfileInvalid, parseWholeNumber, wholeFromNumber);
}

// A curve's end or step: a whole JSON number (the page sends numbers, not typed text).
std::optional<std::int64_t> curveNumber(const JsonValue* value) {
  if (!value || !value->isNumber()) return std::nullopt;
  const Parsed<long long> n = wholeFromNumber(value->number);
  if (!n.ok()) return std::nullopt;
  return n.value();
}

namespace {

// "auto" in any case, with spaces around it.
bool meansAutomatic(const JsonValue& value) {
  if (!value.isString()) return false;
  const std::string typed = normalizeTyped(value.text);
  const std::size_t first = typed.find_first_not_of(' ');
  const std::size_t last = typed.find_last_not_of(' ');
  if (first == std::string::npos) return false;
  std::string word = typed.substr(first, last - first + 1);
  for (char& c : word) c = asciiLower(c);
  return word == "auto";
}

}  // namespace

// A K as given: absent means the standard K.
Parsed<KChoice> readK(const JsonValue* value) {
  if (!value) return KChoice{};
  if (meansAutomatic(*value)) return KChoice{true, kStandardK};
  const Parsed<KFactor> k = readKValue(*value);
  if (!k.ok()) return k.error();
  return KChoice{false, k.value()};
}

// A profile field: absent → ProfileMissing, unreadable or implausible → ProfileInvalid.
Parsed<long long> readProfileNumber(const JsonValue* value, long long lowest, long long highest) {
  if (!value) return ErrorCode::ProfileMissing;
  const Parsed<long long> n = readWhole(*value);
  if (!n.ok()) return n.error();
  if (n.value() < lowest || n.value() > highest) return ErrorCode::ProfileInvalid;
  return n;
}

}  // namespace elo
