// The side wagers of Blackjack §24-§31 (regulations/000): every pay-table row
// of every table, the losing hands, the wagers that wait (§24(e), §29(g)), the
// §24(h) aggregate cap, and the §25(c), §27(c), §29(d) wager limits. Each row
// names the section and, where the checklist has one, the requirement. The
// expected rows and odds are the regulation's printed ones; "X for 1" (§31)
// is written as the to 1 the checklist converts it to.

#include "core_test_support.h"

#include <QString>
#include <QStringList>
#include <QTest>
#include <core/card.h>
#include <core/games/blackjack/blazing_sevens.h>
#include <core/games/blackjack/buster_blackjack.h>
#include <core/games/blackjack/in_between.h>
#include <core/games/blackjack/kings_bounty.h>
#include <core/games/blackjack/optional_bonus.h>
#include <core/games/blackjack/side_wager_award.h>
#include <core/games/blackjack/three_card_poker.h>
#include <core/games/blackjack/trilux.h>
#include <core/games/blackjack/twenty_one_plus_three.h>
#include <core/games/blackjack/twenty_point_bonus.h>
#include <core/money.h>
#include <optional>
#include <vector>

using namespace dt;
using namespace dt::blackjack;

using dttest::cardsOf;
using dttest::qs;

namespace {

Card cardOf(const QString &text) {
    const std::vector<Card> cards = cardsOf(text);
    return cards.empty() ? Card{} : cards.front();
}

QString resultName(SideWagerAward::Result result) {
    switch (result) {
    case SideWagerAward::Result::Loses:
        return QStringLiteral("loses");
    case SideWagerAward::Result::Wins:
        return QStringLiteral("wins");
    case SideWagerAward::Result::Push:
        return QStringLiteral("push");
    case SideWagerAward::Result::Pending:
        return QStringLiteral("pending");
    }
    return {};
}

// "19:1" at odds, "$1000" a fixed amount, "1/10" a meter share.
QString paymentText(const Payment &payment) {
    if (const auto *odds = std::get_if<PaysOdds>(&payment)) {
        return QStringLiteral("%1:%2").arg(odds->odds.win).arg(odds->odds.stake);
    }
    if (const auto *amount = std::get_if<PaysAmount>(&payment)) {
        return qs(amount->amount.text());
    }
    const auto &share = std::get<PaysMeterShare>(payment);
    return QStringLiteral("%1/%2").arg(share.numerator).arg(share.denominator);
}

// `hand` is the pay-table row as printed for a win; for a loss or a wait it
// is empty and only a non-empty reason is required. `payment` is checked for
// wins only.
void checkAward(const SideWagerAward &award, const QString &result, const QString &hand,
                const QString &payment, const QString &section) {
    QCOMPARE(resultName(award.result), result);
    if (hand.isEmpty()) {
        QVERIFY(!award.hand.empty());
    } else {
        QCOMPARE(qs(award.hand), hand);
    }
    if (result == QStringLiteral("wins")) {
        QCOMPARE(paymentText(award.payment), payment);
    } else {
        QCOMPARE(winnings(award, Money::dollars(5)), Money());
    }
    QCOMPARE(award.rule.regulation, Regulation::Blackjack);
    QCOMPARE(qs(award.rule.section), section);
}

// "yes", "no" or "unknown".
std::optional<bool> knownOrNot(const QString &text) {
    if (text == QStringLiteral("unknown")) {
        return std::nullopt;
    }
    return text == QStringLiteral("yes");
}

char tableLetter(const QString &table) {
    return table.isEmpty() ? '?' : table.at(0).toLatin1();
}

std::vector<Money> moneyList(const QString &text) {
    std::vector<Money> list;
    for (const QString &cents : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        list.push_back(Money::cents(cents.toLongLong()));
    }
    return list;
}

} // namespace

class TestBlackjackSideWagers24To31 : public QObject {
    Q_OBJECT

private slots:
    void threeCardPoker_data();
    void threeCardPoker();
    void twentyPoint_data();
    void twentyPoint();
    void twentyPointTiming_data();
    void twentyPointTiming();
    void aggregateCapSplit_data();
    void aggregateCapSplit();
    void aggregateCapSplitNeverExceedsCap();
    void aggregateCapValidation_data();
    void aggregateCapValidation();
    void optionalBonus_data();
    void optionalBonus();
    void optionalBonusThirdCard_data();
    void optionalBonusThirdCard();
    void sideWagerLimits_data();
    void sideWagerLimits();
    void inBetween_data();
    void inBetween();
    void buster_data();
    void buster();
    void busterFreeBonus_data();
    void busterFreeBonus();
    void busterDrawing_data();
    void busterDrawing();
    void twentyOnePlusThree_data();
    void twentyOnePlusThree();
    void kingsBountyPlayer_data();
    void kingsBountyPlayer();
    void kingsBountyDealer_data();
    void kingsBountyDealer();
    void kingsBountyLimits_data();
    void kingsBountyLimits();
    void triLux_data();
    void triLux();
    void luckyGeorge_data();
    void luckyGeorge();
    void super3_data();
    void super3();
    void triLuxConfiguration();
    void blazing7s_data();
    void blazing7s();
    void blazing7sPrintedFigures();
    void checklistExamples();
};

// ---------------------------------------------------------------- §28(b)

void TestBlackjackSideWagers24To31::threeCardPoker_data() {
    QTest::addColumn<QString>("cards");
    QTest::addColumn<QString>("category");
    QTest::addColumn<bool>("suitedTrips");

    QTest::newRow("§28(b)(1) BJ-SETTLE-49 A-2-3 suited straight flush")
        << "AS 3S 2S"
        << "straight flush" << false;
    QTest::newRow("§28(b)(1) Q-K-A suited straight flush") << "QH KH AH"
                                                           << "straight flush" << false;
    QTest::newRow("§28(b)(2) three of a kind") << "9S 9H 9D"
                                               << "three of a kind" << false;
    QTest::newRow("§28(b)(2) §30 suited three of a kind") << "9S 9S 9S"
                                                          << "three of a kind" << true;
    QTest::newRow("§28(b)(3) BJ-SETTLE-49 Q-K-A straight") << "KD AC QH"
                                                           << "straight" << false;
    QTest::newRow("§28(b)(3) A-2-3 straight") << "AD 2C 3H"
                                              << "straight" << false;
    QTest::newRow("§28(b)(3) 9-10-J straight") << "9D 10C JH"
                                               << "straight" << false;
    QTest::newRow("§28(b) BJ-SETTLE-49 K-A-2 is no straight") << "KD AC 2H"
                                                              << "high card" << false;
    QTest::newRow("§28(b) suited K-A-2 is a flush only") << "KD AD 2D"
                                                         << "flush" << false;
    QTest::newRow("§28(b)(4) flush") << "2C 7C KC"
                                     << "flush" << false;
    QTest::newRow("§30(c) pair") << "7C 7D KC"
                                 << "pair" << false;
    QTest::newRow("§28(b) high card") << "2C 7D KC"
                                      << "high card" << false;
}

void TestBlackjackSideWagers24To31::threeCardPoker() {
    QFETCH(QString, cards);
    QFETCH(QString, category);
    QFETCH(bool, suitedTrips);

    const std::vector<Card> list = cardsOf(cards);
    QCOMPARE(list.size(), std::size_t{3});
    const ThreeCardPokerHand hand = evaluateThreeCardPoker({list[0], list[1], list[2]});
    const auto nameOf = [](ThreeCardCategory value) {
        switch (value) {
        case ThreeCardCategory::StraightFlush:
            return QStringLiteral("straight flush");
        case ThreeCardCategory::ThreeOfAKind:
            return QStringLiteral("three of a kind");
        case ThreeCardCategory::Straight:
            return QStringLiteral("straight");
        case ThreeCardCategory::Flush:
            return QStringLiteral("flush");
        case ThreeCardCategory::Pair:
            return QStringLiteral("pair");
        case ThreeCardCategory::HighCard:
            return QStringLiteral("high card");
        }
        return QString();
    };
    QCOMPARE(nameOf(hand.category()), category);
    QCOMPARE(hand.suitedThreeOfAKind(), suitedTrips);
}

// ---------------------------------------------------------------- §24

