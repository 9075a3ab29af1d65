#pragma once
// Reading the game mode's part of a request (internal): the two players, and the tournament as
// an array of games, with every error found.

#include <optional>
#include <string>
#include <vector>

#include "elo/games_text.hpp"
#include "elo/parse.hpp"
#include "elo/quantities.hpp"
#include "elo/rules.hpp"
#include "elo/uscf.hpp"
#include "json/error_list.hpp"
#include "json/json_value.hpp"

namespace elo {

/// What a national system needs of a player beyond FIDE's profile (uscf.hpp, dwz.hpp).
struct NationalProfile {
  bool ratedGamesGiven = false;                      ///< US Chess needs N for a rated player.
  UscfPriorResults prior = UscfPriorResults::Mixed;  ///< US Chess: how the N games went.
  bool lifeMaster = false;                           ///< US Chess: an Original Life Master.
  std::optional<int> dwzIndex;                       ///< DWZ: evaluations so far.
  bool birthYearGiven = false;                       ///< DWZ: an age is known.
};

/// What the request says about one player.
struct PlayerRequest {
  std::optional<Rating> rating;          ///< Empty for an unrated player, and when not readable.
  bool ratingValid = true;               ///< Whether the rating given (if any) was readable.
  std::optional<Rating> standardRating;  ///< For an unrated player (R&B 7.2.1).
  RatingSource ratingSource = RatingSource::List;  ///< Where `rating` came from.
  std::optional<KChoice> k;                        ///< Empty when the K given was not readable.
  Profile profile;                                 ///< As far as it could be read.
  NationalProfile national;                        ///< As far as it could be read.
  std::vector<Error> profileErrors;                ///< Reported only when K comes from the profile.
};

/// Reads what FIDE B.02 8.3.3 and the national systems need of a player from `side` (`prefix`
/// names it in errors).
void readProfile(const JsonValue& side, const std::string& prefix, PlayerRequest& into);

/// `games` as an array of { opponent, score }; none when it is not an array.
std::optional<GamesList> readGamesArray(const JsonValue& games);

/// The opponent's K when the request gives no `opponent.k`.
KChoice defaultOpponentK(const KChoice& playerK);

/// The K a player's games use: as given, or from the profile (or none, with why in `errors`).
std::optional<KFactor> resolveK(const KChoice& choice, Rating rating, const PlayerRequest& player,
                                const Parsed<int>& periodYear, ErrorList& errors);

}  // namespace elo
