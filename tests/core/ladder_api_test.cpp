// Ladder requests through calculate(): the one-game calculator's example as a two-player ladder,
// the response's fields, every error with its field and line (the national systems' refusal among
// them), limits and hostile input.
#include <gtest/gtest.h>

#include <map>
#include <nlohmann/json.hpp>
#include <string>

#include "call.hpp"
#include "elo/api.hpp"
#include "elo/ladder.hpp"

namespace elo {
namespace {

using nlohmann::json;

using testing::call;
using testing::hasError;

json ladderRequest(const std::string& games, json ladder = json::object(), json extra = {}) {
  ladder["gamesText"] = games;
  json request = {{"ladder", ladder}};
  if (extra.is_object()) request.update(extra);
  return request;
}

// docs/rules.md's worked example, A 1600 beats B 1400, K 20: +5 (1605) and −5 (1395).
TEST(LadderApi, TheOneGameExampleAsATwoPlayerLadder) {
  const json r =
      call(ladderRequest("2026-03-04 A - B 1-0", {{"roster", "A | 1600\nB | 1400"}}, {{"k", 20}}));
  ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
  const json& players = r["ladder"]["players"];
  ASSERT_EQ(players.size(), 2u);
  EXPECT_EQ(players[0], json::parse(R"({"change":5,"draws":0,"games":1,"history":[1600,1605],
      "historyDates":["","2026-03-04"],"lastPlayed":"2026-03-04","losses":0,"name":"A",
      "peak":1605,"rank":1,"rating":1605,"score":1,"start":1600,"wins":1})"));
  EXPECT_EQ(players[1]["rating"], 1395);
  EXPECT_EQ(players[1]["change"], -5);
  EXPECT_EQ(r["ladder"]["games"][0],
            json::parse(R"({"black":"B","blackBefore":1400,"blackChange":-5,"counted":true,
      "date":"2026-03-04","line":1,"score":1,"white":"A","whiteBefore":1600,"whiteChange":5,
      "whiteExpected":0.7597})"));
  EXPECT_EQ(r["ladder"]["periods"], json::array());
  EXPECT_EQ(r["ladder"]["warnings"], json::array());
}

TEST(LadderApi, PeriodUpdatesListTheirPeriodsAndAForfeitHasItsReason) {
  const json r = call(ladderRequest("2026-03-04 A - B 1-0\n2026-04-01 B - A +-\n2026-04-02 A - B =",
                                    {{"update", "period"}, {"period", "month"}}));
  ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
  EXPECT_EQ(r["ladder"]["periods"], json::parse(R"([{"games":1,"period":"2026-03"},
      {"games":2,"period":"2026-04"}])"));
  const json& forfeit = r["ladder"]["games"][1];
  EXPECT_EQ(forfeit["counted"], false);
  EXPECT_EQ(forfeit["reason"], "forfeit");
  EXPECT_FALSE(forfeit.contains("whiteChange"));
}

// The history's dates, point for point: "" for the start and a game without a date; a forfeit
// moves no rating and adds no point.
TEST(LadderApi, GameUpdatesDateEachHistoryPointByItsGame) {
  const json r = call(ladderRequest(
      "2026-01-06 A - B 1-0\nA - B 0-1\n2026-01-20 B - A +-\n2026-01-27 A - C 1/2-1/2"));
  ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
  std::map<std::string, json> dates;
  for (const json& p : r["ladder"]["players"]) {
    ASSERT_EQ(p["historyDates"].size(), p["history"].size()) << p.dump();
    dates[p["name"]] = p["historyDates"];
  }
  EXPECT_EQ(dates["A"], json::parse(R"(["", "2026-01-06", "", "2026-01-27"])"));
  EXPECT_EQ(dates["B"], json::parse(R"(["", "2026-01-06", ""])"));
  EXPECT_EQ(dates["C"], json::parse(R"(["", "2026-01-27"])"));
}

// A season without a single date is answered as before: no history has dates.
TEST(LadderApi, AnUndatedSeasonsHistoriesHaveNoDates) {
  const json r = call(ladderRequest("A - B 1-0\nB - A 1/2-1/2"));
  ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
  for (const json& p : r["ladder"]["players"]) EXPECT_FALSE(p.contains("historyDates")) << p;
}

// A period's point is dated its last day: the week's Sunday, also across a month's or a year's
// end (but not past 9999), a Sunday's own; the month's last day, 29 February in a leap year;
// 31 December.
TEST(LadderApi, PeriodUpdatesDateEachHistoryPointByItsPeriodsLastDay) {
  struct Case {
    const char* games;
    const char* period;
    json dates;  // the first player's (A's) history
  };
  for (const Case& c : {
           Case{"2026-01-11 A - B 1-0\n2026-03-30 A - B 1-0",
                "week",
                {"", "2026-01-11", "2026-04-05"}},
           Case{"2026-12-30 A - B 1-0\n2027-01-05 B - A 1-0",
                "week",
                {"", "2027-01-03", "2027-01-10"}},
           Case{"9999-12-30 A - B 1-0", "week", {"", "9999-12-31"}},
           Case{"2026-03-04 A - B 1-0\n2028-02-10 A - B 1-0",
                "month",
                {"", "2026-03-31", "2028-02-29"}},
           Case{"2026-03-04 A - B 1-0\n2026-11-04 A - B 1-0", "year", {"", "2026-12-31"}},
       }) {
    const json r = call(ladderRequest(c.games, {{"update", "period"}, {"period", c.period}}));
    ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
    const json& a = r["ladder"]["players"][0]["name"] == "A" ? r["ladder"]["players"][0]
                                                             : r["ladder"]["players"][1];
    EXPECT_EQ(a["historyDates"], c.dates) << c.games;
    EXPECT_EQ(a["historyDates"].size(), a["history"].size()) << c.games;
  }
}

TEST(LadderApi, ErrorsNameTheirFieldAndLine) {
  struct Case {
    json request;
    const char* code;
    const char* field;
    int line;
  };
  for (const Case& c : {
           Case{ladderRequest("A - B 1-0\nA B"), "ladder-line-invalid", "ladder.gamesText", 2},
           Case{ladderRequest("A - B x"), "ladder-result-invalid", "ladder.gamesText", 1},
           Case{ladderRequest("A - a 1-0"), "ladder-self-game", "ladder.gamesText", 1},
           Case{ladderRequest("2026-02-30 A - B 1-0"), "date-nonexistent", "ladder.gamesText", 1},
           Case{ladderRequest("31/02/2026 A - B 1-0", {{"dateOrder", "dmy"}}), "date-nonexistent",
                "ladder.gamesText", 1},
           Case{ladderRequest("A - B 1-0", {{"update", "period"}}), "date-missing",
                "ladder.gamesText", 1},
           Case{ladderRequest("A - B 1-0", {{"roster", "A 1500"}}), "roster-line-invalid",
                "ladder.roster", 1},
           Case{ladderRequest("A - B 1-0", {{"update", "daily"}}), "ladder-option-invalid",
                "ladder.update", 0},
           Case{ladderRequest("A - B 1-0", {{"rounding", 1}}), "ladder-option-invalid",
                "ladder.rounding", 0},
           Case{ladderRequest("A - B 1-0", {{"period", "day"}}), "ladder-option-invalid",
                "ladder.period", 0},
           Case{ladderRequest("A - B 1-0", {{"detail", "all"}}), "ladder-option-invalid",
                "ladder.detail", 0},
           Case{ladderRequest("A - B 1-0", {{"dateOrder", "dym"}}), "ladder-option-invalid",
                "ladder.dateOrder", 0},
           Case{ladderRequest("A - B 1-0", {{"dateOrder", 1}}), "ladder-option-invalid",
                "ladder.dateOrder", 0},
           Case{ladderRequest("04/03/2026 A - B 1-0"), "date-order-ambiguous", "ladder.dateOrder",
                0},
           Case{ladderRequest("13/01/2026 A - B 1-0\n01/13/2026 B - A 1-0"), "date-invalid",
                "ladder.gamesText", 2},
           Case{ladderRequest("06/01/2026 A - B 1-0", {{"dateOrder", "ymd"}}), "date-invalid",
                "ladder.gamesText", 1},
           Case{ladderRequest("A - B 1-0", {{"provisional", {{"games", 20}}}}), "k-invalid",
                "ladder.provisional.k", 0},
           Case{ladderRequest("A - B 1-0", {{"provisional", {{"games", -1}, {"k", 40}}}}),
                "ladder-option-invalid", "ladder.provisional.games", 0},
           Case{ladderRequest("A - B 1-0", {{"initialRating", "abc"}}), "rating-invalid",
                "ladder.initialRating", 0},
           Case{ladderRequest("A - B 1-0", {}, {{"k", "auto"}}), "k-invalid", "k", 0},
           Case{ladderRequest("A - B 1-0", {}, {{"k", 0}}), "k-out-of-range", "k", 0},
           Case{{{"ladder", "A - B 1-0"}}, "json-invalid", "ladder", 0},
           Case{{{"ladder", {{"gamesText", 3}}}}, "json-invalid", "ladder.gamesText", 0},
           Case{ladderRequest("A - B 1-0", {{"headToHead", "A B"}}), "json-invalid",
                "ladder.headToHead", 0},
           Case{ladderRequest("A - B 1-0", {{"headToHead", json::array({"A"})}}), "json-invalid",
                "ladder.headToHead", 0},
           Case{ladderRequest("A - B 1-0", {{"headToHead", json::array({"A", "B", "C"})}}),
                "json-invalid", "ladder.headToHead", 0},
           Case{ladderRequest("A - B 1-0", {{"headToHead", json::array({"A", 1})}}), "json-invalid",
                "ladder.headToHead", 0},
       }) {
    const json r = call(c.request);
    EXPECT_TRUE(hasError(r, c.code, c.field, c.line)) << c.request.dump() << "\n" << r.dump();
    EXPECT_FALSE(r.contains("ladder")) << c.request.dump();
    EXPECT_FALSE(r["ok"].get<bool>()) << c.request.dump();
  }
}

// The response says which order the dates were read in, so that the page can tell the user.
TEST(LadderApi, DateOrderAsAskedOrAsTheSeasonSettlesIt) {
  struct Case {
    json request;
    const char* dateOrder;
    const char* firstDate;  // the first game's, as written back
  };
  for (const Case& c : {
           Case{ladderRequest("06/01/2026 A - B 1-0", {{"dateOrder", "dmy"}}), "dmy", "2026-01-06"},
           Case{ladderRequest("06/01/2026 A - B 1-0", {{"dateOrder", "mdy"}}), "mdy", "2026-06-01"},
           Case{ladderRequest("2026-01-06 A - B 1-0", {{"dateOrder", "mdy"}}), "mdy", "2026-01-06"},
           Case{ladderRequest("06/01/2026 A - B 1-0\n13/01/2026 B - A 1-0"), "dmy", "2026-01-06"},
           Case{
               ladderRequest("06/01/2026 A - B 1-0\n01/13/2026 B - A 1-0", {{"dateOrder", "auto"}}),
               "mdy", "2026-06-01"},
           Case{ladderRequest("2026-01-06 A - B 1-0"), "ymd", "2026-01-06"},
           Case{ladderRequest("2026.01.06 | A | B | 1-0", {{"dateOrder", ""}}), "ymd",
                "2026-01-06"},
       }) {
    const json r = call(c.request);
    ASSERT_TRUE(r["ok"].get<bool>()) << c.request.dump() << "\n" << r.dump();
    EXPECT_EQ(r["ladder"]["dateOrder"], c.dateOrder) << c.request.dump();
    EXPECT_EQ(r["ladder"]["games"][0]["date"], c.firstDate) << c.request.dump();
  }
  const json undated = call(ladderRequest("A - B 1-0"));
  EXPECT_EQ(undated["ladder"]["dateOrder"], "ymd");
}

TEST(LadderApi, DatesBothOrdersReadAreOneErrorAndNoStandings) {
  const json r =
      call(ladderRequest("04/03/2026 A - B 1-0\n05/03/2026 B - A 1-0\n07/03/2026 A - B ="));
  EXPECT_FALSE(r["ok"].get<bool>());
  EXPECT_FALSE(r.contains("ladder"));
  EXPECT_EQ(r["errors"], json::parse(R"([{"code":"date-order-ambiguous",
      "field":"ladder.dateOrder"}])"));
}

TEST(LadderApi, OptionsAsThePageSendsThem) {
  const json r = call(ladderRequest("A - B 1-0",
                                    {{"initialRating", "1.600"},
                                     {"provisional", {{"games", "20"}, {"k", "40"}}},
                                     {"rounding", "none"},
                                     {"detail", "full"},
                                     {"headToHead", {"A", "B"}}},
                                    {{"rules", "fide"}, {"k", "20"}}));
  ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
  EXPECT_EQ(r["ladder"]["players"][0]["rating"], 1620);  // K 40 × (1 − 0.50)
  EXPECT_EQ(r["rules"]["expected"], "table");
}

TEST(LadderApi, HeadToHeadOfTwoNamesMatchedAsTheLadderMatchesThem) {
  const std::string games = "Ana Souza - Carla Dias ½-½\nAna Souza - Bruno Lima 1-0\n";
  const json r = call(ladderRequest(games, {{"headToHead", {" carla  DIAS", "ana souza"}}}));
  ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
  EXPECT_EQ(r["ladder"]["headToHead"], json::parse(R"({"draws":1,"games":1,"lines":[1],
      "players":["Carla Dias","Ana Souza"],"score":[0.5,0.5],"wins":[0,0]})"));
  for (const json& pair : {json{"Ana Souza", "Dora"}, json{"Ana Souza", "ANA SOUZA"}, json()}) {
    const json other = call(ladderRequest(games, {{"headToHead", pair}}));
    EXPECT_TRUE(other["ok"].get<bool>()) << pair.dump();
    EXPECT_EQ(other["errors"], json::array()) << pair.dump();
    EXPECT_FALSE(other["ladder"].contains("headToHead")) << pair.dump();
  }
}

// The page lists the pair's games by the lines the core names: a forfeit between them is one of
// their games on the list, though not of their record.
TEST(LadderApi, HeadToHeadNamesTheLinesOfEveryGameBetweenThemForfeitsToo) {
  const std::string games =
      "Ana - Bia 1-0\nCid - Ana 0-1\nBia - Ana +-\nAna - Bia ½-½\nBia - Cid 1-0\n";
  const json h =
      call(ladderRequest(games, {{"headToHead", {"bia", "ana"}}}))["ladder"]["headToHead"];
  EXPECT_EQ(h["lines"], json::parse("[1, 3, 4]"));
  EXPECT_EQ(h["games"], 2);
  EXPECT_EQ(h["score"], json::parse("[0.5, 1.5]"));
}

// `true` is the core's preset, so that no page keeps its figures: K 40 while a player has
// fewer than 20 ladder games (B.02 8.3.1's K for players new to FIDE's list).
TEST(LadderApi, ProvisionalTrueIsKFortyForAPlayersFirstTwentyGames) {
  std::string games;
  for (int i = 0; i < 21; ++i) games += i % 2 ? "Ana - Bia 1-0\n" : "Bia - Ana 0-1\n";
  const json preset = call(ladderRequest(games, {{"provisional", true}}));
  const json given = call(ladderRequest(games, {{"provisional", {{"games", 20}, {"k", 40}}}}));
  ASSERT_TRUE(preset["ok"].get<bool>()) << preset.dump();
  EXPECT_EQ(preset["ladder"], given["ladder"]);
  // Ana 1500 beats Bia 1500 with K 40: +20 (expected 0.5), then K 40 while under 20 games.
  EXPECT_EQ(preset["ladder"]["games"][0]["blackChange"], 20);
  // The 21st game is each player's 21st: K 20 again.
  const json none = call(ladderRequest(games, {{"provisional", false}}));
  EXPECT_EQ(none["ladder"]["games"][0]["blackChange"], 10);
  EXPECT_EQ(call(ladderRequest(games, {{"provisional", "yes"}}))["errors"][0]["field"],
            "ladder.provisional");
}

TEST(LadderApi, OverTenThousandGamesTheRowsAreLeftOutUnlessAskedFor) {
  std::string games;
  for (int i = 0; i < 10001; ++i) games += i % 2 ? "A - B 1-0\n" : "B - A 1-0\n";
  const json summary = call(ladderRequest(games));
  EXPECT_EQ(summary["ladder"]["gamesOmitted"], true);
  EXPECT_FALSE(summary["ladder"].contains("games"));
  EXPECT_EQ(summary["ladder"]["players"][0]["games"], 10001);
  const json full = call(ladderRequest(games, {{"detail", "full"}}));
  EXPECT_EQ(full["ladder"]["games"].size(), 10001u);
  EXPECT_FALSE(full["ladder"].contains("gamesOmitted"));
}

// A season of 100,000 short lines is over the 2 MiB of other requests, and is read.
TEST(LadderApi, AHundredThousandGamesFitInARequest) {
  std::string games;
  for (int i = 0; i < kMaxLadderGames; ++i)
    games += "2026-03-04 Player " + std::to_string(i % 2000) + " - Player " +
             std::to_string((i * 7 + 1) % 2000) + " 1-0\n";
  ASSERT_GT(games.size(), 2u * 1024 * 1024);
  const json r = call(ladderRequest(games));
  ASSERT_TRUE(r["ok"].get<bool>()) << r["errors"].dump();
  EXPECT_EQ(r["ladder"]["players"].size(), 2000u);
}

TEST(LadderApi, HostileInputIsAClearErrorOrACorrectAnswer) {
  std::string tooMany;
  for (int i = 0; i <= kMaxLadderGames; ++i) tooMany += "a - b 1-0\n";
  EXPECT_TRUE(hasError(call(ladderRequest(tooMany)), "too-many-games", "ladder.gamesText",
                       kMaxLadderGames + 1));

  std::string crowd;
  for (int i = 0; i <= kMaxLadderPlayers; ++i)
    crowd += "P" + std::to_string(i) + " - Q" + std::to_string(i) + " 1-0\n";
  const int lastLine = kMaxLadderPlayers / 2 + 1;  // two new players a line
  EXPECT_TRUE(
      hasError(call(ladderRequest(crowd)), "too-many-players", "ladder.gamesText", lastLine));

  // A 5 MB PGN: 5,000 games of a thousand bytes of moves each, read in full.
  std::string pgn;
  const std::string moves(1000, 'e');
  for (int i = 0; i < 5000; ++i)
    pgn += "[White \"W" + std::to_string(i % 50) + "\"]\n[Black \"B" + std::to_string(i % 40) +
           "\"]\n[Result \"1/2-1/2\"]\n\n" + moves + " 1/2-1/2\n\n";
  ASSERT_GT(pgn.size(), 5000000u);
  const json big = call(ladderRequest(pgn));
  ASSERT_TRUE(big["ok"].get<bool>()) << big["errors"].dump();
  EXPECT_EQ(big["ladder"]["players"].size(), 90u);

  // Markup is a name like any other, written as JSON text; control characters are refused.
  const json markup = call(ladderRequest("<script>alert(1)</script> - \"Bob\" & <b>Al</b> 1-0"));
  ASSERT_TRUE(markup["ok"].get<bool>()) << markup.dump();
  EXPECT_EQ(markup["ladder"]["games"][0]["white"], "<script>alert(1)</script>");
  EXPECT_EQ(markup["ladder"]["games"][0]["black"], "\"Bob\" & <b>Al</b>");
  for (const char* control :
       {"A\x07 - B 1-0", "A - B\x1b[31m 1-0", "A\xc2\x85 - B 1-0", "A\x7f - B 1-0"})
    EXPECT_TRUE(
        hasError(call(ladderRequest(control)), "ladder-line-invalid", "ladder.gamesText", 1))
        << control;

  // Over 2 MiB, a request must be a ladder of few values; over 8 MiB nothing is read.
  const std::string padding(3 * 1024 * 1024, 'x');
  EXPECT_TRUE(hasError(call(json{{"gamesText", padding}}), "request-too-large", "request"));
  EXPECT_TRUE(hasError(call(ladderRequest("a - b 1-0\n" + padding)), "ladder-line-invalid",
                       "ladder.gamesText", 2));
  EXPECT_TRUE(hasError(call(ladderRequest(std::string(9 * 1024 * 1024, ' '))), "request-too-large",
                       "request"));
  std::string values = "{\"ladder\":{},\"x\":[";
  for (int i = 0; i < 1100000; ++i) values += "0,";
  values += "0]}";
  EXPECT_TRUE(hasError(call(values), "request-too-large", "request"));
}

// The national systems (US Chess, the DWZ) rate no ladder: a request of one is refused.
TEST(NationalLadder, IsRefusedWithItsOwnCode) {
  for (const char* rules : {"uscf", "dwz"}) {
    const json r = call(json{{"rules", rules}, {"ladder", {{"gamesText", "Ann - Bob 1-0"}}}});
    EXPECT_TRUE(hasError(r, "rules-not-for-ladder", "rules")) << r.dump();
    EXPECT_FALSE(r.contains("ladder"));
  }
}

}  // namespace
}  // namespace elo
