#pragma once
// Reading a request's `ladder` (internal): the games and the roster through the ladder reader,
// and the ladder's options, into Request::ladder, with every error found.

#include "json_value.hpp"
#include "request.hpp"

namespace elo {

/// Reads `request.ladder` (which is given) into `r.ladder`; the rules and `k` are read already.
void readLadderRequest(const JsonValue& request, Request& r);

}  // namespace elo
