#include "in_between.h"

#include <algorithm>
#include <array>
#include <string>

namespace dt::blackjack {

namespace {

struct Row {
    const char *hand;
    const char *section;
    std::array<std::int64_t, 4> toOne; // Table A, B, C, D
};

// §26(f), rows in the order printed.
constexpr std::array<Row, 5> kRows = {{
    {"Triple match", "26(g)(1)", {30, 30, 30, 40}},
    {"One-card spread", "26(g)(2)", {12, 10, 10, 10}},
    {"Two-card spread", "26(g)(3)", {6, 6, 5, 5}},
    {"Three-card spread", "26(g)(4)", {4, 4, 3, 3}},
    {"All other spreads", "26(g)(5)", {1, 1, 1, 1}},
}};

SideWagerAward winsOn(const Row &row, char payTable) {
    const Odds odds{row.toOne[static_cast<std::size_t>(payTable - 'A')], 1};
    return SideWagerAward::winsAt(row.hand, odds, row.section);
}

} // namespace

int inBetweenRank(Rank rank) {
    // §26(b): "two, three, ..., king, and ace" - the ace ranks highest.
    return rank == Rank::Ace ? 14 : static_cast<int>(rank);
}

SideWagerAward settleInBetween(const std::vector<Card> &playerCards, Card dealerUpCard,
                               char payTable) {
    if (payTable < 'A' || payTable > 'D') {
        return SideWagerAward::pending(std::string("Table ") + payTable + " is not one of §26(f)'s",
                                       "26(f)");
    }
    if (playerCards.size() < 2) {
        return SideWagerAward::pending("The player's initial two cards are not dealt yet", "26(e)");
    }
    const int low =
        std::min(inBetweenRank(playerCards[0].rank), inBetweenRank(playerCards[1].rank));
    const int high =
        std::max(inBetweenRank(playerCards[0].rank), inBetweenRank(playerCards[1].rank));
    const int dealer = inBetweenRank(dealerUpCard.rank);

    if (low == high) {
        if (dealer == low) {
            return winsOn(kRows[0], payTable); // §26(g)(1)
        }
        return SideWagerAward::loses(
            "The player's cards are a pair and the dealer's card does not match", "26(g)(1)");
    }
    // The ranks strictly between the player's two cards.
    const int spread = high - low - 1;
    if (spread == 0) {
        return SideWagerAward::loses(
            "The player's cards are of consecutive rank: no rank lies between", "26(a)");
    }
    if (dealer == low || dealer == high) {
        return SideWagerAward::loses("The dealer's card has the rank of one of the player's cards",
                                     "26(a)");
    }
    if (dealer < low || dealer > high) {
        return SideWagerAward::loses("The dealer's card is not between the player's cards",
                                     "26(a)");
    }
    // §26(g)(2)-(5): one, two, three, or four or more ranks between.
    return winsOn(kRows[static_cast<std::size_t>(std::min(spread, 4))], payTable);
}

std::vector<PayTableRow> inBetweenPayTable(char payTable) {
    if (payTable < 'A' || payTable > 'D') {
        return {};
    }
    std::vector<PayTableRow> rows;
    for (const Row &row : kRows) {
        rows.push_back(PayTableRow{
            row.hand, PaysOdds{Odds{row.toOne[static_cast<std::size_t>(payTable - 'A')], 1}}});
    }
    return rows;
}

} // namespace dt::blackjack
