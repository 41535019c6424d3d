// What the dealer pays or collects on the blackjack main wager (Blackjack
// §3(e), §6(k)(2), §7, §8, §9, §10(b), §11(d), §16). Each row names the
// section and, where the checklist has one, the requirement it checks.

#include "core_test_support.h"

#include <QString>
#include <QTest>
#include <core/card.h>
#include <core/games/blackjack/settlement.h>
#include <core/money.h>
#include <vector>

using namespace dt;
using namespace dt::blackjack;

using dttest::cardsOf;
using dttest::qs;

namespace {

// Table options, named in the rows: "3:2", "6:5" (the 6 to 5 variation),
// "6:5shoe" (§7(d): 6 to 5 paid without the variation), "faceup", "678",
// "777", "five", "split21" (§3(a)(3) reading), "002" (the tribal
// regulation), combined with '+': "6:5+678".
PayoutRules rulesOf(const QString &text) {
    PayoutRules rules;
    for (const QString &option : text.split(QLatin1Char('+'), Qt::SkipEmptyParts)) {
        if (option == QStringLiteral("6:5")) {
            rules.blackjack = Odds{6, 5};
            rules.sixToFiveVariation = true;
        } else if (option == QStringLiteral("6:5shoe")) {
            rules.blackjack = Odds{6, 5};
        } else if (option == QStringLiteral("faceup")) {
            rules.faceUpHoleCard = true;
        } else if (option == QStringLiteral("678")) {
            rules.sixSevenEightSuited2to1 = true;
        } else if (option == QStringLiteral("777")) {
            rules.threeSevens3to2 = true;
        } else if (option == QStringLiteral("five")) {
            rules.fiveCard21Pays2to1 = true;
        } else if (option == QStringLiteral("split21")) {
            rules.splitTwoCard21BeatsDealer21 = true;
        } else if (option == QStringLiteral("002")) {
            rules.regulation = Regulation::BlackjackTribal;
        } else if (option != QStringLiteral("3:2")) {
            QTest::qFail(qPrintable(QStringLiteral("bad option ") + option), __FILE__, __LINE__);
        }
    }
    return rules;
}

} // namespace

class TestBlackjackSettlement : public QObject {
    Q_OBJECT

private slots:
    void mainWager_data();
    void mainWager();
    void doubleForLessAgainstDealerBlackjack();
    void splitAgainstDealerBlackjack();
    void insurance_data();
    void insurance();
    void surrender_data();
    void surrender();
    void evenMoneyPaysOneToOne();
};

