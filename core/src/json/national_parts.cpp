// How the response writes US Chess's and the DWZ's figures.
#include "json/national_parts.hpp"

#include "elo/rounding.hpp"

namespace elo {
namespace {

constexpr int kUscfRatingDecimals = 2;   // ratings kept with decimals, shown to the hundredth
constexpr int kUscfGamesDecimals = 4;    // N′, as the document's examples give it
constexpr int kDwzExpectedDecimals = 3;  // Anhang 2.1: each game's We to three decimals

void writeDecimals(JsonWriter& w, const char* key, double x, int decimals) {
  w.key(std::string_view(key)).fixed(roundToDecimals(x, decimals), decimals);
}

}  // namespace

void writeUscfLeading(JsonWriter& w, const UscfResult& r, double rating, bool rated) {
  if (rated) {
    writeDecimals(w, "bonus", r.bonus, kUscfRatingDecimals);
    w.key("change").integer(r.newRating - roundHalfAwayFromZero(rating));
    writeDecimals(w, "changeExact", r.changeExact, kUscfRatingDecimals);
  }
  writeDecimals(w, "effectiveGames", r.effectiveGames, kUscfGamesDecimals);
  // An unrated player has no rating to expect a score from: the special formula that rates them
  // (N = 0) reads no expectancy, and the rows give none.
  if (rated) writeDecimals(w, "expectedTotal", r.expectedTotal, kUscfGamesDecimals);
}

void writeUscfFloorAndFormula(JsonWriter& w, const UscfResult& r, bool floorGiven) {
  if (floorGiven) {
    writeDecimals(w, "floor", r.floor, 0);
    w.key("floorApplied").boolean(r.floorApplied);
  }
  w.key("formula").string(r.formula == UscfFormula::Special ? "special" : "standard");
}

void writeUscfK(JsonWriter& w, const UscfResult& r) {
  if (r.k) writeDecimals(w, "k", *r.k, kUscfRatingDecimals);
}

void writeUscfNewRating(JsonWriter& w, const UscfResult& r) {
  w.key("newRating").integer(r.newRating);
  writeDecimals(w, "newRatingExact", r.newRatingExact, kUscfRatingDecimals);
}

void writeDwzLeading(JsonWriter& w, const DwzResult& r) {
  w.key("change").integer(r.change);
  w.key("developmentCoefficient").integer(r.developmentCoefficient);
}

void writeDwzExpected(JsonWriter& w, const DwzResult& r) {
  w.key("expectedTotal");
  writeDwzGameExpected(w, r.expectedThousandths);
}

void writeDwzNewRating(JsonWriter& w, const DwzResult& r) {
  w.key("newRating").integer(r.newRating);
  if (r.performance) w.key("performance").integer(*r.performance);
}

void writeDwzGameExpected(JsonWriter& w, std::int64_t thousandths) {
  w.scaled(thousandths, kDwzExpectedDecimals);
}

}  // namespace elo
