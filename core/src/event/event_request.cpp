// Reading a request's event: the file's text through the TRF reader, the players' overrides
// through the same value readers as the rest of the request.
#include "event/event_request.hpp"

#include <string>

#include "json/request_fields.hpp"

namespace elo {
namespace {

/// The path of the file in the request, as errors name it.
constexpr const char* kTrfField = "event.trf";

class EventReader {
 public:
  EventReader(EventRequest& event, ErrorList& errors) : event_(event), errors_(errors) {}

  void read(const JsonValue& value) {
    if (!value.isObject()) return fail(ErrorCode::JsonInvalid, "event");
    const JsonValue* trf = member(value, "trf");
    if (!trf || !trf->isString()) {
      fail(ErrorCode::JsonInvalid, kTrfField);
    } else {
      event_.file = readTrf(trf->text);
      for (const TrfError& e : event_.file.errors) fail(e.code, kTrfField, e.line, e.round);
    }
    if (const JsonValue* players = member(value, "players")) readOverrides(*players);
    if (const JsonValue* gamesOf = member(value, "gamesOf")) readGamesOf(*gamesOf);
    if (const JsonValue* norms = member(value, "norms")) {
      event_.norms = readNormsRequest(*norms, errors_);
      if (!event_.norms.readable) event_.readable = false;
    }
  }

 private:
  // The starting ranks whose games to list: whole numbers from 1 to 9999, as TRF numbers them.
  void readGamesOf(const JsonValue& value) {
    constexpr double kLastRank = 9999;
    if (!value.isArray()) return fail(ErrorCode::JsonInvalid, "event.gamesOf");
    event_.allGames = false;
    for (const JsonValue& item : value.items) {
      const double n = item.number;
      if (!item.isNumber() || n < 1 || n > kLastRank || n != static_cast<int>(n))
        return fail(ErrorCode::JsonInvalid, "event.gamesOf");
      event_.gamesOf.push_back(static_cast<int>(n));
    }
  }

  void readOverrides(const JsonValue& players) {
    if (!players.isObject()) return fail(ErrorCode::JsonInvalid, "event.players");
    for (const JsonValue* item : players.membersByKey()) {
      const std::string field = "event.players." + item->key;
      const std::optional<int> rank = startRankKey(item->key);
      if (!rank || !item->isObject()) {
        fail(ErrorCode::JsonInvalid, field);
        continue;
      }
      event_.overrides[*rank] = readOverride(*item, field);
    }
  }

  PlayerOverride readOverride(const JsonValue& value, const std::string& field) {
    PlayerOverride o;
    if (const JsonValue* k = given(value, "k")) {
      const Parsed<KChoice> choice = readK(k);
      if (choice.ok()) o.k = choice.value();
      else fail(choice.error(), field + ".k");
    }
    if (const JsonValue* games = given(value, "ratedGames")) {
      const Parsed<long long> n = readProfileNumber(games, 0, kMostRatedGames);
      if (n.ok()) o.ratedGames = static_cast<int>(n.value());
      else fail(n.error(), field + ".ratedGames");
    }
    if (const JsonValue* peak = given(value, "peakRating")) {
      const Parsed<Rating> rating = readRating(*peak, ErrorCode::ProfileInvalid);
      if (rating.ok()) o.peakRating = rating.value();
      else fail(ErrorCode::ProfileInvalid, field + ".peakRating");
    }
    if (const JsonValue* index = given(value, "dwzIndex")) {
      const Parsed<long long> n = readProfileNumber(index, 0, kMostDwzIndex);
      if (n.ok()) o.dwzIndex = static_cast<int>(n.value());
      else fail(n.error(), field + ".dwzIndex");
    }
    if (const JsonValue* standard = given(value, "standardRating")) {
      const Parsed<std::optional<Rating>> read = readOptionalRating(standard);
      if (read.ok()) o.standardRating = read.value();
      else fail(read.error(), field + ".standardRating");
    }
    if (const JsonValue* rating = given(value, "rating")) {
      const Parsed<std::optional<Rating>> read = readOptionalRating(rating);
      if (read.ok()) o.rating = read.value();
      else fail(read.error(), field + ".rating");
    }
    return o;
  }

  void fail(ErrorCode code, std::string field, int line = 0, int round = 0) {
    errors_.push_back({code, std::move(field), line, round});
    event_.readable = false;
  }

  EventRequest& event_;
  ErrorList& errors_;
};

}  // namespace

// TRF's starting ranks have four digits.
std::optional<int> startRankKey(const std::string& key) {
  constexpr std::size_t kMostDigits = 4;
  if (key.empty() || key.size() > kMostDigits) return std::nullopt;
  int n = 0;
  for (const char c : key) {
    if (c < '0' || c > '9') return std::nullopt;
    n = n * 10 + (c - '0');
  }
  return n > 0 ? std::optional<int>(n) : std::nullopt;
}

// Everybody's K: `k` (or `kAuto`) as given; otherwise K from FIDE B.02 8.3.3 where the rules
// offer it, and the standard K where they do not.
EventRequest readEventRequest(const JsonValue& value, bool kGiven, const std::optional<KChoice>& k,
                              bool automaticK, ErrorList& errors) {
  EventRequest event;
  EventReader(event, errors).read(value);
  if (kGiven) event.k = k;
  else event.k = KChoice{automaticK, kStandardK};
  if (!event.k) event.readable = false;
  return event;
}

}  // namespace elo
