// US Chess's rules (elo/uscf.hpp) held to the rating system's published figures and its
// approximation notes: effective games, K, the bonus, the floors and the special formula.
#include "elo/uscf.hpp"

#include <gtest/gtest.h>

#include <cmath>

#include "elo/rounding.hpp"

namespace elo {
namespace {

UscfGame game(double opponent, Score score, std::optional<int> who = std::nullopt) {
  return {opponent, score, who};
}

UscfPlayer player(double rating, int ratedGames) {
  UscfPlayer p;
  p.rating = rating;
  p.ratedGames = ratedGames;
  return p;
}

// Spec, effective games: (R, N) = (1200, 10), (1300, 20), (2400, 40), (2400, 60) give
// N′ = 10, 14.1…, 40, 50.
TEST(UscfEffectiveGames, ReproducesThePublishedFigures) {
  // 2569 − 1200 = 1369; 1369² × 0.00000739 = 13.85005; + 0.662 = 14.51205; √ = 3.80947;
  // N* = 50 / 3.80947 = 13.1252 > 10, so N′ = N = 10.
  EXPECT_DOUBLE_EQ(uscfEffectiveGames(1200, 10), 10);
  // 2569 − 1300 = 1269; 1269² × 0.00000739 = 11.90057; + 0.662 = 12.56257; √ = 3.54437;
  // N* = 50 / 3.54437 = 14.10687 < 20, so N′ = 14.10687 (the 1464.80 figure needs it unrounded).
  EXPECT_NEAR(uscfEffectiveGames(1300, 20), 14.106874255, 1e-9);
  EXPECT_EQ(roundToDecimals(uscfEffectiveGames(1300, 20), 4), 14.1069);
  // 2400 > 2355: N* = 50, so N′ = min(40, 50) = 40 and min(60, 50) = 50.
  EXPECT_DOUBLE_EQ(uscfEffectiveGames(2400, 40), 40);
  EXPECT_DOUBLE_EQ(uscfEffectiveGames(2400, 60), 50);
}

TEST(UscfGamesCap, UsesTheFormulaUpTo2355AndFiftyAbove) {
  // 2569 − 2355 = 214; 214² × 0.00000739 = 0.33843; + 0.662 = 1.00043; N* = 49.989.
  EXPECT_NEAR(uscfGamesCap(2355), 49.989, 0.001);
  EXPECT_DOUBLE_EQ(uscfGamesCap(2355.01), 50);
}

// Spec, published: a 3-game match, 1600 (N 100) v 1500 (N 100), W, L, D: 1584.0954 and
// 1517.1785. The same opponent three times: no bonus for either.
TEST(UscfRateEvent, ReproducesTheThreeGameMatch) {
  // 1600: N′ = 50 / √(0.662 + 0.00000739 × 969²) = 18.13581; K = 800 / (18.13581 + 3) = 37.85046;
  // E = 1 / (1 + 10^(−100/400)) = 0.640065 per game, 1.920195 in all; S = 1.5;
  // K (S − E) = 37.85046 × (−0.420195) = −15.90457; 1600 − 15.90457 = 1584.09543.
  const auto a = rateUscfEvent(
      player(1600, 100),
      {game(1500, Score::win(), 2), game(1500, Score::loss(), 2), game(1500, Score::draw(), 2)});
  EXPECT_EQ(a.formula, UscfFormula::Standard);
  EXPECT_NEAR(*a.k, 37.85046, 1e-5);
  EXPECT_NEAR(a.expectedTotal, 1.920195, 1e-6);
  EXPECT_EQ(a.bonus, 0);
  EXPECT_EQ(roundToDecimals(a.newRatingExact, 4), 1584.0954);
  EXPECT_EQ(a.newRating, 1584);
  // 1500: N′ = 50 / √(0.662 + 0.00000739 × 1069²) = 16.56846; K = 800 / 19.56846 = 40.88211;
  // E = 3 × 0.359935 = 1.079805; K (S − E) = 40.88211 × 0.420195 = 17.17846; 1517.17846.
  const auto b = rateUscfEvent(
      player(1500, 100),
      {game(1600, Score::loss(), 1), game(1600, Score::win(), 1), game(1600, Score::draw(), 1)});
  EXPECT_NEAR(*b.k, 40.88211, 1e-5);
  EXPECT_EQ(b.bonus, 0);
  EXPECT_EQ(roundToDecimals(b.newRatingExact, 4), 1517.1785);
  EXPECT_EQ(b.newRating, 1517);
  EXPECT_EQ(roundToDecimals(b.changeExact, 4), 17.1785);
}

// The approximation note's standard example: 1300 on 45 games; 1250 W, 1400 D, 1500 W, 1550 W.
// N′ = min(45, 14.10687) = 14.10687; m = 4; K = 800 / 18.10687 = 44.18211.
// E = 0.571463 + 0.359935 + 0.240253 + 0.191682 = 1.363334; S = 3.5; S − E = 2.136666;
// K (S − E) = 94.40244; bonus = max(0, 94.40244 − B √max(4, 4)) = 94.40244 − 2B.
std::vector<UscfGame> noteGames() {
  return {game(1250, Score::win()), game(1400, Score::draw()), game(1500, Score::win()),
          game(1550, Score::win())};
}

double noteRating(double threshold) {
  UscfOptions options;
  options.bonusThreshold = threshold;
  return rateUscfEvent(player(1300, 45), noteGames(), options).newRatingExact;
}

TEST(UscfRateEvent, ReproducesTheNotesStandardExampleWithB12) {
  // B 12: bonus = 94.40244 − 24 = 70.40244; 1300 + 94.40244 + 70.40244 = 1464.80489.
  UscfOptions options;
  options.bonusThreshold = 12;
  const auto r = rateUscfEvent(player(1300, 45), noteGames(), options);
  EXPECT_NEAR(r.effectiveGames, 14.106874, 1e-6);
  EXPECT_NEAR(*r.k, 44.182115, 1e-6);
  EXPECT_NEAR(r.expectedTotal, 1.363334, 1e-6);
  EXPECT_NEAR(r.bonus, 70.402444, 1e-6);
  EXPECT_EQ(roundToDecimals(r.newRatingExact, 2), 1464.80);
  EXPECT_EQ(r.newRating, 1465);
}

TEST(UscfRateEvent, GivesTheNotesExampleWithB14AndB10) {
  // B 14: bonus = 94.40244 − 28 = 66.40244; 1300 + 94.40244 + 66.40244 = 1460.80489.
  EXPECT_EQ(roundToDecimals(noteRating(14), 2), 1460.80);
  // B 10 (the default): bonus = 94.40244 − 20 = 74.40244; 1300 + 168.80489 = 1468.80489.
  EXPECT_EQ(roundToDecimals(noteRating(10), 2), 1468.80);
  EXPECT_EQ(roundToDecimals(rateUscfEvent(player(1300, 45), noteGames()).newRatingExact, 2),
            1468.80);
}

// The note's special example: 1500 on 6 games; 1400 W, 1550 L, 1650 D: 1511 (1511.11).
TEST(UscfRateEvent, ReproducesTheNotesSpecialExample) {
  // N = 6 ≤ 8: special. N′ = min(6, 16.568) = 6; mixed history: R0′ = 1500, S′ = 1.5 + 6/2 = 4.5.
  // Near 1500 every PWe is linear: 6 (0.5 + (R − 1500)/800) + (0.5 + (R − 1400)/800)
  // + (0.5 + (R − 1550)/800) + (0.5 + (R − 1650)/800) = 4.5 + (9R − 13600)/800 = 4.5,
  // so R = 13600 / 9 = 1511.111.
  const auto r = rateUscfEvent(
      player(1500, 6),
      {game(1400, Score::win()), game(1550, Score::loss()), game(1650, Score::draw())});
  EXPECT_EQ(r.formula, UscfFormula::Special);
  EXPECT_FALSE(r.k.has_value());
  EXPECT_EQ(r.bonus, 0);
  EXPECT_DOUBLE_EQ(r.effectiveGames, 6);
  EXPECT_NEAR(r.newRatingExact, 13600.0 / 9, 1e-9);
  EXPECT_EQ(roundToDecimals(r.newRatingExact, 2), 1511.11);
  EXPECT_EQ(r.newRating, 1511);
}

// The document: no bonus when m < 3, or when an opponent is met more than twice.
TEST(UscfBonus, NeedsThreeGamesAndNoOpponentMetThrice) {
  EXPECT_FALSE(uscfBonusAllowed({game(1500, Score::win()), game(1500, Score::win())}));
  EXPECT_TRUE(uscfBonusAllowed(
      {game(1500, Score::win()), game(1500, Score::win()), game(1500, Score::win())}));
  EXPECT_TRUE(uscfBonusAllowed(
      {game(1500, Score::win(), 7), game(1500, Score::win(), 7), game(1500, Score::win(), 8)}));
  EXPECT_FALSE(uscfBonusAllowed({game(1500, Score::win(), 7), game(1500, Score::win(), 7),
                                 game(1500, Score::win(), 7), game(1500, Score::win(), 8)}));
}

TEST(UscfRateEvent, GivesNoBonusForTwoGames) {
  // 1300 on 45 games beats 1500 and 1550: N′ = 14.10687, m = 2, K = 800 / 16.10687 = 49.66823;
  // E = 0.240253 + 0.191682 = 0.431935; K (S − E) = 49.66823 × 1.568065 = 77.88300, far above
  // B √4 = 20, yet m < 3: no bonus, 1377.88300.
  const auto r =
      rateUscfEvent(player(1300, 45), {game(1500, Score::win()), game(1550, Score::win())});
  EXPECT_EQ(r.bonus, 0);
  EXPECT_NEAR(r.newRatingExact, 1377.88300, 1e-5);
}

TEST(UscfRateEvent, GivesNoBonusWhenAnOpponentIsMetThreeTimes) {
  // 1300 on 45 games beats one 1500 three times and a 1550 once: K = 44.18211 (m = 4);
  // E = 3 × 0.240253 + 0.191682 = 0.912442; K (S − E) = 44.18211 × 3.087558 = 136.41486;
  // the 1500 was met three times: no bonus, 1436.41486.
  const auto r =
      rateUscfEvent(player(1300, 45), {game(1500, Score::win(), 1), game(1500, Score::win(), 1),
                                       game(1500, Score::win(), 1), game(1550, Score::win(), 2)});
  EXPECT_EQ(r.bonus, 0);
  EXPECT_NEAR(r.newRatingExact, 1436.41486, 1e-5);
}

TEST(UscfBonus, CountsThreeGamesAsFour) {
  // max(0, 30 − 10 √max(3, 4)) = 30 − 20 = 10; with 9 games 30 − 10 × 3 = 0; never negative.
  EXPECT_DOUBLE_EQ(uscfBonus(30, 3, 10), 10);
  EXPECT_DOUBLE_EQ(uscfBonus(30, 9, 10), 0);
  EXPECT_DOUBLE_EQ(uscfBonus(-5, 4, 10), 0);
}

// The document, dual-rated events: K = 800 (6.5 − 0.0025 R) / (N′ + m) for 2200 < R < 2500,
// 200 / (N′ + m) from 2500; otherwise (and at R = 2200) K = 800 / (N′ + m).
TEST(UscfK, UsesTheDualRatedFormulaAbove2200) {
  // 2400, N′ 40, m 5: 800 (6.5 − 6) / 45 = 400 / 45 = 8.8889; not dual-rated: 800 / 45 = 17.7778.
  EXPECT_DOUBLE_EQ(uscfK(2400, 40, 5, true), 400.0 / 45);
  EXPECT_DOUBLE_EQ(uscfK(2400, 40, 5, false), 800.0 / 45);
  // 2500 and above: 200 / 45 = 4.4444 (the formula gives 800 × 0.25 = 200 at 2500 too).
  EXPECT_DOUBLE_EQ(uscfK(2500, 40, 5, true), 200.0 / 45);
  EXPECT_DOUBLE_EQ(uscfK(2700, 40, 5, true), 200.0 / 45);
  // 2200 is not above 2200: 800 / 45.
  EXPECT_DOUBLE_EQ(uscfK(2200, 40, 5, true), 800.0 / 45);
  // 2300: 800 (6.5 − 5.75) / 45 = 600 / 45.
  EXPECT_DOUBLE_EQ(uscfK(2300, 40, 5, true), 600.0 / 45);
}

TEST(UscfRateEvent, AppliesTheDualRatedK) {
  // 2400 on 60 games (N′ 50) draws 2400 twice: E = 1, S = 1, no change; loses to 2400 twice:
  // K = 800 (6.5 − 6) / 52 = 7.6923; 2400 − 7.6923 × 1 = 2392.3077.
  UscfOptions dual;
  dual.dualRated = true;
  const auto r =
      rateUscfEvent(player(2400, 60), {game(2400, Score::loss()), game(2400, Score::loss())}, dual);
  EXPECT_NEAR(*r.k, 400.0 / 52, 1e-12);
  EXPECT_NEAR(r.newRatingExact, 2400 - 400.0 / 52, 1e-9);
}

// The document, floors: (peak − 200) with the last two digits zero; 1200 for 1400–1499; none
// below 1400; at most 2100 (2200 for an Original Life Master); never below 100.
TEST(UscfFloor, FollowsThePeak) {
  EXPECT_EQ(uscfFloor(std::nullopt, false), 100);
  EXPECT_EQ(uscfFloor(1399, false), 100);
  EXPECT_EQ(uscfFloor(1400, false), 1200);  // 1400 − 200 = 1200
  EXPECT_EQ(uscfFloor(1499, false), 1200);  // 1299 → 1200
  EXPECT_EQ(uscfFloor(1500, false), 1300);
  EXPECT_EQ(uscfFloor(1876, false), 1600);  // 1676 → 1600
  EXPECT_EQ(uscfFloor(2299, false), 2000);  // 2099 → 2000
  EXPECT_EQ(uscfFloor(2300, false), 2100);
  EXPECT_EQ(uscfFloor(2550, false), 2100);    // 2350 → 2300, at most 2100
  EXPECT_EQ(uscfFloor(2550, true), 2200);     // an Original Life Master: at most 2200
  EXPECT_EQ(uscfFloor(1599.5, false), 1400);  // the official peak is 1600
}

TEST(UscfRateEvent, HoldsTheFloor) {
  // 1620 on 100 games, peak 1850 (floor 1650 → 1600), loses four games to 1600: N′ = 18.48376;
  // K = 800 / 22.48376 = 35.58123; E = 4 × 0.528751 = 2.115002; 1620 − 35.58123 × 2.115002
  // = 1544.7456 < 1600: held.
  UscfPlayer p = player(1620, 100);
  p.peakRating = 1850;
  const std::vector<UscfGame> losses(4, game(1600, Score::loss()));
  const auto held = rateUscfEvent(p, losses);
  EXPECT_EQ(held.floor, 1600);
  EXPECT_TRUE(held.floorApplied);
  EXPECT_EQ(held.newRatingExact, 1600);
  EXPECT_EQ(held.newRating, 1600);
  EXPECT_EQ(held.changeExact, -20);
  // One loss: K = 800 / 19.48376 = 41.05983; 1620 − 41.05983 × 0.528751 = 1598.2896, held; a
  // draw instead: 1620 − 41.05983 × 0.028751 = 1618.8195, above the floor: not held.
  const auto loss = rateUscfEvent(p, {game(1600, Score::loss())});
  EXPECT_TRUE(loss.floorApplied);
  EXPECT_EQ(loss.newRatingExact, 1600);
  const auto draw = rateUscfEvent(p, {game(1600, Score::draw())});
  EXPECT_FALSE(draw.floorApplied);
  EXPECT_EQ(draw.floor, 1600);
  EXPECT_NEAR(draw.newRatingExact, 1618.8195, 1e-4);
}

TEST(UscfRateEvent, NeverGoesBelowTheAbsoluteFloor) {
  // 150 on 2 games (N′ 2) loses twice to 200: S′ = 0 + 2/2 = 1, and with every PWe linear
  // 2 (0.5 + (R − 150)/800) + 2 (0.5 + (R − 200)/800) = 2 + (4R − 700)/800 = 1 gives R = −25,
  // below the absolute floor.
  const auto r =
      rateUscfEvent(player(150, 2), {game(200, Score::loss()), game(200, Score::loss())});
  EXPECT_EQ(r.floor, 100);
  EXPECT_TRUE(r.floorApplied);
  EXPECT_EQ(r.newRatingExact, 100);
}

// The document, provisional winning expectancy: 0 up to Ri − 400, 1 from Ri + 400, linear
// between.
TEST(UscfProvisionalExpectancy, IsLinearWithin400Points) {
  EXPECT_EQ(uscfProvisionalExpectancy(1000, 1500), 0);
  EXPECT_EQ(uscfProvisionalExpectancy(1100, 1500), 0);
  EXPECT_EQ(uscfProvisionalExpectancy(1200, 1300), 0.375);  // 0.5 − 100/800
  EXPECT_EQ(uscfProvisionalExpectancy(1200, 1200), 0.5);
  EXPECT_EQ(uscfProvisionalExpectancy(1900, 1500), 1);
}

TEST(UscfUsesSpecialFormula, ForEightGamesOrFewerOrAOneSidedHistory) {
  EXPECT_TRUE(uscfUsesSpecialFormula(0, UscfPriorResults::Mixed));
  EXPECT_TRUE(uscfUsesSpecialFormula(8, UscfPriorResults::Mixed));
  EXPECT_FALSE(uscfUsesSpecialFormula(9, UscfPriorResults::Mixed));
  EXPECT_TRUE(uscfUsesSpecialFormula(30, UscfPriorResults::AllWins));
  EXPECT_TRUE(uscfUsesSpecialFormula(30, UscfPriorResults::AllLosses));
}

TEST(UscfSpecialRating, AfterAHistoryOfAllWins) {
  // 1500 on 10 games, all won: R0′ = 1100, N′ = min(10, 16.57) = 10, S′ = S + N′. Beats 1500,
  // loses to 1600: S′ = 11. At 1500 the prior term is 10 × 1 and the games 0.5 + 0.375:
  // f = −0.125; above, only the games are linear (slope 2/800): R = 1500 + 0.125 × 400 = 1550.
  UscfPlayer p = player(1500, 10);
  p.priorResults = UscfPriorResults::AllWins;
  const auto r = rateUscfEvent(p, {game(1500, Score::win()), game(1600, Score::loss())});
  EXPECT_EQ(r.formula, UscfFormula::Special);
  EXPECT_NEAR(r.newRatingExact, 1550, 1e-9);
}

TEST(UscfSpecialRating, AfterAHistoryOfAllLosses) {
  // 1500 on 10 games, all lost: R0′ = 1900, N′ = 10, S′ = S. Draws 1500, beats 1400: S′ = 1.5.
  // At 1500: 10 × 0 + 0.5 + 0.625 − 1.5 = −0.375; above, slope (10 + 2)/800 = 0.015:
  // R = 1500 + 0.375 / 0.015 = 1525 (check: 10 × 0.03125 + 0.53125 + 0.65625 = 1.5).
  UscfPlayer p = player(1500, 10);
  p.priorResults = UscfPriorResults::AllLosses;
  const auto r = rateUscfEvent(p, {game(1500, Score::draw()), game(1400, Score::win())});
  EXPECT_NEAR(r.newRatingExact, 1525, 1e-9);
  // Losing both instead: S′ = 0, so f = 0 all the way up to the first bend, 1400 − 400 = 1000
  // (the prior term's lowest is 1900 − 400 = 1500); M = (15000 + 2850 − 800) / 12 = 1420.8
  // is above it, and the walk down stops at 1000.
  const auto lost = rateUscfEvent(p, {game(1400, Score::loss()), game(1450, Score::loss())});
  EXPECT_NEAR(lost.newRatingExact, 1000, 1e-9);
}

TEST(UscfSpecialRating, TakesTheRatingNearestThePriorOnAFlatStretch) {
  // Unrated (N′ 0), beats 1000 and loses to 2000: f = PWe(R, 1000) + PWe(R, 2000) − 1 is zero
  // on all of [1400, 1600]; M = (3000 + 400 × 0) / 2 = 1500 lies inside, so the document's
  // step 4 takes the initial rating moved into [1400, 1600].
  const std::vector<UscfGame> games{game(1000, Score::win()), game(2000, Score::loss())};
  EXPECT_NEAR(uscfSpecialRating(1300, 0, UscfPriorResults::Mixed, games), 1400, 1e-9);
  EXPECT_NEAR(uscfSpecialRating(1550, 0, UscfPriorResults::Mixed, games), 1550, 1e-9);
  EXPECT_NEAR(uscfSpecialRating(1800, 0, UscfPriorResults::Mixed, games), 1600, 1e-9);
}

TEST(UscfSpecialRating, StopsAtTheEdgeOfAFlatStretchNearestTheFirstEstimate) {
  // Unrated, beats 1000, loses to 2000 and 3000: f is zero on [1400, 1600] again, but
  // M = (6000 + 400 (2 − 3)) / 3 = 1866.7 is above it: the walk down stops at 1600, whatever
  // the initial rating.
  const std::vector<UscfGame> games{game(1000, Score::win()), game(2000, Score::loss()),
                                    game(3000, Score::loss())};
  EXPECT_NEAR(uscfSpecialRating(1300, 0, UscfPriorResults::Mixed, games), 1600, 1e-9);
}

TEST(UscfSpecialRating, GivesTheLowestFittingRatingForAPerfectScore) {
  // Unrated, beats 1500 and 1700: f = 0 from 1700 + 400 = 2100 up; M = (3200 + 800) / 2 = 2000
  // is below, and the walk up stops at 2100.
  EXPECT_NEAR(uscfSpecialRating(1500, 0, UscfPriorResults::Mixed,
                                {game(1500, Score::win()), game(1700, Score::win())}),
              2100, 1e-9);
  // Beating 2400 and 2500 would give 2900: the document caps the special formula at 2700.
  EXPECT_EQ(uscfSpecialRating(1500, 0, UscfPriorResults::Mixed,
                              {game(2400, Score::win()), game(2500, Score::win())}),
            2700);
}

TEST(UscfRateEvent, TreatsAnUnratedPlayerAsHavingNoHistory) {
  // N = 0 (its R the initial rating): N′ = 0 whatever the history says, so only the games
  // count: 1500 W, 1700 L, every PWe linear: (0.5 + (R − 1500)/800) + (0.5 + (R − 1700)/800)
  // = 1, R = 1600.
  UscfPlayer p = player(1300, 0);
  p.priorResults = UscfPriorResults::AllWins;
  const auto r = rateUscfEvent(p, {game(1500, Score::win()), game(1700, Score::loss())});
  EXPECT_EQ(r.effectiveGames, 0);
  EXPECT_NEAR(r.newRatingExact, 1600, 1e-9);
}

TEST(UscfRateEvent, LeavesTheRatingAsItWasWithoutGames) {
  EXPECT_EQ(rateUscfEvent(player(1623.4, 50), {}).newRatingExact, 1623.4);
  EXPECT_EQ(rateUscfEvent(player(1623.4, 5), {}).newRatingExact, 1623.4);
}

// Whatever the games, the special formula's R fits the adjusted score: f(R) = 0 (below 2700).
TEST(UscfSpecialRating, SolvesItsEquationForManyEvents) {
  std::uint32_t seed = 12345;
  const auto next = [&seed](std::uint32_t below) {
    seed = seed * 1664525u + 1013904223u;
    return (seed >> 8) % below;
  };
  for (int event = 0; event < 2000; ++event) {
    const double prior = 400 + next(2000);
    const int n = static_cast<int>(next(9));
    const auto history = static_cast<UscfPriorResults>(n == 0 ? 0 : next(3));
    std::vector<UscfGame> games;
    for (std::uint32_t i = 0, m = 1 + next(8); i < m; ++i) {
      games.push_back(game(prior - 900 + next(1800), Score::fromHalves(static_cast<int>(next(3)))));
    }
    const double effective = uscfEffectiveGames(prior, n);
    const double rating = uscfSpecialRating(prior, effective, history, games);
    double shift = 0;
    double adjusted = 0;
    for (const UscfGame& g : games) adjusted += g.score.points();
    if (history == UscfPriorResults::AllWins) shift = -400, adjusted += effective;
    if (history == UscfPriorResults::Mixed) adjusted += effective / 2;
    if (history == UscfPriorResults::AllLosses) shift = 400;
    double f = effective * uscfProvisionalExpectancy(rating, prior + shift) - adjusted;
    for (const UscfGame& g : games) f += uscfProvisionalExpectancy(rating, g.opponentRating);
    if (rating < 2700) EXPECT_NEAR(f, 0, 1e-6) << "event " << event;
  }
}

}  // namespace
}  // namespace elo
