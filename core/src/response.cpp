// Writing the response: the domain types of period.hpp and rules.hpp → JSON.
#include "response.hpp"

#include "elo/rounding.hpp"
#include "event/event_response.hpp"
#include "game/game_response.hpp"
#include "json/json_writer.hpp"
#include "json/response_parts.hpp"
#include "ladder/ladder_response.hpp"

namespace elo {
namespace {

/// About what one row of a tournament takes (a curve's point less), so that a long answer is not
/// copied as it grows.
constexpr std::size_t kBytesPerItem = 128;
/// About what the rest of an answer takes: a game with its scenarios, the rules, a few errors.
constexpr std::size_t kBytesBesideRows = 1024;

const char* name(ExpectedModel m) { return m == ExpectedModel::Table ? "table" : "formula"; }

const char* name(Cap400 c) {
  return c == Cap400::All ? "all" : (c == Cap400::Below2650 ? "below2650" : "off");
}

// A national system's rules have none of FIDE's switches; US Chess has two of its own.
void writeNationalRules(JsonWriter& w, const RuleSet& rules) {
  w.beginObject();
  if (rules.system == RatingSystem::Uscf) {
    w.key("bonusThreshold").fixed(roundToDecimals(rules.bonusThreshold, 2), 2);
    w.key("dualRated").boolean(rules.dualRated);
  }
  w.key("preset").string(rules.preset);
  w.key("system").string(systemName(rules.system));
  w.endObject();
}

void writeRules(JsonWriter& w, const RuleSet& rules) {
  if (isNationalSystem(rules)) return writeNationalRules(w, rules);
  w.beginObject();
  w.key("automaticK").boolean(rules.automaticK);
  w.key("cap400").string(name(rules.cap400));
  w.key("exclude600").boolean(rules.exclude600);
  w.key("expected").string(name(rules.expected));
  w.key("kCap700").boolean(rules.kCap700);
  if (rules.system == RatingSystem::Fide) w.key("list").string(listName(rules.list));
  w.key("preset").string(rules.preset);
  w.key("system").string(systemName(rules.system));
  w.endObject();
}

void writeWarnings(JsonWriter& w, const std::vector<FieldWarning>& warnings) {
  w.beginArray();
  for (const FieldWarning& warning : warnings) {
    w.beginObject();
    w.key("code").string(warningCode(warning.code));
    w.key("field").string(warning.field);
    w.endObject();
  }
  w.endArray();
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

// The values a rating and a K take, as the readers apply them, for a page to state beside its
// fields: a K above 0 and at most kMaxK, a rating from kMinRating to kMaxRating.
void writeLimits(JsonWriter& w) {
  w.beginObject();
  w.key("k").beginObject();
  w.key("max").integer(kMaxK);
  w.key("min").integer(0);
  w.key("minExclusive").boolean(true);
  w.endObject();
  w.key("rating").beginObject();
  w.key("max").integer(kMaxRating);
  w.key("min").integer(kMinRating);
  w.endObject();
  w.endObject();
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
  if (answer.nationalPeriod) return items + answer.nationalPeriod->rows.size();
  return items;
}

}  // namespace

std::string writeResponse(const Answer& answer, int apiVersion) {
  JsonWriter w(kBytesBesideRows + listedItems(answer) * kBytesPerItem);
  w.beginObject();
  w.key("apiVersion").integer(apiVersion);
  if (answer.curve) {
    w.key("curve");
    writeCurve(w, *answer.curve);
  }
  w.key("errors");
  writeErrors(w, answer.errors);
  if (answer.event) {
    w.key("event");
    writeEvent(w, *answer.event, answer.eventGamesOf,
               answer.eventNorms ? &*answer.eventNorms : nullptr);
  }
  if (answer.game) {
    w.key("game");
    writeGame(w, *answer.game);
  } else if (answer.nationalGame) {
    w.key("game");
    writeNationalGame(w, *answer.nationalGame);
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
  if (answer.limits) {
    w.key("limits");
    writeLimits(w);
  }
  w.key("ok").boolean(answer.ok);
  if (answer.rules) {
    w.key("rules");
    writeRules(w, *answer.rules);
  }
  if (answer.period) {
    w.key("tournament");
    writePeriod(w, *answer.period, answer.events, answer.periodRating, answer.periodSource);
  } else if (answer.unrated) {
    w.key("tournament");
    writeUnratedPeriod(w, *answer.unrated, answer.events);
  } else if (answer.nationalPeriod) {
    w.key("tournament");
    writeNationalPeriod(w, *answer.nationalPeriod, answer.events);
  }
  if (!answer.warnings.empty()) {
    w.key("warnings");
    writeWarnings(w, answer.warnings);
  }
  w.endObject();
  return w.take();
}

}  // namespace elo
