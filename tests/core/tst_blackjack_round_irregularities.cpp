// The irregularities of a blackjack round, Blackjack §15 (000) and (n) of the
// second jurisdiction (002): each caused by the dealer's own mistake or put
// on the table by the lesson, and each remedy expected and graded with its
// section. Scripted shoes; the cards named in each comment are the shoe's.

#include "round_test_support.h"

#include <QTest>
#include <algorithm>
#include <core/games/blackjack/round_irregularities.h>
#include <core/games/blackjack/round_referee.h>
#include <core/referee_for.h>
#include <core/session.h>

using namespace dt;
using namespace dt::action;
using dttest::cardsOf;
using dttest::qs;
using namespace roundtest;

namespace {

// These tests were written over the shoe seed 11 shuffles behind the
// scripted cards.
Scenario irregularRound(const QString &cards, const std::vector<Player> &players,
                        blackjack::TableRules rules = {},
                        Regulation regulation = Regulation::Blackjack) {
    Scenario scenario = roundScenario(cards, players, std::move(rules), regulation);
    scenario.seed = 11;
    return scenario;
}

blackjack::TableRules withHoleCard(blackjack::HoleCard holeCard) {
    blackjack::TableRules rules;
    rules.offer.holeCard = holeCard;
    return rules;
}

const blackjack::Round &roundOf(const Session &session) {
    return std::get<blackjack::Round>(session.state().round);
}

std::string cardsAt(const Session &session, int seat, int hand = 1) {
    const auto &round = roundOf(session);
    std::string text;
    const std::vector<Card> &cards = seat == 0 ? round.dealer.cards : round.hand(seat, hand)->cards;
    for (const auto &card : cards) {
        text += (text.empty() ? "" : " ") + toString(card);
    }
    return text;
}

void perform(Session &session, const DealerAction &action) {
    const Verdict verdict = session.perform(action);
    QVERIFY2(verdict.correct, (describe(action) + ": " + verdict.message).c_str());
}

// The reference performance from here to the end: every expected first
// action graded correct; the table's cards all accounted for at the end.
void finishRound(Session &session) {
    finishWithTheReference(session);
}

Expectation next(const Session &session) {
    const auto options = session.expected();
    return options.empty() ? Expectation{} : options.front();
}

DealCard up(int seat, int hand = 1) {
    return DealCard{seat, hand, Face::Up, false};
}

// The initial deal of boxes 1-3 and the dealer (§6(e)).
void dealInitial(Session &session, const std::vector<int> &seats) {
    for (const int seat : seats) {
        perform(session, up(seat));
    }
    perform(session, up(0));
    for (const int seat : seats) {
        perform(session, up(seat));
    }
}

// §15(d) rounds: box 1 10S 4S (14) stands; box 2 9H 3H (12) would hit but
// refuses an exposed card drawn in error; box 3 8D and `boxThreeSecond`
// plays `boxThree`; the dealer 10C, and at a hole-card table the 7H face
// down (17). The card drawn in error is the 5C.
Scenario refusalRound(const QString &boxThreeSecond, std::vector<ScriptedDecision> boxThree,
                      bool holeCard, Regulation regulation = Regulation::Blackjack) {
    const QString cards = QStringLiteral("10S 9H 8D 10C 4S 3H ") + boxThreeSecond +
                          (holeCard ? QStringLiteral(" 7H") : QString()) +
                          QStringLiteral(" 5C 6S 2D");
    return irregularRound(cards,
                          {{.seat = 1, .decisions = {stand()}},
                           {.seat = 2, .decisions = {hit(), stand()}, .refusesCardInError = true},
                           {.seat = 3, .decisions = std::move(boxThree)}},
                          holeCard ? withHoleCard(blackjack::HoleCard::FaceDown)
                                   : blackjack::TableRules{},
                          regulation);
}

// The initial deal, box 1's stand, then the 5C dealt to box 2 (`face`)
// before its total is announced: drawn in error after the initial two cards.
void dealTheCardInError(Session &session, bool holeCard, Face face) {
    dealInitial(session, {1, 2, 3});
    if (holeCard) {
        perform(session, DealCard{0, 1, Face::Down, false});
    }
    perform(session, AnnounceTotal{1, 1, "14"});
    const Verdict early = session.perform(DealCard{2, 1, face, false});
    QVERIFY(!early.correct);
    QVERIFY(early.applied); // out of the shoe
    QVERIFY(roundOf(session).cardInError.has_value());
    QCOMPARE(roundOf(session).cardInError->exposed, face == Face::Up);
    QCOMPARE(cardsAt(session, 2), std::string("9H 3H"));
}

// The referee's next action is `action`, citing `citation` and `requirement`;
// the dealer takes it.
void performNext(Session &session, const DealerAction &action, const QString &citation,
                 const QString &requirement) {
    const Expectation step = next(session);
    QVERIFY(step.action == action);
    QCOMPARE(qs(step.rule.citation.text()), citation);
    QCOMPARE(qs(step.rule.requirement), requirement);
    perform(session, action);
}

// dealTheCardInError() face up, then box 2's total: its player, offered the
// exposed card, refuses it (§15(d)).
void dealToTheRefusal(Session &session, bool holeCard) {
    dealTheCardInError(session, holeCard, Face::Up);
    const blackjack::RoundReferee referee(
        std::get<blackjack::TableRules>(session.scenario().rules));
    QVERIFY(!referee.cardInErrorOffered(roundOf(session), {3, 1})); // not box 3's turn
    perform(session, AnnounceTotal{2, 1, "12"});
    QVERIFY(roundOf(session).box(2)->refusedCardInError);
    QVERIFY(roundOf(session).cardInError.has_value()); // still out, for the next hand
    QVERIFY(!referee.cardInErrorOffered(roundOf(session), {2, 1}));
}

} // namespace

class TestBlackjackRoundIrregularities : public QObject {
    Q_OBJECT

private slots:
    void faceUpCardInTheShoeIsNotUsed();
    void unexposedCardDrawnInErrorIsTheNextCard();
    void exposedCardMovesForwardNeverBack();
    void dealerDrawOnSeventeenIsBurned();
    void dealerMissesOwnCard();
    void dealerMissesOwnCardIsATribalMisdeal();
    void boxMissedInTheDealTakesItsCardLate();
    void boxMissedTwiceIsDead();
    void requestedCardNotDealt_data();
    void requestedCardNotDealt();
    void requestedCardNotDealtIsATribalMisdeal();
    void cardReaderUnderTheWrongUpCard_data();
    void cardReaderUnderTheWrongUpCard();
    void cardReaderOutOfOrder();
    void insufficientCards();
    void playerReachingForAWagerIsStopped();
    void bonusSystemFailurePays21To1();
    void insufficientCardsIsATribalMisdeal();
    void doubleCardDealtFaceUpByMistake();
    void cardDealtFaceDownOutOfTurnMovesForward_data();
    void cardDealtFaceDownOutOfTurnMovesForward();
    void cardDealtFaceUpOutOfTurn_data();
    void cardDealtFaceUpOutOfTurn();
    void exposedCardRefusedByAllIsBurned_data();
    void exposedCardRefusedByAllIsBurned();
    void exposedCardRefusedGoesOn_data();
    void exposedCardRefusedGoesOn();
    void unexposedCardCannotBeRefused();
    void cardDealtFaceUpToAnEmptyBoxInTheDeal_data();
    void cardDealtFaceUpToAnEmptyBoxInTheDeal();
    void tribalIrregularitiesCiteTheTribalText_data();
    void tribalIrregularitiesCiteTheTribalText();
    void hitSkippedWithTheShoeEmpty_data();
    void hitSkippedWithTheShoeEmpty();
};

