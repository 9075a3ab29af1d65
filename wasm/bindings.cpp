// The JavaScript face of the core: one function, strings in and out.
#include <emscripten/bind.h>

#include "elo/api.hpp"

EMSCRIPTEN_BINDINGS(elo_core) { emscripten::function("calculate", &elo::calculate); }
