// The dates of a TRF as real files write them; only the year is ever needed (the junior rule of
// FIDE B.02 8.3.3 and a player's year of birth).
#include <array>
#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

#include "elo/trf.hpp"
#include "text/text.hpp"
namespace elo {
namespace {

/// Years a TRF may mean: the same range the request accepts for a year of birth.
constexpr int kEarliestYear = 1900;
constexpr int kLatestYear = 2100;
/// TRF16's round dates (132) are YY/MM/DD; FIDE's format dates from this century.
constexpr int kTwoDigitYearBase = 2000;
constexpr int kMonths = 12;
constexpr int kLongestMonth = 31;

/// Month names as English-language programs (lichess) write them; the first three letters count.
constexpr std::array<std::string_view, kMonths> kMonthNames = {
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"};

// A view into the date's text, which outlives it: a player's date costs no allocation a token.
struct Token {
  std::string_view text;
  bool digits = false;
};

bool isLetter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool isSeparator(char c) { return c == '/' || c == '-' || c == '.' || c == ',' || c == ' '; }

// Runs of digits and of letters; nullopt when anything else is there.
std::optional<std::vector<Token>> tokens(std::string_view text) {
  std::vector<Token> out;
  out.reserve(3);
  std::size_t i = 0;
  while (i < text.size()) {
    const char c = text[i];
    if (isSeparator(c)) {
      ++i;
      continue;
    }
    if (!isAsciiDigit(c) && !isLetter(c)) return std::nullopt;
    const bool digits = isAsciiDigit(c);
    const std::size_t start = i;
    while (i < text.size() && (digits ? isAsciiDigit(text[i]) : isLetter(text[i]))) ++i;
    out.push_back({text.substr(start, i - start), digits});
  }
  return out;
}

int number(const Token& t) {
  int n = 0;
  for (const char c : t.text) n = n * 10 + (c - '0');
  return n;
}

bool isNumber(const Token& t, std::size_t digits) { return t.digits && t.text.size() == digits; }
bool isShortNumber(const Token& t) { return t.digits && t.text.size() <= 2; }

std::optional<int> plausibleYear(int year) {
  if (year < kEarliestYear || year > kLatestYear) return std::nullopt;
  return year;
}

// A month and a day that exist, or (for a year of birth) both unknown, written 00.
bool validMonthDay(int month, int day, bool unknownAllowed) {
  if (unknownAllowed && month == 0 && day == 0) return true;
  return month >= 1 && month <= kMonths && day >= 1 && day <= kLongestMonth;
}

std::optional<int> monthNamed(const Token& t) {
  if (t.digits || t.text.size() < 3) return std::nullopt;
  for (std::size_t i = 0; i < kMonthNames.size(); ++i) {
    const std::string_view name = kMonthNames[i];
    if (asciiLower(t.text[0]) == name[0] && asciiLower(t.text[1]) == name[1] &&
        asciiLower(t.text[2]) == name[2])
      return static_cast<int>(i) + 1;
  }
  return std::nullopt;
}

// Three numbers: YYYY MM DD, DD MM YYYY, or TRF16's round dates YY/MM/DD.
std::optional<int> numericYear(const std::vector<Token>& t, TrfDate kind) {
  const bool unknownAllowed = kind == TrfDate::Birth;
  if (isNumber(t[0], 4) && isShortNumber(t[1]) && isShortNumber(t[2])) {
    if (!validMonthDay(number(t[1]), number(t[2]), unknownAllowed)) return std::nullopt;
    return plausibleYear(number(t[0]));
  }
  if (isShortNumber(t[0]) && isShortNumber(t[1]) && isNumber(t[2], 4)) {
    if (!validMonthDay(number(t[1]), number(t[0]), unknownAllowed)) return std::nullopt;
    return plausibleYear(number(t[2]));
  }
  if (kind == TrfDate::Round && isNumber(t[0], 2) && isNumber(t[1], 2) && isNumber(t[2], 2)) {
    if (!validMonthDay(number(t[1]), number(t[2]), false)) return std::nullopt;
    return kTwoDigitYearBase + number(t[0]);
  }
  return std::nullopt;
}

// "May 29, 2020" or "29 May 2020".
std::optional<int> namedMonthYear(const std::vector<Token>& t) {
  const bool monthFirst = monthNamed(t[0]).has_value();
  const Token& day = monthFirst ? t[1] : t[0];
  const Token& month = monthFirst ? t[0] : t[1];
  if (!monthNamed(month) || !isShortNumber(day) || !isNumber(t[2], 4)) return std::nullopt;
  if (!validMonthDay(*monthNamed(month), number(day), false)) return std::nullopt;
  return plausibleYear(number(t[2]));
}

}  // namespace

std::optional<int> trfDateYear(std::string_view text, TrfDate kind) {
  const std::optional<std::vector<Token>> t = tokens(text);
  if (!t) return std::nullopt;
  if (t->size() == 1 && kind == TrfDate::Birth && isNumber((*t)[0], 4))
    return plausibleYear(number((*t)[0]));
  if (t->size() != 3) return std::nullopt;
  const bool allDigits = (*t)[0].digits && (*t)[1].digits && (*t)[2].digits;
  return allDigits ? numericYear(*t, kind) : namedMonthYear(*t);
}

}  // namespace elo
