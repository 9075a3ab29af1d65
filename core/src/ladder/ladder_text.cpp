// The pieces of a ladder's lines: typed characters, cells, names, dates and results.
#include "ladder/ladder_text.hpp"

#include "elo/ladder_text.hpp"
#include "elo/parse.hpp"
#include "text/text.hpp"

namespace elo {
namespace {

bool isBlank(char c) { return c == ' ' || c == '\t'; }

// The text a typed line reads from `from` on, a character at a time, as `piece(at, text)`:
// a byte alone stands for itself, a whole character for what normalizeTyped makes of it.
// TypedLine::assign builds the line's text with it and TypedLine::shown maps that text back,
// so both must split the line the same way.
template <class Piece>
void forEachNormalized(std::string_view line, std::size_t from, Piece piece) {
  while (from < line.size()) {
    const std::size_t n = characterLength(line, from);
    if (n == 1) piece(from, line.substr(from, 1));
    else piece(from, normalizeTyped(line.substr(from, n)));
    from += n;
  }
}

// Appends a name's text with inner spaces as one and escapes undone; `emit(at)` writes the
// character at `at` of `text` and returns the index after it.
template <class Emit>
void collapse(std::string_view text, Escape escape, Emit emit) {
  bool space = false;
  std::size_t i = 0;
  while (i < text.size()) {
    const char c = text[i];
    if (isBlank(c)) {
      space = true;
      ++i;
      continue;
    }
    if (space) emit(std::string_view::npos);
    space = false;
    const bool escaped = (escape == Escape::Csv && c == '"' && i + 1 < text.size()) ||
                         (escape == Escape::Pgn && c == '\\' && i + 1 < text.size());
    i = emit(escaped ? i + 1 : i);
  }
}

void keyOf(std::string_view text, Escape escape, std::string& key) {
  key.clear();
  collapse(text, escape, [&](std::size_t at) {
    if (at == std::string_view::npos) {
      key.push_back(' ');
      return at;
    }
    key.push_back(asciiLower(text[at]));
    return at + 1;
  });
}

// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (H. Hinnant's
// days_from_civil: eras of 400 years, March-based years).
std::int64_t daysFromCivil(std::int64_t y, int m, int d) {
  constexpr std::int64_t kDaysPerEra = 146097;
  constexpr std::int64_t kDaysBefore1970 = 719468;
  y -= m <= 2 ? 1 : 0;
  const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
  const std::int64_t yoe = y - era * 400;
  const std::int64_t doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
  const std::int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * kDaysPerEra + doe - kDaysBefore1970;
}

// Digits from `at`, `fewest` to `most` of them; `at` moves past them.
std::optional<int> digits(std::string_view s, std::size_t& at, std::size_t fewest,
                          std::size_t most) {
  int value = 0;
  std::size_t n = 0;
  while (at < s.size() && isAsciiDigit(s[at]) && n < most) {
    value = value * 10 + (s[at++] - '0');
    ++n;
  }
  if (n < fewest) return std::nullopt;
  return value;
}

/// A date's year has four digits: two-digit years (04/03/26) are refused, not guessed.
constexpr std::size_t kYearDigits = 4;
/// A date's day and month have one or two digits.
constexpr std::size_t kDayDigits = 2;

// A date's three numbers in the order written, and whether the first is the year.
struct WrittenDate {
  int first = 0;
  int second = 0;
  int third = 0;
  bool yearFirst = false;
};

// The numbers of a date written year first (2026-03-04) or year last (04/03/2026), the same
// separator (- / .) twice; none for any other shape.
std::optional<WrittenDate> writtenDate(std::string_view s) {
  std::size_t at = 0;
  const std::optional<int> first = digits(s, at, 1, kYearDigits);
  const bool yearFirst = at == kYearDigits;
  if (!first || (!yearFirst && at > kDayDigits) || at >= s.size()) return std::nullopt;
  const char separator = s[at++];
  if (separator != '-' && separator != '/' && separator != '.') return std::nullopt;
  const std::optional<int> second = digits(s, at, 1, kDayDigits);
  if (!second || at >= s.size() || s[at++] != separator) return std::nullopt;
  const std::optional<int> third =
      yearFirst ? digits(s, at, 1, kDayDigits) : digits(s, at, kYearDigits, kYearDigits);
  if (!third || at != s.size()) return std::nullopt;
  return WrittenDate{*first, *second, *third, yearFirst};
}

// The day of the calendar a year, month and day name, if there is one (no year 0). A day that
// some month has but this one lacks (31/02/2026, 2025-02-29) is a day that does not exist, not
// a date written in another form.
Parsed<LadderDate> calendarDate(int year, int month, int day) {
  constexpr int kMonths = 12;
  constexpr int kLongestMonth = 31;
  if (year == 0 || month < 1 || month > kMonths || day < 1 || day > kLongestMonth)
    return ErrorCode::DateInvalid;
  if (day > daysInMonth(year, month)) return ErrorCode::DateNonexistent;
  return LadderDate{year, month, day};
}

}  // namespace

void TypedLine::assign(std::string_view original) {
  original_ = original;
  ascii_[0] = ascii_[1] = 0;
  std::size_t i = 0;
  for (; i < original.size(); ++i) {
    const auto c = static_cast<unsigned char>(original[i]);
    if (c >= 0x80) break;
    ascii_[c >> 6] |= std::uint64_t{1} << (c & 63);
  }
  text_.assign(original.substr(0, i));
  plain_ = i == original.size();
  forEachNormalized(original, i, [&](std::size_t, std::string_view piece) {
    for (const char ch : piece) {
      const auto b = static_cast<unsigned char>(ch);
      if (b < 0x80) ascii_[b >> 6] |= std::uint64_t{1} << (b & 63);
    }
    text_ += piece;
  });
  // C0 controls but the tab, and DEL (the ASCII a character may become is never one of them),
  // then C1 (U+0080–9F: C2 80 to C2 9F).
  control_ = (ascii_[0] & ~(std::uint64_t{1} << '\t') & 0xFFFFFFFFu) || holds('\x7F');
  for (; i + 1 < original.size() && !control_; ++i) {
    control_ = static_cast<unsigned char>(original[i]) == 0xC2 &&
               static_cast<unsigned char>(original[i + 1]) >= 0x80 &&
               static_cast<unsigned char>(original[i + 1]) < 0xA0;
  }
}

std::string TypedLine::shown(const Cell& cell) const {
  const std::size_t offset = static_cast<std::size_t>(cell.text.data() - text_.data());
  // Where each byte of the text comes from in the line (the start of its character), made only
  // for a name to show: most lines name no new player.
  std::vector<std::uint32_t> origin;
  if (!plain_) {
    std::size_t i = 0;
    for (; static_cast<unsigned char>(original_[i]) < 0x80; ++i)
      origin.push_back(static_cast<std::uint32_t>(i));
    forEachNormalized(original_, i, [&](std::size_t at, std::string_view piece) {
      origin.resize(origin.size() + piece.size(), static_cast<std::uint32_t>(at));
    });
  }
  std::string out;
  collapse(cell.text, cell.escape, [&](std::size_t at) {
    if (at == std::string_view::npos) {
      out.push_back(' ');
      return at;
    }
    if (plain_) {
      out.push_back(cell.text[at]);
      return at + 1;
    }
    // The whole character the byte came from, once, however many bytes it became.
    const std::size_t from = origin[offset + at];
    std::size_t next = at + 1;
    while (next < cell.text.size() && origin[offset + next] == from) ++next;
    out.append(original_.substr(from, characterLength(original_, from)));
    return next;
  });
  return out;
}

void nameKey(const Cell& cell, std::string& key) { keyOf(cell.text, cell.escape, key); }

std::string ladderNameKey(std::string_view name) {
  const std::string typed = normalizeTyped(name);
  std::string key;
  keyOf(trim(typed, kSpaceTabCr), Escape::None, key);
  return key;
}

std::optional<std::vector<Cell>> splitCells(std::string_view text, char separator) {
  std::vector<Cell> cells;
  std::size_t i = 0;
  while (true) {
    while (i < text.size() && text[i] == ' ') ++i;
    if (i < text.size() && text[i] == '"') {
      const std::size_t start = ++i;
      while (i < text.size() && !(text[i] == '"' && (i + 1 == text.size() || text[i + 1] != '"')))
        i += text[i] == '"' ? 2 : 1;
      if (i >= text.size()) return std::nullopt;  // not closed
      cells.push_back({text.substr(start, i - start), Escape::Csv});
      ++i;
      while (i < text.size() && text[i] == ' ') ++i;
      if (i < text.size() && text[i] != separator) return std::nullopt;
    } else {
      const std::size_t end = std::min(text.find(separator, i), text.size());
      cells.push_back({trim(text.substr(i, end - i), kSpaceTabCr), Escape::None});
      i = end;
    }
    if (i >= text.size()) return cells;
    ++i;  // the separator
  }
}

char firstSeparator(std::string_view text, std::string_view separators) {
  for (const char c : separators) {
    if (text.find(c) != std::string_view::npos) return c;
  }
  return 0;
}

std::string_view withoutNote(std::string_view text) {
  bool quoted = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '"') quoted = !quoted;
    if (text[i] == '#' && !quoted) return trim(text.substr(0, i), kSpaceTabCr);
  }
  return trim(text, kSpaceTabCr);
}

