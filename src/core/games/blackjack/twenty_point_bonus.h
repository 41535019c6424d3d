#pragma once

#include "../../card.h"
#include "../../citation.h"
#include "../../money.h"
#include "pay_table_row.h"
#include "side_wager_award.h"
#include "side_wager_options.h"
#include "table_offer.h"

#include <optional>
#include <vector>

namespace dt::blackjack {

// The twenty point bonus wager of Blackjack §24: the player's first two cards
// total twenty. Paid once, for the highest qualifying row of §24(f):
//   Queen of hearts pair and dealer blackjack  1000 to 1 (A and B)
//   Queen of hearts pair                        125 to 1 (A) / 200 to 1 (B)
//   Matched 20  (§24(g)(1) two identical cards)  19 to 1     /  25 to 1
//   Suited 20   (§24(g)(2) the same suit)         9 to 1     /  10 to 1
//   Any 20      (§24(g)(3) different suits)       4 to 1     /   4 to 1
// An ace and a nine total twenty too (§2(b)(3)(i): the ace counts eleven).

// §24(e): a queen of hearts pair against a dealer up card of ten, jack,
// queen, king or ace waits for the dealer's blackjack to be known.
bool queenOfHeartsPairDeferred(const std::vector<Card> &playerCards, Card dealerUpCard);

// Settles one twenty point bonus wager. `dealerBlackjack` is whether the
// dealer has a blackjack, or nothing while it is unknown (no card reader and
// the second card not yet dealt or exposed). Only a deferred queen of hearts
// pair (queenOfHeartsPairDeferred) needs it: Pending until it is known, then
// "Queen of hearts pair and dealer blackjack" or "Queen of hearts pair".
// `payTable` is 'A' or 'B'; any other is not a §24(f) table and leaves the
// wager Pending (nothing paid or collected). Pending too while the player has
// fewer than two cards.
SideWagerAward settleTwentyPointBonus(const std::vector<Card> &playerCards, Card dealerUpCard,
                                      std::optional<bool> dealerBlackjack, char payTable);

// When a twenty point bonus wager is settled (§24(d)-(e)).
enum class TwentyPointTiming {
    // §24(d): after the initial two cards, before any additional card, in
    // turn from the player farthest to the dealer's right.
    InRotation,
    // §24(e)(1): a deferred queen of hearts pair at a card reader table whose
    // reader has not been consulted yet: the time follows from its answer.
    AwaitingCardReader,
    // §24(e)(1)(ii): the reader shows no dealer blackjack: paid after all
    // other twenty point wagers, before any other card is dealt.
    AfterOtherTwentyPointWagers,
    // §24(e)(1)(i) (reader shows a blackjack) and §24(e)(2) (no reader): paid
    // when the player's blackjack wager is settled.
    WithBlackjackWager,
};

struct TwentyPointSchedule {
    TwentyPointTiming timing = TwentyPointTiming::InRotation;
    // §24(e): a deferred wager is settled "upon notification to and in the
    // presence of a floorperson".
    bool floorpersonPresent = false;
    Citation rule;
};

// `cardReader`: the table peeks with a card reader under §6(j);
// `dealerBlackjack`: the reader's answer, or nothing before it is consulted.
TwentyPointSchedule twentyPointSettlementTime(const std::vector<Card> &playerCards,
                                              Card dealerUpCard, bool cardReader,
                                              std::optional<bool> dealerBlackjack);

// §24(h): what each winner of "queen of hearts pair and dealer blackjack"
// receives in one round when the licensee caps the aggregate payout.
// `wagers` are the winners' wagers in settlement order; `aggregateCap` zero
// means no cap. Uncapped each wins 1000 to 1. When the uncapped total exceeds
// the cap, the cap is shared proportionately to the wagers: each gets
// cap * wager / (sum of wagers) rounded down to the cent, and the cents left
// over by the rounding (fewer than one per winner) go one each to the winners
// with the largest dropped fractions, ties to the earlier in settlement order
// (largest remainder). The payments then add up to the cap exactly, never
// more, and each differs from its exact share by less than a cent; nobody
// receives more than 1000 to 1. A negative wager counts as zero.
std::vector<Money> queenOfHeartsDealerBlackjackPayments(const std::vector<Money> &wagers,
                                                        Money aggregateCap);

// §24(h): the least cap a licensee may set: $25,000 or the most one patron
// could win in a round betting the minimum wager (one minimum twenty point
// wager at 1000 to 1), whichever is greater.
Money minimumAggregateCap(Money minimumWager);
// Whether a configured cap is allowed: zero (no cap) or at least
// minimumAggregateCap(minimumWager).
bool aggregateCapAllowed(Money aggregateCap, Money minimumWager);

// §24(f): pay table A or B; §24(h): the cap allowed by aggregateCapAllowed().
// The table's minimum wager stands for "the minimum permissible wager" (the
// configuration has no separate twenty point minimum). Empty when allowed.
std::vector<OfferProblem> validateTwentyPointBonus(const TwentyPointOptions &options,
                                                   Money minimumWager);

// §24(f) Paytable `payTable` ('A' or 'B') as rows in the order printed, from
// the data settlement pays from; empty for any other table.
std::vector<PayTableRow> twentyPointPayTable(char payTable);

} // namespace dt::blackjack
