#pragma once

#include "side_wager_award.h"

#include <string>

namespace dt::blackjack {

// One row of a side wager's printed pay table: the winning hand as the text
// prints it and what it pays. The settlement functions pay from the same
// rows, so a placard listing them (pay_table_listing.h) cannot disagree with
// a payout.
struct PayTableRow {
    std::string hand;
    Payment payment;
    friend bool operator==(const PayTableRow &, const PayTableRow &) = default;
};

} // namespace dt::blackjack
