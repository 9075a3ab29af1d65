// Reading a TRF line by line: the text checked, split into lines, each line read by its kind.
// What needs the whole file (starting ranks, opponents, pairings, points) is in trf_checks.cpp.
#include "elo/trf.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "elo/parse.hpp"
#include "event/trf_checks.hpp"
#include "text/text.hpp"
#include "text/trf_codes.hpp"

namespace elo {
namespace {

/// TRF16's player line, columns 1-based and inclusive.
constexpr int kRankFirst = 5, kRankLast = 8;
constexpr int kSexColumn = 10;
constexpr int kTitleFirst = 11, kTitleLast = 13;
constexpr int kNameFirst = 15, kNameLast = 47;
constexpr int kRatingFirst = 49, kRatingLast = 52;
constexpr int kFederationFirst = 54, kFederationLast = 56;
constexpr int kFideIdFirst = 58, kFideIdLast = 68;
constexpr int kBirthFirst = 70, kBirthLast = 79;
constexpr int kPointsFirst = 81, kPointsLast = 84;
constexpr int kPlaceFirst = 86, kPlaceLast = 89;
/// Round k's block starts at column 92 + 10 (k − 1): opponent 92–95, colour 97, result 99,
/// blanks at 96 and 98. The 132 line's round dates start at the same columns.
constexpr int kFirstBlock = 92;
constexpr int kBlockWidth = 10;
constexpr int kOpponentWidth = 4;
constexpr int kColourOffset = 5;
constexpr int kResultOffset = 7;

/// Line kinds (the first three characters) that this reader uses or knows to skip.
constexpr std::string_view kPlayerKind = "001";
constexpr std::string_view kCommentKind = "###";
constexpr std::string_view kPlannedRoundsKind = "XXR";
bool isDigits(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), isAsciiDigit);
}

// A whole number of at most 9 digits (TRF's widest numeric field has 4).
std::optional<int> wholeNumber(std::string_view s) {
  if (!isDigits(s) || s.size() > 9) return std::nullopt;
  int n = 0;
  for (const char c : s) n = n * 10 + (c - '0');
  return n;
}

// A line's columns, counted in characters (UTF-8 sequences) or, as some programs pad, in bytes.
class Columns {
 public:
  Columns(std::string_view line, bool byCharacter) : line_(line) {
    // In ASCII a character is a byte: no offsets to keep (most lines, and the fast case).
    const auto ascii = [](char c) { return static_cast<unsigned char>(c) < 0x80; };
    if (!byCharacter || std::all_of(line.begin(), line.end(), ascii)) return;
    starts_.reserve(line.size());
    for (std::size_t i = 0; i < line.size(); ++i) {
      if (!isContinuationByte(static_cast<unsigned char>(line[i]))) starts_.push_back(i);
    }
  }
  int count() const { return static_cast<int>(starts_.empty() ? line_.size() : starts_.size()); }
  // Columns first to last (1-based, inclusive), as far as the line goes.
  std::string_view field(int first, int last) const {
    const int n = count();
    if (first > n) return {};
    const std::size_t begin = offset(first - 1);
    const std::size_t end = last >= n ? line_.size() : offset(last);
    return line_.substr(begin, end - begin);
  }

 private:
  std::size_t offset(int column) const {
    return starts_.empty() ? static_cast<std::size_t>(column)
                           : starts_[static_cast<std::size_t>(column)];
  }
  std::string_view line_;
  std::vector<std::size_t> starts_;  // empty: one byte a column
};

char upper(char c) { return c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c; }

// The blanks between a player line's fields (columns 4, 9, 14, 48, 53, 57, 69, 80 and 85), as
// far as the line goes: where they are not blank, the line is not counted in these columns.
bool aligned(const Columns& c) {
  static constexpr int kBlankColumns[] = {4, 9, 14, 48, 53, 57, 69, 80, 85};
  return std::all_of(std::begin(kBlankColumns), std::end(kBlankColumns),
                     [&](int column) { return trim(c.field(column, column), kSpaceTab).empty(); });
}

