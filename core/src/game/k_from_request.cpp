// Player A's K and its reason, found from what the request asked and what the period did.
#include "game/k_from_request.hpp"

namespace elo {

KApplied appliedK(const KChoice& choice, bool kGiven, std::optional<Rating> rating,
                  const PlayerRequest& player, const Parsed<int>& periodYear, KFactor k,
                  const std::optional<Period>& period) {
  KApplied a;
  a.k = k;
  a.beforeCap = k;
  if (choice.automatic && periodYear.ok() && rating) {
    const KRule rule = kRuleFromProfile(*rating, player.profile, periodYear.value());
    a.reason = reasonForRule(rule);
    if (rule == KRule::JuniorUnder2300) a.juniorLastYear = juniorLastYear(player.profile);
  } else {
    a.reason = kGiven ? KReason::Given : KReason::Default;
  }
  return period ? afterPeriod(a, *period) : a;
}

}  // namespace elo