void TestBlackjackSettlement::mainWager_data() {
    QTest::addColumn<QString>("player");
    QTest::addColumn<bool>("afterSplit");
    QTest::addColumn<bool>("doubled");
    QTest::addColumn<qint64>("wagerCents");
    QTest::addColumn<QString>("dealer");
    QTest::addColumn<QString>("rules");
    QTest::addColumn<qint64>("netCents");
    QTest::addColumn<QString>("section");

    // BJ-SETTLE-03: §3(e) 1 to 1, blackjack 3 to 2 or 6 to 5.
    QTest::newRow("BJ-SETTLE-03 §3(e) $10 blackjack 3:2 +$15")
        << "AS KH" << false << false << qint64(1000) << "10D 8C"
        << "3:2" << qint64(1500) << "3(e)";
    QTest::newRow("BJ-SETTLE-03 §3(e) 6:5 $25 blackjack +$30")
        << "AS KH" << false << false << qint64(2500) << "10D 8C"
        << "6:5" << qint64(3000) << "3(e)";
    QTest::newRow("BJ-SETTLE-03 §3(e) 6:5 $10 blackjack +$12")
        << "AS KH" << false << false << qint64(1000) << "10D 8C"
        << "6:5" << qint64(1200) << "3(e)";
    QTest::newRow("BJ-SETTLE-03 §3(e) $10 win 1:1 +$10")
        << "10S 10H" << false << false << qint64(1000) << "10D 8C"
        << "3:2" << qint64(1000) << "3(e)";
    QTest::newRow("§3(e) $5 blackjack 3:2 exact cents +$7.50")
        << "AS KH" << false << false << qint64(500) << "10D 8C"
        << "3:2" << qint64(750) << "3(e)";
    QTest::newRow("§3(e) $0.05 blackjack 3:2 rounded down to +$0.07")
        << "AS KH" << false << false << qint64(5) << "10D 8C"
        << "3:2" << qint64(7) << "3(e)";
    // BJ-SETTLE-11: §6(k)(2) face-up hole card: blackjack paid 1 to 1.
    QTest::newRow("BJ-SETTLE-11 §6(k)(2) face-up blackjack 1:1")
        << "AS KH" << false << false << qint64(1000) << "10D QC"
        << "faceup" << qint64(1000) << "6(k)(2)";
    QTest::newRow("BJ-SETTLE-11 §6(k)(1)-(2) both blackjack wins 1:1")
        << "AS KH" << false << false << qint64(1000) << "AD QC"
        << "faceup" << qint64(1000) << "6(k)(2)";
    QTest::newRow("BJ-SETTLE-11 §6(k)(1) face-up tie loses")
        << "10S 9H" << false << false << qint64(1000) << "10D 9C"
        << "faceup" << qint64(-1000) << "6(k)(1)";
    // §1: an ace and a ten after a split is not a blackjack: 1 to 1.
    QTest::newRow("§1 §3(e) split A+K pays 1:1 not 3:2")
        << "AS KH" << true << false << qint64(1000) << "10D 8C"
        << "3:2" << qint64(1000) << "3(e)";
    // BJ-SETTLE-01: §3(a)(3) 21 in two cards beats a dealer 21 in three.
    QTest::newRow("BJ-SETTLE-01 §3(a)(3) blackjack vs dealer three-card 21")
        << "AS KH" << false << false << qint64(1000) << "7D 4C KS"
        << "3:2" << qint64(1500) << "3(e)";
    // §3(a)(3) vs §1 (checklist "Source typos", default push): a split A+K
    // is 21 in two cards but no blackjack; by default it ties a dealer 21 in
    // three cards (§3(b) void), with the table's flag it wins at 1 to 1
    // ($10: not a blackjack, so not 3 to 2).
    QTest::newRow("BJ-SETTLE-01 §3(a)(3) split two-card 21 vs dealer three-card 21 pushes")
        << "AS KH" << true << false << qint64(1000) << "7D 4C KS"
        << "3:2" << qint64(0) << "3(b)";
    QTest::newRow("BJ-SETTLE-01 §3(a)(3) split two-card 21 beats dealer three-card 21 by flag")
        << "AS KH" << true << false << qint64(1000) << "7D 4C KS"
        << "split21" << qint64(1000) << "3(e)";
    QTest::newRow("BJ-SETTLE-01 §3(a)(3) flag: split 21 vs dealer 21 in two cards (blackjack)")
        << "10S AH" << true << false << qint64(1000) << "AD KC"
        << "split21" << qint64(0) << "11(d)";
    QTest::newRow("BJ-SETTLE-01 §3(a)(3) flag: split three-card 21 vs dealer three-card 21 push")
        << "7S 4H KD" << true << false << qint64(1000) << "7D 4C KS"
        << "split21" << qint64(0) << "3(b)";
    // BJ-SETTLE-02: §3(b) push, simple 21 loses to a dealer blackjack.
    QTest::newRow("BJ-SETTLE-02 §3(b) 18 vs 18 push 0")
        << "10S 8H" << false << false << qint64(1000) << "10D 8C"
        << "3:2" << qint64(0) << "3(b)";
    QTest::newRow("BJ-SETTLE-02 §3(b)/§7(b) blackjack vs blackjack push 0")
        << "AS QH" << false << false << qint64(1000) << "AD JC"
        << "3:2" << qint64(0) << "3(b)";
    QTest::newRow("BJ-SETTLE-02 §3(b) simple 21 loses to dealer blackjack")
        << "7S 4H KD" << false << false << qint64(1000) << "AD KC"
        << "3:2" << qint64(-1000) << "3(b)";
    QTest::newRow("BJ-SETTLE-02 §3(a) bust loses even when dealer busts")
        << "10S 5H 8D" << false << false << qint64(1000) << "10D 6C 8S"
        << "3:2" << qint64(-1000) << "3(a)";
    // BJ-SETTLE-07: §10(b) a doubled wager loses only the original wager to
    // a dealer blackjack; §11(d) nothing more on a split hand.
    QTest::newRow("BJ-SETTLE-07 §10(b) doubled $20 vs dealer blackjack -$10")
        << "6S 5H 9D" << false << true << qint64(2000) << "AD KC"
        << "3:2" << qint64(-1000) << "10(b)";
    QTest::newRow("§3(a) doubled $20 vs dealer 21 in three cards -$20")
        << "6S 5H 9D" << false << true << qint64(2000) << "AD 5C 5S"
        << "3:2" << qint64(-2000) << "3(a)";
    QTest::newRow("BJ-SETTLE-07 §11(d) split hand vs dealer blackjack 0 on this hand")
        << "8S 10H" << true << false << qint64(1000) << "AD KC"
        << "3:2" << qint64(0) << "11(d)";
    // BJ-SETTLE-09: §3(e)(1),(2),(4) only when configured, not at 6 to 5.
    QTest::newRow("BJ-SETTLE-09 §3(e)(1) suited 6-7-8 2:1 configured")
        << "6H 7H 8H" << false << false << qint64(1000) << "10D 9C"
        << "678" << qint64(2000) << "3(e)(1)";
    QTest::newRow("§3(e)(1) suited 6-7-8 not configured 1:1")
        << "6H 7H 8H" << false << false << qint64(1000) << "10D 9C"
        << "3:2" << qint64(1000) << "3(e)";
    QTest::newRow("§3(e)(1) suited 6-7-8 not at 6:5")
        << "6H 7H 8H" << false << false << qint64(1000) << "10D 9C"
        << "6:5+678" << qint64(1000) << "3(e)";
    QTest::newRow("§3(e)(1) mixed-suit 6-7-8 1:1")
        << "6H 7S 8H" << false << false << qint64(1000) << "10D 9C"
        << "678" << qint64(1000) << "3(e)";
    QTest::newRow("§3(e)(1) suited 6-7-8 vs dealer three-card 21 push")
        << "6H 7H 8H" << false << false << qint64(1000) << "7D 4C KS"
        << "678" << qint64(0) << "3(b)";
    QTest::newRow("BJ-SETTLE-09 §3(e)(2) three 7's 3:2 configured")
        << "7C 7D 7S" << false << false << qint64(1000) << "10D QC"
        << "777" << qint64(1500) << "3(e)(2)";
    QTest::newRow("BJ-SETTLE-09 §3(e)(4) §16(a) five-card 21 2:1 configured")
        << "2S 3H 4D 5C 7S" << false << false << qint64(1000) << "10D 8C"
        << "five" << qint64(2000) << "16(a)";
    QTest::newRow("§3(e)(4) five-card 21 not configured 1:1")
        << "2S 3H 4D 5C 7S" << false << false << qint64(1000) << "10D 8C"
        << "3:2" << qint64(1000) << "3(e)";
    QTest::newRow("§3(e)(4) five-card 21 not at 6:5")
        << "2S 3H 4D 5C 7S" << false << false << qint64(1000) << "10D 8C"
        << "6:5+five" << qint64(1000) << "3(e)";
    // BJ-SETTLE-10: §16(b) five-card 21 loses to a blackjack, void vs 21.
    QTest::newRow("BJ-SETTLE-10 §16(b) five-card 21 vs dealer blackjack loses")
        << "2S 3H 4D 5C 7S" << false << false << qint64(1000) << "AD KC"
        << "five" << qint64(-1000) << "3(b)";
    QTest::newRow("BJ-SETTLE-10 §16(b) five-card 21 vs dealer three-card 21 void")
        << "2S 3H 4D 5C 7S" << false << false << qint64(1000) << "6D 5C KS"
        << "five" << qint64(0) << "16(b)";
    // §7(d) BJ-CONF-72: 6 to 5 paid without the variation. §3(e) excepts only
    // "the 6 to 5 blackjack variation" from the optional payouts, so a §7(d)
    // game configured with them pays them: $10 at 2 to 1 = $20, at 3 to 2 =
    // $15; the blackjack itself 6 to 5 = $12.
    QTest::newRow("§7(d) BJ-CONF-72 6:5 shoe game $10 blackjack +$12")
        << "AS KH" << false << false << qint64(1000) << "10D 8C"
        << "6:5shoe" << qint64(1200) << "7(d)";
    QTest::newRow("§3(e)(1) §7(d) BJ-CONF-12 6:5 shoe game suited 6-7-8 2:1 +$20")
        << "6H 7H 8H" << false << false << qint64(1000) << "10D 9C"
        << "6:5shoe+678" << qint64(2000) << "3(e)(1)";
    QTest::newRow("§3(e)(2) §7(d) BJ-CONF-12 6:5 shoe game three 7's 3:2 +$15")
        << "7C 7D 7S" << false << false << qint64(1000) << "10D QC"
        << "6:5shoe+777" << qint64(1500) << "3(e)(2)";
    QTest::newRow("§3(e)(4) §7(d) BJ-CONF-12 6:5 shoe game five-card 21 2:1 +$20")
        << "2S 3H 4D 5C 7S" << false << false << qint64(1000) << "10D 8C"
        << "6:5shoe+five" << qint64(2000) << "16(a)";
    QTest::newRow("§3(e)(2) BJ-CONF-71 6 to 5 variation three 7's 1:1 +$10")
        << "7C 7D 7S" << false << false << qint64(1000) << "10D QC"
        << "6:5+777" << qint64(1000) << "3(e)";
    // 002 (o) BJ2-SETTLE-02, with the five-card option ((o)(3)): 2 to 1 when
    // the dealer has neither blackjack nor 21; void against a dealer blackjack
    // (000 §16(b) loses it) or a dealer 21 in three cards or more.
    QTest::newRow("(o)(2) BJ2-SETTLE-02 002 five-card 21 vs dealer blackjack void")
        << "2S 3H 4D 5C 7S" << false << false << qint64(1000) << "AD KC"
        << "002+five" << qint64(0) << "(o)(2)";
    QTest::newRow("(o)(2) BJ2-SETTLE-02 002 five-card 21 vs dealer three-card 21 void")
        << "2S 3H 4D 5C 7S" << false << false << qint64(1000) << "6D 5C KS"
        << "002+five" << qint64(0) << "(o)(2)";
    QTest::newRow("(o)(1) BJ2-SETTLE-02 002 five-card 21 vs dealer 18 2:1 +$20")
        << "2S 3H 4D 5C 7S" << false << false << qint64(1000) << "10D 8C"
        << "002+five" << qint64(2000) << "(o)(1)";
    // Without the option 002 (c)(2) decides: a simple 21 loses to a dealer
    // blackjack (cited by the 000 twin, §3(b)).
    QTest::newRow("(c)(2) BJ2-SETTLE-02 002 without the option five-card 21 vs blackjack loses")
        << "2S 3H 4D 5C 7S" << false << false << qint64(1000) << "AD KC"
        << "002" << qint64(-1000) << "3(b)";
}

