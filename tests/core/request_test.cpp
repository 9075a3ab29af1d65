// Reading a request into domain types (core/src/request.hpp), before anything is computed.
#include "request.hpp"

#include <gtest/gtest.h>

#include <string>

namespace elo {
namespace {

bool hasError(const std::vector<Error>& errors, ErrorCode code, const std::string& field) {
  for (const Error& e : errors) {
    if (e.code == code && e.field == field) return true;
  }
  return false;
}

TEST(ReadRequest, ReadsTypedAndNumericValuesAlike) {
  const Request typed = readRequest(
      R"({"player":{"rating":"1.600"},"opponent":{"rating":"1400"},"result":"½","k":"12,5"})");
  const Request numbers =
      readRequest(R"({"player":{"rating":1600},"opponent":{"rating":1400},"result":0.5,"k":12.5})");
  for (const Request& r : {typed, numbers}) {
    EXPECT_TRUE(r.errors.empty());
    EXPECT_EQ(r.player.rating, Rating::fromPoints(1600));
    EXPECT_EQ(r.opponent.rating, Rating::fromPoints(1400));
    EXPECT_EQ(r.result, Score::draw());
    ASSERT_TRUE(r.player.k.has_value());
    EXPECT_EQ(r.player.k->k, KFactor::fromCenti(1250));
  }
}

TEST(ReadRequest, DefaultsToEloRulesAndTheStandardK) {
  const Request r = readRequest("{}");
  ASSERT_TRUE(r.rules.has_value());
  EXPECT_EQ(r.rules->expected, ExpectedModel::Formula);
  ASSERT_TRUE(r.player.k.has_value());
  EXPECT_FALSE(r.player.k->automatic);
  EXPECT_EQ(r.player.k->k, KFactor::whole(20));
  EXPECT_FALSE(r.periodYear.ok());
}

TEST(ReadRequest, RefusesWhatIsNotAJsonObject) {
  for (const char* text : {"", "[]", "null", "{\"a\":"}) {
    const Request r = readRequest(text);
    EXPECT_FALSE(r.rules.has_value()) << text;
    ASSERT_EQ(r.errors.size(), 1u) << text;
    EXPECT_EQ(r.errors[0].code, ErrorCode::JsonInvalid);
    EXPECT_EQ(r.errors[0].field, "request");
  }
}

TEST(ReadRequest, KeepsProfileErrorsApartUntilTheProfileIsNeeded) {
  const Request r = readRequest(R"({"player":{"rating":1600,"birthYear":"x"}})");
  EXPECT_TRUE(r.errors.empty());
  EXPECT_TRUE(hasError(r.player.profileErrors, ErrorCode::ProfileInvalid, "player.birthYear"));
  EXPECT_TRUE(hasError(r.player.profileErrors, ErrorCode::ProfileMissing, "player.ratedGames"));
}

TEST(ReadRequest, ReadsTheDatesYear) {
  EXPECT_EQ(readRequest(R"({"date":"2026-11-30"})").periodYear.value(), 2026);
  EXPECT_EQ(readRequest(R"({"date":20261130})").periodYear.error(), ErrorCode::DateInvalid);
}

// The opponent shares a K typed for the player; a K from the player's profile is the player's own.
TEST(DefaultOpponentK, IsThePlayersKUnlessThatComesFromTheProfile) {
  const KChoice typed{false, KFactor::whole(32)};
  EXPECT_EQ(defaultOpponentK(typed).k, KFactor::whole(32));
  EXPECT_FALSE(defaultOpponentK(typed).automatic);
  const KChoice fromProfile{true, kStandardK};
  EXPECT_FALSE(defaultOpponentK(fromProfile).automatic);
  EXPECT_EQ(defaultOpponentK(fromProfile).k, KFactor::whole(20));
}

TEST(DefaultOpponentK, AppliesWhenTheRequestGivesNoOpponentK) {
  EXPECT_EQ(readRequest(R"({"k":32})").opponent.k->k, KFactor::whole(32));
  EXPECT_EQ(readRequest(R"({"k":"auto"})").opponent.k->k, KFactor::whole(20));
  EXPECT_FALSE(readRequest(R"({"k":"auto"})").opponent.k->automatic);
  EXPECT_EQ(readRequest(R"({"k":32,"opponent":{"k":10}})").opponent.k->k, KFactor::whole(10));
  EXPECT_FALSE(readRequest(R"({"k":"abc"})").opponent.k.has_value());
}

TEST(ResolveK, TakesAGivenKAsItIs) {
  const Request r = readRequest(R"({"k":15})");
  std::vector<Error> errors;
  EXPECT_EQ(resolveK(*r.player.k, Rating::fromPoints(1600), r.player, r.periodYear, errors),
            KFactor::whole(15));
  EXPECT_TRUE(errors.empty());
}

TEST(ResolveK, TakesKFromTheProfileOrSaysWhatIsMissing) {
  const Request r = readRequest(
      R"({"k":"auto","date":"2026-01-01","player":{"birthYear":2010,"ratedGames":100}})");
  std::vector<Error> errors;
  EXPECT_EQ(resolveK(*r.player.k, Rating::fromPoints(1600), r.player, r.periodYear, errors),
            KFactor::whole(40));
  EXPECT_TRUE(errors.empty());

  const Request missing = readRequest(R"({"k":"auto","player":{"birthYear":2010}})");
  EXPECT_FALSE(resolveK(*missing.player.k, Rating::fromPoints(1600), missing.player,
                        missing.periodYear, errors));
  EXPECT_TRUE(hasError(errors, ErrorCode::ProfileMissing, "player.ratedGames"));
  EXPECT_TRUE(hasError(errors, ErrorCode::ProfileMissing, "date"));
}

// Whether the player's K is to come from the profile: the decision kAuto, k and the rules make.
bool kFromProfile(const std::string& request) {
  const Request r = readRequest(request);
  return r.player.k && r.player.k->automatic;
}

TEST(ReadRequest, KAutoAsksForKFromTheProfileWhereTheRulesOfferIt) {
  EXPECT_TRUE(kFromProfile(R"({"rules":"fide","kAuto":true,"k":32})"));
  EXPECT_TRUE(kFromProfile(R"({"rules":"fide-2024","kAuto":true})"));
  EXPECT_TRUE(kFromProfile(R"({"rules":{"preset":"elo","automaticK":true},"kAuto":true})"));
  EXPECT_FALSE(kFromProfile(R"({"rules":"elo","kAuto":true,"k":32})"));
  EXPECT_FALSE(kFromProfile(R"({"kAuto":true})"));
  EXPECT_FALSE(kFromProfile(R"({"rules":{"preset":"fide","automaticK":false},"kAuto":true})"));
  EXPECT_EQ(readRequest(R"({"rules":"elo","kAuto":true,"k":32})").player.k->k, KFactor::whole(32));
}

TEST(ReadRequest, KAutoFalseOrAbsentTakesKAsGiven) {
  for (const char* request :
       {R"({"rules":"fide","kAuto":false,"k":32})", R"({"rules":"fide","kAuto":null,"k":32})",
        R"({"rules":"fide","k":32})"}) {
    EXPECT_FALSE(kFromProfile(request)) << request;
    EXPECT_EQ(readRequest(request).player.k->k, KFactor::whole(32)) << request;
  }
}

// "k": "auto" keeps its meaning under every rule set, whatever kAuto says.
TEST(ReadRequest, KTextAutoAsksForKFromTheProfileUnderEveryRuleSet) {
  for (const std::string rules : {"elo", "fide", "fide-2024"}) {
    for (const std::string kAuto : {"true", "false", "null"}) {
      EXPECT_TRUE(
          kFromProfile(R"({"rules":")" + rules + R"(","k":" Auto ","kAuto":)" + kAuto + "}"))
          << rules << " " << kAuto;
    }
  }
}

// With K from the profile the K box is not read, so whatever it holds is no error.
TEST(ReadRequest, KAutoLeavesTheKBoxUnread) {
  EXPECT_TRUE(readRequest(R"({"rules":"fide","kAuto":true,"k":"abc"})").errors.empty());
  EXPECT_TRUE(hasError(readRequest(R"({"rules":"elo","kAuto":true,"k":"abc"})").errors,
                       ErrorCode::KInvalid, "k"));
}

TEST(ReadRequest, KAutoMustBeABoolean) {
  for (const char* request : {R"({"kAuto":"true"})", R"({"kAuto":1})", R"({"kAuto":[]})"}) {
    EXPECT_TRUE(hasError(readRequest(request).errors, ErrorCode::JsonInvalid, "kAuto")) << request;
  }
}

TEST(ReadRequest, ReadsACurveRange) {
  const Request r = readRequest(R"({"curve":{"from":-800,"to":800,"step":25}})");
  ASSERT_TRUE(r.curve.has_value());
  EXPECT_EQ(r.curve->from, -800);
  EXPECT_EQ(r.curve->to, 800);
  EXPECT_EQ(r.curve->step, 25);
  EXPECT_TRUE(r.errors.empty());
  EXPECT_FALSE(readRequest(R"({"curve":null})").curve.has_value());
  EXPECT_TRUE(readRequest(R"({"curve":{"from":-500,"to":500,"step":1}})").errors.empty());
}

TEST(ReadRequest, RefusesACurveItCannotDraw) {
  for (const char* curve :
       {R"(1)", R"("-800..800")", R"({})", R"({"from":-800,"to":800})",
        R"({"from":800,"to":-800,"step":25})", R"({"from":-800,"to":800,"step":0})",
        R"({"from":-800,"to":800,"step":-25})", R"({"from":-800.5,"to":800,"step":25})",
        R"({"from":"-800","to":800,"step":25})", R"({"from":-4001,"to":800,"step":25})",
        R"({"from":-800,"to":4001,"step":25})", R"({"from":-501,"to":500,"step":1})",
        R"({"from":-800,"to":800,"step":1e300})"}) {
    const Request r = readRequest("{\"curve\":" + std::string(curve) + "}");
    EXPECT_TRUE(hasError(r.errors, ErrorCode::CurveInvalid, "curve")) << curve;
    EXPECT_FALSE(r.curve.has_value()) << curve;
  }
}

TEST(ReadRequest, ARepeatedKeysLastValueCounts) {
  const Request r = readRequest(
      R"({"player":{"rating":1500},"player":{"rating":1600},"k":30,"k":"12","result":1,)"
      R"("result":null})");
  EXPECT_TRUE(r.errors.empty());
  EXPECT_EQ(r.player.rating, Rating::fromPoints(1600));
  ASSERT_TRUE(r.player.k.has_value());
  EXPECT_EQ(r.player.k->k, KFactor::whole(12));
  EXPECT_FALSE(r.result.has_value());
}

TEST(ReadRequest, ReadsAnEventsPlayersInTheOrderOfTheirKeysText) {
  const Request r =
      readRequest(R"({"event":{"trf":"","players":{"b":1,"12":{"k":40},"a":1,"012":{"k":10},)"
                  R"("2":{"k":"x"},"2":{"k":30}}}})");
  ASSERT_TRUE(r.event.has_value());
  // "012" comes before "12", which then gives starting rank 12 its K.
  ASSERT_TRUE(r.event->overrides.count(12));
  EXPECT_EQ(r.event->overrides.at(12).k->k, KFactor::whole(40));
  EXPECT_EQ(r.event->overrides.at(2).k->k, KFactor::whole(30));
  std::vector<std::string> playerFields;
  for (const Error& e : r.errors) {
    if (e.field.rfind("event.players", 0) == 0) playerFields.push_back(e.field);
  }
  EXPECT_EQ(playerFields, (std::vector<std::string>{"event.players.a", "event.players.b"}));
}

}  // namespace
}  // namespace elo
