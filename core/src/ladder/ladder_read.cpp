// Reading a ladder's games and roster as clubs keep them: typed lines, fields, CSV with a header
// row, PGN. Each line is told apart by its shape; every bad line is an error with its number.
#include <algorithm>
#include <iterator>
#include <utility>

#include "elo/ladder.hpp"
#include "ladder/ladder_formats.hpp"
#include "ladder/ladder_text.hpp"
#include "support/name_table.hpp"
#include "text/text.hpp"

namespace elo {
namespace {

/// The separators of a line of fields (`white | black | result`), in the order they are tried.
constexpr std::string_view kFieldSeparators = "|\t;";
class LadderReader {
 public:
  LadderReader(LadderInput& in, DateOrder dateOrder) : in_(in), dateOrder_(dateOrder) {
    if (dateOrder != DateOrder::Auto) in_.dateOrder = dateOrder;
  }

  void readRoster(std::string_view text) {
    forEachLine(text, [&](int n, std::string_view raw) { return rosterLine(n, raw); });
  }

  void readGames(std::string_view text) {
    in_.games.reserve(std::min<std::size_t>(
        static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')) + 1, kMaxLadderGames));
    forEachLine(text, [&](int n, std::string_view raw) { return gamesLine(n, raw); });
    if (!stopped_) endPgnGame();
    // Every year-last date read by either order, none by one alone: one error for the season,
    // which `ladder.dateOrder` settles, rather than one a line (unless reading stopped before a
    // later date could settle it).
    if (undecided_ && !stopped_) fail(ErrorCode::DateOrderAmbiguous, 0);
    warnUnsorted();
  }

 private:
  // ---- the roster ----
  bool rosterLine(int n, std::string_view raw) {
    line_.assign(withoutByteOrderMark(raw));
    const std::string_view s = withoutNote(line_.text());
    if (s.empty()) return true;
    const char separator = firstSeparator(s, kFieldSeparators);
    const std::optional<std::vector<Cell>> cells =
        separator ? splitCells(s, separator) : std::nullopt;
    if (line_.hasControl() || !cells || cells->size() < 2 || cells->size() > 3 ||
        (*cells)[0].text.empty())
      return fail(ErrorCode::RosterLineInvalid, n, LadderText::Roster);
    const Parsed<Rating> rating = parseRating((*cells)[1].text);
    const Parsed<KFactor> k = cells->size() == 3 ? parseK((*cells)[2].text) : kStandardK;
    nameKey((*cells)[0], whiteKey_);
    if (!rating.ok() || !k.ok() || names_.find(whiteKey_) >= 0)
      return fail(ErrorCode::RosterLineInvalid, n, LadderText::Roster);
    const int player = intern(whiteKey_, (*cells)[0], n, LadderText::Roster);
    if (player < 0) return false;
    RosterEntry entry{player, rating.value(), std::nullopt, n};
    if (cells->size() == 3) entry.k = k.value();
    in_.roster.push_back(entry);
    return true;
  }

  // ---- the games ----
  bool gamesLine(int n, std::string_view raw) {
    line_.assign(withoutByteOrderMark(raw));
    const std::string_view s = trim(line_.text(), kSpaceTabCr);
    std::string_view tag;
    Cell value;
    if (!s.empty() && line_.hasControl()) return gameFailed(ErrorCode::LadderLineInvalid, n);
    if (pgnTag(s, tag, value)) return pgnTagLine(n, tag, value);
    if (pgn_.line) endPgnGame();
    if (inPgn_ || stopped_) return !stopped_;  // the moves of a PGN game
    const std::string_view game = line_.holds('#') ? withoutNote(s) : s;
    if (game.empty()) return true;
    const bool separated =
        line_.holds(',') || line_.holds(';') || line_.holds('\t') || line_.holds('|');
    if (separated) {
      if (const std::optional<CsvColumns> header = csvHeader(game)) {
        csv_ = header;
        return true;
      }
    }
    if (!countGame(n)) return false;
    if (!separated) return typedLine(n, game);
    if (csv_ && game.find(csv_->separator) != std::string_view::npos) return csvRow(n, game);
    if (const char separator = firstSeparator(game, kFieldSeparators))
      return fieldsLine(n, game, separator);
    return typedLine(n, game);
  }

  // `date | white | black | result` or `white | black | result`.
  bool fieldsLine(int n, std::string_view s, char separator) {
    const std::optional<std::vector<Cell>> cells = splitCells(s, separator);
    if (!cells || cells->size() < 3 || cells->size() > 4)
      return gameFailed(ErrorCode::LadderLineInvalid, n);
    const std::size_t first = cells->size() - 3;
    const Cell none{};
    return game(n, first ? (*cells)[0] : none, (*cells)[first], (*cells)[first + 1],
                resultFromTyped((*cells)[first + 2].text));
  }

  bool csvRow(int n, std::string_view s) {
    const std::optional<std::vector<Cell>> cells = splitCells(s, csv_->separator);
    const int needed = std::max({csv_->date, csv_->white, csv_->black, csv_->result}) + 1;
    if (!cells || static_cast<int>(cells->size()) < needed)
      return gameFailed(ErrorCode::LadderLineInvalid, n);
    const auto cell = [&](int i) { return i < 0 ? Cell{} : (*cells)[static_cast<std::size_t>(i)]; };
    return game(n, cell(csv_->date), cell(csv_->white), cell(csv_->black),
                resultFromTyped(cell(csv_->result).text));
  }

  // `[date] White - Black result`: the names around a dash with a space on each side, the result
  // the last word (or three: "1 - 0").
  bool typedLine(int n, std::string_view s) {
    Cell date;
    const std::size_t space = s.find(' ');
    if (looksLikeDate(s.substr(0, space))) {
      date.text = s.substr(0, space);
      s = space == std::string_view::npos ? std::string_view() : trim(s.substr(space), kSpaceTabCr);
    }
    std::size_t last = s.rfind(' ');
    if (last == std::string_view::npos) return gameFailed(ErrorCode::LadderLineInvalid, n);
    std::string_view names = trim(s.substr(0, last), kSpaceTabCr);
    const std::string_view word = s.substr(last + 1);
    Parsed<LadderResult> result = resultFromTyped(word);
    const std::size_t before = names.rfind(' ', names.size() >= 3 ? names.size() - 3 : 0);
    const bool spaced = names.size() > 2 && names.substr(names.size() - 2) == " -" &&
                        before != std::string_view::npos;
    if (!result.ok() && spaced) {
      result = resultFromTyped(std::string(names.substr(before + 1, names.size() - 3 - before)) +
                               "-" + std::string(word));
      if (result.ok()) names = trim(names.substr(0, before), kSpaceTabCr);
    }
    const std::size_t dash = names.find(" - ");
    if (dash == std::string_view::npos || names.find(" - ", dash + 1) != std::string_view::npos)
      return gameFailed(ErrorCode::LadderLineInvalid, n);
    return game(n, date, {trim(names.substr(0, dash), kSpaceTabCr)},
                {trim(names.substr(dash + 3), kSpaceTabCr)}, result);
  }

  // ---- PGN ----
  bool pgnTagLine(int n, std::string_view tag, const Cell& value) {
    inPgn_ = true;
    if (stopped_) return false;
    if (!pgn_.line) pgn_.line = n;
    if (tag == "White" || tag == "Black") {
      nameKey(value, whiteKey_);
      const int player = intern(whiteKey_, value, n, LadderText::Games);
      if (player < 0) return false;
      (tag == "White" ? pgn_.white : pgn_.black) = player;
    }
    for (std::size_t t = 0; t < std::size(kPgnValueTags); ++t) {
      if (tag != kPgnValueTags[t]) continue;
      pgn_.value[t] = std::string(value.text);
      pgn_.valueLine[t] = n;
    }
    return true;
  }

  std::optional<Rating> pgnElo(const std::string& value, int line) {
    if (pgnUnknown(value) || value == "0") return std::nullopt;
    const Parsed<Rating> rating = parseRating(value);
    if (rating.ok()) return rating.value();
    fail(rating.error(), line);
    return std::nullopt;
  }

  void endPgnGame() {
    PgnTags tags = std::move(pgn_);
    pgn_ = PgnTags{};
    if (!tags.line) return;
    const std::string& resultText = tags.value[kResult];
    if (resultText == "*") {
      in_.warnings.push_back({WarningCode::ResultUnknown, tags.line});
      return;
    }
    if (!countGame(tags.line)) return;
    if (!tags.white || !tags.black || tags.valueLine[kResult] == 0)
      return (void)fail(ErrorCode::LadderLineInvalid, tags.line);
    const Parsed<LadderResult> result = resultFromTyped(resultText);
    if (!result.ok()) return (void)fail(result.error(), tags.valueLine[kResult]);
    std::optional<LadderDate> date;
    if (!pgnUnknown(tags.value[kDate])) {
      const Parsed<LadderDate> read = dateFromTyped(tags.value[kDate]);
      if (!read.ok()) return (void)fail(read.error(), tags.valueLine[kDate]);
      date = read.value();
    }
    LadderGame g{tags.line, date, *tags.white, *tags.black, result.value(), {}, {}};
    g.whiteElo = pgnElo(tags.value[kWhiteElo], tags.valueLine[kWhiteElo]);
    g.blackElo = pgnElo(tags.value[kBlackElo], tags.valueLine[kBlackElo]);
    if (g.white == g.black) return (void)fail(ErrorCode::LadderSelfGame, tags.line);
    in_.games.push_back(g);
  }

  // ---- one game, from its cells ----
  bool game(int n, const Cell& dateCell, const Cell& white, const Cell& black,
            const Parsed<LadderResult>& result) {
    LadderGame g;
    g.line = n;
    bool either = false;
    if (!dateCell.text.empty()) {
      const Parsed<LadderDate> date = readDate(dateCell.text, either);
      if (!date.ok()) return fail(date.error(), n);
      g.date = date.value();
    }
    if (white.text.empty() || black.text.empty()) return fail(ErrorCode::LadderLineInvalid, n);
    if (!result.ok()) return fail(result.error(), n);
    g.result = result.value();
    nameKey(white, whiteKey_);
    nameKey(black, blackKey_);
    if (whiteKey_ == blackKey_) return fail(ErrorCode::LadderSelfGame, n);
    g.white = intern(whiteKey_, white, n, LadderText::Games);
    g.black = g.white < 0 ? -1 : intern(blackKey_, black, n, LadderText::Games);
    if (g.black < 0) return false;
    if (either) eitherOrder_.push_back(in_.games.size());
    in_.games.push_back(g);
    return true;
  }

  // ---- dates ----
  // A date in the season's order. Under Auto a year-last date that both orders read
  // (04/03/2026) is read day first for now, `either` set, until a date that one order alone
  // reads settles the order (decide); a date that neither reads is invalid and settles nothing.
  Parsed<LadderDate> readDate(std::string_view s, bool& either) {
    const Parsed<LadderDate> date = dateFromTyped(s, dateOrder_);
    if (date.ok() || dateOrder_ != DateOrder::Auto || !yearLast(s)) return date;
    const Parsed<LadderDate> dmy = dateFromTyped(s, DateOrder::Dmy);
    const Parsed<LadderDate> mdy = dateFromTyped(s, DateOrder::Mdy);
    if (dmy.ok() && mdy.ok()) {
      either = undecided_ = true;
      return dmy;
    }
    if (dmy.ok() || mdy.ok()) decide(dmy.ok() ? DateOrder::Dmy : DateOrder::Mdy);
    // Neither reads it: a day that one order names but its month lacks (31/02/2026) is said as
    // such, not as a date of another form.
    const bool dmyNamesADay = !dmy.ok() && dmy.error() == ErrorCode::DateNonexistent;
    return dmy.ok() || dmyNamesADay ? dmy : mdy;
  }

  // The season's order, from its first date that one order alone reads; the games read day first
  // before it are read again in it (their day and month are both at most 12, so both orders read
  // them: only which is which changes).
  void decide(DateOrder order) {
    dateOrder_ = in_.dateOrder = order;
    undecided_ = false;
    if (order == DateOrder::Mdy) {
      for (const std::size_t i : eitherOrder_) {
        LadderDate& d = *in_.games[i].date;
        std::swap(d.day, d.month);
      }
    }
    eitherOrder_ = {};
  }

  // The first game dated before an earlier line's, once every date is read in its order, among
  // the warnings in the order of their lines.
  void warnUnsorted() {
    int latest = 0;
    for (const LadderGame& g : in_.games) {
      if (!g.date) continue;
      const int ordinal = g.date->ordinal();
      if (ordinal < latest) {
        // After the last warning of a line not below this one.
        std::vector<LadderWarning>& w = in_.warnings;
        const auto before = std::find_if(w.rbegin(), w.rend(),
                                         [&](const LadderWarning& x) { return x.line <= g.line; });
        w.insert(before.base(), {WarningCode::DatesUnsorted, g.line});
        return;
      }
      latest = std::max(latest, ordinal);
    }
  }

  // The player a name stands for, added when new; -1 (reading stops) past the most players.
  int intern(const std::string& key, const Cell& cell, int n, LadderText text) {
    const int found = names_.find(key);
    if (found >= 0) return found;
    if (names_.size() >= kMaxLadderPlayers) {
      stop(ErrorCode::TooManyPlayers, n, text);
      return -1;
    }
    const int player = names_.add(key);
    in_.names.push_back(line_.shown(cell));
    return player;
  }

  // Counts a game line; past the most games, reading stops.
  bool countGame(int n) {
    if (++games_ <= kMaxLadderGames) return true;
    stop(ErrorCode::TooManyGames, n, LadderText::Games);
    return false;
  }

  bool gameFailed(ErrorCode code, int n) { return countGame(n) && fail(code, n); }

  bool fail(ErrorCode code, int n, LadderText text = LadderText::Games) {
    in_.errors.push_back({code, text, n});
    return true;
  }

  void stop(ErrorCode code, int n, LadderText text) {
    in_.errors.push_back({code, text, n});
    stopped_ = true;
  }

  LadderInput& in_;
  DateOrder dateOrder_;                   // as asked; Auto until a date settles it
  bool undecided_ = false;                // Auto has read a date that either order reads
  std::vector<std::size_t> eitherOrder_;  // the games dated so, while Auto is undecided
  NameTable names_;
  TypedLine line_;
  std::string whiteKey_, blackKey_;  // the names' keys, kept to spare an allocation a name
  std::optional<CsvColumns> csv_;
  PgnTags pgn_;
  bool inPgn_ = false;
  bool stopped_ = false;
  int games_ = 0;
};

}  // namespace

void readLadderInto(std::string_view gamesText, std::string_view rosterText, DateOrder dateOrder,
                    LadderInput& in) {
  LadderReader reader(in, dateOrder);
  reader.readRoster(rosterText);
  if (in.errors.empty() || in.errors.back().code != ErrorCode::TooManyPlayers)
    reader.readGames(gamesText);
}

LadderInput readLadder(std::string_view gamesText, std::string_view rosterText,
                       DateOrder dateOrder) {
  LadderInput in;
  readLadderInto(gamesText, rosterText, dateOrder, in);
  return in;
}

}  // namespace elo