void TestBlackjackSideWagers24To31::twentyPoint_data() {
    QTest::addColumn<QString>("player");
    QTest::addColumn<QString>("dealerUp");
    QTest::addColumn<QString>("dealerBlackjack");
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("hand");
    QTest::addColumn<QString>("payment");
    QTest::addColumn<QString>("section");

    // BJ-SETTLE-38: every §24(f) row in Paytable A and B.
    for (const QString &table : {QStringLiteral("A"), QStringLiteral("B")}) {
        const bool a = table == QStringLiteral("A");
        const QByteArray t = table.toLatin1();
        QTest::addRow("§24(f) BJ-SETTLE-38 %s queen of hearts pair and dealer blackjack 1000:1",
                      t.constData())
            << "QH QH"
            << "AS"
            << "yes" << table << "wins"
            << "Queen of hearts pair and dealer blackjack"
            << "1000:1"
            << "24(f)";
        QTest::addRow("§24(f) BJ-SETTLE-38 %s queen of hearts pair, no dealer blackjack",
                      t.constData())
            << "QH QH"
            << "KS"
            << "no" << table << "wins"
            << "Queen of hearts pair" << (a ? "125:1" : "200:1") << "24(f)";
        QTest::addRow("§24(g)(1) BJ-SETTLE-38 %s matched 20 two kings of diamonds", t.constData())
            << "KD KD"
            << "5C"
            << "unknown" << table << "wins"
            << "Matched 20" << (a ? "19:1" : "25:1") << "24(g)(1)";
        QTest::addRow("§24(g)(2) BJ-SETTLE-38 %s suited 20 K-J of diamonds", t.constData())
            << "KD JD"
            << "5C"
            << "unknown" << table << "wins"
            << "Suited 20" << (a ? "9:1" : "10:1") << "24(g)(2)";
        QTest::addRow("§24(g)(3) BJ-SETTLE-38 %s any 20 K-J different suits", t.constData())
            << "KD JH"
            << "5C"
            << "unknown" << table << "wins"
            << "Any 20"
            << "4:1"
            << "24(g)(3)";
    }
    QTest::newRow("§24(g)(3) BJ-SETTLE-38 any 20 two kings of different suits") << "KD KH"
                                                                                << "5C"
                                                                                << "unknown"
                                                                                << "A"
                                                                                << "wins"
                                                                                << "Any 20"
                                                                                << "4:1"
                                                                                << "24(g)(3)";
    QTest::newRow("§24(g)(3) BJ-SETTLE-38 ace and nine of different suits is twenty") << "AC 9H"
                                                                                      << "5C"
                                                                                      << "unknown"
                                                                                      << "B"
                                                                                      << "wins"
                                                                                      << "Any 20"
                                                                                      << "4:1"
                                                                                      << "24(g)(3)";
    QTest::newRow("§24(g)(2) ace and nine of one suit is a suited 20") << "AC 9C"
                                                                       << "5C"
                                                                       << "unknown"
                                                                       << "A"
                                                                       << "wins"
                                                                       << "Suited 20"
                                                                       << "9:1"
                                                                       << "24(g)(2)";
    QTest::newRow("§24(g)(1) a pair of queens of spades is a matched 20") << "QS QS"
                                                                          << "AS"
                                                                          << "unknown"
                                                                          << "A"
                                                                          << "wins"
                                                                          << "Matched 20"
                                                                          << "19:1"
                                                                          << "24(g)(1)";
    QTest::newRow("§24(g)(2) queen of hearts and king of hearts is a suited 20") << "QH KH"
                                                                                 << "AS"
                                                                                 << "unknown"
                                                                                 << "A"
                                                                                 << "wins"
                                                                                 << "Suited 20"
                                                                                 << "9:1"
                                                                                 << "24(g)(2)";
    // §24(e): no potential dealer blackjack, the pair is settled at once.
    QTest::newRow("§24(f) BJ-SETTLE-37 queen of hearts pair, dealer 9 up, no wait")
        << "QH QH"
        << "9D"
        << "unknown"
        << "B"
        << "wins"
        << "Queen of hearts pair"
        << "200:1"
        << "24(f)";
    QTest::newRow("§24(e) BJ-SETTLE-37 queen of hearts pair, dealer ace up, blackjack unknown")
        << "QH QH"
        << "AD"
        << "unknown"
        << "A"
        << "pending"
        << ""
        << ""
        << "24(e)";
    QTest::newRow("§24(e) BJ-SETTLE-37 queen of hearts pair, dealer 10 up, blackjack unknown")
        << "QH QH"
        << "10D"
        << "unknown"
        << "B"
        << "pending"
        << ""
        << ""
        << "24(e)";
    QTest::newRow("§24(f) queen of hearts pair, dealer 10 up, dealer blackjack")
        << "QH QH"
        << "10D"
        << "yes"
        << "B"
        << "wins"
        << "Queen of hearts pair and dealer blackjack"
        << "1000:1"
        << "24(f)";
    // §24(a): not twenty.
    QTest::newRow("§24(a) 19 loses") << "KD 9D"
                                     << "5C"
                                     << "unknown"
                                     << "A"
                                     << "loses"
                                     << ""
                                     << ""
                                     << "24(a)";
    QTest::newRow("§24(a) blackjack 21 loses") << "AD KD"
                                               << "5C"
                                               << "unknown"
                                               << "A"
                                               << "loses"
                                               << ""
                                               << ""
                                               << "24(a)";
    QTest::newRow("§24(a) two aces (12) lose") << "AD AD"
                                               << "5C"
                                               << "unknown"
                                               << "A"
                                               << "loses"
                                               << ""
                                               << ""
                                               << "24(a)";
    QTest::newRow("§24(a) only the first two cards count") << "5D 5S KD"
                                                           << "5C"
                                                           << "unknown"
                                                           << "A"
                                                           << "loses"
                                                           << ""
                                                           << ""
                                                           << "24(a)";
    QTest::newRow("§24(d) one card dealt: pending") << "KD"
                                                    << "5C"
                                                    << "unknown"
                                                    << "A"
                                                    << "pending"
                                                    << ""
                                                    << ""
                                                    << "24(d)";
    QTest::newRow("§24(f) no such pay table C: pending") << "KD KD"
                                                         << "5C"
                                                         << "unknown"
                                                         << "C"
                                                         << "pending"
                                                         << ""
                                                         << ""
                                                         << "24(f)";
}

void TestBlackjackSideWagers24To31::twentyPoint() {
    QFETCH(QString, player);
    QFETCH(QString, dealerUp);
    QFETCH(QString, dealerBlackjack);
    QFETCH(QString, table);
    QFETCH(QString, result);
    QFETCH(QString, hand);
    QFETCH(QString, payment);
    QFETCH(QString, section);

    checkAward(settleTwentyPointBonus(cardsOf(player), cardOf(dealerUp),
                                      knownOrNot(dealerBlackjack), tableLetter(table)),
               result, hand, payment, section);
}

void TestBlackjackSideWagers24To31::twentyPointTiming_data() {
    QTest::addColumn<QString>("player");
    QTest::addColumn<QString>("dealerUp");
    QTest::addColumn<bool>("cardReader");
    QTest::addColumn<QString>("dealerBlackjack");
    QTest::addColumn<int>("timing");
    QTest::addColumn<bool>("floorperson");
    QTest::addColumn<QString>("section");

    const int inRotation = static_cast<int>(TwentyPointTiming::InRotation);
    const int awaiting = static_cast<int>(TwentyPointTiming::AwaitingCardReader);
    const int afterOthers = static_cast<int>(TwentyPointTiming::AfterOtherTwentyPointWagers);
    const int withMain = static_cast<int>(TwentyPointTiming::WithBlackjackWager);

    QTest::newRow("§24(d) BJ-SETTLE-36 ordinary 20 in rotation")
        << "KD KD"
        << "AS" << true << "unknown" << inRotation << false << "24(d)";
    QTest::newRow("§24(d) BJ-SETTLE-36 losing hand in rotation")
        << "KD 5D"
        << "AS" << false << "unknown" << inRotation << false << "24(d)";
    QTest::newRow("§24(d) queen of hearts pair against a 9: in rotation")
        << "QH QH"
        << "9S" << false << "unknown" << inRotation << false << "24(d)";
    QTest::newRow("§24(e)(2) BJ-SETTLE-37 no card reader: with the blackjack wager")
        << "QH QH"
        << "AS" << false << "unknown" << withMain << true << "24(e)(2)";
    QTest::newRow("§24(e)(2) BJ-SETTLE-37 no card reader, king up: with the blackjack wager")
        << "QH QH"
        << "KS" << false << "unknown" << withMain << true << "24(e)(2)";
    QTest::newRow("§24(e)(1) card reader not consulted yet")
        << "QH QH"
        << "AS" << true << "unknown" << awaiting << true << "24(e)(1)";
    QTest::newRow("§24(e)(1)(i) BJ-SETTLE-37 reader shows blackjack: with the blackjack wager")
        << "QH QH"
        << "AS" << true << "yes" << withMain << true << "24(e)(1)(i)";
    QTest::newRow("§24(e)(1)(ii) BJ-SETTLE-37 reader shows no blackjack: before other cards")
        << "QH QH"
        << "JS" << true << "no" << afterOthers << true << "24(e)(1)(ii)";
}

void TestBlackjackSideWagers24To31::twentyPointTiming() {
    QFETCH(QString, player);
    QFETCH(QString, dealerUp);
    QFETCH(bool, cardReader);
    QFETCH(QString, dealerBlackjack);
    QFETCH(int, timing);
    QFETCH(bool, floorperson);
    QFETCH(QString, section);

    const TwentyPointSchedule schedule = twentyPointSettlementTime(
        cardsOf(player), cardOf(dealerUp), cardReader, knownOrNot(dealerBlackjack));
    QCOMPARE(static_cast<int>(schedule.timing), timing);
    QCOMPARE(schedule.floorpersonPresent, floorperson);
    QCOMPARE(qs(schedule.rule.section), section);
    QCOMPARE(queenOfHeartsPairDeferred(cardsOf(player), cardOf(dealerUp)),
             timing != static_cast<int>(TwentyPointTiming::InRotation));
}

// §24(h): amounts in cents; expected shares worked out by hand.
void TestBlackjackSideWagers24To31::aggregateCapSplit_data() {
    QTest::addColumn<QString>("wagers");
    QTest::addColumn<qint64>("capCents");
    QTest::addColumn<QString>("payments");

    QTest::newRow("§24(h) BJ-SETTLE-39 $25 and $75 share $25,000: $6,250 and $18,750")
        << "2500 7500" << qint64(2500000) << "625000 1875000";
    QTest::newRow("§24(h) under the cap: 1000 to 1 each")
        << "500 1000" << qint64(2500000) << "500000 1000000";
    QTest::newRow("§24(h) exactly the cap: 1000 to 1 each")
        << "1250 1250" << qint64(2500000) << "1250000 1250000";
    QTest::newRow("§24(h) no cap (0): 1000 to 1 each")
        << "5000 5000" << qint64(0) << "5000000 5000000";
    QTest::newRow("§24(h) one winner over the cap gets the cap")
        << "5000" << qint64(2500000) << "2500000";
    QTest::newRow("§24(h) three equal wagers: the odd cent to the first in order")
        << "3000 3000 3000" << qint64(2500000) << "833334 833333 833333";
    QTest::newRow("§24(h) odd cents to the largest remainders")
        << "1000 2000 4000" << qint64(2500000) << "357143 714286 1428571";
    QTest::newRow("§24(h) seven equal wagers: six odd cents in settlement order")
        << "1000 1000 1000 1000 1000 1000 1000" << qint64(2500000)
        << "357143 357143 357143 357143 357143 357143 357142";
    QTest::newRow("§24(h) a negative wager counts as zero")
        << "-500 3000 3000" << qint64(2500000) << "0 1250000 1250000";
    QTest::newRow("§24(h) no winners") << "" << qint64(2500000) << "";
}

void TestBlackjackSideWagers24To31::aggregateCapSplit() {
    QFETCH(QString, wagers);
    QFETCH(qint64, capCents);
    QFETCH(QString, payments);

    const std::vector<Money> paid =
        queenOfHeartsDealerBlackjackPayments(moneyList(wagers), Money::cents(capCents));
    QCOMPARE(paid, moneyList(payments));
}

// §24(h) properties over many wager mixes, checked against exact fractions:
// the sum is the cap whenever the cap binds (never more), nobody gets more
// than 1000 to 1, each payment is within one cent of its exact share.
void TestBlackjackSideWagers24To31::aggregateCapSplitNeverExceedsCap() {
    std::uint32_t seed = 12345;
    const auto next = [&seed](std::uint32_t bound) {
        seed = seed * 1664525u + 1013904223u;
        return (seed >> 8) % bound;
    };
    for (int round = 0; round < 500; ++round) {
        std::vector<Money> wagers;
        const std::uint32_t winners = 1 + next(7);
        std::int64_t total = 0;
        for (std::uint32_t i = 0; i < winners; ++i) {
            const std::int64_t cents = 100 + static_cast<std::int64_t>(next(100000));
            wagers.push_back(Money::cents(cents));
            total += cents;
        }
        const std::int64_t cap = 2500000 + static_cast<std::int64_t>(next(5000000));
        const std::vector<Money> paid =
            queenOfHeartsDealerBlackjackPayments(wagers, Money::cents(cap));
        QCOMPARE(paid.size(), wagers.size());
        std::int64_t sum = 0;
        for (std::size_t i = 0; i < paid.size(); ++i) {
            sum += paid[i].inCents();
            QVERIFY(paid[i].inCents() <= wagers[i].inCents() * 1000);
            if (total * 1000 > cap) {
                // |payment - cap * wager / total| < 1 cent.
                const std::int64_t exactTimesTotal = cap * wagers[i].inCents();
                const std::int64_t paidTimesTotal = paid[i].inCents() * total;
                QVERIFY(paidTimesTotal - exactTimesTotal < total);
                QVERIFY(exactTimesTotal - paidTimesTotal < total);
            }
        }
        QCOMPARE(sum, std::min(cap, total * 1000));
    }
}

