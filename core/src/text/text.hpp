#pragma once
// Typed text as the core's readers take it apart (internal): ASCII tests, blanks trimmed,
// lines, and UTF-8 characters. Typed text is normalized first (normalizeTyped), so a reader
// compares ASCII only; bytes of other characters are left as they are.

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace elo {

/// '0' to '9'.
inline bool isAsciiDigit(char c) { return c >= '0' && c <= '9'; }

/// 'A' to 'Z' made 'a' to 'z'; any other byte as it is.
inline char asciiLower(char c) {
  return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
}

/// Blanks as a TRF pads its columns with: space and tab.
inline constexpr std::string_view kSpaceTab = " \t";
/// Blanks around a ladder's cells, which may keep a line's CR: space, tab and CR.
inline constexpr std::string_view kSpaceTabCr = " \t\r";
/// Blanks around a typed field: space, tab, CR, vertical tab and form feed.
inline constexpr std::string_view kTypedBlanks = " \t\r\v\f";

/// Whether `c` is one of `set`.
inline bool isOneOf(char c, std::string_view set) {
  for (const char s : set) {
    if (c == s) return true;
  }
  return false;
}

/// `s` without the characters of `blanks` at either end.
inline std::string_view trim(std::string_view s, std::string_view blanks) {
  while (!s.empty() && isOneOf(s.front(), blanks)) s.remove_prefix(1);
  while (!s.empty() && isOneOf(s.back(), blanks)) s.remove_suffix(1);
  return s;
}

/// `s` without the UTF-8 byte-order mark that a file's text may start with (and so a line of
/// files' texts joined: the ladder skips it on every line).
inline std::string_view withoutByteOrderMark(std::string_view s) {
  constexpr std::string_view kMark = "\xEF\xBB\xBF";
  return s.substr(0, kMark.size()) == kMark ? s.substr(kMark.size()) : s;
}

/// Where the line that starts at `start` ends: at its CR or LF, or at the text's end. A loop of
/// its own: find_first_of calls a function a character at -Oz (3 % of a 10,000-line calculate).
inline std::size_t lineEnd(std::string_view text, std::size_t start) {
  std::size_t i = start;
  while (i < text.size() && text[i] != '\n' && text[i] != '\r') ++i;
  return i;
}

/// Calls `f(number, line)` for each line of `text` (LF, CRLF or CR ends), numbered from 1, until
/// `f` returns false. A text ending in a line end has an empty last line, and an empty text one
/// empty line.
template <class F>
void forEachLine(std::string_view text, F f) {
  int number = 0;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t end = lineEnd(text, start);
    const bool crlf = end + 1 < text.size() && text[end] == '\r' && text[end + 1] == '\n';
    if (!f(++number, text.substr(start, end - start))) return;
    start = end + (crlf ? 2 : 1);
  }
}

/// Whether a byte continues a UTF-8 sequence (10xxxxxx).
inline bool isContinuationByte(unsigned char c) { return (c & 0xC0) == 0x80; }

/// The bytes of the character that starts at `at`, as its lead byte says and as far as the
/// continuation bytes go (1 for a stray byte): a lenient reading that never fails.
std::size_t characterLength(std::string_view s, std::size_t at);

/// The length of the UTF-8 sequence `s` starts at `at`, or 0 when it is not a valid one (RFC
/// 3629: no overlong forms, no surrogates, nothing above U+10FFFF).
std::size_t validUtf8Length(std::string_view s, std::size_t at);

/// The line (from 1) of the first byte that text does not have (a control other than tab and
/// line ends, or bytes that are not UTF-8), or 0 when the whole of `text` is text.
int firstLineNotText(std::string_view text);

/// A character of typed text: its code point and its bytes.
struct TypedCharacter {
  std::uint32_t codePoint;
  std::size_t length;
};

/// The character of two or three bytes that starts at `at` (what typed text's wide forms take),
/// or the byte at `at` alone, as its own code point.
TypedCharacter typedCharacter(std::string_view s, std::size_t at);

}  // namespace elo
