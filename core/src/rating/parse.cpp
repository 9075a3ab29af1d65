// What people type, made ASCII (normalizeTyped) and read one field at a time; the numbers in
// it are read by parse_text.cpp.
#include "elo/parse.hpp"

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

}  // namespace

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

Parsed<Rating> ratingFromNumber(double value) { return ratingFromCenti(centiFromNumber(value)); }

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

Parsed<KFactor> parseK(std::string_view text) {
  return kFromCenti(centiFromText(normalizeTyped(text), false));
}

Parsed<KFactor> kFromNumber(double value) { return kFromCenti(centiFromNumber(value)); }

Parsed<long long> parseWholeNumber(std::string_view text) {
  const std::optional<long long> whole = wholeFromText(normalizeTyped(text));
  if (!whole) return ErrorCode::ProfileInvalid;
  return *whole;
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
