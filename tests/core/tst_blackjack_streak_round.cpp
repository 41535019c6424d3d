// The §22 streak wager played across rounds: placed with the blackjack
// wager, carried by the table from round to round (TableState::streaks),
// settled in the §22(c) rotation with its lammer (§22(d)), from scripted
// shoes. The expected settlements are worked out in the comments from the
// regulation's text; the mistakes are graded with their section.

#include "round_test_support.h"

#include <QTest>
#include <core/action_codec.h>
#include <core/games/blackjack/round_side_wagers.h>
#include <core/referee_for.h>
#include <core/session.h>

using namespace dt;
using namespace roundtest;
using blackjack::SideWager;
using dttest::qs;

namespace {

SideWagerStake streak(int dollars, int area) {
    SideWagerStake stake{SideWager::Streak, Money::dollars(dollars), true};
    stake.area = area;
    return stake;
}

blackjack::TableRules streakTable() {
    blackjack::TableRules rules = withOffer();
    rules.offer.sideWagers = {SideWager::Streak};
    return rules;
}

// The lesson's shoe (lessons/blackjack/73-streak-wager.json) without its
// player who leaves (abandonedStreakCollectedBeforeTheNextRound): seat 1 with
// a $5 streak on "3", seat 3 with a $5 streak on "2", both standing, the
// dealer's second card after the players (§6(h)).
// Round 1: seat 1 10H KH 20, seat 3 10C 9C 19, dealer 8D 10S 18: both win.
// Round 2: seat 1 10D 8H 18, seat 3 10C 7C 17, dealer 9D 9S 18: seat 1
//          pushes, seat 3 loses.
// Round 3: seat 1 10H 9H 19, seat 3 KC QC 20, dealer 10D 7S 17: both win.
// Round 4: seat 1 JH QH 20, seat 3 10C 6C 16, dealer 10S 8S 18: seat 1
//          wins, seat 3 loses.
Scenario lessonScenario() {
    Scenario scenario = roundScenario(
        "10H 10C 8D KH 9C 10S 10D 10C 9D 8H 7C 9S 10H KC 10D 9H QC 7S JH 10C 10S QH 6C 8S",
        {{1, 10, {stand()}, {streak(5, 3)}}, {3, 10, {stand()}, {streak(5, 2)}}}, streakTable());
    scenario.rounds = 4;
    return scenario;
}

// The lines of the transcript about the streak: its settlements and lammers,
// and the pick-ups that close each round.
QStringList streakLines(const Session &session) {
    QStringList lines;
    for (const QString &line : transcriptOf(session)) {
        if (line.contains(QStringLiteral("streak")) ||
            line.startsWith(QStringLiteral("place_lammer")) ||
            line == QStringLiteral("pick_up 0")) {
            lines << line;
        }
    }
    return lines;
}

using dttest::playUntil;

// Two rounds: seat 1 (with `seatOne`'s streaks) and seat 5, with a streak
// wager of $5 on `area`, standing; seat 5 leaves once round 1 is over.
Scenario seatFiveLeaves(const QString &cards, std::vector<SideWagerStake> seatOne, int area,
                        Regulation regulation = Regulation::Blackjack) {
    Scenario scenario = roundScenario(cards,
                                      {{1, 10, {stand()}, std::move(seatOne)},
                                       {.seat = 5,
                                        .decisions = {stand()},
                                        .sideWagers = {streak(5, area)},
                                        .leavesAfterRound = 1}},
                                      streakTable(), regulation);
    scenario.rounds = 2;
    return scenario;
}

// Plays to the end of round 1, its cards picked up.
bool playRoundOne(Session &session) {
    return playUntil(session,
                     [](const DealerAction &a) { return a == DealerAction(action::PickUp{0}); }) &&
           session.perform(action::PickUp{0}).correct;
}

bool isLammer(const DealerAction &a) {
    return std::holds_alternative<action::PlaceLammer>(a);
}

bool isStreakPay(const DealerAction &a) {
    const auto *pay = std::get_if<action::Pay>(&a);
    return pay && pay->side == "streak";
}

} // namespace

