// Writing an event's norms: per player one entry per title checked, with its checklist, the
// opponents counted, the rounds left out and a running event's forecast.
#include "event/norms_response.hpp"

#include "elo/rounding.hpp"
#include "json/response_parts.hpp"

namespace elo {
namespace {

void writeCheck(JsonWriter& w, const NormCheck& c) {
  w.beginObject();
  if (c.exempt) w.key("exempt").boolean(true);
  w.key("need");
  if (c.need) w.fixed(*c.need, 0);
  else w.null();
  w.key("ok").boolean(c.ok);
  w.key("rule").string(c.rule);
  w.key("value").fixed(roundToDecimals(c.value, c.decimals), c.decimals);
  w.endObject();
}

void writeOpponent(JsonWriter& w, const NormOpponent& o) {
  w.beginObject();
  w.key("rating");
  if (o.rating) writeCenti(w, o.rating->centi());
  else w.null();
  w.key("round").integer(o.round);
  w.key("score");
  writeScore(w, o.score);
  w.key("startRank").integer(o.startRank);
  w.endObject();
}

void writeForecast(JsonWriter& w, const NormForecast& f) {
  w.beginObject();
  w.key("assumedAverage");
  if (f.assumedAverage) w.integer(*f.assumedAverage);
  else w.null();
  w.key("pointsNeeded");
  if (f.pointsNeeded) writeScore(w, *f.pointsNeeded);
  else w.null();
  w.key("roundsLeft").integer(f.roundsLeft);
  w.endObject();
}

void writeTitleNorm(JsonWriter& w, const TitleNorm& n) {
  const NormPerformance* figures = n.figures ? &*n.figures : nullptr;
  w.beginObject();
  w.key("achieved").boolean(n.achieved);
  w.key("afterRound").integer(n.afterRound);
  if (figures) w.key("averageOpponent").integer(figures->average);
  w.key("checks").beginArray();
  for (const NormCheck& c : n.checks) writeCheck(w, c);
  w.endArray();
  w.key("close").boolean(n.close);
  if (figures) w.key("dp").integer(figures->dp);
  w.key("excluded").beginArray();
  for (const NormExcluded& e : n.excluded) {
    w.beginObject();
    w.key("reason").string(normExclusionName(e.reason));
    w.key("round").integer(e.round);
    w.endObject();
  }
  w.endArray();
  if (n.forecast) {
    w.key("forecast");
    writeForecast(w, *n.forecast);
  }
  w.key("games").integer(n.games);
  w.key("opponents").beginArray();
  for (const NormOpponent& o : n.opponents) writeOpponent(w, o);
  w.endArray();
  if (figures) {
    w.key("percentage").integer(figures->percentage);
    w.key("performance").integer(figures->performance);
  }
  if (n.raised) {
    const NormOpponent& o = n.opponents[*n.raised];
    w.key("raised").beginObject();
    w.key("from");
    writeCenti(w, n.raisedFrom.centi());
    w.key("startRank").integer(o.startRank);
    w.key("to").integer(normThresholds(n.title).floor);
    w.endObject();
  }
  w.key("score");
  writeScore(w, n.score);
  if (n.standIn) w.key("standIn").integer(*n.standIn);
  w.key("title").string(normTitleName(n.title));
  w.endObject();
}

// The verdict alone, for a table of the event.
void writeTitleVerdict(JsonWriter& w, const TitleNorm& n) {
  w.beginObject();
  w.key("achieved").boolean(n.achieved);
  w.key("close").boolean(n.close);
  w.key("title").string(normTitleName(n.title));
  w.endObject();
}

}  // namespace

void writePlayerNorms(JsonWriter& w, const PlayerNorms& norms, bool whole) {
  w.beginArray();
  for (const TitleNorm& n : norms.titles) {
    if (whole) writeTitleNorm(w, n);
    else writeTitleVerdict(w, n);
  }
  w.endArray();
}

void writeEventNormFields(JsonWriter& w, const EventNorms& norms) {
  w.key("normExemption").string(normExemptionName(norms.exemption));
  w.key("normRoundRobin").boolean(norms.roundRobin);
  if (norms.plannedRounds) w.key("normRounds").integer(*norms.plannedRounds);
}

}  // namespace elo
