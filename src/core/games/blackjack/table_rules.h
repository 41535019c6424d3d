#pragma once

#include "table_offer.h"

namespace dt::blackjack {

// The order in which the main wagers are settled after the dealer's hand is
// complete. §3(e) says only "collect all losing wagers and pay off all
// winning wagers"; the checklist ("Source typos", §3(e)/§6(i)) grades right
// to left by default and leaves it to the house.
enum class SettlementOrder {
    RightToLeft,               // box by box from the dealer's far right, each hand settled in turn
    CollectThenPayRightToLeft, // every losing wager right to left, then every other right to left
};

// A blackjack table as the round needs it: the licensee's choices the
// regulation allows (TableOffer) and the house procedures it leaves open.
struct TableRules {
    TableOffer offer;
    SettlementOrder settlementOrder = SettlementOrder::RightToLeft;
};

} // namespace dt::blackjack
