// The K applied and its reason: the rule's reason, and the 700 rule's when a period lowered K.
#include "elo/k_applied.hpp"

namespace elo {
namespace {

// FIDE B.02 8.3.3: 10 for 2400 reached, 40 for a junior under 2300 or a player new to the list,
// 20 otherwise.
KReason reasonForRule(KRule rule) {
  switch (rule) {
    case KRule::Reached2400: return KReason::Rating2400;
    case KRule::JuniorUnder2300: return KReason::Junior;
    case KRule::NewToList: return KReason::NewPlayer;
    case KRule::Standard: break;
  }
  return KReason::Standard;
}

}  // namespace

KApplied appliedForRule(KRule rule, const Profile& profile) {
  KApplied applied;
  applied.beforeCap = applied.k = kForRule(rule);
  applied.reason = reasonForRule(rule);
  if (rule == KRule::JuniorUnder2300) applied.juniorLastYear = juniorLastYear(profile);
  return applied;
}

// FIDE B.02 8.3.3: K × n ≤ 700 (ratePeriod applies it where the rules have it).
KApplied afterPeriod(KApplied applied, const Period& period) {
  applied.k = period.k;
  if (!(period.k == applied.beforeCap)) applied.games = period.gamesCount;
  return applied;
}

KReason statedReason(const KApplied& applied) {
  return applied.k == applied.beforeCap ? applied.reason : KReason::Cap700;
}

}  // namespace elo
