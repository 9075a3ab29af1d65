// Decimal text to the nearest double. Most numbers take the exact path (at most 19 digits,
// a power of ten up to 1e22); the others start from an estimate a few units in the last place
// away and step to the nearest double by comparing exactly, in big integers, with the midpoints
// between neighbouring doubles.
#include "json_number.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <string>
#include <vector>

namespace elo {
namespace {

// Past this many significant digits only whether a later digit is nonzero can change the
// nearest double (a midpoint between two doubles has at most 767 significant digits).
constexpr std::size_t kKeptDigits = 800;
// Beyond these the number is infinite or zero whatever its digits.
constexpr long kExponentCap = 100000000;

// value = digits × 10^exponent, digits without leading or trailing zeros ("" for zero).
struct Decimal {
  std::string digits;
  long exponent = 0;
  bool negative = false;
};

bool isDigit(char c) { return c >= '0' && c <= '9'; }

Decimal readDecimal(std::string_view text) {
  Decimal d;
  std::size_t i = 0;
  if (i < text.size() && text[i] == '-') {
    d.negative = true;
    ++i;
  }
  long fractionDigits = 0;
  bool inFraction = false;
  for (; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '.') {
      inFraction = true;
      continue;
    }
    if (!isDigit(c)) break;
    if (inFraction) ++fractionDigits;
    if (c != '0' || !d.digits.empty()) d.digits.push_back(c);
  }
  long exponent = 0;
  if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
    ++i;
    bool negativeExponent = false;
    if (text[i] == '+' || text[i] == '-') negativeExponent = text[i++] == '-';
    for (; i < text.size() && isDigit(text[i]); ++i) {
      if (exponent < kExponentCap) exponent = exponent * 10 + (text[i] - '0');
    }
    if (negativeExponent) exponent = -exponent;
  }
  // The digits after the point counted among the leading zeros skipped are still places.
  d.exponent = exponent - fractionDigits;
  std::size_t last = d.digits.find_last_not_of('0');
  if (last == std::string::npos) {
    d.digits.clear();
    return d;
  }
  d.exponent += static_cast<long>(d.digits.size() - 1 - last);
  d.digits.resize(last + 1);
  if (d.digits.size() > kKeptDigits) {
    // The last digit kept stands for every nonzero digit dropped.
    d.exponent += static_cast<long>(d.digits.size() - kKeptDigits) - 1;
    d.digits.resize(kKeptDigits);
    d.digits.push_back('1');
  }
  return d;
}

// An unsigned integer of any size, 32 bits a limb, the lowest first.
using Big = std::vector<std::uint32_t>;

void multiplyAdd(Big& n, std::uint32_t factor, std::uint32_t addend) {
  std::uint64_t carry = addend;
  for (std::uint32_t& limb : n) {
    const std::uint64_t t = static_cast<std::uint64_t>(limb) * factor + carry;
    limb = static_cast<std::uint32_t>(t);
    carry = t >> 32;
  }
  if (carry) n.push_back(static_cast<std::uint32_t>(carry));
}

void multiplyByPowerOf5(Big& n, long power) {
  for (; power >= 13; power -= 13) multiplyAdd(n, 1220703125u, 0);  // 5^13
  std::uint32_t factor = 1;
  for (; power > 0; --power) factor *= 5;
  multiplyAdd(n, factor, 0);
}

void shiftLeft(Big& n, long bits) {
  const std::size_t limbs = static_cast<std::size_t>(bits / 32);
  const int rest = static_cast<int>(bits % 32);
  if (rest) {
    std::uint32_t carry = 0;
    for (std::uint32_t& limb : n) {
      const std::uint32_t next = limb >> (32 - rest);
      limb = (limb << rest) | carry;
      carry = next;
    }
    if (carry) n.push_back(carry);
  }
  // Whole limbs moved up by hand: vector's insert of n values links 0.5 KB of templates.
  n.resize(n.size() + limbs, 0);
  for (std::size_t i = n.size(); i-- > limbs;) n[i] = n[i - limbs];
  for (std::size_t i = 0; i < limbs; ++i) n[i] = 0;
}

int compare(const Big& a, const Big& b) {
  std::size_t na = a.size(), nb = b.size();
  while (na > 0 && a[na - 1] == 0) --na;
  while (nb > 0 && b[nb - 1] == 0) --nb;
  if (na != nb) return na < nb ? -1 : 1;
  for (std::size_t i = na; i-- > 0;) {
    if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
  }
  return 0;
}

Big bigFromDigits(const std::string& digits) {
  Big n;
  for (char c : digits) multiplyAdd(n, 10, static_cast<std::uint32_t>(c - '0'));
  return n;
}

// A finite double >= 0, or 2^1024 for the step past the largest, as mantissa × 2^exponent.
struct Binary {
  std::uint64_t mantissa;
  int exponent;
};

