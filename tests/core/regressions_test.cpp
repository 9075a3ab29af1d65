// Every input in tests/fuzz/: the seed corpus of real requests, and each crash the fuzzer
// ever found (tests/fuzz/regressions/), which must stay answered.
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

namespace fs = std::filesystem;

std::vector<fs::path> inputs() {
  std::vector<fs::path> paths;
  for (const char* folder : {"corpus", "regressions"}) {
    const fs::path dir = fs::path(ELO_FUZZ_DIR) / folder;
    if (!fs::exists(dir)) continue;
    for (const auto& entry : fs::directory_iterator(dir)) {
      if (entry.is_regular_file() && entry.path().filename().string()[0] != '.')
        paths.push_back(entry.path());
    }
  }
  std::sort(paths.begin(), paths.end());
  return paths;
}

class FuzzInput : public ::testing::TestWithParam<fs::path> {};

TEST_P(FuzzInput, IsAnsweredWithAWellFormedResponse) {
  std::ifstream in(GetParam(), std::ios::binary);
  std::stringstream bytes;
  bytes << in.rdbuf();
  const nlohmann::json response = nlohmann::json::parse(calculate(bytes.str()), nullptr, false);
  ASSERT_TRUE(response.is_object());
  EXPECT_EQ(response["apiVersion"], 1);
  EXPECT_TRUE(response["errors"].is_array());
}

INSTANTIATE_TEST_SUITE_P(Fuzz, FuzzInput, ::testing::ValuesIn(inputs()),
                         [](const ::testing::TestParamInfo<fs::path>& info) {
                           std::string name = info.param.parent_path().filename().string() + "_" +
                                              info.param.stem().string();
                           for (char& c : name)
                             c = std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
                           return name;
                         });

}  // namespace
}  // namespace elo