// A line's columns count characters, as TRF16 means them; a program that pads UTF-8 names by
// bytes is recognised by its blanks falling in place only when bytes are counted. Fields with a
// blank on each side then hold whole characters; the sex and the title have none between them,
// so a character cut in two there (its halves are not text) means characters are counted.
Columns columnsOf(std::string_view line) {
  Columns byCharacter(line, true);
  if (aligned(byCharacter)) return byCharacter;
  Columns byByte(line, false);
  const bool titleWhole = line.size() <= kTitleFirst - 1 ||
                          !isContinuationByte(static_cast<unsigned char>(line[kTitleFirst - 1]));
  return titleWhole && aligned(byByte) ? byByte : byCharacter;
}

// TRF's result codes, either case; a blank is a zero-point bye.
std::optional<TrfResult> resultCode(char c) {
  switch (upper(c)) {
    case '1': return TrfResult::Win;
    case '=': return TrfResult::Draw;
    case '0': return TrfResult::Loss;
    case '+': return TrfResult::ForfeitWin;
    case '-': return TrfResult::ForfeitLoss;
    case 'W': return TrfResult::QuickWin;
    case 'D': return TrfResult::QuickDraw;
    case 'L': return TrfResult::QuickLoss;
    case 'H': return TrfResult::HalfBye;
    case 'F': return TrfResult::FullBye;
    case 'U': return TrfResult::PairingBye;
    case 'Z':
    case ' ': return TrfResult::ZeroBye;
    default: return std::nullopt;
  }
}

// The upper-case title, from either the upper-case form or the right-aligned lowercase one.
std::string title(std::string_view written) {
  static constexpr std::pair<std::string_view, std::string_view> kShort[] = {
      {"g", "GM"},   {"m", "IM"},   {"f", "FM"},   {"c", "CM"},
      {"wg", "WGM"}, {"wm", "WIM"}, {"wf", "WFM"}, {"wc", "WCM"}};
  for (const auto& [lower, full] : kShort) {
    if (written == lower) return std::string(full);
  }
  return std::string(written);
}

// `m` or `w`; `f` (female) is written by some programs for `w`.
std::string sex(std::string_view written) {
  if (written == "m" || written == "M") return "m";
  if (written == "w" || written == "W" || written == "f" || written == "F") return "w";
  return std::string(written);
}

// "6.0", "5.5", "10,5": a whole number of half points.
std::optional<Score> points(std::string_view s) {
  const std::size_t mark = s.find_first_of(".,");
  const std::string_view whole = s.substr(0, mark);
  const std::string_view fraction = mark == std::string_view::npos ? "" : s.substr(mark + 1);
  const std::optional<int> n = wholeNumber(whole);
  if (!n || (!fraction.empty() && fraction != "0" && fraction != "5" && fraction != "00" &&
             fraction != "50")) {
    return std::nullopt;
  }
  return Score::fromHalves(*n * 2 + (!fraction.empty() && fraction.front() == '5' ? 1 : 0));
}

class PlayerLine {
 public:
  PlayerLine(Columns c, int line) : c_(std::move(c)) { player_.line = line; }

  // The player, or the errors that the line has.
  std::vector<TrfError> read() {
    const std::optional<int> rank = wholeNumber(text(kRankFirst, kRankLast));
    if (!rank || *rank == 0) fail(ErrorCode::TrfLineInvalid, 0);
    else player_.startRank = *rank;
    player_.sex = sex(text(kSexColumn, kSexColumn));
    player_.title = title(text(kTitleFirst, kTitleLast));
    player_.name = std::string(text(kNameFirst, kNameLast));
    readRating(text(kRatingFirst, kRatingLast));
    player_.federation = std::string(text(kFederationFirst, kFederationLast));
    player_.fideId = std::string(text(kFideIdFirst, kFideIdLast));
    player_.birth = std::string(text(kBirthFirst, kBirthLast));
    player_.birthYear = trfDateYear(player_.birth, TrfDate::Birth);
    player_.pointsInFile = points(text(kPointsFirst, kPointsLast));
    const std::optional<int> place = wholeNumber(text(kPlaceFirst, kPlaceLast));
    if (place && *place > 0) player_.rank = place;
    readRounds();
    return errors_;
  }
  TrfPlayer& player() { return player_; }

 private:
  std::string_view text(int first, int last) const {
    return trim(c_.field(first, last), kSpaceTab);
  }

  void fail(ErrorCode code, int round) { errors_.push_back({code, player_.line, round}); }

