#include "shuffle_option.h"

#include <array>
#include <utility>

namespace dt {

namespace {
constexpr std::array<std::pair<ShuffleOption, std::string_view>, 3> kOptions = {{
    {ShuffleOption::ShuffleAndLace, "shuffle_and_lace"},
    {ShuffleOption::ShuffleLaceAndReshuffle, "shuffle_lace_and_reshuffle"},
    {ShuffleOption::WashAndThreeDealers, "wash_and_three_dealers"},
}};
} // namespace

std::string_view shuffleOptionKey(ShuffleOption option) {
    for (const auto &[value, key] : kOptions) {
        if (value == option) {
            return key;
        }
    }
    return "shuffle_and_lace";
}

std::optional<ShuffleOption> shuffleOptionFromKey(std::string_view key) {
    for (const auto &[value, name] : kOptions) {
        if (name == key) {
            return value;
        }
    }
    return std::nullopt;
}

} // namespace dt
