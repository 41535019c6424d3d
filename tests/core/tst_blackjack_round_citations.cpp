// Issue 4's last gaps in the round's grading: the verdicts on a dead hand
// cite §15(h) (or §15(j)), the card reader's remedies cite §15(k)(1) and
// §15(k)(2) (002 (n)(8)(i)-(ii)), and the total of a hand whose double down
// card was dealt face down (§10(c)) may be announced once the card is turned
// up: accepted, not expected (the text asks none; see round_double_card.h),
// at a single box, a shared box (§13) and a multiple action table (§18);
// and at a multiple action table a bust hidden under such a card is seen at
// the first dealer hand's settlement: against that hand's blackjack §10(b)
// settles its spot, the other spots are lost at once (§18(f)).
// Scripted shoes; the cards named in each comment are the shoe's.

#include "round_test_support.h"

#include <QTest>
#include <core/games/blackjack/round_referee.h>
#include <core/referee_for.h>
#include <core/session.h>

using namespace dt;
using namespace dt::action;
using dttest::qs;
using namespace roundtest;

namespace {

const blackjack::Round &roundOf(const Session &session) {
    return std::get<blackjack::Round>(session.state().round);
}

void perform(Session &session, const DealerAction &action) {
    const Verdict verdict = session.perform(action);
    QVERIFY2(verdict.correct, (describe(action) + ": " + verdict.message).c_str());
}

DealCard up(int seat, int hand = 1) {
    return DealCard{seat, hand, Face::Up, false};
}

// The reference performance to the end (every action of it graded
// correct): every card of the decks back in the shoe or the discard rack.
void finishRound(Session &session) {
    finishWithTheReference(session);
}

blackjack::TableRules withReader(bool showsPlayers, Regulation regulation) {
    blackjack::TableRules rules;
    rules.offer = blackjack::defaultTableOffer(regulation);
    rules.offer.holeCard = blackjack::HoleCard::FaceDownWithCardReader;
    rules.offer.cardReaderShowsPlayers = showsPlayers;
    return rules;
}

// §10(c): the double card face down at every box of the table.
void faceDownDoubles(blackjack::TableOffer &offer) {
    offer.doubleCardFace = blackjack::DoubleCardFace::FaceDown;
}

void faceDownDoublesTwoPerBox(blackjack::TableOffer &offer) {
    offer.doubleCardFace = blackjack::DoubleCardFace::FaceDown;
    offer.maxPlayersPerBox = 2;
}

void faceDownDoublesMultipleAction(blackjack::TableOffer &offer) {
    offer.doubleCardFace = blackjack::DoubleCardFace::FaceDown;
    offer.sideWagers = {blackjack::SideWager::MultipleAction};
    offer.multipleActionWagers = 2;
}

enum class Place { SingleBox, SharedBox, MultipleAction };

// Box 1 doubles 6-5 under a 9 and gets a 9 face down (20); the dealer's 9-8
// stands on 17 (at the multiple action table the second hand is 9-10, 19).
Scenario doubledFaceDown(Place place) {
    const QString cards = QStringLiteral("6H 9C 5D 9S 8D 10D");
    const std::vector<Player> players = {
        {.seat = 1, .dollars = 10, .decisions = {doubleDown()}, .doubleCardFaceDown = true}};
    switch (place) {
    case Place::SingleBox:
        return roundScenario(cards, players, withOffer(faceDownDoubles));
    case Place::SharedBox: {
        Scenario scenario = roundScenario(cards, players, withOffer(faceDownDoublesTwoPerBox));
        scenario.players.front().sharesBox = true;
        PlayerScript behind;
        behind.seat = 1;
        behind.name = "B1";
        behind.wager = Money::dollars(20);
        behind.sharesBox = true;
        behind.doublesWithCaller = true; // §13(d)
        scenario.players.push_back(behind);
        return scenario;
    }
    case Place::MultipleAction: {
        Scenario scenario = roundScenario(cards, players, withOffer(faceDownDoublesMultipleAction));
        scenario.players.front().multipleAction = {Money::dollars(10), Money::dollars(10)};
        return scenario;
    }
    }
    return {};
}

} // namespace

