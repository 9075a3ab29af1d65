// The ladder reader (ladder.hpp) on a season's lines: every form of the same season, names,
// results, forfeits and notes, a CSV header row, and every bad line an error with its number.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "elo/ladder.hpp"
#include "ladder_season.hpp"

namespace elo {
namespace {

using testing::eloOptions;
using testing::finalRatings;
using testing::kRoster;
using testing::kSeasonForms;
using testing::ordinals;

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
