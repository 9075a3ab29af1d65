// The TRF reader (trf.hpp) on what is not a TRF, or more than the core reads: no player line,
// bytes that are not text, a character across two fields, too many players or rounds.
#include <gtest/gtest.h>

#include <string>

#include "elo/trf.hpp"
#include "text/text.hpp"
#include "trf_error.hpp"
#include "trf_files.hpp"

namespace elo {
namespace {

using testing::hasError;
using testing::playerLine;
using testing::sameTwoEveryRound;

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
