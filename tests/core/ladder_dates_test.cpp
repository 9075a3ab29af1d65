// The dates of a ladder's games (ladder.hpp): each order's forms, year first in every order, the
// order settled from the season's first date only one order reads, and PGN's Date tag.
#include <gtest/gtest.h>

#include <ostream>
#include <string>
#include <vector>

#include "elo/ladder.hpp"
#include "ladder_season.hpp"

namespace elo {
namespace {

using testing::ordinals;

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

}  // namespace
}  // namespace elo
