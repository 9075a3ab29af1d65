// FIDE's rapid and blitz lists through calculate(), in every mode: the 600-point rule (R&B
// 7.3.1) for a single game, a tournament row, an event and a ladder; a standard rating for a
// player unrated on the list (R&B 7.2.1); an event's rules chosen by its time control.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "call.hpp"
#include "trf_files.hpp"

namespace elo {
namespace {

using json = nlohmann::json;
using testing::call;
using testing::hasError;
using testing::playerLine;

json game(const std::string& rules, json player, json opponent, double result = 1) {
  return {
      {"rules", rules}, {"k", 20}, {"player", player}, {"opponent", opponent}, {"result", result}};
}

// 2700 against 2095 is 605 apart with a player above 2600: rated under the standard chapter,
// not under R&B, for neither player and in none of the three outcomes.
TEST(RapidSingleGame, IsNotRatedForEitherPlayerBy600PointRule) {
  for (const char* rules : {"fide-rapid", "fide-blitz"}) {
    const json r = call(game(rules, {{"rating", 2700}}, {{"rating", 2095}}, 0));
    ASSERT_TRUE(r["ok"]) << r.dump();
    const json& g = r["game"];
    EXPECT_EQ(g["rated"], false);
    EXPECT_EQ(g["reason"], "rating-gap-600");
    for (const char* side : {"player", "opponent"}) {
      EXPECT_EQ(g[side]["change"], 0);
      EXPECT_EQ(g[side]["changeExact"], 0);
      EXPECT_FALSE(g[side].contains("expected"));
    }
    EXPECT_EQ(g["player"]["newRating"], 2700);
    EXPECT_EQ(g["opponent"]["newRating"], 2095);
    EXPECT_EQ(g["player"]["difference"], 605);
    for (const json& s : g["scenarios"]) {
      EXPECT_EQ(s["player"]["change"], 0);
      EXPECT_EQ(s["opponent"]["change"], 0);
    }
  }
  // Standard: 2700 ≥ 2650 keeps D 605 → .98; a loss gives 20 × (0 − .98) = −19.6 → −20.
  const json standard = call(game("fide", {{"rating", 2700}}, {{"rating", 2095}}, 0));
  EXPECT_EQ(standard["game"]["rated"], true);
  EXPECT_FALSE(standard["game"].contains("reason"));
  EXPECT_EQ(standard["game"]["player"]["expected"], 0.98);
  EXPECT_EQ(standard["game"]["player"]["change"], -20);
}

// 599 apart is rated; 2600 is not above 2600.
TEST(RapidSingleGame, IsRatedJustInsideEitherBoundary) {
  // 2700 v 2101: D 599 counted as 400 → .92; a win: 20 × .08 = 1.6 → 2.
  const json r599 = call(game("fide-rapid", {{"rating", 2700}}, {{"rating", 2101}}));
  EXPECT_EQ(r599["game"]["rated"], true);
  EXPECT_EQ(r599["game"]["player"]["expected"], 0.92);
  EXPECT_EQ(r599["game"]["player"]["change"], 2);
  // 2600 v 1900: D 700 but nobody above 2600 → rated, 400 → .92.
  const json r2600 = call(game("fide-blitz", {{"rating", 2600}}, {{"rating", 1900}}));
  EXPECT_EQ(r2600["game"]["rated"], true);
  EXPECT_EQ(r2600["game"]["opponent"]["expected"], 0.08);
}

// A rules object may switch the 600-point rule on for the standard chapter or off for R&B.
TEST(RapidSingleGame, FollowsTheExclude600Switch) {
  json off = game("", {{"rating", 2700}}, {{"rating", 2095}});
  off["rules"] = {{"preset", "fide-rapid"}, {"exclude600", false}};
  EXPECT_EQ(call(off)["game"]["rated"], true);
  json on = game("", {{"rating", 2700}}, {{"rating", 2095}});
  on["rules"] = {{"preset", "fide"}, {"exclude600", true}};
  EXPECT_EQ(call(on)["game"]["rated"], false);
}

// A 2650 player's game against 2100 (D 550): R&B counts 400 (.92), the standard chapter keeps
// the full difference (.98 from 560, .97 for 550).
TEST(RapidSingleGame, CapsA2650Player) {
  EXPECT_EQ(call(game("fide-rapid", {{"rating", 2650}},
                      {{"rating", 2100}}))["game"]["player"]["expected"],
            0.92);
  EXPECT_EQ(
      call(game("fide", {{"rating", 2650}}, {{"rating", 2100}}))["game"]["player"]["expected"],
      0.97);
}

// A tournament of a 2650 player: 2040 (D 610) is excluded, 2300 (D 350 → .89) counts.
// K 20 × n 1; change 20 × (0.5 − .89) = −7.8 → −8.
TEST(RapidTournament, LeavesOutARowBy600PointRule) {
  const json r = call({{"rules", "fide-rapid"},
                       {"k", 20},
                       {"player", {{"rating", 2650}}},
                       {"gamesText", "2040 | 1\n2300 | 0.5"}});
  const json& t = r["tournament"];
  ASSERT_TRUE(t.is_object()) << r.dump();
  EXPECT_EQ(t["games"][0]["counted"], false);
  EXPECT_EQ(t["games"][0]["reason"], "rating-gap-600");
  EXPECT_FALSE(t["games"][0].contains("expected"));
  EXPECT_EQ(t["games"][1]["counted"], true);
  EXPECT_EQ(t["games"][1]["expected"], 0.89);
  EXPECT_EQ(t["gamesCount"], 1);
  EXPECT_EQ(t["score"], 0.5);
  EXPECT_EQ(t["change"], -8);
  EXPECT_EQ(t["performance"], 2300);  // Ra 2300 + dp(50%) 0
  // The standard chapter rates both: 2650 keeps 610 → .98 and 350 → .89.
  const json standard = call({{"rules", "fide"},
                              {"k", 20},
                              {"player", {{"rating", 2650}}},
                              {"gamesText", "2040 | 1\n2300 | 0.5"}});
  EXPECT_EQ(standard["tournament"]["gamesCount"], 2);
}

// K × n ≤ 700 (R&B 7.3.3) counts the games that are rated: a 2650 new player (K 40) with 18
// games, one of them against 2040 (610 apart) left out, has n = 17 and keeps 40 (40 × 17 = 680);
// under the standard list all 18 count and K becomes 700 / 18 → 38.
TEST(RapidTournament, CountsOnlyRatedGamesForTheK700Rule) {
  std::string games = "2040 | 1";
  for (int i = 0; i < 17; ++i) games += "\n2300 | 0.5";
  const auto rate = [&](const char* rules) {
    return call({{"rules", rules},
                 {"k", 40},
                 {"player", {{"rating", 2650}}},
                 {"gamesText", games}})["tournament"];
  };
  EXPECT_EQ(rate("fide-rapid")["gamesCount"], 17);
  EXPECT_EQ(rate("fide-rapid")["k"], 40);
  EXPECT_EQ(rate("fide")["gamesCount"], 18);
  EXPECT_EQ(rate("fide")["k"], 38);
}

// The lower player's side: 2000 against 2610 is 610 apart with the opponent above 2600.
TEST(RapidTournament, LeavesOutARowWhenTheOpponentIsAbove2600) {
  const json r = call({{"rules", "fide-blitz"},
                       {"k", 20},
                       {"player", {{"rating", 2000}}},
                       {"gamesText", "2610 | 1\n2100 | 1"}});
  EXPECT_EQ(r["tournament"]["games"][0]["reason"], "rating-gap-600");
  EXPECT_EQ(r["tournament"]["gamesCount"], 1);
}

// R&B 7.2.1: an unrated player with a standard rating of 2150 is rated with it.
// Games 2000 W, 2200 D: 150 → .70, −50 → .43; K 20: 20 × (0.30 + 0.07) = 7.4 → 7.
TEST(StandardRating, RatesAnUnratedPlayerUnderRapid) {
  const json r = call({{"rules", "fide-rapid"},
                       {"k", 20},
                       {"player", {{"standardRating", 2150}}},
                       {"gamesText", "2000 | 1\n2200 | 0.5"}});
  const json& t = r["tournament"];
  EXPECT_EQ(t["rated"], true) << r.dump();
  EXPECT_EQ(t["rating"], 2150);
  EXPECT_EQ(t["ratingSource"], "standard");
  EXPECT_EQ(t["change"], 7);
  EXPECT_EQ(t["newRating"], 2157);
  EXPECT_FALSE(r.contains("warnings"));
}

// A player with a rapid rating keeps it; the standard rating is not used.
TEST(StandardRating, LeavesARatedPlayersListRating) {
  const json r = call({{"rules", "fide-rapid"},
                       {"player", {{"rating", 1900}, {"standardRating", 2150}}},
                       {"gamesText", "2000 | 1"}});
  EXPECT_EQ(r["tournament"]["rating"], 1900);
  EXPECT_EQ(r["tournament"]["ratingSource"], "list");
}

// The opponent of a single game may be rated by their standard rating too.
TEST(StandardRating, RatesAnUnratedOpponent) {
  const json r = call(game("fide-blitz", {{"rating", 1800}}, {{"standardRating", 2000}}));
  const json& g = r["game"];
  ASSERT_TRUE(g.is_object()) << r.dump();
  EXPECT_EQ(g["opponent"]["rating"], 2000);
  EXPECT_EQ(g["opponent"]["ratingSource"], "standard");
  EXPECT_EQ(g["player"]["ratingSource"], "list");
  EXPECT_EQ(g["player"]["expected"], 0.24);  // −200 → .24
}

// Under the standard list a standard rating is not a rating of another list: it is ignored,
// and the response says so.
TEST(StandardRating, IsIgnoredWithAWarningUnderOtherRules) {
  for (const char* rules : {"fide", "elo", "fide-2024"}) {
    const json r =
        call({{"rules", rules}, {"player", {{"standardRating", 2150}}}, {"gamesText", "2000 | 1"}});
    EXPECT_EQ(r["tournament"]["rated"], false) << rules;
    EXPECT_EQ(r["warnings"], json::parse(R"([{"code":"standard-rating-ignored",
        "field":"player.standardRating"}])"));
  }
}

TEST(StandardRating, IsReadAsARatingIsWithItsErrors) {
  const json r = call(game("fide-rapid", {{"standardRating", "abc"}}, {{"rating", 2000}}));
  EXPECT_TRUE(hasError(r, "rating-invalid", "player.standardRating")) << r.dump();
  const json far = call(game("fide-rapid", {{"rating", 2000}}, {{"standardRating", 5000}}));
  EXPECT_TRUE(hasError(far, "rating-out-of-range", "opponent.standardRating")) << far.dump();
}

// An event of four: 1 (2700) and 2 (2050) meet in round 1, 610 apart; 3 is unrated on the
// rapid list with a standard rating of 2100 given, and plays 4 (2000) in round 1.
std::string rapidEvent(const std::string& header) {
  return header + playerLine(1, "High", 2700, {{2, 'w', '1'}, {3, 'b', '1'}}) + "\n" +
         playerLine(2, "Low", 2050, {{1, 'b', '0'}, {4, 'w', '1'}}) + "\n" +
         playerLine(3, "Standard", 0, {{4, 'w', '1'}, {1, 'w', '0'}}) + "\n" +
         playerLine(4, "Club", 2000, {{3, 'b', '0'}, {2, 'b', '0'}}) + "\n";
}

json eventRequest(const std::string& trf, json players = json::object()) {
  return {{"date", "2026-06-01"}, {"event", {{"trf", trf}, {"players", players}}}};
}

TEST(RapidEvent, LeavesA600PointGameUnratedForBothPlayers) {
  json request = eventRequest(rapidEvent("012 Weekend rapid\n122 15 min + 10 sec\n"));
  const json r = call(request);
  ASSERT_TRUE(r["ok"]) << r.dump();
  const json& players = r["event"]["players"];
  EXPECT_EQ(players[0]["games"][0]["counted"], false);
  EXPECT_EQ(players[0]["games"][0]["reason"], "rating-gap-600");
  EXPECT_EQ(players[1]["games"][0]["counted"], false);
  EXPECT_EQ(players[1]["games"][0]["reason"], "rating-gap-600");
  // The same file rated for the standard list rates the game.
  request["rules"] = "fide";
  EXPECT_EQ(call(request)["event"]["players"][0]["games"][0]["counted"], true);
}

// R&B 7.2.1 in an event: player 3 is rated with 2100, and their opponents' games use it.
TEST(RapidEvent, RatesAPlayerWithTheStandardRatingGivenAndTheOpponentsUseIt) {
  const json r =
      call(eventRequest(rapidEvent("122 15'+10\"\n"), {{"3", {{"standardRating", 2100}}}}));
  const json& players = r["event"]["players"];
  EXPECT_EQ(players[2]["rated"], true) << r.dump();
  EXPECT_EQ(players[2]["rating"], 2100);
  EXPECT_EQ(players[2]["ratingSource"], "standard");
  EXPECT_EQ(players[2]["standardRating"], 2100);
  EXPECT_EQ(players[0]["ratingSource"], "list");
  EXPECT_EQ(players[3]["games"][0]["opponentRating"], 2100);
  EXPECT_EQ(players[3]["games"][0]["counted"], true);
  // 2700 v 2100: exactly 600 with 2700 above 2600 → not rated for either.
  EXPECT_EQ(players[0]["games"][1]["reason"], "rating-gap-600");
  EXPECT_EQ(players[2]["games"][1]["reason"], "rating-gap-600");
  // Without the standard rating, 3 is unrated and 4's game is against an unrated opponent.
  const json plain = call(eventRequest(rapidEvent("122 15'+10\"\n")));
  EXPECT_EQ(plain["event"]["players"][3]["games"][0]["reason"], "unrated-opponent");
}

TEST(RapidEvent, SaysAStandardRatingIsIgnoredForTheStandardList) {
  json request = eventRequest(rapidEvent(""), {{"3", {{"standardRating", 2100}}}});
  request["rules"] = "fide";
  const json r = call(request);
  EXPECT_EQ(r["event"]["players"][2]["rated"], false);
  EXPECT_EQ(r["warnings"], json::parse(R"([{"code":"standard-rating-ignored",
      "field":"event.players.3.standardRating"}])"));
}