void TestBlackjackRoundIrregularities::faceUpCardInTheShoeIsNotUsed() {
    // BJ-IRR-02 §15(b): the third card of the shoe is found face up.
    Scenario scenario = irregularRound("9S 7H 5D 8C 10S 10D", {{1, 10, {stand()}}, {2}});
    scenario.faceUpCards = {3};
    Session session(scenario, refereeFor(scenario));
    perform(session, up(1));
    perform(session, up(2));
    QVERIFY(next(session).action == DealerAction(BurnCard{Face::Up}));
    QCOMPARE(qs(next(session).rule.citation.text()), QStringLiteral("Blackjack §15(b)"));
    QCOMPARE(qs(next(session).rule.requirement), QStringLiteral("BJ-IRR-02"));
    // Dealing it is refused: the card is not used.
    const Verdict dealt = session.perform(up(0));
    QVERIFY(!dealt.correct);
    QVERIFY(!dealt.applied);
    QCOMPARE(dealt.severity, Severity::Integrity);
    perform(session, BurnCard{Face::Up});
    QCOMPARE(toString(session.state().discardRack.back()), std::string("5D"));
    perform(session, up(0));
    QCOMPARE(cardsAt(session, 0), std::string("8C"));
    finishRound(session);
}

void TestBlackjackRoundIrregularities::unexposedCardDrawnInErrorIsTheNextCard() {
    // BJ-IRR-03 §15(c): box 1 stands; the dealer draws a card face down to
    // box 1 by mistake: it is not burned but is box 2's hit.
    const Scenario scenario =
        irregularRound("10S 9H 6D 8C 4S 5H 2C", {{1, 10, {stand()}}, {2, 10, {hit()}}});
    Session session(scenario, refereeFor(scenario));
    dealInitial(session, {1, 2});
    perform(session, AnnounceTotal{1, 1, "18"});
    const Verdict wrong = session.perform(DealCard{1, 1, Face::Down, false});
    QVERIFY(!wrong.correct);
    QVERIFY(wrong.applied);
    QCOMPARE(cardsAt(session, 1), std::string("10S 8C")); // not on box 1's hand
    QVERIFY(roundOf(session).cardInError.has_value());
    QVERIFY(!roundOf(session).cardInError->exposed);
    const Verdict burned = session.perform(BurnCard{Face::Down});
    QVERIFY(!burned.correct);
    QCOMPARE(qs(burned.rule.citation.text()), QStringLiteral("Blackjack §15(c)"));
    perform(session, AnnounceTotal{2, 1, "13"});
    QCOMPARE(qs(next(session).rule.requirement), QStringLiteral("BJ-IRR-03"));
    perform(session, up(2));
    QCOMPARE(cardsAt(session, 2), std::string("9H 4S 5H")); // 5H: the card drawn in error
    finishRound(session);
}

void TestBlackjackRoundIrregularities::exposedCardMovesForwardNeverBack() {
    // BJ-IRR-01 §15(a), BJ-IRR-04 §15(d): while box 1 decides, a card is
    // dealt face up to box 3. It moves forward: box 1 hits from the shoe,
    // box 2 stands (refuses it), box 3 takes it with its hit.
    const Scenario scenario =
        irregularRound("10S 9H 7D 6C 4S 4H 3C 2D 3S",
                       {{1, 10, {hit(), stand()}}, {2, 10, {stand()}}, {3, 10, {hit(), stand()}}});
    Session session(scenario, refereeFor(scenario));
    dealInitial(session, {1, 2, 3});
    const Verdict wrong = session.perform(up(3)); // 2D, to box 3 out of turn
    QVERIFY(!wrong.correct);
    QVERIFY(wrong.applied);
    QCOMPARE(roundOf(session).cardInError->fromSeat, 3);
    perform(session, AnnounceTotal{1, 1, "14"});
    // Box 1's hit comes from the shoe: the card cannot go back to box 1.
    QCOMPARE(qs(next(session).rule.citation.text()), QStringLiteral("Blackjack §6(g)"));
    perform(session, up(1));
    QCOMPARE(cardsAt(session, 1), std::string("10S 4S 3S"));
    perform(session, AnnounceTotal{1, 1, "17"});
    perform(session, AnnounceTotal{2, 1, "13"});
    perform(session, AnnounceTotal{3, 1, "10"});
    QCOMPARE(qs(next(session).rule.citation.text()), QStringLiteral("Blackjack §15(d)"));
    QCOMPARE(qs(next(session).rule.requirement), QStringLiteral("BJ-IRR-04"));
    perform(session, up(3));
    QCOMPARE(cardsAt(session, 3), std::string("7D 3C 2D"));
    finishRound(session);
}

void TestBlackjackRoundIrregularities::dealerDrawOnSeventeenIsBurned() {
    // BJ-IRR-05 §15(e): the dealer stands on 17 (10-7) and draws by mistake.
    const Scenario scenario = irregularRound("10S 10H 9C 7D 4S 2C", {{1, 10, {stand()}}});
    Session session(scenario, refereeFor(scenario));
    dealInitial(session, {1});
    perform(session, AnnounceTotal{1, 1, "19"});
    perform(session, Announce{Call::DealersCard});
    perform(session, up(0));
    QCOMPARE(cardsAt(session, 0), std::string("10H 7D"));
    const Verdict drawn = session.perform(up(0));
    QVERIFY(!drawn.correct);
    QVERIFY(drawn.applied);
    QVERIFY(next(session).action == DealerAction(BurnCard{Face::Up}));
    QCOMPARE(qs(next(session).rule.citation.text()), QStringLiteral("Blackjack §15(e)"));
    QCOMPARE(qs(next(session).rule.requirement), QStringLiteral("BJ-IRR-05"));
    perform(session, BurnCard{Face::Up});
    QCOMPARE(cardsAt(session, 0), std::string("10H 7D"));
    QCOMPARE(toString(session.state().discardRack.back()), std::string("4S"));
    perform(session, AnnounceTotal{0, 1, "17"});
    perform(session, Pay{1, 1, Wager::Main, Money::dollars(10)});
    finishRound(session);
}

void TestBlackjackRoundIrregularities::dealerMissesOwnCard() {
    // BJ-IRR-06 §15(f): the dealer passes over the up card and deals the
    // boxes' second cards; the dealer's card comes after them. No misdeal.
    const Scenario scenario =
        irregularRound("10S 9H 8C 7D 6S 5H", {{1, 10, {stand()}}, {2, 10, {stand()}}});
    Session session(scenario, refereeFor(scenario));
    perform(session, up(1));
    perform(session, up(2));
    const Verdict missed = session.perform(up(1)); // 8C: box 1's second card
    QVERIFY(!missed.correct);
    QVERIFY(missed.applied);
    QCOMPARE(qs(missed.rule.citation.text()), QStringLiteral("Blackjack §6(e)"));
    QVERIFY(missed.message.find("Blackjack §15(f)") != std::string::npos);
    const Verdict misdeal = session.perform(DeclareMisdeal{});
    QVERIFY(!misdeal.correct);
    QVERIFY(!misdeal.applied);
    perform(session, up(2));
    QVERIFY(next(session).action == DealerAction(up(0)));
    QCOMPARE(qs(next(session).rule.citation.text()), QStringLiteral("Blackjack §15(f)"));
    perform(session, up(0));
    QCOMPARE(cardsAt(session, 0), std::string("6S"));
    QCOMPARE(cardsAt(session, 1), std::string("10S 8C"));
    QCOMPARE(cardsAt(session, 2), std::string("9H 7D"));
    finishRound(session);
}

