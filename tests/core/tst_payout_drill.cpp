// Payout drills (src/core/drills/payout_drill.h): each situation's correct
// payout typed from regulations/000 (the section and the checklist id in the
// row's name), the generator's difficulty steps and reproducibility, and the
// grader's named mistakes.

#include "core_test_support.h"

#include <QTest>
#include <core/drills/payout_drill.h>
#include <set>

using namespace dt;
using namespace dt::drills;
using dttest::qs;

namespace {
Money usd(double dollars) {
    return Money::cents(static_cast<std::int64_t>(dollars * 100.0 + 0.5));
}
std::vector<Money> chipsOf(std::initializer_list<double> dollars) {
    std::vector<Money> chips;
    for (double each : dollars) {
        chips.push_back(usd(each));
    }
    return chips;
}
} // namespace

class TestPayoutDrill : public QObject {
    Q_OBJECT

private slots:
    // Expected amounts computed by hand from the text's odds.
    void correctPayout_data() {
        QTest::addColumn<QString>("key");
        QTest::addColumn<int>("variant");
        QTest::addColumn<double>("wager"); // one chip of this value
        QTest::addColumn<double>("expected");
        QTest::addColumn<QString>("requirement");
        // §3(e) BJ-SETTLE-03: "standard blackjack ... 3 to 2": $10 pays $15, $5 pays $7.50.
        QTest::newRow("§3(e) BJ-SETTLE-03 $10 blackjack 3:2")
            << "natural-3-to-2" << 0 << 10.0 << 15.0 << "BJ-SETTLE-03";
        QTest::newRow("§3(e) BJ-SETTLE-03 $5 blackjack 3:2 = $7.50")
            << "natural-3-to-2" << 1 << 5.0 << 7.5 << "BJ-SETTLE-03";
        // §3(e) BJ-SETTLE-03: "6 to 5 for the 6 to 5 blackjack variation": $10 pays $12; $25 pays
        // $30.
        QTest::newRow("§3(e) BJ-SETTLE-03 $25 blackjack 6:5")
            << "natural-6-to-5" << 2 << 25.0 << 30.0 << "BJ-SETTLE-03";
        // §3(e): winning wagers 1 to 1.
        QTest::newRow("§3(e) BJ-SETTLE-03 $25 win 1:1")
            << "winning-wager" << 0 << 25.0 << 25.0 << "BJ-SETTLE-03";
        // §10(a) + §3(e): $25 doubled to $50 wins $50.
        QTest::newRow("§10(a) double $25+$25 pays $50")
            << "winning-double" << 0 << 25.0 << 50.0 << "BJ-SETTLE-03";
        // §1: an ace and a ten after a split is not a blackjack -> 1 to 1.
        QTest::newRow("§1 §11 split 21 $25 pays $25")
            << "split-21" << 0 << 25.0 << 25.0 << "BJ-SETTLE-03";
        // §3(b) BJ-SETTLE-02: equal scores, the wager is void: nothing paid.
        QTest::newRow("§3(b) BJ-SETTLE-02 push pays nothing")
            << "push" << 0 << 25.0 << 0.0 << "BJ-SETTLE-02";
        // §9(c) BJ-SETTLE-06: winning insurance 2 to 1: $5 pays $10.
        QTest::newRow("§9(c) BJ-SETTLE-06 $5 insurance pays $10")
            << "insurance" << 0 << 5.0 << 10.0 << "BJ-SETTLE-06";
        // §7(c) BJ-OPT-09: even money pays 1 to 1.
        QTest::newRow("§7(c) BJ-OPT-09 even money $25")
            << "even-money" << 0 << 25.0 << 25.0 << "BJ-OPT-09";
        // §16(a) BJ-SETTLE-09: five cards totaling 21, 2 to 1: $10 pays $20.
        QTest::newRow("§16(a) BJ-SETTLE-09 five-card 21 $10")
            << "five-card-21" << 0 << 10.0 << 20.0 << "BJ-SETTLE-09";
        // §8(a)(1) BJ-OPT-02: one-half returned: $25 -> $12.50.
        QTest::newRow("§8(a)(1) BJ-OPT-02 surrender $25 returns $12.50")
            << "surrender" << 0 << 25.0 << 12.5 << "BJ-OPT-02";
        // §23(f) BJ-SETTLE-35, six decks: non-matching suit 4 to 1, matching suit 11 to 1, both 15
        // to 1.
        QTest::newRow("§23(f) BJ-SETTLE-35 one unsuited match 4:1")
            << "match-the-dealer" << 0 << 5.0 << 20.0 << "BJ-SETTLE-35";
        QTest::newRow("§23(f) BJ-SETTLE-35 one suited match 11:1")
            << "match-the-dealer" << 1 << 5.0 << 55.0 << "BJ-SETTLE-35";
        QTest::newRow("§23(f) BJ-SETTLE-35 both match 4+11")
            << "match-the-dealer" << 2 << 5.0 << 75.0 << "BJ-SETTLE-35";
        // §28(f) BJ-SETTLE-51 Table B: straight flush 30, trips 20, straight 10, flush 5.
        QTest::newRow("§28(f) BJ-SETTLE-51 B straight flush $5 = $150")
            << "21-plus-3" << 0 << 5.0 << 150.0 << "BJ-SETTLE-51";
        QTest::newRow("§28(f) BJ-SETTLE-51 B three of a kind 20:1")
            << "21-plus-3" << 1 << 5.0 << 100.0 << "BJ-SETTLE-51";
        QTest::newRow("§28(f) BJ-SETTLE-51 B straight 10:1")
            << "21-plus-3" << 2 << 5.0 << 50.0 << "BJ-SETTLE-51";
        QTest::newRow("§28(f) BJ-SETTLE-51 B flush 5:1")
            << "21-plus-3" << 3 << 5.0 << 25.0 << "BJ-SETTLE-51";
        // §29(h) BJ-SETTLE-53 Table 1: suited kings 30, suited queens 20, suited 20 9, two kings 6,
        // unsuited 20 4.
        QTest::newRow("§29(h) BJ-SETTLE-53 suited kings 30:1")
            << "kings-bounty" << 0 << 5.0 << 150.0 << "BJ-SETTLE-53";
        QTest::newRow("§29(h) BJ-SETTLE-53 suited queens 20:1")
            << "kings-bounty" << 1 << 5.0 << 100.0 << "BJ-SETTLE-53";
        QTest::newRow("§29(h) BJ-SETTLE-53 suited 20 9:1")
            << "kings-bounty" << 2 << 5.0 << 45.0 << "BJ-SETTLE-53";
        QTest::newRow("§29(h) BJ-SETTLE-53 two kings 6:1")
            << "kings-bounty" << 3 << 5.0 << 30.0 << "BJ-SETTLE-53";
        QTest::newRow("§29(h) BJ-SETTLE-53 unsuited 20 4:1")
            << "kings-bounty" << 4 << 5.0 << 20.0 << "BJ-SETTLE-53";
    }
    void correctPayout() {
        QFETCH(QString, key);
        QFETCH(int, variant);
        QFETCH(double, wager);
        QFETCH(double, expected);
        QFETCH(QString, requirement);
        const auto situation = situationFromKey(key.toStdString());
        QVERIFY(situation.has_value());
        const PayoutQuestion q =
            makeQuestion(*situation, chipsOf({wager}), static_cast<std::uint64_t>(variant));
        QCOMPARE(q.correct, usd(expected));
        QCOMPARE(qs(q.requirement), requirement);
        QVERIFY(!q.citation.section.empty());
        QVERIFY(!q.caption.empty());
        QVERIFY(!q.playerCards.empty());
        QVERIFY(gradePayout(q, usd(expected)).correct);
    }

