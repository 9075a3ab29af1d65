#pragma once
// A function's recent results by an integer key, for a slow function that is asked the same
// keys again and again: a fixed table, no allocation, a few instructions a hit.

#include <cstddef>
#include <cstdint>

namespace elo {

/// The last results of a function of an integer key, `Size` of them (a power of two): each key
/// has one slot, by a multiplicative hash, and a new key in a slot puts out the one before it.
template <typename Value, std::size_t Size>
class Memo {
  static_assert(Size >= 2 && (Size & (Size - 1)) == 0, "Size is a power of two");

 public:
  /// The value remembered for `key`, else `compute(key)`, remembered in the key's slot.
  template <typename Compute>
  Value get(std::int64_t key, Compute compute) {
    Slot& s = slots_[slot(key)];
    if (!s.filled || s.key != key) s = {key, compute(key), true};
    return s.value;
  }

 private:
  struct Slot {
    std::int64_t key;
    Value value;
    bool filled;
  };

  // Fibonacci hashing (Knuth): 2^64 / φ spreads near keys over the slots; the top bits are the
  // best mixed, so the slot is taken from them.
  static std::size_t slot(std::int64_t key) {
    constexpr int kBits = bitsOf(Size);
    return static_cast<std::size_t>((static_cast<std::uint64_t>(key) * 0x9E3779B97F4A7C15u) >>
                                    (64 - kBits));
  }

  static constexpr int bitsOf(std::size_t size) { return size > 1 ? 1 + bitsOf(size / 2) : 0; }

  // Zeros, so a Memo of static storage is in no data segment.
  Slot slots_[Size] = {};
};

}  // namespace elo
