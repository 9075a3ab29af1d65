// tests/hostile/cases.json through the core: each hostile input gives its error code (or, for
// the inputs that are fine, none). tests/browser/hostile.test.js types the same cases into the
// page and checks the localized message.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "elo/api.hpp"

namespace elo {
namespace {

using nlohmann::json;

json cases() {
  std::ifstream in(std::string(ELO_HOSTILE_DIR) + "/cases.json");
  std::stringstream text;
  text << in.rdbuf();
  return json::parse(text.str(), nullptr, false)["cases"];
}

std::string textOf(const json& c) {
  const json& t = c["text"];
  if (t.is_string()) return t.get<std::string>();
  std::string repeated;
  for (int i = 0; i < t["times"].get<int>(); ++i) repeated += t["repeat"].get<std::string>();
  return repeated;
}

// The request the page sends for its form, with one input replaced.
std::string requestFor(const json& c) {
  const std::string text = textOf(c);
  const std::string input = c["input"].get<std::string>();
  if (input == "request") return text;
  json request = {{"rules", "elo"},
                  {"k", "20"},
                  {"player", {{"rating", "1600"}}},
                  {"opponent", {{"rating", "1400"}}},
                  {"result", "1"},
                  {"date", "2026-11-30"}};
  if (c["base"] == "autoK") {
    request["rules"] = "fide";
    request["k"] = "auto";
    request["player"]["birthYear"] = "2000";
    request["player"]["ratedGames"] = "50";
  }
  const std::map<std::string, json::json_pointer> paths = {
      {"ratingA", json::json_pointer("/player/rating")},
      {"ratingB", json::json_pointer("/opponent/rating")},
      {"k", json::json_pointer("/k")},
      {"games", json::json_pointer("/gamesText")},
      {"result", json::json_pointer("/result")},
      {"rules", json::json_pointer("/rules")},
      {"birthYear", json::json_pointer("/player/birthYear")},
      {"ratedGames", json::json_pointer("/player/ratedGames")}};
  request[paths.at(input)] = text;
  return request.dump();
}

TEST(HostileCases, AreAtLeastForty) { EXPECT_GE(cases().size(), 40u); }

TEST(HostileCases, EachGivesItsErrorCode) {
  for (const json& c : cases()) {
    const json response = json::parse(calculate(requestFor(c)), nullptr, false);
    ASSERT_TRUE(response.is_object()) << c["name"];
    const json& errors = response["errors"];
    if (c["code"].is_null()) {
      EXPECT_TRUE(errors.empty()) << c["name"] << ": " << errors.dump();
      continue;
    }
    ASSERT_FALSE(errors.empty()) << c["name"];
    EXPECT_EQ(errors[0]["code"], c["code"]) << c["name"] << ": " << errors.dump();
    EXPECT_EQ(errors[0]["field"], c["field"]) << c["name"];
    if (c.contains("line")) EXPECT_EQ(errors[0].value("line", 0), c["line"]) << c["name"];
  }
}

}  // namespace
}  // namespace elo
