#include "blazing_sevens.h"

#include <string>

namespace dt::blackjack {

namespace {

// §31(d) "X for 1" includes the wager: paid to 1.
SideWagerAward paysFor(const char *hand, std::int64_t forOne) {
    return SideWagerAward::winsAt(hand, Odds{forOne - 1, 1}, "31(d)");
}

// "100%" is the whole meter (1/1), "10%" a tenth (1/10).
SideWagerAward paysMeter(const char *hand, std::int64_t denominator) {
    return SideWagerAward::wins(hand, PaysMeterShare{1, denominator}, "31(d)");
}

bool isSeven(const Card &card) {
    return card.rank == Rank::Seven;
}

bool isRed(Suit suit) {
    return suit == Suit::Hearts || suit == Suit::Diamonds;
}

} // namespace

SideWagerAward settleBlazing7s(const std::vector<Card> &playerCards, Card dealerUpCard,
                               int payTable) {
    if (payTable != 1 && payTable != 2) {
        return SideWagerAward::pending(
            "Pay table " + std::to_string(payTable) + " is not one of §31(d)'s", "31(d)");
    }
    if (playerCards.size() < 2) {
        return SideWagerAward::pending("The player's initial two cards are not dealt yet", "31(c)");
    }
    const Card first = playerCards[0];
    const Card second = playerCards[1];
    const int sevens = (isSeven(first) ? 1 : 0) + (isSeven(second) ? 1 : 0);
    if (sevens == 0) {
        return SideWagerAward::loses("No 7 in the player's initial two cards", "31(c)");
    }
    if (sevens == 1) {
        return paysFor("First two cards – one 7", 2);
    }
    if (!isSeven(dealerUpCard)) {
        // §31(i)a: "Two 7's" is based on the player's first two cards only.
        return paysFor(payTable == 1 ? "First two Cards – 7's" : "First two cards – 7's", 25);
    }
    // §31(i): two 7's and a dealer 7 qualify for one of the three-7's rows.
    const bool suited = first.suit == second.suit && second.suit == dealerUpCard.suit;
    const bool sameColor =
        isRed(first.suit) == isRed(second.suit) && isRed(second.suit) == isRed(dealerUpCard.suit);
    if (payTable == 1) {
        if (suited) {
            return paysMeter("3 suited 7's", 1);
        }
        if (sameColor) {
            return paysMeter("3 same color 7's", 10);
        }
        return paysFor("Three 7's", 200);
    }
    if (suited && first.suit == Suit::Diamonds) {
        return paysMeter("3 7's – Diamonds", 1);
    }
    if (suited) {
        return paysMeter("3 7's – Other", 10);
    }
    if (sameColor) {
        return paysFor("3 7's – Same Color", 500);
    }
    return paysFor("3 7's", 200);
}

std::optional<Blazing7sPrintedFigures> blazing7sPrintedFigures(int payTable) {
    // §31(d): "House Advantage 24.78% / 23.59%", "Hit Frequency 14.82%".
    if (payTable == 1) {
        return Blazing7sPrintedFigures{2478, 1482};
    }
    if (payTable == 2) {
        return Blazing7sPrintedFigures{2359, 1482};
    }
    return std::nullopt;
}

} // namespace dt::blackjack
