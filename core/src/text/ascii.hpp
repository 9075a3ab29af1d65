#pragma once
// ASCII character tests for the core's readers (internal). Typed text is normalized first
// (normalizeTyped), so a reader compares ASCII only; bytes of other characters are left as
// they are.

namespace elo {

/// '0' to '9'.
inline bool isAsciiDigit(char c) { return c >= '0' && c <= '9'; }

/// 'A' to 'Z' made 'a' to 'z'; any other byte as it is.
inline char asciiLower(char c) {
  return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
}

}  // namespace elo
