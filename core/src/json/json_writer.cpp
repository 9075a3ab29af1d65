#include "json/json_writer.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace elo {
namespace {

// Above this magnitude a double's scaled value may not fit a 64-bit integer (2^63 ≈ 9.22e18).
constexpr double kLargestScaled = 9.0e18;

// RFC 8259, section 7: the quotation mark, the backslash and the control characters below
// U+0020 must be escaped; everything else, UTF-8 included, may stand as it is.
// Inlined in the loops below: a call a character was a tenth of writing an answer.
[[gnu::always_inline]] inline bool mustEscape(char ch) {
  return ch == '"' || ch == '\\' || static_cast<unsigned char>(ch) < 0x20;
}

bool needsEscape(std::string_view s) {
  for (const char ch : s) {
    if (mustEscape(ch)) return true;
  }
  return false;
}

}  // namespace

JsonWriter::JsonWriter(std::size_t expectedBytes) : text_(expectedBytes, '\0') {}

JsonWriter& JsonWriter::beginObject() { return open('{'); }
JsonWriter& JsonWriter::endObject() { return close('}'); }
JsonWriter& JsonWriter::beginArray() { return open('['); }
JsonWriter& JsonWriter::endArray() { return close(']'); }

JsonWriter& JsonWriter::key(std::string_view name) {
  if (char* p = quotedPlain(name, 1)) {
    *p = ':';
  } else {
    separate();
    escaped(name);
    put(":");
  }
  first_ = true;
  return *this;
}

JsonWriter& JsonWriter::sourceKey(std::string_view name) {
  char* p = lead(name.size() + 3);
  *p++ = '"';
  std::memcpy(p, name.data(), name.size());
  p += name.size();
  p[0] = '"';
  p[1] = ':';
  first_ = true;
  return *this;
}

JsonWriter& JsonWriter::boolean(bool b) { return token(b ? "true" : "false"); }

JsonWriter& JsonWriter::string(std::string_view s) {
  if (!quotedPlain(s, 0)) {
    separate();
    escaped(s);
  }
  return *this;
}

JsonWriter& JsonWriter::null() { return token("null"); }

JsonWriter& JsonWriter::integer(std::int64_t n) { return scaled(n, 0); }

JsonWriter& JsonWriter::fixed(double x, int decimals) {
  double scale = 1;
  for (int i = 0; i < decimals; ++i) scale *= 10;
  const double scaledValue = x * scale;
  if (!std::isfinite(scaledValue) || std::fabs(scaledValue) > kLargestScaled) return null();
  return scaled(std::llround(scaledValue), decimals);
}

JsonWriter& JsonWriter::scaled(std::int64_t n, int decimals) {
  const bool negative = n < 0;
  // The magnitude as unsigned, so that the most negative value has one too.
  std::uint64_t digits =
      negative ? 0 - static_cast<std::uint64_t>(n) : static_cast<std::uint64_t>(n);
  char buffer[32];
  char* const end = buffer + sizeof buffer;
  char* p = end;
  int places = decimals;
  while (places > 0 && digits % 10 == 0) {
    digits /= 10;
    --places;
  }
  for (; places > 0; --places, digits /= 10) *--p = static_cast<char>('0' + digits % 10);
  if (p != end) *--p = '.';
  do {
    *--p = static_cast<char>('0' + digits % 10);
    digits /= 10;
  } while (digits != 0);
  if (negative) *--p = '-';
  return token(std::string_view(p, static_cast<std::size_t>(end - p)));
}

std::string JsonWriter::take() {
  text_.resize(size_);
  size_ = 0;
  first_ = true;
  return std::move(text_);
}

JsonWriter& JsonWriter::open(char bracket) {
  *lead(1) = bracket;
  first_ = true;
  return *this;
}

JsonWriter& JsonWriter::close(char bracket) {
  *grab(1) = bracket;
  first_ = false;
  return *this;
}

JsonWriter& JsonWriter::token(std::string_view text) {
  std::memcpy(lead(text.size()), text.data(), text.size());
  return *this;
}

void JsonWriter::separate() { lead(0); }

// Room for n bytes at the end, counted as written; the caller fills them.
char* JsonWriter::grab(std::size_t n) {
  if (size_ + n > text_.size()) text_.resize(std::max(2 * text_.size(), size_ + n));
  char* const at = text_.data() + size_;
  size_ += n;
  return at;
}

// Like grab, after the comma that separates a value from the one before.
char* JsonWriter::lead(std::size_t n) {
  const bool comma = !first_;
  first_ = false;
  char* const at = grab(n + comma);
  if (comma) *at = ',';
  return at + comma;
}

// A string that needs no escape, quoted and written at once with `after` bytes of room behind
// it (returned); null, with nothing written, when it needs escapes.
char* JsonWriter::quotedPlain(std::string_view s, std::size_t after) {
  if (needsEscape(s)) return nullptr;
  char* p = lead(s.size() + 2 + after);
  *p++ = '"';
  std::memcpy(p, s.data(), s.size());
  p += s.size();
  *p++ = '"';
  return p;
}

// A quoted string with escapes (an event's games lists, one line each): the runs between
// escapes are copied whole.
void JsonWriter::escaped(std::string_view s) {
  static const char* const kHex = "0123456789abcdef";
  put("\"");
  std::size_t from = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char ch = s[i];
    if (!mustEscape(ch)) continue;
    put({s.data() + from, i - from});
    from = i + 1;
    const auto c = static_cast<unsigned char>(ch);
    // A backslash and the character itself, a short name, or u00 and two hex digits.
    char escape[] = {'\\', ch, '0', '0', kHex[c >> 4], kHex[c & 15]};
    std::size_t length = 2;
    switch (c) {
      case '"':
      case '\\': break;
      case '\b': escape[1] = 'b'; break;
      case '\f': escape[1] = 'f'; break;
      case '\n': escape[1] = 'n'; break;
      case '\r': escape[1] = 'r'; break;
      case '\t': escape[1] = 't'; break;
      default: escape[1] = 'u'; length = sizeof escape;
    }
    put(std::string_view(escape, length));
  }
  put({s.data() + from, s.size() - from});
  put("\"");
}

void JsonWriter::put(std::string_view s) { std::memcpy(grab(s.size()), s.data(), s.size()); }

}  // namespace elo
