#pragma once
// How the response writes a national system's figures (internal): US Chess's and the DWZ's, the
// same in a single game, a tournament and an event. Keys are written in sorted order, so each
// writer writes one run of them and its caller writes the keys that fall between.

#include "elo/dwz.hpp"
#include "elo/uscf.hpp"
#include "json/json_writer.hpp"

namespace elo {

/// US Chess, `bonus` to `expectedTotal`; `change` is the rounded new rating less the rounded
/// `rating`, and is left out (with the bonus and the expected total) for a player unrated before.
void writeUscfLeading(JsonWriter& w, const UscfResult& r, double rating, bool rated);

/// US Chess, `floor` and `floorApplied` (only for a player whose peak was given) and `formula`.
void writeUscfFloorAndFormula(JsonWriter& w, const UscfResult& r, bool floorGiven);

/// US Chess, `k` where the standard formula rated the player.
void writeUscfK(JsonWriter& w, const UscfResult& r);

/// US Chess, `newRating` and `newRatingExact`.
void writeUscfNewRating(JsonWriter& w, const UscfResult& r);

/// DWZ, `change` and `developmentCoefficient`.
void writeDwzLeading(JsonWriter& w, const DwzResult& r);

/// DWZ, `expectedTotal` (We, to three decimals).
void writeDwzExpected(JsonWriter& w, const DwzResult& r);

/// DWZ, `newRating` and `performance` (the Leistung, where there is one).
void writeDwzNewRating(JsonWriter& w, const DwzResult& r);

/// A game's DWZ expected score, to three decimals.
void writeDwzGameExpected(JsonWriter& w, std::int64_t thousandths);

}  // namespace elo
