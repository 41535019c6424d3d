// The placards of the side wagers (pay_table_listing.h): for several wagers
// and options the rows, in the printed order, with the pays typed from the
// regulation text; each test names the section and the checklist
// requirement. Then every wager of side_wager.h yields a placard with rows,
// and the placards agree with the settlement functions' payments.

#include "core_test_support.h"

#include <QString>
#include <QStringList>
#include <QTest>
#include <core/games/blackjack/additional_wagers.h>
#include <core/games/blackjack/blazing_sevens.h>
#include <core/games/blackjack/buster_blackjack.h>
#include <core/games/blackjack/kings_bounty.h>
#include <core/games/blackjack/optional_bonus.h>
#include <core/games/blackjack/pay_table_listing.h>
#include <core/games/blackjack/progressive_wagers.h>
#include <core/games/blackjack/twenty_one_plus_three.h>
#include <core/games/blackjack/twenty_point_bonus.h>
#include <vector>

using namespace dt;
using namespace dt::blackjack;

using dttest::cardsOf;
using dttest::qs;

namespace {

// "hand|pays" for each row.
QStringList rowsOf(const PayTablePlacard &placard) {
    QStringList rows;
    for (const PlacardRow &row : placard.rows) {
        rows << qs(row.hand) + QLatin1Char('|') + qs(row.pays);
    }
    return rows;
}

TableOffer offering(SideWager wager) {
    TableOffer offer;
    offer.sideWagers = {wager};
    return offer;
}

// The placard row named `hand`, or nullptr.
const PlacardRow *rowNamed(const PayTablePlacard &placard, const std::string &hand) {
    for (const PlacardRow &row : placard.rows) {
        if (row.hand == hand) {
            return &row;
        }
    }
    return nullptr;
}

} // namespace

class TestBlackjackPayTableListing : public QObject {
    Q_OBJECT

private slots:
    // §17(e)(3), BJ-SETTLE-17: "the player shall be paid only for the highest
    // winning payout below", five rows.
    void sevens() {
        const PayTablePlacard placard =
            payTablePlacard(offering(SideWager::Sevens), SideWager::Sevens);
        QCOMPARE(qs(placard.title), QStringLiteral("Sevens wager"));
        QCOMPARE(qs(placard.citation.text()), QStringLiteral("Blackjack §17(e)(3)"));
        QCOMPARE(rowsOf(placard),
                 (QStringList{"Three sevens of the same suit|5000 to 1",
                              "Three sevens of any suit|500 to 1",
                              "Two sevens of the same suit (initial two cards)|100 to 1",
                              "Two sevens of any suit (initial two cards)|50 to 1",
                              "One seven (initial card)|3 to 1"}));
        QVERIFY(placard.table.empty());
    }

    // §17(e)(1), BJ-SETTLE-15: over/under 13 pays 1 to 1; §17(c) 13 loses.
    void overUnder13() {
        const PayTablePlacard placard =
            payTablePlacard(offering(SideWager::OverUnder13), SideWager::OverUnder13);
        QCOMPARE(qs(placard.title), QStringLiteral("Over/under 13 wager"));
        QCOMPARE(rowsOf(placard), (QStringList{"Over 13|1 to 1", "Under 13|1 to 1"}));
        QCOMPARE(qs(placard.citation.text()), QStringLiteral("Blackjack §17(e)(1)"));
    }

    // §17(e)(2)(iv) Six Deck, Option 2, BJ-SETTLE-16: "King and queen 25 to
    // 1", "Any two cards 2.5 to 1" (printed with the decimal).
    void sameSuitSixDecksOption2() {
        TableOffer offer = offering(SideWager::SameSuit);
        offer.sideWagerOptions.additional.sameSuitOption = 2;
        const PayTablePlacard placard = payTablePlacard(offer, SideWager::SameSuit);
        QCOMPARE(qs(placard.table), QStringLiteral("Option 2 (six decks)"));
        QCOMPARE(qs(placard.citation.text()), QStringLiteral("Blackjack §17(e)(2)(iv)"));
        QCOMPARE(rowsOf(placard),
                 (QStringList{"King and queen|25 to 1", "Any two cards|2.5 to 1"}));
    }

