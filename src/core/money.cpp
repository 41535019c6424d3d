#include "money.h"

#include <limits>

namespace dt {

std::string Money::text() const {
    // The magnitude as unsigned, so the most negative value has one too.
    const auto magnitude = cents_ < 0 ? std::uint64_t{0} - static_cast<std::uint64_t>(cents_)
                                      : static_cast<std::uint64_t>(cents_);
    std::string result = cents_ < 0 ? "-$" : "$";
    result += std::to_string(magnitude / 100);
    if (const auto fraction = magnitude % 100; fraction != 0) {
        result += '.';
        result += static_cast<char>('0' + fraction / 10);
        result += static_cast<char>('0' + fraction % 10);
    }
    return result;
}

std::optional<Money> Money::parse(std::string_view text) {
    bool negative = false;
    if (!text.empty() && text.front() == '-') {
        negative = true;
        text.remove_prefix(1);
    }
    if (!text.empty() && text.front() == '$') {
        text.remove_prefix(1);
    }

    constexpr auto kMax = static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max());
    std::uint64_t dollars = 0;
    std::size_t i = 0;
    for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i) {
        dollars = dollars * 10 + static_cast<std::uint64_t>(text[i] - '0');
        if (dollars > kMax / 100) {
            return std::nullopt;
        }
    }
    if (i == 0) {
        return std::nullopt; // no dollar digits: "", "$", ".50", "abc"
    }

    std::uint64_t fraction = 0;
    if (i < text.size()) {
        if (text[i] != '.') {
            return std::nullopt;
        }
        const std::string_view decimals = text.substr(i + 1);
        if (decimals.empty() || decimals.size() > 2) {
            return std::nullopt; // "12." or "1.005": not a cent amount
        }
        for (const char c : decimals) {
            if (c < '0' || c > '9') {
                return std::nullopt;
            }
            fraction = fraction * 10 + static_cast<std::uint64_t>(c - '0');
        }
        if (decimals.size() == 1) {
            fraction *= 10; // "12.5" is $12.50
        }
    }

    const std::uint64_t total = dollars * 100 + fraction;
    if (total > kMax) {
        return std::nullopt;
    }
    const auto cents = static_cast<std::int64_t>(total);
    return Money::cents(negative ? -cents : cents);
}

} // namespace dt
