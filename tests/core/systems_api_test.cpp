// US Chess through calculate(): the published figures in the single game, the tournament and
// the event; a whole crosstable with an unrated player, worked by hand; what the system needs of a
// player and the errors when it is missing or wrong. Sources: Glickman and Doan, "The US Chess
// Rating System" (2020) and the 2015 note "Approximating Formulas for the US Chess Rating
// System". The DWZ through calculate() is dwz_api_test.cpp.
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
using testing::hasError;
using testing::playerLine;
using testing::tournament;

// The three-game match: 1600 (N 100) v 1500 (N 100), W, L, D. N* at 1600 = 50 / √(0.662 +
// 0.00000739 × 969²) = 18.1358, K = 800 / 21.1358 = 37.851; ΣE = 3 × 0.64006 = 1.92018;
// 1600 + 37.851 × (1.5 − 1.92018) = 1584.0954. At 1500 N* = 16.5678, K = 40.884, ΣE = 1.07982,
// 1500 + 40.884 × 0.42018 = 1517.1785. No bonus: K (S − E) is under B √4 for both.
TEST(UscfTournament, ReproducesTheThreeGameMatch) {
  const json a = call(tournament("uscf", {{"rating", 1600}, {"ratedGames", 100}},
                                 {{1500, 1}, {1500, 0}, {1500, 0.5}}));
  ASSERT_TRUE(a["ok"]) << a.dump();
  const json& t = a["tournament"];
  EXPECT_EQ(t["newRatingExact"], 1584.1);
  EXPECT_EQ(t["newRating"], 1584);
  EXPECT_EQ(t["change"], -16);
  EXPECT_EQ(t["formula"], "standard");
  EXPECT_EQ(t["effectiveGames"], 18.1358);
  EXPECT_EQ(t["k"], 37.85);
  EXPECT_EQ(t["bonus"], 0);
  EXPECT_EQ(t["games"][0]["expected"], 0.6401);
  EXPECT_EQ(a["rules"]["system"], "uscf");
  EXPECT_FALSE(a.contains("kApplied"));
  const json b = call(tournament("uscf", {{"rating", 1500}, {"ratedGames", 100}},
                                 {{1600, 0}, {1600, 1}, {1600, 0.5}}));
  EXPECT_EQ(b["tournament"]["newRatingExact"], 1517.18);
  EXPECT_EQ(b["tournament"]["newRating"], 1517);
}

// The note's standard example: 1300 on 45 games; 1250 W, 1400 D, 1500 W, 1550 W. N′ = N* at
// 1300 = 14.1069, K = 800 / 18.1069 = 44.182, ΣE = 0.5715 + 0.3599 + 0.2403 + 0.1917 = 1.3633,
// K (S − E) = 44.182 × 2.1367 = 94.40; with B 12 the bonus is 94.40 − 12 √4 = 70.40 and the new
// rating 1300 + 94.40 + 70.40 = 1464.80 as published; B 14: 1460.80, B 10: 1468.80.
TEST(UscfTournament, ReproducesTheNotesStandardExampleForEachBonusThreshold) {
  const std::vector<std::pair<double, double>> games{{1250, 1}, {1400, 0.5}, {1500, 1}, {1550, 1}};
  const json player{{"rating", 1300}, {"ratedGames", 45}};
  const json b12 = call(tournament({{"preset", "uscf"}, {"bonusThreshold", 12}}, player, games));
  ASSERT_TRUE(b12["ok"]) << b12.dump();
  EXPECT_EQ(b12["tournament"]["newRatingExact"], 1464.8);
  EXPECT_EQ(b12["tournament"]["newRating"], 1465);
  EXPECT_EQ(b12["tournament"]["effectiveGames"], 14.1069);
  EXPECT_EQ(b12["rules"]["bonusThreshold"], 12);
  const json b14 = call(tournament({{"preset", "uscf"}, {"bonusThreshold", 14}}, player, games));
  EXPECT_EQ(b14["tournament"]["newRatingExact"], 1460.8);
  const json b10 = call(tournament("uscf", player, games));
  EXPECT_EQ(b10["tournament"]["newRatingExact"], 1468.8);
  EXPECT_EQ(b10["rules"]["bonusThreshold"], 10);
}

