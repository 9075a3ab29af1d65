// Rating a whole event (event.hpp): every figure of tests/data/trf/hand-checked.trf worked out
// by hand below, with FIDE B.02 table 8.1.2 (PD) and B.01 table 1.4.9 (dp) as in
// tests/data/fide_8_1_2_D_to_PD.csv and tests/data/fide_8_1_1_p_to_dp.csv.
#include "elo/event.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "trf_files.hpp"

namespace elo {
namespace {

using testing::Block;
using testing::playerLine;
using testing::trfFile;

EventOptions fide() { return {fideRules(), KChoice{true, kStandardK}, std::nullopt, {}}; }

Event rate(const std::string& text, const EventOptions& options = fide()) {
  const TrfFile file = readTrf(text);
  EXPECT_TRUE(file.errors.empty());
  return rateEvent(file, options);
}

const EventPlayer& player(const Event& e, int startRank) {
  return e.players.at(static_cast<std::size_t>(startRank - 1));
}

std::string without(std::string text, const std::string& line) {
  const std::size_t at = text.find(line);
  return at == std::string::npos ? text : text.erase(at, line.size() + 1);
}

// The file's date, 052 2024/08/01, gives the year 2024.

// Player 1, GM, 2700 (≥ 2650: no 400-point rule), K 10 (2400 or more):
//   r1 vs 8 (1500) 1: D 1200, PD 1.00 → 0
//   r2 vs 3 (2100) 1: D  600, PD 0.98 → +0.02   (capped it would be 400 → 0.92)
//   r3 vs 2 (2450) =: D  250, PD 0.81 → −0.31
//   r4 vs 6 (unrated) 1: not rated; r6 H bye: not rated
//   r5 vs 5 (1600) 1: D 1100, PD 1.00 → 0
//   ΣΔ = −0.29, 10 × −0.29 = −2.9 → −3, 2697; expected 3.79 for 3.5
//   Ra = (1500 + 2100 + 2450 + 1600) / 4 = 1912.5 → 1913; p = 3.5 / 4 = 87.5 % → 88, dp 336:
//   Rp 2249. Points 5 (four wins, a draw, a half-point bye).
TEST(EventHandChecked, A2650PlayerKeepsTheFullDifference) {
  const Event e = rate(trfFile("hand-checked.trf"));
  const EventPlayer& p = player(e, 1);
  ASSERT_TRUE(p.period);
  EXPECT_EQ(p.k.reason, KReason::Rating2400);
  EXPECT_EQ(p.period->k, KFactor::whole(10));
  EXPECT_EQ(p.games[0].row.difference.centi, 120000);
  EXPECT_EQ(p.games[0].row.expected.hundredths(), 100);
  EXPECT_EQ(p.games[1].row.expected.hundredths(), 98);
  EXPECT_EQ(p.games[3].status, GameStatus::UnratedOpponent);
  EXPECT_EQ(p.games[5].status, GameStatus::Bye);
  EXPECT_EQ(p.period->gamesCount, 4);
  EXPECT_DOUBLE_EQ(p.period->change.exact, -2.9);
  EXPECT_EQ(p.period->change.rounded, -3);
  EXPECT_EQ(p.period->newRating, Rating::fromPoints(2697));
  EXPECT_DOUBLE_EQ(p.period->expectedTotal, 3.79);
  EXPECT_EQ(p.period->averageOpponent, 1913);
  EXPECT_EQ(p.period->performance, 2249);
  EXPECT_EQ(p.points.halves(), 10);
}

// Player 2, IM, 2450: K 10, and under 2650 the 400-point rule applies:
//   r2 vs 8 (1500) 1: D 950 → 400, PD 0.92 → +0.08
//   r3 vs 1 (2700) =: D −250, PD 0.19 → +0.31
//   r4 vs 3 (2100) =: D 350, PD 0.89 → −0.39
//   r6 vs 5 (1600) 1: D 850 → 400, PD 0.92 → +0.08
//   r1 vs 7 and r5 vs 6 are against unrated players.
//   ΣΔ = 0.08, 10 × 0.08 = 0.8 → +1, 2451; Ra = 7900 / 4 = 1975, p 75 %, dp 193: Rp 2168.
TEST(EventHandChecked, A2400PlayerHasK10AndTheRuleOf400) {
  const Event e = rate(trfFile("hand-checked.trf"));
  const EventPlayer& p = player(e, 2);
  EXPECT_EQ(p.k.reason, KReason::Rating2400);
  EXPECT_EQ(p.period->k, KFactor::whole(10));
  EXPECT_EQ(p.games[1].row.difference.centi, 40000);
  EXPECT_DOUBLE_EQ(p.period->change.exact, 0.8);
  EXPECT_EQ(p.period->change.rounded, 1);
  EXPECT_EQ(p.period->averageOpponent, 1975);
  EXPECT_EQ(p.period->performance, 2168);
}

// Player 3, 2100, born 2008: 2024 − 2008 = 16 ≤ 18 and under 2300, so K 40 (junior):
//   r1 vs 5 (1600) 1: D 500 → 400, 0.92 → +0.08     r2 vs 1 (2700) 0: −400, 0.08 → −0.08
//   r3 vs 8 (1500) 1: 600 → 400, 0.92 → +0.08       r4 vs 2 (2450) =: −350, 0.11 → +0.39
//   r5 vs 4 (1800) 1: D 300, 0.85 → +0.15           r6 vs 6 (unrated) 0: not rated
//   ΣΔ = 0.62, 40 × 0.62 = 24.8 → +25, 2125; K × n = 200 ≤ 700.
//   Ra = 10050 / 5 = 2010, p 70 %, dp 149: Rp 2159.
TEST(EventHandChecked, AJuniorHasK40) {
  const Event e = rate(trfFile("hand-checked.trf"));
  const EventPlayer& p = player(e, 3);
  EXPECT_EQ(p.k.reason, KReason::Junior);
  EXPECT_EQ(p.period->k, KFactor::whole(40));
  EXPECT_DOUBLE_EQ(p.period->change.exact, 24.8);
  EXPECT_EQ(p.period->change.rounded, 25);
  EXPECT_EQ(p.period->newRating, Rating::fromPoints(2125));
  EXPECT_EQ(p.period->performance, 2159);
}

// Player 4, 1800, born 1980, K 20 (standard: the file does not know the games count):
//   r1 vs 6 (unrated) 1: not rated    r2 vs 7 "+": forfeit    r3 H: bye
//   r4 vs 5 (1600) =: D 200, 0.76 → −0.26
//   r5 vs 3 (2100) 0: D −300, 0.15 → −0.15
//   r6 vs 8 (1500) 1: D 300, 0.85 → +0.15
//   ΣΔ = −0.26, 20 × −0.26 = −5.2 → −5, 1795; Ra = 5400 / 3 = 1733.3 → 1733, p 50 %: Rp 1733.
//   Points 1 + 1 + ½ + ½ + 0 + 1 = 4, only 1.5 of them rated.
TEST(EventHandChecked, ARatedPlayerWithAnUnratedOpponentAForfeitAndAByeCountsTheRest) {
  const Event e = rate(trfFile("hand-checked.trf"));
  const EventPlayer& p = player(e, 4);
  EXPECT_EQ(p.k.reason, KReason::Standard);
  EXPECT_EQ(p.games[0].status, GameStatus::UnratedOpponent);
  EXPECT_EQ(p.games[1].status, GameStatus::Forfeit);
  EXPECT_EQ(p.games[2].status, GameStatus::Bye);
  EXPECT_EQ(p.period->gamesCount, 3);
  EXPECT_DOUBLE_EQ(p.period->change.exact, -5.2);
  EXPECT_EQ(p.period->change.rounded, -5);
  EXPECT_EQ(p.period->score.halves(), 3);
  EXPECT_EQ(p.points.halves(), 8);
  EXPECT_EQ(p.period->averageOpponent, 1733);
  EXPECT_EQ(p.period->performance, 1733);
}

// Player 6, unrated, meets five rated players: 1800 (0), 1600 (=), 2700 (0), 2450 (0), 2100 (1).
//   With two hypothetical 1800 draws: Ra = (10650 + 3600) / 7 = 2035.71, p = 2.5 / 7 = 0.357
//   → 0.36, dp −102: Ru = 1933.71 → 1934, published (5 games, at least 1400).
TEST(EventHandChecked, AnUnratedPlayerWithFiveRatedOpponentsIsPublished) {
  const Event e = rate(trfFile("hand-checked.trf"));
  const EventPlayer& p = player(e, 6);
  ASSERT_TRUE(p.unrated);
  EXPECT_FALSE(p.period);
  EXPECT_EQ(p.unrated->gamesCount, 5);
  EXPECT_EQ(p.unrated->first.percent, 36);
  EXPECT_EQ(p.unrated->first.dp, -102);
  EXPECT_EQ(p.unrated->first.rating, 1934);
  EXPECT_TRUE(p.unrated->first.published());
  EXPECT_EQ(p.games[2].status, GameStatus::Bye);  // U
}

// Player 7, unrated, withdrew after round 4: r1 vs 2 (2450) 0, r2 a forfeit loss to 4, r3 vs 5
// (1600) 0, r4 vs 8 (1500) 1. Three rated games: Ra = (2450 + 1600 + 1500 + 3600) / 5 = 1830,
// p = (1 + 1) / 5 = 0.40, dp −72: Ru 1758, not published (fewer than 5 games).
TEST(EventHandChecked, AnUnratedPlayerWithFewerThanFiveRatedOpponentsIsNotPublished) {
  const Event e = rate(trfFile("hand-checked.trf"));
  const EventPlayer& p = player(e, 7);
  EXPECT_EQ(p.unrated->gamesCount, 3);
  EXPECT_EQ(p.unrated->first.rating, 1758);
  EXPECT_TRUE(p.unrated->first.fewerThan5Games);
  EXPECT_FALSE(p.unrated->first.published());
  EXPECT_EQ(p.games[1].status, GameStatus::Forfeit);
  EXPECT_EQ(p.games[4].status, GameStatus::NotPaired);
  EXPECT_EQ(p.games[5].status, GameStatus::NotPaired);
}

// Player 8, 1500, loses every game: 2700, 2450, 2100 all → −400, PD 0.08; 1800: −300, 0.15;
//   ΣΔ = −0.39, 20 × −0.39 = −7.8 → −8, 1492. Ra = 9050 / 4 = 2262.5 → 2263, p 0 %, dp −800:
//   Rp 1463. The loss to 7 (unrated) and the Z bye are not rated.
TEST(EventHandChecked, AZeroScore) {
  const Event e = rate(trfFile("hand-checked.trf"));
  const EventPlayer& p = player(e, 8);
  EXPECT_EQ(p.period->score.halves(), 0);
  EXPECT_DOUBLE_EQ(p.period->change.exact, -7.8);
  EXPECT_EQ(p.period->change.rounded, -8);
  EXPECT_EQ(p.period->performance, 1463);
  EXPECT_EQ(p.games[4].status, GameStatus::Bye);
}

// ---- K ---------------------------------------------------------------------------------------

TEST(EventK, WithoutADateJuniorsCannotBeToldAndADateMissingWarningSaysSo) {
  const std::string text =
      without(without(trfFile("hand-checked.trf"), "042 2024/07/27"), "052 2024/08/01");
  const Event e = rate(text);
  EXPECT_EQ(player(e, 3).k.reason, KReason::NoDate);
  EXPECT_EQ(player(e, 3).period->k, KFactor::whole(20));
  EXPECT_EQ(player(e, 1).k.reason, KReason::Rating2400);
  ASSERT_EQ(e.warnings.size(), 1u);
  EXPECT_EQ(e.warnings[0].code, WarningCode::DateMissing);
}

TEST(EventK, TheDateIsTheRequestsThenTheEndThenTheStartThenTheLastRoundDate) {
  const TrfHeader h{"", "", "", "2017/01/01", "2018/01/01", "", {"19/01/01", "20/01/01", ""}};
  EXPECT_EQ(eventYear(2030, h), 2030);
  EXPECT_EQ(eventYear(std::nullopt, h), 2018);
  TrfHeader noEnd = h;
  noEnd.end = "";
  EXPECT_EQ(eventYear(std::nullopt, noEnd), 2017);
  noEnd.start = "soon";
  EXPECT_EQ(eventYear(std::nullopt, noEnd), 2020);
  noEnd.roundDates.clear();
  EXPECT_FALSE(eventYear(std::nullopt, noEnd));
}

TEST(EventK, ADateInTheRequestComesBeforeTheFiles) {
  EventOptions later = fide();
  later.year = 2030;  // player 3, born 2008, is 22
  EXPECT_EQ(player(rate(trfFile("hand-checked.trf"), later), 3).k.reason, KReason::Standard);
}

TEST(EventK, OverridesGiveKRatedGamesPeakAndRating) {
  EventOptions o = fide();
  o.overrides[4].k = KChoice{false, KFactor::whole(15)};
  o.overrides[5].ratedGames = 8;
  o.overrides[8].peakRating = Rating::fromPoints(2410);
  o.overrides[6].rating = Rating::fromPoints(1900);
  const Event e = rate(trfFile("hand-checked.trf"), o);
  EXPECT_EQ(player(e, 4).k.reason, KReason::Given);
  EXPECT_EQ(player(e, 4).period->k, KFactor::whole(15));
  EXPECT_EQ(player(e, 5).k.reason, KReason::NewPlayer);
  EXPECT_EQ(player(e, 5).period->k, KFactor::whole(40));
  EXPECT_EQ(player(e, 8).k.reason, KReason::Rating2400);
  // Player 6 now rated 1900: rated, and player 4's win over 6 in round 1 counts for 4.
  EXPECT_TRUE(player(e, 6).period);
  EXPECT_EQ(player(e, 4).games[0].status, GameStatus::Counts);
  EXPECT_EQ(player(e, 4).period->gamesCount, 4);
}

TEST(EventK, ANumberForEverybodyIsGiven) {
  EventOptions o = fide();
  o.k = KChoice{false, KFactor::whole(32)};
  const Event e = rate(trfFile("hand-checked.trf"), o);
  for (const int rank : {1, 2, 3, 4, 5, 8}) {
    EXPECT_EQ(player(e, rank).k.reason, KReason::Given);
    EXPECT_EQ(player(e, rank).period->k, KFactor::whole(32));
  }
  EXPECT_TRUE(e.warnings.empty());
}

// K × n ≤ 700 (B.02 8.3.3), n the counted games of this event: a junior (K 40) with 18 rated
// games has 700 / 18 = 38.9 → 38; the opponent (K 20 × 18 = 360) keeps 20.
TEST(EventK, TheRuleOf700LowersKForManyGames) {
  std::vector<Block> junior, adult;
  for (int round = 0; round < 18; ++round) {
    junior.push_back({2, 'w', '='});
    adult.push_back({1, 'b', '='});
  }
  std::string one = playerLine(1, "Junior", 1800, junior);
  one.replace(69, 10, "2010/01/01");  // birth, columns 70-79
  const std::string text = "052 2024/12/31\n" + one + "\n" + playerLine(2, "Adult", 1800, adult);
  const Event e = rate(text);
  EXPECT_EQ(player(e, 1).k.reason, KReason::Junior);
  EXPECT_EQ(player(e, 1).k.beforeCap, KFactor::whole(40));
  EXPECT_EQ(player(e, 1).period->k, KFactor::whole(38));
  EXPECT_EQ(player(e, 1).k.k, KFactor::whole(38));
  EXPECT_EQ(player(e, 1).k.games, 18);
  EXPECT_EQ(statedReason(player(e, 1).k), KReason::Cap700);
  EXPECT_EQ(player(e, 2).period->k, KFactor::whole(20));
}

// ---- games the two lines disagree about ------------------------------------------------------

TEST(EventPairings, AGameTheLinesDisagreeAboutIsRatedForNeither) {
  const Event e = rate(trfFile("pairing-mismatch.trf"));
  EXPECT_EQ(player(e, 1).games[0].status, GameStatus::PairingMismatch);
  EXPECT_EQ(player(e, 2).games[0].status, GameStatus::PairingMismatch);
  EXPECT_EQ(player(e, 2).games[1].status, GameStatus::PairingMismatch);
  EXPECT_EQ(player(e, 4).games[1].status, GameStatus::Bye);
  // Player 1 keeps one game: vs 3 (1700), lost: D 200, PD 0.76, 20 × −0.76 = −15.2 → −15.
  EXPECT_EQ(player(e, 1).period->gamesCount, 1);
  EXPECT_EQ(player(e, 1).period->change.rounded, -15);
  EXPECT_EQ(player(e, 2).period->gamesCount, 0);
  EXPECT_EQ(e.warnings.back().code, WarningCode::DateMissing);
}

}  // namespace
}  // namespace elo
