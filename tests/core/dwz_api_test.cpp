// The DWZ through calculate(): the evaluations schachbund.de published in 2007 in the tournament,
// E from the age, a player without a DWZ, the single game, the event and a hostile index. Source:
// the DSB Wertungsordnung.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "call.hpp"
#include "system_tournament.hpp"
#include "trf_files.hpp"

namespace elo {
namespace {

using json = nlohmann::json;
using testing::call;
using testing::playerLine;
using testing::tournament;

struct Evaluation {
  int rating;
  std::vector<std::pair<double, double>> games;
  double we;
  int newRating;
  int performance;
};

// schachbund.de's three evaluations (2007), E 30: adults with an index over 5.
TEST(DwzTournament, ReproducesThePublishedEvaluations) {
  const std::vector<Evaluation> cases{
      {2165,
       {{1790, 1},
        {1989, 1},
        {2057, 1},
        {2460, 0.5},
        {2435, 0},
        {2210, 0.5},
        {2036, 1},
        {2064, 0.5},
        {2098, 0.5}},
       4.954,
       2186,
       2273},
      {2249,
       {{2134, 0.5}, {2343, 0.5}, {2200, 0}, {2163, 0}, {2175, 0}, {2229, 0.5}},
       3.347,
       2208,
       2011},
      {2214, {{2039, 0}, {2118, 0.5}, {2000, 1}, {2123, 1}, {2079, 1}}, 3.449, 2215, 2222},
  };
  for (const Evaluation& e : cases) {
    const json r = call(tournament("dwz", {{"rating", e.rating}, {"dwzIndex", 6}}, e.games));
    ASSERT_TRUE(r["ok"]) << r.dump();
    const json& t = r["tournament"];
    EXPECT_EQ(t["expectedTotal"], e.we) << e.rating;
    EXPECT_EQ(t["newRating"], e.newRating) << e.rating;
    EXPECT_EQ(t["performance"], e.performance) << e.rating;
    EXPECT_EQ(t["developmentCoefficient"], 30) << e.rating;
    EXPECT_EQ(r["rules"]["system"], "dwz");
  }
}

// A youth's E: E0 = (1500 / 1000)⁴ + 5 = 10.06; scoring above We, fB = 1500 / 2000 = 0.75,
// E = 7.55 → 8 (index 6: at most 30).
TEST(DwzTournament, TakesTheAgeFromTheYearOfBirthAndTheDate) {
  const json r = call(json{{"rules", "dwz"},
                           {"date", "2026-05-01"},
                           {"player", {{"rating", 1500}, {"birthYear", 2012}, {"dwzIndex", 6}}},
                           {"games", {{{"opponent", 1500}, {"score", 1}}}}});
  ASSERT_TRUE(r["ok"]) << r.dump();
  EXPECT_EQ(r["tournament"]["developmentCoefficient"], 8);
}

TEST(DwzTournament, GivesAPlayerWithoutADwzOnlyTheLeistung) {
  const json r = call(tournament("dwz", json::object(), {{1500, 1}, {1700, 0}}));
  ASSERT_TRUE(r["ok"]) << r.dump();
  EXPECT_EQ(r["tournament"]["rated"], false);
  EXPECT_EQ(r["tournament"]["reason"], "dwz-first-rating");
  EXPECT_EQ(r["tournament"]["performance"], 1600);
  EXPECT_FALSE(r["tournament"].contains("newRating"));
}

TEST(DwzSingleGame, RatesBothSides) {
  const json r = call(json{{"rules", "dwz"},
                           {"player", {{"rating", 2000}, {"dwzIndex", 10}}},
                           {"opponent", {{"rating", 2000}, {"dwzIndex", 10}}},
                           {"result", 1}});
  ASSERT_TRUE(r["ok"]) << r.dump();
  // We 0.5 each; E = 2⁴ + 15 = 31 → 30; 2000 ± 800 × 0.5 / 31 = ±12.9 → 2013 and 1987.
  EXPECT_EQ(r["game"]["player"]["newRating"], 2013);
  EXPECT_EQ(r["game"]["opponent"]["newRating"], 1987);
  EXPECT_EQ(r["game"]["player"]["expectedTotal"], 0.5);
  EXPECT_EQ(r["game"]["player"]["developmentCoefficient"], 30);
}

TEST(DwzRequest, NamesAHostileIndex) {
  for (const json& index : {json(-1), json("six"), json(10000)}) {
    const json r = call(tournament("dwz", {{"rating", 1500}, {"dwzIndex", index}}, {{1500, 1}}));
    EXPECT_FALSE(r["errors"].empty()) << r.dump();
    EXPECT_EQ(r["errors"][0]["field"], "player.dwzIndex");
  }
}

TEST(DwzEvent, RatesEachPlayerAgainstTheOpponentsDwz) {
  const std::string trf = "012 Two players\n" + playerLine(1, "Adams, Ann", 2000, {{2, 'w', '1'}}) +
                          "\n" + playerLine(2, "Brown, Bob", 2000, {{1, 'b', '0'}}) + "\n";
  const json r = call(
      json{{"rules", "dwz"}, {"event", {{"trf", trf}, {"players", {{"1", {{"dwzIndex", 10}}}}}}}});
  ASSERT_TRUE(r["ok"]) << r.dump();
  EXPECT_EQ(r["event"]["players"][0]["newRating"], 2013);
  EXPECT_EQ(r["event"]["players"][0]["dwzIndex"], 10);
  EXPECT_EQ(r["event"]["players"][1]["newRating"], 1987);
  EXPECT_EQ(r["event"]["players"][0]["games"][0]["expected"], 0.5);
}

}  // namespace
}  // namespace elo