void TestBlackjackSideWagers24To31::aggregateCapValidation_data() {
    QTest::addColumn<qint64>("minimumWagerCents");
    QTest::addColumn<qint64>("capCents");
    QTest::addColumn<bool>("allowed");
    QTest::addColumn<qint64>("leastCapCents");

    QTest::newRow("§24(h) BJ-SETTLE-39 $5 minimum: $25,000 allowed")
        << qint64(500) << qint64(2500000) << true << qint64(2500000);
    QTest::newRow("§24(h) BJ-SETTLE-39 $5 minimum: $24,999.99 refused")
        << qint64(500) << qint64(2499999) << false << qint64(2500000);
    QTest::newRow("§24(h) no cap (0) allowed")
        << qint64(500) << qint64(0) << true << qint64(2500000);
    QTest::newRow("§24(h) $25 minimum wins $25,000: $25,000 allowed")
        << qint64(2500) << qint64(2500000) << true << qint64(2500000);
    QTest::newRow("§24(h) $50 minimum wins $50,000: $25,000 refused")
        << qint64(5000) << qint64(2500000) << false << qint64(5000000);
    QTest::newRow("§24(h) $50 minimum: $50,000 allowed")
        << qint64(5000) << qint64(5000000) << true << qint64(5000000);
}

void TestBlackjackSideWagers24To31::aggregateCapValidation() {
    QFETCH(qint64, minimumWagerCents);
    QFETCH(qint64, capCents);
    QFETCH(bool, allowed);
    QFETCH(qint64, leastCapCents);

    QCOMPARE(aggregateCapAllowed(Money::cents(capCents), Money::cents(minimumWagerCents)), allowed);
    QCOMPARE(minimumAggregateCap(Money::cents(minimumWagerCents)).inCents(), leastCapCents);
}

// ---------------------------------------------------------------- §25

void TestBlackjackSideWagers24To31::optionalBonus_data() {
    QTest::addColumn<QString>("dealer");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("hand");
    QTest::addColumn<QString>("payment");
    QTest::addColumn<QString>("section");

    QTest::newRow("§25(e) BJ-SETTLE-42 third card ten 3:1") << "10S 6H 10D"
                                                            << "wins"
                                                            << "Ten"
                                                            << "3:1"
                                                            << "25(e)";
    QTest::newRow("§25(e) BJ-SETTLE-42 third card king (ten value) 3:1") << "10S 6H KD"
                                                                         << "wins"
                                                                         << "Ten"
                                                                         << "3:1"
                                                                         << "25(e)";
    QTest::newRow("§25(e) BJ-SETTLE-42 third card nine 5:1") << "10S 6H 9D"
                                                             << "wins"
                                                             << "Nine"
                                                             << "5:1"
                                                             << "25(e)";
    QTest::newRow("§25(e) BJ-SETTLE-42 third card eight 7:1") << "9S 7H 8D"
                                                              << "wins"
                                                              << "Eight"
                                                              << "7:1"
                                                              << "25(e)";
    QTest::newRow("§25(e) BJ-SETTLE-42 third card seven 9:1") << "10S 6H 7D"
                                                              << "wins"
                                                              << "Seven"
                                                              << "9:1"
                                                              << "25(e)";
    QTest::newRow("§25(e) BJ-SETTLE-42 third card six 15:1") << "10S 6H 6D"
                                                             << "wins"
                                                             << "Six"
                                                             << "15:1"
                                                             << "25(e)";
    QTest::newRow("§25(e) 9-3 then a queen busts: ten 3:1") << "9S 3H QD"
                                                            << "wins"
                                                            << "Ten"
                                                            << "3:1"
                                                            << "25(e)";
    QTest::newRow("§25(f) BJ-SETTLE-42 three red eights 50:1") << "8H 8D 8H"
                                                               << "wins"
                                                               << "Three eights of the same color"
                                                               << "50:1"
                                                               << "25(f)";
    QTest::newRow("§25(f) three black eights 50:1") << "8S 8C 8S"
                                                    << "wins"
                                                    << "Three eights of the same color"
                                                    << "50:1"
                                                    << "25(f)";
    QTest::newRow("§25(f) BJ-SETTLE-42 three eights of hearts 200:1")
        << "8H 8H 8H"
        << "wins"
        << "Three eights of the same suit"
        << "200:1"
        << "25(f)";
    QTest::newRow("§25(f) three eights of spades 200:1") << "8S 8S 8S"
                                                         << "wins"
                                                         << "Three eights of the same suit"
                                                         << "200:1"
                                                         << "25(f)";
    QTest::newRow("§25(e) three eights of mixed colours: eight 7:1") << "8H 8S 8D"
                                                                     << "wins"
                                                                     << "Eight"
                                                                     << "7:1"
                                                                     << "25(e)";
    // §25(d) losses.
    QTest::newRow("§25(d) BJ-SETTLE-40 first two cards 17") << "10S 7H"
                                                            << "loses"
                                                            << ""
                                                            << ""
                                                            << "25(d)";
    QTest::newRow("§25(d) first two cards soft 17 (A-6)") << "AS 6H"
                                                          << "loses"
                                                          << ""
                                                          << ""
                                                          << "25(d)";
    QTest::newRow("§25(d) dealer blackjack") << "AS KH"
                                             << "loses"
                                             << ""
                                             << ""
                                             << "25(d)";
    QTest::newRow("§25(d) first two cards 20") << "10S QH"
                                               << "loses"
                                               << ""
                                               << ""
                                               << "25(d)";
    QTest::newRow("§25(d) BJ-SETTLE-40 10-6 draws 4: 20") << "10S 6H 4D"
                                                          << "loses"
                                                          << ""
                                                          << ""
                                                          << "25(d)";
    QTest::newRow("§25(d) 10-6 draws 5: 21") << "10S 6H 5D"
                                             << "loses"
                                             << ""
                                             << ""
                                             << "25(d)";
    QTest::newRow("§25(d) A-5 draws a ten: hard 16, no bust") << "AS 5H 10D"
                                                              << "loses"
                                                              << ""
                                                              << ""
                                                              << "25(d)";
    QTest::newRow("§25(d) only the third card counts: later bust loses") << "2S 3H 4D 10C 10D"
                                                                         << "loses"
                                                                         << ""
                                                                         << ""
                                                                         << "25(d)";
    QTest::newRow("§25(d) one card: pending") << "10S"
                                              << "pending"
                                              << ""
                                              << ""
                                              << "25(d)";
    QTest::newRow("§25(d) 10-6, third card not yet drawn: pending") << "10S 6H"
                                                                    << "pending"
                                                                    << ""
                                                                    << ""
                                                                    << "25(d)";
}

void TestBlackjackSideWagers24To31::optionalBonus() {
    QFETCH(QString, dealer);
    QFETCH(QString, result);
    QFETCH(QString, hand);
    QFETCH(QString, payment);
    QFETCH(QString, section);

    checkAward(settleOptionalBonus(cardsOf(dealer)), result, hand, payment, section);
}

void TestBlackjackSideWagers24To31::optionalBonusThirdCard_data() {
    QTest::addColumn<QString>("dealer");
    QTest::addColumn<bool>("anyWager");
    QTest::addColumn<bool>("mustDraw");

    QTest::newRow("§25(d) BJ-DRAW-06 10-6 with a wager (even if all players have blackjack)")
        << "10S 6H" << true << true;
    QTest::newRow("§25(d) 10-6 without any optional bonus wager") << "10S 6H" << false << false;
    QTest::newRow("§25(d) soft 16 with a wager") << "AS 5H" << true << true;
    QTest::newRow("§25(d) soft 17 with a wager: no") << "AS 6H" << true << false;
    QTest::newRow("§25(d) hard 17 with a wager: no") << "10S 7H" << true << false;
    QTest::newRow("§25(d) dealer blackjack: no") << "AS KH" << true << false;
    QTest::newRow("§25(d) third card already dealt: no") << "10S 6H 5D" << true << false;
    QTest::newRow("§25(d) one card: not yet") << "10S" << true << false;
}

void TestBlackjackSideWagers24To31::optionalBonusThirdCard() {
    QFETCH(QString, dealer);
    QFETCH(bool, anyWager);
    QFETCH(bool, mustDraw);

    QCOMPARE(dealerMustDrawThirdCard(cardsOf(dealer), anyWager), mustDraw);
}

// §25(c) and §27(c) state the same limits.
void TestBlackjackSideWagers24To31::sideWagerLimits_data() {
    QTest::addColumn<qint64>("sideCents");
    QTest::addColumn<qint64>("mainCents");
    QTest::addColumn<qint64>("postedMaximumCents");
    QTest::addColumn<bool>("allowed");

    QTest::newRow("§25(c) §27(c) BJ-WAGER-16 $15 on a $10 wager refused")
        << qint64(1500) << qint64(1000) << qint64(10000) << false;
    QTest::newRow("§25(c) §27(c) BJ-WAGER-16 $0.50 refused")
        << qint64(50) << qint64(1000) << qint64(10000) << false;
    QTest::newRow("§25(c) §27(c) BJ-WAGER-18 $1.00 allowed")
        << qint64(100) << qint64(1000) << qint64(10000) << true;
    QTest::newRow("§25(c) §27(c) equal to the $10 wager allowed")
        << qint64(1000) << qint64(1000) << qint64(10000) << true;
    QTest::newRow("§25(c) §27(c) above a $5 posted maximum refused")
        << qint64(800) << qint64(1000) << qint64(500) << false;
}

void TestBlackjackSideWagers24To31::sideWagerLimits() {
    QFETCH(qint64, sideCents);
    QFETCH(qint64, mainCents);
    QFETCH(qint64, postedMaximumCents);
    QFETCH(bool, allowed);

    QCOMPARE(optionalBonusWagerAllowed(Money::cents(sideCents), Money::cents(mainCents),
                                       Money::cents(postedMaximumCents)),
             allowed);
    QCOMPARE(busterWagerAllowed(Money::cents(sideCents), Money::cents(mainCents),
                                Money::cents(postedMaximumCents)),
             allowed);
}

