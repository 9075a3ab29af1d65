#pragma once
// How the response writes its values (internal): shared by the writers of every part (game/,
// event/, ladder/) and response.cpp, so that a number is written the same way wherever it
// appears.

#include <cstdint>

#include "elo/k_applied.hpp"
#include "elo/period.hpp"
#include "elo/quantities.hpp"
#include "json/json_writer.hpp"

namespace elo {

/// An expected score: the table's hundredths, or a formula's to 4 decimals.
void writeExpected(JsonWriter& w, Expected e);

/// Σ expected over a period's counted games, to 4 decimals.
void writeExpectedTotal(JsonWriter& w, double total);

/// An unrounded change, to 3 decimals.
void writeChangeExact(JsonWriter& w, double exact);

/// A value kept in hundredths (a rating, a difference, K), to 2 decimals.
void writeCenti(JsonWriter& w, std::int64_t centi);

/// A score in points: 1, 0.5, 4.5.
void writeScore(JsonWriter& w, Score s);

/// An unrated player's first rating, as the tournament's `initialRating`.
void writeFirstRating(JsonWriter& w, const FirstRating& f);

/// The K applied and why, as every mode's `kApplied`: `{ k, reason }`, with `juniorUntil` for
/// the junior rule and `games` and `kBeforeCap` when K × n ≤ 700 lowered K.
void writeKApplied(JsonWriter& w, const KApplied& applied);

}  // namespace elo
