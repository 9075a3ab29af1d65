#pragma once
// Writing the response (internal): what a call computed, as the JSON text of API version 1.

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "elo/curve.hpp"
#include "elo/event.hpp"
#include "elo/ladder.hpp"
#include "elo/period.hpp"
#include "elo/quantities.hpp"
#include "elo/rules.hpp"
#include "k_applied.hpp"
#include "request.hpp"

namespace elo {

/// One outcome of the single game, shown beside the others.
struct Scenario {
  Score result;  ///< The player's score.
  Game game;
};

/// The single game: as played, and all three outcomes (win, draw, loss).
struct GameAnswer {
  Game played;
  std::array<Scenario, 3> scenarios;
};

/// A replayed ladder, with the texts it was read from.
struct LadderAnswer {
  LadderInput input;
  Ladder ladder;
  bool full = false;                     ///< Every game's row, however many.
  std::optional<HeadToHead> headToHead;  ///< The two players asked about, when both are known.
};

/// Everything a call found, written out in one go once every error is known.
struct Answer {
  std::vector<Error> errors;
  bool ok = false;                   ///< Something asked for was computed, or nothing failed.
  std::optional<RuleSet> rules;      ///< The rules applied; empty when they were not readable.
  bool kAuto = false;                ///< Whether the player's K comes from the profile.
  std::optional<KApplied> kApplied;  ///< The player's K as applied, and why.
  std::optional<GameAnswer> game;
  std::optional<Period> period;                  ///< A rated player's tournament.
  std::optional<UnratedPeriod> unrated;          ///< An unrated player's tournament.
  std::vector<EventHeading> events;              ///< The tournament's "#" event names.
  std::optional<std::vector<CurvePoint>> curve;  ///< The expected-score curve, when asked for.
  std::optional<Event> event;                    ///< A whole event, rated.

  std::optional<LadderAnswer> ladder;  ///< A club ladder, replayed.
};

/// The response's JSON text, keys in sorted order.
std::string writeResponse(const Answer& answer);

}  // namespace elo
