#pragma once
// The K the game and the tournament applied to player A, and why (internal): from what the
// request asked (a K typed, left empty, or from the profile) and what the period did.

#include <optional>

#include "elo/k_applied.hpp"
#include "elo/parse.hpp"
#include "elo/period.hpp"
#include "elo/rules.hpp"
#include "game/game_request.hpp"

namespace elo {

/// Why the player's K is `k`: the request's choice, the profile's rule and the period (if any).
KApplied appliedK(const KChoice& choice, bool kGiven, std::optional<Rating> rating,
                  const PlayerRequest& player, const Parsed<int>& periodYear, KFactor k,
                  const std::optional<Period>& period);

}  // namespace elo
