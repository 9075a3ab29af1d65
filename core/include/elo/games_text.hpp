#pragma once
// The game mode's list of games as typed: one game a line, with "#" lines naming events.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "elo/error.hpp"
#include "elo/period.hpp"

namespace elo {

/// Most games in one period: a club's whole season fits.
inline constexpr std::size_t kMaxGames = 10000;
/// Most bytes of games text: 10,000 lines of 50 characters.
inline constexpr std::size_t kMaxGamesTextBytes = 500000;

/// An error on one line of the games text.
struct LineError {
  int line;
  ErrorCode code;
};

/// A "#" line naming an event, and the index of the first game under it.
struct EventHeading {
  std::size_t firstGame = 0;  ///< Games before the heading (0-based index of its first game).
  std::string name;           ///< The text after "#", trimmed.
};

/// The games read from a list, or why they could not all be read.
struct GamesList {
  std::vector<PeriodGame> games;
  std::vector<EventHeading> events;    ///< The "#" lines naming events, in order.
  std::vector<LineError> lineErrors;   ///< Every invalid line.
  std::optional<ErrorCode> listError;  ///< The list as a whole is too long, or is a TRF.
};

/// One game a line, `rating | score` (or tab, ";", spaces); skips blank lines and "#" notes; a
/// line starting with "#" names the event of the games under it. A tournament report file pasted
/// whole is one error, GamesLookLikeTrf, rather than one a line.
GamesList parseGamesText(std::string_view text);

}  // namespace elo
