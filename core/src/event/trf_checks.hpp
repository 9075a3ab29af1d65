#pragma once
// What a TRF reader can only check once every player line is read (internal).

#include "elo/trf.hpp"

namespace elo {

/// Orders the players by starting rank, gives each one block per round of the event, and adds
/// the errors and warnings that concern two lines: starting ranks given twice, opponents that
/// no line has, games the two lines disagree about, points that are not the results' sum.
void checkPlayers(TrfFile& file);

}  // namespace elo
