// The checks of a TRF that concern more than one line: starting ranks, opponents, pairings and
// points, and what a file cut off leaves unsaid.
#include "event/trf_checks.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace elo {
namespace {

// Orders items by a number, ties in their first order.
template <class T, class Key>
void orderBy(std::vector<T>& items, Key key) {
  std::stable_sort(items.begin(), items.end(),
                   [&key](const T& a, const T& b) { return key(a) < key(b); });
}

void sortAndFindDuplicates(TrfFile& file) {
  orderBy(file.players, [](const TrfPlayer& p) { return p.startRank; });
  for (std::size_t i = 1; i < file.players.size(); ++i) {
    const TrfPlayer& a = file.players[i - 1];
    const TrfPlayer& b = file.players[i];
    if (a.startRank == b.startRank)
      file.errors.push_back({ErrorCode::TrfRankDuplicate, std::max(a.line, b.line), 0});
  }
}

// The event has as many rounds as the last block any line fills; shorter lines were not paired.
void giveEveryoneEveryRound(TrfFile& file) {
  file.rounds = 0;
  for (TrfPlayer& p : file.players) {
    while (!p.rounds.empty() && p.rounds.back().result == TrfResult::NotPaired) p.rounds.pop_back();
    file.rounds = std::max(file.rounds, static_cast<int>(p.rounds.size()));
  }
  for (TrfPlayer& p : file.players) p.rounds.resize(static_cast<std::size_t>(file.rounds));
}

// Every opponent named is another player line.
void checkOpponents(TrfFile& file) {
  for (const TrfPlayer& p : file.players) {
    for (std::size_t k = 0; k < p.rounds.size(); ++k) {
      const std::optional<int> opponent = p.rounds[k].opponent;
      const int round = static_cast<int>(k) + 1;
      if (!opponent) continue;
      if (*opponent == p.startRank)
        file.errors.push_back({ErrorCode::TrfLineInvalid, p.line, round});
      else if (!file.player(*opponent))
        file.errors.push_back({ErrorCode::TrfOpponentUnknown, p.line, round});
    }
  }
}

TrfPlayer* mutablePlayer(TrfFile& file, int startRank) {
  const TrfPlayer* found = file.player(startRank);
  return found ? &file.players[static_cast<std::size_t>(found - file.players.data())] : nullptr;
}

// A lists B in round r: B must list A in round r, with the complementary result. Otherwise that
// game is rated for neither, and the pair is named once.
void checkPairings(TrfFile& file) {
  for (TrfPlayer& a : file.players) {
    for (std::size_t k = 0; k < a.rounds.size(); ++k) {
      TrfRound& mine = a.rounds[k];
      if (!mine.opponent || *mine.opponent == a.startRank) continue;
      TrfPlayer* b = mutablePlayer(file, *mine.opponent);
      if (!b) continue;
      TrfRound& theirs = b->rounds[k];
      const bool listsMe = theirs.opponent == a.startRank;
      if (listsMe && complementary(mine.result, theirs.result)) continue;
      mine.pairingMismatch = true;
      if (listsMe) theirs.pairingMismatch = true;
      if (listsMe && b->startRank < a.startRank) continue;  // named when b's line was checked
      TrfWarning w{WarningCode::PairingMismatch};
      w.startRank = a.startRank;
      w.opponent = b->startRank;
      w.round = static_cast<int>(k) + 1;
      w.line = a.line;
      w.otherLine = b->line;
      file.warnings.push_back(w);
    }
  }
}

// The points column is the sum of the results (1, =, 0, +, -, W, D, L, and the byes F U H Z).
void checkPoints(TrfFile& file) {
  for (const TrfPlayer& p : file.players) {
    int halves = 0;
    for (const TrfRound& r : p.rounds) halves += resultPoints(r.result).halves();
    if (!p.pointsInFile || p.pointsInFile->halves() == halves) continue;
    TrfWarning w{WarningCode::PointsMismatch};
    w.startRank = p.startRank;
    w.line = p.line;
    w.points = Score::fromHalves(halves);
    w.pointsInFile = *p.pointsInFile;
    file.warnings.push_back(w);
  }
}

}  // namespace

void checkPlayers(TrfFile& file) {
  sortAndFindDuplicates(file);
  giveEveryoneEveryRound(file);
  checkOpponents(file);
  checkPairings(file);
  checkPoints(file);
  orderBy(file.errors, [](const TrfError& e) { return e.line; });
}

// FIDE C.04 Annex 2 (TRF16): each starting rank a round names has a player line, and 062 is
// the number of players. A file whose lines stop, whole, before its last players' lines names
// them in the rounds of the lines it has: games with ranks above every line's, that no line
// answers (the line of a present player named in that round would be one). A rank above the
// rest named once, with 062 absent or agreeing, is as likely a slip as a cut, and not said so;
// 062 counting more players than the lines is said so even where no round names the missing;
// so is a rank named below the last line's while its line is missing, or a last line that is
// not the highest rank's (the lines were not in rank order, or the last is unreadable).
bool endsEarly(const TrfFile& file, int lastLine) {
  if (file.players.empty() || file.players.back().line != lastLine) return false;
  const int highest = file.players.back().startRank;
  // The games a line names a player in whose own line names someone else: (player, round).
  std::vector<std::pair<int, int>> answered;
  for (const TrfWarning& w : file.warnings) {
    if (w.code == WarningCode::PairingMismatch) answered.emplace_back(w.opponent, w.round);
  }
  std::sort(answered.begin(), answered.end());
  int missing = 0;
  for (const TrfPlayer& p : file.players) {
    for (std::size_t k = 0; k < p.rounds.size(); ++k) {
      const std::optional<int> opponent = p.rounds[k].opponent;
      if (!opponent || file.player(*opponent)) continue;
      const std::pair<int, int> game{p.startRank, static_cast<int>(k) + 1};
      if (*opponent < highest || std::binary_search(answered.begin(), answered.end(), game))
        return false;
      ++missing;
    }
  }
  const bool counted = file.header.playerCount.value_or(0) > static_cast<int>(file.players.size());
  return missing >= 2 || counted;
}

void sayCutOff(TrfFile& file, const TrfError& said) {
  std::vector<TrfError> errors{said};
  const bool lineCut = said.code == ErrorCode::TrfTruncated;
  for (TrfError& e : file.errors) {
    if ((!lineCut || e.line != said.line) && e.code != ErrorCode::TrfOpponentUnknown)
      errors.push_back(e);
  }
  file.errors = std::move(errors);
}

}  // namespace elo
