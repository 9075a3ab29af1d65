// The K applied and its reason, found from what the request asked and what the period did.
#include "game/k_applied.hpp"

#include "json/response_parts.hpp"

namespace elo {
namespace {

const char* ruleCode(KRule rule) {
  switch (rule) {
    case KRule::Reached2400: return "rating-2400";
    case KRule::JuniorUnder2300: return "junior";
    case KRule::NewToList: return "new-player";
    case KRule::Standard: break;
  }
  return "standard";
}

const char* reasonCode(const KApplied& a) {
  if (!(a.k == a.beforeCap)) return "cap-700";
  if (a.source == KSource::Given) return "given";
  if (a.source == KSource::Default) return "default";
  return ruleCode(a.rule);
}

}  // namespace

KApplied appliedK(const KChoice& choice, bool kGiven, std::optional<Rating> rating,
                  const PlayerRequest& player, const Parsed<int>& periodYear, KFactor k,
                  const std::optional<Period>& period) {
  KApplied a;
  a.k = period ? period->k : k;
  a.beforeCap = k;
  if (choice.automatic && periodYear.ok() && rating) {
    a.source = KSource::Profile;
    a.rule = kRuleFromProfile(*rating, player.profile, periodYear.value());
    if (a.rule == KRule::JuniorUnder2300) a.juniorLastYear = juniorLastYear(player.profile);
  } else {
    a.source = kGiven ? KSource::Given : KSource::Default;
  }
  // B.02 8.3.3: K × n ≤ 700 lowers K only over a period's counted games.
  if (period && !(period->k == k)) a.games = period->gamesCount;
  return a;
}

// Keys in sorted order: `games` and `kBeforeCap` when the 700 rule lowered K, `juniorUntil`
// when the junior rule gave it.
void writeKApplied(JsonWriter& w, const KApplied& a) {
  const bool capped = !(a.k == a.beforeCap);
  w.beginObject();
  if (capped) w.key("games").integer(a.games);
  if (!capped && a.juniorLastYear > 0) w.key("juniorUntil").integer(a.juniorLastYear);
  w.key("k");
  writeCenti(w, a.k.centi());
  if (capped) {
    w.key("kBeforeCap");
    writeCenti(w, a.beforeCap.centi());
  }
  w.key("reason").string(reasonCode(a));
  w.endObject();
}

}  // namespace elo
