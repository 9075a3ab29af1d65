#pragma once
// Errors are values with stable codes; the page maps each code to a message in its language.

#include <string_view>

namespace elo {

/// Every problem the core reports. The codes (see errorCode) are part of the public API.
enum class ErrorCode {
  JsonInvalid,       ///< The request is not a JSON object.
  RequestTooLarge,   ///< The request is larger than the core reads.
  RulesInvalid,      ///< Unknown rule set or rule option.
  RatingInvalid,     ///< Not a rating as people write one.
  RatingOutOfRange,  ///< A number, but not a plausible rating.
  KInvalid,          ///< Not a K factor.
  KOutOfRange,       ///< A number, but not a usable K.
  ResultInvalid,     ///< Not 1, 0.5 or 0.
  LineFormat,        ///< A games line that is not `rating | score`.
  ScoreInvalid,      ///< Not a score of one game.
  ProfileMissing,    ///< K "auto" needs this part of the profile.
  ProfileInvalid,    ///< A profile value that is not plausible.
  DateInvalid,       ///< Not a YYYY-MM-DD date.
  TooManyGames,      ///< More games than the core takes in one period.
  TextTooLong,       ///< More text than the core reads.
  CurveInvalid,      ///< A curve range that cannot be drawn.
};

/// The stable kebab-case code of an error ("score-invalid").
std::string_view errorCode(ErrorCode code);

}  // namespace elo
