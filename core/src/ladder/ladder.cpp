// Replaying a ladder's season: every game, or every period, through the rule functions of
// rules.cpp and period.cpp (rateGame, ratePeriod), from the ratings the roster, the PGN's Elo
// tags or the default give. No rule lives here.
#include "elo/ladder.hpp"

#include <algorithm>
#include <numeric>
#include <string>
#include <utility>

#include "elo/period.hpp"
#include "elo/rounding.hpp"
#include "ladder/ladder_text.hpp"
#include "support/sort.hpp"

namespace elo {
namespace {

/// Ratings are kept in hundredths of a point.
constexpr double kCentiPerPoint = 100.0;

// `value` in decimal, zeros in front up to `width` digits.
void appendNumber(std::string& out, int value, std::size_t width) {
  const std::string digits = std::to_string(value);
  if (digits.size() < width) out.append(width - digits.size(), '0');
  out += digits;
}

/// 1970-01-01, day 0, was a Thursday: day 3 of a week counted from Monday, 0.
constexpr std::int64_t kThursday = 3;

// A day's place in its week, Monday 0 to Sunday 6, from its days since 1970-01-01.
std::int64_t weekday(std::int64_t days) { return ((days % 7) + 7 + kThursday) % 7; }

// ISO 8601 weeks: they start on Monday, and week 1 holds the year's first Thursday. The key is
// year × 100 + week, the year being the Thursday's.
int isoWeekKey(const LadderDate& date) {
  const std::int64_t days = date.days();
  const std::int64_t thursday = days - weekday(days) + kThursday;
  int year = date.year;
  if (thursday < LadderDate{year, 1, 1}.days()) --year;
  else if (thursday >= LadderDate{year + 1, 1, 1}.days()) ++year;
  return year * 100 + static_cast<int>((thursday - LadderDate{year, 1, 1}.days()) / 7 + 1);
}

int periodKey(const LadderDate& date, LadderPeriod period) {
  switch (period) {
    case LadderPeriod::Year: return date.year;
    case LadderPeriod::Week: return isoWeekKey(date);
    case LadderPeriod::Month: break;
  }
  return date.year * 100 + date.month;
}

// The last day of the period a date is in, as an ordinal: 31 December, the month's last day, or
// the week's Sunday (which may be in the next month, or year; but a year has four digits, so the
// last week of 9999 ends with it).
int periodEnd(LadderDate date, LadderPeriod period) {
  constexpr int kDecember = 12;
  constexpr int kLastDay = 99991231;
  if (period == LadderPeriod::Year) date.month = kDecember;
  const int monthDays = daysInMonth(date.year, date.month);
  if (period != LadderPeriod::Week) return LadderDate{date.year, date.month, monthDays}.ordinal();
  date.day += static_cast<int>(6 - weekday(date.days()));
  if (date.day > monthDays) {
    date.day -= monthDays;
    if (++date.month > kDecember) date = {date.year + 1, 1, date.day};
  }
  return std::min(date.ordinal(), kLastDay);
}

// 2026, 2026-W10, 2026-03.
std::string periodLabel(int key, LadderPeriod period) {
  std::string label;
  if (period == LadderPeriod::Year) {
    appendNumber(label, key, 4);
    return label;
  }
  appendNumber(label, key / 100, 4);
  label += period == LadderPeriod::Week ? "-W" : "-";
  appendNumber(label, key % 100, 2);
  return label;
}

using Order = KeyedOrder;

class Season {
 public:
  Season(const LadderInput& in, const LadderOptions& options) : in_(in), o_(options) {
    const std::size_t n = in.names.size();
    ladder_.players.resize(n);
    k_.resize(n);
    std::vector<bool> started(n, false);
    for (const RosterEntry& e : in.roster) {
      const auto p = static_cast<std::size_t>(e.player);
      ladder_.players[p].start = e.rating;
      k_[p] = e.k;
      started[p] = true;
    }
    // A player not in the roster starts at the PGN's Elo of their first game, else the default.
    for (const LadderGame& g : in.games) {
      if (g.date) ladder_.dated = true;
      for (const auto& [p, elo] :
           {std::pair{g.white, g.whiteElo}, std::pair{g.black, g.blackElo}}) {
        const auto i = static_cast<std::size_t>(p);
        if (started[i]) continue;
        started[i] = true;
        ladder_.players[i].start = elo ? *elo : o_.initialRating;
      }
    }
    for (std::size_t p = 0; p < n; ++p) {
      LadderPlayer& player = ladder_.players[p];
      if (!started[p]) player.start = o_.initialRating;
      player.rating = player.peak = player.start;
      player.history.push_back(player.start);
      player.historyDates.push_back(0);
    }
    ladder_.rows = std::vector<LadderRow>(in.games.size());
  }

