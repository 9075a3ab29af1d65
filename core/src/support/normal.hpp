#pragma once
// erfc without libm's (erfc with its exp were 1.6 KB of the wasm module): below 2.5 erf's
// Maclaurin series, above it erfc's continued fraction, e^(−x²) by support/power's eTo. Within
// 1e-14 of the C library's erfc, 1e-13 relative in the tail (tests/core/support_test.cpp), far
// below the thousandths the DWZ's expected score is rounded to.

namespace elo {

/// erfc(x), for x ≥ 0.
double complementaryError(double x);

}  // namespace elo
