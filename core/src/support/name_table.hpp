#pragma once
// Strings matched to numbers without std::map or std::unordered_map, whose templates would
// each add their own code to the wasm module: open addressing over FNV-1a hashes.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace elo {

/// FNV-1a, 32 bits (Fowler, Noll, Vo) of `key`'s bytes.
std::uint32_t fnv1a32(std::string_view key);

/// Strings numbered 0, 1, 2, … in the order they are added, each found again by its text.
class NameTable {
 public:
  /// The number of `key`, or -1 when it was never added.
  int find(const std::string& key) const { return slots_.empty() ? -1 : slots_[slot(key)]; }

  /// Adds `key`, which must not be in the table yet, and returns its number.
  int add(std::string key);

  /// How many strings were added.
  int size() const { return static_cast<int>(keys_.size()); }

 private:
  std::size_t slot(const std::string& key) const;
  void grow();

  std::vector<std::string> keys_;
  std::vector<int> slots_;  // a power of two, at most half full; -1: empty
};

}  // namespace elo
