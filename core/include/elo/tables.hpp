#pragma once
// FIDE's conversion tables, kept as data (core/src/tables.cpp) and read through these functions.

#include <cstdint>

namespace elo {

/// FIDE B.02 table 8.1.2: the higher-rated player's PD, in hundredths, for a whole |D|.
int tablePdHigherHundredths(std::int64_t absoluteDifference);

/// FIDE B.01 table 1.4.9 (= B.02 8.1.1): dp for a score percentage p, a whole 0 to 100.
int tableDp(int percent);

}  // namespace elo
