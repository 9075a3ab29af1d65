// What a TRF's result codes mean (the points a result gives, whether it is a game played, which
// two results make one game) and a file's players by starting rank.
#include "elo/trf_file.hpp"

#include <algorithm>
#include <cstddef>

namespace elo {

bool isPlayed(TrfResult r) {
  return r == TrfResult::Win || r == TrfResult::Draw || r == TrfResult::Loss;
}

// The points column's sum: a win, forfeit win, quick win and full-point byes (F, U) 1; a draw,
// quick draw and half-point bye ½; everything else 0.
Score resultPoints(TrfResult r) {
  switch (r) {
    case TrfResult::Win:
    case TrfResult::ForfeitWin:
    case TrfResult::QuickWin:
    case TrfResult::FullBye:
    case TrfResult::PairingBye: return Score::win();
    case TrfResult::Draw:
    case TrfResult::QuickDraw:
    case TrfResult::HalfBye: return Score::draw();
    default: return Score::loss();
  }
}

bool complementary(TrfResult a, TrfResult b) {
  const auto pair = [&](TrfResult x, TrfResult y) {
    return (a == x && b == y) || (a == y && b == x);
  };
  return pair(TrfResult::Win, TrfResult::Loss) || pair(TrfResult::Draw, TrfResult::Draw) ||
         pair(TrfResult::ForfeitWin, TrfResult::ForfeitLoss) ||
         pair(TrfResult::QuickWin, TrfResult::QuickLoss) ||
         pair(TrfResult::QuickDraw, TrfResult::QuickDraw);
}

const TrfPlayer* TrfFile::player(int startRank) const {
  // Files mostly list ranks 1, 2, 3, … in order: the player is then at its rank's place (the
  // first with that rank, as the search below finds it).
  const auto at = static_cast<std::size_t>(startRank) - 1;
  if (at < players.size() && players[at].startRank == startRank &&
      (at == 0 || players[at - 1].startRank < startRank))
    return &players[at];
  // Else the first player whose rank is not below startRank.
  const auto found =
      std::lower_bound(players.begin(), players.end(), startRank,
                       [](const TrfPlayer& p, int rank) { return p.startRank < rank; });
  return found != players.end() && found->startRank == startRank ? &*found : nullptr;
}

}  // namespace elo
