#pragma once

// Shared helpers of the side-wager tests: reading pay-table entries as the
// regulations print them ("2.5 to 1", "$2,500.00") and checking a
// SideWagerAward. Header only, Qt Core and Qt Test only.

#include "core_test_support.h"

#include <QString>
#include <QStringList>
#include <QTest>
#include <core/games/blackjack/side_wager_award.h>
#include <core/money.h>
#include <optional>

namespace dttest {

inline dt::blackjack::SideWagerAward::Result resultOf(const QString &text) {
    using Result = dt::blackjack::SideWagerAward::Result;
    if (text == QStringLiteral("wins")) {
        return Result::Wins;
    }
    if (text == QStringLiteral("pending")) {
        return Result::Pending;
    }
    if (text == QStringLiteral("push")) {
        return Result::Push;
    }
    if (text != QStringLiteral("loses")) {
        QTest::qFail(qPrintable(QStringLiteral("bad result ") + text), __FILE__, __LINE__);
    }
    return Result::Loses;
}

// "50 to 1", "2.5 to 1", "5,000 to 1" as printed: the winnings on a wager of
// `wagerCents` (an even number of cents, so "2.5 to 1" stays exact).
inline qint64 printedOddsWinnings(QString printed, qint64 wagerCents) {
    printed.remove(QLatin1Char(','));
    const QStringList parts = printed.split(QStringLiteral(" to "));
    if (parts.size() != 2 || parts[1] != QStringLiteral("1")) {
        QTest::qFail(qPrintable(QStringLiteral("bad odds ") + printed), __FILE__, __LINE__);
        return -1;
    }
    const QStringList whole = parts[0].split(QLatin1Char('.'));
    qint64 tenths = whole[0].toLongLong() * 10;
    if (whole.size() == 2) {
        tenths += whole[1].toLongLong();
    }
    return wagerCents * tenths / 10;
}

// "$2,500.00" or "$25" as printed, in cents.
inline qint64 printedDollars(QString printed) {
    printed.remove(QLatin1Char('$')).remove(QLatin1Char(','));
    const std::optional<dt::Money> amount = dt::Money::parse(printed.toStdString());
    if (!amount) {
        QTest::qFail(qPrintable(QStringLiteral("bad amount ") + printed), __FILE__, __LINE__);
        return -1;
    }
    return amount->inCents();
}

} // namespace dttest

// Checks result, pay-table row (when `handText` is not empty), winnings and
// that the award cites `sectionText` of `regulationValue`.
#define DT_CHECK_CITED_AWARD(awardExpr, resultText, handText, wagerCents, meterCents,              \
                             winningsCents, regulationValue, sectionText)                          \
    do {                                                                                           \
        const dt::blackjack::SideWagerAward checkedAward = (awardExpr);                            \
        QCOMPARE(int(checkedAward.result), int(dttest::resultOf(resultText)));                     \
        if (!QString(handText).isEmpty()) {                                                        \
            QCOMPARE(dttest::qs(checkedAward.hand), QString(handText));                            \
        }                                                                                          \
        QVERIFY(!checkedAward.hand.empty());                                                       \
        QCOMPARE(dt::blackjack::winnings(checkedAward, dt::Money::cents(wagerCents),               \
                                         dt::Money::cents(meterCents))                             \
                     .inCents(),                                                                   \
                 qint64(winningsCents));                                                           \
        QCOMPARE(checkedAward.rule.regulation, regulationValue);                                   \
        QCOMPARE(dttest::qs(checkedAward.rule.section), QString(sectionText));                     \
    } while (false)

// The same for a section of Blackjack (regulations/000).
#define DT_CHECK_AWARD(awardExpr, resultText, handText, wagerCents, meterCents, winningsCents,     \
                       sectionText)                                                                \
    DT_CHECK_CITED_AWARD(awardExpr, resultText, handText, wagerCents, meterCents, winningsCents,   \
                         dt::Regulation::Blackjack, sectionText)
