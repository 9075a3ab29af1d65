// The rounds of an event's players: the rating each player has for the rules, and which rounds
// are games to rate.
#include "event/event_rounds.hpp"

#include <cstddef>

namespace elo {
namespace {

bool isBye(TrfResult r) {
  return r == TrfResult::HalfBye || r == TrfResult::FullBye || r == TrfResult::PairingBye ||
         r == TrfResult::ZeroBye;
}

bool isForfeit(TrfResult r) { return r == TrfResult::ForfeitWin || r == TrfResult::ForfeitLoss; }

// B.02 7.1.4 and 8.3: only games played over the board against a rated opponent are rated;
// a game the two lines disagree about is not known to have been played as either says; R&B
// 7.3.1: nor, for either player, one the 600-point rule leaves unrated.
GameStatus statusOf(const RuleSet& rules, const std::optional<Rating>& own, const TrfRound& r,
                    const std::optional<Rating>& opponentRating) {
  if (r.result == TrfResult::NotPaired) return GameStatus::NotPaired;
  if (isBye(r.result) || (!r.opponent && isPlayed(r.result))) return GameStatus::Bye;
  if (isForfeit(r.result)) return GameStatus::Forfeit;
  if (!isPlayed(r.result)) return GameStatus::NotPlayed;
  if (r.pairingMismatch) return GameStatus::PairingMismatch;
  if (!opponentRating) return GameStatus::UnratedOpponent;
  if (own && gameNotRated(rules, *own, *opponentRating)) return GameStatus::RatingGap600;
  return GameStatus::Counts;
}

}  // namespace

const PlayerOverride* overrideFor(const EventOptions& options, int startRank) {
  const auto it = options.overrides.find(startRank);
  return it == options.overrides.end() ? nullptr : &it->second;
}

// The file's rating, unless the request gives another; for a player unrated on a rapid or blitz
// list, a standard rating given for them (R&B 7.2.1).
ListRating listRatingOf(const EventOptions& options, const TrfPlayer& player) {
  const PlayerOverride* o = overrideFor(options, player.startRank);
  const std::optional<Rating> listed = o && o->rating ? *o->rating : player.rating;
  return ratingForList(options.rules, listed, o ? o->standardRating : std::nullopt);
}

// Every round of the player, with the opponent's rating and whether it counts.
void readRounds(const TrfFile& file, const EventOptions& options, EventPlayer& p) {
  p.games.reserve(p.trf.rounds.size());
  for (std::size_t k = 0; k < p.trf.rounds.size(); ++k) {
    EventGame g;
    g.round = static_cast<int>(k) + 1;
    g.trf = p.trf.rounds[k];
    if (g.trf.opponent) {
      if (const TrfPlayer* opponent = file.player(*g.trf.opponent))
        g.opponentRating = listRatingOf(options, *opponent).rating;
    }
    g.status = statusOf(options.rules, p.rating, g.trf, g.opponentRating);
    p.points = Score::fromHalves(p.points.halves() + resultPoints(g.trf.result).halves());
    p.games.push_back(g);
  }
}

}  // namespace elo