    // §17(e)(2)(v) Eight Deck, Option 3, BJ-SETTLE-16: 50 to 1 / 2 to 1.
    void sameSuitEightDecksOption3() {
        TableOffer offer = offering(SideWager::SameSuit);
        offer.decks = 8;
        offer.sideWagerOptions.additional.sameSuitOption = 3;
        const PayTablePlacard placard = payTablePlacard(offer, SideWager::SameSuit);
        QCOMPARE(qs(placard.citation.text()), QStringLiteral("Blackjack §17(e)(2)(v)"));
        QCOMPARE(rowsOf(placard), (QStringList{"King and queen|50 to 1", "Any two cards|2 to 1"}));
    }

    // 002 (p)(6)(ii)(D) Six Deck, Option 1, BJ2-SETTLE-04: "Any two cards"
    // 2 to 1 (000 prints 3 to 1); the placard cites the tribal text.
    void sameSuitTribalSixDecksOption1() {
        TableOffer offer = defaultTableOffer(Regulation::BlackjackTribal);
        offer.sideWagers = {SideWager::SameSuit};
        const PayTablePlacard placard = payTablePlacard(offer, SideWager::SameSuit);
        QCOMPARE(qs(placard.citation.text()),
                 qs(Citation{Regulation::BlackjackTribal, "(p)(6)(ii)(D)"}.text()));
        QCOMPARE(rowsOf(placard), (QStringList{"King and queen|5 to 1", "Any two cards|2 to 1"}));
    }

    // §19(c), BJ-SETTLE-22: four aces 100% of the meter, then $2,500, $250,
    // $100, $25.
    void progressive() {
        const PayTablePlacard placard =
            payTablePlacard(offering(SideWager::Progressive), SideWager::Progressive);
        QCOMPARE(rowsOf(placard),
                 (QStringList{"Four black or four red aces in the first four cards|100% of meter",
                              "Three aces of the same suit in the first three cards|$2,500.00",
                              "Any three aces in the first three cards|$250.00",
                              "Two aces of the same suit in the first two cards|$100.00",
                              "Any two aces in the first two cards|$25.00"}));
        QCOMPARE(qs(placard.citation.text()), QStringLiteral("Blackjack §19(c)"));
    }

    // §19(k) Paytable 1 - 3 Level Progressive, BJ-SETTLE-24: the Star and
    // Spade meters on the royal flushes, the Heart meter on three of a kind,
    // then the dollar rows down to "Dealer Ace Up (No Blackjack)" $10.
    void super4StaxPaytable1() {
        const PayTablePlacard placard =
            payTablePlacard(offering(SideWager::Super4Stax), SideWager::Super4Stax);
        QCOMPARE(qs(placard.table), QStringLiteral("Paytable 1 - 3 Level Progressive"));
        QCOMPARE(rowsOf(placard),
                 (QStringList{"Royal Flush in Chosen Suit|100% Star Progressive",
                              "Royal Flush (Any other suit)|100% Spade Progressive",
                              "Three of a Kind|100% Heart Progressive", "Straight|$750.00",
                              "Flush|$250.00", "Two Pair|$200.00", "All Cards Same Color|$100.00",
                              "Pair|$50.00", "Any Hand (nothing)|$25.00",
                              "Dealer Ace Up (No Blackjack)|$10.00"}));
    }

    // §19(n) Envy Pay (eight decks), BJ-SETTLE-24: the Standard Pay rows
    // ("100% Progressive", "10% Progressive", $750 ...), then the Envy Pay
    // column's two amounts, $3,000 and $1,000 ("N/A" elsewhere).
    void super4StaxEnvyPay() {
        TableOffer offer = offering(SideWager::Super4Stax);
        offer.decks = 8;
        offer.sideWagerOptions.super4Stax.payTable = Super4StaxPayTable::UpdatedEightDeckEnvy;
        const PayTablePlacard placard = payTablePlacard(offer, SideWager::Super4Stax);
        QCOMPARE(qs(placard.citation.text()), QStringLiteral("Blackjack §19(n)"));
        const QStringList rows = rowsOf(placard);
        QCOMPARE(rows.first(), QStringLiteral("Royal Flush in Chosen Suit|100% Progressive"));
        QCOMPARE(rows[1], QStringLiteral("Royal Flush (Any other suit)|10% Progressive"));
        QCOMPARE(rows[2], QStringLiteral("Three of a Kind|$750.00"));
        QVERIFY(rows.contains(QStringLiteral("Envy, Royal Flush in Chosen Suit|$3,000.00")));
        QVERIFY(rows.contains(QStringLiteral("Envy, Royal Flush (Any other suit)|$1,000.00")));
    }