class BlackjackStreakRound : public QObject {
    Q_OBJECT

private slots:
    // BJ-SETTLE-29, BJ-SETTLE-30, BJ-SETTLE-32, BJ-WAGER-13: the lesson's four
    // rounds. Round 1 both win: lammers on "2" (§22(d)), seat 3 first (from
    // the dealer's right, §22(c)). Round 2: seat 3 loses, its streak on "2"
    // collected with the blackjack wager (§22(e)); seat 1 pushes, its lammer
    // stays (§22(g)). Round 3: seat 3, nothing pending, places a new streak
    // on "2" (§22(k)(2)) and wins (lammer on "2"); seat 1's second win moves
    // its lammer onto "3" (§22(d)(2)). Round 4: seat 3 loses ($5 collected);
    // seat 1's third win pays the streak on "3" 7 to 1, $35 (§22(j)).
    void lessonRoundsSettleTheStreaks() {
        std::unique_ptr<Session> session;
        auto played = autoplay(lessonScenario());
        QVERIFY(played);
        QVERIFY(played->isComplete());
        QCOMPARE(played->summary(PassCriteria{}).errors, 0);
        const QStringList expected = {
            // Round 1.
            QStringLiteral("place_lammer 3 2"),
            QStringLiteral("place_lammer 1 2"),
            QStringLiteral("pick_up 0"),
            // Round 2.
            QStringLiteral("collect 3 1 side streak 5.00"),
            QStringLiteral("pick_up 0"),
            // Round 3.
            QStringLiteral("place_lammer 3 2"),
            QStringLiteral("place_lammer 1 3"),
            QStringLiteral("pick_up 0"),
            // Round 4.
            QStringLiteral("collect 3 1 side streak 5.00"),
            QStringLiteral("pay 1 1 side streak 35.00"),
            QStringLiteral("pick_up 0"),
        };
        const QStringList actual = streakLines(*played);
        if (actual != expected) {
            qWarning("%s", qPrintable(actual.join(QLatin1Char('\n'))));
        }
        QCOMPARE(actual, expected);
        // Every streak decided: nothing left on the layout.
        QVERIFY(played->state().streaks.empty());
    }

    // BJ-SETTLE-29: §22(c) "collect ..., pay off ..., place any necessary
    // streak lammers ..., and then collect the cards", from the dealer's
    // right: in round 1 seat 3's lammer comes once its blackjack wager is
    // paid, before seat 1 is settled and before any card is picked up.
    void lammersAfterTheWagersBeforeTheCards() {
        Session session(lessonScenario(), refereeFor(lessonScenario()));
        QVERIFY(playUntil(session, isLammer));
        std::vector<DealerAction> settled;
        for (const auto &entry : session.timeline()) {
            QVERIFY(!entry.action || !std::holds_alternative<action::PickUp>(*entry.action));
            if (entry.action && (std::holds_alternative<action::Pay>(*entry.action) ||
                                 std::holds_alternative<action::Collect>(*entry.action))) {
                settled.push_back(*entry.action);
            }
        }
        QCOMPARE(settled.size(), std::size_t(1));
        QCOMPARE(settled.front(),
                 DealerAction(action::Pay{3, 1, action::Wager::Main, Money::dollars(10)}));
        QCOMPARE(session.expected().front().action, DealerAction(action::PlaceLammer{3, 2}));
        QCOMPARE(qs(session.expected().front().rule.citation.text()),
                 QStringLiteral("Blackjack §22(d)"));
        QCOMPARE(qs(session.expected().front().rule.requirement), QStringLiteral("BJ-SETTLE-30"));
        // Every losing wager first, then every winner, then the lammers: the
        // table's other settlement order keeps the lammers last too.
        Scenario collectFirst = lessonScenario();
        auto &rules = std::get<blackjack::TableRules>(collectFirst.rules);
        rules.settlementOrder = blackjack::SettlementOrder::CollectThenPayRightToLeft;
        Session other(collectFirst, refereeFor(collectFirst));
        QVERIFY(playUntil(other, isLammer));
        int pays = 0;
        for (const auto &entry : other.timeline()) {
            pays += entry.action && std::holds_alternative<action::Pay>(*entry.action) ? 1 : 0;
        }
        QCOMPARE(pays, 2);
    }

    // BJ-WAGER-13: with the streak on "2" of seat 3 pending after round 1,
    // round 2 does not place the script's streak again (§22(k)(2)): the box
    // carries the one wager, and the table remembers one win.
    void pendingStreakIsNotPlacedAgain() {
        Session session(lessonScenario(), refereeFor(lessonScenario()));
        QVERIFY(
            playUntil(session, [&](const DealerAction &) { return session.roundNumber() == 2; }));
        const auto &round = std::get<blackjack::Round>(session.state().round);
        const blackjack::RoundBox *box = round.box(3);
        QVERIFY(box);
        int streaks = 0;
        for (const auto &wager : box->sideWagers) {
            streaks += wager.wager == SideWager::Streak ? 1 : 0;
        }
        QCOMPARE(streaks, 1);
        QCOMPARE(box->streak.consecutiveWins, 1);
        QCOMPARE(box->lammer, std::optional<int>(2));
        QCOMPARE(session.state().streaks.at(1).consecutiveWins, 1);
    }

