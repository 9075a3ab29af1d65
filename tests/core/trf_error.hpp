#pragma once
// Whether a TRF read has an error of a code on a line (and round), for the tests of the TRF
// reader.

#include "elo/trf.hpp"

namespace elo::testing {

inline bool hasError(const TrfFile& f, ErrorCode code, int line, int round = 0) {
  for (const TrfError& e : f.errors) {
    if (e.code == code && e.line == line && e.round == round) return true;
  }
  return false;
}

}  // namespace elo::testing