// The note's special example: 1500 on 6 games; 1400 W, 1550 L, 1650 D → 1511.11, shown 1511.
TEST(UscfTournament, ReproducesTheNotesSpecialExample) {
  const json r = call(tournament("uscf", {{"rating", 1500}, {"ratedGames", 6}},
                                 {{1400, 1}, {1550, 0}, {1650, 0.5}}));
  ASSERT_TRUE(r["ok"]) << r.dump();
  EXPECT_EQ(r["tournament"]["formula"], "special");
  EXPECT_EQ(r["tournament"]["newRatingExact"], 1511.11);
  EXPECT_EQ(r["tournament"]["newRating"], 1511);
  EXPECT_FALSE(r["tournament"].contains("k"));
}

// A player unrated before: step 1's 1300 for an adult, then the special formula on 0 games:
// PWe(R, 1400) + PWe(R, 1600) = 1 at R = 1500.
TEST(UscfTournament, RatesAnUnratedPlayerFromAnInitialRating) {
  const json r = call(tournament("uscf", json::object(), {{1400, 1}, {1600, 0}}));
  ASSERT_TRUE(r["ok"]) << r.dump();
  const json& t = r["tournament"];
  EXPECT_EQ(t["rated"], false);
  EXPECT_EQ(t["initialRating"], 1300);
  EXPECT_EQ(t["effectiveGames"], 0);
  EXPECT_EQ(t["newRating"], 1500);
  // A twelve-year-old starts at 50 × 12 = 600 (step 1); the games decide all the same.
  const json young = call(json{{"rules", "uscf"},
                               {"date", "2026-06-01"},
                               {"player", {{"birthYear", 2014}}},
                               {"games", {{{"opponent", 1400}, {"score", 1}}}}});
  EXPECT_EQ(young["tournament"]["initialRating"], 600);
}

// The special formula that rates a player on 0 games reads no expectancy, and the initial rating
// is no rating to expect a score from: neither the games nor the total give an expected score.
TEST(UscfTournament, GivesAnUnratedPlayerNoExpectedScoreAnywhere) {
  const json r = call(tournament("uscf", json::object(), {{1400, 1}, {1600, 0}}));
  ASSERT_TRUE(r["ok"]) << r.dump();
  EXPECT_FALSE(r["tournament"].contains("expectedTotal")) << r["tournament"].dump();
  for (const json& g : r["tournament"]["games"]) EXPECT_FALSE(g.contains("expected"));
  const json rated = call(tournament("uscf", {{"rating", 1500}, {"ratedGames", 20}}, {{1400, 1}}));
  EXPECT_EQ(rated["tournament"]["expectedTotal"], rated["tournament"]["games"][0]["expected"]);
}

TEST(UscfTournament, HoldsTheFloorFromThePeakAndSaysSo) {
  // 1850 on 100 games losing four to 1850s: N′ = N*(1850) = 23.62, K = 800 / 27.62 = 28.97,
  // 1850 − 28.97 × 2 = 1792.06, under the floor of 1800 (peak 2000 − 200).
  const json r =
      call(tournament("uscf", {{"rating", 1850}, {"ratedGames", 100}, {"peakRating", 2000}},
                      {{1850, 0}, {1850, 0}, {1850, 0}, {1850, 0}}));
  ASSERT_TRUE(r["ok"]) << r.dump();
  EXPECT_EQ(r["tournament"]["floor"], 1800);
  EXPECT_EQ(r["tournament"]["floorApplied"], true);
  EXPECT_EQ(r["tournament"]["newRating"], 1800);
  const json above = call(tournament(
      "uscf", {{"rating", 1900}, {"ratedGames", 100}, {"peakRating", 2000}}, {{1900, 1}}));
  EXPECT_EQ(above["tournament"]["floorApplied"], false);
  const json none = call(tournament("uscf", {{"rating", 1900}, {"ratedGames", 100}}, {{1900, 1}}));
  EXPECT_FALSE(none["tournament"].contains("floor"));
}

