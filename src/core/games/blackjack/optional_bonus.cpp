#include "optional_bonus.h"

#include "hand.h"

#include <algorithm>
#include <array>
#include <string>

namespace dt::blackjack {

namespace {

int firstTwoTotal(const std::vector<Card> &dealerCards) {
    return evaluate({dealerCards[0], dealerCards[1]}, false).total;
}

bool isRed(Suit suit) {
    return suit == Suit::Hearts || suit == Suit::Diamonds;
}

// §25(e) then §25(f), the rows in the order printed ("to 1").
struct Row {
    const char *hand;
    const char *section;
    std::int64_t toOne;
};
enum RowIndex : std::size_t {
    kTen,
    kNine,
    kEight,
    kSeven,
    kSix,
    kEightsSameColor,
    kEightsSameSuit,
};
constexpr std::array<Row, 7> kRows = {{
    {"Ten", "25(e)", 3},
    {"Nine", "25(e)", 5},
    {"Eight", "25(e)", 7},
    {"Seven", "25(e)", 9},
    {"Six", "25(e)", 15},
    {"Three eights of the same color", "25(f)", 50},
    {"Three eights of the same suit", "25(f)", 200},
}};

SideWagerAward paysRow(RowIndex index) {
    const Row &row = kRows[index];
    return SideWagerAward::winsAt(row.hand, Odds{row.toOne, 1}, row.section);
}

// §25(e): the busting third card's row.
SideWagerAward paidByThirdCard(Rank third) {
    switch (third) {
    case Rank::Six:
        return paysRow(kSix);
    case Rank::Seven:
        return paysRow(kSeven);
    case Rank::Eight:
        return paysRow(kEight);
    case Rank::Nine:
        return paysRow(kNine);
    default:
        // Ten, jack, queen, king: the only other cards that can bust a total
        // below 17 (an ace counts one there).
        return paysRow(kTen);
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
            return paysRow(kEightsSameSuit);
        }
        if (isRed(three[0].suit) == isRed(three[1].suit) &&
            isRed(three[1].suit) == isRed(three[2].suit)) {
            return paysRow(kEightsSameColor);
        }
    }
    return paidByThirdCard(three[2].rank);
}

bool optionalBonusWagerAllowed(Money bonusWager, Money blackjackWager, Money postedMaximum) {
    return bonusWager >= Money::dollars(1) && bonusWager <= std::min(blackjackWager, postedMaximum);
}

std::vector<PayTableRow> optionalBonusPayTable() {
    std::vector<PayTableRow> rows;
    for (const Row &row : kRows) {
        rows.push_back(PayTableRow{row.hand, PaysOdds{Odds{row.toOne, 1}}});
    }
    return rows;
}

} // namespace dt::blackjack
