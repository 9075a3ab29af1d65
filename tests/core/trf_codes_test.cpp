// What a TRF's codes and dates say on their own, apart from a file (trf_file.hpp, trf.hpp): the
// points of each result code, which are games played, which two make one game, and the year of
// each form of date real files write.
#include <gtest/gtest.h>

#include <optional>

#include "elo/trf.hpp"

namespace elo {
namespace {

// ---- result codes ----------------------------------------------------------------------------

TEST(TrfResults, PointsOfEveryCodeAsThePointsColumnCountsThem) {
  EXPECT_EQ(resultPoints(TrfResult::Win).halves(), 2);
  EXPECT_EQ(resultPoints(TrfResult::Draw).halves(), 1);
  EXPECT_EQ(resultPoints(TrfResult::Loss).halves(), 0);
  EXPECT_EQ(resultPoints(TrfResult::ForfeitWin).halves(), 2);
  EXPECT_EQ(resultPoints(TrfResult::ForfeitLoss).halves(), 0);
  EXPECT_EQ(resultPoints(TrfResult::QuickWin).halves(), 2);
  EXPECT_EQ(resultPoints(TrfResult::QuickDraw).halves(), 1);
  EXPECT_EQ(resultPoints(TrfResult::QuickLoss).halves(), 0);
  EXPECT_EQ(resultPoints(TrfResult::HalfBye).halves(), 1);
  EXPECT_EQ(resultPoints(TrfResult::FullBye).halves(), 2);
  EXPECT_EQ(resultPoints(TrfResult::PairingBye).halves(), 2);
  EXPECT_EQ(resultPoints(TrfResult::ZeroBye).halves(), 0);
  EXPECT_EQ(resultPoints(TrfResult::NotPaired).halves(), 0);
}

TEST(TrfResults, OnlyOverTheBoardGamesArePlayed) {
  EXPECT_TRUE(isPlayed(TrfResult::Win));
  EXPECT_TRUE(isPlayed(TrfResult::Draw));
  EXPECT_TRUE(isPlayed(TrfResult::Loss));
  EXPECT_FALSE(isPlayed(TrfResult::ForfeitWin));
  EXPECT_FALSE(isPlayed(TrfResult::QuickWin));
  EXPECT_FALSE(isPlayed(TrfResult::HalfBye));
}

TEST(TrfResults, ComplementaryPairsAreOneZeroDrawDrawForfeitsAndQuickGames) {
  EXPECT_TRUE(complementary(TrfResult::Win, TrfResult::Loss));
  EXPECT_TRUE(complementary(TrfResult::Loss, TrfResult::Win));
  EXPECT_TRUE(complementary(TrfResult::Draw, TrfResult::Draw));
  EXPECT_TRUE(complementary(TrfResult::ForfeitWin, TrfResult::ForfeitLoss));
  EXPECT_TRUE(complementary(TrfResult::QuickWin, TrfResult::QuickLoss));
  EXPECT_TRUE(complementary(TrfResult::QuickDraw, TrfResult::QuickDraw));
  EXPECT_FALSE(complementary(TrfResult::Win, TrfResult::Win));
  EXPECT_FALSE(complementary(TrfResult::Win, TrfResult::ForfeitLoss));
  EXPECT_FALSE(complementary(TrfResult::Draw, TrfResult::QuickDraw));
  EXPECT_FALSE(complementary(TrfResult::ZeroBye, TrfResult::ZeroBye));
}

// ---- dates -----------------------------------------------------------------------------------

struct DateCase {
  const char* text;
  TrfDate kind;
  int year;  // 0: not a date of that kind
};

// The case as its test's name shows it (rather than its bytes, which change with every build).
void PrintTo(const DateCase& c, std::ostream* os) {
  static const char* const kKinds[] = {"an event's", "a round's", "a birth"};
  *os << '"' << c.text << "\" as " << kKinds[static_cast<int>(c.kind)] << " date";
}

class TrfDates : public ::testing::TestWithParam<DateCase> {};

TEST_P(TrfDates, GiveTheirYear) {
  const std::optional<int> year = trfDateYear(GetParam().text, GetParam().kind);
  if (GetParam().year == 0) EXPECT_FALSE(year) << GetParam().text;
  else EXPECT_EQ(year, GetParam().year) << GetParam().text;
}

// The forms of the files in tests/data/trf and of FIDE's TRF16 description (132: YY/MM/DD).
INSTANTIATE_TEST_SUITE_P(
    AsRealFilesWriteThem, TrfDates,
    ::testing::Values(
        DateCase{"2018/06/10", TrfDate::Event, 2018}, DateCase{"10/06/2018", TrfDate::Event, 2018},
        DateCase{"2024-08-01", TrfDate::Event, 2024},
        DateCase{"28. 07. 2005", TrfDate::Event, 2005},
        DateCase{"2005.07.28", TrfDate::Event, 2005},
        DateCase{"May 29, 2020", TrfDate::Event, 2020},
        DateCase{"29 May 2020", TrfDate::Event, 2020}, DateCase{"18/06/10", TrfDate::Round, 2018},
        DateCase{"18/06/10", TrfDate::Event, 0}, DateCase{"1970", TrfDate::Birth, 1970},
        DateCase{"1970", TrfDate::Event, 0}, DateCase{"1970/00/00", TrfDate::Birth, 1970},
        DateCase{"1970/00/00", TrfDate::Event, 0}, DateCase{"2018/13/10", TrfDate::Event, 0},
        DateCase{"2018/06/32", TrfDate::Event, 0}, DateCase{"1850/06/10", TrfDate::Event, 0},
        DateCase{"20180610", TrfDate::Event, 0}, DateCase{"2018/06/10 (Sunday)", TrfDate::Event, 0},
        DateCase{"Smarch 1, 2020", TrfDate::Event, 0}, DateCase{"", TrfDate::Event, 0}));

}  // namespace
}  // namespace elo
