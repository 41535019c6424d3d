// Multiple action blackjack in the round (Blackjack §18, irregularities
// §15(m)-(n)): each box wagers on two or three spots against as many dealer
// hands formed with the one original up card. The reference performances
// (autoplay) over scripted shoes are compared with transcripts written by
// hand from the text; the trainee's likely mistakes are graded with their
// section.

#include "round_test_support.h"

#include <QStringList>
#include <QTest>
#include <core/action_codec.h>
#include <core/games/blackjack/round_referee.h>
#include <core/referee_for.h>
#include <core/session.h>

using namespace dt;
using dttest::qs;
using namespace roundtest;

namespace {

// A multiple action table against `hands` dealer hands (§18(a)).
blackjack::TableRules multipleActionTable(int hands) {
    blackjack::TableRules rules;
    rules.offer.sideWagers = {blackjack::SideWager::MultipleAction};
    rules.offer.multipleActionWagers = hands;
    return rules;
}

using Case = MultipleActionCase;

Scenario scenarioOf(const Case &c) {
    return multipleActionScenario(c, multipleActionTable(c.hands));
}

std::vector<Case> cases() {
    std::vector<Case> all;
    // 0: three spots, one player standing on 19: the dealer's three hands 17, 24, 17.
    all.push_back({"10H 7D 9C 10S 2C 5D KH QS", {{1, {10, 10, 10}, {stand()}}}});
    // 1: two spots; seat 1 busts (every wager and the cards collected at
    // once), seat 3 loses the first hand and pushes the second.
    all.push_back(
        {"10H 9C 6D 6S 9H KC 10D 4C 5S 7H", {{1, {10, 10}, {hit()}}, {3, {10, 10}, {stand()}}}, 2});
    // 2: every player busts: no dealer's card, the up card collected (§18(f)(1)).
    all.push_back({"10H 5C 6S KD", {{1, {10, 10, 10}, {hit()}}}});
    // 3: a three-hand table where nobody made a third wager (§18(h)).
    all.push_back({"10H 9D QS 8C 10C", {{1, {10, 20}, {stand()}}}});
    // 4: insurance on the first and third spots under an ace (§18(d)).
    all.push_back({"10H AS 9C KD 7H 5C 10D 3H", {{1, {10, 10, 10}, {stand()}, {5, 0, 5}}}});
    // 5: a double and a split with an additional wager on each spot (§18(c)).
    all.push_back({"6H 8C 9S 5D 8D 9C 10S 10H 8H KS",
                   {{1, {10, 10}, {doubleDown()}}, {3, {10, 10}, {split(), stand(), stand()}}},
                   2});
    // 6: a blackjack under a 6 paid at once on every spot (§7(a)).
    all.push_back({"AS 6H KD", {{1, {10, 20}}}, 2});
    return all;
}

QString spotDeal(int seat, int hand) {
    return QStringLiteral("deal_card %1 %2 up false").arg(seat).arg(hand);
}

} // namespace

class TestBlackjackRoundMultipleAction : public QObject {
    Q_OBJECT

private slots:
    void autoplayMatchesTheHandWrittenTranscript_data();
    void autoplayMatchesTheHandWrittenTranscript();
    void mistakesAreGraded_data();
    void mistakesAreGraded();
    void upCardNotMovedContinuesAsIfMoved_data();
    void upCardNotMovedContinuesAsIfMoved();
    void upCardDiscardedIsRestoredBySupervisor_data();
    void upCardDiscardedIsRestoredBySupervisor();
    void basicStrategyPlayersPlayEveryHand_data();
    void basicStrategyPlayersPlayEveryHand();
    void laterDealerHandsSecondCardCitesItsParagraph();
    void tableOfferNeedsTheSecondCardProcedure();
    void notDealtFromTheHand();
};

