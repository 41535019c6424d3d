// The side wagers of the second (tribal) jurisdiction, regulations/002
// Section 3 (p), (r), (s), (t): every row of every 002 pay table, settled by
// 002's own tables and citing 002's sections. Expected amounts are typed from
// 002's text (or computed here independently); each row names the 002
// section and the checklist requirement: the BJ2 id where the checklist has
// one, otherwise the BJ id that applies to 002 unchanged (the checklist's BJ2
// lists differences only).

#include "side_wager_test_support.h"

#include <QString>
#include <QStringList>
#include <QTest>
#include <core/card.h>
#include <core/games/blackjack/additional_wagers.h>
#include <core/games/blackjack/analyzer.h>
#include <core/games/blackjack/blackjack_bonus.h>
#include <core/games/blackjack/progressive_wagers.h>
#include <core/games/blackjack/side_wager_enumeration.h>
#include <core/games/blackjack/streak.h>
#include <core/games/blackjack/table_offer.h>
#include <core/money.h>
#include <optional>
#include <tuple>
#include <vector>

using namespace dt;
using namespace dt::blackjack;

using dttest::cardsOf;
using dttest::printedDollars;
using dttest::printedOddsWinnings;
using dttest::qs;

namespace {

constexpr Regulation kTribal = Regulation::BlackjackTribal;

} // namespace

#define DT_CHECK_TRIBAL_AWARD(awardExpr, resultText, handText, wagerCents, meterCents,             \
                              winningsCents, sectionText)                                          \
    DT_CHECK_CITED_AWARD(awardExpr, resultText, handText, wagerCents, meterCents, winningsCents,   \
                         kTribal, sectionText)

class TestBlackjackTribalSideWagers : public QObject {
    Q_OBJECT

private slots:
    // (p) additional wagers.
    void overUnder13_data();
    void overUnder13();
    void sameSuit_data();
    void sameSuit();
    void sameSuitTablesAndValidation_data();
    void sameSuitTablesAndValidation();
    void sameSuitOfferValidation();
    void sevensAfterTwoCards_data();
    void sevensAfterTwoCards();
    void sevensAfterDecision_data();
    void sevensAfterDecision();
    // (r) progressive.
    void progressive_data();
    void progressive();
    void progressiveMeterValidation_data();
    void progressiveMeterValidation();
    // (s) blackjack bonus.
    void blackjackBonus_data();
    void blackjackBonus();
    void blackjackBonusValidation_data();
    void blackjackBonusValidation();
    // (t) streak.
    void streakRounds_data();
    void streakRounds();
    void streakPlacement_data();
    void streakPlacement();
    // The analyzer settles a tribal table by 002's tables.
    void analyzerUsesTheTablesRegulation_data();
    void analyzerUsesTheTablesRegulation();
};

// ---- (p)(3)(i)-(ii), (p)(4), (p)(6)(i) over/under 13 --------------------------

void TestBlackjackTribalSideWagers::overUnder13_data() {
    QTest::addColumn<QString>("cards");
    QTest::addColumn<bool>("over");
    QTest::addColumn<QString>("result");
    QTest::addColumn<qint64>("winningsCents"); // on $1
    QTest::addColumn<QString>("section");

    QTest::newRow("(p)(4) BJ2-SETTLE-03 over 6-7 = 13 loses")
        << "6S 7H" << true << "loses" << qint64(0) << "(p)(4)";
    QTest::newRow("(p)(4) BJ2-SETTLE-03 under 6-7 = 13 loses")
        << "7D 6C" << false << "loses" << qint64(0) << "(p)(4)";
    QTest::newRow("(p)(4) BJ2-SETTLE-03 over 10-3 = 13 loses")
        << "10D 3C" << true << "loses" << qint64(0) << "(p)(4)";
    QTest::newRow("(p)(6)(i) BJ-SETTLE-15 (applies to BJ2) over 10-4 = 14 wins 1 to 1")
        << "10S 4H" << true << "wins" << qint64(100) << "(p)(6)(i)";
    QTest::newRow("(p)(3)(ii) BJ2-SETTLE-03 under 10-4 = 14 loses")
        << "10S 4H" << false << "loses" << qint64(0) << "(p)(3)(ii)";
    QTest::newRow("(p)(6)(i) BJ-SETTLE-15 (applies to BJ2) under 10-2 = 12 wins 1 to 1")
        << "10S 2H" << false << "wins" << qint64(100) << "(p)(6)(i)";
    QTest::newRow("(p)(3)(i) BJ2-SETTLE-03 over 10-2 = 12 loses")
        << "10S 2H" << true << "loses" << qint64(0) << "(p)(3)(i)";
    QTest::newRow("(b)(2)(iii)(B) BJ-SETTLE-13 (applies to BJ2) under A-K = 11 wins")
        << "AS KH" << false << "wins" << qint64(100) << "(p)(6)(i)";
    QTest::newRow("(b)(2)(iii)(B) BJ-SETTLE-13 (applies to BJ2) over A-Q = 11 loses")
        << "AS QH" << true << "loses" << qint64(0) << "(p)(3)(i)";
    QTest::newRow("(p)(5) initial two cards not dealt: pending")
        << "KS" << true << "pending" << qint64(0) << "(p)(5)";
}

