#pragma once
// The articles of FIDE Handbook B.01 1.4 (Title Regulations effective 1 January 2024) that a
// title norm's figures come from, one small function each, and the words of a norm's checklist.

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "elo/quantities.hpp"

namespace elo {

/// The titles gained by norms (B.01 1.4), highest first.
enum class NormTitle { Gm, Im, Wgm, Wim };

/// "GM", "IM", "WGM", "WIM".
std::string_view normTitleName(NormTitle title);

/// The norm title an abbreviation names (upper case, as the file's reader writes titles).
std::optional<NormTitle> normTitleNamed(std::string_view name);

/// What the event's type waives (B.01 1.4.3 a–d): 1.4.3 and 1.4.4 together.
enum class NormExemption {
  None,
  NationalChampionship,  ///< 1.4.3a: a national championship's final.
  TeamChampionship,      ///< 1.4.3b: a national team championship.
  Zonal,                 ///< 1.4.3c: a zonal or sub-zonal tournament.
  Swiss,                 ///< 1.4.3d: computed from the file.
};

/// "none", "national-championship", "team-championship", "zonal", "swiss".
std::string_view normExemptionName(NormExemption exemption);

/// What a file cannot say, as a request gives it; each left empty takes the default.
struct NormOptions {
  NormExemption exemption = NormExemption::None;  ///< The event type's; 1.4.3d is computed.
  std::optional<bool> roundRobin;                 ///< Default: from 092.
  std::optional<int> plannedRounds;               ///< Default: XXR.
  /// The titles a player held when the event started, by starting rank (default: the file's).
  std::map<int, std::vector<std::string>> titlesHeld;
};

/// The figures of a title: 1.4.6's floor, 1.4.8's minimum Rp and minimum Ra.
struct NormThresholds {
  int floor = 0;
  int performance = 0;
  int average = 0;
};

/// B.01 1.4.6 and 1.4.8: GM 2200 / 2600 / 2380, IM 2050 / 2450 / 2230, WGM 2000 / 2400 / 2180,
/// WIM 1850 / 2250 / 2030.
NormThresholds normThresholds(NormTitle title);

/// B.01 1.4 with 0.3: the norm titles a player can still earn, given the titles they hold and
/// their sex (`w`: also WGM and WIM); a title held closes it and those below it.
std::vector<NormTitle> titlesOpen(std::string_view sex, const std::vector<std::string>& held);

/// B.01 1.4.1a: at least 9 games.
inline constexpr int kNormGames = 9;

/// B.01 1.4.1c: in a 9-round event, 8 games played and a game won by forfeit or a bye the pairing
/// allocated stand for 9 (once per title application).
bool standsInForNinthGame(int plannedRounds, int gamesPlayed, bool forfeitWinOrPairingBye);

/// B.01 1.4.2a: FIDE's own players (`FID`) are accepted, but are not a federation.
bool isFideFlag(std::string_view federation);

/// B.01 1.4.4: the most opponents from the player's own federation, 3/5 of the games, rounded down.
int mostFromOwnFederation(int games);

/// B.01 1.4.4: the most opponents from any one federation, 2/3 of the games, rounded down.
int mostFromOneFederation(int games);

/// B.01 1.4.5: a title that counts as one (GM, IM, FM, WGM, WIM, WFM; not CM nor WCM).
bool isTitleHolder(std::string_view title);

/// B.01 1.4.5: a title that counts for the norm: GM for GM; GM, IM for IM; GM, IM, WGM for WGM;
/// GM, IM, WGM, WIM for WIM.
bool holdsTitleFor(NormTitle norm, std::string_view title);

/// B.01 1.4.5: the fewest title holders, 50 % of the games rounded up.
int leastTitleHolders(int games);

/// B.01 1.4.5: the fewest holders of the norm's titles, a third of the games rounded up, and 3.
int leastHoldersOfNormTitles(int games);

/// B.01 1.4.6: an unrated opponent counts as 1400.
inline constexpr int kUnratedOpponent = 1400;

/// The opponents' ratings after B.01 1.4.6.
struct FlooredRatings {
  std::vector<Rating> ratings;        ///< One per game, the unrated as 1400, the one raised raised.
  std::optional<std::size_t> raised;  ///< The game whose opponent was raised (the first lowest).
  Rating from = Rating::fromCenti(0);  ///< That opponent's rating before (1400 when unrated).
};

/// B.01 1.4.6: unrated opponents count as 1400, and the lowest-rated opponent, when under the
/// floor, counts at it; only one is raised.
FlooredRatings applyRatingFloor(NormTitle title, const std::vector<std::optional<Rating>>& ratings);

/// B.01 1.4.7 and 1.4.9: Ra rounded .5 up, p a whole percent .5 up, dp from the table, Rp.
struct NormPerformance {
  std::int64_t average = 0;
  int percentage = 0;
  int dp = 0;
  std::int64_t performance = 0;
};

/// B.01 1.4.7 to 1.4.9 over the opponents' ratings as 1.4.6 left them.
NormPerformance normPerformance(const std::vector<Rating>& ratings, Score score);

/// B.01 1.4.8: a score of at least 35 %.
bool scoreReaches35Percent(Score score, int games);

/// Why a round does not count for a norm (B.01 1.4.1, 1.4.2).
enum class NormExclusion {
  NotPaired,
  Bye,                ///< H, F, U, Z: never a game (U may stand in, 1.4.1c).
  Forfeit,            ///< + or −: never a game (+ may stand in, 1.4.1c).
  NotPlayed,          ///< W, D, L.
  PairingMismatch,    ///< The two lines disagree about it.
  NoFederation,       ///< 1.4.2a: the opponent has no federation.
  UnratedZeroScorer,  ///< 1.4.2b: a round robin's unrated opponent who scored 0 against the rated.
};

/// "not-paired", "bye", "forfeit", "not-played", "pairing-mismatch", "no-federation",
/// "unrated-zero-score".
std::string_view normExclusionName(NormExclusion reason);

}  // namespace elo
