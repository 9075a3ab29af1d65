// The replay of a ladder's season (ladder.hpp): game and period updates worked by hand, periods
// named as ISO 8601, FIDE's cap on K in a period, provisional K, roster K, PGN Elo, the ranking
// and two players' games against each other.
#include "elo/ladder.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ladder_season.hpp"

namespace elo {
namespace {

using testing::eloOptions;
using testing::finalRatings;
using testing::kRoster;
using testing::kSeasonForms;

// Worked by hand, E = 1 / (1 + 10^(−D/400)), K 20, each change rounded .5 away from zero:
//   1. A 1600 − B 1500, 1-0: D 100, E 0.6401; A +20 × 0.3599 = +7.199 → +7, B −7 (1607, 1493)
//   2. B 1493 − C 1400, ½:   D 93,  E 0.6307; B 20 × −0.1307 = −2.615 → −3, C +3 (1490, 1403)
//   3. C 1403 − A 1607, 1-0: D −204, E 0.2361; C +15.278 → +15, A −15 (1418, 1592)
//   4. A 1592 − B 1490, ½:   D 102, E 0.6427; A −2.854 → −3, B +3 (1589, 1493)
//   5. B 1493 − C 1418, 0-1: D 75,  E 0.6063; B −12.126 → −12, C +12 (1481, 1430)
//   6. C 1430 − A 1589, 0-1: D −159, E 0.2859; C −5.718 → −6, A +6 (1424, 1595)
TEST(LadderReplay, SixGamesGameByGameMatchTheHandComputation) {
  const LadderInput in = readLadder(kSeasonForms[0], kRoster);
  ASSERT_TRUE(in.errors.empty());
  const Ladder l = replayLadder(in, eloOptions());
  EXPECT_EQ(finalRatings(in, l), (std::vector<std::int64_t>{1595, 1481, 1424}));
  EXPECT_DOUBLE_EQ(l.rows[0].whiteChange, 7);
  EXPECT_DOUBLE_EQ(l.rows[2].whiteChange, 15);
  EXPECT_NEAR(l.rows[4].whiteExpected.value(), 0.6063, 5e-5);
  const LadderPlayer& a = l.players[0];  // the roster's first
  EXPECT_EQ(a.history.size(), 5u);       // 1600, then after each of A's four games
  EXPECT_EQ(a.historyDates, (std::vector<int>{0, 20260302, 20260316, 20260406, 20260420}));
  EXPECT_EQ(a.peak.centi(), 160700);
  EXPECT_EQ(a.wins + a.draws + a.losses, 4);
  EXPECT_EQ(a.score.halves(), 5);  // 1 + 0 + ½ + 1
  EXPECT_EQ(a.lastPlayed->ordinal(), 20260420);
  EXPECT_EQ(l.ranking, (std::vector<int>{0, 1, 2}));
}

// Worked by hand, the same season in two monthly periods, every game from the period's start:
//   March (A 1600, B 1500, C 1400): A (1 − 0.6401) + (0 − 0.7597) = −0.3998, × 20 = −7.996 → −8;
//     B (0 − 0.3599) + (0.5 − 0.6401) = −0.5 → −10; C (0.5 − 0.3599) + (1 − 0.2403) → +17.996 → +18
//   April (A 1592, B 1490, C 1418): A (0.5 − 0.6427) + (1 − 0.7314) = 0.1259 → +2.518 → +3;
//     B (0.5 − 0.3573) + (0 − 0.6022) = −0.4595 → −9.19 → −9; C (1 − 0.3978) + (0 − 0.2686) → +7
TEST(LadderReplay, MonthlyPeriodsMatchTheHandComputation) {
  const LadderInput in = readLadder(kSeasonForms[1], kRoster);
  LadderOptions o = eloOptions();
  o.update = LadderUpdate::Period;
  const Ladder l = replayLadder(in, o);
  ASSERT_TRUE(l.errors.empty());
  EXPECT_EQ(finalRatings(in, l), (std::vector<std::int64_t>{1595, 1481, 1425}));
  ASSERT_EQ(l.periods.size(), 2u);
  EXPECT_EQ(l.periods[0].label, "2026-03");
  EXPECT_EQ(l.periods[1].games, 3);
  EXPECT_EQ(l.players[0].history.size(), 3u);  // start, after March, after April
  EXPECT_EQ(l.players[0].historyDates, (std::vector<int>{0, 20260331, 20260430}));
  EXPECT_EQ(l.rows[3].whiteBefore.centi(), 159200);
  EXPECT_NEAR(l.rows[3].whiteChange, -2.854, 1e-3);  // K × (0.5 − 0.6427), unrounded
}

TEST(LadderReplay, PeriodsOfAWeekAndAYearAreNamedAsIso8601) {
  const LadderInput in = readLadder("2027-01-01 A - B 1-0\n2026-12-28 B - C 1-0", "");
  LadderOptions o = eloOptions();
  o.update = LadderUpdate::Period;
  o.period = LadderPeriod::Week;
  const Ladder weeks = replayLadder(in, o);
  ASSERT_EQ(weeks.periods.size(), 1u);  // both in the week of Monday 28 December 2026
  EXPECT_EQ(weeks.periods[0].label, "2026-W53");
  o.period = LadderPeriod::Year;
  const Ladder years = replayLadder(in, o);
  ASSERT_EQ(years.periods.size(), 2u);
  EXPECT_EQ(years.periods[0].label, "2026");  // periods in calendar order
  ASSERT_EQ(in.warnings.size(), 1u);
  EXPECT_EQ(in.warnings[0].code, WarningCode::DatesUnsorted);
  EXPECT_EQ(in.warnings[0].line, 2);
}

// FIDE B.02 8.3.3: K × n ≤ 700 in a period; 40 games at K 20 leave K 17 (17 × 40 = 680).
TEST(LadderReplay, FideCapsKTimesGamesAt700InAPeriod) {
  std::string games;
  for (int i = 0; i < 40; ++i) games += "2026-05-01 A - B 1-0\n";
  const LadderInput in = readLadder(games, "A | 1500\nB | 1500");
  LadderOptions o;
  o.rules = fideRules();
  o.update = LadderUpdate::Period;
  const Ladder l = replayLadder(in, o);
  // Table 8.1.2 at D = 0: 0.50; 40 × (1 − 0.5) × 17 = 340.
  EXPECT_EQ(l.players[0].rating.centi(), 184000);
  EXPECT_DOUBLE_EQ(l.rows[0].whiteChange, 8.5);
}

TEST(LadderReplay, ProvisionalKAppliesWhileAPlayerHasFewGames) {
  const LadderInput in = readLadder("A - B 1-0\nA - B 1-0\nA - B 1-0", "A | 1500 | 10");
  LadderOptions o = eloOptions();
  o.provisional = Provisional{2, KFactor::whole(40)};
  const Ladder l = replayLadder(in, o);
  EXPECT_DOUBLE_EQ(l.rows[0].whiteChange, 5);    // A's own K 10: 10 × 0.5
  EXPECT_DOUBLE_EQ(l.rows[0].blackChange, -20);  // B new: K 40 × −0.5
  EXPECT_LT(l.rows[2].blackChange, -8);          // B's third game: K 20 again
  EXPECT_GT(l.rows[2].blackChange, -12);
}

TEST(LadderReplay, RoundingNoneKeepsHundredths) {
  const LadderInput in = readLadder("A - B 1-0", "A | 1600\nB | 1400");
  LadderOptions o = eloOptions();
  o.rounding = LadderRounding::None;
  const Ladder l = replayLadder(in, o);
  EXPECT_EQ(l.players[0].rating.centi(), 160481);  // 20 × 0.2403 = 4.805 → 4.81 (hundredths)
  EXPECT_EQ(l.players[1].rating.centi(), 139519);
}

TEST(LadderReplay, StartsFromTheRosterThenThePgnEloThenTheDefault) {
  const LadderInput in = readLadder(
      "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n[WhiteElo \"1800\"]\n[BlackElo \"1700\"]\n"
      "\n1-0\n[White \"C\"]\n[Black \"B\"]\n[Result \"*\"]\n\n*\n"
      "[White \"D\"]\n[Black \"A\"]\n[Result \"0-1\"]\n[BlackElo \"2000\"]\n\n0-1\n",
      "B | 1650");
  ASSERT_TRUE(in.errors.empty());
  ASSERT_EQ(in.games.size(), 2u);  // the `*` game skipped, with a warning on its first line
  ASSERT_EQ(in.warnings.size(), 1u);
  EXPECT_EQ(in.warnings[0].code, WarningCode::ResultUnknown);
  EXPECT_EQ(in.warnings[0].line, 8);
  LadderOptions o = eloOptions();
  o.initialRating = Rating::fromPoints(1200);
  const Ladder l = replayLadder(in, o);
  EXPECT_EQ(l.players[0].start.centi(), 165000);  // B, the roster's
  EXPECT_EQ(l.players[1].start.centi(), 180000);  // A, the Elo of the first game
  EXPECT_EQ(l.players[2].start.centi(), 120000);  // C, no game, no rating: the default
  EXPECT_EQ(l.players[3].start.centi(), 120000);  // D
}

// A − B: 1-0 (line 1) and ½ (line 4), a forfeit left out; C − A: 1-0 (line 3) and 0-1 (line 6).
TEST(LadderHeadToHead, CountsTheRatedGamesBetweenTwoPlayersInTheOrderAsked) {
  for (const std::string& games : kSeasonForms) {
    const LadderInput in = readLadder(games, kRoster);
    const std::optional<HeadToHead> ab = headToHead(in, " a ", "B");
    ASSERT_TRUE(ab) << games;
    EXPECT_EQ(in.names[static_cast<std::size_t>(ab->players[0])], "A");
    EXPECT_EQ(in.names[static_cast<std::size_t>(ab->players[1])], "B");
    EXPECT_EQ(ab->games, 2);
    EXPECT_EQ(ab->wins[0], 1);
    EXPECT_EQ(ab->wins[1], 0);
    EXPECT_EQ(ab->draws, 1);
    EXPECT_EQ(ab->score[0].halves(), 3);
    EXPECT_EQ(ab->score[1].halves(), 1);
  }
  const LadderInput in = readLadder(std::string(kSeasonForms[0]) + "B - A +-\n", kRoster);
  const std::optional<HeadToHead> ba = headToHead(in, "b", "A");
  ASSERT_TRUE(ba);
  EXPECT_EQ(ba->games, 2);
  EXPECT_EQ(ba->wins[1], 1);
  EXPECT_EQ(ba->score[0].halves(), 1);
  const std::optional<HeadToHead> ca = headToHead(in, "C", "A");
  ASSERT_TRUE(ca);
  EXPECT_EQ(ca->games, 2);
  EXPECT_EQ(ca->wins[0], 1);
  EXPECT_EQ(ca->wins[1], 1);
  EXPECT_EQ(ca->draws, 0);
  EXPECT_EQ(ca->score[0].halves(), 2);
  EXPECT_FALSE(headToHead(in, "A", " a"));  // one player
  EXPECT_FALSE(headToHead(in, "A", "D"));   // not in the season
  EXPECT_EQ(findLadderPlayer(in, "  C "), 2);
}

TEST(LadderReplay, RankedByRatingThenByNameCaseIgnored) {
  const LadderInput in = readLadder(
      "",
      "dora | 1500\nBeto | 1600\nana | 1500\nCarla | 1700\nAna Paula | 1500\neva | 1600\n"
      "Bia | 1500\nzeca | 1400\nAbel | 1500\nFabio | 1600\nGil | 1700");
  const Ladder l = replayLadder(in, eloOptions());
  std::vector<std::string> ranked;
  for (const int p : l.ranking) ranked.push_back(in.names[static_cast<std::size_t>(p)]);
  EXPECT_EQ(ranked, (std::vector<std::string>{"Carla", "Gil", "Beto", "eva", "Fabio", "Abel", "ana",
                                              "Ana Paula", "Bia", "dora", "zeca"}));
}

TEST(LadderReplay, PeriodUpdatesNeedEveryDate) {
  const LadderInput in = readLadder("2026-03-01 A - B 1-0\nA - B 0-1\nB - A 1-0", "");
  LadderOptions o = eloOptions();
  o.update = LadderUpdate::Period;
  const Ladder l = replayLadder(in, o);
  ASSERT_EQ(l.errors.size(), 2u);
  EXPECT_EQ(l.errors[0].code, ErrorCode::DateMissing);
  EXPECT_EQ(l.errors[0].line, 2);
  EXPECT_EQ(l.errors[1].line, 3);
}

}  // namespace
}  // namespace elo
