#pragma once
// Every rounding the rules prescribe, in one place.

#include <cstdint>

namespace elo {

/// n / d to the nearest whole number, .5 away from zero (FIDE B.02 8.3.4); d must be positive.
std::int64_t roundHalfAwayFromZero(std::int64_t n, std::int64_t d);

/// x to the nearest whole number, .5 away from zero (FIDE B.02 8.3.4), binary noise aside.
std::int64_t roundHalfAwayFromZero(double x);

/// n / d to the nearest whole number, .5 up (FIDE B.01 1.4.7 and 1.4.8); d must be positive.
std::int64_t roundHalfUp(std::int64_t n, std::int64_t d);

/// x to `decimals` decimal places, .5 away from zero: how the API reports unrounded values.
double roundToDecimals(double x, int decimals);

}  // namespace elo