// ---------------------------------------------------------------- §26

void TestBlackjackSideWagers24To31::inBetween_data() {
    QTest::addColumn<QString>("player");
    QTest::addColumn<QString>("dealerUp");
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("hand");
    QTest::addColumn<QString>("payment");
    QTest::addColumn<QString>("section");

    // BJ-SETTLE-45: §26(f) Table A-D, every row, as printed.
    const char *tables[] = {"A", "B", "C", "D"};
    const char *triple[] = {"30:1", "30:1", "30:1", "40:1"};
    const char *one[] = {"12:1", "10:1", "10:1", "10:1"};
    const char *two[] = {"6:1", "6:1", "5:1", "5:1"};
    const char *three[] = {"4:1", "4:1", "3:1", "3:1"};
    for (int t = 0; t < 4; ++t) {
        QTest::addRow("§26(g)(1) BJ-SETTLE-45 %s triple match three jacks", tables[t])
            << "JS JH"
            << "JD" << tables[t] << "wins"
            << "Triple match" << triple[t] << "26(g)(1)";
        QTest::addRow("§26(g)(2) BJ-SETTLE-45 %s one-card spread 4-6 dealer 5", tables[t])
            << "4S 6H"
            << "5D" << tables[t] << "wins"
            << "One-card spread" << one[t] << "26(g)(2)";
        QTest::addRow("§26(g)(3) BJ-SETTLE-45 %s two-card spread 4-7 dealer 5", tables[t])
            << "4S 7H"
            << "5D" << tables[t] << "wins"
            << "Two-card spread" << two[t] << "26(g)(3)";
        QTest::addRow("§26(g)(4) BJ-SETTLE-45 %s three-card spread 4-8 dealer 6", tables[t])
            << "8S 4H"
            << "6D" << tables[t] << "wins"
            << "Three-card spread" << three[t] << "26(g)(4)";
        QTest::addRow("§26(g)(5) BJ-SETTLE-45 %s all other spreads 4-A dealer J", tables[t])
            << "4S AH"
            << "JD" << tables[t] << "wins"
            << "All other spreads"
            << "1:1"
            << "26(g)(5)";
    }
    QTest::newRow("§26(g)(3) two-card spread 4-7 dealer 6") << "4S 7H"
                                                            << "6D"
                                                            << "A"
                                                            << "wins"
                                                            << "Two-card spread"
                                                            << "6:1"
                                                            << "26(g)(3)";
    QTest::newRow("§26(g)(4) three-card spread 4-8 dealer 5") << "4S 8H"
                                                              << "5D"
                                                              << "A"
                                                              << "wins"
                                                              << "Three-card spread"
                                                              << "4:1"
                                                              << "26(g)(4)";
    QTest::newRow("§26(g)(4) three-card spread 4-8 dealer 7") << "4S 8H"
                                                              << "7D"
                                                              << "A"
                                                              << "wins"
                                                              << "Three-card spread"
                                                              << "4:1"
                                                              << "26(g)(4)";
    QTest::newRow("§26(b) 10 and queen are apart: dealer jack one-card spread") << "10S QH"
                                                                                << "JD"
                                                                                << "A"
                                                                                << "wins"
                                                                                << "One-card spread"
                                                                                << "12:1"
                                                                                << "26(g)(2)";
    QTest::newRow("§26(b) the ace ranks above the king: Q-A dealer K one-card spread")
        << "QS AH"
        << "KD"
        << "B"
        << "wins"
        << "One-card spread"
        << "10:1"
        << "26(g)(2)";
    QTest::newRow("§26(b) ace high: A-2 dealer 5 all other spreads") << "AS 2H"
                                                                     << "5D"
                                                                     << "A"
                                                                     << "wins"
                                                                     << "All other spreads"
                                                                     << "1:1"
                                                                     << "26(g)(5)";
    QTest::newRow("§26(g)(5) 4-9 dealer 5: four ranks between") << "4S 9H"
                                                                << "5D"
                                                                << "A"
                                                                << "wins"
                                                                << "All other spreads"
                                                                << "1:1"
                                                                << "26(g)(5)";
    // Losing hands (BJ-SETTLE-43).
    QTest::newRow("§26(g)(1) BJ-SETTLE-43 pair 9-9 dealer J loses") << "9S 9H"
                                                                    << "JD"
                                                                    << "A"
                                                                    << "loses"
                                                                    << ""
                                                                    << ""
                                                                    << "26(g)(1)";
    QTest::newRow("§26(a) BJ-SETTLE-43 J-K dealer J (equals one card) loses") << "JS KH"
                                                                              << "JD"
                                                                              << "A"
                                                                              << "loses"
                                                                              << ""
                                                                              << ""
                                                                              << "26(a)";
    QTest::newRow("§26(a) 4-8 dealer 8 (equals the higher card) loses") << "4S 8H"
                                                                        << "8D"
                                                                        << "A"
                                                                        << "loses"
                                                                        << ""
                                                                        << ""
                                                                        << "26(a)";
    QTest::newRow("§26(a) consecutive 4-5 loses") << "4S 5H"
                                                  << "JD"
                                                  << "A"
                                                  << "loses"
                                                  << ""
                                                  << ""
                                                  << "26(a)";
    QTest::newRow("§26(a) consecutive K-A loses") << "KS AH"
                                                  << "2D"
                                                  << "A"
                                                  << "loses"
                                                  << ""
                                                  << ""
                                                  << "26(a)";
    QTest::newRow("§26(a) dealer below both loses") << "4S 8H"
                                                    << "2D"
                                                    << "A"
                                                    << "loses"
                                                    << ""
                                                    << ""
                                                    << "26(a)";
    QTest::newRow("§26(b) dealer ace above 2-K loses (ace high only)") << "2S KH"
                                                                       << "AD"
                                                                       << "A"
                                                                       << "loses"
                                                                       << ""
                                                                       << ""
                                                                       << "26(a)";
    QTest::newRow("§26(e) one card: pending") << "4S"
                                              << "JD"
                                              << "A"
                                              << "pending"
                                              << ""
                                              << ""
                                              << "26(e)";
    QTest::newRow("§26(f) no such table E: pending") << "4S 6H"
                                                     << "5D"
                                                     << "E"
                                                     << "pending"
                                                     << ""
                                                     << ""
                                                     << "26(f)";
}

void TestBlackjackSideWagers24To31::inBetween() {
    QFETCH(QString, player);
    QFETCH(QString, dealerUp);
    QFETCH(QString, table);
    QFETCH(QString, result);
    QFETCH(QString, hand);
    QFETCH(QString, payment);
    QFETCH(QString, section);

    checkAward(settleInBetween(cardsOf(player), cardOf(dealerUp), tableLetter(table)), result, hand,
               payment, section);
}

// ---------------------------------------------------------------- §27

void TestBlackjackSideWagers24To31::buster_data() {
    QTest::addColumn<QString>("dealer");
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("hand");
    QTest::addColumn<QString>("payment");
    QTest::addColumn<QString>("section");

    // Dealer hands that bust with 3 ... 9 cards, each drawn by the rules.
    const char *busts[] = {
        "10S 6H 10D",                  // 26 in 3
        "2S 3H 10D KC",                // 25 in 4
        "2S 2H 3D 5C 10S",             // 22 in 5
        "2S 2H 2D 3C 5S 10H",          // 24 in 6
        "2S 2H 2D 2C 3S 3H 10D",       // 24 in 7
        "2S 2H 2D 2C 2S 2H 3D 10C",    // 25 in 8
        "2S 2H 2D 2C 2S 2H 2D AC 10S", // 25 in 9
    };
    const char *rows[] = {"3", "4", "5", "6", "7", "8 or more", "8 or more"};
    // §27(g), columns A-F as printed, row by row from 3 cards up.
    const int pays[7][6] = {
        {2, 2, 2, 2, 2, 1},             // 3
        {2, 2, 2, 2, 2, 2},             // 4
        {4, 4, 4, 4, 3, 8},             // 5
        {15, 15, 12, 12, 12, 20},       // 6
        {50, 50, 50, 50, 50, 50},       // 7
        {250, 200, 250, 200, 250, 250}, // 8 or more
        {250, 200, 250, 200, 250, 250}, // 9 cards: still "8 or more"
    };
    const char *tables[] = {"A", "B", "C", "D", "E", "F"};
    for (int r = 0; r < 7; ++r) {
        for (int t = 0; t < 6; ++t) {
            QTest::addRow("§27(g) BJ-SETTLE-47 Paytable %s dealer busts with %s (%s)", tables[t],
                          rows[r], busts[r])
                << busts[r] << tables[t] << "wins" << rows[r]
                << QStringLiteral("%1:1").arg(pays[r][t]) << "27(g)";
        }
    }
    QTest::newRow("§27(d)(1) BJ-SETTLE-46 dealer blackjack loses") << "AS KH"
                                                                   << "A"
                                                                   << "loses"
                                                                   << ""
                                                                   << ""
                                                                   << "27(d)(1)";
    QTest::newRow("§27(d)(2) BJ-SETTLE-46 dealer 10-6-4 (20) loses") << "10S 6H 4D"
                                                                     << "A"
                                                                     << "loses"
                                                                     << ""
                                                                     << ""
                                                                     << "27(d)(2)";
    QTest::newRow("§27(d)(2) dealer hard 17 loses") << "10S 7H"
                                                    << "B"
                                                    << "loses"
                                                    << ""
                                                    << ""
                                                    << "27(d)(2)";
    QTest::newRow("§27(d)(2) dealer five-card 21 loses") << "2S 3H 4D 5C 7S"
                                                         << "F"
                                                         << "loses"
                                                         << ""
                                                         << ""
                                                         << "27(d)(2)";
    QTest::newRow("§27(f)(3) dealer 16: not complete, pending") << "10S 6H"
                                                                << "A"
                                                                << "pending"
                                                                << ""
                                                                << ""
                                                                << "27(f)(3)";
    QTest::newRow("§27(f)(3) one dealer card: pending") << "10S"
                                                        << "A"
                                                        << "pending"
                                                        << ""
                                                        << ""
                                                        << "27(f)(3)";
    QTest::newRow("§27(g) no such Paytable G: pending") << "10S 6H 10D"
                                                        << "G"
                                                        << "pending"
                                                        << ""
                                                        << ""
                                                        << "27(g)";
}

void TestBlackjackSideWagers24To31::buster() {
    QFETCH(QString, dealer);
    QFETCH(QString, table);
    QFETCH(QString, result);
    QFETCH(QString, hand);
    QFETCH(QString, payment);
    QFETCH(QString, section);

    checkAward(settleBusterBlackjack(cardsOf(dealer), tableLetter(table)), result, hand, payment,
               section);
}

