#pragma once
// A JSON number's text as the nearest double, for the wasm module's strtod (strtod.cpp): musl's
// computes in long double, which wasm does in software. Also a JSON integer, for its strtoll and
// strtoull (strtoll.cpp).

#include <cstddef>
#include <string_view>

namespace elo {

/// The double nearest to the number written in `text`, a valid JSON number (RFC 8259 section 6),
/// ties to even, as a correct strtod gives it: infinity past the largest double, zero below the
/// smallest.
double decimalToDouble(std::string_view text);

/// How many characters at the start of `s` (NUL-terminated) form a JSON number; 0 for none.
std::size_t jsonNumberLength(const char* s);

/// A JSON integer read as strtoull or strtoll reads it in base 10: the characters read (an
/// optional '-', then digits), the value (two's complement when negative, as those functions
/// return it) and whether it lies outside the type's range (where they set errno to ERANGE).
struct JsonWhole {
  std::size_t length;
  unsigned long long value;
  bool outOfRange;
};

/// The JSON integer at the start of `s` (NUL-terminated) as an unsigned long long, or as a long
/// long when `isSigned`.
JsonWhole jsonWhole(const char* s, bool isSigned);

}  // namespace elo
