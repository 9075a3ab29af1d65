// The golden request → response fixtures in tests/golden/, answered by the native build.
// tests/wasm-node/golden.test.js runs the same files through the wasm build.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "elo/api.hpp"

namespace elo {
namespace {

using nlohmann::json;
namespace fs = std::filesystem;

std::vector<fs::path> fixtures() {
  std::vector<fs::path> paths;
  for (const auto& entry : fs::directory_iterator(ELO_GOLDEN_DIR)) {
    if (entry.path().extension() == ".json") paths.push_back(entry.path());
  }
  std::sort(paths.begin(), paths.end());
  return paths;
}

class GoldenFixture : public ::testing::TestWithParam<fs::path> {};

TEST_P(GoldenFixture, NativeCoreGivesTheRecordedResponse) {
  std::ifstream in(GetParam());
  std::stringstream text;
  text << in.rdbuf();
  const json fixture = json::parse(text.str(), nullptr, false);
  ASSERT_TRUE(fixture.is_object()) << GetParam();
  const std::string request = fixture.contains("requestText")
                                  ? fixture["requestText"].get<std::string>()
                                  : fixture["request"].dump();
  const json response = json::parse(calculate(request), nullptr, false);
  EXPECT_EQ(response, fixture["response"])
      << "source: " << fixture["source"] << "\nactual: " << response.dump(2);
}

INSTANTIATE_TEST_SUITE_P(Golden, GoldenFixture, ::testing::ValuesIn(fixtures()),
                         [](const ::testing::TestParamInfo<fs::path>& info) {
                           std::string name = info.param.stem().string();
                           for (char& c : name)
                             c = std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
                           return name;
                         });

TEST(GoldenFixtures, AreThere) { EXPECT_GE(fixtures().size(), 10u); }

}  // namespace
}  // namespace elo