    // BJ-SETTLE-31: §22(h) a split with one hand won and one lost neither
    // advances nor loses the streak. Round 1 splits 8s and wins both hands
    // (majority: lammer on "2"); round 2 splits 8s again: 8 10 = 18 wins, 8 7
    // = 15 loses against the dealer's 17: no streak action, one win kept.
    void splitHandsTiedLeaveTheStreak() {
        Scenario scenario =
            roundScenario("8H 10D 8C 10S KS 7D 8H 10D 8C 10S 7S 7D",
                          {{1, 10, {split(), stand(), stand()}, {streak(5, 3)}}}, streakTable());
        scenario.rounds = 2;
        auto played = autoplay(scenario);
        QVERIFY(played);
        QVERIFY(played->isComplete());
        QCOMPARE(streakLines(*played),
                 QStringList({QStringLiteral("place_lammer 1 2"), QStringLiteral("pick_up 0"),
                              QStringLiteral("pick_up 0")}));
        const blackjack::StreakState kept = played->state().streaks.at(1);
        QCOMPARE(kept.consecutiveWins, 1);
        QCOMPARE(kept.pending.size(), std::size_t(1));
        QCOMPARE(kept.pending.front().area, 3);
    }

    // BJ-SETTLE-32, §22(k): streaks on "2" and "3" placed together. Round 1
    // wins (lammer on "2"); round 2 wins the streak on "2", 3 to 1 = $15, the
    // lammer moved onto "3" before it is paid as the "3" is still in play
    // (§22(k)(3)); round 3 wins the "3", 7 to 1 = $35, and the lammer is off.
    // Seat 1 alone: 10H KH against 8D 10S, 10D QH against 9D 9S, 10C 9H
    // against 9C 8C.
    void multipleStreaksMoveTheLammerBeforePaying() {
        Scenario scenario =
            roundScenario("10H 8D KH 10S 10D 9D QH 9S 10C 9C 9H 8C",
                          {{1, 10, {stand()}, {streak(5, 2), streak(5, 3)}}}, streakTable());
        scenario.rounds = 3;
        auto played = autoplay(scenario);
        QVERIFY(played);
        QVERIFY(played->isComplete());
        QCOMPARE(streakLines(*played),
                 QStringList(
                     {QStringLiteral("place_lammer 1 2"), QStringLiteral("pick_up 0"),
                      QStringLiteral("place_lammer 1 3"),
                      QStringLiteral("pay 1 1 side streak 15.00"), QStringLiteral("pick_up 0"),
                      QStringLiteral("pay 1 1 side streak 35.00"), QStringLiteral("pick_up 0")}));
        QVERIFY(played->state().streaks.empty());
    }

    // BJ-SETTLE-30: §22(f) a player who leaves with a streak pending "fails
    // or refuses to complete ... any successive blackjack hands required":
    // the wager is abandoned and lost. Round 1: seat 1 (streak on "3") and
    // seat 5 (streak on "4") win with 20 against 18 (10H KH, QD KS, 8D 10S):
    // lammers on "2" from the right. Seat 5 leaves: once the cards are
    // picked up, its $5 is collected (the lammer with it) before round 2;
    // nothing else is accepted until then. Round 2: seat 1 alone, 10D QH
    // against 9D 9S, moves its lammer onto "3".
    void abandonedStreakCollectedBeforeTheNextRound() {
        const Scenario scenario =
            seatFiveLeaves("10H QD 8D KH KS 10S 10D 9D QH 9S", {streak(5, 3)}, 4);
        Session session(scenario, refereeFor(scenario));
        QVERIFY(playRoundOne(session));
        QCOMPARE(session.roundNumber(), 1);
        QVERIFY(!session.isComplete());
        const Expectation due = session.expected().front();
        QCOMPARE(due.action, DealerAction(action::Collect{5, 1, action::Wager::Side,
                                                          Money::dollars(5), "streak"}));
        QCOMPARE(qs(due.rule.citation.text()), QStringLiteral("Blackjack §22(f)"));
        QCOMPARE(qs(due.rule.requirement), QStringLiteral("BJ-SETTLE-30"));
        QVERIFY(qs(due.description).contains(QStringLiteral("abandoned")));
        // The next round's first card before the collection: an error citing
        // §22(f); the card is out of the shoe, a card drawn in error no hand
        // can use, and is burned before the collection is due again.
        const Verdict early = session.perform(action::DealCard{1, 1});
        QVERIFY(!early.correct);
        QCOMPARE(qs(early.rule.citation.text()), QStringLiteral("Blackjack §22(f)"));
        QCOMPARE(session.roundNumber(), 1);
        QVERIFY(std::holds_alternative<action::BurnCard>(session.expected().front().action));
        QVERIFY(session.perform(session.expected().front().action).correct);
        QCOMPARE(session.expected().front().action, due.action);
        QVERIFY(session.perform(due.action).correct);
        QVERIFY(!session.state().streaks.contains(5));
        QCOMPARE(session.roundNumber(), 2);
        QVERIFY(!std::get<blackjack::Round>(session.state().round).box(5));
        auto played = autoplay(scenario);
        QVERIFY(played);
        QVERIFY(played->isComplete());
        QCOMPARE(played->summary(PassCriteria{}).errors, 0);
        QCOMPARE(streakLines(*played),
                 QStringList({QStringLiteral("place_lammer 5 2"),
                              QStringLiteral("place_lammer 1 2"), QStringLiteral("pick_up 0"),
                              QStringLiteral("collect 5 1 side streak 5.00"),
                              QStringLiteral("place_lammer 1 3"), QStringLiteral("pick_up 0")}));
        QCOMPARE(played->state().streaks.size(), std::size_t(1));
        QCOMPARE(played->state().streaks.at(1).consecutiveWins, 2);
    }

