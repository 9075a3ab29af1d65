// Every input in tests/fuzz/: the seed corpora and each crash a fuzzer ever found, which must
// stay answered. calculate_fuzzer's (corpus/, regressions/) are requests; trf_fuzzer's
// (trf-corpus/, trf-regressions/) are tournament report files, read, rated and sent as an event;
// ladder_fuzzer's (ladder-corpus/, ladder-regressions/) are ladders' games (and a roster after a
// NUL byte), read, replayed and sent as a ladder.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "elo/api.hpp"
#include "elo/event.hpp"
#include "elo/ladder.hpp"
#include "elo/trf.hpp"

namespace elo {
namespace {

namespace fs = std::filesystem;

std::vector<fs::path> inputs(std::initializer_list<const char*> folders) {
  std::vector<fs::path> paths;
  for (const char* folder : folders) {
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

std::string bytesOf(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream bytes;
  bytes << in.rdbuf();
  return bytes.str();
}

void expectWellFormed(const std::string& responseText) {
  const nlohmann::json response = nlohmann::json::parse(responseText, nullptr, false);
  ASSERT_TRUE(response.is_object());
  EXPECT_EQ(response["apiVersion"], kApiVersion);
  EXPECT_TRUE(response["errors"].is_array());
}

std::string testName(const ::testing::TestParamInfo<fs::path>& info) {
  std::string name =
      info.param.parent_path().filename().string() + "_" + info.param.stem().string();
  for (char& c : name) c = std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  return name;
}

class FuzzInput : public ::testing::TestWithParam<fs::path> {};

TEST_P(FuzzInput, IsAnsweredWithAWellFormedResponse) {
  expectWellFormed(calculate(bytesOf(GetParam())));
}

INSTANTIATE_TEST_SUITE_P(Fuzz, FuzzInput, ::testing::ValuesIn(inputs({"corpus", "regressions"})),
                         testName);

class TrfFuzzInput : public ::testing::TestWithParam<fs::path> {};

TEST_P(TrfFuzzInput, IsReadRatedAndAnsweredAsAnEvent) {
  const std::string text = bytesOf(GetParam());
  const TrfFile file = readTrf(text);
  if (file.errors.empty()) {
    const Event event = rateEvent(file, {fideRules(), KChoice{true, kStandardK}, std::nullopt, {}});
    EXPECT_EQ(event.players.size(), file.players.size());
  }
  const nlohmann::json request = {{"event", {{"trf", text}}}};
  expectWellFormed(
      calculate(request.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)));
}

INSTANTIATE_TEST_SUITE_P(TrfFuzz, TrfFuzzInput,
                         ::testing::ValuesIn(inputs({"trf-corpus", "trf-regressions"})), testName);

class LadderFuzzInput : public ::testing::TestWithParam<fs::path> {};

TEST_P(LadderFuzzInput, IsReadReplayedAndAnsweredAsALadder) {
  const std::string bytes = bytesOf(GetParam());
  const std::size_t split = bytes.find('\0');
  const std::string games = bytes.substr(0, split);
  const std::string roster = split == std::string::npos ? std::string() : bytes.substr(split + 1);
  const LadderInput in = readLadder(games, roster);
  if (in.errors.empty()) {
    LadderOptions options;
    options.rules = fideRules();
    EXPECT_EQ(replayLadder(in, options).players.size(), in.names.size());
  }
  const nlohmann::json request = {{"ladder", {{"gamesText", games}, {"roster", roster}}}};
  expectWellFormed(
      calculate(request.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)));
}

INSTANTIATE_TEST_SUITE_P(LadderFuzz, LadderFuzzInput,
                         ::testing::ValuesIn(inputs({"ladder-corpus", "ladder-regressions"})),
                         testName);

}  // namespace
}  // namespace elo
