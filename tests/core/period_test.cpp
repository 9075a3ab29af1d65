// One game and a rating period (elo/period.hpp) held to FIDE B.02 8.2 and 8.3 and the worked
// examples of docs/rules.md and docs/api.md: changes, the 700 rule, performance, first ratings.
#include "elo/period.hpp"

#include <gtest/gtest.h>

namespace elo {
namespace {

Rating r(std::int64_t points) { return Rating::fromPoints(points); }
KFactor k(std::int64_t whole) { return KFactor::whole(whole); }

PeriodGame game(std::int64_t opponent, Score score) {
  PeriodGame g;
  g.opponent = r(opponent);
  g.score = score;
  return g;
}

std::vector<PeriodGame> games(std::initializer_list<std::pair<std::int64_t, int>> list) {
  std::vector<PeriodGame> out;
  int line = 0;
  for (const auto& [opponent, halves] : list) {
    PeriodGame g = game(opponent, Score::fromHalves(halves));
    g.line = ++line;
    out.push_back(g);
  }
  return out;
}

std::vector<Rating> ratings(std::initializer_list<std::int64_t> list) {
  std::vector<Rating> out;
  for (std::int64_t p : list) out.push_back(r(p));
  return out;
}

// docs/rules.md worked example: 1600 beats 1400 with K 20: +5 to 1605, −5 to 1395, in both rule
// sets.
TEST(RateGame, WorkedExample1600Beats1400InBothRuleSets) {
  for (const RuleSet& rules : {eloRules(), fideRules()}) {
    const Game g = rateGame(rules, r(1600), k(20), r(1400), k(20), Score::win());
    EXPECT_NEAR(g.a.expected.value(), 0.76, 0.005);
    EXPECT_NEAR(g.a.change.exact, 4.8, 0.01);
    EXPECT_EQ(g.a.change.rounded, 5);
    EXPECT_EQ(g.a.newRating, r(1605));
    EXPECT_NEAR(g.b.change.exact, -4.8, 0.01);
    EXPECT_EQ(g.b.change.rounded, -5);
    EXPECT_EQ(g.b.newRating, r(1395));
  }
}

TEST(RateGame, FideTableGivesExactlyFourPointEight) {
  const Game g = rateGame(fideRules(), r(1600), k(20), r(1400), k(20), Score::win());
  EXPECT_EQ(g.a.expected.hundredths(), 76);
  EXPECT_DOUBLE_EQ(g.a.change.exact, 4.8);
}

// FIDE B.02 8.3.1: the 2650 player uses the full 500; the 2200 player counts 400.
TEST(RateGame, AppliesThe400RuleToEachPlayerSeparately) {
  const Game g = rateGame(fideRules(), r(2700), k(10), r(2200), k(20), Score::loss());
  EXPECT_EQ(g.a.difference.centi, 50000);
  EXPECT_EQ(g.a.expected.hundredths(), 96);
  EXPECT_EQ(g.a.change.rounded, -10);  // 10 × (0 − 0.96) = −9.6
  EXPECT_EQ(g.b.difference.centi, -40000);
  EXPECT_EQ(g.b.expected.hundredths(), 8);
  EXPECT_EQ(g.b.change.rounded, 18);  // 20 × (1 − 0.08) = 18.4
}

TEST(RateGame, UsesEachPlayersOwnK) {
  const Game g = rateGame(eloRules(), r(1500), k(40), r(1500), k(10), Score::draw());
  EXPECT_EQ(g.a.change.rounded, 0);
  const Game w = rateGame(eloRules(), r(1500), k(40), r(1500), k(10), Score::win());
  EXPECT_EQ(w.a.change.rounded, 20);
  EXPECT_EQ(w.b.change.rounded, -5);
}

// docs/api.md, the three-game tournament: change 1, 1601, average 1617, performance 1617.
TEST(RatePeriod, ApiExampleThreeGames) {
  const Period p = ratePeriod(eloRules(), r(1600), k(20), games({{1500, 2}, {1700, 1}, {1650, 0}}));
  ASSERT_EQ(p.rows.size(), 3u);
  EXPECT_NEAR(p.rows[0].expected.value(), 0.6401, 5e-5);
  EXPECT_NEAR(p.rows[0].changeExact, 7.199, 5e-4);
  EXPECT_NEAR(p.rows[1].changeExact, 2.801, 5e-4);
  EXPECT_NEAR(p.rows[2].expected.value(), 0.4285, 5e-5);
  EXPECT_NEAR(p.rows[2].changeExact, -8.571, 5e-4);
  EXPECT_EQ(p.gamesCount, 3);
  EXPECT_EQ(p.score, Score::fromHalves(3));
  EXPECT_NEAR(p.expectedTotal, 1.4285, 5e-5);
  EXPECT_EQ(p.k, k(20));
  EXPECT_NEAR(p.change.exact, 1.429, 5e-4);
  EXPECT_EQ(p.change.rounded, 1);
  EXPECT_EQ(p.newRating, r(1601));
  EXPECT_EQ(p.averageOpponent, 1617);
  EXPECT_EQ(p.performance, 1617);
}

TEST(RatePeriod, SameTournamentUnderFideRulesCountsInHundredths) {
  const Period p =
      ratePeriod(fideRules(), r(1600), k(20), games({{1500, 2}, {1700, 1}, {1650, 0}}));
  EXPECT_EQ(p.rows[0].expected.hundredths(), 64);
  EXPECT_EQ(p.rows[1].expected.hundredths(), 36);
  EXPECT_EQ(p.rows[2].expected.hundredths(), 43);
  EXPECT_DOUBLE_EQ(p.expectedTotal, 1.43);
  EXPECT_DOUBLE_EQ(p.change.exact, 1.4);
  EXPECT_EQ(p.change.rounded, 1);
}

// The running change the page charts: K × Σ(score − expected) up to each counted game.
TEST(RatePeriod, KeepsTheRunningChangeUpToEachGame) {
  const Period p = ratePeriod(eloRules(), r(1600), k(20), games({{1500, 2}, {1700, 1}, {1650, 0}}));
  EXPECT_NEAR(p.rows[0].runningChangeExact, 7.199, 5e-4);
  EXPECT_NEAR(p.rows[1].runningChangeExact, 10.0, 5e-4);
  EXPECT_NEAR(p.rows[2].runningChangeExact, 1.429, 5e-4);
  EXPECT_DOUBLE_EQ(p.rows[2].runningChangeExact, p.change.exact);
}

TEST(RatePeriod, RunningChangeIsExactInHundredthsUnderTheTable) {
  const Period p =
      ratePeriod(fideRules(), r(1600), k(20), games({{1500, 2}, {1700, 1}, {1650, 0}}));
  EXPECT_DOUBLE_EQ(p.rows[0].runningChangeExact, 7.2);   // 20 × (1 − 0.64)
  EXPECT_DOUBLE_EQ(p.rows[1].runningChangeExact, 10.0);  // + 20 × (0.5 − 0.36)
  EXPECT_DOUBLE_EQ(p.rows[2].runningChangeExact, 1.4);   // + 20 × (0 − 0.43)
  EXPECT_DOUBLE_EQ(p.rows[2].runningChangeExact, p.change.exact);

  // 30 draws at D = −4 (table 0.49): K 10 × 0.01 a game, with no binary drift over the sum.
  std::vector<PeriodGame> draws(30, game(1604, Score::draw()));
  const Period d = ratePeriod(fideRules(), r(1600), k(10), draws);
  for (std::size_t i = 0; i < draws.size(); ++i) {
    EXPECT_EQ(d.rows[i].runningChangeExact, static_cast<double>(i + 1) / 10.0) << i;
  }
  EXPECT_EQ(d.change.exact, 3.0);
}

TEST(RatePeriod, RunningChangeSkipsGamesThatDoNotCount) {
  std::vector<PeriodGame> list = games({{1500, 2}});
  PeriodGame unrated;
  unrated.score = Score::win();
  list.push_back(unrated);
  list.push_back(game(1500, Score::win()));
  const Period p = ratePeriod(fideRules(), r(1500), k(20), list);
  EXPECT_DOUBLE_EQ(p.rows[0].runningChangeExact, 10.0);
  EXPECT_DOUBLE_EQ(p.rows[1].runningChangeExact, 0.0);  // not counted: not part of the sum
  EXPECT_DOUBLE_EQ(p.rows[2].runningChangeExact, 20.0);
  EXPECT_DOUBLE_EQ(p.change.exact, 20.0);
}

// The 700 cap lowers K for the whole period, the running change included.
TEST(RatePeriod, RunningChangeUsesTheKAfterThe700Cap) {
  std::vector<PeriodGame> wins(36, game(1500, Score::win()));
  const Period p = ratePeriod(fideRules(), r(1500), k(20), wins);
  EXPECT_EQ(p.k, k(19));
  EXPECT_DOUBLE_EQ(p.rows[0].runningChangeExact, 9.5);  // 19 × 0.5
  EXPECT_DOUBLE_EQ(p.rows[35].runningChangeExact, 342.0);
}

// FIDE B.02 8.3.4: rounded once per period: 3 × 2.5 = 7.5 → 8, not 3 + 3 + 3.
TEST(RatePeriod, RoundsOncePerPeriodNotPerGame) {
  const Period p =
      ratePeriod(fideRules(), r(1600), k(10), games({{1410, 2}, {1410, 2}, {1410, 2}}));
  EXPECT_EQ(p.rows[0].expected.hundredths(), 75);
  EXPECT_DOUBLE_EQ(p.rows[0].changeExact, 2.5);
  EXPECT_DOUBLE_EQ(p.change.exact, 7.5);
  EXPECT_EQ(p.change.rounded, 8);
}

TEST(RatePeriod, RoundsANegativeHalfAwayFromZero) {
  const Period p =
      ratePeriod(fideRules(), r(1410), k(10), games({{1600, 0}, {1600, 0}, {1600, 0}}));
  EXPECT_DOUBLE_EQ(p.change.exact, -7.5);
  EXPECT_EQ(p.change.rounded, -8);
  EXPECT_EQ(p.newRating, r(1402));
}

// FIDE B.02 8.3.2: every game uses the rating from before the period.
TEST(RatePeriod, RatesEveryGameFromTheRatingBeforeThePeriod) {
  const Period p = ratePeriod(eloRules(), r(1500), k(40), games({{1500, 2}, {1500, 2}}));
  EXPECT_DOUBLE_EQ(p.rows[0].changeExact, 20.0);
  EXPECT_DOUBLE_EQ(p.rows[1].changeExact, 20.0);
  EXPECT_EQ(p.change.rounded, 40);
}

// FIDE B.02 8.3.3: K × n ≤ 700 in FIDE rules; not applied in plain Elo rules.
TEST(RatePeriod, CapsKAt700OverTheGamesThatCount) {
  std::vector<PeriodGame> list(36, game(1500, Score::draw()));
  EXPECT_EQ(ratePeriod(fideRules(), r(1500), k(20), list).k, k(19));
  EXPECT_EQ(ratePeriod(eloRules(), r(1500), k(20), list).k, k(20));
  list.resize(35);
  EXPECT_EQ(ratePeriod(fideRules(), r(1500), k(20), list).k, k(20));
  PeriodGame unrated;
  unrated.score = Score::draw();
  list.push_back(unrated);  // 36 lines, 35 that count
  EXPECT_EQ(ratePeriod(fideRules(), r(1500), k(20), list).k, k(20));
}

// FIDE B.02 8.3 and 7.1.4: unrated opponents and forfeits do not count.
TEST(RatePeriod, LeavesOutUnratedOpponentsAndForfeits) {
  std::vector<PeriodGame> list = games({{1500, 2}});
  PeriodGame unrated;
  unrated.score = Score::win();
  PeriodGame forfeit = game(1500, Score::win());
  forfeit.forfeit = true;
  list.push_back(unrated);
  list.push_back(forfeit);
  const Period p = ratePeriod(eloRules(), r(1500), k(20), list);
  EXPECT_EQ(p.gamesCount, 1);
  EXPECT_EQ(p.score, Score::win());
  EXPECT_EQ(p.rows[1].notCounted, NotCounted::UnratedOpponent);
  EXPECT_EQ(p.rows[2].notCounted, NotCounted::Forfeit);
  EXPECT_EQ(p.change.rounded, 10);
}

TEST(RatePeriod, NoCountedGamesMeansNoChangeAndNoPerformance) {
  PeriodGame unrated;
  unrated.score = Score::win();
  const Period p = ratePeriod(fideRules(), r(1500), k(20), {unrated});
  EXPECT_EQ(p.gamesCount, 0);
  EXPECT_EQ(p.change.rounded, 0);
  EXPECT_EQ(p.newRating, r(1500));
  EXPECT_FALSE(p.performance.has_value());
}

// FIDE B.01 1.4.7 and 1.4.8 with table 1.4.9.
TEST(Performance, AddsDpForThePercentageToTheAverage) {
  EXPECT_EQ(averageRating(ratings({1500, 1700, 1650})), 1617);  // 1616.67
  EXPECT_EQ(averageRating(ratings({1500, 1501})), 1501);        // 1500.5 → 1501
  EXPECT_EQ(scorePercent(Score::fromHalves(6), 5), 60);
  EXPECT_EQ(scorePercent(Score::fromHalves(2), 8), 13);  // 12.5 % → 13 %
  EXPECT_EQ(performanceRating(ratings({2000, 2000, 2000, 2000, 2000}), Score::fromHalves(6)), 2072);
  EXPECT_EQ(performanceRating(ratings({2000}), Score::win()), 2800);
  EXPECT_EQ(performanceRating(ratings({2000}), Score::loss()), 1200);
}

// FIDE B.02 8.2, docs/rules.md: 3 of 5 against 2000 gives Ra 1942.86, p 0.57, dp 50, Ru 1993.
TEST(FirstRating, WorkedExampleGives1993) {
  const FirstRating f = firstRating(ratings({2000, 2000, 2000, 2000, 2000}), Score::fromHalves(6));
  EXPECT_NEAR(f.average, 1942.857, 0.001);
  EXPECT_EQ(f.percent, 57);
  EXPECT_EQ(f.dp, 50);
  EXPECT_EQ(f.rating, 1993);
  EXPECT_TRUE(f.published());
}

// FIDE B.02 8.2, docs/rules.md: 5 of 5 against 2100 gives 2323, published as 2200.
TEST(FirstRating, CapsAt2200) {
  const FirstRating f = firstRating(ratings({2100, 2100, 2100, 2100, 2100}), Score::fromHalves(10));
  EXPECT_EQ(f.uncapped, 2323);
  EXPECT_TRUE(f.capped);
  EXPECT_EQ(f.rating, 2200);
  EXPECT_TRUE(f.published());
}

TEST(FirstRating, NeedsFiveGamesToBePublished) {
  const FirstRating four = firstRating(ratings({2000, 2000, 2000, 2000}), Score::fromHalves(4));
  EXPECT_TRUE(four.rating.has_value());
  EXPECT_TRUE(four.fewerThan5Games);
  EXPECT_FALSE(four.published());
}

TEST(FirstRating, NeedsAtLeast1400ToBePublished) {
  // Ra = (7000 + 3600) / 7 = 1514.29, p = 1.5 / 7 → 0.21, dp −230, Ru = 1284.
  const FirstRating f = firstRating(ratings({1400, 1400, 1400, 1400, 1400}), Score::fromHalves(1));
  EXPECT_EQ(f.rating, 1284);
  EXPECT_TRUE(f.below1400);
  EXPECT_FALSE(f.published());
}

TEST(FirstRating, ZeroScoreIsDisregarded) {
  const FirstRating f = firstRating(ratings({1800, 1800, 1800, 1800, 1800}), Score::loss());
  EXPECT_TRUE(f.zeroScore);
  EXPECT_FALSE(f.rating.has_value());
  EXPECT_FALSE(f.published());
}

TEST(RateUnratedPeriod, CountsOnlyGamesAgainstRatedOpponents) {
  std::vector<PeriodGame> list = games({{2000, 2}, {2000, 2}, {2000, 1}, {2000, 1}, {2000, 0}});
  PeriodGame unrated;
  unrated.score = Score::win();
  list.push_back(unrated);
  const UnratedPeriod p = rateUnratedPeriod(list);
  EXPECT_EQ(p.gamesCount, 5);
  EXPECT_EQ(p.score, Score::fromHalves(6));
  EXPECT_EQ(p.first.rating, 1993);
  EXPECT_EQ(p.rows[5].notCounted, NotCounted::UnratedOpponent);
}

}  // namespace
}  // namespace elo
