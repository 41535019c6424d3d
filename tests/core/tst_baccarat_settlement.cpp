// What the dealer pays or collects on every baccarat wager (Baccarat §8(a),
// §9(e), §13; Midi Baccarat §7(a), §8(c)(3), §12), the vigorish and its
// ledger per seat (§13(c)-(d)). Expected amounts are typed from the text's
// pay tables; each row names the checklist id.

#include "core_test_support.h"

#include <QString>
#include <QTest>
#include <core/games/baccarat/coup.h>
#include <core/games/baccarat/settlement.h>
#include <core/games/baccarat/vigorish_ledger.h>
#include <core/money.h>

using namespace dt;
using namespace dt::baccarat;

using dttest::cardsOf;
using dttest::qs;

namespace {

// "baccarat" or "midi", then options joined by '+': "ez", "A"/"B"/"C"
// (Dragon Bonus table), "hm" (House Money), "tie9" (Tie at 9 to 1), "exactvig"
// (no rounding to 25 cents), "marked" (§13(d)(2)).
TableRules rulesOf(const QString &text) {
    const QStringList options = text.split(QLatin1Char('+'), Qt::SkipEmptyParts);
    TableRules rules =
        options.value(0) == QStringLiteral("midi") ? midiBaccaratRules() : TableRules{};
    for (const QString &option : options.mid(1)) {
        if (option == QStringLiteral("ez")) {
            rules = withEzBaccarat(rules);
        } else if (option == QStringLiteral("A")) {
            rules.dragonBonus = DragonBonusTable::A;
        } else if (option == QStringLiteral("B")) {
            rules.dragonBonus = DragonBonusTable::B;
        } else if (option == QStringLiteral("C")) {
            rules.dragonBonus = DragonBonusTable::C;
        } else if (option == QStringLiteral("hm")) {
            rules.houseMoney = true;
        } else if (option == QStringLiteral("tie9")) {
            rules.tieOdds = Odds{9, 1};
        } else if (option == QStringLiteral("exactvig")) {
            rules.vigorishRoundedUpTo25Cents = false;
        } else if (option == QStringLiteral("marked")) {
            rules.vigorish = VigorishCollection::Marked;
        } else {
            QTest::qFail(qPrintable(QStringLiteral("bad option ") + option), __FILE__, __LINE__);
        }
    }
    return rules;
}

Wager wagerOf(const QString &text) {
    for (const Wager wager : allWagers()) {
        if (qs(key(wager)) == text) {
            return wager;
        }
    }
    QTest::qFail(qPrintable(QStringLiteral("bad wager ") + text), __FILE__, __LINE__);
    return Wager::Player;
}

Decision decisionOf(const QString &text) {
    return text == QStringLiteral("win")    ? Decision::Win
           : text == QStringLiteral("push") ? Decision::Push
                                            : Decision::Lose;
}

Money money(const char *text) {
    return *Money::parse(text);
}

} // namespace

class TestBaccaratSettlement : public QObject {
    Q_OBJECT

private slots:
    void wagers_data();
    void wagers();
    void vigorish_data();
    void vigorish();
    void offeredWagers();
    void vigorishCollectedAtPayout();
    void vigorishMarkedAndCollectedLater();
    void ezTableOwesNoVigorish();
    void houseMoneyRide_data();
    void houseMoneyRide();
};