// With no rules in the request, the file's time control chooses the list.
TEST(EventRules, AreChosenByTheFilesTimeControl) {
  const json rapid = call(eventRequest(rapidEvent("122 15 min + 10 sec\n")));
  EXPECT_EQ(rapid["rules"]["preset"], "fide-rapid");
  EXPECT_EQ(rapid["event"]["rulesFrom"], "time-control");
  EXPECT_EQ(rapid["event"]["timeControlClass"], "rapid");
  EXPECT_EQ(rapid["event"]["timeControl"], "15 min + 10 sec");
  // TRF-2026's 222 counts in seconds, as PGN's TimeControl: 180 s + 60 × 2 s = 5 minutes.
  const json blitz = call(eventRequest(rapidEvent("222 180+2\n")));
  EXPECT_EQ(blitz["rules"]["preset"], "fide-blitz");
  const json standard = call(eventRequest(rapidEvent("122 90'+30\"\n")));
  EXPECT_EQ(standard["rules"]["preset"], "fide");
  EXPECT_EQ(standard["event"]["rulesFrom"], "time-control");
}

// A file with both a 122 and a 222 line: the 122's time control is used, and where the two
// name different lists a warning names both lines; where they agree, nothing is said.
TEST(EventRules, SayWhenThe122And222LinesDisagree) {
  const json disagree = call(eventRequest(rapidEvent("012 Club\n122 90'+30\"\n222 600+5\n")));
  EXPECT_EQ(disagree["rules"]["preset"], "fide");
  EXPECT_EQ(disagree["event"]["warnings"],
            json::parse(R"([{"code":"time-control-conflict","line":2,"otherLine":3}])"));
  const json before = call(eventRequest(rapidEvent("222 600+5\n122 90'+30\"\n")));
  EXPECT_EQ(before["event"]["warnings"],
            json::parse(R"([{"code":"time-control-conflict","line":2,"otherLine":1}])"));
  const json agree = call(eventRequest(rapidEvent("122 15 min + 10 sec\n222 900+10\n")));
  EXPECT_EQ(agree["rules"]["preset"], "fide-rapid");
  EXPECT_EQ(agree["event"]["warnings"], json::array());
}

