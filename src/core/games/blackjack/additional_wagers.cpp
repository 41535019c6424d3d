#include "additional_wagers.h"

#include <array>
#include <string>
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

// §17(e)(2)(i)-(v), one entry per deck count; "2.5 to 1" kept as 5 to 2.
struct SameSuitTable {
    int decks;
    int options;
    std::array<SameSuitPayouts, 4> columns;
};

constexpr Odds toOne(std::int64_t win) {
    return Odds{win, 1};
}
constexpr Odds twoAndAHalfToOne = Odds{5, 2};

constexpr std::array<SameSuitTable, 5> kSameSuitTables = {{
    // (i) Single Deck: K&Q 50/10/5/25, any 2.5/3/3/2.5.
    {1,
     4,
     {{{toOne(50), twoAndAHalfToOne},
       {toOne(10), toOne(3)},
       {toOne(5), toOne(3)},
       {toOne(25), twoAndAHalfToOne}}}},
    // (ii) Two Deck: K&Q 10/5/25/20, any 3/3/2.5/2.5.
    {2,
     4,
     {{{toOne(10), toOne(3)},
       {toOne(5), toOne(3)},
       {toOne(25), twoAndAHalfToOne},
       {toOne(20), twoAndAHalfToOne}}}},
    // (iii) Four Deck: K&Q 5/25/20/50, any 3/2.5/2.5/2.
    {4,
     4,
     {{{toOne(5), toOne(3)},
       {toOne(25), twoAndAHalfToOne},
       {toOne(20), twoAndAHalfToOne},
       {toOne(50), toOne(2)}}}},
    // (iv) Six Deck: K&Q 5/25/20/15, any 3/2.5/2.5/2.5.
    {6,
     4,
     {{{toOne(5), toOne(3)},
       {toOne(25), twoAndAHalfToOne},
       {toOne(20), twoAndAHalfToOne},
       {toOne(15), twoAndAHalfToOne}}}},
    // (v) Eight Deck: Options 1-3 only, K&Q 5/25/50, any 3/2.5/2.
    {8, 3, {{{toOne(5), toOne(3)}, {toOne(25), twoAndAHalfToOne}, {toOne(50), toOne(2)}, {}}}},
}};

constexpr std::array<int, 5> kSameSuitDeckCounts = {1, 2, 4, 6, 8};

const SameSuitTable *sameSuitTableFor(int decks) {
    for (const SameSuitTable &table : kSameSuitTables) {
        if (table.decks == decks) {
            return &table;
        }
    }
    return nullptr;
}

bool isSeven(const Card &card) {
    return card.rank == Rank::Seven;
}

// The two-sevens rows of §17(e)(3), both "(initial two cards)".
SideWagerAward twoSevens(const Card &first, const Card &second, std::string section) {
    if (first.suit == second.suit) {
        return SideWagerAward::winsAt("Two sevens of the same suit (initial two cards)", toOne(100),
                                      std::move(section));
    }
    return SideWagerAward::winsAt("Two sevens of any suit (initial two cards)", toOne(50),
                                  std::move(section));
}

} // namespace

SideWagerAward settleOverUnder13(const std::vector<Card> &initialTwo, OverUnder side) {
    if (initialTwo.size() < 2) {
        return SideWagerAward::pending("The initial two cards are not dealt yet", "17(d)");
    }
    // §2(b)(3)(ii): every ace among the initial two cards counts one here.
    const int total = overUnderValue(initialTwo[0].rank) + overUnderValue(initialTwo[1].rank);
    const std::string totalText = "The point total is " + std::to_string(total);
    // §17(c): a total of exactly 13 loses, over or under.
    if (total == 13) {
        return SideWagerAward::loses("The point total equals 13", "17(c)");
    }
    if (side == OverUnder::Over) {
        // §17(b)(1): wins if the point total exceeds 13; §17(e)(1) one to one.
        if (total > 13) {
            return SideWagerAward::winsAt(totalText + ", over 13", toOne(1), "17(e)(1)");
        }
        return SideWagerAward::loses(totalText + ", not over 13", "17(b)(1)");
    }
    // §17(b)(2): wins if the point total is less than 13; §17(e)(1) one to one.
    if (total < 13) {
        return SideWagerAward::winsAt(totalText + ", under 13", toOne(1), "17(e)(1)");
    }
    return SideWagerAward::loses(totalText + ", not under 13", "17(b)(2)");
}

std::span<const int> sameSuitDeckCounts() {
    return kSameSuitDeckCounts;
}

int sameSuitOptionCount(int decks) {
    const SameSuitTable *table = sameSuitTableFor(decks);
    return table ? table->options : 0;
}

