// The game mode under a national system: a single game and a tournament rated by US Chess's or
// the DWZ's own formulas, from what the request says of each player.
#include "game/national.hpp"

#include <string>

namespace elo {
namespace {

// The player's age in the year of the request's date; none when either is unknown (an adult,
// for the DWZ and for US Chess's initial rating).
std::optional<int> ageOf(const PlayerRequest& side, const Parsed<int>& year) {
  if (!side.national.birthYearGiven || !year.ok()) return std::nullopt;
  return year.value() - side.profile.birthYear;
}

// Errors in what the national systems read of a player: everything but a part not given (the
// systems take a default for it, or say so themselves).
bool profileReadable(const PlayerRequest& side, ErrorList& errors) {
  bool readable = true;
  for (const Error& e : side.profileErrors) {
    if (e.code == ErrorCode::ProfileMissing) continue;
    errors.push_back(e);
    readable = false;
  }
  return readable;
}

// US Chess: N is what K and the choice of formula rest on, so a rated player must give it.
bool uscfReady(const PlayerRequest& side, const char* prefix, ErrorList& errors) {
  const bool readable = profileReadable(side, errors);
  if (side.rating && !side.national.ratedGamesGiven) {
    errors.push_back({ErrorCode::RatedGamesRequired, std::string(prefix) + ".ratedGames"});
    return false;
  }
  return readable;
}

UscfPlayer uscfPlayer(const PlayerRequest& side, double rating) {
  UscfPlayer player;
  player.rating = rating;
  player.ratedGames = side.rating ? side.profile.ratedGames : 0;
  player.priorResults = side.national.prior;
  if (side.profile.peak) player.peakRating = side.profile.peak->points();
  player.lifeMaster = side.national.lifeMaster;
  return player;
}

UscfOptions uscfOptions(const RuleSet& rules) { return {rules.bonusThreshold, rules.dualRated}; }

DwzPlayer dwzPlayer(const PlayerRequest& side, const Parsed<int>& year) {
  return {*side.rating, ageOf(side, year), side.national.dwzIndex};
}

// One side of a single game that ended `score` for that side.
NationalSide rateSide(const RuleSet& rules, const PlayerRequest& side, Rating opponent, Score score,
                      const Parsed<int>& year) {
  NationalSide out;
  out.rating = *side.rating;
  out.source = side.ratingSource;
  if (rules.system == RatingSystem::Dwz) {
    out.dwz = rateDwz(dwzPlayer(side, year), {{opponent, score}});
  } else {
    const std::vector<UscfGame> games{{opponent.points(), score, std::nullopt}};
    out.uscf = rateUscfEvent(uscfPlayer(side, side.rating->points()), games, uscfOptions(rules));
    out.floorGiven = side.profile.peak.has_value();
  }
  return out;
}

Score opposite(Score s) { return Score::fromHalves(Score::win().halves() - s.halves()); }

}  // namespace

std::optional<NationalGame> rateNationalGame(const RuleSet& rules, const PlayerRequest& player,
                                             const PlayerRequest& opponent, Score result,
                                             const Parsed<int>& year, ErrorList& errors) {
  const bool uscf = rules.system == RatingSystem::Uscf;
  const bool playerReady =
      uscf ? uscfReady(player, "player", errors) : profileReadable(player, errors);
  const bool opponentReady =
      uscf ? uscfReady(opponent, "opponent", errors) : profileReadable(opponent, errors);
  if (!playerReady || !opponentReady) return std::nullopt;
  const auto sides = [&](Score s) {
    return NationalGame::Outcome{s, rateSide(rules, player, *opponent.rating, s, year),
                                 rateSide(rules, opponent, *player.rating, opposite(s), year)};
  };
  const NationalGame::Outcome played = sides(result);
  return NationalGame{played.player,
                      played.opponent,
                      {sides(Score::win()), sides(Score::draw()), sides(Score::loss())}};
}

std::optional<NationalPeriod> rateNationalPeriod(const RuleSet& rules, const PlayerRequest& player,
                                                 const std::vector<PeriodGame>& games,
                                                 const Parsed<int>& year, ErrorList& errors) {
  const bool uscf = rules.system == RatingSystem::Uscf;
  if (!(uscf ? uscfReady(player, "player", errors) : profileReadable(player, errors)))
    return std::nullopt;
  NationalPeriod period;
  period.system = rules.system;
  period.rating = player.rating;
  std::vector<UscfGame> uscfGames;
  std::vector<DwzGame> dwzGames;
  int halves = 0;
  for (const PeriodGame& g : games) {
    NationalRow row{g, whyNotCounted(g), 0};
    if (row.notCounted == NotCounted::Counts) {
      halves += g.score.halves();
      uscfGames.push_back({g.opponent->points(), g.score, std::nullopt});
      dwzGames.push_back({*g.opponent, g.score});
      if (player.rating && uscf)
        row.expected = uscfExpectancy(player.rating->points(), g.opponent->points());
      if (player.rating && !uscf) {
        const RatingDifference d{player.rating->centi() - g.opponent->centi()};
        row.expected = static_cast<double>(dwzExpectedThousandths(d)) / 1000;
      }
    }
    period.rows.push_back(row);
  }
  period.score = Score::fromHalves(halves);
  period.gamesCount = static_cast<int>(uscfGames.size());
  if (uscf) {
    const double prior =
        player.rating ? player.rating->points() : uscfInitialRating(ageOf(player, year));
    period.uscfInitial = prior;
    period.uscf = rateUscfEvent(uscfPlayer(player, prior), uscfGames, uscfOptions(rules));
    period.floorGiven = player.rating && player.profile.peak;
  } else if (player.rating) {
    period.dwz = rateDwz(dwzPlayer(player, year), dwzGames);
  } else {
    period.dwzPerformance = dwzPerformance(dwzGames);
  }
  return period;
}

}  // namespace elo