void TestBlackjackTribalSideWagers::overUnder13() {
    QFETCH(QString, cards);
    QFETCH(bool, over);
    QFETCH(QString, result);
    QFETCH(qint64, winningsCents);
    QFETCH(QString, section);
    DT_CHECK_TRIBAL_AWARD(
        settleOverUnder13(cardsOf(cards), over ? OverUnder::Over : OverUnder::Under, kTribal),
        result, "", 100, 0, winningsCents, section);
}

// ---- (p)(6)(ii)(A)-(E) same suit --------------------------------------------

namespace {

// 002 (p)(6)(ii)(A)-(E) as printed: "King and queen" and "Any two cards" per
// option.
struct PrintedSameSuitTable {
    int decks;
    const char *subsection;
    QStringList kingAndQueen;
    QStringList anyTwoCards;
};

QList<PrintedSameSuitTable> printedTribalSameSuitTables() {
    return {
        {1,
         "(A)",
         {"50 to 1", "10 to 1", "5 to 1", "25 to 1"},
         {"2.5 to 1", "3 to 1", "3 to 1", "2.5 to 1"}},
        {2,
         "(B)",
         {"10 to 1", "5 to 1", "25 to 1", "20 to 1"},
         {"3 to 1", "3 to 1", "2.5 to 1", "2.5 to 1"}},
        {4,
         "(C)",
         {"5 to 1", "25 to 1", "20 to 1", "50 to 1"},
         {"3 to 1", "2.5 to 1", "2.5 to 1", "2 to 1"}},
        {6,
         "(D)",
         {"5 to 1", "25 to 1", "20 to 1", "15 to 1"},
         {"2 to 1", "2.5 to 1", "2.5 to 1", "2.5 to 1"}},
        {8, "(E)", {"5 to 1", "25 to 1", "50 to 1"}, {"3 to 1", "2.5 to 1", "2 to 1"}},
    };
}

} // namespace

void TestBlackjackTribalSideWagers::sameSuit_data() {
    QTest::addColumn<int>("regulation");
    QTest::addColumn<int>("decks");
    QTest::addColumn<int>("option");
    QTest::addColumn<QString>("cards");
    QTest::addColumn<qint64>("wagerCents");
    QTest::addColumn<bool>("hasTable");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("hand");
    QTest::addColumn<qint64>("winningsCents");
    QTest::addColumn<QString>("section");

    const int tribal = int(kTribal);
    // Every row of every 002 table and option (BJ2-SETTLE-04: "other rows as
    // MA", (D) Option 1 "Any two cards" 2 to 1).
    for (const PrintedSameSuitTable &table : printedTribalSameSuitTables()) {
        const QString section = QStringLiteral("(p)(6)(ii)") + table.subsection;
        for (int option = 1; option <= table.kingAndQueen.size(); ++option) {
            const QString kq = table.kingAndQueen[option - 1];
            const QString any = table.anyTwoCards[option - 1];
            QTest::addRow("%s BJ2-SETTLE-04 %d decks Option %d King and queen %s",
                          qPrintable(section), table.decks, option, qPrintable(kq))
                << tribal << table.decks << option << "KH QH" << qint64(200) << true << "wins"
                << "King and queen" << printedOddsWinnings(kq, 200) << section;
            QTest::addRow("%s BJ2-SETTLE-04 %d decks Option %d Any two cards %s",
                          qPrintable(section), table.decks, option, qPrintable(any))
                << tribal << table.decks << option << "4C 9C" << qint64(200) << true << "wins"
                << "Any two cards" << printedOddsWinnings(any, 200) << section;
            QTest::addRow("(p)(3)(iii) BJ2-SETTLE-04 %d decks Option %d not same suit loses",
                          table.decks, option)
                << tribal << table.decks << option << "4C 9D" << qint64(200) << true << "loses"
                << "" << qint64(0) << "(p)(3)(iii)";
        }
    }
    // The checklist's own example, and 000 beside it.
    QTest::newRow("(p)(6)(ii)(D) BJ2-SETTLE-04 six decks Option 1 $1 on 4C 9C pays $2")
        << tribal << 6 << 1 << "4C 9C" << qint64(100) << true << "wins"
        << "Any two cards" << qint64(200) << "(p)(6)(ii)(D)";
    QTest::newRow("§17(e)(2)(iv) BJ-SETTLE-16 000 six decks Option 1 $1 on 4C 9C pays $3")
        << int(Regulation::Blackjack) << 6 << 1 << "4C 9C" << qint64(100) << true << "wins"
        << "Any two cards" << qint64(300) << "17(e)(2)";
    QTest::newRow("(p)(6)(ii)(D) BJ2-SETTLE-04 queen then king suited is King and queen")
        << tribal << 6 << 2 << "QS KS" << qint64(200) << true << "wins"
        << "King and queen" << qint64(5000) << "(p)(6)(ii)(D)";
    QTest::newRow("(p)(3)(iii) BJ2-SETTLE-04 king and queen of two suits loses")
        << tribal << 6 << 2 << "KH QS" << qint64(200) << true << "loses"
        << "" << qint64(0) << "(p)(3)(iii)";
    QTest::newRow("(p)(5) one card only: pending")
        << tribal << 6 << 1 << "KH" << qint64(200) << true << "pending"
        << "" << qint64(0) << "(p)(5)";
    QTest::newRow("(p)(6)(ii) 3 decks: no table")
        << tribal << 3 << 1 << "KH QH" << qint64(200) << false << ""
        << "" << qint64(0) << "";
    QTest::newRow("(p)(6)(ii)(E) 8 decks: no Option 4")
        << tribal << 8 << 4 << "KH QH" << qint64(200) << false << ""
        << "" << qint64(0) << "";
}