void TestBaccaratSettlement::wagers_data() {
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("player");
    QTest::addColumn<QString>("banker");
    QTest::addColumn<QString>("wager");
    QTest::addColumn<QString>("amount");
    QTest::addColumn<QString>("decision");
    QTest::addColumn<QString>("winnings");
    QTest::addColumn<QString>("vigorish");
    QTest::addColumn<QString>("citation");

    // §8(a)(1)-(3), §13(a)-(c).
    QTest::newRow("BA-SETTLE-09 $30 Banker win: $30 and $1.50 vigorish") << "baccarat"
                                                                         << "2S 4H"
                                                                         << "3D 4C"
                                                                         << "banker"
                                                                         << "30"
                                                                         << "win"
                                                                         << "30"
                                                                         << "1.50"
                                                                         << "Baccarat 8(a)(1)(i)";
    QTest::newRow("BA-SETTLE-09 $7 Banker win: $0.35 rounds up to $0.50") << "baccarat"
                                                                          << "2S 4H"
                                                                          << "3D 4C"
                                                                          << "banker"
                                                                          << "7"
                                                                          << "win"
                                                                          << "7"
                                                                          << "0.50"
                                                                          << "Baccarat 8(a)(1)(i)";
    QTest::newRow("BA-SETTLE-09 $10 Tie at 8 to 1: $80") << "baccarat"
                                                         << "2S 4H"
                                                         << "3D 3C"
                                                         << "tie"
                                                         << "10"
                                                         << "win"
                                                         << "80"
                                                         << "0"
                                                         << "Baccarat 8(a)(3)(i)";
    QTest::newRow("BA-SETTLE-09 $10 Tie at 9 to 1: $90") << "baccarat+tie9"
                                                         << "2S 4H"
                                                         << "3D 3C"
                                                         << "tie"
                                                         << "10"
                                                         << "win"
                                                         << "90"
                                                         << "0"
                                                         << "Baccarat 8(a)(3)(i)";
    QTest::newRow("BA-SETTLE-09 $25 Player win 1 to 1") << "baccarat"
                                                        << "3S 4H"
                                                        << "3D 3C"
                                                        << "player"
                                                        << "25"
                                                        << "win"
                                                        << "25"
                                                        << "0"
                                                        << "Baccarat 8(a)(2)(i)";
    QTest::newRow("BA-SETTLE-01 Banker loses to a higher Player") << "baccarat"
                                                                  << "3S 4H"
                                                                  << "3D 3C"
                                                                  << "banker"
                                                                  << "25"
                                                                  << "lose"
                                                                  << "0"
                                                                  << "0"
                                                                  << "Baccarat 8(a)(1)(ii)";
    QTest::newRow("BA-SETTLE-01 Banker pushes a tie") << "baccarat"
                                                      << "3S 3H"
                                                      << "3D 3C"
                                                      << "banker"
                                                      << "25"
                                                      << "push"
                                                      << "0"
                                                      << "0"
                                                      << "Baccarat 8(a)(1)(iii)";
    QTest::newRow("BA-SETTLE-02 $20 Player pushes 6 to 6") << "baccarat"
                                                           << "3S 3H"
                                                           << "3D 3C"
                                                           << "player"
                                                           << "20"
                                                           << "push"
                                                           << "0"
                                                           << "0"
                                                           << "Baccarat 8(a)(2)(iii)";
    QTest::newRow("BA-SETTLE-03 $10 Tie loses 9 to 8") << "baccarat"
                                                       << "9S KH"
                                                       << "8D KC"
                                                       << "tie"
                                                       << "10"
                                                       << "lose"
                                                       << "0"
                                                       << "0"
                                                       << "Baccarat 8(a)(3)(ii)";

    // EZ Baccarat: §8(a)(1)(iii) Dragon 7 pushes the Banker, §13(c) no vigorish.
    QTest::newRow("BA-SETTLE-01 EZ Dragon 7 (three-card 7 vs 6) pushes the Banker")
        << "baccarat+ez"
        << "3S 3H"
        << "KD 2C 5H"
        << "banker"
        << "100"
        << "push"
        << "0"
        << "0"
        << "Baccarat 8(a)(1)(iii)";
    QTest::newRow("BA-SETTLE-01 no EZ: the same Dragon 7 wins with vigorish")
        << "baccarat"
        << "3S 3H"
        << "KD 2C 5H"
        << "banker"
        << "100"
        << "win"
        << "100"
        << "5"
        << "Baccarat 8(a)(1)(i)";
    QTest::newRow("BA-CONF-08 EZ $100 Banker wins 6 over 5: no vigorish") << "baccarat+ez"
                                                                          << "2S 3H KS"
                                                                          << "3D 3C"
                                                                          << "banker"
                                                                          << "100"
                                                                          << "win"
                                                                          << "100"
                                                                          << "0"
                                                                          << "Baccarat 8(a)(1)(i)";
    QTest::newRow("BA-SETTLE-02 EZ Dragon 7 loses the Player") << "baccarat+ez"
                                                               << "3S 3H"
                                                               << "KD 2C 5H"
                                                               << "player"
                                                               << "10"
                                                               << "lose"
                                                               << "0"
                                                               << "0"
                                                               << "Baccarat 8(a)(2)(ii)";
    QTest::newRow("BA-SETTLE-02 EZ Panda 8 wins the Player") << "baccarat+ez"
                                                             << "2S 3H 3D"
                                                             << "4C 3S"
                                                             << "player"
                                                             << "10"
                                                             << "win"
                                                             << "10"
                                                             << "0"
                                                             << "Baccarat 8(a)(2)(i)";
    QTest::newRow("BA-SETTLE-12 $5 Dragon 7 at 40 to 1: $200") << "baccarat+ez"
                                                               << "3S 3H"
                                                               << "KD 2C 5H"
                                                               << "dragon7"
                                                               << "5"
                                                               << "win"
                                                               << "200"
                                                               << "0"
                                                               << "Baccarat 8(a)(5)(i)";
    QTest::newRow("BA-SETTLE-05 Dragon 7: a two-card 7 loses") << "baccarat+ez"
                                                               << "3S 3H"
                                                               << "3D 4C"
                                                               << "dragon7"
                                                               << "5"
                                                               << "lose"
                                                               << "0"
                                                               << "0"
                                                               << "Baccarat 8(a)(5)(ii)";
    QTest::newRow("BA-SETTLE-05 Dragon 7: a three-card 7 against a 7 loses")
        << "baccarat+ez"
        << "3S 4H"
        << "KD 2C 5H"
        << "dragon7"
        << "5"
        << "lose"
        << "0"
        << "0"
        << "Baccarat 8(a)(5)(ii)";
    QTest::newRow("BA-SETTLE-12 $5 Panda 8 at 25 to 1: $125") << "baccarat+ez"
                                                              << "2S 3H 3D"
                                                              << "4C 3S"
                                                              << "panda8"
                                                              << "5"
                                                              << "win"
                                                              << "125"
                                                              << "0"
                                                              << "Baccarat 8(a)(6)(i)";
    QTest::newRow("BA-SETTLE-05 Panda 8: a three-card 8 tying 8 loses") << "baccarat+ez"
                                                                        << "2S 3H 3D"
                                                                        << "KC 3S 5H"
                                                                        << "panda8"
                                                                        << "5"
                                                                        << "lose"
                                                                        << "0"
                                                                        << "0"
                                                                        << "Baccarat 8(a)(6)(ii)";

    // Dragon Bonus §8(a)(4), §13(e) (tables A, B, C).
    QTest::newRow("BA-SETTLE-11 table B $10 Player 3-card 9 vs 2: win by 7, $70")
        << "baccarat+B"
        << "2S 3H 4D"
        << "KC 2S 10H"
        << "dragonBonusPlayer"
        << "10"
        << "win"
        << "70"
        << "0"
        << "Baccarat 8(a)(4)(i)(C)";
    QTest::newRow("BA-SETTLE-11 table A win by 7: 6 to 1") << "baccarat+A"
                                                           << "2S 3H 4D"
                                                           << "KC 2S 10H"
                                                           << "dragonBonusPlayer"
                                                           << "10"
                                                           << "win"
                                                           << "60"
                                                           << "0"
                                                           << "Baccarat 8(a)(4)(i)(C)";
    QTest::newRow("BA-SETTLE-11 table C win by 7: 4 to 1") << "baccarat+C"
                                                           << "2S 3H 4D"
                                                           << "KC 2S 10H"
                                                           << "dragonBonusPlayer"
                                                           << "10"
                                                           << "win"
                                                           << "40"
                                                           << "0"
                                                           << "Baccarat 8(a)(4)(i)(C)";
    QTest::newRow("BA-SETTLE-11 table A win by 9: 30 to 1") << "baccarat+A"
                                                            << "2S 3H 4D"
                                                            << "KC 10S QH"
                                                            << "dragonBonusPlayer"
                                                            << "10"
                                                            << "win"
                                                            << "300"
                                                            << "0"
                                                            << "Baccarat 8(a)(4)(i)(C)";
    QTest::newRow("BA-SETTLE-11 table B win by 9: 20 to 1") << "baccarat+B"
                                                            << "2S 3H 4D"
                                                            << "KC 10S QH"
                                                            << "dragonBonusPlayer"
                                                            << "10"
                                                            << "win"
                                                            << "200"
                                                            << "0"
                                                            << "Baccarat 8(a)(4)(i)(C)";
    QTest::newRow("BA-SETTLE-11 table B win by 8: 8 to 1") << "baccarat+B"
                                                           << "2S 3H 3D"
                                                           << "KC 10S QH"
                                                           << "dragonBonusPlayer"
                                                           << "10"
                                                           << "win"
                                                           << "80"
                                                           << "0"
                                                           << "Baccarat 8(a)(4)(i)(C)";
    QTest::newRow("BA-SETTLE-11 table A win by 6: 4 to 1") << "baccarat+A"
                                                           << "2S 3H 3D"
                                                           << "KC 2S 10H"
                                                           << "dragonBonusPlayer"
                                                           << "10"
                                                           << "win"
                                                           << "40"
                                                           << "0"
                                                           << "Baccarat 8(a)(4)(i)(C)";
    QTest::newRow("BA-SETTLE-11 table B win by 5: 3 to 1") << "baccarat+B"
                                                           << "2S 3H 2D"
                                                           << "KC 2S 10H"
                                                           << "dragonBonusPlayer"
                                                           << "10"
                                                           << "win"
                                                           << "30"
                                                           << "0"
                                                           << "Baccarat 8(a)(4)(i)(C)";
    QTest::newRow("BA-SETTLE-11 table C win by 4: 2 to 1") << "baccarat+C"
                                                           << "2S 3H AD"
                                                           << "KC 2S 10H"
                                                           << "dragonBonusPlayer"
                                                           << "10"
                                                           << "win"
                                                           << "20"
                                                           << "0"
                                                           << "Baccarat 8(a)(4)(i)(C)";
    QTest::newRow("BA-SETTLE-11 table A Banker 3-card 6 vs 2, by 4: 1 to 1, no vigorish")
        << "baccarat+A"
        << "KC 2S 10H"
        << "2S AH 3D"
        << "dragonBonusBanker"
        << "10"
        << "win"
        << "10"
        << "0"
        << "Baccarat 8(a)(4)(i)(C)";
    QTest::newRow("BA-SETTLE-04 Banker 3-card 9 vs 6: by 3 loses") << "baccarat+A"
                                                                   << "3S 3H"
                                                                   << "KC 2S 7H"
                                                                   << "dragonBonusBanker"
                                                                   << "10"
                                                                   << "lose"
                                                                   << "0"
                                                                   << "0"
                                                                   << "Baccarat 8(a)(4)(ii)(C)";
    QTest::newRow("BA-SETTLE-11 natural winner 1 to 1 (natural 8 vs 7)")
        << "baccarat+B"
        << "4S 4H"
        << "3C 4D"
        << "dragonBonusPlayer"
        << "10"
        << "win"
        << "10"
        << "0"
        << "Baccarat 8(a)(4)(i)(A)";
    QTest::newRow("BA-SETTLE-04 natural 9 over natural 8 wins 1 to 1") << "baccarat+C"
                                                                       << "4S 4H"
                                                                       << "9C KD"
                                                                       << "dragonBonusBanker"
                                                                       << "10"
                                                                       << "win"
                                                                       << "10"
                                                                       << "0"
                                                                       << "Baccarat 8(a)(4)(i)(B)";
    QTest::newRow("BA-SETTLE-04 natural 8 under natural 9 loses") << "baccarat+C"
                                                                  << "4S 4H"
                                                                  << "9C KD"
                                                                  << "dragonBonusPlayer"
                                                                  << "10"
                                                                  << "lose"
                                                                  << "0"
                                                                  << "0"
                                                                  << "Baccarat 8(a)(4)(ii)(A)";
    QTest::newRow("BA-SETTLE-11 natural tie pushes") << "baccarat+A"
                                                     << "4S 4H"
                                                     << "8C KD"
                                                     << "dragonBonusPlayer"
                                                     << "10"
                                                     << "push"
                                                     << "0"
                                                     << "0"
                                                     << "Baccarat 8(a)(4)(iii)";
    QTest::newRow("BA-SETTLE-04 non-natural tie loses") << "baccarat+A"
                                                        << "3S 3H"
                                                        << "3C 3D"
                                                        << "dragonBonusPlayer"
                                                        << "10"
                                                        << "lose"
                                                        << "0"
                                                        << "0"
                                                        << "Baccarat 8(a)(4)(ii)(B)";

    // House Money §8(a)(7), §13(h).
    QTest::newRow("BA-SETTLE-06 $10 Player QQ of two suits: 3 to 1, $30") << "baccarat+hm"
                                                                          << "QS QD 5H"
                                                                          << "3C 9H 2D"
                                                                          << "houseMoney"
                                                                          << "10"
                                                                          << "win"
                                                                          << "30"
                                                                          << "0"
                                                                          << "Baccarat 8(a)(7)(i)";
    QTest::newRow("BA-SETTLE-12 $5 both pairs: 15 to 1, $75") << "baccarat+hm"
                                                              << "4S 4D"
                                                              << "3C 3H"
                                                              << "houseMoney"
                                                              << "5"
                                                              << "win"
                                                              << "75"
                                                              << "0"
                                                              << "Baccarat 8(a)(7)(i)";
    QTest::newRow("BA-SETTLE-06 ten and king are no pair") << "baccarat+hm"
                                                           << "10S KD 5H"
                                                           << "3C 9H 2D"
                                                           << "houseMoney"
                                                           << "5"
                                                           << "lose"
                                                           << "0"
                                                           << "0"
                                                           << "Baccarat 8(a)(7)(ii)";
    QTest::newRow("BA-SETTLE-06 a pair made with the third card does not count")
        << "baccarat+hm"
        << "2S 3D 2H"
        << "3C 4H"
        << "houseMoney"
        << "5"
        << "lose"
        << "0"
        << "0"
        << "Baccarat 8(a)(7)(ii)";

    // Midi Baccarat: the same rules, its own sections.
    QTest::newRow("MB-SETTLE-09 $30 Banker win: $1.50 vigorish") << "midi"
                                                                 << "2S 4H"
                                                                 << "3D 4C"
                                                                 << "banker"
                                                                 << "30"
                                                                 << "win"
                                                                 << "30"
                                                                 << "1.50"
                                                                 << "Midi Baccarat 7(a)(1)(i)";
    QTest::newRow("MB-SETTLE-09 $10 Tie: $80") << "midi"
                                               << "2S 4H"
                                               << "3D 3C"
                                               << "tie"
                                               << "10"
                                               << "win"
                                               << "80"
                                               << "0"
                                               << "Midi Baccarat 7(a)(3)(i)";
    QTest::newRow("MB-SETTLE-11 table B $10 win by 7: $70") << "midi+B"
                                                            << "2S 3H 4D"
                                                            << "KC 2S 10H"
                                                            << "dragonBonusPlayer"
                                                            << "10"
                                                            << "win"
                                                            << "70"
                                                            << "0"
                                                            << "Midi Baccarat 7(a)(4)(i)(C)";
    QTest::newRow("MB-SETTLE-12 $5 Dragon 7: $200") << "midi+ez"
                                                    << "3S 3H"
                                                    << "KD 2C 5H"
                                                    << "dragon7"
                                                    << "5"
                                                    << "win"
                                                    << "200"
                                                    << "0"
                                                    << "Midi Baccarat 7(a)(5)(i)";
    QTest::newRow("MB-SETTLE-12 $5 both pairs: $75") << "midi+hm"
                                                     << "4S 4D"
                                                     << "3C 3H"
                                                     << "houseMoney"
                                                     << "5"
                                                     << "win"
                                                     << "75"
                                                     << "0"
                                                     << "Midi Baccarat 7(a)(7)(i)";
    QTest::newRow("MB-SETTLE-01 EZ Dragon 7 pushes the Banker") << "midi+ez"
                                                                << "3S 3H"
                                                                << "KD 2C 5H"
                                                                << "banker"
                                                                << "100"
                                                                << "push"
                                                                << "0"
                                                                << "0"
                                                                << "Midi Baccarat 7(a)(1)(iii)";
}

