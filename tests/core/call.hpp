#pragma once
// Calling the core as JavaScript does, for the tests that check whole requests and responses.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "elo/api.hpp"

namespace elo::testing {

/// The response to a request's text, parsed.
inline nlohmann::json call(const std::string& text) {
  const nlohmann::json response = nlohmann::json::parse(calculate(text), nullptr, false);
  EXPECT_FALSE(response.is_discarded()) << text;
  return response;
}

/// The response to a request, parsed.
inline nlohmann::json call(const nlohmann::json& request) { return call(request.dump()); }

/// Whether the response reports `code` on `field` (and on `line`, unless 0).
inline bool hasError(const nlohmann::json& response, const std::string& code,
                     const std::string& field, int line = 0) {
  for (const nlohmann::json& e : response["errors"]) {
    if (e["code"] == code && e["field"] == field && (line == 0 || e.value("line", 0) == line))
      return true;
  }
  return false;
}

/// The player of the response's event whose starting rank is `startRank` (null when none).
inline const nlohmann::json& playerOf(const nlohmann::json& response, int startRank) {
  for (const nlohmann::json& p : response["event"]["players"]) {
    if (p["startRank"] == startRank) return p;
  }
  static const nlohmann::json kNone;
  return kNone;
}

}  // namespace elo::testing
