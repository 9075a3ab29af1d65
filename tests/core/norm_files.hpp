#pragma once
// Tournament report files made up for the norms' tests: players with sex, title, federation and
// rating, and games entered once for both players, written as TRF16 player lines.

#include <cstdio>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace elo::testing {

/// A player of a made-up event; the starting rank is the order of adding.
struct Entrant {
  std::string sex;    ///< "m" or "w"
  std::string title;  ///< "GM", "IM", …, or ""
  std::string federation;
  int rating = 0;  ///< 0: unrated
};

/// An event built game by game; text() writes it.
class NormFile {
 public:
  /// A header line such as "092 Individual: Swiss-System" or "XXR 9".
  NormFile& header(const std::string& line) {
    headers_.push_back(line);
    return *this;
  }

  /// Adds a player; returns their starting rank.
  int add(const Entrant& e) {
    entrants_.push_back(e);
    return static_cast<int>(entrants_.size());
  }

  /// A game of round `round`: `white`'s result `result` (1, =, 0, + or -), black's the other.
  NormFile& game(int round, int white, int black, char result) {
    const char other = result == '1'   ? '0'
                       : result == '0' ? '1'
                       : result == '+' ? '-'
                       : result == '-' ? '+'
                                       : result;
    blocks_[{white, round}] = block(black, 'w', result);
    blocks_[{black, round}] = block(white, 'b', other);
    return *this;
  }

  /// A round without an opponent: `code` H, F, U or Z.
  NormFile& bye(int round, int rank, char code) {
    blocks_[{rank, round}] = block(0, '-', code);
    return *this;
  }

  std::string text() const {
    int rounds = 0;
    for (const auto& [at, b] : blocks_) rounds = at.second > rounds ? at.second : rounds;
    std::string out;
    for (const std::string& h : headers_) out += h + "\n";
    for (std::size_t i = 0; i < entrants_.size(); ++i) {
      const Entrant& e = entrants_[i];
      const int rank = static_cast<int>(i) + 1;
      char head[96];
      const std::string name = "Player " + std::to_string(rank);
      std::snprintf(head, sizeof head, "001 %4d %1s%3s %-33.33s %4s %3s %11s %10s %4s %4s", rank,
                    e.sex.c_str(), e.title.c_str(), name.c_str(),
                    e.rating > 0 ? std::to_string(e.rating).c_str() : "", e.federation.c_str(), "",
                    "", "", "");
      std::string line(head);
      for (int r = 1; r <= rounds; ++r) {
        const auto found = blocks_.find({rank, r});
        line += found == blocks_.end() ? std::string(10, ' ') : found->second;
      }
      while (!line.empty() && line.back() == ' ') line.pop_back();
      out += line + "\n";
    }
    return out;
  }

 private:
  static std::string block(int opponent, char colour, char result) {
    char b[16];
    std::snprintf(b, sizeof b, "  %4d %c %c", opponent, colour, result);
    return b;
  }

  std::vector<std::string> headers_;
  std::vector<Entrant> entrants_;
  std::map<std::pair<int, int>, std::string> blocks_;  // (rank, round) → block
};

}  // namespace elo::testing