void TestBlackjackSettlement::doubleForLessAgainstDealerBlackjack() {
    // §10(b) BJ-SETTLE-07: $10 doubled for $4 (§10(a): not in excess of the
    // original), the dealer's blackjack takes the original $10 only.
    const WagerResult result =
        settleMainWager(cardsOf("6H 5D 9C"), false, Money::dollars(4), Money::dollars(14),
                        cardsOf("AS KH"), rulesOf("3:2"));
    QCOMPARE(result.net, -Money::dollars(10));
    QCOMPARE(qs(result.rule.text()), QStringLiteral("Blackjack §10(b)"));
}

void TestBlackjackSettlement::mainWager() {
    QFETCH(QString, player);
    QFETCH(bool, afterSplit);
    QFETCH(bool, doubled);
    QFETCH(qint64, wagerCents);
    QFETCH(QString, dealer);
    QFETCH(QString, rules);
    QFETCH(qint64, netCents);
    QFETCH(QString, section);

    const WagerResult result = settleMainWager(
        cardsOf(player), afterSplit, doubled ? Money::cents(wagerCents / 2) : Money(),
        Money::cents(wagerCents), cardsOf(dealer), rulesOf(rules));
    QCOMPARE(result.net.inCents(), netCents);
    // 002 sections are printed "(o)(2)"; 000's "16(b)".
    QCOMPARE(result.rule.regulation, section.startsWith(QLatin1Char('('))
                                         ? Regulation::BlackjackTribal
                                         : Regulation::Blackjack);
    QCOMPARE(qs(result.rule.section), section);
    QVERIFY(!result.explanation.empty());
}

