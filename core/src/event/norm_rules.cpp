// The articles of FIDE B.01 1.4 (Title Regulations effective 1 January 2024) that a norm's
// figures come from, one small function each; norms.cpp applies them to an event's players.
#include "elo/norm_rules.hpp"

#include <algorithm>
#include <array>

#include "elo/period.hpp"
#include "elo/tables.hpp"

namespace elo {
namespace {

constexpr std::array<NormTitle, 4> kTitles = {NormTitle::Gm, NormTitle::Im, NormTitle::Wgm,
                                              NormTitle::Wim};

bool isWomensTitle(NormTitle title) { return title == NormTitle::Wgm || title == NormTitle::Wim; }

// The order of 1.4's titles for what a title held closes: GM, then IM, WGM, WIM.
int height(NormTitle title) { return static_cast<int>(kTitles.size()) - static_cast<int>(title); }

}  // namespace

std::string_view normTitleName(NormTitle title) {
  switch (title) {
    case NormTitle::Gm: return "GM";
    case NormTitle::Im: return "IM";
    case NormTitle::Wgm: return "WGM";
    case NormTitle::Wim: return "WIM";
  }
  return "GM";
}

std::optional<NormTitle> normTitleNamed(std::string_view name) {
  for (const NormTitle title : kTitles) {
    if (normTitleName(title) == name) return title;
  }
  return std::nullopt;
}

std::string_view normExemptionName(NormExemption exemption) {
  switch (exemption) {
    case NormExemption::None: return "none";
    case NormExemption::NationalChampionship: return "national-championship";
    case NormExemption::TeamChampionship: return "team-championship";
    case NormExemption::Zonal: return "zonal";
    case NormExemption::Swiss: return "swiss";
  }
  return "none";
}

// B.01 1.4.6: the rating floor of the opponents is GM 2200, IM 2050, WGM 2000, WIM 1850.
// 1.4.8: Rp at least GM 2600, IM 2450, WGM 2400, WIM 2250; Ra at least GM 2380, IM 2230,
// WGM 2180, WIM 2030.
NormThresholds normThresholds(NormTitle title) {
  switch (title) {
    case NormTitle::Gm: return {2200, 2600, 2380};
    case NormTitle::Im: return {2050, 2450, 2230};
    case NormTitle::Wgm: return {2000, 2400, 2180};
    case NormTitle::Wim: return {1850, 2250, 2030};
  }
  return {2200, 2600, 2380};
}

// B.01 1.4: GM, IM, WGM and WIM are the titles gained by norms, the last two by women only. A
// title already held is not sought again, nor one below it (IM closes WGM and WIM).
std::vector<NormTitle> titlesOpen(std::string_view sex, const std::vector<std::string>& held) {
  int highest = 0;
  for (const std::string& title : held) {
    if (const std::optional<NormTitle> t = normTitleNamed(title))
      highest = std::max(highest, height(*t));
  }
  std::vector<NormTitle> open;
  for (const NormTitle title : kTitles) {
    if (height(title) <= highest) continue;
    if (isWomensTitle(title) && sex != "w") continue;
    open.push_back(title);
  }
  return open;
}

// B.01 1.4.1c: in a 9-round event, 8 games played with a forfeit win or a pairing-allocated bye
// in the other round count as 9; a title application may use this once.
bool standsInForNinthGame(int plannedRounds, int gamesPlayed, bool forfeitWinOrPairingBye) {
  return plannedRounds == kNormGames && gamesPlayed == kNormGames - 1 && forfeitWinOrPairingBye;
}

// B.01 1.4.2a: games against players of FIDE's own flag count, but FID is not a federation for
// 1.4.3, 1.4.3d and 1.4.4.
bool isFideFlag(std::string_view federation) { return federation == "FID"; }

// B.01 1.4.4: at most 3/5 of the opponents from the player's own federation.
int mostFromOwnFederation(int games) { return games * 3 / 5; }

// B.01 1.4.4: at most 2/3 of the opponents from any one federation.
int mostFromOneFederation(int games) { return games * 2 / 3; }

// B.01 1.4.5: half the opponents at least must hold a title; CM and WCM do not count.
bool isTitleHolder(std::string_view title) {
  return title == "GM" || title == "IM" || title == "FM" || title == "WGM" || title == "WIM" ||
         title == "WFM";
}

// B.01 1.4.5: for a GM norm at least 1/3 of the opponents (and at least 3) must be GMs; for an
// IM norm IMs or GMs; for a WGM norm WGMs, IMs or GMs; for a WIM norm WIMs, WGMs, IMs or GMs.
bool holdsTitleFor(NormTitle norm, std::string_view title) {
  const std::optional<NormTitle> held = normTitleNamed(title);
  return held && height(*held) >= height(norm);
}

// B.01 1.4.5: 50 % of the opponents, so a count rounded up (9 games: 5).
int leastTitleHolders(int games) { return (games + 1) / 2; }

// B.01 1.4.5: a third of the opponents rounded up (9 games: 3), and never fewer than 3.
int leastHoldersOfNormTitles(int games) { return std::max(3, (games + 2) / 3); }

// B.01 1.4.6: a) the floor above; b) one opponent at most, the lowest-rated, is raised to it;
// c) an unrated opponent not so raised counts as 1400.
FlooredRatings applyRatingFloor(NormTitle title,
                                const std::vector<std::optional<Rating>>& ratings) {
  FlooredRatings floored;
  floored.ratings.reserve(ratings.size());
  for (const std::optional<Rating>& r : ratings)
    floored.ratings.push_back(r ? *r : Rating::fromPoints(kUnratedOpponent));
  const auto lowest = std::min_element(floored.ratings.begin(), floored.ratings.end(),
                                       [](Rating a, Rating b) { return a.centi() < b.centi(); });
  const Rating floor = Rating::fromPoints(normThresholds(title).floor);
  if (lowest == floored.ratings.end() || lowest->centi() >= floor.centi()) return floored;
  floored.raised = static_cast<std::size_t>(lowest - floored.ratings.begin());
  floored.from = *lowest;
  *lowest = floor;
  return floored;
}

// B.01 1.4.7: Ra is the average of the opponents' ratings (after 1.4.6), rounded to the nearest
// whole number, .5 up; 1.4.9: p = score / games as a whole percent, .5 up, and dp from table
// 1.4.9; 1.4.8: Rp = Ra + dp.
NormPerformance normPerformance(const std::vector<Rating>& ratings, Score score) {
  NormPerformance p;
  p.average = averageRating(ratings);
  p.percentage = scorePercent(score, static_cast<int>(ratings.size()));
  p.dp = tableDp(p.percentage);
  p.performance = p.average + p.dp;
  return p;
}

// B.01 1.4.8: a score of at least 35 %, of the score itself: 7 of 20 is enough, 6.5 of 19 not.
bool scoreReaches35Percent(Score score, int games) {
  return games > 0 && score.halves() * 100 >= 35 * 2 * games;
}

std::string_view normExclusionName(NormExclusion reason) {
  switch (reason) {
    case NormExclusion::NotPaired: return "not-paired";
    case NormExclusion::Bye: return "bye";
    case NormExclusion::Forfeit: return "forfeit";
    case NormExclusion::NotPlayed: return "not-played";
    case NormExclusion::PairingMismatch: return "pairing-mismatch";
    case NormExclusion::NoFederation: return "no-federation";
    case NormExclusion::UnratedZeroScorer: return "unrated-zero-score";
  }
  return "not-paired";
}

}  // namespace elo