void TestBlackjackSideWagers24To31::busterFreeBonus_data() {
    QTest::addColumn<QString>("player");
    QTest::addColumn<bool>("afterSplit");
    QTest::addColumn<qint64>("busterCents");
    QTest::addColumn<QString>("dealer");
    QTest::addColumn<int>("freeBonusTable");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("hand");
    QTest::addColumn<QString>("payment");
    QTest::addColumn<QString>("section");

    const QString seven = QStringLiteral("2S 2H 2D 2C 3S 3H 10D");
    const QString eight = QStringLiteral("2S 2H 2D 2C 2S 2H 3D 10C");
    const QString nine = QStringLiteral("2S 2H 2D 2C 2S 2H 2D AC 10S");
    QTest::newRow("§27(i) BJ-SETTLE-48 B1 seven cards $1,000")
        << "AS KH" << false << qint64(500) << seven << 1 << "wins"
        << "7"
        << "$1000"
        << "27(i)";
    QTest::newRow("§27(i) BJ-SETTLE-48 B1 eight cards $8,000")
        << "AS KH" << false << qint64(500) << eight << 1 << "wins"
        << "8 or more"
        << "$8000"
        << "27(i)";
    QTest::newRow("§27(i) B1 nine cards is 8 or more: $8,000")
        << "KH AS" << false << qint64(2500) << nine << 1 << "wins"
        << "8 or more"
        << "$8000"
        << "27(i)";
    QTest::newRow("§27(i) BJ-SETTLE-48 B3 seven cards $1,000")
        << "AS KH" << false << qint64(500) << seven << 3 << "wins"
        << "7"
        << "$1000"
        << "27(i)";
    QTest::newRow("§27(i) BJ-SETTLE-48 B3 eight cards $5,000")
        << "AS KH" << false << qint64(500) << eight << 3 << "wins"
        << "8 or more"
        << "$5000"
        << "27(i)";
    QTest::newRow("§27(h) Free Bonus not offered")
        << "AS KH" << false << qint64(500) << eight << 0 << "loses"
        << ""
        << ""
        << "27(h)";
    QTest::newRow("§27(h)(i) three-card 21 is no blackjack")
        << "7S 4H KD" << false << qint64(500) << eight << 1 << "loses"
        << ""
        << ""
        << "27(h)";
    QTest::newRow("§27(h)(i) §1 ace and king after a split is no blackjack")
        << "AS KH" << true << qint64(500) << eight << 1 << "loses"
        << ""
        << ""
        << "27(h)";
    QTest::newRow("§27(h)(ii) BJ-SETTLE-48 $4.99 Buster wager")
        << "AS KH" << false << qint64(499) << eight << 1 << "loses"
        << ""
        << ""
        << "27(h)";
    QTest::newRow("§27(h)(iii) dealer busts with six cards")
        << "AS KH" << false << qint64(500) << "2S 2H 2D 3C 5S 10H" << 1 << "loses"
        << ""
        << ""
        << "27(h)";
    QTest::newRow("§27(h)(iii) seven dealer cards without a bust")
        << "AS KH" << false << qint64(500) << "2S 2H 2D 2C 3S 3H 4D" << 1 << "loses"
        << ""
        << ""
        << "27(h)";
}

void TestBlackjackSideWagers24To31::busterFreeBonus() {
    QFETCH(QString, player);
    QFETCH(bool, afterSplit);
    QFETCH(qint64, busterCents);
    QFETCH(QString, dealer);
    QFETCH(int, freeBonusTable);
    QFETCH(QString, result);
    QFETCH(QString, hand);
    QFETCH(QString, payment);
    QFETCH(QString, section);

    checkAward(settleBusterFreeBonus(cardsOf(player), afterSplit, Money::cents(busterCents),
                                     cardsOf(dealer), freeBonusTable),
               result, hand, payment, section);
}

void TestBlackjackSideWagers24To31::busterDrawing_data() {
    QTest::addColumn<QString>("dealer");
    QTest::addColumn<bool>("literalDraws");
    QTest::addColumn<bool>("standsSoft17InPlay");
    QTest::addColumn<bool>("hitsSoft17InPlay");

    // literalDraws: §27(f)(3) as printed (BJ-DRAW-07). The other two are the
    // checklist's handling while blackjack wagers are still in play: the
    // table's §12(b) rule. With none in play, §27(f)(3) (the literal column).
    QTest::newRow("§27(f)(3) 16 draws") << "10S 6H" << true << true << true;
    QTest::newRow("§27(f)(3)(i) hard 17 stands") << "10S 7H" << false << false << false;
    QTest::newRow("§27(f)(3)(ii) soft 17 draws; §12(b)(1) stands")
        << "AS 6H" << true << false << true;
    QTest::newRow("§27(f)(3)(ii) three-card soft 17 draws") << "AS AD 5H" << true << false << true;
    QTest::newRow("§27(f)(3)(ii) soft 18 stands") << "AS 7H" << false << false << false;
    QTest::newRow("§27(f)(3)(i) A-6-10 is a hard 17: stands")
        << "AS 6H 10D" << false << false << false;
    QTest::newRow("§27(f)(3)(i) hard 21 stands") << "2S 3H 4D 5C 7S" << false << false << false;
    QTest::newRow("§27(f)(3)(iii) bust stops") << "10S 6H 9D" << false << false << false;
}

void TestBlackjackSideWagers24To31::busterDrawing() {
    QFETCH(QString, dealer);
    QFETCH(bool, literalDraws);
    QFETCH(bool, standsSoft17InPlay);
    QFETCH(bool, hitsSoft17InPlay);

    const std::vector<Card> cards = cardsOf(dealer);
    QCOMPARE(busterDealerMustDraw(cards), literalDraws);
    QCOMPARE(dealerDrawsWithBusterInPlay(cards, DealerSoft17::Stands, true), standsSoft17InPlay);
    QCOMPARE(dealerDrawsWithBusterInPlay(cards, DealerSoft17::Hits, true), hitsSoft17InPlay);
    QCOMPARE(dealerDrawsWithBusterInPlay(cards, DealerSoft17::Stands, false), literalDraws);
    QCOMPARE(dealerDrawsWithBusterInPlay(cards, DealerSoft17::Hits, false), literalDraws);
}

// ---------------------------------------------------------------- §28

void TestBlackjackSideWagers24To31::twentyOnePlusThree_data() {
    QTest::addColumn<QString>("player");
    QTest::addColumn<QString>("dealerUp");
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("hand");
    QTest::addColumn<QString>("payment");
    QTest::addColumn<QString>("section");

    for (const char *table : {"A", "B"}) {
        const bool a = QByteArray(table) == "A";
        QTest::addRow("§28(b)(1) BJ-SETTLE-51 %s straight flush A-2-3 of spades", table)
            << "AS 3S"
            << "2S" << table << "wins"
            << "Straight flush" << (a ? "9:1" : "30:1") << "28(b)(1)";
        QTest::addRow("§28(b)(2) BJ-SETTLE-51 %s three-of-a-kind", table)
            << "9S 9H"
            << "9D" << table << "wins"
            << "Three-of-a-kind" << (a ? "9:1" : "20:1") << "28(b)(2)";
        QTest::addRow("§28(b)(3) BJ-SETTLE-51 %s straight Q-K-A", table)
            << "KD AC"
            << "QH" << table << "wins"
            << "Straight" << (a ? "9:1" : "10:1") << "28(b)(3)";
        QTest::addRow("§28(b)(4) BJ-SETTLE-51 %s flush", table)
            << "2C 7C"
            << "KC" << table << "wins"
            << "Flush" << (a ? "9:1" : "5:1") << "28(b)(4)";
    }
    QTest::newRow("§28(b)(3) A-2-3 straight") << "AD 2C"
                                              << "3H"
                                              << "B"
                                              << "wins"
                                              << "Straight"
                                              << "10:1"
                                              << "28(b)(3)";
    QTest::newRow("§28(f) suited three of a kind pays three-of-a-kind, not flush")
        << "9S 9S"
        << "9S"
        << "B"
        << "wins"
        << "Three-of-a-kind"
        << "20:1"
        << "28(b)(2)";
    QTest::newRow("§28(f) straight flush pays once, as the straight flush") << "9C 10C"
                                                                            << "JC"
                                                                            << "B"
                                                                            << "wins"
                                                                            << "Straight flush"
                                                                            << "30:1"
                                                                            << "28(b)(1)";
    QTest::newRow("§28(b) BJ-SETTLE-49 K-A-2 is no straight: loses") << "KD AC"
                                                                     << "2H"
                                                                     << "A"
                                                                     << "loses"
                                                                     << ""
                                                                     << ""
                                                                     << "28(f)";
    QTest::newRow("§28(f) a pair loses") << "7C 7D"
                                         << "KC"
                                         << "A"
                                         << "loses"
                                         << ""
                                         << ""
                                         << "28(f)";
    QTest::newRow("§28(f) nothing loses") << "2C 7D"
                                          << "KC"
                                          << "B"
                                          << "loses"
                                          << ""
                                          << ""
                                          << "28(f)";
    QTest::newRow("§28(e) one card: pending") << "2C"
                                              << "KC"
                                              << "A"
                                              << "pending"
                                              << ""
                                              << ""
                                              << "28(e)";
    QTest::newRow("§28(f) no such Table C: pending") << "2C 7C"
                                                     << "KC"
                                                     << "C"
                                                     << "pending"
                                                     << ""
                                                     << ""
                                                     << "28(f)";
}

void TestBlackjackSideWagers24To31::twentyOnePlusThree() {
    QFETCH(QString, player);
    QFETCH(QString, dealerUp);
    QFETCH(QString, table);
    QFETCH(QString, result);
    QFETCH(QString, hand);
    QFETCH(QString, payment);
    QFETCH(QString, section);

    checkAward(settleTwentyOnePlusThree(cardsOf(player), cardOf(dealerUp), tableLetter(table)),
               result, hand, payment, section);
}

// ---------------------------------------------------------------- §29