class TestBlackjackRoundCitations : public QObject {
    Q_OBJECT

private slots:
    void deadHandIsNotDealtTo_data();
    void deadHandIsNotDealtTo();
    void cardReaderRemedyCitesItsParagraph_data();
    void cardReaderRemedyCitesItsParagraph();
    void turnedUpDoubleTotal_data();
    void turnedUpDoubleTotal();
    void hiddenBustAgainstDealerBlackjack_data();
    void hiddenBustAgainstDealerBlackjack();
};

void TestBlackjackRoundCitations::deadHandIsNotDealtTo_data() {
    QTest::addColumn<bool>("noCards"); // §15(h), else §15(j)
    QTest::addColumn<bool>("deal");    // a card dealt to it, else its total announced
    QTest::addColumn<QString>("citation");
    QTest::addColumn<QString>("requirement");
    QTest::newRow("§15(h) BJ-IRR-08 a card dealt to a box dead without cards")
        << true << true << "Blackjack §15(h)"
        << "BJ-IRR-08";
    QTest::newRow("§15(h) BJ-IRR-08 a total announced for a box dead without cards")
        << true << false << "Blackjack §15(h)"
        << "BJ-IRR-08";
    QTest::newRow("§15(j) BJ-IRR-10 a card dealt to a hand called dead")
        << false << true << "Blackjack §15(j)"
        << "BJ-IRR-10";
    QTest::newRow("§15(j) BJ-IRR-10 a total announced for a hand called dead")
        << false << false << "Blackjack §15(j)"
        << "BJ-IRR-10";
}

void TestBlackjackRoundCitations::deadHandIsNotDealtTo() {
    QFETCH(bool, noCards);
    QFETCH(bool, deal);
    QFETCH(QString, citation);
    QFETCH(QString, requirement);
    int seat = 0;
    std::unique_ptr<Session> session;
    if (noCards) {
        // Box 2 is passed over in both passes of the deal (10S 8C to boxes 1
        // and 3, 7D the dealer's, 6S 5H to boxes 1 and 3): no card, dead.
        Scenario scenario =
            roundScenario("10S 8C 7D 6S 5H 4C", {{1, 10, {stand()}}, {2}, {3, 10, {stand()}}});
        scenario.seed = 11;
        session = std::make_unique<Session>(scenario, refereeFor(scenario));
        perform(*session, up(1));
        QVERIFY(!session->perform(up(3)).correct);
        perform(*session, up(0));
        perform(*session, up(1));
        QVERIFY(!session->perform(up(3)).correct);
        seat = 2;
    } else {
        // Box 1 (10S 7D) asks for a card; the dealer announces box 2 instead;
        // the player takes a dead hand, the original wager returned.
        Scenario scenario =
            roundScenario("10S 9H 7D 6C 6S 5H 10C",
                          {{.seat = 1, .decisions = {hit(), stand()}, .takesLateCard = false},
                           {2, 10, {stand()}}});
        scenario.seed = 11;
        session = std::make_unique<Session>(scenario, refereeFor(scenario));
        for (const int spot : {1, 2, 0, 1, 2}) {
            perform(*session, up(spot));
        }
        perform(*session, AnnounceTotal{1, 1, "16"});
        QVERIFY(!session->perform(AnnounceTotal{2, 1, "15"}).correct);
        seat = 1;
    }
    const blackjack::RoundHand hand = roundOf(*session).box(seat)->hands[0];
    QVERIFY(hand.dead);
    QCOMPARE(hand.cards.empty(), noCards);
    const DealerAction wrong =
        deal ? DealerAction(up(seat)) : DealerAction(AnnounceTotal{seat, 1, noCards ? "0" : "16"});
    const std::size_t shoe = session->state().shoe.size();
    const Verdict verdict = session->perform(wrong);
    QVERIFY(!verdict.correct);
    QCOMPARE(qs(verdict.rule.citation.text()), citation);
    QCOMPARE(qs(verdict.rule.requirement), requirement);
    // A card out of the shoe is out (§15(a)); an announcement changes nothing.
    QCOMPARE(verdict.applied, deal);
    QCOMPARE(session->state().shoe.size(), deal ? shoe - 1 : shoe);
    QVERIFY(roundOf(*session).box(seat)->hands[0].cards.size() == hand.cards.size());
    finishRound(*session);
}

