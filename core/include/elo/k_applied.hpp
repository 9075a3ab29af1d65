#pragma once
// The K a player's games were rated with and why, one model for every mode that applies a K
// (the game, the tournament, an event's players): typed, the default, one of FIDE B.02 8.3.3's
// rules, or lowered by K × n ≤ 700, with the numbers a page needs to say so ("40: junior until
// the end of 2026", "38: K × n ≤ 700 with 18 games").

#include "elo/period.hpp"
#include "elo/quantities.hpp"
#include "elo/rules.hpp"

namespace elo {

/// Why a player's K is what it is.
enum class KReason {
  Given,       ///< A number in the request, for everybody or for this player.
  Default,     ///< No K in the request and none from the profile: the standard 20.
  Rating2400,  ///< 10: the rating, or a peak given, has reached 2400.
  Junior,      ///< 40: 18 or younger at the end of the period's year, rated under 2300.
  NewPlayer,   ///< 40: fewer than 30 rated games, as given.
  Standard,    ///< 20: none of the above as far as known (an event assumes 30 games or more).
  NoDate,      ///< 20: the junior rule could not be checked, the event having no date.
  Cap700,      ///< Lowered by K × n ≤ 700 over the period's counted games.
};

/// The K applied to a player's games, and why.
struct KApplied {
  KFactor k = kStandardK;             ///< As applied, after the 700 rule.
  KFactor beforeCap = kStandardK;     ///< Before the 700 rule.
  KReason reason = KReason::Default;  ///< Why `beforeCap` is what it is (never Cap700).
  int juniorLastYear = 0;             ///< For KReason::Junior: the last year as a junior.
  int games = 0;                      ///< The games K × n ≤ 700 counted, when it lowered K.
  bool gamesAssumed = false;  ///< Standard: 30 rated games or more taken, the number not known.
};

/// FIDE B.02 8.3.3: the K `rule` gives from `profile`, and why (a junior's last year with it).
KApplied appliedForRule(KRule rule, const Profile& profile);

/// `applied` after the period rated with its K: FIDE B.02 8.3.3's K × n ≤ 700 lowers K only over
/// a period's counted games, and the games are kept when it did.
KApplied afterPeriod(KApplied applied, const Period& period);

/// The reason as the answer says it: Cap700 when the 700 rule lowered K, else `reason`.
KReason statedReason(const KApplied& applied);

}  // namespace elo
