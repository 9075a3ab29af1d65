#pragma once
// A JSON number's text as a double (internal), without libc's strtod: musl's brings long double
// arithmetic in software into the wasm module (about 15 KB).

#include <string_view>

namespace elo {

/// The double nearest to the number written in `text`, a valid JSON number (RFC 8259 section 6),
/// ties to even, as a correct strtod gives it: infinity past the largest double, zero below the
/// smallest.
double decimalToDouble(std::string_view text);

}  // namespace elo
