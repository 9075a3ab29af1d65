// The TRF reader (trf.hpp) line by line: the real files of tests/data/trf, the conventions real
// programs write (titles, sexes, dates, columns, header codes), the lines it leaves out and the
// line ends it takes.
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "elo/trf.hpp"
#include "trf_files.hpp"

namespace elo {
namespace {

using testing::playerLine;
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

}  // namespace
}  // namespace elo
