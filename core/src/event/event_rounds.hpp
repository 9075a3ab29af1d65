#pragma once
// An event player's rounds as every rating system reads them (internal): the rating each player
// has for the rules, and which rounds are games to rate.

#include <optional>

#include "elo/rated_event.hpp"

namespace elo {

/// The request's overrides for a starting rank; none when it gives none.
const PlayerOverride* overrideFor(const EventOptions& options, int startRank);

/// The player's rating for the rules' list, with where it came from.
ListRating listRatingOf(const EventOptions& options, const TrfPlayer& player);

/// Every round of `p` (whose `trf` and `rating` are set) with the opponent's rating and whether
/// it counts for FIDE's rules; and the player's points.
void readRounds(const TrfFile& file, const EventOptions& options, EventPlayer& p);

}  // namespace elo
