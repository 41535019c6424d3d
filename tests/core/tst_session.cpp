// A lesson's table in play: the referee, the scripted players and the house
// answering in one timeline; the summary; autoplay; and determinism (the same
// scenario and actions always give the same verdicts and the same table).

#include "core_test_support.h"

#include <QStringList>
#include <QTest>
#include <core/action_codec.h>
#include <core/games/blackjack/blackjack_referees.h>
#include <core/referee_for.h>
#include <core/session.h>

using namespace dt;
using namespace dt::action;
using dttest::qs;
using dttest::scenarioFor;

namespace {

constexpr auto MA = Regulation::Blackjack;
constexpr auto TRIBAL = Regulation::BlackjackTribal;

Session sessionFor(const Scenario &scenario) {
    return Session(scenario, blackjack::shoePreparationReferee(scenario.table));
}

// One line per timeline entry: the action and its grade, or the event.
QString line(const TimelineEntry &entry) {
    if (entry.event) {
        return qs(toFlat(*entry.event).toJson());
    }
    QString text = qs(toJson(*entry.action)) + " -> ";
    if (entry.verdict->correct) {
        text += "correct";
    } else {
        text += qs(severityName(entry.verdict->severity));
        text += entry.verdict->applied ? " (applied)" : " (refused)";
    }
    return text + " " + qs(entry.verdict->rule.citation.text());
}

QStringList lines(const Session &session, std::size_t from = 0) {
    QStringList out;
    for (std::size_t i = from; i < session.timeline().size(); ++i) {
        out << line(session.timeline()[i]);
    }
    return out;
}

bool performAll(Session &session, const std::vector<DealerAction> &actions) {
    for (const auto &a : actions) {
        const Verdict verdict = session.perform(a);
        if (!verdict.correct) {
            qWarning("%s: %s", describe(a).c_str(), verdict.message.c_str());
            return false;
        }
    }
    return true;
}

const std::vector<DealerAction> kManualShuffle{
    ShuffleStep{ShuffleStepKind::Riffle}, ShuffleStep{ShuffleStepKind::Turn},
    ShuffleStep{ShuffleStepKind::Riffle}, ShuffleStep{ShuffleStepKind::Strip},
    ShuffleStep{ShuffleStepKind::Cut}};

const std::vector<DealerAction> kOpening{InspectCards{}, SpreadCards{Face::Up},
                                         TurnCards{Face::Down}, WashCards{}, StackCards{}};

Scenario cutCardOnBox(Regulation regulation, std::initializer_list<int> seats, int box) {
    auto scenario = scenarioFor(regulation, StartSituation::CutCardReached, seats);
    scenario.cutCardSeat = box;
    return scenario;
}

} // namespace

class TestSession : public QObject {
    Q_OBJECT

private slots:
    void playersAtTheStartSitDownInOrder();
    void scriptedPlayersRefuseThenCut_BJ_SHUF_05();
    void playerPastTheScriptCutsInTheMiddle();
    void scriptedImproperCutThenAProperOne_BJ_SHUF_06();
    void everyoneRefusesAndTheDealerCuts_BJ_SHUF_05();
    void floorpersonVerifiesTheTribalInspection_BJ2_OPEN_01();
    void supervisorOrdersTheRecutByTheRightSeat_BJ_SHUF_08_data();
    void supervisorOrdersTheRecutByTheRightSeat_BJ_SHUF_08();
    void afterSpreadArrivalsInspectTheSpread_BJ_OPEN_01_02();
    void idleTableFaceDownSpreadForALatePlayer_BJ_OPEN_04();
    void burnCardShownWhenAPlayerAsks_BJ_SHUF_10();
    void refusedActionsLeaveNoResponses();
    void summaryCountsAccuracyAndIntegrityErrors();
    void incompleteSessionDoesNotPass();
    void autoplayCompletesForEveryStartSituation();
    void autoplayIsTheReferencePerformance();
    void autoplayStopsWhenNothingCanHappen();
    void sameScenarioAndActionsGiveTheSameTimelineAndTable();
    void differentSeedGivesADifferentShoe();
    void unvalidatedScenariosNeverCrash();
    void roundReadyStartsAtTheFirstCardAfterTheBurn();
    void scriptedPlayersAnswerTheRound_BJ_DEAL_04_BJ_OPT_07();
    void sameRoundScenarioGivesTheSameTimeline();
    void unvalidatedRoundScenariosNeverCrash();
    void summaryCountsPayoutErrors_BJ_SETTLE_03();
    void summaryJudgesHandsPerHour_data();
    void summaryJudgesHandsPerHour();
};

