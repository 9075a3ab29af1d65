#pragma once
// Which rounds of an event's players are games for a norm (internal): B.01 1.4.1 and 1.4.2, and
// what the event itself settles (round robin or not, rounds planned, the 1.4.3 exemption).

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "elo/norm_rules.hpp"
#include "elo/rated_event.hpp"

namespace elo {

/// A player as the norms see them: the titles held and the federation.
struct NormPlayer {
  const EventPlayer* event = nullptr;
  std::vector<std::string> held;   ///< Titles held when the event started.
  bool unratedZeroScorer = false;  ///< Unrated, and no point against a rated player (1.4.2b).
};

/// What the whole event settles for everybody's norms.
struct NormEvent {
  const Event* event = nullptr;
  std::vector<NormPlayer> players;  ///< In the event's order.
  std::vector<int> indexOfRank;     ///< Starting rank → index in `players`, −1 when none.
  bool roundRobin = false;
  int plannedRounds = 0;  ///< As given or in XXR, else the rounds in the file.
  bool plannedKnown = false;
  NormExemption exemption = NormExemption::None;

  /// The player with this starting rank, or none.
  const NormPlayer* player(int startRank) const;
};

/// One round of a player, for the norms.
struct NormRound {
  int round = 0;
  const NormPlayer* opponent = nullptr;
  Score score = Score::loss();
  std::optional<NormExclusion> exclusion;  ///< Empty: a game that counts.
  bool standInCandidate = false;           ///< A forfeit win or a pairing-allocated bye (1.4.1c).
};

/// B.01 1.4.3d: a Swiss whose every round has at least 20 rated players not from the host
/// federation, from at least 3 federations, 10 of them GM, IM, WGM or WIM.
bool swissExemptionHolds(const NormEvent& ctx);

/// Whether the file's 092 names a round robin.
bool isRoundRobinType(std::string_view type);

/// The event's facts for the norms, with the request's switches applied.
NormEvent normEvent(const Event& event, const NormOptions& options);

/// Every round of a player, each with whether it counts and why not.
std::vector<NormRound> normRounds(const NormEvent& ctx, const NormPlayer& player);

}  // namespace elo
