// Title norms (FIDE B.01 1.4): the worked figures as tables naming their source, each rule
// failing alone in a file made for it, later rounds in a Swiss and a round robin, who is checked
// for which title, the exemptions, and a running event's forecast.
#include "elo/norms.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "elo/event.hpp"
#include "elo/trf.hpp"
#include "norm_files.hpp"

namespace elo {
namespace {

using testing::Entrant;
using testing::NormFile;

std::vector<Rating> ratings(const std::vector<int>& points) {
  std::vector<Rating> out;
  for (const int p : points) out.push_back(Rating::fromPoints(p));
  return out;
}

std::vector<std::optional<Rating>> maybeRatings(const std::vector<int>& points) {
  std::vector<std::optional<Rating>> out;
  for (const int p : points)
    out.push_back(p > 0 ? std::optional<Rating>(Rating::fromPoints(p)) : std::nullopt);
  return out;
}

Score points(double p) { return Score::fromHalves(static_cast<int>(p * 2)); }

EventNorms normsOf(const std::string& trf, const NormOptions& options = {}) {
  const TrfFile file = readTrf(trf);
  EXPECT_TRUE(file.errors.empty()) << trf;
  const Event event =
      rateEvent(file, EventOptions{fideRules(), KChoice{false, kStandardK}, std::nullopt, {}});
  return checkNorms(event, options);
}

const TitleNorm* normFor(const EventNorms& norms, int rank, NormTitle title) {
  for (const TitleNorm& n : norms.players.at(static_cast<std::size_t>(rank - 1)).titles) {
    if (n.title == title) return &n;
  }
  return nullptr;
}

const NormCheck& check(const TitleNorm& norm, std::string_view rule) {
  for (const NormCheck& c : norm.checks) {
    if (c.rule == rule) return c;
  }
  static const NormCheck kNone{"none", false, 0, std::nullopt, false, 0};
  return kNone;
}

// The checks that fail, by rule.
std::vector<std::string> failing(const TitleNorm& norm) {
  std::vector<std::string> rules;
  for (const NormCheck& c : norm.checks) {
    if (!c.ok) rules.emplace_back(c.rule);
  }
  return rules;
}

// ---- the worked figures ------------------------------------------------------------------------

// The floor raises the lowest opponent only, then Ra (.5 up), p, dp and Rp.
struct FloorCase {
  const char* source;
  NormTitle title;
  std::vector<int> opponents;
  double score;
  int raisedFrom;  // 0: none raised
  std::int64_t average;
  int percentage;
  int dp;
  std::int64_t performance;
};

TEST(NormFigures, WorkedFiguresGiveRaPDpAndRp) {
  const FloorCase cases[] = {
      {"B.01 1.4.6-1.4.9 worked GM case: 2120 raised to 2200, Ra 2425.6 -> 2426, 67 % -> 125, "
       "Rp 2551, short of 2600",
       NormTitle::Gm,
       {2580, 2510, 2460, 2490, 2430, 2390, 2420, 2350, 2120},
       6,
       2120,
       2426,
       67,
       125,
       2551},
      {"a published performance, 7/9, for the IM norm: 1955 raised to 2050, Ra 2240, Rp 2460",
       NormTitle::Im,
       {2016, 1955, 2379, 2436, 2163, 2529, 2429, 2139, 2023},
       7,
       1955,
       2240,
       78,
       220,
       2460},
  };
  for (const FloorCase& c : cases) {
    const FlooredRatings floored = applyRatingFloor(c.title, maybeRatings(c.opponents));
    ASSERT_TRUE(floored.raised.has_value()) << c.source;
    EXPECT_EQ(floored.from.points(), c.raisedFrom) << c.source;
    const NormPerformance p = normPerformance(floored.ratings, points(c.score));
    EXPECT_EQ(p.average, c.average) << c.source;
    EXPECT_EQ(p.percentage, c.percentage) << c.source;
    EXPECT_EQ(p.dp, c.dp) << c.source;
    EXPECT_EQ(p.performance, c.performance) << c.source;
    EXPECT_LT(p.performance, 2600) << c.source;
  }
}

// Without a floor (a rating report's figure): chess-results' 2450 for the same 7/9.
TEST(NormFigures, PublishedPerformanceWithoutFloorIs2450) {
  const NormPerformance p =
      normPerformance(ratings({2016, 1955, 2379, 2436, 2163, 2529, 2429, 2139, 2023}), points(7));
  EXPECT_EQ(p.average, 2230);  // 20069 / 9 = 2229.9
  EXPECT_EQ(p.percentage, 78);
  EXPECT_EQ(p.dp, 220);
  EXPECT_EQ(p.performance, 2450);
}

struct RaCase {
  const char* source;
  int games;
  int average;
  double score;
  int percentage;
  int dp;
  std::int64_t performance;
};

TEST(NormFigures, Ra2400OverElevenGames) {
  const RaCase cases[] = {
      {"Ra 2400, 7.5 of 11: 68 %, dp 133, 2533, no GM norm", 11, 2400, 7.5, 68, 133, 2533},
      {"Ra 2400, 9 of 11: 82 %, dp 262, 2662, a GM performance", 11, 2400, 9, 82, 262, 2662},
  };
  for (const RaCase& c : cases) {
    const std::vector<Rating> field(static_cast<std::size_t>(c.games),
                                    Rating::fromPoints(c.average));
    const NormPerformance p = normPerformance(field, points(c.score));
    EXPECT_EQ(p.percentage, c.percentage) << c.source;
    EXPECT_EQ(p.dp, c.dp) << c.source;
    EXPECT_EQ(p.performance, c.performance) << c.source;
  }
}

// The fewest points of 9 games for a GM performance (Rp 2600) against a field's average.
TEST(NormFigures, PointsForAGmPerformanceInNineGames) {
  struct Case {
    const char* source;
    int average;
    double least;
  };
  const Case cases[] = {
      {"9 games against 2460: 6.5 (6 gives 2585)", 2460, 6.5},
      {"9 games against 2600: 4.5 (4 gives 2557)", 2600, 4.5},
      {"9 games against 2680: 3.5 (3 gives 2555)", 2680, 3.5},
      {"7/9 needs Ra 2380, the minimum: 2380 + 220 = 2600", 2380, 7},
  };
  for (const Case& c : cases) {
    const std::vector<Rating> field(9, Rating::fromPoints(c.average));
    EXPECT_GE(normPerformance(field, points(c.least)).performance, 2600) << c.source;
    EXPECT_LT(normPerformance(field, points(c.least - 0.5)).performance, 2600) << c.source;
  }
  const std::vector<Rating> below(9, Rating::fromPoints(2379));
  EXPECT_LT(normPerformance(below, points(7)).performance, 2600);
}

// ---- one rule a function -----------------------------------------------------------------------

TEST(NormRules, CountsRoundedAsTheArticlesSay) {
  struct Case {
    int games, own, one, titled, normTitled;
  };
  // B.01 1.4.4 (3/5, 2/3 rounded down) and 1.4.5 (50 % and 1/3 rounded up, at least 3).
  const Case cases[] = {{9, 5, 6, 5, 3}, {8, 4, 5, 4, 3}, {11, 6, 7, 6, 4}, {13, 7, 8, 7, 5}};
  for (const Case& c : cases) {
    EXPECT_EQ(mostFromOwnFederation(c.games), c.own) << c.games;
    EXPECT_EQ(mostFromOneFederation(c.games), c.one) << c.games;
    EXPECT_EQ(leastTitleHolders(c.games), c.titled) << c.games;
    EXPECT_EQ(leastHoldersOfNormTitles(c.games), c.normTitled) << c.games;
  }
}

TEST(NormRules, ThirtyFivePercentIsOfTheScoreItself) {
  EXPECT_TRUE(scoreReaches35Percent(points(7), 20));     // 35 %
  EXPECT_FALSE(scoreReaches35Percent(points(6.5), 19));  // 34.2 %
  EXPECT_TRUE(scoreReaches35Percent(points(3.5), 10));   // 35 %
  EXPECT_FALSE(scoreReaches35Percent(points(5.5), 16));  // 34.4 %, p rounds to 34
}

TEST(NormRules, TitleHoldersAndNormTitles) {
  EXPECT_TRUE(isTitleHolder("FM"));
  EXPECT_TRUE(isTitleHolder("WFM"));
  EXPECT_FALSE(isTitleHolder("CM"));
  EXPECT_FALSE(isTitleHolder("WCM"));
  EXPECT_TRUE(holdsTitleFor(NormTitle::Gm, "GM"));
  EXPECT_FALSE(holdsTitleFor(NormTitle::Gm, "IM"));
  EXPECT_TRUE(holdsTitleFor(NormTitle::Im, "GM"));
  EXPECT_FALSE(holdsTitleFor(NormTitle::Im, "WGM"));
  EXPECT_TRUE(holdsTitleFor(NormTitle::Wgm, "IM"));
  EXPECT_TRUE(holdsTitleFor(NormTitle::Wim, "WIM"));
  EXPECT_FALSE(holdsTitleFor(NormTitle::Wim, "WFM"));
}

TEST(NormRules, TitlesOpenBySexAndTitleHeld) {
  using V = std::vector<NormTitle>;
  const V all = {NormTitle::Gm, NormTitle::Im, NormTitle::Wgm, NormTitle::Wim};
  EXPECT_EQ(titlesOpen("w", {}), all);
  EXPECT_EQ(titlesOpen("w", {"WFM"}), all);
  EXPECT_EQ(titlesOpen("m", {"FM"}), (V{NormTitle::Gm, NormTitle::Im}));
  EXPECT_EQ(titlesOpen("", {}), (V{NormTitle::Gm, NormTitle::Im}));
  EXPECT_EQ(titlesOpen("m", {"IM"}), V{NormTitle::Gm});
  EXPECT_EQ(titlesOpen("w", {"IM"}), V{NormTitle::Gm});
  EXPECT_EQ(titlesOpen("w", {"WGM"}), (V{NormTitle::Gm, NormTitle::Im}));
  EXPECT_EQ(titlesOpen("w", {"WIM"}), (V{NormTitle::Gm, NormTitle::Im, NormTitle::Wgm}));
  EXPECT_EQ(titlesOpen("m", {"GM"}), V{});
}

TEST(NormRules, OneOpponentRaisedAndTheUnratedAt1400) {
  // Two under the GM floor (2100, 2150): only the lowest is raised.
  const FlooredRatings two = applyRatingFloor(NormTitle::Gm, maybeRatings({2500, 2150, 2100}));
  EXPECT_EQ(two.raised, std::optional<std::size_t>(2));
  EXPECT_EQ(two.ratings[1].points(), 2150);
  EXPECT_EQ(two.ratings[2].points(), 2200);
  // A rated 1300 is the lowest and raised; the unrated one counts as 1400.
  const FlooredRatings unrated = applyRatingFloor(NormTitle::Gm, maybeRatings({1300, 0, 2500}));
  EXPECT_EQ(unrated.raised, std::optional<std::size_t>(0));
  EXPECT_EQ(unrated.ratings[1].points(), 1400);
  // Nobody under the floor: nobody raised.
  EXPECT_FALSE(applyRatingFloor(NormTitle::Wim, maybeRatings({1900, 2000})).raised);
}

TEST(NormRules, NinthGameStoodInForOnlyInANineRoundEvent) {
  EXPECT_TRUE(standsInForNinthGame(9, 8, true));
  EXPECT_FALSE(standsInForNinthGame(9, 8, false));
  EXPECT_FALSE(standsInForNinthGame(10, 8, true));
  EXPECT_FALSE(standsInForNinthGame(9, 7, true));
}

}  // namespace
}  // namespace elo