namespace {
// A round at a Massachusetts table ready to deal, the shoe starting with `cards`.
Scenario roundReady(const QString &cards, std::initializer_list<int> seats) {
    auto scenario = scenarioFor(MA, StartSituation::RoundReady, seats);
    scenario.cardOrder = dttest::cardsOf(cards);
    for (auto &script : scenario.players) {
        script.wager = Money::dollars(10);
    }
    scenario.rules = blackjack::TableRules{};
    return scenario;
}
} // namespace

void TestSession::playersAtTheStartSitDownInOrder() {
    auto scenario = scenarioFor(MA, StartSituation::NewTable, {6, 2, 4});
    dttest::playerAt(scenario, 4).arrival = Arrival::AfterSpread;
    const Session session = sessionFor(scenario);
    QCOMPARE(lines(session), (QStringList{R"({"event": "player_arrives", "seat": 6})",
                                          R"({"event": "player_arrives", "seat": 2})"}));
    QCOMPARE(session.state().seats[5].arrivalOrder, 1);
    QCOMPARE(session.state().seats[1].arrivalOrder, 2);
    QVERIFY(!session.state().seats[3].occupied);
    QCOMPARE(qs(session.state().seats[5].name), qs("P6"));
    QVERIFY(!session.isComplete());
    QVERIFY(session.expected().front().action == DealerAction(InspectCards{}));
}

void TestSession::scriptedPlayersRefuseThenCut_BJ_SHUF_05() {
    auto scenario = cutCardOnBox(MA, {1, 3, 5}, 3);
    dttest::playerAt(scenario, 3).cutResponses = {{false, 0}};
    dttest::playerAt(scenario, 5).cutResponses = {{true, 100}};
    Session session = sessionFor(scenario);
    QVERIFY(performAll(session, {ClearShoe{}}));
    QVERIFY(performAll(session, kManualShuffle));
    const std::size_t mark = session.timeline().size();
    QVERIFY(performAll(session, {OfferCut{3}, OfferCut{5}}));
    QCOMPARE(lines(session, mark),
             (QStringList{R"({"action": "offer_cut", "seat": 3} -> correct Blackjack §5(e)(2))",
                          R"({"event": "player_refuses_cut", "seat": 3})",
                          R"({"action": "offer_cut", "seat": 5} -> correct Blackjack §5(f))",
                          R"({"event": "player_cuts", "seat": 5, "position": 100})"}));
    QCOMPARE(session.state().cutPosition.value_or(0), 100);
    QCOMPARE(session.state().cutBy, 5);
    QVERIFY(
        performAll(session, {CompleteCut{}, InsertCutCard{78}, LoadShoe{}, BurnCard{Face::Down}}));
    QVERIFY(session.isComplete());
}

void TestSession::playerPastTheScriptCutsInTheMiddle() {
    Session session = sessionFor(scenarioFor(MA, StartSituation::NewTable, {4}));
    QVERIFY(performAll(session, kOpening));
    QVERIFY(performAll(session, kManualShuffle));
    QVERIFY(performAll(session, {OfferCut{4}}));
    QCOMPARE(line(session.timeline().back()),
             qs(R"({"event": "player_cuts", "seat": 4, "position": 156})"));
    QVERIFY(session.expected().front().action == DealerAction(CompleteCut{}));
}

void TestSession::scriptedImproperCutThenAProperOne_BJ_SHUF_06() {
    auto scenario = scenarioFor(MA, StartSituation::NewTable, {4});
    dttest::playerAt(scenario, 4).cutResponses = {{true, 40}, {true, 200}};
    Session session = sessionFor(scenario);
    QVERIFY(performAll(session, kOpening));
    QVERIFY(performAll(session, kManualShuffle));
    const std::size_t mark = session.timeline().size();
    QVERIFY(performAll(session, {OfferCut{4}, RequestProperCut{}, CompleteCut{}}));
    QCOMPARE(lines(session, mark),
             (QStringList{R"({"action": "offer_cut", "seat": 4} -> correct Blackjack §5(e)(1))",
                          R"({"event": "player_cuts", "seat": 4, "position": 40})",
                          R"({"action": "request_proper_cut"} -> correct Blackjack §5(c))",
                          R"({"event": "player_cuts", "seat": 4, "position": 200})",
                          R"({"action": "complete_cut"} -> correct Blackjack §5(d))"}));
}

