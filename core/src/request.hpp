#pragma once
// Reading a request (internal): JSON text in, a Request of domain types out, with every error
// found on the way. Nothing is computed here.

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "elo/curve.hpp"
#include "elo/error.hpp"
#include "elo/event.hpp"
#include "elo/ladder.hpp"
#include "elo/parse.hpp"
#include "elo/quantities.hpp"
#include "elo/rules.hpp"
#include "elo/trf.hpp"

namespace elo {

/// An error as the response reports it: its code, the request field, and a line (1-based).
struct Error {
  ErrorCode code;
  std::string field;
  int line = 0;   ///< 0 when the error is not on a line.
  int round = 0;  ///< An event file's round (1-based), 0 when not on one.
};

/// The event asked for: the file as read, and what the request says of its players.
struct EventRequest {
  TrfFile file;
  std::optional<KChoice> k;                 ///< Everybody's K; empty when not readable.
  std::map<int, PlayerOverride> overrides;  ///< By starting rank.
  bool readable = true;                     ///< No error in the file or the overrides.
};

/// The ladder asked for: its texts as read, and how to replay it.
struct LadderRequest {
  LadderInput input;
  LadderOptions options;                ///< The rules are the request's, set when it is replayed.
  bool full = false;                    ///< `detail: "full"`: every game's row, however many.
  std::vector<std::string> headToHead;  ///< The two names of `headToHead`, when given.
  bool readable = true;                 ///< No error in the texts or the options.
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
  std::optional<CurveRange> curve;    ///< The expected-score curve asked for, when valid.
  bool kGiven = false;                ///< Whether `k` or `kAuto: true` was given.
  std::optional<EventRequest> event;  ///< A whole event, from a tournament report file.

  std::optional<LadderRequest> ladder;  ///< A club ladder, from a season's games.
};

/// Reads a request; never fails, the errors are in the Request.
Request readRequest(const std::string& text);

/// The opponent's K when the request gives no `opponent.k`.
KChoice defaultOpponentK(const KChoice& playerK);

/// The K a player's games use: as given, or from the profile (or none, with why in `errors`).
std::optional<KFactor> resolveK(const KChoice& choice, Rating rating, const PlayerRequest& player,
                                const Parsed<int>& periodYear, std::vector<Error>& errors);

}  // namespace elo
