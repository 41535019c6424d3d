#include "point_count.h"

namespace dt::baccarat {

int cardValue(Rank rank) {
    const int face = static_cast<int>(rank);
    // §6(a)(2)-(3): 10, jack, queen, king count zero; the ace (1) one.
    return face >= static_cast<int>(Rank::Ten) ? 0 : face;
}

int pointCount(std::span<const Card> cards) {
    int total = 0;
    for (const Card &card : cards) {
        total += cardValue(card.rank);
    }
    return total % 10; // §6(b): the left digit is discarded
}

int pointCountOfValues(std::span<const int> values) {
    int total = 0;
    for (const int value : values) {
        total += value;
    }
    return total % 10;
}

bool isNatural(std::span<const Card> firstTwoCards) {
    return firstTwoCards.size() == 2 && pointCount(firstTwoCards) >= 8;
}

} // namespace dt::baccarat