void TestBlackjackRoundCitations::cardReaderRemedyCitesItsParagraph_data() {
    QTest::addColumn<bool>("showsPlayers");
    QTest::addColumn<int>("regulation");
    QTest::addColumn<QString>("citation");
    QTest::newRow("§15(k)(1) BJ-IRR-11 the reader shows the players: call all hands dead")
        << true << static_cast<int>(Regulation::Blackjack) << "Blackjack §15(k)(1)";
    QTest::newRow(
        "§15(k)(2) BJ-IRR-11 it does not: calling the hands dead is wrong, play continues")
        << false << static_cast<int>(Regulation::Blackjack) << "Blackjack §15(k)(2)";
    QTest::newRow("002 (n)(8)(i) BJ2-IRR-04 the reader shows the players: all hands dead")
        << true << static_cast<int>(Regulation::BlackjackTribal) << "Blackjack (tribal) (n)(8)(i)";
    QTest::newRow("002 (n)(8)(ii) BJ2-IRR-04 it does not: play continues")
        << false << static_cast<int>(Regulation::BlackjackTribal)
        << "Blackjack (tribal) (n)(8)(ii)";
}

void TestBlackjackRoundCitations::cardReaderRemedyCitesItsParagraph() {
    QFETCH(bool, showsPlayers);
    QFETCH(int, regulation);
    QFETCH(QString, citation);
    const auto table = static_cast<Regulation>(regulation);
    // Up card 7H: the hole card does not go into the reader (§6(j)); it does.
    Scenario scenario = roundScenario("10S 7H 9C 8D 5S", {{1, 10, {stand()}}},
                                      withReader(showsPlayers, table), table);
    scenario.seed = 11;
    Session session(scenario, refereeFor(scenario));
    for (const int spot : {1, 0, 1}) {
        perform(session, up(spot));
    }
    perform(session, DealCard{0, 1, Face::Down, false});
    QVERIFY(!session.perform(CheckHoleCard{}).correct);
    perform(session, CallSupervisor{SupervisorReason::Irregularity});
    if (showsPlayers) {
        const auto options = session.expected();
        QVERIFY(!options.empty());
        QVERIFY(options.front().action == DealerAction(CallHandsDead{}));
        QCOMPARE(qs(options.front().rule.citation.text()), citation);
        // Played on instead: graded with the same paragraph.
        const Verdict onward = session.perform(AnnounceTotal{1, 1, "19"});
        QVERIFY(!onward.correct);
        QCOMPARE(qs(onward.rule.citation.text()), citation);
        perform(session, CallHandsDead{});
        QVERIFY(session.isComplete());
        return;
    }
    const Verdict dead = session.perform(CallHandsDead{});
    QVERIFY(!dead.correct);
    QVERIFY(!dead.applied);
    QCOMPARE(qs(dead.rule.citation.text()), citation);
    finishRound(session);
}

void TestBlackjackRoundCitations::turnedUpDoubleTotal_data() {
    QTest::addColumn<int>("place");
    QTest::addColumn<QString>("announced");
    QTest::addColumn<bool>("accepted");
    // 6 + 5 + 9: 20 (§2(b)).
    QTest::newRow("§10(c) §6(g) BJ-DEAL-13 single box: 20 announced after the turn-up, accepted")
        << static_cast<int>(Place::SingleBox) << "20" << true;
    QTest::newRow("§10(c) §6(n) BJ-DEAL-13 single box: a wrong total is not accepted")
        << static_cast<int>(Place::SingleBox) << "19" << false;
    QTest::newRow("§10(c) §13(d) BJ-DEAL-13 shared box: 20 announced after the turn-up, accepted")
        << static_cast<int>(Place::SharedBox) << "20" << true;
    QTest::newRow("§10(c) §18(f) BJ-DEAL-13 multiple action: 20 announced after the turn-up, "
                  "accepted")
        << static_cast<int>(Place::MultipleAction) << "20" << true;
}

