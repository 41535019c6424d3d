#include "dealer_draw.h"

namespace dt::blackjack {

DealerSoft17 dealerSoft17Rule(const TableOffer &offer) {
    // §12(d): in the 6 to 5 variation the dealer draws to a hard 17 or a hard
    // or soft 18-21, i.e. hits soft 17 whatever the table's §12(b) choice.
    return offer.sixToFive ? DealerSoft17::Hits : offer.soft17;
}

bool dealerMustDraw(const HandValue &dealer, DealerSoft17 rule) {
    return !dealer.bust && dealerMustDraw(dealer.total, dealer.soft, rule);
}

} // namespace dt::blackjack
