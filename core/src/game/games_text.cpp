// The game mode's list of games as typed: one game a line, and the two mistakes people make
// with whole texts (a tournament report file pasted, a line of three fields) told apart.
#include "elo/games_text.hpp"

#include <algorithm>
#include <array>
#include <string>

#include "elo/parse.hpp"
#include "rating/parse_text.hpp"
#include "text/text.hpp"
#include "text/trf_codes.hpp"

namespace elo {
namespace {

constexpr std::size_t kTrfCodeWidth = 3;
/// A TRF player line (001) is far longer than a game: rank, name, rating and rounds.
constexpr std::size_t kShortestTrfPlayerLine = 40;
bool startsWithCode(std::string_view line, std::string_view code) {
  return line.size() > kTrfCodeWidth && line.substr(0, kTrfCodeWidth) == code &&
         line[kTrfCodeWidth] == ' ';
}

bool isTrfHeaderLine(std::string_view line) {
  return line.size() > kTrfCodeWidth && line[kTrfCodeWidth] == ' ' &&
         isTrfHeaderCode(line.substr(0, kTrfCodeWidth));
}

// FIDE C.04 Annex 2 (TRF16): a player line starts "001 " at column 1, a header line with its
// three-digit code. One long player line, or two header lines, make a text a TRF: no list of
// games has either.
bool looksLikeTrf(std::string_view text) {
  int headerLines = 0;
  bool trf = false;
  forEachLine(text, [&](int, std::string_view line) {
    // Every code is three characters and a space: a game's line is most often out here.
    if (line.size() <= kTrfCodeWidth || line[kTrfCodeWidth] != ' ') return true;
    if (startsWithCode(line, "001") && line.size() >= kShortestTrfPlayerLine) trf = true;
    else if (isTrfHeaderLine(line) && ++headerLines >= 2) trf = true;
    return !trf;
  });
  return trf;
}

using Fields = std::pair<std::string_view, std::string_view>;

// What a line's separators give: two fields, or why not.
struct Split {
  std::optional<Fields> fields;
  bool tooMany = false;         ///< A separator found more than once: three fields or more.
  std::string_view firstField;  ///< The text before the first separator, when tooMany.
};

// The two fields of a line: split at "|", else at tabs, else at ";", else at the last spaces.
Split splitFields(std::string_view line) {
  auto around = [&](std::size_t at, std::size_t width) {
    return Fields{trim(line.substr(0, at), kTypedBlanks),
                  trim(line.substr(at + width), kTypedBlanks)};
  };
  Split split;
  for (const char sep : {'|', '\t', ';'}) {
    const std::size_t first = line.find(sep);
    if (first == std::string_view::npos) continue;
    std::size_t last = first;
    if (sep == '\t') {
      while (last + 1 < line.size() && line[last + 1] == '\t') ++last;
    }
    if (line.find(sep, last + 1) != std::string_view::npos) {
      split.tooMany = true;
      split.firstField = trim(line.substr(0, first), kTypedBlanks);
      return split;
    }
    split.fields = around(first, last - first + 1);
    break;
  }
  if (!split.fields) {
    const std::size_t lastSpace = line.find_last_of(' ');
    if (lastSpace == std::string_view::npos) return split;
    split.fields = around(lastSpace, 1);
  }
  if (split.fields->first.empty() || split.fields->second.empty()) split.fields.reset();
  return split;
}

// A field that reads as an opponent's rating (or "unrated"): the line began as a game does.
bool startsLikeAGame(std::string_view field) {
  const std::string_view first = field.substr(0, field.find(' '));
  return !first.empty() && ratingOrUnratedFromNormalized(first).ok();
}

Parsed<PeriodGame> gameFromLine(std::string_view line, int lineNumber) {
  const Split split = splitFields(line);
  if (split.tooMany) {
    return startsLikeAGame(split.firstField) ? ErrorCode::GamesTooManyFields
                                             : ErrorCode::LineFormat;
  }
  if (!split.fields) return ErrorCode::LineFormat;
  const Parsed<std::optional<Rating>> opponent = ratingOrUnratedFromNormalized(split.fields->first);
  if (!opponent.ok()) {
    // "1500 1 0": split at the last space, the rating field holds a rating and more.
    const bool more = split.fields->first.find(' ') != std::string_view::npos;
    if (more && startsLikeAGame(split.fields->first)) return ErrorCode::GamesTooManyFields;
    return opponent.error();
  }
  const Parsed<TypedScore> score = listScoreFromNormalized(split.fields->second);
  if (!score.ok()) return score.error();
  return listGame(lineNumber, opponent.value(), score.value());
}

// A line starting with "#" names the event of the games under it (an empty name names none).
void addEventHeading(GamesList& list, std::size_t gamesSeen, std::string_view hashes) {
  const std::size_t start = hashes.find_first_not_of('#');
  const std::string_view name =
      trim(start == std::string_view::npos ? "" : hashes.substr(start), kTypedBlanks);
  if (!name.empty()) list.events.push_back({gamesSeen, std::string(name)});
}

}  // namespace

GamesList parseGamesText(std::string_view text) {
  GamesList list;
  if (text.size() > kMaxGamesTextBytes) {
    list.listError = ErrorCode::TextTooLong;
    return list;
  }
  const std::string normalized = normalizeTyped(text);
  const std::string_view all(normalized);
  if (looksLikeTrf(all)) {
    list.listError = ErrorCode::GamesLookLikeTrf;
    return list;
  }
  // Room for a game a line, up to the most a list takes: one allocation instead of many.
  const auto lines = static_cast<std::size_t>(std::count(all.begin(), all.end(), '\n')) + 1;
  list.games.reserve(std::min(lines, kMaxGames));
  std::size_t gamesSeen = 0;
  bool tooMany = false;
  forEachLine(all, [&](int lineNumber, std::string_view line) {
    const std::string_view trimmed = trim(line, kTypedBlanks);
    if (!trimmed.empty() && trimmed.front() == '#') {
      addEventHeading(list, gamesSeen, trimmed);
      return true;
    }
    const std::size_t comment = line.find('#');
    if (comment != std::string_view::npos) line = line.substr(0, comment);
    line = trim(line, kTypedBlanks);
    if (line.empty()) return true;
    if (++gamesSeen > kMaxGames) {
      tooMany = true;
      return false;
    }
    Parsed<PeriodGame> game = gameFromLine(line, lineNumber);
    if (game.ok()) {
      list.games.push_back(game.value());
    } else {
      list.lineErrors.push_back({lineNumber, game.error()});
    }
    return true;
  });
  if (tooMany) {
    list = GamesList{};
    list.listError = ErrorCode::TooManyGames;
  }
  return list;
}

}  // namespace elo
