#pragma once
// Writing a rated event (internal): the response's `event`, keys in sorted order.

#include <cstddef>

#include "elo/event.hpp"
#include "elo/norms.hpp"
#include "json/json_writer.hpp"

namespace elo {

/// Writes the event as the response's `event` object; with `gamesOf`, only those players (by
/// starting rank) have their `games`, `gamesText` and whole `norms`; with `norms`, every player's
/// `norms`.
void writeEvent(JsonWriter& w, const Event& event, const std::vector<int>* gamesOf,
                const EventNorms* norms = nullptr);

/// Rows the event writes (players and their rounds), to size the answer.
std::size_t eventItems(const Event& event);

}  // namespace elo
