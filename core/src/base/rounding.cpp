#include "elo/rounding.hpp"

#include <cmath>

#include "support/power.hpp"

namespace elo {

std::int64_t roundHalfAwayFromZero(std::int64_t n, std::int64_t d) {
  const std::int64_t magnitude = (2 * (n < 0 ? -n : n) + d) / (2 * d);
  return n < 0 ? -magnitude : magnitude;
}

// x is first snapped to nine decimals, so that binary noise (2.4999999999999996 for 2.5) cannot
// move it across a half.
std::int64_t roundHalfAwayFromZero(double x) {
  constexpr double kSnap = 1e9;
  const double snapped = std::round(x * kSnap) / kSnap;
  return static_cast<std::int64_t>(std::round(snapped));
}

std::int64_t roundHalfUp(std::int64_t n, std::int64_t d) {
  const std::int64_t twice = 2 * n + d;
  const std::int64_t denominator = 2 * d;
  const std::int64_t quotient = twice / denominator;
  return (twice % denominator != 0 && twice < 0) ? quotient - 1 : quotient;
}

double roundToDecimals(double x, int decimals) {
  // Up to 10^22 a power of ten is a double exactly, so the products are exact (and far faster
  // than a power computed, in wasm, where this runs for every game).
  double scale = 1;
  if (decimals >= 0 && decimals <= 22) {
    for (int i = 0; i < decimals; ++i) scale *= 10;
  } else {
    scale = tenTo(decimals);
  }
  return std::round(x * scale) / scale;
}

}  // namespace elo