void TestBlackjackRoundIrregularities::dealerMissesOwnCardIsATribalMisdeal() {
    // BJ2-IRR-01 002 (n)(5): the same miss is a misdeal; the round is dealt again.
    const Scenario scenario =
        irregularRound("10S 9H 8C 7D 6S 5H 4C 3D", {{1, 10, {stand()}}, {2, 10, {stand()}}},
                       withHoleCard(blackjack::HoleCard::FaceDown), Regulation::BlackjackTribal);
    Session session(scenario, refereeFor(scenario));
    perform(session, up(1));
    perform(session, up(2));
    const Verdict missed = session.perform(up(1));
    QVERIFY(!missed.correct);
    QVERIFY(missed.message.find("Blackjack (tribal) (n)(5)") != std::string::npos);
    QVERIFY(next(session).action == DealerAction(DeclareMisdeal{}));
    QCOMPARE(qs(next(session).rule.requirement), QStringLiteral("BJ2-IRR-01"));
    perform(session, DeclareMisdeal{});
    // Every card of the misdeal in the discard rack; the deal starts again at box 1.
    QCOMPARE(roundOf(session).box(1)->hands[0].cards.size(), std::size_t{0});
    QVERIFY(next(session).action == DealerAction(up(1)));
    perform(session, up(1));
    QCOMPARE(cardsAt(session, 1), std::string("7D"));
    finishRound(session);
}

void TestBlackjackRoundIrregularities::boxMissedInTheDealTakesItsCardLate() {
    // BJ-IRR-08 §15(h): box 2 is passed over in the second pass; its player
    // takes the second card once boxes 1 and 3 have theirs.
    const Scenario scenario = irregularRound(
        "10S 9H 8C 7D 6S 5H 4C 3D", {{1, 10, {stand()}}, {2, 10, {stand()}}, {3, 10, {stand()}}});
    Session session(scenario, refereeFor(scenario));
    for (const int seat : {1, 2, 3, 0, 1}) {
        perform(session, up(seat));
    }
    const Verdict missed = session.perform(up(3)); // 5H to box 3; box 2 passed over
    QVERIFY(!missed.correct);
    QCOMPARE(qs(missed.rule.citation.text()), QStringLiteral("Blackjack §6(e)"));
    QVERIFY(missed.message.find("Blackjack §15(h)") != std::string::npos);
    // The player said yes; the card follows the others' second cards.
    QVERIFY(next(session).action == DealerAction(up(2)));
    QCOMPARE(qs(next(session).rule.citation.text()), QStringLiteral("Blackjack §15(h)"));
    perform(session, up(2));
    QCOMPARE(cardsAt(session, 2), std::string("9H 4C"));
    QVERIFY(!roundOf(session).box(2)->hands[0].missedCard);
    finishRound(session);
}

void TestBlackjackRoundIrregularities::boxMissedTwiceIsDead() {
    // BJ-IRR-08 §15(h): box 2 gets no card at all: its hand is dead, the
    // player is in the next deal (the wager stays), and nothing is picked up.
    const Scenario scenario =
        irregularRound("10S 8C 7D 6S 5H 4C", {{1, 10, {stand()}}, {2}, {3, 10, {stand()}}});
    Session session(scenario, refereeFor(scenario));
    perform(session, up(1));
    QVERIFY(!session.perform(up(3)).correct); // box 2's first card missed
    perform(session, up(0));
    perform(session, up(1));
    QVERIFY(!session.perform(up(3)).correct); // and its second
    QVERIFY(roundOf(session).box(2)->hands[0].dead);
    bool returned = false;
    for (int i = 0; i < 100 && !session.isComplete(); ++i) {
        const Expectation step = next(session);
        if (step.action == DealerAction(ReturnWager{2, 1, Wager::Main})) {
            returned = true;
            QCOMPARE(qs(step.rule.citation.text()), QStringLiteral("Blackjack §15(h)"));
        }
        QVERIFY(!(step.action == DealerAction(PickUp{2})));
        perform(session, step.action);
    }
    QVERIFY(returned);
    QVERIFY(session.isComplete());
}

void TestBlackjackRoundIrregularities::requestedCardNotDealt_data() {
    QTest::addColumn<bool>("takesLateCard");
    QTest::newRow("§15(j) BJ-IRR-10 the card after the others") << true;
    QTest::newRow("§15(j) BJ-IRR-10 a dead hand, the wager returned") << false;
}

void TestBlackjackRoundIrregularities::requestedCardNotDealt() {
    // Box 1 asks for a card; the dealer goes on to box 2's total instead.
    QFETCH(bool, takesLateCard);
    const Scenario scenario =
        irregularRound("10S 9H 7D 6C 6S 5H 10C",
                       {{.seat = 1, .decisions = {hit(), stand()}, .takesLateCard = takesLateCard},
                        {2, 10, {stand()}}});
    Session session(scenario, refereeFor(scenario));
    dealInitial(session, {1, 2});
    perform(session, AnnounceTotal{1, 1, "16"});
    const Verdict missed = session.perform(AnnounceTotal{2, 1, "15"});
    QVERIFY(!missed.correct);
    QVERIFY(missed.applied);
    QCOMPARE(qs(missed.rule.citation.text()), QStringLiteral("Blackjack §6(g)"));
    QVERIFY(missed.message.find("Blackjack §15(j)") != std::string::npos);
    if (takesLateCard) {
        // After box 2, before the dealer's second card.
        QVERIFY(next(session).action == DealerAction(up(1)));
        QCOMPARE(qs(next(session).rule.requirement), QStringLiteral("BJ-IRR-10"));
        perform(session, up(1));
        QCOMPARE(cardsAt(session, 1), std::string("10S 6C 5H"));
        finishRound(session);
        return;
    }
    QVERIFY(roundOf(session).box(1)->hands[0].dead);
    bool returned = false;
    for (int i = 0; i < 100 && !session.isComplete(); ++i) {
        const Expectation step = next(session);
        if (step.action == DealerAction(ReturnWager{1, 1, Wager::Main})) {
            returned = true;
            QCOMPARE(qs(step.rule.citation.text()), QStringLiteral("Blackjack §15(j)"));
        }
        perform(session, step.action);
    }
    QVERIFY(returned);
}

void TestBlackjackRoundIrregularities::requestedCardNotDealtIsATribalMisdeal() {
    // BJ2-IRR-03 002 (n)(7): no player option: a misdeal.
    const Scenario scenario =
        irregularRound("10S 9H 7D 6C 2S 8S 5H 10C", {{1, 10, {hit()}}, {2, 10, {stand()}}},
                       withHoleCard(blackjack::HoleCard::FaceDown), Regulation::BlackjackTribal);
    Session session(scenario, refereeFor(scenario));
    dealInitial(session, {1, 2});
    perform(session, DealCard{0, 1, Face::Down, false});
    perform(session, AnnounceTotal{1, 1, "16"});
    QVERIFY(!session.perform(AnnounceTotal{2, 1, "11"}).correct);
    QVERIFY(next(session).action == DealerAction(DeclareMisdeal{}));
    QCOMPARE(qs(next(session).rule.citation.text()), QStringLiteral("Blackjack (tribal) (n)(7)"));
    QCOMPARE(qs(next(session).rule.requirement), QStringLiteral("BJ2-IRR-03"));
    perform(session, DeclareMisdeal{});
    finishRound(session);
}

void TestBlackjackRoundIrregularities::cardReaderUnderTheWrongUpCard_data() {
    QTest::addColumn<bool>("readerShowsPlayers");
    QTest::newRow("§15(k)(1) BJ-IRR-11 players could learn the hole card: hands dead") << true;
    QTest::newRow("§15(k)(2) BJ-IRR-11 they could not: play continues") << false;
}

