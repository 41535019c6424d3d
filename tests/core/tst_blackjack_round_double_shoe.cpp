// A round of blackjack dealt from a double shoe (Blackjack §6(d), §3(j),
// §15(i)): the determinant card drawn before the round, used as the first
// player's first card or burned into the segregated area, every card of the
// round from the side its suit names. The reference performances (autoplay)
// are compared with transcripts written by hand from the text; the mistakes
// are graded with their section and severity.

#include "round_test_support.h"

#include <QStringList>
#include <QTest>
#include <core/action_codec.h>
#include <core/double_shoe.h>
#include <core/games/blackjack/round_referee.h>
#include <core/referee_for.h>
#include <core/session.h>
#include <map>
#include <tuple>

using namespace dt;
using namespace dt::action;
using dttest::cardsOf;
using dttest::qs;
using namespace roundtest;

namespace {

// The cases: each side's front cards, the players, the side designated for
// hearts and diamonds (§6(d)(1)).
struct Case {
    QString left;
    QString right;
    std::vector<Player> players;
    ShoeSide heartsAndDiamonds = ShoeSide::Left;
};

std::vector<Case> cases() {
    std::vector<Case> all;
    // 0: the 9 of hearts drawn from the left (hearts: left) becomes box 1's
    // first card; the round from the left.
    all.push_back(
        {"9H 10S KD 8C 9S 8D", "KS QC 3C 4S 6S", {{1, 10, {stand()}}, {4, 25, {stand()}}}});
    // 1: the 7 of spades drawn from the left names the right side: burned,
    // the round from the right.
    all.push_back({"7S 2H 2D 2C", "10C 9S KH 8D 8C 7H", {{2, 10, {stand()}}, {6, 15, {stand()}}}});
    // 2: hearts and diamonds designated for the right side: the ace of hearts
    // drawn from the left is burned; box 3's blackjack from the right.
    all.push_back({"AH", "AS 7D 7C KH 8H KD", {{3, 20}, {5, 10, {stand()}}}, ShoeSide::Right});
    return all;
}

Scenario doubleShoeScenario(const Case &c) {
    blackjack::TableRules rules = withOffer([](blackjack::TableOffer &o) { o.doubleShoe = true; });
    rules.offer.heartsAndDiamondsSide = c.heartsAndDiamonds;
    Scenario scenario = roundScenario(c.left, c.players, rules);
    scenario.rightCardOrder = cardsOf(c.right);
    return scenario;
}

Scenario caseScenario(int which) {
    return doubleShoeScenario(cases()[static_cast<std::size_t>(which)]);
}

// Every card of the decks, wherever it is: both sides, the segregated area,
// the discard rack and the layout.
using CardKey = std::tuple<int, int, int>;
std::map<CardKey, int> countCards(const TableState &state) {
    std::map<CardKey, int> counts;
    const auto add = [&](const std::vector<Card> &cards) {
        for (const Card &card : cards) {
            ++counts[{static_cast<int>(card.rank), static_cast<int>(card.suit), card.deck}];
        }
    };
    add(state.shoe);
    if (state.otherCompartment) {
        add(state.otherCompartment->cards);
    }
    add(state.segregatedArea);
    add(state.discardRack);
    if (const auto *round = std::get_if<blackjack::Round>(&state.round)) {
        for (const auto &box : round->boxes) {
            for (const auto &hand : box.hands) {
                if (!box.pickedUp) {
                    add(hand.cards);
                }
            }
        }
        if (!round->dealer.pickedUp) {
            add(round->dealer.cards);
        }
        if (round->doubleShoe && round->doubleShoe->determinant &&
            !round->doubleShoe->determinantPlaced) {
            add({*round->doubleShoe->determinant});
        }
    }
    return counts;
}

// Each card of `decks` decks exactly once.
bool everyCardOnce(const TableState &state, int decks) {
    const auto counts = countCards(state);
    if (static_cast<int>(counts.size()) != decks * 52) {
        return false;
    }
    for (const auto &[card, count] : counts) {
        if (count != 1) {
            return false;
        }
    }
    return true;
}

} // namespace

