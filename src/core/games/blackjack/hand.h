#pragma once

#include "../../card.h"

#include <vector>

namespace dt::blackjack {

// The point count of a blackjack hand (Blackjack §1, §2(b)).
struct HandValue {
    int total = 0;
    // §1 "Soft Total": an ace in the hand is counted as 11.
    bool soft = false;
    // The score is in excess of 21 (§3(a)(1)).
    bool bust = false;
    // §1 "Blackjack": an ace and a ten-value card as the initial two cards,
    // not after the player split pairs.
    bool blackjack = false;
};

// §2(b)(1)-(3)(i) card values, §1 hard/soft totals and blackjack. `cards` is
// the whole hand in the order dealt; `afterSplit` is true for a hand formed by
// splitting pairs, which cannot be a blackjack (§1).
HandValue evaluate(const std::vector<dt::Card> &cards, bool afterSplit);

} // namespace dt::blackjack
