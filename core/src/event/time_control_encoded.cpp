// TRF-2026's header 222, the time control encoded as PGN's TimeControl tag writes it, in
// seconds: periods joined by ":", each "moves/seconds" or "seconds" (the rest of the game),
// with "+increment" in seconds: "5400+30", "40/5400+30:1800+30", "180+2". PGN's "?" (unknown),
// "-" (no time control) and "*180" (a sandclock) are no control FIDE rates: Unknown.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "elo/time_control.hpp"
#include "text/text.hpp"

namespace elo {
namespace {

/// R&B 1.1.1: standard from 60 minutes a player; rapid above 10 and below 60.
constexpr std::int64_t kStandardFromSeconds = 60 * 60;
constexpr std::int64_t kRapidAboveSeconds = 10 * 60;
/// R&B 1.1.2: blitz above 3 minutes and at most 10.
constexpr std::int64_t kBlitzAboveSeconds = 3 * 60;
/// R&B 1.1.1: the increment counts for 60 moves.
constexpr std::int64_t kMovesPerIncrement = 60;
/// Most digits a number of seconds may have: no time control needs more.
constexpr std::size_t kMostDigits = 6;

/// The digits at the start of `s`, taken off it; none when it does not start with one or has
/// too many.
std::optional<std::int64_t> takeNumber(std::string_view& s) {
  std::size_t n = 0;
  std::int64_t value = 0;
  // Digits past kMostDigits are counted, not added, so that a long run cannot overflow.
  for (; n < s.size() && isAsciiDigit(s[n]); ++n)
    if (n < kMostDigits) value = value * 10 + (s[n] - '0');
  if (n == 0 || n > kMostDigits) return std::nullopt;
  s.remove_prefix(n);
  return value;
}

/// Takes `c` off the start of `s` when it is there.
bool take(std::string_view& s, char c) {
  if (s.empty() || s.front() != c) return false;
  s.remove_prefix(1);
  return true;
}

/// One period, "[moves/]seconds[+increment]": its seconds and increment, or none.
struct Period {
  std::int64_t seconds = 0;
  std::int64_t increment = 0;
};

std::optional<Period> readPeriod(std::string_view field) {
  std::optional<std::int64_t> seconds = takeNumber(field);
  if (seconds && take(field, '/')) seconds = takeNumber(field);  // what came first was moves
  if (!seconds) return std::nullopt;
  Period period{*seconds, 0};
  if (take(field, '+')) {
    const std::optional<std::int64_t> increment = takeNumber(field);
    if (!increment) return std::nullopt;
    period.increment = *increment;
  }
  if (!field.empty()) return std::nullopt;
  return period;
}

}  // namespace

// R&B 1.1.1 and 1.1.2 count "the time allotted + 60 × increment".
TimeControlClass classOfAllottedSeconds(std::int64_t seconds) {
  if (seconds >= kStandardFromSeconds) return TimeControlClass::Standard;
  if (seconds > kRapidAboveSeconds) return TimeControlClass::Rapid;
  if (seconds > kBlitzAboveSeconds) return TimeControlClass::Blitz;
  return TimeControlClass::Unknown;  // 3 minutes or less: no control FIDE rates
}

// Every period's seconds, and the first period's increment for 60 moves.
TimeControlClass classifyEncodedTimeControl(std::string_view text) {
  text = trim(text, " \t");
  if (text.empty()) return TimeControlClass::Unknown;
  std::int64_t seconds = 0;
  std::optional<std::int64_t> increment;
  while (true) {
    const std::size_t end = text.find(':');
    const std::optional<Period> period = readPeriod(text.substr(0, end));
    if (!period) return TimeControlClass::Unknown;
    seconds += period->seconds;
    if (!increment) increment = period->increment;
    if (end == std::string_view::npos) break;
    text.remove_prefix(end + 1);
  }
  return classOfAllottedSeconds(seconds + kMovesPerIncrement * *increment);
}

}  // namespace elo