void TestBaccaratSettlement::wagers() {
    QFETCH(QString, table);
    QFETCH(QString, player);
    QFETCH(QString, banker);
    QFETCH(QString, wager);
    QFETCH(QString, amount);
    QFETCH(QString, decision);
    QFETCH(QString, winnings);
    QFETCH(QString, vigorish);
    QFETCH(QString, citation);
    const TableRules rules = rulesOf(table);
    QVERIFY(validate(rules).empty());
    Coup coup;
    coup.player = cardsOf(player);
    coup.banker = cardsOf(banker);
    // The hands are the ones §11 deals: a row cannot settle an impossible round.
    std::vector<Card> shoe = {coup.player[0], coup.banker[0], coup.player[1], coup.banker[1]};
    if (coup.player.size() == 3) {
        shoe.push_back(coup.player[2]);
    }
    if (coup.banker.size() == 3) {
        shoe.push_back(coup.banker[2]);
    }
    const auto dealt = dealCoup(rules.game, shoe);
    QVERIFY(dealt.has_value());
    QVERIFY2(dealt->coup == coup, "the row's hands are not the ones §11 deals");

    const WagerSettlement settled =
        settle(rules, wagerOf(wager), *Money::parse(amount.toStdString()), summarize(coup));
    QCOMPARE(settled.decision.decision, decisionOf(decision));
    QCOMPARE(qs(settled.winnings.text()), qs(Money::parse(winnings.toStdString())->text()));
    QCOMPARE(qs(settled.vigorish.text()), qs(Money::parse(vigorish.toStdString())->text()));
    QCOMPARE(qs(settled.decision.citation.section), citation);
}

