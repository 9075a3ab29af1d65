#pragma once
// Writing the response (internal): what a call computed, as the JSON text of API version 1.

#include <optional>
#include <string>
#include <vector>

#include "elo/curve.hpp"
#include "elo/event.hpp"
#include "elo/games_text.hpp"
#include "elo/k_applied.hpp"
#include "elo/norms.hpp"
#include "elo/parse.hpp"
#include "elo/period.hpp"
#include "elo/rules.hpp"
#include "game/game_response.hpp"
#include "game/national.hpp"
#include "json/error_list.hpp"
#include "ladder/ladder_response.hpp"

namespace elo {

/// Everything a call found, written out in one go once every error is known.
struct Answer {
  ErrorList errors;
  bool ok = false;                   ///< Something asked for was computed, or nothing failed.
  std::optional<RuleSet> rules;      ///< The rules applied; empty when they were not readable.
  bool kAuto = false;                ///< Whether the player's K comes from the profile.
  std::optional<KApplied> kApplied;  ///< The player's K as applied, and why.
  std::optional<GameAnswer> game;
  std::optional<Period> period;                ///< A rated player's tournament.
  Rating periodRating = Rating::fromCenti(0);  ///< The rating `period` was rated from.
  RatingSource periodSource = RatingSource::List;
  std::vector<FieldWarning> warnings;              ///< Said of the request's fields.
  std::optional<UnratedPeriod> unrated;            ///< An unrated player's tournament.
  std::vector<EventHeading> events;                ///< The tournament's "#" event names.
  std::optional<std::vector<CurvePoint>> curve;    ///< The expected-score curve, when asked for.
  std::optional<Event> event;                      ///< A whole event, rated.
  std::optional<EventNorms> eventNorms;            ///< The event's title norms, when asked for.
  const std::vector<int>* eventGamesOf = nullptr;  ///< Whose games the event lists; none: all.
  std::optional<NationalGame> nationalGame;        ///< A single game under a national system.
  std::optional<NationalPeriod> nationalPeriod;    ///< A tournament under a national system.

  std::optional<LadderAnswer> ladder;  ///< A club ladder, replayed.
  bool limits = false;                 ///< Whether to say the values a rating and a K take.
};

/// The response's JSON text, keys in sorted order, that says it answers API version `apiVersion`.
std::string writeResponse(const Answer& answer, int apiVersion);

}  // namespace elo
