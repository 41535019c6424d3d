// Multiple action blackjack at a tribal table (002 (q)): the rule words 000
// §18 paragraph by paragraph, with these differences the round follows:
// its cards are dealt per (f), whose every blackjack is announced and held
// until the dealer's second card ((g)(1)), settled on each spot against its
// own dealer hand; the dealer's second card is dealt after the players, as
// the checklist's handling of (f)(5)(iv) vs (q)(3),(5) says, with no
// "Dealer's Card" ((f)(8)); 002 has no §15(m) (an up card not moved is no
// remedy); its misdeals ((n)(5)-(7)) deal the round again with the spots
// still to decide; every step cites its (q) paragraph. Transcripts are
// written by hand from the text.

#include "round_test_support.h"

#include <QStringList>
#include <QTest>
#include <core/action_codec.h>
#include <core/games/blackjack/round_referee.h>
#include <core/referee_for.h>
#include <core/session.h>

using namespace dt;
using namespace dt::action;
using dttest::qs;
using namespace roundtest;

namespace {

// A tribal multiple action table of `hands` dealer hands ((q)(1)), the
// dealer's second card after the players.
blackjack::TableRules tribalMultipleAction(int hands) {
    blackjack::TableRules rules;
    rules.offer = blackjack::defaultTableOffer(Regulation::BlackjackTribal);
    rules.offer.holeCard = blackjack::HoleCard::SecondCardAfterPlayers;
    rules.offer.sideWagers = {blackjack::SideWager::MultipleAction};
    rules.offer.multipleActionWagers = hands;
    return rules;
}

using Case = MultipleActionCase;

Scenario scenarioOf(const Case &c) {
    return multipleActionScenario(c, tribalMultipleAction(c.hands), Regulation::BlackjackTribal);
}

std::vector<Case> cases() {
    std::vector<Case> all;
    // 0: box 1 has a blackjack (AH KS) under a 9; box 3 doubles 9-2 and
    // draws a 9 (20). The dealer's hands: 9-8 (17), 9-10 (19), 9-2-10 (21).
    all.push_back({"AH 9C 9D KS 2H 9S 8C 10D 2C 10H",
                   {{1, {10, 10, 10}}, {3, {25, 15, 10}, {doubleDown()}}}});
    // 1: one box on two spots stands on 18; the dealer's hands 9-8 (17), 9-9 (18).
    all.push_back({"10S 9H 8C 8D 9D", {{1, {10, 20}, {stand()}}}, 2});
    return all;
}

QString deal0() {
    return deal(0);
}

} // namespace

class TestBlackjackTribalMultipleAction : public QObject {
    Q_OBJECT

private slots:
    void tableOffer_data();
    void tableOffer();
    void autoplayMatchesTheHandWrittenTranscript_data();
    void autoplayMatchesTheHandWrittenTranscript();
    void stepsCiteTheTribalParagraphs_data();
    void stepsCiteTheTribalParagraphs();
    void mistakesAreGraded_data();
    void mistakesAreGraded();
    void dealersCardCallIsNotRequired();
    void misdealDealsTheSpotsStillToDecide();
    void scenarioChecksCiteTheTribalText();
};

void TestBlackjackTribalMultipleAction::tableOffer_data() {
    QTest::addColumn<QString>("change");
    QTest::addColumn<QString>("problem"); // empty: the offer is valid
    QTest::newRow("(q)(1) BJ2-CONF-07 a tribal table may offer multiple action") << ""
                                                                                 << "";
    QTest::newRow("(q)(5) BJ2-CONF-07 not with the hole card dealt in the initial deal")
        << "face_down"
        << "Blackjack (tribal) (q)(5)";
    QTest::newRow("(q)(3) BJ2-CONF-07 no surrender among the decisions")
        << "surrender"
        << "Blackjack (tribal) (q)(3)";
    QTest::newRow("(k)(5) BJ2-CONF-07 resplits allowed (000 §11(e) refuses them)") << "resplit"
                                                                                   << "";
}

void TestBlackjackTribalMultipleAction::tableOffer() {
    QFETCH(QString, change);
    QFETCH(QString, problem);
    blackjack::TableOffer offer = tribalMultipleAction(3).offer;
    if (change == "face_down") {
        offer.holeCard = blackjack::HoleCard::FaceDown;
    } else if (change == "surrender") {
        offer.surrender = true;
    } else if (change == "resplit") {
        offer.maxSplitHands = 3;
    }
    const auto problems = blackjack::validate(offer);
    if (problem.isEmpty()) {
        QVERIFY2(problems.empty(), problems.empty() ? "" : problems.front().text().c_str());
        return;
    }
    QVERIFY(!problems.empty());
    QCOMPARE(qs(problems.front().citation.text()), problem);
}