    // BJ-SETTLE-30: a player whose streak was decided leaves with nothing
    // pending: nothing to collect, the next round follows the pick-up. Seat
    // 5's streak on "2" loses in round 1 (18 against 20) and is collected in
    // the settlement (§22(e)). At a 002 table the abandonment cites (t)(6).
    void leavingWithoutAStreakPendingOwesNothing() {
        const Scenario scenario = seatFiveLeaves("10H 10D KD KH 8S QS 10D 9D QH 9S", {}, 2);
        auto played = autoplay(scenario);
        QVERIFY(played);
        QVERIFY(played->isComplete());
        QCOMPARE(streakLines(*played),
                 QStringList({QStringLiteral("collect 5 1 side streak 5.00"),
                              QStringLiteral("pick_up 0"), QStringLiteral("pick_up 0")}));

        const Scenario tribal =
            seatFiveLeaves("10H QD 8D KH KS 10S 10D 9D QH 9S", {}, 4, Regulation::BlackjackTribal);
        Session session(tribal, refereeFor(tribal));
        QVERIFY(playRoundOne(session));
        QCOMPARE(qs(session.expected().front().rule.citation.section), QStringLiteral("(t)(6)"));
    }

    // BJ-SETTLE-30: the mistakes about the lammer in round 1, each citing
    // §22(d): performed where the lammer of seat 3 is due (or, "too early",
    // where the first blackjack wager is to be paid).
    void lammerMistakes_data() {
        QTest::addColumn<bool>("early");
        QTest::addColumn<QString>("wrong");
        QTest::addColumn<bool>("applied");
        QTest::addColumn<QString>("message");
        QTest::newRow("missing: the cards picked up")
            << false << R"({"action": "pick_up", "seat": 3})" << false << "";
        QTest::newRow("wrong area: \"3\" after one win")
            << false << R"({"action": "place_lammer", "seat": 3, "area": 3})" << false
            << "Wrong area";
        QTest::newRow("too early: before the wagers are paid (§22(c))")
            << true << R"({"action": "place_lammer", "seat": 3, "area": 2})" << true << "Too early";
        QTest::newRow("no streak at seat 2")
            << false << R"({"action": "place_lammer", "seat": 2, "area": 2})" << false
            << "no streak wager pending";
    }
    void lammerMistakes() {
        QFETCH(bool, early);
        QFETCH(QString, wrong);
        QFETCH(bool, applied);
        QFETCH(QString, message);
        const Scenario scenario = lessonScenario();
        Session session(scenario, refereeFor(scenario));
        QVERIFY(playUntil(session, [&](const DealerAction &a) {
            return early ? std::holds_alternative<action::Pay>(a) : isLammer(a);
        }));
        const auto parsed = parseAction(wrong.toStdString());
        QVERIFY2(parsed.action, parsed.error.c_str());
        const TableState before = session.state();
        const Verdict verdict = session.perform(*parsed.action);
        QVERIFY(!verdict.correct);
        QCOMPARE(verdict.applied, applied);
        QCOMPARE(session.state() == before, !applied);
        QCOMPARE(qs(verdict.rule.citation.text()), QStringLiteral("Blackjack §22(d)"));
        QCOMPARE(qs(verdict.rule.requirement), QStringLiteral("BJ-SETTLE-30"));
        QVERIFY2(qs(verdict.message).contains(message), verdict.message.c_str());
    }