  // Blank or 0: unrated; otherwise a rating the core accepts.
  void readRating(std::string_view s) {
    if (s.empty() || s.find_first_not_of('0') == std::string_view::npos) return;
    const std::optional<int> n = wholeNumber(s);
    if (!n || *n < kMinRating || *n > kMaxRating) fail(ErrorCode::TrfLineInvalid, 0);
    else player_.rating = Rating::fromPoints(*n);
  }

  void readRounds() {
    for (int k = 1; kFirstBlock + kBlockWidth * (k - 1) <= c_.count(); ++k) {
      const int first = kFirstBlock + kBlockWidth * (k - 1);
      const std::string_view block = c_.field(first, first + kBlockWidth - 1);
      if (trim(block, kSpaceTab).empty()) {
        player_.rounds.emplace_back();
        continue;
      }
      if (k > kMaxTrfRounds) {
        fail(ErrorCode::TooManyRounds, 0);
        return;
      }
      player_.rounds.push_back(readBlock(first, k));
    }
  }

  TrfRound readBlock(int first, int round) {
    TrfRound r;
    const std::string_view opponent = text(first, first + kOpponentWidth - 1);
    const std::string_view colour = c_.field(first + kColourOffset, first + kColourOffset);
    const std::string_view result = c_.field(first + kResultOffset, first + kResultOffset);
    const bool separated =
        trim(c_.field(first + kOpponentWidth, first + kOpponentWidth), kSpaceTab).empty() &&
        trim(c_.field(first + kResultOffset - 1, first + kResultOffset - 1), kSpaceTab).empty();
    const std::optional<int> rank =
        opponent.empty() ? std::optional<int>(0) : wholeNumber(opponent);
    if (!separated || !rank || colour.size() > 1) fail(ErrorCode::TrfLineInvalid, round);
    else if (*rank > 0) r.opponent = rank;
    const char c = colour.empty() ? ' ' : colour.front();
    if (c == 'w' || c == 'W') r.colour = Colour::White;
    else if (c == 'b' || c == 'B') r.colour = Colour::Black;
    else if (c != '-' && c != ' ') fail(ErrorCode::TrfLineInvalid, round);
    const std::optional<TrfResult> code =
        result.size() > 1 ? std::nullopt : resultCode(result.empty() ? ' ' : result.front());
    if (!code) {
      fail(ErrorCode::TrfResultInvalid, round);
      return r;
    }
    r.result = *code;
    r.code = *code == TrfResult::ZeroBye ? 'Z' : upper(result.front());
    return r;
  }

  Columns c_;
  TrfPlayer player_;
  std::vector<TrfError> errors_;
};

// The file's last line that is not blank: its number, and for a player line the columns it
// fills (trailing blanks left out; 0 for any other line) and whether blanks end it.
struct LastLine {
  int number = 0;
  int playerColumns = 0;
  bool blankEnd = false;
};

// The column a player line with `rounds` rounds reaches: the last round's result.
constexpr int roundsEnd(int rounds) {
  return kFirstBlock + kBlockWidth * (rounds - 1) + kResultOffset;
}

// A file cut off, as a download or a copy that stopped leaves it: no line end after its last
// line, a player line that stops short of the rounds the other lines have, inside a round's
// block or its fields. A line that ends at a round's result, with no blank after it, is a line
// whose writer trims blanks, of a player who left early: whole.
bool cutOff(const TrfFile& file, const LastLine& last, std::string_view text) {
  const int columns = last.playerColumns;
  if (columns == 0 || file.rounds == 0 || text.back() == '\n' || text.back() == '\r') return false;
  const bool insideRounds = columns >= kFirstBlock;
  const bool atAResult =
      insideRounds && (columns - kFirstBlock) % kBlockWidth == kResultOffset && !last.blankEnd;
  return columns < roundsEnd(file.rounds) && !atAResult;
}

class Reader {
 public:
  explicit Reader(TrfFile& file) : file_(file) {}

  void line(std::string_view text, int number) {
    const std::string_view kind = text.substr(0, 3);
    if (!trim(text, kSpaceTab).empty()) last_ = {number, 0};
    if (kind == kPlayerKind) player(text, number);
    else if (kind == kCommentKind || trim(text, kSpaceTab).empty()) return;
    else if (isTrfHeaderCode(kind)) header(kind, text, number);
    else ignore(text, number);
  }

