// Exact money and payout odds (DESIGN.md: "Money is exact: integer cents;
// odds are rationals"): the payouts Blackjack §3(e) and §9(c) prescribe, the
// 6 to 5 wager multiples of §3(d), and rounding to the smallest chip.

#include "core_test_support.h"

#include <QTest>
#include <core/money.h>
#include <core/odds.h>
#include <limits>

using namespace dt;
using dttest::qs;

namespace {
const Odds kThreeToTwo{3, 2};
const Odds kSixToFive{6, 5};
const Odds kTwoToOne{2, 1};
const Odds kEvenMoney{1, 1};
} // namespace

class TestMoneyAndOdds : public QObject {
    Q_OBJECT

private slots:
    void blackjackPaysThreeToTwo();
    void sixToFivePaysWholeDollarsOnMultiplesOfFive();
    void sixToFiveOnSevenDollarsNeedsRounding();
    void inexactPayoutsAreEmpty();
    void roundsDownToTheSmallestChip();
    void wholeChipMultiplesArePayable();
    void insurancePaysTwoToOne();
    void evenMoney();
    void invalidPayoutInputs();
    void largeAmountsDoNotOverflow();
    void moneyText_data();
    void moneyText();
    void moneyParse_data();
    void moneyParse();
    void moneyParseRefuses_data();
    void moneyParseRefuses();
    void moneyArithmeticAndComparison();
    void negativeAmounts();
    void oddsTextAndParse();
    void oddsParseRefuses_data();
    void oddsParseRefuses();
};

void TestMoneyAndOdds::blackjackPaysThreeToTwo() {
    QCOMPARE(payout(Money::dollars(10), kThreeToTwo), Money::dollars(15));
    QCOMPARE(payout(Money::dollars(5), kThreeToTwo), Money::cents(750));
    QCOMPARE(payout(Money::dollars(5), kThreeToTwo)->text(), std::string("$7.50"));
}

void TestMoneyAndOdds::sixToFivePaysWholeDollarsOnMultiplesOfFive() {
    QCOMPARE(payout(Money::dollars(25), kSixToFive), Money::dollars(30));
    for (std::int64_t wager = 5; wager <= 500; wager += 5) {
        const auto paid = payout(Money::dollars(wager), kSixToFive);
        QVERIFY(paid.has_value());
        QVERIFY(payableWithChip(*paid, Money::dollars(1)));
        QCOMPARE(payoutRoundedDown(Money::dollars(wager), kSixToFive, Money::dollars(1)), *paid);
    }
}

void TestMoneyAndOdds::sixToFiveOnSevenDollarsNeedsRounding() {
    // $7 is not a §3(d) wager: 6 to 5 makes $8.40, not payable in dollars.
    const auto exact = payout(Money::dollars(7), kSixToFive);
    QCOMPARE(exact, Money::cents(840));
    QVERIFY(!payableWithChip(*exact, Money::dollars(1)));
    QCOMPARE(payoutRoundedDown(Money::dollars(7), kSixToFive, Money::dollars(1)),
             Money::dollars(8));
}

void TestMoneyAndOdds::inexactPayoutsAreEmpty() {
    QCOMPARE(payout(Money::cents(5), kThreeToTwo), std::nullopt);  // 7.5 cents
    QCOMPARE(payout(Money::cents(101), kSixToFive), std::nullopt); // 121.2 cents
    QCOMPARE(payout(Money::cents(1), Odds{7, 6}), std::nullopt);   // 7/6 cents
    QCOMPARE(payout(Money::dollars(6), Odds{7, 6}), Money::dollars(7));
}

void TestMoneyAndOdds::roundsDownToTheSmallestChip() {
    const Money dollar = Money::dollars(1);
    QCOMPARE(payoutRoundedDown(Money::dollars(5), kThreeToTwo, dollar), Money::dollars(7));
    QCOMPARE(payoutRoundedDown(Money::dollars(5), kThreeToTwo, Money::cents(50)),
             Money::cents(750));
    QCOMPARE(payoutRoundedDown(Money::dollars(15), kThreeToTwo, dollar), Money::dollars(22));
    QCOMPARE(payoutRoundedDown(Money::dollars(10), kThreeToTwo, dollar), Money::dollars(15));
    QCOMPARE(payoutRoundedDown(Money::dollars(1), kThreeToTwo, Money::dollars(5)), Money{});
    // Rounding below a cent: 7.5 cents with a 1-cent chip pays 7 cents.
    QCOMPARE(payoutRoundedDown(Money::cents(5), kThreeToTwo, Money::cents(1)), Money::cents(7));
}

