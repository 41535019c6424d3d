#include "blazing_sevens.h"

#include <array>
#include <string>

namespace dt::blackjack {

namespace {

// One row of a §31(d) table: a share of the meter ("100%" is 1/1, "10%"
// 1/10: `meterDenominator`) or "X for 1" (`forOne`, the wager included: paid
// to 1).
struct Row {
    const char *hand;
    std::int64_t meterDenominator; // 0 for an "X for 1" row
    std::int64_t forOne;
};
// The left table (five rows) and the right one (six), as printed; settlement
// below picks rows by their index here.
constexpr std::array<Row, 5> kTable1 = {{
    {"3 suited 7's", 1, 0},
    {"3 same color 7's", 10, 0},
    {"Three 7's", 0, 200},
    {"First two Cards – 7's", 0, 25},
    {"First two cards – one 7", 0, 2},
}};
constexpr std::array<Row, 6> kTable2 = {{
    {"3 7's – Diamonds", 1, 0},
    {"3 7's – Other", 10, 0},
    {"3 7's – Same Color", 0, 500},
    {"3 7's", 0, 200},
    {"First two cards – 7's", 0, 25},
    {"First two cards – one 7", 0, 2},
}};

Payment paymentOf(const Row &row) {
    if (row.meterDenominator != 0) {
        return PaysMeterShare{1, row.meterDenominator};
    }
    return PaysOdds{Odds{row.forOne - 1, 1}};
}

SideWagerAward paysRow(const Row &row) {
    return SideWagerAward::wins(row.hand, paymentOf(row), "31(d)");
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
        return paysRow(payTable == 1 ? kTable1[4] : kTable2[5]);
    }
    if (!isSeven(dealerUpCard)) {
        // §31(i)a: "Two 7's" is based on the player's first two cards only.
        return paysRow(payTable == 1 ? kTable1[3] : kTable2[4]);
    }
    // §31(i): two 7's and a dealer 7 qualify for one of the three-7's rows.
    const bool suited = first.suit == second.suit && second.suit == dealerUpCard.suit;
    const bool sameColor =
        isRed(first.suit) == isRed(second.suit) && isRed(second.suit) == isRed(dealerUpCard.suit);
    if (payTable == 1) {
        if (suited) {
            return paysRow(kTable1[0]);
        }
        if (sameColor) {
            return paysRow(kTable1[1]);
        }
        return paysRow(kTable1[2]);
    }
    if (suited && first.suit == Suit::Diamonds) {
        return paysRow(kTable2[0]);
    }
    if (suited) {
        return paysRow(kTable2[1]);
    }
    if (sameColor) {
        return paysRow(kTable2[2]);
    }
    return paysRow(kTable2[3]);
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

std::vector<PayTableRow> blazing7sPayTable(int payTable) {
    std::vector<PayTableRow> rows;
    const auto add = [&rows](const auto &table) {
        for (const Row &row : table) {
            rows.push_back(PayTableRow{row.hand, paymentOf(row)});
        }
    };
    if (payTable == 1) {
        add(kTable1);
    } else if (payTable == 2) {
        add(kTable2);
    }
    return rows;
}

} // namespace dt::blackjack
