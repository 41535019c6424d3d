// The side wagers of Blackjack §17, §19, §20, §22 and §23: every pay-table row
// of every table and option, the losing hands and the timing of each
// decision. Expected amounts are typed from the regulation text (or computed
// here independently, e.g. the blackjack probability); each row names the
// section and, where the checklist has one, the requirement it checks.

#include "side_wager_test_support.h"

#include <QString>
#include <QStringList>
#include <QTest>
#include <cmath>
#include <core/card.h>
#include <core/games/blackjack/additional_wagers.h>
#include <core/games/blackjack/blackjack_bonus.h>
#include <core/games/blackjack/match_the_dealer.h>
#include <core/games/blackjack/progressive_wagers.h>
#include <core/games/blackjack/streak.h>
#include <core/money.h>
#include <numeric>
#include <optional>
#include <vector>

using namespace dt;
using namespace dt::blackjack;

using dttest::cardsOf;
using dttest::printedDollars;
using dttest::printedOddsWinnings;
using dttest::qs;

namespace {

Suit suitOf(const QString &letter) {
    const std::optional<Card> card = parseCard(("A" + letter).toStdString());
    return card ? card->suit : Suit::Spades;
}

} // namespace

class TestBlackjackSideWagers17To23 : public QObject {
    Q_OBJECT

private slots:
    // §17(a)(1) over/under 13.
    void overUnder13_data();
    void overUnder13();
    // §17(a)(2) same suit.
    void sameSuit_data();
    void sameSuit();
    void sameSuitTablesAndValidation_data();
    void sameSuitTablesAndValidation();
    // §17(a)(3) sevens.
    void sevensAfterTwoCards_data();
    void sevensAfterTwoCards();
    void sevensAfterDecision_data();
    void sevensAfterDecision();
    // §19(a)-(i) progressive.
    void progressive_data();
    void progressive();
    void progressiveMeterValidation_data();
    void progressiveMeterValidation();
    // §19(j)-(n) Super 4 Progressive Blackjack Wager Stax.
    void fourCardHands_data();
    void fourCardHands();
    void super4Stax_data();
    void super4Stax();
    void super4StaxMeterData();
    void super4StaxValidation_data();
    void super4StaxValidation();
    // §20 blackjack bonus.
    void blackjackBonus_data();
    void blackjackBonus();
    void blackjackProbabilityByHand_data();
    void blackjackProbabilityByHand();
    void bonusHouseAdvantage_data();
    void bonusHouseAdvantage();
    void blackjackBonusValidation_data();
    void blackjackBonusValidation();
    // §22 streak.
    void streakRounds_data();
    void streakRounds();
    void streakPlacement_data();
    void streakPlacement();
    // §23 match-the-dealer.
    void matchTheDealer_data();
    void matchTheDealer();
};

// ---- §17(a)(1) over/under 13 -------------------------------------------------

void TestBlackjackSideWagers17To23::overUnder13_data() {
    QTest::addColumn<QString>("cards");
    QTest::addColumn<bool>("over");
    QTest::addColumn<QString>("result");
    QTest::addColumn<qint64>("winningsCents"); // on $1
    QTest::addColumn<QString>("section");

    // BJ-SETTLE-13 (its three seats) and BJ-SETTLE-15: 1 to 1.
    QTest::newRow("§17(b)(2) §2(b)(3)(ii) BJ-SETTLE-13 under A-K = 11 wins, BJ-SETTLE-15 $1")
        << "AS KH" << false << "wins" << qint64(100) << "17(e)(1)";
    QTest::newRow("§17(c) BJ-SETTLE-13 over 6-7 = 13 loses")
        << "6S 7H" << true << "loses" << qint64(0) << "17(c)";
    QTest::newRow("§17(b)(1) §2(b)(3)(ii) BJ-SETTLE-13 over A-3 = 4 loses")
        << "AS 3H" << true << "loses" << qint64(0) << "17(b)(1)";
    QTest::newRow("§17(c) BJ-SETTLE-13 under 6-7 = 13 loses")
        << "7D 6C" << false << "loses" << qint64(0) << "17(c)";
    QTest::newRow("§17(c) BJ-SETTLE-13 under 10-3 = 13 loses")
        << "10D 3C" << false << "loses" << qint64(0) << "17(c)";
    QTest::newRow("§17(b)(1) §17(e)(1) BJ-SETTLE-15 over 10-4 = 14 wins 1 to 1")
        << "10S 4H" << true << "wins" << qint64(100) << "17(e)(1)";
    QTest::newRow("§17(b)(1) §17(e)(1) BJ-SETTLE-15 over K-Q = 20 wins")
        << "KS QH" << true << "wins" << qint64(100) << "17(e)(1)";
    QTest::newRow("§17(b)(2) BJ-SETTLE-13 under K-Q = 20 loses")
        << "KS QH" << false << "loses" << qint64(0) << "17(b)(2)";
    QTest::newRow("§17(b)(2) §17(e)(1) under 10-2 = 12 wins")
        << "10S 2H" << false << "wins" << qint64(100) << "17(e)(1)";
    QTest::newRow("§17(b)(1) over 10-2 = 12 loses")
        << "10S 2H" << true << "loses" << qint64(0) << "17(b)(1)";
    QTest::newRow("§17(b)(2) under 10-4 = 14 loses")
        << "10S 4H" << false << "loses" << qint64(0) << "17(b)(2)";
    QTest::newRow("§2(b)(3)(ii) BJ-SETTLE-13 over A-Q = 11, not 21, loses")
        << "AS QH" << true << "loses" << qint64(0) << "17(b)(1)";
    QTest::newRow("§2(b)(3)(ii) BJ-SETTLE-13 under A-A = 2 wins")
        << "AS AH" << false << "wins" << qint64(100) << "17(e)(1)";
    QTest::newRow("§2(b)(3)(ii) BJ-SETTLE-13 under A-2 = 3, not 13, wins")
        << "AS 2H" << false << "wins" << qint64(100) << "17(e)(1)";
    QTest::newRow("§17(d) one card only: pending")
        << "KS" << true << "pending" << qint64(0) << "17(d)";
}

void TestBlackjackSideWagers17To23::overUnder13() {
    QFETCH(QString, cards);
    QFETCH(bool, over);
    QFETCH(QString, result);
    QFETCH(qint64, winningsCents);
    QFETCH(QString, section);
    DT_CHECK_AWARD(settleOverUnder13(cardsOf(cards), over ? OverUnder::Over : OverUnder::Under),
                   result, "", 100, 0, winningsCents, section);
}

// ---- §17(a)(2) same suit -----------------------------------------------------

namespace {

// §17(e)(2)(i)-(v) as printed: "King and queen" and "Any two cards" per option.
struct PrintedSameSuitTable {
    int decks;
    const char *subsection;
    QStringList kingAndQueen;
    QStringList anyTwoCards;
};

QList<PrintedSameSuitTable> printedSameSuitTables() {
    return {
        {1,
         "(i)",
         {"50 to 1", "10 to 1", "5 to 1", "25 to 1"},
         {"2.5 to 1", "3 to 1", "3 to 1", "2.5 to 1"}},
        {2,
         "(ii)",
         {"10 to 1", "5 to 1", "25 to 1", "20 to 1"},
         {"3 to 1", "3 to 1", "2.5 to 1", "2.5 to 1"}},
        {4,
         "(iii)",
         {"5 to 1", "25 to 1", "20 to 1", "50 to 1"},
         {"3 to 1", "2.5 to 1", "2.5 to 1", "2 to 1"}},
        {6,
         "(iv)",
         {"5 to 1", "25 to 1", "20 to 1", "15 to 1"},
         {"3 to 1", "2.5 to 1", "2.5 to 1", "2.5 to 1"}},
        {8, "(v)", {"5 to 1", "25 to 1", "50 to 1"}, {"3 to 1", "2.5 to 1", "2 to 1"}},
    };
}

} // namespace