void TestBlackjackSideWagers24To31::kingsBountyPlayer_data() {
    QTest::addColumn<QString>("player");
    QTest::addColumn<QString>("dealerUp");
    QTest::addColumn<QString>("dealerBlackjack");
    QTest::addColumn<int>("table");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("hand");
    QTest::addColumn<QString>("payment");
    QTest::addColumn<QString>("section");
    QTest::addColumn<bool>("endOfRound");

    for (const int table : {1, 2}) {
        const bool one = table == 1;
        QTest::addRow("§29(h) BJ-SETTLE-53 Table %d pair kings (spades) and dealer blackjack",
                      table)
            << "KS KS"
            << "AD"
            << "yes" << table << "wins"
            << "Pair Kings (Spades) and Dealer Blackjack"
            << "1000:1"
            << "29(h)" << true;
        QTest::addRow("§29(h) BJ-SETTLE-53 Table %d pair kings (spades), no dealer blackjack",
                      table)
            << "KS KS"
            << "AD"
            << "no" << table << "wins"
            << "Pair Kings (Spades)" << (one ? "100:1" : "200:1") << "29(h)" << true;
        QTest::addRow("§29(h) BJ-SETTLE-53 Table %d two suited kings of hearts", table)
            << "KH KH"
            << "5D"
            << "unknown" << table << "wins"
            << "2 Suited Kings" << (one ? "30:1" : "50:1") << "29(h)" << false;
        QTest::addRow("§29(h) BJ-SETTLE-53 Table %d two suited queens", table)
            << "QC QC"
            << "5D"
            << "unknown" << table << "wins"
            << "2 Suited Queens, Jacks or 10s" << (one ? "20:1" : "25:1") << "29(h)" << false;
        QTest::addRow("§29(h) BJ-SETTLE-53 Table %d two suited jacks", table)
            << "JD JD"
            << "5D"
            << "unknown" << table << "wins"
            << "2 Suited Queens, Jacks or 10s" << (one ? "20:1" : "25:1") << "29(h)" << false;
        QTest::addRow("§29(h) BJ-SETTLE-53 Table %d two suited 10s", table)
            << "10H 10H"
            << "5D"
            << "unknown" << table << "wins"
            << "2 Suited Queens, Jacks or 10s" << (one ? "20:1" : "25:1") << "29(h)" << false;
        QTest::addRow("§29(h) BJ-SETTLE-53 Table %d suited 20 K-Q of diamonds", table)
            << "KD QD"
            << "5D"
            << "unknown" << table << "wins"
            << "Suited 20"
            << "9:1"
            << "29(h)" << false;
        QTest::addRow("§29(h) BJ-SETTLE-53 Table %d two kings of different suits", table)
            << "KH KD"
            << "5D"
            << "unknown" << table << "wins"
            << "2 Kings"
            << "6:1"
            << "29(h)" << false;
        QTest::addRow("§29(h) BJ-SETTLE-53 Table %d unsuited 20", table)
            << "KH QD"
            << "5D"
            << "unknown" << table << "wins"
            << "Unsuited 20"
            << "4:1"
            << "29(h)" << false;
    }
    QTest::newRow("§29(e) ace and nine of one suit: suited 20") << "AS 9S"
                                                                << "5D"
                                                                << "unknown" << 1 << "wins"
                                                                << "Suited 20"
                                                                << "9:1"
                                                                << "29(h)" << false;
    QTest::newRow("§29(e) ace and nine: unsuited 20") << "AC 9H"
                                                      << "5D"
                                                      << "unknown" << 1 << "wins"
                                                      << "Unsuited 20"
                                                      << "4:1"
                                                      << "29(h)" << false;
    QTest::newRow("§29(h) two queens of different suits: unsuited 20") << "QC QD"
                                                                       << "5D"
                                                                       << "unknown" << 2 << "wins"
                                                                       << "Unsuited 20"
                                                                       << "4:1"
                                                                       << "29(h)" << false;
    QTest::newRow("§29(h) king of spades and king of hearts: 2 Kings") << "KS KH"
                                                                       << "AD"
                                                                       << "unknown" << 2 << "wins"
                                                                       << "2 Kings"
                                                                       << "6:1"
                                                                       << "29(h)" << false;
    QTest::newRow("§29(g)(1) kings of spades, dealer 5 up: no potential blackjack, paid")
        << "KS KS"
        << "5D"
        << "unknown" << 2 << "wins"
        << "Pair Kings (Spades)"
        << "200:1"
        << "29(h)" << false;
    QTest::newRow("§29(g)(2) BJ-SETTLE-52 kings of spades, dealer ace up: end of round")
        << "KS KS"
        << "AD"
        << "unknown" << 1 << "pending"
        << ""
        << ""
        << "29(g)(2)" << true;
    QTest::newRow("§29(g)(2) kings of spades, dealer 10 up: end of round")
        << "KS KS"
        << "10D"
        << "unknown" << 2 << "pending"
        << ""
        << ""
        << "29(g)(2)" << true;
    QTest::newRow("§29(e) 19 loses") << "KS 9S"
                                     << "5D"
                                     << "unknown" << 1 << "loses"
                                     << ""
                                     << ""
                                     << "29(e)" << false;
    QTest::newRow("§29(e) blackjack 21 loses") << "AS KS"
                                               << "5D"
                                               << "unknown" << 1 << "loses"
                                               << ""
                                               << ""
                                               << "29(e)" << false;
    QTest::newRow("§29(f) one card: pending") << "KS"
                                              << "5D"
                                              << "unknown" << 1 << "pending"
                                              << ""
                                              << ""
                                              << "29(f)" << false;
    QTest::newRow("§29(h) no such Table 3: pending") << "KH QD"
                                                     << "5D"
                                                     << "unknown" << 3 << "pending"
                                                     << ""
                                                     << ""
                                                     << "29(h)" << false;
}

void TestBlackjackSideWagers24To31::kingsBountyPlayer() {
    QFETCH(QString, player);
    QFETCH(QString, dealerUp);
    QFETCH(QString, dealerBlackjack);
    QFETCH(int, table);
    QFETCH(QString, result);
    QFETCH(QString, hand);
    QFETCH(QString, payment);
    QFETCH(QString, section);
    QFETCH(bool, endOfRound);

    checkAward(settleKingsBountyPlayer(cardsOf(player), cardOf(dealerUp),
                                       knownOrNot(dealerBlackjack), table),
               result, hand, payment, section);
    QCOMPARE(kingsBountySettledAtEndOfRound(cardsOf(player), cardOf(dealerUp)), endOfRound);
}

void TestBlackjackSideWagers24To31::kingsBountyDealer_data() {
    QTest::addColumn<QString>("dealer");
    QTest::addColumn<int>("table");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("hand");
    QTest::addColumn<QString>("payment");
    QTest::addColumn<QString>("section");

    for (const int table : {1, 2}) {
        const bool one = table == 1;
        QTest::addRow("§29(d) §29(h) Table %d dealer kings of spades: 20, never a blackjack", table)
            << "KS KS" << table << "wins"
            << "Pair Kings (Spades)" << (one ? "100:1" : "200:1") << "29(h)";
        QTest::addRow("§29(d) §29(h) Table %d dealer two suited kings", table)
            << "KC KC" << table << "wins"
            << "2 Suited Kings" << (one ? "30:1" : "50:1") << "29(h)";
        QTest::addRow("§29(d) §29(h) Table %d dealer two suited 10s", table)
            << "10C 10C" << table << "wins"
            << "2 Suited Queens, Jacks or 10s" << (one ? "20:1" : "25:1") << "29(h)";
        QTest::addRow("§29(d) §29(h) Table %d dealer suited 20", table)
            << "QD KD" << table << "wins"
            << "Suited 20"
            << "9:1"
            << "29(h)";
        QTest::addRow("§29(d) §29(h) Table %d dealer two kings", table)
            << "KC KD" << table << "wins"
            << "2 Kings"
            << "6:1"
            << "29(h)";
        QTest::addRow("§29(d) §29(h) Table %d dealer unsuited 20", table)
            << "QD 10S" << table << "wins"
            << "Unsuited 20"
            << "4:1"
            << "29(h)";
    }
    QTest::newRow("§29(e) dealer 19 loses") << "10D 9S" << 1 << "loses"
                                            << ""
                                            << ""
                                            << "29(e)";
    QTest::newRow("§29(e) dealer blackjack loses") << "AD KS" << 1 << "loses"
                                                   << ""
                                                   << ""
                                                   << "29(e)";
    QTest::newRow("§29(e) only the dealer's first two cards") << "5D 5S KD" << 1 << "loses"
                                                              << ""
                                                              << ""
                                                              << "29(e)";
    QTest::newRow("§29(d) one dealer card: pending") << "10D" << 1 << "pending"
                                                     << ""
                                                     << ""
                                                     << "29(d)";
    QTest::newRow("§29(h) no such Table 0: pending") << "QD 10S" << 0 << "pending"
                                                     << ""
                                                     << ""
                                                     << "29(h)";
}

void TestBlackjackSideWagers24To31::kingsBountyDealer() {
    QFETCH(QString, dealer);
    QFETCH(int, table);
    QFETCH(QString, result);
    QFETCH(QString, hand);
    QFETCH(QString, payment);
    QFETCH(QString, section);

    checkAward(settleKingsBountyDealer(cardsOf(dealer), table), result, hand, payment, section);
}

void TestBlackjackSideWagers24To31::kingsBountyLimits_data() {
    QTest::addColumn<qint64>("playerCents");
    QTest::addColumn<qint64>("dealerCents");
    QTest::addColumn<qint64>("maximumCents");
    QTest::addColumn<bool>("allowed");
    QTest::addColumn<qint64>("dealerMaximumCents");

    QTest::newRow("§29(d) BJ-WAGER-20 player $100 (max) + dealer $20 refused")
        << qint64(10000) << qint64(2000) << qint64(10000) << false << qint64(1000);
    QTest::newRow("§29(d) BJ-WAGER-20 player $100 (max) + dealer $10 allowed")
        << qint64(10000) << qint64(1000) << qint64(10000) << true << qint64(1000);
    QTest::newRow("§29(d) player $60 + dealer $40: combined at the max")
        << qint64(6000) << qint64(4000) << qint64(10000) << true << qint64(4000);
    QTest::newRow("§29(d) player $60 + dealer $41: over the max")
        << qint64(6000) << qint64(4100) << qint64(10000) << false << qint64(4000);
    QTest::newRow("§29(d) player $99 + dealer $2: over the max")
        << qint64(9900) << qint64(200) << qint64(10000) << false << qint64(100);
    QTest::newRow("§29(d) dealer only, $100")
        << qint64(0) << qint64(10000) << qint64(10000) << true << qint64(10000);
    QTest::newRow("§29(d) player $101 over the max")
        << qint64(10100) << qint64(0) << qint64(10000) << false << qint64(0);
    QTest::newRow("§29(d) 10% of $105.55 rounds down to $10.55")
        << qint64(10555) << qint64(1055) << qint64(10555) << true << qint64(1055);
    QTest::newRow("§29(d) $10.56 on the dealer is over 10% of $105.55")
        << qint64(10555) << qint64(1056) << qint64(10555) << false << qint64(1055);
    QTest::newRow("§29(d) a negative wager refused")
        << qint64(-100) << qint64(0) << qint64(10000) << false << qint64(10000);
}

