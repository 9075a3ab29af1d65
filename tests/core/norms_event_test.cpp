// Title norms of whole events (FIDE B.01 1.4): each rule failing alone in a file made for it,
// the 9th game stood in for, later rounds in a Swiss and in a round robin, who is checked for
// which title, the exemptions, and a running event's forecast.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "elo/event.hpp"
#include "elo/norms.hpp"
#include "elo/trf.hpp"
#include "norm_files.hpp"

namespace elo {
namespace {

using testing::Entrant;
using testing::NormFile;

EventNorms normsOf(const std::string& trf, const NormOptions& options = {}) {
  const TrfFile file = readTrf(trf);
  EXPECT_TRUE(file.errors.empty()) << trf;
  const Event event =
      rateEvent(file, EventOptions{fideRules(), KChoice{false, kStandardK}, std::nullopt, {}});
  return checkNorms(event, options);
}

// A copy, so that a norm of a temporary EventNorms can be kept.
TitleNorm normFor(const EventNorms& norms, int rank, NormTitle title) {
  for (const TitleNorm& n : norms.players.at(static_cast<std::size_t>(rank - 1)).titles) {
    if (n.title == title) return n;
  }
  ADD_FAILURE() << "no " << normTitleName(title) << " checked for " << rank;
  return {};
}

std::vector<std::string> failing(const TitleNorm& norm) {
  std::vector<std::string> rules;
  for (const NormCheck& c : norm.checks) {
    if (!c.ok) rules.emplace_back(c.rule);
  }
  return rules;
}

const NormCheck* check(const TitleNorm& norm, std::string_view rule) {
  for (const NormCheck& c : norm.checks) {
    if (c.rule == rule) return &c;
  }
  return nullptr;
}

/// One opponent of the candidate (starting rank 1), met in the round of its place in the list.
struct Opponent {
  std::string title;
  std::string federation;
  int rating;
  char result;  ///< The candidate's: 1, =, 0, +, -.
};

/// A GM norm by itself: 6 of 9 against 2500 (67 %, dp 125, Rp 2625), seven federations besides
/// ESP's two, four GMs among nine title holders.
std::vector<Opponent> gmNormField() {
  return {{"GM", "GER", 2500, '1'}, {"GM", "FRA", 2500, '1'}, {"GM", "ENG", 2500, '='},
          {"GM", "NED", 2500, '='}, {"IM", "ESP", 2500, '1'}, {"IM", "ESP", 2500, '='},
          {"IM", "ITA", 2500, '0'}, {"FM", "USA", 2500, '1'}, {"FM", "IND", 2500, '='}};
}

std::string candidateFile(const std::vector<Opponent>& field,
                          const std::vector<std::string>& headers = {"092 Individual: Swiss"},
                          const Entrant& candidate = {"m", "IM", "ESP", 2450}) {
  NormFile f;
  for (const std::string& h : headers) f.header(h);
  f.add(candidate);
  for (std::size_t i = 0; i < field.size(); ++i) {
    const Opponent& o = field[i];
    const int rank = f.add({"m", o.title, o.federation, o.rating});
    f.game(static_cast<int>(i) + 1, 1, rank, o.result);
  }
  return f.text();
}

TEST(NormEvent, TheBaseFieldGivesAGmNorm) {
  const TitleNorm& gm = normFor(normsOf(candidateFile(gmNormField())), 1, NormTitle::Gm);
  EXPECT_TRUE(gm.achieved) << ::testing::PrintToString(failing(gm));
  EXPECT_EQ(gm.afterRound, 9);
  EXPECT_EQ(gm.games, 9);
  ASSERT_TRUE(gm.figures);
  EXPECT_EQ(gm.figures->average, 2500);
  EXPECT_EQ(gm.figures->percentage, 67);
  EXPECT_EQ(gm.figures->performance, 2625);
}

// Each case changes the base field so that one rule fails, and only that one.
struct AloneCase {
  const char* what;
  std::vector<Opponent> field;
  std::vector<std::string> failing;
};

TEST(NormEvent, EachRuleFailsAlone) {
  std::vector<AloneCase> cases;
  {
    AloneCase c{"8 games and a loss by forfeit: 8 games", gmNormField(), {"1.4.1"}};
    c.field[6].result = '-';
    cases.push_back(c);
  }
  {
    AloneCase c{"an opponent without a federation: 8 games (1.4.2a)", gmNormField(), {"1.4.1"}};
    c.field[6].federation = "";
    cases.push_back(c);
  }
  {
    AloneCase c{"six of nine from ESP, over 3/5", gmNormField(), {"1.4.4-own"}};
    for (int i : {0, 1, 2, 3}) c.field[static_cast<std::size_t>(i)].federation = "ESP";
    cases.push_back(c);
  }
  {
    AloneCase c{"seven of nine from GER, over 2/3", gmNormField(), {"1.4.4-one"}};
    for (int i : {1, 2, 3, 4, 5, 6}) c.field[static_cast<std::size_t>(i)].federation = "GER";
    cases.push_back(c);
  }
  {
    AloneCase c{
        "five from ESP and four from GER: one foreign federation", gmNormField(), {"1.4.3"}};
    for (int i : {0, 1, 2, 3}) c.field[static_cast<std::size_t>(i)].federation = "GER";
    for (int i : {4, 5, 6, 7, 8}) c.field[static_cast<std::size_t>(i)].federation = "ESP";
    cases.push_back(c);
  }
  {
    AloneCase c{"four title holders of nine (CM does not count)", gmNormField(), {"1.4.5-titled"}};
    for (int i : {4, 5, 6, 7, 8}) c.field[static_cast<std::size_t>(i)].title = i < 7 ? "CM" : "";
    cases.push_back(c);
  }
  {
    AloneCase c{"two GMs: too few for a GM norm", gmNormField(), {"1.4.5-title"}};
    c.field[2].title = c.field[3].title = "IM";
    cases.push_back(c);
  }
  {
    AloneCase c{"Ra 2350 with 9 of 9: Rp 3150, Ra under 2380", gmNormField(), {"1.4.8-average"}};
    for (Opponent& o : c.field) {
      o.rating = 2350;
      o.result = '1';
    }
    cases.push_back(c);
  }
  {
    AloneCase c{"5.5 of 9 against 2500: Rp 2580", gmNormField(), {"1.4.8-performance"}};
    c.field[0].result = '=';
    cases.push_back(c);
  }
  for (const AloneCase& c : cases) {
    const TitleNorm& gm = normFor(normsOf(candidateFile(c.field)), 1, NormTitle::Gm);
    EXPECT_FALSE(gm.achieved) << c.what;
    EXPECT_EQ(failing(gm), c.failing) << c.what;
  }
}

// B.01 1.4.1c: in a 9-round event 8 games and a forfeit win (or a pairing-allocated bye) are
// enough, but not in a longer event.
TEST(NormEvent, ForfeitWinStandsInForTheNinthGame) {
  std::vector<Opponent> field = gmNormField();
  field[6].result = '+';  // the lost game becomes a forfeit win: 6 of 8 played, 75 %
  const TitleNorm& gm = normFor(normsOf(candidateFile(field)), 1, NormTitle::Gm);
  EXPECT_TRUE(gm.achieved) << ::testing::PrintToString(failing(gm));
  EXPECT_EQ(gm.games, 8);
  EXPECT_EQ(gm.standIn, std::optional<int>(7));
  // Planned for 10 rounds (XXR), the same 8 games are not enough.
  const TitleNorm& ten = normFor(normsOf(candidateFile(field, {"XXR 10"})), 1, NormTitle::Gm);
  EXPECT_FALSE(ten.achieved);
  EXPECT_EQ(failing(ten), std::vector<std::string>{"1.4.1"});
}

// B.01 1.4.2b: in a round robin an unrated opponent who scored nothing against the rated
// players is left out; in a Swiss the game counts, the unrated opponent at 1400 (then raised).
TEST(NormEvent, RoundRobinLeavesOutAnUnratedZeroScorer) {
  std::vector<Opponent> field = gmNormField();
  field[6].result = '=';  // 6.5 of 9, and 5.5 of the 8 that count in a round robin (69 %, 2641)
  field[7].rating = 0;    // an unrated FM, beaten
  const TitleNorm& roundRobin =
      normFor(normsOf(candidateFile(field, {"092 Round Robin"})), 1, NormTitle::Gm);
  EXPECT_EQ(roundRobin.games, 8);
  ASSERT_EQ(roundRobin.excluded.size(), 1u);
  EXPECT_EQ(roundRobin.excluded[0].reason, NormExclusion::UnratedZeroScorer);
  EXPECT_EQ(failing(roundRobin), std::vector<std::string>{"1.4.1"});
  const TitleNorm& swiss = normFor(normsOf(candidateFile(field)), 1, NormTitle::Gm);
  EXPECT_EQ(swiss.games, 9);
  EXPECT_EQ(swiss.raised, std::optional<std::size_t>(7));
  EXPECT_EQ(swiss.raisedFrom.points(), 1400);
  EXPECT_EQ(swiss.figures->average, 2467);  // (8 × 2500 + 2200) / 9 = 2466.7
}

TEST(NormEvent, TwoUnderTheFloorOnlyTheLowestRaised) {
  std::vector<Opponent> field = gmNormField();
  field[7].rating = 2150;
  field[8].rating = 2100;
  const TitleNorm& gm = normFor(normsOf(candidateFile(field)), 1, NormTitle::Gm);
  ASSERT_TRUE(gm.raised);
  EXPECT_EQ(gm.opponents[*gm.raised].startRank, 10);
  EXPECT_EQ(gm.raisedFrom.points(), 2100);
  // 7 × 2500 + 2150 + 2200 = 21850, / 9 = 2427.8 → 2428
  EXPECT_EQ(gm.figures->average, 2428);
}

// B.01 1.4.8: 3.5 of 10 is 35 % and enough; 5.5 of 16 is 34.4 % and not (Rp 2603 either way).
TEST(NormEvent, ThirtyFivePercentAndThirtyFour) {
  const auto field = [](int games, int wins, bool draw) {
    std::vector<Opponent> f;
    const char* feds[] = {"GER", "FRA", "ENG", "NED", "ITA", "USA", "IND", "CHN"};
    for (int i = 0; i < games; ++i) {
      const bool win = i >= games - wins - (draw ? 1 : 0) && !(draw && i == games - 1);
      f.push_back({"GM", feds[i % 8], 2720, win ? '1' : (draw && i == games - 1 ? '=' : '0')});
    }
    return f;
  };
  const TitleNorm& ten = normFor(normsOf(candidateFile(field(10, 3, true))), 1, NormTitle::Gm);
  EXPECT_TRUE(ten.achieved) << ::testing::PrintToString(failing(ten));
  EXPECT_EQ(ten.figures->percentage, 35);
  const TitleNorm& sixteen = normFor(normsOf(candidateFile(field(16, 5, true))), 1, NormTitle::Gm);
  EXPECT_EQ(sixteen.figures->percentage, 34);
  EXPECT_GE(sixteen.figures->performance, 2600);
  EXPECT_EQ(failing(sixteen), std::vector<std::string>{"1.4.8-score"});
}

// B.01 1.4.1e: a Swiss norm made after round 9 stands though rounds 10 and 11 are lost; in a
// round robin the same results give none.
TEST(NormEvent, SwissNormAfterRoundNineStandsRoundRobinDoesNot) {
  std::vector<Opponent> field = gmNormField();
  field.push_back({"GM", "SWE", 2500, '0'});
  field.push_back({"GM", "NOR", 2500, '0'});
  const TitleNorm& swiss = normFor(normsOf(candidateFile(field)), 1, NormTitle::Gm);
  EXPECT_TRUE(swiss.achieved);
  EXPECT_EQ(swiss.afterRound, 9);
  EXPECT_EQ(swiss.games, 9);
  const TitleNorm& roundRobin =
      normFor(normsOf(candidateFile(field, {"092 Round Robin"})), 1, NormTitle::Gm);
  EXPECT_FALSE(roundRobin.achieved);
  EXPECT_EQ(roundRobin.afterRound, 11);
  EXPECT_EQ(roundRobin.figures->performance, 2536);  // 6 of 11: 55 %, dp 36
  NormOptions switched;
  switched.roundRobin = true;
  EXPECT_FALSE(normFor(normsOf(candidateFile(field), switched), 1, NormTitle::Gm).achieved);
}

TEST(NormEvent, WomenAreCheckedForWgmAndWimMenNotAnImNotForIm) {
  const EventNorms woman = normsOf(candidateFile(gmNormField(), {}, {"w", "WFM", "ESP", 2300}));
  ASSERT_EQ(woman.players[0].titles.size(), 4u);
  EXPECT_TRUE(normFor(woman, 1, NormTitle::Wgm).achieved);
  EXPECT_TRUE(normFor(woman, 1, NormTitle::Wim).achieved);
  const EventNorms man = normsOf(candidateFile(gmNormField(), {}, {"m", "FM", "ESP", 2300}));
  ASSERT_EQ(man.players[0].titles.size(), 2u);
  EXPECT_EQ(man.players[0].titles[1].title, NormTitle::Im);
  const EventNorms im = normsOf(candidateFile(gmNormField(), {}, {"m", "IM", "ESP", 2450}));
  ASSERT_EQ(im.players[0].titles.size(), 1u);
  EXPECT_EQ(im.players[0].titles[0].title, NormTitle::Gm);
  NormOptions held;  // the request says the IM was not one when the event started
  held.titlesHeld[1] = {};
  EXPECT_EQ(normsOf(candidateFile(gmNormField()), held).players[0].titles.size(), 2u);
}

TEST(NormEvent, ExemptionSwitchWaivesTheFederationRules) {
  std::vector<Opponent> field = gmNormField();
  for (Opponent& o : field) o.federation = "ESP";
  const std::string file = candidateFile(field);
  EXPECT_FALSE(normFor(normsOf(file), 1, NormTitle::Gm).achieved);
  NormOptions national;
  national.exemption = NormExemption::NationalChampionship;
  const EventNorms norms = normsOf(file, national);
  const TitleNorm& gm = normFor(norms, 1, NormTitle::Gm);
  EXPECT_TRUE(gm.achieved);
  EXPECT_TRUE(check(gm, "1.4.3")->exempt);
  EXPECT_EQ(norms.exemption, NormExemption::NationalChampionship);
}

// B.01 1.4.3d computed: 22 rated players from GER, FRA and ENG in a Swiss hosted by ESP, 10 of
// them GMs, each in every round; the same field as a round robin is not exempt.
TEST(NormEvent, SwissExemptionComputedFromTheFile) {
  const auto file = [](const std::string& type) {
    NormFile f;
    f.header("032 ESP").header("092 " + type);
    const char* feds[] = {"GER", "FRA", "ENG"};
    for (int i = 0; i < 22; ++i) f.add({"m", i < 10 ? "GM" : "", feds[i % 3], 2400});
    for (int i = 1; i <= 22; i += 2) f.game(1, i, i + 1, '=');
    return f.text();
  };
  EXPECT_EQ(normsOf(file("Individual: Swiss-System")).exemption, NormExemption::Swiss);
  EXPECT_EQ(normsOf(file("Round Robin")).exemption, NormExemption::None);
}

// A running event: 7 of 9 rounds (XXR 9), 5.5 of 7 against 2500: half a point of the two left
// gives 6 of 9, 67 %, Rp 2625 (5.5 of 9 gives 61 %, 2580).
TEST(NormEvent, ForecastOfARunningEvent) {
  std::vector<Opponent> field = gmNormField();
  field.resize(7);
  field[6].result = '1';  // 1 1 = = 1 = 1: 5.5 of 7
  const TitleNorm& gm = normFor(normsOf(candidateFile(field, {"XXR 9"})), 1, NormTitle::Gm);
  EXPECT_FALSE(gm.achieved);
  ASSERT_TRUE(gm.forecast);
  EXPECT_EQ(gm.forecast->roundsLeft, 2);
  EXPECT_EQ(gm.forecast->assumedAverage, std::optional<std::int64_t>(2500));
  EXPECT_EQ(gm.forecast->pointsNeeded, std::optional<Score>(Score::fromHalves(1)));
  NormOptions eleven;  // the request's rounds: 4 left
  eleven.plannedRounds = 11;
  const TitleNorm& later = normFor(normsOf(candidateFile(field), eleven), 1, NormTitle::Gm);
  EXPECT_EQ(later.forecast->roundsLeft, 4);
  field.resize(3);  // 3 games and 2 rounds left: 9 games cannot be reached
  const TitleNorm& short_ = normFor(normsOf(candidateFile(field, {"XXR 5"})), 1, NormTitle::Gm);
  EXPECT_FALSE(short_.forecast->pointsNeeded);
}

// Not FIDE's: a norm not achieved is "close" when Rp is at most kNormCloseMargin (50) under
// 1.4.8's (GM 2600). 5 of 9 is 56 %, dp 43 (Table 1.4.9), so Rp is the opponents' rating + 43.
TEST(NormEvent, CloseIsAtMostFiftyUnderThePerformanceNeeded) {
  struct Case {
    int rating;
    std::int64_t performance;
    bool close;
  };
  const Case cases[] = {{2507, 2550, true}, {2506, 2549, false}, {2556, 2599, true}};
  for (const Case& c : cases) {
    std::vector<Opponent> field = gmNormField();
    field[0].result = '0';  // 5 of 9
    for (Opponent& o : field) o.rating = c.rating;
    const TitleNorm gm = normFor(normsOf(candidateFile(field)), 1, NormTitle::Gm);
    ASSERT_TRUE(gm.figures);
    EXPECT_EQ(gm.figures->dp, 43);
    EXPECT_EQ(gm.figures->performance, c.performance);
    EXPECT_EQ(failing(gm), std::vector<std::string>{"1.4.8-performance"});
    EXPECT_EQ(gm.close, c.close) << c.rating;
  }
  const TitleNorm achieved = normFor(normsOf(candidateFile(gmNormField())), 1, NormTitle::Gm);
  EXPECT_TRUE(achieved.achieved);
  EXPECT_FALSE(achieved.close);
}

// Close only when Rp alone stands in the way: 4 of 7 against 2520 is 57 %, dp 50, Rp 2570. In an
// event of 7 rounds the 9 games of 1.4.1 cannot be had, so not close; in one of 9 (XXR 9) with two
// rounds left, the forecast finds the norm (1.5 points more), so close.
TEST(NormEvent, CloseOnlyWhenNothingButThePerformanceStandsInTheWay) {
  std::vector<Opponent> field = gmNormField();
  field.resize(7);
  field[0].result = '=';  // = 1 = = 1 = 0: 4 of 7
  for (Opponent& o : field) o.rating = 2520;
  const TitleNorm seven = normFor(normsOf(candidateFile(field)), 1, NormTitle::Gm);
  ASSERT_TRUE(seven.figures);
  EXPECT_EQ(seven.figures->performance, 2570);
  EXPECT_EQ(failing(seven), (std::vector<std::string>{"1.4.1", "1.4.8-performance"}));
  EXPECT_FALSE(seven.close);
  const TitleNorm running = normFor(normsOf(candidateFile(field, {"XXR 9"})), 1, NormTitle::Gm);
  ASSERT_TRUE(running.forecast);
  EXPECT_EQ(running.forecast->pointsNeeded, std::optional<Score>(Score::fromHalves(3)));
  EXPECT_TRUE(running.close);
}

}  // namespace
}  // namespace elo