void TestBlackjackRoundIrregularities::cardReaderUnderTheWrongUpCard() {
    QFETCH(bool, readerShowsPlayers);
    blackjack::TableRules rules = withHoleCard(blackjack::HoleCard::FaceDownWithCardReader);
    rules.offer.cardReaderShowsPlayers = readerShowsPlayers;
    const Scenario scenario =
        irregularRound("10S 7H 9C 8D 5S", {{1, 10, {stand()}}}, rules); // up card 7H
    Session session(scenario, refereeFor(scenario));
    dealInitial(session, {1});
    perform(session, DealCard{0, 1, Face::Down, false});
    const Verdict read = session.perform(CheckHoleCard{});
    QVERIFY(!read.correct);
    QVERIFY(read.applied);
    QCOMPARE(read.severity, Severity::Integrity);
    QCOMPARE(qs(read.rule.citation.text()), QStringLiteral("Blackjack §6(j)"));
    QVERIFY(read.message.find("Blackjack §15(k)") != std::string::npos);
    QCOMPARE(qs(next(session).rule.requirement), QStringLiteral("BJ-IRR-11"));
    QVERIFY(next(session).action == DealerAction(CallSupervisor{SupervisorReason::Irregularity}));
    perform(session, CallSupervisor{SupervisorReason::Irregularity});
    if (readerShowsPlayers) {
        QVERIFY(next(session).action == DealerAction(CallHandsDead{}));
        perform(session, CallHandsDead{});
        QVERIFY(session.isComplete());
        QCOMPARE(static_cast<int>(session.state().shoe.size() + session.state().discardRack.size()),
                 scenario.table.cardCount());
        return;
    }
    QVERIFY(!session.perform(CallHandsDead{}).correct);
    perform(session, AnnounceTotal{1, 1, "19"});
    finishRound(session);
}

void TestBlackjackRoundIrregularities::cardReaderOutOfOrder() {
    // BJ-IRR-12 §15(l): the reader is out of order: the procedure without one
    // (no check under the ten; the hole card turned up after the players).
    Scenario scenario = irregularRound("10S 10H 9C 7D", {{1, 10, {stand()}}},
                                       withHoleCard(blackjack::HoleCard::FaceDownWithCardReader));
    scenario.cardReaderOutOfOrder = true;
    Session session(scenario, refereeFor(scenario));
    dealInitial(session, {1});
    perform(session, DealCard{0, 1, Face::Down, false});
    const Verdict check = session.perform(CheckHoleCard{});
    QVERIFY(!check.correct);
    QVERIFY(!check.applied);
    QCOMPARE(qs(check.rule.citation.text()), QStringLiteral("Blackjack §15(l)"));
    QCOMPARE(qs(check.rule.requirement), QStringLiteral("BJ-IRR-12"));
    QVERIFY(next(session).action == DealerAction(AnnounceTotal{1, 1, "19"}));
    finishRound(session);
}

void TestBlackjackRoundIrregularities::doubleCardDealtFaceUpByMistake() {
    // BJ-IRR-13 §15(q): the table deals a double's card face down; dealt
    // face up, play continues and the wagers are settled as usual.
    blackjack::TableRules rules;
    rules.offer.doubleCardFace = blackjack::DoubleCardFace::FaceDown;
    const Scenario scenario =
        irregularRound("6S 10H 5C 10C 9D 8S", {{1, 10, {doubleDown()}}}, rules);
    Session session(scenario, refereeFor(scenario));
    dealInitial(session, {1});
    perform(session, AnnounceTotal{1, 1, "11"});
    const Verdict exposed = session.perform(DealCard{1, 1, Face::Up, true});
    QVERIFY(!exposed.correct);
    QVERIFY(exposed.applied);
    QCOMPARE(exposed.severity, Severity::Minor);
    QCOMPARE(qs(exposed.rule.citation.text()), QStringLiteral("Blackjack §10(c)"));
    QVERIFY(exposed.message.find("Blackjack §15(q)") != std::string::npos); // BJ-IRR-13
    finishRound(session);
    // 6S 5C 10C = 21 against 10H 9D = 19: the doubled $20 paid.
    bool paid = false;
    for (const auto &entry : session.timeline()) {
        paid = paid || (entry.action &&
                        *entry.action == DealerAction(Pay{1, 1, Wager::Main, Money::dollars(20)}));
    }
    QVERIFY(paid);
}

void TestBlackjackRoundIrregularities::insufficientCards() {
    // BJ-IRR-07 §15(g): four cards left; the dealer needs a fifth.
    Scenario scenario = irregularRound("10S 9H 7D 6C", {{1, 10, {stand()}}});
    scenario.cardsDealt = scenario.table.cardCount() - 1 - 4;
    Session session(scenario, refereeFor(scenario));
    dealInitial(session, {1});
    perform(session, AnnounceTotal{1, 1, "17"});
    perform(session, Announce{Call::DealersCard});
    perform(session, up(0)); // 9H 6C: 15, the dealer draws; the shoe is empty
    QVERIFY(next(session).action == DealerAction(Shuffle{}));
    QCOMPARE(qs(next(session).rule.citation.text()), QStringLiteral("Blackjack §15(g)"));
    QCOMPARE(qs(next(session).rule.requirement), QStringLiteral("BJ-IRR-07"));
    const Verdict misdeal = session.perform(DeclareMisdeal{});
    QVERIFY(!misdeal.correct);
    QVERIFY(!misdeal.applied);
    const auto discards = session.state().discardRack.size();
    perform(session, Shuffle{});
    QCOMPARE(session.state().shoe.size(), discards);
    QVERIFY(next(session).action == DealerAction(BurnCard{Face::Down}));
    // The burn forgotten: §15(g) "the first card shall be drawn face
    // downwards and burned" before the round goes on; cited so, the card kept.
    const Verdict forgotten = session.perform(up(0));
    QVERIFY(!forgotten.correct);
    QVERIFY(!forgotten.applied);
    QCOMPARE(qs(forgotten.rule.citation.text()), QStringLiteral("Blackjack §15(g)"));
    QCOMPARE(qs(forgotten.rule.requirement), QStringLiteral("BJ-IRR-07"));
    QCOMPARE(session.state().shoe.size(), discards);
    perform(session, BurnCard{Face::Down});
    perform(session, up(0));
    QCOMPARE(roundOf(session).dealer.cards.size(), std::size_t{3});
    finishRound(session);
    // The round complete, the shoe was prepared again (§6(l), §5).
    QVERIFY(std::any_of(session.timeline().begin(), session.timeline().end(),
                        [](const TimelineEntry &entry) {
                            return entry.action && *entry.action == DealerAction(LoadShoe{});
                        }));
}

void TestBlackjackRoundIrregularities::playerReachingForAWagerIsStopped() {
    // BJ-WAGER-04 §3(f)-(h): box 2 reaches for its wager once two cards are out.
    Scenario scenario = irregularRound("10S 9H 7D 8C 6S", {{1, 10, {stand()}}, {2, 10, {stand()}}});
    scenario.players[1].reachesForWagerAfterCards = 2;
    Session session(scenario, refereeFor(scenario));
    perform(session, up(1));
    perform(session, up(2));
    QVERIFY(next(session).action == DealerAction(StopWagerChange{2}));
    QCOMPARE(qs(next(session).rule.citation.text()), QStringLiteral("Blackjack §3(h)"));
    QCOMPARE(qs(next(session).rule.requirement), QStringLiteral("BJ-WAGER-04"));
    // Dealing on while the player alters the wager is not allowed.
    const Verdict ignored = session.perform(up(0));
    QVERIFY(!ignored.correct);
    QVERIFY(!ignored.applied);
    QCOMPARE(qs(ignored.rule.citation.text()), QStringLiteral("Blackjack §3(h)"));
    perform(session, StopWagerChange{2});
    QVERIFY(!session.perform(StopWagerChange{2}).correct); // nobody reaches now
    QVERIFY(next(session).action == DealerAction(up(0)));
    finishRound(session);
}