    // §20(j), BJ-SETTLE-28: the fixed bonus on each offered denomination.
    void blackjackBonusBothDenominations() {
        TableOffer offer = offering(SideWager::BlackjackBonus);
        offer.sideWagerOptions.blackjackBonus.fiveDollar = true;
        offer.sideWagerOptions.blackjackBonus.fiveDollarPayout = Money::dollars(80);
        const PayTablePlacard placard = payTablePlacard(offer, SideWager::BlackjackBonus);
        QCOMPARE(rowsOf(placard),
                 (QStringList{"Blackjack in the first two cards ($1.00 wager)|$15.00",
                              "Blackjack in the first two cards ($5.00 wager)|$80.00"}));
    }

    // §22(j), BJ-SETTLE-32: 3, 7, 17, 37 to 1; 002 (t)(10)(i)-(iv) names
    // the rows "2 consecutive winning hands".
    void streak() {
        const PayTablePlacard placard =
            payTablePlacard(offering(SideWager::Streak), SideWager::Streak);
        QCOMPARE(rowsOf(placard), (QStringList{"Two consecutive winning hands|3 to 1",
                                               "Three consecutive winning hands|7 to 1",
                                               "Four consecutive winning hands|17 to 1",
                                               "Five consecutive winning hands|37 to 1"}));
        TableOffer tribal = defaultTableOffer(Regulation::BlackjackTribal);
        tribal.sideWagers = {SideWager::Streak};
        const PayTablePlacard tribalPlacard = payTablePlacard(tribal, SideWager::Streak);
        QCOMPARE(rowsOf(tribalPlacard).first(),
                 QStringLiteral("2 consecutive winning hands|3 to 1"));
        QCOMPARE(qs(tribalPlacard.citation.text()),
                 qs(Citation{Regulation::BlackjackTribal, "(t)(10)"}.text()));
    }

    // §23(f) Eight-deck blackjack, BJ-SETTLE-35: 3 to 1 / 14 to 1 per card.
    void matchTheDealerEightDecks() {
        TableOffer offer = offering(SideWager::MatchTheDealer);
        offer.decks = 8;
        const PayTablePlacard placard = payTablePlacard(offer, SideWager::MatchTheDealer);
        QCOMPARE(qs(placard.table), QStringLiteral("Eight-deck blackjack"));
        QCOMPARE(rowsOf(placard),
                 (QStringList{"Non-matching suit|3 to 1", "Matching suit|14 to 1"}));
    }

    // §24(f) Paytable B, BJ-SETTLE-38; §24(h), BJ-SETTLE-39: the aggregate
    // limit "shall either be included on the layout or posted at the table".
    void twentyPointPaytableBWithCap() {
        TableOffer offer = offering(SideWager::TwentyPointBonus);
        offer.sideWagerOptions.twentyPoint.payTable = 'B';
        offer.sideWagerOptions.twentyPoint.aggregateCap = Money::dollars(25000);
        const PayTablePlacard placard = payTablePlacard(offer, SideWager::TwentyPointBonus);
        QCOMPARE(qs(placard.table), QStringLiteral("Paytable B"));
        QCOMPARE(rowsOf(placard),
                 (QStringList{"Queen of hearts pair and dealer blackjack|1000 to 1",
                              "Queen of hearts pair|200 to 1", "Matched 20|25 to 1",
                              "Suited 20|10 to 1", "Any 20|4 to 1"}));
        QVERIFY(qs(placard.notes.back()).contains(QStringLiteral("$25,000.00")));
    }

    // §25(e) then §25(f), BJ-SETTLE-42: by the dealer's third card, then the
    // three eights rows.
    void optionalBonus() {
        const PayTablePlacard placard =
            payTablePlacard(offering(SideWager::OptionalBonus), SideWager::OptionalBonus);
        QCOMPARE(rowsOf(placard),
                 (QStringList{"Ten|3 to 1", "Nine|5 to 1", "Eight|7 to 1", "Seven|9 to 1",
                              "Six|15 to 1", "Three eights of the same color|50 to 1",
                              "Three eights of the same suit|200 to 1"}));
    }

    // §26(f) Table D, BJ-SETTLE-45: 40, 10, 5, 3, 1 to 1.
    void inBetweenTableD() {
        TableOffer offer = offering(SideWager::InBetween);
        offer.sideWagerOptions.inBetween.payTable = 'D';
        const PayTablePlacard placard = payTablePlacard(offer, SideWager::InBetween);
        QCOMPARE(rowsOf(placard), (QStringList{"Triple match|40 to 1", "One-card spread|10 to 1",
                                               "Two-card spread|5 to 1", "Three-card spread|3 to 1",
                                               "All other spreads|1 to 1"}));
    }

