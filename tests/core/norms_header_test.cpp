// The event header a norm report needs from the file: the chief arbiter of TRF16's 102 line,
// written with the norms only (a plain rating report's answer stays as it was).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "call.hpp"

namespace elo {
namespace {

using nlohmann::json;
using testing::call;

const std::string kFile =
    "012 Norm Open\n"
    "102 IA Marta Arbitra (POR)\n"
    "001    1 m IM Candidate, Ana                    2450 ESP                         1.0"
    "          2 w 1\n"
    "001    2 m GM Berg, Bruno                       2500 GER                         0.0"
    "          1 b 0\n";

TEST(NormsHeader, TheChiefArbiterOf102IsWrittenWithTheNorms) {
  const json r = call({{"event", {{"trf", kFile}, {"norms", true}}}});
  ASSERT_TRUE(r["ok"].get<bool>()) << r.dump(2);
  EXPECT_EQ(r["event"]["arbiter"], "IA Marta Arbitra (POR)");
}

TEST(NormsHeader, NoArbiterWithoutTheNormsNorWithoutA102Line) {
  const json plain = call({{"event", {{"trf", kFile}}}});
  EXPECT_FALSE(plain["event"].contains("arbiter")) << plain["event"].dump(2);
  std::string without = kFile;
  without.erase(without.find("102"),
                without.find('\n', without.find("102")) + 1 - without.find("102"));
  const json none = call({{"event", {{"trf", without}, {"norms", true}}}});
  ASSERT_TRUE(none["ok"].get<bool>()) << none.dump(2);
  EXPECT_FALSE(none["event"].contains("arbiter"));
}

}  // namespace
}  // namespace elo