void TestMoneyAndOdds::wholeChipMultiplesArePayable() {
    QVERIFY(dt::payableWithChip(Money::cents(750), Money::cents(50)));
    QVERIFY(!dt::payableWithChip(Money::cents(750), Money::dollars(1)));
    QVERIFY(dt::payableWithChip(Money{}, Money::dollars(5)));
    QVERIFY(dt::payableWithChip(Money::dollars(-10), Money::dollars(5)));
    QVERIFY(!dt::payableWithChip(Money::dollars(10), Money{}));
    QVERIFY(!dt::payableWithChip(Money::dollars(10), Money::dollars(-5)));
}

void TestMoneyAndOdds::insurancePaysTwoToOne() {
    // §9(c): insurance on a $10 wager is at most $5 (§9(b)) and wins $10.
    QCOMPARE(payout(Money::dollars(5), kTwoToOne), Money::dollars(10));
    QCOMPARE(payout(Money::cents(250), kTwoToOne), Money::dollars(5));
    QCOMPARE(payoutRoundedDown(Money::cents(750), kTwoToOne, Money::dollars(1)),
             Money::dollars(15));
}

void TestMoneyAndOdds::evenMoney() {
    QCOMPARE(payout(Money::cents(1234), kEvenMoney), Money::cents(1234));
    QCOMPARE(payout(Money{}, kThreeToTwo), Money{});
}

void TestMoneyAndOdds::invalidPayoutInputs() {
    QCOMPARE(payout(Money::dollars(-10), kThreeToTwo), std::nullopt);
    QCOMPARE(payout(Money::dollars(10), Odds{3, 0}), std::nullopt);
    QCOMPARE(payout(Money::dollars(10), Odds{-3, 2}), std::nullopt);
    QCOMPARE(payoutRoundedDown(Money::dollars(-10), kThreeToTwo, Money::dollars(1)), Money{});
    QCOMPARE(payoutRoundedDown(Money::dollars(10), Odds{3, 0}, Money::dollars(1)), Money{});
    QCOMPARE(payoutRoundedDown(Money::dollars(10), kThreeToTwo, Money{}), Money{});
}

void TestMoneyAndOdds::largeAmountsDoNotOverflow() {
    constexpr auto kMax = std::numeric_limits<std::int64_t>::max();
    // wager * win overflows int64 but not the 128-bit intermediate.
    QCOMPARE(payout(Money::cents(kMax - 1), kTwoToOne), std::nullopt); // beyond the range
    QCOMPARE(payout(Money::cents(kMax - 1), Odds{1, 2}), Money::cents(kMax / 2));
    const Money billion = Money::dollars(1'000'000'000'000);
    QCOMPARE(payout(billion, Odds{1000, 1000}), billion);
    QCOMPARE(payout(Money::cents(kMax), kEvenMoney), Money::cents(kMax));
    QCOMPARE(payout(Money::cents(kMax), kTwoToOne), std::nullopt);
    QCOMPARE(payout(Money::cents(kMax), Odds{kMax, kMax}), Money::cents(kMax));
    const Money capped = payoutRoundedDown(Money::cents(kMax), kTwoToOne, Money::dollars(1));
    QVERIFY(capped.inCents() > kMax - 100);
    QVERIFY(dt::payableWithChip(capped, Money::dollars(1)));
}

void TestMoneyAndOdds::moneyText_data() {
    QTest::addColumn<qint64>("cents");
    QTest::addColumn<QString>("text");
    QTest::newRow("dollars and cents") << qint64{1250} << "$12.50";
    QTest::newRow("whole dollars") << qint64{500} << "$5";
    QTest::newRow("negative") << qint64{-325} << "-$3.25";
    QTest::newRow("negative whole") << qint64{-1000} << "-$10";
    QTest::newRow("cents only") << qint64{75} << "$0.75";
    QTest::newRow("one cent") << qint64{1} << "$0.01";
    QTest::newRow("negative cent") << qint64{-1} << "-$0.01";
    QTest::newRow("zero") << qint64{0} << "$0";
    QTest::newRow("ten cents") << qint64{10} << "$0.10";
}

void TestMoneyAndOdds::moneyText() {
    QFETCH(qint64, cents);
    QFETCH(QString, text);
    const Money money = Money::cents(cents);
    QCOMPARE(qs(money.text()), text);
    QCOMPARE(Money::parse(money.text().c_str()), money);
}

void TestMoneyAndOdds::moneyParse_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("cents");
    QTest::newRow("plain") << "12.50" << qint64{1250};
    QTest::newRow("dollar sign") << "$12.50" << qint64{1250};
    QTest::newRow("whole") << "12" << qint64{1200};
    QTest::newRow("one decimal") << "12.5" << qint64{1250};
    QTest::newRow("negative") << "-3.25" << qint64{-325};
    QTest::newRow("negative dollar sign") << "-$3.25" << qint64{-325};
    QTest::newRow("leading zero") << "0.05" << qint64{5};
    QTest::newRow("zero") << "$0" << qint64{0};
}

