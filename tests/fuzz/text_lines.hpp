#pragma once
// The number of lines a text has, as the core's readers count them (LF, CRLF or CR ends), for
// the fuzz targets' checks that every error is on a line of the text.

#include <cstddef>
#include <string_view>

namespace elo::fuzz {

/// Lines of `text`, numbered from 1 as the readers number them.
inline int linesIn(std::string_view text) {
  int lines = 1;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const bool crlf = text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n';
    if ((text[i] == '\n' || text[i] == '\r') && !crlf) ++lines;
  }
  return lines;
}

}  // namespace elo::fuzz