void TestBlackjackTribalSideWagers::sameSuit() {
    QFETCH(int, regulation);
    QFETCH(int, decks);
    QFETCH(int, option);
    QFETCH(QString, cards);
    QFETCH(qint64, wagerCents);
    QFETCH(bool, hasTable);
    QFETCH(QString, result);
    QFETCH(QString, hand);
    QFETCH(qint64, winningsCents);
    QFETCH(QString, section);
    const auto jurisdiction = static_cast<Regulation>(regulation);
    const std::optional<SideWagerAward> award =
        settleSameSuit(cardsOf(cards), decks, option, jurisdiction);
    QCOMPARE(award.has_value(), hasTable);
    if (hasTable) {
        DT_CHECK_CITED_AWARD(*award, result, hand, wagerCents, 0, winningsCents, jurisdiction,
                             section);
    }
}

void TestBlackjackTribalSideWagers::sameSuitTablesAndValidation_data() {
    QTest::addColumn<int>("decks");
    QTest::addColumn<int>("option");
    QTest::addColumn<int>("optionCount");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QString>("anyTwoCards"); // as 002 prints it, "" without a column

    QTest::newRow("(p)(6)(ii)(A) BJ2-SETTLE-04 1 deck Option 4")
        << 1 << 4 << 4 << true << "2.5 to 1";
    QTest::newRow("(p)(6)(ii)(B) BJ2-SETTLE-04 2 decks Option 1")
        << 2 << 1 << 4 << true << "3 to 1";
    QTest::newRow("(p)(6)(ii)(C) BJ2-SETTLE-04 4 decks Option 4")
        << 4 << 4 << 4 << true << "2 to 1";
    QTest::newRow("(p)(6)(ii)(D) BJ2-SETTLE-04 6 decks Option 1")
        << 6 << 1 << 4 << true << "2 to 1";
    QTest::newRow("(p)(6)(ii)(D) BJ2-SETTLE-04 6 decks Option 2")
        << 6 << 2 << 4 << true << "2.5 to 1";
    QTest::newRow("(p)(6)(ii)(E) BJ2-SETTLE-04 8 decks Option 3")
        << 8 << 3 << 3 << true << "2 to 1";
    QTest::newRow("(p)(6)(ii)(E) BJ2-SETTLE-04 8 decks Option 4 refused")
        << 8 << 4 << 3 << false << "";
    QTest::newRow("(p)(6)(ii) 6 decks Option 0 refused") << 6 << 0 << 4 << false << "";
    QTest::newRow("(p)(6)(ii) 1 deck Option 5 refused") << 1 << 5 << 4 << false << "";
    QTest::newRow("(p)(6)(ii) 3 decks no table") << 3 << 1 << 0 << false << "";
    QTest::newRow("(p)(6)(ii) 7 decks no table") << 7 << 1 << 0 << false << "";
}

void TestBlackjackTribalSideWagers::sameSuitTablesAndValidation() {
    QFETCH(int, decks);
    QFETCH(int, option);
    QFETCH(int, optionCount);
    QFETCH(bool, valid);
    QFETCH(QString, anyTwoCards);
    QCOMPARE(sameSuitOptionCount(decks, kTribal), optionCount);
    // The validator and the settlement read the same 002 table.
    const std::vector<OfferProblem> problems = validateSameSuitOption(decks, option, kTribal);
    const std::optional<SameSuitPayouts> payouts = sameSuitPayouts(decks, option, kTribal);
    QCOMPARE(problems.empty(), valid);
    QCOMPARE(payouts.has_value(), valid);
    if (payouts) {
        QCOMPARE(
            payoutRoundedDown(Money::cents(200), payouts->anyTwoCards, Money::cents(1)).inCents(),
            printedOddsWinnings(anyTwoCards, 200));
    }
    for (const OfferProblem &problem : problems) {
        QCOMPARE(problem.citation.regulation, kTribal);
        QCOMPARE(qs(problem.citation.section), QStringLiteral("(p)(6)(ii)"));
        QVERIFY(!problem.message.empty());
        QVERIFY(qs(problem.field).startsWith(QStringLiteral("sideWagers.sameSuit")));
    }
}

