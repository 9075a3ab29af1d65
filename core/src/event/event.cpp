// Rating an event: which of each player's rounds count, their K, and the period they make, all
// through the rule functions of rules.cpp and period.cpp.
#include "elo/event.hpp"

#include <cstddef>
#include <utility>

#include "event/event_rounds.hpp"
#include "event/national_event.hpp"

namespace elo {
namespace {

// B.02 8.3.3 from what is known: the file's rating and year of birth, a peak rating and a count
// of rated games when the request gives them. Unknown parts are taken as for an experienced
// adult; the reason says which rule gave K. The 700 rule's part comes with the period.
KApplied decideK(const EventOptions& options, const TrfPlayer& player, Rating rating,
                 std::optional<int> year) {
  const PlayerOverride* o = overrideFor(options, player.startRank);
  const bool own = o && o->k;
  const KChoice& choice = own ? *o->k : options.k;
  if (!choice.automatic) {
    KApplied typed;
    typed.beforeCap = typed.k = choice.k;
    typed.reason = own || options.kGiven ? KReason::Given : KReason::Default;
    return typed;
  }
  Profile profile;
  if (o) profile.peak = o->peakRating;
  bool junior = false;
  if (player.birthYear && year) {
    profile.birthYear = *player.birthYear;
    junior = isJuniorUnder2300(rating, profile, *year);
  }
  bool newPlayer = false;
  if (o && o->ratedGames) {
    profile.ratedGames = *o->ratedGames;
    newPlayer = isNewToList(profile);
  }
  const KRule rule = kRule(hasReached2400(rating, profile), junior, newPlayer);
  KApplied applied = appliedForRule(rule, profile);
  applied.gamesAssumed = rule == KRule::Standard && !(o && o->ratedGames);
  const bool juniorUnchecked = player.birthYear && !year;
  if (rule == KRule::Standard && juniorUnchecked) applied.reason = KReason::NoDate;
  return applied;
}

// The counted games as the period functions take them (a game's line is its round).
std::vector<PeriodGame> countedGames(const EventPlayer& p) {
  std::vector<PeriodGame> counted;
  counted.reserve(p.games.size());
  for (const EventGame& g : p.games) {
    if (g.status == GameStatus::Counts)
      counted.push_back({g.round, g.opponentRating, resultPoints(g.trf.result), false});
  }
  return counted;
}

// Each counted game's row, from the period, beside its round.
void attachRows(EventPlayer& p, const std::vector<GameRow>& rows) {
  std::size_t next = 0;
  for (EventGame& g : p.games) {
    if (g.status == GameStatus::Counts && next < rows.size()) g.row = rows[next++];
  }
}

EventPlayer ratePlayer(const TrfFile& file, const EventOptions& options, const TrfPlayer& trf,
                       std::optional<int> year) {
  EventPlayer p;
  p.trf = trf;
  const ListRating listed = listRatingOf(options, trf);
  p.rating = listed.rating;
  p.ratingSource = listed.source;
  if (const PlayerOverride* o = overrideFor(options, trf.startRank))
    p.standardRating = o->standardRating;
  readRounds(file, options, p);
  const std::vector<PeriodGame> counted = countedGames(p);
  if (p.rating) {
    const KApplied k = decideK(options, trf, *p.rating, year);
    p.period = ratePeriod(options.rules, *p.rating, k.beforeCap, counted);
    p.k = afterPeriod(k, *p.period);
    attachRows(p, p.period->rows);
  } else {
    p.unrated = rateUnratedPeriod(counted);
    attachRows(p, p.unrated->rows);
  }
  return p;
}

// A file with a 122 and a 222 line whose time controls are of different lists (the 122's is
// used): both read, the 222's in seconds.
bool timeControlsDisagree(const TrfHeader& header) {
  if (header.timeControlEncoded || header.encoded.line == 0 || header.timeControlLine == 0)
    return false;
  const TimeControlClass encoded = classifyEncodedTimeControl(header.encoded.text);
  return encoded != TimeControlClass::Unknown && encoded != classifyTimeControl(header.timeControl);
}

}  // namespace

// 122 is free text; TRF-2026's 222 encodes the control in seconds, as PGN's TimeControl tag.
TimeControlClass timeControlClassOf(const TrfHeader& header) {
  return header.timeControlEncoded ? classifyEncodedTimeControl(header.timeControl)
                                   : classifyTimeControl(header.timeControl);
}

std::optional<RuleSet> rulesForTimeControl(TimeControlClass timeControl) {
  switch (timeControl) {
    case TimeControlClass::Standard: return fideRules();
    case TimeControlClass::Rapid: return fideRapidRules();
    case TimeControlClass::Blitz: return fideBlitzRules();
    case TimeControlClass::Unknown: break;
  }
  return std::nullopt;
}

EventRules rulesForFile(const TrfHeader& header) {
  const TimeControlClass timeControl = timeControlClassOf(header);
  if (const std::optional<RuleSet> rules = rulesForTimeControl(timeControl))
    return {*rules, RulesFrom::TimeControl};
  return {fideRules(), RulesFrom::Default};
}

std::optional<int> eventYear(std::optional<int> requestYear, const TrfHeader& header) {
  if (requestYear) return requestYear;
  if (const std::optional<int> end = trfDateYear(header.end, TrfDate::Event)) return end;
  if (const std::optional<int> start = trfDateYear(header.start, TrfDate::Event)) return start;
  for (auto it = header.roundDates.rbegin(); it != header.roundDates.rend(); ++it) {
    if (const std::optional<int> round = trfDateYear(*it, TrfDate::Round)) return round;
  }
  return std::nullopt;
}

Event rateEvent(TrfFile file, const EventOptions& options) {
  Event event;
  event.header = std::move(file.header);
  event.rounds = file.rounds;
  event.ignoredLines = file.ignoredLines;
  event.ignored = std::move(file.ignored);
  event.warnings = std::move(file.warnings);
  const TrfHeader& header = event.header;
  event.timeControlClass = timeControlClassOf(header);
  event.rulesFrom = options.rulesFrom;
  const bool unreadable =
      !header.timeControl.empty() && event.timeControlClass == TimeControlClass::Unknown;
  if (options.rulesFrom != RulesFrom::Request && unreadable) {
    TrfWarning warning{WarningCode::TimeControlUnknown};
    warning.line = header.timeControlLine;
    event.warnings.push_back(warning);
  }
  if (timeControlsDisagree(header)) {
    TrfWarning warning{WarningCode::TimeControlConflict};
    warning.line = header.timeControlLine;
    warning.otherLine = header.encoded.line;
    event.warnings.push_back(warning);
  }
  const std::optional<int> year = eventYear(options.year, header);
  if (isNationalSystem(options.rules)) {
    rateNationalEvent(file, options, year, event);
    return event;
  }
  // A K from the profile needs the event's year (the junior rule); a number does not.
  bool kNeedsDate = false;
  event.players.reserve(file.players.size());
  for (const TrfPlayer& trf : file.players) {
    event.players.push_back(ratePlayer(file, options, trf, year));
    const EventPlayer& p = event.players.back();
    const bool number = p.k.reason == KReason::Given || p.k.reason == KReason::Default;
    kNeedsDate = kNeedsDate || (p.rating && !number);
  }
  if (!year && kNeedsDate) event.warnings.push_back({WarningCode::DateMissing});
  return event;
}

}  // namespace elo
