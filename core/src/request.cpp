// Reading a request: JSON → the domain types of parse.hpp, rules.hpp and period.hpp.
#include "request.hpp"

#include <string>
#include <string_view>
#include <utility>

#include "json/json_value.hpp"
#include "json/request_fields.hpp"

namespace elo {
namespace {

/// The largest request read: far more than 10,000 games of typed text take.
constexpr std::size_t kMaxRequestBytes = 2 * 1024 * 1024;
/// The largest ladder request: 100,000 games of short lines (a date, two names and a result take
/// about 40 bytes) in 4 MB, with as much again for longer names, notes and JSON escapes.
constexpr std::size_t kMaxLadderRequestBytes = 8 * 1024 * 1024;
/// A request over kMaxRequestBytes must be a ladder, mostly text: at most this many commas and
/// colons outside its strings (a ladder has about 20), so that its tree stays small.
constexpr std::size_t kMaxLargeRequestSeparators = 1024;
/// The deepest nesting read: a request needs 3 levels; no stack depth a request can demand.
constexpr int kMaxJsonDepth = 64;

// ---- the JSON document -----------------------------------------------------------------------

// What one pass over the text tells before parsing: nesting deeper than any request needs is
// refused, and a large request must separate few values.
struct Shape {
  bool tooDeep = false;
  std::size_t separators = 0;  ///< Commas and colons outside strings.
};

Shape shapeOf(std::string_view text) {
  Shape shape;
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
      if (++depth > kMaxJsonDepth) return {true, shape.separators};
    } else if (c == ']' || c == '}') {
      --depth;
    } else if (c == ',' || c == ':') {
      ++shape.separators;
    }
  }
  return shape;
}

// ---- parts of the request --------------------------------------------------------------------

// US Chess's bonus threshold B: the document has had 14, 12 and 10; a federation's own B is
// taken up to this.
constexpr double kLargestBonusThreshold = 50;

std::optional<double> bonusThreshold(const JsonValue& value) {
  if (!value.isNumber() || !(value.number >= 0 && value.number <= kLargestBonusThreshold))
    return std::nullopt;
  return value.number;
}

// The rules asked for, from `base` when none are given: plain Elo, or FIDE's for an event (a TRF
// is FIDE's format).
std::optional<RuleSet> readRules(const JsonValue* value, const RuleSet& base) {
  if (!value) return base;
  if (value->isString()) return presetNamed(value->text);
  if (!value->isObject()) return std::nullopt;

  std::optional<RuleSet> rules = base;
  if (const JsonValue* preset = member(*value, "preset")) {
    rules = preset->isString() ? presetNamed(preset->text) : std::nullopt;
  }
  if (!rules) return std::nullopt;
  if (const JsonValue* expected = member(*value, "expected")) {
    if (expected->is("formula")) rules->expected = ExpectedModel::Formula;
    else if (expected->is("table")) rules->expected = ExpectedModel::Table;
    else return std::nullopt;
  }
  if (const JsonValue* cap = member(*value, "cap400")) {
    if (cap->is("off")) rules->cap400 = Cap400::Off;
    else if (cap->is("below2650")) rules->cap400 = Cap400::Below2650;
    else if (cap->is("all")) rules->cap400 = Cap400::All;
    else return std::nullopt;
  }
  if (const JsonValue* threshold = member(*value, "bonusThreshold")) {
    if (rules->system != RatingSystem::Uscf) return std::nullopt;
    const std::optional<double> b = bonusThreshold(*threshold);
    if (!b) return std::nullopt;
    rules->bonusThreshold = *b;
  }
  if (member(*value, "dualRated") && rules->system != RatingSystem::Uscf) return std::nullopt;
  for (const auto& [key, flag] :
       {std::pair{"kCap700", &RuleSet::kCap700}, std::pair{"automaticK", &RuleSet::automaticK},
        std::pair{"exclude600", &RuleSet::exclude600},
        std::pair{"dualRated", &RuleSet::dualRated}}) {
    if (const JsonValue* flagValue = member(*value, key)) {
      if (!flagValue->isBoolean()) return std::nullopt;
      (*rules).*flag = flagValue->boolean;
    }
  }
  return rules;
}

