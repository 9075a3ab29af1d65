#pragma once
// Writing the game mode's answers (internal): the response's `game` and `tournament`, keys in
// sorted order.

#include <array>
#include <vector>

#include "elo/games_text.hpp"
#include "elo/parse.hpp"
#include "elo/period.hpp"
#include "elo/quantities.hpp"
#include "json/json_writer.hpp"

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
  RatingSource playerSource = RatingSource::List;  ///< Where the player's rating came from.
  RatingSource opponentSource = RatingSource::List;
};

/// Writes the single game as the response's `game` object.
void writeGame(JsonWriter& w, const GameAnswer& game);

/// Writes a rated player's tournament as the response's `tournament` (`events`: its headings;
/// `rating`: the player's, from `source`).
void writePeriod(JsonWriter& w, const Period& p, const std::vector<EventHeading>& events,
                 Rating rating, RatingSource source);

/// Writes an unrated player's tournament as the response's `tournament`.
void writeUnratedPeriod(JsonWriter& w, const UnratedPeriod& p,
                        const std::vector<EventHeading>& events);

}  // namespace elo