void TestBlackjackSideWagers17To23::sameSuit_data() {
    QTest::addColumn<int>("decks");
    QTest::addColumn<int>("option");
    QTest::addColumn<QString>("cards");
    QTest::addColumn<bool>("hasTable");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("hand");
    QTest::addColumn<qint64>("winningsCents"); // on a $2 wager
    QTest::addColumn<QString>("section");

    // Every row of every table and option, BJ-SETTLE-16.
    for (const PrintedSameSuitTable &table : printedSameSuitTables()) {
        for (int option = 1; option <= table.kingAndQueen.size(); ++option) {
            const QString kq = table.kingAndQueen[option - 1];
            const QString any = table.anyTwoCards[option - 1];
            QTest::addRow("§17(e)(2)%s BJ-SETTLE-16 %d decks Option %d King and queen %s",
                          table.subsection, table.decks, option, qPrintable(kq))
                << table.decks << option << "KH QH" << true << "wins"
                << "King and queen" << printedOddsWinnings(kq, 200) << "17(e)(2)";
            QTest::addRow("§17(e)(2)%s BJ-SETTLE-16 %d decks Option %d Any two cards %s",
                          table.subsection, table.decks, option, qPrintable(any))
                << table.decks << option << "4C 9C" << true << "wins"
                << "Any two cards" << printedOddsWinnings(any, 200) << "17(e)(2)";
            QTest::addRow("§17(b)(3) %d decks Option %d not same suit loses", table.decks, option)
                << table.decks << option << "4C 9D" << true << "loses"
                << "" << qint64(0) << "17(b)(3)";
        }
    }
    QTest::newRow("§17(e)(2) BJ-SETTLE-16 checklist: queen then king suited is King and queen")
        << 6 << 2 << "QS KS" << true << "wins"
        << "King and queen" << qint64(5000) << "17(e)(2)";
    QTest::newRow("§17(b)(3) BJ-SETTLE-16 checklist: king and queen of two suits loses")
        << 6 << 2 << "KH QS" << true << "loses"
        << "" << qint64(0) << "17(b)(3)";
    QTest::newRow("§17(e)(2) two suited kings are Any two cards, not King and queen")
        << 6 << 2 << "KH KH" << true << "wins"
        << "Any two cards" << qint64(500) << "17(e)(2)";
    QTest::newRow("§17(e)(2) suited king and jack are Any two cards")
        << 1 << 1 << "KD JD" << true << "wins"
        << "Any two cards" << qint64(500) << "17(e)(2)";
    // No table: a configuration error, no award.
    QTest::newRow("§17(e)(2) 3 decks: no table") << 3 << 1 << "KH QH" << false << ""
                                                 << "" << qint64(0) << "";
    QTest::newRow("§17(e)(2) 5 decks: no table") << 5 << 1 << "KH QH" << false << ""
                                                 << "" << qint64(0) << "";
    QTest::newRow("§17(e)(2)(v) 8 decks: no Option 4") << 8 << 4 << "KH QH" << false << ""
                                                       << "" << qint64(0) << "";
    QTest::newRow("§17(e)(2) Option 0: no such option") << 6 << 0 << "KH QH" << false << ""
                                                        << "" << qint64(0) << "";
    QTest::newRow("§17(e)(2) Option 5: no such option") << 1 << 5 << "KH QH" << false << ""
                                                        << "" << qint64(0) << "";
}

void TestBlackjackSideWagers17To23::sameSuit() {
    QFETCH(int, decks);
    QFETCH(int, option);
    QFETCH(QString, cards);
    QFETCH(bool, hasTable);
    QFETCH(QString, result);
    QFETCH(QString, hand);
    QFETCH(qint64, winningsCents);
    QFETCH(QString, section);
    const std::optional<SideWagerAward> award = settleSameSuit(cardsOf(cards), decks, option);
    QCOMPARE(award.has_value(), hasTable);
    if (hasTable) {
        DT_CHECK_AWARD(*award, result, hand, 200, 0, winningsCents, section);
    }
}

void TestBlackjackSideWagers17To23::sameSuitTablesAndValidation_data() {
    QTest::addColumn<int>("decks");
    QTest::addColumn<int>("option");
    QTest::addColumn<int>("optionCount");
    QTest::addColumn<bool>("valid");

    QTest::newRow("§17(e)(2)(i) BJ-SETTLE-16 1 deck Option 4") << 1 << 4 << 4 << true;
    QTest::newRow("§17(e)(2)(ii) 2 decks Option 1") << 2 << 1 << 4 << true;
    QTest::newRow("§17(e)(2)(iii) 4 decks Option 3") << 4 << 3 << 4 << true;
    QTest::newRow("§17(e)(2)(iv) 6 decks Option 4") << 6 << 4 << 4 << true;
    QTest::newRow("§17(e)(2)(v) 8 decks Option 3") << 8 << 3 << 3 << true;
    QTest::newRow("§17(e)(2)(v) 8 decks Option 4 refused") << 8 << 4 << 3 << false;
    QTest::newRow("§17(e)(2) 6 decks Option 0 refused") << 6 << 0 << 4 << false;
    QTest::newRow("§17(e)(2) 3 decks no table") << 3 << 1 << 0 << false;
    QTest::newRow("§17(e)(2) 7 decks no table") << 7 << 1 << 0 << false;
}

void TestBlackjackSideWagers17To23::sameSuitTablesAndValidation() {
    QFETCH(int, decks);
    QFETCH(int, option);
    QFETCH(int, optionCount);
    QFETCH(bool, valid);
    QCOMPARE(sameSuitOptionCount(decks), optionCount);
    const std::vector<OfferProblem> problems = validateSameSuitOption(decks, option);
    QCOMPARE(problems.empty(), valid);
    QCOMPARE(sameSuitPayouts(decks, option).has_value(), valid);
    for (const OfferProblem &problem : problems) {
        QCOMPARE(qs(problem.citation.section), QStringLiteral("17(e)(2)"));
        QVERIFY(!problem.message.empty());
        QVERIFY(qs(problem.field).startsWith(QStringLiteral("sideWagers.sameSuit")));
    }
    // §17(e)(2)(i)-(v): the deck counts with a table.
    const std::span<const int> counts = sameSuitDeckCounts();
    QCOMPARE(std::vector<int>(counts.begin(), counts.end()), (std::vector<int>{1, 2, 4, 6, 8}));
}

// ---- §17(a)(3) sevens --------------------------------------------------------

void TestBlackjackSideWagers17To23::sevensAfterTwoCards_data() {
    QTest::addColumn<QString>("cards");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("hand");
    QTest::addColumn<qint64>("winningsCents"); // on $1
    QTest::addColumn<QString>("section");
    // SevensOneSeven: which single seven "One seven (initial card)" pays.
    QTest::addColumn<bool>("eitherInitialCard");

    QTest::newRow("§17(e)(3) BJ-SETTLE-17 One seven (initial card) 3 to 1")
        << "7S KH"
        << "wins"
        << "One seven (initial card)" << qint64(300) << "17(e)(3)" << false;
    QTest::newRow("§17(e)(3) BJ-SETTLE-17 a seven as second card only: no row pays it")
        << "KH 7D"
        << "loses"
        << "" << qint64(0) << "17(e)(3)" << false;
    QTest::newRow("§17(e)(3) BJ-SETTLE-17 either-card reading: a seven as second card 3 to 1")
        << "KH 7D"
        << "wins"
        << "One seven (initial card)" << qint64(300) << "17(e)(3)" << true;
    QTest::newRow("§17(e)(3) BJ-SETTLE-17 either-card reading: a seven as first card 3 to 1")
        << "7C 2D"
        << "wins"
        << "One seven (initial card)" << qint64(300) << "17(e)(3)" << true;
    QTest::newRow("§17(d) BJ-SETTLE-14 checklist: no seven in two cards loses now")
        << "KH 9D"
        << "loses"
        << "" << qint64(0) << "17(d)" << false;
    QTest::newRow("§17(e) BJ-SETTLE-14 two sevens: pending until the player's decision")
        << "7H 7C"
        << "pending"
        << "" << qint64(0) << "17(e)" << false;
    QTest::newRow("§17(d) one card dealt: pending") << "7H"
                                                    << "pending"
                                                    << "" << qint64(0) << "17(d)" << false;
}

void TestBlackjackSideWagers17To23::sevensAfterTwoCards() {
    QFETCH(QString, cards);
    QFETCH(QString, result);
    QFETCH(QString, hand);
    QFETCH(qint64, winningsCents);
    QFETCH(QString, section);
    QFETCH(bool, eitherInitialCard);
    const SevensOneSeven oneSeven =
        eitherInitialCard ? SevensOneSeven::EitherInitialCard : SevensOneSeven::FirstCard;
    DT_CHECK_AWARD(settleSevensAfterTwoCards(cardsOf(cards), oneSeven), result, hand, 100, 0,
                   winningsCents, section);
}

