#pragma once
// The game mode under a national system (internal): a single game and a tournament rated by US
// Chess's or the DWZ's own formulas (uscf.hpp, dwz.hpp), with the players read by game_request.

#include <array>
#include <optional>
#include <vector>

#include "elo/dwz.hpp"
#include "elo/games_text.hpp"
#include "elo/parse.hpp"
#include "elo/period.hpp"
#include "elo/rules.hpp"
#include "elo/uscf.hpp"
#include "game/game_request.hpp"
#include "json/error_list.hpp"
#include "json/json_writer.hpp"

namespace elo {

/// One player of a game or a tournament, with the system's figures.
struct NationalSide {
  Rating rating = Rating::fromCenti(0);
  RatingSource source = RatingSource::List;
  std::optional<UscfResult> uscf;  ///< Under US Chess.
  std::optional<DwzResult> dwz;    ///< Under the DWZ.
  bool floorGiven = false;         ///< US Chess: a peak was given, so the floor is the player's.
};

/// A single game and its three outcomes.
struct NationalGame {
  NationalSide player;
  NationalSide opponent;
  struct Outcome {
    Score result = Score::loss();
    NationalSide player;
    NationalSide opponent;
  };
  std::array<Outcome, 3> scenarios;  ///< Win, draw, loss.
};

/// A tournament's game and what the system made of it.
struct NationalRow {
  PeriodGame game;
  NotCounted notCounted = NotCounted::Counts;
  double expected = 0;  ///< The game's expected score, for a counted game of a rated player.
};

/// A tournament under a national system.
struct NationalPeriod {
  RatingSystem system = RatingSystem::Uscf;
  std::optional<Rating> rating;  ///< None: unrated before the tournament.
  std::vector<NationalRow> rows;
  Score score = Score::loss();  ///< Points in the counted games.
  int gamesCount = 0;           ///< Counted games.
  std::optional<UscfResult> uscf;
  double uscfInitial = 0;  ///< US Chess, an unrated player: step 1's initial rating.
  bool floorGiven = false;
  std::optional<DwzResult> dwz;                ///< DWZ, a rated player.
  std::optional<std::int64_t> dwzPerformance;  ///< DWZ, an unrated player: only the Leistung.
};

/// A single game under the rules' national system; none when a side lacks what it needs (the
/// errors say what).
std::optional<NationalGame> rateNationalGame(const RuleSet& rules, const PlayerRequest& player,
                                             const PlayerRequest& opponent, Score result,
                                             const Parsed<int>& year, ErrorList& errors);

/// A tournament under the rules' national system; none when the player lacks what it needs.
std::optional<NationalPeriod> rateNationalPeriod(const RuleSet& rules, const PlayerRequest& player,
                                                 const std::vector<PeriodGame>& games,
                                                 const Parsed<int>& year, ErrorList& errors);

/// Writes a single game under a national system, as writeGame does FIDE's.
void writeNationalGame(JsonWriter& w, const NationalGame& game);

/// Writes a tournament under a national system, as writePeriod does FIDE's.
void writeNationalPeriod(JsonWriter& w, const NationalPeriod& period,
                         const std::vector<EventHeading>& events);

}  // namespace elo
