#pragma once
// The request of docs/api.md's worked game (1600 beats 1400), with fields of a test's own over
// it, for the tests of calculate().

#include <nlohmann/json.hpp>

namespace elo::testing {

inline nlohmann::json singleGame(nlohmann::json overrides = nlohmann::json::object()) {
  nlohmann::json request = {
      {"player", {{"rating", 1600}}}, {"opponent", {{"rating", 1400}}}, {"result", 1}};
  request.update(overrides);
  return request;
}

}  // namespace elo::testing
