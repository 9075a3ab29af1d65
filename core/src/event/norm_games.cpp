// Which rounds are games for a norm (B.01 1.4.1, 1.4.2), and what the event settles for every
// player: round robin or Swiss, the rounds planned, and the 1.4.3 exemption.
#include "event/norm_games.hpp"

#include <algorithm>
#include <cctype>
#include <set>
#include <string_view>

namespace elo {
namespace {

bool isQuickGame(TrfResult r) {
  return r == TrfResult::QuickWin || r == TrfResult::QuickDraw || r == TrfResult::QuickLoss;
}

// B.01 1.4.3d counts a player who misses at most one round, a pairing-allocated bye not being
// missed: a game (even of less than one move) or a forfeit won is a round played.
bool missedRound(TrfResult r) {
  return !(isPlayed(r) || isQuickGame(r) || r == TrfResult::ForfeitWin ||
           r == TrfResult::PairingBye);
}

std::string lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// B.01 1.4.2b: an unrated player who scored nothing against the rated players (in the games
// played over the board).
bool scoredNothingAgainstRated(const Event& event, const EventPlayer& p,
                               const std::vector<int>& indexOfRank) {
  if (p.rating) return false;
  for (const EventGame& g : p.games) {
    if (!g.trf.opponent || !isPlayed(g.trf.result) || g.trf.pairingMismatch) continue;
    const int at = *g.trf.opponent < static_cast<int>(indexOfRank.size())
                       ? indexOfRank[static_cast<std::size_t>(*g.trf.opponent)]
                       : -1;
    if (at < 0 || !event.players[static_cast<std::size_t>(at)].rating) continue;
    if (resultPoints(g.trf.result).halves() > 0) return false;
  }
  return true;
}

// The titles a player held when the event started: as the request gives them, else the file's.
std::vector<std::string> titlesHeld(const NormOptions& options, const TrfPlayer& trf) {
  const auto given = options.titlesHeld.find(trf.startRank);
  if (given != options.titlesHeld.end()) return given->second;
  if (trf.title.empty()) return {};
  return {trf.title};
}

bool holdsNormTitle(const NormPlayer& p) {
  for (const std::string& title : p.held) {
    if (normTitleNamed(title)) return true;
  }
  return false;
}

// B.01 1.4.1 and 1.4.2: only games played over the board count (1.4.2c: not forfeits, nor
// byes), against an opponent of a FIDE federation (1.4.2a), and in a round robin not against an
// unrated opponent who scored nothing against the rated players (1.4.2b). A game the two lines
// disagree about is not known to have been played.
std::optional<NormExclusion> exclusionOf(const TrfRound& round, const NormPlayer* opponent) {
  const TrfResult r = round.result;
  if (r == TrfResult::NotPaired) return NormExclusion::NotPaired;
  if (r == TrfResult::ForfeitWin || r == TrfResult::ForfeitLoss) return NormExclusion::Forfeit;
  if (!opponent || !(isPlayed(r) || isQuickGame(r))) return NormExclusion::Bye;
  if (isQuickGame(r)) return NormExclusion::NotPlayed;
  if (round.pairingMismatch) return NormExclusion::PairingMismatch;
  if (opponent->event->trf.federation.empty()) return NormExclusion::NoFederation;
  if (opponent->unratedZeroScorer) return NormExclusion::UnratedZeroScorer;
  return std::nullopt;
}

}  // namespace

const NormPlayer* NormEvent::player(int startRank) const {
  if (startRank <= 0 || startRank >= static_cast<int>(indexOfRank.size())) return nullptr;
  const int at = indexOfRank[static_cast<std::size_t>(startRank)];
  return at < 0 ? nullptr : &players[static_cast<std::size_t>(at)];
}

// TRF16's 092 is free text: "Individual: Swiss-System", "Round Robin", "Rundenturnier (Berger)".
bool isRoundRobinType(std::string_view type) {
  const std::string text = lower(type);
  return text.find("robin") != std::string::npos || text.find("berger") != std::string::npos ||
         text.find("rundenturnier") != std::string::npos;
}

// B.01 1.4.3d: a Swiss in which, in every round, at least 20 FIDE-rated players not from the
// host federation (032) take part, from at least 3 federations, at least 10 of them holding GM,
// IM, WGM or WIM; a player counts when they miss at most one round. Without a host federation in
// the file it cannot be told, and does not hold.
bool swissExemptionHolds(const NormEvent& ctx) {
  const Event& event = *ctx.event;
  const std::string& host = event.header.federation;
  if (ctx.roundRobin || host.empty()) return false;
  constexpr int kLeastPlayers = 20, kLeastFederations = 3, kLeastTitled = 10;
  int players = 0;
  int titled = 0;
  std::set<std::string> federations;
  for (const NormPlayer& p : ctx.players) {
    const TrfPlayer& t = p.event->trf;
    if (!p.event->rating || t.federation.empty() || isFideFlag(t.federation) ||
        t.federation == host)
      continue;
    int missed = 0;
    for (int k = 0; k < event.rounds; ++k) {
      const std::size_t at = static_cast<std::size_t>(k);
      const TrfResult r = at < t.rounds.size() ? t.rounds[at].result : TrfResult::NotPaired;
      if (missedRound(r)) ++missed;
    }
    if (missed > 1) continue;
    ++players;
    federations.insert(t.federation);
    if (holdsNormTitle(p)) ++titled;
  }
  return players >= kLeastPlayers && static_cast<int>(federations.size()) >= kLeastFederations &&
         titled >= kLeastTitled;
}

NormEvent normEvent(const Event& event, const NormOptions& options) {
  NormEvent ctx;
  ctx.event = &event;
  int highest = 0;
  for (const EventPlayer& p : event.players) highest = std::max(highest, p.trf.startRank);
  ctx.indexOfRank.assign(static_cast<std::size_t>(highest) + 1, -1);
  ctx.players.reserve(event.players.size());
  for (std::size_t i = 0; i < event.players.size(); ++i) {
    const EventPlayer& p = event.players[i];
    ctx.indexOfRank[static_cast<std::size_t>(p.trf.startRank)] = static_cast<int>(i);
    ctx.players.push_back({&p, titlesHeld(options, p.trf), false});
  }
  ctx.roundRobin = options.roundRobin.value_or(isRoundRobinType(event.header.type));
  const std::optional<int> planned =
      options.plannedRounds ? options.plannedRounds : event.header.plannedRounds;
  ctx.plannedKnown = planned.has_value();
  ctx.plannedRounds = std::max(planned.value_or(event.rounds), event.rounds);
  if (ctx.roundRobin) {
    for (NormPlayer& p : ctx.players)
      p.unratedZeroScorer = scoredNothingAgainstRated(event, *p.event, ctx.indexOfRank);
  }
  return ctx;
}

// Every round of the player, each with its opponent and whether it counts.
std::vector<NormRound> normRounds(const NormEvent& ctx, const NormPlayer& player) {
  std::vector<NormRound> rounds;
  rounds.reserve(player.event->games.size());
  for (const EventGame& g : player.event->games) {
    NormRound r;
    r.round = g.round;
    r.score = resultPoints(g.trf.result);
    r.standInCandidate =
        g.trf.result == TrfResult::ForfeitWin || g.trf.result == TrfResult::PairingBye;
    if (g.trf.opponent) r.opponent = ctx.player(*g.trf.opponent);
    r.exclusion = exclusionOf(g.trf, r.opponent);
    rounds.push_back(r);
  }
  return rounds;
}

}  // namespace elo
