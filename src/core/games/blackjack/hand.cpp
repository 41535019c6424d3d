#include "hand.h"

namespace dt::blackjack {

namespace {

bool isTenValue(Rank rank) {
    return rank >= Rank::Ten;
}

// §2(b)(1)-(2): 2-10 face value, Jack/Queen/King ten. The ace is taken as one
// here; the caller decides whether one ace may count eleven (§2(b)(3)(i)).
int hardValue(Rank rank) {
    if (isTenValue(rank)) {
        return 10;
    }
    return static_cast<int>(rank);
}

} // namespace

HandValue evaluate(const std::vector<dt::Card> &cards, bool afterSplit) {
    HandValue value;
    bool hasAce = false;
    for (const Card &card : cards) {
        value.total += hardValue(card.rank);
        hasAce = hasAce || card.rank == Rank::Ace;
    }
    // §2(b)(3)(i): an ace is eleven unless that gives a score in excess of 21,
    // in which case it is one. Two aces at eleven would be 22, so at most one
    // ace ever counts eleven; the hand is then a §1 "Soft Total".
    if (hasAce && value.total + 10 <= 21) {
        value.total += 10;
        value.soft = true;
    }
    value.bust = value.total > 21;
    // §1 "Blackjack": an ace and a ten-value card as the initial two cards,
    // but not an ace and ten dealt to a player who has split pairs.
    if (!afterSplit && cards.size() == 2) {
        const Rank first = cards[0].rank;
        const Rank second = cards[1].rank;
        value.blackjack = (first == Rank::Ace && isTenValue(second)) ||
                          (second == Rank::Ace && isTenValue(first));
    }
    return value;
}

} // namespace dt::blackjack