void TestBlackjackSideWagers17To23::sevensAfterDecision_data() {
    QTest::addColumn<QString>("cards");
    QTest::addColumn<QString>("decision");
    QTest::addColumn<QString>("third"); // "" = no third card
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("hand");
    QTest::addColumn<qint64>("winningsCents"); // on $1
    QTest::addColumn<QString>("section");

    QTest::newRow("§17(e)(3) BJ-SETTLE-17 Three sevens of the same suit 5000 to 1")
        << "7S 7S"
        << "draw"
        << "7S"
        << "wins"
        << "Three sevens of the same suit" << qint64(500000) << "17(e)(3)";
    QTest::newRow("§17(e)(3) BJ-SETTLE-17 Three sevens of any suit 500 to 1")
        << "7S 7H"
        << "draw"
        << "7S"
        << "wins"
        << "Three sevens of any suit" << qint64(50000) << "17(e)(3)";
    QTest::newRow("§17(e)(3) three sevens: two suited then another suit 500 to 1")
        << "7S 7S"
        << "draw"
        << "7D"
        << "wins"
        << "Three sevens of any suit" << qint64(50000) << "17(e)(3)";
    QTest::newRow("§17(e)(3) three sevens on a double down 5000 to 1")
        << "7C 7C"
        << "double"
        << "7C"
        << "wins"
        << "Three sevens of the same suit" << qint64(500000) << "17(e)(3)";
    QTest::newRow("§17(e)(3) BJ-SETTLE-17 7D 7D stands: Two sevens of the same suit 100 to 1")
        << "7D 7D"
        << "stand"
        << ""
        << "wins"
        << "Two sevens of the same suit (initial two cards)" << qint64(10000) << "17(e)(3)";
    QTest::newRow("§17(e)(3) Two sevens of any suit 50 to 1 on a stand")
        << "7D 7S"
        << "stand"
        << ""
        << "wins"
        << "Two sevens of any suit (initial two cards)" << qint64(5000) << "17(e)(3)";
    QTest::newRow("§17(e) two sevens paid after a surrender")
        << "7D 7S"
        << "surrender"
        << ""
        << "wins"
        << "Two sevens of any suit (initial two cards)" << qint64(5000) << "17(e)(3)";
    QTest::newRow("§17(e)(3) two suited sevens draw a non-seven: 100 to 1 only")
        << "7H 7H"
        << "draw"
        << "5H"
        << "wins"
        << "Two sevens of the same suit (initial two cards)" << qint64(10000) << "17(e)(3)";
    QTest::newRow("§17(e)(3) two sevens draw a non-seven: 50 to 1")
        << "7H 7C"
        << "draw"
        << "KC"
        << "wins"
        << "Two sevens of any suit (initial two cards)" << qint64(5000) << "17(e)(3)";
    QTest::newRow("§17(e)(3) two sevens double down a non-seven: 50 to 1")
        << "7H 7C"
        << "double"
        << "4C"
        << "wins"
        << "Two sevens of any suit (initial two cards)" << qint64(5000) << "17(e)(3)";
    // §11(f), BJ-SETTLE-18, BJ-ANN-04: splitting forfeits three sevens.
    QTest::newRow("§11(f) BJ-SETTLE-18 split 7C 7H: 50 to 1, a later 7S is no three sevens")
        << "7C 7H"
        << "split"
        << "7S"
        << "wins"
        << "Two sevens of any suit (initial two cards)" << qint64(5000) << "11(f)";
    QTest::newRow("§11(f) BJ-SETTLE-18 split suited sevens: 100 to 1 before any card")
        << "7S 7S"
        << "split"
        << ""
        << "wins"
        << "Two sevens of the same suit (initial two cards)" << qint64(10000) << "11(f)";
    QTest::newRow("§17(e) draw chosen, third card not dealt: pending")
        << "7S 7S"
        << "draw"
        << ""
        << "pending"
        << "" << qint64(0) << "17(e)";
    // §6(j)(3), §6(k)(6), BJ-DEAL-10: the card offered on a dealer blackjack.
    QTest::newRow("§6(j)(3) BJ-DEAL-10 dealer blackjack, offered card is a seven: 500 to 1")
        << "7S 7D"
        << "draw"
        << "7H"
        << "wins"
        << "Three sevens of any suit" << qint64(50000) << "17(e)(3)";
    QTest::newRow("§6(k)(6) BJ-DEAL-10 dealer blackjack, offered card refused: 50 to 1")
        << "7S 7D"
        << "stand"
        << ""
        << "wins"
        << "Two sevens of any suit (initial two cards)" << qint64(5000) << "17(e)(3)";
    // Fewer than two sevens: decided after the second card whatever follows.
    QTest::newRow("§17(e)(3) one seven then two more sevens: still 3 to 1")
        << "7S KD"
        << "draw"
        << "7S"
        << "wins"
        << "One seven (initial card)" << qint64(300) << "17(e)(3)";
    QTest::newRow("§17(d) checklist: a lone seven as third card cannot win")
        << "KS 9D"
        << "draw"
        << "7S"
        << "loses"
        << "" << qint64(0) << "17(d)";
}

void TestBlackjackSideWagers17To23::sevensAfterDecision() {
    QFETCH(QString, cards);
    QFETCH(QString, decision);
    QFETCH(QString, third);
    QFETCH(QString, result);
    QFETCH(QString, hand);
    QFETCH(qint64, winningsCents);
    QFETCH(QString, section);
    SevensDecision chosen = SevensDecision::Stand;
    if (decision == QStringLiteral("draw")) {
        chosen = SevensDecision::Draw;
    } else if (decision == QStringLiteral("double")) {
        chosen = SevensDecision::DoubleDown;
    } else if (decision == QStringLiteral("split")) {
        chosen = SevensDecision::SplitPairs;
    } else if (decision == QStringLiteral("surrender")) {
        chosen = SevensDecision::Surrender;
    }
    std::optional<Card> thirdCard;
    if (!third.isEmpty()) {
        thirdCard = cardsOf(third).at(0);
    }
    DT_CHECK_AWARD(settleSevensAfterDecision(cardsOf(cards), chosen, thirdCard), result, hand, 100,
                   0, winningsCents, section);
}

// ---- §19(a)-(i) progressive ----------------------------------------------------

void TestBlackjackSideWagers17To23::progressive_data() {
    QTest::addColumn<QString>("cards"); // in the order dealt to the box
    QTest::addColumn<int>("sharers");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("hand");
    QTest::addColumn<qint64>("winningsCents"); // $1 wager, meter $20,000
    QTest::addColumn<QString>("section");

    const qint64 meter = printedDollars(QStringLiteral("$20,000.00"));
    QTest::newRow("§19(c) BJ-SETTLE-22 four black aces: 100% of the meter")
        << "AS AC AS AC" << 1 << "wins"
        << "Four black or four red aces in the first four cards" << meter << "19(c)";
    QTest::newRow("§19(c) BJ-SETTLE-22 four red aces: 100% of the meter")
        << "AH AD AH AH" << 1 << "wins"
        << "Four black or four red aces in the first four cards" << meter << "19(c)";
    QTest::newRow("§19(c) §19(e) four aces of one suit: the meter only")
        << "AS AS AS AS" << 1 << "wins"
        << "Four black or four red aces in the first four cards" << meter << "19(c)";
    QTest::newRow("§19(h) BJ-SETTLE-23 two players with four aces share: $10,000 each")
        << "AH AD AH AD" << 2 << "wins"
        << "Four black or four red aces in the first four cards"
        << printedDollars(QStringLiteral("$10,000.00")) << "19(h)";
    QTest::newRow("§19(h) three players share $20,000: $6,666.66 each (cent rounded down)")
        << "AS AC AC AC" << 3 << "wins"
        << "Four black or four red aces in the first four cards" << qint64(666666) << "19(h)";
    QTest::newRow("§19(c) BJ-SETTLE-22 A♠A♠ hits A♠: Three aces of the same suit $2,500 only")
        << "AS AS AS" << 1 << "wins"
        << "Three aces of the same suit in the first three cards"
        << printedDollars(QStringLiteral("$2,500.00")) << "19(c)";
    QTest::newRow("§19(c) three suited aces and a fourth of the other color: $2,500")
        << "AS AS AS AH" << 1 << "wins"
        << "Three aces of the same suit in the first three cards"
        << printedDollars(QStringLiteral("$2,500.00")) << "19(c)";
    QTest::newRow("§19(c) four aces of mixed colors: Any three aces $250")
        << "AS AH AC AD" << 1 << "wins"
        << "Any three aces in the first three cards" << printedDollars(QStringLiteral("$250.00"))
        << "19(c)";
    QTest::newRow("§19(c) Any three aces in the first three cards $250")
        << "AS AH AS" << 1 << "wins"
        << "Any three aces in the first three cards" << printedDollars(QStringLiteral("$250.00"))
        << "19(c)";
    QTest::newRow("§19(c) Two aces of the same suit in the first two cards $100")
        << "AD AD 5C" << 1 << "wins"
        << "Two aces of the same suit in the first two cards"
        << printedDollars(QStringLiteral("$100.00")) << "19(c)";
    QTest::newRow("§19(c) Any two aces in the first two cards $25")
        << "AD AC" << 1 << "wins"
        << "Any two aces in the first two cards" << printedDollars(QStringLiteral("$25.00"))
        << "19(c)";
    QTest::newRow("§19(c) two aces, a non-ace, then an ace: $25")
        << "AD AC 5C AH" << 1 << "wins"
        << "Any two aces in the first two cards" << printedDollars(QStringLiteral("$25.00"))
        << "19(c)";
    // Split reading: the box's cards in the order dealt (§11(b)-(c)(2)).
    QTest::newRow("§19(c) §11(c)(2) split black aces receive black aces: four black aces")
        << "AS AC AS AC" << 1 << "wins"
        << "Four black or four red aces in the first four cards" << meter << "19(c)";
    QTest::newRow("§19(c) fifth card ignored: first four decide")
        << "AS AS AS 9C AC" << 1 << "wins"
        << "Three aces of the same suit in the first three cards"
        << printedDollars(QStringLiteral("$2,500.00")) << "19(c)";
    QTest::newRow("§19(c) aces after the first two cards do not win")
        << "5D AS AS AS" << 1 << "loses"
        << "" << qint64(0) << "19(c)";
    QTest::newRow("§19(c) one ace loses") << "AS KS" << 1 << "loses"
                                          << "" << qint64(0) << "19(c)";
    QTest::newRow("§19(c) one card: pending") << "AS" << 1 << "pending"
                                              << "" << qint64(0) << "19(c)";
}

void TestBlackjackSideWagers17To23::progressive() {
    QFETCH(QString, cards);
    QFETCH(int, sharers);
    QFETCH(QString, result);
    QFETCH(QString, hand);
    QFETCH(qint64, winningsCents);
    QFETCH(QString, section);
    DT_CHECK_AWARD(settleProgressive(cardsOf(cards), sharers), result, hand, 100,
                   printedDollars(QStringLiteral("$20,000.00")), winningsCents, section);
}

