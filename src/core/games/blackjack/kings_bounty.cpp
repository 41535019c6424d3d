#include "kings_bounty.h"

#include "hand.h"

#include <algorithm>
#include <array>
#include <string>

namespace dt::blackjack {

namespace {

// §29(h), the rows in the order printed: "to 1" in Table 1 and Table 2.
struct Row {
    const char *hand;
    std::int64_t table1;
    std::int64_t table2;
};
enum RowIndex : std::size_t {
    kKingsAndDealerBlackjack,
    kPairKingsSpades,
    kSuitedKings,
    kSuitedPair,
    kSuited20,
    kTwoKings,
    kUnsuited20,
};
constexpr std::array<Row, 7> kRows = {{
    {"Pair Kings (Spades) and Dealer Blackjack", 1000, 1000},
    {"Pair Kings (Spades)", 100, 200},
    {"2 Suited Kings", 30, 50},
    {"2 Suited Queens, Jacks or 10s", 20, 25},
    {"Suited 20", 9, 9},
    {"2 Kings", 6, 6},
    {"Unsuited 20", 4, 4},
}};

// §29(h) odds of a row in table 1 or 2.
Odds oddsOf(const Row &row, int payTable) {
    return Odds{payTable == 1 ? row.table1 : row.table2, 1};
}

SideWagerAward paysRow(RowIndex index, int payTable) {
    const Row &row = kRows[index];
    return SideWagerAward::winsAt(row.hand, oddsOf(row, payTable), "29(h)");
}

bool isTenOrAce(Rank rank) {
    return rank == Rank::Ace || rank >= Rank::Ten;
}

bool isKingOfSpades(const Card &card) {
    return card.rank == Rank::King && card.suit == Suit::Spades;
}

bool kingsOfSpades(const std::vector<Card> &cards) {
    return cards.size() >= 2 && isKingOfSpades(cards[0]) && isKingOfSpades(cards[1]);
}

// §29(h) from "Pair Kings (Spades)" down, for two cards totalling twenty.
SideWagerAward paidRow(Card first, Card second, int payTable) {
    const bool suited = first.suit == second.suit;
    const bool pair = first.rank == second.rank;
    if (pair && first.rank == Rank::King) {
        if (suited && first.suit == Suit::Spades) {
            return paysRow(kPairKingsSpades, payTable);
        }
        if (suited) {
            return paysRow(kSuitedKings, payTable);
        }
    }
    if (pair && suited) {
        // Two queens, two jacks or two tens of one suit.
        return paysRow(kSuitedPair, payTable);
    }
    if (suited) {
        return paysRow(kSuited20, payTable);
    }
    if (pair && first.rank == Rank::King) {
        return paysRow(kTwoKings, payTable);
    }
    return paysRow(kUnsuited20, payTable);
}

bool totalsTwenty(Card first, Card second) {
    return evaluate({first, second}, false).total == 20;
}

} // namespace

bool kingsBountySettledAtEndOfRound(const std::vector<Card> &playerCards, Card dealerUpCard) {
    // §29(g)(1)-(2): a potential dealer blackjack defers the kings of spades.
    return kingsOfSpades(playerCards) && isTenOrAce(dealerUpCard.rank);
}

SideWagerAward settleKingsBountyPlayer(const std::vector<Card> &playerCards, Card dealerUpCard,
                                       std::optional<bool> dealerBlackjack, int payTable) {
    if (payTable != 1 && payTable != 2) {
        return SideWagerAward::pending(
            "Table " + std::to_string(payTable) + " is not one of §29(h)'s", "29(h)");
    }
    if (playerCards.size() < 2) {
        return SideWagerAward::pending("The player's first two cards are not dealt yet", "29(f)");
    }
    if (!totalsTwenty(playerCards[0], playerCards[1])) {
        return SideWagerAward::loses("The first two cards do not add up to twenty", "29(e)");
    }
    if (kingsBountySettledAtEndOfRound(playerCards, dealerUpCard)) {
        if (!dealerBlackjack) {
            return SideWagerAward::pending("Pair Kings (Spades): settled at the end of the round",
                                           "29(g)(2)");
        }
        if (*dealerBlackjack) {
            return paysRow(kKingsAndDealerBlackjack, payTable);
        }
    }
    return paidRow(playerCards[0], playerCards[1], payTable);
}

SideWagerAward settleKingsBountyDealer(const std::vector<Card> &dealerCards, int payTable) {
    if (payTable != 1 && payTable != 2) {
        return SideWagerAward::pending(
            "Table " + std::to_string(payTable) + " is not one of §29(h)'s", "29(h)");
    }
    if (dealerCards.size() < 2) {
        return SideWagerAward::pending("The dealer's first two cards are not dealt yet", "29(d)");
    }
    if (!totalsTwenty(dealerCards[0], dealerCards[1])) {
        return SideWagerAward::loses("The dealer's first two cards do not add up to twenty",
                                     "29(e)");
    }
    return paidRow(dealerCards[0], dealerCards[1], payTable);
}

Money kingsBountyDealerWagerMaximum(Money playerWager, Money tableMaximum) {
    if (playerWager > tableMaximum) {
        return Money();
    }
    if (playerWager == tableMaximum) {
        // §29(d): "a maximum of ten percent of the maximum of the table limit".
        return Money::cents(tableMaximum.inCents() / 10);
    }
    // §29(d): combined "shall not exceed the table maximum bet limit".
    return tableMaximum - std::max(playerWager, Money());
}

bool kingsBountyWagersAllowed(Money playerWager, Money dealerWager, Money tableMaximum) {
    return playerWager >= Money() && dealerWager >= Money() && playerWager <= tableMaximum &&
           dealerWager <= kingsBountyDealerWagerMaximum(playerWager, tableMaximum);
}

std::vector<PayTableRow> kingsBountyPayTable(int payTable) {
    if (payTable != 1 && payTable != 2) {
        return {};
    }
    std::vector<PayTableRow> rows;
    for (const Row &row : kRows) {
        rows.push_back(PayTableRow{row.hand, PaysOdds{oddsOf(row, payTable)}});
    }
    return rows;
}

} // namespace dt::blackjack
