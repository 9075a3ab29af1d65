// A tournament's time control as arbiters write it in a TRF's header 122 (or TRF-2026's 222),
// free text: "90 min/40 moves + 30 min + 30 sec/move", 90'+30", US Chess's "G/15;d5" and
// "40/120, SD/60", the online "3+2", a Japanese IME's "１５分＋１０秒", or only a word ("Rapid",
// "relâmpago"). The text becomes tokens, its numbers quantities with their units, and their sum
// a class by FIDE's Rapid and Blitz Rating Regulations 1.1.1 and 1.1.2. A number the reader
// cannot place makes the whole text unknown: it never guesses.
//
// The text is read in one pass, a token at a time, with no list of tokens or of numbers: a
// number's kind depends only on its neighbours, so two at a time are enough.
#include "elo/time_control.hpp"

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <string>
#include <string_view>

#include "elo/parse.hpp"
#include "text/text.hpp"

namespace elo {
namespace {

// ---- the rule (R&B 1.1.1 / 1.1.2, classOfAllottedSeconds) -----------------------------------

constexpr std::int64_t kMinutesPerHour = 60;
constexpr std::int64_t kSecondsPerMinute = 60;
/// Most digits a number may have: no time control needs more.
constexpr std::size_t kMostDigits = 4;

/// The class of "time allotted + 60 × increment", in minutes.
TimeControlClass classOfTotal(std::int64_t minutes) {
  return classOfAllottedSeconds(minutes * kSecondsPerMinute);
}

// ---- tokens ----------------------------------------------------------------------------------

/// What a piece of the text stands for. The meanings that have terms come first, in the order
/// of kTerms, which they index.
enum class Meaning {
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
  Filler,      // a word, blank or punctuation that changes nothing ("per", "(", ":"): skipped
  Number,      // digits
  Other,       // a word or a character the reader does not know
  Unreadable,  // a number it cannot take: a decimal, too many digits
  End,         // the text's end
};

struct Token {
  Meaning meaning;
  int value = 0;  // a Number's
};

/// Each meaning's terms, separated by spaces: whole words in lower case (English, Portuguese, and
/// US Chess's G, SD for sudden death and d), then symbols and Japanese words, which need no
/// spaces around them. One list serves both: a word's terms all start with an ASCII letter,
/// which no symbol does, so a word never matches where a symbol is looked for, nor a symbol
/// inside a word. Indexed by Meaning.
constexpr std::string_view kTerms[] = {
    /* Minutes */ "m min mins minute minutes minuto minutos ' ′ ’ 分",
    /* Hours */ "h hr hrs hour hours hora horas 時間",
    /* Seconds */ "s sec secs second seconds seg segundo segundos \" '' ′′ ″ ’’ ” 秒",
    /* Moves */ "move moves lance lances jogada jogadas 手",
    /* Game */ "g game sd",
    /* Increment */ "d delay inc increment incremento",
    /* Plus */ "plus mais + |",
    /* Slash */ "/",
    /* Join */ "and e ; , &",
    /* Rapid */ "rapid rapidplay rápido rapido semirrápido semirrapido ラピッド",
    /* Blitz */ "blitz relâmpago relampago ブリッツ",
    /* Standard */ "standard classical clássico classico クラシカル スタンダード",
    /* Filler */ "in em per por each cada fischer bronstein"};
static_assert(std::size(kTerms) == static_cast<std::size_t>(Meaning::Filler) + 1);

struct Match {
  Meaning meaning;
  std::size_t length;  // 0 when no term matched
};

/// The longest term `text` starts with ("''" before "'"), or none.
Match longestTerm(std::string_view text) {
  Match found{Meaning::Other, 0};
  for (std::size_t m = 0; m < std::size(kTerms); ++m) {
    const std::string_view terms = kTerms[m];
    std::size_t start = 0;
    while (start < terms.size()) {
      std::size_t end = start;
      while (end < terms.size() && terms[end] != ' ') ++end;
      const std::size_t n = end - start;
      if (n > found.length && text.substr(0, n) == terms.substr(start, n))
        found = {static_cast<Meaning>(m), n};
      start = end + 1;
    }
  }
  return found;
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

/// The folded text a token at a time. Copying it is a lookahead.
class Tokens {
 public:
  explicit Tokens(std::string_view s) : s_(s) {}

  /// The next token that says something, or End.
  Token next() {
    while (at_ < s_.size()) {
      const Token t = read();
      if (t.meaning != Meaning::Filler) return t;
    }
    return {Meaning::End};
  }

 private:
  Token read();
  Token number();
  std::size_t skipDigits();
  std::size_t letterLength(std::size_t at) const;

  std::string_view s_;
  std::size_t at_ = 0;
};

/// The bytes of the letter at `at` (ASCII, or Latin with an accent: "á", "â"), or 0.
std::size_t Tokens::letterLength(std::size_t at) const {
  const auto [cp, length] = typedCharacter(s_, at);
  if (length == 1) return (cp >= 'a' && cp <= 'z') ? 1 : 0;
  const bool latin = cp >= 0xC0 && cp <= 0x24F && cp != 0xD7 && cp != 0xF7;  // but × and ÷
  return latin ? length : 0;
}

/// The token at the reading place: digits, a whole word, the longest symbol, or a character
/// alone (ASCII punctuation says nothing; any other character is one the reader does not know).
Token Tokens::read() {
  const std::size_t start = at_;
  if (isAsciiDigit(s_[at_])) return number();
  while (at_ < s_.size() && letterLength(at_) > 0) at_ += letterLength(at_);
  if (at_ > start) {
    const std::string_view word = s_.substr(start, at_ - start);
    const Match m = longestTerm(word);
    return {m.length == word.size() ? m.meaning : Meaning::Other};
  }
  const Match symbol = longestTerm(s_.substr(at_));
  if (symbol.length > 0) {
    at_ += symbol.length;
    return {symbol.meaning};
  }
  at_ += characterLength(s_, at_);
  return {static_cast<unsigned char>(s_[start]) < 0x80 ? Meaning::Filler : Meaning::Other};
}

/// The digits at the reading place: a Number, or Unreadable for a decimal ("1.5") or too many
/// digits.
Token Tokens::number() {
  const std::size_t start = at_;
  const std::size_t digits = skipDigits();
  const bool decimal =
      at_ + 1 < s_.size() && (s_[at_] == '.' || s_[at_] == ',') && isAsciiDigit(s_[at_ + 1]);
  if (decimal) {
    ++at_;
    skipDigits();
  }
  if (digits > kMostDigits || decimal) return {Meaning::Unreadable};
  int value = 0;
  for (std::size_t i = start; i < at_; ++i) value = value * 10 + (s_[i] - '0');
  return {Meaning::Number, value};
}

/// Moves past the digits at the reading place; how many there were.
std::size_t Tokens::skipDigits() {
  const std::size_t start = at_;
  while (at_ < s_.size() && isAsciiDigit(s_[at_])) ++at_;
  return at_ - start;
}

// ---- quantities ------------------------------------------------------------------------------

/// What a number counts; Bare until its place says (no unit, no marker before it).
enum class Kind { Bare, Minutes, Hours, Seconds, Moves, Unreadable };
/// What stands between a quantity and the one before it.
enum class Link { None, Plus, Slash, Join };

struct Quantity {
  Kind kind;
  int value;
  Link link;
};

bool isTime(Kind k) { return k == Kind::Minutes || k == Kind::Hours; }

/// The kind a unit gives the number before it; Bare for a token that is no unit.
Kind unitKind(Meaning m) {
  switch (m) {
    case Meaning::Minutes: return Kind::Minutes;
    case Meaning::Hours: return Kind::Hours;
    case Meaning::Seconds: return Kind::Seconds;
    case Meaning::Moves: return Kind::Moves;
    default: return Kind::Bare;
  }
}

/// A number's kind from the unit after it and the marker before it ("G/", "d"; Bare for none),
/// which must agree; a number followed by a word the reader does not know ("9 rounds") is
/// unreadable.
Kind numberKind(Kind marked, Kind unit, Meaning next) {
  if (next == Meaning::Other) return Kind::Unreadable;
  if (unit == Kind::Bare) return marked;
  const bool agree =
      marked == Kind::Bare || marked == unit || (marked == Kind::Minutes && unit == Kind::Hours);
  return agree ? unit : Kind::Unreadable;
}

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

/// Places what the link between two numbers says: a stage's "/", the minutes right after hours
/// ("1h30"), and a next stage's minutes after a time and a comma (FIDE's own example file:
/// "40/120, 60").
void placeLinked(Quantity& before, Quantity& after) {
  if (after.link == Link::Slash) placeStage(before, after);
  const bool minutesOfHour = after.link == Link::None && before.kind == Kind::Hours;
  const bool nextStage = after.link == Link::Join && isTime(before.kind);
  if ((minutesOfHour || nextStage) && after.kind == Kind::Bare) after.kind = Kind::Minutes;
}

/// The kind of a number still bare in a chain joined by "+": the last is the increment in
/// seconds, the others are minutes ("3+2", "40/90+30+30"); outside any chain it is unreadable.
Kind chainKind(const Quantity& q, bool chainGoesOn) {
  if (chainGoesOn) return Kind::Minutes;
  return q.link == Link::Plus ? Kind::Seconds : Kind::Unreadable;
}

// ---- the text --------------------------------------------------------------------------------

/// The text's tokens read in order. A number takes the unit after it and the marker and link
/// before it; its neighbours may still place it, so it waits until the next number has come
/// and is then counted: time allotted (every stage's minutes) + the one increment's seconds.
/// Class names are remembered in case there is no number.
class Reading {
 public:
  explicit Reading(std::string_view folded) : tokens_(folded) {}

  TimeControlClass classify() {
    for (Token t = tokens_.next(); t.meaning != Meaning::End; t = tokens_.next()) take(t);
    // Numbers, when there are any, say more than a word ("Rapid 5+3" is blitz).
    if (numbers_ == 0) return twoNamed_ ? TimeControlClass::Unknown : named_;
    count(last_, false);
    // Unknown when a number is unreadable, there is no time, or two increments.
    if (unreadable_ || times_ == 0 || increments_ > 1) return TimeControlClass::Unknown;
    return classOfTotal(minutes_ + seconds_);
  }

 private:
  void take(Token t) {
    switch (t.meaning) {
      case Meaning::Number: return number(t.value);
      case Meaning::Unreadable: return add({Kind::Unreadable, 0, link_});
      case Meaning::Game: marked_ = Kind::Minutes; return;
      case Meaning::Increment: marked_ = Kind::Seconds; return;
      case Meaning::Slash:
        if (marked_ != Kind::Bare) return;  // "G/15": the slash belongs to the marker
        break;
      case Meaning::Rapid: name(TimeControlClass::Rapid); break;
      case Meaning::Blitz: name(TimeControlClass::Blitz); break;
      case Meaning::Standard: name(TimeControlClass::Standard); break;
      default: break;
    }
    link_ = t.meaning == Meaning::Plus    ? Link::Plus
            : t.meaning == Meaning::Slash ? Link::Slash
            : t.meaning == Meaning::Join  ? Link::Join
                                          : Link::None;
    marked_ = Kind::Bare;
  }

  /// A number and the unit after it, if one is.
  void number(int value) {
    Tokens ahead = tokens_;
    const Meaning next = ahead.next().meaning;
    const Kind unit = unitKind(next);
    if (unit != Kind::Bare) tokens_ = ahead;
    add({numberKind(marked_, unit, next), value, link_});
    link_ = Link::None;
    marked_ = Kind::Bare;
  }

  /// The number before `q` is placed by the link between them, and then counted.
  void add(Quantity q) {
    if (numbers_++ > 0) {
      placeLinked(last_, q);
      count(last_, q.link == Link::Plus);
    } else {
      q.link = Link::None;  // the first starts a chain, whatever stands before it
    }
    last_ = q;
  }

  void count(Quantity q, bool chainGoesOn) {
    if (q.kind == Kind::Bare) q.kind = chainKind(q, chainGoesOn);
    if (q.kind == Kind::Unreadable) unreadable_ = true;
    if (q.kind == Kind::Minutes) minutes_ += q.value, ++times_;
    if (q.kind == Kind::Hours) minutes_ += q.value * kMinutesPerHour, ++times_;
    if (q.kind == Kind::Seconds) seconds_ += q.value, ++increments_;
  }

  /// A class named in words; two different ones name none.
  void name(TimeControlClass c) {
    if (named_ != TimeControlClass::Unknown && named_ != c) twoNamed_ = true;
    named_ = c;
  }

  Tokens tokens_;
  Link link_ = Link::None;
  Kind marked_ = Kind::Bare;  // the kind a marker before a number gives it ("G/", "d")
  Quantity last_{};           // the number that waits for the next
  int numbers_ = 0;
  bool unreadable_ = false;
  std::int64_t minutes_ = 0, seconds_ = 0;
  int times_ = 0, increments_ = 0;
  TimeControlClass named_ = TimeControlClass::Unknown;
  bool twoNamed_ = false;
};

}  // namespace

TimeControlClass classifyTimeControl(std::string_view text) {
  return Reading(folded(text)).classify();
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
