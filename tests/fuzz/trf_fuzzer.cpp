// libFuzzer target: any bytes as a tournament report file. The reader must answer with players
// in starting-rank order, every problem and every line left out on a line of the file; a file read
// without errors must be rated; and the same bytes as a request's event must be answered, all
// without crashing, leaking or undefined behaviour.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "elo/api.hpp"
#include "elo/event.hpp"
#include "elo/trf.hpp"
#include "text_lines.hpp"

namespace {

using elo::fuzz::linesIn;

bool wellFormed(const elo::TrfFile& file, std::string_view text) {
  for (std::size_t i = 1; i < file.players.size(); ++i) {
    if (file.players[i - 1].startRank > file.players[i].startRank) return false;
  }
  for (const elo::TrfPlayer& p : file.players) {
    if (static_cast<int>(p.rounds.size()) != file.rounds) return false;
  }
  const int lines = linesIn(text);
  for (const elo::TrfError& e : file.errors) {
    if (e.line < 0 || e.line > lines || e.round < 0 || e.round > elo::kMaxTrfRounds + 1)
      return false;
  }
  // The first lines left out, each by its code: three characters of at most four bytes.
  if (file.ignored.size() !=
      static_cast<std::size_t>(std::min(file.ignoredLines, elo::kMaxTrfIgnoredListed)))
    return false;
  for (const elo::TrfIgnoredLine& l : file.ignored) {
    if (l.line < 1 || l.line > lines || l.kind.size() > 12) return false;
  }
  return file.rounds <= elo::kMaxTrfRounds &&
         file.players.size() <= static_cast<std::size_t>(elo::kMaxTrfPlayers);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  const elo::TrfFile file = elo::readTrf(text);
  if (!wellFormed(file, text)) std::abort();
  if (file.errors.empty()) {
    const elo::EventOptions options{
        elo::fideRules(), elo::KChoice{true, elo::kStandardK}, std::nullopt, {}};
    const elo::Event event = elo::rateEvent(file, options);
    if (event.players.size() != file.players.size()) std::abort();
  }
  nlohmann::json request = {{"event", {{"trf", text}}}};
  const std::string json = request.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  const nlohmann::json response = nlohmann::json::parse(elo::calculate(json), nullptr, false);
  if (!response.is_object() || !response["errors"].is_array()) std::abort();
  return 0;
}
