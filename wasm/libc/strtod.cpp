// strtod for the wasm module, in place of libc's: musl's computes in long double, which wasm
// does in software (about 9 KB of the module, 6 KB of the gzipped page). Its one caller is the
// core's JSON lexer (core/src/json/json_value.cpp), which hands it a token it has already
// checked to be a JSON number (RFC 8259 section 6); this reads exactly that grammar and
// converts it with decimalToDouble, correctly rounded.
#include <cstddef>
#include <string_view>

#include "json_number.hpp"

extern "C" double strtod(const char* s, char** end) {
  const std::size_t length = elo::jsonNumberLength(s);
  if (end != nullptr) *end = const_cast<char*>(s + length);
  if (length == 0) return 0.0;
  return elo::decimalToDouble(std::string_view(s, length));
}

// musl defines these beside strtod in one object; defining them here keeps that object out.
// Nothing in the module calls them (strtof rounds twice, through the double).
extern "C" float strtof(const char* s, char** end) { return static_cast<float>(strtod(s, end)); }
extern "C" long double strtold(const char* s, char** end) { return strtod(s, end); }