    // §27(g) Paytable F, BJ-SETTLE-47, and §27(i) Paytable B3, BJ-SETTLE-48.
    void busterPaytableFWithFreeBonusB3() {
        TableOffer offer = offering(SideWager::BusterBlackjack);
        offer.sideWagerOptions.buster.payTable = 'F';
        offer.sideWagerOptions.buster.freeBonusTable = 3;
        const PayTablePlacard placard = payTablePlacard(offer, SideWager::BusterBlackjack);
        QCOMPARE(rowsOf(placard),
                 (QStringList{"8 or more cards|250 to 1", "7 cards|50 to 1", "6 cards|20 to 1",
                              "5 cards|8 to 1", "4 cards|2 to 1", "3 cards|1 to 1",
                              "Free Bonus, 8 or more cards|$5,000.00",
                              "Free Bonus, 7 cards|$1,000.00"}));
    }

    // §28(f) Table B, BJ-SETTLE-51.
    void twentyOnePlusThreeTableB() {
        TableOffer offer = offering(SideWager::TwentyOnePlusThree);
        offer.sideWagerOptions.twentyOnePlusThree.payTable = 'B';
        const PayTablePlacard placard = payTablePlacard(offer, SideWager::TwentyOnePlusThree);
        QCOMPARE(qs(placard.title), QStringLiteral("21+3 wager"));
        QCOMPARE(rowsOf(placard), (QStringList{"Straight flush|30 to 1", "Three-of-a-kind|20 to 1",
                                               "Straight|10 to 1", "Flush|5 to 1"}));
    }

    // §29(h) Table 2, BJ-SETTLE-53.
    void kingsBountyTable2() {
        TableOffer offer = offering(SideWager::KingsBounty);
        offer.sideWagerOptions.kingsBounty.payTable = 2;
        const PayTablePlacard placard = payTablePlacard(offer, SideWager::KingsBounty);
        QCOMPARE(qs(placard.title), QStringLiteral("King's bounty sidebet"));
        QCOMPARE(rowsOf(placard),
                 (QStringList{"Pair Kings (Spades) and Dealer Blackjack|1000 to 1",
                              "Pair Kings (Spades)|200 to 1", "2 Suited Kings|50 to 1",
                              "2 Suited Queens, Jacks or 10s|25 to 1", "Suited 20|9 to 1",
                              "2 Kings|6 to 1", "Unsuited 20|4 to 1"}));
    }

    // §30 "TriLux BJ with Lucky George Paytables", Paytable 3, BJ-SETTLE-54:
    // Pays 25/15/10/5; LkyGrg $10/$5/$2 and "NA" for the flush (no row).
    void triLuxPaytable3() {
        TableOffer offer = offering(SideWager::TriLuxBonus);
        offer.sideWagerOptions.triLux.payTable = 3;
        QCOMPARE(rowsOf(payTablePlacard(offer, SideWager::TriLuxBonus)),
                 (QStringList{"Straight Flush|25 to 1", "Three of a Kind|15 to 1",
                              "Straight|10 to 1", "Flush|5 to 1"}));
        QCOMPARE(rowsOf(payTablePlacard(offer, SideWager::LuckyGeorge)),
                 (QStringList{"Straight Flush|$10.00", "Three of a Kind|$5.00", "Straight|$2.00"}));
    }

    // §31(d), right sample table, BJ-SETTLE-55: meter shares and "X for 1"
    // as printed.
    void blazing7sTable2() {
        TableOffer offer = offering(SideWager::Blazing7s);
        offer.sideWagerOptions.blazing7s.payTable = 2;
        const PayTablePlacard placard = payTablePlacard(offer, SideWager::Blazing7s);
        QCOMPARE(
            rowsOf(placard),
            (QStringList{"3 7's – Diamonds|100% of meter", "3 7's – Other|10% of meter",
                         "3 7's – Same Color|500 for 1", "3 7's|200 for 1",
                         "First two cards – 7's|25 for 1", "First two cards – one 7|2 for 1"}));
    }

    // §18(f), BJ-SETTLE-20: each dealer hand settled like the §3 wager;
    // blackjack at the table's odds.
    void multipleAction() {
        const PayTablePlacard placard =
            payTablePlacard(offering(SideWager::MultipleAction), SideWager::MultipleAction);
        QCOMPARE(rowsOf(placard), (QStringList{"Blackjack|3 to 2", "Winning hand|1 to 1"}));
    }