void TestBlackjackTribalMultipleAction::autoplayMatchesTheHandWrittenTranscript_data() {
    QTest::addColumn<int>("which");
    QTest::addColumn<QStringList>("transcript");
    // (g)(1): the blackjack announced and held (under a 9 too); (q)(5), (f)(8):
    // no "Dealer's Card". Spot 1: 20 v 17 pays $25 + $25 (the double, (q)(3));
    // the blackjack 3 to 2 on $10, $15 ((c)(5)). Spot 2: 20 v 19 pays $30;
    // $15. Spot 3: 20 v 21 loses $20; the blackjack beats a three-card 21, $15.
    QTest::newRow("(q)(2)-(10) (g)(1) BJ-DEAL-21 BJ-SETTLE-21 BJ2-SETTLE-01 three dealer hands, "
                  "the blackjack held")
        << 0
        << QStringList{deal(1),
                       deal(3),
                       deal0(),
                       deal(1),
                       deal(3),
                       "announce_total 1 1 blackjack",
                       "announce_total 3 1 11",
                       "> player_decides 3 1 double 25.00",
                       "deal_card 3 1 up true",
                       "announce_total 3 1 20",
                       deal0(),
                       "announce_total 0 1 17",
                       "pay 3 1 main 50.00",
                       "pay 1 1 main 15.00",
                       "discard_dealer_cards",
                       "move_up_card 2",
                       deal0(),
                       "announce_total 0 1 19",
                       "pay 3 1 main 30.00 2",
                       "pay 1 1 main 15.00 2",
                       "discard_dealer_cards",
                       "move_up_card 3",
                       deal0(),
                       deal0(),
                       "announce_total 0 1 21",
                       "collect 3 1 main 20.00 3",
                       "pay 1 1 main 15.00 3",
                       "pick_up 3",
                       "pick_up 1",
                       "pick_up 0"};
    QTest::newRow("(q)(6)-(8) (l)(2) BJ-DEAL-21 two spots: 18 v 17 wins, 18 v 18 is void")
        << 1
        << QStringList{deal(1),
                       deal0(),
                       deal(1),
                       "announce_total 1 1 18",
                       "> player_decides 1 1 stand",
                       deal0(),
                       "announce_total 0 1 17",
                       "pay 1 1 main 10.00",
                       "discard_dealer_cards",
                       "move_up_card 2",
                       deal0(),
                       "announce_total 0 1 18",
                       "return_wager 1 1 main 2",
                       "pick_up 1",
                       "pick_up 0"};
}

void TestBlackjackTribalMultipleAction::autoplayMatchesTheHandWrittenTranscript() {
    QFETCH(int, which);
    QFETCH(QStringList, transcript);
    const Scenario scenario = scenarioOf(cases().at(static_cast<std::size_t>(which)));
    QVERIFY(validate(scenario).empty());
    std::unique_ptr<Session> played;
    checkAutoplay(scenario, transcript, &played);
    if (!played) {
        return;
    }
    QCOMPARE(static_cast<int>(played->state().discardRack.size() + played->state().shoe.size()),
             scenario.table.decks * 52);
}