    // BJ-SETTLE-32: the streak on "3" paid 7 to 1 (§22(j)); $30 (6 to 1) is
    // a payout error citing §22(j), not applied.
    void wrongStreakPayout() {
        const Scenario scenario = lessonScenario();
        Session session(scenario, refereeFor(scenario));
        QVERIFY(playUntil(session, isStreakPay));
        QCOMPARE(
            session.expected().front().action,
            DealerAction(action::Pay{1, 1, action::Wager::Side, Money::dollars(35), "streak"}));
        const Verdict verdict =
            session.perform(action::Pay{1, 1, action::Wager::Side, Money::dollars(30), "streak"});
        QVERIFY(!verdict.correct);
        QVERIFY(!verdict.applied);
        QCOMPARE(verdict.severity, Severity::Payout);
        QCOMPARE(qs(verdict.rule.citation.text()), QStringLiteral("Blackjack §22(j)"));
        QCOMPARE(qs(verdict.rule.requirement), QStringLiteral("BJ-SETTLE-32"));
    }

    // BJ-WAGER-13, §22(a), (b), (k)(1): the lesson's streak stakes checked
    // against the table, each problem at its path.
    void stakeValidation_data() {
        QTest::addColumn<int>("area");
        QTest::addColumn<int>("secondArea");
        QTest::addColumn<int>("wager");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("contains");
        QTest::newRow("area 1") << 1 << 0 << 10 << "players[0].sideWagers[0].area"
                                << "area 2, 3, 4 or 5";
        QTest::newRow("area 6") << 6 << 0 << 10 << "players[0].sideWagers[0].area"
                                << "area 2, 3, 4 or 5";
        QTest::newRow("same area twice") << 3 << 3 << 10 << "players[0].sideWagers[1].area"
                                         << "§22(k)(1)";
        QTest::newRow("no blackjack wager") << 3 << 0 << 0 << "players[0].sideWagers[0].wager"
                                            << "§22";
    }
    void stakeValidation() {
        QFETCH(int, area);
        QFETCH(int, secondArea);
        QFETCH(int, wager);
        QFETCH(QString, path);
        QFETCH(QString, contains);
        std::vector<SideWagerStake> stakes = {streak(5, area)};
        if (secondArea != 0) {
            stakes.push_back(streak(5, secondArea));
        }
        const Scenario scenario = roundScenario("", {{1, wager, {stand()}, stakes}}, streakTable());
        const auto problems = blackjack::validateSideWagerStakes(
            scenario, std::get<blackjack::TableRules>(scenario.rules));
        bool found = false;
        for (const auto &problem : problems) {
            found = found || (qs(problem.path) == path && qs(problem.message).contains(contains));
        }
        QVERIFY2(found, qPrintable(path));
    }

    // Only the streak takes an area; multiple action is no side wager stake:
    // its message names players[].multipleAction.
    void otherWagersRefused() {
        SideWagerStake sevens{SideWager::Sevens, Money::dollars(1), true};
        sevens.area = 3;
        SideWagerStake multiple{SideWager::MultipleAction, Money::dollars(10), true};
        blackjack::TableRules rules = streakTable();
        rules.offer.sideWagers = {SideWager::Sevens, SideWager::MultipleAction};
        const Scenario scenario =
            roundScenario("", {{1, 10, {stand()}, {sevens, multiple}}}, rules);
        const auto problems = blackjack::validateSideWagerStakes(scenario, rules);
        QStringList lines;
        for (const auto &problem : problems) {
            lines << qs(problem.path) + ": " + qs(problem.message);
        }
        const QString all = lines.join(QLatin1Char('\n'));
        QVERIFY2(all.contains(QStringLiteral("players[0].sideWagers[0].area: Only a streak")),
                 qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("players[0].sideWagers[1].wager:")) &&
                     all.contains(QStringLiteral("players[0].multipleAction")),
                 qPrintable(all));
        QVERIFY(!all.contains(QStringLiteral("not played in a round yet")));
    }

    // The action's text form, as in docs/actions.md.
    void placeLammerCodec() {
        const DealerAction lammer = action::PlaceLammer{3, 4};
        QCOMPARE(qs(toJson(lammer)),
                 QStringLiteral(R"({"action": "place_lammer", "seat": 3, "area": 4})"));
        const auto parsed = parseAction(R"({"action": "place_lammer", "seat": 3, "area": 6})");
        QVERIFY(!parsed.action);
        QVERIFY(parsed.error.find("area") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(BlackjackStreakRound)
#include "tst_blackjack_streak_round.moc"
