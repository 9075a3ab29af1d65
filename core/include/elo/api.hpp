#pragma once
// The core's public contract (its version is kApiVersion): one function, JSON text in and out.

#include <string>

namespace elo {

/// The API version that calculate() answers with.
inline constexpr int kApiVersion = 2;

/// Answers a JSON request with a JSON response; never throws, never aborts, whatever the input.
std::string calculate(const std::string& requestJson);

}  // namespace elo
