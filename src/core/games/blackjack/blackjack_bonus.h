#pragma once

#include "../../card.h"
#include "../../money.h"
#include "pay_table_row.h"
#include "side_wager_award.h"
#include "side_wager_options.h"
#include "table_offer.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace dt::blackjack {

// §20(d), (i)-(j): a $1.00 or $5.00 blackjack bonus wager wins when the
// player's first two cards are a blackjack (an ace and a ten-value card, §1),
// whatever the dealer holds (§20(i)). The payout is the fixed amount the
// licensee configured for the denomination (PaysAmount; the wager is returned
// on top, as for every side wager award). Nothing when `wager` is not a
// denomination the table offers ($1 with oneDollar, $5 with fiveDollar):
// such a wager is refused, not settled (§20(a)). 002 states the same wager
// and limits; under Regulation::BlackjackTribal the award cites 002 (s)(4),
// (s)(5).
std::optional<SideWagerAward> settleBlackjackBonus(const std::vector<Card> &firstTwo, Money wager,
                                                   const BlackjackBonusOptions &options,
                                                   Regulation regulation = Regulation::Blackjack);

// An exact non-negative-denominator fraction, reduced.
struct Fraction {
    std::int64_t numerator = 0;
    std::int64_t denominator = 1;
    friend bool operator==(const Fraction &, const Fraction &) = default;
};

// The probability that the first two cards from a full shoe of `decks` decks
// are a blackjack: 2 * (4N * 16N) / (52N * (52N - 1)) - an ace then a
// ten-value card, or a ten-value card then an ace. Zero for decks < 1.
Fraction blackjackProbability(int decks);

// §20(k): the house advantage of a wager of `wager` paying `payout` (plus the
// returned wager) on a blackjack, from a full shoe of `decks` decks:
// 1 - P(blackjack) * (payout + wager) / wager, as a fraction of the wager.
// Negative when the wager favours the player. Zero fraction for decks < 1 or
// a non-positive wager.
Fraction blackjackBonusHouseAdvantage(int decks, Money wager, Money payout);

// §20(a), (j), (k): at least one denomination offered; each offered payout
// within its printed minimum and maximum ($5-$1,000 for $1, $50-$5,000 for
// $5); its house advantage at `decks` decks no less than zero and no more than
// 30 percent. Empty when allowed. (§20(k)'s "the same in all blackjack games
// of the licensee" needs every table and is not checked here.)
// 002 states the same rules in (s)(1), (s)(10)(i)-(ii) and (s)(11); they are
// cited under `regulation`.
std::vector<OfferProblem> validateBlackjackBonus(const BlackjackBonusOptions &options, int decks,
                                                 Regulation regulation = Regulation::Blackjack);

// §20(j) as rows: "Blackjack in the first two cards" on the $1.00 and on the
// $5.00 wager the table offers (options), each its configured fixed payout
// (PaysAmount), the amounts settleBlackjackBonus() pays. The hand names the
// wager: "Blackjack in the first two cards ($1.00 wager)".
std::vector<PayTableRow> blackjackBonusPayTable(const BlackjackBonusOptions &options);

} // namespace dt::blackjack
