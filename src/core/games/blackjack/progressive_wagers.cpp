#include "progressive_wagers.h"

#include "tribal_side_wagers.h"

#include <algorithm>
#include <array>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>

namespace dt::blackjack {

namespace {

bool isBlack(Suit suit) {
    return suit == Suit::Clubs || suit == Suit::Spades;
}

bool isTenValue(Rank rank) {
    return rank >= Rank::Ten;
}

bool allAces(const std::vector<Card> &cards, std::size_t count) {
    return std::all_of(cards.begin(), cards.begin() + static_cast<std::ptrdiff_t>(count),
                       [](const Card &card) { return card.rank == Rank::Ace; });
}

bool oneSuit(const std::vector<Card> &cards, std::size_t count) {
    return std::all_of(cards.begin(), cards.begin() + static_cast<std::ptrdiff_t>(count),
                       [&](const Card &card) { return card.suit == cards[0].suit; });
}

bool oneColor(const std::vector<Card> &cards, std::size_t count) {
    return std::all_of(
        cards.begin(), cards.begin() + static_cast<std::ptrdiff_t>(count),
        [&](const Card &card) { return isBlack(card.suit) == isBlack(cards[0].suit); });
}

PaysAmount dollars(std::int64_t amount) {
    return PaysAmount{Money::dollars(amount)};
}

// The §19(a)-(i) progressive pay table, one per regulation.
struct ProgressiveRow {
    std::string_view hand; // as printed
    std::int64_t dollars;
};
struct ProgressivePayTable {
    std::string_view fourAces; // "100% of the progressive meter amount"
    ProgressiveRow threeAcesSameSuit;
    ProgressiveRow anyThreeAces;
    ProgressiveRow twoAcesSameSuit;
    ProgressiveRow anyTwoAces;
};

// 000 §19(c).
constexpr ProgressivePayTable kProgressive = {
    "Four black or four red aces in the first four cards",
    {"Three aces of the same suit in the first three cards", 2500},
    {"Any three aces in the first three cards", 250},
    {"Two aces of the same suit in the first two cards", 100},
    {"Any two aces in the first two cards", 25},
};

// 002 (r)(3), as 002 prints it ("Two aces in the same suit"; "$2,500").
constexpr ProgressivePayTable kTribalProgressive = {
    "Four black or four red aces in the first four cards",
    {"Three aces of the same suit in the first three cards", 2500},
    {"Any three aces in the first three cards", 250},
    {"Two aces in the same suit in the first two cards", 100},
    {"Any two aces in the first two cards", 25},
};

// The pay table (and its highest-hand rule, §19(e) / (r)(5)) and the shared
// meter (§19(h) / (r)(8)), as both texts number them.
constexpr SideWagerRule kProgressiveTable{"19(c)", "(r)(3)"};
constexpr SideWagerRule kMeterShared{"19(h)", "(r)(8)"};

constexpr PaysMeterShare kWholeMeter{1, 1};

// A row paying a fixed dollar amount.
Super4StaxRow dollarRow(Super4StaxHand hand, std::string_view printed, std::int64_t amount) {
    return Super4StaxRow{hand,         printed,     dollars(amount), Super4StaxMeter::None,
                         std::nullopt, std::nullopt};
}

// A row paying a share of a meter; reseed and contribution when printed.
Super4StaxRow meterRow(Super4StaxHand hand, std::string_view printed, PaysMeterShare share,
                       Super4StaxMeter meter, std::optional<std::int64_t> reseedDollars = {},
                       std::optional<int> contributionBasisPoints = {}) {
    std::optional<Money> reseed;
    if (reseedDollars) {
        reseed = Money::dollars(*reseedDollars);
    }
    return Super4StaxRow{hand, printed, share, meter, reseed, contributionBasisPoints};
}

// Paytables 1-3 print the same dollar rows below their progressive rows.
std::array<Super4StaxRow, 10> withLowerRows(const std::array<Super4StaxRow, 5> &upper) {
    return {upper[0],
            upper[1],
            upper[2],
            upper[3],
            upper[4],
            dollarRow(Super4StaxHand::TwoPair, "Two Pair", 200),
            dollarRow(Super4StaxHand::AllCardsSameColor, "All Cards Same Color", 100),
            dollarRow(Super4StaxHand::Pair, "Pair", 50),
            dollarRow(Super4StaxHand::AnyHand, "Any Hand (nothing)", 25),
            dollarRow(Super4StaxHand::DealerAceUpNoBlackjack, "Dealer Ace Up (No Blackjack)", 10)};
}

// §19(k) Paytable 1 - 3 Level Progressive (Star, Spade, Heart). The text
// splits "Royal Flush (Any other suit)" / "100% Spade Progressive" over two
// lines with "$5,000 7%" on the second: the Spade meter's reseed and
// contribution. "100% Heart" / "Three of a Kind Progressive $500 7%" is the
// Heart meter on Three of a Kind. Straight is a dollar row here ($750).
const std::array<Super4StaxRow, 10> kPaytable1 = withLowerRows({
    meterRow(Super4StaxHand::RoyalFlushChosenSuit, "Royal Flush in Chosen Suit", kWholeMeter,
             Super4StaxMeter::Star),
    meterRow(Super4StaxHand::RoyalFlushOtherSuit, "Royal Flush (Any other suit)", kWholeMeter,
             Super4StaxMeter::Spade, 5000, 700),
    meterRow(Super4StaxHand::ThreeOfAKind, "Three of a Kind", kWholeMeter, Super4StaxMeter::Heart,
             500, 700),
    dollarRow(Super4StaxHand::Straight, "Straight", 750),
    dollarRow(Super4StaxHand::Flush, "Flush", 250),
});

// §19(k) Paytable 2 - 4 Level Progressive (Star, Spade, Heart, Diamond). The
// Straight row reads "100% Diamond" / "Straight Progressive $300 3%": the
// Diamond meter, reseed $300, contribution 3%.
const std::array<Super4StaxRow, 10> kPaytable2 = withLowerRows({
    meterRow(Super4StaxHand::RoyalFlushChosenSuit, "Royal Flush in Chosen Suit", kWholeMeter,
             Super4StaxMeter::Star),
    meterRow(Super4StaxHand::RoyalFlushOtherSuit, "Royal Flush (Any other suit)", kWholeMeter,
             Super4StaxMeter::Spade, 5000, 500),
    meterRow(Super4StaxHand::ThreeOfAKind, "Three of a Kind", kWholeMeter, Super4StaxMeter::Heart,
             500, 300),
    meterRow(Super4StaxHand::Straight, "Straight", kWholeMeter, Super4StaxMeter::Diamond, 300, 300),
    dollarRow(Super4StaxHand::Flush, "Flush", 250),
});

// §19(k) Paytable 3 - 5 Level Progressive (Star, Spade, Heart, Diamond,
// Club). "Straight 100% Diamond $300 3%" continues on the next line with
// "Progressive" (a page break in the text); Flush is the Club meter, reseed
// $250, contribution 3%.
const std::array<Super4StaxRow, 10> kPaytable3 = withLowerRows({
    meterRow(Super4StaxHand::RoyalFlushChosenSuit, "Royal Flush in Chosen Suit", kWholeMeter,
             Super4StaxMeter::Star),
    meterRow(Super4StaxHand::RoyalFlushOtherSuit, "Royal Flush (Any other suit)", kWholeMeter,
             Super4StaxMeter::Spade, 5000, 200),
    meterRow(Super4StaxHand::ThreeOfAKind, "Three of a Kind", kWholeMeter, Super4StaxMeter::Heart,
             500, 300),
    meterRow(Super4StaxHand::Straight, "Straight", kWholeMeter, Super4StaxMeter::Diamond, 300, 300),
    meterRow(Super4StaxHand::Flush, "Flush", kWholeMeter, Super4StaxMeter::Club, 250, 300),
});

// §19(n) Standard Pay (eight decks): one unnamed "Progressive" meter, 100% for
// the chosen-suit royal flush and 10% for a royal flush of another suit; no
// reseed or contribution printed. "Dealer Does Not Have Face Up Ace: Loss" is
// DealerNoAceUp, which has no paying row.
const std::array<Super4StaxRow, 10> kUpdatedStandard = {
    meterRow(Super4StaxHand::RoyalFlushChosenSuit, "Royal Flush in Chosen Suit", kWholeMeter,
             Super4StaxMeter::Progressive),
    meterRow(Super4StaxHand::RoyalFlushOtherSuit, "Royal Flush (Any other suit)",
             PaysMeterShare{1, 10}, Super4StaxMeter::Progressive),
    dollarRow(Super4StaxHand::ThreeOfAKind, "Three of a Kind", 750),
    dollarRow(Super4StaxHand::Straight, "Straight", 400),
    dollarRow(Super4StaxHand::Flush, "Flush", 300),
    dollarRow(Super4StaxHand::TwoPair, "Two Pair", 200),
    dollarRow(Super4StaxHand::AllCardsSameColor, "All Cards Same Color", 100),
    dollarRow(Super4StaxHand::Pair, "Pair", 50),
    dollarRow(Super4StaxHand::AnyHand, "Any Hand (nothing)", 25),
    // §19(n) prints "Dealer Ace Up (No BJ)"; the same row as §19(l).
    dollarRow(Super4StaxHand::DealerAceUpNoBlackjack, "Dealer Ace Up (No Blackjack)", 10),
};

// §19(k) Star Progressive Options; Option 1 is the recommended one.
const std::array<StarProgressiveOption, 3> kStarOptions = {{
    {1, Money::dollars(50000), 600},
    {2, Money::dollars(25000), 700},
    {3, Money::dollars(10000), 750},
}};

// §19(m) Table 1.
const std::array<MustHitConfiguration, 3> kMustHit = {{
    {1, Money::dollars(250), Money::dollars(1000), 500},
    {2, Money::dollars(100), Money::dollars(500), 500},
    {3, Money::dollars(100), Money::dollars(200), 200},
}};

Super4StaxHand rowFor(FourCardHand hand) {
    switch (hand) {
    case FourCardHand::RoyalFlush:
        return Super4StaxHand::RoyalFlushOtherSuit; // the suit decides, see caller
    case FourCardHand::ThreeOfAKind:
        return Super4StaxHand::ThreeOfAKind;
    case FourCardHand::Straight:
        return Super4StaxHand::Straight;
    case FourCardHand::Flush:
        return Super4StaxHand::Flush;
    case FourCardHand::TwoPair:
        return Super4StaxHand::TwoPair;
    case FourCardHand::AllSameColor:
        return Super4StaxHand::AllCardsSameColor;
    case FourCardHand::Pair:
        return Super4StaxHand::Pair;
    case FourCardHand::Nothing:
        break;
    }
    return Super4StaxHand::AnyHand;
}

bool dealerHasBlackjack(const std::vector<Card> &dealer) {
    // §1 "Blackjack": an ace and a ten-value card as the initial two cards.
    return (dealer[0].rank == Rank::Ace && isTenValue(dealer[1].rank)) ||
           (dealer[1].rank == Rank::Ace && isTenValue(dealer[0].rank));
}

} // namespace

std::vector<PayTableRow> progressivePayTable(Regulation regulation) {
    const ProgressivePayTable &table =
        regulation == Regulation::BlackjackTribal ? kTribalProgressive : kProgressive;
    std::vector<PayTableRow> rows{PayTableRow{std::string(table.fourAces), kWholeMeter}};
    for (const ProgressiveRow &row :
         {table.threeAcesSameSuit, table.anyThreeAces, table.twoAcesSameSuit, table.anyTwoAces}) {
        rows.push_back(PayTableRow{std::string(row.hand), dollars(row.dollars)});
    }
    return rows;
}

SideWagerAward settleProgressive(const std::vector<Card> &cardsInDealOrder,
                                 int fourAceWinnersAtTable, Regulation regulation) {
    const std::vector<Card> &cards = cardsInDealOrder;
    const ProgressivePayTable &table =
        regulation == Regulation::BlackjackTribal ? kTribalProgressive : kProgressive;
    const auto row = [&](const ProgressiveRow &printed) {
        return winsBy(kProgressiveTable, regulation, std::string(printed.hand),
                      dollars(printed.dollars));
    };
    // §19(c), (e) (002 (r)(3), (r)(5)): only the highest hand is paid, so the
    // rows are tried from the top.
    if (cards.size() >= 4 && allAces(cards, 4) && oneColor(cards, 4)) {
        // §19(h) (002 (r)(8)): every player with four aces shares the meter
        // equally.
        const std::int64_t sharers = std::max(1, fourAceWinnersAtTable);
        return winsBy(sharers > 1 ? kMeterShared : kProgressiveTable, regulation,
                      std::string(table.fourAces), PaysMeterShare{1, sharers});
    }
    if (cards.size() >= 3 && allAces(cards, 3)) {
        return row(oneSuit(cards, 3) ? table.threeAcesSameSuit : table.anyThreeAces);
    }
    if (cards.size() >= 2 && allAces(cards, 2)) {
        return row(oneSuit(cards, 2) ? table.twoAcesSameSuit : table.anyTwoAces);
    }
    if (cards.size() < 2) {
        return pendingBy(kProgressiveTable, regulation, "The first two cards are not dealt yet");
    }
    return losesBy(kProgressiveTable, regulation, "No winning combination of aces");
}

std::vector<OfferProblem> validateProgressiveMeter(const ProgressiveOptions &options,
                                                   Regulation regulation) {
    std::vector<OfferProblem> problems;
    if (options.progressionPercent < 70 || options.progressionPercent > 100) {
        problems.push_back(OfferProblem{
            "the rate of progression is no less than 70 percent (and at most 100); it is " +
                std::to_string(options.progressionPercent) + ".",
            offerCitation(regulation, "19(i)", "(r)(9)"),
            sideWagerField(SideWager::Progressive, "progressionPercent")});
    }
    if (regulation == Regulation::BlackjackTribal) {
        return problems;
    }
    const Money minimum = Money::dollars(5000);
    for (const auto &[option, amount, what] :
         {std::tuple{"initialMeter", options.initialMeter, "initial amount on the meter"},
          {"resetAmount", options.resetAmount, "reset amount funded by the licensee"}}) {
        if (amount < minimum) {
            problems.push_back(OfferProblem{
                std::string("the ") + what + " is never less than $5,000; it is " + amount.text() +
                    ".",
                blackjackSection("19(i)"), sideWagerField(SideWager::Progressive, option)});
        }
    }
    return problems;
}

FourCardHand classifyFourCards(const std::vector<Card> &cards) {
    if (cards.size() < 4) {
        return FourCardHand::Nothing;
    }
    std::array<int, 14> perRank{}; // index = Rank value 1-13
    for (std::size_t i = 0; i < 4; ++i) {
        ++perRank[static_cast<std::size_t>(cards[i].rank)];
    }
    const auto has = [&](Rank rank) { return perRank[static_cast<std::size_t>(rank)] == 1; };
    const bool flush = oneSuit(cards, 4);
    const bool royal = has(Rank::Ace) && has(Rank::King) && has(Rank::Queen) && has(Rank::Jack);
    if (royal && flush) {
        return FourCardHand::RoyalFlush;
    }
    int pairs = 0;
    int most = 0;
    for (const int count : perRank) {
        pairs += count == 2 ? 1 : 0;
        most = std::max(most, count);
    }
    if (most >= 3) {
        return FourCardHand::ThreeOfAKind;
    }
    bool straight = royal; // A-K-Q-J: the ace high
    if (most == 1) {
        // Four different ranks, consecutive with the ace low (A-2-3-4 ... 10-J-Q-K).
        int low = 14;
        int high = 0;
        for (int rank = 1; rank <= 13; ++rank) {
            if (perRank[static_cast<std::size_t>(rank)] == 1) {
                low = std::min(low, rank);
                high = std::max(high, rank);
            }
        }
        straight = straight || high - low == 3;
    }
    if (straight) {
        return FourCardHand::Straight;
    }
    if (flush) {
        return FourCardHand::Flush;
    }
    if (pairs == 2) {
        return FourCardHand::TwoPair;
    }
    if (oneColor(cards, 4)) {
        return FourCardHand::AllSameColor;
    }
    if (pairs == 1) {
        return FourCardHand::Pair;
    }
    return FourCardHand::Nothing;
}

Super4StaxHand super4StaxHand(const std::vector<Card> &playerInitialTwo,
                              const std::vector<Card> &dealerInitialTwo, Suit chosenSuit) {
    if (playerInitialTwo.size() < 2 || dealerInitialTwo.size() < 2) {
        return Super4StaxHand::DealerNoAceUp;
    }
    if (!dealerHasBlackjack(dealerInitialTwo)) {
        // §19(l): a dealer ace up without a blackjack pays; otherwise it loses.
        return dealerInitialTwo[0].rank == Rank::Ace ? Super4StaxHand::DealerAceUpNoBlackjack
                                                     : Super4StaxHand::DealerNoAceUp;
    }
    // §19(k): the player's two cards and the dealer's blackjack.
    const std::vector<Card> four = {playerInitialTwo[0], playerInitialTwo[1], dealerInitialTwo[0],
                                    dealerInitialTwo[1]};
    const FourCardHand hand = classifyFourCards(four);
    if (hand == FourCardHand::RoyalFlush) {
        return four[0].suit == chosenSuit ? Super4StaxHand::RoyalFlushChosenSuit
                                          : Super4StaxHand::RoyalFlushOtherSuit;
    }
    return rowFor(hand);
}

std::span<const Super4StaxRow> super4StaxPayTable(Super4StaxPayTable table) {
    switch (table) {
    case Super4StaxPayTable::ThreeLevel:
        return kPaytable1;
    case Super4StaxPayTable::FourLevel:
        return kPaytable2;
    case Super4StaxPayTable::FiveLevel:
        return kPaytable3;
    case Super4StaxPayTable::UpdatedEightDeck:
    case Super4StaxPayTable::UpdatedEightDeckEnvy:
        break;
    }
    return kUpdatedStandard;
}

std::optional<Money> super4StaxEnvyPay(Super4StaxHand hand) {
    switch (hand) {
    case Super4StaxHand::RoyalFlushChosenSuit:
        return Money::dollars(3000);
    case Super4StaxHand::RoyalFlushOtherSuit:
        return Money::dollars(1000);
    default:
        return std::nullopt; // "N/A"
    }
}

std::span<const StarProgressiveOption> starProgressiveOptions() {
    return kStarOptions;
}

std::span<const MustHitConfiguration> mustHitConfigurations() {
    return kMustHit;
}

SideWagerAward settleSuper4Stax(const std::vector<Card> &playerInitialTwo,
                                const std::vector<Card> &dealerInitialTwo,
                                const Super4StaxOptions &options) {
    if (playerInitialTwo.size() < 2 || dealerInitialTwo.size() < 2) {
        return SideWagerAward::pending(
            "The player's and the dealer's initial two cards are not dealt yet", "19(k)");
    }
    const Super4StaxHand hand =
        super4StaxHand(playerInitialTwo, dealerInitialTwo, options.chosenSuit);
    if (hand == Super4StaxHand::DealerNoAceUp) {
        return SideWagerAward::loses(
            "The dealer's hand is not a Blackjack and is not showing an Ace", "19(l)");
    }
    const bool updated = options.payTable == Super4StaxPayTable::UpdatedEightDeck ||
                         options.payTable == Super4StaxPayTable::UpdatedEightDeckEnvy;
    const std::string section = hand == Super4StaxHand::DealerAceUpNoBlackjack ? "19(l)"
                                : updated                                      ? "19(n)"
                                                                               : "19(k)";
    for (const Super4StaxRow &row : super4StaxPayTable(options.payTable)) {
        if (row.hand == hand) {
            return SideWagerAward::wins(std::string(row.printed), row.payment, section);
        }
    }
    // Every table has a row for every paying hand; not reached.
    return SideWagerAward::loses("No row of the pay table", section);
}

std::vector<OfferProblem> validateSuper4Stax(const Super4StaxOptions &options, int decks,
                                             int boxes) {
    std::vector<OfferProblem> problems;
    const std::array<int, 5> allowedDecks = {1, 2, 4, 6, 8};
    if (std::find(allowedDecks.begin(), allowedDecks.end(), decks) == allowedDecks.end()) {
        problems.push_back(
            OfferProblem{"Super 4 Progressive Blackjack Wager Stax is for one, two, four, six "
                         "or eight decks, not " +
                             std::to_string(decks),
                         blackjackSection("19(j)"), sideWagerField(SideWager::Super4Stax)});
    }
    if (boxes > 7) {
        problems.push_back(
            OfferProblem{"Super 4 Progressive Blackjack Wager Stax is for tables that seat up "
                         "to seven players, not " +
                             std::to_string(boxes),
                         blackjackSection("19(j)"), "boxes"});
    }
    if (options.starOption < 1 || options.starOption > 3) {
        problems.push_back(OfferProblem{"The Star Progressive has Option 1 to 3, not Option " +
                                            std::to_string(options.starOption),
                                        blackjackSection("19(k)"),
                                        sideWagerField(SideWager::Super4Stax, "starOption")});
    }
    if (options.mustHitConfiguration < 0 || options.mustHitConfiguration > 3) {
        problems.push_back(
            OfferProblem{"The Must Hit Progressive has configurations 1 to 3, not " +
                             std::to_string(options.mustHitConfiguration),
                         blackjackSection("19(m)"),
                         sideWagerField(SideWager::Super4Stax, "mustHitConfiguration")});
    }
    const bool updated = options.payTable == Super4StaxPayTable::UpdatedEightDeck ||
                         options.payTable == Super4StaxPayTable::UpdatedEightDeckEnvy;
    if (updated && decks != 8) {
        problems.push_back(OfferProblem{
            "The updated Super 4 pay table is for an eight-deck configuration, "
            "not " +
                std::to_string(decks) + " decks",
            blackjackSection("19(n)"), sideWagerField(SideWager::Super4Stax, "payTable")});
    }
    return problems;
}

} // namespace dt::blackjack