void TestBlackjackRoundIrregularities::bonusSystemFailurePays21To1() {
    // BJ-IRR-17 §15(p): seat 1's blackjack wins its $1 blackjack bonus (§20);
    // the system shows no amount and none can be ascertained: 21 to 1, $21,
    // not the $15 the table configured.
    blackjack::TableRules rules;
    rules.offer.sideWagers.insert(blackjack::SideWager::BlackjackBonus);
    Scenario scenario = irregularRound(
        "AS 9C KH 7D 10S",
        {{1, 10, {}, {SideWagerStake{blackjack::SideWager::BlackjackBonus, Money::dollars(1)}}}},
        rules);
    scenario.bonusSystemFails = true;
    QVERIFY(validate(scenario).empty());
    Session session(scenario, refereeFor(scenario));
    finishRound(session);
    bool paid = false;
    for (const auto &entry : session.timeline()) {
        if (const auto *pay = entry.action ? std::get_if<Pay>(&*entry.action) : nullptr;
            pay != nullptr && pay->wager == Wager::Side) {
            QCOMPARE(pay->amount, Money::dollars(21));
            QCOMPARE(qs(entry.verdict->rule.citation.text()), QStringLiteral("Blackjack §15(p)"));
            QCOMPARE(qs(entry.verdict->rule.requirement), QStringLiteral("BJ-IRR-17"));
            paid = true;
        }
    }
    QVERIFY(paid);
}

void TestBlackjackRoundIrregularities::insufficientCardsIsATribalMisdeal() {
    // BJ2-IRR-02 002 (n)(6): a misdeal, the round dealt again after the shuffle.
    Scenario scenario =
        irregularRound("10S 9H 7D 6C", {{1, 10, {stand()}}},
                       withHoleCard(blackjack::HoleCard::FaceDown), Regulation::BlackjackTribal);
    scenario.cardsDealt = scenario.table.cardCount() - 1 - 4;
    Session session(scenario, refereeFor(scenario));
    dealInitial(session, {1});
    perform(session, DealCard{0, 1, Face::Down, false});
    perform(session, AnnounceTotal{1, 1, "17"});
    perform(session, RevealHoleCard{}); // 9H 6C: 15, the dealer draws; the shoe is empty
    QVERIFY(next(session).action == DealerAction(DeclareMisdeal{}));
    QCOMPARE(qs(next(session).rule.citation.text()), QStringLiteral("Blackjack (tribal) (n)(6)"));
    QCOMPARE(qs(next(session).rule.requirement), QStringLiteral("BJ2-IRR-02"));
    perform(session, DeclareMisdeal{});
    QVERIFY(next(session).action == DealerAction(Shuffle{}));
    perform(session, Shuffle{});
    perform(session, BurnCard{Face::Down});
    QVERIFY(next(session).action == DealerAction(up(1)));
    finishRound(session);
}

void TestBlackjackRoundIrregularities::cardDealtFaceDownOutOfTurnMovesForward_data() {
    QTest::addColumn<bool>("tribal");
    QTest::addColumn<bool>("afterRequest"); // box 1 has asked for its card
    QTest::addColumn<QString>("boxOne");    // box 1's cards at the end
    QTest::addColumn<QString>("boxThree");  // box 3's cards at the end
    QTest::addColumn<QString>("cardInErrorCitation");
    // 000: §15(a) "the card will not under any circumstances be placed
    // backwards on the game", exposed or not; §15(c)'s "as though it were the
    // next card" is box 3's next card: box 1 takes the 3S from the shoe, box
    // 3 the 2D dealt to it. Box 1 is not passed over (§15(j)): its card is
    // the next one whether it asked before or after the mistake.
    QTest::newRow("§15(a) §15(c) BJ-IRR-01 BJ-IRR-03 dealt to box 3 before box 1's total")
        << false << false << QStringLiteral("10S 4S 3S") << QStringLiteral("7D 3C 2D")
        << QStringLiteral("Blackjack §15(c)");
    QTest::newRow("§15(a) §15(c) BJ-IRR-01 BJ-IRR-03 dealt to box 3 after box 1 asked for a card")
        << false << true << QStringLiteral("10S 4S 3S") << QStringLiteral("7D 3C 2D")
        << QStringLiteral("Blackjack §15(c)");
    // 002 has no §15(a) (checklist BJ2-IRR-04): (n)(2) uses the card not
    // exposed "as though it were the next card from the shoe": box 1's card,
    // in both timings.
    QTest::newRow("(n)(2) BJ2-IRR-04 dealt to box 3 before box 1's total: box 1's next card")
        << true << false << QStringLiteral("10S 4S 2D") << QStringLiteral("7D 3C 3S")
        << QStringLiteral("Blackjack (tribal) (n)(2)");
    QTest::newRow("(n)(2) BJ2-IRR-04 dealt to box 3 after box 1 asked: box 1's next card")
        << true << true << QStringLiteral("10S 4S 2D") << QStringLiteral("7D 3C 3S")
        << QStringLiteral("Blackjack (tribal) (n)(2)");
}

void TestBlackjackRoundIrregularities::cardDealtFaceDownOutOfTurnMovesForward() {
    // Box 1 10S 4S (14) hits once, box 2 9H 4H (13) stands, box 3 7D 3C (10)
    // hits once; the dealer's 6C (and at 002 the 8D face down, (f)(5)(iv)).
    // The dealer deals the next card, the 2D, face down to box 3 out of turn.
    QFETCH(bool, tribal);
    QFETCH(bool, afterRequest);
    QFETCH(QString, boxOne);
    QFETCH(QString, boxThree);
    QFETCH(QString, cardInErrorCitation);
    const Regulation regulation = tribal ? Regulation::BlackjackTribal : Regulation::Blackjack;
    const Scenario scenario = irregularRound(
        tribal ? "10S 9H 7D 6C 4S 4H 3C 8D 2D 3S" : "10S 9H 7D 6C 4S 4H 3C 2D 3S",
        {{1, 10, {hit(), stand()}}, {2, 10, {stand()}}, {3, 10, {hit(), stand()}}},
        tribal ? withHoleCard(blackjack::HoleCard::FaceDown) : blackjack::TableRules{}, regulation);
    Session session(scenario, refereeFor(scenario));
    dealInitial(session, {1, 2, 3});
    if (tribal) {
        perform(session, DealCard{0, 1, Face::Down, false});
    }
    if (afterRequest) {
        perform(session, AnnounceTotal{1, 1, "14"}); // box 1 asks for a card
    }
    const Verdict wrong = session.perform(DealCard{3, 1, Face::Down, false});
    QVERIFY(!wrong.correct);
    QVERIFY(wrong.applied); // the card is out of the shoe
    QCOMPARE(cardsAt(session, 3), std::string("7D 3C"));
    QVERIFY(roundOf(session).cardInError.has_value());
    QVERIFY(!roundOf(session).cardInError->exposed);
    QCOMPARE(roundOf(session).cardInError->fromSeat, 3);
    // Not a requested card the dealer failed to deal (§15(j), (n)(7)).
    QVERIFY(!roundOf(session).box(1)->hands[0].missedCard);
    if (!afterRequest) {
        perform(session, AnnounceTotal{1, 1, "14"});
    }
    QVERIFY(next(session).action == DealerAction(up(1)));
    QCOMPARE(qs(next(session).rule.citation.text()),
             tribal ? cardInErrorCitation : QStringLiteral("Blackjack §6(g)"));
    perform(session, up(1));
    QCOMPARE(qs(cardsAt(session, 1)), boxOne);
    for (int i = 0; i < 40 && cardsAt(session, 3) == "7D 3C"; ++i) {
        const Expectation step = next(session);
        if (step.action == DealerAction(up(3)) && !tribal) {
            QCOMPARE(qs(step.rule.citation.text()), cardInErrorCitation);
            QCOMPARE(qs(step.rule.requirement), QStringLiteral("BJ-IRR-03"));
        }
        perform(session, step.action);
    }
    QCOMPARE(qs(cardsAt(session, 3)), boxThree);
    finishRound(session);
}

