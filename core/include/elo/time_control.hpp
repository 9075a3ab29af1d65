#pragma once
// The class of a tournament's time control, read from the free text a tournament report file
// gives it, by FIDE's Rapid and Blitz Rating Regulations 1.1.1 and 1.1.2: the time allotted plus
// 60 times the increment, in minutes. Text that cannot be read with confidence is Unknown.

#include <cstdint>
#include <string_view>

namespace elo {

/// The class of a time control (FIDE Rapid and Blitz Rating Regulations 1.1.1 / 1.1.2).
enum class TimeControlClass { Standard, Rapid, Blitz, Unknown };

/// The class of a tournament file's time control as written (TRF header 122).
TimeControlClass classifyTimeControl(std::string_view text);

/// The class of TRF-2026's encoded time control (header 222): PGN's TimeControl, in seconds.
TimeControlClass classifyEncodedTimeControl(std::string_view text);

/// R&B 1.1.1 / 1.1.2: the class of the time allotted plus 60 × the increment, in seconds.
TimeControlClass classOfAllottedSeconds(std::int64_t seconds);

/// "standard", "rapid", "blitz" or "unknown".
std::string_view timeControlClassName(TimeControlClass c);

}  // namespace elo
