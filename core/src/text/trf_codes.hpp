#pragma once
// The line codes of FIDE's tournament report file (internal), for the TRF reader and for the
// games list, which tells a pasted TRF by them.

#include <string_view>

namespace elo {

/// Whether `code` (a line's first three characters) is a header line's: TRF16's 012 to 132,
/// TRF-2026's 222.
bool isTrfHeaderCode(std::string_view code);

}  // namespace elo
