// UTF-8 as the core's readers read it: leniently for typed text, strictly for a file that must
// be text.
#include "text/text.hpp"

namespace elo {

std::size_t characterLength(std::string_view s, std::size_t at) {
  const auto lead = static_cast<unsigned char>(s[at]);
  std::size_t n = 1;
  const std::size_t most = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
  while (n < most && at + n < s.size() && isContinuationByte(static_cast<unsigned char>(s[at + n])))
    ++n;
  return n;
}

std::size_t validUtf8Length(std::string_view s, std::size_t at) {
  const auto byte = [&](std::size_t j) { return static_cast<unsigned char>(s[j]); };
  const unsigned char b = byte(at);
  std::size_t n = 0;
  unsigned char low = 0x80, high = 0xBF;  // the second byte's range
  if (b < 0x80) return 1;
  if (b >= 0xC2 && b <= 0xDF) n = 2;
  else if (b >= 0xE0 && b <= 0xEF)
    n = 3, low = b == 0xE0 ? 0xA0 : 0x80, high = b == 0xED ? 0x9F : 0xBF;
  else if (b >= 0xF0 && b <= 0xF4)
    n = 4, low = b == 0xF0 ? 0x90 : 0x80, high = b == 0xF4 ? 0x8F : 0xBF;
  else return 0;
  if (at + n > s.size()) return 0;
  if (byte(at + 1) < low || byte(at + 1) > high) return 0;
  for (std::size_t j = at + 2; j < at + n; ++j) {
    if (!isContinuationByte(byte(j))) return 0;
  }
  return n;
}

namespace {

// Control characters other than tab and line ends: what a binary file has and a text file never.
bool isControl(unsigned char c) {
  return (c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0x7F;
}

}  // namespace

int firstLineNotText(std::string_view text) {
  int line = 1;
  for (std::size_t i = 0; i < text.size();) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (c == '\n' || (c == '\r' && (i + 1 == text.size() || text[i + 1] != '\n'))) ++line;
    const std::size_t n = validUtf8Length(text, i);
    if (n == 0 || isControl(c)) return line;
    i += n;
  }
  return 0;
}

TypedCharacter typedCharacter(std::string_view s, std::size_t at) {
  const auto byte = [&](std::size_t j) { return static_cast<unsigned char>(s[j]); };
  const unsigned char c = byte(at);
  if (c >= 0xC0 && c < 0xE0 && at + 1 < s.size() && isContinuationByte(byte(at + 1)))
    return {((c & 0x1Fu) << 6) | (byte(at + 1) & 0x3Fu), 2};
  if (c >= 0xE0 && c < 0xF0 && at + 2 < s.size() && isContinuationByte(byte(at + 1)) &&
      isContinuationByte(byte(at + 2)))
    return {((c & 0x0Fu) << 12) | ((byte(at + 1) & 0x3Fu) << 6) | (byte(at + 2) & 0x3Fu), 3};
  return {c, 1};
}

}  // namespace elo