void TestBlackjackRoundMultipleAction::autoplayMatchesTheHandWrittenTranscript_data() {
    QTest::addColumn<int>("which");
    QTest::addColumn<QStringList>("transcript");

    QTest::newRow("§18(e)-(i) BJ-DEAL-21 BJ-SETTLE-21 three spots against three dealer hands")
        << 0
        << QStringList{deal(1),
                       deal(0),
                       deal(1),
                       "announce_total 1 1 19",
                       "> player_decides 1 1 stand",
                       "announce dealers_card",
                       deal(0),
                       "announce_total 0 1 17",
                       "pay 1 1 main 10.00",
                       "discard_dealer_cards",
                       "move_up_card 2",
                       "announce dealers_card",
                       deal(0),
                       deal(0),
                       deal(0),
                       "announce_total 0 1 24",
                       "pay 1 1 main 10.00 2",
                       "discard_dealer_cards",
                       "move_up_card 3",
                       "announce dealers_card",
                       deal(0),
                       "announce_total 0 1 17",
                       "pay 1 1 main 10.00 3",
                       "pick_up 1",
                       "pick_up 0"};
    QTest::newRow("§18(f) BJ-SETTLE-20 BJ-PICK-03 a busted player's wagers and cards collected "
                  "at once, two spots")
        << 1
        << QStringList{deal(1),
                       deal(3),
                       deal(0),
                       deal(1),
                       deal(3),
                       "announce_total 1 1 16",
                       "> player_decides 1 1 hit",
                       deal(1),
                       "announce_total 1 1 26",
                       "collect 1 1 main 20.00",
                       "pick_up 1",
                       "announce_total 3 1 18",
                       "> player_decides 3 1 stand",
                       "announce dealers_card",
                       deal(0),
                       deal(0),
                       "announce_total 0 1 20",
                       "collect 3 1 main 10.00",
                       "discard_dealer_cards",
                       "move_up_card 2",
                       "announce dealers_card",
                       deal(0),
                       deal(0),
                       "announce_total 0 1 18",
                       "return_wager 3 1 main 2",
                       "pick_up 3",
                       "pick_up 0"};
    QTest::newRow("§18(f)(1) BJ-SETTLE-20 every player busted: no dealer card, the up card "
                  "collected")
        << 2
        << QStringList{deal(1),
                       deal(0),
                       deal(1),
                       "announce_total 1 1 16",
                       "> player_decides 1 1 hit",
                       deal(1),
                       "announce_total 1 1 26",
                       "collect 1 1 main 30.00",
                       "pick_up 1",
                       "pick_up 0"};
    QTest::newRow("§18(h) §18(b) BJ-DEAL-21 BJ-WAGER-10 no third wager: the round concludes "
                  "after the second hand")
        << 3
        << QStringList{deal(1),
                       deal(0),
                       deal(1),
                       "announce_total 1 1 20",
                       "> player_decides 1 1 stand",
                       "announce dealers_card",
                       deal(0),
                       "announce_total 0 1 17",
                       "pay 1 1 main 10.00",
                       "discard_dealer_cards",
                       "move_up_card 2",
                       "announce dealers_card",
                       deal(0),
                       "announce_total 0 1 19",
                       "pay 1 1 main 20.00 2",
                       "pick_up 1",
                       "pick_up 0"};
    QTest::newRow("§18(d) §9(c)-(d) BJ-OPT-19 insurance on spots 1 and 3, each decided by its "
                  "dealer hand's second card")
        << 4
        << QStringList{deal(1),
                       deal(0),
                       deal(1),
                       "offer_insurance",
                       "> player_decides 1 1 insurance 5.00",
                       "> player_decides 1 3 insurance 5.00",
                       "announce_total 1 1 19",
                       "> player_decides 1 1 stand",
                       "announce dealers_card",
                       deal(0),
                       "pay 1 1 insurance 10.00",
                       "announce_total 0 1 blackjack",
                       "collect 1 1 main 10.00",
                       "discard_dealer_cards",
                       "move_up_card 2",
                       "announce dealers_card",
                       deal(0),
                       "announce_total 0 1 18",
                       "pay 1 1 main 10.00 2",
                       "discard_dealer_cards",
                       "move_up_card 3",
                       "announce dealers_card",
                       deal(0),
                       "collect 1 1 insurance 5.00 3",
                       deal(0),
                       deal(0),
                       "announce_total 0 1 19",
                       "return_wager 1 1 main 3",
                       "pick_up 1",
                       "pick_up 0"};
    QTest::newRow("§18(c) §10(a) §11(a) BJ-OPT-19 double and split with an additional wager on "
                  "each spot")
        << 5
        << QStringList{deal(1),
                       deal(3),
                       deal(0),
                       deal(1),
                       deal(3),
                       "announce_total 1 1 11",
                       "> player_decides 1 1 double 10.00",
                       "deal_card 1 1 up true",
                       "announce_total 1 1 20",
                       "announce_total 3 1 16",
                       "> player_decides 3 1 split 10.00",
                       spotDeal(3, 1),
                       "announce_total 3 1 18",
                       "> player_decides 3 1 stand",
                       spotDeal(3, 2),
                       "announce_total 3 2 18",
                       "> player_decides 3 2 stand",
                       "announce dealers_card",
                       deal(0),
                       "announce_total 0 1 17",
                       "pay 3 2 main 10.00",
                       "pay 3 1 main 10.00",
                       "pay 1 1 main 20.00",
                       "discard_dealer_cards",
                       "move_up_card 2",
                       "announce dealers_card",
                       deal(0),
                       "announce_total 0 1 19",
                       "collect 3 2 main 10.00 2",
                       "collect 3 1 main 10.00 2",
                       "pay 1 1 main 20.00 2",
                       "pick_up 3",
                       "pick_up 1",
                       "pick_up 0"};
    // §7(a): 3 to 2 on $10 and on $20: $15 + $30.
    QTest::newRow("§7(a) §18(b) BJ-SETTLE-04 a blackjack under a 6 paid at once on both spots")
        << 6 << QStringList{deal(1),
                            deal(0),
                            deal(1),
                            "announce_total 1 1 blackjack",
                            "pay 1 1 main 45.00",
                            "pick_up 1",
                            "pick_up 0"};
}

