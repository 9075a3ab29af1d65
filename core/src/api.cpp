// calculate(): reads a request, runs the rules, writes a response. No rule lives here: this file
// only maps JSON to the domain types of parse.hpp, rules.hpp and period.hpp and back.
#include "elo/api.hpp"

#include <cmath>
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
    PeriodGame g;
    g.line = line;
    g.opponent = opponent.value();
    g.score = typed.value().score;
    g.forfeit = typed.value().forfeit;
    return g;
  }

  std::vector<Error>& errors_;
};

// ---- writing the response --------------------------------------------------------------------

json number(double x) {
  if (std::isfinite(x) && x == std::floor(x) && std::fabs(x) < 1e15) {
    return json(static_cast<std::int64_t>(x));
  }
  return json(x);
}

json expectedJson(Expected e) {
  return number(e.inHundredths() ? e.hundredths() / 100.0 : roundToDecimals(e.value(), kExpectedDecimals));
}

json sideJson(const Side& side) {
  return {{"difference", number(static_cast<double>(side.difference.centi) / 100.0)},
          {"expected", expectedJson(side.expected)},
          {"changeExact", number(roundToDecimals(side.change.exact, kChangeDecimals))},
          {"change", side.change.rounded},
          {"newRating", number(side.newRating.points())},
          {"k", number(side.k.value())}};
}

json gameJson(const RuleSet& rules, Rating a, KFactor kA, Rating b, KFactor kB, Score result) {
  const Game game = rateGame(rules, a, kA, b, kB, result);
  json scenarios = json::array();
  for (const Score s : {Score::win(), Score::draw(), Score::loss()}) {
    const Game g = rateGame(rules, a, kA, b, kB, s);
    scenarios.push_back({{"result", number(s.points())},
                         {"player", {{"change", g.a.change.rounded}, {"newRating", number(g.a.newRating.points())}}},
                         {"opponent", {{"change", g.b.change.rounded}, {"newRating", number(g.b.newRating.points())}}}});
  }
  return {{"player", sideJson(game.a)}, {"opponent", sideJson(game.b)}, {"scenarios", scenarios}};
}

const char* reasonCode(NotCounted why) {
  return why == NotCounted::Forfeit ? "forfeit" : "unrated-opponent";
}

json rowJson(const GameRow& row, bool rated) {
  json j = {{"line", row.game.line},
            {"opponent", row.game.opponent ? number(row.game.opponent->points()) : json(nullptr)},
            {"score", number(row.game.score.points())},
            {"counted", row.notCounted == NotCounted::Counts}};
  if (row.notCounted != NotCounted::Counts) {
    j["reason"] = reasonCode(row.notCounted);
  } else if (rated) {
    j["difference"] = number(static_cast<double>(row.difference.centi) / 100.0);
    j["expected"] = expectedJson(row.expected);
    j["changeExact"] = number(roundToDecimals(row.changeExact, kChangeDecimals));
  }
  return j;
}

json rowsJson(const std::vector<GameRow>& rows, bool rated) {
  json games = json::array();
  for (const GameRow& row : rows) games.push_back(rowJson(row, rated));
  return games;
}

void addAverages(json& j, const std::optional<std::int64_t>& average, const std::optional<std::int64_t>& performance) {
  if (average) j["averageOpponent"] = *average;
  if (performance) j["performance"] = *performance;
}

json periodJson(const Period& p) {
  json j = {{"games", rowsJson(p.rows, true)},
            {"gamesCount", p.gamesCount},
            {"score", number(p.score.points())},
            {"expectedTotal", number(roundToDecimals(p.expectedTotal, kExpectedDecimals))},
            {"k", number(p.k.value())},
            {"changeExact", number(roundToDecimals(p.change.exact, kChangeDecimals))},
            {"change", p.change.rounded},
            {"newRating", number(p.newRating.points())}};
  addAverages(j, p.averageOpponent, p.performance);
  return j;
}

json firstRatingJson(const FirstRating& f) {
  json reasons = json::array();
  if (f.zeroScore) reasons.push_back("zero-score");
  if (f.fewerThan5Games) reasons.push_back("fewer-than-5-games");
  if (f.below1400) reasons.push_back("below-1400");
  json j = {{"uncapped", f.uncapped},
            {"capped", f.capped},
            {"published", f.published()},
            {"reasons", reasons},
            {"average", number(roundToDecimals(f.average, kAverageDecimals))},
            {"percentage", number(f.percent / 100.0)},
            {"dp", f.dp}};
  if (f.rating) j["rating"] = *f.rating;
  return j;
}

json unratedPeriodJson(const UnratedPeriod& p) {
  json j = {{"games", rowsJson(p.rows, false)},
            {"gamesCount", p.gamesCount},
            {"score", number(p.score.points())}};
  addAverages(j, p.averageOpponent, p.performance);
  if (p.gamesCount > 0) j["initialRating"] = firstRatingJson(p.first);
  return j;
}

const char* name(ExpectedModel m) { return m == ExpectedModel::Table ? "table" : "formula"; }
const char* name(Cap400 c) {
  return c == Cap400::All ? "all" : (c == Cap400::Below2650 ? "below2650" : "off");
}

json rulesJson(const RuleSet& rules) {
  return {{"expected", name(rules.expected)}, {"cap400", name(rules.cap400)}, {"kCap700", rules.kCap700}};
}

json errorsJson(const std::vector<Error>& errors) {
  json list = json::array();
  for (const Error& e : errors) {
    json j = {{"code", std::string(errorCode(e.code))}, {"field", e.field}};
    if (e.line > 0) j["line"] = e.line;
    list.push_back(j);
  }
  return list;
}

std::string respond(json response, const std::vector<Error>& errors) {
  response["errors"] = errorsJson(errors);
  return response.dump(-1, ' ', false, json::error_handler_t::replace);
}

}  // namespace

std::string calculate(const std::string& requestJson) {
  json response = {{"apiVersion", kApiVersion}, {"ok", false}};
  std::vector<Error> errors;
  if (requestJson.size() > kMaxRequestBytes) {
    errors.push_back({ErrorCode::RequestTooLarge, "request"});
    return respond(response, errors);
  }
  const json request = nestedTooDeep(requestJson) ? json(json::value_t::discarded)
                                                  : json::parse(requestJson, nullptr, false);
  if (request.is_discarded() || !request.is_object()) {
    errors.push_back({ErrorCode::JsonInvalid, "request"});
    return respond(response, errors);
  }

  Reader reader(errors);
  const Request r = reader.read(request);
  if (!r.rulesValid) return respond(response, errors);
  response["rules"] = rulesJson(r.rules);

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
      response["game"] = gameJson(r.rules, *r.ratingA, *a, *r.ratingB, *b, *r.result);
      computed = true;
    }
  }

  const bool gamesReadable = r.games && !r.games->listError && r.games->lineErrors.empty() &&
                             !r.games->games.empty();
  if (gamesReadable && r.ratingAValid) {
    if (!r.ratingA) {
      response["tournament"] = unratedPeriodJson(rateUnratedPeriod(r.games->games));
      computed = true;
    } else if (const std::optional<KFactor> k = r.kA ? playerK() : std::nullopt) {
      response["tournament"] = periodJson(ratePeriod(r.rules, *r.ratingA, *k, r.games->games));
      computed = true;
    }
  }

  response["ok"] = computed || errors.empty();
  return respond(response, errors);
}

}  // namespace elo
