#include "elo/curve.hpp"

namespace elo {
namespace {

std::int64_t pointCount(const CurveRange& range) {
  return (range.to - range.from) / range.step + 1;
}

bool withinReach(std::int64_t difference) {
  return difference >= -kMaxCurveDifference && difference <= kMaxCurveDifference;
}

}  // namespace

bool isValidCurveRange(const CurveRange& range) {
  return range.from < range.to && range.step > 0 && withinReach(range.from) &&
         withinReach(range.to) && pointCount(range) <= kMaxCurvePoints;
}

// Each point is the single game's rule at that difference: B.02 8.3.1 as it applies to the
// player, then the rule set's expectation (8.3.2 with table 8.1.2, or the formula).
std::vector<CurvePoint> expectedCurve(const RuleSet& rules, std::optional<Rating> own,
                                      const CurveRange& range) {
  std::vector<CurvePoint> curve;
  curve.reserve(static_cast<std::size_t>(pointCount(range)));
  for (std::int64_t d = range.from; d <= range.to; d += range.step) {
    const RatingDifference counted = applyCap400(rules.cap400, own, {d * 100});
    curve.push_back({counted, expectedFromDifference(rules, counted)});
  }
  return curve;
}

}  // namespace elo
