#pragma once
// The shapes of a ladder's lines that other programs write (internal): a CSV file's header row,
// with its columns named in English, Portuguese or Japanese, and a PGN game's tags.

#include <optional>
#include <string>
#include <string_view>

#include "ladder/ladder_text.hpp"

namespace elo {

/// Where a CSV file's columns are, as its header row names them.
struct CsvColumns {
  char separator = ',';
  int date = -1;
  int white = -1;
  int black = -1;
  int result = -1;
};

/// A header row naming at least the white, black and result columns (comma, semicolon, tab or
/// bar apart), or none: a row starting with a digit is a game, never a header.
std::optional<CsvColumns> csvHeader(std::string_view text);

/// The tags kept as text, in the order of kPgnValueTags.
enum PgnValue { kResult, kDate, kWhiteElo, kBlackElo };
inline constexpr std::string_view kPgnValueTags[] = {"Result", "Date", "WhiteElo", "BlackElo"};

/// A PGN game's tags as they come, until the game's tags end.
struct PgnTags {
  int line = 0;  ///< The first tag's; 0: no game open.
  std::optional<int> white, black;
  std::string value[4];   ///< By PgnValue: the tag's text as written.
  int valueLine[4] = {};  ///< By PgnValue: the tag's line, 0 when not given.
};

/// `[Name "value"]`: the tag's name and its value (escaped as PGN escapes), or false.
bool pgnTag(std::string_view s, std::string_view& name, Cell& value);

/// Whether a PGN value says "not known": empty, "?", "-", "????.??.??", "2026.??.??".
bool pgnUnknown(std::string_view value);

}  // namespace elo
