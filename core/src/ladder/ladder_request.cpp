// Reading a request's ladder: its texts through the ladder reader, its options through the same
// value readers as the rest of the request.
#include "ladder/ladder_request.hpp"

#include <initializer_list>
#include <string>

#include "json/request_fields.hpp"

namespace elo {
namespace {

/// The most games a player can have before provisional K ends: as many as a ladder holds.
constexpr long long kMostProvisionalGames = kMaxLadderGames;

// The field a problem of the texts is reported on: the order of a season's dates as a whole is
// `ladder.dateOrder`'s to settle, not a line's.
const char* fieldOf(const LadderIssue& issue) {
  if (issue.code == ErrorCode::DateOrderAmbiguous) return "ladder.dateOrder";
  return issue.text == LadderText::Roster ? "ladder.roster" : "ladder.gamesText";
}

class LadderRequestReader {
 public:
  LadderRequestReader(LadderRequest& ladder, ErrorList& errors)
      : ladder_(ladder), errors_(errors) {}

  void read(const JsonValue& value, const std::optional<KChoice>& k) {
    if (!value.isObject()) return fail(ErrorCode::JsonInvalid, "ladder");
    const std::string_view games = text(value, "gamesText");
    const std::string_view roster = text(value, "roster");
    LadderOptions& o = ladder_.options;
    // Before the texts, which it reads.
    o.dateOrder = static_cast<DateOrder>(choice(value, "dateOrder", {"auto", "ymd", "dmy", "mdy"}));
    readLadderInto(games, roster, o.dateOrder, ladder_.input);
    for (const LadderIssue& e : ladder_.input.errors) fail(e.code, fieldOf(e), e.line);

    if (const JsonValue* rating = given(value, "initialRating")) {
      const Parsed<Rating> read = readRating(*rating, ErrorCode::RatingInvalid);
      if (read.ok()) o.initialRating = read.value();
      else fail(read.error(), "ladder.initialRating");
    }
    if (const JsonValue* provisional = member(value, "provisional")) readProvisional(*provisional);
    o.update = static_cast<LadderUpdate>(choice(value, "update", {"game", "period"}));
    o.rounding = static_cast<LadderRounding>(choice(value, "rounding", {"game", "none"}));
    o.period = static_cast<LadderPeriod>(choice(value, "period", {"month", "week", "year"}));
    ladder_.full = choice(value, "detail", {"summary", "full"}) == 1;
    if (const JsonValue* pair = member(value, "headToHead")) readHeadToHead(*pair);

    // A ladder's K is a number: K from a profile (FIDE B.02 8.3.3) needs what a ladder lacks.
    if (!k) ladder_.readable = false;
    else if (k->automatic) fail(ErrorCode::KInvalid, "k");
    else o.k = k->k;
  }

 private:
  // A text member: absent is empty.
  std::string_view text(const JsonValue& value, const char* key) {
    const JsonValue* t = member(value, key);
    if (!t) return {};
    if (!t->isString()) fail(ErrorCode::JsonInvalid, std::string("ladder.") + key);
    return t->isString() ? std::string_view(t->text) : std::string_view();
  }

  // The index of the option's value among `names`; absent is the first.
  int choice(const JsonValue& value, const char* key, std::initializer_list<const char*> names) {
    const JsonValue* option = given(value, key);
    if (!option) return 0;
    int i = 0;
    for (const char* name : names) {
      if (option->is(name)) return i;
      ++i;
    }
    fail(ErrorCode::LadderOptionInvalid, std::string("ladder.") + key);
    return 0;
  }

  // `true` is the core's preset; `false` none; an object gives its own games and K.
  void readProvisional(const JsonValue& value) {
    if (value.isBoolean()) {
      if (value.boolean) ladder_.options.provisional = kDefaultProvisional;
      return;
    }
    if (!value.isObject()) return fail(ErrorCode::LadderOptionInvalid, "ladder.provisional");
    const JsonValue* games = given(value, "games");
    const Parsed<long long> n =
        games ? readWhole(*games) : Parsed<long long>(ErrorCode::LadderOptionInvalid);
    const bool gamesValid = n.ok() && n.value() >= 0 && n.value() <= kMostProvisionalGames;
    if (!gamesValid) fail(ErrorCode::LadderOptionInvalid, "ladder.provisional.games");
    const JsonValue* kValue = given(value, "k");
    const Parsed<KChoice> k = readK(kValue);
    const bool kValid = kValue && k.ok() && !k.value().automatic;
    if (!kValid) fail(k.ok() ? ErrorCode::KInvalid : k.error(), "ladder.provisional.k");
    if (gamesValid && kValid)
      ladder_.options.provisional = Provisional{static_cast<int>(n.value()), k.value().k};
  }

  // Two names as typed; whether they name players is the answer's business, not an error.
  void readHeadToHead(const JsonValue& value) {
    const std::vector<JsonValue>& names = value.items;
    if (!value.isArray() || names.size() != 2 || !names[0].isString() || !names[1].isString())
      return fail(ErrorCode::JsonInvalid, "ladder.headToHead");
    ladder_.headToHead = {names[0].text, names[1].text};
  }

  void fail(ErrorCode code, std::string field, int line = 0) {
    errors_.push_back({code, std::move(field), line});
    ladder_.readable = false;
  }

  LadderRequest& ladder_;
  ErrorList& errors_;
};

}  // namespace

LadderRequest readLadderRequest(const JsonValue& value, const std::optional<KChoice>& k,
                                ErrorList& errors) {
  LadderRequest ladder;
  LadderRequestReader(ladder, errors).read(value, k);
  return ladder;
}

}  // namespace elo
