#pragma once
// The rating rules, one small function each. Sources: FIDE Handbook B.02 (Rating Regulations,
// effective 1 October 2025), B.01 (Title Regulations) and the Rapid and Blitz Rating
// Regulations (approved 15 December 2023, applied from 1 March 2024; "R&B" below).

#include <optional>
#include <string_view>

#include "elo/quantities.hpp"
#include "elo/uscf.hpp"

namespace elo {

/// How the expected score is found.
enum class ExpectedModel { Formula, Table };

/// Which players have a difference over 400 points counted as 400.
enum class Cap400 { Off, Below2650, All };

/// Whose rules a rule set is: the FIDE family (plain Elo and FIDE's lists) or a national system.
enum class RatingSystem { Elo, Fide, Uscf, Dwz };

/// Which of FIDE's three lists a rule set rates for.
enum class FideList { Standard, Rapid, Blitz };

/// A rule set: the preset's parts, each of which a request may override.
struct RuleSet {
  ExpectedModel expected = ExpectedModel::Formula;
  Cap400 cap400 = Cap400::Off;
  bool kCap700 = false;
  bool automaticK = false;  ///< Whether K may be taken from the player's profile (B.02 8.3.3).
  bool exclude600 = false;  ///< Whether the 600-point rule leaves games unrated (R&B 7.3.1).
  RatingSystem system = RatingSystem::Elo;
  FideList list = FideList::Standard;  ///< FIDE's list; Standard for plain Elo.
  std::string_view preset = "elo";     ///< The preset's name, whatever the request overrode.
  double bonusThreshold =
      kUscfDefaultBonusThreshold;  ///< US Chess: B of the bonus (uscf.hpp); unused elsewhere.
  bool dualRated = false;          ///< US Chess: the regular rating of a dual-rated event.
};

/// The plain Elo formula: logistic expectation, no cap, no K limit, K as given.
RuleSet eloRules();
/// FIDE's official rules for standard chess (B.02 from 1 October 2025).
RuleSet fideRules();
/// FIDE's rules from 1 March 2024 to 30 September 2025: the 400-point rule for everybody.
RuleSet fide2024Rules();
/// FIDE's rules for the rapid list (R&B chapter).
RuleSet fideRapidRules();
/// FIDE's rules for the blitz list (R&B chapter).
RuleSet fideBlitzRules();
/// US Chess's rules (Glickman and Doan, "The US Chess Rating System", 2020 edition).
RuleSet uscfRules();
/// The DWZ's rules (DSB Wertungsordnung 3.5.2, Anhang 1.2 and 2.1).
RuleSet dwzRules();
/// Whether the rule set is a national system's (US Chess, DWZ), not FIDE's or plain Elo.
bool isNationalSystem(const RuleSet& rules);
/// The preset called `name` ("elo", "fide", "fide-2024", "fide-rapid", "fide-blitz", "uscf",
/// "dwz"), or none.
std::optional<RuleSet> presetNamed(std::string_view name);
/// The name of a system as the response writes it ("elo", "fide", "uscf", "dwz").
std::string_view systemName(RatingSystem system);
/// The name of a list as the response writes it ("standard", "rapid", "blitz").
std::string_view listName(FideList list);

/// The difference own − opponent, before any rule is applied.
RatingDifference ratingDifference(Rating own, Rating opponent);

/// FIDE B.02 8.3.1: over 400 counts as 400, for whom the variant says (no rating: not exempt).
RatingDifference applyCap400(Cap400 variant, std::optional<Rating> own,
                             RatingDifference difference);

/// FIDE B.02 8.3.1: since 1 October 2025 a player rated 2650 or more uses the full difference.
bool exemptFromCap400(Rating own);

/// FIDE B.02 8.3.2: a difference with decimals is taken to the nearest whole number for the table.
std::int64_t wholeDifference(RatingDifference difference);

/// Elo's logistic expectation: E = 1 / (1 + 10^(−D / 400)).
Expected formulaExpected(RatingDifference difference);

/// FIDE B.02 8.3.2 with table 8.1.2: PD from column H for D ≥ 0, column L for D < 0.
Expected tableExpected(RatingDifference difference);

/// The difference own − opponent as a rule set counts it: after the 400-point rule.
RatingDifference cappedDifference(const RuleSet& rules, Rating own, Rating opponent);

/// The expected score for a difference already counted by the rule set (see cappedDifference).
Expected expectedFromDifference(const RuleSet& rules, RatingDifference counted);

/// The expected score under a rule set, the 400-point rule included.
Expected expectedScore(const RuleSet& rules, Rating own, Rating opponent);

/// R&B 7.3.1: a difference of 600 or more with a player above 2600 leaves the game unrated.
bool excludedBy600(Rating own, Rating opponent);

/// Whether the rule set leaves a game between these ratings unrated (R&B 7.3.1).
bool gameNotRated(const RuleSet& rules, Rating own, Rating opponent);

/// Where the rating a player is rated with comes from.
enum class RatingSource { List, Standard };

/// A player's rating for the rule set's list, with where it came from; none: unrated.
struct ListRating {
  std::optional<Rating> rating;
  RatingSource source = RatingSource::List;
};

/// The name of a source as the response writes it ("list", "standard").
std::string_view ratingSourceName(RatingSource source);

/// Whether the rule set rates an unrated player with a standard rating (R&B 7.2.1).
bool usesStandardRating(const RuleSet& rules);

/// R&B 7.2.1: an unrated player with a standard rating is rated, with that rating.
ListRating ratingForList(const RuleSet& rules, std::optional<Rating> listRating,
                         std::optional<Rating> standardRating);

/// What a player's K depends on (FIDE B.02 8.3.3).
struct Profile {
  int birthYear = 0;           ///< Year of birth.
  int ratedGames = 0;          ///< Rated games completed before this period.
  std::optional<Rating> peak;  ///< Highest published rating ever, if known.
};

/// FIDE B.02 8.3.3: K = 10 once a published rating has reached 2400, for good.
bool hasReached2400(Rating current, const Profile& profile);

/// FIDE B.02 8.3.3: K = 40 until the end of the year of the 18th birthday, rating under 2300.
bool isJuniorUnder2300(Rating current, const Profile& profile, int periodYear);

/// FIDE B.02 8.3.3: K = 40 for a player new to the list until 30 games are completed.
bool isNewToList(const Profile& profile);

/// Which rule of FIDE B.02 8.3.3 gives a player's K.
enum class KRule { Reached2400, JuniorUnder2300, NewToList, Standard };

/// FIDE B.02 8.3.3: the rule that gives K, from which rules hold, in kFromProfile's order.
KRule kRule(bool reached2400, bool juniorUnder2300, bool newToList);

/// FIDE B.02 8.3.3: the K a rule gives (10, 40, 40, 20).
KFactor kForRule(KRule rule);

/// FIDE B.02 8.3.3: the rule that gives K from the profile, in kRule's order.
KRule kRuleFromProfile(Rating current, const Profile& profile, int periodYear);

/// FIDE B.02 8.3.3: the last year a player is a junior, that of their 18th birthday.
int juniorLastYear(const Profile& profile);

/// FIDE B.02 8.3.3: K from the profile, in the order that matches published lists.
KFactor kFromProfile(Rating current, const Profile& profile, int periodYear);

/// FIDE's K for a player who is neither new, junior nor 2400 (B.02 8.3.3).
inline constexpr KFactor kStandardK = KFactor::whole(20);

/// A player's K as asked for: a number, or taken from the player's profile.
struct KChoice {
  bool automatic = false;  ///< From the profile (FIDE B.02 8.3.3); `k` is then unused.
  KFactor k = kStandardK;
};

/// FIDE B.02 8.3.3: if K × n exceeds 700, K is the largest whole number with K × n ≤ 700.
KFactor capK700(KFactor k, int games);

}  // namespace elo