void TestBlackjackSideWagers17To23::progressiveMeterValidation_data() {
    QTest::addColumn<int>("percent");
    QTest::addColumn<qint64>("initialCents");
    QTest::addColumn<qint64>("resetCents");
    QTest::addColumn<QStringList>("fields");

    QTest::newRow("§19(i) BJ-CONF-20 70% and $5,000: allowed")
        << 70 << qint64(500000) << qint64(500000) << QStringList{};
    QTest::newRow("§19(i) BJ-CONF-20 69% refused")
        << 69 << qint64(500000) << qint64(500000)
        << QStringList{"sideWagers.progressive.progressionPercent"};
    QTest::newRow("§19(i) BJ-CONF-20 reset $2,500 refused")
        << 80 << qint64(1000000) << qint64(250000)
        << QStringList{"sideWagers.progressive.resetAmount"};
    QTest::newRow("§19(i) BJ-CONF-20 initial $4,999.99 refused")
        << 70 << qint64(499999) << qint64(500000)
        << QStringList{"sideWagers.progressive.initialMeter"};
    QTest::newRow("§19(i) all three refused")
        << 50 << qint64(100000) << qint64(100000)
        << QStringList{"sideWagers.progressive.progressionPercent",
                       "sideWagers.progressive.initialMeter", "sideWagers.progressive.resetAmount"};
}

void TestBlackjackSideWagers17To23::progressiveMeterValidation() {
    QFETCH(int, percent);
    QFETCH(qint64, initialCents);
    QFETCH(qint64, resetCents);
    QFETCH(QStringList, fields);
    ProgressiveOptions options;
    options.progressionPercent = percent;
    options.initialMeter = Money::cents(initialCents);
    options.resetAmount = Money::cents(resetCents);
    const std::vector<OfferProblem> problems = validateProgressiveMeter(options);
    QCOMPARE(problems.size(), std::size_t(fields.size()));
    for (std::size_t i = 0; i < problems.size(); ++i) {
        QCOMPARE(qs(problems[i].field), fields[int(i)]);
        QCOMPARE(problems[i].citation.text(), std::string("Blackjack §19(i)"));
        QVERIFY(!problems[i].message.empty());
    }
}

// ---- §19(j)-(n) Super 4 Progressive Blackjack Wager Stax -------------------

void TestBlackjackSideWagers17To23::fourCardHands_data() {
    QTest::addColumn<QString>("cards");
    QTest::addColumn<int>("expected");

    QTest::newRow("§19(n) A K Q J of one suit: royal flush")
        << "AS KS QS JS" << int(FourCardHand::RoyalFlush);
    QTest::newRow("§19(k) A K Q J mixed suits: straight")
        << "AS KH QS JS" << int(FourCardHand::Straight);
    QTest::newRow("§19(k) reading: A-2-3-4 is a straight (ace low)")
        << "AS 2H 3S 4D" << int(FourCardHand::Straight);
    QTest::newRow("§19(k) reading: K-Q-J-10 suited is a straight, not royal")
        << "KH QH JH 10H" << int(FourCardHand::Straight);
    QTest::newRow("§19(k) reading: Q-K-A-2 does not wrap around")
        << "QH KS AD 2C" << int(FourCardHand::Nothing);
    QTest::newRow("§19(k) ten, jack, queen, king are different ranks")
        << "10H JS QD 2C" << int(FourCardHand::Nothing);
    QTest::newRow("§19(k) three aces") << "AS AD AH KC" << int(FourCardHand::ThreeOfAKind);
    QTest::newRow("§19(k) reading: four of a kind counts as three of a kind")
        << "AS AD AH AC" << int(FourCardHand::ThreeOfAKind);
    QTest::newRow("§19(k) three of a kind of one suit beats the flush")
        << "AS AS AS KS" << int(FourCardHand::ThreeOfAKind);
    QTest::newRow("§19(k) flush") << "2S 5S AS KS" << int(FourCardHand::Flush);
    QTest::newRow("§19(k) flush with a pair is a flush")
        << "AS KS AS 5S" << int(FourCardHand::Flush);
    QTest::newRow("§19(k) two pair") << "AS KD AH KC" << int(FourCardHand::TwoPair);
    QTest::newRow("§19(n) all black") << "2S 5C AS KC" << int(FourCardHand::AllSameColor);
    QTest::newRow("§19(n) all red with a pair") << "KD KH AH 2D" << int(FourCardHand::AllSameColor);
    QTest::newRow("§19(k) pair") << "KD 5S AC KH" << int(FourCardHand::Pair);
    QTest::newRow("§19(k) nothing") << "2D 5S AC KH" << int(FourCardHand::Nothing);
}

void TestBlackjackSideWagers17To23::fourCardHands() {
    QFETCH(QString, cards);
    QFETCH(int, expected);
    QCOMPARE(int(classifyFourCards(cardsOf(cards))), expected);
}

namespace {

// One printed row: the hand's name and its pay ("100% Star Progressive",
// "10% Progressive", "$750", "loss").
struct PrintedSuper4Row {
    const char *hand;
    const char *pay;
};

struct PrintedSuper4Table {
    const char *name;
    Super4StaxPayTable table;
    const char *section;
    QList<PrintedSuper4Row> rows;
};

// §19(k) Paytables 1-3, §19(n) Standard Pay; typed from the text.
QList<PrintedSuper4Table> printedSuper4Tables() {
    const QList<PrintedSuper4Row> lower = {{"Two Pair", "$200"},
                                           {"All Cards Same Color", "$100"},
                                           {"Pair", "$50"},
                                           {"Any Hand (nothing)", "$25"},
                                           {"Dealer Ace Up (No Blackjack)", "$10"}};
    PrintedSuper4Table one{"Paytable 1",
                           Super4StaxPayTable::ThreeLevel,
                           "19(k)",
                           {{"Royal Flush in Chosen Suit", "100%"},
                            {"Royal Flush (Any other suit)", "100%"},
                            {"Three of a Kind", "100%"},
                            {"Straight", "$750"},
                            {"Flush", "$250"}}};
    PrintedSuper4Table two{"Paytable 2",
                           Super4StaxPayTable::FourLevel,
                           "19(k)",
                           {{"Royal Flush in Chosen Suit", "100%"},
                            {"Royal Flush (Any other suit)", "100%"},
                            {"Three of a Kind", "100%"},
                            {"Straight", "100%"},
                            {"Flush", "$250"}}};
    PrintedSuper4Table three{"Paytable 3",
                             Super4StaxPayTable::FiveLevel,
                             "19(k)",
                             {{"Royal Flush in Chosen Suit", "100%"},
                              {"Royal Flush (Any other suit)", "100%"},
                              {"Three of a Kind", "100%"},
                              {"Straight", "100%"},
                              {"Flush", "100%"}}};
    one.rows += lower;
    two.rows += lower;
    three.rows += lower;
    const QList<PrintedSuper4Row> standard = {{"Royal Flush in Chosen Suit", "100%"},
                                              {"Royal Flush (Any other suit)", "10%"},
                                              {"Three of a Kind", "$750"},
                                              {"Straight", "$400"},
                                              {"Flush", "$300"},
                                              {"Two Pair", "$200"},
                                              {"All Cards Same Color", "$100"},
                                              {"Pair", "$50"},
                                              {"Any Hand (nothing)", "$25"},
                                              {"Dealer Ace Up (No Blackjack)", "$10"}};
    return {one,
            two,
            three,
            {"§19(n) Standard Pay", Super4StaxPayTable::UpdatedEightDeck, "19(n)", standard},
            {"§19(n) Envy table, own hand on Standard Pay",
             Super4StaxPayTable::UpdatedEightDeckEnvy, "19(n)", standard}};
}

// A player hand and a dealer hand that make each row (chosen suit spades).
struct ExampleHand {
    const char *player;
    const char *dealer;
};

ExampleHand exampleFor(const QString &row) {
    if (row == QStringLiteral("Royal Flush in Chosen Suit")) {
        return {"KS QS", "AS JS"};
    }
    if (row == QStringLiteral("Royal Flush (Any other suit)")) {
        return {"KH QH", "AH JH"};
    }
    if (row == QStringLiteral("Three of a Kind")) {
        return {"KS KD", "AC KH"};
    }
    if (row == QStringLiteral("Straight")) {
        return {"KS QD", "AC JH"};
    }
    if (row == QStringLiteral("Flush")) {
        return {"2S 5S", "AS KS"};
    }
    if (row == QStringLiteral("Two Pair")) {
        return {"AS KD", "AH KC"};
    }
    if (row == QStringLiteral("All Cards Same Color")) {
        return {"2S 5C", "AS KC"};
    }
    if (row == QStringLiteral("Pair")) {
        return {"KD 5S", "AC KH"};
    }
    if (row == QStringLiteral("Any Hand (nothing)")) {
        return {"2D 5S", "AC KH"};
    }
    return {"2D 5S", "AC 9H"}; // Dealer Ace Up (No Blackjack)
}

} // namespace