    void keysRoundTrip() {
        for (const PayoutSituation situation : allPayoutSituations()) {
            QCOMPARE(situationFromKey(situationKey(situation)), std::optional(situation));
            QVERIFY(!situationTitle(situation).empty());
        }
        QVERIFY(!situationFromKey("natural").has_value());
    }

    // The grader names the likely mistakes (issue 6's examples first).
    void namedMistakes_data() {
        QTest::addColumn<QString>("key");
        QTest::addColumn<int>("variant");
        QTest::addColumn<double>("wager");
        QTest::addColumn<double>("paid");
        QTest::addColumn<QString>("error");
        QTest::newRow("split 21 at 3:2")
            << "split-21" << 0 << 20.0 << 30.0 << "paid 3 to 2 on a split 21";
        QTest::newRow("paid the push") << "push" << 0 << 25.0 << 25.0 << "paid the push";
        QTest::newRow("6:5 at a 3:2 table")
            << "natural-3-to-2" << 0 << 25.0 << 30.0 << "paid 6 to 5 at a 3 to 2 table";
        QTest::newRow("3:2 at a 6:5 table")
            << "natural-6-to-5" << 0 << 25.0 << 37.5 << "paid 3 to 2 at a 6 to 5 table";
        QTest::newRow("even money on a blackjack")
            << "natural-3-to-2" << 0 << 25.0 << 25.0 << "paid even money on a blackjack";
        QTest::newRow("insurance at 1:1")
            << "insurance" << 0 << 10.0 << 10.0 << "paid insurance at 1 to 1, not 2 to 1";
        QTest::newRow("double: original only") << "winning-double" << 0 << 25.0 << 25.0
                                               << "paid the original wager only, not the double";
        QTest::newRow("surrender: whole wager")
            << "surrender" << 0 << 25.0 << 25.0 << "returned the whole wager on a surrender";
        QTest::newRow("wager added to the payout")
            << "natural-3-to-2" << 0 << 10.0 << 25.0
            << "paid the wager with the winnings (it stays on the layout)";
        QTest::newRow("21+3 at another row")
            << "21-plus-3" << 3 << 5.0 << 50.0 << "paid 10 to 1, not 5 to 1";
        QTest::newRow("short by") << "natural-3-to-2" << 0 << 25.0 << 35.0 << "short by $2.50";
        QTest::newRow("over by") << "natural-3-to-2" << 0 << 25.0 << 40.0 << "over by $2.50";
    }
    void namedMistakes() {
        QFETCH(QString, key);
        QFETCH(int, variant);
        QFETCH(double, wager);
        QFETCH(double, paid);
        QFETCH(QString, error);
        const PayoutQuestion q =
            makeQuestion(*situationFromKey(key.toStdString()), chipsOf({wager}),
                         static_cast<std::uint64_t>(variant));
        const PayoutGrade grade = gradePayout(q, usd(paid));
        QVERIFY(!grade.correct);
        QCOMPARE(qs(grade.error), error);
        QVERIFY(grade.message.find(q.correct.text()) != std::string::npos);
        QCOMPARE(grade.citation, q.citation);
    }