void TestBlackjackRoundMultipleAction::autoplayMatchesTheHandWrittenTranscript() {
    QFETCH(int, which);
    QFETCH(QStringList, transcript);
    const Scenario scenario = scenarioOf(cases().at(static_cast<std::size_t>(which)));
    std::unique_ptr<Session> played;
    checkAutoplay(scenario, transcript, &played);
    if (!played) {
        return;
    }
    // Every card of the decks is back in the shoe or the discard rack.
    QCOMPARE(static_cast<int>(played->state().discardRack.size() + played->state().shoe.size()),
             scenario.table.decks * 52);
}

void TestBlackjackRoundMultipleAction::mistakesAreGraded_data() {
    addMistakeColumns();
    // Case 0's reference steps (dealer actions, from 0): 7 "pay spot 1", 8
    // discard, 9 move, 10 call, 11 second card of hand 2, 15 "pay spot 2".
    mistakeRow("§18(f) BJ-SETTLE-21 the second spot paid against the first hand", 0, 7,
               R"({"action":"pay","seat":1,"hand":1,"wager":"main","amount":"10.00","spot":2})",
               "Blackjack §18(f)", "BJ-SETTLE-21", "major", false);
    mistakeRow("§18(f) BJ-SETTLE-21 the up card moved before the first spot is settled", 0, 7,
               R"({"action":"move_up_card","hand":2})", "Blackjack §18(f)", "BJ-SETTLE-21", "major",
               false);
    mistakeRow("§18(f)(2) §15(n) BJ-PICK-03 the original up card collected with the others", 0, 8,
               R"({"action":"pick_up","seat":0})", "Blackjack §18(f)(2)", "BJ-PICK-03", "major",
               true);
    mistakeRow("§18(j) BJ-PICK-03 a box wagering on a later spot picked up", 0, 8,
               R"({"action":"pick_up","seat":1})", "Blackjack §18(j)", "BJ-PICK-03", "major",
               false);
    mistakeRow("§18(g) §15(m) BJ-DEAL-21 the second hand's call without moving the up card", 0, 9,
               R"({"action":"announce","call":"dealers_card"})", "Blackjack §18(g)", "BJ-DEAL-21",
               "major", true);
    mistakeRow("§6(h) §18(g) BJ-ANN-01 the second hand's card without \"Dealer's Card\"", 0, 10,
               R"({"action":"deal_card","seat":0,"hand":1,"face":"up","sideways":false})",
               "Blackjack §6(h)", "BJ-ANN-01", "major", true);
    mistakeRow("§18(h) BJ-SETTLE-21 the first spot paid again against the second hand", 0, 15,
               R"({"action":"pay","seat":1,"hand":1,"wager":"main","amount":"10.00"})",
               "Blackjack §18(h)", "BJ-SETTLE-21", "major", false);
    // Case 3's step 14 is the pick-up: nobody made a third wager.
    mistakeRow("§18(h) BJ-SETTLE-21 a third spot settled when no player made a third wager", 3, 14,
               R"({"action":"pay","seat":1,"hand":1,"wager":"main","amount":"10.00","spot":3})",
               "Blackjack §18(h)", "BJ-SETTLE-21", "major", false);
    mistakeRow("§18(h) BJ-PICK-03 the up card moved to a third hand nobody wagered on", 3, 14,
               R"({"action":"move_up_card","hand":3})", "Blackjack §18(h)", "BJ-PICK-03", "major",
               false);
    // Case 2's step 8 is the dealer's pick-up: every player busted.
    mistakeRow("§18(f)(1) BJ-PICK-03 the up card kept when every player busted", 2, 8,
               R"({"action":"discard_dealer_cards"})", "Blackjack §18(f)(1)", "BJ-PICK-03", "major",
               false);
    // Case 1's step 8: seat 1 busted, its two $10 spots to collect.
    mistakeRow("§18(f) BJ-SETTLE-20 a busted player's first spot collected alone", 1, 8,
               R"({"action":"collect","seat":1,"hand":1,"wager":"main","amount":"10.00"})",
               "Blackjack §18(f)", "BJ-SETTLE-20", "major", false);
    mistakeRow("§18(f) BJ-SETTLE-21 a busted player's second spot collected on its own", 1, 8,
               R"({"action":"collect","seat":1,"hand":1,"wager":"main","amount":"10.00","spot":2})",
               "Blackjack §18(f)", "BJ-SETTLE-21", "major", false);
}

