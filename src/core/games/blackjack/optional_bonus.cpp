#include "optional_bonus.h"

#include "hand.h"

#include <algorithm>
#include <string>

namespace dt::blackjack {

namespace {

int firstTwoTotal(const std::vector<Card> &dealerCards) {
    return evaluate({dealerCards[0], dealerCards[1]}, false).total;
}

bool isRed(Suit suit) {
    return suit == Suit::Hearts || suit == Suit::Diamonds;
}

// §25(e): the busting third card's row.
SideWagerAward paidByThirdCard(Rank third) {
    switch (third) {
    case Rank::Six:
        return SideWagerAward::winsAt("Six", Odds{15, 1}, "25(e)");
    case Rank::Seven:
        return SideWagerAward::winsAt("Seven", Odds{9, 1}, "25(e)");
    case Rank::Eight:
        return SideWagerAward::winsAt("Eight", Odds{7, 1}, "25(e)");
    case Rank::Nine:
        return SideWagerAward::winsAt("Nine", Odds{5, 1}, "25(e)");
    default:
        // Ten, jack, queen, king: the only other cards that can bust a total
        // below 17 (an ace counts one there).
        return SideWagerAward::winsAt("Ten", Odds{3, 1}, "25(e)");
    }
}

} // namespace

bool dealerMustDrawThirdCard(const std::vector<Card> &dealerCards, bool anyOptionalBonusWager) {
    return anyOptionalBonusWager && dealerCards.size() == 2 && firstTwoTotal(dealerCards) < 17;
}

SideWagerAward settleOptionalBonus(const std::vector<Card> &dealerCards) {
    if (dealerCards.size() < 2) {
        return SideWagerAward::pending("The dealer's first two cards are not dealt yet", "25(d)");
    }
    if (firstTwoTotal(dealerCards) >= 17) {
        return SideWagerAward::loses("The dealer's first two cards total 17 or more", "25(d)");
    }
    if (dealerCards.size() < 3) {
        return SideWagerAward::pending("The dealer must draw a third card", "25(d)");
    }
    const std::vector<Card> three(dealerCards.begin(), dealerCards.begin() + 3);
    if (!evaluate(three, false).bust) {
        return SideWagerAward::loses("The dealer's first three cards total 21 or less", "25(d)");
    }
    const bool threeEights = std::all_of(three.begin(), three.end(),
                                         [](const Card &card) { return card.rank == Rank::Eight; });
    if (threeEights) {
        // §25(f), in place of (e)'s 7 to 1 for the eight.
        if (three[0].suit == three[1].suit && three[1].suit == three[2].suit) {
            return SideWagerAward::winsAt("Three eights of the same suit", Odds{200, 1}, "25(f)");
        }
        if (isRed(three[0].suit) == isRed(three[1].suit) &&
            isRed(three[1].suit) == isRed(three[2].suit)) {
            return SideWagerAward::winsAt("Three eights of the same color", Odds{50, 1}, "25(f)");
        }
    }
    return paidByThirdCard(three[2].rank);
}

bool optionalBonusWagerAllowed(Money bonusWager, Money blackjackWager, Money postedMaximum) {
    return bonusWager >= Money::dollars(1) && bonusWager <= std::min(blackjackWager, postedMaximum);
}

} // namespace dt::blackjack
