// The JavaScript face of the core: one function, strings in and out.
//
// The strings cross as UTF-8 through the engine's own TextEncoder and TextDecoder rather than
// embind's std::string, which writes a request into memory one character at a time and scans
// an answer for zero bytes one byte at a time before decoding it (a fifth of a 10,000-game
// call, npm run bench).
#include <emscripten/bind.h>
#include <emscripten/emscripten.h>
#include <emscripten/val.h>

#include <cstddef>
#include <string>

#include "elo/api.hpp"

using emscripten::EM_VAL;

// The request's length in UTF-16 units; a request that is not a string is refused as embind
// refuses one for std::string.
EM_JS(std::size_t, requestUnits, (EM_VAL request), {
  var text = Emval.toValue(request);
  if (typeof text != 'string') throw new TypeError('calculate: not a string');
  return text.length;
});

// The request as UTF-8 into [at, at + room): the bytes written, or -1 when they do not fit.
EM_JS(int, encodeRequest, (EM_VAL request, char* at, std::size_t room), {
  var text = Emval.toValue(request);
  var done = new TextEncoder().encodeInto(text, HEAPU8.subarray(at, at + room));
  return done.read < text.length ? -1 : done.written;
});

// The answer's UTF-8 bytes as a JavaScript string.
EM_JS(EM_VAL, decodeAnswer, (const char* at, std::size_t size),
      { return Emval.toHandle(UTF8Decoder.decode(HEAPU8.subarray(at, at + size))); });

namespace {

std::string requestText(const emscripten::val& request) {
  const EM_VAL handle = request.as_handle();
  const std::size_t units = requestUnits(handle);
  // A quarter more bytes than units is room for ASCII and for text with a few other letters
  // (a ladder's "½"); any other text needs up to three a unit.
  std::string text(units + units / 4, '\0');
  int written = encodeRequest(handle, text.data(), text.size());
  if (written < 0) {
    text.resize(3 * units);
    written = encodeRequest(handle, text.data(), text.size());
  }
  text.resize(static_cast<std::size_t>(written));
  return text;
}

emscripten::val calculate(const emscripten::val& request) {
  const std::string answer = elo::calculate(requestText(request));
  return emscripten::val::take_ownership(decodeAnswer(answer.data(), answer.size()));
}

}  // namespace

EMSCRIPTEN_BINDINGS(elo_core) { emscripten::function("calculate", &calculate); }