  Ladder run() {
    if (o_.update == LadderUpdate::Game) byGame();
    else byPeriod();
    if (ladder_.errors.empty()) rank();
    return std::move(ladder_);
  }

 private:
  // The roster's K, else the provisional K while the player has few games, else everybody's.
  KFactor kOf(int p) const {
    const auto i = static_cast<std::size_t>(p);
    if (k_[i]) return *k_[i];
    if (o_.provisional && ladder_.players[i].games < o_.provisional->games)
      return o_.provisional->k;
    return o_.k;
  }

  // The change as applied: rounded to a whole point (.5 away from zero, as FIDE B.02 8.3.4
  // rounds), or kept to a hundredth, the finest a Rating holds.
  std::int64_t applied(const Change& change) const {
    if (o_.rounding == LadderRounding::Game) return change.rounded * 100;
    return roundHalfAwayFromZero(change.exact * kCentiPerPoint);
  }

  void played(int p, Score score, const std::optional<LadderDate>& date) {
    LadderPlayer& player = ladder_.players[static_cast<std::size_t>(p)];
    ++player.games;
    if (score == Score::win()) ++player.wins;
    else if (score == Score::draw()) ++player.draws;
    else ++player.losses;
    player.score = Score::fromHalves(player.score.halves() + score.halves());
    if (date && (!player.lastPlayed || date->ordinal() > player.lastPlayed->ordinal()))
      player.lastPlayed = date;
  }

  // The rating moved by `centi`, a point of its history on `date` (an ordinal, 0: none).
  void move(int p, std::int64_t centi, int date) {
    LadderPlayer& player = ladder_.players[static_cast<std::size_t>(p)];
    player.rating = Rating::fromCenti(player.rating.centi() + centi);
    if (player.rating.centi() > player.peak.centi()) player.peak = player.rating;
    player.history.push_back(player.rating);
    player.historyDates.push_back(date);
  }

  Rating ratingOf(int p) const { return ladder_.players[static_cast<std::size_t>(p)].rating; }

  // Each game from both players' ratings at that moment, in the order of the lines.
  void byGame() {
    for (std::size_t i = 0; i < in_.games.size(); ++i) {
      const LadderGame& g = in_.games[i];
      LadderRow& row = ladder_.rows[i];
      row.whiteBefore = ratingOf(g.white);
      row.blackBefore = ratingOf(g.black);
      if (g.result.forfeit) continue;
      const Game rated = rateGame(o_.rules, row.whiteBefore, kOf(g.white), row.blackBefore,
                                  kOf(g.black), g.result.white);
      row.ratingGap600 = !rated.rated;
      if (!rated.rated) continue;
      const std::int64_t white = applied(rated.a.change);
      const std::int64_t black = applied(rated.b.change);
      row.counted = true;
      row.whiteExpected = rated.a.expected;
      row.whiteChange = static_cast<double>(white) / kCentiPerPoint;
      row.blackChange = static_cast<double>(black) / kCentiPerPoint;
      played(g.white, g.result.white, g.date);
      played(g.black, g.result.white.opposite(), g.date);
      const int date = g.date ? g.date->ordinal() : 0;
      move(g.white, white, date);
      move(g.black, black, date);
    }
  }

  // FIDE B.02 8.3.2: the games of a period all use the ratings from its start; each player's
  // change is ratePeriod's (K × ΣΔR, K × n ≤ 700 where the rules have it, rounded once).
  void byPeriod() {
    for (const LadderGame& g : in_.games) {
      if (!g.date) ladder_.errors.push_back({ErrorCode::DateMissing, LadderText::Games, g.line});
    }
    if (!ladder_.errors.empty()) return;
    // (period, game), so each period's games in order.
    Order order;
    order.reserve(in_.games.size());
    for (std::size_t i = 0; i < in_.games.size(); ++i)
      order.emplace_back(periodKey(*in_.games[i].date, o_.period), i);
    sortKeyed(order);
    games_.resize(in_.names.size());
    refs_.resize(in_.names.size());
    for (std::size_t start = 0; start < order.size();) {
      std::size_t end = start;
      while (end < order.size() && order[end].first == order[start].first) ++end;
      ratePeriodOf(order, start, end);
      ladder_.periods.push_back({periodLabel(static_cast<int>(order[start].first), o_.period),
                                 static_cast<int>(end - start)});
      start = end;
    }
  }

