#pragma once
// Reading FIDE's Tournament Report File (TRF16, TRF-2026 and the older TRF06 that real files
// still use): the file's text in, its header and player lines out, with every problem found and
// the line it is on. Nothing is rated here (see event.hpp).

#include <optional>
#include <string_view>

#include "elo/trf_file.hpp"

namespace elo {

/// Reads a TRF: LF, CRLF or CR line ends, a UTF-8 byte-order mark, trailing blanks missing.
TrfFile readTrf(std::string_view text);

/// Which of a TRF's dates is read: they are written in different ways.
enum class TrfDate {
  Event,  ///< 042, 052: 2018/06/10, 10/06/2018, 2024-08-01, 28. 07. 2005, 2005.07.28, May 29, 2020.
  Round,  ///< 132: as an event's date, or TRF16's YY/MM/DD (18/06/10).
  Birth,  ///< A player's: as an event's date, or 1970, or 1970/00/00.
};

/// The year of a date of the file, when it is one of the forms real files write.
std::optional<int> trfDateYear(std::string_view text, TrfDate kind);

}  // namespace elo
