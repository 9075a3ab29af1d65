#pragma once
// What a TRF reader can only check once every player line is read (internal).

#include "elo/trf_file.hpp"

namespace elo {

/// Orders the players by starting rank, gives each one block per round of the event, and adds
/// the errors and warnings that concern two lines: starting ranks given twice, opponents that
/// no line has, games the two lines disagree about, points that are not the results' sum.
void checkPlayers(TrfFile& file);

/// Whether a file whose last line is the player line `lastLine`, whole, was cut off after it:
/// player lines missing at its end, as the rounds of the lines there name them (or 062 counts
/// them).
bool endsEarly(const TrfFile& file, int lastLine);

/// Makes the errors of a file cut off (`said`, on its last line) that one: what its missing
/// lines would have read (opponents no line has yet, a cut line's half a round) is left unsaid,
/// and the other errors of the lines before stay (a whole last line's too).
void sayCutOff(TrfFile& file, const TrfError& said);

}  // namespace elo
