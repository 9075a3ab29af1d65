// FIDE's tables as data, transcribed from the FIDE Handbook (B.02 Rating Regulations effective
// 1 October 2025, and B.01 Title Regulations). tests/data/ holds the same tables as CSV, and
// tests/core/tables_test.cpp checks every entry here against them.
#include "elo/tables.hpp"

#include <array>
#include <iterator>

namespace elo {
namespace {

struct PdRow {
  int maxDifference;  // the row holds |D| up to this value; the last row is open-ended
  int pdHigh;         // column H, in hundredths; column L is 100 − H
};

// B.02 table 8.1.2, "Conversion from rating difference to scoring probability".
constexpr std::array<PdRow, 51> kTable812 = {{
    {3, 50},   {10, 51},  {17, 52},  {25, 53},  {32, 54},  {39, 55},  {46, 56},  {53, 57},
    {61, 58},  {68, 59},  {76, 60},  {83, 61},  {91, 62},  {98, 63},  {106, 64}, {113, 65},
    {121, 66}, {129, 67}, {137, 68}, {145, 69}, {153, 70}, {162, 71}, {170, 72}, {179, 73},
    {188, 74}, {197, 75}, {206, 76}, {215, 77}, {225, 78}, {235, 79}, {245, 80}, {256, 81},
    {267, 82}, {278, 83}, {290, 84}, {302, 85}, {315, 86}, {328, 87}, {344, 88}, {357, 89},
    {374, 90}, {391, 91}, {411, 92}, {432, 93}, {456, 94}, {484, 95}, {517, 96}, {559, 97},
    {619, 98}, {735, 99}, {-1, 100},
}};

// B.01 table 1.4.9 (= B.02 table 8.1.1): dp for p = 0 %, 1 %, ..., 100 %.
constexpr std::array<int, 101> kTable149 = {{
    -800, -677, -589, -538, -501, -470, -444, -422, -401, -383,  // 0–9 %
    -366, -351, -336, -322, -309, -296, -284, -273, -262, -251,  // 10–19 %
    -240, -230, -220, -211, -202, -193, -184, -175, -166, -158,  // 20–29 %
    -149, -141, -133, -125, -117, -110, -102, -95,  -87,  -80,   // 30–39 %
    -72,  -65,  -57,  -50,  -43,  -36,  -29,  -21,  -14,  -7,    // 40–49 %
    0,    7,    14,   21,   29,   36,   43,   50,   57,   65,    // 50–59 %
    72,   80,   87,   95,   102,  110,  117,  125,  133,  141,   // 60–69 %
    149,  158,  166,  175,  184,  193,  202,  211,  220,  230,   // 70–79 %
    240,  251,  262,  273,  284,  296,  309,  322,  336,  351,   // 80–89 %
    366,  383,  401,  422,  444,  470,  501,  538,  589,  677,   // 90–99 %
    800,                                                         // 100 %
}};

}  // namespace

int tablePdHigherHundredths(std::int64_t absoluteDifference) {
  for (const PdRow& row : kTable812) {
    if (row.maxDifference < 0 || absoluteDifference <= row.maxDifference) return row.pdHigh;
  }
  return std::prev(kTable812.end())->pdHigh;
}

int tableDp(int percent) {
  const int clamped = percent < 0 ? 0 : (percent > 100 ? 100 : percent);
  return kTable149[static_cast<std::size_t>(clamped)];
}

}  // namespace elo
