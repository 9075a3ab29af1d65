#pragma once
// The TRF files of tests/data/trf/, and player lines written column by column for the files a
// test makes up (thousands of players, a hundred rounds).

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace elo::testing {

/// The bytes of tests/data/trf/<name>.
inline std::string trfFile(const std::string& name) {
  std::ifstream in(std::string(ELO_TEST_DATA_DIR) + "/trf/" + name, std::ios::binary);
  std::stringstream bytes;
  bytes << in.rdbuf();
  return bytes.str();
}

/// One round of a made-up player line: opponent's starting rank (0: none), colour, result.
struct Block {
  int opponent;
  char colour;
  char result;
};

/// A TRF16 player line: rank in 5–8, name in 15–47, rating in 49–52, rounds from column 92.
inline std::string playerLine(int rank, const std::string& name, int rating,
                              const std::vector<Block>& rounds) {
  char head[96];
  std::snprintf(head, sizeof head, "001 %4d m    %-33.33s %4s %3s %11s %10s %4s %4s", rank,
                name.c_str(), rating > 0 ? std::to_string(rating).c_str() : "", "", "", "", "", "");
  std::string line(head);
  for (const Block& b : rounds) {
    char block[16];
    std::snprintf(block, sizeof block, "  %4d %c %c", b.opponent, b.colour, b.result);
    line += block;
  }
  return line;
}

/// Two players who meet in every one of `rounds` rounds, the first winning each game.
inline std::string sameTwoEveryRound(int rounds) {
  std::vector<Block> one, two;
  for (int k = 0; k < rounds; ++k) {
    one.push_back({2, 'w', '1'});
    two.push_back({1, 'b', '0'});
  }
  return playerLine(1, "One", 2000, one) + "\n" + playerLine(2, "Two", 1900, two) + "\n";
}

}  // namespace elo::testing
