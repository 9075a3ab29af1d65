#pragma once
// Reading a request's `event` (internal): the tournament report file, and the overrides of its
// players, with every error found.

#include <map>
#include <optional>
#include <vector>

#include "elo/event.hpp"
#include "elo/trf.hpp"
#include "json/error_list.hpp"
#include "json/json_value.hpp"

namespace elo {

/// The event asked for: the file as read, and what the request says of its players.
struct EventRequest {
  TrfFile file;
  std::optional<KChoice> k;                 ///< Everybody's K; empty when not readable.
  std::map<int, PlayerOverride> overrides;  ///< By starting rank.
  std::vector<int> gamesOf;  ///< Whose games the answer lists (starting ranks), unless allGames.
  bool allGames = true;      ///< No `gamesOf` in the request: everybody's games.
  std::optional<int> defaultRatedGames;  ///< US Chess: N for every player without their own.
  bool readable = true;                  ///< No error in the file or the overrides.
};

/// Reads the request's `event` member; `k` is the request's K (empty when not readable), when
/// `kGiven`, and `automaticK` whether the rules give K from the profile.
EventRequest readEventRequest(const JsonValue& event, bool kGiven, const std::optional<KChoice>& k,
                              bool automaticK, ErrorList& errors);

}  // namespace elo
