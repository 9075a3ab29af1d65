// The support module (core/src/support): the memo, the stable sort, the name table and the
// powers, which stand in for library code in the wasm module and must answer as it would.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "support/memo.hpp"
#include "support/name_table.hpp"
#include "support/normal.hpp"
#include "support/power.hpp"
#include "support/sort.hpp"

namespace elo {
namespace {

// ---- Memo ----

// A function of the key that counts its calls.
struct Counted {
  int* calls;
  double operator()(std::int64_t key) const {
    ++*calls;
    return static_cast<double>(key) * 0.5 + 1;
  }
};

TEST(Memo, AHitIsNotComputedAgain) {
  Memo<double, 8> memo;
  int calls = 0;
  EXPECT_EQ(memo.get(7, Counted{&calls}), 4.5);
  EXPECT_EQ(memo.get(7, Counted{&calls}), 4.5);
  EXPECT_EQ(calls, 1);
}

TEST(Memo, EachNewKeyIsComputed) {
  Memo<double, 256> memo;
  int calls = 0;
  for (std::int64_t key = 1; key <= 5; ++key)
    EXPECT_EQ(memo.get(key, Counted{&calls}), key * 0.5 + 1);
  EXPECT_EQ(calls, 5);
}

TEST(Memo, KeysSharingASlotEachGetTheirOwnValue) {
  // Two slots for 50 keys: most share one, and each puts out the one before it.
  Memo<double, 2> memo;
  int calls = 0;
  for (int round = 0; round < 3; ++round) {
    for (std::int64_t key = -25; key < 25; ++key)
      EXPECT_EQ(memo.get(key, Counted{&calls}), static_cast<double>(key) * 0.5 + 1) << key;
  }
  EXPECT_GT(calls, 50);
}

TEST(Memo, KeyZeroIsComputedNotTakenFromTheEmptyTable) {
  Memo<double, 4> memo;
  int calls = 0;
  EXPECT_EQ(memo.get(0, Counted{&calls}), 1.0);
  EXPECT_EQ(calls, 1);
  // A computed zero is remembered like any other value.
  int zeros = 0;
  Memo<double, 4> zeroMemo;
  const auto zero = [&zeros](std::int64_t) { return ++zeros, 0.0; };
  EXPECT_EQ(zeroMemo.get(0, zero), 0.0);
  EXPECT_EQ(zeroMemo.get(0, zero), 0.0);
  EXPECT_EQ(zeros, 1);
}

TEST(Memo, NegativeAndExtremeKeys) {
  Memo<double, 16> memo;
  int calls = 0;
  constexpr std::int64_t kLowest = std::numeric_limits<std::int64_t>::min();
  constexpr std::int64_t kHighest = std::numeric_limits<std::int64_t>::max();
  for (const std::int64_t key : {std::int64_t{-1}, std::int64_t{-40000}, kLowest, kHighest}) {
    EXPECT_EQ(memo.get(key, Counted{&calls}), static_cast<double>(key) * 0.5 + 1) << key;
    EXPECT_EQ(memo.get(key, Counted{&calls}), static_cast<double>(key) * 0.5 + 1) << key;
  }
  EXPECT_LE(calls, 8);
  // -1 and 1 are other keys.
  EXPECT_EQ(memo.get(1, Counted{&calls}), 1.5);
}

// ---- stableSort ----

using Item = std::pair<int, int>;  // (key, place as given)

bool byKey(const Item& a, const Item& b) { return a.first < b.first; }

std::vector<Item> sortedByKey(std::vector<Item> items) {
  stableSort(items, byKey);
  return items;
}

TEST(StableSort, EmptyAndOneItem) {
  EXPECT_EQ(sortedByKey({}), std::vector<Item>{});
  EXPECT_EQ(sortedByKey({{3, 0}}), (std::vector<Item>{{3, 0}}));
}

TEST(StableSort, SortedReversedAndTies) {
  EXPECT_EQ(sortedByKey({{1, 0}, {2, 1}, {3, 2}}), (std::vector<Item>{{1, 0}, {2, 1}, {3, 2}}));
  EXPECT_EQ(sortedByKey({{3, 0}, {2, 1}, {1, 2}}), (std::vector<Item>{{1, 2}, {2, 1}, {3, 0}}));
  EXPECT_EQ(sortedByKey({{2, 0}, {1, 1}, {2, 2}, {1, 3}, {2, 4}}),
            (std::vector<Item>{{1, 1}, {1, 3}, {2, 0}, {2, 2}, {2, 4}}));
  EXPECT_EQ(sortedByKey({{5, 0}, {5, 1}, {5, 2}}), (std::vector<Item>{{5, 0}, {5, 1}, {5, 2}}));
}

TEST(StableSort, AsStdStableSortOnRandomItems) {
  std::mt19937 random(20260301);
  for (const int n : {2, 3, 7, 64, 65, 1000, 4099}) {
    std::vector<Item> items;
    std::uniform_int_distribution<int> key(0, n / 3 + 1);  // many ties
    for (int i = 0; i < n; ++i) items.emplace_back(key(random), i);
    std::vector<Item> expected = items;
    std::stable_sort(expected.begin(), expected.end(), byKey);
    EXPECT_EQ(sortedByKey(items), expected) << n;
  }
}

// ---- NameTable ----

TEST(NameTable, Fnv1aTestVectors) {
  EXPECT_EQ(fnv1a32(""), 0x811c9dc5u);
  EXPECT_EQ(fnv1a32("a"), 0xe40c292cu);
  EXPECT_EQ(fnv1a32("foobar"), 0xbf9cf968u);
}

TEST(NameTable, FindsWhatWasAdded) {
  NameTable table;
  EXPECT_EQ(table.find("carlsen"), -1);
  EXPECT_EQ(table.add("carlsen"), 0);
  EXPECT_EQ(table.add("caruana"), 1);
  EXPECT_EQ(table.find("carlsen"), 0);
  EXPECT_EQ(table.find("caruana"), 1);
  EXPECT_EQ(table.find("Carlsen"), -1);
  EXPECT_EQ(table.find("carlse"), -1);
  EXPECT_EQ(table.size(), 2);
}

TEST(NameTable, GrowsPastItsLoad) {
  NameTable table;
  constexpr int kNames = 5000;  // the first table holds 32; this doubles it seven times
  for (int i = 0; i < kNames; ++i) EXPECT_EQ(table.add("player " + std::to_string(i)), i);
  EXPECT_EQ(table.size(), kNames);
  for (int i = 0; i < kNames; ++i) EXPECT_EQ(table.find("player " + std::to_string(i)), i) << i;
  EXPECT_EQ(table.find("player 5000"), -1);
}

TEST(NameTable, ManyKeysOfOneSlot) {
  // Keys whose hashes agree in their low 12 bits share a slot in every table up to 4,096 slots.
  std::vector<std::string> same;
  const std::uint32_t low = fnv1a32("k0") & 0xFFFu;
  for (int i = 0; same.size() < 41; ++i) {
    std::string key = "k" + std::to_string(i);
    if ((fnv1a32(key) & 0xFFFu) == low) same.push_back(std::move(key));
  }
  const std::string absent = same.back();
  same.pop_back();
  NameTable table;
  for (std::size_t i = 0; i < same.size(); ++i) EXPECT_EQ(table.add(same[i]), static_cast<int>(i));
  for (std::size_t i = 0; i < same.size(); ++i)
    EXPECT_EQ(table.find(same[i]), static_cast<int>(i)) << same[i];
  EXPECT_EQ(table.find(absent), -1);
}

TEST(NameTable, TheEmptyKey) {
  NameTable table;
  EXPECT_EQ(table.find(""), -1);
  EXPECT_EQ(table.add("x"), 0);
  EXPECT_EQ(table.find(""), -1);
  EXPECT_EQ(table.add(""), 1);
  EXPECT_EQ(table.find(""), 1);
  EXPECT_EQ(table.find("x"), 0);
}

// ---- Powers ----

// As close to the C library's pow as the product y = x log₂ b can be rounded: 4 units in the
// last place per unit of |y|, so 10⁻¹⁵ for the differences of real games and 10⁻¹³ at 4,000
// points, far below the hundredths and thousandths every rule rounds to. Every exponent the rules
// meet: 10^(−D/400) for D in hundredths up to 4,000 points either way, the DWZ's e^(−x²) and e^x.
TEST(Powers, AgreeWithTheLibrarysPow) {
  const auto near = [](double got, double want, double y) {
    return std::fabs(got - want) <=
           4 * (1 + std::fabs(y)) * std::numeric_limits<double>::epsilon() * want;
  };
  for (std::int64_t centi = -400000; centi <= 400000; centi += 37) {
    const double x = -static_cast<double>(centi) / 100 / 400;
    EXPECT_PRED3(near, tenTo(x), std::pow(10.0, x), x * 3.33) << "D = " << centi;
  }
  for (double x = -700; x <= 700; x += 0.173)
    EXPECT_PRED3(near, eTo(x), std::exp(x), x * 1.45) << x;
  for (int n = -30; n <= 30; ++n) EXPECT_PRED3(near, tenTo(n), std::pow(10.0, n), n * 3.33) << n;
  EXPECT_EQ(twoTo(0), 1);
  EXPECT_EQ(twoTo(-2000), 0);
}

// ---- erfc ----

// Within 1e-14 of the C library's erfc, and 1e-13 of it relative in the tail, on both sides of
// the switch from the series to the continued fraction (2.5), at 0 and where erfc underflows.
TEST(ComplementaryError, AgreesWithTheLibrarysErfc) {
  for (double x = 0; x <= 10; x += 0.0013) {
    const double want = std::erfc(x);
    EXPECT_NEAR(complementaryError(x), want, 1e-14) << x;
    if (x >= 2.5) EXPECT_NEAR(complementaryError(x), want, 1e-13 * want) << x;
  }
  EXPECT_EQ(complementaryError(0), 1);
  EXPECT_NEAR(complementaryError(2.5), std::erfc(2.5), 1e-14);
  EXPECT_NEAR(complementaryError(std::nextafter(2.5, 0.0)), std::erfc(2.5), 1e-14);
  EXPECT_EQ(complementaryError(30), 0);
}

}  // namespace
}  // namespace elo