void TestBlackjackSideWagers17To23::super4Stax_data() {
    QTest::addColumn<int>("payTable");
    QTest::addColumn<QString>("chosenSuit");
    QTest::addColumn<QString>("player");
    QTest::addColumn<QString>("dealer");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("hand");
    QTest::addColumn<qint64>("winningsCents"); // $1 wager, every meter at $10,000
    QTest::addColumn<QString>("section");

    const qint64 meter = printedDollars(QStringLiteral("$10,000"));
    for (const PrintedSuper4Table &table : printedSuper4Tables()) {
        for (const PrintedSuper4Row &row : table.rows) {
            const QString pay = QString::fromUtf8(row.pay);
            const qint64 expected = pay == QStringLiteral("100%")  ? meter
                                    : pay == QStringLiteral("10%") ? meter / 10
                                                                   : printedDollars(pay);
            const ExampleHand example = exampleFor(QString::fromUtf8(row.hand));
            const bool aceUp = QString::fromUtf8(row.hand).startsWith(QStringLiteral("Dealer"));
            QTest::addRow("§%s BJ-SETTLE-24 %s %s %s", table.section, table.name, row.hand, row.pay)
                << int(table.table) << "S" << example.player << example.dealer << "wins" << row.hand
                << expected << (aceUp ? "19(l)" : table.section);
        }
        QTest::addRow("§19(l) BJ-SETTLE-24 %s dealer without blackjack or ace up: loss", table.name)
            << int(table.table) << "S"
            << "AS AS"
            << "KC 9H"
            << "loses"
            << "" << qint64(0) << "19(l)";
    }
    QTest::newRow("§19(k) BJ-SETTLE-24 checklist example: K♠Q♠ + A♠J♠, spades chosen: Star")
        << int(Super4StaxPayTable::ThreeLevel) << "S"
        << "KS QS"
        << "AS JS"
        << "wins"
        << "Royal Flush in Chosen Suit" << meter << "19(k)";
    QTest::newRow("§19(k) BJ-SETTLE-24 K♠Q♠ + A♠J♠, hearts chosen: other suit (Spade meter)")
        << int(Super4StaxPayTable::ThreeLevel) << "H"
        << "KS QS"
        << "AS JS"
        << "wins"
        << "Royal Flush (Any other suit)" << meter << "19(k)";
    QTest::newRow("§19(k) dealer blackjack with the ten up still forms the hand")
        << int(Super4StaxPayTable::ThreeLevel) << "S"
        << "KD 5S"
        << "KH AC"
        << "wins"
        << "Pair" << printedDollars(QStringLiteral("$50")) << "19(k)";
    QTest::newRow("§19(l) dealer ten up, ace not in hole: loss")
        << int(Super4StaxPayTable::FiveLevel) << "S"
        << "AS AD"
        << "10H 9C"
        << "loses"
        << "" << qint64(0) << "19(l)";
    QTest::newRow("§19(l) player blackjack, dealer ace up without blackjack: $10")
        << int(Super4StaxPayTable::FourLevel) << "S"
        << "AS KS"
        << "AH 6C"
        << "wins"
        << "Dealer Ace Up (No Blackjack)" << printedDollars(QStringLiteral("$10")) << "19(l)";
    QTest::newRow("§19(k) three aces with a dealer blackjack: Three of a Kind")
        << int(Super4StaxPayTable::UpdatedEightDeck) << "S"
        << "AS AD"
        << "AH KC"
        << "wins"
        << "Three of a Kind" << printedDollars(QStringLiteral("$750")) << "19(n)";
    QTest::newRow("§19(k) dealer's second card missing: pending")
        << int(Super4StaxPayTable::ThreeLevel) << "S"
        << "AS AD"
        << "AH"
        << "pending"
        << "" << qint64(0) << "19(k)";
}

void TestBlackjackSideWagers17To23::super4Stax() {
    QFETCH(int, payTable);
    QFETCH(QString, chosenSuit);
    QFETCH(QString, player);
    QFETCH(QString, dealer);
    QFETCH(QString, result);
    QFETCH(QString, hand);
    QFETCH(qint64, winningsCents);
    QFETCH(QString, section);
    Super4StaxOptions options;
    options.payTable = Super4StaxPayTable(payTable);
    options.chosenSuit = suitOf(chosenSuit);
    DT_CHECK_AWARD(settleSuper4Stax(cardsOf(player), cardsOf(dealer), options), result, hand, 100,
                   printedDollars(QStringLiteral("$10,000")), winningsCents, section);
}

void TestBlackjackSideWagers17To23::super4StaxMeterData() {
    // §19(k) the meters of each table, their Reseed and Contribution columns.
    struct Meter {
        Super4StaxPayTable table;
        Super4StaxHand hand;
        Super4StaxMeter meter;
        std::optional<qint64> reseedDollars;
        std::optional<int> contributionPercent;
    };
    const std::vector<Meter> meters = {
        {Super4StaxPayTable::ThreeLevel, Super4StaxHand::RoyalFlushChosenSuit,
         Super4StaxMeter::Star, std::nullopt, std::nullopt},
        {Super4StaxPayTable::ThreeLevel, Super4StaxHand::RoyalFlushOtherSuit,
         Super4StaxMeter::Spade, 5000, 7},
        {Super4StaxPayTable::ThreeLevel, Super4StaxHand::ThreeOfAKind, Super4StaxMeter::Heart, 500,
         7},
        {Super4StaxPayTable::FourLevel, Super4StaxHand::RoyalFlushOtherSuit, Super4StaxMeter::Spade,
         5000, 5},
        {Super4StaxPayTable::FourLevel, Super4StaxHand::ThreeOfAKind, Super4StaxMeter::Heart, 500,
         3},
        {Super4StaxPayTable::FourLevel, Super4StaxHand::Straight, Super4StaxMeter::Diamond, 300, 3},
        {Super4StaxPayTable::FiveLevel, Super4StaxHand::RoyalFlushOtherSuit, Super4StaxMeter::Spade,
         5000, 2},
        {Super4StaxPayTable::FiveLevel, Super4StaxHand::ThreeOfAKind, Super4StaxMeter::Heart, 500,
         3},
        {Super4StaxPayTable::FiveLevel, Super4StaxHand::Straight, Super4StaxMeter::Diamond, 300, 3},
        {Super4StaxPayTable::FiveLevel, Super4StaxHand::Flush, Super4StaxMeter::Club, 250, 3},
        {Super4StaxPayTable::UpdatedEightDeck, Super4StaxHand::RoyalFlushOtherSuit,
         Super4StaxMeter::Progressive, std::nullopt, std::nullopt},
    };
    for (const Meter &expected : meters) {
        bool found = false;
        for (const Super4StaxRow &row : super4StaxPayTable(expected.table)) {
            if (row.hand != expected.hand) {
                continue;
            }
            found = true;
            QCOMPARE(int(row.meter), int(expected.meter));
            QCOMPARE(row.reseed.has_value(), expected.reseedDollars.has_value());
            if (expected.reseedDollars) {
                QCOMPARE(row.reseed->inCents(), *expected.reseedDollars * 100);
            }
            QCOMPARE(row.contributionBasisPoints.has_value(),
                     expected.contributionPercent.has_value());
            if (expected.contributionPercent) {
                QCOMPARE(*row.contributionBasisPoints, *expected.contributionPercent * 100);
            }
        }
        QVERIFY(found);
    }
    // Every table has one row per paying hand (ten), none for the loss.
    for (const auto table : {Super4StaxPayTable::ThreeLevel, Super4StaxPayTable::FourLevel,
                             Super4StaxPayTable::FiveLevel, Super4StaxPayTable::UpdatedEightDeck,
                             Super4StaxPayTable::UpdatedEightDeckEnvy}) {
        QCOMPARE(super4StaxPayTable(table).size(), std::size_t(10));
    }
    // §19(k) Star Progressive Options: $50,000 6%, $25,000 7%, $10,000 7.50%.
    const auto star = starProgressiveOptions();
    QCOMPARE(star.size(), std::size_t(3));
    QCOMPARE(star[0].reseed, Money::dollars(50000));
    QCOMPARE(star[0].contributionBasisPoints, 600);
    QCOMPARE(star[1].reseed, Money::dollars(25000));
    QCOMPARE(star[1].contributionBasisPoints, 700);
    QCOMPARE(star[2].reseed, Money::dollars(10000));
    QCOMPARE(star[2].contributionBasisPoints, 750);
    // §19(m) Table 1 (BJ-SETTLE-25, BJ-CONF-21): $250/$1,000/5.00%,
    // $100/$500/5.00%, $100/$200/2.00%.
    const auto mustHit = mustHitConfigurations();
    QCOMPARE(mustHit.size(), std::size_t(3));
    QCOMPARE(mustHit[0].configuration, 1);
    QCOMPARE(mustHit[0].resetValue, Money::dollars(250));
    QCOMPARE(mustHit[0].maxValue, Money::dollars(1000));
    QCOMPARE(mustHit[0].incrementBasisPoints, 500);
    QCOMPARE(mustHit[1].resetValue, Money::dollars(100));
    QCOMPARE(mustHit[1].maxValue, Money::dollars(500));
    QCOMPARE(mustHit[1].incrementBasisPoints, 500);
    QCOMPARE(mustHit[2].configuration, 3);
    QCOMPARE(mustHit[2].resetValue, Money::dollars(100));
    QCOMPARE(mustHit[2].maxValue, Money::dollars(200));
    QCOMPARE(mustHit[2].incrementBasisPoints, 200);
    // §19(n) Envy Pay column: $3,000 and $1,000, "N/A" below.
    QCOMPARE(super4StaxEnvyPay(Super4StaxHand::RoyalFlushChosenSuit).value_or(Money()),
             Money::dollars(3000));
    QCOMPARE(super4StaxEnvyPay(Super4StaxHand::RoyalFlushOtherSuit).value_or(Money()),
             Money::dollars(1000));
    QVERIFY(!super4StaxEnvyPay(Super4StaxHand::ThreeOfAKind));
    QVERIFY(!super4StaxEnvyPay(Super4StaxHand::DealerAceUpNoBlackjack));
}

