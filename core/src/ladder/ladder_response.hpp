#pragma once
// Writing a replayed ladder (internal): the response's `ladder`, keys in sorted order.

#include <cstddef>

#include "elo/ladder.hpp"
#include "json_writer.hpp"
#include "response.hpp"

namespace elo {

/// Writes the ladder as the response's `ladder` object (every game's row when `full`).
void writeLadder(JsonWriter& w, const LadderAnswer& answer);

/// Rows the ladder writes (games, players and their histories), to size the answer.
std::size_t ladderItems(const LadderAnswer& answer);

}  // namespace elo
