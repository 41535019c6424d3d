#include "twenty_point_bonus.h"

#include "hand.h"

#include <algorithm>
#include <array>
#include <numeric>
#include <string>

namespace dt::blackjack {

namespace {

// §24(f), the rows in the order printed ("to 1", Paytable A and B), with the
// section that defines each row.
struct Row {
    const char *hand;
    const char *section;
    std::int64_t tableA;
    std::int64_t tableB;
};
enum RowIndex : std::size_t {
    kQueenPairAndDealerBlackjack,
    kQueenPair,
    kMatched20,
    kSuited20,
    kAny20,
};
constexpr std::array<Row, 5> kRows = {{
    {"Queen of hearts pair and dealer blackjack", "24(f)", 1000, 1000},
    {"Queen of hearts pair", "24(f)", 125, 200},
    {"Matched 20", "24(g)(1)", 19, 25},
    {"Suited 20", "24(g)(2)", 9, 10},
    {"Any 20", "24(g)(3)", 4, 4},
}};

// Both tables pay the top row 1000 to 1 (the §24(h) cap's basis).
constexpr Odds kQueenOfHeartsAndDealerBlackjack{kRows[kQueenPairAndDealerBlackjack].tableA, 1};

// 128-bit products for the §24(h) shares (cap * wager).
__extension__ using Wide = __int128;

bool isTenOrAce(Rank rank) {
    return rank == Rank::Ace || rank >= Rank::Ten;
}

bool isQueenOfHearts(const Card &card) {
    return card.rank == Rank::Queen && card.suit == Suit::Hearts;
}

bool isQueenOfHeartsPair(const std::vector<Card> &playerCards) {
    return playerCards.size() >= 2 && isQueenOfHearts(playerCards[0]) &&
           isQueenOfHearts(playerCards[1]);
}

// §24(f) odds of a row in table 'A' or 'B'.
Odds oddsOf(const Row &row, char payTable) {
    return Odds{payTable == 'A' ? row.tableA : row.tableB, 1};
}

SideWagerAward paysRow(RowIndex index, char payTable) {
    const Row &row = kRows[index];
    return SideWagerAward::winsAt(row.hand, oddsOf(row, payTable), row.section);
}

} // namespace

bool queenOfHeartsPairDeferred(const std::vector<Card> &playerCards, Card dealerUpCard) {
    // §24(e): "If the up card of the dealer is a ten, jack, queen, king or ace
    // and a player ... has two queens of hearts".
    return isQueenOfHeartsPair(playerCards) && isTenOrAce(dealerUpCard.rank);
}

SideWagerAward settleTwentyPointBonus(const std::vector<Card> &playerCards, Card dealerUpCard,
                                      std::optional<bool> dealerBlackjack, char payTable) {
    if (payTable != 'A' && payTable != 'B') {
        return SideWagerAward::pending(
            std::string("Pay table ") + payTable + " is not one of §24(f)'s", "24(f)");
    }
    if (playerCards.size() < 2) {
        return SideWagerAward::pending("The player's first two cards are not dealt yet", "24(d)");
    }
    const Card first = playerCards[0];
    const Card second = playerCards[1];
    // §24(a): "a point count of twenty in the first two cards".
    if (evaluate({first, second}, false).total != 20) {
        return SideWagerAward::loses("The first two cards do not total twenty", "24(a)");
    }
    if (isQueenOfHeartsPair(playerCards)) {
        if (queenOfHeartsPairDeferred(playerCards, dealerUpCard)) {
            // §24(e): settled once the dealer's blackjack is known.
            if (!dealerBlackjack) {
                return SideWagerAward::pending(
                    "Queen of hearts pair: waits for the dealer's blackjack to be "
                    "known",
                    "24(e)");
            }
            if (*dealerBlackjack) {
                return paysRow(kQueenPairAndDealerBlackjack, payTable);
            }
        }
        // Any other up card cannot make a dealer blackjack.
        return paysRow(kQueenPair, payTable);
    }
    // §24(g)(1): two identical cards, other than the queen of hearts pair.
    if (first.rank == second.rank && first.suit == second.suit) {
        return paysRow(kMatched20, payTable);
    }
    // §24(g)(2): two cards of the same suit.
    if (first.suit == second.suit) {
        return paysRow(kSuited20, payTable);
    }
    // §24(g)(3): two cards of different suits.
    return paysRow(kAny20, payTable);
}

TwentyPointSchedule twentyPointSettlementTime(const std::vector<Card> &playerCards,
                                              Card dealerUpCard, bool cardReader,
                                              std::optional<bool> dealerBlackjack) {
    if (!queenOfHeartsPairDeferred(playerCards, dealerUpCard)) {
        return {TwentyPointTiming::InRotation, false, blackjackSection("24(d)")};
    }
    if (!cardReader) {
        // §24(e)(2): without a card reader, when the blackjack wager is settled.
        return {TwentyPointTiming::WithBlackjackWager, true, blackjackSection("24(e)(2)")};
    }
    if (!dealerBlackjack) {
        return {TwentyPointTiming::AwaitingCardReader, true, blackjackSection("24(e)(1)")};
    }
    if (*dealerBlackjack) {
        return {TwentyPointTiming::WithBlackjackWager, true, blackjackSection("24(e)(1)(i)")};
    }
    return {TwentyPointTiming::AfterOtherTwentyPointWagers, true, blackjackSection("24(e)(1)(ii)")};
}

std::vector<Money> queenOfHeartsDealerBlackjackPayments(const std::vector<Money> &wagers,
                                                        Money aggregateCap) {
    std::vector<Wide> cents;
    cents.reserve(wagers.size());
    for (const Money wager : wagers) {
        cents.push_back(std::max<Wide>(wager.inCents(), 0));
    }
    const Wide totalWagered = std::accumulate(cents.begin(), cents.end(), Wide{0});
    const Wide cap = std::max<Wide>(aggregateCap.inCents(), 0);
    const Wide uncapped = totalWagered * kQueenOfHeartsAndDealerBlackjack.win;

    std::vector<Money> payments(wagers.size());
    // No cap, or the cap is not reached: §24(f) 1000 to 1 for everyone.
    if (aggregateCap.inCents() <= 0 || uncapped <= cap) {
        for (std::size_t i = 0; i < cents.size(); ++i) {
            payments[i] = Money::cents(
                static_cast<std::int64_t>(cents[i] * kQueenOfHeartsAndDealerBlackjack.win));
        }
        return payments;
    }
    // §24(h): "share the maximum payout amount proportionately to the amount
    // of their respective wagers". Whole cents first, rounded down ...
    std::vector<Wide> remainders(cents.size());
    Wide paid = 0;
    for (std::size_t i = 0; i < cents.size(); ++i) {
        const Wide share = cap * cents[i] / totalWagered;
        remainders[i] = cap * cents[i] % totalWagered;
        payments[i] = Money::cents(static_cast<std::int64_t>(share));
        paid += share;
    }
    // ... then the odd cents, one each, to the largest remainders; a stable
    // sort keeps ties in settlement order.
    std::vector<std::size_t> order(cents.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&remainders](std::size_t a, std::size_t b) {
        return remainders[a] > remainders[b];
    });
    for (std::size_t k = 0; paid < cap && k < order.size(); ++k, ++paid) {
        payments[order[k]] += Money::cents(1);
    }
    return payments;
}

