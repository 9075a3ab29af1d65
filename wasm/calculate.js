// calculate(string) -> string on the module object, from the three functions of
// wasm/bindings.cpp (linked with --post-js, so it sees the glue's names; closure keeps the
// quoted one). Memory may grow during a call: HEAPU8 is read again after each.
Module['calculate'] = function (text) {
  if (typeof text != 'string') throw new TypeError('calculate: not a string');
  var units = text.length;
  // A quarter more bytes than units is room for ASCII and for text with a few other letters
  // (a ladder's "½"); any other text needs up to three a unit.
  var written = encodeRequest(text, units + (units >> 2));
  if (written < 0) written = encodeRequest(text, 3 * units);
  var at = _eloCalculate(written);
  var answer = UTF8Decoder.decode(HEAPU8.subarray(at, at + _eloAnswerSize()));
  _eloRelease();
  return answer;
};

// The request's UTF-8 bytes written into the module's room for them: how many, or -1 when
// they do not fit in `room`.
function encodeRequest(text, room) {
  var at = _eloRequestRoom(room);
  var done = new TextEncoder().encodeInto(text, HEAPU8.subarray(at, at + room));
  return done.read < text.length ? -1 : done.written;
}