void TestBlackjackSideWagers17To23::super4StaxValidation_data() {
    QTest::addColumn<int>("payTable");
    QTest::addColumn<int>("starOption");
    QTest::addColumn<int>("mustHit");
    QTest::addColumn<int>("decks");
    QTest::addColumn<int>("boxes");
    QTest::addColumn<QStringList>("sections");

    const int paytable1 = int(Super4StaxPayTable::ThreeLevel);
    const int updated = int(Super4StaxPayTable::UpdatedEightDeck);
    const int envy = int(Super4StaxPayTable::UpdatedEightDeckEnvy);
    QTest::newRow("§19(j) BJ-CONF-21 Paytable 1, 6 decks, 7 seats: allowed")
        << paytable1 << 1 << 0 << 6 << 7 << QStringList{};
    QTest::newRow("§19(j) BJ-CONF-21 1 deck allowed")
        << paytable1 << 3 << 3 << 1 << 7 << QStringList{};
    QTest::newRow("§19(j) BJ-CONF-21 3 decks refused")
        << paytable1 << 1 << 0 << 3 << 7 << QStringList{"19(j)"};
    QTest::newRow("§19(j) BJ-CONF-21 eight seats refused")
        << paytable1 << 1 << 0 << 6 << 8 << QStringList{"19(j)"};
    QTest::newRow("§19(k) BJ-CONF-21 Star option 4 refused")
        << paytable1 << 4 << 0 << 6 << 7 << QStringList{"19(k)"};
    QTest::newRow("§19(m) BJ-CONF-21 must-hit configuration 4 refused")
        << paytable1 << 2 << 4 << 6 << 7 << QStringList{"19(m)"};
    QTest::newRow("§19(n) BJ-CONF-21 updated table at 8 decks allowed")
        << updated << 1 << 2 << 8 << 7 << QStringList{};
    QTest::newRow("§19(n) BJ-CONF-21 updated table at 6 decks refused")
        << updated << 1 << 0 << 6 << 7 << QStringList{"19(n)"};
    QTest::newRow("§19(n) BJ-CONF-21 envy table at 4 decks refused")
        << envy << 1 << 0 << 4 << 7 << QStringList{"19(n)"};
}

void TestBlackjackSideWagers17To23::super4StaxValidation() {
    QFETCH(int, payTable);
    QFETCH(int, starOption);
    QFETCH(int, mustHit);
    QFETCH(int, decks);
    QFETCH(int, boxes);
    QFETCH(QStringList, sections);
    Super4StaxOptions options;
    options.payTable = Super4StaxPayTable(payTable);
    options.starOption = starOption;
    options.mustHitConfiguration = mustHit;
    const std::vector<OfferProblem> problems = validateSuper4Stax(options, decks, boxes);
    QStringList found;
    for (const OfferProblem &problem : problems) {
        found << qs(problem.citation.section);
        QVERIFY(!problem.message.empty());
        QVERIFY(!problem.field.empty());
    }
    QCOMPARE(found, sections);
}

// ---- §20 blackjack bonus -------------------------------------------------------

void TestBlackjackSideWagers17To23::blackjackBonus_data() {
    QTest::addColumn<QString>("cards");
    QTest::addColumn<qint64>("wagerCents");
    QTest::addColumn<bool>("five"); // the $5 wager offered too
    QTest::addColumn<bool>("settled");
    QTest::addColumn<QString>("result");
    QTest::addColumn<qint64>("winningsCents");

    // Payouts configured: $1 pays $15, $5 pays $75 (within §20(j)).
    QTest::newRow("§20(d) BJ-SETTLE-28 $1 blackjack A-K pays the configured $15")
        << "AS KH" << qint64(100) << true << true << "wins" << qint64(1500);
    QTest::newRow("§20(d) ten first then ace")
        << "10D AC" << qint64(100) << false << true << "wins" << qint64(1500);
    QTest::newRow("§20(d) BJ-SETTLE-28 $5 blackjack pays the configured $75")
        << "QS AS" << qint64(500) << true << true << "wins" << qint64(7500);
    QTest::newRow("§20(d) A-9 is no blackjack: loses")
        << "AS 9H" << qint64(100) << true << true << "loses" << qint64(0);
    QTest::newRow("§20(d) K-Q: loses")
        << "KS QH" << qint64(500) << true << true << "loses" << qint64(0);
    QTest::newRow("§20(d) A-A: loses")
        << "AS AH" << qint64(100) << true << true << "loses" << qint64(0);
    QTest::newRow("§20(a) BJ-WAGER-12 $2 wager is refused, not settled")
        << "AS KH" << qint64(200) << true << false << "" << qint64(0);
    QTest::newRow("§20(a) $5 wager at a $1-only table is refused")
        << "AS KH" << qint64(500) << false << false << "" << qint64(0);
    QTest::newRow("§20(e) one card dealt: pending")
        << "AS" << qint64(100) << true << true << "pending" << qint64(0);
}

void TestBlackjackSideWagers17To23::blackjackBonus() {
    QFETCH(QString, cards);
    QFETCH(qint64, wagerCents);
    QFETCH(bool, five);
    QFETCH(bool, settled);
    QFETCH(QString, result);
    QFETCH(qint64, winningsCents);
    BlackjackBonusOptions options;
    options.oneDollar = true;
    options.fiveDollar = five;
    options.oneDollarPayout = Money::dollars(15);
    options.fiveDollarPayout = Money::dollars(75);
    const std::optional<SideWagerAward> award =
        settleBlackjackBonus(cardsOf(cards), Money::cents(wagerCents), options);
    QCOMPARE(award.has_value(), settled);
    if (settled) {
        const QString section =
            result == QStringLiteral("pending") ? QStringLiteral("20(e)") : QStringLiteral("20(d)");
        DT_CHECK_AWARD(*award, result, "", wagerCents, 0, winningsCents, section);
    }
}

void TestBlackjackSideWagers17To23::blackjackProbabilityByHand_data() {
    QTest::addColumn<int>("decks");
    QTest::addColumn<qint64>("numerator");   // unreduced, by hand
    QTest::addColumn<qint64>("denominator"); // unreduced, by hand

    // 2 * aces * tens / (cards * (cards - 1)).
    QTest::newRow("1 deck: 2*(4*16)/(52*51)") << 1 << qint64(2 * 4 * 16) << qint64(52 * 51);
    QTest::newRow("2 decks: 2*(8*32)/(104*103)") << 2 << qint64(2 * 8 * 32) << qint64(104 * 103);
    QTest::newRow("6 decks: 2*(24*96)/(312*311)") << 6 << qint64(2 * 24 * 96) << qint64(312 * 311);
    QTest::newRow("8 decks: 2*(32*128)/(416*415)")
        << 8 << qint64(2 * 32 * 128) << qint64(416 * 415);
}

void TestBlackjackSideWagers17To23::blackjackProbabilityByHand() {
    QFETCH(int, decks);
    QFETCH(qint64, numerator);
    QFETCH(qint64, denominator);
    const qint64 divisor = std::gcd(numerator, denominator);
    const Fraction probability = blackjackProbability(decks);
    QCOMPARE(probability.numerator, numerator / divisor);
    QCOMPARE(probability.denominator, denominator / divisor);
}

void TestBlackjackSideWagers17To23::bonusHouseAdvantage_data() {
    QTest::addColumn<int>("decks");
    QTest::addColumn<qint64>("wagerCents");
    QTest::addColumn<qint64>("payoutCents");

    QTest::newRow("§20(k) 6 decks $1 pays $5") << 6 << qint64(100) << qint64(500);
    QTest::newRow("§20(k) 6 decks $1 pays $15") << 6 << qint64(100) << qint64(1500);
    QTest::newRow("§20(k) 8 decks $5 pays $75") << 8 << qint64(500) << qint64(7500);
    QTest::newRow("§20(k) 1 deck $1 pays $1,000") << 1 << qint64(100) << qint64(100000);
    QTest::newRow("§20(k) 2 decks $5 pays $50") << 2 << qint64(500) << qint64(5000);
}

void TestBlackjackSideWagers17To23::bonusHouseAdvantage() {
    QFETCH(int, decks);
    QFETCH(qint64, wagerCents);
    QFETCH(qint64, payoutCents);
    // By hand: p = 2*(4N*16N)/(52N*(52N-1)); advantage = 1 - p*(payout +
    // wager)/wager, i.e. (c*w - a*(x + w)) / (c*w) with p = a/c.
    const qint64 aces = 4 * decks;
    const qint64 tens = 16 * decks;
    const qint64 cards = 52 * decks;
    const qint64 a = 2 * aces * tens;
    const qint64 c = cards * (cards - 1);
    const qint64 numerator = c * wagerCents - a * (payoutCents + wagerCents);
    const qint64 denominator = c * wagerCents;
    const Fraction advantage =
        blackjackBonusHouseAdvantage(decks, Money::cents(wagerCents), Money::cents(payoutCents));
    QVERIFY(advantage.denominator > 0);
    // Same rational number.
    QCOMPARE(qint64(advantage.numerator) * denominator, numerator * qint64(advantage.denominator));
    // And as long double, against the probability computed in floating point.
    const long double p = 2.0L * aces * tens / (static_cast<long double>(cards) * (cards - 1));
    const long double expected = 1.0L - p * (payoutCents + wagerCents) / wagerCents;
    QVERIFY(std::fabs(static_cast<long double>(advantage.numerator) / advantage.denominator -
                      expected) < 1e-12L);
}

