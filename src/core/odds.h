#pragma once

#include "money.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace dt {

// Payout odds as the regulations print them, a ratio of whole numbers: "3 to
// 2" pays 3 for every 2 wagered (DESIGN.md: "odds are rationals"). Kept as
// written, not reduced, so "6 to 5" shows as "6 to 5". Examples: Blackjack
// §3(e) pays winning wagers 1 to 1 and a player blackjack 3 to 2, or 6 to 5 in
// the 6 to 5 variation; §9(c) pays winning insurance 2 to 1.
struct Odds {
    std::int64_t win = 1;
    std::int64_t stake = 1;

    // Usable for a payout: both sides are positive.
    bool isValid() const { return win > 0 && stake > 0; }
    // "3 to 2".
    std::string text() const;
    // Accepts "3 to 2" and "3:2" (spaces around ':' allowed). Refuses zero or
    // missing numbers, signs and anything else.
    static std::optional<Odds> parse(std::string_view text);

    friend bool operator==(const Odds &, const Odds &) = default;
};

// The exact winnings of `wager` at `odds` (the wager itself is returned on top
// and is not included), or nothing when they are not a whole number of cents:
// $10 at 3 to 2 is $15 and $5 at 3 to 2 is $7.50, but $0.05 at 3 to 2 ($0.075)
// and $1.01 at 6 to 5 ($1.212) have no exact payment. Exact in cents is not
// yet payable: $7 at 6 to 5 is exactly $8.40, which a table whose smallest
// chip is $1 cannot pay (payableWithChip) - one reason Blackjack §3(d) allows
// only multiples of $5 at 6 to 5. Also nothing for a negative wager, invalid
// odds, or winnings beyond the int64 range.
std::optional<Money> payout(Money wager, Odds odds);

// The winnings rounded down to a multiple of the table's smallest chip
// (DESIGN.md: "rounding follows the regulation and the table's smallest
// chip"): a dealer cannot pay a fraction of the smallest chip, so the odd part
// is not paid. $5 at 3 to 2 with $1 as the smallest chip pays $7. Blackjack
// §3(d) requires 6 to 5 wagers in multiples of $5, so 6 to 5 always pays whole
// dollars there ($25 pays $30) and no rounding arises. Zero for a negative
// wager, invalid odds or a non-positive chip; the exact winnings are computed
// in 128 bits, and a result beyond the int64 range is capped at the largest
// payable amount.
Money payoutRoundedDown(Money wager, Odds odds, Money smallestChip);

// Whether `amount` can be paid exactly with chips whose smallest denomination
// is `smallestChip` (a whole multiple of it; zero is payable). A $7.50
// payment needs a 50-cent chip. False for a non-positive chip.
bool payableWithChip(Money amount, Money smallestChip);

} // namespace dt
