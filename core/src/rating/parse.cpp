#include "elo/parse.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>

#include "rating/parse_text.hpp"
#include "text/text.hpp"

namespace elo {
namespace {

// ---- characters ------------------------------------------------------------------------------

// The ASCII character a typed code point stands for, or 0 when it stands for itself.
char asciiEquivalent(std::uint32_t cp) {
  if (cp >= 0xFF01 && cp <= 0xFF5E) return static_cast<char>(cp - 0xFEE0);  // full-width forms
  switch (cp) {
    case 0x00A0:
    case 0x2007:
    case 0x2009:
    case 0x202F:
    case 0x3000:  // no-break and wide spaces
      return ' ';
    case 0x2010:
    case 0x2011:
    case 0x2013:
    case 0x2014:
    case 0x2212:
    case 0xFE63:  // dashes, minus
      return '-';
    case 0x3002:
    case 0xFF61:  // Japanese full stop, as a kana-mode IME types "."
      return '.';
    case 0x3001:
    case 0xFF64:  // Japanese comma, as a kana-mode IME types ","
      return ',';
    default: return 0;
  }
}

bool equalsIgnoringCase(std::string_view s, std::string_view lowerAscii) {
  if (s.size() != lowerAscii.size()) return false;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (asciiLower(s[i]) != lowerAscii[i]) return false;
  }
  return true;
}

// ---- numbers as people write them ------------------------------------------------------------

constexpr std::size_t kMaxWholeDigits = 12;

// Views into the text it was read from, which must outlive it.
struct Number {
  bool negative = false;
  bool huge = false;  // more whole digits than any quantity here can have
  std::int64_t whole = 0;
  std::string_view fraction;  // the digits after the decimal separator
};

std::int64_t appendDigits(std::int64_t value, std::string_view digits) {
  for (char c : digits) value = value * 10 + (c - '0');
  return value;
}

// Group separators: one kind throughout, 1–3 digits first, then groups of exactly 3.
bool validGroups(const std::vector<std::string_view>& runs, const std::vector<char>& seps,
                 std::size_t count) {
  if (runs[0].empty() || runs[0].size() > 3) return false;
  for (std::size_t i = 1; i < count; ++i) {
    if (runs[i].size() != 3 || seps[i - 1] != seps[0]) return false;
  }
  return true;
}

// "1605", "1.605", "1 605", "1.605,5", "0,5", ".5": digits with group and decimal separators.
std::optional<Number> readNumber(std::string_view text, bool allowGroups) {
  std::string_view s = trim(text, kTypedBlanks);
  Number n;
  if (!s.empty() && (s.front() == '-' || s.front() == '+')) {
    n.negative = s.front() == '-';
    s.remove_prefix(1);
  }
  if (s.empty()) return std::nullopt;
  // Digits alone (most numbers): one run and no separator, without the lists below.
  if (std::all_of(s.begin(), s.end(), isAsciiDigit)) {
    if (s.size() > kMaxWholeDigits) n.huge = true;
    else n.whole = appendDigits(n.whole, s);
    return n;
  }

  std::vector<std::string_view> runs;
  std::vector<char> seps;
  std::size_t i = 0;
  while (true) {
    const std::size_t start = i;
    while (i < s.size() && isAsciiDigit(s[i])) ++i;
    runs.push_back(s.substr(start, i - start));
    if (i == s.size()) break;
    const char sep = s[i];
    if (sep != '.' && sep != ',' && sep != ' ') return std::nullopt;
    seps.push_back(sep);
    ++i;
    if (i == s.size() || !isAsciiDigit(s[i])) return std::nullopt;
  }
  const std::size_t m = seps.size();
  std::size_t wholeRuns = runs.size();
  if (m == 0) {
    if (runs[0].empty()) return std::nullopt;
  } else if (allowGroups && runs[m].size() == 3 && validGroups(runs, seps, runs.size())) {
    // every separator groups thousands
  } else {
    const char decimal = seps[m - 1];
    if (decimal == ' ') return std::nullopt;
    if (m > 1 && !(allowGroups && validGroups(runs, seps, m) && seps[0] != decimal)) {
      return std::nullopt;
    }
    n.fraction = runs[m];
    wholeRuns = m;
  }
  std::size_t digits = 0;
  for (std::size_t r = 0; r < wholeRuns; ++r) digits += runs[r].size();
  if (digits > kMaxWholeDigits) {
    n.huge = true;
    return n;
  }
  for (std::size_t r = 0; r < wholeRuns; ++r) n.whole = appendDigits(n.whole, runs[r]);
  return n;
}

// The number in hundredths, when it has at most two decimals.
std::optional<std::int64_t> toCenti(const Number& n) {
  if (n.fraction.size() > 2) return std::nullopt;
  std::int64_t centi = n.whole * 100;
  if (!n.fraction.empty()) {
    const std::int64_t f = appendDigits(0, n.fraction);
    centi += n.fraction.size() == 1 ? f * 10 : f;
  }
  return n.negative ? -centi : centi;
}

// A JSON number in hundredths, when it has at most two decimals.
std::optional<std::int64_t> centiFromNumber(double value, bool& huge) {
  huge = !std::isfinite(value) || std::fabs(value) > 1e12;
  if (huge) return std::nullopt;
  const double centi = value * 100.0;
  const double whole = std::round(centi);
  if (std::fabs(centi - whole) > 1e-6) return std::nullopt;
  return static_cast<std::int64_t>(whole);
}

// ---- quantities from normalized text ---------------------------------------------------------

Parsed<Rating> ratingInRange(std::int64_t centi) {
  if (centi < kMinRating * 100 || centi > kMaxRating * 100) return ErrorCode::RatingOutOfRange;
  return Rating::fromCenti(centi);
}

Parsed<Rating> ratingFromNormalized(std::string_view s) {
  const std::optional<Number> n = readNumber(s, true);
  if (!n) return ErrorCode::RatingInvalid;
  if (n->huge) return ErrorCode::RatingOutOfRange;
  const std::optional<std::int64_t> centi = toCenti(*n);
  if (!centi) return ErrorCode::RatingInvalid;
  return ratingInRange(*centi);
}

bool meansUnrated(std::string_view s) {
  return s.empty() || s == "-" || equalsIgnoringCase(s, "unrated") || equalsIgnoringCase(s, "nr");
}

// FIDE's TRF writes 0 for an unrated player's rating: a zero that says "unrated", which a page
// must not call out of range. Only where "unrated" may be written, so "-" and "NR" are the way.
bool isZero(std::string_view s) {
  const std::optional<Number> n = readNumber(s, true);
  return n && !n->huge && n->whole == 0 &&
         n->fraction.find_first_not_of('0') == std::string_view::npos;
}

Parsed<Score> scoreFromNormalized(std::string_view text) {
  const std::string_view s = trim(text, kTypedBlanks);
  if (s == "=" || s == "1/2") return Score::draw();
  const std::optional<Number> n = readNumber(s, false);
  if (!n || n->huge || n->negative) return ErrorCode::ScoreInvalid;
  const std::optional<std::int64_t> centi = toCenti(*n);
  if (centi == 0) return Score::loss();
  if (centi == 50) return Score::draw();
  if (centi == 100) return Score::win();
  return ErrorCode::ScoreInvalid;
}

}  // namespace