void TestBlackjackRoundIrregularities::cardDealtFaceUpOutOfTurn_data() {
    QTest::addColumn<bool>("tribal");
    QTest::addColumn<QString>("boxOne");   // box 1's cards at the end
    QTest::addColumn<QString>("boxThree"); // box 3's cards at the end
    QTest::addColumn<QString>("citation"); // of the exposed card's use
    QTest::addColumn<QString>("requirement");
    QTest::addColumn<int>("takenBy"); // the box the exposed card is dealt to
    // 000 §15(a): "the card will not under any circumstances be placed
    // backwards on the game"; §15(d): the exposed card is "dealt to the
    // players or dealer as though it were the next card from the shoe": box
    // 1 hits from the shoe (3S), box 3 takes the 2D with its hit.
    QTest::newRow("§15(a) §15(d) BJ-IRR-01 BJ-IRR-04 forward to box 3, never back to box 1")
        << false << QStringLiteral("10S 4S 3S") << QStringLiteral("7D 3C 2D")
        << QStringLiteral("Blackjack §15(d)") << QStringLiteral("BJ-IRR-04") << 3;
    // 002 has no §15(a) (checklist BJ2-IRR-04, "Source typos" 002 (n)): (n)(3)
    // deals the exposed card "as though it were the next card from the shoe":
    // box 1's hit is the 2D, box 3's the 3S. Not a misdeal: no card was
    // missed ((n)(5)) and box 1's requested card is dealt ((n)(7)).
    QTest::newRow("(n)(3) BJ2-IRR-04 tribal: box 1's next card, not only forward")
        << true << QStringLiteral("10S 4S 2D") << QStringLiteral("7D 3C 3S")
        << QStringLiteral("Blackjack (tribal) (n)(3)") << QStringLiteral("BJ2-IRR-04") << 1;
}

void TestBlackjackRoundIrregularities::cardDealtFaceUpOutOfTurn() {
    // Box 1 10S 4S (14) hits once, box 2 9H 4H (13) stands, box 3 7D 3C (10)
    // hits once; the dealer's 6C (and at 002 the 8D face down, (f)(5)(iv)).
    // Box 1 has asked for a card; the next card, the 2D, is dealt face up to
    // box 3 instead.
    QFETCH(bool, tribal);
    QFETCH(QString, boxOne);
    QFETCH(QString, boxThree);
    QFETCH(QString, citation);
    QFETCH(QString, requirement);
    QFETCH(int, takenBy);
    const Scenario scenario = irregularRound(
        tribal ? "10S 9H 7D 6C 4S 4H 3C 8D 2D 3S" : "10S 9H 7D 6C 4S 4H 3C 2D 3S",
        {{1, 10, {hit(), stand()}}, {2, 10, {stand()}}, {3, 10, {hit(), stand()}}},
        tribal ? withHoleCard(blackjack::HoleCard::FaceDown) : blackjack::TableRules{},
        tribal ? Regulation::BlackjackTribal : Regulation::Blackjack);
    Session session(scenario, refereeFor(scenario));
    dealInitial(session, {1, 2, 3});
    if (tribal) {
        perform(session, DealCard{0, 1, Face::Down, false});
    }
    perform(session, AnnounceTotal{1, 1, "14"}); // box 1 asks for a card
    const Verdict wrong = session.perform(up(3));
    QVERIFY(!wrong.correct);
    QVERIFY(wrong.applied); // the card is out of the shoe
    QCOMPARE(cardsAt(session, 3), std::string("7D 3C"));
    QVERIFY(roundOf(session).cardInError.has_value());
    QVERIFY(roundOf(session).cardInError->exposed);
    QVERIFY(!roundOf(session).box(1)->hands[0].missedCard);
    // Neither a misdeal nor a burn: the card is used.
    const Verdict misdeal = session.perform(DeclareMisdeal{});
    QVERIFY(!misdeal.correct);
    QVERIFY(!misdeal.applied);
    const Verdict burned = session.perform(BurnCard{Face::Up});
    QVERIFY(!burned.correct);
    QVERIFY(!burned.applied);
    QCOMPARE(qs(burned.rule.citation.text()), citation);
    bool used = false;
    for (int i = 0; i < 40 && roundOf(session).cardInError; ++i) {
        const Expectation step = next(session);
        if (step.action == DealerAction(up(takenBy))) {
            QCOMPARE(qs(step.rule.citation.text()), citation);
            QCOMPARE(qs(step.rule.requirement), requirement);
            used = true;
        }
        perform(session, step.action);
    }
    QVERIFY(used);
    QCOMPARE(qs(cardsAt(session, 1)), boxOne);
    finishRound(session);
    QCOMPARE(qs(cardsAt(session, 3)), boxThree);
}

void TestBlackjackRoundIrregularities::exposedCardRefusedByAllIsBurned_data() {
    QTest::addColumn<bool>("tribal");
    QTest::addColumn<QString>("citation");
    QTest::addColumn<QString>("requirement");
    // §15(d): "Any player refusing to accept such card shall not have any
    // additional cards dealt to him during such round. If the card is refused
    // by the players and the dealer cannot use the card, the card shall be
    // burned." Box 3 stands on 18; the dealer's 17 stands.
    QTest::newRow("§15(d) BJ-IRR-04 refused by box 2, unused: burned")
        << false << QStringLiteral("Blackjack §15(d)") << QStringLiteral("BJ-IRR-04");
    // 002 (n)(3) prints the same remedy (checklist BJ2-IRR-04).
    QTest::newRow("(n)(3) BJ2-IRR-04 tribal: refused by box 2, unused: burned")
        << true << QStringLiteral("Blackjack (tribal) (n)(3)") << QStringLiteral("BJ2-IRR-04");
}

void TestBlackjackRoundIrregularities::exposedCardRefusedByAllIsBurned() {
    QFETCH(bool, tribal);
    QFETCH(QString, citation);
    QFETCH(QString, requirement);
    const Scenario scenario =
        refusalRound(QStringLiteral("10D"), {stand()}, true,
                     tribal ? Regulation::BlackjackTribal : Regulation::Blackjack);
    Session session(scenario, refereeFor(scenario));
    dealToTheRefusal(session, true);
    // A card for the player who refused: an error citing §15(d); the card
    // drawn in error is still out, so nothing more leaves the shoe.
    const std::size_t shoe = session.state().shoe.size();
    const Verdict again = session.perform(up(2));
    QVERIFY(!again.correct);
    QVERIFY(!again.applied);
    QCOMPARE(qs(again.rule.citation.text()), citation);
    QCOMPARE(qs(again.rule.requirement), requirement);
    QCOMPARE(session.state().shoe.size(), shoe);
    bool burned = false;
    for (int i = 0; i < 20 && roundOf(session).cardInError; ++i) {
        const Expectation step = next(session);
        QVERIFY2(!std::holds_alternative<DealCard>(step.action),
                 "no hand takes the refused card here");
        if (std::holds_alternative<BurnCard>(step.action)) {
            QCOMPARE(qs(step.rule.citation.text()), citation);
            QCOMPARE(qs(step.rule.requirement), requirement);
            burned = true;
        }
        perform(session, step.action);
    }
    QVERIFY(burned);
    QCOMPARE(toString(session.state().discardRack.back()), std::string("5C"));
    QCOMPARE(cardsAt(session, 0), std::string("10C 7H"));
    // Once the card is burned, a card dealt to the refusing player is still
    // §15(d)'s error; out of the shoe, it is burned in its turn.
    const Verdict late = session.perform(up(2));
    QVERIFY(!late.correct);
    QVERIFY(late.applied);
    QCOMPARE(qs(late.rule.citation.text()), citation);
    QCOMPARE(qs(late.rule.requirement), requirement);
    finishRound(session);
    QCOMPARE(cardsAt(session, 2), std::string("9H 3H"));
    QCOMPARE(cardsAt(session, 3), std::string("8D 10D"));
}

