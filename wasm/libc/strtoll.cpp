// strtoll and strtoull for the wasm module, in place of musl's (its integer scanner, 0.4 KB of
// the module). Their one caller is nlohmann_json's lexer, which hands them a token it has checked
// to be a JSON integer, in base 10, and reads errno for one out of range (it then reads the token
// again with strtod); this reads exactly that with jsonWhole.
#include <cerrno>
#include <climits>

#include "json_number.hpp"

namespace {

unsigned long long readWhole(const char* s, char** end, bool isSigned) {
  const elo::JsonWhole n = elo::jsonWhole(s, isSigned);
  if (end != nullptr) *end = const_cast<char*>(s + n.length);
  if (n.outOfRange) errno = ERANGE;
  return n.value;
}

}  // namespace

extern "C" unsigned long long strtoull(const char* s, char** end, int) {
  return readWhole(s, end, false);
}

// Out of range, the value is not read (the lexer reads such a number with strtod instead).
extern "C" long long strtoll(const char* s, char** end, int) {
  return static_cast<long long>(readWhole(s, end, true));
}

// musl defines these in the same object, and libc++'s std::stoi and std::stoul name them (code
// that link-time optimisation then drops), so they are defined here to keep that object out.
// Nothing in the module calls them: one that ever does stops the module at once rather than
// read a number in a way nothing checked.
extern "C" long strtol(const char*, char**, int) { __builtin_trap(); }
extern "C" unsigned long strtoul(const char*, char**, int) { __builtin_trap(); }
extern "C" long long strtoimax(const char*, char**, int) { __builtin_trap(); }
extern "C" unsigned long long strtoumax(const char*, char**, int) { __builtin_trap(); }
