// An event's norms: for each player and each title still open to them, the games that count up
// to a round, every requirement of B.01 1.4 checked on them with the functions of
// norm_rules.cpp, the first round after which the norm stands, and a running event's forecast.
#include "elo/norms.hpp"

#include <algorithm>
#include <string>
#include <utility>

#include "event/norm_games.hpp"

namespace elo {
namespace {

/// The figures 1.4.3 to 1.4.5 count over the games up to a round.
struct Tally {
  std::vector<NormOpponent> opponents;
  std::vector<NormExcluded> excluded;
  std::vector<const NormPlayer*> players;  ///< Beside `opponents`.
  Score score = Score::loss();
  std::optional<int> standIn;  ///< The first forfeit win or pairing-allocated bye.
  int foreignFederations = 0;  ///< 1.4.3: federations other than the player's (FID not one).
  int ownFederation = 0;       ///< 1.4.4: opponents from the player's federation.
  int mostOneFederation = 0;   ///< 1.4.4: the most opponents from one federation (FID not one).
  int titleHolders = 0;        ///< 1.4.5: opponents with a title (CM, WCM not).
  int normTitleHolders = 0;    ///< 1.4.5: opponents with the norm's titles.

  int games() const { return static_cast<int>(opponents.size()); }
};

bool holdsAny(const NormPlayer& p, bool (*rule)(std::string_view)) {
  return std::any_of(p.held.begin(), p.held.end(), [&](const std::string& t) { return rule(t); });
}

bool holdsForNorm(const NormPlayer& p, NormTitle title) {
  return std::any_of(p.held.begin(), p.held.end(),
                     [&](const std::string& t) { return holdsTitleFor(title, t); });
}

// The games of `rounds` up to round `last`, with what 1.4.3 to 1.4.5 count of them.
Tally tallyUpTo(const std::vector<NormRound>& rounds, int last, NormTitle title,
                const std::string& ownFederation) {
  Tally t;
  // Few federations in one player's games: a list searched in turn beats a map's allocations.
  std::vector<std::pair<std::string_view, int>> byFederation;
  t.opponents.reserve(rounds.size());
  t.players.reserve(rounds.size());
  for (const NormRound& r : rounds) {
    if (r.round > last) break;
    if (r.standInCandidate && !t.standIn) t.standIn = r.round;
    if (r.exclusion) {
      t.excluded.push_back({r.round, *r.exclusion});
      continue;
    }
    const NormPlayer& o = *r.opponent;
    t.opponents.push_back({r.round, o.event->trf.startRank, o.event->rating, r.score});
    t.players.push_back(&o);
    t.score = Score::fromHalves(t.score.halves() + r.score.halves());
    const std::string& federation = o.event->trf.federation;
    if (!isFideFlag(federation)) {
      const auto seen = std::find_if(byFederation.begin(), byFederation.end(),
                                     [&](const auto& f) { return f.first == federation; });
      if (seen == byFederation.end()) byFederation.emplace_back(federation, 1);
      else ++seen->second;
    }
    if (holdsAny(o, isTitleHolder)) ++t.titleHolders;
    if (holdsForNorm(o, title)) ++t.normTitleHolders;
  }
  for (const auto& [federation, count] : byFederation) {
    if (federation == ownFederation) t.ownFederation = count;
    else ++t.foreignFederations;
    t.mostOneFederation = std::max(t.mostOneFederation, count);
  }
  return t;
}

NormCheck minimum(std::string_view rule, double value, double need) {
  return {rule, value >= need, value, need, false, 0};
}

NormCheck maximum(std::string_view rule, double value, double need) {
  return {rule, value <= need, value, need, false, 0};
}

NormCheck informs(std::string_view rule, double value) {
  return {rule, true, value, std::nullopt, false, 0};
}

// The lowest opponent's rating as 1.4.6 found it (the unrated at 1400), before any raise.
double lowestBeforeFloor(const FlooredRatings& floored) {
  if (floored.raised) return floored.from.points();
  const auto lowest = std::min_element(floored.ratings.begin(), floored.ratings.end(),
                                       [](Rating a, Rating b) { return a.centi() < b.centi(); });
  return lowest == floored.ratings.end() ? 0 : lowest->points();
}

/// The checks evaluate() writes, 1.4.1 to 1.4.9.
constexpr std::size_t kNormChecks = 14;

/// A title's evaluation up to a round.
struct Evaluation {
  Tally tally;
  std::optional<FlooredRatings> floored;
  std::optional<NormPerformance> figures;
  bool standsIn = false;
  std::vector<NormCheck> checks;
  bool met = false;
};

// 1.4.3 and 1.4.4, or their waiver (1.4.3 a–d); a player without a federation cannot meet them.
void federationChecks(const Tally& t, bool exempt, bool federationKnown,
                      std::vector<NormCheck>& checks) {
  const int n = t.games();
  NormCheck foreign = minimum("1.4.3", t.foreignFederations, 2);
  NormCheck own = maximum("1.4.4-own", t.ownFederation, mostFromOwnFederation(n));
  NormCheck one = maximum("1.4.4-one", t.mostOneFederation, mostFromOneFederation(n));
  for (NormCheck* c : {&foreign, &own, &one}) {
    if (exempt) c->ok = c->exempt = true;
    else if (!federationKnown) c->ok = false;
    checks.push_back(*c);
  }
}

// Not achieved, Rp at most kNormCloseMargin under the performance 1.4.8 asks for, and nothing
// else in the way: with rounds left, the forecast still finds the norm; with none, Rp is the only
// requirement not met (a 7-round event's 7 games are not close to a norm, whatever Rp).
bool closeToNorm(const Evaluation& e, NormTitle title, const std::optional<NormForecast>& forecast,
                 int roundsLeft) {
  if (e.met || !e.figures) return false;
  const std::int64_t need = normThresholds(title).performance;
  if (e.figures->performance >= need || e.figures->performance + kNormCloseMargin < need)
    return false;
  if (roundsLeft > 0) return forecast && forecast->pointsNeeded;
  return std::all_of(e.checks.begin(), e.checks.end(),
                     [](const NormCheck& c) { return c.ok || c.rule == "1.4.8-performance"; });
}

Evaluation evaluate(const NormEvent& ctx, const NormPlayer& player,
                    const std::vector<NormRound>& rounds, NormTitle title, int last) {
  Evaluation e;
  const std::string& federation = player.event->trf.federation;
  e.tally = tallyUpTo(rounds, last, title, federation);
  const Tally& t = e.tally;
  const int n = t.games();
  const NormThresholds need = normThresholds(title);
  e.standsIn = n < kNormGames && t.standIn && standsInForNinthGame(ctx.plannedRounds, n, true);
  std::vector<NormCheck>& c = e.checks;
  c.reserve(kNormChecks);
  NormCheck games = minimum("1.4.1", n, kNormGames);
  games.ok = games.ok || e.standsIn;
  c.push_back(games);
  NormCheck later = informs("1.4.1e", last);
  if (ctx.roundRobin) later = minimum("1.4.1e", last, ctx.plannedRounds);
  c.push_back(later);
  c.push_back(informs("1.4.2", static_cast<double>(t.excluded.size())));
  federationChecks(t, ctx.exemption != NormExemption::None, !federation.empty(), c);
  c.push_back(minimum("1.4.5-titled", t.titleHolders, leastTitleHolders(n)));
  c.push_back(minimum("1.4.5-title", t.normTitleHolders, leastHoldersOfNormTitles(n)));
  if (n > 0) {
    std::vector<std::optional<Rating>> ratings;
    ratings.reserve(t.opponents.size());
    for (const NormOpponent& o : t.opponents) ratings.push_back(o.rating);
    e.floored = applyRatingFloor(title, ratings);
    e.figures = normPerformance(e.floored->ratings, t.score);
  }
  NormCheck floor = informs("1.4.6", e.floored ? lowestBeforeFloor(*e.floored) : 0);
  floor.need = need.floor;
  c.push_back(floor);
  const double average = e.figures ? static_cast<double>(e.figures->average) : 0;
  const double performance = e.figures ? static_cast<double>(e.figures->performance) : 0;
  c.push_back(informs("1.4.7", average));
  c.push_back(minimum("1.4.8-performance", performance, need.performance));
  c.push_back(minimum("1.4.8-average", average, need.average));
  NormCheck score = minimum("1.4.8-score", n > 0 ? t.score.halves() * 50.0 / n : 0, 35);
  score.ok = scoreReaches35Percent(t.score, n);
  score.decimals = 1;
  c.push_back(score);
  c.push_back(informs("1.4.9", e.figures ? e.figures->dp : 0));
  e.met = std::all_of(c.begin(), c.end(), [](const NormCheck& check) { return check.ok; });
  return e;
}

// A running event (B.01 1.4.1e): the fewest points in the rounds left that give the norm, the
// rest of the opponents taken to average the current Ra; none when the games, the mix or Ra can
// no longer do it.
NormForecast forecastFor(const NormEvent& ctx, const Evaluation& e, NormTitle title,
                         int roundsLeft) {
  NormForecast f;
  f.roundsLeft = roundsLeft;
  if (!e.figures) return f;
  f.assumedAverage = e.figures->average;
  const Tally& t = e.tally;
  const int n = t.games() + roundsLeft;
  const NormThresholds need = normThresholds(title);
  const bool games = n >= kNormGames || standsInForNinthGame(ctx.plannedRounds, n, bool(t.standIn));
  const bool exempt = ctx.exemption != NormExemption::None;
  const bool federations = exempt || (t.foreignFederations + roundsLeft >= 2 &&
                                      t.ownFederation <= mostFromOwnFederation(n) &&
                                      t.mostOneFederation <= mostFromOneFederation(n));
  const bool titles = t.titleHolders + roundsLeft >= leastTitleHolders(n) &&
                      t.normTitleHolders + roundsLeft >= leastHoldersOfNormTitles(n);
  if (!games || !federations || !titles || e.figures->average < need.average) return f;
  for (int halves = 0; halves <= 2 * roundsLeft; ++halves) {
    const Score total = Score::fromHalves(t.score.halves() + halves);
    const std::vector<Rating> assumed(static_cast<std::size_t>(n),
                                      Rating::fromPoints(e.figures->average));
    if (scoreReaches35Percent(total, n) &&
        normPerformance(assumed, total).performance >= need.performance) {
      f.pointsNeeded = Score::fromHalves(halves);
      break;
    }
  }
  return f;
}

TitleNorm titleNorm(const NormEvent& ctx, const NormPlayer& player,
                    const std::vector<NormRound>& rounds, NormTitle title) {
  const int lastRound = ctx.event->rounds;
  std::optional<Evaluation> chosen;
  int afterRound = lastRound;
  // B.01 1.4.1e: in a Swiss a norm reached after a round stands whatever the later rounds bring;
  // a round robin's norm is the whole event's.
  if (!ctx.roundRobin) {
    const int played = std::min(lastRound - 1, static_cast<int>(rounds.size()));
    int games = 0;
    for (int r = 1; r <= played && !chosen; ++r) {
      if (rounds[static_cast<std::size_t>(r - 1)].exclusion) continue;
      // Fewer than 8 games meet 1.4.1 in no case (8 only with 1.4.1c's stand-in).
      if (++games < kNormGames - 1) continue;
      Evaluation e = evaluate(ctx, player, rounds, title, r);
      if (e.met) {
        chosen = std::move(e);
        afterRound = r;
      }
    }
  }
  if (!chosen) chosen = evaluate(ctx, player, rounds, title, lastRound);
  Evaluation& e = *chosen;
  TitleNorm norm;
  norm.title = title;
  norm.achieved = e.met;
  norm.afterRound = afterRound;
  norm.games = e.tally.games();
  norm.score = e.tally.score;
  norm.figures = e.figures;
  if (e.floored && e.floored->raised) {
    norm.raised = e.floored->raised;
    norm.raisedFrom = e.floored->from;
  }
  if (e.standsIn) norm.standIn = e.tally.standIn;
  const int roundsLeft = ctx.plannedRounds - lastRound;
  // Not achieved, or a round robin's: the evaluation is the whole file's so far.
  if (roundsLeft > 0 && !(e.met && !ctx.roundRobin))
    norm.forecast = forecastFor(ctx, e, title, roundsLeft);
  norm.close = closeToNorm(e, title, norm.forecast, roundsLeft);
  norm.opponents = std::move(e.tally.opponents);
  norm.excluded = std::move(e.tally.excluded);
  norm.checks = std::move(e.checks);
  return norm;
}

}  // namespace

EventNorms checkNorms(const Event& event, const NormOptions& options) {
  NormEvent ctx = normEvent(event, options);
  ctx.exemption = options.exemption;
  if (ctx.exemption == NormExemption::None && swissExemptionHolds(ctx))
    ctx.exemption = NormExemption::Swiss;
  EventNorms norms;
  norms.exemption = ctx.exemption;
  norms.roundRobin = ctx.roundRobin;
  if (ctx.plannedKnown) norms.plannedRounds = ctx.plannedRounds;
  norms.players.reserve(ctx.players.size());
  for (const NormPlayer& player : ctx.players) {
    PlayerNorms p;
    const std::vector<NormRound> rounds = normRounds(ctx, player);
    for (const NormTitle title : titlesOpen(player.event->trf.sex, player.held))
      p.titles.push_back(titleNorm(ctx, player, rounds, title));
    norms.players.push_back(std::move(p));
  }
  return norms;
}

}  // namespace elo
