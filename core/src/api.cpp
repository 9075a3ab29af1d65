// calculate(): reads a request, runs the rules, writes a response. No rule lives here: this file
// only maps JSON to the domain types of parse.hpp, rules.hpp and period.hpp and back.
#include "elo/api.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string_view>
#include <vector>

#include "elo/error.hpp"
#include "elo/parse.hpp"
#include "elo/period.hpp"
#include "elo/rounding.hpp"
#include "elo/rules.hpp"

namespace elo {
namespace {

using nlohmann::json;

constexpr std::size_t kMaxRequestBytes = 2 * 1024 * 1024;
constexpr int kMaxJsonDepth = 64;
constexpr KFactor kDefaultK = KFactor::whole(20);
constexpr int kExpectedDecimals = 4;
constexpr int kChangeDecimals = 3;
constexpr int kAverageDecimals = 2;

struct Error {
  ErrorCode code;
  std::string field;
  int line = 0;
};

// ---- reading the request ---------------------------------------------------------------------

// Nesting deeper than any request needs is refused before parsing.
bool nestedTooDeep(std::string_view text) {
  int depth = 0;
  bool inString = false;
  bool escaped = false;
  for (const char c : text) {
    if (inString) {
      if (escaped) escaped = false;
      else if (c == '\\') escaped = true;
      else if (c == '"') inString = false;
    } else if (c == '"') {
      inString = true;
    } else if (c == '[' || c == '{') {
      if (++depth > kMaxJsonDepth) return true;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return false;
}

const json* member(const json& object, const char* key) {
  if (!object.is_object()) return nullptr;
  const auto it = object.find(key);
  if (it == object.end() || it->is_null()) return nullptr;
  return &*it;
}

bool isBlankString(const json& value) {
  if (!value.is_string()) return false;
  const std::string normalized = normalizeTyped(value.get_ref<const std::string&>());
  return normalized.find_first_not_of(" \t\r\n") == std::string::npos;
}

// Absent, null and text with nothing but spaces all mean "not given".
const json* given(const json& object, const char* key) {
  const json* value = member(object, key);
  return (value && !isBlankString(*value)) ? value : nullptr;
}

template <class T, class FromText, class FromNumber>
Parsed<T> readValue(const json& value, ErrorCode wrongType, FromText fromText, FromNumber fromNumber) {
  if (value.is_string()) return fromText(value.get_ref<const std::string&>());
  if (value.is_number()) return fromNumber(value.get<double>());
  return wrongType;
}

std::optional<RuleSet> presetNamed(const std::string& name) {
  if (name == "elo") return eloRules();
  if (name == "fide") return fideRules();
  return std::nullopt;
}

std::optional<RuleSet> readRules(const json& request) {
  const json* value = member(request, "rules");
  if (!value) return eloRules();
  if (value->is_string()) return presetNamed(value->get_ref<const std::string&>());
  if (!value->is_object()) return std::nullopt;

  std::optional<RuleSet> rules = eloRules();
  if (const json* preset = member(*value, "preset")) {
    rules = preset->is_string() ? presetNamed(preset->get_ref<const std::string&>()) : std::nullopt;
  }
  if (!rules) return std::nullopt;
  if (const json* expected = member(*value, "expected")) {
    if (*expected == "formula") rules->expected = ExpectedModel::Formula;
    else if (*expected == "table") rules->expected = ExpectedModel::Table;
    else return std::nullopt;
  }
  if (const json* cap = member(*value, "cap400")) {
    if (*cap == "off") rules->cap400 = Cap400::Off;
    else if (*cap == "below2650") rules->cap400 = Cap400::Below2650;
    else if (*cap == "all") rules->cap400 = Cap400::All;
    else return std::nullopt;
  }
  if (const json* cap = member(*value, "kCap700")) {
    if (!cap->is_boolean()) return std::nullopt;
    rules->kCap700 = cap->get<bool>();
  }
  return rules;
}

// A player's K as asked for: a number, "auto" (from the profile), or the default.
struct KChoice {
  bool automatic = false;
  KFactor k = kDefaultK;
};

bool meansAutomatic(const json& value) {
  if (!value.is_string()) return false;
  const std::string text = normalizeTyped(value.get_ref<const std::string&>());
  const std::size_t first = text.find_first_not_of(' ');
  const std::size_t last = text.find_last_not_of(' ');
  if (first == std::string::npos) return false;
  std::string word = text.substr(first, last - first + 1);
  for (char& c : word) c = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
  return word == "auto";
}

Parsed<KChoice> readK(const json* value) {
  if (!value) return KChoice{};
  if (meansAutomatic(*value)) return KChoice{true, kDefaultK};
  const Parsed<KFactor> k = readValue<KFactor>(*value, ErrorCode::KInvalid, parseK, kFromNumber);
  if (!k.ok()) return k.error();
  return KChoice{false, k.value()};
}

Parsed<std::optional<Rating>> optionalRatingFromNumber(double value) {
  const Parsed<Rating> rating = ratingFromNumber(value);
  if (!rating.ok()) return rating.error();
  return std::optional<Rating>(rating.value());
}

// A rating that may be absent: a player or opponent without one is unrated.
Parsed<std::optional<Rating>> readRating(const json* value) {
  if (!value) return std::optional<Rating>();
  return readValue<std::optional<Rating>>(*value, ErrorCode::RatingInvalid, parseRatingOrUnrated,
                                          optionalRatingFromNumber);
}

Parsed<TypedScore> listScoreFromNumber(double value) {
  const Parsed<Score> score = scoreFromNumber(value);
  if (!score.ok()) return score.error();
  return TypedScore{score.value(), false};
}

Parsed<long long> wholeFromNumber(double value) {
  if (!std::isfinite(value) || value != std::floor(value) || std::fabs(value) > 1e12) {
    return ErrorCode::ProfileInvalid;
  }
  return static_cast<long long>(value);
}

// A profile field: absent → ProfileMissing, unreadable or implausible → ProfileInvalid.
Parsed<long long> readProfileNumber(const json& player, const char* key, long long lowest, long long highest) {
  const json* value = given(player, key);
  if (!value) return ErrorCode::ProfileMissing;
  const Parsed<long long> n =
      readValue<long long>(*value, ErrorCode::ProfileInvalid, parseWholeNumber, wholeFromNumber);
  if (!n.ok()) return n.error();
  if (n.value() < lowest || n.value() > highest) return ErrorCode::ProfileInvalid;
  return n;
}

struct Request {
  RuleSet rules;
  bool rulesValid = true;
  json player = json::object();
  json opponent = json::object();
  std::optional<Rating> ratingA;
  std::optional<Rating> ratingB;
  bool ratingAValid = true;
  bool ratingBValid = true;
  std::optional<KChoice> kA;
  std::optional<KChoice> kB;
  std::optional<Score> result;
  std::optional<GamesList> games;
  std::string gamesField;
  const json* date = nullptr;
};

class Reader {
 public:
  explicit Reader(std::vector<Error>& errors) : errors_(errors) {}

  Request read(const json& request) {
    Request r;
    const std::optional<RuleSet> rules = readRules(request);
    r.rulesValid = rules.has_value() || fail(ErrorCode::RulesInvalid, "rules");
    r.rules = rules.value_or(eloRules());

    if (const json* player = member(request, "player")) r.player = *player;
    if (const json* opponent = member(request, "opponent")) r.opponent = *opponent;
    if (!r.player.is_object()) fail(ErrorCode::JsonInvalid, "player");
    if (!r.opponent.is_object()) fail(ErrorCode::JsonInvalid, "opponent");

    r.ratingAValid = readInto(readRating(given(r.player, "rating")), r.ratingA, "player.rating");
    r.ratingBValid = readInto(readRating(given(r.opponent, "rating")), r.ratingB, "opponent.rating");

    const Parsed<KChoice> k = readK(given(request, "k"));
    if (k.ok()) r.kA = k.value();
    else fail(k.error(), "k");
    if (const json* opponentK = given(r.opponent, "k")) {
      const Parsed<KChoice> kB = readK(opponentK);
      if (kB.ok()) r.kB = kB.value();
      else fail(kB.error(), "opponent.k");
    } else if (r.kA) {
      r.kB = r.kA->automatic ? KChoice{} : *r.kA;
    }

    if (const json* result = given(request, "result")) {
      const Parsed<Score> score =
          readValue<Score>(*result, ErrorCode::ResultInvalid, parseScore, scoreFromNumber);
      if (score.ok()) r.result = score.value();
      else fail(ErrorCode::ResultInvalid, "result");
    }

    if (const json* games = member(request, "games")) {
      r.gamesField = "games";
      r.games = readGamesArray(*games);
    } else if (const json* text = member(request, "gamesText")) {
      r.gamesField = "gamesText";
      if (text->is_string()) r.games = parseGamesText(text->get_ref<const std::string&>());
      else fail(ErrorCode::JsonInvalid, "gamesText");
    }
    if (r.games) {
      if (r.games->listError) fail(*r.games->listError, r.gamesField);
      for (const LineError& e : r.games->lineErrors) errors_.push_back({e.code, r.gamesField, e.line});
    }
    r.date = given(request, "date");
    return r;
  }

  // The K a player's games use: as given, or from the profile under FIDE B.02 8.3.3.
  std::optional<KFactor> resolveK(const KChoice& choice, Rating rating, const json& profile,
                                  const std::string& prefix, const json* date) {
    if (!choice.automatic) return choice.k;
    bool complete = true;
    Profile p;
    const Parsed<long long> birthYear = readProfileNumber(profile, "birthYear", 1900, 2100);
    const Parsed<long long> ratedGames = readProfileNumber(profile, "ratedGames", 0, 1000000);
    if (birthYear.ok()) p.birthYear = static_cast<int>(birthYear.value());
    else complete = fail(birthYear.error(), prefix + ".birthYear");
    if (ratedGames.ok()) p.ratedGames = static_cast<int>(ratedGames.value());
    else complete = fail(ratedGames.error(), prefix + ".ratedGames");
    if (const json* peak = given(profile, "peakRating")) {
      const Parsed<Rating> r = readValue<Rating>(*peak, ErrorCode::ProfileInvalid, parseRating, ratingFromNumber);
      if (r.ok()) p.peak = r.value();
      else complete = fail(ErrorCode::ProfileInvalid, prefix + ".peakRating");
    }
    std::optional<int> year;
    if (!date) {
      complete = fail(ErrorCode::ProfileMissing, "date");
    } else {
      const Parsed<int> y = date->is_string() ? parseDateYear(date->get_ref<const std::string&>())
                                              : Parsed<int>(ErrorCode::DateInvalid);
      if (y.ok()) year = y.value();
      else complete = fail(y.error(), "date");
    }
    if (!complete || !year) return std::nullopt;
    return kFromProfile(rating, p, *year);
  }

  bool fail(ErrorCode code, std::string field) {
    errors_.push_back({code, std::move(field)});
    return false;
  }

 private:
  bool readInto(const Parsed<std::optional<Rating>>& parsed, std::optional<Rating>& into, const char* field) {
    if (parsed.ok()) {
      into = parsed.value();
      return true;
    }
    fail(parsed.error(), field);
    return false;
  }

  GamesList readGamesArray(const json& games) {
    GamesList list;
    if (!games.is_array()) {
      fail(ErrorCode::JsonInvalid, "games");
      return list;
    }
    if (games.size() > kMaxGames) {
      list.listError = ErrorCode::TooManyGames;
      return list;
    }
    int line = 0;
    for (const json& game : games) {
      ++line;
      const Parsed<PeriodGame> parsed = readGame(game, line);
      if (parsed.ok()) list.games.push_back(parsed.value());
      else list.lineErrors.push_back({line, parsed.error()});
    }
    return list;
  }

  static Parsed<PeriodGame> readGame(const json& game, int line) {
    const json* score = member(game, "score");
    if (!score) return ErrorCode::LineFormat;
    const Parsed<std::optional<Rating>> opponent = readRating(given(game, "opponent"));
    if (!opponent.ok()) return opponent.error();
    const Parsed<TypedScore> typed =
        readValue<TypedScore>(*score, ErrorCode::ScoreInvalid, parseListScore, listScoreFromNumber);
    if (!typed.ok()) return typed.error();
    return listGame(line, opponent.value(), typed.value());
  }

  std::vector<Error>& errors_;
};

// ---- writing the response --------------------------------------------------------------------

// Writes compact JSON straight into one string, as nlohmann's dump() would (keys in sorted
// order, no spaces), without building a document first: a 10,000-game answer is mostly rows, and
// a document of them cost most of the call.
class Writer {
 public:
  explicit Writer(std::size_t expectedBytes) : text_(expectedBytes, '\0') {}
  Writer& key(std::string_view name) {
    separate();
    string(name);
    put(':');
    first_ = true;
    return *this;
  }
  Writer& begin(char bracket) {
    separate();
    put(bracket);
    first_ = true;
    return *this;
  }
  Writer& end(char bracket) {
    put(bracket);
    first_ = false;
    return *this;
  }
  Writer& boolean(bool b) { return token(b ? "true" : "false"); }
  Writer& value(std::string_view s) {
    separate();
    string(s);
    return *this;
  }
  Writer& null() { return token("null"); }
  Writer& integer(std::int64_t n) { return scaled(n, 0); }
  // x, already rounded to `decimals` places, as the shortest text that reads back as x: a whole
  // number without a point, as the API has always written such values.
  Writer& fixed(double x, int decimals) {
    if (!std::isfinite(x)) return null();
    double scale = 1;
    for (int i = 0; i < decimals; ++i) scale *= 10;
    return scaled(std::llround(x * scale), decimals);
  }
  // k / 10^decimals, written without trailing zeros after the point.
  Writer& scaled(std::int64_t k, int decimals) {
    const bool negative = k < 0;
    std::uint64_t digits = negative ? 0 - static_cast<std::uint64_t>(k) : static_cast<std::uint64_t>(k);
    char buffer[32];
    char* const end = buffer + sizeof buffer;
    char* p = end;
    int places = decimals;
    while (places > 0 && digits % 10 == 0) {  // trailing zeros of the fraction are not written
      digits /= 10;
      --places;
    }
    for (; places > 0; --places, digits /= 10) *--p = static_cast<char>('0' + digits % 10);
    if (p != end) *--p = '.';
    do {
      *--p = static_cast<char>('0' + digits % 10);
      digits /= 10;
    } while (digits != 0);
    if (negative) *--p = '-';
    return token(std::string_view(p, static_cast<std::size_t>(end - p)));
  }
  std::string take() {
    text_.resize(size_);
    return std::move(text_);
  }

 private:
  void separate() {
    if (!first_) put(',');
    first_ = false;
  }
  Writer& token(std::string_view t) {
    separate();
    put(t);
    return *this;
  }
  void room(std::size_t n) {
    if (size_ + n > text_.size()) text_.resize(std::max(2 * text_.size(), size_ + n));
  }
  void put(char c) {
    room(1);
    text_[size_++] = c;
  }
  void put(std::string_view s) {
    room(s.size());
    std::memcpy(&text_[size_], s.data(), s.size());
    size_ += s.size();
  }
  void string(std::string_view s) {
    static const char* const kHex = "0123456789abcdef";
    put('"');
    if (std::none_of(s.begin(), s.end(), [](char ch) {
          return ch == '"' || ch == '\\' || static_cast<unsigned char>(ch) < 0x20;
        })) {
      put(s);
      put('"');
      return;
    }
    for (const char ch : s) {
      const unsigned char c = static_cast<unsigned char>(ch);
      switch (c) {
        case '"': put("\\\""); break;
        case '\\': put("\\\\"); break;
        case '\b': put("\\b"); break;
        case '\f': put("\\f"); break;
        case '\n': put("\\n"); break;
        case '\r': put("\\r"); break;
        case '\t': put("\\t"); break;
        default:
          if (c < 0x20) {
            const char escape[] = {'\\', 'u', '0', '0', kHex[c >> 4], kHex[c & 15]};
            put(std::string_view(escape, sizeof escape));
          } else {
            put(static_cast<char>(c));
          }
      }
    }
    put('"');
  }

  std::string text_;  // written up to size_; the rest is room to grow
  std::size_t size_ = 0;
  bool first_ = true;
};

constexpr int kCentiDecimals = 2;   // ratings, differences and K are kept in hundredths
constexpr int kScoreDecimals = 1;   // scores are kept in half points

void writeExpected(Writer& w, Expected e) {
  if (e.inHundredths()) w.fixed(e.hundredths() / 100.0, kCentiDecimals);
  else w.fixed(roundToDecimals(e.value(), kExpectedDecimals), kExpectedDecimals);
}

void writeSide(Writer& w, const Side& side) {
  w.begin('{');
  w.key("change").integer(side.change.rounded);
  w.key("changeExact").fixed(roundToDecimals(side.change.exact, kChangeDecimals), kChangeDecimals);
  w.key("difference").fixed(static_cast<double>(side.difference.centi) / 100.0, kCentiDecimals);
  w.key("expected");
  writeExpected(w, side.expected);
  w.key("k").fixed(side.k.value(), kCentiDecimals);
  w.key("newRating").fixed(side.newRating.points(), kCentiDecimals);
  w.end('}');
}

void writeScenarioSide(Writer& w, const Side& side) {
  w.begin('{');
  w.key("change").integer(side.change.rounded);
  w.key("newRating").fixed(side.newRating.points(), kCentiDecimals);
  w.end('}');
}

void writeGame(Writer& w, const RuleSet& rules, Rating a, KFactor kA, Rating b, KFactor kB, Score result) {
  const Game game = rateGame(rules, a, kA, b, kB, result);
  w.begin('{');
  w.key("opponent");
  writeSide(w, game.b);
  w.key("player");
  writeSide(w, game.a);
  w.key("scenarios").begin('[');
  for (const Score s : {Score::win(), Score::draw(), Score::loss()}) {
    const Game g = rateGame(rules, a, kA, b, kB, s);
    w.begin('{');
    w.key("opponent");
    writeScenarioSide(w, g.b);
    w.key("player");
    writeScenarioSide(w, g.a);
    w.key("result").fixed(s.points(), kScoreDecimals);
    w.end('}');
  }
  w.end(']');
  w.end('}');
}

const char* reasonCode(NotCounted why) {
  return why == NotCounted::Forfeit ? "forfeit" : "unrated-opponent";
}

void writeRow(Writer& w, const GameRow& row, bool rated) {
  const bool counted = row.notCounted == NotCounted::Counts;
  w.begin('{');
  if (counted && rated) {
    w.key("changeExact").fixed(roundToDecimals(row.changeExact, kChangeDecimals), kChangeDecimals);
  }
  w.key("counted").boolean(counted);
  if (counted && rated) {
    w.key("difference").fixed(static_cast<double>(row.difference.centi) / 100.0, kCentiDecimals);
    w.key("expected");
    writeExpected(w, row.expected);
  }
  w.key("line").integer(row.game.line);
  w.key("opponent");
  if (row.game.opponent) w.fixed(row.game.opponent->points(), kCentiDecimals);
  else w.null();
  if (!counted) w.key("reason").value(reasonCode(row.notCounted));
  w.key("score").fixed(row.game.score.points(), kScoreDecimals);
  w.end('}');
}

void writeRows(Writer& w, const std::vector<GameRow>& rows, bool rated) {
  w.begin('[');
  for (const GameRow& row : rows) writeRow(w, row, rated);
  w.end(']');
}

void writePeriod(Writer& w, const Period& p) {
  w.begin('{');
  if (p.averageOpponent) w.key("averageOpponent").integer(*p.averageOpponent);
  w.key("change").integer(p.change.rounded);
  w.key("changeExact").fixed(roundToDecimals(p.change.exact, kChangeDecimals), kChangeDecimals);
  w.key("expectedTotal").fixed(roundToDecimals(p.expectedTotal, kExpectedDecimals), kExpectedDecimals);
  w.key("games");
  writeRows(w, p.rows, true);
  w.key("gamesCount").integer(p.gamesCount);
  w.key("k").fixed(p.k.value(), kCentiDecimals);
  w.key("newRating").fixed(p.newRating.points(), kCentiDecimals);
  if (p.performance) w.key("performance").integer(*p.performance);
  w.key("score").fixed(p.score.points(), kScoreDecimals);
  w.end('}');
}

void writeFirstRating(Writer& w, const FirstRating& f) {
  w.begin('{');
  w.key("average").fixed(roundToDecimals(f.average, kAverageDecimals), kAverageDecimals);
  w.key("capped").boolean(f.capped);
  w.key("dp").integer(f.dp);
  w.key("percentage").fixed(f.percent / 100.0, kCentiDecimals);
  w.key("published").boolean(f.published());
  if (f.rating) w.key("rating").integer(*f.rating);
  w.key("reasons").begin('[');
  if (f.zeroScore) w.value("zero-score");
  if (f.fewerThan5Games) w.value("fewer-than-5-games");
  if (f.below1400) w.value("below-1400");
  w.end(']');
  w.key("uncapped").integer(f.uncapped);
  w.end('}');
}

void writeUnratedPeriod(Writer& w, const UnratedPeriod& p) {
  w.begin('{');
  if (p.averageOpponent) w.key("averageOpponent").integer(*p.averageOpponent);
  w.key("games");
  writeRows(w, p.rows, false);
  w.key("gamesCount").integer(p.gamesCount);
  if (p.gamesCount > 0) {
    w.key("initialRating");
    writeFirstRating(w, p.first);
  }
  if (p.performance) w.key("performance").integer(*p.performance);
  w.key("score").fixed(p.score.points(), kScoreDecimals);
  w.end('}');
}

const char* name(ExpectedModel m) { return m == ExpectedModel::Table ? "table" : "formula"; }
const char* name(Cap400 c) {
  return c == Cap400::All ? "all" : (c == Cap400::Below2650 ? "below2650" : "off");
}

void writeRules(Writer& w, const RuleSet& rules) {
  w.begin('{');
  w.key("cap400").value(name(rules.cap400));
  w.key("expected").value(name(rules.expected));
  w.key("kCap700").boolean(rules.kCap700);
  w.end('}');
}

void writeErrors(Writer& w, const std::vector<Error>& errors) {
  w.begin('[');
  for (const Error& e : errors) {
    w.begin('{');
    w.key("code").value(errorCode(e.code));
    w.key("field").value(e.field);
    if (e.line > 0) w.key("line").integer(e.line);
    w.end('}');
  }
  w.end(']');
}

// What a call found; written out in one go once every error is known.
struct Answer {
  std::optional<RuleSet> rules;
  bool ok = false;
  std::function<void(Writer&)> game;
  std::function<void(Writer&)> tournament;
};

// About what one row of a tournament takes, so that a long answer is not copied as it grows.
constexpr std::size_t kBytesPerRow = 128;

std::string respond(const Answer& answer, const std::vector<Error>& errors, std::size_t rows = 0) {
  Writer w(1024 + rows * kBytesPerRow);
  w.begin('{');
  w.key("apiVersion").integer(kApiVersion);
  w.key("errors");
  writeErrors(w, errors);
  if (answer.game) {
    w.key("game");
    answer.game(w);
  }
  w.key("ok").boolean(answer.ok);
  if (answer.rules) {
    w.key("rules");
    writeRules(w, *answer.rules);
  }
  if (answer.tournament) {
    w.key("tournament");
    answer.tournament(w);
  }
  w.end('}');
  return w.take();
}

}  // namespace

std::string calculate(const std::string& requestJson) {
  Answer answer;
  std::vector<Error> errors;
  if (requestJson.size() > kMaxRequestBytes) {
    errors.push_back({ErrorCode::RequestTooLarge, "request"});
    return respond(answer, errors);
  }
  const json request = nestedTooDeep(requestJson) ? json(json::value_t::discarded)
                                                  : json::parse(requestJson, nullptr, false);
  if (request.is_discarded() || !request.is_object()) {
    errors.push_back({ErrorCode::JsonInvalid, "request"});
    return respond(answer, errors);
  }

  Reader reader(errors);
  const Request r = reader.read(request);
  if (!r.rulesValid) return respond(answer, errors);
  answer.rules = r.rules;

  std::optional<KFactor> kA;
  bool kAResolved = false;
  auto playerK = [&]() {
    if (!kAResolved && r.kA && r.ratingA) kA = reader.resolveK(*r.kA, *r.ratingA, r.player, "player", r.date);
    kAResolved = true;
    return kA;
  };

  bool computed = false;
  if (r.ratingA && r.ratingB && r.result && r.kB) {
    const std::optional<KFactor> a = playerK();
    const std::optional<KFactor> b = reader.resolveK(*r.kB, *r.ratingB, r.opponent, "opponent", r.date);
    if (a && b) {
      answer.game = [&r, a, b](Writer& w) { writeGame(w, r.rules, *r.ratingA, *a, *r.ratingB, *b, *r.result); };
      computed = true;
    }
  }

  const bool gamesReadable = r.games && !r.games->listError && r.games->lineErrors.empty() &&
                             !r.games->games.empty();
  std::optional<Period> period;
  std::optional<UnratedPeriod> unrated;
  if (gamesReadable && r.ratingAValid) {
    if (!r.ratingA) {
      unrated = rateUnratedPeriod(r.games->games);
      answer.tournament = [&unrated](Writer& w) { writeUnratedPeriod(w, *unrated); };
      computed = true;
    } else if (const std::optional<KFactor> k = r.kA ? playerK() : std::nullopt) {
      period = ratePeriod(r.rules, *r.ratingA, *k, r.games->games);
      answer.tournament = [&period](Writer& w) { writePeriod(w, *period); };
      computed = true;
    }
  }

  answer.ok = computed || errors.empty();
  return respond(answer, errors, r.games ? r.games->games.size() : 0);
}

}  // namespace elo