void TestBlackjackTribalSideWagers::sameSuitOfferValidation() {
    // (p)(6)(ii)(E) BJ2-SETTLE-04: validate() of a tribal table refuses an
    // eight-deck Option 4, citing 002; Option 3 passes.
    TableOffer offer = defaultTableOffer(kTribal);
    offer.decks = 8;
    offer.sideWagers = {SideWager::SameSuit};
    offer.sideWagerOptions.additional.sameSuitOption = 4;
    bool refused = false;
    for (const OfferProblem &problem : validate(offer)) {
        if (problem.field == "sideWagers.sameSuit.option") {
            refused = true;
            QCOMPARE(problem.citation.regulation, kTribal);
            QCOMPARE(qs(problem.citation.section), QStringLiteral("(p)(6)(ii)"));
        }
    }
    QVERIFY(refused);
    offer.sideWagerOptions.additional.sameSuitOption = 3;
    for (const OfferProblem &problem : validate(offer)) {
        QVERIFY2(!qs(problem.field).startsWith(QStringLiteral("sideWagers.sameSuit")),
                 problem.text().c_str());
    }
}

// ---- (p)(3)(iv), (p)(6), (p)(6)(iii) sevens ---------------------------------

void TestBlackjackTribalSideWagers::sevensAfterTwoCards_data() {
    QTest::addColumn<QString>("cards");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("hand");
    QTest::addColumn<qint64>("winningsCents"); // on $1
    QTest::addColumn<QString>("section");

    QTest::newRow("(p)(6)(iii) BJ-SETTLE-17 (applies to BJ2) One seven (initial card) 3 to 1")
        << "7H KS"
        << "wins"
        << "One seven (initial card)" << printedOddsWinnings("3 to 1", 100) << "(p)(6)(iii)";
    QTest::newRow("(p)(6)(iii) BJ-SETTLE-17 (applies to BJ2) a seven second card only loses")
        << "KS 7H"
        << "loses"
        << "" << qint64(0) << "(p)(6)(iii)";
    QTest::newRow("(p)(5) BJ-SETTLE-14 (applies to BJ2) no seven: collected after the second card")
        << "KS 9H"
        << "loses"
        << "" << qint64(0) << "(p)(5)";
    QTest::newRow("(p)(6) BJ-SETTLE-14 (applies to BJ2) two sevens: paid after the decision")
        << "7S 7H"
        << "pending"
        << "" << qint64(0) << "(p)(6)";
    QTest::newRow("(p)(5) one card: pending") << "7S"
                                              << "pending"
                                              << "" << qint64(0) << "(p)(5)";
}

void TestBlackjackTribalSideWagers::sevensAfterTwoCards() {
    QFETCH(QString, cards);
    QFETCH(QString, result);
    QFETCH(QString, hand);
    QFETCH(qint64, winningsCents);
    QFETCH(QString, section);
    DT_CHECK_TRIBAL_AWARD(
        settleSevensAfterTwoCards(cardsOf(cards), SevensOneSeven::FirstCard, kTribal), result, hand,
        100, 0, winningsCents, section);
}

void TestBlackjackTribalSideWagers::sevensAfterDecision_data() {
    QTest::addColumn<QString>("cards");
    QTest::addColumn<int>("decision");
    QTest::addColumn<QString>("third"); // "" for none
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("hand");
    QTest::addColumn<qint64>("winningsCents"); // on $1
    QTest::addColumn<QString>("section");

    const int draw = int(SevensDecision::Draw);
    // Every row of the (p)(6)(iii) table, only the highest paid.
    QTest::newRow("(p)(6)(iii) BJ-SETTLE-17 (applies to BJ2) Three sevens of the same suit")
        << "7S 7S" << draw << "7S"
        << "wins"
        << "Three sevens of the same suit" << printedOddsWinnings("5,000 to 1", 100)
        << "(p)(6)(iii)";
    QTest::newRow("(p)(6)(iii) BJ-SETTLE-17 (applies to BJ2) Three sevens of any suit")
        << "7S 7S" << draw << "7H"
        << "wins"
        << "Three sevens of any suit" << printedOddsWinnings("500 to 1", 100) << "(p)(6)(iii)";
    QTest::newRow("(p)(6)(iii) BJ-SETTLE-17 (applies to BJ2) Two sevens of the same suit")
        << "7D 7D" << int(SevensDecision::Stand) << ""
        << "wins"
        << "Two sevens of the same suit (initial two cards)" << printedOddsWinnings("100 to 1", 100)
        << "(p)(6)(iii)";
    QTest::newRow("(p)(6)(iii) BJ-SETTLE-17 (applies to BJ2) Two sevens of any suit")
        << "7D 7C" << draw << "9H"
        << "wins"
        << "Two sevens of any suit (initial two cards)" << printedOddsWinnings("50 to 1", 100)
        << "(p)(6)(iii)";
    QTest::newRow("(p)(6)(iii) BJ-SETTLE-17 (applies to BJ2) double down 7 of mixed suits")
        << "7D 7C" << int(SevensDecision::DoubleDown) << "7D"
        << "wins"
        << "Three sevens of any suit" << printedOddsWinnings("500 to 1", 100) << "(p)(6)(iii)";
    QTest::newRow("(p)(6)(iii) surrender with two suited sevens")
        << "7H 7H" << int(SevensDecision::Surrender) << ""
        << "wins"
        << "Two sevens of the same suit (initial two cards)" << printedOddsWinnings("100 to 1", 100)
        << "(p)(6)(iii)";
    // 002 has no §11(f): paid at the election to split ((p)(6)).
    QTest::newRow("(p)(6) BJ-SETTLE-18 reading: split sevens paid two sevens at the election")
        << "7C 7H" << int(SevensDecision::SplitPairs) << "7S"
        << "wins"
        << "Two sevens of any suit (initial two cards)" << printedOddsWinnings("50 to 1", 100)
        << "(p)(6)";
    QTest::newRow("(p)(6) draw without the third card: pending") << "7C 7H" << draw << ""
                                                                 << "pending"
                                                                 << "" << qint64(0) << "(p)(6)";
    QTest::newRow("(p)(6)(iii) one seven first is decided after two cards")
        << "7C 5H" << draw << "7S"
        << "wins"
        << "One seven (initial card)" << printedOddsWinnings("3 to 1", 100) << "(p)(6)(iii)";
}

