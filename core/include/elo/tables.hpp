#pragma once
// FIDE's conversion tables, kept as data (core/src/tables.cpp) and read through these functions.

#include <cstdint>

namespace elo {

/// FIDE B.02 table 8.1.2: the higher-rated player's expected score, in hundredths, for a
/// whole rating difference |D| (the lower-rated player's is 100 minus it).
int tablePdHigherHundredths(std::int64_t absoluteDifference);

/// FIDE B.01 table 1.4.9 (= B.02 8.1.1): the rating difference dp for a score percentage p,
/// p a whole percent from 0 to 100.
int tableDp(int percent);

}  // namespace elo
