// Properties that must hold for any input, checked on thousands of random cases (fixed seeds,
// so a failure reproduces).
#include <gtest/gtest.h>

#include <cmath>
#include <nlohmann/json.hpp>
#include <random>
#include <string>

#include "elo/api.hpp"
#include "elo/period.hpp"
#include "elo/rules.hpp"

namespace elo {
namespace {

using nlohmann::json;

constexpr int kCases = 5000;

Rating randomRating(std::mt19937& rng) {
  return Rating::fromCenti(std::uniform_int_distribution<std::int64_t>(100 * 100, 3000 * 100)(rng));
}

TEST(EloRules, ChangesOfBothPlayersSumToZeroForEqualK) {
  std::mt19937 rng(20261130);
  for (int i = 0; i < kCases; ++i) {
    const Rating a = randomRating(rng);
    const Rating b = randomRating(rng);
    const KFactor k =
        KFactor::fromCenti(std::uniform_int_distribution<std::int64_t>(1, 20000)(rng));
    const Score s = Score::fromHalves(std::uniform_int_distribution<int>(0, 2)(rng));
    const Game g = rateGame(eloRules(), a, k, b, k, s);
    ASSERT_NEAR(g.a.change.exact + g.b.change.exact, 0.0, 1e-9) << a.centi() << " " << b.centi();
    ASSERT_EQ(g.a.change.rounded + g.b.change.rounded, 0) << a.centi() << " " << b.centi();
  }
}

TEST(ExpectedScore, RisesWithTheDifferenceInBothModels) {
  std::mt19937 rng(7);
  std::uniform_int_distribution<std::int64_t> difference(-100000, 100000);
  for (int i = 0; i < kCases; ++i) {
    std::int64_t d1 = difference(rng);
    std::int64_t d2 = difference(rng);
    if (d1 > d2) std::swap(d1, d2);
    ASSERT_LE(formulaExpected({d1}).value(), formulaExpected({d2}).value()) << d1 << " " << d2;
    ASSERT_LE(tableExpected({d1}).hundredths(), tableExpected({d2}).hundredths())
        << d1 << " " << d2;
  }
}

TEST(ExpectedScore, EverywhereInTheTableSumsToOneForBothPlayers) {
  for (std::int64_t d = -100000; d <= 100000; d += 37) {
    ASSERT_EQ(tableExpected({d}).hundredths() + tableExpected({-d}).hundredths(), 100) << d;
  }
}

// Table 8.1.2 comes from the normal distribution, the formula is logistic: within ±328 they
// agree to 0.01; up to ±400 the gap grows to 0.0148 (at |D| = 392, where the table says 0.92).
TEST(ExpectedScore, TableAndFormulaStayClose) {
  for (std::int64_t d = -40000; d <= 40000; d += 100) {
    const double gap = std::fabs(tableExpected({d}).value() - formulaExpected({d}).value());
    const std::int64_t whole = d < 0 ? -d : d;
    ASSERT_LE(gap, whole <= 32800 ? 0.01 : 0.015) << "D " << static_cast<double>(d) / 100.0;
  }
}

TEST(RatePeriod, TotalIsTheSumOfItsGames) {
  std::mt19937 rng(42);
  for (int i = 0; i < 500; ++i) {
    const Rating own = randomRating(rng);
    std::vector<PeriodGame> games(
        static_cast<std::size_t>(std::uniform_int_distribution<int>(1, 40)(rng)));
    for (PeriodGame& g : games) {
      g.opponent = randomRating(rng);
      g.score = Score::fromHalves(std::uniform_int_distribution<int>(0, 2)(rng));
    }
    for (const RuleSet& rules : {eloRules(), fideRules()}) {
      const Period p = ratePeriod(rules, own, KFactor::whole(20), games);
      double sum = 0;
      for (const GameRow& row : p.rows) sum += row.changeExact;
      ASSERT_NEAR(sum, p.change.exact, 1e-9);
      ASSERT_LE(std::fabs(static_cast<double>(p.change.rounded) - p.change.exact), 0.5 + 1e-9);
    }
  }
}

// calculate() answers everything with a JSON object that has apiVersion and errors.
void expectWellFormedAnswer(const std::string& request) {
  const json response = json::parse(calculate(request), nullptr, false);
  ASSERT_TRUE(response.is_object()) << request;
  ASSERT_EQ(response["apiVersion"], kApiVersion);
  ASSERT_TRUE(response["errors"].is_array());
  ASSERT_TRUE(response["ok"].is_boolean());
}

TEST(Calculate, SurvivesRandomBytes) {
  std::mt19937 rng(1);
  std::uniform_int_distribution<int> byte(0, 255);
  for (int i = 0; i < kCases; ++i) {
    std::string text(static_cast<std::size_t>(std::uniform_int_distribution<int>(0, 64)(rng)),
                     '\0');
    for (char& c : text) c = static_cast<char>(byte(rng));
    expectWellFormedAnswer(text);
  }
}

TEST(Calculate, SurvivesRandomRequests) {
  std::mt19937 rng(2);
  const std::vector<json> values = {nullptr,
                                    true,
                                    false,
                                    0,
                                    -1,
                                    0.5,
                                    1e300,
                                    -1e-300,
                                    1600,
                                    99999999999.0,
                                    "",
                                    " ",
                                    "1600",
                                    "1.605",
                                    "abc",
                                    "auto",
                                    "½",
                                    "fide",
                                    "elo",
                                    "-",
                                    "+",
                                    "1500 | 1\n1400 | 0",
                                    "\xEF\xBC\x91\xEF\xBC\x96\xEF\xBC\x90\xEF\xBC\x90",
                                    json::array(),
                                    json::object(),
                                    json::array({1, "x"}),
                                    json{{"rating", 1600}},
                                    json{{"opponent", 1500}, {"score", 1}}};
  const std::vector<std::string> keys = {
      "rules",     "k",        "player", "opponent",  "result",     "games",
      "gamesText", "date",     "rating", "birthYear", "ratedGames", "peakRating",
      "preset",    "expected", "cap400", "kCap700",   "score"};
  auto pick = [&](const auto& list) {
    return list[std::uniform_int_distribution<std::size_t>(0, list.size() - 1)(rng)];
  };
  for (int i = 0; i < kCases; ++i) {
    json request = json::object();
    const int fields = std::uniform_int_distribution<int>(0, 6)(rng);
    for (int f = 0; f < fields; ++f) {
      json value = pick(values);
      if (std::uniform_int_distribution<int>(0, 3)(rng) == 0)
        value = json{{pick(keys), pick(values)}, {pick(keys), pick(values)}};
      if (std::uniform_int_distribution<int>(0, 5)(rng) == 0)
        value = json::array({json{{"opponent", pick(values)}, {"score", pick(values)}}});
      request[pick(keys)] = value;
    }
    expectWellFormedAnswer(request.dump());
    std::string mangled = request.dump();
    if (!mangled.empty())
      mangled.erase(std::uniform_int_distribution<std::size_t>(0, mangled.size() - 1)(rng), 1);
    expectWellFormedAnswer(mangled);
  }
}

}  // namespace
}  // namespace elo