void TestSession::everyoneRefusesAndTheDealerCuts_BJ_SHUF_05() {
    auto scenario = scenarioFor(TRIBAL, StartSituation::NewTable, {2, 5});
    dttest::playerAt(scenario, 2).cutResponses = {{false, 0}};
    dttest::playerAt(scenario, 5).cutResponses = {{false, 0}};
    Session session = sessionFor(scenario);
    const auto actions = autoplay(scenario, blackjack::shoePreparationReferee(scenario.table));
    QVERIFY(std::find(actions.begin(), actions.end(), DealerAction(CutCards{156})) !=
            actions.end());
    for (const auto &a : actions) {
        QVERIFY(session.perform(a).correct);
    }
    QVERIFY(session.isComplete());
    QStringList events;
    for (const auto &entry : session.timeline()) {
        if (entry.event) {
            events << line(entry);
        }
    }
    QCOMPARE(events, (QStringList{R"({"event": "player_arrives", "seat": 2})",
                                  R"({"event": "player_arrives", "seat": 5})",
                                  R"({"event": "floorperson_verifies_inspection"})",
                                  R"({"event": "player_refuses_cut", "seat": 2})",
                                  R"({"event": "player_refuses_cut", "seat": 5})"}));
    QCOMPARE(session.state().lastCutter.value_or(-1), 0); // the dealer
}

void TestSession::floorpersonVerifiesTheTribalInspection_BJ2_OPEN_01() {
    Session session = sessionFor(scenarioFor(TRIBAL, StartSituation::NewTable, {1}));
    QVERIFY(performAll(session, {InspectCards{}}));
    const std::size_t mark = session.timeline().size();
    QVERIFY(performAll(session, {CallSupervisor{SupervisorReason::VerifyInspection}}));
    QCOMPARE(
        lines(session, mark),
        (QStringList{R"({"action": "call_supervisor", "reason": "verify_inspection"} -> correct )"
                     R"(Blackjack (tribal) (d)(1))",
                     R"({"event": "floorperson_verifies_inspection"})"}));
    QVERIFY(session.state().inspectionVerified);
    QVERIFY(!session.state().supervisorCalled);
    QVERIFY(session.expected().front().action == DealerAction(SpreadCards{Face::Up}));
}

void TestSession::supervisorOrdersTheRecutByTheRightSeat_BJ_SHUF_08_data() {
    QTest::addColumn<int>("recutBy");
    QTest::addColumn<int>("cutter");
    QTest::addColumn<int>("recutter");
    // Seats 2, 4 and 6; the cut card came out on box `cutter`, who cuts 30 cards.
    QTest::newRow("last cutter") << int(RecutBy::LastCutter) << 4 << 4;
    QTest::newRow("next entitled") << int(RecutBy::NextEntitled) << 4 << 6;
    QTest::newRow("next entitled wraps") << int(RecutBy::NextEntitled) << 6 << 2;
}

void TestSession::supervisorOrdersTheRecutByTheRightSeat_BJ_SHUF_08() {
    QFETCH(int, recutBy);
    QFETCH(int, cutter);
    QFETCH(int, recutter);
    auto scenario = cutCardOnBox(MA, {2, 4, 6}, cutter);
    scenario.table.recutBy = RecutBy(recutBy);
    dttest::playerAt(scenario, cutter).cutResponses = {{true, 30}};
    Session session = sessionFor(scenario);
    QVERIFY(performAll(session, {ClearShoe{}}));
    QVERIFY(performAll(session, kManualShuffle));
    QVERIFY(performAll(session, {OfferCut{cutter}}));
    // The dealer lets the improper cut through, then calls the supervisor.
    const Verdict accepted = session.perform(CompleteCut{});
    QCOMPARE(qs(severityName(accepted.severity)), qs("integrity"));
    QVERIFY(accepted.applied);
    const std::size_t mark = session.timeline().size();
    QVERIFY(performAll(session, {CallSupervisor{SupervisorReason::Recut}, OfferCut{recutter}}));
    QCOMPARE(
        lines(session, mark),
        (QStringList{
            R"({"action": "call_supervisor", "reason": "recut"} -> correct Blackjack §5(g))",
            QStringLiteral(R"({"event": "supervisor_orders_recut", "seat": %1})").arg(recutter),
            QStringLiteral(R"({"action": "offer_cut", "seat": %1} -> correct Blackjack §5(g))")
                .arg(recutter),
            QStringLiteral(R"({"event": "player_cuts", "seat": %1, "position": 156})")
                .arg(recutter)}));
    QVERIFY(
        performAll(session, {CompleteCut{}, InsertCutCard{78}, LoadShoe{}, BurnCard{Face::Down}}));
    QVERIFY(session.isComplete());
    const auto summary = session.summary(PassCriteria{});
    QCOMPARE(summary.integrityErrors, 1);
    QVERIFY(!summary.passed); // an integrity error fails the default criteria
}