void TestBlackjackRoundMultipleAction::mistakesAreGraded() {
    QFETCH(int, which);
    checkMistake(scenarioOf(cases().at(static_cast<std::size_t>(which))));
}

void TestBlackjackRoundMultipleAction::upCardNotMovedContinuesAsIfMoved_data() {
    QTest::addColumn<QString>("wrong");
    QTest::addColumn<QStringList>("rest");
    // Case 0 after step 9 (the move expected); the rest of the transcript.
    QTest::newRow("§15(m) §18(g) BJ-IRR-14 \"Dealer's Card\" called without the move")
        << R"({"action":"announce","call":"dealers_card"})"
        << QStringList{deal(0),
                       deal(0),
                       deal(0),
                       "announce_total 0 1 24",
                       "pay 1 1 main 10.00 2",
                       "discard_dealer_cards",
                       "move_up_card 3",
                       "announce dealers_card",
                       deal(0),
                       "announce_total 0 1 17",
                       "pay 1 1 main 10.00 3",
                       "pick_up 1",
                       "pick_up 0"};
    QTest::newRow("§15(m) §18(g) BJ-IRR-14 the second card dealt without the move")
        << R"({"action":"deal_card","seat":0,"hand":1,"face":"up","sideways":false})"
        << QStringList{deal(0),
                       deal(0),
                       "announce_total 0 1 24",
                       "pay 1 1 main 10.00 2",
                       "discard_dealer_cards",
                       "move_up_card 3",
                       "announce dealers_card",
                       deal(0),
                       "announce_total 0 1 17",
                       "pay 1 1 main 10.00 3",
                       "pick_up 1",
                       "pick_up 0"};
}

