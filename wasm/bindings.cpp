// The JavaScript face of the core: one function, strings in and out.
//
// The core exports three plain functions and wasm/calculate.js, linked into the glue, makes
// them the module's calculate(string) -> string. Without embind the glue has none of its
// type registry and the module none of its registration (1.9 KB gzip of the page). The
// strings cross as UTF-8 through the engine's own TextEncoder and TextDecoder, written into
// and read from the module's memory, rather than one character at a time.
#include <emscripten/emscripten.h>

#include <cstddef>
#include <string>

#include "elo/api.hpp"

namespace {

// Kept between the calls of one calculate only: each is emptied before calculate returns.
std::string request;
std::string answer;

void release(std::string& text) { std::string().swap(text); }

}  // namespace

extern "C" {

// Room for `size` bytes of the request's UTF-8.
EMSCRIPTEN_KEEPALIVE char* eloRequestRoom(std::size_t size) {
  request.resize(size);
  return &request[0];
}

// The answer to the first `size` bytes of the room; its length is eloAnswerSize().
EMSCRIPTEN_KEEPALIVE const char* eloCalculate(std::size_t size) {
  request.resize(size);
  answer = elo::calculate(request);
  release(request);
  return answer.data();
}

EMSCRIPTEN_KEEPALIVE std::size_t eloAnswerSize() { return answer.size(); }

// Once the answer is read.
EMSCRIPTEN_KEEPALIVE void eloRelease() { release(answer); }

}  // extern "C"