void TestSession::afterSpreadArrivalsInspectTheSpread_BJ_OPEN_01_02() {
    auto scenario = scenarioFor(MA, StartSituation::NewTable, {5, 2});
    for (auto &script : scenario.players) {
        script.arrival = Arrival::AfterSpread;
    }
    Session session = sessionFor(scenario);
    QVERIFY(session.timeline().empty());
    QVERIFY(occupiedSeats(session.state()).empty());
    QVERIFY(performAll(session, {InspectCards{}}));
    const std::size_t mark = session.timeline().size();
    QVERIFY(performAll(session, {SpreadCards{Face::Up}}));
    // They arrive in the scenario's order and see the face-up spread.
    QCOMPARE(lines(session, mark),
             (QStringList{R"({"action": "spread_cards", "face": "up"} -> correct Blackjack §4(b))",
                          R"({"event": "player_arrives", "seat": 5})",
                          R"({"event": "player_arrives", "seat": 2})"}));
    QVERIFY(session.state().inspectedByPlayer);
    QVERIFY(performAll(session, {TurnCards{Face::Down}, WashCards{}, StackCards{}}));
    QVERIFY(performAll(session, kManualShuffle));
    // The first player to the table cuts (§5(e)(1)).
    QVERIFY(session.expected().front().action == DealerAction(OfferCut{5}));
}

void TestSession::idleTableFaceDownSpreadForALatePlayer_BJ_OPEN_04() {
    auto scenario = scenarioFor(MA, StartSituation::IdleTable, {3});
    scenario.players[0].arrival = Arrival::AfterSpread;
    Session session = sessionFor(scenario);
    QVERIFY(performAll(session, {SpreadCards{Face::Down}}));
    QCOMPARE(line(session.timeline().back()), qs(R"({"event": "player_arrives", "seat": 3})"));
    QVERIFY(!session.state().inspectedByPlayer); // not yet: the spread is face down
    QVERIFY(performAll(session,
                       {TurnCards{Face::Up}, TurnCards{Face::Down}, WashCards{}, StackCards{}}));
    QVERIFY(performAll(session, kManualShuffle));
    QVERIFY(performAll(session, {OfferCut{3}, CompleteCut{}, InsertCutCard{78}, LoadShoe{},
                                 BurnCard{Face::Down}}));
    QVERIFY(session.isComplete());
    QCOMPARE(session.summary(PassCriteria{}).accuracy, 1.0);
}

void TestSession::burnCardShownWhenAPlayerAsks_BJ_SHUF_10() {
    auto scenario = scenarioFor(MA, StartSituation::NewDealer, {2, 6});
    dttest::playerAt(scenario, 6).asksToSeeBurnCard = true;
    Session session = sessionFor(scenario);
    const std::size_t mark = session.timeline().size();
    QVERIFY(performAll(session, {BurnCard{Face::Down}}));
    QCOMPARE(lines(session, mark),
             (QStringList{R"({"action": "burn_card", "face": "down"} -> correct Blackjack §6(c))",
                          R"({"event": "player_asks_burn_card", "seat": 6})"}));
    QVERIFY(!session.isComplete());
    QVERIFY(session.expected().front().action == DealerAction(ShowBurnCard{}));
    QVERIFY(performAll(session, {ShowBurnCard{}}));
    QVERIFY(session.isComplete());
    // The player asks once.
    QCOMPARE(line(session.timeline().back()),
             qs(R"({"action": "show_burn_card"} -> correct Blackjack §6(c))"));
}

void TestSession::refusedActionsLeaveNoResponses() {
    auto scenario = scenarioFor(MA, StartSituation::NewTable, {4});
    scenario.players[0].arrival = Arrival::AfterSpread;
    Session session = sessionFor(scenario);
    const TableState before = session.state();
    // A face-down spread is refused: the table stays, and nobody sits down on it.
    QVERIFY(performAll(session, {InspectCards{}}));
    const Verdict verdict = session.perform(SpreadCards{Face::Down});
    QVERIFY(!verdict.correct);
    QCOMPARE(lines(session),
             (QStringList{R"({"action": "inspect_cards"} -> correct Blackjack §4(a)-(b))",
                          R"({"action": "spread_cards", "face": "down"} -> major (refused) )"
                          R"(Blackjack §4(b))"}));
    QVERIFY(!session.state().seats[3].occupied);
    QVERIFY(session.state().inspected);
    QVERIFY(!before.inspected);
}

