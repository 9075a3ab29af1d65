#pragma once
// Writing an event's norms (internal): each player's `norms` and the event's norm fields, keys in
// sorted order.

#include "elo/norms.hpp"
#include "json/json_writer.hpp"

namespace elo {

/// A player's `norms`: one entry per title checked; `whole`: with each one's figures, checklist,
/// opponents, rounds left out and forecast, else its verdict alone.
void writePlayerNorms(JsonWriter& w, const PlayerNorms& norms, bool whole);

/// The event's `normExemption`, `normRoundRobin` and `normRounds` (when known), in that order.
void writeEventNormFields(JsonWriter& w, const EventNorms& norms);

}  // namespace elo
