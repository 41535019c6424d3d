#pragma once

#include "hand.h"
#include "table_offer.h"

namespace dt::blackjack {

// The soft 17 rule the dealer follows at a table: the table's §12(b) choice,
// except that the 6 to 5 variation always hits soft 17 (§12(d)).
DealerSoft17 dealerSoft17Rule(const TableOffer &offer);

// Whether the dealer must draw another card to `total` (`soft`: an ace counts
// eleven, §1 "Soft Total"):
// - §12(b)(1) (Stands): draw until a hard or soft 17-21;
// - §12(b)(2) and §12(d) (Hits): draw until a hard 17-21 or a soft 18-21.
// A total over 21 never draws. §12(c) (no draw when no outcome can change)
// is a separate question: dealerDrawCanChangeAnOutcome().
constexpr bool dealerMustDraw(int total, bool soft, DealerSoft17 rule) {
    if (total < 17) {
        return true;
    }
    return total == 17 && soft && rule == DealerSoft17::Hits;
}

bool dealerMustDraw(const HandValue &dealer, DealerSoft17 rule);

// §12(c): the dealer draws no additional cards when decisions have been made
// on all players' hands and the dealer's count can have no effect on the
// outcome, i.e. when no main-wager hand is still standing (every hand busted,
// surrendered or was a blackjack already decided). `handsStillStanding`
// counts the hands whose outcome depends on the dealer's final total. The
// §25(d) and §27(f)(3) exceptions (optional bonus, Buster Blackjack) are not
// main-wager questions and are left to those wagers.
constexpr bool dealerDrawCanChangeAnOutcome(int handsStillStanding) {
    return handsStillStanding > 0;
}

} // namespace dt::blackjack