void TestBlackjackRoundMultipleAction::upCardNotMovedContinuesAsIfMoved() {
    QFETCH(QString, wrong);
    QFETCH(QStringList, rest);
    const Scenario scenario = scenarioOf(cases().at(0));
    Session session(scenario, refereeFor(scenario));
    for (int i = 0; i < 9; ++i) {
        QVERIFY(session.perform(session.expected().front().action).correct);
    }
    const auto parsed = parseAction(wrong.toStdString());
    QVERIFY(parsed.action);
    const Verdict verdict = session.perform(*parsed.action);
    QVERIFY(!verdict.correct);
    QVERIFY(verdict.applied);
    QCOMPARE(qs(verdict.rule.citation.text()), QStringLiteral("Blackjack §18(g)"));
    // No remedy: the round goes on as if the card had been moved.
    const auto before = session.timeline().size();
    for (int i = 0; i < 40 && !session.isComplete(); ++i) {
        QVERIFY(session.perform(session.expected().front().action).correct);
    }
    QVERIFY(session.isComplete());
    QStringList actual;
    for (std::size_t i = before; i < session.timeline().size(); ++i) {
        actual << line(session.timeline()[i]);
    }
    QCOMPARE(actual, rest);
    QCOMPARE(session.summary(PassCriteria{}).errors, 1);
}

void TestBlackjackRoundMultipleAction::upCardDiscardedIsRestoredBySupervisor_data() {
    QTest::addColumn<int>("after");
    QTest::addColumn<QString>("citation");
    QTest::addColumn<QStringList>("rest");
    // Case 0: step 8 is the first discard (after the first hand), step 10
    // the second hand's call (the up card moved, no card dealt yet).
    QTest::newRow("§15(n) §18(f)(2) BJ-IRR-15 the up card discarded after the first hand")
        << 8 << "Blackjack §18(f)(2)"
        << QStringList{"call_supervisor irregularity",
                       "> supervisor_restores_up_card",
                       "announce dealers_card",
                       deal(0),
                       deal(0),
                       deal(0),
                       "announce_total 0 1 24",
                       "pay 1 1 main 10.00 2",
                       "discard_dealer_cards",
                       "move_up_card 3",
                       "announce dealers_card",
                       deal(0),
                       "announce_total 0 1 17",
                       "pay 1 1 main 10.00 3",
                       "pick_up 1",
                       "pick_up 0"};
    QTest::newRow("§15(n) §18(h) BJ-IRR-15 the up card discarded before the second hand is "
                  "complete")
        << 10 << "Blackjack §18(h)"
        << QStringList{"call_supervisor irregularity",
                       "> supervisor_restores_up_card",
                       "announce dealers_card",
                       deal(0),
                       deal(0),
                       deal(0),
                       "announce_total 0 1 24",
                       "pay 1 1 main 10.00 2",
                       "discard_dealer_cards",
                       "move_up_card 3",
                       "announce dealers_card",
                       deal(0),
                       "announce_total 0 1 17",
                       "pay 1 1 main 10.00 3",
                       "pick_up 1",
                       "pick_up 0"};
}

void TestBlackjackRoundMultipleAction::upCardDiscardedIsRestoredBySupervisor() {
    QFETCH(int, after);
    QFETCH(QString, citation);
    QFETCH(QStringList, rest);
    const Scenario scenario = scenarioOf(cases().at(0));
    Session session(scenario, refereeFor(scenario));
    for (int i = 0; i < after; ++i) {
        QVERIFY(session.perform(session.expected().front().action).correct);
    }
    const Verdict verdict = session.perform(action::PickUp{0});
    QVERIFY(!verdict.correct);
    QVERIFY(verdict.applied);
    QCOMPARE(qs(verdict.rule.citation.text()), citation);
    // §15(n): the supervisor at once, citing the section.
    const auto remedy = session.expected();
    QCOMPARE(remedy.size(), std::size_t{1});
    QCOMPARE(qs(remedy.front().rule.citation.text()), QStringLiteral("Blackjack §15(n)"));
    QCOMPARE(qs(remedy.front().rule.requirement), QStringLiteral("BJ-IRR-15"));
    const auto before = session.timeline().size();
    for (int i = 0; i < 40 && !session.isComplete(); ++i) {
        QVERIFY(session.perform(session.expected().front().action).correct);
    }
    QVERIFY(session.isComplete());
    QStringList actual;
    for (std::size_t i = before; i < session.timeline().size(); ++i) {
        actual << line(session.timeline()[i]);
    }
    if (actual != rest) {
        qWarning("%s", qPrintable(actual.join(QLatin1Char('\n'))));
    }
    QCOMPARE(actual, rest);
    QCOMPARE(session.summary(PassCriteria{}).errors, 1);
    QCOMPARE(static_cast<int>(session.state().discardRack.size() + session.state().shoe.size()),
             scenario.table.decks * 52);
}

