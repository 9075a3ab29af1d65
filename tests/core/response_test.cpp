// Writing the response (core/src/response.hpp): fields, their order and how numbers are written.
#include "response.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "elo/api.hpp"

namespace elo {
namespace {

using nlohmann::json;

std::vector<PeriodGame> games(std::initializer_list<std::pair<std::int64_t, int>> list) {
  std::vector<PeriodGame> out;
  for (const auto& [opponent, halves] : list) {
    PeriodGame g;
    g.line = static_cast<int>(out.size()) + 1;
    if (opponent > 0) g.opponent = Rating::fromPoints(opponent);
    g.score = Score::fromHalves(halves);
    out.push_back(g);
  }
  return out;
}

Answer everything() {
  Answer a;
  a.ok = true;
  a.rules = fideRules();
  a.kAuto = true;
  const Game g = rateGame(fideRules(), Rating::fromPoints(1600), KFactor::whole(20),
                          Rating::fromPoints(1400), KFactor::whole(20), Score::win());
  a.game = GameAnswer{
      g, {Scenario{Score::win(), g}, Scenario{Score::draw(), g}, Scenario{Score::loss(), g}}};
  a.period = ratePeriod(fideRules(), Rating::fromPoints(1600), KFactor::whole(20),
                        games({{1500, 2}, {0, 2}, {1700, 1}, {1650, 0}}));
  a.curve = expectedCurve(fideRules(), Rating::fromPoints(1600), {-400, 400, 200});
  return a;
}

TEST(WriteResponse, WritesEveryObjectsKeysInSortedOrder) {
  const std::string text = writeResponse(everything(), kApiVersion);
  // nlohmann's json keeps keys sorted: dumping what was parsed gives the same bytes back.
  EXPECT_EQ(json::parse(text).dump(), text);
}

TEST(WriteResponse, WritesTheRulesAndWhetherKComesFromTheProfile) {
  const json r = json::parse(writeResponse(everything(), kApiVersion));
  EXPECT_EQ(
      r["rules"],
      json::parse(R"({"automaticK":true,"cap400":"below2650","exclude600":false,"expected":"table",
          "kCap700":true,"list":"standard","preset":"fide","system":"fide"})"));
  EXPECT_EQ(r["kAuto"], true);
  Answer none;
  const json bare = json::parse(writeResponse(none, kApiVersion));
  EXPECT_FALSE(bare.contains("kAuto"));
  EXPECT_FALSE(bare.contains("rules"));
  EXPECT_EQ(bare["ok"], false);
}

TEST(WriteResponse, WritesTheRunningChangeOnCountedRowsOfARatedPeriod) {
  const json t = json::parse(writeResponse(everything(), kApiVersion))["tournament"];
  EXPECT_EQ(t["rated"], true);
  EXPECT_EQ(t["games"][0]["runningChangeExact"], 7.2);
  EXPECT_FALSE(t["games"][1].contains("runningChangeExact"));  // unrated opponent
  EXPECT_EQ(t["games"][2]["runningChangeExact"], 10);
  EXPECT_EQ(t["games"][3]["runningChangeExact"], 1.4);
  EXPECT_EQ(t["games"][3]["runningChangeExact"], t["changeExact"]);
}

TEST(WriteResponse, WritesTheRunningChangeToThreeDecimals) {
  Answer a;
  a.period = ratePeriod(eloRules(), Rating::fromPoints(1600), KFactor::whole(20),
                        games({{1500, 2}, {1700, 1}, {1650, 0}}));
  const json rows = json::parse(writeResponse(a, kApiVersion))["tournament"]["games"];
  EXPECT_EQ(rows[0]["runningChangeExact"], 7.199);
  EXPECT_EQ(rows[2]["runningChangeExact"], 1.429);
}

TEST(WriteResponse, MarksAnUnratedPlayersPeriod) {
  Answer a;
  a.unrated = rateUnratedPeriod(games({{2000, 2}, {2000, 2}, {2000, 1}, {2000, 1}, {2000, 0}}));
  const json t = json::parse(writeResponse(a, kApiVersion))["tournament"];
  EXPECT_EQ(t["rated"], false);
  EXPECT_EQ(t["initialRating"]["rating"], 1993);
  EXPECT_FALSE(t["games"][0].contains("runningChangeExact"));
  EXPECT_FALSE(t["games"][0].contains("expected"));
}

TEST(WriteResponse, WritesTheCurveLikeOtherExpectedScores) {
  const json c = json::parse(writeResponse(everything(), kApiVersion))["curve"];
  EXPECT_EQ(c,
            json::parse(R"([{"difference":-400,"expected":0.08},{"difference":-200,"expected":0.24},
                               {"difference":0,"expected":0.5},{"difference":200,"expected":0.76},
                               {"difference":400,"expected":0.92}])"));
  Answer formula;
  formula.curve = expectedCurve(eloRules(), std::nullopt, {-200, 200, 200});
  EXPECT_EQ(json::parse(writeResponse(formula, kApiVersion))["curve"][0]["expected"], 0.2403);
}

}  // namespace
}  // namespace elo