// FIDE's example file in the TRF-16 description writes "40/120, 60": standard.
TEST(EventRules, ReadFidesExampleFileAsStandard) {
  const json r = call(eventRequest(testing::trfFile("fide-example1.trf")));
  EXPECT_EQ(r["event"]["timeControlClass"], "standard");
  EXPECT_EQ(r["event"]["rulesFrom"], "time-control");
  EXPECT_EQ(r["rules"]["preset"], "fide");
}

TEST(EventRules, AreTheRequestsWhenItNamesThem) {
  json request = eventRequest(rapidEvent("122 15 min + 10 sec\n"));
  request["rules"] = "fide";
  const json r = call(request);
  EXPECT_EQ(r["rules"]["preset"], "fide");
  EXPECT_EQ(r["event"]["rulesFrom"], "request");
  EXPECT_EQ(r["event"]["timeControlClass"], "rapid");
}

// No time control: FIDE's standard rules, no warning. One that cannot be read: the same, and a
// warning naming its line.
TEST(EventRules, DefaultToTheStandardListAndSayWhenTheTimeControlCannotBeRead) {
  const json none = call(eventRequest(rapidEvent("012 No time control\n")));
  EXPECT_EQ(none["rules"]["preset"], "fide");
  EXPECT_EQ(none["event"]["rulesFrom"], "default");
  EXPECT_EQ(none["event"]["warnings"], json::array());
  const json unreadable = call(eventRequest(rapidEvent("012 Club\n122 Swiss system\n")));
  EXPECT_EQ(unreadable["rules"]["preset"], "fide");
  EXPECT_EQ(unreadable["event"]["rulesFrom"], "default");
  EXPECT_EQ(unreadable["event"]["timeControlClass"], "unknown");
  EXPECT_EQ(unreadable["event"]["warnings"],
            json::parse(R"([{"code":"time-control-unknown","line":2}])"));
}

// A club ladder under the rapid list: 2700 against 2000 moves nobody.
TEST(RapidLadder, LeavesA600PointGameUnrated) {
  for (const char* update : {"game", "period"}) {
    const json r = call({{"rules", "fide-rapid"},
                         {"k", 20},
                         {"ladder",
                          {{"gamesText", "2026-03-04 A - B 0-1\n2026-03-05 B - C 1-0"},
                           {"roster", "A | 2700\nB | 2000\nC | 1900"},
                           {"update", update}}}});
    const json& games = r["ladder"]["games"];
    ASSERT_TRUE(games.is_array()) << r.dump();
    EXPECT_EQ(games[0]["counted"], false) << update;
    EXPECT_EQ(games[0]["reason"], "rating-gap-600");
    EXPECT_EQ(games[1]["counted"], true);
    for (const json& p : r["ladder"]["players"]) {
      if (p["name"] == "A") EXPECT_EQ(p["rating"], 2700) << update;
    }
  }
}

}  // namespace
}  // namespace elo
