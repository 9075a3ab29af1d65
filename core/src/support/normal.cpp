#include "support/normal.hpp"

#include <cmath>

#include "support/power.hpp"

namespace elo {
namespace {

// Below kSeriesLimit the series, above it the continued fraction.
constexpr double kSeriesLimit = 2.5;
constexpr int kSeriesTerms = 120;
constexpr int kFractionTerms = 80;
constexpr double kNegligible = 1e-18;
constexpr double kTwoOverRootPi = 1.1283791670955126;

}  // namespace

// 1 − (2/√π) Σ (−1)ⁿ x²ⁿ⁺¹ / (n! (2n + 1)) for small x, otherwise
// (e^(−x²)/√π) / (x + ½/(x + 1/(x + (3/2)/(x + …)))).
double complementaryError(double x) {
  if (x < kSeriesLimit) {
    double term = x;
    double sum = x;
    for (int n = 1; n < kSeriesTerms && std::fabs(term) > kNegligible; ++n) {
      term *= -x * x / n;
      sum += term / (2 * n + 1);
    }
    return 1 - kTwoOverRootPi * sum;
  }
  double fraction = x;
  for (int k = kFractionTerms; k > 0; --k) fraction = x + k / 2.0 / fraction;
  return kTwoOverRootPi / 2 * eTo(-x * x) / fraction;
}

}  // namespace elo
