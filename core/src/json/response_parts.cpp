// How the response writes its values: a number is written the same way wherever it appears.
#include "json/response_parts.hpp"

#include "elo/rounding.hpp"

namespace elo {
namespace {

constexpr int kCentiDecimals = 2;     // ratings, differences and K are kept in hundredths
constexpr int kScoreDecimals = 1;     // scores are kept in half points
constexpr int kExpectedDecimals = 4;  // a formula expectation, to a ten-thousandth
constexpr int kChangeDecimals = 3;    // an unrounded change, to a thousandth of a point
constexpr int kAverageDecimals = 2;   // the first rating's unrounded average

const char* reasonCode(KReason reason) {
  switch (reason) {
    case KReason::Given: return "given";
    case KReason::Default: return "default";
    case KReason::Rating2400: return "rating-2400";
    case KReason::Junior: return "junior";
    case KReason::NewPlayer: return "new-player";
    case KReason::Standard: break;
    case KReason::NoDate: return "no-date";
    case KReason::Cap700: return "cap-700";
  }
  return "standard";
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

// Keys in sorted order.
void writeKApplied(JsonWriter& w, const KApplied& a) {
  const KReason reason = statedReason(a);
  const bool capped = reason == KReason::Cap700;
  w.beginObject();
  if (capped) w.key("games").integer(a.games);
  if (a.reason == KReason::Standard && a.gamesAssumed) w.key("gamesAssumed").boolean(true);
  // A junior's last year, also when the 700 rule lowered a junior's K.
  if (a.reason == KReason::Junior) w.key("juniorUntil").integer(a.juniorLastYear);
  w.key("k");
  writeCenti(w, a.k.centi());
  if (capped) {
    w.key("kBeforeCap");
    writeCenti(w, a.beforeCap.centi());
  }
  w.key("reason").string(reasonCode(reason));
  if (capped) w.key("reasonBeforeCap").string(reasonCode(a.reason));
  w.endObject();
}

}  // namespace elo
