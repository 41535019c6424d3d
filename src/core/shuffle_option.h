#pragma once

#include <optional>
#include <string_view>

namespace dt {

// The shuffle procedure a licensee chose where the text offers several
// (Baccarat §5(a)-(b), Midi Baccarat §5(a)); a game whose text prescribes
// one shuffle takes none.
enum class ShuffleOption {
    ShuffleAndLace,          // shuffle, then lace about one deck into the stack
    ShuffleLaceAndReshuffle, // ... and the dealer calling the game shuffles again
    WashAndThreeDealers,     // wash and stack, then each of three dealers shuffles
};

// The lesson file's key: "shuffle_and_lace", "shuffle_lace_and_reshuffle",
// "wash_and_three_dealers".
std::string_view shuffleOptionKey(ShuffleOption option);
std::optional<ShuffleOption> shuffleOptionFromKey(std::string_view key);

} // namespace dt