void TestBlackjackRoundIrregularities::exposedCardRefusedGoesOn_data() {
    QTest::addColumn<QString>("boxThreeSecond");
    QTest::addColumn<bool>("boxThreeHits");
    QTest::addColumn<bool>("holeCard");
    QTest::addColumn<int>("takenBy");
    QTest::addColumn<QString>("boxThree"); // box 3's cards at the end
    QTest::addColumn<QString>("dealer");   // the dealer's cards at the end
    // §15(d): refused by box 2, the 5C is "dealt to the players or dealer as
    // though it were the next card from the shoe": box 3 (8D 3C, 11) hits
    // and takes it.
    QTest::newRow("§15(d) BJ-IRR-04 refused by box 2: box 3's hit")
        << QStringLiteral("3C") << true << true << 3 << QStringLiteral("8D 3C 5C")
        << QStringLiteral("10C 7H");
    // Refused by the players, the card goes to the dealer, who can use it:
    // without a hole card (§6(h)) it is the dealer's second card (10C 5C,
    // 15, draws the 6S: 21).
    QTest::newRow("§15(d) BJ-IRR-04 refused by the players: the dealer's second card")
        << QStringLiteral("10D") << false << false << 0 << QStringLiteral("8D 10D")
        << QStringLiteral("10C 5C 6S");
}

void TestBlackjackRoundIrregularities::exposedCardRefusedGoesOn() {
    QFETCH(QString, boxThreeSecond);
    QFETCH(bool, boxThreeHits);
    QFETCH(bool, holeCard);
    QFETCH(int, takenBy);
    QFETCH(QString, boxThree);
    QFETCH(QString, dealer);
    const Scenario scenario =
        refusalRound(boxThreeSecond,
                     boxThreeHits ? std::vector{hit(), stand()} : std::vector{stand()}, holeCard);
    Session session(scenario, refereeFor(scenario));
    dealToTheRefusal(session, holeCard);
    perform(session, AnnounceTotal{3, 1, boxThreeHits ? "11" : "18"});
    performNext(session, up(takenBy), QStringLiteral("Blackjack §15(d)"),
                QStringLiteral("BJ-IRR-04"));
    QVERIFY(!roundOf(session).cardInError);
    finishRound(session);
    QCOMPARE(qs(cardsAt(session, 3)), boxThree);
    QCOMPARE(qs(cardsAt(session, 0)), dealer);
    QCOMPARE(cardsAt(session, 2), std::string("9H 3H"));
}

void TestBlackjackRoundIrregularities::unexposedCardCannotBeRefused() {
    // BJ-IRR-03 §15(c), BJ-IRR-04 §15(d): only an exposed card may be
    // refused. The 5C dealt face down to box 2 is "used as though it were the
    // next card from the shoe": box 2, whose script would refuse an exposed
    // one, hits and takes it.
    const Scenario scenario = refusalRound(QStringLiteral("10D"), {stand()}, true);
    Session session(scenario, refereeFor(scenario));
    dealTheCardInError(session, true, Face::Down);
    const blackjack::RoundReferee referee(std::get<blackjack::TableRules>(scenario.rules));
    perform(session, AnnounceTotal{2, 1, "12"});
    QVERIFY(!roundOf(session).box(2)->refusedCardInError);
    QVERIFY(!referee.cardInErrorOffered(roundOf(session), {2, 1}));
    performNext(session, up(2), QStringLiteral("Blackjack §15(c)"), QStringLiteral("BJ-IRR-03"));
    QCOMPARE(cardsAt(session, 2), std::string("9H 3H 5C"));
    finishRound(session);
}

void TestBlackjackRoundIrregularities::cardDealtFaceUpToAnEmptyBoxInTheDeal_data() {
    QTest::addColumn<bool>("tribal");
    QTest::addColumn<QString>("boxOne");
    QTest::addColumn<QString>("dealer");
    QTest::addColumn<QString>("citation");
    QTest::addColumn<QString>("requirement");
    // Boxes 1 and 2 play; the first card, the 9C, is dealt face up to empty
    // box 5. 000 §15(d) reaches an exposed card only "After the initial two
    // cards have been dealt to each player"; in the deal it is §15(a)'s card
    // "delivered incorrectly": it moves forward only, so boxes 1 and 2 take
    // the next cards and the dealer's up card is the 9C ("used as the
    // dealer's next card"). 002 (n)(3) covers an exposed card only "after the
    // initial two cards"; the checklist ("Source typos", 002 (n)) handles the
    // deal's as (n)(3): the next card, box 1's first.
    QTest::newRow("§15(a) BJ-IRR-01 the dealer's next card, not §15(d) in the deal")
        << false << QStringLiteral("10S 5S") << QStringLiteral("9C 7H")
        << QStringLiteral("Blackjack §15(a)") << QStringLiteral("BJ-IRR-01");
    QTest::newRow("(n)(3) BJ2-IRR-04 tribal: box 1's first card (checklist handling)")
        << true << QStringLiteral("9C 5S") << QStringLiteral("8H 7H")
        << QStringLiteral("Blackjack (tribal) (n)(3)") << QStringLiteral("BJ2-IRR-04");
}

void TestBlackjackRoundIrregularities::cardDealtFaceUpToAnEmptyBoxInTheDeal() {
    QFETCH(bool, tribal);
    QFETCH(QString, boxOne);
    QFETCH(QString, dealer);
    QFETCH(QString, citation);
    QFETCH(QString, requirement);
    const Scenario scenario = irregularRound(
        "9C 10S 8H 5S 6D 7H 4C 2D 3H", {{1, 10, {stand()}}, {2, 10, {stand()}}},
        tribal ? withHoleCard(blackjack::HoleCard::FaceDown) : blackjack::TableRules{},
        tribal ? Regulation::BlackjackTribal : Regulation::Blackjack);
    Session session(scenario, refereeFor(scenario));
    const Verdict wrong = session.perform(up(5));
    QVERIFY(!wrong.correct);
    QVERIFY(wrong.applied);
    QVERIFY(roundOf(session).cardInError.has_value());
    QCOMPARE(roundOf(session).cardInError->fromSeat, 5);
    // Not a box passed over (§15(h); 002 (n)(5)'s misdeal): box 1 is still due.
    QVERIFY(next(session).action == DealerAction(up(1)));
    QCOMPARE(qs(next(session).rule.citation.text()),
             tribal ? citation : QStringLiteral("Blackjack §6(e)"));
    perform(session, up(1));
    bool used = !roundOf(session).cardInError.has_value();
    if (!used) {
        // Burning an exposed card someone can still use is refused, cited so.
        const Verdict burned = session.perform(BurnCard{Face::Up});
        QVERIFY(!burned.correct);
        QVERIFY(!burned.applied);
        QCOMPARE(qs(burned.rule.citation.text()), citation);
        QCOMPARE(qs(burned.rule.requirement), requirement);
    }
    for (int i = 0; i < 40 && roundOf(session).cardInError; ++i) {
        const Expectation step = next(session);
        if (step.action == DealerAction(up(0))) {
            QCOMPARE(qs(step.rule.citation.text()), citation);
            QCOMPARE(qs(step.rule.requirement), requirement);
            used = true;
        }
        perform(session, step.action);
    }
    QVERIFY(used);
    finishRound(session);
    QCOMPARE(qs(cardsAt(session, 1)), boxOne);
    QCOMPARE(qs(cardsAt(session, 0)).left(dealer.size()), dealer);
}

