// Blackjack hand values (Blackjack §1, §2(b)) and round outcomes (§3(a)-(b),
// §6(k)(1), §16(b)). Each row names the requirement it checks.

#include "core_test_support.h"

#include <QString>
#include <QStringList>
#include <QTest>
#include <core/card.h>
#include <core/games/blackjack/hand.h>
#include <core/games/blackjack/outcome.h>
#include <vector>

using namespace dt;
using dt::blackjack::evaluate;
using dt::blackjack::HandValue;
using dt::blackjack::Outcome;
using dt::blackjack::settle;

using dttest::cardsOf;
using dttest::qs;

namespace {} // namespace

class TestBlackjackHand : public QObject {
    Q_OBJECT

private slots:
    void handValues_data();
    void handValues();
    void outcomes_data();
    void outcomes();
};

void TestBlackjackHand::handValues_data() {
    QTest::addColumn<QString>("cards");
    QTest::addColumn<bool>("afterSplit");
    QTest::addColumn<int>("total");
    QTest::addColumn<bool>("soft");
    QTest::addColumn<bool>("bust");
    QTest::addColumn<bool>("blackjack");

    // BJ-CONF-75: §2(b)(1)-(3)(i) card values; §1 Hard/Soft Total, Blackjack.
    QTest::newRow("BJ-CONF-75 A+6 soft 17") << "AS 6H" << false << 17 << true << false << false;
    QTest::newRow("BJ-CONF-75 A+6+10 hard 17")
        << "AS 6H 10D" << false << 17 << false << false << false;
    QTest::newRow("BJ-CONF-75 A+A+9 soft 21")
        << "AS AH 9D" << false << 21 << true << false << false;
    QTest::newRow("BJ-CONF-75 A+A+A+8 soft 21")
        << "AS AH AD 8C" << false << 21 << true << false << false;
    QTest::newRow("BJ-CONF-75 10+6+6 bust") << "10S 6H 6D" << false << 22 << false << true << false;
    QTest::newRow("BJ-CONF-75 A+K blackjack") << "AS KH" << false << 21 << true << false << true;
    QTest::newRow("BJ-CONF-75 K+A blackjack") << "KH AS" << false << 21 << true << false << true;
    QTest::newRow("BJ-CONF-75 A+K after split not blackjack")
        << "AS KH" << true << 21 << true << false << false;
    QTest::newRow("BJ-CONF-75 five cards 21")
        << "2S 3H 4D 5C 7S" << false << 21 << false << false << false;
    QTest::newRow("BJ-CONF-75 J+Q hard 20") << "JS QH" << false << 20 << false << false << false;
    QTest::newRow("BJ-CONF-75 7+4+K three-card 21")
        << "7S 4H KD" << false << 21 << false << false << false;
}

void TestBlackjackHand::handValues() {
    QFETCH(QString, cards);
    QFETCH(bool, afterSplit);
    QFETCH(int, total);
    QFETCH(bool, soft);
    QFETCH(bool, bust);
    QFETCH(bool, blackjack);

    const HandValue value = evaluate(cardsOf(cards), afterSplit);
    QCOMPARE(value.total, total);
    QCOMPARE(value.soft, soft);
    QCOMPARE(value.bust, bust);
    QCOMPARE(value.blackjack, blackjack);
}

