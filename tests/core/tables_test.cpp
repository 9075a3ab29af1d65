// FIDE's tables (elo/tables.hpp) held to the independent transcriptions in tests/data:
// B.02 table 8.1.2 (D to PD) and B.01 table 1.4.9 (p to dp).
#include "elo/tables.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace elo {
namespace {

std::vector<std::vector<std::string>> readCsv(const std::string& name) {
  std::ifstream in(std::string(ELO_TEST_DATA_DIR) + "/" + name);
  std::vector<std::vector<std::string>> rows;
  std::string line;
  std::getline(in, line);  // header
  while (std::getline(in, line)) {
    std::vector<std::string> cells;
    std::stringstream fields(line);
    std::string cell;
    while (std::getline(fields, cell, ',')) cells.push_back(cell);
    if (!line.empty() && line.back() == ',') cells.emplace_back();
    rows.push_back(cells);
  }
  return rows;
}

int hundredths(const std::string& decimal) {
  return static_cast<int>(std::lround(std::stod(decimal) * 100));
}

// tests/data/fide_8_1_2_D_to_PD.csv: FIDE B.02 table 8.1.2, transcribed independently.
TEST(Table812, MatchesTheCsvAtBothEndsOfEveryRow) {
  const auto rows = readCsv("fide_8_1_2_D_to_PD.csv");
  ASSERT_EQ(rows.size(), 51u);
  for (const auto& row : rows) {
    const int low = std::stoi(row[0]);
    const int high = row[1].empty() ? 1000 : std::stoi(row[1]);
    EXPECT_EQ(tablePdHigherHundredths(low), hundredths(row[2])) << "D " << low;
    EXPECT_EQ(tablePdHigherHundredths(high), hundredths(row[2])) << "D " << high;
    EXPECT_EQ(100 - tablePdHigherHundredths(low), hundredths(row[3])) << "D " << low;
  }
}

// Every row boundary from both sides: 3/4, 10/11, ..., 735/736.
TEST(Table812, ChangesByOneHundredthAtEachRowBoundary) {
  const auto rows = readCsv("fide_8_1_2_D_to_PD.csv");
  for (std::size_t i = 0; i + 1 < rows.size(); ++i) {
    const int last = std::stoi(rows[i][1]);
    EXPECT_EQ(tablePdHigherHundredths(last), 50 + static_cast<int>(i)) << "D " << last;
    EXPECT_EQ(tablePdHigherHundredths(last + 1), 51 + static_cast<int>(i)) << "D " << last + 1;
  }
}

TEST(Table812, GivesOneHundredPercentFrom736Up) {
  EXPECT_EQ(tablePdHigherHundredths(735), 99);
  EXPECT_EQ(tablePdHigherHundredths(736), 100);
  EXPECT_EQ(tablePdHigherHundredths(5000), 100);
}

// tests/data/fide_8_1_1_p_to_dp.csv: FIDE B.01 table 1.4.9 = B.02 table 8.1.1.
TEST(Table149, MatchesTheCsvForEveryPercentage) {
  const auto rows = readCsv("fide_8_1_1_p_to_dp.csv");
  ASSERT_EQ(rows.size(), 101u);
  for (const auto& row : rows) {
    EXPECT_EQ(tableDp(hundredths(row[0])), std::stoi(row[1])) << "p " << row[0];
  }
}

TEST(Table149, IsSymmetricAroundFiftyPercent) {
  for (int p = 0; p <= 100; ++p) EXPECT_EQ(tableDp(p), -tableDp(100 - p)) << p;
}

}  // namespace
}  // namespace elo
