#include "buster_blackjack.h"

#include "hand.h"

#include <algorithm>
#include <array>
#include <string>

namespace dt::blackjack {

namespace {

struct Row {
    const char *cards;
    std::array<std::int64_t, 6> toOne; // Paytable A-F
};

// §27(g), indexed by card count - 3; the last row is "8 or more".
constexpr std::array<Row, 6> kRows = {{
    {"3", {2, 2, 2, 2, 2, 1}},
    {"4", {2, 2, 2, 2, 2, 2}},
    {"5", {4, 4, 4, 4, 3, 8}},
    {"6", {15, 15, 12, 12, 12, 20}},
    {"7", {50, 50, 50, 50, 50, 50}},
    {"8 or more", {250, 200, 250, 200, 250, 250}},
}};

// §27(i), Paytable B1 and B3: the dealer's busted hand of eight or more
// cards, then of seven cards.
struct FreeBonusRow {
    const char *cards;
    std::int64_t b1;
    std::int64_t b3;
};
constexpr std::array<FreeBonusRow, 2> kFreeBonusRows = {{
    {"8 or more", 8000, 5000},
    {"7", 1000, 1000},
}};

Money freeBonusAmount(const FreeBonusRow &row, int freeBonusTable) {
    return Money::dollars(freeBonusTable == 1 ? row.b1 : row.b3);
}

bool dealerHasBlackjack(const std::vector<Card> &dealerCards) {
    return dealerCards.size() >= 2 && evaluate({dealerCards[0], dealerCards[1]}, false).blackjack;
}

} // namespace

bool busterDealerMustDraw(const std::vector<Card> &dealerCards) {
    const HandValue value = evaluate(dealerCards, false);
    if (value.bust) {
        return false; // §27(f)(3)(iii)
    }
    // §27(f)(3)(i) hard 17-21 and (ii) soft 18-21 stop; all else draws.
    return value.total < 17 || (value.soft && value.total == 17);
}

bool dealerDrawsWithBusterInPlay(const std::vector<Card> &dealerCards, DealerSoft17 tableRule,
                                 bool blackjackWagersInPlay) {
    if (!blackjackWagersInPlay) {
        return busterDealerMustDraw(dealerCards);
    }
    // §12(b): the table's rule while blackjack wagers wait on the hand.
    const HandValue value = evaluate(dealerCards, false);
    if (value.bust) {
        return false;
    }
    return value.total < 17 || (value.soft && value.total == 17 && tableRule == DealerSoft17::Hits);
}

SideWagerAward settleBusterBlackjack(const std::vector<Card> &dealerCards, char payTable) {
    if (payTable < 'A' || payTable > 'F') {
        return SideWagerAward::pending(
            std::string("Paytable ") + payTable + " is not one of §27(g)'s", "27(g)");
    }
    if (dealerCards.size() < 2) {
        return SideWagerAward::pending("The dealer's hand is not complete", "27(f)(3)");
    }
    if (dealerHasBlackjack(dealerCards)) {
        return SideWagerAward::loses("The dealer has a blackjack", "27(d)(1)");
    }
    const HandValue value = evaluate(dealerCards, false);
    if (!value.bust) {
        if (value.total < 17) {
            return SideWagerAward::pending("The dealer's hand is not complete", "27(f)(3)");
        }
        return SideWagerAward::loses("The dealer's completed hand does not exceed 21", "27(d)(2)");
    }
    // §27(e), (g): paid by the number of cards in the completed hand.
    const std::size_t count = std::min<std::size_t>(dealerCards.size(), 8);
    const Row &row = kRows[count - 3];
    const Odds odds{row.toOne[static_cast<std::size_t>(payTable - 'A')], 1};
    return SideWagerAward::winsAt(row.cards, odds, "27(g)");
}

SideWagerAward settleBusterFreeBonus(const std::vector<Card> &playerCards, bool afterSplit,
                                     Money busterWager, const std::vector<Card> &dealerCards,
                                     int freeBonusTable) {
    if (freeBonusTable != 1 && freeBonusTable != 3) {
        return SideWagerAward::loses("The Free Bonus is not offered", "27(h)");
    }
    // §27(h)(i) the player has a blackjack.
    if (playerCards.size() != 2 || !evaluate(playerCards, afterSplit).blackjack) {
        return SideWagerAward::loses("The player does not have a blackjack", "27(h)");
    }
    // §27(h)(ii) at least $5.00 on the Buster wager.
    if (busterWager < Money::dollars(5)) {
        return SideWagerAward::loses("Less than $5.00 was wagered on the Buster Blackjack wager",
                                     "27(h)");
    }
    // §27(h)(iii) the dealer's hand busted with at least seven cards.
    if (!evaluate(dealerCards, false).bust || dealerCards.size() < 7) {
        return SideWagerAward::loses("The dealer's hand did not bust with at least seven cards",
                                     "27(h)");
    }
    // §27(i) Paytable B1 / B3.
    const FreeBonusRow &row = kFreeBonusRows[dealerCards.size() >= 8 ? 0 : 1];
    return SideWagerAward::wins(row.cards, PaysAmount{freeBonusAmount(row, freeBonusTable)},
                                "27(i)");
}

bool busterWagerAllowed(Money busterWager, Money blackjackWager, Money postedMaximum) {
    return busterWager >= Money::dollars(1) &&
           busterWager <= std::min(blackjackWager, postedMaximum);
}

std::vector<PayTableRow> busterPayTable(char payTable) {
    if (payTable < 'A' || payTable > 'F') {
        return {};
    }
    std::vector<PayTableRow> rows;
    // §27(g) prints "8 or more" first, down to 3.
    for (auto row = kRows.rbegin(); row != kRows.rend(); ++row) {
        rows.push_back(PayTableRow{
            row->cards, PaysOdds{Odds{row->toOne[static_cast<std::size_t>(payTable - 'A')], 1}}});
    }
    return rows;
}

std::vector<PayTableRow> busterFreeBonusPayTable(int freeBonusTable) {
    if (freeBonusTable != 1 && freeBonusTable != 3) {
        return {};
    }
    std::vector<PayTableRow> rows;
    for (const FreeBonusRow &row : kFreeBonusRows) {
        rows.push_back(PayTableRow{row.cards, PaysAmount{freeBonusAmount(row, freeBonusTable)}});
    }
    return rows;
}

} // namespace dt::blackjack
