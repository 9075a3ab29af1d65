// An event under US Chess's or the DWZ's rules. US Chess rates a crosstable in the five steps of
// the document's "Structure of the Rating Algorithm" (Glickman and Doan, 2020 edition): initial
// ratings for the unrated, effective games, first estimates for the unrated, intermediate ratings
// for everybody, final ratings. The DWZ rates each player against the opponents' DWZ before the
// event (Wertungsordnung 3.5.2).
#include "event/national_event.hpp"

#include <cstddef>
#include <vector>

#include "elo/rounding.hpp"
#include "event/event_rounds.hpp"

namespace elo {
namespace {

// The document, step 3: "for only this step in the computation, set the number of effective
// games to 1" for a player unrated before the event.
constexpr double kFirstEstimateGames = 1;

std::optional<int> ageOf(const TrfPlayer& player, std::optional<int> year) {
  if (!player.birthYear || !year) return std::nullopt;
  return *year - *player.birthYear;
}

// A rating US Chess keeps with decimals, as the event's rows show an opponent's: to the hundredth.
Rating hundredths(double rating) { return Rating::fromCenti(roundHalfAwayFromZero(rating * 100)); }

class UscfCrosstable {
 public:
  UscfCrosstable(const TrfFile& file, const EventOptions& options, std::optional<int> year,
                 Event& event)
      : file_(file),
        options_(options),
        players_(event.players),
        prior_(players_.size()),
        games_(players_.size()) {
    // Step 1: the rating before the event, or an initial rating; step 2 is rateUscfEvent's.
    for (std::size_t i = 0; i < players_.size(); ++i) {
      EventPlayer& p = players_[i];
      NationalFigures& f = p.national.emplace();
      const PlayerOverride* o = overrideFor(options_, p.trf.startRank);
      if (p.rating) {
        prior_[i] = p.rating->points();
        f.ratedGames = o && o->ratedGames ? o->ratedGames : options_.defaultRatedGames;
      } else {
        prior_[i] = uscfInitialRating(ageOf(p.trf, year));
        f.steps.initial = prior_[i];
        f.ratedGames = 0;
      }
      games_[i] = f.ratedGames.value_or(0);
      f.floorGiven = o && o->peakRating;
    }
  }

  void rate() {
    std::vector<double> opponents = prior_;
    // Step 3: a first estimate for each player unrated before the event, the opponents at their
    // ratings before the event or their initial ratings.
    for (std::size_t i = 0; i < players_.size(); ++i) {
      if (players_[i].rating) continue;
      const std::vector<UscfGame> played = gamesOf(i, prior_);
      const double estimate = played.empty() ? prior_[i]
                                             : uscfSpecialRating(prior_[i], kFirstEstimateGames,
                                                                 UscfPriorResults::Mixed, played);
      players_[i].national->steps.firstEstimate = estimate;
      opponents[i] = estimate;
    }
    // Step 4: intermediate ratings, the unrated opponents at their first estimates.
    std::vector<double> intermediate(prior_);
    for (std::size_t i = 0; i < players_.size(); ++i) {
      if (!rateable(i)) continue;
      intermediate[i] = rateOne(i, opponents, false).newRatingExact;
      players_[i].national->steps.intermediate = intermediate[i];
    }
    // Step 5: final ratings, the unrated opponents at their intermediate ratings.
    for (std::size_t i = 0; i < players_.size(); ++i) {
      if (!players_[i].rating) opponents[i] = intermediate[i];
      else opponents[i] = prior_[i];
    }
    for (std::size_t i = 0; i < players_.size(); ++i) finish(i, opponents);
  }

 private:
  // The index of a round's opponent among the players; none for a round without one.
  std::optional<std::size_t> opponentIndex(const EventGame& g) const {
    if (!g.trf.opponent) return std::nullopt;
    const TrfPlayer* opponent = file_.player(*g.trf.opponent);
    if (!opponent) return std::nullopt;
    return static_cast<std::size_t>(opponent - file_.players.data());
  }

  // A rated player is rated only with N (the document's K and choice of formula rest on it): a
  // player without it is left unrated and said to need it; the others meet them at their rating.
  bool rateable(std::size_t i) const { return players_[i].national->ratedGames.has_value(); }