void TestBaccaratSettlement::vigorish_data() {
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("won");
    QTest::addColumn<QString>("expected");
    // §13(c): 5% of the amount won, rounded up to 25 cents or the next multiple.
    QTest::newRow("BA-SETTLE-09 $20: $1") << "baccarat"
                                          << "20"
                                          << "1";
    QTest::newRow("BA-SETTLE-09 $7: $0.35 -> $0.50") << "baccarat"
                                                     << "7"
                                                     << "0.50";
    QTest::newRow("BA-SETTLE-09 $1: $0.05 -> $0.25") << "baccarat"
                                                     << "1"
                                                     << "0.25";
    QTest::newRow("BA-SETTLE-09 $45: $2.25") << "baccarat"
                                             << "45"
                                             << "2.25";
    QTest::newRow("BA-SETTLE-09 $46: $2.30 -> $2.50") << "baccarat"
                                                      << "46"
                                                      << "2.50";
    QTest::newRow("BA-CONF-08 unrounded $7: $0.35") << "baccarat+exactvig"
                                                    << "7"
                                                    << "0.35";
    QTest::newRow("BA-CONF-08 unrounded $7.10: $0.355 -> $0.36") << "baccarat+exactvig"
                                                                 << "7.10"
                                                                 << "0.36";
    QTest::newRow("BA-CONF-08 EZ: none") << "baccarat+ez"
                                         << "100"
                                         << "0";
    QTest::newRow("MB-SETTLE-09 $7: $0.50") << "midi"
                                            << "7"
                                            << "0.50";
}

