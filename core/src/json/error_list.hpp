#pragma once
// The errors a request's readers find (internal): each reader appends its own, in the order it
// finds them, and the response reports them in that order.

#include <string>
#include <vector>

#include "elo/error.hpp"

namespace elo {

/// An error as the response reports it: its code, the request field, and a line (1-based).
struct Error {
  ErrorCode code;
  std::string field;
  int line = 0;   ///< 0 when the error is not on a line.
  int round = 0;  ///< An event file's round (1-based), 0 when not on one.
};

/// Every error found so far, in the order found.
using ErrorList = std::vector<Error>;

/// A warning about a request's field, as the response's `warnings` reports it.
struct FieldWarning {
  WarningCode code;
  std::string field;
};

}  // namespace elo