void TestBlackjackSideWagers24To31::kingsBountyLimits() {
    QFETCH(qint64, playerCents);
    QFETCH(qint64, dealerCents);
    QFETCH(qint64, maximumCents);
    QFETCH(bool, allowed);
    QFETCH(qint64, dealerMaximumCents);

    QCOMPARE(kingsBountyWagersAllowed(Money::cents(playerCents), Money::cents(dealerCents),
                                      Money::cents(maximumCents)),
             allowed);
    QCOMPARE(kingsBountyDealerWagerMaximum(Money::cents(playerCents), Money::cents(maximumCents))
                 .inCents(),
             dealerMaximumCents);
}

// ---------------------------------------------------------------- §30

namespace {

// The §30 hands used for every paytable column.
struct TriLuxHand {
    const char *player;
    const char *dealerUp;
    const char *row;
};
constexpr TriLuxHand kTriLuxHands[] = {
    {"9C 10C", "JC", "Straight Flush"},
    {"9S 9H", "9D", "Three of a Kind"},
    {"9S 10H", "JD", "Straight"},
    {"2C 7C", "KC", "Flush"},
};

} // namespace

void TestBlackjackSideWagers24To31::triLux_data() {
    QTest::addColumn<QString>("player");
    QTest::addColumn<QString>("dealerUp");
    QTest::addColumn<int>("table");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("hand");
    QTest::addColumn<QString>("payment");
    QTest::addColumn<QString>("section");

    // §30 "Pays*" columns of Paytable 1-4, rows as printed.
    const char *const pays[4][4] = {
        {"8:1", "25:1", "25:1", "25:1"}, // Straight Flush
        {"8:1", "15:1", "15:1", "15:1"}, // Three of a Kind
        {"8:1", "8:1", "10:1", "10:1"},  // Straight
        {"8:1", "5:1", "5:1", "5:1"},    // Flush
    };
    for (int r = 0; r < 4; ++r) {
        for (int t = 0; t < 4; ++t) {
            QTest::addRow("§30(c) BJ-SETTLE-54 Paytable %d %s", t + 1, kTriLuxHands[r].row)
                << kTriLuxHands[r].player << kTriLuxHands[r].dealerUp << t + 1 << "wins"
                << kTriLuxHands[r].row << pays[r][t] << "30(c)";
        }
    }
    QTest::newRow("§30(c) a pair loses (no printed pair row)") << "7C 7D"
                                                               << "KC" << 2 << "loses"
                                                               << ""
                                                               << ""
                                                               << "30(c)";
    QTest::newRow("§30(c) nothing loses") << "2C 7D"
                                          << "KC" << 1 << "loses"
                                          << ""
                                          << ""
                                          << "30(c)";
    QTest::newRow("§30(c) K-A-2 is no straight") << "KD AC"
                                                 << "2H" << 1 << "loses"
                                                 << ""
                                                 << ""
                                                 << "30(c)";
    QTest::newRow("§30(c) one card: pending") << "2C"
                                              << "KC" << 1 << "pending"
                                              << ""
                                              << ""
                                              << "30(c)";
    QTest::newRow("§30 no such Paytable 5: pending") << "2C 7C"
                                                     << "KC" << 5 << "pending"
                                                     << ""
                                                     << ""
                                                     << "30(c)";
}

void TestBlackjackSideWagers24To31::triLux() {
    QFETCH(QString, player);
    QFETCH(QString, dealerUp);
    QFETCH(int, table);
    QFETCH(QString, result);
    QFETCH(QString, hand);
    QFETCH(QString, payment);
    QFETCH(QString, section);

    checkAward(settleTriLuxBonus(cardsOf(player), cardOf(dealerUp), table), result, hand, payment,
               section);
}

void TestBlackjackSideWagers24To31::luckyGeorge_data() {
    QTest::addColumn<QString>("player");
    QTest::addColumn<QString>("dealerUp");
    QTest::addColumn<int>("table");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("hand");
    QTest::addColumn<QString>("payment");
    QTest::addColumn<QString>("section");

    // §30 "LkyGrg**" columns, fixed dollars; "NA" is no pay.
    const char *pays[4][4] = {
        {"$1", "$10", "$10", "$10"}, // Straight Flush
        {"$1", "$5", "$5", "$5"},    // Three of a Kind
        {"$1", "$2", "$2", "$2"},    // Straight
        {"$1", "$1", "NA", "$1"},    // Flush
    };
    for (int r = 0; r < 4; ++r) {
        for (int t = 0; t < 4; ++t) {
            const bool na = QByteArray(pays[r][t]) == "NA";
            QTest::addRow("§30 BJ-SETTLE-54 Lucky George Paytable %d %s %s", t + 1,
                          kTriLuxHands[r].row, pays[r][t])
                << kTriLuxHands[r].player << kTriLuxHands[r].dealerUp << t + 1
                << (na ? "loses" : "wins") << (na ? "" : kTriLuxHands[r].row)
                << (na ? "" : pays[r][t]) << "30(c)";
        }
    }
    QTest::newRow("§30 Lucky George: a pair pays nothing") << "7C 7D"
                                                           << "KC" << 2 << "loses"
                                                           << ""
                                                           << ""
                                                           << "30(c)";
}

void TestBlackjackSideWagers24To31::luckyGeorge() {
    QFETCH(QString, player);
    QFETCH(QString, dealerUp);
    QFETCH(int, table);
    QFETCH(QString, result);
    QFETCH(QString, hand);
    QFETCH(QString, payment);
    QFETCH(QString, section);

    checkAward(settleLuckyGeorge(cardsOf(player), cardOf(dealerUp), table), result, hand, payment,
               section);
}

void TestBlackjackSideWagers24To31::super3_data() {
    QTest::addColumn<QString>("player");
    QTest::addColumn<QString>("dealerUp");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("hand");
    QTest::addColumn<QString>("payment");

    QTest::newRow("§30(b) SUP-01 three of a kind (suited) 270:1") << "9S 9S"
                                                                  << "9S"
                                                                  << "wins"
                                                                  << "Three of a Kind (Suited)"
                                                                  << "270:1";
    QTest::newRow("§30(b) SUP-01 straight flush 180:1") << "9C 10C"
                                                        << "JC"
                                                        << "wins"
                                                        << "Straight Flush"
                                                        << "180:1";
    QTest::newRow("§30(b) SUP-01 A-2-3 straight flush 180:1") << "2D AD"
                                                              << "3D"
                                                              << "wins"
                                                              << "Straight Flush"
                                                              << "180:1";
    QTest::newRow("§30(b) SUP-01 three of a kind 90:1") << "9S 9H"
                                                        << "9D"
                                                        << "wins"
                                                        << "Three of a Kind"
                                                        << "90:1";
    QTest::newRow("§30(b) SUP-01 two suited and one not: three of a kind 90:1") << "9S 9S"
                                                                                << "9D"
                                                                                << "wins"
                                                                                << "Three of a Kind"
                                                                                << "90:1";
    QTest::newRow("§30(b) SUP-01 straight loses") << "9S 10H"
                                                  << "JD"
                                                  << "loses"
                                                  << ""
                                                  << "";
    QTest::newRow("§30(b) SUP-01 flush loses") << "2C 7C"
                                               << "KC"
                                               << "loses"
                                               << ""
                                               << "";
    QTest::newRow("§30(b) SUP-01 pair loses") << "7C 7D"
                                              << "KC"
                                              << "loses"
                                              << ""
                                              << "";
}

void TestBlackjackSideWagers24To31::super3() {
    QFETCH(QString, player);
    QFETCH(QString, dealerUp);
    QFETCH(QString, result);
    QFETCH(QString, hand);
    QFETCH(QString, payment);

    checkAward(settleTriLuxSuper3(cardsOf(player), cardOf(dealerUp)), result, hand, payment,
               QStringLiteral("30(b)"));
}

void TestBlackjackSideWagers24To31::triLuxConfiguration() {
    // BJ-CONF-22 §30(a): two, four, five, six or eight decks; Paytable 1-3
    // "1D-8D", Paytable 4 "1D,2D,6D,8D".
    for (int table = 1; table <= 3; ++table) {
        for (int decks = 1; decks <= 8; ++decks) {
            const bool allowed = decks == 2 || decks == 4 || decks == 5 || decks == 6 || decks == 8;
            QCOMPARE(triLuxBonusAllowsDecks(table, decks), allowed);
        }
    }
    for (int decks = 1; decks <= 8; ++decks) {
        QCOMPARE(triLuxBonusAllowsDecks(4, decks), decks == 2 || decks == 6 || decks == 8);
        QCOMPARE(triLuxBonusAllowsDecks(5, decks), false);
        // §30(b), SUP-01 "4D - 8D": four, five, six or eight decks.
        const bool super3 = decks == 4 || decks == 5 || decks == 6 || decks == 8;
        QCOMPARE(triLuxSuper3AllowsDecks(decks), super3);
        // §30(b): only for a player who placed the TriLux Bonus bet.
        QCOMPARE(triLuxSuper3WagerAllowed(true, decks), super3);
        QCOMPARE(triLuxSuper3WagerAllowed(false, decks), false);
    }
    // §30(c): one dealer card face up and one face down - the §6(j) procedure.
    QVERIFY(triLuxAllowsHoleCard(HoleCard::FaceDown));
    QVERIFY(triLuxAllowsHoleCard(HoleCard::FaceDownWithCardReader));
    QVERIFY(!triLuxAllowsHoleCard(HoleCard::SecondCardAfterPlayers));
    QVERIFY(!triLuxAllowsHoleCard(HoleCard::FaceUp));
}

// ---------------------------------------------------------------- §31

