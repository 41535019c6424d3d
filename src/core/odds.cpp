#include "odds.h"

#include <limits>

namespace dt {

namespace {

// 128-bit arithmetic so that wager * win never overflows: both factors are at
// most 2^63, their product below 2^126. GCC and Clang spell the type as an
// extension; __extension__ keeps -Wpedantic quiet.
__extension__ using Wide = __int128;

constexpr Wide kMaxCents = std::numeric_limits<std::int64_t>::max();

// Reads a run of digits as a positive number; advances `text` past it.
std::optional<std::int64_t> readPositive(std::string_view &text) {
    std::int64_t value = 0;
    std::size_t i = 0;
    for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i) {
        const int digit = text[i] - '0';
        if (value > (std::numeric_limits<std::int64_t>::max() - digit) / 10) {
            return std::nullopt;
        }
        value = value * 10 + digit;
    }
    if (i == 0 || value == 0) {
        return std::nullopt;
    }
    text.remove_prefix(i);
    return value;
}

std::size_t skipSpaces(std::string_view &text) {
    std::size_t count = 0;
    while (!text.empty() && text.front() == ' ') {
        text.remove_prefix(1);
        ++count;
    }
    return count;
}

} // namespace

std::string Odds::text() const {
    return std::to_string(win) + " to " + std::to_string(stake);
}

std::optional<Odds> Odds::parse(std::string_view text) {
    const auto win = readPositive(text);
    if (!win) {
        return std::nullopt;
    }
    const std::size_t spacesBefore = skipSpaces(text);
    if (!text.empty() && text.front() == ':') {
        text.remove_prefix(1);
        skipSpaces(text);
    } else if (spacesBefore > 0 && text.starts_with("to ")) {
        text.remove_prefix(2);
        skipSpaces(text);
    } else {
        return std::nullopt;
    }
    const auto stake = readPositive(text);
    if (!stake || !text.empty()) {
        return std::nullopt;
    }
    return Odds{*win, *stake};
}

std::optional<Money> payout(Money wager, Odds odds) {
    if (wager.inCents() < 0 || !odds.isValid()) {
        return std::nullopt;
    }
    const Wide numerator = Wide{wager.inCents()} * odds.win;
    if (numerator % odds.stake != 0) {
        return std::nullopt;
    }
    const Wide winnings = numerator / odds.stake;
    if (winnings > kMaxCents) {
        return std::nullopt;
    }
    return Money::cents(static_cast<std::int64_t>(winnings));
}

Money payoutRoundedDown(Money wager, Odds odds, Money smallestChip) {
    if (wager.inCents() < 0 || !odds.isValid() || smallestChip.inCents() <= 0) {
        return Money{};
    }
    const Wide chip = smallestChip.inCents();
    // Whole cents first, then whole chips: floor(floor(x) / c) == floor(x / c).
    Wide winnings = Wide{wager.inCents()} * odds.win / odds.stake;
    if (winnings > kMaxCents) {
        winnings = kMaxCents;
    }
    return Money::cents(static_cast<std::int64_t>(winnings / chip * chip));
}

bool payableWithChip(Money amount, Money smallestChip) {
    if (smallestChip.inCents() <= 0) {
        return false;
    }
    return amount.inCents() % smallestChip.inCents() == 0;
}

} // namespace dt
