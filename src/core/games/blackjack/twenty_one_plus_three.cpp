#include "twenty_one_plus_three.h"

#include "three_card_poker.h"

#include <string>

namespace dt::blackjack {

namespace {

// §28(b) odds of a row in table 'A' or 'B'.
Odds oddsOf(char payTable, std::int64_t tableA, std::int64_t tableB) {
    return Odds{payTable == 'A' ? tableA : tableB, 1};
}

} // namespace

SideWagerAward settleTwentyOnePlusThree(const std::vector<Card> &playerCards, Card dealerUpCard,
                                        char payTable) {
    if (payTable != 'A' && payTable != 'B') {
        return SideWagerAward::pending(std::string("Table ") + payTable + " is not one of §28(f)'s",
                                       "28(f)");
    }
    const auto cards = faceUpThree(playerCards, dealerUpCard);
    if (!cards) {
        return SideWagerAward::pending("The player's initial two cards are not dealt yet", "28(e)");
    }
    // §28(f): "the player's highest ranking hand".
    switch (evaluateThreeCardPoker(*cards).category()) {
    case ThreeCardCategory::StraightFlush:
        return SideWagerAward::winsAt("Straight flush", oddsOf(payTable, 9, 30), "28(b)(1)");
    case ThreeCardCategory::ThreeOfAKind:
        return SideWagerAward::winsAt("Three-of-a-kind", oddsOf(payTable, 9, 20), "28(b)(2)");
    case ThreeCardCategory::Straight:
        return SideWagerAward::winsAt("Straight", oddsOf(payTable, 9, 10), "28(b)(3)");
    case ThreeCardCategory::Flush:
        return SideWagerAward::winsAt("Flush", oddsOf(payTable, 9, 5), "28(b)(4)");
    case ThreeCardCategory::Pair:
    case ThreeCardCategory::HighCard:
        break;
    }
    return SideWagerAward::loses("No straight flush, three-of-a-kind, straight or flush", "28(f)");
}

} // namespace dt::blackjack
