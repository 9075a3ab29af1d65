// calculate(): reads the request, computes what it asks for, writes the response. No rule
// lives here, and no JSON: request.cpp reads, period.cpp and event.cpp compute, response.cpp
// writes.
#include "elo/api.hpp"

#include <algorithm>
#include <utility>

#include "elo/curve.hpp"
#include "elo/event.hpp"
#include "elo/ladder.hpp"
#include "elo/norms.hpp"
#include "elo/period.hpp"
#include "game/k_from_request.hpp"
#include "game/national.hpp"
#include "request.hpp"
#include "response.hpp"

namespace elo {
namespace {

GameAnswer answerGame(const RuleSet& rules, Rating a, KFactor kA, Rating b, KFactor kB,
                      Score result) {
  const auto outcome = [&](Score s) { return Scenario{s, rateGame(rules, a, kA, b, kB, s)}; };
  return {rateGame(rules, a, kA, b, kB, result),
          {outcome(Score::win()), outcome(Score::draw()), outcome(Score::loss())}};
}

// The event, when its file and overrides were read and its date (if given) is one. The overrides
// move into the options and the file into rateEvent: nothing reads them after.
std::optional<Event> answerEvent(Request& r, const RuleSet& rules, std::vector<Error>& errors) {
  if (!r.event || !r.event->readable) return std::nullopt;
  if (!r.periodYear.ok() && r.periodYear.error() == ErrorCode::DateInvalid) {
    const bool reported = std::any_of(errors.begin(), errors.end(), [](const Error& e) {
      return e.code == ErrorCode::DateInvalid;
    });
    if (!reported) errors.push_back({ErrorCode::DateInvalid, "date"});
    return std::nullopt;
  }
  EventOptions options{rules,        *r.event->k,
                       std::nullopt, std::move(r.event->overrides),
                       r.rulesFrom,  r.event->defaultRatedGames};
  if (r.periodYear.ok()) options.year = r.periodYear.value();
  options.kGiven = r.kGiven;
  return rateEvent(std::move(r.event->file), options);
}

// The ladder, when its texts and options were read without an error and every game it needs
// has a date.
std::optional<LadderAnswer> answerLadder(Request& r, const RuleSet& rules,
                                         std::vector<Error>& errors) {
  if (!r.ladder || !r.ladder->readable) return std::nullopt;
  if (isNationalSystem(rules)) {
    errors.push_back({ErrorCode::RulesNotForLadder, "rules"});
    return std::nullopt;
  }
  r.ladder->options.rules = rules;
  Ladder ladder = replayLadder(r.ladder->input, r.ladder->options);
  for (const LadderIssue& e : ladder.errors) errors.push_back({e.code, "ladder.gamesText", e.line});
  if (!ladder.errors.empty()) return std::nullopt;
  LadderAnswer answer{std::move(r.ladder->input), std::move(ladder), r.ladder->full, {}};
  const std::vector<std::string>& pair = r.ladder->headToHead;
  if (pair.size() == 2) answer.headToHead = headToHead(answer.input, pair[0], pair[1]);
  return answer;
}

bool gamesReadable(const Request& r) {
  return r.games && !r.games->listError && r.games->lineErrors.empty() && !r.games->games.empty();
}

// The single game and the tournament under the FIDE family's rules (plain Elo and FIDE's lists).
void answerFideFamily(Request& r, const RuleSet& rules, Answer& answer) {
  const PlayerRequest& player = r.player;
  const PlayerRequest& opponent = r.opponent;
  answer.kAuto = player.k && player.k->automatic;
  const bool gameAsked = player.rating && opponent.rating && r.result && opponent.k;
  const bool ratedPeriodAsked = gamesReadable(r) && player.rating;
  std::optional<KFactor> kA;
  if ((gameAsked || ratedPeriodAsked) && player.k) {
    kA = resolveK(*player.k, *player.rating, player, r.periodYear, answer.errors);
  }
  if (gameAsked) {
    const std::optional<KFactor> kB =
        resolveK(*opponent.k, *opponent.rating, opponent, r.periodYear, answer.errors);
    if (kA && kB) {
      answer.game = answerGame(rules, *player.rating, *kA, *opponent.rating, *kB, *r.result);
      answer.game->playerSource = player.ratingSource;
      answer.game->opponentSource = opponent.ratingSource;
    }
  }
  if (gamesReadable(r) && player.ratingValid) {
    if (!player.rating) answer.unrated = rateUnratedPeriod(r.games->games);
    else if (kA) answer.period = ratePeriod(rules, *player.rating, *kA, r.games->games);
    if (player.rating) {
      answer.periodRating = *player.rating;
      answer.periodSource = player.ratingSource;
    }
    answer.events = std::move(r.games->events);  // read no more
  }

  // A K typed or left to its default is known before anything is computed; one from the
  // profile once it could be read. An event's and a ladder's players have K of their own.
  if (player.k && (kA || !player.k->automatic) && !r.event && !r.ladder) {
    answer.kApplied = appliedK(*player.k, r.kGiven, player.rating, player, r.periodYear,
                               kA ? *kA : player.k->k, answer.period);
  }
}

// The single game and the tournament under a national system: its own formulas and no K. A
// player's errors are said once, though both a game and a tournament read them.
void answerNational(Request& r, const RuleSet& rules, Answer& answer) {
  const PlayerRequest& player = r.player;
  if (player.rating && r.opponent.rating && r.result) {
    answer.nationalGame =
        rateNationalGame(rules, player, r.opponent, *r.result, r.periodYear, answer.errors);
  }
  if (gamesReadable(r) && player.ratingValid) {
    ErrorList errors;
    answer.nationalPeriod = rateNationalPeriod(rules, player, r.games->games, r.periodYear, errors);
    for (const Error& e : errors) {
      const bool said =
          std::any_of(answer.errors.begin(), answer.errors.end(),
                      [&](const Error& x) { return x.code == e.code && x.field == e.field; });
      if (!said) answer.errors.push_back(e);
    }
    answer.events = std::move(r.games->events);  // read no more
  }
}

}  // namespace

std::string calculate(const std::string& requestJson) {
  Request r = readRequest(requestJson);
  Answer answer;
  answer.errors = std::move(r.errors);
  answer.warnings = std::move(r.warnings);
  answer.limits = r.limits;
  if (!r.rules) return writeResponse(answer, kApiVersion);
  const RuleSet& rules = *r.rules;
  answer.rules = rules;

  // The one place a system is chosen: the national systems have calculations of their own; the
  // FIDE family's are one calculation with switches. An event chooses again inside rateEvent.
  if (isNationalSystem(rules)) answerNational(r, rules, answer);
  else answerFideFamily(r, rules, answer);

  if (r.curve) answer.curve = expectedCurve(rules, r.player.rating, *r.curve);
  // The request outlives the answer's writing, so the answer only points at these.
  if (r.event && !r.event->allGames) answer.eventGamesOf = &r.event->gamesOf;
  const bool normsAsked = r.event && r.event->norms.asked;
  const NormOptions normOptions = r.event ? r.event->norms.options : NormOptions{};
  answer.event = answerEvent(r, rules, answer.errors);
  // Title norms follow FIDE's title regulations: not under a national system's rules.
  if (answer.event && normsAsked && !isNationalSystem(rules))
    answer.eventNorms = checkNorms(*answer.event, normOptions);
  answer.ladder = answerLadder(r, rules, answer.errors);

  const bool computed = answer.game || answer.period || answer.unrated || answer.curve ||
                        answer.event || answer.ladder || answer.nationalGame ||
                        answer.nationalPeriod;
  answer.ok = computed || answer.errors.empty();
  return writeResponse(answer, kApiVersion);
}

}  // namespace elo