TEST(UscfTournament, LeavesOutForfeitsAndUnratedOpponents) {
  const json r = call(json{{"rules", "uscf"},
                           {"player", {{"rating", 1600}, {"ratedGames", 50}}},
                           {"gamesText", "1500 | 1\n- | 1\n1700 | +"}});
  ASSERT_TRUE(r["ok"]) << r.dump();
  EXPECT_EQ(r["tournament"]["gamesCount"], 1);
  EXPECT_EQ(r["tournament"]["games"][1]["reason"], "unrated-opponent");
  EXPECT_EQ(r["tournament"]["games"][2]["reason"], "forfeit");
}

// The single game rates both sides on one game (m = 1, so no bonus): 1600 (N 100) beats 1500
// (N 100): 1600 + 800 / 19.1358 × (1 − 0.64006) = 1615.05; 1500 − 800 / 17.5678 × 0.35994 =
// 1483.61.
TEST(UscfSingleGame, RatesBothSidesAndTheirThreeOutcomes) {
  const json r = call(json{{"rules", "uscf"},
                           {"player", {{"rating", 1600}, {"ratedGames", 100}}},
                           {"opponent", {{"rating", 1500}, {"ratedGames", 100}}},
                           {"result", 1}});
  ASSERT_TRUE(r["ok"]) << r.dump();
  EXPECT_EQ(r["game"]["player"]["newRatingExact"], 1615.05);
  EXPECT_EQ(r["game"]["player"]["newRating"], 1615);
  EXPECT_EQ(r["game"]["opponent"]["newRatingExact"], 1483.61);
  EXPECT_EQ(r["game"]["opponent"]["change"], -16);
  ASSERT_EQ(r["game"]["scenarios"].size(), 3u);
  EXPECT_EQ(r["game"]["scenarios"][0]["player"]["newRating"], 1615);
  EXPECT_EQ(r["game"]["scenarios"][2]["opponent"]["change"], 29);  // 45.538 × 0.64006
}

TEST(UscfRequest, NeedsTheGamesARatedPlayersRatingIsBasedOn) {
  const json r = call(json{{"rules", "uscf"},
                           {"player", {{"rating", 1600}}},
                           {"opponent", {{"rating", 1500}}},
                           {"result", 1}});
  EXPECT_TRUE(hasError(r, "rated-games-required", "player.ratedGames")) << r.dump();
  EXPECT_TRUE(hasError(r, "rated-games-required", "opponent.ratedGames"));
  EXPECT_FALSE(r.contains("game"));
}

TEST(UscfRequest, NamesEachHostileValue) {
  struct Case {
    json request;
    const char* code;
    const char* field;
  };
  const auto with = [](const char* key, json value) {
    json player{{"rating", 1600}, {"ratedGames", 10}};
    player[key] = value;
    return player;
  };
  const std::vector<Case> cases{
      {{{"rules", "uscf"},
        {"player", {{"rating", 1600}, {"ratedGames", -1}}},
        {"gamesText", "1500 | 1"}},
       "profile-invalid",
       "player.ratedGames"},
      {{{"rules", "uscf"},
        {"player", {{"rating", 1600}, {"ratedGames", "many"}}},
        {"gamesText", "1500 | 1"}},
       "profile-invalid",
       "player.ratedGames"},
      {{{"rules", "uscf"}, {"player", with("priorResults", "all")}, {"gamesText", "1500 | 1"}},
       "profile-invalid",
       "player.priorResults"},
      {{{"rules", "uscf"}, {"player", with("lifeMaster", "yes")}, {"gamesText", "1500 | 1"}},
       "profile-invalid",
       "player.lifeMaster"},
      {{{"rules", "uscf"}, {"player", with("peakRating", "x")}, {"gamesText", "1500 | 1"}},
       "profile-invalid",
       "player.peakRating"},
      {{{"rules", {{"preset", "uscf"}, {"bonusThreshold", 51}}}}, "rules-invalid", "rules"},
      {{{"rules", {{"preset", "uscf"}, {"bonusThreshold", "12"}}}}, "rules-invalid", "rules"},
      {{{"rules", {{"preset", "uscf"}, {"dualRated", 1}}}}, "rules-invalid", "rules"},
      {{{"rules", {{"preset", "fide"}, {"bonusThreshold", 12}}}}, "rules-invalid", "rules"},
      {{{"rules", {{"preset", "dwz"}, {"dualRated", true}}}}, "rules-invalid", "rules"},
  };
  for (const Case& c : cases) {
    const json r = call(c.request);
    EXPECT_TRUE(hasError(r, c.code, c.field)) << c.request.dump() << " → " << r.dump();
  }
}

