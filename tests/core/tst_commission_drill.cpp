// The baccarat commission drill (src/core/drills/commission_drill.h): each
// situation's payout and commission typed from regulations/004 Part 3
// (Baccarat) and Part 4 (Midi), the requirement id in the row's name; the
// parts' order of Baccarat §12(b) and Midi §11(b); the named mistakes; the
// coups shown obey the drawing rules' outcome; the generator's steps.

#include "core_test_support.h"

#include <QTest>
#include <array>
#include <core/drills/commission_drill.h>
#include <core/drills/payout_drill.h>
#include <core/drills/side_wager_payouts.h>
#include <core/seeded_random.h>
#include <map>
#include <set>

using namespace dt;
using namespace dt::drills;
using dttest::qs;

namespace {

Money usd(double dollars) {
    return Money::cents(static_cast<std::int64_t>(dollars * 100.0 + 0.5));
}

baccarat::TableRules tableOf(const QString &game) {
    return game == QStringLiteral("midi") ? baccarat::midiBaccaratRules() : baccarat::TableRules{};
}

PayoutSituation situationOf(const QString &key) {
    const auto situation = situationFromKey(key.toStdString());
    if (!situation) {
        qFatal("unknown situation %s", qPrintable(key));
    }
    return *situation;
}

// §6(a)-(b), typed here: 2-9 their value, tens and faces 0, the ace 1; the
// right digit of the total.
int points(const std::vector<Card> &cards) {
    int total = 0;
    for (const Card &card : cards) {
        const int rank = static_cast<int>(card.rank);
        total += rank >= 10 ? 0 : rank;
    }
    return total % 10;
}

// The part of `question` whose action is `action`.
const PayoutQuestion &partDoing(const PayoutQuestion &question, DrillAction action) {
    for (int i = 0; i < wagerCount(question); ++i) {
        if (wagerAt(question, i).action == action) {
            return wagerAt(question, i);
        }
    }
    return question;
}

std::string errorFor(const PayoutQuestion &question, Money paid) {
    const PayoutGrade grade = gradePayout(question, paid);
    return grade.correct ? std::string("correct") : grade.error;
}

} // namespace