std::optional<SameSuitPayouts> sameSuitPayouts(int decks, int option) {
    const SameSuitTable *table = sameSuitTableFor(decks);
    if (!table || option < 1 || option > table->options) {
        return std::nullopt;
    }
    return table->columns[static_cast<std::size_t>(option - 1)];
}

std::optional<SideWagerAward> settleSameSuit(const std::vector<Card> &initialTwo, int decks,
                                             int option) {
    const std::optional<SameSuitPayouts> payouts = sameSuitPayouts(decks, option);
    if (!payouts) {
        return std::nullopt;
    }
    if (initialTwo.size() < 2) {
        return SideWagerAward::pending("The initial two cards are not dealt yet", "17(d)");
    }
    const Card &first = initialTwo[0];
    const Card &second = initialTwo[1];
    // §17(b)(3): wins only if the initial two cards are of the same suit.
    if (first.suit != second.suit) {
        return SideWagerAward::loses("The initial two cards are not of the same suit", "17(b)(3)");
    }
    // §17(e)(2): "King and queen" - of the same suit, as the wager requires
    // (checklist: require a suited king and queen for the top row).
    const bool kingAndQueen = (first.rank == Rank::King && second.rank == Rank::Queen) ||
                              (first.rank == Rank::Queen && second.rank == Rank::King);
    if (kingAndQueen) {
        return SideWagerAward::winsAt("King and queen", payouts->kingAndQueen, "17(e)(2)");
    }
    return SideWagerAward::winsAt("Any two cards", payouts->anyTwoCards, "17(e)(2)");
}

std::vector<OfferProblem> validateSameSuitOption(int decks, int option, Regulation regulation) {
    std::vector<OfferProblem> problems;
    const int options = sameSuitOptionCount(decks);
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
                                         SevensOneSeven oneSeven) {
    if (initialTwo.size() < 2) {
        return SideWagerAward::pending("The initial two cards are not dealt yet", "17(d)");
    }
    const int sevens = (isSeven(initialTwo[0]) ? 1 : 0) + (isSeven(initialTwo[1]) ? 1 : 0);
    if (sevens == 0) {
        // §17(d): collected right after the second card; a seven as third card
        // alone cannot win (checklist, §17(e)(3)).
        return SideWagerAward::loses("No seven in the initial two cards", "17(d)");
    }
    if (sevens == 1) {
        if (oneSeven == SevensOneSeven::FirstCard && !isSeven(initialTwo[0])) {
            // §17(e)(3) "One seven (initial card)" read as the first card
            // (SevensOneSeven); a seven second cannot reach another row.
            return SideWagerAward::loses(
                "The seven is the second card; \"One seven (initial card)\" pays a seven as "
                "the first card",
                "17(e)(3)");
        }
        // §17(e)(3) "One seven (initial card)", paid after the second card
        // (§17(e)): no later card can reach a two- or three-sevens row.
        return SideWagerAward::winsAt("One seven (initial card)", toOne(3), "17(e)(3)");
    }
    // §17(e): two sevens are paid only after the player's decision.
    return SideWagerAward::pending(
        "Two sevens: paid after the player elects to draw, surrender, stand, double "
        "down or split pairs",
        "17(e)");
}

SideWagerAward settleSevensAfterDecision(const std::vector<Card> &initialTwo,
                                         SevensDecision decision, std::optional<Card> thirdCard,
                                         SevensOneSeven oneSeven) {
    const SideWagerAward afterTwo = settleSevensAfterTwoCards(initialTwo, oneSeven);
    if (afterTwo.result != SideWagerAward::Result::Pending || initialTwo.size() < 2) {
        return afterTwo;
    }
    const Card &first = initialTwo[0];
    const Card &second = initialTwo[1];
    switch (decision) {
    case SevensDecision::SplitPairs:
        // §11(f): splitting sevens forfeits any three-sevens payout; the
        // two-sevens award is paid before any card to the split hands.
        return twoSevens(first, second, "11(f)");
    case SevensDecision::Stand:
    case SevensDecision::Surrender:
        return twoSevens(first, second, "17(e)(3)");
    case SevensDecision::Draw:
    case SevensDecision::DoubleDown:
        break;
    }
    if (!thirdCard) {
        return SideWagerAward::pending("Two sevens: waiting for the third card", "17(e)");
    }
    // §17(e)(3): only the highest winning payout.
    if (isSeven(*thirdCard)) {
        if (first.suit == second.suit && second.suit == thirdCard->suit) {
            return SideWagerAward::winsAt("Three sevens of the same suit", toOne(5000), "17(e)(3)");
        }
        return SideWagerAward::winsAt("Three sevens of any suit", toOne(500), "17(e)(3)");
    }
    return twoSevens(first, second, "17(e)(3)");
}

} // namespace dt::blackjack
