#pragma once

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

namespace dt {

// xoshiro256** seeded through splitmix64, with our own bounded draw and
// Fisher-Yates: std::shuffle and the standard distributions differ between
// standard libraries, and a lesson's seed must give the same shoe everywhere.
class SeededRandom {
public:
    explicit SeededRandom(std::uint64_t seed = 0);

    std::uint64_t next();
    // Uniform in [0, bound), without modulo bias. bound must be > 0.
    std::uint64_t below(std::uint64_t bound);

    template <typename T> void shuffle(std::vector<T> &items) {
        for (std::size_t i = items.size(); i > 1; --i) {
            const auto j = static_cast<std::size_t>(below(i));
            std::swap(items[i - 1], items[j]);
        }
    }

    friend bool operator==(const SeededRandom &, const SeededRandom &) = default;

private:
    std::array<std::uint64_t, 4> state_{};
};

} // namespace dt