void TestBaccaratSettlement::vigorish() {
    QFETCH(QString, table);
    QFETCH(QString, won);
    QFETCH(QString, expected);
    QCOMPARE(qs(vigorishOn(rulesOf(table), *Money::parse(won.toStdString())).text()),
             qs(Money::parse(expected.toStdString())->text()));
}

void TestBaccaratSettlement::offeredWagers() {
    // BA-WAGER-03: Dragon Bonus and House Money only if offered; the insurance
    // wagers only at EZ tables.
    const TableRules plain = rulesOf(QStringLiteral("baccarat"));
    QVERIFY(offered(plain, Wager::Banker));
    QVERIFY(!offered(plain, Wager::Panda8));
    QVERIFY(!offered(plain, Wager::Dragon7));
    QVERIFY(!offered(plain, Wager::DragonBonusPlayer));
    QVERIFY(!offered(plain, Wager::HouseMoney));
    const TableRules full = rulesOf(QStringLiteral("baccarat+ez+A+hm"));
    for (const Wager wager : allWagers()) {
        QVERIFY2(offered(full, wager), name(wager).data());
    }
    QCOMPARE(qs(wagerSection(Game::MidiBaccarat, Wager::HouseMoney).text()),
             QStringLiteral("Midi Baccarat §7(a)(7)"));
}