void TestBlackjackTribalSideWagers::sevensAfterDecision() {
    QFETCH(QString, cards);
    QFETCH(int, decision);
    QFETCH(QString, third);
    QFETCH(QString, result);
    QFETCH(QString, hand);
    QFETCH(qint64, winningsCents);
    QFETCH(QString, section);
    std::optional<Card> thirdCard;
    if (!third.isEmpty()) {
        thirdCard = cardsOf(third).at(0);
    }
    DT_CHECK_TRIBAL_AWARD(settleSevensAfterDecision(cardsOf(cards),
                                                    static_cast<SevensDecision>(decision),
                                                    thirdCard, SevensOneSeven::FirstCard, kTribal),
                          result, hand, 100, 0, winningsCents, section);
}

// ---- (r) progressive -------------------------------------------------------

void TestBlackjackTribalSideWagers::progressive_data() {
    QTest::addColumn<QString>("cards");
    QTest::addColumn<int>("winners");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("hand");
    QTest::addColumn<qint64>("winningsCents"); // on $1, meter $20,000
    QTest::addColumn<QString>("section");

    const qint64 meter = printedDollars("$20,000");
    // Every row of (r)(3) as 002 prints it.
    QTest::newRow("(r)(3) BJ-SETTLE-22 (applies to BJ2) four red aces: 100% of the meter")
        << "AH AD AH AD" << 1 << "wins"
        << "Four black or four red aces in the first four cards" << meter << "(r)(3)";
    QTest::newRow("(r)(3) BJ-SETTLE-22 (applies to BJ2) four black aces: 100% of the meter")
        << "AS AC AC AS" << 1 << "wins"
        << "Four black or four red aces in the first four cards" << meter << "(r)(3)";
    QTest::newRow("(r)(3) BJ-SETTLE-22 (applies to BJ2) three aces of the same suit $2,500")
        << "AS AS AS KD" << 1 << "wins"
        << "Three aces of the same suit in the first three cards" << printedDollars("$2,500")
        << "(r)(3)";
    QTest::newRow("(r)(3) BJ-SETTLE-22 (applies to BJ2) any three aces $250")
        << "AS AH AS" << 1 << "wins"
        << "Any three aces in the first three cards" << printedDollars("$250") << "(r)(3)";
    QTest::newRow("(r)(3) BJ-SETTLE-22 (applies to BJ2) two aces in the same suit $100")
        << "AD AD 5C" << 1 << "wins"
        << "Two aces in the same suit in the first two cards" << printedDollars("$100") << "(r)(3)";
    QTest::newRow("(r)(3) BJ-SETTLE-22 (applies to BJ2) any two aces $25")
        << "AD AS 5C" << 1 << "wins"
        << "Any two aces in the first two cards" << printedDollars("$25") << "(r)(3)";
    QTest::newRow("(r)(5) BJ-SETTLE-22 (applies to BJ2) mixed-colour four aces: three aces only")
        << "AH AH AH AS" << 1 << "wins"
        << "Three aces of the same suit in the first three cards" << printedDollars("$2,500")
        << "(r)(3)";
    QTest::newRow("(r)(8) BJ-SETTLE-23 (applies to BJ2) two four-ace winners share equally")
        << "AH AD AH AD" << 2 << "wins"
        << "Four black or four red aces in the first four cards" << meter / 2 << "(r)(8)";
    QTest::newRow("(r)(3) no two aces loses") << "AS KS AH" << 1 << "loses"
                                              << "" << qint64(0) << "(r)(3)";
    QTest::newRow("(r)(3) one card: pending") << "AS" << 1 << "pending"
                                              << "" << qint64(0) << "(r)(3)";
}

void TestBlackjackTribalSideWagers::progressive() {
    QFETCH(QString, cards);
    QFETCH(int, winners);
    QFETCH(QString, result);
    QFETCH(QString, hand);
    QFETCH(qint64, winningsCents);
    QFETCH(QString, section);
    DT_CHECK_TRIBAL_AWARD(settleProgressive(cardsOf(cards), winners, kTribal), result, hand, 100,
                          printedDollars("$20,000"), winningsCents, section);
}

