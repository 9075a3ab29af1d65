#pragma once
// The K a player's games were rated with and why (internal): typed, the default, one of FIDE
// B.02 8.3.3's rules for a K from the profile, or lowered by K × n ≤ 700, with the numbers a page
// needs to say so ("40: junior until the end of 2026", "38: K × n ≤ 700 with 18 games").

#include <optional>

#include "elo/parse.hpp"
#include "elo/period.hpp"
#include "elo/rules.hpp"
#include "game/game_request.hpp"
#include "json/json_writer.hpp"

namespace elo {

/// Where a K came from, before the 700 rule.
enum class KSource { Given, Default, Profile };

/// The K applied to the player's games, and why.
struct KApplied {
  KFactor k = kStandardK;          ///< As applied, after the 700 rule.
  KFactor beforeCap = kStandardK;  ///< Before the 700 rule.
  KSource source = KSource::Default;
  KRule rule = KRule::Standard;  ///< The profile's rule, when source is Profile.
  int juniorLastYear = 0;        ///< For KRule::JuniorUnder2300: the last year as a junior.
  int games = 0;                 ///< The games K × n ≤ 700 counted, when it lowered K.
};

/// Why the player's K is `k`: the request's choice, the profile's rule and the period (if any).
KApplied appliedK(const KChoice& choice, bool kGiven, std::optional<Rating> rating,
                  const PlayerRequest& player, const Parsed<int>& periodYear, KFactor k,
                  const std::optional<Period>& period);

/// `{ k, reason, … }` as the response's `kApplied`.
void writeKApplied(JsonWriter& w, const KApplied& applied);

}  // namespace elo
