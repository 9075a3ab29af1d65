// A tournament's time control as arbiters write it in a TRF's header 122 (or TRF-2026's 222),
// free text: "90 min/40 moves + 30 min + 30 sec/move", 90'+30", US Chess's "G/15;d5" and
// "40/120, SD/60", the online "3+2", a Japanese IME's "１５分＋１０秒", or only a word ("Rapid",
// "relâmpago"). The text becomes tokens, its numbers quantities with their units, and their sum
// a class by FIDE's Rapid and Blitz Rating Regulations 1.1.1 and 1.1.2. A number the reader
// cannot place makes the whole text unknown: it never guesses.
#include "elo/time_control.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "elo/parse.hpp"
#include "text/text.hpp"

namespace elo {
namespace {

// ---- the rule (R&B 1.1.1 / 1.1.2) ------------------------------------------------------------

/// R&B 1.1.1: a rapid game gives each player less than 60 minutes; 60 or more is standard.
constexpr std::int64_t kStandardFromMinutes = 60;
/// R&B 1.1.1: a rapid game gives each player more than 10 minutes.
constexpr std::int64_t kRapidAboveMinutes = 10;
/// R&B 1.1.2: a blitz game gives each player more than 3 minutes (and at most 10).
constexpr std::int64_t kBlitzAboveMinutes = 3;
constexpr std::int64_t kMinutesPerHour = 60;
/// Most digits a number may have: no time control needs more.
constexpr std::size_t kMostDigits = 4;

/// The class of "time allotted + 60 × increment", in minutes.
TimeControlClass classOfTotal(std::int64_t minutes) {
  if (minutes >= kStandardFromMinutes) return TimeControlClass::Standard;
  if (minutes > kRapidAboveMinutes) return TimeControlClass::Rapid;
  if (minutes > kBlitzAboveMinutes) return TimeControlClass::Blitz;
  return TimeControlClass::Unknown;  // 3 minutes or less: no control FIDE rates
}

// ---- tokens ----------------------------------------------------------------------------------

/// What a piece of the text stands for.
enum class Meaning {
  Number,     // digits
  Minutes,    // units after a number: "min", "'", "分"
  Hours,      // "h", "horas", "時間"
  Seconds,    // "sec", '"', "''", "秒"
  Moves,      // after a number a stage's moves ("40 moves"); alone, "per move"
  Game,       // "G/15", "SD/60", "game in 60": the number after it is minutes
  Increment,  // "d5", "delay 5", "inc 30": the number after it is seconds
  Plus,       // "+": what is added to a time
  Slash,      // "/": "90 min/40 moves", "40/90", "G/15"
  Join,       // ";", ",", "&", "and": parts written apart
  Rapid,      // a class named in words
  Blitz,
  Standard,
  Filler,      // a word that changes nothing ("per", "each", "Fischer"): dropped
  Other,       // a word or a character the reader does not know
  Unreadable,  // a number it cannot take: a decimal, too many digits
};

struct Token {
  Meaning meaning;
  std::int64_t value = 0;  // a Number's
};

/// The words or symbols that mean one thing, separated by spaces.
struct Vocabulary {
  Meaning meaning;
  std::string_view terms;
};

/// Whole words, lower case: English, Portuguese, and US Chess's G, SD (sudden death) and d.
constexpr std::array kWords = {
    Vocabulary{Meaning::Minutes, "m min mins minute minutes minuto minutos"},
    Vocabulary{Meaning::Hours, "h hr hrs hour hours hora horas"},
    Vocabulary{Meaning::Seconds, "s sec secs second seconds seg segundo segundos"},
    Vocabulary{Meaning::Moves, "move moves lance lances jogada jogadas"},
    Vocabulary{Meaning::Game, "g game sd"},
    Vocabulary{Meaning::Increment, "d delay inc increment incremento"},
    Vocabulary{Meaning::Plus, "plus mais"},
    Vocabulary{Meaning::Join, "and e"},
    Vocabulary{Meaning::Rapid, "rapid rapidplay rápido rapido semirrápido semirrapido"},
    Vocabulary{Meaning::Blitz, "blitz relâmpago relampago"},
    Vocabulary{Meaning::Standard, "standard classical clássico classico"},
    Vocabulary{Meaning::Filler, "in em per por each cada fischer bronstein"}};

/// Symbols and Japanese words, matched where they start (Japanese needs no spaces), the
/// longest that does ("''" before "'").
constexpr std::array kSymbols = {Vocabulary{Meaning::Minutes, "' ′ ’ 分"},
                                 Vocabulary{Meaning::Hours, "時間"},
                                 Vocabulary{Meaning::Seconds, "\" '' ′′ ″ ’’ ” 秒"},
                                 Vocabulary{Meaning::Moves, "手"},
                                 Vocabulary{Meaning::Plus, "+ |"},
                                 Vocabulary{Meaning::Slash, "/"},
                                 Vocabulary{Meaning::Join, "; , &"},
                                 Vocabulary{Meaning::Rapid, "ラピッド"},
                                 Vocabulary{Meaning::Blitz, "ブリッツ"},
                                 Vocabulary{Meaning::Standard, "クラシカル スタンダード"}};

/// Calls `f(term, meaning)` for each term of a vocabulary.
template <class Table, class F>
void forEachTerm(const Table& table, F f) {
  for (const Vocabulary& v : table) {
    std::size_t start = 0;
    while (start < v.terms.size()) {
      const std::size_t end = std::min(v.terms.find(' ', start), v.terms.size());
      f(v.terms.substr(start, end - start), v.meaning);
      start = end + 1;
    }
  }
}

/// The text as typed made ASCII where it stands for ASCII (full-width digits, wide spaces), in
/// lower case: ASCII letters, and the accented capitals of Latin-1 ("RÁPIDO").
std::string folded(std::string_view text) {
  std::string s = normalizeTyped(text);
  for (std::size_t i = 0; i < s.size(); ++i) {
    s[i] = asciiLower(s[i]);
    const auto next = i + 1 < s.size() ? static_cast<unsigned char>(s[i + 1]) : 0;
    const bool capital = next >= 0x80 && next <= 0x9E && next != 0x97;  // U+00C0..DE but ×
    if (static_cast<unsigned char>(s[i]) == 0xC3 && capital)
      s[++i] = static_cast<char>(next + 0x20);
  }
  return s;
}

/// The bytes of the letter at `at` (ASCII, or Latin with an accent: "á", "â"), or 0.
std::size_t letterLength(std::string_view s, std::size_t at) {
  const auto [cp, length] = typedCharacter(s, at);
  if (length == 1) return (cp >= 'a' && cp <= 'z') ? 1 : 0;
  const bool latin = cp >= 0xC0 && cp <= 0x24F && cp != 0xD7 && cp != 0xF7;  // but × and ÷
  return latin ? length : 0;
}

Meaning wordMeaning(std::string_view word) {
  Meaning found = Meaning::Other;
  forEachTerm(kWords, [&](std::string_view term, Meaning m) {
    if (term == word) found = m;
  });
  return found;
}

/// The longest symbol that starts at `at`: its meaning and its bytes (0 when none does).
std::pair<Meaning, std::size_t> symbolAt(std::string_view s, std::size_t at) {
  std::pair<Meaning, std::size_t> found{Meaning::Other, 0};
  forEachTerm(kSymbols, [&](std::string_view term, Meaning m) {
    if (term.size() > found.second && s.substr(at, term.size()) == term) found = {m, term.size()};
  });
  return found;
}

/// The digits at `at`: a Number, or Unreadable for a decimal ("1.5") or too many digits.
Token numberAt(std::string_view s, std::size_t& at) {
  const std::size_t start = at;
  std::int64_t value = 0;
  for (; at < s.size() && isAsciiDigit(s[at]); ++at) {
    if (at - start < kMostDigits) value = value * 10 + (s[at] - '0');
  }
  const bool tooLong = at - start > kMostDigits;
  const bool decimal =
      at + 1 < s.size() && (s[at] == '.' || s[at] == ',') && isAsciiDigit(s[at + 1]);
  if (decimal) {
    ++at;
    while (at < s.size() && isAsciiDigit(s[at])) ++at;
  }
  if (tooLong || decimal) return {Meaning::Unreadable};
  return {Meaning::Number, value};
}

/// The text's tokens; blanks, punctuation that says nothing ("(", ":", "-", ".") and fillers
/// are left out.
std::vector<Token> tokens(std::string_view s) {
  std::vector<Token> out;
  std::size_t i = 0;
  while (i < s.size()) {
    if (isAsciiDigit(s[i])) {
      out.push_back(numberAt(s, i));
      continue;
    }
    if (letterLength(s, i) > 0) {
      const std::size_t start = i;
      while (i < s.size() && letterLength(s, i) > 0) i += letterLength(s, i);
      const Meaning m = wordMeaning(s.substr(start, i - start));
      if (m != Meaning::Filler) out.push_back({m});
      continue;
    }
    const auto [symbol, length] = symbolAt(s, i);
    if (length > 0) {
      out.push_back({symbol});
      i += length;
    } else if (static_cast<unsigned char>(s[i]) < 0x80) {
      ++i;  // a blank or punctuation
    } else {
      out.push_back({Meaning::Other});
      i += characterLength(s, i);
    }
  }
  return out;
}

// ---- quantities ------------------------------------------------------------------------------

/// What a number counts; Bare until its place says (no unit, no marker before it).
enum class Kind { Minutes, Hours, Seconds, Moves, Bare, Unreadable };
/// What stands between a quantity and the one before it.
enum class Link { None, Plus, Slash, Join };

struct Quantity {
  Kind kind;
  std::int64_t value;
  Link link;
};

std::optional<Kind> unitKind(Meaning m) {
  switch (m) {
    case Meaning::Minutes: return Kind::Minutes;
    case Meaning::Hours: return Kind::Hours;
    case Meaning::Seconds: return Kind::Seconds;
    case Meaning::Moves: return Kind::Moves;
    default: return std::nullopt;
  }
}

/// A number's kind from the unit after it and the marker before it ("G/", "d"), which must
/// agree; a number followed by a word the reader does not know ("9 rounds") is unreadable.
Kind numberKind(std::optional<Kind> marked, std::optional<Kind> unit, Meaning next) {
  if (next == Meaning::Other) return Kind::Unreadable;
  if (!unit) return marked.value_or(Kind::Bare);
  const bool agree =
      !marked || *marked == *unit || (*marked == Kind::Minutes && *unit == Kind::Hours);
  return agree ? *unit : Kind::Unreadable;
}

/// The numbers in order, each with its kind as far as its neighbours say and its link to the
/// one before.
std::vector<Quantity> quantities(const std::vector<Token>& tokens) {
  std::vector<Quantity> out;
  Link link = Link::None;
  std::optional<Kind> marked;
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    const Meaning m = tokens[i].meaning;
    if (m == Meaning::Number) {
      const Meaning next = i + 1 < tokens.size() ? tokens[i + 1].meaning : Meaning::Join;
      const std::optional<Kind> unit = unitKind(next);
      out.push_back({numberKind(marked, unit, next), tokens[i].value, link});
      if (unit) ++i;
      link = Link::None;
      marked.reset();
    } else if (m == Meaning::Unreadable) {
      out.push_back({Kind::Unreadable, 0, link});
    } else if (m == Meaning::Game || m == Meaning::Increment) {
      marked = m == Meaning::Game ? Kind::Minutes : Kind::Seconds;
    } else if (m == Meaning::Slash && marked) {
      // "G/15": the slash belongs to the marker
    } else {
      link = m == Meaning::Plus    ? Link::Plus
             : m == Meaning::Slash ? Link::Slash
             : m == Meaning::Join  ? Link::Join
                                   : Link::None;
      marked.reset();
    }
  }
  return out;
}

bool isTime(Kind k) { return k == Kind::Minutes || k == Kind::Hours; }

/// A stage written with "/": a time and its moves ("90 min/40 moves", "1h30/40"), or the moves
/// and their time in minutes (US Chess's "40/90"). A first stage of less than a minute a move
/// is no stage (it is US Chess's "40/2" in hours, or the two swapped): unreadable.
void placeStage(Quantity& before, Quantity& after) {
  if (after.kind == Kind::Bare && isTime(before.kind)) {
    after.kind = Kind::Moves;
    return;
  }
  if (before.kind == Kind::Bare && (after.kind == Kind::Moves || isTime(after.kind))) {
    before.kind = after.kind == Kind::Moves ? Kind::Minutes : Kind::Moves;
    return;
  }
  if (after.kind == Kind::Bare && before.kind == Kind::Moves) {
    after.kind = after.value >= before.value ? Kind::Minutes : Kind::Unreadable;
    return;
  }
  if (before.kind == Kind::Bare && after.kind == Kind::Bare) {
    before.kind = Kind::Moves;
    after.kind = after.value >= before.value ? Kind::Minutes : Kind::Unreadable;
    return;
  }
  const bool timeAndMoves = isTime(before.kind) && after.kind == Kind::Moves;
  const bool movesAndTime = before.kind == Kind::Moves && isTime(after.kind);
  if (!timeAndMoves && !movesAndTime) after.kind = Kind::Unreadable;
}

/// Places what a link says: a stage's "/", the minutes right after hours ("1h30"), and a next
/// stage's minutes after a time and a comma (FIDE's own example file: "40/120, 60").
void placeLinked(std::vector<Quantity>& q) {
  for (std::size_t i = 1; i < q.size(); ++i) {
    if (q[i].link == Link::Slash) placeStage(q[i - 1], q[i]);
    const bool minutesOfHour = q[i].link == Link::None && q[i - 1].kind == Kind::Hours;
    const bool nextStage = q[i].link == Link::Join && isTime(q[i - 1].kind);
    if ((minutesOfHour || nextStage) && q[i].kind == Kind::Bare) q[i].kind = Kind::Minutes;
  }
}

/// Places the bare numbers of a chain joined by "+": the last is the increment in seconds, the
/// others are minutes ("3+2", "40/90+30+30"). A bare number outside any chain is unreadable.
void placeChains(std::vector<Quantity>& q) {
  std::size_t start = 0;
  while (start < q.size()) {
    std::size_t end = start + 1;
    while (end < q.size() && q[end].link == Link::Plus) ++end;
    for (std::size_t i = start; i < end; ++i) {
      if (q[i].kind != Kind::Bare) continue;
      if (end - start == 1) q[i].kind = Kind::Unreadable;
      else q[i].kind = i + 1 == end ? Kind::Seconds : Kind::Minutes;
    }
    start = end;
  }
}

/// The class the numbers give: time allotted (every stage's minutes) + the one increment's
/// seconds; Unknown when a number is unreadable, there is no time, or two increments.
TimeControlClass classOfQuantities(std::vector<Quantity> q) {
  placeLinked(q);
  placeChains(q);
  std::int64_t minutes = 0, seconds = 0;
  int times = 0, increments = 0;
  for (const Quantity& x : q) {
    if (x.kind == Kind::Unreadable) return TimeControlClass::Unknown;
    if (x.kind == Kind::Minutes) minutes += x.value, ++times;
    if (x.kind == Kind::Hours) minutes += x.value * kMinutesPerHour, ++times;
    if (x.kind == Kind::Seconds) seconds += x.value, ++increments;
  }
  if (times == 0 || increments > 1) return TimeControlClass::Unknown;
  return classOfTotal(minutes + seconds);
}

// ---- words -----------------------------------------------------------------------------------

/// The class the text names in words, when it names one only.
TimeControlClass classOfWords(const std::vector<Token>& tokens) {
  std::optional<TimeControlClass> named;
  for (const Token& t : tokens) {
    std::optional<TimeControlClass> c;
    if (t.meaning == Meaning::Rapid) c = TimeControlClass::Rapid;
    if (t.meaning == Meaning::Blitz) c = TimeControlClass::Blitz;
    if (t.meaning == Meaning::Standard) c = TimeControlClass::Standard;
    if (!c) continue;
    if (named && *named != *c) return TimeControlClass::Unknown;
    named = c;
  }
  return named.value_or(TimeControlClass::Unknown);
}

}  // namespace

TimeControlClass classifyTimeControl(std::string_view text) {
  const std::vector<Token> all = tokens(folded(text));
  const std::vector<Quantity> numbers = quantities(all);
  // Numbers, when there are any, say more than a word ("Rapid 5+3" is blitz).
  return numbers.empty() ? classOfWords(all) : classOfQuantities(numbers);
}

std::string_view timeControlClassName(TimeControlClass c) {
  switch (c) {
    case TimeControlClass::Standard: return "standard";
    case TimeControlClass::Rapid: return "rapid";
    case TimeControlClass::Blitz: return "blitz";
    case TimeControlClass::Unknown: break;
  }
  return "unknown";
}

}  // namespace elo