void TestSession::summaryCountsAccuracyAndIntegrityErrors() {
    Session session = sessionFor(scenarioFor(MA, StartSituation::NewDealer, {1}));
    QCOMPARE(session.summary(PassCriteria{}).actions, 0);
    QCOMPARE(session.summary(PassCriteria{}).accuracy, 0.0);
    QVERIFY(!session.perform(Shuffle{}).correct);          // major, refused
    QVERIFY(!session.perform(ShowBurnCard{}).correct);     // minor, refused
    QVERIFY(!session.perform(BurnCard{Face::Up}).correct); // integrity, burned all the same
    QVERIFY(session.isComplete());
    QVERIFY(!session.perform(BurnCard{Face::Down}).correct); // a second burn
    const SessionSummary summary = session.summary(PassCriteria{});
    QCOMPARE(summary.actions, 4);
    QCOMPARE(summary.errors, 4);
    QCOMPARE(summary.integrityErrors, 1);
    QCOMPARE(summary.accuracy, 0.0);
    QVERIFY(summary.complete);
    QVERIFY(!summary.passed);

    // 9 correct of 10 passes a 0.9 threshold (and fails 0.95); no integrity error.
    auto scenario = scenarioFor(MA, StartSituation::NewTable, {1});
    Session good = sessionFor(scenario);
    QVERIFY(!good.perform(WashCards{}).correct);
    const auto actions = autoplay(scenario, blackjack::shoePreparationReferee(scenario.table));
    QCOMPARE(actions.size(), std::size_t{15});
    for (const auto &a : actions) {
        QVERIFY(good.perform(a).correct);
    }
    const SessionSummary result = good.summary(PassCriteria{0.9, 0});
    QCOMPARE(result.actions, 16);
    QCOMPARE(result.errors, 1);
    QCOMPARE(result.integrityErrors, 0);
    QCOMPARE(result.accuracy, 15.0 / 16.0);
    QVERIFY(result.complete);
    QVERIFY(result.passed);
    QVERIFY(!good.summary(PassCriteria{0.95, 0}).passed);
    QVERIFY(good.summary(PassCriteria{15.0 / 16.0, 0}).passed); // the threshold itself passes
}

void TestSession::incompleteSessionDoesNotPass() {
    Session session = sessionFor(scenarioFor(MA, StartSituation::NewTable, {1}));
    QVERIFY(performAll(session, kOpening));
    const auto summary = session.summary(PassCriteria{0.0, 10});
    QCOMPARE(summary.accuracy, 1.0);
    QVERIFY(!summary.complete);
    QVERIFY(!summary.passed);
}

void TestSession::autoplayCompletesForEveryStartSituation() {
    for (const Regulation regulation : {MA, TRIBAL}) {
        for (const auto start : {StartSituation::NewTable, StartSituation::CutCardReached,
                                 StartSituation::IdleTable, StartSituation::NewDealer}) {
            for (const bool lateArrival : {false, true}) {
                auto scenario = scenarioFor(regulation, start, {3, 7});
                scenario.cutCardSeat = 7;
                if (lateArrival &&
                    (start == StartSituation::NewTable || start == StartSituation::IdleTable)) {
                    scenario.players[0].arrival = Arrival::AfterSpread;
                }
                scenario.players[1].asksToSeeBurnCard = true;
                QVERIFY(validate(scenario).empty());
                const auto referee = blackjack::shoePreparationReferee(scenario.table);
                const auto actions = autoplay(scenario, referee);
                Session session(scenario, referee);
                for (const auto &a : actions) {
                    const Verdict verdict = session.perform(a);
                    QVERIFY2(verdict.correct, verdict.message.c_str());
                }
                QVERIFY(session.isComplete());
                const auto summary = session.summary(PassCriteria{1.0, 0});
                QCOMPARE(summary.accuracy, 1.0);
                QVERIFY(summary.passed);
                // Ready to deal: every card in the shoe but the burn card.
                const auto &state = session.state();
                QVERIFY(state.stack.empty());
                if (start == StartSituation::NewDealer) {
                    QCOMPARE(int(actions.size()), 2); // burn, show the burn card on request
                } else {
                    QCOMPARE(state.shoe.size(), std::size_t{311});
                    QCOMPARE(state.discardRack.size(), std::size_t{1});
                    QVERIFY(state.burnCard == state.discardRack.front());
                    QCOMPARE(int(state.stage), int(Stage::ReadyToDeal));
                }
            }
        }
    }
}

void TestSession::autoplayIsTheReferencePerformance() {
    // The usual order at an idle Massachusetts table (§5(j), §5(j)(1), §5(l), §5(b)-(d), §6(c)).
    auto scenario = scenarioFor(MA, StartSituation::IdleTable, {3});
    QStringList names;
    for (const auto &a : autoplay(scenario, blackjack::shoePreparationReferee(scenario.table))) {
        names << qs(toJson(a));
    }
    QCOMPARE(
        names,
        (QStringList{
            R"({"action": "spread_cards", "face": "up"})",
            R"({"action": "turn_cards", "face": "down"})", R"({"action": "wash_cards"})",
            R"({"action": "stack_cards"})", R"({"action": "shuffle_step", "step": "riffle"})",
            R"({"action": "shuffle_step", "step": "turn"})",
            R"({"action": "shuffle_step", "step": "riffle"})",
            R"({"action": "shuffle_step", "step": "strip"})",
            R"({"action": "shuffle_step", "step": "cut"})", R"({"action": "offer_cut", "seat": 3})",
            R"({"action": "complete_cut"})", R"({"action": "insert_cut_card", "from_back": 78})",
            R"({"action": "load_shoe"})", R"({"action": "burn_card", "face": "down"})"}));
}

