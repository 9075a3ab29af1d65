// Every error code, each from a request that produces it, and the codes' stable text.
#include "elo/error.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>
#include <string>

#include "call.hpp"
#include "elo/api.hpp"

namespace elo {
namespace {

using nlohmann::json;

using testing::call;
using testing::hasError;

// The codes are part of the API: kebab-case, one per error, none left unnamed.
TEST(ErrorCode, EveryCodeIsStableKebabCase) {
  std::set<std::string> seen;
  for (int i = 0; i <= static_cast<int>(ErrorCode::GamesTooManyFields); ++i) {
    const std::string code(errorCode(static_cast<ErrorCode>(i)));
    EXPECT_NE(code, "unknown") << i;
    EXPECT_EQ(code.find_first_not_of("abcdefghijklmnopqrstuvwxyz0-9-"), std::string::npos) << code;
    EXPECT_TRUE(seen.insert(code).second) << code;
  }
  EXPECT_EQ(errorCode(ErrorCode::CurveInvalid), "curve-invalid");
  EXPECT_EQ(errorCode(ErrorCode::JsonInvalid), "json-invalid");
  EXPECT_EQ(errorCode(ErrorCode::TrfInvalid), "trf-invalid");
  EXPECT_EQ(errorCode(ErrorCode::TrfLineInvalid), "trf-line-invalid");
  EXPECT_EQ(errorCode(ErrorCode::TrfResultInvalid), "trf-result-invalid");
  EXPECT_EQ(errorCode(ErrorCode::TrfOpponentUnknown), "trf-opponent-unknown");
  EXPECT_EQ(errorCode(ErrorCode::TrfRankDuplicate), "trf-rank-duplicate");
  EXPECT_EQ(errorCode(ErrorCode::TooManyPlayers), "too-many-players");
  EXPECT_EQ(errorCode(ErrorCode::TooManyRounds), "too-many-rounds");
  EXPECT_EQ(errorCode(ErrorCode::GamesLookLikeTrf), "games-look-like-trf");
  EXPECT_EQ(errorCode(ErrorCode::RatingZero), "rating-zero");
  EXPECT_EQ(errorCode(ErrorCode::GamesTooManyFields), "games-too-many-fields");
  EXPECT_EQ(errorCode(ErrorCode::DateOrderAmbiguous), "date-order-ambiguous");
  EXPECT_EQ(errorCode(ErrorCode::DateNonexistent), "date-nonexistent");
  EXPECT_EQ(errorCode(ErrorCode::TrfTruncated), "trf-truncated");
  EXPECT_EQ(errorCode(ErrorCode::TrfEndsEarly), "trf-ends-early");
}

// Warnings have codes of their own, as stable as the errors'.
TEST(WarningCode, EveryCodeIsStableKebabCase) {
  EXPECT_EQ(warningCode(WarningCode::PairingMismatch), "pairing-mismatch");
  EXPECT_EQ(warningCode(WarningCode::PointsMismatch), "points-mismatch");
  EXPECT_EQ(warningCode(WarningCode::DateMissing), "date-missing");
}

// Every error code of docs/api.md, each from a request that produces it.
struct ErrorCase {
  const char* code;
  const char* field;
  const char* request;
  int line;
};

void PrintTo(const ErrorCase& c, std::ostream* os) { *os << c.code << " " << c.field; }

class ReportsError : public ::testing::TestWithParam<ErrorCase> {};

TEST_P(ReportsError, WithItsStableCode) {
  const json r = call(std::string(GetParam().request));
  EXPECT_TRUE(hasError(r, GetParam().code, GetParam().field, GetParam().line)) << r.dump();
}

INSTANTIATE_TEST_SUITE_P(
    ApiErrors, ReportsError,
    ::testing::Values(
        ErrorCase{"json-invalid", "request", "", 0},
        ErrorCase{"json-invalid", "request", "null", 0},
        ErrorCase{"json-invalid", "request", "[1600, 1400]", 0},
        ErrorCase{"json-invalid", "request", "{\"player\":", 0},
        ErrorCase{"json-invalid", "request", "\"\\ud800\"", 0},
        ErrorCase{"json-invalid", "request", "{\"gamesText\":\"\\ud800\"}", 0},
        ErrorCase{"json-invalid", "player", R"({"player": 1600})", 0},
        ErrorCase{"rules-invalid", "rules", R"({"rules": "ecf"})", 0},
        ErrorCase{"rules-invalid", "rules", R"({"rules": {"cap400": "sometimes"}})", 0},
        ErrorCase{"rules-invalid", "rules", R"({"rules": {"kCap700": "yes"}})", 0},
        ErrorCase{"rules-invalid", "rules", R"({"rules": {"automaticK": 1}})", 0},
        ErrorCase{"rules-invalid", "rules", R"({"rules": "fide-all"})", 0},
        ErrorCase{"json-invalid", "kAuto", R"({"kAuto": "true"})", 0},
        ErrorCase{"json-invalid", "kAuto", R"({"kAuto": 1})", 0},
        ErrorCase{"curve-invalid", "curve", R"({"curve": {"from": 0, "to": 0, "step": 1}})", 0},
        ErrorCase{"rating-invalid", "player.rating", R"({"player": {"rating": "abc"}})", 0},
        ErrorCase{"rating-invalid", "opponent.rating", R"({"opponent": {"rating": true}})", 0},
        ErrorCase{"rating-out-of-range", "player.rating", R"({"player": {"rating": 12}})", 0},
        ErrorCase{"rating-invalid", "opponent.rating", R"({"opponent": {"rating": "1e309"}})", 0},
        ErrorCase{"json-invalid", "request", R"({"opponent": {"rating": 1e309}})", 0},
        ErrorCase{"rating-out-of-range", "opponent.rating",
                  R"({"opponent": {"rating": 99999999999999999999}})", 0},
        ErrorCase{"k-invalid", "k", R"({"k": "abc"})", 0},
        ErrorCase{"k-out-of-range", "k", R"({"k": 0})", 0},
        ErrorCase{"k-out-of-range", "k", R"({"k": "1000"})", 0},
        ErrorCase{"k-invalid", "opponent.k", R"({"opponent": {"k": [20]}})", 0},
        ErrorCase{"result-invalid", "result", R"({"result": 2})", 0},
        ErrorCase{"result-invalid", "result", R"({"result": "1-0"})", 0},
        ErrorCase{"line-format", "gamesText", R"({"gamesText": "1500 | 1\nabc"})", 2},
        ErrorCase{"score-invalid", "gamesText", R"({"gamesText": "1400 | 2"})", 1},
        ErrorCase{"rating-invalid", "gamesText", R"({"gamesText": "\n\nabc | 1"})", 3},
        ErrorCase{"score-invalid", "games", R"({"games": [{"opponent": 1500, "score": 0.25}]})", 1},
        ErrorCase{"line-format", "games", R"({"games": [{"opponent": 1500}]})", 1},
        ErrorCase{"games-look-like-trf", "gamesText",
                  R"({"gamesText": "012 Open\n022 Madrid\n032 ESP"})", 0},
        ErrorCase{"rating-zero", "gamesText", R"({"gamesText": "1500 | 1\n0 | 1"})", 2},
        ErrorCase{"rating-zero", "opponent.rating", R"({"opponent": {"rating": "0"}})", 0},
        ErrorCase{"games-too-many-fields", "gamesText", R"({"gamesText": "1500 1 0"})", 1},
        ErrorCase{
            "profile-missing", "player.birthYear",
            R"({"k": "auto", "date": "2026-11-30", "player": {"rating": 1600, "ratedGames": 5}, "opponent": {"rating": 1500}, "result": 1})",
            0},
        ErrorCase{
            "profile-missing", "player.ratedGames",
            R"({"k": "auto", "date": "2026-11-30", "player": {"rating": 1600, "birthYear": 2000}, "opponent": {"rating": 1500}, "result": 1})",
            0},
        ErrorCase{
            "profile-missing", "date",
            R"({"k": "auto", "player": {"rating": 1600, "birthYear": 2000, "ratedGames": 5}, "gamesText": "1500|1"})",
            0},
        ErrorCase{
            "profile-invalid", "player.birthYear",
            R"({"k": "auto", "date": "2026-11-30", "player": {"rating": 1600, "birthYear": "1066", "ratedGames": 5}, "gamesText": "1500|1"})",
            0},
        ErrorCase{
            "profile-invalid", "player.peakRating",
            R"({"k": "auto", "date": "2026-11-30", "player": {"rating": 1600, "birthYear": 2000, "ratedGames": 5, "peakRating": "x"}, "gamesText": "1500|1"})",
            0},
        ErrorCase{
            "date-invalid", "date",
            R"({"k": "auto", "date": "30.11.2026", "player": {"rating": 1600, "birthYear": 2000, "ratedGames": 5}, "gamesText": "1500|1"})",
            0}));

// A range error carries the bounds its sentence names, so that no page keeps a copy of them.
TEST(ErrorRange, RangeErrorsNameTheirBounds) {
  const json rating =
      call(std::string(R"({"player": {"rating": "5000"}, "gamesText": "1500 | 1\n50 | 1"})"));
  EXPECT_EQ(rating["errors"][0], json::parse(R"({"code": "rating-out-of-range",
    "field": "player.rating", "max": 4000, "min": 100})"));
  EXPECT_EQ(rating["errors"][1], json::parse(R"({"code": "rating-out-of-range",
    "field": "gamesText", "line": 2, "max": 4000, "min": 100})"));
  const json k = call(std::string(R"({"k": "300"})"));
  EXPECT_EQ(k["errors"][0],
            json::parse(R"({"code": "k-out-of-range", "field": "k", "max": 200, "min": 0})"));
  std::string many;
  for (int i = 0; i < 10001; ++i) many += "1500|1\n";
  const json games = call(json{{"gamesText", many}});
  EXPECT_EQ(games["errors"][0]["max"], 10000);
  const json invalid = call(std::string(R"({"k": "abc"})"));
  EXPECT_FALSE(invalid["errors"][0].contains("max"));
}

TEST(Calculate, RefusesTooManyGamesAndTooMuchText) {
  std::string many;
  for (int i = 0; i < 10001; ++i) many += "1500|1\n";
  EXPECT_TRUE(hasError(call(json{{"player", {{"rating", 1600}}}, {"gamesText", many}}),
                       "too-many-games", "gamesText"));
  EXPECT_TRUE(
      hasError(call(json{{"gamesText", std::string(1 << 20, '1')}}), "text-too-long", "gamesText"));
  json array = json::array();
  for (int i = 0; i < 10001; ++i) array.push_back({{"opponent", 1500}, {"score", 1}});
  EXPECT_TRUE(hasError(call(json{{"games", array}}), "too-many-games", "games"));
  EXPECT_TRUE(hasError(call(std::string(3 * 1024 * 1024, ' ')), "request-too-large", "request"));
}

TEST(Calculate, RefusesJsonNestedTenThousandDeep) {
  const std::string deep = std::string(10000, '[') + std::string(10000, ']');
  EXPECT_TRUE(hasError(call(deep), "json-invalid", "request"));
  const std::string deepObject =
      "{\"a\":" + std::string(10000, '[') + std::string(10000, ']') + "}";
  EXPECT_TRUE(hasError(call(deepObject), "json-invalid", "request"));
}

}  // namespace
}  // namespace elo