    // Difficulty 1: one chip, a natural at 3 to 2 ($5 pays $7.50, $25 pays $37.50).
    void difficultyOneIsOneChip() {
        const auto questions = generatePayoutDrill({PayoutSituation::Natural3to2}, 1, 30, 7);
        QCOMPARE(questions.size(), std::size_t(30));
        for (const auto &q : questions) {
            QCOMPARE(q.wagerChips.size(), std::size_t(1));
            QVERIFY(q.wager == usd(5) || q.wager == usd(25));
            QCOMPARE(q.correct.inCents() * 2, q.wager.inCents() * 3);
        }
    }

    // The top step: tall stacks of mixed chips; 6 to 5 wagers stay multiples
    // of $5 (§3(d) BJ-WAGER-02); every payout can be built from the rack.
    void topDifficultyMixesChips() {
        const auto questions =
            generatePayoutDrill(allPayoutSituations(), kMaxDrillDifficulty, 200, 42);
        QCOMPARE(questions.size(), std::size_t(200));
        std::set<PayoutSituation> seen;
        bool mixed = false;
        bool cents = false;
        for (const auto &q : questions) {
            seen.insert(q.situation);
            const std::set<std::int64_t> colours = [&] {
                std::set<std::int64_t> set;
                for (Money chip : q.wagerChips) {
                    set.insert(chip.inCents());
                }
                return set;
            }();
            mixed = mixed || colours.size() >= 3;
            cents = cents || q.correct.inCents() % 100 != 0;
            if (q.situation == PayoutSituation::Natural6to5) {
                QCOMPARE(q.wager.inCents() % 500, 0);
            }
            const auto c = q.correct.inCents();
            QVERIFY2(c % 50 == 0 && (c % 100 == 0 || c >= 250), q.caption.c_str());
            QVERIFY(gradePayout(q, q.correct).correct);
        }
        QCOMPARE(seen.size(), allPayoutSituations().size());
        QVERIFY(mixed);
        QVERIFY(cents);
    }

