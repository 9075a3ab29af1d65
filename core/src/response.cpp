// Writing the response: the domain types of period.hpp and rules.hpp → JSON.
#include "response.hpp"

#include "elo/api.hpp"
#include "elo/rounding.hpp"
#include "event_response.hpp"
#include "json_writer.hpp"
#include "ladder_response.hpp"
#include "response_parts.hpp"

namespace elo {
namespace {

constexpr int kCentiDecimals = 2;     // ratings, differences and K are kept in hundredths
constexpr int kScoreDecimals = 1;     // scores are kept in half points
constexpr int kExpectedDecimals = 4;  // a formula expectation, to a ten-thousandth
constexpr int kChangeDecimals = 3;    // an unrounded change, to a thousandth of a point
constexpr int kAverageDecimals = 2;   // the first rating's unrounded average
/// About what one row of a tournament takes (a curve's point less), so that a long answer is not
/// copied as it grows.
constexpr std::size_t kBytesPerItem = 128;
/// About what the rest of an answer takes: a game with its scenarios, the rules, a few errors.
constexpr std::size_t kBytesBesideRows = 1024;

void writeSide(JsonWriter& w, const Side& side) {
  w.beginObject();
  w.key("change").integer(side.change.rounded);
  w.key("changeExact");
  writeChangeExact(w, side.change.exact);
  w.key("difference");
  writeCenti(w, side.difference.centi);
  w.key("expected");
  writeExpected(w, side.expected);
  w.key("k");
  writeCenti(w, side.k.centi());
  w.key("newRating");
  writeCenti(w, side.newRating.centi());
  w.endObject();
}

void writeScenarioSide(JsonWriter& w, const Side& side) {
  w.beginObject();
  w.key("change").integer(side.change.rounded);
  w.key("newRating");
  writeCenti(w, side.newRating.centi());
  w.endObject();
}

void writeGame(JsonWriter& w, const GameAnswer& game) {
  w.beginObject();
  w.key("opponent");
  writeSide(w, game.played.b);
  w.key("player");
  writeSide(w, game.played.a);
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

const char* reasonCode(NotCounted why) {
  return why == NotCounted::Forfeit ? "forfeit" : "unrated-opponent";
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

void writePeriod(JsonWriter& w, const Period& p, const std::vector<EventHeading>& events) {
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

const char* name(ExpectedModel m) { return m == ExpectedModel::Table ? "table" : "formula"; }

const char* name(Cap400 c) {
  return c == Cap400::All ? "all" : (c == Cap400::Below2650 ? "below2650" : "off");
}

void writeRules(JsonWriter& w, const RuleSet& rules) {
  w.beginObject();
  w.key("automaticK").boolean(rules.automaticK);
  w.key("cap400").string(name(rules.cap400));
  w.key("expected").string(name(rules.expected));
  w.key("kCap700").boolean(rules.kCap700);
  w.endObject();
}

// The bounds a range error's sentence names ("a rating from 100 to 4000"): the limits the
// readers apply, so that a page never keeps a copy of them.
struct Range {
  std::int64_t min = 0;
  std::int64_t max = 0;
};

std::optional<Range> rangeOf(const Error& e) {
  switch (e.code) {
    case ErrorCode::RatingOutOfRange: return Range{kMinRating, kMaxRating};
    case ErrorCode::KOutOfRange: return Range{0, kMaxK};  // above 0, at most kMaxK
    case ErrorCode::TooManyGames: {
      const bool ladder = e.field.rfind("ladder", 0) == 0;
      return Range{1, ladder ? kMaxLadderGames : static_cast<std::int64_t>(kMaxGames)};
    }
    default: return std::nullopt;
  }
}

void writeErrors(JsonWriter& w, const std::vector<Error>& errors) {
  w.beginArray();
  for (const Error& e : errors) {
    w.beginObject();
    w.key("code").string(errorCode(e.code));
    w.key("field").string(e.field);
    if (e.line > 0) w.key("line").integer(e.line);
    if (const std::optional<Range> range = rangeOf(e)) {
      w.key("max").integer(range->max);
      w.key("min").integer(range->min);
    }
    if (e.round > 0) w.key("round").integer(e.round);
    w.endObject();
  }
  w.endArray();
}

void writeCurve(JsonWriter& w, const std::vector<CurvePoint>& curve) {
  w.beginArray();
  for (const CurvePoint& point : curve) {
    w.beginObject();
    w.key("difference");
    writeCenti(w, point.difference.centi);
    w.key("expected");
    writeExpected(w, point.expected);
    w.endObject();
  }
  w.endArray();
}

// Rows, an event's rounds and curve points: what makes an answer long.
std::size_t listedItems(const Answer& answer) {
  std::size_t items = answer.curve ? answer.curve->size() : 0;
  if (answer.event) items += eventItems(*answer.event);
  if (answer.ladder) items += ladderItems(*answer.ladder);
  if (answer.period) return items + answer.period->rows.size();
  if (answer.unrated) return items + answer.unrated->rows.size();
  return items;
}

}  // namespace

void writeExpected(JsonWriter& w, Expected e) {
  if (e.inHundredths()) w.scaled(e.hundredths(), kCentiDecimals);
  else w.fixed(roundToDecimals(e.value(), kExpectedDecimals), kExpectedDecimals);
}

void writeChangeExact(JsonWriter& w, double exact) {
  w.fixed(roundToDecimals(exact, kChangeDecimals), kChangeDecimals);
}

void writeExpectedTotal(JsonWriter& w, double total) {
  w.fixed(roundToDecimals(total, kExpectedDecimals), kExpectedDecimals);
}

void writeCenti(JsonWriter& w, std::int64_t centi) { w.scaled(centi, kCentiDecimals); }

// A half point is five tenths.
void writeScore(JsonWriter& w, Score s) { w.scaled(s.halves() * 5, kScoreDecimals); }

void writeFirstRating(JsonWriter& w, const FirstRating& f) {
  w.beginObject();
  w.key("average").fixed(roundToDecimals(f.average, kAverageDecimals), kAverageDecimals);
  w.key("capped").boolean(f.capped);
  w.key("dp").integer(f.dp);
  w.key("percentage").scaled(f.percent, kCentiDecimals);
  w.key("published").boolean(f.published());
  if (f.rating) w.key("rating").integer(*f.rating);
  w.key("reasons").beginArray();
  if (f.zeroScore) w.string("zero-score");
  if (f.fewerThan5Games) w.string("fewer-than-5-games");
  if (f.below1400) w.string("below-1400");
  w.endArray();
  w.key("uncapped").integer(f.uncapped);
  w.endObject();
}

std::string writeResponse(const Answer& answer) {
  JsonWriter w(kBytesBesideRows + listedItems(answer) * kBytesPerItem);
  w.beginObject();
  w.key("apiVersion").integer(kApiVersion);
  if (answer.curve) {
    w.key("curve");
    writeCurve(w, *answer.curve);
  }
  w.key("errors");
  writeErrors(w, answer.errors);
  if (answer.event) {
    w.key("event");
    writeEvent(w, *answer.event);
  }
  if (answer.game) {
    w.key("game");
    writeGame(w, *answer.game);
  }
  if (answer.rules) w.key("kAuto").boolean(answer.kAuto);
  if (answer.kApplied) {
    w.key("kApplied");
    writeKApplied(w, *answer.kApplied);
  }
  if (answer.ladder) {
    w.key("ladder");
    writeLadder(w, *answer.ladder);
  }
  w.key("ok").boolean(answer.ok);
  if (answer.rules) {
    w.key("rules");
    writeRules(w, *answer.rules);
  }
  if (answer.period) {
    w.key("tournament");
    writePeriod(w, *answer.period, answer.events);
  } else if (answer.unrated) {
    w.key("tournament");
    writeUnratedPeriod(w, *answer.unrated, answer.events);
  }
  w.endObject();
  return w.take();
}

}  // namespace elo
