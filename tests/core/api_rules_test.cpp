// calculate() (elo/api.hpp) held to the rule sets of docs/rules.md: the rules a response reports,
// the FIDE presets (2024, rapid and blitz), the 400-point and 700 caps, and K from a profile
// (kAuto, "k": "auto").
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "call.hpp"
#include "elo/api.hpp"
#include "single_game.hpp"

namespace elo {
namespace {

using nlohmann::json;

using testing::call;
using testing::hasError;
using testing::singleGame;

TEST(Calculate, ReportsTheRulesApplied) {
  const auto rules = [](const json& asked) {
    return call(singleGame({{"rules", asked}}))["rules"];
  };
  EXPECT_EQ(call(singleGame())["rules"], json::parse(R"({"automaticK":false,"expected":"formula",
      "cap400":"off","kCap700":false,"exclude600":false,"preset":"elo","system":"elo"})"));
  EXPECT_EQ(rules("fide"), json::parse(R"({"automaticK":true,"expected":"table",
      "cap400":"below2650","kCap700":true,"exclude600":false,"list":"standard","preset":"fide",
      "system":"fide"})"));
  EXPECT_EQ(rules("fide-2024"), json::parse(R"({"automaticK":true,"expected":"table",
      "cap400":"all","kCap700":true,"exclude600":false,"list":"standard","preset":"fide-2024",
      "system":"fide"})"));
  EXPECT_EQ(rules({{"preset", "fide"}, {"cap400", "all"}})["cap400"], "all");
  EXPECT_EQ(rules({{"preset", "fide"}, {"cap400", "all"}})["preset"], "fide");
  EXPECT_EQ(rules({{"expected", "table"}}), json::parse(R"({"automaticK":false,
      "expected":"table","cap400":"off","kCap700":false,"exclude600":false,"preset":"elo",
      "system":"elo"})"));
  EXPECT_EQ(rules({{"preset", "elo"}, {"automaticK", true}})["automaticK"], true);
  EXPECT_EQ(rules({{"preset", "fide"}, {"automaticK", false}})["automaticK"], false);
}

// FIDE R&B: table 8.1.2, the 400-point rule for everybody, K × n ≤ 700, automatic K, and the
// 600-point rule; a request may still switch the 600-point rule off or on.
TEST(Calculate, ReportsTheRapidAndBlitzPresets) {
  const auto rules = [](const json& asked) {
    return call(singleGame({{"rules", asked}}))["rules"];
  };
  EXPECT_EQ(rules("fide-rapid"), json::parse(R"({"automaticK":true,"expected":"table",
      "cap400":"all","kCap700":true,"exclude600":true,"list":"rapid","preset":"fide-rapid",
      "system":"fide"})"));
  EXPECT_EQ(rules("fide-blitz")["list"], "blitz");
  EXPECT_EQ(rules("fide-blitz")["exclude600"], true);
  EXPECT_EQ(rules({{"preset", "fide-rapid"}, {"exclude600", false}})["exclude600"], false);
  EXPECT_EQ(rules({{"preset", "fide"}, {"exclude600", true}})["exclude600"], true);
  EXPECT_EQ(call(singleGame({{"rules", {{"exclude600", "yes"}}}}))["errors"][0]["code"],
            "rules-invalid");
}

// FIDE B.02 8.3.1 as in force from 1 March 2024 to 30 September 2025: capped for everybody.
TEST(Calculate, Fide2024CapsTheDifferenceForEverybody) {
  const json request = {
      {"k", 10}, {"player", {{"rating", 2700}}}, {"opponent", {{"rating", 2200}}}, {"result", 0}};
  for (const json& rules : {json("fide-2024"), json{{"preset", "fide-2024"}}}) {
    json asked = request;
    asked["rules"] = rules;
    const json r = call(asked);
    EXPECT_EQ(r["game"]["player"]["difference"], 400);
    EXPECT_EQ(r["game"]["player"]["expected"], 0.92);
    EXPECT_EQ(r["game"]["player"]["change"], -9);  // 10 × (0 − 0.92) = −9.2
    EXPECT_EQ(r["game"]["opponent"]["difference"], -400);
    EXPECT_EQ(r["game"]["opponent"]["expected"], 0.08);
  }
  json fide = request;
  fide["rules"] = "fide";
  EXPECT_EQ(call(fide)["game"]["player"]["difference"], 500);  // the 2650 exemption since 2025
}

TEST(Calculate, Fide2024CapsKTimesGamesAt700) {
  std::string text;
  for (int i = 0; i < 36; ++i) text += "1600 | 0.5\n";
  EXPECT_EQ(call(json{{"rules", "fide-2024"},
                      {"player", {{"rating", 1600}}},
                      {"gamesText", text}})["tournament"]["k"],
            19);
}

json juniorRequest(json overrides) {
  json request = singleGame({{"k", 32}, {"date", "2026-11-30"}});
  request["player"] = {{"rating", 1600}, {"birthYear", 2010}, {"ratedGames", 120}};
  request.update(overrides);
  return request;
}

// FIDE B.02 8.3.3: kAuto asks for K from the profile, which FIDE's rule sets offer.
TEST(Calculate, KAutoTakesKFromTheProfileWhereTheRulesOfferIt) {
  for (const char* rules : {"fide", "fide-2024"}) {
    const json r = call(juniorRequest({{"rules", rules}, {"kAuto", true}}));
    EXPECT_EQ(r["kAuto"], true) << rules;
    EXPECT_EQ(r["game"]["player"]["k"], 40) << rules;
    EXPECT_EQ(r["game"]["opponent"]["k"], 20) << rules;  // as with "k": "auto"
  }
}

TEST(Calculate, KAutoReportsAMissingProfile) {
  const json r = call(singleGame({{"rules", "fide"}, {"kAuto", true}, {"date", "2026-11-30"}}));
  EXPECT_EQ(r["kAuto"], true);
  EXPECT_TRUE(hasError(r, "profile-missing", "player.birthYear"));
  EXPECT_TRUE(hasError(r, "profile-missing", "player.ratedGames"));
  EXPECT_FALSE(r.contains("game"));
}

TEST(Calculate, KAutoIsWrittenOnlyBesideTheRules) {
  EXPECT_FALSE(call(std::string("[]")).contains("kAuto"));
  EXPECT_FALSE(call(json{{"rules", "ecf"}, {"k", "auto"}}).contains("kAuto"));
  EXPECT_EQ(call(std::string("{}"))["kAuto"], false);
}

// The old "cap for everybody" variant: a 2700 losing to a 2200 counts 400, not 500.
TEST(Calculate, OffersTheOldCapForEverybody) {
  const json now = call(json{{"rules", "fide"},
                             {"k", 10},
                             {"player", {{"rating", 2700}}},
                             {"opponent", {{"rating", 2200}}},
                             {"result", 0}});
  const json old = call(json{{"rules", {{"preset", "fide"}, {"cap400", "all"}}},
                             {"k", 10},
                             {"player", {{"rating", 2700}}},
                             {"opponent", {{"rating", 2200}}},
                             {"result", 0}});
  EXPECT_EQ(now["game"]["player"]["change"], -10);  // 0.96
  EXPECT_EQ(old["game"]["player"]["change"], -9);   // 0.92
}

// FIDE B.02 8.3.3: K "auto" from the profile and the period's year.
TEST(Calculate, DerivesKFromTheProfile) {
  const json junior =
      call(singleGame({{"rules", "fide"},
                       {"k", "auto"},
                       {"date", "2026-11-30"},
                       {"player", {{"rating", 1600}, {"birthYear", 2010}, {"ratedGames", 120}}}}));
  EXPECT_EQ(junior["game"]["player"]["k"], 40);
  EXPECT_EQ(junior["game"]["player"]["change"], 10);  // 40 × 0.24 = 9.6
  EXPECT_EQ(junior["game"]["opponent"]["k"], 20);     // the opponent's K defaults to 20

  const json master = call(singleGame({{"rules", "fide"},
                                       {"k", "AUTO"},
                                       {"date", "2026-11-30"},
                                       {"player",
                                        {{"rating", "2350"},
                                         {"birthYear", "1980"},
                                         {"ratedGames", "900"},
                                         {"peakRating", "2.412"}}}}));
  EXPECT_EQ(master["game"]["player"]["k"], 10);
}

TEST(Calculate, AppliesThe700CapToTheTournament) {
  std::string text;
  for (int i = 0; i < 36; ++i) text += "1600 | 0.5\n";
  const json fide =
      call(json{{"rules", "fide"}, {"player", {{"rating", 1600}}}, {"gamesText", text}});
  EXPECT_EQ(fide["tournament"]["k"], 19);
  const json elo = call(json{{"player", {{"rating", 1600}}}, {"gamesText", text}});
  EXPECT_EQ(elo["tournament"]["k"], 20);
}

}  // namespace
}  // namespace elo
