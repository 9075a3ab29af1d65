// A CSV file's header row and a PGN game's tags, as a ladder's games come from other programs.
#include "ladder/ladder_formats.hpp"

#include <iterator>

#include "support/name_table.hpp"
#include "text/text.hpp"

namespace elo {
namespace {

/// The separators a CSV header row may use.
constexpr std::string_view kCsvSeparators = ",;\t|";

enum class Column { Date, White, Black, Result, Other };

// A CSV header's name for a column, in English, Portuguese or Japanese, case ignored.
Column columnNamed(const Cell& cell) {
  std::string name;
  nameKey(cell, name);
  // Three names a column, in the order of Column.
  static constexpr std::string_view kNames[] = {"date",    "data",   "日付",      "white",
                                                "brancas", "白",     "black",     "pretas",
                                                "黒",      "result", "resultado", "結果"};
  for (std::size_t i = 0; i < std::size(kNames); ++i) {
    if (name == kNames[i]) return static_cast<Column>(i / 3);
  }
  return Column::Other;
}

}  // namespace

std::optional<CsvColumns> csvHeader(std::string_view text) {
  const char separator = firstSeparator(text, kCsvSeparators);
  if (!separator || (text.front() >= '0' && text.front() <= '9')) return std::nullopt;
  const std::optional<std::vector<Cell>> cells = splitCells(text, separator);
  if (!cells) return std::nullopt;
  CsvColumns c{separator};
  for (std::size_t i = 0; i < cells->size(); ++i) {
    int* const index[] = {&c.date, &c.white, &c.black, &c.result, nullptr};
    int* const column = index[static_cast<int>(columnNamed((*cells)[i]))];
    if (column && *column < 0) *column = static_cast<int>(i);
  }
  if (c.white < 0 || c.black < 0 || c.result < 0) return std::nullopt;
  return c;
}

bool pgnTag(std::string_view s, std::string_view& name, Cell& value) {
  if (s.size() < 2 || s.front() != '[' || s.back() != ']') return false;
  const std::string_view inner = trim(s.substr(1, s.size() - 2), kSpaceTabCr);
  std::size_t i = 0;
  const auto tagCharacter = [](char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
  };
  while (i < inner.size() && tagCharacter(inner[i])) ++i;
  name = inner.substr(0, i);
  const std::string_view quoted = trim(inner.substr(i), kSpaceTabCr);
  if (name.empty() || quoted.size() < 2 || quoted.front() != '"' || quoted.back() != '"')
    return false;
  for (std::size_t j = 1; j + 1 < quoted.size(); ++j) {
    if (quoted[j] == '\\') ++j;
    else if (quoted[j] == '"') return false;
  }
  if (quoted[quoted.size() - 2] == '\\' && quoted.size() > 2) return false;
  value = {trim(quoted.substr(1, quoted.size() - 2), kSpaceTabCr), Escape::Pgn};
  return true;
}

bool pgnUnknown(std::string_view value) {
  return value.empty() || value == "-" || value.find('?') != std::string_view::npos;
}

}  // namespace elo
