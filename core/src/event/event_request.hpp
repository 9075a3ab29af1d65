#pragma once
// Reading a request's `event` (internal): the tournament report file, and the overrides of its
// players, with every error found.

#include <map>
#include <optional>
#include <vector>

#include "elo/event.hpp"
#include "elo/norms.hpp"
#include "elo/trf.hpp"
#include "json/error_list.hpp"
#include "json/json_value.hpp"

namespace elo {

/// The norms asked for (`event.norms`): `true`, or an object of switches.
struct NormsRequest {
  bool asked = false;
  bool readable = true;
  NormOptions options;
};

/// Reads `event.norms`; each bad switch is a `norms-option-invalid` naming its field.
NormsRequest readNormsRequest(const JsonValue& value, ErrorList& errors);

/// The event asked for: the file as read, and what the request says of its players.
struct EventRequest {
  TrfFile file;
  std::optional<KChoice> k;                 ///< Everybody's K; empty when not readable.
  std::map<int, PlayerOverride> overrides;  ///< By starting rank.
  std::vector<int> gamesOf;  ///< Whose games the answer lists (starting ranks), unless allGames.
  bool allGames = true;      ///< No `gamesOf` in the request: everybody's games.
  bool readable = true;      ///< No error in the file or the overrides.
  NormsRequest norms;        ///< Whether norms are asked for, and their switches.
};

/// A starting rank as a request's key writes it ("12"); none for anything else.
std::optional<int> startRankKey(const std::string& key);

/// Reads the request's `event` member; `k` is the request's K (empty when not readable), when
/// `kGiven`, and `automaticK` whether the rules give K from the profile.
EventRequest readEventRequest(const JsonValue& event, bool kGiven, const std::optional<KChoice>& k,
                              bool automaticK, ErrorList& errors);

}  // namespace elo