class TestBlackjackRoundDoubleShoe : public QObject {
    Q_OBJECT

private slots:
    void autoplayMatchesTheHandWrittenTranscript_data();
    void autoplayMatchesTheHandWrittenTranscript();
    void theShoeIsSplitByBackColour();
    void theDeterminantCardMayComeFromEitherSide();
    void theBurnedDeterminantGoesToTheSegregatedArea();
    void mistakesAreGraded_data();
    void mistakesAreGraded();
    void aRoundDealtFromTheWrongSideIsConcluded();
    void theDeterminantCardIsTheFirstCardForTheWagers();
    void anEmptySideReshufflesTheDiscardsAndTheSegregatedArea();
    void actionsHaveAJsonForm();
    void scenarioValidation();
};

void TestBlackjackRoundDoubleShoe::autoplayMatchesTheHandWrittenTranscript_data() {
    QTest::addColumn<int>("which");
    QTest::addColumn<QStringList>("transcript");

    // §6(d)(1): drawn from either side (the left offered first); §6(d)(2):
    // 9H corresponds to the left (hearts): box 1's first card. Then §6(e)
    // from the left: 10S to box 4, KD to the dealer, 8C, 9S; §6(h): 8D.
    QTest::newRow("§6(d)(1)-(2) BJ-SHUF-11 the determinant card corresponds: the first "
                  "player's first card")
        << 0
        << QStringList{"draw_determinant_card left",
                       deal(1),
                       deal(4),
                       deal(0),
                       deal(1),
                       deal(4),
                       "announce_total 1 1 17",
                       "> player_decides 1 1 stand",
                       "announce_total 4 1 19",
                       "> player_decides 4 1 stand",
                       "announce dealers_card",
                       deal(0),
                       "announce_total 0 1 18",
                       "pay 4 1 main 25.00",
                       "collect 1 1 main 10.00",
                       "pick_up 4",
                       "pick_up 1",
                       "pick_up 0"};
    // §6(d)(2): 7S drawn from the left does not correspond (spades: right):
    // burned; the round from the right: 10C, 9S, KH, 8D, 8C; 7H the dealer's.
    QTest::newRow("§6(d)(2) BJ-SHUF-11 the determinant card does not correspond: burned, the "
                  "round from the other side")
        << 1
        << QStringList{"draw_determinant_card left",
                       "burn_card up",
                       deal(2),
                       deal(6),
                       deal(0),
                       deal(2),
                       deal(6),
                       "announce_total 2 1 18",
                       "> player_decides 2 1 stand",
                       "announce_total 6 1 17",
                       "> player_decides 6 1 stand",
                       "announce dealers_card",
                       deal(0),
                       "announce_total 0 1 17",
                       "return_wager 6 1 main",
                       "pay 2 1 main 10.00",
                       "pick_up 6",
                       "pick_up 2",
                       "pick_up 0"};
    // §6(d)(1): hearts designated for the right: AH from the left is burned.
    // From the right: AS to box 3, 7D to box 5, 7C the dealer's, KH: box 3's
    // blackjack under a 7 paid 3 to 2 at once (§7(a)), 8H: box 5 has 15.
    QTest::newRow("§6(d)(1) §7(a) BJ-SHUF-11 BJ-SETTLE-04 hearts and diamonds designated for "
                  "the right side")
        << 2
        << QStringList{"draw_determinant_card left",
                       "burn_card up",
                       deal(3),
                       deal(5),
                       deal(0),
                       deal(3),
                       deal(5),
                       "announce_total 3 1 blackjack",
                       "pay 3 1 main 30.00",
                       "pick_up 3",
                       "announce_total 5 1 15",
                       "> player_decides 5 1 stand",
                       "announce dealers_card",
                       deal(0),
                       "announce_total 0 1 17",
                       "collect 5 1 main 10.00",
                       "pick_up 5",
                       "pick_up 0"};
}

