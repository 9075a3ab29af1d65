// libFuzzer target: any bytes as a request; calculate() must answer with a JSON object that
// has apiVersion, ok and errors, without crashing, leaking or undefined behaviour.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <string>

#include "elo/api.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string request(reinterpret_cast<const char*>(data), size);
  const nlohmann::json response = nlohmann::json::parse(elo::calculate(request), nullptr, false);
  const bool wellFormed = response.is_object() && response.contains("apiVersion") &&
                          response["ok"].is_boolean() && response["errors"].is_array();
  if (!wellFormed) std::abort();
  return 0;
}
