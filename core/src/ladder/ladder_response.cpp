// Writing a ladder: the players ranked with their histories, every game's effect, the periods
// and the warnings.
#include "ladder/ladder_response.hpp"

#include "json/response_parts.hpp"

namespace elo {
namespace {

/// History entries (a rating and a comma) that take about one row's room in the answer.
constexpr std::size_t kHistoryEntriesPerItem = 16;

void writeRow(JsonWriter& w, const LadderGame& g, const LadderRow& row,
              const std::vector<std::string>& names) {
  w.beginObject();
  w.key("black").string(names[static_cast<std::size_t>(g.black)]);
  w.key("blackBefore");
  writeCenti(w, row.blackBefore.centi());
  if (row.counted) {
    w.key("blackChange");
    writeChangeExact(w, row.blackChange);
  }
  w.key("counted").boolean(row.counted);
  if (g.date) w.key("date").string(ladderDateText(*g.date));
  w.key("line").integer(g.line);
  if (!row.counted) w.key("reason").string(row.ratingGap600 ? "rating-gap-600" : "forfeit");
  w.key("score");
  writeScore(w, g.result.white);
  w.key("white").string(names[static_cast<std::size_t>(g.white)]);
  w.key("whiteBefore");
  writeCenti(w, row.whiteBefore.centi());
  if (row.counted) {
    w.key("whiteChange");
    writeChangeExact(w, row.whiteChange);
    w.key("whiteExpected");
    writeExpected(w, row.whiteExpected);
  }
  w.endObject();
}

// Each point's date as yyyy-mm-dd, or "" when it has none.
void writeHistoryDates(JsonWriter& w, const std::vector<int>& dates) {
  w.key("historyDates").beginArray();
  for (const int d : dates) {
    if (d == 0) w.string(std::string_view("", 0));  // not {}: memcpy may not read a null pointer
    else w.string(ladderDateText({d / 10000, d / 100 % 100, d % 100}));
  }
  w.endArray();
}

// A player, with their history's dates when the season has any.
void writePlayer(JsonWriter& w, const LadderPlayer& p, const std::string& name, int rank,
                 bool withDates) {
  w.beginObject();
  w.key("change");
  writeCenti(w, p.rating.centi() - p.start.centi());
  w.key("draws").integer(p.draws);
  w.key("games").integer(p.games);
  w.key("history").beginArray();
  for (const Rating r : p.history) writeCenti(w, r.centi());
  w.endArray();
  if (withDates) writeHistoryDates(w, p.historyDates);
  if (p.lastPlayed) w.key("lastPlayed").string(ladderDateText(*p.lastPlayed));
  w.key("losses").integer(p.losses);
  w.key("name").string(name);
  w.key("peak");
  writeCenti(w, p.peak.centi());
  w.key("rank").integer(rank);
  w.key("rating");
  writeCenti(w, p.rating.centi());
  w.key("score");
  writeScore(w, p.score);
  w.key("start");
  writeCenti(w, p.start.centi());
  w.key("wins").integer(p.wins);
  w.endObject();
}

void writeHeadToHead(JsonWriter& w, const HeadToHead& h, const std::vector<std::string>& names) {
  w.key("headToHead").beginObject();
  w.key("draws").integer(h.draws);
  w.key("games").integer(h.games);
  w.key("lines").beginArray();
  for (const int line : h.lines) w.integer(line);
  w.endArray();
  w.key("players").beginArray();
  for (const int p : h.players) w.string(names[static_cast<std::size_t>(p)]);
  w.endArray();
  w.key("score").beginArray();
  for (const Score s : h.score) writeScore(w, s);
  w.endArray();
  w.key("wins").beginArray();
  for (const int n : h.wins) w.integer(n);
  w.endArray();
  w.endObject();
}

}  // namespace

namespace {
// The order the season's year-last dates were read in, as the request names it, by DateOrder;
// Auto left unsettled read none of them, as Ymd does.
constexpr const char* kDateOrderNames[] = {"ymd", "ymd", "dmy", "mdy"};

// Whether every game's row is left out: a long season not asked for in full.
bool rowsOmitted(const LadderAnswer& answer) {
  return answer.input.games.size() > kMaxLadderRowsByDefault && !answer.full;
}
}  // namespace

void writeLadder(JsonWriter& w, const LadderAnswer& answer) {
  const LadderInput& input = answer.input;
  const Ladder& ladder = answer.ladder;
  const bool omitted = rowsOmitted(answer);
  w.beginObject();
  w.key("dateOrder").string(kDateOrderNames[static_cast<int>(input.dateOrder)]);
  if (!omitted) {
    w.key("games").beginArray();
    for (std::size_t i = 0; i < input.games.size(); ++i)
      writeRow(w, input.games[i], ladder.rows[i], input.names);
    w.endArray();
  } else {
    w.key("gamesOmitted").boolean(true);
  }
  if (answer.headToHead) writeHeadToHead(w, *answer.headToHead, input.names);
  w.key("periods").beginArray();
  for (const LadderPeriodRow& p : ladder.periods) {
    w.beginObject();
    w.key("games").integer(p.games);
    w.key("period").string(p.label);
    w.endObject();
  }
  w.endArray();
  w.key("players").beginArray();
  int rank = 0;
  for (const int p : ladder.ranking) {
    const auto i = static_cast<std::size_t>(p);
    writePlayer(w, ladder.players[i], input.names[i], ++rank, ladder.dated);
  }
  w.endArray();
  w.key("warnings").beginArray();
  for (const LadderWarning& warning : input.warnings) {
    w.beginObject();
    w.key("code").string(warningCode(warning.code));
    w.key("line").integer(warning.line);
    w.endObject();
  }
  w.endArray();
  w.endObject();
}

std::size_t ladderItems(const LadderAnswer& answer) {
  const Ladder& ladder = answer.ladder;
  // The rows left out take no room (a 100,000-game season's would be 12 MB written with zeros).
  std::size_t items = (rowsOmitted(answer) ? 0 : ladder.rows.size()) + ladder.periods.size();
  // A history's dates take about as much room again as its ratings.
  const std::size_t perPoint = ladder.dated ? 2 : 1;
  for (const LadderPlayer& p : ladder.players)
    items += 1 + p.history.size() * perPoint / kHistoryEntriesPerItem;
  return items;
}

}  // namespace elo