void TestBlackjackRoundDoubleShoe::autoplayMatchesTheHandWrittenTranscript() {
    QFETCH(int, which);
    QFETCH(QStringList, transcript);
    std::unique_ptr<Session> session;
    checkAutoplay(caseScenario(which), transcript, &session);
    if (QTest::currentTestFailed()) {
        return;
    }
    QVERIFY(session->summary(PassCriteria{}).passed);
    QVERIFY(everyCardOnce(session->state(), 6));
}

void TestBlackjackRoundDoubleShoe::theShoeIsSplitByBackColour() {
    // §6(d)(1): each side's cards have the back colour of that side: decks
    // 1-3 (numbered 0-2) on the left, 4-6 on the right; nothing burned before the round
    // (§6(d) is in lieu of §6(c)).
    const Scenario scenario = caseScenario(0);
    const TableState state = initialState(scenario);
    QVERIFY(state.otherCompartment);
    QCOMPARE(state.shoeSide, ShoeSide::Left);
    QCOMPARE(static_cast<int>(state.shoe.size()), 3 * 52);
    QCOMPARE(static_cast<int>(state.otherCompartment->cards.size()), 3 * 52);
    for (const Card &card : state.shoe) {
        QVERIFY(card.deck <= 2);
    }
    for (const Card &card : state.otherCompartment->cards) {
        QVERIFY(card.deck >= 3 && card.deck <= 5);
    }
    QVERIFY(state.discardRack.empty());
    QVERIFY(!state.burnCard);
    QCOMPARE(qs(toString(state.shoe.front())), QStringLiteral("9H"));
    QCOMPARE(qs(toString(state.otherCompartment->cards.front())), QStringLiteral("KS"));
    // §5(d): each side's cut card a quarter of its cards from the back.
    QCOMPARE(state.shoeCardsBehindCutCard, 39);
    QCOMPARE(state.otherCompartment->cardsBehindCutCard, 39);
    QVERIFY(everyCardOnce(state, 6));
}

void TestBlackjackRoundDoubleShoe::theDeterminantCardMayComeFromEitherSide() {
    // §6(d)(1): "from either side": both are expected; from the right, KS
    // (spades: the right side, hearts being the left's) is box 1's first card.
    const Scenario scenario = caseScenario(0);
    Session session(scenario, refereeFor(scenario));
    const auto options = session.expected();
    QCOMPARE(options.size(), std::size_t{2});
    QVERIFY(options[0].action == DealerAction(DrawDeterminantCard{ShoeSide::Left}));
    QVERIFY(options[1].action == DealerAction(DrawDeterminantCard{ShoeSide::Right}));
    QCOMPARE(qs(options[1].rule.citation.text()), QStringLiteral("Blackjack §6(d)(1)"));
    QCOMPARE(qs(options[1].rule.requirement), QStringLiteral("BJ-SHUF-11"));
    QVERIFY(session.perform(DrawDeterminantCard{ShoeSide::Right}).correct);
    const auto next = session.expected();
    QCOMPARE(next.size(), std::size_t{1});
    QVERIFY(next[0].action == DealerAction(DealCard{1, 1, Face::Up, false}));
    QCOMPARE(qs(next[0].rule.citation.text()), QStringLiteral("Blackjack §6(d)(2)"));
    for (int i = 0; i < 100 && !session.isComplete(); ++i) {
        QVERIFY(session.perform(session.expected().front().action).correct);
    }
    QVERIFY(session.isComplete());
    const TableState &state = session.state();
    QCOMPARE(state.shoeSide, ShoeSide::Right); // dealt from the right
    // The right side's cards in §6(e)'s order: KS box 1, QC box 4, 3C the
    // dealer, 4S box 1, 6S box 4; picked up from the right (§6(i)).
    const auto &rack = state.discardRack;
    QVERIFY(rack.size() >= 4);
    const std::vector<Card> boxes(rack.begin(), rack.begin() + 4);
    QCOMPARE(qs(toString(boxes[0]) + " " + toString(boxes[1]) + " " + toString(boxes[2]) + " " +
                toString(boxes[3])),
             QStringLiteral("QC 6S KS 4S"));
    QVERIFY(everyCardOnce(state, 6));
}

