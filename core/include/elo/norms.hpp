#pragma once
// Title norms (FIDE Handbook B.01, Title Regulations effective 1 January 2024, section 1.4):
// for every player of a rated event and every title still open to them, which games count, the
// opponents' federations and titles, the rating floor, Ra, p, dp, Rp, each requirement with its
// figure, the first round after which a norm stands, and what a running event still asks for.
// Each article is one small function (norm_rules.hpp); the event is read as event.hpp reads it.

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "elo/norm_rules.hpp"
#include "elo/quantities.hpp"
#include "elo/rated_event.hpp"

namespace elo {

/// Not FIDE's: how far under 1.4.8's performance a norm not achieved may be and be called close,
/// when nothing else stands in its way (a hint for an event's table: which norms a player is near).
inline constexpr int kNormCloseMargin = 50;

/// A game counted for a norm.
struct NormOpponent {
  int round = 0;
  int startRank = 0;
  std::optional<Rating> rating;  ///< The opponent's, none when unrated.
  Score score = Score::loss();   ///< The player's.
};

/// A round left out, and why.
struct NormExcluded {
  int round = 0;
  NormExclusion reason = NormExclusion::NotPaired;
};

/// One requirement, as a checklist shows it: the rule, whether it is met, the figure and the
/// figure it asks for (a minimum, or for the 1.4.4 rules a maximum; none when it only informs).
struct NormCheck {
  std::string_view rule;
  bool ok = true;
  double value = 0;
  std::optional<double> need;
  bool exempt = false;  ///< Waived by the event's exemption (1.4.3 a–d).
  int decimals = 0;     ///< How `value` is written.
};

/// What a running event still asks for (B.01 1.4.1e forecast).
struct NormForecast {
  int roundsLeft = 0;
  std::optional<Score> pointsNeeded;           ///< None when the norm can no longer be reached.
  std::optional<std::int64_t> assumedAverage;  ///< The current Ra, assumed for the rest.
};

/// One title checked for one player.
struct TitleNorm {
  NormTitle title = NormTitle::Gm;
  bool achieved = false;
  bool close = false;  ///< Not achieved: Rp under 1.4.8's by kNormCloseMargin or less, alone.
  int afterRound =
      0;  ///< The first round after which the norm stands, or the last round looked at.
  int games = 0;
  Score score = Score::loss();
  std::optional<NormPerformance> figures;  ///< None with no game counted.
  std::optional<std::size_t> raised;       ///< Index in `opponents` of the one raised by 1.4.6.
  Rating raisedFrom = Rating::fromCenti(0);
  std::optional<int> standIn;  ///< 1.4.1c: the round whose forfeit win or bye stands for a game.
  std::vector<NormOpponent> opponents;
  std::vector<NormExcluded> excluded;
  std::vector<NormCheck> checks;
  std::optional<NormForecast> forecast;
};

/// One player's norms, in the order of NormTitle.
struct PlayerNorms {
  std::vector<TitleNorm> titles;
};

/// Every player's norms, in the event's order, and what the event itself gives.
struct EventNorms {
  NormExemption exemption = NormExemption::None;
  bool roundRobin = false;
  std::optional<int> plannedRounds;
  std::vector<PlayerNorms> players;
};

/// B.01 1.4 for every player of a rated event.
EventNorms checkNorms(const Event& event, const NormOptions& options);

}  // namespace elo
