#pragma once
// Writing a replayed ladder (internal): the response's `ladder`, keys in sorted order.

#include <cstddef>
#include <optional>

#include "elo/ladder.hpp"
#include "json/json_writer.hpp"

namespace elo {

/// A replayed ladder, with the texts it was read from.
struct LadderAnswer {
  LadderInput input;
  Ladder ladder;
  bool full = false;                     ///< Every game's row, however many.
  std::optional<HeadToHead> headToHead;  ///< The two players asked about, when both are known.
};

/// Writes the ladder as the response's `ladder` object (every game's row when `full`).
void writeLadder(JsonWriter& w, const LadderAnswer& answer);

/// Rows the ladder writes (games, players and their histories), to size the answer.
std::size_t ladderItems(const LadderAnswer& answer);

}  // namespace elo