void TestMoneyAndOdds::moneyParse() {
    QFETCH(QString, text);
    QFETCH(qint64, cents);
    const auto parsed = Money::parse(text.toStdString());
    QVERIFY(parsed.has_value());
    QCOMPARE(parsed->inCents(), cents);
}

void TestMoneyAndOdds::moneyParseRefuses_data() {
    QTest::addColumn<QString>("text");
    QTest::newRow("three decimals") << "12.505";
    QTest::newRow("three zero decimals") << "1.000";
    QTest::newRow("empty") << "";
    QTest::newRow("sign only") << "$";
    QTest::newRow("minus only") << "-";
    QTest::newRow("trailing point") << "12.";
    QTest::newRow("leading point") << ".50";
    QTest::newRow("letters") << "abc";
    QTest::newRow("space") << "$ 12";
    QTest::newRow("thousands separator") << "1,000";
    QTest::newRow("dollar sign first") << "$-3";
    QTest::newRow("trailing text") << "12 dollars";
    QTest::newRow("too large") << "99999999999999999999";
    QTest::newRow("just too large") << "92233720368547758.08";
}

void TestMoneyAndOdds::moneyParseRefuses() {
    QFETCH(QString, text);
    QCOMPARE(Money::parse(text.toStdString()), std::nullopt);
}

void TestMoneyAndOdds::moneyArithmeticAndComparison() {
    const Money a = Money::cents(1250);
    const Money b = Money::dollars(5);
    QCOMPARE(a + b, Money::cents(1750));
    QCOMPARE(a - b, Money::cents(750));
    QCOMPARE(b - a, Money::cents(-750));
    QVERIFY(b < a);
    QVERIFY(a > b);
    QVERIFY(a != b);
    QVERIFY(Money::dollars(5) == Money::cents(500));
    Money sum;
    sum += a;
    sum += b;
    sum -= Money::cents(50);
    QCOMPARE(sum, Money::dollars(17));
    QCOMPARE(Money{}.inCents(), std::int64_t{0});
    QCOMPARE(Money::parse("92233720368547758.07"),
             Money::cents(std::numeric_limits<std::int64_t>::max()));
}

void TestMoneyAndOdds::negativeAmounts() {
    const Money loss = Money::dollars(10) - Money::cents(1325);
    QCOMPARE(loss, Money::cents(-325));
    QCOMPARE(loss.text(), std::string("-$3.25"));
    QCOMPARE(-loss, Money::cents(325));
    QVERIFY(loss < Money{});
    QCOMPARE(Money::parse("-$3.25"), loss);
    const Money lowest = Money::cents(std::numeric_limits<std::int64_t>::min());
    QCOMPARE(lowest.text(), std::string("-$92233720368547758.08"));
}

void TestMoneyAndOdds::oddsTextAndParse() {
    QCOMPARE(kThreeToTwo.text(), std::string("3 to 2"));
    QCOMPARE(kSixToFive.text(), std::string("6 to 5"));
    QCOMPARE(Odds::parse("3 to 2"), kThreeToTwo);
    QCOMPARE(Odds::parse("3:2"), kThreeToTwo);
    QCOMPARE(Odds::parse("6 : 5"), kSixToFive);
    QCOMPARE(Odds::parse("7 to 6"), (Odds{7, 6}));
    QCOMPARE(Odds::parse("2 to 1"), kTwoToOne);
    // Kept as written, not reduced.
    QCOMPARE(Odds::parse("10 to 2"), (Odds{10, 2}));
    for (const Odds odds : {kThreeToTwo, kSixToFive, kTwoToOne, kEvenMoney, Odds{50, 1}}) {
        QCOMPARE(Odds::parse(odds.text()), odds);
    }
}

void TestMoneyAndOdds::oddsParseRefuses_data() {
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << "";
    QTest::newRow("one number") << "3";
    QTest::newRow("zero stake") << "3 to 0";
    QTest::newRow("zero win") << "0:2";
    QTest::newRow("negative") << "-3 to 2";
    QTest::newRow("no spaces") << "3to2";
    QTest::newRow("missing stake") << "3 to ";
    QTest::newRow("trailing text") << "3 to 2 odds";
    QTest::newRow("slash") << "3/2";
    QTest::newRow("decimal") << "1.5 to 1";
    QTest::newRow("too large") << "99999999999999999999 to 1";
}

void TestMoneyAndOdds::oddsParseRefuses() {
    QFETCH(QString, text);
    QCOMPARE(Odds::parse(text.toStdString()), std::nullopt);
}

QTEST_APPLESS_MAIN(TestMoneyAndOdds)
#include "tst_money_and_odds.moc"