void TestBaccaratSettlement::vigorishCollectedAtPayout() {
    // BA-CONF-10 §13(d)(1): collected with the payout; no marker.
    const TableRules rules = rulesOf(QStringLiteral("baccarat"));
    VigorishLedger ledger;
    QCOMPARE(ledger.record(rules, 4, money("5")), VigorishAction::Collected);
    QCOMPARE(ledger.owed(4), Money{});
    QCOMPARE(ledger.collected(4), money("5"));
    QVERIFY(ledger.seatsOwing().empty());
}

void TestBaccaratSettlement::vigorishMarkedAndCollectedLater() {
    // BA-CONF-10, BA-SETTLE-10 §13(d)(2): the marker shows the amount owed in
    // the seat's box, stays until collected, and is collected when the player
    // leaves or before the next shoe.
    const TableRules rules = rulesOf(QStringLiteral("baccarat+marked"));
    VigorishLedger ledger;
    QCOMPARE(ledger.record(rules, 4, money("5")), VigorishAction::Marked);
    QCOMPARE(ledger.record(rules, 4, money("2.50")), VigorishAction::Marked);
    QCOMPARE(ledger.record(rules, 9, money("0.50")), VigorishAction::Marked);
    QCOMPARE(ledger.owed(4), money("7.50"));
    QCOMPARE(ledger.collected(4), Money{});
    QCOMPARE(ledger.seatsOwing(), (std::vector<int>{9, 4}));
    // The player at seat 4 leaves owing $7.50.
    QCOMPARE(ledger.collect(4), money("7.50"));
    QCOMPARE(ledger.owed(4), Money{});
    QCOMPARE(ledger.collected(4), money("7.50"));
    QCOMPARE(ledger.seatsOwing(), (std::vector<int>{9}));
    // A new shoe: every marker collected first.
    QCOMPARE(ledger.collectAllBeforeNewShoe(), money("0.50"));
    QVERIFY(ledger.seatsOwing().empty());
    QCOMPARE(qs(VigorishLedger::collectionRule(Game::Baccarat).text()),
             QStringLiteral("Baccarat §13(d)(2)(i)"));
    QCOMPARE(qs(VigorishLedger::collectionRule(Game::MidiBaccarat).text()),
             QStringLiteral("Midi Baccarat §12(d)(2)(i)"));
}

