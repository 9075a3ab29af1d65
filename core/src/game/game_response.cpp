// Writing the game mode's answers: the single game with its three outcomes, and a tournament
// (a rated player's period or an unrated player's first rating) with every game's row.
#include "game/game_response.hpp"

#include "json/response_parts.hpp"

namespace elo {
namespace {

// A side of a game not rated has no expected score.
void writeSide(JsonWriter& w, const Side& side, bool rated, RatingSource source) {
  w.beginObject();
  w.key("change").integer(side.change.rounded);
  w.key("changeExact");
  writeChangeExact(w, side.change.exact);
  w.key("difference");
  writeCenti(w, side.difference.centi);
  if (rated) {
    w.key("expected");
    writeExpected(w, side.expected);
  }
  w.key("k");
  writeCenti(w, side.k.centi());
  w.key("newRating");
  writeCenti(w, side.newRating.centi());
  w.key("rating");
  writeCenti(w, side.rating.centi());
  w.key("ratingSource").string(ratingSourceName(source));
  w.endObject();
}

void writeScenarioSide(JsonWriter& w, const Side& side) {
  w.beginObject();
  w.key("change").integer(side.change.rounded);
  w.key("newRating");
  writeCenti(w, side.newRating.centi());
  w.endObject();
}

const char* reasonCode(NotCounted why) {
  switch (why) {
    case NotCounted::Forfeit: return "forfeit";
    case NotCounted::RatingGap600: return "rating-gap-600";
    case NotCounted::Counts:
    case NotCounted::UnratedOpponent: break;
  }
  return "unrated-opponent";
}

// `event`: the name of the "#" heading above the game, if any; `game`: its number, from 1.
void writeRow(JsonWriter& w, const GameRow& row, bool rated, std::size_t game,
              const EventHeading* event) {
  const bool counted = row.notCounted == NotCounted::Counts;
  w.beginObject();
  if (counted && rated) {
    w.key("changeExact");
    writeChangeExact(w, row.changeExact);
  }
  w.key("counted").boolean(counted);
  if (counted && rated) {
    w.key("difference");
    writeCenti(w, row.difference.centi);
  }
  if (event) w.key("event").string(event->name);
  if (counted && rated) {
    w.key("expected");
    writeExpected(w, row.expected);
  }
  w.key("game").integer(static_cast<std::int64_t>(game));
  w.key("line").integer(row.game.line);
  w.key("opponent");
  if (row.game.opponent) writeCenti(w, row.game.opponent->centi());
  else w.null();
  if (!counted) w.key("reason").string(reasonCode(row.notCounted));
  if (counted && rated) {
    w.key("runningChangeExact");
    writeChangeExact(w, row.runningChangeExact);
  }
  w.key("score");
  writeScore(w, row.game.score);
  w.endObject();
}

void writeRows(JsonWriter& w, const std::vector<GameRow>& rows, bool rated,
               const std::vector<EventHeading>& events) {
  w.beginArray();
  std::size_t next = 0;
  const EventHeading* event = nullptr;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    while (next < events.size() && events[next].firstGame <= i) event = &events[next++];
    writeRow(w, rows[i], rated, i + 1, event);
  }
  w.endArray();
}

}  // namespace

void writeGame(JsonWriter& w, const GameAnswer& game) {
  w.beginObject();
  const bool rated = game.played.rated;
  w.key("opponent");
  writeSide(w, game.played.b, rated, game.opponentSource);
  w.key("player");
  writeSide(w, game.played.a, rated, game.playerSource);
  w.key("rated").boolean(rated);
  if (!rated) w.key("reason").string(reasonCode(NotCounted::RatingGap600));
  w.key("scenarios").beginArray();
  for (const Scenario& s : game.scenarios) {
    w.beginObject();
    w.key("opponent");
    writeScenarioSide(w, s.game.b);
    w.key("player");
    writeScenarioSide(w, s.game.a);
    w.key("result");
    writeScore(w, s.result);
    w.endObject();
  }
  w.endArray();
  w.endObject();
}

void writePeriod(JsonWriter& w, const Period& p, const std::vector<EventHeading>& events,
                 Rating rating, RatingSource source) {
  w.beginObject();
  if (p.averageOpponent) w.key("averageOpponent").integer(*p.averageOpponent);
  w.key("change").integer(p.change.rounded);
  w.key("changeExact");
  writeChangeExact(w, p.change.exact);
  w.key("expectedTotal");
  writeExpectedTotal(w, p.expectedTotal);
  w.key("games");
  writeRows(w, p.rows, true, events);
  w.key("gamesCount").integer(p.gamesCount);
  w.key("k");
  writeCenti(w, p.k.centi());
  w.key("newRating");
  writeCenti(w, p.newRating.centi());
  if (p.performance) w.key("performance").integer(*p.performance);
  w.key("rated").boolean(true);
  w.key("rating");
  writeCenti(w, rating.centi());
  w.key("ratingSource").string(ratingSourceName(source));
  w.key("score");
  writeScore(w, p.score);
  w.endObject();
}

void writeUnratedPeriod(JsonWriter& w, const UnratedPeriod& p,
                        const std::vector<EventHeading>& events) {
  w.beginObject();
  if (p.averageOpponent) w.key("averageOpponent").integer(*p.averageOpponent);
  w.key("games");
  writeRows(w, p.rows, false, events);
  w.key("gamesCount").integer(p.gamesCount);
  if (p.gamesCount > 0) {
    w.key("initialRating");
    writeFirstRating(w, p.first);
  }
  if (p.performance) w.key("performance").integer(*p.performance);
  w.key("rated").boolean(false);
  w.key("score");
  writeScore(w, p.score);
  w.endObject();
}

}  // namespace elo