Parsed<std::optional<Rating>> ratingOrUnratedFromNormalized(std::string_view text) {
  const std::string_view s = trim(text, kTypedBlanks);
  if (meansUnrated(s)) return std::optional<Rating>();
  if (isZero(s)) return ErrorCode::RatingZero;
  const Parsed<Rating> rating = ratingFromNormalized(s);
  if (!rating.ok()) return rating.error();
  return std::optional<Rating>(rating.value());
}

Parsed<TypedScore> listScoreFromNormalized(std::string_view text) {
  const std::string_view s = trim(text, kTypedBlanks);
  if (s == "+") return TypedScore{Score::win(), true};
  if (s == "-") return TypedScore{Score::loss(), true};
  const Parsed<Score> score = scoreFromNormalized(s);
  if (!score.ok()) return score.error();
  return TypedScore{score.value(), false};
}

std::string normalizeTyped(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  std::size_t i = 0;
  while (i < text.size()) {
    std::size_t run = i;
    while (run < text.size() && static_cast<unsigned char>(text[run]) < 0x80) ++run;
    if (run > i) {  // a run of plain ASCII stands for itself
      out.append(text.substr(i, run - i));
      i = run;
      continue;
    }
    const auto [cp, length] = typedCharacter(text, i);
    if (cp == 0x00BD) {
      out += "1/2";
    } else if (const char ascii = length > 1 ? asciiEquivalent(cp) : 0) {
      out.push_back(ascii);
    } else {
      out.append(text.substr(i, length));
    }
    i += length;
  }
  return out;
}