void TestBlackjackTribalMultipleAction::stepsCiteTheTribalParagraphs_data() {
    QTest::addColumn<int>("step"); // the index of case 0's reference step
    QTest::addColumn<QString>("citation");
    QTest::addColumn<QString>("requirement");
    // Case 0's dealer steps (events not counted): 5 the blackjack, 9 hand 1's
    // second card, 13 the discard, 14 the move, 15 hand 2's card, 19 the
    // discard, 20 the move, 21 hand 3's card, 26 the last pick-up of a box.
    QTest::newRow("(g)(1) BJ2-SETTLE-01 the blackjack announced and held")
        << 5 << "Blackjack (tribal) (g)(1)"
        << "BJ2-SETTLE-01";
    QTest::newRow("(q)(5) BJ-DEAL-21 the first dealer hand's second card after the players")
        << 9 << "Blackjack (tribal) (q)(5)"
        << "BJ-DEAL-21";
    QTest::newRow("(q)(6)(ii) BJ-PICK-03 the dealer's cards but the up card discarded")
        << 13 << "Blackjack (tribal) (q)(6)(ii)"
        << "BJ-PICK-03";
    QTest::newRow("(q)(7) BJ-DEAL-21 the up card moved to the second hand's area")
        << 14 << "Blackjack (tribal) (q)(7)"
        << "BJ-DEAL-21";
    QTest::newRow("(q)(7) BJ-DEAL-21 the second dealer hand's second card")
        << 15 << "Blackjack (tribal) (q)(7)"
        << "BJ-DEAL-21";
    QTest::newRow("(q)(8) BJ-PICK-03 the second hand's cards discarded")
        << 19 << "Blackjack (tribal) (q)(8)"
        << "BJ-PICK-03";
    QTest::newRow("(q)(8) BJ-DEAL-21 the up card moved to the third hand's area")
        << 20 << "Blackjack (tribal) (q)(8)"
        << "BJ-DEAL-21";
    QTest::newRow("(q)(8) BJ-DEAL-21 the third dealer hand's second card")
        << 21 << "Blackjack (tribal) (q)(8)"
        << "BJ-DEAL-21";
}

void TestBlackjackTribalMultipleAction::stepsCiteTheTribalParagraphs() {
    QFETCH(int, step);
    QFETCH(QString, citation);
    QFETCH(QString, requirement);
    const Scenario scenario = scenarioOf(cases().front());
    Session session(scenario, refereeFor(scenario));
    for (int i = 0; i < step; ++i) {
        QVERIFY(!session.expected().empty());
        QVERIFY(session.perform(session.expected().front().action).correct);
    }
    const auto options = session.expected();
    QVERIFY(!options.empty());
    QCOMPARE(qs(options.front().rule.citation.text()), citation);
    QCOMPARE(qs(options.front().rule.requirement), requirement);
}

void TestBlackjackTribalMultipleAction::mistakesAreGraded_data() {
    addMistakeColumns();
    // Case 0's reference steps as above (9: hand 1's card; 12: spot 1 paid,
    // box 1; 13: the discard; 15: hand 2's card).
    mistakeRow("(g)(1) BJ2-SETTLE-01 the blackjack under a 9 paid at once (000 §7(a))", 0, 6,
               R"({"action":"pay","seat":1,"hand":1,"wager":"main","amount":"45.00"})",
               "Blackjack (tribal) (g)(1)", "BJ2-SETTLE-01", "major", false);
    mistakeRow("(q)(6) BJ-SETTLE-21 the second spot paid against the first hand", 0, 12,
               R"({"action":"pay","seat":1,"hand":1,"wager":"main","amount":"15.00","spot":2})",
               "Blackjack (tribal) (q)(6)", "BJ-SETTLE-21", "major", false);
    mistakeRow("(q)(6)(ii) (n)(10) BJ-PICK-03 the original up card collected with the others", 0,
               13, R"({"action":"pick_up","seat":0})", "Blackjack (tribal) (q)(6)(ii)",
               "BJ-PICK-03", "major", true);
    mistakeRow("(q)(7) BJ-DEAL-21 the second hand's card without moving the up card: no §15(m) "
               "in 002",
               0, 14, R"({"action":"deal_card","seat":0,"hand":1,"face":"up","sideways":false})",
               "Blackjack (tribal) (q)(7)", "BJ-DEAL-21", "major", false);
    mistakeRow("(q)(10) BJ-PICK-03 a box wagering on a later spot picked up", 0, 13,
               R"({"action":"pick_up","seat":3})", "Blackjack (tribal) (q)(10)", "BJ-PICK-03",
               "major", false);
}

void TestBlackjackTribalMultipleAction::mistakesAreGraded() {
    QFETCH(int, which);
    const Scenario scenario = scenarioOf(cases().at(static_cast<std::size_t>(which)));
    Verdict verdict;
    checkMistake(scenario, &verdict);
    QFETCH(bool, applied);
    if (applied) {
        // The up card in the rack: the supervisor is notified first ((n)(10)).
        Session session(scenario, refereeFor(scenario));
        for (int i = 0; i < 13; ++i) {
            QVERIFY(session.perform(session.expected().front().action).correct);
        }
        QVERIFY(!session.perform(PickUp{0}).correct);
        const auto options = session.expected();
        QVERIFY(!options.empty());
        QCOMPARE(qs(options.front().rule.citation.text()),
                 QStringLiteral("Blackjack (tribal) (n)(10)"));
        QCOMPARE(qs(options.front().rule.requirement), QStringLiteral("BJ-IRR-15"));
    }
}