Parsed<int> readDateYear(const JsonValue* date) {
  if (!date) return ErrorCode::ProfileMissing;
  if (!date->isString()) return ErrorCode::DateInvalid;
  return parseDateYear(date->text);
}

Parsed<CurveRange> readCurve(const JsonValue& value) {
  const std::optional<std::int64_t> from = curveNumber(member(value, "from"));
  const std::optional<std::int64_t> to = curveNumber(member(value, "to"));
  const std::optional<std::int64_t> step = curveNumber(member(value, "step"));
  if (!from || !to || !step) return ErrorCode::CurveInvalid;
  const CurveRange range{*from, *to, *step};
  if (!isValidCurveRange(range)) return ErrorCode::CurveInvalid;
  return range;
}

class Reader {
 public:
  explicit Reader(Request& r) : r_(r) {}

  void read(const JsonValue& request) {
    const bool event = member(request, "event") != nullptr;
    r_.rules = readRules(member(request, "rules"), event ? fideRules() : eloRules());
    if (!r_.rules) fail(ErrorCode::RulesInvalid, "rules");

    const JsonValue& player = side(request, "player");
    const JsonValue& opponent = side(request, "opponent");
    readRatingInto(given(player, "rating"), r_.player, "player.rating");
    readRatingInto(given(opponent, "rating"), r_.opponent, "opponent.rating");
    readStandardInto(player, r_.player, "player.standardRating");
    readStandardInto(opponent, r_.opponent, "opponent.standardRating");

    const bool kAuto = kFromProfileAsked(request);
    r_.kGiven = kAuto || given(request, "k");
    if (kAuto) r_.player.k = KChoice{true, kStandardK};
    else readKInto(given(request, "k"), r_.player, "k");
    if (const JsonValue* opponentK = given(opponent, "k"))
      readKInto(opponentK, r_.opponent, "opponent.k");
    else if (r_.player.k) r_.opponent.k = defaultOpponentK(*r_.player.k);
    readProfile(player, "player", r_.player);
    readProfile(opponent, "opponent", r_.opponent);

    if (const JsonValue* result = given(request, "result")) {
      const Parsed<Score> score = readResult(*result);
      if (score.ok()) r_.result = score.value();
      else fail(ErrorCode::ResultInvalid, "result");
    }
    readGames(request);
    if (const JsonValue* value = member(request, "event")) {
      r_.event = readEventRequest(*value, r_.kGiven, r_.player.k, r_.rules && r_.rules->automaticK,
                                  r_.errors);
      if (r_.rules && !member(request, "rules")) {
        const EventRules chosen = rulesForFile(r_.event->file.header);
        r_.rules = chosen.rules;
        r_.rulesFrom = chosen.from;
      }
      if (r_.rules && !usesStandardRating(*r_.rules)) ignoredStandardRatings(*r_.event);
    }
    if (const JsonValue* value = member(request, "ladder"))
      r_.ladder.emplace(readLadderRequest(*value, r_.player.k, r_.errors));
    r_.periodYear = readDateYear(given(request, "date"));
    if (const JsonValue* limits = member(request, "limits")) {
      if (limits->isBoolean()) r_.limits = limits->boolean;
      else fail(ErrorCode::JsonInvalid, "limits");
    }
    if (const JsonValue* curve = member(request, "curve")) {
      const Parsed<CurveRange> range = readCurve(*curve);
      if (range.ok()) r_.curve = range.value();
      else fail(range.error(), "curve");
    }
  }

 private:
  const JsonValue& side(const JsonValue& request, const char* name) {
    static const JsonValue kEmpty;
    const JsonValue* value = member(request, name);
    if (!value) return kEmpty;
    if (!value->isObject()) fail(ErrorCode::JsonInvalid, name);
    return *value;
  }