  // US Chess rates a game against a player unrated before the event, at that player's estimate.
  static bool counts(const EventGame& g) {
    return g.status == GameStatus::Counts || g.status == GameStatus::UnratedOpponent;
  }

  std::vector<UscfGame> gamesOf(std::size_t i, const std::vector<double>& ratings) const {
    std::vector<UscfGame> played;
    for (const EventGame& g : players_[i].games) {
      const std::optional<std::size_t> j = opponentIndex(g);
      if (!counts(g) || !j) continue;
      played.push_back({ratings[*j], resultPoints(g.trf.result), g.trf.opponent});
    }
    return played;
  }

  UscfResult rateOne(std::size_t i, const std::vector<double>& ratings, bool final) const {
    UscfPlayer player;
    player.rating = prior_[i];
    player.ratedGames = games_[i];
    const PlayerOverride* o = overrideFor(options_, players_[i].trf.startRank);
    if (final && o && o->peakRating) player.peakRating = o->peakRating->points();
    const UscfOptions uscf{options_.rules.bonusThreshold, options_.rules.dualRated};
    return rateUscfEvent(player, gamesOf(i, ratings), uscf);
  }

  void finish(std::size_t i, const std::vector<double>& ratings) {
    EventPlayer& p = players_[i];
    NationalFigures& f = *p.national;
    if (rateable(i)) f.uscf = rateOne(i, ratings, true);
    int halves = 0;
    for (EventGame& g : p.games) {
      const std::optional<std::size_t> j = opponentIndex(g);
      if (!counts(g) || !j) continue;
      g.status = GameStatus::Counts;
      g.opponentRating = hundredths(ratings[*j]);
      if (f.uscf) g.row.expected = Expected::exact(uscfExpectancy(prior_[i], ratings[*j]));
      halves += resultPoints(g.trf.result).halves();
      ++f.gamesCount;
    }
    f.score = Score::fromHalves(halves);
  }

  const TrfFile& file_;
  const EventOptions& options_;
  std::vector<EventPlayer>& players_;
  std::vector<double> prior_;  ///< The rating before the event, or step 1's initial rating.
  std::vector<int> games_;     ///< N; 0 for a player without it, who is not rated.
};

// The DWZ: a player with a DWZ against the opponents who have one; a player without one gets
// only the Leistung (the first DWZ has rules of its own).
void rateDwzPlayer(const EventOptions& options, std::optional<int> year, EventPlayer& p) {
  NationalFigures& f = p.national.emplace();
  const PlayerOverride* o = overrideFor(options, p.trf.startRank);
  if (o) f.dwzIndex = o->dwzIndex;
  std::vector<DwzGame> games;
  for (EventGame& g : p.games) {
    if (g.status != GameStatus::Counts) continue;
    games.push_back({*g.opponentRating, resultPoints(g.trf.result)});
    if (p.rating) {
      const RatingDifference d{p.rating->centi() - g.opponentRating->centi()};
      g.row.expected = Expected::exact(static_cast<double>(dwzExpectedThousandths(d)) / 1000);
    }
  }
  f.gamesCount = static_cast<int>(games.size());
  int halves = 0;
  for (const DwzGame& g : games) halves += g.score.halves();
  f.score = Score::fromHalves(halves);
  if (p.rating) f.dwz = rateDwz({*p.rating, ageOf(p.trf, year), f.dwzIndex}, games);
  else f.dwzPerformance = dwzPerformance(games);
}

}  // namespace

void rateNationalEvent(const TrfFile& file, const EventOptions& options, std::optional<int> year,
                       Event& event) {
  event.players.reserve(file.players.size());
  for (const TrfPlayer& trf : file.players) {
    EventPlayer p;
    p.trf = trf;
    p.rating = listRatingOf(options, trf).rating;
    readRounds(file, options, p);
    event.players.push_back(std::move(p));
  }
  if (options.rules.system == RatingSystem::Dwz) {
    for (EventPlayer& p : event.players) rateDwzPlayer(options, year, p);
    return;
  }
  UscfCrosstable table(file, options, year, event);
  table.rate();
}

}  // namespace elo
