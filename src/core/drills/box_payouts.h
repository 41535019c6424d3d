#pragma once

#include "../games/blackjack/table_offer.h"
#include "payout_drill.h"

namespace dt {
class SeededRandom;
}

namespace dt::drills {

// The top difficulty step of a payout drill (kSeveralWagersDifficulty): one
// question shows the several wagers of one box as a dealer meets them, each
// a stack of mixed chips paid on its own:
// - a won double down (lead winning-double): two split hands, the first
//   doubled, the second winning or pushing (§11, §10(a), §3(e));
// - a split hand's 21 (split-21): split aces, 21 and 20 against 19 (§1, §11);
// - insurance (insurance): a blackjack insured under the dealer's ace, the
//   dealer's blackjack: the insurance at 2 to 1 (§9(c)), the blackjack a
//   standoff (§7(b));
// - a side wager (its situation): the side wager on the cards it was decided
//   on, and the box's main wager against the dealer's busted hand.
// Other situations have no box form and stay single at the stacks of step 5.
bool hasBoxForm(PayoutSituation lead);

// The box for `lead`, its wagers dealt from `random`; side wagers paid from
// `table`. The question's caption and cards describe the box; `wagers`
// holds each wager's own question in the order they are paid.
PayoutQuestion makeBoxQuestion(PayoutSituation lead, SeededRandom &random,
                               const blackjack::TableOffer &table);

} // namespace dt::drills
