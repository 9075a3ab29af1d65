#pragma once
// Domain quantities as small types, so that a rating, a score and a K factor cannot be mixed up.
// FIDE counts in whole points and hundredths; these keep exact integers wherever FIDE does.

#include <cstdint>

namespace elo {

/// A rating in hundredths of a point: FIDE ratings are whole, other Elo systems keep decimals.
class Rating {
 public:
  /// The rating `centi` hundredths of a point.
  static constexpr Rating fromCenti(std::int64_t centi) { return Rating(centi); }
  /// The rating `points` whole points.
  static constexpr Rating fromPoints(std::int64_t points) { return Rating(points * 100); }
  /// The rating in hundredths of a point.
  constexpr std::int64_t centi() const { return centi_; }
  /// The rating in points, for display and for the logistic formula.
  constexpr double points() const { return static_cast<double>(centi_) / 100.0; }
  friend constexpr bool operator==(Rating a, Rating b) { return a.centi_ == b.centi_; }
  friend constexpr bool operator!=(Rating a, Rating b) { return a.centi_ != b.centi_; }

 private:
  explicit constexpr Rating(std::int64_t centi) : centi_(centi) {}
  std::int64_t centi_;
};

/// A difference between two ratings, in hundredths of a point.
struct RatingDifference {
  std::int64_t centi;
};

/// One game's score in half points: 2 a win, 1 a draw, 0 a loss.
class Score {
 public:
  static constexpr Score win() { return Score(2); }
  static constexpr Score draw() { return Score(1); }
  static constexpr Score loss() { return Score(0); }
  /// The score `halves` half points (0, 1 or 2 for one game; any count for a total).
  static constexpr Score fromHalves(int halves) { return Score(halves); }
  /// The score in half points.
  constexpr int halves() const { return halves_; }
  /// The score in points: 1, 0.5 or 0 for one game.
  constexpr double points() const { return halves_ / 2.0; }
  /// The opponent's score in the same game.
  constexpr Score opposite() const { return Score(2 - halves_); }
  friend constexpr bool operator==(Score a, Score b) { return a.halves_ == b.halves_; }

 private:
  explicit constexpr Score(int halves) : halves_(halves) {}
  int halves_;
};

/// A K factor in hundredths (FIDE's are whole; users may choose any positive value).
class KFactor {
 public:
  /// The K factor `centi` hundredths.
  static constexpr KFactor fromCenti(std::int64_t centi) { return KFactor(centi); }
  /// The K factor `whole`.
  static constexpr KFactor whole(std::int64_t whole) { return KFactor(whole * 100); }
  /// K in hundredths.
  constexpr std::int64_t centi() const { return centi_; }
  /// K as a number.
  constexpr double value() const { return static_cast<double>(centi_) / 100.0; }
  friend constexpr bool operator==(KFactor a, KFactor b) { return a.centi_ == b.centi_; }

 private:
  explicit constexpr KFactor(std::int64_t centi) : centi_(centi) {}
  std::int64_t centi_;
};

/// An expected score: in hundredths when it comes from FIDE's table, otherwise exact.
class Expected {
 public:
  /// An expectation read from table 8.1.2, in hundredths (0 to 100).
  static constexpr Expected fromHundredths(int hundredths) {
    return Expected(hundredths / 100.0, hundredths, true);
  }
  /// An expectation from the logistic formula.
  static constexpr Expected exact(double probability) { return Expected(probability, 0, false); }
  /// The expectation as a probability from 0 to 1.
  constexpr double value() const { return value_; }
  /// Whether it is a whole number of hundredths (FIDE's table).
  constexpr bool inHundredths() const { return inHundredths_; }
  /// The expectation in hundredths; meaningful only when inHundredths().
  constexpr int hundredths() const { return hundredths_; }

 private:
  constexpr Expected(double value, int hundredths, bool inHundredths)
      : value_(value), hundredths_(hundredths), inHundredths_(inHundredths) {}
  double value_;
  int hundredths_;
  bool inHundredths_;
};

/// Lowest and highest rating the core accepts, in points.
inline constexpr std::int64_t kMinRating = 100;
inline constexpr std::int64_t kMaxRating = 4000;
/// Largest K the core accepts (FIDE's largest is 40; other systems use more).
inline constexpr std::int64_t kMaxK = 200;

/// A score as a list gives it: a game's score, or the score a forfeit gives ("+" won, "-" lost).
struct TypedScore {
  Score score;
  bool forfeit;
};

}  // namespace elo
