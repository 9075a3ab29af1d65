#pragma once
// A whole event: every player of a tournament report file rated with the rule functions of
// rules.hpp and period.hpp, as if the event were the player's only one in the period.

#include <optional>

#include "elo/rated_event.hpp"
#include "elo/rules.hpp"
#include "elo/time_control.hpp"
#include "elo/trf.hpp"

namespace elo {

/// The class of a file's time control: 122's text, or 222's encoding.
TimeControlClass timeControlClassOf(const TrfHeader& header);

/// The rules for a time control's class: standard → fide, rapid → fide-rapid, blitz → fide-blitz.
std::optional<RuleSet> rulesForTimeControl(TimeControlClass timeControl);

/// The rules an event is rated with when the request names none, and why.
struct EventRules {
  RuleSet rules;
  RulesFrom from = RulesFrom::Default;
};

/// The rules for a file whose request names none: its time control's, else FIDE's standard ones.
EventRules rulesForFile(const TrfHeader& header);

/// The event's year for the junior rule: the request's, else 052's, 042's, the last 132 date's.
std::optional<int> eventYear(std::optional<int> requestYear, const TrfHeader& header);

/// FIDE B.02 8.2 and 8.3 for every player of a file read without errors. The file is taken by
/// value: a caller that moves it in gives the event its header and warnings without a copy.
Event rateEvent(TrfFile file, const EventOptions& options);

}  // namespace elo