void TestBlackjackRoundCitations::turnedUpDoubleTotal() {
    QFETCH(int, place);
    QFETCH(QString, announced);
    QFETCH(bool, accepted);
    const Scenario scenario = doubledFaceDown(static_cast<Place>(place));
    Session session(scenario, refereeFor(scenario));
    bool turnedUp = false;
    for (int i = 0; i < 100 && !session.isComplete() && !turnedUp; ++i) {
        const auto options = session.expected();
        QVERIFY(!options.empty());
        // The reference performance never announces the total: not expected.
        if (const auto *total = std::get_if<AnnounceTotal>(&options.front().action)) {
            QVERIFY(!(total->seat == 1 && roundOf(session).box(1)->hands[0].doubleCardTurnedUp));
        }
        turnedUp = std::holds_alternative<TurnDoubleCard>(options.front().action);
        perform(session, options.front().action);
    }
    QVERIFY(turnedUp);
    const blackjack::RoundHand hand = roundOf(session).box(1)->hands[0];
    QCOMPARE(hand.cards.size(), std::size_t{3});
    QVERIFY(hand.doubleCardFaceDown && hand.doubleCardTurnedUp);
    const Verdict verdict = session.perform(AnnounceTotal{1, 1, announced.toStdString()});
    QCOMPARE(verdict.correct, accepted);
    if (accepted) {
        QCOMPARE(qs(verdict.rule.citation.text()), QStringLiteral("Blackjack §10(c)"));
        QCOMPARE(qs(verdict.rule.requirement), QStringLiteral("BJ-DEAL-13"));
        // Once is enough: a second announcement is not accepted again.
        QVERIFY(!session.perform(AnnounceTotal{1, 1, announced.toStdString()}).correct);
    }
    for (int i = 0; i < 100 && !session.isComplete(); ++i) {
        const auto options = session.expected();
        QVERIFY(!options.empty());
        perform(session, options.front().action);
    }
    QVERIFY(session.isComplete());
    QCOMPARE(static_cast<int>(session.state().shoe.size() + session.state().discardRack.size()),
             scenario.table.cardCount());
}

void TestBlackjackRoundCitations::hiddenBustAgainstDealerBlackjack_data() {
    QTest::addColumn<QString>("cards");
    QTest::addColumn<QStringList>("transcript");
    // Box 1 ($10 on each of two spots) doubles 10-2 and gets the KD face
    // down (22); the dealer's first hand is KH-AS, a blackjack. Spot 1:
    // §10(b), the original $10 only; spot 2: $10 + $10 lost over 21 (§18(f)).
    QTest::newRow("§10(b) §10(c) §18(f) BJ-SETTLE-07 BJ-SETTLE-20 a hidden bust against the "
                  "first hand's blackjack")
        << "10C KH 2D KD AS"
        << QStringList{deal(1),
                       deal(0),
                       deal(1),
                       "announce_total 1 1 12",
                       "> player_decides 1 1 double 10.00",
                       "deal_card 1 1 down true",
                       "announce dealers_card",
                       deal(0),
                       "announce_total 0 1 blackjack",
                       "turn_double_card 1 1",
                       "collect 1 1 main 10.00",
                       "collect 1 1 main 20.00",
                       "pick_up 1",
                       "pick_up 0"};
    // The same double against a first hand of 17 (KH 7S): every spot, $40,
    // lost at the turn-up (§18(f)).
    QTest::newRow("§10(c) §18(f) BJ-SETTLE-20 a hidden bust against a first hand of 17")
        << "10C KH 2D KD 7S"
        << QStringList{deal(1),
                       deal(0),
                       deal(1),
                       "announce_total 1 1 12",
                       "> player_decides 1 1 double 10.00",
                       "deal_card 1 1 down true",
                       "announce dealers_card",
                       deal(0),
                       "announce_total 0 1 17",
                       "turn_double_card 1 1",
                       "collect 1 1 main 40.00",
                       "pick_up 1",
                       "pick_up 0"};
}

void TestBlackjackRoundCitations::hiddenBustAgainstDealerBlackjack() {
    QFETCH(QString, cards);
    QFETCH(QStringList, transcript);
    Scenario scenario =
        roundScenario(cards, {{.seat = 1, .decisions = {doubleDown()}, .doubleCardFaceDown = true}},
                      withOffer(faceDownDoublesMultipleAction));
    scenario.players.front().multipleAction = {Money::dollars(10), Money::dollars(10)};
    std::unique_ptr<Session> played;
    checkAutoplay(scenario, transcript, &played);
    if (played) {
        QCOMPARE(static_cast<int>(played->state().discardRack.size() + played->state().shoe.size()),
                 scenario.table.cardCount());
    }
}

QTEST_APPLESS_MAIN(TestBlackjackRoundCitations)
#include "tst_blackjack_round_citations.moc"
