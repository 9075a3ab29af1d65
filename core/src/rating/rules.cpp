#include "elo/rules.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "elo/dwz.hpp"
#include "elo/rounding.hpp"
#include "elo/tables.hpp"
#include "support/memo.hpp"
#include "support/power.hpp"

namespace elo {
namespace {

constexpr std::int64_t kCap400Centi = 400 * 100;
constexpr Rating kCap400Exemption = Rating::fromPoints(2650);
constexpr Rating kK10Threshold = Rating::fromPoints(2400);
constexpr Rating kJuniorRatingLimit = Rating::fromPoints(2300);
constexpr int kJuniorLastAge = 18;
constexpr int kGamesToLeaveNewList = 30;
constexpr std::int64_t kMaxKTimesGames = 700;
constexpr std::int64_t kExclusionGapCenti = 600 * 100;
constexpr Rating kExclusionRatingFloor = Rating::fromPoints(2600);

}  // namespace

RuleSet eloRules() { return {}; }

// B.02 as in force since 1 October 2025: table 8.1.2 (8.3.2), the 400-point rule with the 2650
// exemption (8.3.1), K × n ≤ 700 and K from the player's profile (8.3.3).
RuleSet fideRules() {
  RuleSet rules;
  rules.expected = ExpectedModel::Table;
  rules.cap400 = Cap400::Below2650;
  rules.kCap700 = true;
  rules.automaticK = true;
  rules.system = RatingSystem::Fide;
  rules.preset = "fide";
  return rules;
}

// B.02 as in force from 1 March 2024 to 30 September 2025: as now, but 8.3.1 counted a
// difference over 400 as 400 for every player.
RuleSet fide2024Rules() {
  RuleSet rules = fideRules();
  rules.cap400 = Cap400::All;
  rules.preset = "fide-2024";
  return rules;
}

namespace {

// R&B: the standard text but for these. 7.3.2 uses table 7.1.2 (= 8.1.2); 7.3.3's K is the
// standard's since 1 October 2022 (K × n ≤ 700 included); 7.3.1 says "A difference in rating of
// more than 400 points shall be counted for rating purposes as though it were a difference of
// 400 points", with no 2650 exemption, and leaves games unrated by the 600-point rule.
RuleSet rapidAndBlitzRules(FideList list, std::string_view preset) {
  RuleSet rules = fideRules();
  rules.cap400 = Cap400::All;
  rules.exclude600 = true;
  rules.list = list;
  rules.preset = preset;
  return rules;
}

}  // namespace

RuleSet fideRapidRules() { return rapidAndBlitzRules(FideList::Rapid, "fide-rapid"); }

RuleSet fideBlitzRules() { return rapidAndBlitzRules(FideList::Blitz, "fide-blitz"); }

// US Chess: its own formulas (uscf.hpp), none of FIDE's switches; B = 10 since 2025.
RuleSet uscfRules() {
  RuleSet rules;
  rules.system = RatingSystem::Uscf;
  rules.preset = "uscf";
  return rules;
}

// DWZ: its own formulas (dwz.hpp), none of FIDE's switches.
RuleSet dwzRules() {
  RuleSet rules;
  rules.system = RatingSystem::Dwz;
  rules.preset = "dwz";
  return rules;
}

bool isNationalSystem(const RuleSet& rules) {
  return rules.system == RatingSystem::Uscf || rules.system == RatingSystem::Dwz;
}

std::optional<RuleSet> presetNamed(std::string_view name) {
  if (name == "elo") return eloRules();
  if (name == "fide") return fideRules();
  if (name == "fide-2024") return fide2024Rules();
  if (name == "fide-rapid") return fideRapidRules();
  if (name == "fide-blitz") return fideBlitzRules();
  if (name == "uscf") return uscfRules();
  if (name == "dwz") return dwzRules();
  return std::nullopt;
}

std::string_view systemName(RatingSystem system) {
  switch (system) {
    case RatingSystem::Fide: return "fide";
    case RatingSystem::Uscf: return "uscf";
    case RatingSystem::Dwz: return "dwz";
    case RatingSystem::Elo: break;
  }
  return "elo";
}

std::string_view listName(FideList list) {
  switch (list) {
    case FideList::Rapid: return "rapid";
    case FideList::Blitz: return "blitz";
    case FideList::Standard: break;
  }
  return "standard";
}

RatingDifference ratingDifference(Rating own, Rating opponent) {
  return {own.centi() - opponent.centi()};
}

// B.02 8.3.1: "a player rated 2650 or higher" keeps the full difference (since 1 October 2025).
bool exemptFromCap400(Rating own) { return own.centi() >= kCap400Exemption.centi(); }

// B.02 8.3.1: a difference in rating of more than 400 points is counted as 400 points.
RatingDifference applyCap400(Cap400 variant, std::optional<Rating> own,
                             RatingDifference difference) {
  const bool exempt = own && exemptFromCap400(*own);
  const bool applies = variant == Cap400::All || (variant == Cap400::Below2650 && !exempt);
  if (!applies) return difference;
  return {std::clamp(difference.centi, -kCap400Centi, kCap400Centi)};
}

// B.02 8.3.2: D is a whole number; a difference with decimals is rounded, .5 away from zero.
std::int64_t wholeDifference(RatingDifference difference) {
  return roundHalfAwayFromZero(difference.centi, 100);
}

namespace {

// Elo's logistic curve: E = 1 / (1 + 10^(−D / 400)), D in points.
double logisticExpected(std::int64_t differenceCenti) {
  const double d = static_cast<double>(differenceCenti) / 100.0;
  return 1.0 / (1.0 + tenTo(-d / 400.0));
}

// Speed only, the answer is the same without it: pow is slow in wasm, and a list's differences
// repeat (a period's games are all from one rating), so the last 256 are remembered; part of
// what took a 10,000-line list's call from 3.12 to 2.12 times the plain-JS reference's time.
// One a thread: calls on two threads never share it.
double rememberedLogisticExpected(std::int64_t differenceCenti) {
  thread_local Memo<double, 256> recent;
  return recent.get(differenceCenti, logisticExpected);
}

}  // namespace

Expected formulaExpected(RatingDifference difference) {
  return Expected::exact(rememberedLogisticExpected(difference.centi));
}

// B.02 8.3.2 with table 8.1.2: PD from column H when D ≥ 0, from column L when D < 0.
Expected tableExpected(RatingDifference difference) {
  const std::int64_t d = wholeDifference(difference);
  const int high = tablePdHigherHundredths(d < 0 ? -d : d);
  return Expected::fromHundredths(d >= 0 ? high : 100 - high);
}

RatingDifference cappedDifference(const RuleSet& rules, Rating own, Rating opponent) {
  return applyCap400(rules.cap400, own, ratingDifference(own, opponent));
}

Expected expectedFromDifference(const RuleSet& rules, RatingDifference counted) {
  if (rules.system == RatingSystem::Dwz)
    return Expected::exact(static_cast<double>(dwzExpectedThousandths(counted)) / 1000);
  return rules.expected == ExpectedModel::Table ? tableExpected(counted) : formulaExpected(counted);
}

Expected expectedScore(const RuleSet& rules, Rating own, Rating opponent) {
  return expectedFromDifference(rules, cappedDifference(rules, own, opponent));
}

// R&B 7.3.1: "Effective from 1 December 2024: Games played between players with a rating
// difference of 600 points or more shall not be rated if at least one of the players is rated
// above 2600 on the relevant list." Exactly 600 is excluded; 2600 itself is not above 2600.
bool excludedBy600(Rating own, Rating opponent) {
  const std::int64_t gap = own.centi() - opponent.centi();
  const bool wide = gap >= kExclusionGapCenti || -gap >= kExclusionGapCenti;
  const std::int64_t higher = std::max(own.centi(), opponent.centi());
  return wide && higher > kExclusionRatingFloor.centi();
}

bool gameNotRated(const RuleSet& rules, Rating own, Rating opponent) {
  return rules.exclude600 && excludedBy600(own, opponent);
}

std::string_view ratingSourceName(RatingSource source) {
  return source == RatingSource::Standard ? "standard" : "list";
}

bool usesStandardRating(const RuleSet& rules) {
  return rules.system == RatingSystem::Fide && rules.list != FideList::Standard;
}

// R&B 7.2.1: "If an unrated player has a standard rating at the beginning of a rapid or blitz
// tournament, their standard rating is used for rating calculation. Such a player is considered
// to be rated, and 7.2.2 to 7.2.5 below do not apply."
ListRating ratingForList(const RuleSet& rules, std::optional<Rating> listRating,
                         std::optional<Rating> standardRating) {
  if (listRating || !standardRating || !usesStandardRating(rules)) return {listRating};
  return {standardRating, RatingSource::Standard};
}

// B.02 8.3.3: K = 10 "once a player's published rating has reached 2400", even if it drops.
bool hasReached2400(Rating current, const Profile& profile) {
  const std::int64_t peak = std::max(current.centi(), profile.peak ? profile.peak->centi() : 0);
  return peak >= kK10Threshold.centi();
}

// B.02 8.3.3: K = 40 until the end of the year of the 18th birthday, while rated under 2300.
bool isJuniorUnder2300(Rating current, const Profile& profile, int periodYear) {
  return periodYear - profile.birthYear <= kJuniorLastAge &&
         current.centi() < kJuniorRatingLimit.centi();
}

// B.02 8.3.3: K = 40 for a new player until events totalling at least 30 games are completed.
bool isNewToList(const Profile& profile) { return profile.ratedGames < kGamesToLeaveNewList; }

// B.02 8.3.3 gives no order; this one (2400 first, then junior, then new) matches published lists.
KRule kRule(bool reached2400, bool juniorUnder2300, bool newToList) {
  if (reached2400) return KRule::Reached2400;
  if (juniorUnder2300) return KRule::JuniorUnder2300;
  if (newToList) return KRule::NewToList;
  return KRule::Standard;
}

// B.02 8.3.3: K = 10 from 2400, 40 for juniors under 2300 and new players, 20 otherwise.
KFactor kForRule(KRule rule) {
  switch (rule) {
    case KRule::Reached2400: return KFactor::whole(10);
    case KRule::JuniorUnder2300:
    case KRule::NewToList: return KFactor::whole(40);
    case KRule::Standard: break;
  }
  return kStandardK;
}

KRule kRuleFromProfile(Rating current, const Profile& profile, int periodYear) {
  return kRule(hasReached2400(current, profile), isJuniorUnder2300(current, profile, periodYear),
               isNewToList(profile));
}

// B.02 8.3.3: K = 40 "until the end of the year of their 18th birthday".
int juniorLastYear(const Profile& profile) { return profile.birthYear + kJuniorLastAge; }

KFactor kFromProfile(Rating current, const Profile& profile, int periodYear) {
  return kForRule(kRuleFromProfile(current, profile, periodYear));
}

// B.02 8.3.3: if K × n exceeds 700, K is the largest whole number such that K × n ≤ 700.
KFactor capK700(KFactor k, int games) {
  if (games <= 0 || k.centi() * games <= kMaxKTimesGames * 100) return k;
  return KFactor::whole(kMaxKTimesGames / games);
}

}  // namespace elo
