#pragma once
// A compact JSON writer for the core's answers (internal). It writes straight into one string,
// in the order it is called: the caller keeps an object's keys sorted.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace elo {

/// Compact JSON (no spaces) written value by value into one growing string.
class JsonWriter {
 public:
  /// A writer that starts with room for about `expectedBytes` bytes.
  explicit JsonWriter(std::size_t expectedBytes = 1024);

  /// Starts an object.
  JsonWriter& beginObject();
  /// Ends the object started last.
  JsonWriter& endObject();
  /// Starts an array.
  JsonWriter& beginArray();
  /// Ends the array started last.
  JsonWriter& endArray();
  /// Writes an object's key; its value is what is written next.
  JsonWriter& key(std::string_view name);
  /// The same for a key written in the core's source (a name such as "gamesCount"), which
  /// needs no escape and is not checked for one: an answer holds some ten keys a game.
  template <std::size_t N>
  JsonWriter& key(const char (&name)[N]) {
    return sourceKey(std::string_view(name, N - 1));
  }

  /// Writes true or false.
  JsonWriter& boolean(bool b);
  /// Writes a string, escaped as JSON requires; UTF-8 passes through as it is.
  JsonWriter& string(std::string_view s);
  /// Writes null.
  JsonWriter& null();
  /// Writes a whole number.
  JsonWriter& integer(std::int64_t n);
  /// Writes x, already rounded to `decimals` places, without trailing zeros after the point
  /// (a whole number has no point); null when x is not finite or too large to write exactly.
  JsonWriter& fixed(double x, int decimals);
  /// Writes n / 10^decimals, without trailing zeros after the point.
  JsonWriter& scaled(std::int64_t n, int decimals);

  /// The text written; the writer is empty afterwards.
  std::string take();

 private:
  JsonWriter& sourceKey(std::string_view name);
  JsonWriter& open(char bracket);
  JsonWriter& close(char bracket);
  JsonWriter& token(std::string_view text);
  void separate();
  void escaped(std::string_view s);
  char* grab(std::size_t n);
  char* lead(std::size_t n);
  char* quotedPlain(std::string_view s, std::size_t after);
  void put(std::string_view s);

  std::string text_;  // written up to size_; the rest is room to grow
  std::size_t size_ = 0;
  bool first_ = true;  // nothing written yet in the current object or array, or just after a key
};

}  // namespace elo
