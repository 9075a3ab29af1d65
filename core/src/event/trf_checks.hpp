#pragma once
// What a TRF reader can only check once every player line is read (internal).

#include "elo/trf_file.hpp"

namespace elo {

/// Orders the players by starting rank, gives each one block per round of the event, and adds
/// the errors and warnings that concern two lines: starting ranks given twice, opponents that
/// no line has, games the two lines disagree about, points that are not the results' sum.
void checkPlayers(TrfFile& file);

/// Makes the errors of a file cut off at line `line` (its last) that one: what its missing lines
/// would have read (opponents no line has yet, the cut line's half a round) is left unsaid, and
/// the other errors of the lines before stay.
void sayCutOff(TrfFile& file, int line);

}  // namespace elo
