#pragma once
// The season the ladder tests read and replay, in every form the reader takes, and what they
// read back from it: the final ratings of A, B and C, the dates of the games.

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "elo/ladder.hpp"

namespace elo::testing {

// A season of six games between A (1600), B (1500) and C (1400), written by hand for these tests.
inline constexpr const char* kRoster = "A | 1600\nB | 1500\nC | 1400";
inline const std::vector<std::string> kSeasonForms = {
    // typed lines, a date on some
    "2026-03-02 A - B 1-0\n2026-03-09 B - C ½-½\n2026-03-16 C - A 1-0\n"
    "2026-04-06 A - B 1/2-1/2\n2026-04-13 B - C 0-1\n2026-04-20 C - A 0:1\n",
    // `|` fields, with a date field
    "2026-03-02 | A | B | 1-0\n2026-03-09 | B | C | =\n2026-03-16 | C | A | 1:0\n"
    "2026-04-06 | A | B | 0.5-0.5\n2026-04-13 | B | C | 0-1\n2026-04-20 | C | A | 0-1\n",
    // CSV with `;`, quoted names and a decimal comma
    "date;white;black;result\n2026-03-02;\"A\";B;1-0\n2026-03-09;B;\"C\";\"0,5-0,5\"\n"
    "2026-03-16;C;A;1-0\n2026-04-06;A;B;½-½\n2026-04-13;B;C;0-1\n2026-04-20;C;A;0-1\n",
    // Portuguese header, columns in another order
    "brancas,pretas,resultado,data\nA,B,1-0,2026-03-02\nB,C,½-½,2026-03-09\nC,A,1-0,2026-03-16\n"
    "A,B,½-½,2026-04-06\nB,C,0-1,2026-04-13\nC,A,0-1,2026-04-20\n",
    // Japanese header, full-width results as an IME types them
    "日付,白,黒,結果\n2026-03-02,A,B,１－０\n2026-03-09,B,C,½－½\n2026-03-16,C,A,１－０\n"
    "2026-04-06,A,B,½－½\n2026-04-13,B,C,０－１\n2026-04-20,C,A,０－１\n",
    // PGN: tags, moves ignored
    "[Event \"Club\"]\n[Date \"2026.03.02\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n"
    "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n"
    "[Date \"2026.03.09\"]\n[White \"B\"]\n[Black \"C\"]\n[Result \"1/2-1/2\"]\n\n1. d4 d5 "
    "1/2-1/2\n\n"
    "[Date \"2026.03.16\"]\n[White \"C\"]\n[Black \"A\"]\n[Result \"1-0\"]\n\n1-0\n\n"
    "[Date \"2026.04.06\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1/2-1/2\"]\n\n1/2-1/2\n\n"
    "[Date \"2026.04.13\"]\n[White \"B\"]\n[Black \"C\"]\n[Result \"0-1\"]\n\n0-1\n\n"
    "[Date \"2026.04.20\"]\n[White \"C\"]\n[Black \"A\"]\n[Result \"0-1\"]\n\n0-1\n",
};

// Plain Elo's rules, every other option as a ladder has it by default.
inline LadderOptions eloOptions() {
  LadderOptions o;
  o.rules = eloRules();
  return o;
}

// The ratings of A, B and C at the end of the season, in whole points.
inline std::vector<std::int64_t> finalRatings(const LadderInput& in, const Ladder& l) {
  std::vector<std::int64_t> ratings;
  for (const char* name : {"A", "B", "C"}) {
    for (std::size_t p = 0; p < in.names.size(); ++p)
      if (in.names[p] == name) ratings.push_back(l.players[p].rating.centi() / 100);
  }
  return ratings;
}

// The dates of the games, 0 for a game without one.
inline std::vector<int> ordinals(const LadderInput& in) {
  std::vector<int> dates;
  for (const LadderGame& g : in.games) dates.push_back(g.date ? g.date->ordinal() : 0);
  return dates;
}

}  // namespace elo::testing
