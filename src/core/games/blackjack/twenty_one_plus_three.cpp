#include "twenty_one_plus_three.h"

#include "three_card_poker.h"

#include <array>
#include <string>

namespace dt::blackjack {

namespace {

// §28(f), the rows in the order printed ("to 1", Table A and Table B), with
// the §28(b) definition each row pays.
struct Row {
    const char *hand;
    const char *section;
    std::int64_t tableA;
    std::int64_t tableB;
};
constexpr std::array<Row, 4> kRows = {{
    {"Straight flush", "28(b)(1)", 9, 30},
    {"Three-of-a-kind", "28(b)(2)", 9, 20},
    {"Straight", "28(b)(3)", 9, 10},
    {"Flush", "28(b)(4)", 9, 5},
}};

Odds oddsOf(const Row &row, char payTable) {
    return Odds{payTable == 'A' ? row.tableA : row.tableB, 1};
}

SideWagerAward paysRow(std::size_t index, char payTable) {
    const Row &row = kRows[index];
    return SideWagerAward::winsAt(row.hand, oddsOf(row, payTable), row.section);
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
        return paysRow(0, payTable);
    case ThreeCardCategory::ThreeOfAKind:
        return paysRow(1, payTable);
    case ThreeCardCategory::Straight:
        return paysRow(2, payTable);
    case ThreeCardCategory::Flush:
        return paysRow(3, payTable);
    case ThreeCardCategory::Pair:
    case ThreeCardCategory::HighCard:
        break;
    }
    return SideWagerAward::loses("No straight flush, three-of-a-kind, straight or flush", "28(f)");
}

std::vector<PayTableRow> twentyOnePlusThreePayTable(char payTable) {
    if (payTable != 'A' && payTable != 'B') {
        return {};
    }
    std::vector<PayTableRow> rows;
    for (const Row &row : kRows) {
        rows.push_back(PayTableRow{row.hand, PaysOdds{oddsOf(row, payTable)}});
    }
    return rows;
}

} // namespace dt::blackjack