Q_DECLARE_METATYPE(dt::blackjack::Irregularity)

void TestBlackjackRoundIrregularities::tribalIrregularitiesCiteTheTribalText_data() {
    using blackjack::Irregularity;
    QTest::addColumn<Irregularity>("irregularity");
    QTest::addColumn<QString>("citation"); // at a 002 table
    QTest::addColumn<bool>("misdeal");
    // Read off 002 (n): (1) a card face up in the shoe; (2) drawn in error,
    // not exposed; (3) exposed; (4) the dealer's seventeen; (5) a card missed
    // in the deal, a misdeal; (6) too few cards, a misdeal; (7) a requested
    // card not dealt, a misdeal; (8) the card reader misused, (i) hands dead,
    // (ii) play on; (9) the reader out of order. A card delivered to the
    // wrong place has no paragraph of its own (no §15(a)): the checklist
    // ("Source typos", 002 (n)) makes it a card drawn in error, cited (n)(3).
    const auto row = [](const char *name, Irregularity which, const char *section, bool misdeal) {
        QTest::newRow(name) << which << QStringLiteral("Blackjack (tribal) ") + qs(section)
                            << misdeal;
    };
    row("(n)(3) BJ2-IRR-04 a card dealt to the wrong place", Irregularity::MisdeliveredCard,
        "(n)(3)", false);
    row("(n)(1) BJ2-IRR-04 a card face up in the shoe", Irregularity::FaceUpInShoe, "(n)(1)",
        false);
    row("(n)(2) BJ2-IRR-04 drawn in error, not exposed", Irregularity::UnexposedCardInError,
        "(n)(2)", false);
    row("(n)(3) BJ2-IRR-04 drawn in error, exposed", Irregularity::ExposedCardInError, "(n)(3)",
        false);
    row("(n)(4) BJ2-IRR-04 the dealer draws on seventeen", Irregularity::DealerDrewOnSeventeen,
        "(n)(4)", false);
    row("(n)(5) BJ2-IRR-01 the dealer's card missed", Irregularity::DealerMissedOwnCard, "(n)(5)",
        true);
    row("(n)(6) BJ2-IRR-02 too few cards", Irregularity::InsufficientCards, "(n)(6)", true);
    row("(n)(5) BJ2-IRR-01 a box missed in the deal", Irregularity::BoxMissedInDeal, "(n)(5)",
        true);
    row("(n)(7) BJ2-IRR-03 a requested card not dealt", Irregularity::RequestedCardNotDealt,
        "(n)(7)", true);
    row("(n)(8) BJ2-IRR-04 the reader under the wrong card", Irregularity::CardReaderWrongUpCard,
        "(n)(8)", false);
    row("(n)(9) BJ2-IRR-04 the reader out of order", Irregularity::CardReaderOutOfOrder, "(n)(9)",
        false);
    row("(n)(8)(i) BJ2-IRR-04 all hands dead", Irregularity::CardReaderHandsDead, "(n)(8)(i)",
        false);
    row("(n)(8)(ii) BJ2-IRR-04 play continues", Irregularity::CardReaderPlayContinues, "(n)(8)(ii)",
        false);
}

void TestBlackjackRoundIrregularities::tribalIrregularitiesCiteTheTribalText() {
    QFETCH(blackjack::Irregularity, irregularity);
    QFETCH(QString, citation);
    QFETCH(bool, misdeal);
    const RuleReference reference =
        blackjack::irregularityReference(irregularity, Regulation::BlackjackTribal);
    QCOMPARE(qs(reference.citation.text()), citation);
    QVERIFY(qs(reference.requirement).startsWith(QStringLiteral("BJ2-IRR-")));
    QCOMPARE(blackjack::isMisdeal(irregularity, Regulation::BlackjackTribal), misdeal);
    QVERIFY(!blackjack::isMisdeal(irregularity, Regulation::Blackjack)); // 000 goes on
}

void TestBlackjackRoundIrregularities::hitSkippedWithTheShoeEmpty_data() {
    QTest::addColumn<bool>("tribal");
    QTest::addColumn<QString>("citation");
    QTest::addColumn<QString>("requirement");
    QTest::addColumn<bool>("misdeal");
    // The deal takes the shoe's last card; box 1 asks for one and the dealer
    // goes on to box 2. No card was left to deal: the round is short of
    // cards. 002 (n)(6), "insufficient cards remaining in the shoe to
    // complete a round of play", is the misdeal due, not (n)(7), which is a
    // card the dealer "fails to deal"; 000: §15(g) (the discards shuffled),
    // not the player's option of §15(j).
    QTest::newRow("(n)(6) BJ2-IRR-02 a hit skipped once the shoe is empty: the short shoe")
        << true << QStringLiteral("Blackjack (tribal) (n)(6)") << QStringLiteral("BJ2-IRR-02")
        << true;
    QTest::newRow("§15(g) BJ-IRR-07 a hit skipped once the shoe is empty: the short shoe")
        << false << QStringLiteral("Blackjack §15(g)") << QStringLiteral("BJ-IRR-07") << false;
}

void TestBlackjackRoundIrregularities::hitSkippedWithTheShoeEmpty() {
    QFETCH(bool, tribal);
    QFETCH(QString, citation);
    QFETCH(QString, requirement);
    QFETCH(bool, misdeal);
    const Regulation regulation = tribal ? Regulation::BlackjackTribal : Regulation::Blackjack;
    // Box 1 10S 2C (12) hits, box 2 5H 6C (11); the dealer 9D (and 8H face down at 002).
    const QString cards =
        tribal ? QStringLiteral("10S 5H 9D 2C 6C 8H") : QStringLiteral("10S 5H 9D 2C 6C");
    Scenario scenario = irregularRound(
        cards, {{1, 10, {hit(), stand()}}, {2, 10, {stand()}}},
        tribal ? withHoleCard(blackjack::HoleCard::FaceDown) : blackjack::TableRules{}, regulation);
    scenario.cardsDealt =
        scenario.table.cardCount() - 1 - static_cast<int>(dttest::cardsOf(cards).size());
    Session session(scenario, refereeFor(scenario));
    dealInitial(session, {1, 2});
    if (tribal) {
        perform(session, DealCard{0, 1, Face::Down, false});
    }
    QVERIFY(session.state().shoe.empty());
    perform(session, AnnounceTotal{1, 1, "12"});
    const Verdict skipped = session.perform(AnnounceTotal{2, 1, "11"});
    QVERIFY(!skipped.correct);
    QCOMPARE(skipped.severity, Severity::Major);
    QCOMPARE(qs(skipped.rule.citation.text()), citation);
    QCOMPARE(qs(skipped.rule.requirement), requirement);
    QVERIFY(!roundOf(session).box(1)->hands[0].missedCard);
    const Expectation remedy = next(session);
    QCOMPARE(qs(remedy.rule.citation.text()), citation);
    QCOMPARE(qs(remedy.rule.requirement), requirement);
    if (misdeal) {
        QVERIFY(remedy.action == DealerAction(DeclareMisdeal{}));
        perform(session, DeclareMisdeal{});
    } else {
        // §15(g): shuffled, cut, one burned, and box 1's card dealt.
        QVERIFY(remedy.action == DealerAction(Shuffle{}));
        perform(session, Shuffle{});
        perform(session, BurnCard{Face::Down});
        QVERIFY(next(session).action == DealerAction(up(1)));
        perform(session, up(1));
        QCOMPARE(roundOf(session).hand(1, 1)->cards.size(), std::size_t{3});
    }
    finishRound(session);
}

QTEST_APPLESS_MAIN(TestBlackjackRoundIrregularities)
#include "tst_blackjack_round_irregularities.moc"
