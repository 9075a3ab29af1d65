#include "elo/error.hpp"

namespace elo {

std::string_view errorCode(ErrorCode code) {
  switch (code) {
    case ErrorCode::JsonInvalid: return "json-invalid";
    case ErrorCode::RequestTooLarge: return "request-too-large";
    case ErrorCode::RulesInvalid: return "rules-invalid";
    case ErrorCode::RatingInvalid: return "rating-invalid";
    case ErrorCode::RatingOutOfRange: return "rating-out-of-range";
    case ErrorCode::KInvalid: return "k-invalid";
    case ErrorCode::KOutOfRange: return "k-out-of-range";
    case ErrorCode::ResultInvalid: return "result-invalid";
    case ErrorCode::LineFormat: return "line-format";
    case ErrorCode::ScoreInvalid: return "score-invalid";
    case ErrorCode::ProfileMissing: return "profile-missing";
    case ErrorCode::ProfileInvalid: return "profile-invalid";
    case ErrorCode::DateInvalid: return "date-invalid";
    case ErrorCode::TooManyGames: return "too-many-games";
    case ErrorCode::TextTooLong: return "text-too-long";
    case ErrorCode::CurveInvalid: return "curve-invalid";
  }
  return "unknown";
}

}  // namespace elo
