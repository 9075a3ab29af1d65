#pragma once
// The class of a tournament's time control, read from the free text a tournament report file
// gives it, by FIDE's Rapid and Blitz Rating Regulations 1.1.1 and 1.1.2: the time allotted plus
// 60 times the increment, in minutes. Text that cannot be read with confidence is Unknown.

#include <string_view>

namespace elo {

/// The class of a time control (FIDE Rapid and Blitz Rating Regulations 1.1.1 / 1.1.2).
enum class TimeControlClass { Standard, Rapid, Blitz, Unknown };

/// The class of a tournament file's time control text (TRF header 122 or 222).
TimeControlClass classifyTimeControl(std::string_view text);

/// "standard", "rapid", "blitz" or "unknown".
std::string_view timeControlClassName(TimeControlClass c);

}  // namespace elo
