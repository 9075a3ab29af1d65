// The support module (core/src/support): the memo, which must answer as the function it
// remembers would.
#include <gtest/gtest.h>

#include <cstdint>
#include <limits>

#include "support/memo.hpp"

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

}  // namespace
}  // namespace elo