  // `kAuto: true` asks for K from the profile, which only rules that offer it give; otherwise
  // `k` applies, so that a page may always send both its K box and its checkbox.
  bool kFromProfileAsked(const JsonValue& request) {
    const JsonValue* kAuto = member(request, "kAuto");
    if (!kAuto) return false;
    if (!kAuto->isBoolean()) {
      fail(ErrorCode::JsonInvalid, "kAuto");
      return false;
    }
    return kAuto->boolean && r_.rules && r_.rules->automaticK;
  }

  void readRatingInto(const JsonValue* value, PlayerRequest& into, const char* field) {
    const Parsed<std::optional<Rating>> rating = readOptionalRating(value);
    into.ratingValid = rating.ok();
    if (rating.ok()) into.rating = rating.value();
    else fail(rating.error(), field);
  }

  // A standard rating, for a player unrated on a rapid or blitz list (R&B 7.2.1): it rates the
  // player where the rules use one, and is said to be ignored where they do not.
  void readStandardInto(const JsonValue& side, PlayerRequest& into, const char* field) {
    const JsonValue* value = given(side, "standardRating");
    if (!value) return;
    const Parsed<std::optional<Rating>> rating = readOptionalRating(value);
    if (!rating.ok()) return fail(rating.error(), field);
    into.standardRating = rating.value();
    if (!into.standardRating || !r_.rules) return;
    if (!usesStandardRating(*r_.rules)) {
      r_.warnings.push_back({WarningCode::StandardRatingIgnored, field});
      return;
    }
    if (!into.ratingValid) return;
    const ListRating listed = ratingForList(*r_.rules, into.rating, into.standardRating);
    into.rating = listed.rating;
    into.ratingSource = listed.source;
  }

  void ignoredStandardRatings(const EventRequest& event) {
    for (const auto& [rank, o] : event.overrides) {
      if (!o.standardRating) continue;
      r_.warnings.push_back({WarningCode::StandardRatingIgnored,
                             "event.players." + std::to_string(rank) + ".standardRating"});
    }
  }

  void readKInto(const JsonValue* value, PlayerRequest& into, const char* field) {
    const Parsed<KChoice> k = readK(value);
    if (k.ok()) into.k = k.value();
    else fail(k.error(), field);
  }

  void readGames(const JsonValue& request) {
    if (const JsonValue* games = member(request, "games")) {
      r_.gamesField = "games";
      r_.games = readGamesArray(*games);
      if (!r_.games) fail(ErrorCode::JsonInvalid, "games");
    } else if (const JsonValue* typed = member(request, "gamesText")) {
      r_.gamesField = "gamesText";
      if (typed->isString()) r_.games = parseGamesText(typed->text);
      else fail(ErrorCode::JsonInvalid, "gamesText");
    }
    if (!r_.games) return;
    if (r_.games->listError) fail(*r_.games->listError, r_.gamesField);
    for (const LineError& e : r_.games->lineErrors)
      r_.errors.push_back({e.code, r_.gamesField, e.line});
  }

  void fail(ErrorCode code, std::string field) { r_.errors.push_back({code, std::move(field)}); }

  Request& r_;
};

}  // namespace

Request readRequest(const std::string& requestText) {
  Request r;
  const bool large = requestText.size() > kMaxRequestBytes;
  const Shape shape = requestText.size() > kMaxLadderRequestBytes ? Shape{} : shapeOf(requestText);
  if (requestText.size() > kMaxLadderRequestBytes ||
      (large && shape.separators > kMaxLargeRequestSeparators)) {
    r.errors.push_back({ErrorCode::RequestTooLarge, "request"});
    return r;
  }
  const std::optional<JsonValue> request = shape.tooDeep ? std::nullopt : parseJson(requestText);
  if (large && !(request && request->isObject() && member(*request, "ladder"))) {
    r.errors.push_back({ErrorCode::RequestTooLarge, "request"});
    return r;
  }
  if (!request || !request->isObject()) {
    r.errors.push_back({ErrorCode::JsonInvalid, "request"});
    return r;
  }
  Reader(r).read(*request);
  return r;
}

}  // namespace elo
