#pragma once
// Writing a replayed ladder (internal): the response's `ladder`, keys in sorted order.

#include <cstddef>

#include "elo/ladder.hpp"
#include "json_writer.hpp"

namespace elo {

/// Writes the ladder as the response's `ladder` object; `full`: every game's row, however many.
void writeLadder(JsonWriter& w, const LadderInput& input, const Ladder& ladder, bool full);

/// Rows the ladder writes (games, players and their histories), to size the answer.
std::size_t ladderItems(const Ladder& ladder);

}  // namespace elo
