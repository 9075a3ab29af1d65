#pragma once
// An event under a national system (internal): every player of a file rated by US Chess's five
// steps or by the DWZ, with the rounds read as for FIDE's rules.

#include <optional>

#include "elo/rated_event.hpp"

namespace elo {

/// Rates every player of `file` by the national system of `options.rules` into `event.players`.
void rateNationalEvent(const TrfFile& file, const EventOptions& options, std::optional<int> year,
                       Event& event);

}  // namespace elo