void TestBlackjackRoundDoubleShoe::theBurnedDeterminantGoesToTheSegregatedArea() {
    // §6(d)(2): "burned by placing it in a segregated area of the dealing shoe".
    const auto session = autoplay(caseScenario(1));
    QVERIFY(session);
    const TableState &state = session->state();
    QCOMPARE(state.segregatedArea.size(), std::size_t{1});
    QCOMPARE(qs(toString(state.segregatedArea[0])), QStringLiteral("7S"));
    QCOMPARE(state.shoeSide, ShoeSide::Right);
    // The left side lost only the determinant card; its next card is 2H.
    QCOMPARE(qs(toString(state.otherCompartment->cards.front())), QStringLiteral("2H"));
    QCOMPARE(static_cast<int>(state.otherCompartment->cards.size()), 3 * 52 - 1);
    // The round's 6 cards (10C 9S KH 8D 8C, 7H) came from the right.
    QCOMPARE(static_cast<int>(state.shoe.size()), 3 * 52 - 6);
    QVERIFY(everyCardOnce(state, 6));
}

void TestBlackjackRoundDoubleShoe::mistakesAreGraded_data() {
    addMistakeColumns();
    // Case 0: 9H corresponds to the left; case 1: 7S does not.
    mistakeRow("§6(d)(1) BJ-SHUF-11 dealing the first card without a determinant card", 0, 0,
               R"({"action": "deal_card", "seat": 1, "hand": 1, "face": "up", "sideways": false})",
               "Blackjack §6(d)(1)", "BJ-SHUF-11", "major", false);
    mistakeRow("§6(d)(1) BJ-SHUF-11 burning a card instead of drawing the determinant card", 0, 0,
               R"({"action": "burn_card", "face": "down"})", "Blackjack §6(d)(1)", "BJ-SHUF-11",
               "major", false);
    mistakeRow("§6(d)(2) BJ-SHUF-11 burning a determinant card that corresponds to its side", 0, 1,
               R"({"action": "burn_card", "face": "up"})", "Blackjack §6(d)(2)", "BJ-SHUF-11",
               "major", false);
    mistakeRow("§6(d)(2) BJ-SHUF-11 dealing a corresponding determinant card to another box", 0, 1,
               R"({"action": "deal_card", "seat": 4, "hand": 1, "face": "up", "sideways": false})",
               "Blackjack §6(d)(2)", "BJ-SHUF-11", "major", false);
    mistakeRow("§6(d)(1) BJ-SHUF-11 a second determinant card in the round", 0, 1,
               R"({"action": "draw_determinant_card", "side": "right"})", "Blackjack §6(d)(1)",
               "BJ-SHUF-11", "major", false);
    mistakeRow("§6(d)(1) §15(i) BJ-SHUF-11 dealing from the wrong side", 0, 2,
               R"({"action": "deal_card", "seat": 4, "hand": 1, "face": "up", "sideways": false, )"
               R"("side": "right"})",
               "Blackjack §6(d)(1)", "BJ-SHUF-11", "major", true);
    mistakeRow("§6(d)(2) BJ-SHUF-11 using a determinant card that does not correspond", 1, 1,
               R"({"action": "deal_card", "seat": 2, "hand": 1, "face": "up", "sideways": false})",
               "Blackjack §6(d)(2)", "BJ-SHUF-11", "major", false);
    mistakeRow("§6(d)(1) §15(i) BJ-SHUF-11 dealing from the side the determinant card came from", 1,
               2,
               R"({"action": "deal_card", "seat": 2, "hand": 1, "face": "up", "sideways": false, )"
               R"("side": "left"})",
               "Blackjack §6(d)(1)", "BJ-SHUF-11", "major", true);
    mistakeRow("§6(e) BJ-DEAL-03 the next card to the wrong box, from the wrong side too", 1, 3,
               R"({"action": "deal_card", "seat": 2, "hand": 1, "face": "up", "sideways": false, )"
               R"("side": "left"})",
               "Blackjack §6(e)", "BJ-DEAL-03", "major", false);
}

void TestBlackjackRoundDoubleShoe::mistakesAreGraded() {
    QFETCH(int, which);
    checkMistake(caseScenario(which));
}