class TestCommissionDrill : public QObject {
    Q_OBJECT

private slots:
    // §13(c) / Midi §12(c): the Banker 1 to 1 and 5% of the amount won,
    // rounded up to 25 cents at a rounding table; §12(b) pays first, Midi
    // §11(b) takes the commission first (checklist "Source typos": per game).
    void bankerWinPaysThenTakesTheCommission_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("key");
        QTest::addColumn<double>("wager");
        QTest::addColumn<double>("commission");
        QTest::addColumn<QString>("commissionSection");
        QTest::addColumn<QString>("requirement");
        // The checklist's own example (BA-SETTLE-09): $30 pays $30 + $1.50; $7 + $0.50.
        QTest::newRow("BA-SETTLE-09 $30 collected")
            << "baccarat"
            << "banker-commission-collected" << 30.0 << 1.5 << "Baccarat §13(d)(1)"
            << "BA-SETTLE-09";
        QTest::newRow("BA-SETTLE-09 $7: $0.35 rounded up")
            << "baccarat"
            << "banker-commission-collected" << 7.0 << 0.5 << "Baccarat §13(d)(1)"
            << "BA-SETTLE-09";
        QTest::newRow("BA-SETTLE-09 $27: $1.35 rounded up")
            << "baccarat"
            << "banker-commission-collected" << 27.0 << 1.5 << "Baccarat §13(d)(1)"
            << "BA-SETTLE-09";
        QTest::newRow("BA-CONF-10 $100 marked in the box")
            << "baccarat"
            << "banker-commission-marked" << 100.0 << 5.0 << "Baccarat §13(d)(2)(ii)"
            << "BA-CONF-10";
        QTest::newRow("BA-CONF-10 $12 marked: $0.60 rounded up")
            << "baccarat"
            << "banker-commission-marked" << 12.0 << 0.75 << "Baccarat §13(d)(2)(ii)"
            << "BA-CONF-10";
        QTest::newRow("MB-SETTLE-09 midi $110 collected")
            << "midi"
            << "banker-commission-collected" << 110.0 << 5.5 << "Midi Baccarat §12(d)(1)"
            << "MB-SETTLE-09";
        QTest::newRow("MB-CONF-10 midi $45 marked: $2.25")
            << "midi"
            << "banker-commission-marked" << 45.0 << 2.25 << "Midi Baccarat §12(d)(2)(ii)"
            << "MB-CONF-10";
    }
    void bankerWinPaysThenTakesTheCommission() {
        QFETCH(QString, game);
        QFETCH(QString, key);
        QFETCH(double, wager);
        QFETCH(double, commission);
        QFETCH(QString, commissionSection);
        QFETCH(QString, requirement);
        const baccarat::TableRules table = tableOf(game);
        SeededRandom random(11);
        const PayoutQuestion q = makeCoupQuestion(situationOf(key), {usd(wager)}, random, table);
        QCOMPARE(wagerCount(q), 2);
        QVERIFY(q.partsInOrder);
        // The coup shown is a Banker win.
        QVERIFY(points(q.dealerCards) > points(q.playerCards));
        QVERIFY(q.dealerHandLabel.find("wins") != std::string::npos);
        const bool midi = game == QStringLiteral("midi");
        const DrillAction taken =
            key.endsWith(QStringLiteral("marked")) ? DrillAction::Mark : DrillAction::Collect;
        // Baccarat §12(b): pay, then the commission; Midi §11(b): the reverse.
        QCOMPARE(wagerAt(q, midi ? 1 : 0).action, DrillAction::Pay);
        QCOMPARE(wagerAt(q, midi ? 0 : 1).action, taken);
        const PayoutQuestion &pay = partDoing(q, DrillAction::Pay);
        const PayoutQuestion &take = partDoing(q, taken);
        QCOMPARE(pay.correct, usd(wager)); // §13(c): 1 to 1
        QCOMPARE(qs(pay.citation.text()),
                 midi ? QStringLiteral("Midi Baccarat §12(c)") : QStringLiteral("Baccarat §13(c)"));
        QCOMPARE(take.correct, usd(commission));
        QCOMPARE(qs(take.citation.text()), commissionSection);
        QCOMPARE(qs(take.requirement), requirement);
        QCOMPARE(qs(q.citation.text()),
                 midi ? QStringLiteral("Midi Baccarat §11(b)") : QStringLiteral("Baccarat §12(b)"));
        QVERIFY(gradePayout(pay, usd(wager)).correct);
        QVERIFY(gradePayout(take, usd(commission)).correct);
        QCOMPARE(drillAnswerKind(pay), std::string_view("payout_drill"));
        QCOMPARE(drillAnswerKind(take), std::string_view("commission_drill"));
    }

    // §13(c) (BA-CONF-08 `vig_rounding_25c` false): 5% exactly; such a table
    // deals multiples of $5, so every commission is a multiple of 25 cents.
    void tableThatDoesNotRoundTakesFivePercentExactly() {
        baccarat::TableRules table;
        table.vigorishRoundedUpTo25Cents = false;
        SeededRandom random(3);
        const PayoutQuestion q =
            makeCoupQuestion(PayoutSituation::BankerCommissionCollected, {usd(25)}, random, table);
        QCOMPARE(partDoing(q, DrillAction::Collect).correct, usd(1.25));
        const auto drill = generatePayoutDrill(
            {PayoutSituation::BankerCommissionCollected, PayoutSituation::CommissionOwedAtNewShoe},
            4, 40, 8, defaultDrillTable(), table);
        for (const PayoutQuestion &each : drill) {
            QCOMPARE(each.wager.inCents() % 500, 0);
            const PayoutQuestion &take = partDoing(each, DrillAction::Collect);
            QCOMPARE(take.correct.inCents() % 25, 0);
        }
    }

    // §13(d)(2)(i)-(ii) (BA-SETTLE-10): each win's mark is its own rounded
    // commission; before a new shoe the marker's sum is collected.
    void newShoeCollectsTheSumOfTheMarks() {
        const baccarat::TableRules table;
        const PayoutQuestion q = makeNewShoeQuestion(table,
                                                     {{usd(25), usd(1), usd(1)},
                                                      {usd(5), usd(5), usd(1), usd(1)},
                                                      {usd(100), usd(5), usd(5)}},
                                                     7);
        // $27: $1.35 -> $1.50; $12: $0.60 -> $0.75; $110: $5.50. Sum $7.75.
        QCOMPARE(q.correct, usd(7.75));
        QCOMPARE(q.action, DrillAction::Collect);
        QCOMPARE(qs(q.citation.text()), QStringLiteral("Baccarat §13(d)(2)(i)"));
        QCOMPARE(qs(q.requirement), QStringLiteral("BA-SETTLE-10"));
        QVERIFY(q.caption.find("box 7") != std::string::npos);
        QVERIFY(q.caption.find("$27") != std::string::npos);
        QVERIFY(q.playerCards.empty());
        QCOMPARE(errorFor(q, usd(7.75)), std::string("correct"));
        QCOMPARE(errorFor(q, Money()),
                 std::string("let the seat begin the new shoe owing the commission"));
        QCOMPARE(errorFor(q, usd(5.5)), std::string("collected the last mark only"));
        // 5% of $149 is $7.45, rounded up once: $7.50.
        QCOMPARE(errorFor(q, usd(7.5)),
                 std::string("took 5% of the shoe's wins at once, not the sum of the marks"));
        QCOMPARE(errorFor(q, usd(7.25)), std::string("commission rounded down"));
        QCOMPARE(errorFor(q, usd(8)), std::string("over by $0.25"));
        // Midi §12(d)(2)(i) (MB-SETTLE-10).
        const PayoutQuestion midi =
            makeNewShoeQuestion(baccarat::midiBaccaratRules(), {{usd(20)}, {usd(40)}}, 2);
        QCOMPARE(midi.correct, usd(3));
        QCOMPARE(qs(midi.citation.text()), QStringLiteral("Midi Baccarat §12(d)(2)(i)"));
        QCOMPARE(qs(midi.requirement), QStringLiteral("MB-SETTLE-10"));
    }

    // The other wagers: §13(a) Player 1 to 1, §13(b) Tie 8 to 1, EZ Baccarat
    // (§1, §8(a)(1)(iii)), §13(f) Dragon 7 40 to 1, §13(g) Panda 8 25 to 1.
    void payouts_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("key");
        QTest::addColumn<double>("wager");
        QTest::addColumn<double>("expected");
        QTest::addColumn<QString>("section");
        QTest::addColumn<QString>("requirement");
        QTest::newRow("BA-SETTLE-09 Player 1 to 1")
            << "baccarat"
            << "player-win" << 25.0 << 25.0 << "Baccarat §13(a)"
            << "BA-SETTLE-09";
        QTest::newRow("BA-SETTLE-09 Tie 8 to 1") << "baccarat"
                                                 << "tie-win" << 10.0 << 80.0 << "Baccarat §13(b)"
                                                 << "BA-SETTLE-09";
        QTest::newRow("BA-CONF-08 EZ Banker 1 to 1, no vigorish")
            << "baccarat"
            << "ez-banker-win" << 100.0 << 100.0 << "Baccarat §13(c)"
            << "BA-CONF-08";
        QTest::newRow("BA-CONF-08 EZ Banker Dragon 7 pushes")
            << "baccarat"
            << "ez-banker-dragon-7" << 25.0 << 0.0 << "Baccarat §8(a)(1)(iii)"
            << "BA-CONF-08";
        QTest::newRow("BA-SETTLE-12 Dragon 7 40 to 1")
            << "baccarat"
            << "dragon-7" << 5.0 << 200.0 << "Baccarat §13(f)"
            << "BA-SETTLE-12";
        QTest::newRow("BA-SETTLE-12 Panda 8 25 to 1")
            << "baccarat"
            << "panda-8" << 5.0 << 125.0 << "Baccarat §13(g)"
            << "BA-SETTLE-12";
        QTest::newRow("MB-SETTLE-09 midi Tie 8 to 1")
            << "midi"
            << "tie-win" << 25.0 << 200.0 << "Midi Baccarat §12(b)"
            << "MB-SETTLE-09";
        QTest::newRow("MB-SETTLE-12 midi Dragon 7")
            << "midi"
            << "dragon-7" << 25.0 << 1000.0 << "Midi Baccarat §12(f)"
            << "MB-SETTLE-12";
    }
    void payouts() {
        QFETCH(QString, game);
        QFETCH(QString, key);
        QFETCH(double, wager);
        QFETCH(double, expected);
        QFETCH(QString, section);
        QFETCH(QString, requirement);
        const PayoutSituation situation = situationOf(key);
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            SeededRandom random(seed);
            const PayoutQuestion q =
                makeCoupQuestion(situation, {usd(wager)}, random, tableOf(game));
            QCOMPARE(wagerCount(q), 1);
            QCOMPARE(q.action, DrillAction::Pay);
            QCOMPARE(q.correct, usd(expected));
            QCOMPARE(qs(q.citation.text()), section);
            QCOMPARE(qs(q.requirement), requirement);
            QVERIFY(gradePayout(q, usd(expected)).correct);
            // The coup shown decides the situation (§1's Dragon 7 and Panda 8).
            const int player = points(q.playerCards);
            const int banker = points(q.dealerCards);
            switch (situation) {
            case PayoutSituation::PlayerWin:
                QVERIFY(player > banker);
                break;
            case PayoutSituation::TieWin:
                QCOMPARE(player, banker);
                break;
            case PayoutSituation::EzBankerWin:
                QVERIFY(banker > player);
                QVERIFY(!(banker == 7 && q.dealerCards.size() == 3));
                break;
            case PayoutSituation::EzBankerDragon7:
            case PayoutSituation::Dragon7Insurance:
                QCOMPARE(banker, 7);
                QCOMPARE(q.dealerCards.size(), std::size_t(3));
                QVERIFY(player < 7);
                QVERIFY(q.dealerHandLabel.find("Dragon 7") != std::string::npos);
                break;
            case PayoutSituation::Panda8Insurance:
                QCOMPARE(player, 8);
                QCOMPARE(q.playerCards.size(), std::size_t(3));
                QVERIFY(banker < 8);
                break;
            default:
                QFAIL("not a row of this test");
            }
        }
    }

    // The grader names the likely mistakes of each situation.
    void namedMistakes_data() {
        QTest::addColumn<QString>("key");
        QTest::addColumn<int>("part"); // 0 the payout, 1 the commission
        QTest::addColumn<double>("wager");
        QTest::addColumn<double>("paid");
        QTest::addColumn<QString>("error");
        QTest::newRow("BA-SETTLE-09 no commission")
            << "banker-commission-collected" << 1 << 7.0 << 0.0
            << "paid the Banker 1 to 1 without the commission";
        QTest::newRow("BA-SETTLE-09 commission rounded down")
            << "banker-commission-collected" << 1 << 7.0 << 0.25 << "commission rounded down";
        QTest::newRow("BA-SETTLE-09 commission not rounded")
            << "banker-commission-collected" << 1 << 7.0 << 0.35
            << "commission not rounded up to 25 cents (the table rounds)";
        QTest::newRow("BA-SETTLE-09 commission on the wager too")
            << "banker-commission-collected" << 1 << 30.0 << 3.0
            << "commission on the wager and the winnings, not on the amount won";
        QTest::newRow("BA-SETTLE-08 paid the net")
            << "banker-commission-collected" << 0 << 30.0 << 28.5
            << "paid the net of the commission (pay 1 to 1, then collect the commission)";
        QTest::newRow("BA-CONF-10 no marker") << "banker-commission-marked" << 1 << 20.0 << 0.0
                                              << "no marker placed: the commission neither "
                                                 "marked nor collected";
        QTest::newRow("BA-CONF-08 paid the Dragon 7 push")
            << "ez-banker-dragon-7" << 0 << 25.0 << 25.0 << "paid the Dragon 7 push";
        QTest::newRow("BA-CONF-08 commission at EZ")
            << "ez-banker-win" << 0 << 100.0 << 95.0 << "took a commission at an EZ Baccarat table";
        QTest::newRow("BA-SETTLE-09 commission on a Player win")
            << "player-win" << 0 << 20.0 << 19.0
            << "took a commission on a Player win (it pays 1 to 1)";
        QTest::newRow("BA-SETTLE-09 Tie at 1 to 1")
            << "tie-win" << 0 << 10.0 << 10.0 << "paid the Tie 1 to 1";
        QTest::newRow("BA-SETTLE-09 Tie at 9 to 1")
            << "tie-win" << 0 << 10.0 << 90.0 << "paid the Tie 9 to 1, not 8 to 1";
        QTest::newRow("BA-SETTLE-12 Dragon 7 at Panda odds")
            << "dragon-7" << 0 << 5.0 << 125.0 << "paid the Panda 8 odds (25 to 1) on a Dragon 7";
        QTest::newRow("BA-SETTLE-12 Panda 8 at Dragon odds")
            << "panda-8" << 0 << 5.0 << 200.0 << "paid the Dragon 7 odds (40 to 1) on a Panda 8";
        QTest::newRow("short by") << "player-win" << 0 << 20.0 << 15.0 << "short by $5";
    }
    void namedMistakes() {
        QFETCH(QString, key);
        QFETCH(int, part);
        QFETCH(double, wager);
        QFETCH(double, paid);
        QFETCH(QString, error);
        SeededRandom random(5);
        const PayoutQuestion q =
            makeCoupQuestion(situationOf(key), {usd(wager)}, random, baccarat::TableRules{});
        const PayoutQuestion &answered =
            wagerCount(q) == 1 ? q
                               : partDoing(q, part == 0 ? DrillAction::Pay : q.wagers[1].action);
        const PayoutGrade grade = gradePayout(answered, usd(paid));
        QVERIFY(!grade.correct);
        QCOMPARE(qs(grade.error), error);
        QVERIFY(grade.message.find(answered.correct.text()) != std::string::npos);
        QCOMPARE(grade.citation, answered.citation);
    }

    // §13(b): the Tie at the table's odds ("at least 8 to 1").
    void tieAtTheTablesOdds() {
        baccarat::TableRules table;
        table.tieOdds = {9, 1};
        SeededRandom random(2);
        const PayoutQuestion q =
            makeCoupQuestion(PayoutSituation::TieWin, {usd(10)}, random, table);
        QCOMPARE(q.correct, usd(90));
        QCOMPARE(errorFor(q, usd(80)), std::string("paid the Tie 8 to 1, not 9 to 1"));
    }

    // §13(e) (BA-SETTLE-11): the Dragon Bonus from the table's pay table,
    // typed here from the text; no vigorish on it.
    void dragonBonusFromThePayTable() {
        // Win by 4, 5, 6, 7, 8, 9 points.
        const std::map<baccarat::DragonBonusTable, std::array<int, 6>> tables = {
            {baccarat::DragonBonusTable::A, {1, 2, 4, 6, 10, 30}},
            {baccarat::DragonBonusTable::B, {1, 3, 4, 7, 8, 20}},
            {baccarat::DragonBonusTable::C, {2, 2, 4, 4, 10, 30}},
        };
        for (const auto &[choice, rows] : tables) {
            baccarat::TableRules table;
            table.dragonBonus = choice;
            SeededRandom random(static_cast<std::uint64_t>(choice) + 40);
            for (int i = 0; i < 30; ++i) {
                const PayoutQuestion q =
                    makeCoupQuestion(PayoutSituation::DragonBonus, {usd(10)}, random, table);
                const bool onPlayer = q.wagerLabel.find("Player") != std::string::npos;
                const auto &mine = onPlayer ? q.playerCards : q.dealerCards;
                const auto &theirs = onPlayer ? q.dealerCards : q.playerCards;
                const int margin = points(mine) - points(theirs);
                const bool natural = mine.size() == 2 && points(mine) >= 8;
                const int odds = natural ? 1 : rows[static_cast<std::size_t>(margin - 4)];
                QCOMPARE(q.correct, usd(10.0 * odds));
                QCOMPARE(qs(q.requirement), QStringLiteral("BA-SETTLE-11"));
                QCOMPARE(qs(q.citation.text()), QStringLiteral("Baccarat §13(e)"));
                if (q.correct == usd(10)) { // 1 to 1: less 5% would be $9.50
                    QCOMPARE(errorFor(q, usd(9.5)),
                             std::string("took a commission on the Dragon Bonus"));
                }
            }
        }
    }

    // What the parser asks of the drill's table (docs/lesson-format.md).
    void tableProblems() {
        const baccarat::TableRules ez = baccarat::withEzBaccarat(baccarat::TableRules{});
        const std::string problem =
            commissionTableProblem(PayoutSituation::BankerCommissionCollected, ez);
        QVERIFY2(problem.find("\"ezBaccarat\"") != std::string::npos, problem.c_str());
        QVERIFY(problem.find("Baccarat §13(c)") != std::string::npos);
        QVERIFY(commissionTableProblem(PayoutSituation::EzBankerWin, ez).empty());
        const std::string bonus =
            commissionTableProblem(PayoutSituation::DragonBonus, baccarat::TableRules{});
        QVERIFY2(bonus.find("\"dragonBonus\"") != std::string::npos, bonus.c_str());
        QVERIFY(commissionTableProblem(PayoutSituation::PlayerWin, baccarat::TableRules{}).empty());
        // The EZ situations are dealt at the same table designated EZ (§1).
        QVERIFY(commissionSituationTable(PayoutSituation::Dragon7Insurance, {}).ezBaccarat);
        QCOMPARE(commissionSituationTable(PayoutSituation::BankerCommissionMarked, {}).vigorish,
                 baccarat::VigorishCollection::Marked);
    }

    void situationsBelongToTheirGame() {
        const auto baccarat = payoutSituationsOf(TableGame::Baccarat);
        QCOMPARE(baccarat.size(), std::size_t(10));
        QCOMPARE(payoutSituationsOf(TableGame::MidiBaccarat), baccarat);
        for (const PayoutSituation situation : baccarat) {
            QVERIFY(isCommissionDrillSituation(situation));
            QVERIFY(!situationBelongsTo(situation, TableGame::Blackjack));
            QCOMPARE(situationFromKey(situationKey(situation)), std::optional(situation));
        }
        QVERIFY(!situationBelongsTo(PayoutSituation::Natural3to2, TableGame::Baccarat));
        QVERIFY(situationBelongsTo(PayoutSituation::Natural3to2, TableGame::Blackjack));
        QCOMPARE(drillChips(TableGame::Baccarat).front(), usd(0.25));
        QCOMPARE(drillChips(TableGame::Blackjack).front(), usd(1));
    }

    // The steps: one chip at 1, mixed stacks at 5; every amount built from
    // the rack; the same seed deals the same drill.
    void generatorSteps() {
        baccarat::TableRules table;
        table.dragonBonus = baccarat::DragonBonusTable::A;
        const auto all = payoutSituationsOf(TableGame::Baccarat);
        for (int difficulty = 1; difficulty <= kMaxDrillDifficulty; ++difficulty) {
            const auto drill =
                generatePayoutDrill(all, difficulty, 60, 17, defaultDrillTable(), table);
            QCOMPARE(drill.size(), std::size_t(60));
            std::set<PayoutSituation> seen;
            for (const PayoutQuestion &q : drill) {
                seen.insert(q.situation);
                if (difficulty == 1 && q.situation != PayoutSituation::CommissionOwedAtNewShoe) {
                    QCOMPARE(q.wagerChips.size(), std::size_t(1));
                }
                for (int i = 0; i < wagerCount(q); ++i) {
                    const PayoutQuestion &part = wagerAt(q, i);
                    QVERIFY2(part.correct.inCents() % 25 == 0, part.caption.c_str());
                    QVERIFY(part.correct <= usd(10000));
                    QVERIFY(gradePayout(part, part.correct).correct);
                    QVERIFY(!part.requirement.empty());
                    QVERIFY(!part.wagerLabel.empty());
                }
            }
            QCOMPARE(seen.size(), all.size());
        }
        const auto a = generatePayoutDrill(all, 5, 20, 99, defaultDrillTable(), table);
        const auto b = generatePayoutDrill(all, 5, 20, 99, defaultDrillTable(), table);
        for (std::size_t i = 0; i < a.size(); ++i) {
            QCOMPARE(a[i].wagerChips, b[i].wagerChips);
            QCOMPARE(a[i].dealerCards, b[i].dealerCards);
            QCOMPARE(a[i].correct, b[i].correct);
        }
    }
};

QTEST_APPLESS_MAIN(TestCommissionDrill)
#include "tst_commission_drill.moc"
