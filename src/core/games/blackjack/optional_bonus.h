#pragma once

#include "../../card.h"
#include "../../money.h"
#include "pay_table_row.h"
#include "side_wager_award.h"

#include <vector>

namespace dt::blackjack {

// The optional bonus wager of Blackjack §25: the dealer must draw a third card
// and that card busts the dealer's hand. Point totals are blackjack totals
// (hand.h): an ace counts eleven unless that exceeds 21, so A-6 is 17 and
// stands the wager lost, and A-5 then a ten is a hard 16, not a bust.
//
// Pays by the busting third card, §25(e): ten-value 3 to 1, nine 5 to 1,
// eight 7 to 1, seven 9 to 1, six 15 to 1 (a first two cards below 17 need at
// least a six to bust, so every bust has a row). §25(f), "notwithstanding
// (e)": three eights of the same colour 50 to 1, of the same suit 200 to 1.
// Three eights total 24, so whenever the dealer draws them (8-8 is 16 and
// must draw) the hand busts: (f) applies to every such hand and replaces
// (e)'s 7 to 1. Same suit is also same colour; the higher row is paid.

// §25(d): with any optional bonus wager placed, a dealer whose first two
// cards total less than 17 must draw a third card, even when every player
// has a blackjack (or is otherwise decided). False before the dealer has two
// cards and once the third card is dealt.
bool dealerMustDrawThirdCard(const std::vector<Card> &dealerCards, bool anyOptionalBonusWager);

// Settles an optional bonus wager on the dealer's cards in the order dealt
// (cards after the third do not matter). Loses when the first two total 17
// or more, or the first three 21 or less (§25(d)); wins when the third card
// busts the hand; Pending while the dealer has fewer than two cards, or two
// cards below 17 and no third yet.
SideWagerAward settleOptionalBonus(const std::vector<Card> &dealerCards);

// §25(c): at least $1.00 and no more than the lesser of the player's §3(a)
// wager and the posted maximum.
bool optionalBonusWagerAllowed(Money bonusWager, Money blackjackWager, Money postedMaximum);

// §25(e) then §25(f) as rows in the order printed, from the data settlement
// pays from: "Ten" 3 to 1 ... "Six" 15 to 1, "Three eights of the same
// color" 50 to 1, "Three eights of the same suit" 200 to 1.
std::vector<PayTableRow> optionalBonusPayTable();

} // namespace dt::blackjack
