// calculate() (elo/api.hpp) held to the worked examples of docs/api.md and docs/rules.md: a game,
// a tournament, the curve, numbers typed as text, a first rating, the errors a request keeps
// going past and the limits it asks for. The rule sets and K from a profile: api_rules_test.cpp.
#include "elo/api.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "call.hpp"
#include "single_game.hpp"

namespace elo {
namespace {

using nlohmann::json;

using testing::call;
using testing::hasError;
using testing::singleGame;

// docs/api.md, worked example: 1600 beats 1400 → change 5, new ratings 1605 and 1395.
TEST(Calculate, AnswersTheApiExampleGame) {
  const json r = call(singleGame());
  EXPECT_EQ(r["apiVersion"], 2);
  EXPECT_EQ(r["ok"], true);
  EXPECT_EQ(r["game"]["player"]["change"], 5);
  EXPECT_EQ(r["game"]["player"]["newRating"], 1605);
  EXPECT_EQ(r["game"]["player"]["expected"], 0.7597);
  EXPECT_EQ(r["game"]["player"]["changeExact"], 4.805);
  EXPECT_EQ(r["game"]["opponent"]["change"], -5);
  EXPECT_EQ(r["game"]["opponent"]["newRating"], 1395);
  EXPECT_EQ(r["game"]["opponent"]["expected"], 0.2403);
  EXPECT_TRUE(r["errors"].empty());
}

TEST(Calculate, GivesAllThreeOutcomes) {
  const json s = call(singleGame())["game"]["scenarios"];
  ASSERT_EQ(s.size(), 3u);
  EXPECT_EQ(s[0]["result"], 1);
  EXPECT_EQ(s[1]["result"], 0.5);
  EXPECT_EQ(s[2]["result"], 0);
  EXPECT_EQ(s[0]["player"]["newRating"], 1605);
  EXPECT_EQ(s[1]["player"]["change"], -5);   // 20 × (0.5 − 0.7597) = −5.19
  EXPECT_EQ(s[2]["player"]["change"], -15);  // 20 × (0 − 0.7597) = −15.19
  EXPECT_EQ(s[2]["opponent"]["newRating"], 1415);
}

// docs/api.md, worked example: the three-game tournament.
TEST(Calculate, AnswersTheApiExampleTournament) {
  const json r =
      call(json{{"player", {{"rating", 1600}}}, {"gamesText", "1500 | 1\n1700 | 0,5\n1650 | 0"}});
  const json t = r["tournament"];
  EXPECT_EQ(
      t["games"][0],
      json::parse(
          R"({"game":1,"line":1,"opponent":1500,"score":1,"counted":true,"difference":100,"expected":0.6401,"changeExact":7.199,"runningChangeExact":7.199})"));
  EXPECT_EQ(t["games"][1]["changeExact"], 2.801);
  EXPECT_EQ(t["games"][2]["expected"], 0.4285);
  EXPECT_EQ(t["gamesCount"], 3);
  EXPECT_EQ(t["score"], 1.5);
  EXPECT_EQ(t["expectedTotal"], 1.4285);
  EXPECT_EQ(t["k"], 20);
  EXPECT_EQ(t["changeExact"], 1.429);
  EXPECT_EQ(t["change"], 1);
  EXPECT_EQ(t["newRating"], 1601);
  EXPECT_EQ(t["averageOpponent"], 1617);
  EXPECT_EQ(t["performance"], 1617);
}

// docs/api.md, "Tournament games": a line starting with "#" names the event of the games under
// it; rows are numbered by game, while `line` stays the line typed.
TEST(Calculate, NamesEachGamesEventAndNumbersTheGames) {
  const json games = call(json{{"player", {{"rating", 1600}}},
                               {"gamesText",
                                "1500 | 1\n\n# Club open, R1\n1700 | 0,5 # late\n"
                                "#\n## Blitz  \n1650 | 0\n1650 | +"}})["tournament"]["games"];
  ASSERT_EQ(games.size(), 4u);
  EXPECT_FALSE(games[0].contains("event"));
  EXPECT_EQ(games[1]["event"], "Club open, R1");
  EXPECT_EQ(games[2]["event"], "Blitz");
  EXPECT_EQ(games[3]["event"], "Blitz");  // a forfeit, not counted, in its event all the same
  for (std::size_t i = 0; i < games.size(); ++i) EXPECT_EQ(games[i]["game"], i + 1);
  EXPECT_EQ(games[1]["line"], 4);
  EXPECT_EQ(games[3]["line"], 8);
  // an unrated player's rows too
  const json unrated = call(json{{"gamesText", "# Open\n1500 | 1"}})["tournament"]["games"];
  EXPECT_EQ(unrated[0]["event"], "Open");
  EXPECT_EQ(unrated[0]["game"], 1);
}

TEST(Calculate, SaysWhetherTheTournamentIsARatedPlayers) {
  EXPECT_EQ(
      call(json{{"player", {{"rating", 1600}}}, {"gamesText", "1500 | 1"}})["tournament"]["rated"],
      true);
  EXPECT_EQ(call(json{{"player", {{"rating", "unrated"}}},
                      {"gamesText", "1500 | 1"}})["tournament"]["rated"],
            false);
  EXPECT_EQ(call(json{{"gamesText", "1500 | 1"}})["tournament"]["rated"], false);
}

// The running change: only on counted rows of a rated period; the last equals changeExact.
TEST(Calculate, GivesEachCountedRowTheRunningChange) {
  const json t =
      call(json{{"rules", "fide"},
                {"player", {{"rating", 1600}}},
                {"gamesText", "1500 | 1\n- | 1\n1700 | 0.5\n1650 | +\n1650 | 0"}})["tournament"];
  EXPECT_EQ(t["games"][0]["runningChangeExact"], 7.2);
  EXPECT_FALSE(t["games"][1].contains("runningChangeExact"));
  EXPECT_EQ(t["games"][2]["runningChangeExact"], 10);
  EXPECT_FALSE(t["games"][3].contains("runningChangeExact"));
  EXPECT_EQ(t["games"][4]["runningChangeExact"], 1.4);
  EXPECT_EQ(t["games"][4]["runningChangeExact"], t["changeExact"]);

  const json elo = call(json{{"player", {{"rating", 1600}}},
                             {"gamesText", "1500 | 1\n1700 | 0.5\n1650 | 0"}})["tournament"];
  EXPECT_EQ(elo["games"][0]["runningChangeExact"], 7.199);
  EXPECT_EQ(elo["games"][1]["runningChangeExact"], 10);
  EXPECT_EQ(elo["games"][2]["runningChangeExact"], elo["changeExact"]);

  const json unrated = call(json{{"gamesText", "1500 | 1"}})["tournament"];
  EXPECT_FALSE(unrated["games"][0].contains("runningChangeExact"));
}

json curveRequest(json overrides = json::object()) {
  json request = {{"curve", {{"from", -800}, {"to", 800}, {"step", 25}}}};
  request.update(overrides);
  return request;
}

TEST(Calculate, GivesTheExpectedScoreCurve) {
  const json c = call(curveRequest())["curve"];
  ASSERT_EQ(c.size(), 65u);
  EXPECT_EQ(c[0], json::parse(R"({"difference":-800,"expected":0.0099})"));
  EXPECT_EQ(c[32], json::parse(R"({"difference":0,"expected":0.5})"));
  EXPECT_EQ(c[40], json::parse(R"({"difference":200,"expected":0.7597})"));
  EXPECT_EQ(c[64]["difference"], 800);
}

// FIDE B.02 8.3.1: flat past ±400 below 2650, whole from 2650; a player without a valid rating
// is drawn as one below 2650.
TEST(Calculate, DrawsTheCurveWithThe400PointRuleAsItAppliesToThePlayer) {
  const json below =
      call(curveRequest({{"rules", "fide"}, {"player", {{"rating", 2649}}}}))["curve"];
  EXPECT_EQ(below[0], json::parse(R"({"difference":-400,"expected":0.08})"));
  EXPECT_EQ(below[64], json::parse(R"({"difference":400,"expected":0.92})"));
  const json exempt =
      call(curveRequest({{"rules", "fide"}, {"player", {{"rating", 2650}}}}))["curve"];
  EXPECT_EQ(exempt[0], json::parse(R"({"difference":-800,"expected":0})"));
  EXPECT_EQ(exempt[64], json::parse(R"({"difference":800,"expected":1})"));
  const json everybody =
      call(curveRequest({{"rules", "fide-2024"}, {"player", {{"rating", 2650}}}}))["curve"];
  EXPECT_EQ(everybody[64]["difference"], 400);
  const json invalid = call(curveRequest({{"rules", "fide"}, {"player", {{"rating", "abc"}}}}));
  EXPECT_EQ(invalid["curve"][64]["difference"], 400);
  EXPECT_EQ(invalid["ok"], true);  // the curve was computed
  EXPECT_TRUE(hasError(invalid, "rating-invalid", "player.rating"));
}

TEST(Calculate, DrawsTheCurveBesideTheGameAndTheTournament) {
  const json r = call(curveRequest(singleGame({{"gamesText", "1500 | 1\n1400 | 2"}})));
  EXPECT_EQ(r["curve"].size(), 65u);
  EXPECT_EQ(r["game"]["player"]["change"], 5);
  EXPECT_FALSE(r.contains("tournament"));
  EXPECT_FALSE(call(singleGame()).contains("curve"));
  EXPECT_FALSE(call(curveRequest({{"rules", "ecf"}})).contains("curve"));
}

TEST(Calculate, ReadsNumbersTypedAsText) {
  const json r =
      call(json{{"player", {{"rating", "1.600"}}},
                {"opponent", {{"rating", "\xEF\xBC\x91\xEF\xBC\x94\xEF\xBC\x90\xEF\xBC\x90"}}},
                {"result", "\xC2\xBD"},
                {"k", "20"}});
  EXPECT_EQ(r["game"]["player"]["change"], -5);
}

TEST(Calculate, ReadsGamesAsAnArray) {
  const json r = call(json{{"player", {{"rating", 1600}}},
                           {"games",
                            {{{"opponent", 1500}, {"score", 1}},
                             {{"opponent", "1.700"}, {"score", "0,5"}},
                             {{"opponent", nullptr}, {"score", 1}}}}});
  EXPECT_EQ(r["tournament"]["gamesCount"], 2);
  EXPECT_EQ(r["tournament"]["games"][2]["counted"], false);
  EXPECT_EQ(r["tournament"]["games"][2]["reason"], "unrated-opponent");
}

TEST(Calculate, IgnoresUnknownFields) {
  const json r = call(singleGame({{"colour", "white"}, {"extra", {1, 2, 3}}}));
  EXPECT_EQ(r["ok"], true);
  EXPECT_EQ(r["game"]["player"]["change"], 5);
}

// FIDE B.02 8.2 through the API: the first-rating example of docs/rules.md.
TEST(Calculate, GivesAnUnratedPlayersFirstRating) {
  const json r = call(
      json{{"player", {{"rating", ""}}}, {"gamesText", "2000|1\n2000|1\n2000|=\n2000|=\n2000|0"}});
  const json t = r["tournament"];
  EXPECT_EQ(t["gamesCount"], 5);
  EXPECT_EQ(t["initialRating"]["rating"], 1993);
  EXPECT_EQ(t["initialRating"]["published"], true);
  EXPECT_EQ(t["initialRating"]["reasons"], json::array());
  EXPECT_EQ(t["initialRating"]["average"], 1942.86);
  EXPECT_EQ(t["initialRating"]["percentage"], 0.57);
  EXPECT_EQ(t["initialRating"]["dp"], 50);
  EXPECT_FALSE(t.contains("change"));
}

TEST(Calculate, SaysWhyAFirstRatingIsNotPublished) {
  const json few = call(json{{"player", {{"rating", "unrated"}}}, {"gamesText", "2000|1\n2000|1"}});
  EXPECT_EQ(few["tournament"]["initialRating"]["reasons"], json::array({"fewer-than-5-games"}));
  const json zero = call(json{{"gamesText", "2000|0\n2000|0\n2000|0\n2000|0\n2000|0"}});
  EXPECT_EQ(zero["tournament"]["initialRating"]["reasons"], json::array({"zero-score"}));
  EXPECT_FALSE(zero["tournament"]["initialRating"].contains("rating"));
  const json low = call(json{{"gamesText", "1400|0.5\n1400|0\n1400|0\n1400|0\n1400|0"}});
  EXPECT_EQ(low["tournament"]["initialRating"]["reasons"], json::array({"below-1400"}));
  EXPECT_EQ(low["tournament"]["initialRating"]["rating"], 1284);
}

// docs/api.md: the single game is still computed when the tournament has a bad line.
TEST(Calculate, KeepsTheGameWhenATournamentLineIsBad) {
  const json r = call(singleGame({{"gamesText", "1500 | 1\n1400 | 2"}}));
  EXPECT_EQ(r["ok"], true);
  EXPECT_EQ(r["game"]["player"]["change"], 5);
  EXPECT_FALSE(r.contains("tournament"));
  EXPECT_TRUE(hasError(r, "score-invalid", "gamesText", 2));
}

TEST(Calculate, IsNotOkWhenEveryCalculationAskedForFails) {
  const json r =
      call(json{{"player", {{"rating", "abc"}}}, {"opponent", {{"rating", 1400}}}, {"result", 1}});
  EXPECT_EQ(r["ok"], false);
  EXPECT_FALSE(r.contains("game"));
}

TEST(Calculate, AnEmptyRequestIsOkAndComputesNothing) {
  const json r = call(std::string("{}"));
  EXPECT_EQ(r["ok"], true);
  EXPECT_FALSE(r.contains("game"));
  EXPECT_FALSE(r.contains("tournament"));
}

TEST(Calculate, BlankFieldsMeanNotGiven) {
  const json r = call(json{{"player", {{"rating", "  "}}},
                           {"opponent", {{"rating", ""}}},
                           {"result", ""},
                           {"k", ""},
                           {"gamesText", "\n \n"}});
  EXPECT_EQ(r["ok"], true);
  EXPECT_TRUE(r["errors"].empty());
}

TEST(Calculate, ReadsForfeitsAsNotCounted) {
  const json r = call(
      json{{"rules", "fide"}, {"player", {{"rating", 1600}}}, {"gamesText", "1600 | +\n1600 | 1"}});
  EXPECT_EQ(r["tournament"]["games"][0]["reason"], "forfeit");
  EXPECT_EQ(r["tournament"]["gamesCount"], 1);
  EXPECT_EQ(r["tournament"]["change"], 10);
}

// A page states beside its fields the values the core takes, asked once: the readers' own
// bounds, the same the range errors name.
TEST(Api, LimitsAreTheBoundsTheReadersApplyWhenAskedFor) {
  const json limits = call(std::string(R"({"limits": true})"));
  EXPECT_EQ(limits["limits"], json::parse(R"({"k": {"max": 200, "min": 0, "minExclusive": true},
      "rating": {"max": 4000, "min": 100}})"));
  EXPECT_EQ(limits["errors"], json::array());
  const json outOfRange = call(std::string(R"({"player": {"rating": 4001}, "limits": true})"));
  EXPECT_EQ(outOfRange["errors"][0]["max"], limits["limits"]["rating"]["max"]);
  EXPECT_EQ(outOfRange["errors"][0]["min"], limits["limits"]["rating"]["min"]);
  EXPECT_FALSE(call(std::string(R"({"limits": false})")).contains("limits"));
  EXPECT_FALSE(call(std::string(R"({"player": {"rating": 1600}})")).contains("limits"));
  EXPECT_EQ(call(std::string(R"({"limits": 1})"))["errors"][0]["field"], "limits");
}

}  // namespace
}  // namespace elo