// A whole crosstable, worked by hand through the document's five steps. Ann 1600 (N 30), Bob
// 1400 (N 20), Cy unrated (an adult: 1300 on 0 games). Ann beats Cy and Bob; Cy beats Bob.
//  Step 2: N′ Ann = N*(1600) = 18.1358; Bob = N*(1400) = 15.2421; Cy 0.
//  Step 3: Cy's first estimate, N′ = 1 at 1300, S′ = 1 + ½: PWe(R,1300) + PWe(R,1600) +
//          PWe(R,1400) = 1.5 → 1.5 + (3R − 4300) / 800 = 1.5 → R = 1433.33.
//  Step 4: Ann: K = 800 / 20.1358 = 39.730, ΣE = E(1600, 1433.33) + E(1600, 1400) = 0.7230 +
//          0.7597, 1600 + 39.730 × 0.5173 = 1620.55. Bob: K = 46.398, ΣE = 0.4522 + 0.2403,
//          1400 − 46.398 × 0.6925 = 1367.87. Cy on 0 games: PWe(R,1600) + PWe(R,1400) = 1 →
//          R = 1500.
//  Step 5: Cy at 1500 for his opponents: Ann ΣE = 0.6401 + 0.7597 = 1.3998, 1600 + 39.730 ×
//          0.6002 = 1623.85; Bob ΣE = 0.3599 + 0.2403 = 0.6002, 1400 − 46.398 × 0.6002 =
//          1372.15; Cy 1500 (his opponents were rated before: their ratings before the event).
TEST(UscfEvent, RatesACrosstableWithAnUnratedPlayerInFiveSteps) {
  const std::string trf =
      "012 Crosstable by hand\n" +
      playerLine(1, "Adams, Ann", 1600, {{3, 'w', '1'}, {0, '-', 'Z'}, {2, 'w', '1'}}) + "\n" +
      playerLine(2, "Brown, Bob", 1400, {{0, '-', 'Z'}, {3, 'w', '0'}, {1, 'b', '0'}}) + "\n" +
      playerLine(3, "Clark, Cy", 0, {{1, 'b', '0'}, {2, 'b', '1'}, {0, '-', 'Z'}}) + "\n";
  const json r = call(json{
      {"rules", "uscf"},
      {"event",
       {{"trf", trf}, {"players", {{"1", {{"ratedGames", 30}}}, {"2", {{"ratedGames", 20}}}}}}}});
  ASSERT_TRUE(r["ok"]) << r.dump();
  const json& p = r["event"]["players"];
  EXPECT_EQ(p[2]["uscfSteps"]["initial"], 1300);
  EXPECT_EQ(p[2]["uscfSteps"]["firstEstimate"], 1433.33);
  EXPECT_EQ(p[0]["uscfSteps"]["intermediate"], 1620.55);
  EXPECT_EQ(p[1]["uscfSteps"]["intermediate"], 1367.87);
  EXPECT_EQ(p[2]["uscfSteps"]["intermediate"], 1500);
  EXPECT_EQ(p[0]["newRatingExact"], 1623.85);
  EXPECT_EQ(p[0]["newRating"], 1624);
  EXPECT_EQ(p[0]["k"], 39.73);
  EXPECT_EQ(p[0]["effectiveGames"], 18.1358);
  EXPECT_EQ(p[1]["newRatingExact"], 1372.15);
  EXPECT_EQ(p[2]["newRating"], 1500);
  EXPECT_EQ(p[2]["rated"], false);
  EXPECT_EQ(p[2]["formula"], "special");
  EXPECT_FALSE(p[2].contains("expectedTotal"));         // unrated before: no expected score
  EXPECT_EQ(p[0]["games"][0]["opponentRating"], 1500);  // Cy at his intermediate rating
  EXPECT_EQ(p[0]["games"][0]["counted"], true);
  EXPECT_EQ(p[0]["ratedGames"], 30);
  EXPECT_FALSE(r.contains("warnings")) << r.dump();
}