Parsed<Rating> parseRating(std::string_view text) {
  return ratingFromNormalized(normalizeTyped(text));
}

Parsed<std::optional<Rating>> parseRatingOrUnrated(std::string_view text) {
  return ratingOrUnratedFromNormalized(normalizeTyped(text));
}

Parsed<Rating> ratingFromNumber(double value) {
  bool huge = false;
  const std::optional<std::int64_t> centi = centiFromNumber(value, huge);
  if (huge) return ErrorCode::RatingOutOfRange;
  if (!centi) return ErrorCode::RatingInvalid;
  return ratingInRange(*centi);
}

Parsed<Score> parseScore(std::string_view text) {
  return scoreFromNormalized(normalizeTyped(text));
}

Parsed<Score> scoreFromNumber(double value) {
  if (value == 1.0) return Score::win();
  if (value == 0.5) return Score::draw();
  if (value == 0.0) return Score::loss();
  return ErrorCode::ScoreInvalid;
}

PeriodGame listGame(int line, std::optional<Rating> opponent, TypedScore score) {
  PeriodGame game;
  game.line = line;
  game.opponent = opponent;
  game.score = score.score;
  game.forfeit = score.forfeit;
  return game;
}

Parsed<TypedScore> parseListScore(std::string_view text) {
  return listScoreFromNormalized(normalizeTyped(text));
}

namespace {
Parsed<KFactor> kInRange(std::int64_t centi) {
  if (centi <= 0 || centi > kMaxK * 100) return ErrorCode::KOutOfRange;
  return KFactor::fromCenti(centi);
}
}  // namespace

Parsed<KFactor> parseK(std::string_view text) {
  const std::string normalized = normalizeTyped(text);
  const std::optional<Number> n = readNumber(normalized, false);
  if (!n) return ErrorCode::KInvalid;
  if (n->huge) return ErrorCode::KOutOfRange;
  const std::optional<std::int64_t> centi = toCenti(*n);
  if (!centi) return ErrorCode::KInvalid;
  return kInRange(*centi);
}

Parsed<KFactor> kFromNumber(double value) {
  bool huge = false;
  const std::optional<std::int64_t> centi = centiFromNumber(value, huge);
  if (huge) return ErrorCode::KOutOfRange;
  if (!centi) return ErrorCode::KInvalid;
  return kInRange(*centi);
}

Parsed<long long> parseWholeNumber(std::string_view text) {
  const std::string normalized = normalizeTyped(text);
  const std::optional<Number> n = readNumber(normalized, true);
  if (!n || n->huge || !n->fraction.empty()) return ErrorCode::ProfileInvalid;
  return static_cast<long long>(n->negative ? -n->whole : n->whole);
}

Parsed<int> parseDateYear(std::string_view text) {
  const std::string s = normalizeTyped(trim(text, kTypedBlanks));
  const bool shaped = s.size() == 10 && s[4] == '-' && s[7] == '-';
  if (!shaped) return ErrorCode::DateInvalid;
  for (const std::size_t i : {0u, 1u, 2u, 3u, 5u, 6u, 8u, 9u}) {
    if (!isAsciiDigit(s[i])) return ErrorCode::DateInvalid;
  }
  const int month = (s[5] - '0') * 10 + (s[6] - '0');
  const int day = (s[8] - '0') * 10 + (s[9] - '0');
  if (month < 1 || month > 12 || day < 1 || day > 31) return ErrorCode::DateInvalid;
  return static_cast<int>(appendDigits(0, std::string_view(s).substr(0, 4)));
}

}  // namespace elo
