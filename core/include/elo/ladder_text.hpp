#pragma once
// What a ladder's lines hold besides names: dates in the ways clubs write them, results from
// white's side, and the key that makes two spellings of a name one player.

#include <cstdint>
#include <string>
#include <string_view>

#include "elo/error.hpp"
#include "elo/quantities.hpp"

namespace elo {

/// A calendar date of a ladder's game.
struct LadderDate {
  int year = 0;
  int month = 0;
  int day = 0;
  /// Days since 1970-01-01 (negative before it).
  std::int64_t days() const;
  /// As a number that orders dates: yyyymmdd.
  int ordinal() const { return (year * 100 + month) * 100 + day; }
};

/// The order of a date's day and month when its year is written last (04/03/2026): the 4th of
/// March in Portugal, the 3rd of April in the United States. A date written year first is read
/// so in every order.
enum class DateOrder {
  Auto,  ///< The season's first date that only one order reads (13/01/2026) settles it.
  Ymd,   ///< Year first only: a year-last date is invalid.
  Dmy,   ///< Day first: 04/03/2026 is the 4th of March.
  Mdy,   ///< Month first: 04/03/2026 is the 3rd of April.
};

/// A date as a ladder writes it: 2026-03-04, 2026/03/04, 2026.03.04, and year last (04/03/2026,
/// 4.3.2026, 04-03-2026) in `order` (Dmy or Mdy; Auto, which a whole season settles, reads as Ymd).
Parsed<LadderDate> parseLadderDate(std::string_view text, DateOrder order = DateOrder::Ymd);

/// How a game ended, from white's side.
struct LadderResult {
  Score white = Score::loss();
  bool forfeit = false;  ///< Won or lost by forfeit: listed, not rated.
};

/// A result as written: 1-0, 0-1, ½-½, 1/2-1/2, 0.5-0.5, 0,5-0,5, =, ':' for '-'; +- and -+.
Parsed<LadderResult> parseLadderResult(std::string_view text);

/// What makes two spellings one player: trimmed, inner spaces as one, case and IME forms ignored.
std::string ladderNameKey(std::string_view name);

/// A date as yyyy-mm-dd.
std::string ladderDateText(const LadderDate& date);

}  // namespace elo