void TestBlackjackRoundDoubleShoe::aRoundDealtFromTheWrongSideIsConcluded() {
    // §15(i): "treated as if it were drawn from the appropriate side of the
    // shoe and concluded": the wrong side's card stays; voiding is refused;
    // the next card comes from the side the determinant card named.
    const Scenario scenario = caseScenario(0);
    Session session(scenario, refereeFor(scenario));
    QVERIFY(session.perform(DrawDeterminantCard{ShoeSide::Left}).correct);
    QVERIFY(session.perform(DealCard{1, 1, Face::Up, false}).correct); // 9H
    DealCard wrong{4, 1, Face::Up, false};
    wrong.side = ShoeSide::Right;
    const Verdict dealt = session.perform(wrong);
    QVERIFY(!dealt.correct);
    QVERIFY(dealt.applied);
    QVERIFY(qs(dealt.message).contains(QStringLiteral("§15(i)")));
    const auto &round = std::get<blackjack::Round>(session.state().round);
    QCOMPARE(qs(toString(round.hand(4, 1)->cards.at(0))), QStringLiteral("KS"));
    QCOMPARE(session.state().shoeSide, ShoeSide::Left);
    for (const DealerAction &voiding :
         {DealerAction(CallHandsDead{}), DealerAction(DeclareMisdeal{})}) {
        const Verdict refused = session.perform(voiding);
        QVERIFY(!refused.correct);
        QVERIFY(!refused.applied);
        QCOMPARE(qs(refused.rule.citation.text()), QStringLiteral("Blackjack §15(i)"));
        QCOMPARE(qs(refused.rule.requirement), QStringLiteral("BJ-IRR-09"));
    }
    // The round goes on from the left: 10S is the dealer's up card.
    QVERIFY(session.expected().front().action == DealerAction(DealCard{0, 1, Face::Up, false}));
    DealCard right{0, 1, Face::Up, false};
    right.side = ShoeSide::Left; // the determined side, named: as without a side
    QVERIFY(session.perform(right).correct);
    for (int i = 0; i < 100 && !session.isComplete(); ++i) {
        QVERIFY(session.perform(session.expected().front().action).correct);
    }
    QVERIFY(session.isComplete());
    QCOMPARE(session.summary(PassCriteria{}).errors, 3);
    const auto &played = std::get<blackjack::Round>(session.state().round);
    QCOMPARE(qs(toString(played.dealer.cards.at(0))), QStringLiteral("10S"));
    QCOMPARE(played.doubleShoe->wrongSideCards, 1);
    QVERIFY(everyCardOnce(session.state(), 6));
}

void TestBlackjackRoundDoubleShoe::theDeterminantCardIsTheFirstCardForTheWagers() {
    // §3(j): "first card" in §3(f) means the determinant card: a player who
    // reaches for the wager once one card is out is stopped before the deal.
    Case c = cases()[1];
    Scenario scenario = doubleShoeScenario(c);
    scenario.players[0].reachesForWagerAfterCards = 1;
    Session session(scenario, refereeFor(scenario));
    QVERIFY(session.perform(DrawDeterminantCard{ShoeSide::Left}).correct);
    const auto options = session.expected();
    QVERIFY(!options.empty());
    QVERIFY(options.front().action == DealerAction(StopWagerChange{2}));
    QVERIFY(session.perform(StopWagerChange{2}).correct);
    QVERIFY(session.expected().front().action == DealerAction(BurnCard{Face::Up}));
}

