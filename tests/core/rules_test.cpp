// The rating rules (elo/rules.hpp) held to FIDE B.02 8.3 and docs/rules.md: expected scores,
// the 400- and 600-point rules, K from a profile, the 700 cap and the presets.
#include "elo/rules.hpp"

#include <gtest/gtest.h>

#include <cmath>

namespace elo {
namespace {

Rating r(std::int64_t points) { return Rating::fromPoints(points); }

// docs/rules.md: 100 points stronger expects 0.64, 200 expects 0.76, 400 expects 0.91.
TEST(FormulaExpected, GivesTheTextbookValues) {
  EXPECT_NEAR(formulaExpected({100 * 100}).value(), 0.64, 0.005);
  EXPECT_NEAR(formulaExpected({200 * 100}).value(), 0.76, 0.005);
  EXPECT_NEAR(formulaExpected({400 * 100}).value(), 0.91, 0.005);
  EXPECT_DOUBLE_EQ(formulaExpected({0}).value(), 0.5);
  EXPECT_FALSE(formulaExpected({0}).inHundredths());
}

TEST(FormulaExpected, IsSymmetric) {
  for (std::int64_t d = 0; d <= 80000; d += 1234) {
    EXPECT_NEAR(formulaExpected({d}).value() + formulaExpected({-d}).value(), 1.0, 1e-12);
  }
}

// FIDE B.02 8.3.2: column H for D ≥ 0, column L for D < 0.
TEST(TableExpected, ReadsColumnHForTheHigherAndColumnLForTheLower) {
  EXPECT_EQ(tableExpected({200 * 100}).hundredths(), 76);
  EXPECT_EQ(tableExpected({-200 * 100}).hundredths(), 24);
  EXPECT_EQ(tableExpected({3 * 100}).hundredths(), 50);
  EXPECT_EQ(tableExpected({-3 * 100}).hundredths(), 50);
  EXPECT_EQ(tableExpected({-4 * 100}).hundredths(), 49);
  EXPECT_TRUE(tableExpected({0}).inHundredths());
}

// FIDE B.02 8.3.2: a D with decimals is rounded to a whole number, .5 away from zero.
TEST(TableExpected, RoundsADecimalDifferenceBeforeTheLookup) {
  EXPECT_EQ(wholeDifference({350}), 4);
  EXPECT_EQ(wholeDifference({-350}), -4);
  EXPECT_EQ(wholeDifference({349}), 3);
  EXPECT_EQ(tableExpected({350}).hundredths(), 51);   // 3.5 → 4 → 0.51
  EXPECT_EQ(tableExpected({349}).hundredths(), 50);   // 3.49 → 3 → 0.50
  EXPECT_EQ(tableExpected({-350}).hundredths(), 49);  // −3.5 → −4 → 0.49
}

// FIDE B.02 8.3.1, docs/rules.md: the three 400-point variants, for players at 2649 and 2650.
struct CapCase {
  Cap400 variant;
  std::int64_t own;
  std::int64_t opponent;
  std::int64_t counted;
};

void PrintTo(const CapCase& c, std::ostream* os) {
  *os << static_cast<int>(c.variant) << ": " << c.own << " vs " << c.opponent << " counts "
      << c.counted;
}

class CapsDifference : public ::testing::TestWithParam<CapCase> {};

TEST_P(CapsDifference, AsTheVariantSays) {
  const CapCase c = GetParam();
  EXPECT_EQ(applyCap400(c.variant, r(c.own), ratingDifference(r(c.own), r(c.opponent))).centi,
            c.counted * 100);
}

INSTANTIATE_TEST_SUITE_P(
    Rules_8_3_1, CapsDifference,
    ::testing::Values(
        // off: the difference as it is
        CapCase{Cap400::Off, 2649, 2000, 649}, CapCase{Cap400::Off, 1500, 2100, -600},
        // below2650 (in force since 1 Oct 2025): capped below 2650, full from 2650
        CapCase{Cap400::Below2650, 2649, 2000, 400}, CapCase{Cap400::Below2650, 2650, 2000, 650},
        CapCase{Cap400::Below2650, 2000, 2650, -400}, CapCase{Cap400::Below2650, 2700, 2200, 500},
        CapCase{Cap400::Below2650, 2649, 2249, 400}, CapCase{Cap400::Below2650, 2649, 2250, 399},
        // all (1 Mar 2024 to 30 Sep 2025): capped for everybody
        CapCase{Cap400::All, 2649, 2000, 400}, CapCase{Cap400::All, 2650, 2000, 400},
        CapCase{Cap400::All, 2000, 2650, -400}));

TEST(Cap400, ExemptsFrom2650Up) {
  EXPECT_FALSE(exemptFromCap400(r(2649)));
  EXPECT_FALSE(exemptFromCap400(Rating::fromCenti(264999)));
  EXPECT_TRUE(exemptFromCap400(r(2650)));
}

// FIDE B.02 8.3.1: a player without a rating is never exempt, whatever the variant.
TEST(Cap400, AppliesToAPlayerWithoutARatingAsBelow2650) {
  EXPECT_EQ(applyCap400(Cap400::Below2650, std::nullopt, {-60000}).centi, -40000);
  EXPECT_EQ(applyCap400(Cap400::All, std::nullopt, {60000}).centi, 40000);
  EXPECT_EQ(applyCap400(Cap400::Off, std::nullopt, {60000}).centi, 60000);
}

TEST(CappedDifference, IsTheDifferenceAfterThe400PointRule) {
  EXPECT_EQ(cappedDifference(fideRules(), r(2649), r(2000)).centi, 40000);
  EXPECT_EQ(cappedDifference(fideRules(), r(2650), r(2000)).centi, 65000);
  EXPECT_EQ(cappedDifference(fideRules(), r(2000), r(2650)).centi, -40000);
  EXPECT_EQ(cappedDifference(eloRules(), r(2649), r(2000)).centi, 64900);
  EXPECT_EQ(cappedDifference(eloRules(), Rating::fromCenti(160050), r(1400)).centi, 20050);
}

// The expectation from a counted difference applies no rule of its own: no second cap.
TEST(ExpectedFromDifference, UsesTheRuleSetsModelOnTheCountedDifference) {
  EXPECT_EQ(expectedFromDifference(fideRules(), {40000}).hundredths(), 92);
  EXPECT_EQ(expectedFromDifference(fideRules(), {65000}).hundredths(), 99);
  EXPECT_EQ(expectedFromDifference(fideRules(), {-20000}).hundredths(), 24);
  EXPECT_DOUBLE_EQ(expectedFromDifference(eloRules(), {64900}).value(),
                   formulaExpected({64900}).value());
  for (const RuleSet& rules : {eloRules(), fideRules()}) {
    for (std::int64_t own = 1000; own <= 3000; own += 37) {
      const Rating a = r(own);
      const Rating b = r(2000);
      EXPECT_DOUBLE_EQ(expectedScore(rules, a, b).value(),
                       expectedFromDifference(rules, cappedDifference(rules, a, b)).value());
    }
  }
}

TEST(ExpectedScore, CapsDifferenceAt400Below2650) {
  EXPECT_EQ(expectedScore(fideRules(), r(2649), r(2000)).hundredths(), 92);
  EXPECT_EQ(expectedScore(fideRules(), r(2650), r(2000)).hundredths(), 99);
  EXPECT_EQ(expectedScore(fideRules(), r(2000), r(2650)).hundredths(), 8);
}

TEST(ExpectedScore, UsesTheFormulaAndNoCapInEloRules) {
  EXPECT_NEAR(expectedScore(eloRules(), r(2649), r(2000)).value(),
              1.0 / (1.0 + std::pow(10.0, -649.0 / 400.0)), 1e-12);
}

// FIDE B.02 8.3.3, in the order of docs/rules.md: 2400 first, then junior, then new, then 20.
struct KCase {
  const char* why;
  std::int64_t rating;
  int birthYear;
  int ratedGames;
  std::int64_t peak;  // 0: not given
  int year;
  std::int64_t k;
};

void PrintTo(const KCase& c, std::ostream* os) { *os << c.why; }

class KFromProfile : public ::testing::TestWithParam<KCase> {};

TEST_P(KFromProfile, FollowsRule_8_3_3) {
  const KCase c = GetParam();
  Profile p{c.birthYear, c.ratedGames, c.peak ? std::optional<Rating>(r(c.peak)) : std::nullopt};
  EXPECT_EQ(kFromProfile(r(c.rating), p, c.year), KFactor::whole(c.k)) << c.why;
}

INSTANTIATE_TEST_SUITE_P(
    Rules_8_3_3, KFromProfile,
    ::testing::Values(
        KCase{"adult under 2400 with 30 games", 2100, 1980, 30, 0, 2026, 20},
        KCase{"new player: 29 games", 2100, 1980, 29, 0, 2026, 40},
        KCase{"rated 2400 now", 2400, 1980, 500, 0, 2026, 10},
        KCase{"2399, never 2400", 2399, 1980, 500, 2399, 2026, 20},
        KCase{"dropped below 2400 after reaching it", 2350, 1980, 500, 2405, 2026, 10},
        KCase{"junior in the year of the 18th birthday", 2100, 2008, 300, 0, 2026, 40},
        KCase{"the year after the 18th birthday", 2100, 2007, 300, 0, 2026, 20},
        KCase{"junior at 2299", 2299, 2010, 300, 0, 2026, 40},
        KCase{"junior at 2300", 2300, 2010, 300, 0, 2026, 20},
        KCase{"junior who has reached 2400", 2350, 2010, 300, 2400, 2026, 10},
        KCase{"new junior at 2300 keeps 40 as new", 2300, 2010, 10, 0, 2026, 40}));

// FIDE B.02 8.3.3 in docs/rules.md's order: the first rule that holds gives K.
TEST(KRule, TakesTheFirstRuleThatHolds) {
  EXPECT_EQ(kRule(true, true, true), KRule::Reached2400);
  EXPECT_EQ(kRule(false, true, true), KRule::JuniorUnder2300);
  EXPECT_EQ(kRule(false, false, true), KRule::NewToList);
  EXPECT_EQ(kRule(false, false, false), KRule::Standard);
  EXPECT_EQ(kForRule(KRule::Reached2400), KFactor::whole(10));
  EXPECT_EQ(kForRule(KRule::JuniorUnder2300), KFactor::whole(40));
  EXPECT_EQ(kForRule(KRule::NewToList), KFactor::whole(40));
  EXPECT_EQ(kForRule(KRule::Standard), KFactor::whole(20));
}

// FIDE B.02 8.3.3, docs/rules.md: K 20 stays 20 for 35 games, is 19 for 36 and 17 for 39; K 40 is
// 38 for 18.
TEST(CapK700, KeepsKTimesGamesAtMost700) {
  EXPECT_EQ(capK700(KFactor::whole(20), 35), KFactor::whole(20));
  EXPECT_EQ(capK700(KFactor::whole(20), 36), KFactor::whole(19));
  EXPECT_EQ(capK700(KFactor::whole(20), 39), KFactor::whole(17));
  EXPECT_EQ(capK700(KFactor::whole(40), 18), KFactor::whole(38));
  EXPECT_EQ(capK700(KFactor::whole(40), 17), KFactor::whole(40));
  EXPECT_EQ(capK700(KFactor::whole(10), 70), KFactor::whole(10));
  EXPECT_EQ(capK700(KFactor::whole(10), 71), KFactor::whole(9));
  EXPECT_EQ(capK700(KFactor::whole(20), 0), KFactor::whole(20));
}

TEST(RuleSets, NameWhatEachPresetApplies) {
  EXPECT_EQ(eloRules().expected, ExpectedModel::Formula);
  EXPECT_EQ(eloRules().cap400, Cap400::Off);
  EXPECT_FALSE(eloRules().kCap700);
  EXPECT_FALSE(eloRules().automaticK);
  EXPECT_EQ(fideRules().expected, ExpectedModel::Table);
  EXPECT_EQ(fideRules().cap400, Cap400::Below2650);
  EXPECT_TRUE(fideRules().kCap700);
  EXPECT_TRUE(fideRules().automaticK);
  EXPECT_EQ(fide2024Rules().expected, ExpectedModel::Table);
  EXPECT_EQ(fide2024Rules().cap400, Cap400::All);
  EXPECT_TRUE(fide2024Rules().kCap700);
  EXPECT_TRUE(fide2024Rules().automaticK);
}

TEST(RuleSets, AreFoundByTheirPresetNames) {
  EXPECT_EQ(presetNamed("elo")->cap400, Cap400::Off);
  EXPECT_EQ(presetNamed("fide")->cap400, Cap400::Below2650);
  EXPECT_EQ(presetNamed("fide-2024")->cap400, Cap400::All);
  EXPECT_EQ(presetNamed("fide-rapid")->list, FideList::Rapid);
  EXPECT_EQ(presetNamed("fide-blitz")->list, FideList::Blitz);
  EXPECT_EQ(presetNamed("fide-blitz")->preset, "fide-blitz");
  EXPECT_FALSE(presetNamed("fide-all").has_value());
  EXPECT_FALSE(presetNamed("rapid").has_value());
  EXPECT_FALSE(presetNamed("FIDE").has_value());
  EXPECT_FALSE(presetNamed("").has_value());
}

// FIDE B.02 8.3.1 from 1 March 2024 to 30 September 2025: 2700 against 2200 counts 400 for both.
TEST(RuleSets, Fide2024CapsTheDifferenceForEverybody) {
  EXPECT_EQ(cappedDifference(fide2024Rules(), r(2700), r(2200)).centi, 40000);
  EXPECT_EQ(expectedScore(fide2024Rules(), r(2700), r(2200)).hundredths(), 92);
  EXPECT_EQ(expectedScore(fide2024Rules(), r(2200), r(2700)).hundredths(), 8);
  EXPECT_EQ(expectedScore(fideRules(), r(2700), r(2200)).hundredths(), 96);
}

// The R&B chapter's presets: table 7.1.2 (= 8.1.2), the 400-point rule for everybody (7.3.1, no
// 2650 exemption), K as standard (7.3.3: × n ≤ 700, from the profile), the 600-point rule.
TEST(RuleSets, RapidAndBlitzAreTheStandardTextBut7_3_1) {
  for (const RuleSet& rules : {fideRapidRules(), fideBlitzRules()}) {
    EXPECT_EQ(rules.system, RatingSystem::Fide);
    EXPECT_EQ(rules.expected, ExpectedModel::Table);
    EXPECT_EQ(rules.cap400, Cap400::All);
    EXPECT_TRUE(rules.kCap700);
    EXPECT_TRUE(rules.automaticK);
    EXPECT_TRUE(rules.exclude600);
    EXPECT_TRUE(usesStandardRating(rules));
  }
  for (const RuleSet& rules : {eloRules(), fideRules(), fide2024Rules()}) {
    EXPECT_FALSE(rules.exclude600);
    EXPECT_FALSE(usesStandardRating(rules));
  }
}

// The derived figures of table 8.1.2 under the standard chapter and under R&B. "Not rated" is
// R&B 7.3.1's 600-point rule: a difference of 600 or more with a player above 2600.
struct DerivedFigure {
  std::int64_t player, opponent;
  int fidePd;   // B.02 8.3.1 and table 8.1.2
  int rapidPd;  // R&B 7.3.1 and table 7.1.2; −1: not rated
};

class RapidAgainstStandard : public ::testing::TestWithParam<DerivedFigure> {};

TEST_P(RapidAgainstStandard, GivesTheDerivedFigures) {
  const DerivedFigure f = GetParam();
  EXPECT_EQ(expectedScore(fideRules(), r(f.player), r(f.opponent)).hundredths(), f.fidePd);
  EXPECT_FALSE(gameNotRated(fideRules(), r(f.player), r(f.opponent)));
  for (const RuleSet& rules : {fideRapidRules(), fideBlitzRules()}) {
    const bool notRated = gameNotRated(rules, r(f.player), r(f.opponent));
    EXPECT_EQ(notRated, f.rapidPd < 0);
    if (!notRated)
      EXPECT_EQ(expectedScore(rules, r(f.player), r(f.opponent)).hundredths(), f.rapidPd);
  }
}

INSTANTIATE_TEST_SUITE_P(
    Table8_1_2, RapidAgainstStandard,
    ::testing::Values(
        // D 605: standard, 2700 ≥ 2650 keeps 605, in 560–619 → .98; R&B: 605 ≥ 600 and
        // 2700 > 2600 → not rated.
        DerivedFigure{2700, 2095, 98, -1},
        // D 600: standard, 2601 < 2650 counts 400, in 392–411 → .92; R&B: exactly 600 and
        // 2601 > 2600 → not rated.
        DerivedFigure{2601, 2001, 92, -1},
        // D 600 but 2600 is not above 2600: rated; 400 → .92 under both chapters.
        DerivedFigure{2600, 2000, 92, 92},
        // D 600, nobody above 2600: rated; 400 → .92.
        DerivedFigure{2599, 1999, 92, 92},
        // D 550: standard, 2700 ≥ 2650 keeps 550, in 518–559 → .97; R&B counts 400 → .92.
        DerivedFigure{2700, 2150, 97, 92},
        // D 560: standard, 2660 ≥ 2650 keeps 560, in 560–619 → .98; R&B counts 400 → .92.
        DerivedFigure{2660, 2100, 98, 92},
        // D −550: 2150 < 2650 counts −400 under both → 1 − .92 = .08; 550 < 600: rated.
        DerivedFigure{2150, 2700, 8, 8}));

// R&B 7.3.1's boundaries: 599 is rated, 600 is not; 2600 is not above 2600, 2601 is; either
// player may be the one above 2600; a decimal rating counts as it is.
TEST(ExcludedBy600, HoldsFrom600AndAbove2600) {
  EXPECT_FALSE(excludedBy600(r(2700), r(2101)));  // 599
  EXPECT_TRUE(excludedBy600(r(2700), r(2100)));   // 600
  EXPECT_TRUE(excludedBy600(r(2100), r(2700)));   // the lower player's view
  EXPECT_FALSE(excludedBy600(r(2600), r(1900)));  // 700, but 2600 is not above 2600
  EXPECT_TRUE(excludedBy600(r(2601), r(1900)));   // 701, 2601 is
  EXPECT_FALSE(excludedBy600(Rating::fromCenti(260050), Rating::fromCenti(200051)));  // 599.99
  EXPECT_TRUE(excludedBy600(Rating::fromCenti(260050), Rating::fromCenti(200050)));   // 600
  EXPECT_FALSE(excludedBy600(r(2400), r(1000)));  // 1400 apart, nobody above 2600
}

// A 2650 player's 550-point difference: the standard chapter's exemption keeps it, R&B caps it.
TEST(Cap400, CapsA2650PlayerUnderRapidAndBlitzAndNotUnderStandard) {
  EXPECT_EQ(cappedDifference(fideRules(), r(2650), r(2100)).centi, 55000);
  EXPECT_EQ(cappedDifference(fideRapidRules(), r(2650), r(2100)).centi, 40000);
  EXPECT_EQ(cappedDifference(fideBlitzRules(), r(2650), r(2100)).centi, 40000);
}

// R&B 7.2.1: an unrated player with a standard rating is rated with it; a rated player keeps
// their list's rating; other rules ignore the standard rating.
TEST(RatingForList, RatesAnUnratedPlayerWithTheStandardRatingUnderRapidAndBlitz) {
  const ListRating fromStandard = ratingForList(fideRapidRules(), std::nullopt, r(2150));
  EXPECT_EQ(fromStandard.rating, r(2150));
  EXPECT_EQ(fromStandard.source, RatingSource::Standard);
  const ListRating listed = ratingForList(fideBlitzRules(), r(1900), r(2150));
  EXPECT_EQ(listed.rating, r(1900));
  EXPECT_EQ(listed.source, RatingSource::List);
  EXPECT_FALSE(ratingForList(fideRules(), std::nullopt, r(2150)).rating.has_value());
  EXPECT_FALSE(ratingForList(fideRapidRules(), std::nullopt, std::nullopt).rating.has_value());
}

}  // namespace
}  // namespace elo