bool looksLikeDate(std::string_view word) {
  int separators = 0;
  for (const char c : word) {
    if (c == '-' || c == '/' || c == '.') ++separators;
    else if (!isAsciiDigit(c)) return false;
  }
  return separators == 2 && !word.empty() && isAsciiDigit(word.front());
}

int daysInMonth(int year, int month) {
  constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
  return month == 2 && leap ? 29 : kDays[month - 1];
}

std::int64_t LadderDate::days() const { return daysFromCivil(year, month, day); }

Parsed<LadderDate> parseLadderDate(std::string_view text, DateOrder order) {
  return dateFromTyped(trim(normalizeTyped(text), kSpaceTabCr), order);
}

Parsed<LadderDate> dateFromTyped(std::string_view s, DateOrder order) {
  const std::optional<WrittenDate> w = writtenDate(s);
  if (!w) return ErrorCode::DateInvalid;
  if (w->yearFirst) return calendarDate(w->first, w->second, w->third);
  // No default order for a year-last date: 04/03/2026 is the 4th of March in Portugal and the
  // 3rd of April in the United States, so it is read only in the order asked (or settled).
  switch (order) {
    case DateOrder::Dmy: return calendarDate(w->third, w->second, w->first);
    case DateOrder::Mdy: return calendarDate(w->third, w->first, w->second);
    case DateOrder::Auto:
    case DateOrder::Ymd: break;
  }
  return ErrorCode::DateInvalid;
}