void TestBlackjackSideWagers17To23::blackjackBonusValidation_data() {
    QTest::addColumn<int>("decks");
    QTest::addColumn<bool>("one");
    QTest::addColumn<qint64>("oneDollarPayoutCents");
    QTest::addColumn<bool>("five");
    QTest::addColumn<qint64>("fiveDollarPayoutCents");
    QTest::addColumn<QStringList>("sections");

    // 6 decks: p = 4608/97032; 1 - 16p = 0.240 (allowed), 1 - 6p = 0.715.
    QTest::newRow("§20(j)-(k) BJ-SETTLE-28 6 decks $1 pays $15: 24.0% allowed")
        << 6 << true << qint64(1500) << false << qint64(5000) << QStringList{};
    QTest::newRow("§20(k) 6 decks $1 pays $5: 71.5% house advantage refused")
        << 6 << true << qint64(500) << false << qint64(5000) << QStringList{"20(k)"};
    QTest::newRow("§20(k) 6 decks $1 pays $21: negative house advantage refused")
        << 6 << true << qint64(2100) << false << qint64(5000) << QStringList{"20(k)"};
    QTest::newRow("§20(k) 6 decks $1 pays $20: 0.27% allowed")
        << 6 << true << qint64(2000) << false << qint64(5000) << QStringList{};
    QTest::newRow("§20(j) $1 pays $4: below the minimum (and 76% advantage)")
        << 6 << true << qint64(400) << false << qint64(5000) << QStringList{"20(j)", "20(k)"};
    QTest::newRow("§20(j) $1 pays $1,001: above the maximum")
        << 6 << true << qint64(100100) << false << qint64(5000) << QStringList{"20(j)", "20(k)"};
    QTest::newRow("§20(j)-(k) 8 decks $5 pays $75: 24.1% allowed")
        << 8 << false << qint64(500) << true << qint64(7500) << QStringList{};
    QTest::newRow("§20(j) $5 pays $49.99: below the minimum")
        << 8 << false << qint64(500) << true << qint64(4999) << QStringList{"20(j)", "20(k)"};
    QTest::newRow("§20(a) neither denomination offered")
        << 6 << false << qint64(1500) << false << qint64(7500) << QStringList{"20(a)"};
}

void TestBlackjackSideWagers17To23::blackjackBonusValidation() {
    QFETCH(int, decks);
    QFETCH(bool, one);
    QFETCH(qint64, oneDollarPayoutCents);
    QFETCH(bool, five);
    QFETCH(qint64, fiveDollarPayoutCents);
    QFETCH(QStringList, sections);
    BlackjackBonusOptions options;
    options.oneDollar = one;
    options.fiveDollar = five;
    options.oneDollarPayout = Money::cents(oneDollarPayoutCents);
    options.fiveDollarPayout = Money::cents(fiveDollarPayoutCents);
    QStringList found;
    for (const OfferProblem &problem : validateBlackjackBonus(options, decks)) {
        found << qs(problem.citation.section);
        QVERIFY(!problem.message.empty());
        QVERIFY(qs(problem.field).startsWith(QStringLiteral("sideWagers.blackjackBonus")));
    }
    QCOMPARE(found, sections);
}

// ---- §22 streak ----------------------------------------------------------------

namespace {

// "W" win, "L" loss, "P" push, several letters = split hands, "A" abandoned.
StreakRound roundOf(const QString &text) {
    StreakRound round;
    if (text == QStringLiteral("A")) {
        round.abandoned = true;
        return round;
    }
    for (const QChar letter : text) {
        round.hands.push_back(letter == QLatin1Char('W')   ? Outcome::PlayerWins
                              : letter == QLatin1Char('L') ? Outcome::DealerWins
                                                           : Outcome::Push);
    }
    return round;
}

} // namespace

void TestBlackjackSideWagers17To23::streakRounds_data() {
    // Every wager is $5. Per round (comma-separated), the expected
    // "lammer|decided|order": lammer area after the round ("-" none), the
    // wagers decided ("2W" area 2 wins, "3L" loses, joined by '+'), and "m"
    // when the lammer moves before the payment (§22(k)(3)).
    QTest::addColumn<QString>("areas");
    QTest::addColumn<QString>("rounds");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<qint64>("paidCents"); // total winnings over all rounds

    QTest::newRow("§22(d)(1) BJ-SETTLE-30 on \"2\": win, win pays 3 to 1")
        << "2"
        << "W,W"
        << "2||,-|2W|" << qint64(1500);
    QTest::newRow("§22(d)(2) BJ-SETTLE-30 on \"3\": lammer 2, 3, pays 7 to 1")
        << "3"
        << "W,W,W"
        << "2||,3||,-|3W|" << qint64(3500);
    QTest::newRow("§22(d)(3) on \"4\": lammer 2, 3, 4, pays 17 to 1")
        << "4"
        << "W,W,W,W"
        << "2||,3||,4||,-|4W|" << qint64(8500);
    QTest::newRow("§22(d)(4) on \"5\": lammer 2, 3, 4, 5, pays 37 to 1")
        << "5"
        << "W,W,W,W,W"
        << "2||,3||,4||,5||,-|5W|" << qint64(18500);
    QTest::newRow("§22(e) BJ-SETTLE-30 a loss during the streak loses it")
        << "3"
        << "W,L"
        << "2||,-|3L|" << qint64(0);
    QTest::newRow("§22(e) a loss on the first hand loses it") << "2"
                                                              << "L"
                                                              << "-|2L|" << qint64(0);
    QTest::newRow("§22(g) BJ-SETTLE-30 win, push, win on \"3\": lammer 2, 2, 3, not paid")
        << "3"
        << "W,P,W"
        << "2||,2||,3||" << qint64(0);
    QTest::newRow("§22(g) a push first places no lammer") << "2"
                                                          << "P,W,W"
                                                          << "-||,2||,-|2W|" << qint64(1500);
    QTest::newRow("§22(h) BJ-SETTLE-31 split win, loss, push: neither") << "3"
                                                                        << "W,WLP"
                                                                        << "2||,2||" << qint64(0);
    QTest::newRow("§22(h) split with more won than lost advances") << "2"
                                                                   << "W,WWL"
                                                                   << "2||,-|2W|" << qint64(1500);
    QTest::newRow("§22(h) split with more lost than won loses") << "4"
                                                                << "W,WLL"
                                                                << "2||,-|4L|" << qint64(0);
    QTest::newRow("§22(h) split hands all pushed: neither") << "2"
                                                            << "W,PP"
                                                            << "2||,2||" << qint64(0);
    QTest::newRow("§22(h) reading: split win and push (pushes set aside) advances")
        << "2"
        << "W,WP"
        << "2||,-|2W|" << qint64(1500);
    QTest::newRow("§22(f) abandoned streak is lost") << "4"
                                                     << "W,W,A"
                                                     << "2||,3||,-|4L|" << qint64(0);
    QTest::newRow("§22(k)(3) BJ-SETTLE-32 \"2\" and \"3\": lammer to 3 before paying the 2")
        << "2+3"
        << "W,W,W"
        << "2||,3|2W|m,-|3W|" << qint64(1500 + 3500);
    QTest::newRow("§22(k)(3) \"2\" to \"5\" all won")
        << "2+3+4+5"
        << "W,W,W,W,W"
        << "2||,3|2W|m,4|3W|m,5|4W|m,-|5W|" << qint64(1500 + 3500 + 8500 + 18500);
    QTest::newRow("§22(k) §22(e) \"3\" and \"4\": a loss loses both")
        << "3+4"
        << "W,L"
        << "2||,-|3L+4L|" << qint64(0);
    QTest::newRow("§22(k) \"2\" won, then the \"4\" lost") << "2+4"
                                                           << "W,W,L"
                                                           << "2||,3|2W|m,-|4L|" << qint64(1500);
}