void TestBlackjackSettlement::splitAgainstDealerBlackjack() {
    // BJ-SETTLE-07 §11(d): only the original wager is collected.
    const WagerResult result = settleSplitAgainstDealerBlackjack(Money::dollars(10));
    QCOMPARE(result.net, -Money::dollars(10));
    QCOMPARE(qs(result.rule.section), QStringLiteral("11(d)"));
}

void TestBlackjackSettlement::insurance_data() {
    QTest::addColumn<qint64>("insuranceCents");
    QTest::addColumn<qint64>("wagerCents");
    QTest::addColumn<bool>("dealerBlackjack");
    QTest::addColumn<qint64>("netCents");
    QTest::addColumn<QString>("section");

    // BJ-SETTLE-06: §9(c) winning insurance pays 2 to 1; §9(d) losing collected.
    QTest::newRow("BJ-SETTLE-06 §9(c) $5 on $10 vs dealer blackjack +$10")
        << qint64(500) << qint64(1000) << true << qint64(1000) << "9(c)";
    QTest::newRow("BJ-SETTLE-06 §9(d) $5 on $10 without blackjack -$5")
        << qint64(500) << qint64(1000) << false << qint64(-500) << "9(d)";
    // §9(b): not more than half the initial wager.
    QTest::newRow("§9(b) $6 on $10 refused")
        << qint64(600) << qint64(1000) << true << qint64(0) << "9(b)";
    QTest::newRow("§9(b) $5.01 on $10.01 allowed (next cent)")
        << qint64(501) << qint64(1001) << true << qint64(1002) << "9(c)";
    QTest::newRow("§9(b) BJ-OPT-06 $3 on $5 with $1 chips allowed (the next chip unit)")
        << qint64(300) << qint64(500) << true << qint64(600) << "9(c)";
    QTest::newRow("§9(b) negative insurance refused")
        << qint64(-100) << qint64(1000) << true << qint64(0) << "9(b)";
}