  bool sawPlayers() const { return playerLines_ > 0; }
  const LastLine& last() const { return last_; }

 private:
  void header(std::string_view kind, std::string_view text, int number) {
    const std::string value(trim(text.substr(kind.size()), kSpaceTab));
    TrfHeader& h = file_.header;
    if (kind == "012") h.name = value;
    else if (kind == "022") h.city = value;
    else if (kind == "032") h.federation = value;
    else if (kind == "042") h.start = value;
    else if (kind == "052") h.end = value;
    else if (kind == "092") h.type = value;
    else if (kind == "062") h.playerCount = wholeNumber(value);
    else if (kind == "102") h.arbiter = value;
    if (kind == "222" && !value.empty()) h.encoded = {value, number};
    if ((kind == "122" && !value.empty()) || (kind == "222" && h.timeControl.empty())) {
      h.timeControl = value;
      h.timeControlLine = number;
      h.timeControlEncoded = kind == "222";
    } else if (kind == "132") roundDates(text);
  }

  // Counted, and the first ones listed by their code: three characters, not bytes (a line may
  // start with any text), trailing blanks trimmed.
  void ignore(std::string_view text, int number) {
    if (text.substr(0, 3) == kPlannedRoundsKind) plannedRounds(text);
    if (++file_.ignoredLines > kMaxTrfIgnoredListed) return;
    std::size_t end = 0;
    for (int n = 0; n < 3 && end < text.size(); ++n) end += characterLength(text, end);
    while (end > 0 && isOneOf(text[end - 1], kSpaceTab)) --end;
    file_.ignored.push_back({number, std::string(text.data(), end)});
  }

  // XXR: the rounds planned, which pairing programs write and the norms' forecast reads. The line
  // stays among the ignored ones, as the ratings do not use it.
  void plannedRounds(std::string_view text) {
    const std::optional<int> rounds = wholeNumber(trim(text.substr(3), kSpaceTab));
    if (rounds && *rounds > 0 && *rounds <= kMaxTrfRounds) file_.header.plannedRounds = rounds;
  }

  void roundDates(std::string_view text) {
    const Columns c(text, true);
    for (int first = kFirstBlock; first <= c.count(); first += kBlockWidth)
      file_.header.roundDates.emplace_back(
          trim(c.field(first, first + kBlockWidth - 1), kSpaceTab));
  }

  void player(std::string_view text, int number) {
    if (++playerLines_ > kMaxTrfPlayers) {
      if (playerLines_ == kMaxTrfPlayers + 1)
        file_.errors.push_back({ErrorCode::TooManyPlayers, number, 0});
      return;
    }
    last_.playerColumns = columnsOf(text.substr(0, text.find_last_not_of(kSpaceTab) + 1)).count();
    last_.blankEnd = isOneOf(text.back(), kSpaceTab);
    PlayerLine read(columnsOf(text), number);
    const std::vector<TrfError> errors = read.read();
    file_.errors.insert(file_.errors.end(), errors.begin(), errors.end());
    if (read.player().startRank > 0) file_.players.push_back(std::move(read.player()));
  }

  TrfFile& file_;
  int playerLines_ = 0;
  LastLine last_;
};

}  // namespace

TrfFile readTrf(std::string_view text) {
  TrfFile file;
  text = withoutByteOrderMark(text);  // that some programs write first
  if (const int line = firstLineNotText(text)) {
    file.errors.push_back({ErrorCode::TrfInvalid, line, 0});
    return file;
  }
  Reader reader(file);
  // A last empty line (after the last line end, or of an empty file) is blank, and skipped.
  forEachLine(text, [&](int number, std::string_view line) {
    reader.line(line, number);
    return true;
  });
  if (!reader.sawPlayers()) {
    file.errors.push_back({ErrorCode::TrfInvalid, 0, 0});
    return file;
  }
  checkPlayers(file);
  const LastLine& last = reader.last();
  if (cutOff(file, last, text)) sayCutOff(file, {ErrorCode::TrfTruncated, last.number, 0});
  else if (last.playerColumns > 0 && endsEarly(file, last.number))
    sayCutOff(file, {ErrorCode::TrfEndsEarly, last.number, 0});
  return file;
}

}  // namespace elo
