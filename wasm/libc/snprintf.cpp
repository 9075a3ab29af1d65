// snprintf for the wasm module, in place of libc's. Its one caller is nlohmann_json's lexer,
// which writes a control character of a broken token as "<U+%.4X>" into a parse error's message;
// the core never reads that message, but libc's snprintf brings all of printf into the module
// (about 7 KB of wasm, long double formatting included). This one writes unsigned whole numbers
// (%u, %x, %X with a width, a precision and the 0 flag) and refuses every other conversion.
#include <cstdarg>
#include <cstddef>

namespace {

// Writes into `out` up to `size` - 1 characters, and counts every one it was asked to write.
class Output {
 public:
  Output(char* out, std::size_t size) : out_(out), size_(size) {}
  void put(char c) {
    if (count_ + 1 < size_) out_[count_] = c;
    ++count_;
  }
  int finish() {
    if (size_ > 0) out_[count_ < size_ ? count_ : size_ - 1] = '\0';
    return static_cast<int>(count_);
  }

 private:
  char* out_;
  std::size_t size_;
  std::size_t count_ = 0;
};

int readCount(const char*& f) {
  int n = 0;
  while (*f >= '0' && *f <= '9') n = n * 10 + (*f++ - '0');
  return n;
}

// One conversion after its '%'; false when it is not one of those written here.
bool convert(const char*& f, std::va_list& args, Output& out) {
  if (*f == '%') {
    out.put(*f++);
    return true;
  }
  const bool zeros = *f == '0';
  const int width = readCount(f);
  int precision = 1;
  if (*f == '.') precision = readCount(++f);
  const char type = *f++;
  if (type != 'u' && type != 'x' && type != 'X') return false;
  // Ten digits hold any unsigned; a longer precision than the buffer is refused.
  if (precision >= 16) return false;
  const unsigned base = type == 'u' ? 10 : 16;
  const char* digits = type == 'X' ? "0123456789ABCDEF" : "0123456789abcdef";
  unsigned n = va_arg(args, unsigned);
  char buffer[16];
  int length = 0;
  for (; n != 0 || length < precision; n /= base) buffer[length++] = digits[n % base];
  for (int pad = width - length; pad > 0; --pad) out.put(zeros && precision == 1 ? '0' : ' ');
  while (length > 0) out.put(buffer[--length]);
  return true;
}

}  // namespace

extern "C" int snprintf(char* out, std::size_t size, const char* format, ...) {
  Output written(out, size);
  std::va_list args;
  va_start(args, format);
  bool ok = true;
  for (const char* f = format; ok && *f != '\0';) {
    if (*f == '%') ok = convert(++f, args, written);
    else written.put(*f++);
  }
  va_end(args);
  const int count = written.finish();
  return ok ? count : -1;
}