    // Every wager side_wager.h lists yields a placard with a title, a
    // citation and rows, at the default options and a deck count the wager
    // allows (match-the-dealer: six or eight decks, §2(a)(4)).
    void everyWagerHasAPlacard() {
        for (const SideWager wager : kAllSideWagers) {
            const PayTablePlacard placard = payTablePlacard(offering(wager), wager);
            QVERIFY2(!placard.rows.empty(), name(wager).data());
            QVERIFY2(!placard.title.empty(), name(wager).data());
            QVERIFY2(!placard.citation.section.empty(), name(wager).data());
            for (const PlacardRow &row : placard.rows) {
                QVERIFY2(!row.hand.empty() && !row.pays.empty(), name(wager).data());
            }
        }
    }

    // One placard per offered wager, in the order of the sections.
    void placardsOfTheOffer() {
        TableOffer offer;
        offer.sideWagers = {SideWager::TwentyOnePlusThree, SideWager::Sevens};
        const std::vector<PayTablePlacard> placards = payTablePlacards(offer);
        QCOMPARE(placards.size(), std::size_t{2});
        QVERIFY(placards[0].wager == SideWager::Sevens);
        QVERIFY(placards[1].wager == SideWager::TwentyOnePlusThree);
        QVERIFY(payTablePlacards(TableOffer{}).empty());
    }

    // A winning hand is paid what its placard row says: the settlement's
    // award names a row of the placard and carries its payment.
    void placardAgreesWithSettlement() {
        const auto agrees = [](const PayTablePlacard &placard, const SideWagerAward &award) {
            const PlacardRow *row = rowNamed(placard, award.hand);
            return award.wins() && row && row->payment == award.payment;
        };
        TableOffer offer;
        offer.sideWagerOptions.kingsBounty.payTable = 2;
        offer.sideWagerOptions.twentyOnePlusThree.payTable = 'B';
        offer.sideWagerOptions.twentyPoint.payTable = 'B';
        const Card fiveUp = cardsOf(QStringLiteral("5C")).front();
        QVERIFY(agrees(
            payTablePlacard(offer, SideWager::KingsBounty),
            settleKingsBountyPlayer(cardsOf(QStringLiteral("KS KS")), fiveUp, std::nullopt, 2)));
        QVERIFY(agrees(
            payTablePlacard(offer, SideWager::KingsBounty),
            settleKingsBountyPlayer(cardsOf(QStringLiteral("KH QH")), fiveUp, std::nullopt, 2)));
        QVERIFY(agrees(payTablePlacard(offer, SideWager::TwentyOnePlusThree),
                       settleTwentyOnePlusThree(cardsOf(QStringLiteral("6H 7H")),
                                                cardsOf(QStringLiteral("8H")).front(), 'B')));
        QVERIFY(agrees(
            payTablePlacard(offer, SideWager::TwentyPointBonus),
            settleTwentyPointBonus(cardsOf(QStringLiteral("KD KD")), fiveUp, std::nullopt, 'B')));
        QVERIFY(
            agrees(payTablePlacard(offer, SideWager::Sevens),
                   settleSevensAfterDecision(cardsOf(QStringLiteral("7S 7S")), SevensDecision::Draw,
                                             cardsOf(QStringLiteral("7S")).front())));
        QVERIFY(agrees(payTablePlacard(offer, SideWager::OptionalBonus),
                       settleOptionalBonus(cardsOf(QStringLiteral("8H 8D 8S")))));
        QVERIFY(agrees(payTablePlacard(offer, SideWager::Progressive),
                       settleProgressive(cardsOf(QStringLiteral("AS AS AS")))));
        QVERIFY(agrees(payTablePlacard(offer, SideWager::Blazing7s),
                       settleBlazing7s(cardsOf(QStringLiteral("7H 7D")),
                                       cardsOf(QStringLiteral("7D")).front(), 1)));
        // Buster: the placard row adds " cards" to the printed count.
        const SideWagerAward buster =
            settleBusterBlackjack(cardsOf(QStringLiteral("2C 2D 2H 2S 3C 3D 10S")), 'A');
        const PayTablePlacard busterPlacard = payTablePlacard(offer, SideWager::BusterBlackjack);
        const PlacardRow *row = rowNamed(busterPlacard, buster.hand + " cards");
        QVERIFY(row && row->payment == buster.payment);
    }
};

QTEST_APPLESS_MAIN(TestBlackjackPayTableListing)
#include "tst_blackjack_pay_table_listing.moc"
