// Player A's K and its reason, found from what the request asked and what the period did.
#include "game/k_from_request.hpp"

namespace elo {

KApplied appliedK(const KChoice& choice, bool kGiven, std::optional<Rating> rating,
                  const PlayerRequest& player, const Parsed<int>& periodYear, KFactor k,
                  const std::optional<Period>& period) {
  KApplied a;
  if (choice.automatic && periodYear.ok() && rating) {
    a = appliedForRule(kRuleFromProfile(*rating, player.profile, periodYear.value()),
                       player.profile);
  } else {
    a.beforeCap = a.k = k;
    a.reason = kGiven ? KReason::Given : KReason::Default;
  }
  return period ? afterPeriod(a, *period) : a;
}

}  // namespace elo
