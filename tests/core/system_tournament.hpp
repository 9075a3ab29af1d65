#pragma once
// A tournament request of a rule set (US Chess, the DWZ…) at K 20: the player and their games as
// (opponent, score) pairs, for the tests of the national systems through calculate().

#include <nlohmann/json.hpp>
#include <utility>
#include <vector>

namespace elo::testing {

inline nlohmann::json tournament(nlohmann::json rules, nlohmann::json player,
                                 std::vector<std::pair<double, double>> games) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& [opponent, score] : games)
    list.push_back({{"opponent", opponent}, {"score", score}});
  return {{"rules", rules}, {"k", 20}, {"player", player}, {"games", list}};
}

}  // namespace elo::testing
