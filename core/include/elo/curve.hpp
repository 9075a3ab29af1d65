#pragma once
// The expected-score curve: E over a range of rating differences, as a rule set gives it.

#include <cstdint>
#include <optional>
#include <vector>

#include "elo/parse.hpp"
#include "elo/quantities.hpp"
#include "elo/rules.hpp"

namespace elo {

/// The widest difference a curve may reach, in points: no two ratings the core accepts differ more.
inline constexpr std::int64_t kMaxCurveDifference = kMaxRating;
/// Most points in one curve: every whole difference from −500 to 500, more than a chart can show.
inline constexpr std::int64_t kMaxCurvePoints = 1001;

/// Differences own − opponent in whole points: from, from + step, … while not past `to`.
struct CurveRange {
  std::int64_t from = 0;
  std::int64_t to = 0;
  std::int64_t step = 0;
};

/// Whether a chart can draw it: from < to, step > 0, ends within the limits above.
bool isValidCurveRange(const CurveRange& range);

/// One point of the curve.
struct CurvePoint {
  RatingDifference difference;  ///< After the 400-point rule, as it applies to the player.
  Expected expected;
};

/// The curve for a player rated `own` (none: as one below 2650), over a valid range.
std::vector<CurvePoint> expectedCurve(const RuleSet& rules, std::optional<Rating> own,
                                      const CurveRange& range);

}  // namespace elo
