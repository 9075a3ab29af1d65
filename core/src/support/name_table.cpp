#include "support/name_table.hpp"

#include <utility>

namespace elo {

std::uint32_t fnv1a32(std::string_view key) {
  // FNV-1a's 32-bit offset basis and prime.
  std::uint32_t h = 2166136261u;
  for (const char c : key) h = (h ^ static_cast<unsigned char>(c)) * 16777619u;
  return h;
}

int NameTable::add(std::string key) {
  // At most half full, so that a probe ends soon at an empty slot.
  if (2 * (keys_.size() + 1) > slots_.size()) grow();
  const int id = static_cast<int>(keys_.size());
  slots_[slot(key)] = id;
  keys_.push_back(std::move(key));
  return id;
}

// The slot holding `key`, else the empty slot where it would go: linear probing from its hash.
std::size_t NameTable::slot(const std::string& key) const {
  const std::size_t mask = slots_.size() - 1;
  std::size_t i = fnv1a32(key) & mask;
  while (slots_[i] >= 0 && keys_[static_cast<std::size_t>(slots_[i])] != key) i = (i + 1) & mask;
  return i;
}

void NameTable::grow() {
  slots_.assign(slots_.empty() ? 64 : slots_.size() * 2, -1);
  for (std::size_t id = 0; id < keys_.size(); ++id) slots_[slot(keys_[id])] = static_cast<int>(id);
}

}  // namespace elo