void TestBaccaratSettlement::ezTableOwesNoVigorish() {
    // BA-CONF-08: EZ Baccarat collects no vigorish.
    const TableRules rules = rulesOf(QStringLiteral("baccarat+ez+marked"));
    VigorishLedger ledger;
    QCOMPARE(ledger.record(rules, 2, money("5")), VigorishAction::None);
    QCOMPARE(ledger.owed(2), Money{});
}

void TestBaccaratSettlement::houseMoneyRide_data() {
    QTest::addColumn<int>("percent");
    QTest::addColumn<QString>("payout");
    QTest::addColumn<QString>("rides");
    // §9(e)(1)(i): all of the payout, or the specified portion.
    QTest::newRow("BA-CONF-11 all of $30") << 100 << "30"
                                           << "30";
    QTest::newRow("BA-CONF-11 50% of $30: $15 rides, $15 handed") << 50 << "30"
                                                                  << "15";
    QTest::newRow("BA-CONF-11 one third of $15: $4.95") << 33 << "15"
                                                        << "4.95";
    QTest::newRow("BA-CONF-11 25% of $0.75: $0.18") << 25 << "0.75"
                                                    << "0.18";
}

void TestBaccaratSettlement::houseMoneyRide() {
    QFETCH(int, percent);
    QFETCH(QString, payout);
    QFETCH(QString, rides);
    TableRules rules = rulesOf(QStringLiteral("baccarat+hm"));
    rules.houseMoneyRidePercent = percent;
    QCOMPARE(qs(baccarat::houseMoneyRide(rules, *Money::parse(payout.toStdString())).text()),
             qs(Money::parse(rides.toStdString())->text()));
}

QTEST_APPLESS_MAIN(TestBaccaratSettlement)
#include "tst_baccarat_settlement.moc"