bool yearLast(std::string_view s) {
  const std::optional<WrittenDate> w = writtenDate(s);
  return w && !w->yearFirst;
}

std::string ladderDateText(const LadderDate& date) {
  std::string text = "0000-00-00";
  const auto put = [&](std::size_t end, int value) {
    for (std::size_t i = end; value > 0; --i, value /= 10)
      text[i] = static_cast<char>('0' + value % 10);
  };
  put(3, date.year);
  put(6, date.month);
  put(9, date.day);
  return text;
}

// Both sides' scores, which must make one game's point: "1-0", "½:½", "0,5-0,5" (each side as
// parseScore reads a score); "=" a draw; "+-" and "-+" (also "+:-") forfeits.
Parsed<LadderResult> parseLadderResult(std::string_view text) {
  return resultFromTyped(trim(normalizeTyped(text), kSpaceTabCr));
}

Parsed<LadderResult> resultFromTyped(std::string_view s) {
  // The forms nearly every line has, before the general reading below.
  struct Form {
    std::string_view text;
    unsigned char whiteHalves;
    bool forfeit;
  };
  static constexpr Form kForms[] = {{"1-0", 2, false},     {"0-1", 0, false}, {"=", 1, false},
                                    {"1/2-1/2", 1, false}, {"+-", 2, true},   {"+:-", 2, true},
                                    {"-+", 0, true},       {"-:+", 0, true}};
  for (const Form& form : kForms) {
    if (s == form.text) return LadderResult{Score::fromHalves(form.whiteHalves), form.forfeit};
  }
  std::size_t at = s.find(':');
  if (at == std::string_view::npos) at = s.find('-');
  if (at == std::string_view::npos || s.find_first_of(":-", at + 1) != std::string_view::npos)
    return ErrorCode::LadderResultInvalid;
  const Parsed<Score> white = parseScore(s.substr(0, at));
  const Parsed<Score> black = parseScore(s.substr(at + 1));
  if (!white.ok() || !black.ok() ||
      white.value().halves() + black.value().halves() != Score::win().halves())
    return ErrorCode::LadderResultInvalid;
  return LadderResult{white.value(), false};
}

}  // namespace elo