void TestBlackjackSettlement::insurance() {
    QFETCH(qint64, insuranceCents);
    QFETCH(qint64, wagerCents);
    QFETCH(bool, dealerBlackjack);
    QFETCH(qint64, netCents);
    QFETCH(QString, section);

    const WagerResult result =
        settleInsurance(Money::cents(insuranceCents), Money::cents(wagerCents), dealerBlackjack,
                        Money::dollars(1)); // the table's smallest chip
    QCOMPARE(result.net.inCents(), netCents);
    QCOMPARE(qs(result.rule.section), section);
    QVERIFY(!result.explanation.empty());
}

void TestBlackjackSettlement::surrender_data() {
    QTest::addColumn<qint64>("wagerCents");
    QTest::addColumn<qint64>("refundCents");

    // §8(a)(1)-(2): one-half of the wager is returned.
    QTest::newRow("§8(a) surrender $10 returns $5") << qint64(1000) << qint64(500);
    QTest::newRow("§8(a) surrender $25 returns $12.50") << qint64(2500) << qint64(1250);
    QTest::newRow("§8(a) odd cent: $0.11 returns $0.05") << qint64(11) << qint64(5);
    QTest::newRow("§8(a) negative wager returns 0") << qint64(-1000) << qint64(0);
}

void TestBlackjackSettlement::surrender() {
    QFETCH(qint64, wagerCents);
    QFETCH(qint64, refundCents);
    QCOMPARE(surrenderRefund(Money::cents(wagerCents)).inCents(), refundCents);
}

void TestBlackjackSettlement::evenMoneyPaysOneToOne() {
    // §7(c): the blackjack is paid at 1 to 1 instead of insurance.
    QCOMPARE(evenMoney(Money::dollars(10)), Money::dollars(10));
    QCOMPARE(evenMoney(Money::cents(1250)), Money::cents(1250));
    QCOMPARE(evenMoney(Money::cents(-100)), Money());
}

QTEST_APPLESS_MAIN(TestBlackjackSettlement)
#include "tst_blackjack_settlement.moc"