void TestBlackjackSideWagers24To31::blazing7s_data() {
    QTest::addColumn<QString>("player");
    QTest::addColumn<QString>("dealerUp");
    QTest::addColumn<int>("table");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("hand");
    QTest::addColumn<QString>("payment");
    QTest::addColumn<QString>("section");

    // Left sample table (1); "X for 1" is to 1.
    QTest::newRow("§31(d) BJ-SETTLE-55 table 1 3 suited 7's 100% of the meter")
        << "7D 7D"
        << "7D" << 1 << "wins"
        << "3 suited 7's"
        << "1/1"
        << "31(d)";
    QTest::newRow("§31(d) table 1 3 same color 7's 10% of the meter") << "7H 7D"
                                                                      << "7H" << 1 << "wins"
                                                                      << "3 same color 7's"
                                                                      << "1/10"
                                                                      << "31(d)";
    QTest::newRow("§31(d) table 1 three black 7's 10% of the meter") << "7S 7C"
                                                                     << "7C" << 1 << "wins"
                                                                     << "3 same color 7's"
                                                                     << "1/10"
                                                                     << "31(d)";
    QTest::newRow("§31(d) table 1 Three 7's 200 for 1 = 199:1") << "7S 7D"
                                                                << "7H" << 1 << "wins"
                                                                << "Three 7's"
                                                                << "199:1"
                                                                << "31(d)";
    QTest::newRow("§31(d) §31(i)a table 1 two 7's, dealer king: 25 for 1 = 24:1")
        << "7S 7D"
        << "KH" << 1 << "wins"
        << "First two Cards – 7's"
        << "24:1"
        << "31(d)";
    QTest::newRow("§31(d) table 1 one 7: 2 for 1 = 1:1") << "7S KD"
                                                         << "2H" << 1 << "wins"
                                                         << "First two cards – one 7"
                                                         << "1:1"
                                                         << "31(d)";
    QTest::newRow("§31(i) table 1 one 7 and a dealer 7 is still one 7") << "KD 7S"
                                                                        << "7S" << 1 << "wins"
                                                                        << "First two cards – one 7"
                                                                        << "1:1"
                                                                        << "31(d)";
    // Right sample table (2).
    QTest::newRow("§31(d) table 2 3 7's of diamonds 100% of the meter") << "7D 7D"
                                                                        << "7D" << 2 << "wins"
                                                                        << "3 7's – Diamonds"
                                                                        << "1/1"
                                                                        << "31(d)";
    QTest::newRow("§31(d) table 2 3 7's of spades: Other, 10% of the meter") << "7S 7S"
                                                                             << "7S" << 2 << "wins"
                                                                             << "3 7's – Other"
                                                                             << "1/10"
                                                                             << "31(d)";
    QTest::newRow("§31(d) table 2 3 7's of hearts: Other, 10% of the meter") << "7H 7H"
                                                                             << "7H" << 2 << "wins"
                                                                             << "3 7's – Other"
                                                                             << "1/10"
                                                                             << "31(d)";
    QTest::newRow("§31(d) table 2 3 red 7's: Same Color 500 for 1 = 499:1") << "7H 7D"
                                                                            << "7D" << 2 << "wins"
                                                                            << "3 7's – Same Color"
                                                                            << "499:1"
                                                                            << "31(d)";
    QTest::newRow("§31(d) table 2 3 black 7's: Same Color 499:1") << "7S 7C"
                                                                  << "7S" << 2 << "wins"
                                                                  << "3 7's – Same Color"
                                                                  << "499:1"
                                                                  << "31(d)";
    QTest::newRow("§31(d) table 2 3 7's mixed colours 200 for 1 = 199:1") << "7S 7D"
                                                                          << "7H" << 2 << "wins"
                                                                          << "3 7's"
                                                                          << "199:1"
                                                                          << "31(d)";
    QTest::newRow("§31(d) table 2 first two cards 7's 24:1") << "7S 7D"
                                                             << "KH" << 2 << "wins"
                                                             << "First two cards – 7's"
                                                             << "24:1"
                                                             << "31(d)";
    QTest::newRow("§31(d) table 2 first two cards one 7 1:1") << "KD 7S"
                                                              << "2H" << 2 << "wins"
                                                              << "First two cards – one 7"
                                                              << "1:1"
                                                              << "31(d)";
    QTest::newRow("§31(c) no 7: loses") << "KD 8S"
                                        << "KH" << 1 << "loses"
                                        << ""
                                        << ""
                                        << "31(c)";
    QTest::newRow("§31(c) no 7 in the player's cards, dealer 7: loses") << "KD 8S"
                                                                        << "7H" << 2 << "loses"
                                                                        << ""
                                                                        << ""
                                                                        << "31(c)";
    QTest::newRow("§31(c) a 7 drawn third does not count") << "KD 2S 7D"
                                                           << "7H" << 1 << "loses"
                                                           << ""
                                                           << ""
                                                           << "31(c)";
    QTest::newRow("§31(c) one card: pending") << "7D"
                                              << "7H" << 1 << "pending"
                                              << ""
                                              << ""
                                              << "31(c)";
    QTest::newRow("§31(d) no such table 3: pending") << "7D 7S"
                                                     << "7H" << 3 << "pending"
                                                     << ""
                                                     << ""
                                                     << "31(d)";
}

void TestBlackjackSideWagers24To31::blazing7s() {
    QFETCH(QString, player);
    QFETCH(QString, dealerUp);
    QFETCH(int, table);
    QFETCH(QString, result);
    QFETCH(QString, hand);
    QFETCH(QString, payment);
    QFETCH(QString, section);

    checkAward(settleBlazing7s(cardsOf(player), cardOf(dealerUp), table), result, hand, payment,
               section);
}

void TestBlackjackSideWagers24To31::blazing7sPrintedFigures() {
    // §31(d): "House Advantage 24.78%" / "23.59%", "Hit Frequency 14.82%".
    const auto left = dt::blackjack::blazing7sPrintedFigures(1);
    const auto right = dt::blackjack::blazing7sPrintedFigures(2);
    QVERIFY(left && right);
    QCOMPARE(left->houseAdvantageHundredthsPercent, 2478);
    QCOMPARE(right->houseAdvantageHundredthsPercent, 2359);
    QCOMPARE(left->hitFrequencyHundredthsPercent, 1482);
    QCOMPARE(right->hitFrequencyHundredthsPercent, 1482);
    QVERIFY(!dt::blackjack::blazing7sPrintedFigures(3));

    // An analyzer's check, done independently here: with six decks (312
    // cards, 24 sevens) the chance of at least one 7 in two cards is
    // 1 - (288 * 287) / (312 * 311) = 14376 / 97032 = 14.8157...%, which
    // the text prints rounded as 14.82%.
    const std::int64_t all = 312 * 311;
    const std::int64_t noSeven = 288 * 287;
    const std::int64_t hundredths = (20000 * (all - noSeven) + all) / (2 * all);
    QCOMPARE(hundredths, std::int64_t{left->hitFrequencyHundredthsPercent});
}

// ---------------------------------------------------------------- examples

// The checklist's worked examples, paid with winnings() on the wager.
void TestBlackjackSideWagers24To31::checklistExamples() {
    const auto paid = [](const SideWagerAward &award, std::int64_t wagerDollars,
                         std::int64_t meterDollars = 0) {
        return winnings(award, Money::dollars(wagerDollars), Money::dollars(meterDollars));
    };
    const Card five = cardOf(QStringLiteral("5C"));
    // BJ-SETTLE-38: Paytable B, $5 each: K♦K♦ $125, K♦J♦ $50, A♣9♥ $20.
    QCOMPARE(paid(settleTwentyPointBonus(cardsOf("KD KD"), five, std::nullopt, 'B'), 5),
             Money::dollars(125));
    QCOMPARE(paid(settleTwentyPointBonus(cardsOf("KD JD"), five, std::nullopt, 'B'), 5),
             Money::dollars(50));
    QCOMPARE(paid(settleTwentyPointBonus(cardsOf("AC 9H"), five, std::nullopt, 'B'), 5),
             Money::dollars(20));
    // BJ-SETTLE-37: no reader, dealer ace up, Q♥Q♥ $5, Paytable A: 1000:1
    // with a dealer blackjack, else 125:1.
    const Card ace = cardOf(QStringLiteral("AS"));
    QCOMPARE(paid(settleTwentyPointBonus(cardsOf("QH QH"), ace, true, 'A'), 5),
             Money::dollars(5000));
    QCOMPARE(paid(settleTwentyPointBonus(cardsOf("QH QH"), ace, false, 'A'), 5),
             Money::dollars(625));
    // BJ-SETTLE-42: dealer 8♥8♦ draws 8♥, $2: $100.
    QCOMPARE(paid(settleOptionalBonus(cardsOf("8H 8D 8H")), 2), Money::dollars(100));
    // BJ-SETTLE-45: Table C, dealer 5, $5: 4-6 $50; 4-8 $15.
    QCOMPARE(paid(settleInBetween(cardsOf("4S 6H"), cardOf("5D"), 'C'), 5), Money::dollars(50));
    QCOMPARE(paid(settleInBetween(cardsOf("4S 8H"), cardOf("5D"), 'C'), 5), Money::dollars(15));
    // BJ-SETTLE-47: Paytable F, five-card bust, $5: $40.
    QCOMPARE(paid(settleBusterBlackjack(cardsOf("2S 2H 3D 5C 10S"), 'F'), 5), Money::dollars(40));
    // BJ-SETTLE-48: B1, player blackjack, $5 Buster, dealer busts with 7
    // cards: $250 + $1,000.
    const std::vector<Card> sevenCardBust = cardsOf("2S 2H 2D 2C 3S 3H 10D");
    QCOMPARE(paid(settleBusterBlackjack(sevenCardBust, 'A'), 5), Money::dollars(250));
    QCOMPARE(
        paid(settleBusterFreeBonus(cardsOf("AS KH"), false, Money::dollars(5), sevenCardBust, 1),
             5),
        Money::dollars(1000));
    // BJ-SETTLE-51: Table B, $5 straight flush: $150.
    QCOMPARE(paid(settleTwentyOnePlusThree(cardsOf("AS 3S"), cardOf("2S"), 'B'), 5),
             Money::dollars(150));
    // BJ-SETTLE-53: Table 2, $5 on Q♣Q♣ $125; $5 on K♥K♦ $30.
    QCOMPARE(paid(settleKingsBountyPlayer(cardsOf("QC QC"), five, std::nullopt, 2), 5),
             Money::dollars(125));
    QCOMPARE(paid(settleKingsBountyPlayer(cardsOf("KH KD"), five, std::nullopt, 2), 5),
             Money::dollars(30));
    // BJ-SETTLE-54: Paytable 2, $5, 9♣10♣ and J♣: $125, Lucky George $10.
    QCOMPARE(paid(settleTriLuxBonus(cardsOf("9C 10C"), cardOf("JC"), 2), 5), Money::dollars(125));
    QCOMPARE(paid(settleLuckyGeorge(cardsOf("9C 10C"), cardOf("JC"), 2), 5), Money::dollars(10));
    // BJ-SETTLE-55: table 1, 7♦7♦ and 7♦: the whole meter ($12,345.67 here),
    // not the two-7's pay; 10% rounds down to the cent.
    const SideWagerAward suited = settleBlazing7s(cardsOf("7D 7D"), cardOf("7D"), 1);
    QCOMPARE(winnings(suited, Money::dollars(5), Money::cents(1234567)), Money::cents(1234567));
    const SideWagerAward sameColor = settleBlazing7s(cardsOf("7H 7D"), cardOf("7H"), 1);
    QCOMPARE(winnings(sameColor, Money::dollars(5), Money::cents(1234567)), Money::cents(123456));
    // §31(d) 200 for 1 returns $1,000 on $5 in all: $995 won plus the $5.
    QCOMPARE(paid(settleBlazing7s(cardsOf("7S 7D"), cardOf("7H"), 1), 5) + Money::dollars(5),
             Money::dollars(1000));
}

QTEST_APPLESS_MAIN(TestBlackjackSideWagers24To31)
#include "tst_blackjack_side_wagers_24_31.moc"
