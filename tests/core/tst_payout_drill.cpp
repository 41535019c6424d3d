// Payout drills (src/core/drills/payout_drill.h): each situation's correct
// payout typed from regulations/000 (the section and the checklist id in the
// row's name), the generator's difficulty steps and reproducibility, and the
// grader's named mistakes.

#include "core_test_support.h"

#include <QTest>
#include <core/drills/box_payouts.h>
#include <core/drills/payout_drill.h>
#include <core/drills/side_wager_payouts.h>
#include <core/games/blackjack/pay_table_listing.h>
#include <core/seeded_random.h>
#include <set>

using namespace dt;
using namespace dt::drills;
using dttest::qs;

namespace {
Money usd(double dollars) {
    return Money::cents(static_cast<std::int64_t>(dollars * 100.0 + 0.5));
}
// The situations of this test: blackjack's (the baccarat ones are
// tst_commission_drill's).
std::vector<PayoutSituation> blackjackSituations() {
    return payoutSituationsOf(TableGame::Blackjack);
}
std::vector<Money> chipsOf(std::initializer_list<double> dollars) {
    std::vector<Money> chips;
    for (double each : dollars) {
        chips.push_back(usd(each));
    }
    return chips;
}
// The drill's table with one side wager's pay table chosen: a letter
// ("B"), a number ("2"), the decks for Match the Dealer ("8"), or
// "decks/option" for same suit ("8/3"); empty keeps defaultDrillTable().
// `choice` names the pay table ("1", "8/3" for eight decks Option 3); a
// "002:" prefix makes the table the tribal regulation's.
blackjack::TableOffer tableWith(PayoutSituation situation, QString choice) {
    blackjack::TableOffer table = defaultDrillTable();
    if (choice.startsWith(QStringLiteral("002:"))) {
        table.regulation = Regulation::BlackjackTribal;
        choice.remove(0, 4);
    }
    if (choice.isEmpty()) {
        return table;
    }
    auto &options = table.sideWagerOptions;
    const char letter = choice.at(0).toLatin1();
    const int number = choice.section(QLatin1Char('/'), -1).toInt();
    switch (situation) {
    case PayoutSituation::SameSuit:
        if (choice.contains(QLatin1Char('/'))) {
            table.decks = choice.section(QLatin1Char('/'), 0, 0).toInt();
        }
        options.additional.sameSuitOption = number;
        break;
    case PayoutSituation::MatchTheDealer:
        table.decks = number;
        break;
    case PayoutSituation::TwentyPointBonus:
        options.twentyPoint.payTable = letter;
        break;
    case PayoutSituation::InBetween:
        options.inBetween.payTable = letter;
        break;
    case PayoutSituation::BusterBlackjack:
        options.buster.payTable = letter;
        break;
    case PayoutSituation::TwentyOnePlusThree:
        options.twentyOnePlusThree.payTable = letter;
        break;
    case PayoutSituation::KingsBounty:
        options.kingsBounty.payTable = number;
        break;
    case PayoutSituation::TriLuxBonus:
        options.triLux.payTable = number;
        break;
    case PayoutSituation::Blazing7s:
        options.blazing7s.payTable = number;
        break;
    default:
        break;
    }
    return table;
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
        QTest::newRow("21+3 at the neighbouring row")
            << "21-plus-3" << 3 << 5.0 << 50.0 << "paid the Straight row (10 to 1), not Flush";
        QTest::newRow("21+3 at a row of no table")
            << "21-plus-3" << 3 << 5.0 << 35.0 << "paid 7 to 1, not 5 to 1";
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

    // The top single-wager step: tall stacks of mixed chips; 6 to 5 wagers
    // stay multiples of $5 (§3(d) BJ-WAGER-02); every payout can be built
    // from the rack.
    void topDifficultyMixesChips() {
        const auto questions =
            generatePayoutDrill(blackjackSituations(), kSeveralWagersDifficulty - 1, 200, 42);
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
        QCOMPARE(seen.size(), blackjackSituations().size());
        QVERIFY(mixed);
        QVERIFY(cents);
    }

    void sameSeedSameDrill() {
        const auto a = generatePayoutDrill(blackjackSituations(), 4, 20, 99);
        const auto b = generatePayoutDrill(blackjackSituations(), 4, 20, 99);
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

    // Side wagers paid from the pay table the table chose (docs/table-config.md
    // option names): expected amounts typed from the tables of regulations/000.
    void sideWagerPayTables_data() {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("table");
        QTest::addColumn<int>("variant");
        QTest::addColumn<double>("wager");
        QTest::addColumn<double>("expected");
        QTest::addColumn<QString>("requirement");
        // §17(e)(1) BJ-SETTLE-15: over 13 / under 13 at 1 to 1; §2(b)(3)(ii) an ace counts one.
        QTest::newRow("§17(e)(1) BJ-SETTLE-15 over 13, $1 pays $1")
            << "over-under-13"
            << "" << 0 << 1.0 << 1.0 << "BJ-SETTLE-15";
        QTest::newRow("§17(e)(1) §2(b)(3)(ii) BJ-SETTLE-15 under 13 with A-K (11)")
            << "over-under-13"
            << "" << 2 << 1.0 << 1.0 << "BJ-SETTLE-15";
        // §17(e)(2)(iv) BJ-SETTLE-16 six decks: Option 1 5 / 3, Option 2 25 / 2.5 to 1.
        QTest::newRow("§17(e)(2)(iv) BJ-SETTLE-16 six decks Option 1 king and queen 5:1")
            << "same-suit"
            << "1" << 0 << 1.0 << 5.0 << "BJ-SETTLE-16";
        QTest::newRow("§17(e)(2)(iv) BJ-SETTLE-16 six decks Option 1 any two 3:1")
            << "same-suit"
            << "1" << 1 << 1.0 << 3.0 << "BJ-SETTLE-16";
        QTest::newRow("§17(e)(2)(iv) BJ-SETTLE-16 six decks Option 2 king and queen 25:1")
            << "same-suit"
            << "2" << 2 << 1.0 << 25.0 << "BJ-SETTLE-16";
        QTest::newRow("§17(e)(2)(iv) BJ-SETTLE-16 six decks Option 2 any two 2.5:1 on $2")
            << "same-suit"
            << "2" << 3 << 2.0 << 5.0 << "BJ-SETTLE-16";
        QTest::newRow("§17(e)(2)(v) BJ-SETTLE-16 eight decks Option 3 any two 2:1")
            << "same-suit"
            << "8/3" << 1 << 1.0 << 2.0 << "BJ-SETTLE-16";
        // 002 (p)(6)(ii)(D): six decks Option 1 pays any two cards 2 to 1 (000: 3 to
        // 1), its own requirement; its other rows are 000's.
        QTest::newRow("002 (p)(6)(ii)(D) BJ2-SETTLE-04 six decks Option 1 any two 2:1")
            << "same-suit"
            << "002:1" << 1 << 1.0 << 2.0 << "BJ2-SETTLE-04";
        QTest::newRow("002 (p)(6)(ii)(D) BJ-SETTLE-16 six decks Option 1 king and queen 5:1")
            << "same-suit"
            << "002:1" << 0 << 1.0 << 5.0 << "BJ-SETTLE-16";
        // §17(e)(3) BJ-SETTLE-17: 5000, 500, 100, 50, 3 to 1.
        QTest::newRow("§17(e)(3) BJ-SETTLE-17 one seven (initial card) 3:1")
            << "sevens"
            << "" << 0 << 1.0 << 3.0 << "BJ-SETTLE-17";
        QTest::newRow("§17(e)(3) BJ-SETTLE-17 two sevens of any suit 50:1")
            << "sevens"
            << "" << 1 << 1.0 << 50.0 << "BJ-SETTLE-17";
        QTest::newRow("§17(e)(3) BJ-SETTLE-17 two sevens of the same suit 100:1")
            << "sevens"
            << "" << 2 << 1.0 << 100.0 << "BJ-SETTLE-17";
        QTest::newRow("§17(e)(3) BJ-SETTLE-17 three sevens of any suit 500:1")
            << "sevens"
            << "" << 3 << 1.0 << 500.0 << "BJ-SETTLE-17";
        QTest::newRow("§17(e)(3) BJ-SETTLE-17 three sevens of the same suit 5000:1")
            << "sevens"
            << "" << 4 << 1.0 << 5000.0 << "BJ-SETTLE-17";
        // §24(f) BJ-SETTLE-38: A 125 / 19 / 9 / 4, B 200 / 25 / 10 / 4 to 1.
        QTest::newRow("§24(f) BJ-SETTLE-38 A queen of hearts pair 125:1")
            << "twenty-point-bonus"
            << "A" << 0 << 5.0 << 625.0 << "BJ-SETTLE-38";
        QTest::newRow("§24(f) BJ-SETTLE-38 A matched 20 19:1")
            << "twenty-point-bonus"
            << "A" << 1 << 5.0 << 95.0 << "BJ-SETTLE-38";
        QTest::newRow("§24(f) BJ-SETTLE-38 A suited 20 9:1")
            << "twenty-point-bonus"
            << "A" << 2 << 5.0 << 45.0 << "BJ-SETTLE-38";
        QTest::newRow("§24(f) §2(b)(3)(i) BJ-SETTLE-38 A any 20 (ace and nine) 4:1")
            << "twenty-point-bonus"
            << "A" << 5 << 5.0 << 20.0 << "BJ-SETTLE-38";
        QTest::newRow("§24(f) BJ-SETTLE-38 B queen of hearts pair 200:1")
            << "twenty-point-bonus"
            << "B" << 0 << 5.0 << 1000.0 << "BJ-SETTLE-38";
        QTest::newRow("§24(f) BJ-SETTLE-38 B suited 20 10:1")
            << "twenty-point-bonus"
            << "B" << 3 << 5.0 << 50.0 << "BJ-SETTLE-38";
        // §26(f)-(g) BJ-SETTLE-45: A 30/12/6/4/1, B 30/10/6/4/1, C 30/10/5/3/1, D 40/10/5/3/1.
        QTest::newRow("§26(f) BJ-SETTLE-45 A one-card spread 12:1")
            << "in-between"
            << "A" << 1 << 5.0 << 60.0 << "BJ-SETTLE-45";
        QTest::newRow("§26(f) BJ-SETTLE-45 D triple match 40:1")
            << "in-between"
            << "D" << 0 << 5.0 << 200.0 << "BJ-SETTLE-45";
        QTest::newRow("§26(f) BJ-SETTLE-45 C two-card spread 5:1")
            << "in-between"
            << "C" << 2 << 5.0 << 25.0 << "BJ-SETTLE-45";
        QTest::newRow("§26(f) BJ-SETTLE-45 B three-card spread 4:1")
            << "in-between"
            << "B" << 3 << 5.0 << 20.0 << "BJ-SETTLE-45";
        QTest::newRow("§26(f) BJ-SETTLE-45 A all other spreads 1:1")
            << "in-between"
            << "A" << 4 << 5.0 << 5.0 << "BJ-SETTLE-45";
        // §27(g) BJ-SETTLE-47 by the dealer's busted cards.
        QTest::newRow("§27(g) BJ-SETTLE-47 A 8 or more 250:1")
            << "buster-blackjack"
            << "A" << 5 << 5.0 << 1250.0 << "BJ-SETTLE-47";
        QTest::newRow("§27(g) BJ-SETTLE-47 B 8 or more 200:1")
            << "buster-blackjack"
            << "B" << 5 << 5.0 << 1000.0 << "BJ-SETTLE-47";
        QTest::newRow("§27(g) BJ-SETTLE-47 F 3 cards 1:1")
            << "buster-blackjack"
            << "F" << 0 << 5.0 << 5.0 << "BJ-SETTLE-47";
        QTest::newRow("§27(g) BJ-SETTLE-47 E 5 cards 3:1")
            << "buster-blackjack"
            << "E" << 2 << 5.0 << 15.0 << "BJ-SETTLE-47";
        QTest::newRow("§27(g) BJ-SETTLE-47 F 6 cards 20:1")
            << "buster-blackjack"
            << "F" << 3 << 5.0 << 100.0 << "BJ-SETTLE-47";
        QTest::newRow("§27(g) BJ-SETTLE-47 C 7 cards 50:1")
            << "buster-blackjack"
            << "C" << 4 << 2.0 << 100.0 << "BJ-SETTLE-47";
        // §28(f) BJ-SETTLE-51 Table A: 9 to 1 throughout.
        QTest::newRow("§28(f) BJ-SETTLE-51 A straight flush 9:1")
            << "21-plus-3"
            << "A" << 0 << 5.0 << 45.0 << "BJ-SETTLE-51";
        // §29(h) BJ-SETTLE-53 Table 2: 2 suited kings 50 to 1.
        QTest::newRow("§29(h) BJ-SETTLE-53 Table 2 suited kings 50:1")
            << "kings-bounty"
            << "2" << 0 << 5.0 << 250.0 << "BJ-SETTLE-53";
        // §23(f) BJ-SETTLE-35 eight decks: 3 to 1, suited 14 to 1.
        QTest::newRow("§23(f) BJ-SETTLE-35 eight decks unsuited 3:1")
            << "match-the-dealer"
            << "8" << 0 << 5.0 << 15.0 << "BJ-SETTLE-35";
        QTest::newRow("§23(f) BJ-SETTLE-35 eight decks suited 14:1")
            << "match-the-dealer"
            << "8" << 1 << 5.0 << 70.0 << "BJ-SETTLE-35";
        // §30 BJ-SETTLE-54 TriLux Paytables: 1 all 8; 2 25/15/8/5; 3 25/15/10/5.
        QTest::newRow("§30 BJ-SETTLE-54 Paytable 1 straight flush 8:1")
            << "trilux-bonus"
            << "1" << 0 << 5.0 << 40.0 << "BJ-SETTLE-54";
        QTest::newRow("§30 BJ-SETTLE-54 Paytable 2 straight flush 25:1")
            << "trilux-bonus"
            << "2" << 0 << 5.0 << 125.0 << "BJ-SETTLE-54";
        QTest::newRow("§30 BJ-SETTLE-54 Paytable 3 straight 10:1")
            << "trilux-bonus"
            << "3" << 2 << 5.0 << 50.0 << "BJ-SETTLE-54";
        QTest::newRow("§30 BJ-SETTLE-54 Paytable 2 flush 5:1")
            << "trilux-bonus"
            << "2" << 3 << 5.0 << 25.0 << "BJ-SETTLE-54";
        // §31(d) BJ-SETTLE-55: "200 for 1" returns $200 on $1 with the wager: 199 to 1.
        QTest::newRow("§31(d) BJ-SETTLE-55 table 1 three 7's 200 for 1")
            << "blazing-7s"
            << "1" << 0 << 5.0 << 995.0 << "BJ-SETTLE-55";
        QTest::newRow("§31(d) BJ-SETTLE-55 table 2 three same colour 7's 500 for 1")
            << "blazing-7s"
            << "2" << 1 << 5.0 << 2495.0 << "BJ-SETTLE-55";
        QTest::newRow("§31(d) BJ-SETTLE-55 table 1 skips the 10% meter row: two 7's 25 for 1")
            << "blazing-7s"
            << "1" << 1 << 5.0 << 120.0 << "BJ-SETTLE-55";
        QTest::newRow("§31(d) BJ-SETTLE-55 table 1 one 7 2 for 1")
            << "blazing-7s"
            << "1" << 3 << 5.0 << 5.0 << "BJ-SETTLE-55";
    }
    void sideWagerPayTables() {
        QFETCH(QString, key);
        QFETCH(QString, table);
        QFETCH(int, variant);
        QFETCH(double, wager);
        QFETCH(double, expected);
        QFETCH(QString, requirement);
        const auto situation = situationFromKey(key.toStdString());
        QVERIFY(situation.has_value());
        QVERIFY(isSideWagerSituation(*situation));
        const PayoutQuestion q =
            makeQuestion(*situation, chipsOf({wager}), static_cast<std::uint64_t>(variant),
                         tableWith(*situation, table));
        QCOMPARE(q.correct, usd(expected));
        QCOMPARE(qs(q.requirement), requirement);
        QVERIFY(!q.citation.section.empty());
        QVERIFY2(q.caption.find(payTableName(*sideWagerOf(*situation),
                                             tableWith(*situation, table))) != std::string::npos,
                 q.caption.c_str());
        // "Sevens: …", never "Sevens, : …" for a wager of one pay table.
        QVERIFY2(q.caption.find(", :") == std::string::npos, q.caption.c_str());
        QVERIFY(gradePayout(q, usd(expected)).correct);
        // No likely mistake is the correct amount.
        for (const PayoutMistake &mistake : q.tableMistakes) {
            QVERIFY(mistake.amount != q.correct);
        }
    }

    // A side wager paid from the wrong row or the wrong table is named.
    void sideWagerMistakes_data() {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("table");
        QTest::addColumn<int>("variant");
        QTest::addColumn<double>("wager");
        QTest::addColumn<double>("paid");
        QTest::addColumn<QString>("error");
        QTest::newRow("§28(f) BJ-SETTLE-51 B flush paid from Table A")
            << "21-plus-3"
            << "B" << 3 << 5.0 << 45.0 << "paid 9 to 1 from Table A: this table pays Table B";
        QTest::newRow("§24(f) BJ-SETTLE-38 A suited 20 paid as matched 20")
            << "twenty-point-bonus"
            << "A" << 2 << 5.0 << 95.0 << "paid the Matched 20 row (19 to 1), not Suited 20";
        QTest::newRow("§26(f) BJ-SETTLE-45 A one-card spread paid from Table B")
            << "in-between"
            << "A" << 1 << 5.0 << 50.0 << "paid 10 to 1 from Table B: this table pays Table A";
        QTest::newRow("§27(g) BJ-SETTLE-47 A 6 cards paid the 5-card row")
            << "buster-blackjack"
            << "A" << 3 << 5.0 << 20.0 << "paid the 5 cards row (4 to 1), not 6 cards";
        QTest::newRow("§27(g) BJ-SETTLE-47 A 6 cards paid from Paytable C")
            << "buster-blackjack"
            << "A" << 3 << 5.0 << 60.0
            << "paid 12 to 1 from Paytable C: this table pays Paytable A";
        QTest::newRow("§17(e)(2)(iv) BJ-SETTLE-16 Option 1 paid from Option 2")
            << "same-suit"
            << "1" << 0 << 1.0 << 25.0
            << "paid 25 to 1 from Option 2 (six decks): this table pays Option 1 (six decks)";
        QTest::newRow("§23(f) BJ-SETTLE-35 six decks paid at eight decks' odds")
            << "match-the-dealer"
            << "" << 0 << 5.0 << 15.0 << "paid 3 to 1 from eight decks: this table pays six decks";
        QTest::newRow("§17(e)(3) BJ-SETTLE-17 three sevens paid as two suited")
            << "sevens"
            << "" << 3 << 1.0 << 100.0
            << "paid the Two sevens of the same suit (initial two cards) row (100 to 1), not "
               "Three sevens of any suit";
    }
    void sideWagerMistakes() {
        QFETCH(QString, key);
        QFETCH(QString, table);
        QFETCH(int, variant);
        QFETCH(double, wager);
        QFETCH(double, paid);
        QFETCH(QString, error);
        const auto situation = *situationFromKey(key.toStdString());
        const PayoutQuestion q =
            makeQuestion(situation, chipsOf({wager}), static_cast<std::uint64_t>(variant),
                         tableWith(situation, table));
        const PayoutGrade grade = gradePayout(q, usd(paid));
        QVERIFY(!grade.correct);
        QCOMPARE(qs(grade.error), error);
    }

    // §17(a)(3)(i): the generator deals the additional wagers at their one
    // amount ($1.00), whatever the step.
    void additionalWagersAreOneDollar() {
        const auto questions = generatePayoutDrill(
            {PayoutSituation::OverUnder13, PayoutSituation::SameSuit, PayoutSituation::Sevens}, 5,
            30, 3);
        for (const auto &q : questions) {
            QCOMPARE(q.wager, usd(1));
        }
    }

    // Difficulty 6: several wagers of one box per question, each paid on its
    // own; amounts computed here from the text's odds.
    void severalWagersPerQuestion() {
        const auto questions =
            generatePayoutDrill(blackjackSituations(), kSeveralWagersDifficulty, 120, 5);
        QCOMPARE(questions.size(), std::size_t(120));
        std::set<PayoutSituation> boxes;
        for (const auto &q : questions) {
            QVERIFY2(wagerCount(q) == (hasBoxForm(q.situation) ? 2 : 1), q.caption.c_str());
            if (wagerCount(q) == 1) {
                QVERIFY(q.wagers.empty());
                QCOMPARE(&wagerAt(q, 0), &q);
                continue;
            }
            boxes.insert(q.situation);
            Money total;
            for (int i = 0; i < wagerCount(q); ++i) {
                const PayoutQuestion &wager = wagerAt(q, i);
                QVERIFY(!wager.wagerLabel.empty());
                QVERIFY(!wager.wagerChips.empty());
                QVERIFY(gradePayout(wager, wager.correct).correct);
                const auto c = wager.correct.inCents();
                QVERIFY2(c % 50 == 0 && (c % 100 == 0 || c >= 250), wager.caption.c_str());
                total += wager.correct;
            }
            QCOMPARE(q.correct, total);
            const PayoutQuestion &first = wagerAt(q, 0);
            const PayoutQuestion &second = wagerAt(q, 1);
            switch (q.situation) {
            case PayoutSituation::WinningDouble:
                // §10(a), §3(e): the doubled hand wins 1 to 1 on wager and double;
                // §11: the second hand's wager equals the original.
                QCOMPARE(first.correct, first.wager);
                QCOMPARE(first.doubledBy + first.doubledBy, first.wager);
                QCOMPARE(second.wager, first.doubledBy);
                QVERIFY(second.correct == second.wager || second.correct == Money());
                break;
            case PayoutSituation::Split21:
                // §1: 21 after a split pays 1 to 1, as does the other hand's 20.
                QCOMPARE(first.correct, first.wager);
                QCOMPARE(second.correct, second.wager);
                break;
            case PayoutSituation::Insurance:
                // §9(c) 2 to 1 on half the box's wager; §7(b) blackjack against
                // blackjack: nothing paid.
                QCOMPARE(first.correct, first.wager + first.wager);
                QCOMPARE(second.wager, first.wager + first.wager);
                QCOMPARE(second.correct, Money());
                QCOMPARE(gradePayout(second, Money::cents(second.wager.inCents() * 3 / 2)).error,
                         std::string("paid the blackjack: it ties the dealer's blackjack"));
                break;
            default: {
                // A side wager and the main wager against the dealer's bust: 1 to 1,
                // or 3 to 2 on a blackjack (§3(e)).
                const bool busterLast = q.situation == PayoutSituation::BusterBlackjack;
                const PayoutQuestion &main = busterLast ? first : second;
                const PayoutQuestion &side = busterLast ? second : first;
                QVERIFY(isSideWagerSituation(side.situation));
                QVERIFY(main.correct == main.wager ||
                        main.correct.inCents() * 2 == main.wager.inCents() * 3);
                // §27(c): Buster no more than the main wager.
                QVERIFY(side.wager <= main.wager);
                break;
            }
            }
        }
        QVERIFY(boxes.contains(PayoutSituation::WinningDouble));
        QVERIFY(boxes.contains(PayoutSituation::Insurance));
        QVERIFY(boxes.contains(PayoutSituation::BusterBlackjack));
        QVERIFY(boxes.contains(PayoutSituation::TwentyOnePlusThree));
    }

    // Graded per wager, timed per question.
    void severalWagersScore() {
        // Two questions of two wagers, one wrong: 3 of 4 exact; times 4 and 8 s.
        const DrillScore score = scoreDrill(
            2, std::vector<std::vector<bool>>{{true, true}, {true, false}}, {4.0, 8.0}, 0.75, 6.0);
        QCOMPARE(score.correct, 3);
        QCOMPARE(score.paid, 4);
        QCOMPARE(score.accuracy, 0.75);
        QCOMPARE(score.medianSeconds, 6.0);
        QVERIFY(score.passed);
        QVERIFY(!scoreDrill(3, std::vector<std::vector<bool>>{{true, true}, {true, true}},
                            {4.0, 4.0}, 0.75, 6.0)
                     .passed);
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
            // Each mark on its own, as the results screen shows them: the
            // time mark is 6 s, the accuracy mark 0.95 (19 of 20).
            QCOMPARE(score.timeMet, seconds <= 6.0);
            QCOMPARE(score.accuracyMet, (answered - wrong) * 20 >= answered * 19);
        }
    }
    // A drill's caption and the table's placard name a same suit pay table
    // alike, from one function (deckWords): §17(e)(2)(i)-(v) print the
    // options per deck count, (i) headed "Single Deck Blackjack Tables".
    void payTableNamedAsThePlacardNamesIt_data() {
        QTest::addColumn<int>("decks");
        QTest::addColumn<QString>("name");
        QTest::newRow("§17(e)(2)(i) single deck") << 1 << "Option 1 (single deck)";
        QTest::newRow("§17(e)(2)(ii) two decks") << 2 << "Option 1 (two decks)";
        QTest::newRow("§17(e)(2)(iii) four decks") << 4 << "Option 1 (four decks)";
        QTest::newRow("§17(e)(2)(iv) six decks") << 6 << "Option 1 (six decks)";
        QTest::newRow("§17(e)(2)(v) eight decks") << 8 << "Option 1 (eight decks)";
    }
    void payTableNamedAsThePlacardNamesIt() {
        QFETCH(int, decks);
        QFETCH(QString, name);
        blackjack::TableOffer table = defaultDrillTable();
        table.decks = decks;
        table.sideWagerOptions.additional.sameSuitOption = 1;
        QCOMPARE(qs(payTableName(blackjack::SideWager::SameSuit, table)), name);
        QCOMPARE(qs(blackjack::payTablePlacard(table, blackjack::SideWager::SameSuit).table), name);
    }
};

QTEST_APPLESS_MAIN(TestPayoutDrill)
#include "tst_payout_drill.moc"