void TestBlackjackTribalSideWagers::progressiveMeterValidation_data() {
    QTest::addColumn<int>("percent");
    QTest::addColumn<qint64>("initialCents");
    QTest::addColumn<qint64>("resetCents");
    QTest::addColumn<QStringList>("sections");

    QTest::newRow("(r)(9) BJ2-CONF-10 reset $2,500 allowed (no $5,000 minimum)")
        << 70 << printedDollars("$2,500") << printedDollars("$2,500") << QStringList{};
    QTest::newRow("(r)(9) BJ2-CONF-10 progression 69 percent refused")
        << 69 << printedDollars("$5,000") << printedDollars("$5,000") << QStringList{"(r)(9)"};
}

void TestBlackjackTribalSideWagers::progressiveMeterValidation() {
    QFETCH(int, percent);
    QFETCH(qint64, initialCents);
    QFETCH(qint64, resetCents);
    QFETCH(QStringList, sections);
    ProgressiveOptions options;
    options.progressionPercent = percent;
    options.initialMeter = Money::cents(initialCents);
    options.resetAmount = Money::cents(resetCents);
    QStringList found;
    for (const OfferProblem &problem : validateProgressiveMeter(options, kTribal)) {
        QCOMPARE(problem.citation.regulation, kTribal);
        found << qs(problem.citation.section);
    }
    QCOMPARE(found, sections);
}

// ---- (s) blackjack bonus -----------------------------------------------------

void TestBlackjackTribalSideWagers::blackjackBonus_data() {
    QTest::addColumn<QString>("cards");
    QTest::addColumn<qint64>("wagerCents");
    QTest::addColumn<QString>("result");
    QTest::addColumn<qint64>("winningsCents");
    QTest::addColumn<QString>("section");

    // The table pays $15 on $1 and $75 on $5 (within (s)(10)(i)-(ii)).
    QTest::newRow("(s)(4) BJ-SETTLE-28 (applies to BJ2) $1 blackjack paid the $1 bonus")
        << "AS KH" << qint64(100) << "wins" << printedDollars("$15") << "(s)(4)";
    QTest::newRow("(s)(4) BJ-SETTLE-28 (applies to BJ2) $5 blackjack paid the $5 bonus")
        << "10D AC" << qint64(500) << "wins" << printedDollars("$75") << "(s)(4)";
    QTest::newRow("(s)(4) BJ-SETTLE-26 (applies to BJ2) no blackjack loses")
        << "AS 9H" << qint64(100) << "loses" << qint64(0) << "(s)(4)";
    QTest::newRow("(s)(5) BJ-SETTLE-26 (applies to BJ2) one card: pending")
        << "AS" << qint64(100) << "pending" << qint64(0) << "(s)(5)";
}

void TestBlackjackTribalSideWagers::blackjackBonus() {
    QFETCH(QString, cards);
    QFETCH(qint64, wagerCents);
    QFETCH(QString, result);
    QFETCH(qint64, winningsCents);
    QFETCH(QString, section);
    BlackjackBonusOptions options;
    options.oneDollar = true;
    options.fiveDollar = true;
    options.oneDollarPayout = Money::dollars(15);
    options.fiveDollarPayout = Money::dollars(75);
    const std::optional<SideWagerAward> award =
        settleBlackjackBonus(cardsOf(cards), Money::cents(wagerCents), options, kTribal);
    QVERIFY(award.has_value());
    DT_CHECK_TRIBAL_AWARD(*award, result, "", wagerCents, 0, winningsCents, section);
    // (s)(1): a $2 wager is no blackjack bonus wager.
    QVERIFY(!settleBlackjackBonus(cardsOf(cards), Money::dollars(2), options, kTribal));
}

void TestBlackjackTribalSideWagers::blackjackBonusValidation_data() {
    QTest::addColumn<bool>("oneDollar");
    QTest::addColumn<qint64>("oneCents");
    QTest::addColumn<bool>("fiveDollar");
    QTest::addColumn<qint64>("fiveCents");
    QTest::addColumn<QStringList>("sections");

    // Six decks: P(blackjack) = 2 * 24 * 96 / (312 * 311) ~ 4.75%, so the
    // house advantage 1 - P * (payout + wager) / wager is within 0-30% from
    // about $14 to $20 on $1 and $69 to $100 on $5.
    QTest::newRow("(s)(10)(i) (s)(11) $15 on $1 allowed")
        << true << printedDollars("$15") << false << qint64(0) << QStringList{};
    QTest::newRow("(s)(10)(i) $4 on $1 under the $5.00 minimum (and (s)(11) over 30%)")
        << true << printedDollars("$4") << false << qint64(0)
        << QStringList{"(s)(10)(i)", "(s)(11)"};
    QTest::newRow("(s)(11) $21 on $1 gives the players the edge")
        << true << printedDollars("$21") << false << qint64(0) << QStringList{"(s)(11)"};
    QTest::newRow("(s)(10)(ii) (s)(11) $75 on $5 allowed")
        << false << qint64(0) << true << printedDollars("$75") << QStringList{};
    QTest::newRow("(s)(10)(ii) $5,001 on $5 over the $5,000 maximum (and below zero)")
        << false << qint64(0) << true << printedDollars("$5,001")
        << QStringList{"(s)(10)(ii)", "(s)(11)"};
    QTest::newRow("(s)(1) neither denomination")
        << false << qint64(0) << false << qint64(0) << QStringList{"(s)(1)"};
}

