// The TRF reader's checks (trf.hpp), each with the line it names: the errors of a line, the
// warnings of pairings and points that disagree, and a file cut off inside a line or after one.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "elo/trf.hpp"
#include "trf_error.hpp"
#include "trf_files.hpp"

namespace elo {
namespace {

using testing::Block;
using testing::hasError;
using testing::playerLine;
using testing::trfFile;

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

}  // namespace
}  // namespace elo