void TestBlackjackTribalMultipleAction::dealersCardCallIsNotRequired() {
    // (f)(8), checklist BJ2-DEAL-02: 002 has no "Dealer's Card"; made before
    // the first hand's second card (case 0's step 9), the call is accepted
    // and changes nothing the round expects next.
    const Scenario scenario = scenarioOf(cases().front());
    Session session(scenario, refereeFor(scenario));
    for (int i = 0; i < 9; ++i) {
        QVERIFY(session.perform(session.expected().front().action).correct);
    }
    const auto before = session.expected();
    QVERIFY(!before.empty());
    QVERIFY(before.front().action == DealerAction(DealCard{0, 1, Face::Up, false}));
    const Verdict call = session.perform(Announce{Call::DealersCard});
    QVERIFY2(call.correct, call.message.c_str());
    QCOMPARE(qs(call.rule.citation.text()), QStringLiteral("Blackjack (tribal) (q)(5)"));
    QVERIFY(session.expected().front().action == before.front().action);
}

void TestBlackjackTribalMultipleAction::misdealDealsTheSpotsStillToDecide() {
    // (n)(6): four cards left in the shoe: 10S to box 1, 9H up, 8C to box 1
    // (18), 8D the first hand's (17): spot 1 paid $10. The second hand's
    // card is not there: a misdeal; after the shuffle the round is dealt
    // again for spot 2 alone ($20), against the dealer's second hand.
    Scenario scenario = scenarioOf(cases().at(1));
    scenario.cardOrder = dttest::cardsOf("10S 9H 8C 8D");
    scenario.cardsDealt = scenario.table.cardCount() - 1 - 4;
    Session session(scenario, refereeFor(scenario));
    int misdeals = 0;
    std::map<int, int> settledPerSpot;
    for (int i = 0; i < 200 && !session.isComplete(); ++i) {
        const auto options = session.expected();
        QVERIFY(!options.empty());
        const DealerAction &action = options.front().action;
        if (std::holds_alternative<DeclareMisdeal>(action)) {
            ++misdeals;
            QCOMPARE(qs(options.front().rule.citation.text()),
                     QStringLiteral("Blackjack (tribal) (n)(6)"));
            QCOMPARE(qs(options.front().rule.requirement), QStringLiteral("BJ2-IRR-02"));
            // Spot 1 was settled against the first dealer hand before it.
            QCOMPARE(settledPerSpot[1], 1);
        }
        if (const auto *pay = std::get_if<Pay>(&action)) {
            ++settledPerSpot[pay->spot];
        } else if (const auto *collect = std::get_if<Collect>(&action)) {
            ++settledPerSpot[collect->spot];
        } else if (const auto *back = std::get_if<ReturnWager>(&action)) {
            ++settledPerSpot[back->spot];
        }
        const Verdict verdict = session.perform(action);
        QVERIFY2(verdict.correct, verdict.message.c_str());
    }
    QVERIFY(session.isComplete());
    QCOMPARE(misdeals, 1);
    // Each spot settled once: spot 1 before the misdeal, spot 2 after it.
    QCOMPARE(settledPerSpot[1], 1);
    QCOMPARE(settledPerSpot[2], 1);
    QCOMPARE(static_cast<int>(session.state().discardRack.size() + session.state().shoe.size()),
             scenario.table.cardCount());
}

void TestBlackjackTribalMultipleAction::scenarioChecksCiteTheTribalText() {
    // (q)(2): two or three wagers, one per spot, within the table's limits.
    Scenario scenario = scenarioOf(cases().at(1));
    scenario.players.front().multipleAction = {Money::dollars(10)};
    const auto problems = validate(scenario);
    QVERIFY(!problems.empty());
    QCOMPARE(qs(problems.front().path), QStringLiteral("players[0].multipleAction"));
    QVERIFY2(problems.front().message.find("Blackjack (tribal) (q)(2)") != std::string::npos,
             problems.front().message.c_str());
}

QTEST_APPLESS_MAIN(TestBlackjackTribalMultipleAction)
#include "tst_blackjack_tribal_multiple_action.moc"
