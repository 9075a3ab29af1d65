// The player's K as applied and why (the response's `kApplied`), through calculate(): typed, the
// default, each rule of FIDE B.02 8.3.3 with the numbers its sentence needs, and K × n ≤ 700;
// for the game and the tournament, and the same object for each of an event's rated players.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "call.hpp"
#include "trf_files.hpp"

namespace elo {
namespace {

using nlohmann::json;
using testing::call;
using testing::sameTwoEveryRound;
using testing::trfFile;

json autoK(int rating, int birthYear, int ratedGames, json extra = json::object()) {
  json request = {{"rules", "fide"},
                  {"kAuto", true},
                  {"date", "2026-05-01"},
                  {"player", {{"rating", rating}, {"birthYear", birthYear}}},
                  {"opponent", {{"rating", 1500}}},
                  {"result", 1}};
  request["player"]["ratedGames"] = ratedGames;
  request.update(extra);
  return request;
}

std::string games(int n) {
  std::string text;
  for (int i = 0; i < n; ++i) text += "1500 | 1\n";
  return text;
}

// FIDE B.02 8.3.3, examples worked from its text for a period dated 2026-05-01.
struct KCase {
  const char* source;
  json request;
  json kApplied;
};

void PrintTo(const KCase& c, std::ostream* os) { *os << c.source; }

class GivesKApplied : public ::testing::TestWithParam<KCase> {};

TEST_P(GivesKApplied, WithTheReasonAndItsNumbers) {
  EXPECT_EQ(call(GetParam().request)["kApplied"], GetParam().kApplied) << GetParam().source;
}

INSTANTIATE_TEST_SUITE_P(
    FideB02_833, GivesKApplied,
    ::testing::Values(KCase{"born 2008: 18 in 2026, junior until the end of 2026",
                            autoK(1600, 2008, 50),
                            {{"juniorUntil", 2026}, {"k", 40}, {"reason", "junior"}}},
                      KCase{"2400 reached: K 10 for good",
                            autoK(2450, 2000, 50),
                            {{"k", 10}, {"reason", "rating-2400"}}},
                      KCase{"peak 2410, now 2350: still 10",
                            autoK(2350, 2000, 50,
                                  {{"player",
                                    {{"rating", 2350},
                                     {"birthYear", 2000},
                                     {"ratedGames", 50},
                                     {"peakRating", 2410}}}}),
                            {{"k", 10}, {"reason", "rating-2400"}}},
                      KCase{"8 rated games: new to the list",
                            autoK(1600, 1990, 8),
                            {{"k", 40}, {"reason", "new-player"}}},
                      KCase{"adult, 50 games, under 2400",
                            autoK(1600, 1990, 50),
                            {{"k", 20}, {"reason", "standard"}}},
                      KCase{"K typed",
                            {{"k", "32"},
                             {"player", {{"rating", 1600}}},
                             {"opponent", {{"rating", 1500}}},
                             {"result", 1}},
                            {{"k", 32}, {"reason", "given"}}},
                      KCase{"K box empty: the default 20",
                            {{"k", ""},
                             {"player", {{"rating", 1600}}},
                             {"opponent", {{"rating", 1500}}},
                             {"result", 1}},
                            {{"k", 20}, {"reason", "default"}}},
                      KCase{"18 games at K 40: 720 > 700, so 38 (38 x 18 = 684)",
                            {{"rules", "fide"},
                             {"k", 40},
                             {"player", {{"rating", 1600}}},
                             {"gamesText", games(18)}},
                            {{"games", 18},
                             {"k", 38},
                             {"kBeforeCap", 40},
                             {"reason", "cap-700"},
                             {"reasonBeforeCap", "given"}}},
                      KCase{"a junior's 40 over 18 games: 38, and the junior rule said too",
                            autoK(1600, 2008, 50, {{"gamesText", games(18)}}),
                            {{"games", 18},
                             {"juniorUntil", 2026},
                             {"k", 38},
                             {"kBeforeCap", 40},
                             {"reason", "cap-700"},
                             {"reasonBeforeCap", "junior"}}},
                      KCase{"17 games at K 40: 680, not lowered",
                            {{"rules", "fide"},
                             {"k", 40},
                             {"player", {{"rating", 1600}}},
                             {"gamesText", games(17)}},
                            {{"k", 40}, {"reason", "given"}}}));

// A typed or default K is known before anything is computed: an empty K box is never silent.
TEST(KApplied, ATypedOrDefaultKIsGivenEvenWhenNothingIsComputed) {
  EXPECT_EQ(call(json{{"k", ""}, {"opponent", {{"rating", 5000}}}})["kApplied"],
            json::parse(R"({"k": 20, "reason": "default"})"));
  EXPECT_EQ(call(json{{"k", "16"}})["kApplied"], json::parse(R"({"k": 16, "reason": "given"})"));
}

TEST(KApplied, AbsentWhenNoKWasApplied) {
  EXPECT_FALSE(call(json{{"k", "300"}}).contains("kApplied"));
  // Automatic K without a profile: the errors say what is missing, no K is claimed.
  EXPECT_FALSE(call(json{{"rules", "fide"},
                         {"kAuto", true},
                         {"date", "2026-05-01"},
                         {"player", {{"rating", 1600}}},
                         {"opponent", {{"rating", 1500}}},
                         {"result", 1}})
                   .contains("kApplied"));
}

// ---- an event's players ----------------------------------------------------------------------

json eventRequest(const std::string& trf, json extra = json::object(), json players = nullptr) {
  json request = {{"event", {{"trf", trf}}}};
  if (!players.is_null()) request["event"]["players"] = players;
  request.update(extra);
  return request;
}

// tests/data/trf/hand-checked.trf (ends 2024/08/01): 1 Alvarez 2700, 3 Costa 2100 born
// 2008/11/30, 4 Dubois 1800 born 1980; pairing-mismatch.trf has no date; FIDE B.02 8.3.3.
struct EventKCase {
  const char* source;
  json request;
  int startRank;
  json kApplied;
};

void PrintTo(const EventKCase& c, std::ostream* os) { *os << c.source; }

class GivesAnEventPlayerKApplied : public ::testing::TestWithParam<EventKCase> {};

TEST_P(GivesAnEventPlayerKApplied, AsTheGameModeSaysIt) {
  const json r = call(GetParam().request);
  json applied;
  for (const json& p : r["event"]["players"])
    if (p["startRank"] == GetParam().startRank) applied = p["kApplied"];
  EXPECT_EQ(applied, GetParam().kApplied) << GetParam().source;
}

INSTANTIATE_TEST_SUITE_P(
    FideB02_833, GivesAnEventPlayerKApplied,
    ::testing::Values(
        EventKCase{"2700: 2400 reached",
                   eventRequest(trfFile("hand-checked.trf")),
                   1,
                   {{"k", 10}, {"reason", "rating-2400"}}},
        EventKCase{"born 2008/11/30, 2100 in 2024: junior until the end of 2026",
                   eventRequest(trfFile("hand-checked.trf")),
                   3,
                   {{"juniorUntil", 2026}, {"k", 40}, {"reason", "junior"}}},
        EventKCase{"born 1980, 1800, no count of games given: 30 or more assumed",
                   eventRequest(trfFile("hand-checked.trf")),
                   4,
                   {{"gamesAssumed", true}, {"k", 20}, {"reason", "standard"}}},
        EventKCase{"born 1980, 1800, 50 rated games given: 30 or more known",
                   eventRequest(trfFile("hand-checked.trf"), json::object(),
                                {{"4", {{"ratedGames", 50}}}}),
                   4,
                   {{"k", 20}, {"reason", "standard"}}},
        EventKCase{
            "8 rated games given for player 5 (1600, born 1975)",
            eventRequest(trfFile("hand-checked.trf"), json::object(), {{"5", {{"ratedGames", 8}}}}),
            5,
            {{"k", 40}, {"reason", "new-player"}}},
        EventKCase{
            "K 15 typed for player 4",
            eventRequest(trfFile("hand-checked.trf"), json::object(), {{"4", {{"k", "15"}}}}),
            4,
            {{"k", 15}, {"reason", "given"}}},
        EventKCase{"K 32 typed for everybody",
                   eventRequest(trfFile("hand-checked.trf"), {{"k", 32}}),
                   1,
                   {{"k", 32}, {"reason", "given"}}},
        EventKCase{"Elo rules, no K in the request: the default 20",
                   eventRequest(trfFile("hand-checked.trf"), {{"rules", "elo"}}),
                   3,
                   {{"k", 20}, {"reason", "default"}}},
        EventKCase{"born 1990, no date in the file nor the request: the junior rule unchecked",
                   eventRequest(trfFile("pairing-mismatch.trf")),
                   1,
                   {{"k", 20}, {"reason", "no-date"}}},
        EventKCase{"K 20 over 36 counted games: 720 > 700, so 19 (19 x 36 = 684)",
                   eventRequest(sameTwoEveryRound(36), {{"k", 20}}),
                   1,
                   {{"games", 36},
                    {"k", 19},
                    {"kBeforeCap", 20},
                    {"reason", "cap-700"},
                    {"reasonBeforeCap", "given"}}}));

TEST(EventKApplied, AbsentForAPlayerUnratedBeforeTheEvent) {
  const json r = call(eventRequest(trfFile("hand-checked.trf")));
  for (const json& p : r["event"]["players"])
    EXPECT_EQ(p.contains("kApplied"), p["rated"] == true) << p["startRank"];
}

}  // namespace
}  // namespace elo