void TestBlackjackRoundMultipleAction::basicStrategyPlayersPlayEveryHand_data() {
    QTest::addColumn<int>("hands");
    QTest::addColumn<std::uint64_t>("seed");
    for (const int hands : {2, 3}) {
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            QTest::newRow(
                qPrintable(QStringLiteral("§18 BJ-DEAL-21 %1 spots, seed %2").arg(hands).arg(seed)))
                << hands << seed;
        }
    }
}

void TestBlackjackRoundMultipleAction::basicStrategyPlayersPlayEveryHand() {
    QFETCH(int, hands);
    QFETCH(std::uint64_t, seed);
    const Scenario scenario = basicStrategyRound(multipleActionTable(hands), seed,
                                                 Regulation::Blackjack, Money::dollars(5));
    std::unique_ptr<Session> played;
    checkPlaysThrough(scenario, &played);
    if (!played) {
        return;
    }
    // §18(f)-(i): each spot settled against its own dealer hand, in order.
    int lastSpot = 1;
    for (const auto &entry : played->timeline()) {
        if (!entry.action) {
            continue;
        }
        int spot = 0;
        if (const auto *pay = std::get_if<action::Pay>(&*entry.action)) {
            spot = pay->spot;
        } else if (const auto *collect = std::get_if<action::Collect>(&*entry.action)) {
            spot = collect->spot;
        } else if (const auto *back = std::get_if<action::ReturnWager>(&*entry.action)) {
            spot = back->spot;
        }
        if (spot > 0) {
            QVERIFY(spot >= lastSpot);
            QVERIFY(spot <= hands);
            lastSpot = spot;
        }
    }
}

void TestBlackjackRoundMultipleAction::laterDealerHandsSecondCardCitesItsParagraph() {
    // §18(g) BJ-DEAL-21: case 0's step 11 is the second card of the dealer's
    // second hand, dealt to the moved up card (§6(h) words the first hand's).
    const Scenario scenario = scenarioOf(cases().front());
    Session session(scenario, refereeFor(scenario));
    for (int i = 0; i < 11; ++i) {
        QVERIFY(!session.expected().empty());
        QVERIFY(session.perform(session.expected().front().action).correct);
    }
    const auto options = session.expected();
    QVERIFY(!options.empty());
    const auto *card = std::get_if<action::DealCard>(&options.front().action);
    QVERIFY(card != nullptr);
    QCOMPARE(card->seat, 0);
    QCOMPARE(qs(options.front().rule.citation.text()), QStringLiteral("Blackjack §18(g)"));
    QCOMPARE(qs(options.front().rule.requirement), QStringLiteral("BJ-DEAL-21"));
}

void TestBlackjackRoundMultipleAction::tableOfferNeedsTheSecondCardProcedure() {
    // §18(e): the dealer's second card "in accordance with Section 6(h)".
    blackjack::TableOffer offer = multipleActionTable(3).offer;
    QVERIFY(blackjack::validate(offer).empty());
    offer.holeCard = blackjack::HoleCard::FaceDown;
    const auto problems = blackjack::validate(offer);
    QVERIFY(std::any_of(problems.begin(), problems.end(),
                        [](const auto &problem) { return problem.citation.section == "18(e)"; }));
}

void TestBlackjackRoundMultipleAction::notDealtFromTheHand() {
    // §18 joins multiple action to the §6(h) procedure only; the 6 to 5
    // variation dealt from the hand (§6A) is refused with the lesson path.
    Scenario scenario = scenarioOf({"", {{1, {10, 10}}}, 2});
    QVERIFY(validate(scenario).empty());
    std::get<blackjack::TableRules>(scenario.rules).offer.sixToFive = true;
    const auto problems = validate(scenario);
    QVERIFY(std::any_of(problems.begin(), problems.end(), [](const ScenarioProblem &problem) {
        return problem.path == "players[0].multipleAction" &&
               problem.message.find("6 to 5") != std::string::npos;
    }));
}

QTEST_APPLESS_MAIN(TestBlackjackRoundMultipleAction)
#include "tst_blackjack_round_multiple_action.moc"
