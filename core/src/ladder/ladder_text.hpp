#pragma once
// The pieces of a ladder's lines (internal): a line made ASCII where it was typed with an IME
// (normalizeTyped), remembering the characters it came from; its cells; the names in them.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "elo/ladder_text.hpp"

namespace elo {

/// How a cell's text escapes a quote.
enum class Escape : unsigned char {
  None,
  Csv,  ///< RFC 4180: "" stands for ".
  Pgn,  ///< PGN's tag values: \" and \\.
};

/// A trimmed piece of a TypedLine's text.
struct Cell {
  std::string_view text;
  Escape escape = Escape::None;
};

/// One line: its text made ASCII as typed (normalizeTyped), and the characters it came from.
class TypedLine {
 public:
  /// Takes one line of text (without its end), which must outlive this.
  void assign(std::string_view original);
  /// The line, normalized.
  const std::string& text() const { return text_; }
  /// A cell's name as first written: its own characters, inner spaces as one, unescaped.
  std::string shown(const Cell& cell) const;
  /// Whether the line holds a control character (a tab aside).
  bool hasControl() const { return control_; }
  /// Whether the normalized line holds the ASCII character `c` (so that scans for it are spared).
  bool holds(char c) const {
    const auto u = static_cast<unsigned char>(c);
    return (ascii_[u >> 6] >> (u & 63)) & 1u;
  }

 private:
  std::string_view original_;
  std::string text_;
  bool plain_ = true;  // text_ is the line as it came: ASCII
  bool control_ = false;
  std::uint64_t ascii_[2] = {0, 0};  // the ASCII characters text_ holds, one bit each
};

/// The key under which a cell's name is matched (see ladderNameKey), into `key`.
void nameKey(const Cell& cell, std::string& key);

/// The text cut at `separator` outside double quotes (RFC 4180), each cell trimmed and unquoted;
/// none when a quote is not closed or text follows the closing quote.
std::optional<std::vector<Cell>> splitCells(std::string_view text, char separator);

/// The first of `separators` the text holds, or 0.
char firstSeparator(std::string_view text, std::string_view separators);

/// The text before a `#` note (outside quotes), trimmed.
std::string_view withoutNote(std::string_view text);

/// The days of a month (1 to 12) of the Gregorian calendar.
int daysInMonth(int year, int month);

/// parseLadderDate of text already typed-normalized and trimmed.
Parsed<LadderDate> dateFromTyped(std::string_view s, DateOrder order = DateOrder::Ymd);

/// Whether a date is written with its year last (04/03/2026), so that its order matters.
bool yearLast(std::string_view s);

/// parseLadderResult of text already typed-normalized and trimmed.
Parsed<LadderResult> resultFromTyped(std::string_view s);

/// Whether a word has a date's shape (digits and two of - / .), valid or not: 04/03/2026.
bool looksLikeDate(std::string_view word);

}  // namespace elo