void TestBlackjackRoundDoubleShoe::anEmptySideReshufflesTheDiscardsAndTheSegregatedArea() {
    // §15(g): "all of the cards in the discard rack or in a segregated area
    // of the double shoe shall be shuffled and cut ..., the first card shall
    // be drawn face downwards and burned, and the dealer shall complete the
    // round". 300 cards out: each side holds its 6 scripted cards; the
    // right side's 6 are the round's until box 6 hits its 17.
    Scenario scenario = caseScenario(1);
    scenario.cardsDealt = scenario.table.cardCount() - 12;
    scenario.players[1].decisions = {hit(), stand()};
    QVERIFY(validate(scenario).empty());
    QCOMPARE(static_cast<int>(initialState(scenario).shoe.size()), 6);
    const auto session = autoplay(scenario);
    QVERIFY(session);
    QVERIFY(session->isComplete());
    QCOMPARE(session->summary(PassCriteria{}).errors, 0);
    QStringList lines = transcriptOf(*session);
    QCOMPARE(lines.mid(0, 2), (QStringList{"draw_determinant_card left", "burn_card up"}));
    QVERIFY(lines.contains(QStringLiteral("shuffle")));
    QVERIFY(lines.contains(QStringLiteral("burn_card down")));
    QVERIFY(session->state().segregatedArea.empty()); // shuffled in with the discards
    QVERIFY(everyCardOnce(session->state(), 6));
}

void TestBlackjackRoundDoubleShoe::actionsHaveAJsonForm() {
    // docs/actions.md: draw_determinant_card and deal_card's optional side.
    const auto draw = parseAction(R"({"action": "draw_determinant_card", "side": "right"})");
    QVERIFY(draw.action);
    QVERIFY(*draw.action == DealerAction(DrawDeterminantCard{ShoeSide::Right}));
    QCOMPARE(qs(toJson(*draw.action)),
             QStringLiteral(R"({"action": "draw_determinant_card", "side": "right"})"));
    const auto deal = parseAction(
        R"({"action": "deal_card", "seat": 2, "hand": 1, "face": "up", "sideways": false, "side": "left"})");
    QVERIFY(deal.action);
    DealCard expected{2, 1, Face::Up, false};
    expected.side = ShoeSide::Left;
    QVERIFY(*deal.action == DealerAction(expected));
    QCOMPARE(
        qs(toJson(DealCard{2, 1, Face::Up, false})),
        QStringLiteral(
            R"({"action": "deal_card", "seat": 2, "hand": 1, "face": "up", "sideways": false})"));
    const auto wrong = parseAction(R"({"action": "draw_determinant_card", "side": "red"})");
    QVERIFY(!wrong.action);
    QCOMPARE(qs(wrong.error),
             QStringLiteral(R"(draw_determinant_card: "side" must be "left" or "right": a side of )"
                            R"(the double shoe)"));
}

void TestBlackjackRoundDoubleShoe::scenarioValidation() {
    QVERIFY(validate(caseScenario(0)).empty());
    const auto pathsOf = [](const Scenario &scenario) {
        QStringList paths;
        for (const auto &problem : validate(scenario)) {
            paths << qs(problem.path);
        }
        return paths;
    };
    // A right side only with a double shoe.
    Scenario single = roundScenario("AS", {{1, 10}});
    single.rightCardOrder = cardsOf("KH");
    QCOMPARE(pathsOf(single), QStringList{"shoe.rightOrder"});
    // Each side holds three of the six decks.
    Scenario fourKings = caseScenario(0);
    fourKings.rightCardOrder = cardsOf("KH KH KH KH");
    QCOMPARE(pathsOf(fourKings), QStringList{"shoe.rightOrder"});
    // The shoe's preparation of a double shoe is not played: round_ready only.
    Scenario newTable = caseScenario(0);
    newTable.start = StartSituation::NewTable;
    QVERIFY(pathsOf(newTable).contains(QStringLiteral("start.situation")));
    // §15(b) positions are the single shoe's.
    Scenario faceUp = caseScenario(0);
    faceUp.faceUpCards = {2};
    QCOMPARE(pathsOf(faceUp), QStringList{"irregularities.faceUpCards"});
    // 002: not dealt in this version.
    blackjack::TableRules tribal = withOffer([](blackjack::TableOffer &o) { o.doubleShoe = true; },
                                             Regulation::BlackjackTribal);
    const Scenario tribalShoe = roundScenario("AS", {{1, 10}}, tribal, Regulation::BlackjackTribal);
    QCOMPARE(pathsOf(tribalShoe), QStringList{"rules.table.doubleShoe"});
}

QTEST_APPLESS_MAIN(TestBlackjackRoundDoubleShoe)
#include "tst_blackjack_round_double_shoe.moc"