void TestSession::autoplayStopsWhenNothingCanHappen() {
    // A scenario without players (validate() refuses it): the spread waits for a
    // player who never comes, and autoplay stops instead of looping.
    auto scenario = scenarioFor(MA, StartSituation::NewTable, {});
    QVERIFY(!validate(scenario).empty());
    const auto actions = autoplay(scenario, blackjack::shoePreparationReferee(scenario.table));
    QCOMPARE(actions.size(), std::size_t{2});
    QVERIFY(actions[1] == DealerAction(SpreadCards{Face::Up}));
    // And a step budget bounds it.
    QCOMPARE(autoplay(scenarioFor(MA, StartSituation::NewTable, {1}),
                      blackjack::shoePreparationReferee(scenario.table), 3)
                 .size(),
             std::size_t{3});
}

void TestSession::sameScenarioAndActionsGiveTheSameTimelineAndTable() {
    auto scenario = cutCardOnBox(MA, {1, 4, 6}, 4);
    scenario.seed = 987654321;
    dttest::playerAt(scenario, 4).cutResponses = {{false, 0}};
    dttest::playerAt(scenario, 6).cutResponses = {{true, 30}, {true, 140}};
    dttest::playerAt(scenario, 1).asksToSeeBurnCard = true;
    // A lesson with mistakes in it: out of order, a wrong seat, an improper cut offered back.
    std::vector<DealerAction> actions{Shuffle{}, ClearShoe{}};
    actions.insert(actions.end(), kManualShuffle.begin(), kManualShuffle.end());
    actions.insert(actions.end(), {OfferCut{1}, OfferCut{4}, OfferCut{6}, RequestProperCut{},
                                   CompleteCut{}, InsertCutCard{40}, InsertCutCard{90}, LoadShoe{},
                                   BurnCard{Face::Up}, ShowBurnCard{}});
    const auto run = [&] {
        Session session = sessionFor(scenario);
        for (const auto &a : actions) {
            session.perform(a);
        }
        return session;
    };
    const Session first = run();
    const Session second = run();
    QVERIFY(first.isComplete());
    QCOMPARE(lines(first), lines(second));
    QVERIFY(first.state() == second.state());
    QCOMPARE(first.timeline().size(), second.timeline().size());
    for (std::size_t i = 0; i < first.timeline().size(); ++i) {
        const auto &a = first.timeline()[i];
        const auto &b = second.timeline()[i];
        QVERIFY(a.action == b.action);
        QVERIFY(a.event == b.event);
        QCOMPARE(a.verdict.has_value(), b.verdict.has_value());
        if (a.verdict) {
            QCOMPARE(qs(a.verdict->message), qs(b.verdict->message));
            QCOMPARE(qs(a.verdict->expected), qs(b.verdict->expected));
            QVERIFY(a.verdict->rule == b.verdict->rule);
        }
    }
    const auto summary = first.summary(PassCriteria{});
    QCOMPARE(summary.actions, 17);
    // Shuffle before clearing, offer to seat 1, insert 40 from the back, burn face up.
    QCOMPARE(summary.errors, 4);
    QCOMPARE(summary.integrityErrors, 1);
}

void TestSession::differentSeedGivesADifferentShoe() {
    auto scenario = scenarioFor(MA, StartSituation::NewTable, {2});
    const auto referee = blackjack::shoePreparationReferee(scenario.table);
    const auto actions = autoplay(scenario, referee);
    const auto shoeFor = [&](std::uint64_t seed) {
        scenario.seed = seed;
        Session session(scenario, referee);
        for (const auto &a : actions) {
            session.perform(a);
        }
        return session.state().shoe;
    };
    const auto a = shoeFor(1);
    const auto b = shoeFor(2);
    QCOMPARE(a.size(), std::size_t{311});
    QVERIFY(a != b);
    QVERIFY(a == shoeFor(1));
    // The lesson's card order replaces the seed: then the seed does not matter.
    scenario.cardOrder = newDecks(6);
    QVERIFY(shoeFor(1) == shoeFor(2));
    // Cut 156 of the box order, one card burned: the shoe starts at deck 3's ace of clubs + 1.
    QCOMPARE(qs(toString(shoeFor(3).front())), qs("2C"));
    QCOMPARE(int(shoeFor(3).front().deck), 3);
}

