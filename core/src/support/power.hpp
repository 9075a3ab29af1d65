#pragma once
// Powers without libm's pow (1.1 KB of the module, and slow in wasm): 2^y as 2 to a whole power
// times e^(f ln 2) for the fraction f, |f| ≤ ½, by its Taylor series. Within a few units in the
// last place of pow for the exponents the rules meet (tests/core/support_test.cpp), far below
// the hundredths and thousandths the rules round to.

namespace elo {

/// 2^y.
double twoTo(double y);
/// 10^x.
double tenTo(double x);
/// e^x.
double eTo(double x);

}  // namespace elo