void TestBlackjackTribalSideWagers::blackjackBonusValidation() {
    QFETCH(bool, oneDollar);
    QFETCH(qint64, oneCents);
    QFETCH(bool, fiveDollar);
    QFETCH(qint64, fiveCents);
    QFETCH(QStringList, sections);
    // The stated limits, checked against an independent house advantage.
    const double blackjack = 2.0 * 24 * 96 / (312.0 * 311.0);
    for (const auto &[offered, wagerDollars, cents] :
         {std::tuple{oneDollar, 1.0, oneCents}, std::tuple{fiveDollar, 5.0, fiveCents}}) {
        if (!offered) {
            continue;
        }
        const double advantage =
            1.0 - blackjack * (double(cents) / 100.0 + wagerDollars) / wagerDollars;
        const bool outside = advantage < 0.0 || advantage > 0.3;
        QCOMPARE(sections.contains(QStringLiteral("(s)(11)")), outside);
    }
    BlackjackBonusOptions options;
    options.oneDollar = oneDollar;
    options.fiveDollar = fiveDollar;
    options.oneDollarPayout = Money::cents(oneCents);
    options.fiveDollarPayout = Money::cents(fiveCents);
    QStringList found;
    for (const OfferProblem &problem : validateBlackjackBonus(options, 6, kTribal)) {
        QCOMPARE(problem.citation.regulation, kTribal);
        found << qs(problem.citation.section);
    }
    QCOMPARE(found, sections);
}

// ---- (t) streak --------------------------------------------------------------

namespace {

// "W L P" -> one round per letter (one hand each); "S:WLP" one round of split
// hands; "A" an abandoned round.
std::vector<StreakRound> roundsOf(const QString &text) {
    std::vector<StreakRound> rounds;
    const auto outcome = [](QChar letter) {
        return letter == QLatin1Char('W')   ? Outcome::PlayerWins
               : letter == QLatin1Char('L') ? Outcome::DealerWins
                                            : Outcome::Push;
    };
    for (const QString &token : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        StreakRound round;
        if (token == QStringLiteral("A")) {
            round.abandoned = true;
        } else if (token.startsWith(QStringLiteral("S:"))) {
            for (const QChar letter : token.mid(2)) {
                round.hands.push_back(outcome(letter));
            }
        } else {
            round.hands.push_back(outcome(token.at(0)));
        }
        rounds.push_back(round);
    }
    return rounds;
}

} // namespace

void TestBlackjackTribalSideWagers::streakRounds_data() {
    QTest::addColumn<int>("area");
    QTest::addColumn<QString>("rounds");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("hand");
    QTest::addColumn<qint64>("winningsCents"); // on $5
    QTest::addColumn<QString>("section");

    // Every row of (t)(10), as 002 prints it.
    QTest::newRow("(t)(10)(i) BJ-SETTLE-32 (applies to BJ2) 2 consecutive winning hands 3 to 1")
        << 2 << "W W"
        << "wins"
        << "2 consecutive winning hands" << printedOddsWinnings("3 to 1", 500) << "(t)(10)(i)";
    QTest::newRow("(t)(10)(ii) BJ-SETTLE-32 (applies to BJ2) 3 consecutive winning hands 7 to 1")
        << 3 << "W W W"
        << "wins"
        << "3 consecutive winning hands" << printedOddsWinnings("7 to 1", 500) << "(t)(10)(ii)";
    QTest::newRow("(t)(10)(iii) BJ-SETTLE-32 (applies to BJ2) 4 consecutive winning hands 17 to 1")
        << 4 << "W W W W"
        << "wins"
        << "4 consecutive winning hands" << printedOddsWinnings("17 to 1", 500) << "(t)(10)(iii)";
    QTest::newRow("(t)(10)(iv) BJ-SETTLE-32 (applies to BJ2) 5 consecutive winning hands 37 to 1")
        << 5 << "W W W W W"
        << "wins"
        << "5 consecutive winning hands" << printedOddsWinnings("37 to 1", 500) << "(t)(10)(iv)";
    QTest::newRow("(t)(7) BJ-SETTLE-30 (applies to BJ2) a push neither advances nor loses")
        << 2 << "W P W"
        << "wins"
        << "2 consecutive winning hands" << printedOddsWinnings("3 to 1", 500) << "(t)(10)(i)";
    QTest::newRow("(t)(5) BJ-SETTLE-30 (applies to BJ2) a lost hand loses the streak")
        << 3 << "W L"
        << "loses"
        << "" << qint64(0) << "(t)(5)";
    QTest::newRow("(t)(6) BJ-SETTLE-30 (applies to BJ2) abandoned") << 3 << "W A"
                                                                    << "loses"
                                                                    << "" << qint64(0) << "(t)(6)";
    QTest::newRow("(t)(8) BJ-SETTLE-31 (applies to BJ2) split hands: fewer won than lost loses")
        << 2 << "W S:WLL"
        << "loses"
        << "" << qint64(0) << "(t)(8)";
    QTest::newRow("(t)(8) BJ-SETTLE-31 (applies to BJ2) split hands: majority won advances")
        << 2 << "W S:WWLP"
        << "wins"
        << "2 consecutive winning hands" << printedOddsWinnings("3 to 1", 500) << "(t)(10)(i)";
    QTest::newRow("(t)(8) BJ-SETTLE-31 (applies to BJ2) split hands: tie neither, then a win")
        << 2 << "W S:WLP W"
        << "wins"
        << "2 consecutive winning hands" << printedOddsWinnings("3 to 1", 500) << "(t)(10)(i)";
}

