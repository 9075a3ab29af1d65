#pragma once
// A JSON number's text as the nearest double, for the wasm module's strtod (strtod.cpp): musl's
// computes in long double, which wasm does in software.

#include <cstddef>
#include <string_view>

namespace elo {

/// The double nearest to the number written in `text`, a valid JSON number (RFC 8259 section 6),
/// ties to even, as a correct strtod gives it: infinity past the largest double, zero below the
/// smallest.
double decimalToDouble(std::string_view text);

/// How many characters at the start of `s` (NUL-terminated) form a JSON number; 0 for none.
std::size_t jsonNumberLength(const char* s);

}  // namespace elo
