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
    case ErrorCode::TrfInvalid: return "trf-invalid";
    case ErrorCode::TrfLineInvalid: return "trf-line-invalid";
    case ErrorCode::TrfResultInvalid: return "trf-result-invalid";
    case ErrorCode::TrfOpponentUnknown: return "trf-opponent-unknown";
    case ErrorCode::TrfRankDuplicate: return "trf-rank-duplicate";
    case ErrorCode::TooManyPlayers: return "too-many-players";
    case ErrorCode::TooManyRounds: return "too-many-rounds";
    case ErrorCode::LadderLineInvalid: return "ladder-line-invalid";
    case ErrorCode::LadderResultInvalid: return "ladder-result-invalid";
    case ErrorCode::LadderSelfGame: return "ladder-self-game";
    case ErrorCode::DateMissing: return "date-missing";
    case ErrorCode::RosterLineInvalid: return "roster-line-invalid";
    case ErrorCode::LadderOptionInvalid: return "ladder-option-invalid";
    case ErrorCode::DateOrderAmbiguous: return "date-order-ambiguous";
    case ErrorCode::GamesLookLikeTrf: return "games-look-like-trf";
    case ErrorCode::RatingZero: return "rating-zero";
    case ErrorCode::GamesTooManyFields: return "games-too-many-fields";
    case ErrorCode::RatedGamesRequired: return "rated-games-required";
    case ErrorCode::RulesNotForLadder: return "rules-not-for-ladder";
    case ErrorCode::NormsOptionInvalid: return "norms-option-invalid";
    case ErrorCode::DateNonexistent: return "date-nonexistent";
    case ErrorCode::TrfTruncated: return "trf-truncated";
    case ErrorCode::TrfEndsEarly: return "trf-ends-early";
  }
  return "unknown";
}

std::string_view warningCode(WarningCode code) {
  switch (code) {
    case WarningCode::PairingMismatch: return "pairing-mismatch";
    case WarningCode::PointsMismatch: return "points-mismatch";
    case WarningCode::DateMissing: return "date-missing";
    case WarningCode::DatesUnsorted: return "dates-unsorted";
    case WarningCode::ResultUnknown: return "result-unknown";
    case WarningCode::StandardRatingIgnored: return "standard-rating-ignored";
    case WarningCode::TimeControlUnknown: return "time-control-unknown";
    case WarningCode::TimeControlConflict: return "time-control-conflict";
  }
  return "unknown";
}

}  // namespace elo