void TestBlackjackTribalSideWagers::streakRounds() {
    QFETCH(int, area);
    QFETCH(QString, rounds);
    QFETCH(QString, result);
    QFETCH(QString, hand);
    QFETCH(qint64, winningsCents);
    QFETCH(QString, section);
    StreakState state = placeStreakWagers({}, {{area, Money::dollars(5)}}, kTribal);
    QCOMPARE(int(state.pending.size()), 1);
    std::vector<StreakDecision> decided;
    for (const StreakRound &round : roundsOf(rounds)) {
        QVERIFY(decided.empty()); // decided on the last round only
        const StreakRoundResult after = applyStreakRound(state, round, kTribal);
        decided = after.decided;
        state = after.next;
    }
    QCOMPARE(int(decided.size()), 1);
    DT_CHECK_TRIBAL_AWARD(decided.front().award, result, hand, 500, 0, winningsCents, section);
    QVERIFY(state.pending.empty());
}

void TestBlackjackTribalSideWagers::streakPlacement_data() {
    QTest::addColumn<bool>("pending");
    QTest::addColumn<QList<int>>("areas");
    QTest::addColumn<qint64>("amountCents");
    QTest::addColumn<QString>("section"); // "" when allowed

    QTest::newRow("(t)(11)(i) BJ-SETTLE-32 (applies to BJ2) areas 3 and 4 at once")
        << false << QList<int>{3, 4} << qint64(500) << "";
    QTest::newRow("(t)(11)(ii) no new wager while one is pending")
        << true << QList<int>{2} << qint64(500) << "(t)(11)(ii)";
    QTest::newRow("(t)(1) no area 6") << false << QList<int>{6} << qint64(500) << "(t)(1)";
    QTest::newRow("(t)(2) no amount") << false << QList<int>{2} << qint64(0) << "(t)(2)";
    QTest::newRow("(t)(2) no wager") << false << QList<int>{} << qint64(500) << "(t)(2)";
    QTest::newRow("(t)(11)(i) two wagers on one area")
        << false << QList<int>{3, 3} << qint64(500) << "(t)(11)(i)";
}

void TestBlackjackTribalSideWagers::streakPlacement() {
    QFETCH(bool, pending);
    QFETCH(QList<int>, areas);
    QFETCH(qint64, amountCents);
    QFETCH(QString, section);
    StreakState state;
    if (pending) {
        state = placeStreakWagers({}, {{5, Money::dollars(5)}}, kTribal);
    }
    std::vector<StreakWager> wagers;
    for (const int area : areas) {
        wagers.push_back({area, Money::cents(amountCents)});
    }
    const std::optional<StreakRefusal> refusal = streakPlacementRefusal(state, wagers, kTribal);
    QCOMPARE(refusal.has_value(), !section.isEmpty());
    if (refusal) {
        QCOMPARE(refusal->rule.regulation, kTribal);
        QCOMPARE(qs(refusal->rule.section), section);
    }
}

// ---- the analyzer -------------------------------------------------------------

void TestBlackjackTribalSideWagers::analyzerUsesTheTablesRegulation_data() {
    QTest::addColumn<int>("regulation");
    QTest::addColumn<qint64>("returnedTimesWager"); // the wager included

    QTest::newRow("(p)(6)(ii)(D) BJ2-SETTLE-04 tribal six decks Option 1: 2 to 1 returns 3")
        << int(Regulation::BlackjackTribal) << qint64(3);
    QTest::newRow("§17(e)(2)(iv) BJ-SETTLE-16 000 six decks Option 1: 3 to 1 returns 4")
        << int(Regulation::Blackjack) << qint64(4);
}

void TestBlackjackTribalSideWagers::analyzerUsesTheTablesRegulation() {
    QFETCH(int, regulation);
    QFETCH(qint64, returnedTimesWager);
    TableOffer offer = defaultTableOffer(static_cast<Regulation>(regulation));
    offer.decks = 6;
    offer.sideWagerOptions.additional.sameSuitOption = 1;
    bool found = false;
    for (const ExactSideWagerRow &row : exactSideWagerRows()) {
        if (row.wager != SideWager::SameSuit) {
            continue;
        }
        found = true;
        const std::vector<Card> suited = cardsOf("4C 9C");
        const WagerReturn returned = row.evaluator(offer)(suited);
        QVERIFY(returned.wins);
        QCOMPARE(double(returned.returned), double(returnedTimesWager));
    }
    QVERIFY(found);
}

QTEST_APPLESS_MAIN(TestBlackjackTribalSideWagers)
#include "tst_blackjack_tribal_side_wagers.moc"
