#pragma once
// Reading a request (internal): JSON text in, a Request of domain types out, with every error
// found on the way. Nothing is computed here; each mode's part is read by its own reader
// (game/, event/, ladder/), and stored here.

#include <optional>
#include <string>
#include <vector>

#include "elo/curve.hpp"
#include "elo/games_text.hpp"
#include "elo/parse.hpp"
#include "elo/rules.hpp"
#include "event/event_request.hpp"
#include "game/game_request.hpp"
#include "json/error_list.hpp"
#include "ladder/ladder_request.hpp"

namespace elo {

/// A request read into domain types.
struct Request {
  ErrorList errors;              ///< Every error found while reading.
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

  std::optional<LadderRequest> ladder;       ///< A club ladder, from a season's games.
  bool limits = false;                       ///< Whether the values a field takes are asked for.
  RulesFrom rulesFrom = RulesFrom::Request;  ///< An event's: where its rules came from.
  std::vector<FieldWarning> warnings;        ///< Said of the request's fields; nothing stops.
};

/// Reads a request; never fails, the errors are in the Request.
Request readRequest(const std::string& text);

}  // namespace elo
