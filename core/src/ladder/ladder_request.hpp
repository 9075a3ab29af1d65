#pragma once
// Reading a request's `ladder` (internal): the games and the roster through the ladder reader,
// and the ladder's options, with every error found.

#include <optional>
#include <string>
#include <vector>

#include "elo/ladder.hpp"
#include "elo/rules.hpp"
#include "json/error_list.hpp"
#include "json/json_value.hpp"

namespace elo {

/// The ladder asked for: its texts as read, and how to replay it.
struct LadderRequest {
  LadderInput input;
  LadderOptions options;                ///< The rules are the request's, set when it is replayed.
  bool full = false;                    ///< `detail: "full"`: every game's row, however many.
  std::vector<std::string> headToHead;  ///< The two names of `headToHead`, when given.
  bool readable = true;                 ///< No error in the texts or the options.
};

/// Reads the request's `ladder` member; `k` is the request's K, empty when not readable.
LadderRequest readLadderRequest(const JsonValue& ladder, const std::optional<KChoice>& k,
                                ErrorList& errors);

}  // namespace elo