// N is what K and the choice of formula rest on: a rated player without it is not rated at all
// (not as on 0 games), and says why; the opponents still meet them at their rating.
TEST(UscfEvent, LeavesARatedPlayerWithoutNUnratedAndSaysNIsNeeded) {
  const std::string trf = "012 Two players\n" + playerLine(1, "Adams, Ann", 1600, {{2, 'w', '1'}}) +
                          "\n" + playerLine(2, "Brown, Bob", 1400, {{1, 'b', '0'}}) + "\n";
  const json r = call(json{{"rules", "uscf"},
                           {"event", {{"trf", trf}, {"players", {{"1", {{"ratedGames", 100}}}}}}}});
  ASSERT_TRUE(r["ok"]) << r.dump();
  EXPECT_FALSE(r.contains("warnings")) << r.dump();
  const json& ann = r["event"]["players"][0];
  const json& bob = r["event"]["players"][1];
  EXPECT_EQ(bob["reason"], "rated-games-required");
  EXPECT_EQ(bob["rated"], true);
  EXPECT_EQ(bob["rating"], 1400);
  for (const char* figure : {"change", "newRating", "newRatingExact", "k", "effectiveGames",
                             "expectedTotal", "formula", "ratedGames", "uscfSteps"})
    EXPECT_FALSE(bob.contains(figure)) << figure;
  EXPECT_FALSE(bob["games"][0].contains("expected"));
  // Ann, on 100 games, is rated against Bob's 1400: E = 0.7597, standard formula.
  EXPECT_FALSE(ann.contains("reason"));
  EXPECT_EQ(ann["formula"], "standard");
  EXPECT_EQ(ann["games"][0]["opponentRating"], 1400);
  EXPECT_EQ(ann["games"][0]["expected"], 0.7597);
}

// `event.defaultRatedGames` gives N to every player without their own; a player's own N wins.
TEST(UscfEvent, TakesTheDefaultNForEveryPlayerWithoutOne) {
  const std::string trf = "012 Two players\n" + playerLine(1, "Adams, Ann", 1600, {{2, 'w', '1'}}) +
                          "\n" + playerLine(2, "Brown, Bob", 1400, {{1, 'b', '0'}}) + "\n";
  const json r = call(json{
      {"rules", "uscf"},
      {"event",
       {{"trf", trf}, {"defaultRatedGames", 4}, {"players", {{"1", {{"ratedGames", 100}}}}}}}});
  ASSERT_TRUE(r["ok"]) << r.dump();
  const json& p = r["event"]["players"];
  EXPECT_EQ(p[0]["ratedGames"], 100);
  EXPECT_EQ(p[1]["ratedGames"], 4);
  EXPECT_EQ(p[1]["formula"], "special");  // N ≤ 8
  EXPECT_FALSE(p[1].contains("reason"));
  EXPECT_TRUE(p[1].contains("newRating"));
  for (const json& bad : {json(-1), json("many"), json(1000001)}) {
    const json e =
        call(json{{"rules", "uscf"}, {"event", {{"trf", trf}, {"defaultRatedGames", bad}}}});
    EXPECT_TRUE(hasError(e, "profile-invalid", "event.defaultRatedGames")) << e.dump();
  }
}

// Met three times: no bonus in the event mode, which knows who met whom.
TEST(UscfEvent, GivesTheMatchItsPublishedFigures) {
  const std::string trf =
      "012 Match\n" +
      playerLine(1, "Adams, Ann", 1600, {{2, 'w', '1'}, {2, 'b', '0'}, {2, 'w', '='}}) + "\n" +
      playerLine(2, "Brown, Bob", 1500, {{1, 'b', '0'}, {1, 'w', '1'}, {1, 'b', '='}}) + "\n";
  const json r = call(json{
      {"rules", "uscf"},
      {"event",
       {{"trf", trf}, {"players", {{"1", {{"ratedGames", 100}}}, {"2", {{"ratedGames", 100}}}}}}}});
  ASSERT_TRUE(r["ok"]) << r.dump();
  EXPECT_EQ(r["event"]["players"][0]["newRatingExact"], 1584.1);
  EXPECT_EQ(r["event"]["players"][1]["newRatingExact"], 1517.18);
  EXPECT_EQ(r["event"]["players"][1]["bonus"], 0);
}

}  // namespace
}  // namespace elo
