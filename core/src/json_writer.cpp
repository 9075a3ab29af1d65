#include "json_writer.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace elo {
namespace {

// Above this magnitude a double's scaled value may not fit a 64-bit integer (2^63 ≈ 9.22e18).
constexpr double kLargestScaled = 9.0e18;

}  // namespace

JsonWriter::JsonWriter(std::size_t expectedBytes) : text_(expectedBytes, '\0') {}

JsonWriter& JsonWriter::beginObject() { return open('{'); }
JsonWriter& JsonWriter::endObject() { return close('}'); }
JsonWriter& JsonWriter::beginArray() { return open('['); }
JsonWriter& JsonWriter::endArray() { return close(']'); }

JsonWriter& JsonWriter::key(std::string_view name) {
  separate();
  quoted(name);
  put(':');
  first_ = true;
  return *this;
}

JsonWriter& JsonWriter::boolean(bool b) { return token(b ? "true" : "false"); }

JsonWriter& JsonWriter::string(std::string_view s) {
  separate();
  quoted(s);
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
  separate();
  put(bracket);
  first_ = true;
  return *this;
}

JsonWriter& JsonWriter::close(char bracket) {
  put(bracket);
  first_ = false;
  return *this;
}

JsonWriter& JsonWriter::token(std::string_view text) {
  separate();
  put(text);
  return *this;
}

void JsonWriter::separate() {
  if (!first_) put(',');
  first_ = false;
}

// RFC 8259, section 7: the quotation mark, the backslash and the control characters below
// U+0020 must be escaped; everything else, UTF-8 included, may stand as it is.
void JsonWriter::quoted(std::string_view s) {
  static const char* const kHex = "0123456789abcdef";
  put('"');
  const bool plain = std::none_of(s.begin(), s.end(), [](char ch) {
    return ch == '"' || ch == '\\' || static_cast<unsigned char>(ch) < 0x20;
  });
  if (plain) {
    put(s);
    put('"');
    return;
  }
  for (const char ch : s) {
    const unsigned char c = static_cast<unsigned char>(ch);
    switch (c) {
      case '"': put("\\\""); break;
      case '\\': put("\\\\"); break;
      case '\b': put("\\b"); break;
      case '\f': put("\\f"); break;
      case '\n': put("\\n"); break;
      case '\r': put("\\r"); break;
      case '\t': put("\\t"); break;
      default:
        if (c < 0x20) {
          const char escape[] = {'\\', 'u', '0', '0', kHex[c >> 4], kHex[c & 15]};
          put(std::string_view(escape, sizeof escape));
        } else {
          put(static_cast<char>(c));
        }
    }
  }
  put('"');
}

void JsonWriter::room(std::size_t n) {
  if (size_ + n > text_.size()) text_.resize(std::max(2 * text_.size(), size_ + n));
}

void JsonWriter::put(char c) {
  room(1);
  text_[size_++] = c;
}

void JsonWriter::put(std::string_view s) {
  room(s.size());
  std::memcpy(&text_[size_], s.data(), s.size());
  size_ += s.size();
}

}  // namespace elo
