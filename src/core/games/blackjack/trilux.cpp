#include "trilux.h"

#include "three_card_poker.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

namespace dt::blackjack {

namespace {

struct Row {
    const char *hand;
    std::array<std::int64_t, 4> toOne;       // Pays*, Paytable 1-4
    std::array<std::int64_t, 4> luckyGeorge; // LkyGrg** dollars, 0 = "NA"
};

// The TriLux BJ with Lucky George table, rows as printed.
constexpr std::array<Row, 4> kRows = {{
    {"Straight Flush", {8, 25, 25, 25}, {1, 10, 10, 10}},
    {"Three of a Kind", {8, 15, 15, 15}, {1, 5, 5, 5}},
    {"Straight", {8, 8, 10, 10}, {1, 2, 2, 2}},
    {"Flush", {8, 5, 5, 5}, {1, 1, 0, 1}},
}};

// The row of the best hand, nothing below a flush.
std::optional<Row> rowOf(const std::array<Card, 3> &cards) {
    switch (evaluateThreeCardPoker(cards).category()) {
    case ThreeCardCategory::StraightFlush:
        return kRows[0];
    case ThreeCardCategory::ThreeOfAKind:
        return kRows[1];
    case ThreeCardCategory::Straight:
        return kRows[2];
    case ThreeCardCategory::Flush:
        return kRows[3];
    case ThreeCardCategory::Pair:
    case ThreeCardCategory::HighCard:
        break;
    }
    return std::nullopt;
}

// "TriLux Super 3 Paytables", SUP-01, the readable rows as printed.
struct Super3Row {
    const char *hand;
    std::int64_t toOne;
};
constexpr std::array<Super3Row, 3> kSuper3Rows = {{
    {"Three of a Kind (Suited)", 270},
    {"Straight Flush", 180},
    {"Three of a Kind", 90},
}};

SideWagerAward paysSuper3(std::size_t index) {
    const Super3Row &row = kSuper3Rows[index];
    return SideWagerAward::winsAt(row.hand, Odds{row.toOne, 1}, "30(b)");
}

bool isPayTable(int payTable) {
    return payTable >= 1 && payTable <= 4;
}

// §30(c), shared by the TriLux Bonus and Lucky George: the winning row of the
// player's two cards and the dealer's up card, or the award that decides the
// wager without one (pending or lost).
std::variant<Row, SideWagerAward> rowOrAward(const std::vector<Card> &playerCards,
                                             Card dealerUpCard, int payTable) {
    if (!isPayTable(payTable)) {
        return SideWagerAward::pending(
            "Paytable " + std::to_string(payTable) + " is not one of §30's", "30(c)");
    }
    const auto cards = faceUpThree(playerCards, dealerUpCard);
    if (!cards) {
        return SideWagerAward::pending("The player's two cards are not dealt yet", "30(c)");
    }
    const std::optional<Row> row = rowOf(*cards);
    if (!row) {
        return SideWagerAward::loses("Less than a flush", "30(c)");
    }
    return *row;
}

} // namespace

bool triLuxBonusAllowsDecks(int payTable, int decks) {
    // §30(a): "two, four, five, six or eight decks".
    const bool section30a = decks == 2 || decks == 4 || decks == 5 || decks == 6 || decks == 8;
    if (!isPayTable(payTable) || !section30a) {
        return false;
    }
    // Paytable 4's "1D,2D,6D,8D".
    return payTable != 4 || decks == 2 || decks == 6 || decks == 8;
}

bool triLuxSuper3AllowsDecks(int decks) {
    return decks == 4 || decks == 5 || decks == 6 || decks == 8;
}

bool triLuxSuper3WagerAllowed(bool placedTriLuxBonus, int decks) {
    return placedTriLuxBonus && triLuxSuper3AllowsDecks(decks);
}

bool triLuxAllowsHoleCard(HoleCard holeCard) {
    return holeCard == HoleCard::FaceDown || holeCard == HoleCard::FaceDownWithCardReader;
}

SideWagerAward settleTriLuxBonus(const std::vector<Card> &playerCards, Card dealerUpCard,
                                 int payTable) {
    const std::variant<Row, SideWagerAward> decided =
        rowOrAward(playerCards, dealerUpCard, payTable);
    if (const auto *award = std::get_if<SideWagerAward>(&decided)) {
        return *award;
    }
    const Row &row = std::get<Row>(decided);
    const Odds odds{row.toOne[static_cast<std::size_t>(payTable - 1)], 1};
    return SideWagerAward::winsAt(row.hand, odds, "30(c)");
}

SideWagerAward settleLuckyGeorge(const std::vector<Card> &playerCards, Card dealerUpCard,
                                 int payTable) {
    const std::variant<Row, SideWagerAward> decided =
        rowOrAward(playerCards, dealerUpCard, payTable);
    if (const auto *award = std::get_if<SideWagerAward>(&decided)) {
        return *award;
    }
    const Row &row = std::get<Row>(decided);
    const std::int64_t dollars = row.luckyGeorge[static_cast<std::size_t>(payTable - 1)];
    if (dollars == 0) {
        return SideWagerAward::loses(std::string(row.hand) + ": NA, no Lucky George pay", "30(c)");
    }
    return SideWagerAward::wins(row.hand, PaysAmount{Money::dollars(dollars)}, "30(c)");
}

SideWagerAward settleTriLuxSuper3(const std::vector<Card> &playerCards, Card dealerUpCard) {
    const auto cards = faceUpThree(playerCards, dealerUpCard);
    if (!cards) {
        return SideWagerAward::pending("The player's two cards are not dealt yet", "30(c)");
    }
    const ThreeCardPokerHand hand = evaluateThreeCardPoker(*cards);
    if (hand.suitedThreeOfAKind()) {
        return paysSuper3(0);
    }
    if (hand.straightFlush()) {
        return paysSuper3(1);
    }
    if (hand.threeOfAKind) {
        return paysSuper3(2);
    }
    return SideWagerAward::loses("Less than a three of a kind or straight flush", "30(b)");
}

std::vector<OfferProblem> validateTriLux(const TableOffer &offer) {
    using W = SideWager;
    const int decks = offer.decks;
    const std::string decksText =
        "this table has " + std::to_string(decks) + (decks == 1 ? " deck." : " decks.");
    const auto described = [](W wager) {
        return std::string(name(wager)) + " (§" + std::string(section(wager)) + ")";
    };
    const auto offered = [&offer](W wager) { return offer.sideWagers.contains(wager); };
    std::vector<OfferProblem> problems;
    const auto fail = [&problems](std::string_view rule, std::string field, std::string message) {
        problems.push_back(OfferProblem{std::move(message), blackjackSection(std::string(rule)),
                                        std::move(field)});
    };
    const int payTable = offer.sideWagerOptions.triLux.payTable;
    for (const W wager : {W::TriLuxBonus, W::LuckyGeorge}) {
        if (!offered(wager)) {
            continue;
        }
        // Paytable 1 prints every deck count §30(a) allows.
        if (!triLuxBonusAllowsDecks(1, decks)) {
            fail("30(a)", sideWagerField(wager),
                 described(wager) +
                     " is for games played with two, four, five, six or eight decks; " + decksText);
        }
        if (!isPayTable(payTable)) {
            fail("30(c)", sideWagerField(wager, "payTable"),
                 "the TriLux pay tables are 1 to 4; this table has " + std::to_string(payTable) +
                     ".");
        } else if (triLuxBonusAllowsDecks(1, decks) && !triLuxBonusAllowsDecks(payTable, decks)) {
            fail("30(c)", sideWagerField(wager, "payTable"),
                 "TriLux Paytable " + std::to_string(payTable) +
                     " is available with 1, 2, 6 or 8 decks; " + decksText);
        }
    }
    if (offered(W::TriLuxSuper3)) {
        // The Lucky George version's bet is a TriLux Bonus bet too (§30).
        if (!offered(W::TriLuxBonus) && !offered(W::LuckyGeorge)) {
            fail("30(b)", sideWagerField(W::TriLuxSuper3),
                 "the TriLux Super 3 wager is open only to players who place the TriLux Bonus bet, "
                 "which this table does not offer.");
        }
        if (!triLuxSuper3AllowsDecks(decks)) {
            fail("30(b)", sideWagerField(W::TriLuxSuper3),
                 "the TriLux Super 3 wager needs four, five, six or eight decks in play; " +
                     decksText);
        }
    }
    for (const W wager : {W::TriLuxBonus, W::TriLuxSuper3, W::LuckyGeorge}) {
        if (!offered(wager)) {
            continue;
        }
        // Reported once, at the first TriLux wager offered.
        if (!triLuxAllowsHoleCard(offer.holeCard)) {
            fail("30(c)", sideWagerField(wager),
                 described(wager) +
                     " is dealt with the dealer's hole card face down (§6(j)); this table has "
                     "the " +
                     std::string(name(offer.holeCard)) + ".");
        }
        if (offer.sixToFive) {
            fail("30(c)", sideWagerField(wager),
                 described(wager) +
                     " evaluates the players' two face-up cards; the 6 to 5 variation deals them "
                     "face down (§6a(c)).");
        }
        break;
    }
    return problems;
}

std::vector<PayTableRow> triLuxBonusPayTable(int payTable) {
    if (!isPayTable(payTable)) {
        return {};
    }
    std::vector<PayTableRow> rows;
    for (const Row &row : kRows) {
        rows.push_back(PayTableRow{
            row.hand, PaysOdds{Odds{row.toOne[static_cast<std::size_t>(payTable - 1)], 1}}});
    }
    return rows;
}

std::vector<PayTableRow> luckyGeorgePayTable(int payTable) {
    if (!isPayTable(payTable)) {
        return {};
    }
    std::vector<PayTableRow> rows;
    for (const Row &row : kRows) {
        const std::int64_t dollars = row.luckyGeorge[static_cast<std::size_t>(payTable - 1)];
        if (dollars != 0) {
            rows.push_back(PayTableRow{row.hand, PaysAmount{Money::dollars(dollars)}});
        }
    }
    return rows;
}

std::vector<PayTableRow> triLuxSuper3PayTable() {
    std::vector<PayTableRow> rows;
    for (const Super3Row &row : kSuper3Rows) {
        rows.push_back(PayTableRow{row.hand, PaysOdds{Odds{row.toOne, 1}}});
    }
    return rows;
}

} // namespace dt::blackjack