void TestBlackjackSideWagers17To23::streakRounds() {
    QFETCH(QString, areas);
    QFETCH(QString, rounds);
    QFETCH(QString, expected);
    QFETCH(qint64, paidCents);

    std::vector<StreakWager> wagers;
    for (const QString &area : areas.split(QLatin1Char('+'))) {
        wagers.push_back(StreakWager{area.toInt(), Money::dollars(5)});
    }
    QVERIFY(!streakPlacementRefusal(StreakState{}, wagers));
    StreakState state = placeStreakWagers(StreakState{}, wagers);
    QCOMPARE(state.pending.size(), wagers.size());

    const QStringList roundTexts = rounds.split(QLatin1Char(','));
    const QStringList expectations = expected.split(QLatin1Char(','));
    QCOMPARE(roundTexts.size(), expectations.size());
    qint64 paid = 0;
    for (int i = 0; i < roundTexts.size(); ++i) {
        const StreakRoundResult result = applyStreakRound(state, roundOf(roundTexts[i]));
        const QStringList parts = expectations[i].split(QLatin1Char('|'));
        QCOMPARE(parts.size(), 3);
        const QString lammer = result.lammerArea ? QString::number(*result.lammerArea) : "-";
        QCOMPARE(lammer, parts[0]);
        QCOMPARE(result.next.lammerArea(), result.lammerArea);
        QStringList decided;
        for (const StreakDecision &decision : result.decided) {
            decided << QString::number(decision.wager.area) +
                           (decision.award.wins() ? QStringLiteral("W") : QStringLiteral("L"));
            QVERIFY(!decision.award.hand.empty());
            if (decision.award.wins()) {
                QCOMPARE(qs(decision.award.rule.section), QStringLiteral("22(j)"));
            }
            paid += winnings(decision.award, decision.wager.amount).inCents();
        }
        QCOMPARE(decided.join(QLatin1Char('+')), parts[1]);
        QCOMPARE(result.lammerMovesBeforePayment, parts[2] == QStringLiteral("m"));
        state = result.next;
    }
    QCOMPARE(paid, paidCents);
}

void TestBlackjackSideWagers17To23::streakPlacement_data() {
    QTest::addColumn<QString>("earlier");    // areas placed before, "" none
    QTest::addColumn<QString>("earlierRun"); // rounds played since
    QTest::addColumn<QString>("areas");      // areas placed now
    QTest::addColumn<qint64>("amountCents");
    QTest::addColumn<QString>("refusedBy"); // "" = accepted

    QTest::newRow("§22(b) one streak wager on \"3\"") << ""
                                                      << ""
                                                      << "3" << qint64(500) << "";
    QTest::newRow("§22(k)(1) \"3\" and \"4\" placed simultaneously") << ""
                                                                     << ""
                                                                     << "3+4" << qint64(500) << "";
    QTest::newRow("§22(k)(2) BJ-WAGER-13 \"4\" pending, lammer on 2: \"3\" refused")
        << "4"
        << "W"
        << "3" << qint64(500) << "22(k)(2)";
    QTest::newRow("§22(k)(2) \"2\" pushed, still pending: refused")
        << "2"
        << "P"
        << "3" << qint64(500) << "22(k)(2)";
    QTest::newRow("§22(k)(2) earlier streak determined (lost): accepted")
        << "2"
        << "L"
        << "3" << qint64(500) << "";
    QTest::newRow("§22(k)(2) earlier streak determined (won): accepted")
        << "2"
        << "W,W"
        << "5" << qint64(500) << "";
    QTest::newRow("§22(a) no area \"6\"") << ""
                                          << ""
                                          << "6" << qint64(500) << "22(a)";
    QTest::newRow("§22(a) no area \"1\"") << ""
                                          << ""
                                          << "1" << qint64(500) << "22(a)";
    QTest::newRow("§22(k)(1) two wagers on one area") << ""
                                                      << ""
                                                      << "3+3" << qint64(500) << "22(k)(1)";
    QTest::newRow("§22(b) a zero wager") << ""
                                         << ""
                                         << "2" << qint64(0) << "22(b)";
}

void TestBlackjackSideWagers17To23::streakPlacement() {
    QFETCH(QString, earlier);
    QFETCH(QString, earlierRun);
    QFETCH(QString, areas);
    QFETCH(qint64, amountCents);
    QFETCH(QString, refusedBy);

    StreakState state;
    if (!earlier.isEmpty()) {
        state = placeStreakWagers(state, {StreakWager{earlier.toInt(), Money::dollars(5)}});
        for (const QString &round : earlierRun.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            state = applyStreakRound(state, roundOf(round)).next;
        }
    }
    std::vector<StreakWager> wagers;
    for (const QString &area : areas.split(QLatin1Char('+'))) {
        wagers.push_back(StreakWager{area.toInt(), Money::cents(amountCents)});
    }
    const std::optional<StreakRefusal> refusal = streakPlacementRefusal(state, wagers);
    const StreakState next = placeStreakWagers(state, wagers);
    if (refusedBy.isEmpty()) {
        QVERIFY2(!refusal, refusal ? refusal->reason.c_str() : "");
        QCOMPARE(next.pending.size(), wagers.size());
        QCOMPARE(next.consecutiveWins, 0);
        QVERIFY(!next.lammerArea());
    } else {
        QVERIFY(refusal.has_value());
        QCOMPARE(qs(refusal->rule.section), refusedBy);
        QVERIFY(!refusal->reason.empty());
        QVERIFY(next == state);
    }
}

// ---- §23 match-the-dealer --------------------------------------------------------

void TestBlackjackSideWagers17To23::matchTheDealer_data() {
    QTest::addColumn<int>("decks");
    QTest::addColumn<QString>("player");
    QTest::addColumn<QString>("dealer");
    QTest::addColumn<bool>("hasTable");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("hand");
    QTest::addColumn<qint64>("winningsCents"); // on $5

    QTest::newRow("§23(f) BJ-SETTLE-35 6 decks Non-matching suit 4 to 1")
        << 6 << "9C 5D"
        << "9H" << true << "wins"
        << "Non-matching suit" << qint64(2000);
    QTest::newRow("§23(f) BJ-SETTLE-35 6 decks Matching suit 11 to 1")
        << 6 << "5D 9H"
        << "9H" << true << "wins"
        << "Matching suit" << qint64(5500);
    QTest::newRow("§23(f) BJ-SETTLE-35 8 decks Non-matching suit 3 to 1")
        << 8 << "AS 2D"
        << "AH" << true << "wins"
        << "Non-matching suit" << qint64(1500);
    QTest::newRow("§23(f) BJ-SETTLE-35 8 decks Matching suit 14 to 1")
        << 8 << "2D AH"
        << "AH" << true << "wins"
        << "Matching suit" << qint64(7000);
    QTest::newRow("§23(a)(2) BJ-SETTLE-33 6 decks K♥ K♣ vs K♥: paid for each card, 11+4")
        << 6 << "KH KC"
        << "KH" << true << "wins"
        << "Matching suit + Non-matching suit" << qint64(5500 + 2000);
    QTest::newRow("§23(a)(2) BJ-SETTLE-35 8 decks one suited one not: $70 + $15")
        << 8 << "QC QS"
        << "QS" << true << "wins"
        << "Non-matching suit + Matching suit" << qint64(7000 + 1500);
    QTest::newRow("§23(a)(2) 6 decks two suited matches: 11+11")
        << 6 << "7D 7D"
        << "7D" << true << "wins"
        << "Matching suit + Matching suit" << qint64(5500 * 2);
    QTest::newRow("§23(a)(2) 8 decks two unsuited matches: 3+3")
        << 8 << "7C 7S"
        << "7D" << true << "wins"
        << "Non-matching suit + Non-matching suit" << qint64(1500 * 2);
    QTest::newRow("§23(a) BJ-SETTLE-33 Q♥ 10♥ vs K♥: ten-value cards do not match")
        << 6 << "QH 10H"
        << "KH" << true << "loses"
        << "" << qint64(0);
    QTest::newRow("§23(a) 10 matches only a 10") << 6 << "10S 2C"
                                                 << "10D" << true << "wins"
                                                 << "Non-matching suit" << qint64(2000);
    QTest::newRow("§23(a) J does not match a 10") << 8 << "JD 2C"
                                                  << "10D" << true << "loses"
                                                  << "" << qint64(0);
    QTest::newRow("§23(a) no match loses") << 6 << "2S 3S"
                                           << "4S" << true << "loses"
                                           << "" << qint64(0);
    QTest::newRow("§23(f) §2(a)(4) 4 decks: no table") << 4 << "9C 5D"
                                                       << "9H" << false << ""
                                                       << "" << qint64(0);
    QTest::newRow("§23(f) §2(a)(4) 1 deck: no table") << 1 << "9C 5D"
                                                      << "9H" << false << ""
                                                      << "" << qint64(0);
    QTest::newRow("§23(e) one player card: pending") << 6 << "9C"
                                                     << "9H" << true << "pending"
                                                     << "" << qint64(0);
}

void TestBlackjackSideWagers17To23::matchTheDealer() {
    QFETCH(int, decks);
    QFETCH(QString, player);
    QFETCH(QString, dealer);
    QFETCH(bool, hasTable);
    QFETCH(QString, result);
    QFETCH(QString, hand);
    QFETCH(qint64, winningsCents);
    const std::optional<SideWagerAward> award =
        settleMatchTheDealer(cardsOf(player), cardsOf(dealer).at(0), decks);
    QCOMPARE(award.has_value(), hasTable);
    QCOMPARE(matchTheDealerPayouts(decks).has_value(), hasTable);
    if (hasTable) {
        const QString section = result == QStringLiteral("wins")    ? QStringLiteral("23(f)")
                                : result == QStringLiteral("loses") ? QStringLiteral("23(a)")
                                                                    : QStringLiteral("23(e)");
        DT_CHECK_AWARD(*award, result, hand, 500, 0, winningsCents, section);
    }
}

QTEST_APPLESS_MAIN(TestBlackjackSideWagers17To23)
#include "tst_blackjack_side_wagers_17_23.moc"
