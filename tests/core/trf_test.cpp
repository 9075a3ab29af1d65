// The TRF reader (trf.hpp): the real files of tests/data/trf, the conventions real programs
// write, every error and warning with the line it names, and hostile input.
#include "elo/trf.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "text/text.hpp"
#include "trf_files.hpp"

namespace elo {
namespace {

using testing::Block;
using testing::playerLine;
using testing::sameTwoEveryRound;
using testing::trfFile;

std::string replaceAll(std::string text, const std::string& from, const std::string& to) {
  for (std::size_t at = text.find(from); at != std::string::npos;
       at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
  return text;
}

// The lines left out, as (line, kind).
using Listed = std::vector<std::pair<int, std::string>>;
Listed ignoredList(const TrfFile& f) {
  Listed listed;
  for (const TrfIgnoredLine& l : f.ignored) listed.emplace_back(l.line, l.kind);
  return listed;
}

bool hasError(const TrfFile& f, ErrorCode code, int line, int round = 0) {
  for (const TrfError& e : f.errors) {
    if (e.code == code && e.line == line && e.round == round) return true;
  }
  return false;
}

// ---- FIDE's example file (TRF06 conventions: lowercase one-letter titles, 1969.12.06) --------

TEST(TrfFideExample, ReadsEveryPlayerAndRoundWithoutAProblem) {
  const TrfFile f = readTrf(trfFile("fide-example1.trf"));
  EXPECT_TRUE(f.errors.empty());
  EXPECT_TRUE(f.warnings.empty());
  EXPECT_EQ(f.players.size(), 284u);
  EXPECT_EQ(f.rounds, 7);
  EXPECT_EQ(f.ignoredLines, 0);
  EXPECT_EQ(f.header.name, "9. Karl-Mala-Gedenkturnier");
  EXPECT_EQ(f.header.city, "Frankfurt (Main) /GER");
  EXPECT_EQ(f.header.federation, "");
  EXPECT_EQ(f.header.start, "28. 07. 2005");
  EXPECT_EQ(f.header.end, "31. 07. 2005");
  EXPECT_EQ(f.header.timeControl, "40/120, 60");
}

TEST(TrfFideExample, ReadsAPlayerLineColumnByColumn) {
  const TrfFile f = readTrf(trfFile("fide-example1.trf"));
  const TrfPlayer& p = *f.player(1);
  EXPECT_EQ(p.line, 14);
  EXPECT_EQ(p.title, "GM");  // written "  g"
  EXPECT_EQ(p.name, "Vasquez,Rodrigo");
  EXPECT_EQ(p.rating, Rating::fromPoints(2558));
  EXPECT_EQ(p.federation, "CHI");
  EXPECT_EQ(p.fideId, "3400042");
  EXPECT_EQ(p.birth, "1969.12.06");
  EXPECT_EQ(p.birthYear, 1969);
  EXPECT_EQ(p.pointsInFile->halves(), 12);
  EXPECT_EQ(p.rank, 4);
  ASSERT_EQ(p.rounds.size(), 7u);
  EXPECT_EQ(p.rounds[0].opponent, 141);
  EXPECT_EQ(p.rounds[0].colour, Colour::White);
  EXPECT_EQ(p.rounds[0].result, TrfResult::Win);
  EXPECT_EQ(p.rounds[5].result, TrfResult::Draw);
  EXPECT_EQ(f.player(2)->title, "IM");   // "  m"
  EXPECT_EQ(f.player(13)->title, "FM");  // "  f"
  EXPECT_EQ(f.player(11)->title, "");
}

TEST(TrfFideExample, ReadsWithdrawalsForfeitsAndTheByePlaceholder) {
  const TrfFile f = readTrf(trfFile("fide-example1.trf"));
  const TrfPlayer& withdrew = *f.player(13);  // "153 - -", then blank blocks
  EXPECT_EQ(withdrew.rounds[0].opponent, 153);
  EXPECT_EQ(withdrew.rounds[0].result, TrfResult::ForfeitLoss);
  EXPECT_EQ(withdrew.rounds[0].colour, Colour::None);
  for (int k = 1; k < 7; ++k) EXPECT_EQ(withdrew.rounds[k].result, TrfResult::NotPaired) << k;
  const TrfPlayer& bye = *f.player(282);  // "0000 - +" in round 5
  EXPECT_FALSE(bye.rounds[4].opponent);
  EXPECT_EQ(bye.rounds[4].result, TrfResult::ForfeitWin);
  const TrfPlayer& placeholder = *f.player(284);  // "spielfrei", unrated, 0.0
  EXPECT_EQ(placeholder.name, "spielfrei");
  EXPECT_FALSE(placeholder.rating);
  EXPECT_FALSE(placeholder.rank);  // rank written 0
  EXPECT_EQ(placeholder.rounds[4].result, TrfResult::ForfeitLoss);
}

// ---- a lichess Swiss export: no ratings, byes with blank opponents, XXR and XXC -------------

TEST(TrfLichess, ReadsPlayersWithoutRatingsAndItsByes) {
  const TrfFile f = readTrf(trfFile("lichess-swiss-2020-06.trf"));
  EXPECT_TRUE(f.errors.empty());
  EXPECT_TRUE(f.warnings.empty());
  EXPECT_EQ(f.players.size(), 13u);
  EXPECT_EQ(f.rounds, 10);
  EXPECT_EQ(f.ignoredLines, 2);  // XXR 10, XXC white1
  EXPECT_EQ(ignoredList(f), (Listed{{14, "XXR"}, {15, "XXC"}}));
  EXPECT_EQ(f.header.end, "May 29, 2020");
  EXPECT_EQ(trfDateYear(f.header.end, TrfDate::Event), 2020);
  const TrfPlayer& p = *f.player(5);
  EXPECT_FALSE(p.rating);
  EXPECT_EQ(p.fideId, "");
  EXPECT_FALSE(p.rounds[0].opponent);
  EXPECT_EQ(p.rounds[0].result, TrfResult::HalfBye);
  EXPECT_EQ(p.rounds[1].result, TrfResult::ForfeitLoss);
  EXPECT_EQ(f.player(6)->rounds[1].result, TrfResult::PairingBye);
  EXPECT_EQ(f.player(13)->rounds[9].result, TrfResult::ForfeitLoss);
}

// ---- what other programs write ---------------------------------------------------------------

TEST(TrfConventions, ReadsTitlesSexesAndBirthDatesAsWritten) {
  const TrfFile f = readTrf(trfFile("conventions.trf"));
  ASSERT_TRUE(f.errors.empty());
  EXPECT_EQ(f.player(1)->title, "FM");   // "  f"
  EXPECT_EQ(f.player(2)->title, "CM");   // "  c"
  EXPECT_EQ(f.player(3)->title, "WFM");  // " wf"
  EXPECT_EQ(f.player(4)->title, "WIM");
  EXPECT_EQ(f.player(3)->sex, "w");  // written f
  EXPECT_EQ(f.player(4)->sex, "w");
  EXPECT_EQ(f.player(1)->birthYear, 1998);  // "1998"
  EXPECT_EQ(f.player(2)->birthYear, 2001);  // "2001/00/00"
  EXPECT_EQ(f.player(3)->birthYear, 1970);  // "1970.05.12"
  EXPECT_FALSE(f.player(4)->birthYear);     // blank
  EXPECT_EQ(f.player(2)->birth, "2001/00/00");
}

TEST(TrfConventions, CountsColumnsInCharactersOrInBytesAsTheLineIsPadded) {
  const TrfFile f = readTrf(trfFile("conventions.trf"));
  EXPECT_EQ(f.player(1)->name, "Müller, Jürgen");
  EXPECT_EQ(f.player(1)->rating, Rating::fromPoints(2310));
  EXPECT_EQ(f.player(2)->name, "藤井 聡太");
  EXPECT_EQ(f.player(2)->rating, Rating::fromPoints(2250));
  EXPECT_EQ(f.player(2)->rounds[1].opponent, 4);
  // Padded by bytes: two columns short when counted in characters.
  EXPECT_EQ(f.player(7)->name, "Näf, Jörg");
  EXPECT_EQ(f.player(7)->rating, Rating::fromPoints(1850));
  EXPECT_EQ(f.player(7)->rounds[0].result, TrfResult::PairingBye);
}

TEST(TrfConventions, ReadsLowercaseCodesBlankResultsAndMissingBlocks) {
  const TrfFile f = readTrf(trfFile("conventions.trf"));
  EXPECT_EQ(f.player(1)->rounds[0].result, TrfResult::QuickWin);  // "w"
  EXPECT_EQ(f.player(1)->rounds[0].code, 'W');
  EXPECT_EQ(f.player(2)->rounds[0].result, TrfResult::QuickLoss);  // "l"
  EXPECT_EQ(f.player(2)->rounds[2].result, TrfResult::QuickDraw);  // "d"
  const TrfPlayer& late = *f.player(5);
  EXPECT_EQ(late.rounds[0].result, TrfResult::NotPaired);  // a blank block
  EXPECT_FALSE(late.rounds[1].opponent);                   // "   0"
  EXPECT_EQ(late.rounds[1].result, TrfResult::ZeroBye);    // blank result
  EXPECT_EQ(late.rounds[1].code, 'Z');
  EXPECT_EQ(late.rounds[2].result, TrfResult::FullBye);  // "f"
  const TrfPlayer& left = *f.player(6);
  EXPECT_EQ(left.rounds[0].result, TrfResult::ZeroBye);  // "0000 - z"
  EXPECT_EQ(left.rounds[1].result, TrfResult::NotPaired);
  EXPECT_EQ(left.rounds.size(), 3u);  // every player has every round
}

TEST(TrfConventions, ReadsTrf2026HeaderAndCountsOtherRecordsOnly) {
  const TrfFile f = readTrf(trfFile("conventions.trf"));
  EXPECT_EQ(f.header.timeControl, "5400+30");  // 222
  EXPECT_EQ(f.header.start, "10/06/2018");
  EXPECT_EQ(f.header.roundDates, (std::vector<std::string>{"18/06/10", "18/06/11", "18/06/12"}));
  EXPECT_EQ(f.ignoredLines, 2);  // XXC and NRS; the ### comment is not counted
  EXPECT_EQ(ignoredList(f), (Listed{{5, "XXC"}, {7, "NRS"}}));
}

// 122 is the time control as written, 222 TRF-2026's encoded one: 122 wins when both say
// something, in either order, and a blank 122 leaves the 222 in place; the line is remembered.
TEST(TrfConventions, TakesTheTimeControlFrom122ElseFrom222) {
  const std::string player = playerLine(1, "One", 2000, {}) + "\n";
  struct Case {
    std::string header, timeControl;
    int line;
  };
  for (const Case& c :
       {Case{"222 180+2\n122   \n", "180+2", 1}, Case{"122   \n222 180+2\n", "180+2", 2},
        Case{"122 15+10\n222 900+10\n", "15+10", 1}, Case{"222 900+10\n122 15+10\n", "15+10", 2},
        Case{"122   \n", "", 0}}) {
    const TrfFile f = readTrf(c.header + player);
    EXPECT_EQ(f.header.timeControl, c.timeControl) << c.header;
    EXPECT_EQ(f.header.timeControlLine, c.line) << c.header;
  }
}

TEST(TrfConventions, LinesWithoutTrailingBlanksOrWithoutRoundsReadTheSame) {
  const std::string full = playerLine(1, "Padded", 1800, {{2, 'w', '1'}}) + "   \n" +
                           playerLine(2, "Short", 0, {{1, 'b', '0'}}) + "\n";
  const TrfFile f = readTrf(full + "001    3 m    Name Only\n");
  ASSERT_TRUE(f.errors.empty());
  EXPECT_EQ(f.player(1)->rounds[0].result, TrfResult::Win);
  EXPECT_EQ(f.player(3)->name, "Name Only");
  EXPECT_FALSE(f.player(3)->rating);
  EXPECT_EQ(f.player(3)->rounds[0].result, TrfResult::NotPaired);
}

// ---- lines of a kind not read ---------------------------------------------------------------

// A team's 013 line, XXR, codes no one defines: each listed by its line and its first three
// characters (not bytes), trailing blanks trimmed. Blank lines and ### comments are skipped,
// header and player lines read: none of them is left out.
TEST(TrfIgnoredLines, ListsEachLineLeftOutWithItsCodeAsWritten) {
  const std::string text =
      "012 Team Open\nXXR 7\n\n### exported by hand\n \t \n013 Lions    1    2\n" +
      playerLine(1, "One", 2000, {{2, 'w', '1'}}) + "\nZZ\nAB\tfoo\nÜnï code\n" +
      playerLine(2, "Two", 1900, {{1, 'b', '0'}}) + "\n";
  const TrfFile f = readTrf(text);
  ASSERT_TRUE(f.errors.empty());
  EXPECT_EQ(f.ignoredLines, 5);
  EXPECT_EQ(ignoredList(f), (Listed{{2, "XXR"}, {6, "013"}, {8, "ZZ"}, {9, "AB"}, {10, "Ünï"}}));
}

TEST(TrfIgnoredLines, ListsTheFirstHundredAndCountsThemAll) {
  std::string text;
  for (int i = 0; i < 250; ++i) text += "XXC white1\n";
  const TrfFile f = readTrf(text + playerLine(1, "One", 2000, {}) + "\n");
  EXPECT_EQ(f.ignoredLines, 250);
  ASSERT_EQ(f.ignored.size(), static_cast<std::size_t>(kMaxTrfIgnoredListed));
  EXPECT_EQ(f.ignored.back().line, kMaxTrfIgnoredListed);
}

// LF, CRLF and CR alone; a byte-order mark: the same file, the same line numbers.
TEST(TrfLineEnds, LfCrlfCrAndAByteOrderMarkReadAlike) {
  const std::string lf = trfFile("pairing-mismatch.trf");
  for (const std::string& text :
       {replaceAll(lf, "\n", "\r\n"), replaceAll(lf, "\n", "\r"), "\xEF\xBB\xBF" + lf,
        "\xEF\xBB\xBF" + replaceAll(lf, "\n", "\r\n")}) {
    const TrfFile a = readTrf(lf);
    const TrfFile b = readTrf(text);
    ASSERT_EQ(a.players.size(), b.players.size());
    for (std::size_t i = 0; i < a.players.size(); ++i) {
      EXPECT_EQ(a.players[i].line, b.players[i].line);
      EXPECT_EQ(a.players[i].name, b.players[i].name);
    }
    ASSERT_EQ(b.warnings.size(), 3u);
    EXPECT_EQ(b.warnings[1].line, 5);
    EXPECT_EQ(b.warnings[1].otherLine, 7);
    EXPECT_EQ(b.header.name, "Disagreeing lines");
  }
}

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

// ---- errors and warnings, each with its line -------------------------------------------------

TEST(TrfErrors, EveryPerLineErrorNamesItsLineAndRound) {
  const TrfFile f = readTrf(trfFile("errors.trf"));
  EXPECT_TRUE(hasError(f, ErrorCode::TrfResultInvalid, 3, 2));    // "4 w Q"
  EXPECT_TRUE(hasError(f, ErrorCode::TrfOpponentUnknown, 4, 1));  // no player 9
  EXPECT_TRUE(hasError(f, ErrorCode::TrfRankDuplicate, 5));       // rank 3 again
  EXPECT_TRUE(hasError(f, ErrorCode::TrfLineInvalid, 6));         // rating "15x0"
  EXPECT_TRUE(hasError(f, ErrorCode::TrfLineInvalid, 7, 2));      // opponent "  3a"
  EXPECT_TRUE(hasError(f, ErrorCode::TrfLineInvalid, 8));         // starting rank "  x6"
  EXPECT_EQ(f.errors.size(), 6u);
}

TEST(TrfErrors, APlayerPairedWithThemselvesIsAnUnreadableBlock) {
  const TrfFile f = readTrf(playerLine(1, "Self", 1800, {{1, 'w', '='}}) + "\n");
  EXPECT_TRUE(hasError(f, ErrorCode::TrfLineInvalid, 1, 1));
}

TEST(TrfErrors, ABlockOutOfItsColumnsIsUnreadable) {
  // The result one column to the left, where a blank belongs.
  const std::string shifted = playerLine(1, "A", 1800, {}) + "     2 w1 \n" +
                              playerLine(2, "B", 1800, {{1, 'b', '0'}}) + "\n";
  EXPECT_TRUE(hasError(readTrf(shifted), ErrorCode::TrfLineInvalid, 1, 1));
}

TEST(TrfWarnings, PairingsThatDisagreeAreNamedOnceWithBothLines) {
  const TrfFile f = readTrf(trfFile("pairing-mismatch.trf"));
  EXPECT_TRUE(f.errors.empty());
  ASSERT_EQ(f.warnings.size(), 3u);
  const TrfWarning& bothWin = f.warnings[0];  // round 1: 1 and 2 both claim the win
  EXPECT_EQ(bothWin.code, WarningCode::PairingMismatch);
  EXPECT_EQ(bothWin.startRank, 1);
  EXPECT_EQ(bothWin.opponent, 2);
  EXPECT_EQ(bothWin.round, 1);
  EXPECT_EQ(bothWin.line, 4);
  EXPECT_EQ(bothWin.otherLine, 5);
  const TrfWarning& notListed = f.warnings[1];  // round 2: 2 lists 4, who had a bye
  EXPECT_EQ(notListed.startRank, 2);
  EXPECT_EQ(notListed.opponent, 4);
  EXPECT_EQ(notListed.round, 2);
  EXPECT_EQ(notListed.line, 5);
  EXPECT_EQ(notListed.otherLine, 7);
  EXPECT_TRUE(f.player(1)->rounds[0].pairingMismatch);
  EXPECT_TRUE(f.player(2)->rounds[0].pairingMismatch);
  EXPECT_TRUE(f.player(2)->rounds[1].pairingMismatch);
  EXPECT_FALSE(f.player(4)->rounds[1].pairingMismatch);  // 4's bye stands
  EXPECT_FALSE(f.player(3)->rounds[0].pairingMismatch);
}

TEST(TrfWarnings, PointsColumnThatIsNotTheSumOfTheResults) {
  const TrfFile f = readTrf(trfFile("pairing-mismatch.trf"));
  const TrfWarning& w = f.warnings[2];  // player 3: "=" and "1" make 1.5; the file says 2.0
  EXPECT_EQ(w.code, WarningCode::PointsMismatch);
  EXPECT_EQ(w.startRank, 3);
  EXPECT_EQ(w.line, 6);
  EXPECT_EQ(w.points.halves(), 3);
  EXPECT_EQ(w.pointsInFile.halves(), 4);
}

// ---- a file cut off ---------------------------------------------------------------------------

// FIDE's example tournament (tests/data/trf/fide-example1.trf) cut inside a player line, at every
// 7th byte of its second half, as a download that stopped: one error, trf-truncated on the last
// line, for what would otherwise be an error for every round that names a player after the cut.
TEST(TrfCutOff, AFileCutInsideAPlayerLineIsSaidToBeCutOnThatLine) {
  const std::string whole = trfFile("fide-example1.trf");
  ASSERT_TRUE(readTrf(whole).errors.empty());
  int cuts = 0;
  for (std::size_t end = whole.size() / 2; end < whole.size() - 1; end += 7) {
    const std::string cut = whole.substr(0, end);
    const std::size_t lineStart = cut.find_last_of('\n') + 1;
    const std::string last = cut.substr(lineStart);
    // A cut inside a player line's rounds, not just after a round's result, nor after its last.
    const std::size_t columns = last.find_last_not_of(' ') + 1;  // blanks at its end aside
    if (last.rfind("001", 0) != 0 || columns < 92 ||
        ((columns - 92) % 10 == 7 && last.back() != ' '))
      continue;
    const std::size_t lineEnd = whole.find('\n', lineStart);
    if (lineEnd == std::string::npos ||
        whole.substr(lineStart, lineEnd - lineStart).find_last_not_of(" \r") + 1 <= columns)
      continue;
    const int line = static_cast<int>(std::count(cut.begin(), cut.end(), '\n')) + 1;
    const TrfFile f = readTrf(cut);
    ASSERT_EQ(f.errors.size(), 1u) << "cut at byte " << end;
    EXPECT_EQ(f.errors[0].code, ErrorCode::TrfTruncated) << "cut at byte " << end;
    EXPECT_EQ(f.errors[0].line, line) << "cut at byte " << end;
    ++cuts;
  }
  EXPECT_GT(cuts, 20);
}

// Whole files are not cut off: every line whole, with or without a last line end, and a last
// player line that ends at a round's result (a player who left the event early).
TEST(TrfCutOff, WholeLinesAreNotCutOff) {
  const std::vector<Block> two = {{2, 'w', '1'}, {2, 'b', '0'}};
  const std::string a = playerLine(1, "A", 1500, two);
  const std::string b = playerLine(2, "B", 1500, {{1, 'b', '0'}, {1, 'w', '1'}});
  const std::string left = playerLine(3, "C", 1500, {{0, '-', 'Z'}});
  for (const std::string& text :
       {a + "\n" + b, a + "\n" + b + "\n", a + "\r\n" + b + "\r\n", a + "\n" + b + "\n" + left}) {
    for (const TrfError& e : readTrf(text).errors) EXPECT_NE(e.code, ErrorCode::TrfTruncated);
  }
  // The same last line cut after its second round's opponent, or before its rounds, is cut off.
  EXPECT_TRUE(hasError(readTrf(a + "\n" + b.substr(0, 105)), ErrorCode::TrfTruncated, 2));
  EXPECT_TRUE(hasError(readTrf(a + "\n" + b.substr(0, 40)), ErrorCode::TrfTruncated, 2));
  // Cut just after a round's result, with the blank that came after it: a writer that trims
  // blanks leaves none, one that pads leaves every round's.
  EXPECT_TRUE(hasError(readTrf(a + "\n" + b.substr(0, 100)), ErrorCode::TrfTruncated, 2));
  // With a line end after it, the short line is the file's as written.
  EXPECT_FALSE(hasError(readTrf(a + "\n" + b.substr(0, 105) + "\n"), ErrorCode::TrfTruncated, 2));
}

// The real and hand-written files of tests/data/trf, whole: none ends early, with or without a
// line end after its last line (errors.trf names a rank above its last line's once, a slip).
TEST(TrfCutOff, NoFileOfTheDataEndsEarly) {
  for (const char* name :
       {"conventions.trf", "docs-example.trf", "errors.trf", "fide-example1.trf",
        "hand-checked.trf", "lichess-swiss-2020-06.trf", "norms-gm-after-round-9.trf",
        "nanjing-women-gp-2009.trf", "pairing-mismatch.trf", "rapid-club.trf"}) {
    const std::string whole = trfFile(name);
    const std::string unended = whole.substr(0, whole.find_last_not_of("\r\n") + 1);
    for (const std::string& text : {whole, unended}) {
      for (const TrfError& e : readTrf(text).errors)
        EXPECT_NE(e.code, ErrorCode::TrfEndsEarly) << name << " line " << e.line;
    }
  }
}

// FIDE's example tournament (tests/data/trf/fide-example1.trf, 284 players, 062 284) cut at the
// end of a player line, as a copy that stopped between two lines: one error, trf-ends-early on
// that last whole line, instead of one a round for every game with a player whose line is gone.
TEST(TrfCutOff, AFileCutAtALineEndIsSaidToEndAfterItsLastWholeLine) {
  const std::string whole = trfFile("fide-example1.trf");
  int cuts = 0;
  int line = 0;
  for (std::size_t end = whole.find('\n'); end != std::string::npos;
       end = whole.find('\n', end + 1)) {
    ++line;
    const std::size_t next = end + 1;
    // After a player line, with other player lines still to come.
    if (whole.compare(whole.rfind('\n', end - 1) + 1, 4, "001 ") != 0 ||
        whole.compare(next, 4, "001 ") != 0)
      continue;
    const TrfFile f = readTrf(whole.substr(0, next));
    ASSERT_EQ(f.errors.size(), 1u) << "cut after line " << line;
    EXPECT_EQ(f.errors[0].code, ErrorCode::TrfEndsEarly) << "cut after line " << line;
    EXPECT_EQ(f.errors[0].line, line);
    // Without the line end, a line padded to its columns, of a player who left the event early,
    // may be the cut one (trf-truncated): either way the file is said to be cut off there.
    const TrfFile unended = readTrf(whole.substr(0, end));
    ASSERT_EQ(unended.errors.size(), 1u) << "cut before line end " << line;
    EXPECT_EQ(unended.errors[0].line, line);
    ++cuts;
  }
  EXPECT_EQ(cuts, 283);
}

// Ranks with no line that a cut does not explain are each an unknown opponent, as before: a
// rank above the others named once (a slip of the keys), a game whose other side's line answers
// with another opponent, a rank missing below the last line's, a last line not of the highest
// rank. A rank named once is a cut where 062 counts more players than the file has lines.
TEST(TrfCutOff, RanksWithNoLineThatACutDoesNotExplainAreUnknownOpponents) {
  const auto line = [](int rank, std::vector<Block> rounds) {
    return playerLine(rank, "P" + std::to_string(rank), 1500, rounds) + "\n";
  };
  const std::string once =
      line(1, {{2, 'w', '1'}}) + line(2, {{1, 'b', '0'}}) + line(3, {{9, 'w', '1'}});
  EXPECT_TRUE(hasError(readTrf(once), ErrorCode::TrfOpponentUnknown, 3, 1));
  EXPECT_TRUE(hasError(readTrf("062 3\n" + once), ErrorCode::TrfOpponentUnknown, 4, 1));
  EXPECT_TRUE(hasError(readTrf("062 4\n" + once), ErrorCode::TrfEndsEarly, 4));
  // No round names the player missing, but 062 counts one more than the lines.
  const std::string counted = line(1, {{2, 'w', '1'}}) + line(2, {{1, 'b', '0'}});
  EXPECT_TRUE(readTrf("062 2\n" + counted).errors.empty());
  EXPECT_TRUE(hasError(readTrf("062 3\n" + counted), ErrorCode::TrfEndsEarly, 3));
  const std::string answered = line(1, {{2, 'w', '1'}, {3, 'b', '0'}}) +
                               line(2, {{1, 'b', '0'}, {3, 'w', '1'}}) +
                               line(3, {{9, 'w', '1'}, {8, 'b', '1'}});
  EXPECT_TRUE(hasError(readTrf(answered), ErrorCode::TrfOpponentUnknown, 3, 1));
  const std::string gap = line(1, {{2, 'w', '1'}, {3, 'b', '1'}}) +
                          line(3, {{4, 'w', '1'}, {1, 'w', '0'}}) +
                          line(4, {{3, 'b', '0'}, {2, 'w', '1'}});
  EXPECT_TRUE(hasError(readTrf(gap), ErrorCode::TrfOpponentUnknown, 1, 1));
  const std::string unordered = line(3, {{4, 'w', '1'}, {5, 'b', '1'}}) +
                                line(4, {{3, 'b', '0'}, {6, 'w', '1'}}) + line(1, {});
  EXPECT_TRUE(hasError(readTrf(unordered), ErrorCode::TrfOpponentUnknown, 1, 2));
  // The same without the slips: the last two lines' games with 5 and 6 are a cut after line 2.
  const std::string cut =
      line(3, {{4, 'w', '1'}, {5, 'b', '1'}}) + line(4, {{3, 'b', '0'}, {6, 'w', '1'}});
  const TrfFile f = readTrf(cut);
  ASSERT_EQ(f.errors.size(), 1u);
  EXPECT_TRUE(hasError(f, ErrorCode::TrfEndsEarly, 2));
}

// ---- not a TRF, or more than the core reads --------------------------------------------------

TEST(TrfHostile, NoPlayerLineIsNotATrf) {
  for (const char* text : {"", "\n\n", "012 Only a header\n042 2024/01/01\n", "hello"}) {
    const TrfFile f = readTrf(text);
    ASSERT_EQ(f.errors.size(), 1u) << text;
    EXPECT_EQ(f.errors[0].code, ErrorCode::TrfInvalid);
    EXPECT_EQ(f.errors[0].line, 0);
  }
}

TEST(TrfHostile, BinaryBytesAreNotText) {
  const std::string zip("PK\x03\x04\x14\x00\x00\x00\x08\x00", 10);
  EXPECT_TRUE(hasError(readTrf(zip), ErrorCode::TrfInvalid, 1));
  const std::string nul = "012 x\n" + playerLine(1, "A", 0, {}) + std::string(1, '\0') + "\n";
  EXPECT_TRUE(hasError(readTrf(nul), ErrorCode::TrfInvalid, 2));
  EXPECT_TRUE(hasError(readTrf("012 x\r\n012 \xC3\x28\r\n"), ErrorCode::TrfInvalid, 2));
  EXPECT_TRUE(hasError(readTrf("\xED\xA0\x80"), ErrorCode::TrfInvalid, 1));  // a surrogate
  EXPECT_TRUE(hasError(readTrf("\xF4\x90\x80\x80"), ErrorCode::TrfInvalid, 1));
  std::string all;
  for (int b = 0; b < 256; ++b) all += static_cast<char>(b);
  EXPECT_TRUE(hasError(readTrf(all), ErrorCode::TrfInvalid, 1));
}

// DEL, the byte after printable ASCII, is not text, and the line it is on is counted by CR
// alone, LF alone and CRLF.
TEST(TrfHostile, DeleteAfterPlainTextIsNotTextOnItsLine) {
  EXPECT_TRUE(hasError(readTrf("012 x\r012 y\n012 z\r\n012 \x7f\n"), ErrorCode::TrfInvalid, 4));
  EXPECT_TRUE(hasError(readTrf("012 x\r\r012 ~\x7e\x7f"), ErrorCode::TrfInvalid, 3));
  EXPECT_FALSE(hasError(readTrf("012 ~ x\n"), ErrorCode::TrfInvalid, 1));
}

// Whole UTF-8 characters: what a field holds is text, every byte of it.
namespace {
bool isText(const std::string& s) {
  for (std::size_t i = 0; i < s.size();) {
    const std::size_t n = validUtf8Length(s, i);
    if (n == 0) return false;
    i += n;
  }
  return true;
}
}  // namespace

// A character outside the name, in a line whose blanks fall in place only when bytes are
// counted: counted in bytes, its three bytes went to two fields (the sex and the title), and
// the answer was not UTF-8 (found by the fuzzer). The line is counted in characters.
TEST(TrfHostile, ACharacterIsNeverCutBetweenTwoFields) {
  const TrfFile f = readTrf("001    1 \xEF\xBB\xBF  AdamWs, Ann            w 2\n");
  ASSERT_EQ(f.players.size(), 1u);
  const TrfPlayer& p = f.players[0];
  for (const std::string* field : {&p.sex, &p.title, &p.name, &p.federation, &p.birth})
    EXPECT_TRUE(isText(*field)) << *field;
  EXPECT_EQ(p.sex, "\xEF\xBB\xBF");
}

TEST(TrfHostile, ControlCharactersInANameAreNotText) {
  const std::string text = "012 x\n\n" + playerLine(1, "Evil\x1b[31mName", 1800, {}) + "\n";
  const TrfFile f = readTrf(text);
  ASSERT_EQ(f.errors.size(), 1u);
  EXPECT_TRUE(hasError(f, ErrorCode::TrfInvalid, 3));
  EXPECT_TRUE(f.players.empty());
}

TEST(TrfHostile, FiveThousandPlayersAreReadAndOneMoreIsTooMany) {
  std::string text;
  for (int rank = 1; rank <= kMaxTrfPlayers; ++rank) text += playerLine(rank, "P", 1500, {}) + "\n";
  EXPECT_TRUE(readTrf(text).errors.empty());
  text += playerLine(kMaxTrfPlayers + 1, "P", 1500, {}) + "\n";
  const TrfFile f = readTrf(text);
  ASSERT_EQ(f.errors.size(), 1u);
  EXPECT_TRUE(hasError(f, ErrorCode::TooManyPlayers, kMaxTrfPlayers + 1));
}

TEST(TrfHostile, NinetyNineRoundsAreReadAndAHundredAreTooMany) {
  const TrfFile most = readTrf(sameTwoEveryRound(kMaxTrfRounds));
  EXPECT_TRUE(most.errors.empty());
  EXPECT_EQ(most.rounds, kMaxTrfRounds);
  const TrfFile over = readTrf(sameTwoEveryRound(kMaxTrfRounds + 1));
  EXPECT_TRUE(hasError(over, ErrorCode::TooManyRounds, 1));
  EXPECT_TRUE(hasError(over, ErrorCode::TooManyRounds, 2));
}

TEST(TrfHostile, ARoundNamingNobodyIsAnUnknownOpponent) {
  const TrfFile f = readTrf(playerLine(1, "A", 1800, {{9999, 'w', '1'}}) + "\n");
  EXPECT_TRUE(hasError(f, ErrorCode::TrfOpponentUnknown, 1, 1));
}

}  // namespace
}  // namespace elo
