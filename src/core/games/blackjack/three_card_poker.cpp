#include "three_card_poker.h"

#include <algorithm>

namespace dt::blackjack {

ThreeCardCategory ThreeCardPokerHand::category() const {
    if (straightFlush()) {
        return ThreeCardCategory::StraightFlush;
    }
    if (threeOfAKind) {
        return ThreeCardCategory::ThreeOfAKind;
    }
    if (straight) {
        return ThreeCardCategory::Straight;
    }
    if (flush) {
        return ThreeCardCategory::Flush;
    }
    if (pair) {
        return ThreeCardCategory::Pair;
    }
    return ThreeCardCategory::HighCard;
}

int pokerRank(Rank rank) {
    // §28(b): the ace ranks highest.
    return rank == Rank::Ace ? 14 : static_cast<int>(rank);
}

ThreeCardPokerHand evaluateThreeCardPoker(const std::array<Card, 3> &cards) {
    std::array<int, 3> ranks{};
    std::transform(cards.begin(), cards.end(), ranks.begin(),
                   [](const Card &card) { return pokerRank(card.rank); });
    std::sort(ranks.begin(), ranks.end());

    ThreeCardPokerHand hand;
    hand.flush = cards[0].suit == cards[1].suit && cards[1].suit == cards[2].suit;
    hand.threeOfAKind = ranks[0] == ranks[2];
    hand.pair = !hand.threeOfAKind && (ranks[0] == ranks[1] || ranks[1] == ranks[2]);
    const bool consecutive = ranks[1] == ranks[0] + 1 && ranks[2] == ranks[1] + 1;
    // §28(b): "an ace may be used to complete a straight flush or straight
    // formed with a 2 and 3" - A-2-3 only; K-A-2 does not wrap around.
    const bool aceTwoThree = ranks == std::array<int, 3>{2, 3, 14};
    hand.straight = consecutive || aceTwoThree;
    return hand;
}

std::optional<std::array<Card, 3>> faceUpThree(const std::vector<Card> &playerCards,
                                               Card dealerUpCard) {
    if (playerCards.size() < 2) {
        return std::nullopt;
    }
    return std::array<Card, 3>{playerCards[0], playerCards[1], dealerUpCard};
}

} // namespace dt::blackjack
