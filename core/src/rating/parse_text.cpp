// Reading typed text: numbers as people write them, and the quantities read from them, once for
// text and once for JSON numbers: one rating reader and one K reader behind both.
#include "rating/parse_text.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include "text/text.hpp"

namespace elo {
namespace {

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

}  // namespace

std::int64_t appendDigits(std::int64_t value, std::string_view digits) {
  for (char c : digits) value = value * 10 + (c - '0');
  return value;
}

CentiRead centiFromText(std::string_view text, bool allowGroups) {
  const std::optional<Number> n = readNumber(text, allowGroups);
  if (!n) return {};
  if (n->huge) return {true, std::nullopt};
  return {false, toCenti(*n)};
}

// A JSON number in hundredths, when it has at most two decimals.
CentiRead centiFromNumber(double value) {
  if (!std::isfinite(value) || std::fabs(value) > 1e12) return {true, std::nullopt};
  const double centi = value * 100.0;
  const double whole = std::round(centi);
  if (std::fabs(centi - whole) > 1e-6) return {};
  return {false, static_cast<std::int64_t>(whole)};
}

// ---- the quantities ---------------------------------------------------------------------------

Parsed<Rating> ratingFromCenti(const CentiRead& read) {
  if (read.huge) return ErrorCode::RatingOutOfRange;
  if (!read.centi) return ErrorCode::RatingInvalid;
  const std::int64_t centi = *read.centi;
  if (centi < kMinRating * 100 || centi > kMaxRating * 100) return ErrorCode::RatingOutOfRange;
  return Rating::fromCenti(centi);
}

Parsed<KFactor> kFromCenti(const CentiRead& read) {
  if (read.huge) return ErrorCode::KOutOfRange;
  if (!read.centi) return ErrorCode::KInvalid;
  const std::int64_t centi = *read.centi;
  if (centi <= 0 || centi > kMaxK * 100) return ErrorCode::KOutOfRange;
  return KFactor::fromCenti(centi);
}

std::optional<long long> wholeFromText(std::string_view text) {
  const std::optional<Number> n = readNumber(text, true);
  if (!n || n->huge || !n->fraction.empty()) return std::nullopt;
  return static_cast<long long>(n->negative ? -n->whole : n->whole);
}

Parsed<Rating> ratingFromNormalized(std::string_view text) {
  return ratingFromCenti(centiFromText(text, true));
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

}  // namespace elo
