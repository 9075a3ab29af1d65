// Title norms through calculate(): `event.norms` turns them on, each player's `norms` and the
// event's `normExemption` as the page receives them, the switches and their errors, and FIDE's
// example file run whole.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "call.hpp"
#include "norm_files.hpp"
#include "trf_files.hpp"

namespace elo {
namespace {

using nlohmann::json;
using testing::call;
using testing::hasError;
using testing::NormFile;
using testing::trfFile;

// A player with a GM norm by round 9: 6 of 9 against 2500 from seven federations; XXR 11.
std::string gmNormFile() {
  NormFile f;
  f.header("092 Individual: Swiss-System").header("XXR 11");
  f.add({"m", "IM", "ESP", 2450});
  const char* feds[] = {"GER", "FRA", "ENG", "NED", "ESP", "ESP", "ITA", "USA", "IND"};
  const char* titles[] = {"GM", "GM", "GM", "GM", "IM", "IM", "IM", "FM", "FM"};
  const char results[] = {'1', '1', '=', '=', '1', '=', '0', '1', '='};
  for (int i = 0; i < 9; ++i) {
    const int rank = f.add({"m", titles[i], feds[i], 2500});
    f.game(i + 1, 1, rank, results[i]);
  }
  return f.text();
}

json request(const std::string& trf, const json& norms) {
  return {{"event", {{"trf", trf}, {"norms", norms}}}};
}

const json& normOf(const json& player, const std::string& title) {
  for (const json& n : player["norms"]) {
    if (n["title"] == title) return n;
  }
  static const json kNone;
  return kNone;
}

TEST(NormsApi, NormsTrueGivesEachPlayerTheirNorms) {
  const json r = call(request(gmNormFile(), true));
  ASSERT_TRUE(r["ok"].get<bool>()) << r.dump(2);
  EXPECT_EQ(r["event"]["normExemption"], "none");
  EXPECT_EQ(r["event"]["normRoundRobin"], false);
  EXPECT_EQ(r["event"]["normRounds"], 11);
  const json& player = r["event"]["players"][0];
  ASSERT_EQ(player["norms"].size(), 1u);  // an IM: GM only
  const json& gm = normOf(player, "GM");
  EXPECT_EQ(gm["achieved"], true);
  EXPECT_EQ(gm["afterRound"], 9);
  EXPECT_EQ(gm["games"], 9);
  EXPECT_EQ(gm["score"], 6);
  EXPECT_EQ(gm["percentage"], 67);
  EXPECT_EQ(gm["dp"], 125);
  EXPECT_EQ(gm["averageOpponent"], 2500);
  EXPECT_EQ(gm["performance"], 2625);
  EXPECT_FALSE(gm.contains("raised"));
  EXPECT_FALSE(gm.contains("forecast"));  // a Swiss norm stands, whatever rounds remain
  EXPECT_EQ(gm["opponents"].size(), 9u);
  EXPECT_EQ(gm["opponents"][0],
            json({{"rating", 2500}, {"round", 1}, {"score", 1}, {"startRank", 2}}));
  bool sawScore = false;
  for (const json& c : gm["checks"]) {
    EXPECT_TRUE(c.contains("rule") && c.contains("ok") && c.contains("value") &&
                c.contains("need"));
    if (c["rule"] == "1.4.8-score") {
      sawScore = true;
      EXPECT_EQ(c["value"], 66.7);
      EXPECT_EQ(c["need"], 35);
    }
  }
  EXPECT_TRUE(sawScore);
  // An opponent (a GM, of one game) is checked for nothing; an FM for GM and IM.
  EXPECT_EQ(r["event"]["players"][1]["norms"].size(), 0u);
  EXPECT_EQ(r["event"]["players"][8]["norms"].size(), 2u);
}

// With `event.gamesOf`, the players listed have their norms whole; every other player has each
// title's verdict alone (`title`, `achieved`, `close`), the same as in the whole answer.
TEST(NormsApi, GamesOfGivesTheWholeNormsToThosePlayersOnly) {
  json ask = request(gmNormFile(), true);
  const json whole = call(ask);
  ask["event"]["gamesOf"] = json::array({1});
  const json r = call(ask);
  ASSERT_TRUE(r["ok"].get<bool>()) << r.dump(2);
  EXPECT_EQ(r["event"]["players"][0]["norms"], whole["event"]["players"][0]["norms"]);
  const json& fm = r["event"]["players"][8];
  ASSERT_EQ(fm["norms"].size(), 2u);
  for (std::size_t i = 0; i < 2; ++i) {
    const json& all = whole["event"]["players"][8]["norms"][i];
    EXPECT_EQ(
        fm["norms"][i],
        json({{"achieved", all["achieved"]}, {"close", all["close"]}, {"title", all["title"]}}));
  }
  EXPECT_EQ(fm["norms"][0]["title"], "GM");
}

// Whether every object's keys are in sorted order, as the rest of the response's are.
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

TEST(NormsApi, KeysAreSortedAndNationalRulesWriteNone) {
  const json ask = request(gmNormFile(), {{"rounds", 12}, {"players", {{"9", {{"titles", {}}}}}}});
  EXPECT_TRUE(keysSorted(nlohmann::ordered_json::parse(calculate(ask.dump()))));
  json uscf = ask;
  uscf["rules"] = "uscf";
  const json r = call(uscf);
  EXPECT_FALSE(r["event"].contains("normExemption"));
  EXPECT_FALSE(r["event"]["players"][0].contains("norms"));
}

TEST(NormsApi, WithoutTheSwitchNothingChanges) {
  const json plain = call(json{{"event", {{"trf", gmNormFile()}}}});
  const json off = call(request(gmNormFile(), false));
  EXPECT_EQ(plain, off);
  EXPECT_FALSE(plain["event"].contains("normExemption"));
  EXPECT_FALSE(plain["event"]["players"][0].contains("norms"));
}

TEST(NormsApi, SwitchesAreRead) {
  const json r = call(request(gmNormFile(), {{"exemption", "zonal"},
                                             {"roundRobin", true},
                                             {"rounds", 12},
                                             {"players", {{"1", {{"titles", json::array()}}}}}}));
  ASSERT_TRUE(r["ok"].get<bool>()) << r.dump(2);
  EXPECT_EQ(r["event"]["normExemption"], "zonal");
  EXPECT_EQ(r["event"]["normRoundRobin"], true);
  EXPECT_EQ(r["event"]["normRounds"], 12);
  const json& player = r["event"]["players"][0];
  EXPECT_EQ(player["norms"].size(), 2u);  // not an IM before the event: GM and IM
  const json& gm = normOf(player, "GM");
  EXPECT_EQ(gm["achieved"], false);  // a round robin's 9 rounds of 12
  EXPECT_EQ(gm["forecast"]["roundsLeft"], 3);
  EXPECT_EQ(gm["forecast"]["assumedAverage"], 2500);
}

TEST(NormsApi, BadSwitchesAreErrorsNamingTheField) {
  struct Case {
    json norms;
    const char* field;
  };
  const Case cases[] = {
      {"yes", "event.norms"},
      {{{"exemption", "olympiad"}}, "event.norms.exemption"},
      {{{"exemption", "swiss"}}, "event.norms.exemption"},  // computed, never given
      {{{"roundRobin", "no"}}, "event.norms.roundRobin"},
      {{{"rounds", 0}}, "event.norms.rounds"},
      {{{"rounds", 9.5}}, "event.norms.rounds"},
      {{{"players", {{"x", json::object()}}}}, "event.norms.players.x"},
      {{{"players", {{"3", {{"titles", "GM"}}}}}}, "event.norms.players.3.titles"},
      {{{"players", {{"3", {{"titles", {"GM", "XM"}}}}}}}, "event.norms.players.3.titles"},
  };
  for (const Case& c : cases) {
    const json r = call(request(gmNormFile(), c.norms));
    EXPECT_TRUE(hasError(r, "norms-option-invalid", c.field)) << c.norms.dump() << r["errors"];
    EXPECT_FALSE(r.contains("event")) << c.norms.dump();
  }
}

// FIDE's example file run whole: every player's titles checked, nobody's norm made (most
// opponents have no federation in it, 1.4.2a), and nothing out of its range.
TEST(NormsApi, FidesExampleFileRunsWhole) {
  const json r = call(request(trfFile("fide-example1.trf"), true));
  ASSERT_TRUE(r["ok"].get<bool>());
  EXPECT_EQ(r["event"]["normExemption"], "none");  // no host federation (032 is blank)
  int checked = 0;
  for (const json& p : r["event"]["players"]) {
    for (const json& n : p["norms"]) {
      ++checked;
      EXPECT_FALSE(n["achieved"].get<bool>()) << p["startRank"];
      EXPECT_LE(n["games"].get<int>(), 7);
      EXPECT_GE(n["afterRound"].get<int>(), 1);
      if (n.contains("performance")) {
        EXPECT_GE(n["performance"].get<int>(), 100);
        EXPECT_LE(n["performance"].get<int>(), 3600);
      }
    }
  }
  EXPECT_GT(checked, 284);
}

}  // namespace
}  // namespace elo