void TestSession::unvalidatedScenariosNeverCrash() {
    // validate() refuses these; a Session built from one anyway must not read
    // outside the layout or burn from an empty shoe.
    auto scenario = scenarioFor(MA, StartSituation::NewTable, {2, 9, 0});
    scenario.players[1].arrival = Arrival::AfterSpread;
    scenario.players[1].asksToSeeBurnCard = true;
    scenario.players[2].asksToSeeBurnCard = true;
    QVERIFY(!validate(scenario).empty());
    const auto actions = autoplay(scenario, blackjack::shoePreparationReferee(scenario.table));
    Session session = sessionFor(scenario);
    for (const auto &a : actions) {
        QVERIFY(session.perform(a).correct);
    }
    QVERIFY(session.isComplete());
    QCOMPARE(occupiedSeats(session.state()), std::vector<int>{2});

    auto empty = scenarioFor(MA, StartSituation::NewDealer, {1});
    empty.cardsDealt = 312; // nothing left in the shoe
    QVERIFY(!validate(empty).empty());
    Session relief = sessionFor(empty);
    relief.perform(BurnCard{Face::Down});
    QVERIFY(relief.state().shoe.empty());
    QCOMPARE(relief.state().discardRack.size(), std::size_t{312});
}

void TestSession::roundReadyStartsAtTheFirstCardAfterTheBurn() {
    const auto scenario = roundReady("AS KH 6D", {1});
    QVERIFY(validate(scenario).empty());
    const Session session(scenario, refereeFor(scenario));
    const TableState &state = session.state();
    QCOMPARE(state.stage, Stage::ReadyToDeal);
    // The burn card is already in the discard rack (§6(c)); the lesson's
    // cards come first, the rest of the six decks after them.
    QCOMPARE(state.discardRack.size(), std::size_t{1});
    QCOMPARE(state.shoe.size(), std::size_t{311});
    QCOMPARE(qs(toString(state.shoe[0])), qs("AS"));
    QCOMPARE(qs(toString(state.shoe[1])), qs("KH"));
    QCOMPARE(qs(toString(state.shoe[2])), qs("6D"));
    QVERIFY(std::holds_alternative<blackjack::Round>(state.round));
    QVERIFY(!session.isComplete());
    QVERIFY(session.expected().front().action == DealerAction(DealCard{1, 1, Face::Up, false}));
}

void TestSession::scriptedPlayersAnswerTheRound_BJ_DEAL_04_BJ_OPT_07() {
    // Seat 1: 10-6 under an ace, insures $5 and hits; seat 4 declines insurance.
    auto scenario = roundReady("10H 9D AS 6C 9S 4H", {1, 4});
    scenario.players[0].insurance = Money::dollars(5);
    scenario.players[0].decisions = {{event::Decision::Hit, Money()}};
    Session session(scenario, refereeFor(scenario));
    for (int i = 0; i < 5; ++i) {
        QVERIFY(session.perform(session.expected().front().action).correct);
    }
    const std::size_t before = session.timeline().size();
    // §9(b): every insurance answer before any additional card.
    QVERIFY(session.perform(OfferInsurance{}).correct);
    QCOMPARE(lines(session, before),
             (QStringList{R"({"action": "offer_insurance"} -> correct Blackjack §9(a))",
                          R"({"event": "player_decides", "seat": 1, "hand": 1, )"
                          R"("decision": "insurance", "amount": "5.00"})",
                          R"({"event": "player_decides", "seat": 4, "hand": 1, )"
                          R"("decision": "no_insurance"})"}));
    // §6(f): the total announced, then the player's decision.
    const std::size_t announced = session.timeline().size();
    QVERIFY(session.perform(AnnounceTotal{1, 1, "16"}).correct);
    QCOMPARE(lines(session, announced),
             (QStringList{R"({"action": "announce_total", "seat": 1, "hand": 1, "total": "16"} )"
                          R"(-> correct Blackjack §6(f))",
                          R"({"event": "player_decides", "seat": 1, "hand": 1, )"
                          R"("decision": "hit"})"}));
    // A refused action brings no answer.
    const std::size_t refused = session.timeline().size();
    QVERIFY(!session.perform(RevealHoleCard{}).applied); // §6(h): no hole card
    QCOMPARE(session.timeline().size(), refused + 1);
}

void TestSession::sameRoundScenarioGivesTheSameTimeline() {
    auto scenario = roundReady("", {2, 3, 6});
    for (auto &script : scenario.players) {
        script.basicStrategy = true;
    }
    const auto referee = refereeFor(scenario);
    const auto actions = autoplay(scenario, referee);
    Session first(scenario, referee);
    Session second(scenario, referee);
    for (const auto &a : actions) {
        first.perform(a);
        second.perform(a);
    }
    QVERIFY(first.isComplete());
    QCOMPARE(lines(first), lines(second));
    QVERIFY(first.state() == second.state());
}

