// Writing the game mode's answers under a national system: each side of a single game with its
// outcomes, and a tournament with every game's row, in the shape writeGame and writePeriod give
// FIDE's, with the system's own figures.
#include "elo/rounding.hpp"
#include "game/national.hpp"
#include "json/national_parts.hpp"
#include "json/response_parts.hpp"

namespace elo {
namespace {

constexpr int kUscfExpectedDecimals = 4;
constexpr int kDwzExpectedDecimals = 3;

void writeSide(JsonWriter& w, const NationalSide& side) {
  w.beginObject();
  if (side.uscf) {
    const UscfResult& r = *side.uscf;
    writeUscfLeading(w, r, side.rating.points(), true);
    writeUscfFloorAndFormula(w, r, side.floorGiven);
    writeUscfK(w, r);
    writeUscfNewRating(w, r);
  } else {
    writeDwzLeading(w, *side.dwz);
    writeDwzExpected(w, *side.dwz);
    writeDwzNewRating(w, *side.dwz);
  }
  w.key("rating");
  writeCenti(w, side.rating.centi());
  w.key("ratingSource").string(ratingSourceName(side.source));
  if (side.dwz) {
    w.key("score");
    writeScore(w, side.dwz->score);
  }
  w.endObject();
}

void writeOutcomeSide(JsonWriter& w, const NationalSide& side) {
  w.beginObject();
  if (side.uscf) {
    w.key("change").integer(side.uscf->newRating - roundHalfAwayFromZero(side.rating.points()));
    w.key("newRating").integer(side.uscf->newRating);
  } else {
    w.key("change").integer(side.dwz->change);
    w.key("newRating").integer(side.dwz->newRating);
  }
  w.endObject();
}

void writeRows(JsonWriter& w, const NationalPeriod& p, const std::vector<EventHeading>& events) {
  const int decimals =
      p.system == RatingSystem::Uscf ? kUscfExpectedDecimals : kDwzExpectedDecimals;
  w.beginArray();
  std::size_t next = 0;
  const EventHeading* event = nullptr;
  for (std::size_t i = 0; i < p.rows.size(); ++i) {
    while (next < events.size() && events[next].firstGame <= i) event = &events[next++];
    const NationalRow& row = p.rows[i];
    const bool counted = row.notCounted == NotCounted::Counts;
    w.beginObject();
    w.key("counted").boolean(counted);
    if (event) w.key("event").string(event->name);
    if (counted && p.rating)
      w.key("expected").fixed(roundToDecimals(row.expected, decimals), decimals);
    w.key("game").integer(static_cast<std::int64_t>(i + 1));
    w.key("line").integer(row.game.line);
    w.key("opponent");
    if (row.game.opponent) writeCenti(w, row.game.opponent->centi());
    else w.null();
    if (!counted)
      w.key("reason").string(row.notCounted == NotCounted::Forfeit ? "forfeit"
                                                                   : "unrated-opponent");
    w.key("score");
    writeScore(w, row.game.score);
    w.endObject();
  }
  w.endArray();
}

void writeCount(JsonWriter& w, const NationalPeriod& p, const std::vector<EventHeading>& events) {
  w.key("games");
  writeRows(w, p, events);
  w.key("gamesCount").integer(p.gamesCount);
}

void writeUscfPeriod(JsonWriter& w, const NationalPeriod& p,
                     const std::vector<EventHeading>& events) {
  const UscfResult& r = *p.uscf;
  const bool rated = p.rating.has_value();
  writeUscfLeading(w, r, p.uscfInitial, rated);
  writeUscfFloorAndFormula(w, r, p.floorGiven);
  writeCount(w, p, events);
  if (!rated) w.key("initialRating").fixed(roundToDecimals(p.uscfInitial, 2), 2);
  writeUscfK(w, r);
  writeUscfNewRating(w, r);
}

void writeDwzPeriod(JsonWriter& w, const NationalPeriod& p,
                    const std::vector<EventHeading>& events) {
  if (p.dwz) {
    writeDwzLeading(w, *p.dwz);
    writeDwzExpected(w, *p.dwz);
  }
  writeCount(w, p, events);
  if (p.dwz) writeDwzNewRating(w, *p.dwz);
  else if (p.dwzPerformance) w.key("performance").integer(*p.dwzPerformance);
}

}  // namespace

void writeNationalGame(JsonWriter& w, const NationalGame& game) {
  w.beginObject();
  w.key("opponent");
  writeSide(w, game.opponent);
  w.key("player");
  writeSide(w, game.player);
  w.key("rated").boolean(true);
  w.key("scenarios").beginArray();
  for (const NationalGame::Outcome& s : game.scenarios) {
    w.beginObject();
    w.key("opponent");
    writeOutcomeSide(w, s.opponent);
    w.key("player");
    writeOutcomeSide(w, s.player);
    w.key("result");
    writeScore(w, s.result);
    w.endObject();
  }
  w.endArray();
  w.endObject();
}

void writeNationalPeriod(JsonWriter& w, const NationalPeriod& p,
                         const std::vector<EventHeading>& events) {
  w.beginObject();
  if (p.system == RatingSystem::Uscf) writeUscfPeriod(w, p, events);
  else writeDwzPeriod(w, p, events);
  w.key("rated").boolean(p.rating.has_value());
  if (p.rating) {
    w.key("rating");
    writeCenti(w, p.rating->centi());
    w.key("ratingSource").string("list");
  }
  if (p.system == RatingSystem::Dwz && !p.rating) w.key("reason").string("dwz-first-rating");
  w.key("score");
  writeScore(w, p.score);
  w.endObject();
}

}  // namespace elo
