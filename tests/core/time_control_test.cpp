// The time-control classifier (elo/time_control.hpp): the free text of a tournament file's header
// 122 (or TRF-2026's 222) as pairing programs and arbiters write it, classified by FIDE's Rapid
// and Blitz Rating Regulations 1.1.1 / 1.1.2 (time allotted + 60 × increment, in minutes:
// standard from 60, rapid above 10, blitz above 3); whatever cannot be read with confidence is
// Unknown.
#include "elo/time_control.hpp"

#include <gtest/gtest.h>

#include <ostream>

namespace elo {
namespace {

using C = TimeControlClass;

struct TimeControlCase {
  const char* text;
  TimeControlClass expected;
};

void PrintTo(const TimeControlCase& c, std::ostream* os) {
  *os << '"' << c.text << "\" is " << timeControlClassName(c.expected);
}

class ClassifiesTimeControl : public ::testing::TestWithParam<TimeControlCase> {};

TEST_P(ClassifiesTimeControl, AsItsTotalMinutesOrItsWordSay) {
  EXPECT_EQ(classifyTimeControl(GetParam().text), GetParam().expected) << GetParam().text;
}

// The forms arbiters write in header 122, the free text the TRF leaves to them: the multi-stage
// line of a standard event, minute and second marks, US Chess's notation (G/ for the game, SD/
// for sudden death, d for delay), the online "base+increment", Portuguese and Japanese units
// (the IME's full-width digits too), and a word before the numbers.
INSTANTIATE_TEST_SUITE_P(
    Header122Forms, ClassifiesTimeControl,
    ::testing::Values(
        TimeControlCase{"90 min/40 moves + 30 min + 30 sec/move", C::Standard},
        TimeControlCase{"40/90+30+30", C::Standard},
        TimeControlCase{"1h30/40 + 30min + 30s", C::Standard},
        TimeControlCase{"90'+30\"", C::Standard}, TimeControlCase{"90′+30″", C::Standard},
        TimeControlCase{"15 min + 10 sec", C::Rapid}, TimeControlCase{"15'+5''", C::Rapid},
        TimeControlCase{"G/15;d5", C::Rapid}, TimeControlCase{"G/90 d5", C::Standard},
        TimeControlCase{"G/30 delay 5", C::Rapid}, TimeControlCase{"G45+10", C::Rapid},
        TimeControlCase{"Game in 60", C::Standard}, TimeControlCase{"40/120, SD/60", C::Standard},
        // FIDE's example file in the TRF-16 description: 40 moves in 120 minutes, then 60.
        TimeControlCase{"40/120, 60", C::Standard}, TimeControlCase{"3+2", C::Blitz},
        // Chess.com and many club sites write the increment after a bar.
        TimeControlCase{"10|5", C::Rapid}, TimeControlCase{"3 | 2", C::Blitz},
        TimeControlCase{"3 + 2", C::Blitz}, TimeControlCase{"15+10", C::Rapid},
        TimeControlCase{"90+30", C::Standard}, TimeControlCase{"25min+10s", C::Rapid},
        TimeControlCase{"5m+3s", C::Blitz}, TimeControlCase{"10 min", C::Blitz},
        TimeControlCase{"5 minutes", C::Blitz}, TimeControlCase{"2 horas", C::Standard},
        TimeControlCase{"60 minutos + 30 segundos", C::Standard},
        TimeControlCase{"90 min + 30 seg por lance", C::Standard},
        TimeControlCase{"15分+10秒", C::Rapid}, TimeControlCase{"１５分＋１０秒", C::Rapid},
        TimeControlCase{"持ち時間各15分、1手ごとに10秒加算", C::Rapid},
        TimeControlCase{"2時間", C::Standard}, TimeControlCase{"1h30 + 30s", C::Standard},
        TimeControlCase{"Rapid 15+10", C::Rapid}, TimeControlCase{"Blitz 3+2", C::Blitz}));

// A word alone: English, Portuguese (with and without accents, in capitals) and Japanese.
INSTANTIATE_TEST_SUITE_P(
    WordsAlone, ClassifiesTimeControl,
    ::testing::Values(
        TimeControlCase{"Rapid", C::Rapid}, TimeControlCase{"rápido", C::Rapid},
        TimeControlCase{"RÁPIDO", C::Rapid}, TimeControlCase{"rapido", C::Rapid},
        TimeControlCase{"Semirrápido", C::Rapid}, TimeControlCase{"semi-rápido", C::Rapid},
        TimeControlCase{"ラピッド", C::Rapid}, TimeControlCase{"Ｒａｐｉｄ", C::Rapid},
        TimeControlCase{"BLITZ", C::Blitz}, TimeControlCase{"Relâmpago", C::Blitz},
        TimeControlCase{"relampago", C::Blitz}, TimeControlCase{"ブリッツ", C::Blitz},
        TimeControlCase{"Standard", C::Standard}, TimeControlCase{"Classical", C::Standard},
        TimeControlCase{"Clássico", C::Standard}, TimeControlCase{"クラシカル", C::Standard},
        TimeControlCase{"スタンダード", C::Standard}));

// R&B 1.1.1 / 1.1.2 on both sides of each limit: 3 | 4 (blitz), 10 | 11 (rapid), 59 | 60.
INSTANTIATE_TEST_SUITE_P(
    RapidAndBlitzLimits, ClassifiesTimeControl,
    ::testing::Values(TimeControlCase{"3+0", C::Unknown}, TimeControlCase{"3+1", C::Blitz},
                      TimeControlCase{"10+0", C::Blitz}, TimeControlCase{"10+1", C::Rapid},
                      TimeControlCase{"59+0", C::Rapid}, TimeControlCase{"60+0", C::Standard},
                      TimeControlCase{"45+15", C::Standard}, TimeControlCase{"44+15", C::Rapid}));

// When a word and the numbers disagree, the numbers decide.
INSTANTIATE_TEST_SUITE_P(NumbersOverAWord, ClassifiesTimeControl,
                         ::testing::Values(TimeControlCase{"Rapid 5+3", C::Blitz},
                                           TimeControlCase{"Blitz 15+10", C::Rapid},
                                           TimeControlCase{"Standard 25 min", C::Rapid},
                                           TimeControlCase{"Blitz 1+0", C::Unknown}));

// Nothing to read, or numbers that cannot be placed with confidence: never a guess.
INSTANTIATE_TEST_SUITE_P(
    StaysUnknown, ClassifiesTimeControl,
    ::testing::Values(
        TimeControlCase{"", C::Unknown}, TimeControlCase{"   ", C::Unknown},
        TimeControlCase{"Swiss", C::Unknown}, TimeControlCase{"TBD", C::Unknown},
        TimeControlCase{"Game in sixty", C::Unknown}, TimeControlCase{"x+y", C::Unknown},
        TimeControlCase{"100 moves", C::Unknown}, TimeControlCase{"30 sec", C::Unknown},
        TimeControlCase{"15", C::Unknown}, TimeControlCase{"90 30", C::Unknown},
        TimeControlCase{"1:30", C::Unknown}, TimeControlCase{"1.5 h", C::Unknown},
        TimeControlCase{"40/2, SD/1", C::Unknown}, TimeControlCase{"Rapid, 9 rounds", C::Unknown},
        TimeControlCase{"Rapid & Blitz", C::Unknown}, TimeControlCase{"15+10+5s d5", C::Unknown},
        TimeControlCase{"99999+0", C::Unknown},
        TimeControlCase{"99999999999999999999999+1", C::Unknown}));

// TRF-2026's 222 in seconds, as PGN's TimeControl tag: time allotted + 60 × increment.
struct EncodedCase {
  const char* text;
  C expected;
};

class ClassifiesEncodedTimeControl : public ::testing::TestWithParam<EncodedCase> {};

TEST_P(ClassifiesEncodedTimeControl, ByTheSecondsItGives) {
  EXPECT_EQ(classifyEncodedTimeControl(GetParam().text), GetParam().expected) << GetParam().text;
}

INSTANTIATE_TEST_SUITE_P(
    Header222, ClassifiesEncodedTimeControl,
    ::testing::Values(EncodedCase{"5400+30", C::Standard},             // 5400 + 1800 s
                      EncodedCase{"40/5400+30:1800+30", C::Standard},  // 7200 + 1800 s
                      EncodedCase{"3600", C::Standard},                // 60 minutes
                      EncodedCase{"3599", C::Rapid},                   // just under 60
                      EncodedCase{"900+10", C::Rapid},                 // 900 + 600 s: 25 minutes
                      EncodedCase{"600+1", C::Rapid},                  // 660 s: 11 minutes
                      EncodedCase{"600", C::Blitz},                    // 10 minutes
                      EncodedCase{"180+2", C::Blitz},                  // 180 + 120 s: 5 minutes
                      EncodedCase{"181", C::Blitz},                    // just over 3 minutes
                      EncodedCase{"180", C::Unknown},                  // 3 minutes: not rated
                      EncodedCase{"?", C::Unknown}, EncodedCase{"-", C::Unknown},
                      EncodedCase{"*180", C::Unknown}, EncodedCase{"", C::Unknown},
                      EncodedCase{"90'+30\"", C::Unknown}, EncodedCase{"40/", C::Unknown},
                      EncodedCase{"5400+", C::Unknown}, EncodedCase{"5400+30:", C::Unknown},
                      EncodedCase{"1234567", C::Unknown},
                      // A run of digits long enough to overflow, were it all added up.
                      EncodedCase{"5400+22222222222222222222222222", C::Unknown},
                      EncodedCase{"99999999999999999999999", C::Unknown}));

TEST(TimeControlClassName, IsTheResponsesLowerCaseName) {
  EXPECT_EQ(timeControlClassName(C::Standard), "standard");
  EXPECT_EQ(timeControlClassName(C::Rapid), "rapid");
  EXPECT_EQ(timeControlClassName(C::Blitz), "blitz");
  EXPECT_EQ(timeControlClassName(C::Unknown), "unknown");
}

}  // namespace
}  // namespace elo
