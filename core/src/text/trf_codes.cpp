#include "text/trf_codes.hpp"

#include <algorithm>
#include <iterator>

namespace elo {
namespace {

/// FIDE Handbook C.04 Annex 2 (TRF16): the header lines' codes (tournament name, city,
/// federation, dates, …, 012 to 132); TRF-2026 adds 222.
constexpr std::string_view kHeaderCodes[] = {"012", "022", "032", "042", "052", "062", "072",
                                             "082", "092", "102", "112", "122", "132", "222"};

}  // namespace

bool isTrfHeaderCode(std::string_view code) {
  return std::find(std::begin(kHeaderCodes), std::end(kHeaderCodes), code) !=
         std::end(kHeaderCodes);
}

}  // namespace elo
