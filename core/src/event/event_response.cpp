// Writing an event: the file's header, every player with their rounds, and the warnings.
#include "event/event_response.hpp"

#include <string>

#include "elo/rounding.hpp"
#include "event/norms_response.hpp"
#include "json/national_parts.hpp"
#include "json/response_parts.hpp"

namespace elo {
namespace {

const char* statusCode(GameStatus status) {
  switch (status) {
    case GameStatus::Counts: break;
    case GameStatus::Bye: return "bye";
    case GameStatus::Forfeit: return "forfeit";
    case GameStatus::NotPlayed: return "not-played";
    case GameStatus::UnratedOpponent: return "unrated-opponent";
    case GameStatus::PairingMismatch: return "pairing-mismatch";
    case GameStatus::NotPaired: return "not-paired";
    case GameStatus::RatingGap600: return "rating-gap-600";
  }
  return "counts";
}

const char* rulesFromCode(RulesFrom from) {
  switch (from) {
    case RulesFrom::Request: break;
    case RulesFrom::TimeControl: return "time-control";
    case RulesFrom::Default: return "default";
  }
  return "request";
}

// Text from the file: absent when blank.
void writeText(JsonWriter& w, const char* key, const std::string& value) {
  if (!value.empty()) w.key(std::string_view(key)).string(value);
}

void writeOptionalRating(JsonWriter& w, const std::optional<Rating>& rating) {
  if (rating) writeCenti(w, rating->centi());
  else w.null();
}

// What a counted game's row shows: nothing for a player unrated before the event; FIDE's
// difference, expected score and change; or a national system's expected score alone.
enum class RowFigures { None, Fide, ExpectedOnly };

void writeGame(JsonWriter& w, const EventGame& g, RowFigures shown) {
  const bool counted = g.status == GameStatus::Counts;
  const RowFigures figures = counted ? shown : RowFigures::None;
  const bool fide = figures == RowFigures::Fide;
  w.beginObject();
  if (fide) {
    w.key("changeExact");
    writeChangeExact(w, g.row.changeExact);
  }
  if (g.trf.colour != Colour::None)
    w.key("colour").string(g.trf.colour == Colour::White ? "w" : "b");
  w.key("counted").boolean(counted);
  if (fide) {
    w.key("difference");
    writeCenti(w, g.row.difference.centi);
  }
  if (figures != RowFigures::None) {
    w.key("expected");
    writeExpected(w, g.row.expected);
  }
  w.key("opponent");
  if (g.trf.opponent) w.integer(*g.trf.opponent);
  else w.null();
  w.key("opponentRating");
  writeOptionalRating(w, g.opponentRating);
  if (!counted) w.key("reason").string(statusCode(g.status));
  if (g.trf.result != TrfResult::NotPaired) w.key("result").string(std::string(1, g.trf.code));
  w.key("round").integer(g.round);
  if (fide) {
    w.key("runningChangeExact");
    writeChangeExact(w, g.row.runningChangeExact);
  }
  w.key("score");
  writeScore(w, resultPoints(g.trf.result));
  w.endObject();
}

// A rating or a score as a games list writes it: "1850", "1850.5", "0.5".
void appendCenti(std::string& out, std::int64_t centi) {
  out += std::to_string(centi / 100);
  const std::int64_t cents = centi % 100;
  if (cents == 0) return;
  out += '.';
  out += static_cast<char>('0' + cents / 10);
  if (cents % 10 != 0) out += static_cast<char>('0' + cents % 10);
}

// The player's games as the game mode's list takes them, one `rating | score` a line: the games
// that count, those against an unrated opponent (`-`) and forfeits (`+`, `-`); byes, games not
// played and rounds the two lines disagree about are left out, as they are not games to rate.
std::string gamesText(const EventPlayer& p) {
  std::string text;
  for (const EventGame& g : p.games) {
    const bool forfeit = g.status == GameStatus::Forfeit;
    if (g.status != GameStatus::Counts && g.status != GameStatus::UnratedOpponent && !forfeit)
      continue;
    if (!text.empty()) text += '\n';
    if (g.opponentRating) appendCenti(text, g.opponentRating->centi());
    else text += '-';
    text += " | ";
    if (forfeit) text += g.trf.result == TrfResult::ForfeitWin ? "+" : "-";
    else appendCenti(text, resultPoints(g.trf.result).halves() * 50);
  }
  return text;
}

// The points the rounds give, the file's own column, and the final rank.
void writePoints(JsonWriter& w, const EventPlayer& p) {
  w.key("points");
  writeScore(w, p.points);
  if (p.trf.pointsInFile) {
    w.key("pointsInFile");
    writeScore(w, *p.trf.pointsInFile);
  }
  if (p.trf.rank) w.key("rank").integer(*p.trf.rank);
}

// US Chess's ratings on the way: an unrated player's first two, and everybody's intermediate.
void writeUscfSteps(JsonWriter& w, const UscfSteps& steps) {
  constexpr int kDecimals = 2;
  w.key("uscfSteps").beginObject();
  if (steps.firstEstimate)
    w.key("firstEstimate").fixed(roundToDecimals(*steps.firstEstimate, kDecimals), kDecimals);
  if (steps.initial) w.key("initial").fixed(roundToDecimals(*steps.initial, kDecimals), kDecimals);
  w.key("intermediate").fixed(roundToDecimals(steps.intermediate, kDecimals), kDecimals);
  w.endObject();
}

// A player's `games` (their figures as `shown`) and `gamesText`, when `listed`, and between them
// `gamesCount`, their `count`.
void writeGames(JsonWriter& w, const EventPlayer& p, RowFigures shown, int count, bool listed) {
  if (listed) {
    w.key("games").beginArray();
    for (const EventGame& g : p.games) writeGame(w, g, shown);
    w.endArray();
  }
  w.key("gamesCount").integer(count);
  if (listed) w.key("gamesText").string(gamesText(p));
}

// The player's norms, when asked for: whole for a player whose games are listed.
void writeNorms(JsonWriter& w, const PlayerNorms* norms, bool whole) {
  if (!norms) return;
  w.key("norms");
  writePlayerNorms(w, *norms, whole);
}

// A player under a national system: the file's facts as writePlayer gives them, with the
// system's figures in place of FIDE's.
void writeNationalPlayer(JsonWriter& w, const EventPlayer& p, bool withGames) {
  const TrfPlayer& t = p.trf;
  const NationalFigures& f = *p.national;
  const bool rated = p.rating.has_value();
  const UscfResult* uscf = f.uscf ? &*f.uscf : nullptr;
  const DwzResult* dwz = f.dwz ? &*f.dwz : nullptr;
  // US Chess: a rated player without N, not rated (national_event.cpp).
  const bool needsN = rated && !uscf && !dwz;
  w.beginObject();
  writeText(w, "birth", t.birth);
  if (uscf) writeUscfLeading(w, *uscf, rated ? p.rating->points() : 0, rated);
  if (dwz) writeDwzLeading(w, *dwz);
  if (f.dwzIndex) w.key("dwzIndex").integer(*f.dwzIndex);
  if (dwz) writeDwzExpected(w, *dwz);
  writeText(w, "federation", t.federation);
  writeText(w, "fideId", t.fideId);
  if (uscf) writeUscfFloorAndFormula(w, *uscf, f.floorGiven);
  const RowFigures shown = rated && !needsN ? RowFigures::ExpectedOnly : RowFigures::None;
  writeGames(w, p, shown, f.gamesCount, withGames);
  if (uscf) writeUscfK(w, *uscf);
  writeText(w, "name", t.name);
  if (uscf) writeUscfNewRating(w, *uscf);
  if (dwz) writeDwzNewRating(w, *dwz);
  else if (f.dwzPerformance) w.key("performance").integer(*f.dwzPerformance);
  writePoints(w, p);
  w.key("rated").boolean(rated);
  if (uscf) w.key("ratedGames").integer(*f.ratedGames);
  w.key("rating");
  writeOptionalRating(w, p.rating);
  if (rated) w.key("ratingSource").string(ratingSourceName(p.ratingSource));
  if (!rated && !uscf) w.key("reason").string("dwz-first-rating");
  if (needsN) w.key("reason").string("rated-games-required");
  w.key("score");
  writeScore(w, f.score);
  writeText(w, "sex", t.sex);
  w.key("startRank").integer(t.startRank);
  writeText(w, "title", t.title);
  if (uscf) writeUscfSteps(w, f.steps);
  w.endObject();
}

void writePlayer(JsonWriter& w, const EventPlayer& p, bool withGames, const PlayerNorms* norms) {
  if (p.national) return writeNationalPlayer(w, p, withGames);
  const TrfPlayer& t = p.trf;
  const Period* rated = p.period ? &*p.period : nullptr;
  const UnratedPeriod* unrated = p.unrated ? &*p.unrated : nullptr;
  const std::optional<std::int64_t> average =
      rated ? rated->averageOpponent : unrated->averageOpponent;
  const std::optional<std::int64_t> performance = rated ? rated->performance : unrated->performance;
  const int gamesCount = rated ? rated->gamesCount : unrated->gamesCount;

  w.beginObject();
  if (average) w.key("averageOpponent").integer(*average);
  writeText(w, "birth", t.birth);
  if (rated) {
    w.key("change").integer(rated->change.rounded);
    w.key("changeExact");
    writeChangeExact(w, rated->change.exact);
    w.key("expectedTotal");
    writeExpectedTotal(w, rated->expectedTotal);
  }
  writeText(w, "federation", t.federation);
  writeText(w, "fideId", t.fideId);
  writeGames(w, p, rated ? RowFigures::Fide : RowFigures::None, gamesCount, withGames);
  if (unrated && gamesCount > 0) {
    w.key("initialRating");
    writeFirstRating(w, unrated->first);
  }
  if (rated) {
    w.key("k");
    writeCenti(w, rated->k.centi());
    w.key("kApplied");
    writeKApplied(w, p.k);
  }
  writeText(w, "name", t.name);
  if (rated) {
    w.key("newRating");
    writeCenti(w, rated->newRating.centi());
  }
  writeNorms(w, norms, withGames);
  if (performance) w.key("performance").integer(*performance);
  writePoints(w, p);
  w.key("rated").boolean(rated != nullptr);
  w.key("rating");
  writeOptionalRating(w, p.rating);
  if (rated) w.key("ratingSource").string(ratingSourceName(p.ratingSource));
  w.key("score");
  writeScore(w, rated ? rated->score : unrated->score);
  writeText(w, "sex", t.sex);
  if (p.standardRating) {
    w.key("standardRating");
    writeCenti(w, p.standardRating->centi());
  }
  w.key("startRank").integer(t.startRank);
  writeText(w, "title", t.title);
  w.endObject();
}

void writeWarning(JsonWriter& w, const TrfWarning& warning) {
  w.beginObject();
  w.key("code").string(warningCode(warning.code));
  switch (warning.code) {
    case WarningCode::PairingMismatch:
      w.key("line").integer(warning.line);
      w.key("opponent").integer(warning.opponent);
      w.key("otherLine").integer(warning.otherLine);
      w.key("round").integer(warning.round);
      w.key("startRank").integer(warning.startRank);
      break;
    case WarningCode::PointsMismatch:
      w.key("line").integer(warning.line);
      w.key("points");
      writeScore(w, warning.points);
      w.key("pointsInFile");
      writeScore(w, warning.pointsInFile);
      w.key("startRank").integer(warning.startRank);
      break;
    case WarningCode::TimeControlUnknown: w.key("line").integer(warning.line); break;
    case WarningCode::TimeControlConflict:
      w.key("line").integer(warning.line);
      w.key("otherLine").integer(warning.otherLine);
      break;
    case WarningCode::DateMissing:
    case WarningCode::DatesUnsorted:  // a ladder's, as are the next
    case WarningCode::ResultUnknown:
    case WarningCode::StandardRatingIgnored: break;  // the request's, in its `warnings`
  }
  w.endObject();
}

}  // namespace

void writeEvent(JsonWriter& w, const Event& event, const std::vector<int>* gamesOf,
                const EventNorms* norms) {
  const TrfHeader& h = event.header;
  w.beginObject();
  // The chief arbiter, for a norm report: written with the norms only.
  if (norms) writeText(w, "arbiter", h.arbiter);
  writeText(w, "city", h.city);
  writeText(w, "end", h.end);
  writeText(w, "federation", h.federation);
  w.key("ignored").beginArray();
  for (const TrfIgnoredLine& ignored : event.ignored) {
    w.beginObject();
    w.key("kind").string(ignored.kind);
    w.key("line").integer(ignored.line);
    w.endObject();
  }
  w.endArray();
  w.key("ignoredLines").integer(event.ignoredLines);
  writeText(w, "name", h.name);
  if (norms) writeEventNormFields(w, *norms);
  w.key("players").beginArray();
  for (std::size_t i = 0; i < event.players.size(); ++i) {
    const EventPlayer& p = event.players[i];
    bool withGames = !gamesOf;
    if (gamesOf)
      for (const int rank : *gamesOf) withGames = withGames || rank == p.trf.startRank;
    writePlayer(w, p, withGames, norms ? &norms->players[i] : nullptr);
  }
  w.endArray();
  w.key("rounds").integer(event.rounds);
  w.key("rulesFrom").string(rulesFromCode(event.rulesFrom));
  writeText(w, "start", h.start);
  writeText(w, "timeControl", h.timeControl);
  w.key("timeControlClass").string(timeControlClassName(event.timeControlClass));
  w.key("warnings").beginArray();
  for (const TrfWarning& warning : event.warnings) writeWarning(w, warning);
  w.endArray();
  w.endObject();
}

std::size_t eventItems(const Event& event) {
  return event.players.size() * (static_cast<std::size_t>(event.rounds) + 1) +
         event.warnings.size();
}

}  // namespace elo
