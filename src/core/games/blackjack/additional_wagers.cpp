#include "additional_wagers.h"

#include "tribal_side_wagers.h"

#include <array>
#include <string>
#include <string_view>
#include <utility>

namespace dt::blackjack {

namespace {

// §2(b)(3)(ii): for the over/under 13 wager an ace among the initial two cards
// is ONE; §2(b)(1)-(2): 2-10 face value, jack, queen and king ten.
int overUnderValue(Rank rank) {
    if (rank >= Rank::Ten) {
        return 10;
    }
    return static_cast<int>(rank);
}

// One deck count's same-suit pay table; "2.5 to 1" kept as 5 to 2.
struct SameSuitTable {
    int decks;
    int options;
    std::array<SameSuitPayouts, 4> columns;
    std::string_view section; // cited by a winning award
};

constexpr Odds toOne(std::int64_t win) {
    return Odds{win, 1};
}
constexpr Odds twoAndAHalfToOne = Odds{5, 2};

// 000 §17(e)(2)(i)-(v), one entry per deck count.
constexpr std::array<SameSuitTable, 5> kSameSuitTables = {{
    // (i) Single Deck: K&Q 50/10/5/25, any 2.5/3/3/2.5.
    {1,
     4,
     {{{toOne(50), twoAndAHalfToOne},
       {toOne(10), toOne(3)},
       {toOne(5), toOne(3)},
       {toOne(25), twoAndAHalfToOne}}},
     "17(e)(2)"},
    // (ii) Two Deck: K&Q 10/5/25/20, any 3/3/2.5/2.5.
    {2,
     4,
     {{{toOne(10), toOne(3)},
       {toOne(5), toOne(3)},
       {toOne(25), twoAndAHalfToOne},
       {toOne(20), twoAndAHalfToOne}}},
     "17(e)(2)"},
    // (iii) Four Deck: K&Q 5/25/20/50, any 3/2.5/2.5/2.
    {4,
     4,
     {{{toOne(5), toOne(3)},
       {toOne(25), twoAndAHalfToOne},
       {toOne(20), twoAndAHalfToOne},
       {toOne(50), toOne(2)}}},
     "17(e)(2)"},
    // (iv) Six Deck: K&Q 5/25/20/15, any 3/2.5/2.5/2.5.
    {6,
     4,
     {{{toOne(5), toOne(3)},
       {toOne(25), twoAndAHalfToOne},
       {toOne(20), twoAndAHalfToOne},
       {toOne(15), twoAndAHalfToOne}}},
     "17(e)(2)"},
    // (v) Eight Deck: Options 1-3 only, K&Q 5/25/50, any 3/2.5/2.
    {8,
     3,
     {{{toOne(5), toOne(3)}, {toOne(25), twoAndAHalfToOne}, {toOne(50), toOne(2)}, {}}},
     "17(e)(2)"},
}};

// 002 (p)(6)(ii)(A)-(E), typed from 002's own text; only (D) Option 1 differs
// from 000.
constexpr std::array<SameSuitTable, 5> kTribalSameSuitTables = {{
    // (A) Single Deck: K&Q 50/10/5/25, any 2.5/3/3/2.5.
    {1,
     4,
     {{{toOne(50), twoAndAHalfToOne},
       {toOne(10), toOne(3)},
       {toOne(5), toOne(3)},
       {toOne(25), twoAndAHalfToOne}}},
     "(p)(6)(ii)(A)"},
    // (B) Two Deck: K&Q 10/5/25/20, any 3/3/2.5/2.5.
    {2,
     4,
     {{{toOne(10), toOne(3)},
       {toOne(5), toOne(3)},
       {toOne(25), twoAndAHalfToOne},
       {toOne(20), twoAndAHalfToOne}}},
     "(p)(6)(ii)(B)"},
    // (C) Four Deck: K&Q 5/25/20/50, any 3/2.5/2.5/2.
    {4,
     4,
     {{{toOne(5), toOne(3)},
       {toOne(25), twoAndAHalfToOne},
       {toOne(20), twoAndAHalfToOne},
       {toOne(50), toOne(2)}}},
     "(p)(6)(ii)(C)"},
    // (D) Six Deck: K&Q 5/25/20/15, any 2/2.5/2.5/2.5 (000: Option 1 any 3).
    {6,
     4,
     {{{toOne(5), toOne(2)},
       {toOne(25), twoAndAHalfToOne},
       {toOne(20), twoAndAHalfToOne},
       {toOne(15), twoAndAHalfToOne}}},
     "(p)(6)(ii)(D)"},
    // (E) Eight Deck: Options 1-3 only, K&Q 5/25/50, any 3/2.5/2.
    {8,
     3,
     {{{toOne(5), toOne(3)}, {toOne(25), twoAndAHalfToOne}, {toOne(50), toOne(2)}, {}}},
     "(p)(6)(ii)(E)"},
}};

constexpr std::array<int, 5> kSameSuitDeckCounts = {1, 2, 4, 6, 8};

// The regulation's table for `decks`, or nothing.
const SameSuitTable *sameSuitTableFor(int decks, Regulation regulation) {
    const auto &tables =
        regulation == Regulation::BlackjackTribal ? kTribalSameSuitTables : kSameSuitTables;
    for (const SameSuitTable &table : tables) {
        if (table.decks == decks) {
            return &table;
        }
    }
    return nullptr;
}

bool isSeven(const Card &card) {
    return card.rank == Rank::Seven;
}

// §17(e)(3) (002 (p)(6)(iii)), the rows in the order printed; settlement and
// sevensPayTable() both read them.
struct SevensRow {
    std::string_view hand;
    std::int64_t toOne;
};
enum SevensRowIndex : std::size_t {
    kThreeSuited,
    kThreeAny,
    kTwoSuited,
    kTwoAny,
    kOneSeven,
};
constexpr std::array<SevensRow, 5> kSevensRows = {{
    {"Three sevens of the same suit", 5000},
    {"Three sevens of any suit", 500},
    {"Two sevens of the same suit (initial two cards)", 100},
    {"Two sevens of any suit (initial two cards)", 50},
    {"One seven (initial card)", 3},
}};

SideWagerAward sevensRow(SevensRowIndex index, SideWagerRule rule, Regulation regulation) {
    const SevensRow &row = kSevensRows[index];
    return winsAtBy(rule, regulation, std::string(row.hand), toOne(row.toOne));
}

// §17(e)(1) (002 (p)(6)(i)): a winning over/under 13 wager is paid 1 to 1.
constexpr Odds kOverUnderOdds = toOne(1);

// The two rows of a §17(e)(2) table (002 (p)(6)(ii)).
constexpr std::string_view kKingAndQueen = "King and queen";
constexpr std::string_view kAnyTwoCards = "Any two cards";

// The sections both texts print for these wagers (tribal_side_wagers.h).
// Decided right after the second card (not yet dealt: pending).
constexpr SideWagerRule kAfterSecondCard{"17(d)", "(p)(5)"};
constexpr SideWagerRule kOverWins{"17(b)(1)", "(p)(3)(i)"};
constexpr SideWagerRule kUnderWins{"17(b)(2)", "(p)(3)(ii)"};
constexpr SideWagerRule kThirteenLoses{"17(c)", "(p)(4)"};
constexpr SideWagerRule kEvenMoney{"17(e)(1)", "(p)(6)(i)"};
constexpr SideWagerRule kSameSuitWins{"17(b)(3)", "(p)(3)(iii)"};
constexpr SideWagerRule kTwoSevensTiming{"17(e)", "(p)(6)"};
constexpr SideWagerRule kSevensTable{"17(e)(3)", "(p)(6)(iii)"};
// 000 §11(f) forfeits three sevens on a split; 002 has no such section and
// pays at the election to split ((p)(6)).
constexpr SideWagerRule kSplitSevens{"11(f)", "(p)(6)"};

// The two-sevens rows of §17(e)(3) (002 (p)(6)(iii)), both "(initial two
// cards)".
SideWagerAward twoSevens(const Card &first, const Card &second, SideWagerRule rule,
                         Regulation regulation) {
    return sevensRow(first.suit == second.suit ? kTwoSuited : kTwoAny, rule, regulation);
}

} // namespace

SideWagerAward settleOverUnder13(const std::vector<Card> &initialTwo, OverUnder side,
                                 Regulation regulation) {
    if (initialTwo.size() < 2) {
        return pendingBy(kAfterSecondCard, regulation, "The initial two cards are not dealt yet");
    }
    // §2(b)(3)(ii) (002 (b)(2)(iii)(B), for this wager only, checklist): every
    // ace among the initial two cards counts one here.
    const int total = overUnderValue(initialTwo[0].rank) + overUnderValue(initialTwo[1].rank);
    const std::string totalText = "The point total is " + std::to_string(total);
    // §17(c) (002 (p)(4)): a total of exactly 13 loses, over or under.
    if (total == 13) {
        return losesBy(kThirteenLoses, regulation, "The point total equals 13");
    }
    if (side == OverUnder::Over) {
        // §17(b)(1) (002 (p)(3)(i)): wins if the point total exceeds 13;
        // §17(e)(1) (002 (p)(6)(i)) one to one.
        if (total > 13) {
            return winsAtBy(kEvenMoney, regulation, totalText + ", over 13", kOverUnderOdds);
        }
        return losesBy(kOverWins, regulation, totalText + ", not over 13");
    }
    // §17(b)(2) (002 (p)(3)(ii)): wins if the point total is less than 13;
    // §17(e)(1) (002 (p)(6)(i)) one to one.
    if (total < 13) {
        return winsAtBy(kEvenMoney, regulation, totalText + ", under 13", kOverUnderOdds);
    }
    return losesBy(kUnderWins, regulation, totalText + ", not under 13");
}

std::span<const int> sameSuitDeckCounts() {
    return kSameSuitDeckCounts;
}

int sameSuitOptionCount(int decks, Regulation regulation) {
    const SameSuitTable *table = sameSuitTableFor(decks, regulation);
    return table ? table->options : 0;
}

std::optional<SameSuitPayouts> sameSuitPayouts(int decks, int option, Regulation regulation) {
    const SameSuitTable *table = sameSuitTableFor(decks, regulation);
    if (!table || option < 1 || option > table->options) {
        return std::nullopt;
    }
    return table->columns[static_cast<std::size_t>(option - 1)];
}

std::optional<SideWagerAward> settleSameSuit(const std::vector<Card> &initialTwo, int decks,
                                             int option, Regulation regulation) {
    const std::optional<SameSuitPayouts> payouts = sameSuitPayouts(decks, option, regulation);
    if (!payouts) {
        return std::nullopt;
    }
    if (initialTwo.size() < 2) {
        return pendingBy(kAfterSecondCard, regulation, "The initial two cards are not dealt yet");
    }
    const Card &first = initialTwo[0];
    const Card &second = initialTwo[1];
    // §17(b)(3) (002 (p)(3)(iii)): wins only if the initial two cards are of
    // the same suit.
    if (first.suit != second.suit) {
        return losesBy(kSameSuitWins, regulation, "The initial two cards are not of the same suit");
    }
    // The table for the deck count: §17(e)(2) or 002 (p)(6)(ii)(A)-(E).
    const Citation table{regulation, std::string(sameSuitTableFor(decks, regulation)->section)};
    // "King and queen" - of the same suit, as the wager requires (checklist:
    // require a suited king and queen for the top row).
    const bool kingAndQueen = (first.rank == Rank::King && second.rank == Rank::Queen) ||
                              (first.rank == Rank::Queen && second.rank == Rank::King);
    if (kingAndQueen) {
        return SideWagerAward{SideWagerAward::Result::Wins, std::string(kKingAndQueen),
                              PaysOdds{payouts->kingAndQueen}, table};
    }
    return SideWagerAward{SideWagerAward::Result::Wins, std::string(kAnyTwoCards),
                          PaysOdds{payouts->anyTwoCards}, table};
}

std::vector<OfferProblem> validateSameSuitOption(int decks, int option, Regulation regulation) {
    std::vector<OfferProblem> problems;
    // The same table the settlement pays from.
    const int options = sameSuitOptionCount(decks, regulation);
    const Citation rule = offerCitation(regulation, "17(e)(2)", "(p)(6)(ii)");
    const std::string decksText = std::to_string(decks) + (decks == 1 ? " deck" : " decks");
    if (options == 0) {
        problems.push_back(OfferProblem{
            "the same suit pay tables are printed for one, two, four, six and eight decks only; "
            "this table has " +
                decksText + ".",
            rule, sideWagerField(SideWager::SameSuit)});
    } else if (option < 1 || option > options) {
        problems.push_back(OfferProblem{
            "a table with " + decksText + " pays the same suit wager by Option 1 to " +
                std::to_string(options) + "; this table has Option " + std::to_string(option) + ".",
            rule, sideWagerField(SideWager::SameSuit, "option")});
    }
    return problems;
}

std::vector<OfferProblem> validateAdditionalWagerAmount(SideWager wager, Money amount,
                                                        Regulation regulation) {
    if (amount == Money::dollars(1)) {
        return {};
    }
    return {OfferProblem{"the additional wager is $1.00; this table has " + amount.text() + ".",
                         offerCitation(regulation, "17(a)(3)(i)", "(p)(2)"),
                         sideWagerField(wager, "amount")}};
}

SideWagerAward settleSevensAfterTwoCards(const std::vector<Card> &initialTwo,
                                         SevensOneSeven oneSeven, Regulation regulation) {
    if (initialTwo.size() < 2) {
        return pendingBy(kAfterSecondCard, regulation, "The initial two cards are not dealt yet");
    }
    const int sevens = (isSeven(initialTwo[0]) ? 1 : 0) + (isSeven(initialTwo[1]) ? 1 : 0);
    if (sevens == 0) {
        // §17(d) (002 (p)(5)): collected right after the second card; a seven
        // as third card alone cannot win (checklist, §17(e)(3)).
        return losesBy(kAfterSecondCard, regulation, "No seven in the initial two cards");
    }
    if (sevens == 1) {
        if (oneSeven == SevensOneSeven::FirstCard && !isSeven(initialTwo[0])) {
            // §17(e)(3) (002 (p)(6)(iii)) "One seven (initial card)" read as
            // the first card (SevensOneSeven); a seven second cannot reach
            // another row.
            return losesBy(kSevensTable, regulation,
                           "The seven is the second card; \"One seven (initial card)\" pays a "
                           "seven as the first card");
        }
        // "One seven (initial card)", paid after the second card (§17(e),
        // 002 (p)(6)): no later card can reach a two- or three-sevens row.
        return sevensRow(kOneSeven, kSevensTable, regulation);
    }
    // §17(e) (002 (p)(6)): two sevens are paid only after the player's
    // decision.
    return pendingBy(kTwoSevensTiming, regulation,
                     "Two sevens: paid after the player elects to draw, surrender, stand, double "
                     "down or split pairs");
}

SideWagerAward settleSevensAfterDecision(const std::vector<Card> &initialTwo,
                                         SevensDecision decision, std::optional<Card> thirdCard,
                                         SevensOneSeven oneSeven, Regulation regulation) {
    const SideWagerAward afterTwo = settleSevensAfterTwoCards(initialTwo, oneSeven, regulation);
    if (afterTwo.result != SideWagerAward::Result::Pending || initialTwo.size() < 2) {
        return afterTwo;
    }
    const Card &first = initialTwo[0];
    const Card &second = initialTwo[1];
    switch (decision) {
    case SevensDecision::SplitPairs:
        // §11(f): splitting sevens forfeits any three-sevens payout; the
        // two-sevens award is paid before any card to the split hands. 002:
        // paid at the election to split ((p)(6)), before any further card.
        return twoSevens(first, second, kSplitSevens, regulation);
    case SevensDecision::Stand:
    case SevensDecision::Surrender:
        return twoSevens(first, second, kSevensTable, regulation);
    case SevensDecision::Draw:
    case SevensDecision::DoubleDown:
        break;
    }
    if (!thirdCard) {
        return pendingBy(kTwoSevensTiming, regulation, "Two sevens: waiting for the third card");
    }
    // §17(e)(3) (002 (p)(6)(iii)): only the highest winning payout.
    if (isSeven(*thirdCard)) {
        const bool suited = first.suit == second.suit && second.suit == thirdCard->suit;
        return sevensRow(suited ? kThreeSuited : kThreeAny, kSevensTable, regulation);
    }
    return twoSevens(first, second, kSevensTable, regulation);
}

std::vector<PayTableRow> overUnder13PayTable() {
    // §17(b)(1)-(2), (e)(1): over 13 or under 13, each 1 to 1.
    return {PayTableRow{"Over 13", PaysOdds{kOverUnderOdds}},
            PayTableRow{"Under 13", PaysOdds{kOverUnderOdds}}};
}

std::vector<PayTableRow> sameSuitPayTable(int decks, int option, Regulation regulation) {
    const std::optional<SameSuitPayouts> payouts = sameSuitPayouts(decks, option, regulation);
    if (!payouts) {
        return {};
    }
    return {PayTableRow{std::string(kKingAndQueen), PaysOdds{payouts->kingAndQueen}},
            PayTableRow{std::string(kAnyTwoCards), PaysOdds{payouts->anyTwoCards}}};
}

std::vector<PayTableRow> sevensPayTable() {
    std::vector<PayTableRow> rows;
    for (const SevensRow &row : kSevensRows) {
        rows.push_back(PayTableRow{std::string(row.hand), PaysOdds{toOne(row.toOne)}});
    }
    return rows;
}

} // namespace dt::blackjack
