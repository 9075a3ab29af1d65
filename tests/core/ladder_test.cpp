// The ladder reader (every input form, names, results, dates, every error with its line) and the
// replay of a season (game and period updates worked by hand, provisional K, roster K, PGN Elo).
#include "elo/ladder.hpp"

#include <gtest/gtest.h>

#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace elo {
namespace {

// A season of six games between A (1600), B (1500) and C (1400), written by hand for these tests.
constexpr const char* kRoster = "A | 1600\nB | 1500\nC | 1400";
const std::vector<std::string> kSeasonForms = {
    // typed lines, a date on some
    "2026-03-02 A - B 1-0\n2026-03-09 B - C ½-½\n2026-03-16 C - A 1-0\n"
    "2026-04-06 A - B 1/2-1/2\n2026-04-13 B - C 0-1\n2026-04-20 C - A 0:1\n",
    // `|` fields, with a date field
    "2026-03-02 | A | B | 1-0\n2026-03-09 | B | C | =\n2026-03-16 | C | A | 1:0\n"
    "2026-04-06 | A | B | 0.5-0.5\n2026-04-13 | B | C | 0-1\n2026-04-20 | C | A | 0-1\n",
    // CSV with `;`, quoted names and a decimal comma
    "date;white;black;result\n2026-03-02;\"A\";B;1-0\n2026-03-09;B;\"C\";\"0,5-0,5\"\n"
    "2026-03-16;C;A;1-0\n2026-04-06;A;B;½-½\n2026-04-13;B;C;0-1\n2026-04-20;C;A;0-1\n",
    // Portuguese header, columns in another order
    "brancas,pretas,resultado,data\nA,B,1-0,2026-03-02\nB,C,½-½,2026-03-09\nC,A,1-0,2026-03-16\n"
    "A,B,½-½,2026-04-06\nB,C,0-1,2026-04-13\nC,A,0-1,2026-04-20\n",
    // Japanese header, full-width results as an IME types them
    "日付,白,黒,結果\n2026-03-02,A,B,１－０\n2026-03-09,B,C,½－½\n2026-03-16,C,A,１－０\n"
    "2026-04-06,A,B,½－½\n2026-04-13,B,C,０－１\n2026-04-20,C,A,０－１\n",
    // PGN: tags, moves ignored
    "[Event \"Club\"]\n[Date \"2026.03.02\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n"
    "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n"
    "[Date \"2026.03.09\"]\n[White \"B\"]\n[Black \"C\"]\n[Result \"1/2-1/2\"]\n\n1. d4 d5 "
    "1/2-1/2\n\n"
    "[Date \"2026.03.16\"]\n[White \"C\"]\n[Black \"A\"]\n[Result \"1-0\"]\n\n1-0\n\n"
    "[Date \"2026.04.06\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1/2-1/2\"]\n\n1/2-1/2\n\n"
    "[Date \"2026.04.13\"]\n[White \"B\"]\n[Black \"C\"]\n[Result \"0-1\"]\n\n0-1\n\n"
    "[Date \"2026.04.20\"]\n[White \"C\"]\n[Black \"A\"]\n[Result \"0-1\"]\n\n0-1\n",
};

LadderOptions eloOptions() {
  LadderOptions o;
  o.rules = eloRules();
  return o;
}

std::vector<std::int64_t> finalRatings(const LadderInput& in, const Ladder& l) {
  std::vector<std::int64_t> ratings;
  for (const char* name : {"A", "B", "C"}) {
    for (std::size_t p = 0; p < in.names.size(); ++p)
      if (in.names[p] == name) ratings.push_back(l.players[p].rating.centi() / 100);
  }
  return ratings;
}

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

// Every form of the same season gives the same list.
TEST(LadderRead, EveryFormOfTheSeasonGivesTheSameList) {
  for (const std::string& games : kSeasonForms) {
    const LadderInput in = readLadder(games, kRoster);
    ASSERT_TRUE(in.errors.empty()) << games << "\nfirst error line " << in.errors[0].line;
    ASSERT_EQ(in.games.size(), 6u) << games;
    EXPECT_EQ(finalRatings(in, replayLadder(in, eloOptions())),
              (std::vector<std::int64_t>{1595, 1481, 1424}))
        << games;
  }
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

TEST(LadderRead, NamesDifferingInCaseAndSpacingAreOnePlayerShownAsFirstWritten) {
  const LadderInput in = readLadder(
      "Ana  Souza - bruno lima 1-0\n ANA SOUZA - Bruno   Lima 0-1\nＡｎａ　Souza - X 1-0", "");
  ASSERT_TRUE(in.errors.empty());
  EXPECT_EQ(in.names, (std::vector<std::string>{"Ana Souza", "bruno lima", "X"}));
  EXPECT_EQ(in.games[2].white, 0);
  EXPECT_EQ(ladderNameKey(" Ｊean-Luc　 PICARD "), "jean-luc picard");
}

// Found by the ladder fuzzer: a byte that is no UTF-8 character (here 0xBD, which on its own
// is Latin-1's ½) and a four-byte character are shown as they were written.
TEST(LadderRead, NamesWithStrayBytesAndFourByteCharactersAreShownAsWritten) {
  const LadderInput in =
      readLadder("An\xBD\xBD - Bruno 1-0\nCarla \xF0\x9F\x8C\xBD - Bruno 0-1", "");
  ASSERT_TRUE(in.errors.empty());
  EXPECT_EQ(in.names, (std::vector<std::string>{"An\xBD\xBD", "Bruno", "Carla \xF0\x9F\x8C\xBD"}));
}

TEST(LadderRead, ResultsInEveryWrittenForm) {
  struct Case {
    const char* text;
    int whiteHalves;
    bool forfeit;
  };
  for (const Case c : {Case{"1-0", 2, false},
                       {"0-1", 0, false},
                       {"½-½", 1, false},
                       {"1/2-1/2", 1, false},
                       {"0.5-0.5", 1, false},
                       {"0,5-0,5", 1, false},
                       {"=", 1, false},
                       {"1:0", 2, false},
                       {"½:½", 1, false},
                       {"１－０", 2, false},
                       {"+-", 2, true},
                       {"-+", 0, true},
                       {"+:-", 2, true}}) {
    const Parsed<LadderResult> r = parseLadderResult(c.text);
    ASSERT_TRUE(r.ok()) << c.text;
    EXPECT_EQ(r.value().white.halves(), c.whiteHalves) << c.text;
    EXPECT_EQ(r.value().forfeit, c.forfeit) << c.text;
  }
  for (const char* bad : {"1-1", "2-0", "1", "½", "1-0-0", "win", "", "1 0"})
    EXPECT_FALSE(parseLadderResult(bad).ok()) << bad;
}

// A date as written, the order asked, and the date read (yyyymmdd; 0: not a date in that order).
struct DateCase {
  const char* text;
  DateOrder order;
  int ordinal;
};

void PrintTo(const DateCase& c, std::ostream* os) {
  *os << c.text << " in order " << static_cast<int>(c.order);
}

class LadderDateIn : public ::testing::TestWithParam<DateCase> {};

TEST_P(LadderDateIn, EachOrderReadsItsDatesAndYearFirstInEveryOrder) {
  const Parsed<LadderDate> date = parseLadderDate(GetParam().text, GetParam().order);
  ASSERT_EQ(date.ok(), GetParam().ordinal != 0);
  if (date.ok()) EXPECT_EQ(date.value().ordinal(), GetParam().ordinal);
}

INSTANTIATE_TEST_SUITE_P(
    LadderRead, LadderDateIn,
    ::testing::Values(
        // year first, in every order
        DateCase{"2026-03-04", DateOrder::Ymd, 20260304},
        DateCase{"2026/03/04", DateOrder::Dmy, 20260304},
        DateCase{"2026.3.4", DateOrder::Mdy, 20260304},
        DateCase{"2026-03-04", DateOrder::Auto, 20260304},
        DateCase{"2024-02-29", DateOrder::Ymd, 20240229},
        // year last: day first, month first
        DateCase{"06/01/2026", DateOrder::Dmy, 20260106},
        DateCase{"6.1.2026", DateOrder::Dmy, 20260106},
        DateCase{"06-01-2026", DateOrder::Dmy, 20260106},
        DateCase{"01/06/2026", DateOrder::Mdy, 20260106},
        DateCase{"1.6.2026", DateOrder::Mdy, 20260106},
        DateCase{"29/02/2024", DateOrder::Dmy, 20240229},
        // year last where no order is asked: a single date cannot settle auto
        DateCase{"04/03/2026", DateOrder::Ymd, 0}, DateCase{"04/03/2026", DateOrder::Auto, 0},
        // not a day of the calendar, or not a date's shape
        DateCase{"29/02/2026", DateOrder::Dmy, 0},  // 2026 is no leap year
        DateCase{"02/29/2026", DateOrder::Mdy, 0}, DateCase{"13/01/2026", DateOrder::Mdy, 0},
        DateCase{"01/13/2026", DateOrder::Dmy, 0}, DateCase{"00/01/2026", DateOrder::Dmy, 0},
        DateCase{"06/01/0000", DateOrder::Dmy, 0},
        DateCase{"06/01/26", DateOrder::Dmy, 0},  // two-digit years are refused
        DateCase{"06/01-2026", DateOrder::Dmy, 0}, DateCase{"006/01/2026", DateOrder::Dmy, 0},
        DateCase{"06/01/02026", DateOrder::Dmy, 0}, DateCase{"06/001/2026", DateOrder::Dmy, 0},
        DateCase{"2026-13-01", DateOrder::Ymd, 0}, DateCase{"2026-02-29", DateOrder::Ymd, 0},
        DateCase{"2026-03", DateOrder::Ymd, 0}, DateCase{"2026-03/04", DateOrder::Ymd, 0},
        DateCase{"0000-01-01", DateOrder::Ymd, 0}, DateCase{"202-03-04", DateOrder::Dmy, 0},
        DateCase{"20261-03-04", DateOrder::Dmy, 0}));

TEST(LadderRead, DatesAreYearFirstUnlessAnOrderIsAsked) {
  EXPECT_TRUE(parseLadderDate("2026/03/04").ok());
  EXPECT_FALSE(parseLadderDate("04/03/2026").ok());
}

// The dates of the games, 0 for a game without one.
std::vector<int> ordinals(const LadderInput& in) {
  std::vector<int> dates;
  for (const LadderGame& g : in.games) dates.push_back(g.date ? g.date->ordinal() : 0);
  return dates;
}

TEST(LadderRead, EveryFormOfLineReadsYearLastDatesInTheOrderAsked) {
  const std::string games =
      "06/01/2026 A - B 1-0\n07.01.2026 | B | A | 0-1\ndate,white,black,result\n"
      "08-01-2026,A,B,=\n";
  const LadderInput dmy = readLadder(games, "", DateOrder::Dmy);
  ASSERT_TRUE(dmy.errors.empty());
  EXPECT_EQ(ordinals(dmy), (std::vector<int>{20260106, 20260107, 20260108}));
  EXPECT_EQ(dmy.dateOrder, DateOrder::Dmy);
  const LadderInput mdy = readLadder(games, "", DateOrder::Mdy);
  ASSERT_TRUE(mdy.errors.empty());
  EXPECT_EQ(ordinals(mdy), (std::vector<int>{20260601, 20260701, 20260801}));
  EXPECT_EQ(mdy.dateOrder, DateOrder::Mdy);
  const LadderInput ymd = readLadder(games, "", DateOrder::Ymd);
  ASSERT_EQ(ymd.errors.size(), 3u);
  for (const LadderIssue& e : ymd.errors) EXPECT_EQ(e.code, ErrorCode::DateInvalid);
}

// Auto: the season's first date that only one order reads settles the order, and the dates
// before it, which both orders read, are read in it too.
TEST(LadderRead, AutoSettlesTheOrderFromTheFirstDateOnlyOneOrderReads) {
  struct Case {
    std::string games;
    DateOrder settled;
    std::vector<int> dates;
  };
  for (const Case& c : {
           Case{"04/03/2026 A - B 1-0\n13/01/2026 B - A 1-0", DateOrder::Dmy, {20260304, 20260113}},
           Case{"04/03/2026 A - B 1-0\n01/13/2026 B - A 1-0", DateOrder::Mdy, {20260403, 20260113}},
           Case{"2026-03-04 | A | B | 1-0\n04.03.2026 | B | A | =\n4.13.2026 | A | B | 0-1",
                DateOrder::Mdy,
                {20260304, 20260403, 20260413}},
           Case{"data;brancas;pretas;resultado\n05-03-2026;A;B;1-0\n31-03-2026;B;A;0-1",
                DateOrder::Dmy,
                {20260305, 20260331}},
           // no year-last date: nothing to settle, year first as ever
           Case{"2026-03-04 A - B 1-0\nA - B 0-1", DateOrder::Ymd, {20260304, 0}},
           Case{"A - B 1-0", DateOrder::Ymd, {0}},
       }) {
    const LadderInput in = readLadder(c.games, "");
    ASSERT_TRUE(in.errors.empty()) << c.games << "\nfirst error line " << in.errors[0].line;
    EXPECT_EQ(in.dateOrder, c.settled) << c.games;
    EXPECT_EQ(ordinals(in), c.dates) << c.games;
  }
}

// Once settled, a date that only the other order reads is not read: the first decisive date
// wins, as the season's earliest evidence of how the club writes dates.
TEST(LadderRead, AutoRefusesTheDatesOfTheOtherOrderOnceSettled) {
  const LadderInput in = readLadder(
      "04/03/2026 A - B 1-0\n13/01/2026 B - A 1-0\n01/13/2026 A - B 0-1\n31/12/2026 B - A =", "");
  ASSERT_EQ(in.errors.size(), 1u);
  EXPECT_EQ(in.errors[0].code, ErrorCode::DateInvalid);
  EXPECT_EQ(in.errors[0].line, 3);
  EXPECT_EQ(in.dateOrder, DateOrder::Dmy);
  EXPECT_EQ(ordinals(in), (std::vector<int>{20260304, 20260113, 20261231}));
}

// A date no order reads is invalid on its line and settles nothing.
TEST(LadderRead, AutoIsNotSettledByADateNoOrderReads) {
  const LadderInput in = readLadder("32/01/2026 A - B 1-0\n01/13/2026 B - A 1-0", "");
  ASSERT_EQ(in.errors.size(), 1u);
  EXPECT_EQ(in.errors[0].code, ErrorCode::DateInvalid);
  EXPECT_EQ(in.errors[0].line, 1);
  EXPECT_EQ(in.dateOrder, DateOrder::Mdy);
}

TEST(LadderRead, AutoWithOnlyDatesBothOrdersReadIsOneErrorForTheSeason) {
  const LadderInput in = readLadder(
      "04/03/2026 A - B 1-0\n05/03/2026 B - A 1-0\n2026-03-31 A - B =\n12.12.2026 | A | B | 1-0",
      "");
  ASSERT_EQ(in.errors.size(), 1u);
  EXPECT_EQ(in.errors[0].code, ErrorCode::DateOrderAmbiguous);
  EXPECT_EQ(in.errors[0].text, LadderText::Games);
  EXPECT_EQ(in.errors[0].line, 0);  // the season's, not a line's
}

// Read day first, 01/02 before 02/01 would go back in time; month first it goes forward, and
// only 01/13 goes back. The warning keeps its place among the others, by line.
TEST(LadderRead, DatesUnsortedIsJudgedInTheSettledOrder) {
  const LadderInput in = readLadder(
      "01/02/2026 A - B 1-0\n02/01/2026 B - A 1-0\n01/13/2026 A - B 0-1\n"
      "[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n",
      "");
  ASSERT_TRUE(in.errors.empty());
  EXPECT_EQ(in.dateOrder, DateOrder::Mdy);
  ASSERT_EQ(in.warnings.size(), 2u);
  EXPECT_EQ(in.warnings[0].code, WarningCode::DatesUnsorted);
  EXPECT_EQ(in.warnings[0].line, 3);
  EXPECT_EQ(in.warnings[1].code, WarningCode::ResultUnknown);
  EXPECT_EQ(in.warnings[1].line, 4);
}

// PGN's Date tag is year first by the standard (2026.03.04), whatever the order of the lines.
TEST(LadderRead, PgnDatesStayYearFirstInEveryOrder) {
  const std::string yearFirst =
      "[Date \"2026.03.04\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n";
  const std::string yearLast =
      "[Date \"13.01.2026\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n";
  for (const DateOrder order : {DateOrder::Auto, DateOrder::Ymd, DateOrder::Dmy, DateOrder::Mdy}) {
    const LadderInput good = readLadder(yearFirst, "", order);
    ASSERT_TRUE(good.errors.empty());
    EXPECT_EQ(ordinals(good), (std::vector<int>{20260304}));
    const LadderInput bad = readLadder(yearLast, "", order);
    ASSERT_EQ(bad.errors.size(), 1u);
    EXPECT_EQ(bad.errors[0].code, ErrorCode::DateInvalid);
    EXPECT_EQ(bad.errors[0].line, 1);
  }
  EXPECT_EQ(readLadder(yearLast, "").dateOrder, DateOrder::Ymd);  // settles nothing
}

TEST(LadderRead, ForfeitsAreListedNotRatedAndNotesAndBlankLinesSkipped) {
  const LadderInput in =
      readLadder("# Club night\n\nA - B +-  # B did not come\nJean-Luc - Ana 1-0\n", "");
  ASSERT_TRUE(in.errors.empty());
  ASSERT_EQ(in.games.size(), 2u);
  EXPECT_EQ(in.games[0].line, 3);
  EXPECT_TRUE(in.games[0].result.forfeit);
  EXPECT_EQ(in.names[2], "Jean-Luc");
  const Ladder l = replayLadder(in, eloOptions());
  EXPECT_FALSE(l.rows[0].counted);
  EXPECT_EQ(l.players[0].games, 0);
  EXPECT_EQ(l.players[0].history.size(), 1u);
}

// Every error code of a ladder's text, each with its line.
TEST(LadderRead, EveryBadLineIsAnErrorWithItsNumber) {
  struct Case {
    const char* games;
    const char* roster;
    ErrorCode code;
    LadderText text;
    int line;
  };
  for (const Case c : {
           Case{"A - B 1-0\nA vs B 1-0", "", ErrorCode::LadderLineInvalid, LadderText::Games, 2},
           Case{"A - B 1-0\n\nA - B 2-0", "", ErrorCode::LadderResultInvalid, LadderText::Games, 3},
           Case{"Ana - ana  1-0", "", ErrorCode::LadderSelfGame, LadderText::Games, 1},
           Case{"31/02/2026 A - B 1-0", "", ErrorCode::DateNonexistent, LadderText::Games, 1},
           Case{"02/31/2026 A - B 1-0", "", ErrorCode::DateNonexistent, LadderText::Games, 1},
           Case{"2025-02-29 A - B 1-0", "", ErrorCode::DateNonexistent, LadderText::Games, 1},
           Case{"2026-04-31 A - B 1-0", "", ErrorCode::DateNonexistent, LadderText::Games, 1},
           Case{"32/01/2026 A - B 1-0", "", ErrorCode::DateInvalid, LadderText::Games, 1},
           Case{"2026-13-01 A - B 1-0", "", ErrorCode::DateInvalid, LadderText::Games, 1},
           Case{"04/03/2026 A - B 1-0", "", ErrorCode::DateOrderAmbiguous, LadderText::Games, 0},
           Case{"A | B", "", ErrorCode::LadderLineInvalid, LadderText::Games, 1},
           Case{"A\tB\t1-0\tx\ty", "", ErrorCode::LadderLineInvalid, LadderText::Games, 1},
           Case{"A - B 1-0\x01", "", ErrorCode::LadderLineInvalid, LadderText::Games, 1},
           Case{"[White \"A\"]\n[Result \"1-0\"]\n\n1-0", "", ErrorCode::LadderLineInvalid,
                LadderText::Games, 1},
           Case{"[White \"A\"]\n[Black \"B\"]\n[Result \"1-1\"]\n", "",
                ErrorCode::LadderResultInvalid, LadderText::Games, 3},
           Case{"[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n[WhiteElo \"abc\"]\n", "",
                ErrorCode::RatingInvalid, LadderText::Games, 4},
           Case{"", "A | 1500\nB 1500", ErrorCode::RosterLineInvalid, LadderText::Roster, 2},
           Case{"", "A | 99999", ErrorCode::RosterLineInvalid, LadderText::Roster, 1},
           Case{"", "A | 1500 | 0", ErrorCode::RosterLineInvalid, LadderText::Roster, 1},
           Case{"", "A | 1500\n a | 1600", ErrorCode::RosterLineInvalid, LadderText::Roster, 2},
       }) {
    const LadderInput in = readLadder(c.games, c.roster);
    ASSERT_EQ(in.errors.size(), 1u) << c.games << c.roster;
    EXPECT_EQ(in.errors[0].code, c.code) << c.games << c.roster;
    EXPECT_EQ(in.errors[0].text, c.text) << c.games << c.roster;
    EXPECT_EQ(in.errors[0].line, c.line) << c.games << c.roster;
  }
}

// A spreadsheet's CSV header line, as "Add these games" puts a file after the season's games
// (the page joins the texts with a line break; a file's byte-order mark may then start a line):
// the header is read as the columns' names, never as a game, in each way a spreadsheet writes it.
TEST(LadderRead, ACsvHeaderIsNeverAGame) {
  struct Case {
    const char* header;
    const char* row;
  };
  const std::string bom = "\xEF\xBB\xBF";
  for (const Case c : {
           Case{"date,white,black,result", "2026-03-11,Ana,Bruno,1-0"},
           Case{"Date,White,Black,Result\r", "2026-03-11,Ana,Bruno,1-0\r"},
           Case{"DATE;WHITE;BLACK;RESULT", "2026-03-11;Ana;Bruno;1-0"},
           Case{"\"date\",\"white\",\"black\",\"result\"",
                "\"2026-03-11\",\"Ana\",\"Bruno\",\"1-0\""},
           Case{"date\twhite\tblack\tresult", "2026-03-11\tAna\tBruno\t1-0"},
           Case{"date | white | black | result", "2026-03-11 | Ana | Bruno | 1-0"},
           Case{"white,black,result,date", "Ana,Bruno,1-0,2026-03-11"},
           Case{"No.,Date,White,Black,Result,Event", "1,2026-03-11,Ana,Bruno,1-0,Club"},
           Case{"data;brancas;pretas;resultado", "2026-03-11;Ana;Bruno;1-0"},
           Case{"日付,白,黒,結果", "2026-03-11,Ana,Bruno,1-0"},
       }) {
    for (const std::string& mark : {std::string(), bom}) {
      for (const std::string& before :
           {std::string(), std::string("2026-03-04 Bruno - Ana ½-½\n")}) {
        const std::string text = before + mark + c.header + "\n" + c.row + "\n";
        const LadderInput in = readLadder(text, "");
        const std::string what = text;
        ASSERT_TRUE(in.errors.empty()) << what;
        EXPECT_EQ(in.names, (before.empty() ? std::vector<std::string>{"Ana", "Bruno"}
                                            : std::vector<std::string>{"Bruno", "Ana"}))
            << what;
        ASSERT_EQ(in.games.size(), before.empty() ? 1u : 2u) << what;
        EXPECT_EQ(in.games.back().line, before.empty() ? 2 : 3) << what;
        EXPECT_EQ(ordinals(in).back(), 20260311) << what;  // the header's date column read
      }
    }
  }
  // A header in a language the reader does not know names no column: an error on its line,
  // never a game of players called "Weiss" and "Schwarz".
  for (const char* header :
       {"Datum;Weiss;Schwarz;Ergebnis", "Datum,Weiss,Schwarz,Ergebnis",
        "fecha|blancas|negras|resultado", "Date,White Player,Black Player,Score"}) {
    const LadderInput in = readLadder(std::string(header) + "\n2026-03-11,Ana,Bruno,1-0\n", "");
    ASSERT_FALSE(in.errors.empty()) << header;
    EXPECT_EQ(in.errors[0].line, 1) << header;
    for (const LadderGame& g : in.games) EXPECT_NE(g.line, 1) << header;
  }
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

TEST(LadderRead, TooManyGamesAndPlayersStopReadingWithTheLine) {
  std::string games;
  for (int i = 0; i <= kMaxLadderGames; ++i) games += "a - b 1-0\n";
  const LadderInput many = readLadder(games, "");
  ASSERT_FALSE(many.errors.empty());
  EXPECT_EQ(many.errors.back().code, ErrorCode::TooManyGames);
  EXPECT_EQ(many.errors.back().line, kMaxLadderGames + 1);

  std::string roster;
  for (int i = 0; i <= kMaxLadderPlayers; ++i) roster += "P" + std::to_string(i) + " | 1500\n";
  const LadderInput crowd = readLadder("", roster);
  ASSERT_EQ(crowd.errors.size(), 1u);
  EXPECT_EQ(crowd.errors[0].code, ErrorCode::TooManyPlayers);
  EXPECT_EQ(crowd.errors[0].line, kMaxLadderPlayers + 1);
}

}  // namespace
}  // namespace elo
