#include "support/power.hpp"

#include <algorithm>
#include <cmath>

namespace elo {
namespace {

constexpr double kLn2 = 0.6931471805599453;
constexpr double kLog2Of10 = 3.321928094887362;
constexpr double kLog2OfE = 1.4426950408889634;
// e^t for |t| ≤ ½ ln 2: the series' 14th term is under 10⁻¹⁷.
constexpr int kTerms = 14;
// Past ±1100 every double power of two is 0 or infinite; the bound keeps the whole part an int.
constexpr double kLargestExponent = 1100;

}  // namespace

double twoTo(double y) {
  y = std::clamp(y, -kLargestExponent, kLargestExponent);
  const int whole = static_cast<int>(y + (y < 0 ? -0.5 : 0.5));
  const double t = (y - whole) * kLn2;
  double sum = 1;
  for (int k = kTerms; k > 0; --k) sum = 1 + t / k * sum;
  return std::ldexp(sum, whole);
}

double tenTo(double x) { return twoTo(x * kLog2Of10); }

double eTo(double x) { return twoTo(x * kLog2OfE); }

}  // namespace elo
