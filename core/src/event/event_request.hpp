#pragma once
// Reading a request's `event` (internal): the tournament report file, and the overrides of its
// players, into Request::event, with every error found.

#include "json_value.hpp"
#include "request.hpp"

namespace elo {

/// Reads `request.event` (which is given) into `r.event`; the rules and `k` are read already.
void readEvent(const JsonValue& request, Request& r);

}  // namespace elo
