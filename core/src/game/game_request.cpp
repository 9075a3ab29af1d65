// Reading the game mode's part of a request: the players' profiles and a tournament's games
// given as a JSON array, through the same value readers as the rest of the request.
#include "game/game_request.hpp"

#include "json/request_fields.hpp"

namespace elo {
namespace {

/// Plausible profile values (FIDE B.02 8.3.3 needs a year of birth and a count of games).
constexpr long long kEarliestBirthYear = 1900;
constexpr long long kLatestBirthYear = 2100;

Parsed<PeriodGame> readGame(const JsonValue& game, int line) {
  const JsonValue* score = member(game, "score");
  if (!score) return ErrorCode::LineFormat;
  const Parsed<std::optional<Rating>> opponent = readOptionalRating(given(game, "opponent"));
  if (!opponent.ok()) return opponent.error();
  const Parsed<TypedScore> typed = readListScore(*score);
  if (!typed.ok()) return typed.error();
  return listGame(line, opponent.value(), typed.value());
}

// What US Chess and the DWZ need beyond FIDE's profile; a value that cannot be read is a
// profile error naming its field.
void readNationalProfile(const JsonValue& side, const std::string& prefix, PlayerRequest& into) {
  if (const JsonValue* prior = given(side, "priorResults")) {
    if (prior->is("all-wins")) into.national.prior = UscfPriorResults::AllWins;
    else if (prior->is("all-losses")) into.national.prior = UscfPriorResults::AllLosses;
    else if (!prior->is("mixed"))
      into.profileErrors.push_back({ErrorCode::ProfileInvalid, prefix + ".priorResults"});
  }
  if (const JsonValue* master = given(side, "lifeMaster")) {
    if (master->isBoolean()) into.national.lifeMaster = master->boolean;
    else into.profileErrors.push_back({ErrorCode::ProfileInvalid, prefix + ".lifeMaster"});
  }
  if (const JsonValue* index = given(side, "dwzIndex")) {
    const Parsed<long long> n = readProfileNumber(index, 0, kMostDwzIndex);
    if (n.ok()) into.national.dwzIndex = static_cast<int>(n.value());
    else into.profileErrors.push_back({n.error(), prefix + ".dwzIndex"});
  }
}

}  // namespace

// Everything FIDE B.02 8.3.3 needs to know of a player, with why a part could not be read.
void readProfile(const JsonValue& side, const std::string& prefix, PlayerRequest& into) {
  const Parsed<long long> birthYear =
      readProfileNumber(given(side, "birthYear"), kEarliestBirthYear, kLatestBirthYear);
  const Parsed<long long> ratedGames =
      readProfileNumber(given(side, "ratedGames"), 0, kMostRatedGames);
  if (birthYear.ok()) into.profile.birthYear = static_cast<int>(birthYear.value());
  else into.profileErrors.push_back({birthYear.error(), prefix + ".birthYear"});
  if (ratedGames.ok()) into.profile.ratedGames = static_cast<int>(ratedGames.value());
  else into.profileErrors.push_back({ratedGames.error(), prefix + ".ratedGames"});
  into.national.birthYearGiven = birthYear.ok();
  into.national.ratedGamesGiven = given(side, "ratedGames") != nullptr;
  if (const JsonValue* peak = given(side, "peakRating")) {
    const Parsed<Rating> rating = readRating(*peak, ErrorCode::ProfileInvalid);
    if (rating.ok()) into.profile.peak = rating.value();
    else into.profileErrors.push_back({ErrorCode::ProfileInvalid, prefix + ".peakRating"});
  }
  readNationalProfile(side, prefix, into);
}

std::optional<GamesList> readGamesArray(const JsonValue& games) {
  if (!games.isArray()) return std::nullopt;
  GamesList list;
  if (games.items.size() > kMaxGames) {
    list.listError = ErrorCode::TooManyGames;
    return list;
  }
  int line = 0;
  for (const JsonValue& game : games.items) {
    ++line;
    const Parsed<PeriodGame> parsed = readGame(game, line);
    if (parsed.ok()) list.games.push_back(parsed.value());
    else list.lineErrors.push_back({line, parsed.error()});
  }
  return list;
}

// The page has one K box, and a club that types a K there plays everybody at that K: the
// opponent shares it. A K from the player's profile is the player's own and says nothing of
// the opponent's, who then gets FIDE's standard K.
KChoice defaultOpponentK(const KChoice& playerK) { return playerK.automatic ? KChoice{} : playerK; }

// FIDE B.02 8.3.3: the K a player's games use, from the profile when asked for.
std::optional<KFactor> resolveK(const KChoice& choice, Rating rating, const PlayerRequest& player,
                                const Parsed<int>& periodYear, ErrorList& errors) {
  if (!choice.automatic) return choice.k;
  errors.insert(errors.end(), player.profileErrors.begin(), player.profileErrors.end());
  if (!periodYear.ok()) errors.push_back({periodYear.error(), "date"});
  if (!player.profileErrors.empty() || !periodYear.ok()) return std::nullopt;
  return kFromProfile(rating, player.profile, periodYear.value());
}

}  // namespace elo
