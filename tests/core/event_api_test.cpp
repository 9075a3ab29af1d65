// Whole event requests through calculate(): the request's defaults and overrides, the shape of
// the response, errors and warnings as the page receives them, and hostile files.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "call.hpp"
#include "elo/api.hpp"
#include "elo/trf.hpp"
#include "trf_files.hpp"

namespace elo {
namespace {

using nlohmann::json;

using testing::call;
using testing::hasError;
using testing::playerLine;
using testing::playerOf;
using testing::sameTwoEveryRound;
using testing::trfFile;

json eventRequest(const std::string& trf, json extra = json::object()) {
  json request = {{"event", {{"trf", trf}}}};
  request.update(extra);
  return request;
}

bool hasFileError(const json& r, const std::string& code, int line, int round = 0) {
  for (const json& e : r["errors"]) {
    if (e["code"] == code && e["field"] == "event.trf" && e.value("line", 0) == line &&
        e.value("round", 0) == round)
      return true;
  }
  return false;
}

// Whether every object's keys are written in sorted order, as the rest of the response's are.
bool keysSorted(const nlohmann::ordered_json& value) {
  if (value.is_array()) {
    for (const auto& item : value)
      if (!keysSorted(item)) return false;
  }
  if (!value.is_object()) return true;
  std::string previous;
  for (const auto& item : value.items()) {
    if (item.key() < previous || !keysSorted(item.value())) return false;
    previous = item.key();
  }
  return true;
}

// ---- defaults --------------------------------------------------------------------------------

TEST(EventRequest, DefaultsToFideRulesAndKFromTheFile) {
  const json r = call(eventRequest(trfFile("hand-checked.trf")));
  EXPECT_EQ(r["ok"], true);
  EXPECT_TRUE(r["errors"].empty());
  EXPECT_EQ(r["rules"]["expected"], "table");
  EXPECT_EQ(r["rules"]["cap400"], "below2650");
  EXPECT_EQ(playerOf(r, 3)["kApplied"]["reason"], "junior");
  EXPECT_EQ(playerOf(r, 3)["k"], 40);
  EXPECT_EQ(playerOf(r, 4)["kApplied"]["reason"], "standard");
}

TEST(EventRequest, UnderEloRulesKIsTwentyForEverybody) {
  const json r = call(eventRequest(trfFile("hand-checked.trf"), {{"rules", "elo"}}));
  EXPECT_EQ(playerOf(r, 3)["k"], 20);
  EXPECT_EQ(playerOf(r, 3)["kApplied"]["reason"], "default");
  // The formula: 1800 vs 1600, D 200 → 0.7597 (player 4's round 4).
  EXPECT_EQ(playerOf(r, 4)["games"][3]["expected"], 0.7597);
}

TEST(EventRequest, KAutoOrANumberForEverybody) {
  const json automatic =
      call(eventRequest(trfFile("hand-checked.trf"), {{"rules", "elo"}, {"k", "auto"}}));
  EXPECT_EQ(playerOf(automatic, 3)["kApplied"]["reason"], "junior");
  const json number = call(eventRequest(trfFile("hand-checked.trf"), {{"k", 32}}));
  EXPECT_EQ(playerOf(number, 3)["k"], 32);
  EXPECT_EQ(playerOf(number, 1)["kApplied"]["reason"], "given");
  const json checkbox =
      call(eventRequest(trfFile("hand-checked.trf"), {{"kAuto", true}, {"k", 32}}));
  EXPECT_EQ(playerOf(checkbox, 1)["k"], 10);
}

TEST(EventRequest, PlayersOverridesByStartingRank) {
  const json r =
      call(eventRequest(trfFile("hand-checked.trf"), {{"event",
                                                       {{"trf", trfFile("hand-checked.trf")},
                                                        {"players",
                                                         {{"4", {{"k", "15"}}},
                                                          {"5", {{"ratedGames", 8}}},
                                                          {"8", {{"peakRating", "2.410"}}},
                                                          {"6", {{"rating", 1900}}},
                                                          {"1", {{"rating", "unrated"}}}}}}}}));
  EXPECT_TRUE(r["errors"].empty()) << r["errors"];
  EXPECT_EQ(playerOf(r, 4)["k"], 15);
  EXPECT_EQ(playerOf(r, 4)["kApplied"]["reason"], "given");
  EXPECT_EQ(playerOf(r, 5)["kApplied"]["reason"], "new-player");
  EXPECT_EQ(playerOf(r, 8)["kApplied"]["reason"], "rating-2400");
  EXPECT_EQ(playerOf(r, 6)["rated"], true);
  EXPECT_EQ(playerOf(r, 6)["rating"], 1900);
  EXPECT_EQ(playerOf(r, 1)["rated"], false);
  EXPECT_TRUE(playerOf(r, 1)["rating"].is_null());
}

TEST(EventRequest, TheRequestsDateDecidesJuniors) {
  const json r = call(eventRequest(trfFile("hand-checked.trf"), {{"date", "2030-01-01"}}));
  EXPECT_EQ(playerOf(r, 3)["kApplied"]["reason"], "standard");
  const json bad = call(eventRequest(trfFile("hand-checked.trf"), {{"date", "01/01/2030"}}));
  EXPECT_TRUE(hasError(bad, "date-invalid", "date"));
  EXPECT_FALSE(bad.contains("event"));
}

TEST(EventRequest, TheSingleGameStillWorksBesideAnEvent) {
  const json r = call(eventRequest(
      trfFile("docs-example.trf"),
      {{"player", {{"rating", 1600}}}, {"opponent", {{"rating", 1400}}}, {"result", 1}}));
  EXPECT_EQ(r["game"]["player"]["change"], 5);  // K 20 under FIDE rules
  EXPECT_EQ(r["event"]["players"].size(), 4u);
}

// ---- the response ----------------------------------------------------------------------------

// docs/api.md, worked example: player 1 (2000) beats 4 (1700): D 300, PD 0.85, +0.15; draws 3
// (1800): D 200, 0.76, −0.26; loses to 2 (1900): D 100, 0.64, −0.64. ΣΔ −0.75, K 20: −15.
TEST(EventResponse, GivesTheDocsWorkedExample) {
  const json r = call(eventRequest(trfFile("docs-example.trf")));
  const json& p = playerOf(r, 1);
  EXPECT_EQ(p["games"][0],
            json::parse(R"({"changeExact":3,"colour":"w","counted":true,"difference":300,
              "expected":0.85,"opponent":4,"opponentRating":1700,"result":"1","round":1,
              "runningChangeExact":3,"score":1})"));
  EXPECT_EQ(p["changeExact"], -15);
  EXPECT_EQ(p["change"], -15);
  EXPECT_EQ(p["newRating"], 1985);
  EXPECT_EQ(p["expectedTotal"], 2.25);
  EXPECT_EQ(p["averageOpponent"], 1800);
  EXPECT_EQ(p["performance"], 1800);
  // Player 4, born 2010 (15 in 2025), junior K 40: −0.15 + 0.76 − 0.36 = 0.25 → +10.
  EXPECT_EQ(playerOf(r, 4)["change"], 10);
  EXPECT_EQ(playerOf(r, 4)["kApplied"]["reason"], "junior");
}

TEST(EventResponse, ListsTheLinesLeftOutByLineAndCode) {
  const json r = call(eventRequest(trfFile("lichess-swiss-2020-06.trf")));
  EXPECT_EQ(r["event"]["ignored"],
            json::parse(R"([{"kind":"XXR","line":14},{"kind":"XXC","line":15}])"));
  EXPECT_EQ(r["event"]["ignoredLines"], 2);
}

TEST(EventResponse, HasEveryFieldOfTheContractInSortedOrder) {
  const std::string text = calculate(eventRequest(trfFile("hand-checked.trf")).dump());
  EXPECT_TRUE(keysSorted(nlohmann::ordered_json::parse(text)));
  const json r = json::parse(text);
  const json& e = r["event"];
  EXPECT_EQ(e["name"], "Hand-checked Open");
  EXPECT_EQ(e["city"], "Lisboa");
  EXPECT_EQ(e["federation"], "POR");
  EXPECT_EQ(e["start"], "2024/07/27");
  EXPECT_EQ(e["end"], "2024/08/01");
  EXPECT_EQ(e["timeControl"], "90 min + 30 sec");
  EXPECT_EQ(e["rounds"], 6);
  EXPECT_EQ(e["ignoredLines"], 0);  // 062 and 092 are header lines of TRF16: not ignored
  EXPECT_EQ(e["ignored"], json::array());
  EXPECT_TRUE(e["warnings"].empty());
  const json& rated = playerOf(r, 4);
  for (const char* key :
       {"averageOpponent", "birth",    "change",    "changeExact", "expectedTotal",
        "federation",      "fideId",   "games",     "gamesCount",  "k",
        "kApplied",        "name",     "newRating", "performance", "points",
        "pointsInFile",    "rated",    "rating",    "score",       "sex",
        "startRank",       "gamesText"})
    EXPECT_TRUE(rated.contains(key)) << key;
  for (const char* key : {"kReason", "kCapped", "kBeforeCap"})  // API version 1's
    EXPECT_FALSE(rated.contains(key)) << key;
  EXPECT_FALSE(rated.contains("initialRating"));
  const json& unrated = playerOf(r, 6);
  EXPECT_EQ(unrated["initialRating"]["rating"], 1934);
  EXPECT_EQ(unrated["initialRating"]["published"], true);
  for (const char* key : {"k", "kApplied", "change", "newRating"})
    EXPECT_FALSE(unrated.contains(key)) << key;
}

TEST(EventResponse, GamesSayWhyTheyDoNotCount) {
  const json r = call(eventRequest(trfFile("hand-checked.trf")));
  const json& games = playerOf(r, 4)["games"];
  EXPECT_EQ(games[0]["reason"], "unrated-opponent");
  EXPECT_TRUE(games[0]["opponentRating"].is_null());
  EXPECT_EQ(games[1]["reason"], "forfeit");
  EXPECT_EQ(games[1]["result"], "+");
  EXPECT_EQ(games[2]["reason"], "bye");
  EXPECT_TRUE(games[2]["opponent"].is_null());
  EXPECT_FALSE(games[2].contains("colour"));
  EXPECT_EQ(games[2]["score"], 0.5);
  EXPECT_EQ(playerOf(r, 7)["games"][4],
            json::parse(R"({"counted":false,"opponent":null,"opponentRating":null,
              "reason":"not-paired","round":5,"score":0})"));
  const json conventions = call(eventRequest(trfFile("conventions.trf")));
  EXPECT_EQ(playerOf(conventions, 1)["games"][0]["reason"], "not-played");
  EXPECT_EQ(playerOf(conventions, 1)["games"][0]["result"], "W");
}

// What the game mode's list takes, for "open in the calculator": counted games, unrated
// opponents as "-", forfeits as "+" / "-"; byes and games not played left out.
TEST(EventResponse, EachPlayerHasTheirGamesAsTheGameModesList) {
  const json r = call(eventRequest(trfFile("hand-checked.trf")));
  // Player 4 of hand-checked.trf: unrated 6 won, unrated 7 won by forfeit, a half-point bye,
  // then 5 (1600) drawn, 3 (2100) lost, 8 (1500) won.
  EXPECT_EQ(playerOf(r, 4)["gamesText"], "- | 1\n- | +\n1600 | 0.5\n2100 | 0\n1500 | 1");
  const json capped = call(eventRequest(sameTwoEveryRound(36), {{"k", 20}}));
  EXPECT_EQ(playerOf(capped, 1)["kApplied"]["kBeforeCap"], 20);
  const std::string one = playerOf(capped, 1)["gamesText"];
  EXPECT_EQ(one.substr(0, 17), "1900 | 1\n1900 | 1");
}

TEST(EventResponse, GamesOfListsOnlyThosePlayersGamesAndChangesNoFigure) {
  const std::string trf = trfFile("hand-checked.trf");
  const json all = call(eventRequest(trf));
  const json some = call(eventRequest(trf, {{"event", {{"trf", trf}, {"gamesOf", {4, 9}}}}}));
  const json none =
      call(eventRequest(trf, {{"event", {{"trf", trf}, {"gamesOf", json::array()}}}}));
  ASSERT_EQ(some["event"]["players"].size(), all["event"]["players"].size());
  for (std::size_t i = 0; i < all["event"]["players"].size(); i++) {
    json whole = all["event"]["players"][i];
    const json& listed = some["event"]["players"][i];
    // Player 4's games are listed; no other player's, and nobody's when the list is empty.
    EXPECT_EQ(listed.contains("games"), whole["startRank"] == 4) << i;
    EXPECT_EQ(listed.contains("gamesText"), whole["startRank"] == 4) << i;
    EXPECT_FALSE(none["event"]["players"][i].contains("games")) << i;
    if (whole["startRank"] == 4) {
      EXPECT_EQ(listed, whole);
      continue;
    }
    whole.erase("games");
    whole.erase("gamesText");
    EXPECT_EQ(listed, whole) << i;
  }
  EXPECT_EQ(some["event"]["warnings"], all["event"]["warnings"]);
}

TEST(EventResponse, WarningsNameTheirLines) {
  const json r = call(eventRequest(trfFile("pairing-mismatch.trf")));
  EXPECT_EQ(r["ok"], true);
  EXPECT_EQ(r["event"]["warnings"], json::parse(R"([
    {"code":"pairing-mismatch","line":4,"opponent":2,"otherLine":5,"round":1,"startRank":1},
    {"code":"pairing-mismatch","line":5,"opponent":4,"otherLine":7,"round":2,"startRank":2},
    {"code":"points-mismatch","line":6,"points":1.5,"pointsInFile":2,"startRank":3},
    {"code":"date-missing"}])"));
  EXPECT_EQ(playerOf(r, 1)["games"][0]["reason"], "pairing-mismatch");
  EXPECT_EQ(playerOf(r, 1)["kApplied"]["reason"], "no-date");
}

TEST(EventResponse, KCappedOnlyWhenTheRuleOf700LoweredIt) {
  std::string text = sameTwoEveryRound(36);  // K 20 × 36 = 720 > 700: K 19
  const json r = call(eventRequest(text, {{"k", 20}}));
  EXPECT_EQ(playerOf(r, 1)["k"], 19);
  EXPECT_EQ(playerOf(r, 1)["kApplied"]["reason"], "cap-700");
}

// LF, CRLF, CR alone and a byte-order mark: the very same answer.
TEST(EventResponse, LineEndsAndAByteOrderMarkGiveIdenticalAnswers) {
  const std::string lf = trfFile("hand-checked.trf");
  std::string crlf, cr;
  for (const char c : lf) {
    crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
    cr += c == '\n' ? '\r' : c;
  }
  const std::string expected = calculate(eventRequest(lf).dump());
  EXPECT_EQ(calculate(eventRequest(crlf).dump()), expected);
  EXPECT_EQ(calculate(eventRequest(cr).dump()), expected);
  EXPECT_EQ(calculate(eventRequest("\xEF\xBB\xBF" + crlf).dump()), expected);
}

// ---- errors ----------------------------------------------------------------------------------

TEST(EventErrors, AFileWithAnyErrorIsNotComputedAndEveryProblemIsListed) {
  const json r = call(eventRequest(trfFile("errors.trf")));
  EXPECT_EQ(r["ok"], false);
  EXPECT_FALSE(r.contains("event"));
  EXPECT_TRUE(hasFileError(r, "trf-result-invalid", 3, 2));
  EXPECT_TRUE(hasFileError(r, "trf-opponent-unknown", 4, 1));
  EXPECT_TRUE(hasFileError(r, "trf-rank-duplicate", 5));
  EXPECT_TRUE(hasFileError(r, "trf-line-invalid", 6));
  EXPECT_TRUE(hasFileError(r, "trf-line-invalid", 7, 2));
  EXPECT_TRUE(hasFileError(r, "trf-line-invalid", 8));
  EXPECT_EQ(r["errors"].size(), 6u);
}

TEST(EventErrors, TheEventPartsOfTheRequestAreChecked) {
  EXPECT_TRUE(hasError(call(json{{"event", "x"}}), "json-invalid", "event"));
  EXPECT_TRUE(hasError(call(json{{"event", json::object()}}), "json-invalid", "event.trf"));
  EXPECT_TRUE(hasError(call(json{{"event", {{"trf", 12}}}}), "json-invalid", "event.trf"));
  EXPECT_TRUE(hasError(call(json{{"event", {{"trf", ""}}}}), "trf-invalid", "event.trf"));
  const std::string trf = trfFile("docs-example.trf");
  const auto withPlayers = [&](const json& players) {
    return call(json{{"event", {{"trf", trf}, {"players", players}}}});
  };
  EXPECT_TRUE(hasError(withPlayers(json::array()), "json-invalid", "event.players"));
  EXPECT_TRUE(
      hasError(withPlayers({{"abc", json::object()}}), "json-invalid", "event.players.abc"));
  EXPECT_TRUE(hasError(withPlayers({{"2", 40}}), "json-invalid", "event.players.2"));
  EXPECT_TRUE(hasError(withPlayers({{"2", {{"k", "x"}}}}), "k-invalid", "event.players.2.k"));
  EXPECT_TRUE(hasError(withPlayers({{"2", {{"k", 0}}}}), "k-out-of-range", "event.players.2.k"));
  EXPECT_TRUE(hasError(withPlayers({{"2", {{"ratedGames", -1}}}}), "profile-invalid",
                       "event.players.2.ratedGames"));
  EXPECT_TRUE(hasError(withPlayers({{"2", {{"peakRating", "x"}}}}), "profile-invalid",
                       "event.players.2.peakRating"));
  EXPECT_TRUE(hasError(withPlayers({{"2", {{"rating", 99999}}}}), "rating-out-of-range",
                       "event.players.2.rating"));
  const auto withGamesOf = [&](const json& ranks) {
    return call(json{{"event", {{"trf", trf}, {"gamesOf", ranks}}}});
  };
  for (const json& ranks : {json(3), json{{"3", 1}}, json{"3"}, json{0}, json{10000}, json{2.5}})
    EXPECT_TRUE(hasError(withGamesOf(ranks), "json-invalid", "event.gamesOf")) << ranks;
  EXPECT_TRUE(withGamesOf({9999})["errors"].empty());
  const json bad = withPlayers({{"2", {{"k", "x"}}}});
  EXPECT_FALSE(bad.contains("event"));
  // An override for a starting rank the file does not have changes nothing.
  EXPECT_TRUE(withPlayers({{"9", {{"k", 40}}}})["errors"].empty());
}

// ---- hostile files ---------------------------------------------------------------------------

TEST(EventHostile, EachIsAClearErrorNeverACrash) {
  std::string manyPlayers, nulls("\0\0\0\x01\x02", 5), zip("PK\x03\x04\x14\x00\x08\x00", 8);
  for (int rank = 1; rank <= kMaxTrfPlayers + 1; ++rank)
    manyPlayers += playerLine(rank, "P", 0, {}) + "\n";
  const struct {
    std::string trf;
    const char* code;
    int line;
    int round;
  } cases[] = {
      {nulls, "trf-invalid", 1, 0},
      {zip, "trf-invalid", 1, 0},
      {manyPlayers, "too-many-players", kMaxTrfPlayers + 1, 0},
      {sameTwoEveryRound(kMaxTrfRounds + 1), "too-many-rounds", 1, 0},
      {playerLine(1, "A", 1800, {{7, 'w', '1'}}), "trf-opponent-unknown", 1, 1},
      {"012 x\n" + playerLine(1, "Bell\a", 1800, {}), "trf-invalid", 2, 0},
  };
  for (const auto& c : cases) {
    const json r = call(eventRequest(c.trf));
    EXPECT_TRUE(hasFileError(r, c.code, c.line, c.round)) << c.code << " " << r["errors"];
    EXPECT_FALSE(r.contains("event"));
  }
}

TEST(EventHostile, AFileOverTwoMebibytesIsTooLargeARequest) {
  const std::string line = playerLine(1, "P", 1800, {}) + "\n";
  std::string huge;
  while (huge.size() <= 2 * 1024 * 1024) huge += line;
  EXPECT_TRUE(hasError(call(eventRequest(huge)), "request-too-large", "request"));
}

}  // namespace
}  // namespace elo