Money minimumAggregateCap(Money minimumWager) {
    // §24(h): "at least $25,000 or the maximum amount that one patron could
    // win per round when betting the minimum permissible wager, whichever is
    // greater".
    const Money floor = Money::dollars(25000);
    const Money oneMinimumWagerWins = Money::cents(
        std::max<std::int64_t>(minimumWager.inCents(), 0) * kQueenOfHeartsAndDealerBlackjack.win);
    return std::max(floor, oneMinimumWagerWins);
}

bool aggregateCapAllowed(Money aggregateCap, Money minimumWager) {
    return aggregateCap == Money() || aggregateCap >= minimumAggregateCap(minimumWager);
}

std::vector<OfferProblem> validateTwentyPointBonus(const TwentyPointOptions &options,
                                                   Money minimumWager) {
    std::vector<OfferProblem> problems;
    const char table = options.payTable;
    if (table != 'A' && table != 'B') {
        const bool printable = table >= ' ' && table <= '~';
        problems.push_back(OfferProblem{
            "the twenty point bonus pay tables are A and B; this table has " +
                (printable ? "Table " + std::string(1, table) : std::string("none")) + ".",
            blackjackSection("24(f)"), sideWagerField(SideWager::TwentyPointBonus, "payTable")});
    }
    if (!aggregateCapAllowed(options.aggregateCap, minimumWager)) {
        problems.push_back(OfferProblem{
            "a maximum amount payable for queen of hearts pair and dealer blackjack is at least " +
                minimumAggregateCap(minimumWager).text() +
                " ($25,000, or what one minimum wager of " + minimumWager.text() +
                " wins at 1000 to 1 if greater; zero: no maximum); this table has " +
                options.aggregateCap.text() + ".",
            blackjackSection("24(h)"),
            sideWagerField(SideWager::TwentyPointBonus, "aggregateCap")});
    }
    return problems;
}

std::vector<PayTableRow> twentyPointPayTable(char payTable) {
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
