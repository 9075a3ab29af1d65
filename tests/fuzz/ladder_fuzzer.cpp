// libFuzzer target: any bytes as a ladder's games text (and, after a NUL byte, its roster). The
// reader must give games whose players exist and errors on lines of the texts (but for a season's
// undecided date order); a season read without errors must replay game by game and by period (or
// say which games lack a date), every point of a history with a date or none; and the same texts in
// a request must be answered, all without crashing, leaking or undefined behaviour.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "elo/api.hpp"
#include "elo/ladder.hpp"
#include "text_lines.hpp"

namespace {

using elo::fuzz::linesIn;

bool wellFormed(const elo::LadderInput& in, std::string_view games, std::string_view roster) {
  const auto players = static_cast<int>(in.names.size());
  if (players > elo::kMaxLadderPlayers) return false;
  for (const elo::LadderGame& g : in.games) {
    if (g.white < 0 || g.white >= players || g.black < 0 || g.black >= players) return false;
    if (g.white == g.black || g.line < 1 || g.line > linesIn(games)) return false;
  }
  for (const elo::LadderIssue& e : in.errors) {
    // The one error of a whole season: its dates' order, which no line settles.
    if (e.code == elo::ErrorCode::DateOrderAmbiguous && e.line == 0) continue;
    const int lines = linesIn(e.text == elo::LadderText::Roster ? roster : games);
    if (e.line < 1 || e.line > lines) return false;
  }
  return true;
}

// Every point of a history has a date: none (0), or a day of the calendar as a ladder writes it.
bool datedPointForPoint(const elo::Ladder& ladder) {
  for (const elo::LadderPlayer& p : ladder.players) {
    if (p.historyDates.size() != p.history.size()) return false;
    for (const int d : p.historyDates) {
      const elo::LadderDate date{d / 10000, d / 100 % 100, d % 100};
      if (d != 0 && !elo::parseLadderDate(elo::ladderDateText(date)).ok()) return false;
    }
  }
  return true;
}

bool replays(const elo::LadderInput& in, elo::LadderUpdate update) {
  elo::LadderOptions options;
  options.rules = elo::fideRules();
  options.update = update;
  options.provisional = elo::Provisional{2, elo::KFactor::whole(40)};
  const elo::Ladder ladder = elo::replayLadder(in, options);
  if (!ladder.errors.empty()) return update == elo::LadderUpdate::Period;
  return ladder.players.size() == in.names.size() && ladder.ranking.size() == in.names.size() &&
         ladder.rows.size() == in.games.size() && datedPointForPoint(ladder);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string bytes(reinterpret_cast<const char*>(data), size);
  const std::size_t split = bytes.find('\0');
  const std::string games = bytes.substr(0, split);
  const std::string roster = split == std::string::npos ? std::string() : bytes.substr(split + 1);
  const elo::LadderInput in = elo::readLadder(games, roster);
  if (!wellFormed(in, games, roster)) std::abort();
  if (in.errors.empty() &&
      (!replays(in, elo::LadderUpdate::Game) || !replays(in, elo::LadderUpdate::Period)))
    std::abort();
  const nlohmann::json request = {
      {"ladder", {{"gamesText", games}, {"roster", roster}, {"update", "period"}}}};
  const std::string json = request.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  const nlohmann::json response = nlohmann::json::parse(elo::calculate(json), nullptr, false);
  if (!response.is_object() || !response["errors"].is_array()) std::abort();
  return 0;
}
