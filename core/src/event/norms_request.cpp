// Reading a request's `event.norms`: whether title norms are asked for, and the switches for
// what a file cannot say (the event type's exemption, round robin, the rounds planned, the
// titles a player held).
#include <string>
#include <utility>

#include "event/event_request.hpp"
#include "json/request_fields.hpp"

namespace elo {
namespace {

constexpr const char* kField = "event.norms";

std::optional<NormExemption> exemptionNamed(const std::string& name) {
  for (const NormExemption e : {NormExemption::None, NormExemption::NationalChampionship,
                                NormExemption::TeamChampionship, NormExemption::Zonal}) {
    if (normExemptionName(e) == name) return e;
  }
  return std::nullopt;
}

// A title as a player line writes it, in either case: GM IM FM CM WGM WIM WFM WCM.
std::optional<std::string> titleNamed(const std::string& text) {
  std::string upper;
  for (const char c : text) upper += (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c;
  for (const char* title : {"GM", "IM", "FM", "CM", "WGM", "WIM", "WFM", "WCM"}) {
    if (upper == title) return upper;
  }
  return std::nullopt;
}

class NormsReader {
 public:
  NormsReader(NormsRequest& norms, ErrorList& errors) : norms_(norms), errors_(errors) {}

  void read(const JsonValue& value) {
    if (value.isBoolean()) {
      norms_.asked = value.boolean;
      return;
    }
    if (!value.isObject()) return fail(kField);
    norms_.asked = true;
    if (const JsonValue* exemption = member(value, "exemption")) {
      const std::optional<NormExemption> e =
          exemption->isString() ? exemptionNamed(exemption->text) : std::nullopt;
      if (e) norms_.options.exemption = *e;
      else fail("event.norms.exemption");
    }
    if (const JsonValue* roundRobin = member(value, "roundRobin")) {
      if (roundRobin->isBoolean()) norms_.options.roundRobin = roundRobin->boolean;
      else fail("event.norms.roundRobin");
    }
    if (const JsonValue* rounds = member(value, "rounds")) readRounds(*rounds);
    if (const JsonValue* players = member(value, "players")) readPlayers(*players);
  }

 private:
  // The rounds planned: a whole number from 1 to TRF's 99.
  void readRounds(const JsonValue& value) {
    const double n = value.number;
    if (!value.isNumber() || n < 1 || n > kMaxTrfRounds || n != static_cast<int>(n))
      return fail("event.norms.rounds");
    norms_.options.plannedRounds = static_cast<int>(n);
  }

  // Per starting rank, `titles`: the titles held when the event started, replacing the file's.
  void readPlayers(const JsonValue& players) {
    if (!players.isObject()) return fail("event.norms.players");
    for (const JsonValue* item : players.membersByKey()) {
      const std::string field = std::string("event.norms.players.") + item->key;
      const std::optional<int> rank = startRankKey(item->key);
      if (!rank || !item->isObject()) {
        fail(field);
        continue;
      }
      const JsonValue* titles = member(*item, "titles");
      if (!titles) continue;
      std::vector<std::string> held;
      bool valid = titles->isArray();
      for (const JsonValue& t : titles->items) {
        const std::optional<std::string> title = t.isString() ? titleNamed(t.text) : std::nullopt;
        if (title) held.push_back(*title);
        else valid = false;
      }
      if (valid) norms_.options.titlesHeld[*rank] = std::move(held);
      else fail(field + ".titles");
    }
  }

  void fail(std::string field) {
    errors_.push_back({ErrorCode::NormsOptionInvalid, std::move(field)});
    norms_.readable = false;
  }

  NormsRequest& norms_;
  ErrorList& errors_;
};

}  // namespace

NormsRequest readNormsRequest(const JsonValue& value, ErrorList& errors) {
  NormsRequest norms;
  NormsReader(norms, errors).read(value);
  return norms;
}

}  // namespace elo