void TestBlackjackHand::outcomes_data() {
    QTest::addColumn<QString>("player");
    QTest::addColumn<bool>("playerSplit");
    QTest::addColumn<QString>("dealer");
    QTest::addColumn<bool>("tiesLose");
    QTest::addColumn<int>("expected");

    const int win = int(Outcome::PlayerWins);
    const int lose = int(Outcome::DealerWins);
    const int push = int(Outcome::Push);

    // BJ-SETTLE-01: §3(a)(1)-(3).
    QTest::newRow("BJ-SETTLE-01 3(a)(1) 19 vs dealer 22")
        << "10S 9H" << false << "10D 2C KH" << false << win;
    QTest::newRow("BJ-SETTLE-01 3(a)(2) 20 vs dealer 18")
        << "10S QH" << false << "10D 8C" << false << win;
    QTest::newRow("BJ-SETTLE-01 3(a)(2) 17 vs dealer 19 loses")
        << "10S 7H" << false << "10D 9C" << false << lose;
    QTest::newRow("BJ-SETTLE-01 3(a)(3) player BJ vs dealer 3-card 21")
        << "AS KH" << false << "7D 4C KD" << false << win;
    // §3(a)(3) vs §1: the checklist's default reading (OutcomeRules) pushes a
    // split hand's two-card 21 against a dealer 21 in more cards.
    QTest::newRow("BJ-SETTLE-01 3(a)(3) split 2-card 21 vs dealer 3-card 21 push by default")
        << "AS KH" << true << "7D 4C KD" << false << push;

    // BJ-SETTLE-02: §3(b), equal scores void, dealer BJ beats a simple 21,
    // a player in excess of 21 loses even if the dealer also is.
    QTest::newRow("BJ-SETTLE-02 3(b) 18 vs 18 push")
        << "10S 8H" << false << "9D 9C" << false << push;
    QTest::newRow("BJ-SETTLE-02 3(b) 3-card 21 vs dealer 3-card 21 push")
        << "7S 4H KD" << false << "6D 5C QH" << false << push;
    QTest::newRow("BJ-SETTLE-02 3(b) player 3-card 21 vs dealer BJ loses")
        << "7S 4H KD" << false << "AD KC" << false << lose;
    QTest::newRow("BJ-SETTLE-02 3(b) split A+K vs dealer BJ loses")
        << "AS KH" << true << "AD KC" << false << lose;
    QTest::newRow("BJ-SETTLE-02 3(b) both blackjack push")
        << "AS QH" << false << "AD JC" << false << push;
    QTest::newRow("BJ-SETTLE-02 3(a)(1) both bust, player loses")
        << "10S 6H 7D" << false << "10D 4C QH" << false << lose;
    QTest::newRow("BJ-SETTLE-02 3(a)(1) same bust score, player loses")
        << "10S 6H 6D" << false << "10D 2C QH" << false << lose;

    // BJ-SETTLE-10: §16(b) five-card 21 settles under §3(b).
    QTest::newRow("BJ-SETTLE-10 16(b) five-card 21 vs dealer BJ loses")
        << "2S 3H 4D 5C 7S" << false << "AD KC" << false << lose;
    QTest::newRow("BJ-SETTLE-10 16(b) five-card 21 vs dealer 3-card 21 push")
        << "2S 3H 4D 5C 7S" << false << "6D 5C KH" << false << push;

    // BJ-SETTLE-11: §6(k)(1) hole card face up: ties lose, both BJ wins.
    QTest::newRow("BJ-SETTLE-11 6(k)(1) 19 vs 19 loses")
        << "10S 9H" << false << "KD 9C" << true << lose;
    QTest::newRow("BJ-SETTLE-11 6(k)(1) both blackjack wins")
        << "AS KH" << false << "AD QC" << true << win;
    QTest::newRow("BJ-SETTLE-11 6(k)(1) BJ vs dealer 20 wins")
        << "AS KH" << false << "KD QC" << true << win;
    QTest::newRow("BJ-SETTLE-11 6(k)(1) BJ vs dealer 3-card 21 wins")
        << "AS KH" << false << "7D 4C KD" << true << win;
    QTest::newRow("BJ-SETTLE-11 6(k)(1) 3-card 21 vs dealer BJ loses")
        << "7S 4H KD" << false << "AD KC" << true << lose;
    QTest::newRow("BJ-SETTLE-11 6(k)(1) 20 vs dealer bust wins")
        << "10S QH" << false << "10D 6C 8H" << true << win;
    QTest::newRow("BJ-SETTLE-11 6(k)(1) player bust loses")
        << "10S 6H 7D" << false << "10D 6C 8H" << true << lose;
}

void TestBlackjackHand::outcomes() {
    QFETCH(QString, player);
    QFETCH(bool, playerSplit);
    QFETCH(QString, dealer);
    QFETCH(bool, tiesLose);
    QFETCH(int, expected);

    const std::vector<Card> playerCards = cardsOf(player);
    const std::vector<Card> dealerCards = cardsOf(dealer);
    const Outcome outcome = settle(evaluate(playerCards, playerSplit), int(playerCards.size()),
                                   evaluate(dealerCards, false), int(dealerCards.size()), tiesLose);
    QCOMPARE(int(outcome), expected);
}

QTEST_APPLESS_MAIN(TestBlackjackHand)
#include "tst_blackjack_hand.moc"
