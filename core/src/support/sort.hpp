#pragma once
// A stable sort of a few lines, in place of std::sort and std::stable_sort: each of those is a
// template of its own in the wasm module (std::sort's about 1.5 KB raw), where this one inlines
// into its caller.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace elo {

/// Sorts `items` by `before` (true when its first argument goes first, a strict weak order),
/// keeping equal items in their order: a bottom-up merge sort through a second vector.
template <typename T, typename Before>
void stableSort(std::vector<T>& items, Before before) {
  const std::size_t n = items.size();
  std::vector<T> merged(n);
  for (std::size_t width = 1; width < n; width *= 2) {
    for (std::size_t low = 0; low < n; low += 2 * width) {
      const std::size_t middle = std::min(low + width, n);
      const std::size_t high = std::min(low + 2 * width, n);
      std::size_t i = low, j = middle;
      for (std::size_t k = low; k < high; ++k) {
        const bool right = j < high && (i >= middle || before(items[j], items[i]));
        merged[k] = items[right ? j++ : i++];
      }
    }
    items.swap(merged);
  }
}

/// (key, index) pairs, the one shape the core sorts other things through (an event's players
/// and errors, a ladder's games by period), in pair order. One function for every caller, so
/// the module has one copy of the sort; std::sort's, with its helpers, was 0.6 KB gzip more.
using KeyedOrder = std::vector<std::pair<std::int64_t, std::size_t>>;
inline void sortKeyed(KeyedOrder& order) {
  stableSort(order, [](const auto& a, const auto& b) { return a < b; });
}

}  // namespace elo
