#pragma once
// Reading a request (internal): JSON text in, a Request of domain types out, with every error
// found on the way. Nothing is computed here.

#include <optional>
#include <string>
#include <vector>

#include "elo/curve.hpp"
#include "elo/error.hpp"
#include "elo/parse.hpp"
#include "elo/quantities.hpp"
#include "elo/rules.hpp"

namespace elo {

/// An error as the response reports it: its code, the request field, and a games line (1-based).
struct Error {
  ErrorCode code;
  std::string field;
  int line = 0;  ///< 0 when the error is not on a line.
};

/// FIDE's K for a player who is neither new, junior nor 2400 (B.02 8.3.3).
inline constexpr KFactor kStandardK = KFactor::whole(20);

/// A player's K as asked for: a number, or taken from the player's profile.
struct KChoice {
  bool automatic = false;  ///< From the profile (FIDE B.02 8.3.3); `k` is then unused.
  KFactor k = kStandardK;
};

/// What the request says about one player.
struct PlayerRequest {
  std::optional<Rating> rating;      ///< Empty for an unrated player, and when not readable.
  bool ratingValid = true;           ///< Whether the rating given (if any) was readable.
  std::optional<KChoice> k;          ///< Empty when the K given was not readable.
  Profile profile;                   ///< As far as it could be read.
  std::vector<Error> profileErrors;  ///< Reported only when K comes from the profile.
};

/// A request read into domain types.
struct Request {
  std::vector<Error> errors;     ///< Every error found while reading.
  std::optional<RuleSet> rules;  ///< Empty when the request or its rules were not readable.
  PlayerRequest player;
  PlayerRequest opponent;
  std::optional<Score> result;     ///< The single game's result, the player's score.
  std::optional<GamesList> games;  ///< The tournament, from `games` or `gamesText`.
  std::string gamesField;          ///< Which of the two the games came from.
  Parsed<int> periodYear = ErrorCode::ProfileMissing;  ///< The year of `date`.
  std::optional<CurveRange> curve;  ///< The expected-score curve asked for, when valid.
};

/// Reads a request; never fails, the errors are in the Request.
Request readRequest(const std::string& text);

/// The opponent's K when the request gives no `opponent.k`.
KChoice defaultOpponentK(const KChoice& playerK);

/// The K a player's games use: as given, or from the profile (or none, with why in `errors`).
std::optional<KFactor> resolveK(const KChoice& choice, Rating rating, const PlayerRequest& player,
                                const Parsed<int>& periodYear, std::vector<Error>& errors);

}  // namespace elo