Binary binaryOf(double x) {
  if (std::isinf(x)) return {std::uint64_t{1} << 52, 972};
  std::uint64_t bits;
  std::memcpy(&bits, &x, sizeof bits);
  const int biased = static_cast<int>(bits >> 52);
  const std::uint64_t fraction = bits & ((std::uint64_t{1} << 52) - 1);
  if (biased == 0) return {fraction, -1074};
  return {fraction | (std::uint64_t{1} << 52), biased - 1075};
}

// The sign of value - (a + b) / 2, exactly, for doubles a < b.
int compareWithMidpoint(const Big& digits, long exponent10, double a, double b) {
  const Binary x = binaryOf(a), y = binaryOf(b);
  const int low = std::min(x.exponent, y.exponent);
  const std::uint64_t sum = (x.mantissa << (x.exponent - low)) + (y.mantissa << (y.exponent - low));
  // value = digits × 5^e × 2^e against sum × 2^(low - 1)
  Big left = digits;
  Big right{static_cast<std::uint32_t>(sum), static_cast<std::uint32_t>(sum >> 32)};
  if (exponent10 >= 0) multiplyByPowerOf5(left, exponent10);
  else multiplyByPowerOf5(right, -exponent10);
  const long twos = exponent10 - (low - 1);
  if (twos >= 0) shiftLeft(left, twos);
  else shiftLeft(right, -twos);
  return compare(left, right);
}

bool evenMantissa(double x) { return (binaryOf(x).mantissa & 1) == 0; }

// The first `count` digits as a whole number (count <= 19, so it fits).
std::uint64_t leadingDigits(const std::string& digits, std::size_t count) {
  std::uint64_t n = 0;
  for (std::size_t i = 0; i < count; ++i) n = n * 10 + static_cast<std::uint64_t>(digits[i] - '0');
  return n;
}

// The first 19 digits times the power of ten, in double arithmetic: a few units in the last
// place from the value, and exact when the digits fit in 53 bits and the power is at most 1e22.
double estimate(const Decimal& d) {
  static const double kPowers[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                   1e8,  1e9,  1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
                                   1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
  const std::size_t used = std::min<std::size_t>(d.digits.size(), 19);
  long exponent = d.exponent + static_cast<long>(d.digits.size() - used);
  double x = static_cast<double>(leadingDigits(d.digits, used));
  for (; exponent > 22; exponent -= 22) x *= 1e22;
  for (; exponent < -22; exponent += 22) x /= 1e22;
  return exponent >= 0 ? x * kPowers[exponent] : x / kPowers[-exponent];
}

// The nearest double to digits × 10^exponent (digits not empty), ties to even.
double nearest(const Decimal& d) {
  const long size = static_cast<long>(d.digits.size());
  const double largest = std::numeric_limits<double>::max();
  const double infinity = std::numeric_limits<double>::infinity();
  if (size + d.exponent > 310) return infinity;  // >= 1e309
  if (size + d.exponent < -324) return 0;        // < 1e-324, below half the smallest double
  double x = estimate(d);
  if (size <= 19 && d.exponent >= -22 && d.exponent <= 22 &&
      leadingDigits(d.digits, static_cast<std::size_t>(size)) <= (std::uint64_t{1} << 53)) {
    return x;  // one correctly rounded product or quotient of two exact doubles
  }
  if (std::isinf(x)) x = largest;
  const Big digits = bigFromDigits(d.digits);
  for (;;) {
    const double up = x == largest ? infinity : std::nextafter(x, infinity);
    const int above = compareWithMidpoint(digits, d.exponent, x, up);
    if (above > 0 || (above == 0 && !evenMantissa(x))) {
      if (std::isinf(up)) return up;
      x = up;
      continue;
    }
    if (x == 0) return x;
    const double down = std::nextafter(x, 0.0);
    const int below = compareWithMidpoint(digits, d.exponent, down, x);
    if (below < 0 || (below == 0 && !evenMantissa(x))) {
      x = down;
      continue;
    }
    return x;
  }
}

}  // namespace

double decimalToDouble(std::string_view text) {
  const Decimal d = readDecimal(text);
  const double magnitude = d.digits.empty() ? 0.0 : nearest(d);
  return d.negative ? -magnitude : magnitude;
}

std::size_t jsonNumberLength(const char* s) {
  std::size_t i = 0;
  if (s[i] == '-') ++i;
  if (!isDigit(s[i])) return 0;
  if (s[i] == '0') {
    ++i;
  } else {
    while (isDigit(s[i])) ++i;
  }
  if (s[i] == '.' && isDigit(s[i + 1])) {
    i += 2;
    while (isDigit(s[i])) ++i;
  }
  if (s[i] == 'e' || s[i] == 'E') {
    std::size_t j = i + 1;
    if (s[j] == '+' || s[j] == '-') ++j;
    if (isDigit(s[j])) {
      while (isDigit(s[j])) ++j;
      i = j;
    }
  }
  return i;
}

}  // namespace elo