void TestSession::unvalidatedRoundScenariosNeverCrash() {
    // A wager on a seat outside the layout, a card order longer than a deck
    // allows: validate() refuses them; the round still runs safely.
    auto scenario = roundReady("AS AS AS AS AS AS AS AS", {1, 9});
    QVERIFY(!validate(scenario).empty());
    const auto actions = autoplay(scenario, refereeFor(scenario));
    Session session(scenario, refereeFor(scenario));
    for (const auto &a : actions) {
        QVERIFY(session.perform(a).correct);
    }
    QVERIFY(session.isComplete());
}

void TestSession::summaryCountsPayoutErrors_BJ_SETTLE_03() {
    // Seat 1: 10-8 stands; the dealer 9-7 draws a 9 and busts: §3(e) pays
    // the $10 wager 1 to 1. The dealer first pays $15, then $0 by collecting.
    const Scenario scenario = roundReady("10H 9D 8C 7S 9S", {1});
    Session session(scenario, refereeFor(scenario));
    int wrongPayouts = 0;
    while (!session.isComplete()) {
        const DealerAction next = session.expected().front().action;
        if (const auto *pay = std::get_if<Pay>(&next); pay && wrongPayouts == 0) {
            QCOMPARE(pay->amount, Money::dollars(10));
            const Verdict tooMuch = session.perform(Pay{1, 1, Wager::Main, Money::dollars(15)});
            QCOMPARE(tooMuch.severity, Severity::Payout);
            QVERIFY(!tooMuch.applied); // refused: the wager can still be paid right
            const Verdict collected =
                session.perform(Collect{1, 1, Wager::Main, Money::dollars(10)});
            QCOMPARE(collected.severity, Severity::Payout);
            wrongPayouts = 2;
        }
        QVERIFY(session.perform(session.expected().front().action).correct);
    }
    const SessionSummary summary = session.summary(PassCriteria{0.0, 0});
    QCOMPARE(summary.errors, 2);
    QCOMPARE(summary.payoutErrors, 2);
    QCOMPARE(summary.integrityErrors, 0);
    QVERIFY(summary.passed); // payout errors are no criterion unless the lesson sets one
    QVERIFY(session.summary(PassCriteria{0.0, 0, 2}).passed);
    QVERIFY(!session.summary(PassCriteria{0.0, 0, 1}).passed);
}

// The lesson's speed criterion (pass.minimumHandsPerHour, issue 6): the boxes
// dealt a hand, an hour at the pace from the first to the last graded action.
void TestSession::summaryJudgesHandsPerHour_data() {
    QTest::addColumn<qint64>("elapsedMs"); // -1: no time measured
    QTest::addColumn<double>("target");    // 0: no speed criterion
    QTest::addColumn<double>("rate");      // -1: none
    QTest::addColumn<bool>("passed");
    // Three boxes in a minute: 3 x 60 = 180 hands an hour.
    QTest::newRow("180 an hour meets a target of 180") << qint64{60000} << 180.0 << 180.0 << true;
    QTest::newRow("180 an hour misses a target of 200") << qint64{60000} << 200.0 << 180.0 << false;
    // 54 seconds: 3 x 3600 / 54 = 200 hands an hour.
    QTest::newRow("200 an hour beats a target of 180") << qint64{54000} << 180.0 << 200.0 << true;
    QTest::newRow("no target: the rate is given, not judged")
        << qint64{60000} << 0.0 << 180.0 << true;
    QTest::newRow("no clock (a transcript): not judged") << qint64{-1} << 1000.0 << -1.0 << true;
}

void TestSession::summaryJudgesHandsPerHour() {
    QFETCH(qint64, elapsedMs);
    QFETCH(double, target);
    QFETCH(double, rate);
    QFETCH(bool, passed);
    // Boxes 1, 3 and 5 stand on 20, 18 and 16; the dealer's 7 and 10 make 17.
    const auto scenario = roundReady("10S 9H 8C 7D 10H 9C 8D 10C", {1, 3, 5});
    const auto referee = refereeFor(scenario);
    Session session(scenario, referee);
    QVERIFY(performAll(session, autoplay(scenario, referee)));
    QVERIFY(session.isComplete());
    QCOMPARE(session.handsDealt(), 3);
    PassCriteria criteria;
    if (target > 0.0) {
        criteria.minimumHandsPerHour = target;
    }
    const auto summary = session.summary(
        criteria, elapsedMs < 0 ? std::nullopt : std::optional<std::int64_t>(elapsedMs));
    QCOMPARE(summary.hands, 3);
    QCOMPARE(summary.handsPerHour.has_value(), rate >= 0.0);
    if (summary.handsPerHour) {
        QCOMPARE(*summary.handsPerHour, rate);
    }
    QCOMPARE(summary.passed, passed);
    // The only criterion that can fail here is the speed: fastEnough is it.
    QCOMPARE(summary.fastEnough, passed);
}

QTEST_APPLESS_MAIN(TestSession)
#include "tst_session.moc"