    void sameSeedSameDrill() {
        const auto a = generatePayoutDrill(allPayoutSituations(), 4, 20, 99);
        const auto b = generatePayoutDrill(allPayoutSituations(), 4, 20, 99);
        QCOMPARE(a.size(), b.size());
        for (std::size_t i = 0; i < a.size(); ++i) {
            QCOMPARE(a[i].wagerChips, b[i].wagerChips);
            QCOMPARE(a[i].playerCards, b[i].playerCards);
            QCOMPARE(a[i].correct, b[i].correct);
        }
        QVERIFY(generatePayoutDrill({}, 1, 5, 1).empty());
        QVERIFY(generatePayoutDrill(allPayoutSituations(), 0, 5, 1).empty());
        QVERIFY(generatePayoutDrill(allPayoutSituations(), kMaxDrillDifficulty + 1, 5, 1).empty());
    }

    void median() {
        QCOMPARE(medianSeconds({}), 0.0);
        QCOMPARE(medianSeconds({3.0, 1.0, 2.0}), 2.0);
        QCOMPARE(medianSeconds({4.0, 1.0, 2.0, 3.0}), 2.5);
    }

    // The lesson's pass mark (docs/lesson-format.md, "drill": pass): every
    // payout answered, accuracy and median time both met; a mark met exactly passes.
    void passMark_data() {
        QTest::addColumn<int>("asked");
        QTest::addColumn<int>("wrong");
        QTest::addColumn<int>("answered");
        QTest::addColumn<double>("seconds");
        QTest::addColumn<bool>("passed");
        QTest::newRow("20 of 20 at 5 s") << 20 << 0 << 20 << 5.0 << true;
        QTest::newRow("19 of 20 meets 0.95 exactly") << 20 << 1 << 20 << 5.0 << true;
        QTest::newRow("18 of 20 is under 0.95") << 20 << 2 << 20 << 5.0 << false;
        QTest::newRow("median 6 s meets 6 s exactly") << 20 << 0 << 20 << 6.0 << true;
        QTest::newRow("median over the target") << 20 << 0 << 20 << 6.5 << false;
        QTest::newRow("left before the end") << 20 << 0 << 12 << 4.0 << false;
        QTest::newRow("nothing asked") << 0 << 0 << 0 << 0.0 << false;
    }
    void passMark() {
        QFETCH(int, asked);
        QFETCH(int, wrong);
        QFETCH(int, answered);
        QFETCH(double, seconds);
        QFETCH(bool, passed);
        std::vector<bool> correct(static_cast<std::size_t>(answered), true);
        for (int i = 0; i < wrong; ++i) {
            correct[static_cast<std::size_t>(i)] = false;
        }
        const std::vector<double> times(static_cast<std::size_t>(answered), seconds);
        const DrillScore score = scoreDrill(asked, correct, times, 0.95, 6.0);
        QCOMPARE(score.correct, answered - wrong);
        QCOMPARE(score.passed, passed);
        if (answered > 0) {
            QCOMPARE(score.accuracy, double(answered - wrong) / answered);
            QCOMPARE(score.medianSeconds, seconds);
        }
    }
};

QTEST_APPLESS_MAIN(TestPayoutDrill)
#include "tst_payout_drill.moc"