  void ratePeriodOf(const Order& order, std::size_t start, std::size_t end) {
    const int last = periodEnd(*in_.games[order[start].second].date, o_.period);
    std::vector<int> touched;
    const auto side = [&](int p, int opponent, Score score, int game, bool black) {
      const auto i = static_cast<std::size_t>(p);
      if (games_[i].empty()) touched.push_back(p);
      games_[i].push_back({0, ratingOf(opponent), score, false});
      refs_[i].push_back(game * 2 + (black ? 1 : 0));
    };
    for (std::size_t j = start; j < end; ++j) {
      const auto i = static_cast<int>(order[j].second);
      const LadderGame& g = in_.games[static_cast<std::size_t>(i)];
      LadderRow& row = ladder_.rows[static_cast<std::size_t>(i)];
      row.whiteBefore = ratingOf(g.white);
      row.blackBefore = ratingOf(g.black);
      if (g.result.forfeit) continue;
      row.ratingGap600 = gameNotRated(o_.rules, row.whiteBefore, row.blackBefore);
      if (row.ratingGap600) continue;
      row.counted = true;
      side(g.white, g.black, g.result.white, i, false);
      side(g.black, g.white, g.result.white.opposite(), i, true);
    }
    for (const int p : touched) {
      const auto i = static_cast<std::size_t>(p);
      const Period period = ratePeriod(o_.rules, ratingOf(p), kOf(p), games_[i]);
      for (std::size_t r = 0; r < period.rows.size(); ++r) {
        const int ref = refs_[i][r];
        const LadderGame& g = in_.games[static_cast<std::size_t>(ref / 2)];
        LadderRow& row = ladder_.rows[static_cast<std::size_t>(ref / 2)];
        if (ref % 2 == 0) {
          row.whiteExpected = period.rows[r].expected;
          row.whiteChange = period.rows[r].changeExact;
        } else {
          row.blackChange = period.rows[r].changeExact;
        }
        played(p, period.rows[r].game.score, g.date);
      }
      move(p, applied(period.change), last);
      games_[i].clear();
      refs_[i].clear();
    }
  }

  // By rating, highest first; equal ratings by name, case ignored, then as written.
  void rank() {
    const std::size_t n = in_.names.size();
    keys_.reserve(n);
    for (const std::string& name : in_.names) keys_.push_back(ladderNameKey(name));
    std::vector<int>& order = ladder_.ranking;
    order.resize(n);
    std::iota(order.begin(), order.end(), 0);
    stableSort(order, [this](int a, int b) { return ahead(a, b); });
  }

  bool ahead(int a, int b) const {
    const auto i = static_cast<std::size_t>(a);
    const auto j = static_cast<std::size_t>(b);
    const std::int64_t ra = ladder_.players[i].rating.centi();
    const std::int64_t rb = ladder_.players[j].rating.centi();
    if (ra != rb) return ra > rb;
    if (keys_[i] != keys_[j]) return keys_[i] < keys_[j];
    return a < b;
  }

  const LadderInput& in_;
  const LadderOptions& o_;
  Ladder ladder_;
  std::vector<std::optional<KFactor>> k_;       // the roster's K, per player
  std::vector<std::vector<PeriodGame>> games_;  // a period's games, per player
  std::vector<std::vector<int>> refs_;          // game × 2 (+1 as black), per period game
  std::vector<std::string> keys_;               // each name's key, for the ranking
};

}  // namespace

Ladder replayLadder(const LadderInput& input, const LadderOptions& options) {
  return Season(input, options).run();
}

int findLadderPlayer(const LadderInput& input, std::string_view name) {
  const std::string key = ladderNameKey(name);
  for (std::size_t p = 0; p < input.names.size(); ++p) {
    if (ladderNameKey(input.names[p]) == key) return static_cast<int>(p);
  }
  return -1;
}

std::optional<HeadToHead> headToHead(const LadderInput& input, std::string_view a,
                                     std::string_view b) {
  HeadToHead h;
  h.players[0] = findLadderPlayer(input, a);
  h.players[1] = findLadderPlayer(input, b);
  if (h.players[0] < 0 || h.players[1] < 0 || h.players[0] == h.players[1]) return std::nullopt;
  for (const LadderGame& g : input.games) {
    const bool aWhite = g.white == h.players[0] && g.black == h.players[1];
    if (!aWhite && !(g.white == h.players[1] && g.black == h.players[0])) continue;
    h.lines.push_back(g.line);
    if (g.result.forfeit) continue;
    const Score scoreA = aWhite ? g.result.white : g.result.white.opposite();
    ++h.games;
    if (scoreA == Score::draw()) ++h.draws;
    else ++h.wins[scoreA == Score::win() ? 0 : 1];
    h.score[0] = Score::fromHalves(h.score[0].halves() + scoreA.halves());
    h.score[1] = Score::fromHalves(h.score[1].halves() + scoreA.opposite().halves());
  }
  return h;
}

}  // namespace elo
