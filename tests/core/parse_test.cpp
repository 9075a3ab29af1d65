// The readers of what people type (elo/parse.hpp, elo/games_text.hpp) held to docs/api.md's
// "Parsing": ratings, scores, K, whole numbers, dates, and the games list line by line.
#include "elo/parse.hpp"

#include <gtest/gtest.h>

#include <limits>
#include <string>

#include "elo/games_text.hpp"

namespace elo {
namespace {

// docs/api.md, "Parsing": ratings 1605, 1.605, 1,605, 1 605, full-width digits.
struct RatingCase {
  std::string typed;
  std::int64_t centi;  // 0: expect `error`
  ErrorCode error = ErrorCode::RatingInvalid;
};

void PrintTo(const RatingCase& c, std::ostream* os) { *os << '"' << c.typed << '"'; }

class ParsesRating : public ::testing::TestWithParam<RatingCase> {};

TEST_P(ParsesRating, AsPeopleTypeIt) {
  const RatingCase c = GetParam();
  const Parsed<Rating> parsed = parseRating(c.typed);
  if (c.centi != 0) {
    ASSERT_TRUE(parsed.ok());
    EXPECT_EQ(parsed.value().centi(), c.centi);
  } else {
    ASSERT_FALSE(parsed.ok());
    EXPECT_EQ(parsed.error(), c.error);
  }
}

INSTANTIATE_TEST_SUITE_P(
    ApiParsing, ParsesRating,
    ::testing::Values(
        RatingCase{"1605", 160500}, RatingCase{"1.605", 160500}, RatingCase{"1,605", 160500},
        RatingCase{"1 605", 160500}, RatingCase{"  1605  ", 160500},
        RatingCase{"\xEF\xBC\x91\xEF\xBC\x96\xEF\xBC\x90\xEF\xBC\x95", 160500},  // １６０５
        RatingCase{"1\xC2\xA0"
                   "605",
                   160500},  // no-break space
        RatingCase{"1\xE2\x80\xAF"
                   "605",
                   160500},  // narrow no-break space
        RatingCase{"1605,5", 160550}, RatingCase{"1605.25", 160525}, RatingCase{"1.605,5", 160550},
        RatingCase{"1,605.5", 160550}, RatingCase{"100", 10000}, RatingCase{"4000", 400000},
        RatingCase{"1605.123", 0}, RatingCase{"1.6.05", 0}, RatingCase{"1..605", 0},
        RatingCase{"1605.", 0}, RatingCase{"16 05", 0}, RatingCase{"1,605,5", 0},
        RatingCase{"1.605.5", 0}, RatingCase{"abc", 0}, RatingCase{"", 0}, RatingCase{"1e3", 0},
        RatingCase{"NaN", 0}, RatingCase{"Infinity", 0}, RatingCase{"0x640", 0},
        RatingCase{"1605\xE2\x80\x8B", 0},                  // zero-width space
        RatingCase{"\xD9\xA1\xD9\xA6\xD9\xA0\xD9\xA5", 0},  // Arabic-Indic digits
        RatingCase{"99", 0, ErrorCode::RatingOutOfRange},
        RatingCase{"0", 0, ErrorCode::RatingOutOfRange},
        RatingCase{"-0", 0, ErrorCode::RatingOutOfRange},
        RatingCase{"-1600", 0, ErrorCode::RatingOutOfRange},
        RatingCase{"4000,01", 0, ErrorCode::RatingOutOfRange},
        RatingCase{"99999999999999999999", 0, ErrorCode::RatingOutOfRange}));

TEST(ParseRatingOrUnrated, ReadsUnratedWordsAsNoRating) {
  for (const char* typed : {"", "  ", "-", "unrated", "Unrated", "NR", "\xE2\x80\x94"}) {
    const auto parsed = parseRatingOrUnrated(typed);
    ASSERT_TRUE(parsed.ok()) << typed;
    EXPECT_FALSE(parsed.value().has_value()) << typed;
  }
  EXPECT_EQ(parseRatingOrUnrated("1500").value(), Rating::fromPoints(1500));
  EXPECT_EQ(parseRatingOrUnrated("unrated?").error(), ErrorCode::RatingInvalid);
}

TEST(RatingFromNumber, TakesAtMostTwoDecimals) {
  EXPECT_EQ(ratingFromNumber(1605).value().centi(), 160500);
  EXPECT_EQ(ratingFromNumber(1605.1).value().centi(), 160510);
  EXPECT_EQ(ratingFromNumber(1605.123).error(), ErrorCode::RatingInvalid);
  EXPECT_EQ(ratingFromNumber(std::numeric_limits<double>::infinity()).error(),
            ErrorCode::RatingOutOfRange);
  EXPECT_EQ(ratingFromNumber(-0.0).error(), ErrorCode::RatingOutOfRange);
}

// docs/api.md, "Parsing": scores 1, 0, 0.5, 0,5, ½, 1/2, =.
struct ScoreCase {
  std::string typed;
  int halves;  // −1: score-invalid
};

void PrintTo(const ScoreCase& c, std::ostream* os) { *os << '"' << c.typed << '"'; }

class ParsesScore : public ::testing::TestWithParam<ScoreCase> {};

TEST_P(ParsesScore, AsPeopleTypeIt) {
  const Parsed<Score> parsed = parseScore(GetParam().typed);
  if (GetParam().halves >= 0) {
    ASSERT_TRUE(parsed.ok());
    EXPECT_EQ(parsed.value().halves(), GetParam().halves);
  } else {
    ASSERT_FALSE(parsed.ok());
    EXPECT_EQ(parsed.error(), ErrorCode::ScoreInvalid);
  }
}

INSTANTIATE_TEST_SUITE_P(
    ApiParsing, ParsesScore,
    ::testing::Values(ScoreCase{"1", 2}, ScoreCase{"0", 0}, ScoreCase{"0.5", 1},
                      ScoreCase{"0,5", 1}, ScoreCase{"\xC2\xBD", 1}, ScoreCase{"1/2", 1},
                      ScoreCase{"=", 1}, ScoreCase{".5", 1}, ScoreCase{"1.0", 2},
                      ScoreCase{"0.50", 1},
                      ScoreCase{"\xEF\xBC\x90\xEF\xBC\x8E\xEF\xBC\x95", 1},  // ０．５
                      ScoreCase{"\xEF\xBC\x91", 2},                          // １
                      ScoreCase{"2", -1}, ScoreCase{"-1", -1}, ScoreCase{"0.25", -1},
                      ScoreCase{"1-0", -1}, ScoreCase{"+", -1}, ScoreCase{"-", -1},
                      ScoreCase{"", -1}, ScoreCase{"win", -1}, ScoreCase{"1/3", -1},
                      ScoreCase{"0.500", -1}, ScoreCase{"-0.5", -1}));

TEST(ParseListScore, ReadsPlusAndMinusAsForfeits) {
  EXPECT_TRUE(parseListScore("+").value().forfeit);
  EXPECT_EQ(parseListScore("+").value().score, Score::win());
  EXPECT_TRUE(parseListScore("-").value().forfeit);
  EXPECT_EQ(parseListScore("-").value().score, Score::loss());
  EXPECT_FALSE(parseListScore("1").value().forfeit);
  EXPECT_EQ(parseListScore("2").error(), ErrorCode::ScoreInvalid);
}

TEST(ParseK, TakesPositiveNumbersUpToTheMaximum) {
  EXPECT_EQ(parseK("20").value(), KFactor::whole(20));
  EXPECT_EQ(parseK("12,5").value(), KFactor::fromCenti(1250));
  EXPECT_EQ(parseK("\xEF\xBC\x94\xEF\xBC\x90").value(), KFactor::whole(40));  // ４０
  EXPECT_EQ(parseK("200").value(), KFactor::whole(200));
  EXPECT_EQ(parseK("0").error(), ErrorCode::KOutOfRange);
  EXPECT_EQ(parseK("-10").error(), ErrorCode::KOutOfRange);
  EXPECT_EQ(parseK("1000").error(), ErrorCode::KOutOfRange);
  EXPECT_EQ(parseK("abc").error(), ErrorCode::KInvalid);
  EXPECT_EQ(parseK("1.000").error(), ErrorCode::KInvalid);
  EXPECT_EQ(parseK("").error(), ErrorCode::KInvalid);
  EXPECT_EQ(kFromNumber(0).error(), ErrorCode::KOutOfRange);
  EXPECT_EQ(kFromNumber(20.005).error(), ErrorCode::KInvalid);
}

TEST(ParseWholeNumber, ReadsProfileValues) {
  EXPECT_EQ(parseWholeNumber("2010").value(), 2010);
  EXPECT_EQ(parseWholeNumber("1.250").value(), 1250);
  EXPECT_EQ(parseWholeNumber("\xEF\xBC\x91\xEF\xBC\x92").value(), 12);
  EXPECT_EQ(parseWholeNumber("12,5").error(), ErrorCode::ProfileInvalid);
  EXPECT_EQ(parseWholeNumber("x").error(), ErrorCode::ProfileInvalid);
}

TEST(ParseDateYear, ReadsIsoDates) {
  EXPECT_EQ(parseDateYear("2026-11-30").value(), 2026);
  EXPECT_EQ(parseDateYear("2026-13-01").error(), ErrorCode::DateInvalid);
  EXPECT_EQ(parseDateYear("30/11/2026").error(), ErrorCode::DateInvalid);
  EXPECT_EQ(parseDateYear("").error(), ErrorCode::DateInvalid);
}

// docs/api.md, "Parsing": one game a line, `opponent rating | score`; `|`, tab, `;` or spaces
// between.
TEST(ParseGamesText, ReadsEverySeparator) {
  const GamesList list = parseGamesText(
      "1500 | 1\n1700\t0,5\n1650;0\n1 605 \xC2\xBD\n1600 =\n"
      "\xEF\xBC\x91\xEF\xBC\x96\xEF\xBC\x90\xEF\xBC\x90\xEF\xBD\x9C\xEF\xBC\x90\xEF\xBC\x8E\xEF\xBC"
      "\x95");  // １６００｜０．５
  ASSERT_TRUE(list.lineErrors.empty());
  ASSERT_EQ(list.games.size(), 6u);
  EXPECT_EQ(list.games[0].opponent, Rating::fromPoints(1500));
  EXPECT_EQ(list.games[0].score, Score::win());
  EXPECT_EQ(list.games[1].score, Score::draw());
  EXPECT_EQ(list.games[2].opponent, Rating::fromPoints(1650));
  EXPECT_EQ(list.games[3].opponent, Rating::fromPoints(1605));
  EXPECT_EQ(list.games[3].score, Score::draw());
  EXPECT_EQ(list.games[4].score, Score::draw());
  EXPECT_EQ(list.games[5].opponent, Rating::fromPoints(1600));
  EXPECT_EQ(list.games[5].score, Score::draw());
}

TEST(ParseGamesText, SkipsBlankLinesAndEventNamesAndKeepsLineNumbers) {
  const GamesList list =
      parseGamesText("# Club open, round 1\n\n1500 | 1  # board 3\r\n\r\n1700 | 0\r1650 | =");
  ASSERT_TRUE(list.lineErrors.empty());
  ASSERT_EQ(list.games.size(), 3u);
  EXPECT_EQ(list.games[0].line, 3);
  EXPECT_EQ(list.games[1].line, 5);
  EXPECT_EQ(list.games[2].line, 6);
}

TEST(ParseGamesText, ReadsUnratedOpponentsAndForfeits) {
  const GamesList list = parseGamesText("- | 1\nunrated | 0\n1500 | +\n1500 | -");
  ASSERT_TRUE(list.lineErrors.empty());
  EXPECT_FALSE(list.games[0].opponent.has_value());
  EXPECT_FALSE(list.games[1].opponent.has_value());
  EXPECT_TRUE(list.games[2].forfeit);
  EXPECT_EQ(list.games[2].score, Score::win());
  EXPECT_TRUE(list.games[3].forfeit);
}

// Hostile text: a clear error code with its line number, never a crash.
struct LineCase {
  std::string text;
  int line;
  ErrorCode code;
};

void PrintTo(const LineCase& c, std::ostream* os) { *os << '"' << c.text.substr(0, 40) << '"'; }

class RejectsLine : public ::testing::TestWithParam<LineCase> {};

TEST_P(RejectsLine, WithItsCodeAndLineNumber) {
  const GamesList list = parseGamesText(GetParam().text);
  ASSERT_EQ(list.lineErrors.size(), 1u);
  EXPECT_EQ(list.lineErrors[0].line, GetParam().line);
  EXPECT_EQ(list.lineErrors[0].code, GetParam().code);
}

INSTANTIATE_TEST_SUITE_P(
    HostileText, RejectsLine,
    ::testing::Values(
        LineCase{"1400 | 2", 1, ErrorCode::ScoreInvalid}, LineCase{"abc", 1, ErrorCode::LineFormat},
        LineCase{"1400 |", 1, ErrorCode::LineFormat}, LineCase{"| 1", 1, ErrorCode::LineFormat},
        LineCase{"1400 | 1 | 0", 1, ErrorCode::GamesTooManyFields},
        LineCase{"1500 1 0", 1, ErrorCode::GamesTooManyFields},
        LineCase{"- ; 1 ; 0", 1, ErrorCode::GamesTooManyFields},
        LineCase{"abc | 1 | 0", 1, ErrorCode::LineFormat},
        LineCase{"0 | 1", 1, ErrorCode::RatingZero}, LineCase{"0,0 | 1", 1, ErrorCode::RatingZero},
        LineCase{"1500 | 1\n\n1400 | 1-0", 3, ErrorCode::ScoreInvalid},
        LineCase{"1500 | 1\nabc | 1", 2, ErrorCode::RatingInvalid},
        LineCase{"50 | 1", 1, ErrorCode::RatingOutOfRange},
        LineCase{"1400 | 0.25", 1, ErrorCode::ScoreInvalid},
        LineCase{std::string("1400 | 1\0", 9), 1, ErrorCode::ScoreInvalid},
        LineCase{std::string("14\0"
                             "00 | 1",
                             9),
                 1, ErrorCode::RatingInvalid},
        LineCase{"1. e4 e5 2. Nf3 Nc6", 1, ErrorCode::RatingInvalid},
        LineCase{"[Event \"Club\"]", 1, ErrorCode::RatingInvalid}));

// FIDE C.04 Annex 2 (TRF16): a pasted tournament report file is told apart as a whole, one error
// rather than one for each of its lines ("022 Madrid" would read as a rating of 22).
TEST(ParseGamesText, APastedTournamentReportFileIsOneError) {
  const std::string player =
      "001    1 m    Souza, Ana                        1850 BRA    12345678 2001/01/01  2.0    1";
  for (const std::string& text :
       {std::string("012 Club Open\n022 Madrid\n032 ESP\n"), player + "\n",
        "012 Club Open\n022 Madrid\n" + player + "\n" + player + "\n"}) {
    const GamesList list = parseGamesText(text);
    EXPECT_EQ(list.listError, ErrorCode::GamesLookLikeTrf) << text;
    EXPECT_TRUE(list.lineErrors.empty());
    EXPECT_TRUE(list.games.empty());
  }
}

TEST(ParseGamesText, ListsThatMerelyStartWithDigitsAreNotATrf) {
  for (const char* text : {"1500 | 1\n1400 | 0", "022 Madrid", "001 1\n012 | 1", "2000 1"}) {
    EXPECT_FALSE(parseGamesText(text).listError.has_value()) << text;
  }
}

// TRF writes 0 for an unrated player: in a list it is its own error, not "out of range".
TEST(ParseGamesText, ZeroAsARatingIsRatingZero) {
  EXPECT_EQ(parseRatingOrUnrated("0").error(), ErrorCode::RatingZero);
  EXPECT_EQ(parseRatingOrUnrated("０").error(), ErrorCode::RatingZero);
  EXPECT_EQ(parseRating("0").error(), ErrorCode::RatingOutOfRange);
  EXPECT_EQ(parseRatingOrUnrated("50").error(), ErrorCode::RatingOutOfRange);
}

TEST(ParseGamesText, ReportsEveryInvalidLine) {
  const GamesList list = parseGamesText("abc\n1500 | 1\n1400 | 2\n| 1");
  ASSERT_EQ(list.lineErrors.size(), 3u);
  EXPECT_EQ(list.lineErrors[0].line, 1);
  EXPECT_EQ(list.lineErrors[1].line, 3);
  EXPECT_EQ(list.lineErrors[2].line, 4);
  EXPECT_EQ(list.games.size(), 1u);
}

TEST(ParseGamesText, EmptyOrBlankTextHasNoGames) {
  for (const char* text : {"", "   ", "\n\n\t\n", "# only a title"}) {
    const GamesList list = parseGamesText(text);
    EXPECT_TRUE(list.games.empty());
    EXPECT_TRUE(list.lineErrors.empty());
    EXPECT_FALSE(list.listError.has_value());
  }
}

TEST(ParseGamesText, TakesTenThousandGames) {
  std::string text;
  for (int i = 0; i < 10000; ++i) text += "1500 | 1\n";
  const GamesList list = parseGamesText(text);
  EXPECT_EQ(list.games.size(), 10000u);
  EXPECT_FALSE(list.listError.has_value());
}

TEST(ParseGamesText, RefusesMoreThanTheMaximumNumberOfGames) {
  std::string text;
  for (int i = 0; i < 10001; ++i) text += "1500|1\n";
  const GamesList list = parseGamesText(text);
  EXPECT_EQ(list.listError, ErrorCode::TooManyGames);
  EXPECT_TRUE(list.games.empty());
}

TEST(ParseGamesText, RefusesAOneMegabyteLine) {
  const GamesList list = parseGamesText(std::string(1 << 20, '1'));
  EXPECT_EQ(list.listError, ErrorCode::TextTooLong);
}

TEST(ParseGamesText, ReadsTextJustUnderTheLimit) {
  std::string text(kMaxGamesTextBytes - 8, ' ');
  text += "1500 | 1";
  const GamesList list = parseGamesText(text);
  EXPECT_FALSE(list.listError.has_value());
  EXPECT_EQ(list.games.size(), 1u);
}

TEST(NormalizeTyped, TurnsWideFormsIntoAscii) {
  EXPECT_EQ(normalizeTyped("\xEF\xBC\x91\xEF\xBC\x96\xEF\xBC\x90\xEF\xBC\x90\xEF\xBD\x9C\xEF\xBC"
                           "\x90\xEF\xBC\x8E\xEF\xBC\x95"),
            "1600|0.5");
  EXPECT_EQ(normalizeTyped("\xE3\x80\x80"
                           "1\xE3\x80\x82"
                           "5"),
            " 1.5");  // ideographic space, 。
  EXPECT_EQ(normalizeTyped("\xC2\xBD"), "1/2");
  EXPECT_EQ(normalizeTyped("\xE2\x88\x92"
                           "5"),
            "-5");
  EXPECT_EQ(normalizeTyped("\xFF\xFE"), "\xFF\xFE");  // bytes that are not UTF-8 stay as they are
}

}  // namespace
}  // namespace elo
