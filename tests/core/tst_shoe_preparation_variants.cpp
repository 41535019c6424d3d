// The preparation of the cards where a table is not a single shoe with a
// manual shuffle: a double shoe whose side's cut card was reached (Blackjack
// §6(d), §6(l)(2) read with 002 (f)(10)(ii)(B)-(iii)), and the 6 to 5
// variation's decks alternating through the automated shuffler (§2(c),
// §5(i), §6A(b), (j)). Expected values come
// from the text: a side of a six-deck double shoe holds 3 decks (156 cards),
// its cut card a quarter from the back (39 cards), its cut at least a deck
// (52 cards) from either end (§5(c)).

#include "round_test_support.h"

#include <QTest>
#include <core/action_codec.h>
#include <core/double_shoe.h>
#include <core/double_shoe_preparation.h>
#include <core/referee_for.h>
#include <core/session.h>
#include <map>
#include <tuple>

using namespace dt;
using namespace dt::action;
using dttest::qs;

namespace {

constexpr int kSideCards = 3 * 52;             // a side of a six-deck double shoe
constexpr int kBehindCutCard = kSideCards / 4; // §5(d): a quarter from the back

// A six-deck double shoe (hearts and diamonds on the left) whose `side`'s cut
// card was reached: the other side `otherDealt` cards in, `segregated` cards
// in each side's segregated area; one player at seat 3, where the cut card
// came out.
Scenario finishedDoubleShoe(ShoeSide side, int otherDealt = 40, int segregated = 2,
                            Regulation regulation = Regulation::Blackjack) {
    Scenario scenario = dttest::scenarioFor(regulation, StartSituation::CutCardReached, {3});
    scenario.cardsDealt = otherDealt;
    scenario.cutCardCameOut = CutCardCameOut::OnBox;
    scenario.cutCardSeat = 3;
    scenario.cutCardSide = side;
    scenario.segregatedCards = segregated;
    blackjack::TableRules rules;
    rules.offer = blackjack::defaultTableOffer(regulation);
    rules.offer.doubleShoe = true;
    scenario.rules = rules;
    return scenario;
}

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
    add(state.stack);
    return counts;
}

// Every card of the six decks exactly once, wherever it lies.
bool everyCardOnce(const TableState &state) {
    const auto counts = countCards(state);
    return counts.size() == std::size_t{6 * 52} &&
           std::all_of(counts.begin(), counts.end(), [](const auto &c) { return c.second == 1; });
}

// Cards whose back is `side`'s colour (decks 0-2 left, 3-5 right).
int ofSide(const std::vector<Card> &cards, ShoeSide side) {
    return static_cast<int>(std::count_if(cards.begin(), cards.end(), [&](const Card &card) {
        return (card.deck < 3 ? ShoeSide::Left : ShoeSide::Right) == side;
    }));
}

DealerAction parsed(const char *json) {
    const auto result = parseAction(json);
    if (!result.action) {
        QTest::qFail(qPrintable(qs("bad action " + result.error)), __FILE__, __LINE__);
        return ClearShoe{};
    }
    return *result.action;
}

// The reference preparation: the referee's first expectation each time, each
// graded correct; the actions in their JSON form.
QStringList playPreparation(Session &session) {
    QStringList actions;
    for (int i = 0; i < 60 && !session.isComplete(); ++i) {
        const auto options = session.expected();
        if (options.empty()) {
            break;
        }
        const Verdict verdict = session.perform(options.front().action);
        if (!verdict.correct) {
            QTest::qFail(qPrintable(qs("expected action graded wrong: " + verdict.message)),
                         __FILE__, __LINE__);
            break;
        }
        actions << qs(toJson(options.front().action));
    }
    return actions;
}

// The 6 to 5 variation (§6A) with two sets of two decks: the round ready with
// 67 cards dealt from the set in use, so 37 are left (no burn since the deck
// was placed in the hand, §6A(c)) and the second cut card a third from the
// back (35 of 104, §5(i)): box 1 and box 2 stand, the third card of the
// round, the dealer's, is behind the cut card
// (tst_blackjack_round_hand_dealt.cpp).
Scenario handDealtCutCard() {
    blackjack::TableRules rules;
    rules.offer.decks = 2;
    rules.offer.shuffler = blackjack::Shuffler::AutomatedBatches;
    rules.offer.sixToFive = true;
    rules.offer.soft17 = blackjack::DealerSoft17::Hits;
    Scenario scenario = roundtest::roundScenario(
        QStringLiteral("10H 9C 10S 7D 9D 9S"),
        {{1, 10, {roundtest::stand()}}, {2, 10, {roundtest::stand()}}}, rules);
    scenario.table = dttest::tableFor(Regulation::Blackjack, 2);
    scenario.cardsDealt = 67;
    return scenario;
}

// A session of that lesson played by the referee's first expectations up to
// the preparation of the next set (Stage::ShoeFinished).
std::unique_ptr<Session> handDealtAtTheCutCard() {
    const Scenario scenario = handDealtCutCard();
    auto session = std::make_unique<Session>(scenario, refereeFor(scenario));
    for (int i = 0; i < 40 && session->state().stage != Stage::ShoeFinished; ++i) {
        const auto options = session->expected();
        if (options.empty()) {
            break;
        }
        session->perform(options.front().action);
    }
    return session;
}

// The set of decks a card belongs to: decks 0-1 the first, 2-3 the other.
int setOf(const Card &card) {
    return card.deck < 2 ? 0 : 1;
}

int cardsOfSet(const std::vector<Card> &cards, int set) {
    return static_cast<int>(std::count_if(cards.begin(), cards.end(),
                                          [&](const Card &card) { return setOf(card) == set; }));
}

} // namespace

class TestShoePreparationVariants : public QObject {
    Q_OBJECT

private slots:
    void doubleShoeLessonStartsAtTheSide();
    void doubleShoePreparesOneSide_data();
    void doubleShoePreparesOneSide();
    void doubleShoeStepsCiteTheirSection_data();
    void doubleShoeStepsCiteTheirSection();
    void doubleShoeMistakes_data();
    void doubleShoeMistakes();
    void doubleShoeCutMeasuredOnTheSide_data();
    void doubleShoeCutMeasuredOnTheSide();
    void doubleShoeCutCardReachedInARound();
    void doubleShoeLessonProblems_data();
    void doubleShoeLessonProblems();
    void clearShoeCodec_data();
    void clearShoeCodec();
    void handDealtAlternatesTheDecks();
    void handDealtStepsCiteTheirSection_data();
    void handDealtStepsCiteTheirSection();
    void handDealtMistakes_data();
    void handDealtMistakes();
};

void TestShoePreparationVariants::doubleShoeLessonStartsAtTheSide() {
    // §6(d): the right side dealt one card past its cut card, the left 40 in.
    const TableState state = initialState(finishedDoubleShoe(ShoeSide::Right));
    QCOMPARE(state.stage, Stage::ShoeFinished);
    QCOMPARE(state.shoeSide, ShoeSide::Right);
    QCOMPARE(static_cast<int>(state.shoe.size()), kBehindCutCard - 1);
    QCOMPARE(ofSide(state.shoe, ShoeSide::Right), kBehindCutCard - 1);
    QVERIFY(state.otherCompartment);
    QCOMPARE(static_cast<int>(state.otherCompartment->cards.size()), kSideCards - 40);
    QCOMPARE(ofSide(state.otherCompartment->cards, ShoeSide::Left), kSideCards - 40);
    QCOMPARE(state.otherCompartment->cardsBehindCutCard, kBehindCutCard);
    QCOMPARE(ofSide(state.segregatedArea, ShoeSide::Left), 2);
    QCOMPARE(ofSide(state.segregatedArea, ShoeSide::Right), 2);
    QVERIFY(!state.burnCard); // §6(d): in lieu of §6(c)'s burn
    QVERIFY(everyCardOnce(state));
}

void TestShoePreparationVariants::doubleShoePreparesOneSide_data() {
    QTest::addColumn<int>("side");
    QTest::addColumn<int>("segregated");
    QTest::newRow("§6(l)(2) BJ-SHUF-09 right side, two segregated cards a side")
        << int(ShoeSide::Right) << 2;
    QTest::newRow("§6(l)(2) BJ-SHUF-09 left side, no segregated card") << int(ShoeSide::Left) << 0;
    QTest::newRow("§6(l)(2) BJ-SHUF-09 left side, five segregated cards a side")
        << int(ShoeSide::Left) << 5;
}

void TestShoePreparationVariants::doubleShoePreparesOneSide() {
    QFETCH(int, side);
    QFETCH(int, segregated);
    const auto reached = static_cast<ShoeSide>(side);
    const ShoeSide other = otherSide(reached);
    const Scenario scenario = finishedDoubleShoe(reached, 40, segregated);
    Session session(scenario, refereeFor(scenario));
    const ShoeCompartment otherBefore = *session.state().otherCompartment;
    const QStringList actions = playPreparation(session);

    // The hand-written procedure: the side and its segregated area emptied,
    // the manual shuffle (§5(l)), the cut offered to seat 3 where the cut card
    // came out (§5(e)(2)), the cut card a quarter of the side from its back
    // (§5(d)), loaded, and no burn (§6(d)).
    const QString name =
        reached == ShoeSide::Left ? QStringLiteral("left") : QStringLiteral("right");
    QStringList expected{QStringLiteral(R"({"action": "clear_shoe", "side": "%1"})").arg(name)};
    if (segregated > 0) {
        expected << QStringLiteral(
                        R"({"action": "clear_shoe", "side": "%1", "segregated_area": true})")
                        .arg(name);
    }
    expected
        << QStringLiteral(R"({"action": "shuffle_step", "step": "riffle"})")
        << QStringLiteral(R"({"action": "shuffle_step", "step": "turn"})")
        << QStringLiteral(R"({"action": "shuffle_step", "step": "riffle"})")
        << QStringLiteral(R"({"action": "shuffle_step", "step": "strip"})")
        << QStringLiteral(R"({"action": "shuffle_step", "step": "cut"})")
        << QStringLiteral(R"({"action": "offer_cut", "seat": 3})")
        << QStringLiteral(R"({"action": "complete_cut"})")
        << QStringLiteral(R"({"action": "insert_cut_card", "from_back": %1})").arg(kBehindCutCard)
        << QStringLiteral(R"({"action": "load_shoe"})");
    QCOMPARE(actions, expected);

    const TableState &state = session.state();
    QVERIFY(session.isComplete());
    QCOMPARE(state.stage, Stage::ReadyToDeal);
    QCOMPARE(state.shoeSide, reached);
    // The side holds its whole batch again, nothing else.
    QCOMPARE(static_cast<int>(state.shoe.size()), kSideCards);
    QCOMPARE(ofSide(state.shoe, reached), kSideCards);
    QCOMPARE(state.shoeCardsBehindCutCard, kBehindCutCard);
    // The other side as it was, mid-shoe, and its segregated cards in place.
    QCOMPARE(*state.otherCompartment, otherBefore);
    QCOMPARE(ofSide(state.segregatedArea, other), segregated);
    QCOMPARE(ofSide(state.segregatedArea, reached), 0);
    // Only the other side's discards stay in the rack: 40 dealt, less those
    // in its segregated area.
    QCOMPARE(static_cast<int>(state.discardRack.size()), 40 - segregated);
    QCOMPARE(ofSide(state.discardRack, other), 40 - segregated);
    QVERIFY(!state.burnCard);
    QVERIFY(state.stack.empty());
    QVERIFY(everyCardOnce(state));
}

void TestShoePreparationVariants::doubleShoeStepsCiteTheirSection_data() {
    QTest::addColumn<int>("regulation");
    QTest::addColumn<QString>("emptySide");
    QTest::addColumn<QString>("emptyArea");
    QTest::addColumn<QString>("requirement");
    QTest::newRow("§6(l)(2) BJ-SHUF-09 000 empties one side as 002 reads")
        << int(Regulation::Blackjack) << QStringLiteral("Blackjack §6(l)(2)")
        << QStringLiteral("Blackjack §6(l)(2)") << QStringLiteral("BJ-SHUF-09");
    QTest::newRow("(f)(10)(ii)(B) BJ2-SHUF-04 002 empties one side and its segregated area")
        << int(Regulation::BlackjackTribal) << QStringLiteral("Blackjack (tribal) (f)(10)(ii)(B)")
        << QStringLiteral("Blackjack (tribal) (f)(10)(ii)(B)") << QStringLiteral("BJ2-SHUF-04");
}

void TestShoePreparationVariants::doubleShoeStepsCiteTheirSection() {
    QFETCH(int, regulation);
    QFETCH(QString, emptySide);
    QFETCH(QString, emptyArea);
    QFETCH(QString, requirement);
    // The preparation referee alone (a 002 round from a double shoe is not
    // played in this version; its preparation cites 002 all the same).
    dttest::Bench bench(finishedDoubleShoe(ShoeSide::Left, 40, 2, Regulation(regulation)));
    const auto options = bench.expected();
    QCOMPARE(options.size(), std::size_t{2});
    QCOMPARE(options[0].action, DealerAction(ClearShoe{ShoeSide::Left, false}));
    QCOMPARE(qs(options[0].rule.citation.text()), emptySide);
    QCOMPARE(qs(options[0].rule.requirement), requirement);
    QCOMPARE(options[1].action, DealerAction(ClearShoe{ShoeSide::Left, true}));
    QCOMPARE(qs(options[1].rule.citation.text()), emptyArea);
    // Either order: the segregated area first.
    QVERIFY(bench.act(ClearShoe{ShoeSide::Left, true}).correct);
    QVERIFY(bench.act(ClearShoe{ShoeSide::Left, false}).correct);
    QCOMPARE(bench.state.stage, Stage::ReadyToShuffle);
    QCOMPARE(ofSide(bench.state.segregatedArea, ShoeSide::Right), 2);
}

void TestShoePreparationVariants::doubleShoeMistakes_data() {
    QTest::addColumn<QStringList>("before"); // correct actions first
    QTest::addColumn<QString>("mistake");
    QTest::addColumn<QString>("citation");
    QTest::addColumn<QString>("requirement");
    QTest::addColumn<QString>("messagePart");
    QTest::addColumn<bool>("applied");
    const QString clearRight = QStringLiteral(R"({"action": "clear_shoe", "side": "right"})");
    const QString clearArea =
        QStringLiteral(R"({"action": "clear_shoe", "side": "right", "segregated_area": true})");
    const QStringList shuffled{clearRight,
                               clearArea,
                               QStringLiteral(R"({"action": "shuffle_step", "step": "riffle"})"),
                               QStringLiteral(R"({"action": "shuffle_step", "step": "turn"})"),
                               QStringLiteral(R"({"action": "shuffle_step", "step": "riffle"})"),
                               QStringLiteral(R"({"action": "shuffle_step", "step": "strip"})"),
                               QStringLiteral(R"({"action": "shuffle_step", "step": "cut"})"),
                               QStringLiteral(R"({"action": "offer_cut", "seat": 3})"),
                               QStringLiteral(R"({"action": "complete_cut"})")};
    QTest::newRow("§6(l)(2) BJ-SHUF-09 emptying the whole shoe shuffles both sides")
        << QStringList{} << QStringLiteral(R"({"action": "clear_shoe"})")
        << QStringLiteral("Blackjack §6(l)(2)") << QStringLiteral("BJ-SHUF-09")
        << QStringLiteral("the left side stays in the shoe as it is") << false;
    QTest::newRow("§6(l)(2) BJ-SHUF-09 emptying the other side")
        << QStringList{} << QStringLiteral(R"({"action": "clear_shoe", "side": "left"})")
        << QStringLiteral("Blackjack §6(l)(2)") << QStringLiteral("BJ-SHUF-09")
        << QStringLiteral("the left side is neither emptied nor shuffled") << false;
    QTest::newRow("§6(l)(2) BJ-SHUF-09 the other side's segregated area")
        << QStringList{clearRight}
        << QStringLiteral(R"({"action": "clear_shoe", "side": "left", "segregated_area": true})")
        << QStringLiteral("Blackjack §6(l)(2)") << QStringLiteral("BJ-SHUF-09")
        << QStringLiteral("the left side is neither emptied nor shuffled") << false;
    QTest::newRow("§6(l)(2) BJ-SHUF-09 shuffling before the side is emptied")
        << QStringList{} << QStringLiteral(R"({"action": "shuffle_step", "step": "riffle"})")
        << QStringLiteral("Blackjack §6(l)(2)") << QStringLiteral("BJ-SHUF-09")
        << QStringLiteral("remove the 38 cards left in the right side") << false;
    QTest::newRow("§6(l)(2) BJ-SHUF-09 the segregated cards forgotten")
        << QStringList{clearRight}
        << QStringLiteral(R"({"action": "shuffle_step", "step": "riffle"})")
        << QStringLiteral("Blackjack §6(l)(2)") << QStringLiteral("BJ-SHUF-09")
        << QStringLiteral("segregated area of the right side still holds 2 cards") << false;
    QTest::newRow("§5(d) BJ-SHUF-07 cut card too close to the back of the side")
        << shuffled << QStringLiteral(R"({"action": "insert_cut_card", "from_back": 20})")
        << QStringLiteral("Blackjack §5(d)") << QStringLiteral("BJ-SHUF-07")
        << QStringLiteral("32 cards of 156") << false;
    QTest::newRow("§6(d) BJ-SHUF-11 a burn before the side is loaded")
        << (QStringList(shuffled) << QStringLiteral(
                R"({"action": "insert_cut_card", "from_back": 39})"))
        << QStringLiteral(R"({"action": "burn_card", "face": "down"})")
        << QStringLiteral("Blackjack §6(d)") << QStringLiteral("BJ-SHUF-11")
        << QStringLiteral("in lieu of the burn card") << false;
    QTest::newRow("§6(d) BJ-SHUF-11 a §6(c) burn after loading the side")
        << (QStringList(shuffled) << QStringLiteral(
                                         R"({"action": "insert_cut_card", "from_back": 39})")
                                  << QStringLiteral(R"({"action": "load_shoe"})"))
        << QStringLiteral(R"({"action": "burn_card", "face": "down"})")
        << QStringLiteral("Blackjack §6(d)") << QStringLiteral("BJ-SHUF-11")
        << QStringLiteral("§6(d) is in lieu of §6(c)") << false;
}

void TestShoePreparationVariants::doubleShoeMistakes() {
    QFETCH(QStringList, before);
    QFETCH(QString, mistake);
    QFETCH(QString, citation);
    QFETCH(QString, requirement);
    QFETCH(QString, messagePart);
    QFETCH(bool, applied);
    // A round lesson (the last pick-up left a player's wager out: no box), so
    // a burn after the preparation reaches the round's referee.
    const Scenario scenario = finishedDoubleShoe(ShoeSide::Right);
    Session session(scenario, refereeFor(scenario));
    for (const QString &json : before) {
        const Verdict verdict = session.perform(parsed(json.toUtf8().constData()));
        QVERIFY2(verdict.correct, qPrintable(json + ": " + qs(verdict.message)));
    }
    const TableState stateBefore = session.state();
    const Verdict verdict = session.perform(parsed(mistake.toUtf8().constData()));
    QVERIFY(!verdict.correct);
    QCOMPARE(qs(verdict.rule.citation.text()), citation);
    QCOMPARE(qs(verdict.rule.requirement), requirement);
    QVERIFY2(qs(verdict.message).contains(messagePart), qPrintable(qs(verdict.message)));
    QCOMPARE(verdict.applied, applied);
    if (!applied) {
        QCOMPARE(session.state(), stateBefore);
    }
}

void TestShoePreparationVariants::doubleShoeCutMeasuredOnTheSide_data() {
    QTest::addColumn<int>("position");
    QTest::addColumn<bool>("proper");
    // §5(c): at least a deck (52 cards) from either end of the side's 156.
    QTest::newRow("§5(c) BJ-SHUF-06 52 from the front of the side") << 52 << true;
    QTest::newRow("§5(c) BJ-SHUF-06 104 from the front leaves 52 behind") << 104 << true;
    QTest::newRow("§5(c) BJ-SHUF-06 105 from the front leaves 51 behind") << 105 << false;
    QTest::newRow("§5(c) BJ-SHUF-06 51 from the front") << 51 << false;
}

void TestShoePreparationVariants::doubleShoeCutMeasuredOnTheSide() {
    QFETCH(int, position);
    QFETCH(bool, proper);
    const TableState state = initialState(finishedDoubleShoe(ShoeSide::Left));
    QCOMPARE(ShoePreparationReferee::isProperCut(state, position), proper);
}

void TestShoePreparationVariants::doubleShoeCutCardReachedInARound() {
    // A round ready to deal near the end of both sides: 300 of 312 cards
    // gone, half from each side, so each side holds 6 cards, its cut card 1
    // from the back (a quarter of what is left, loadDoubleShoe). The 5 of
    // hearts drawn from the left corresponds (hearts: left), box 1's first
    // card; box 1 hits to 20, the dealer draws to 22: the sixth card is the
    // left side's last, behind its cut card.
    blackjack::TableRules rules =
        roundtest::withOffer([](blackjack::TableOffer &o) { o.doubleShoe = true; });
    Scenario scenario =
        roundtest::roundScenario(QStringLiteral("5H 10C 6D 9S 2C 10H"),
                                 {{1, 10, {roundtest::hit(), roundtest::stand()}}}, rules);
    scenario.cardsDealt = 300;
    Session session(scenario, refereeFor(scenario));
    const ShoeCompartment rightBefore = *session.state().otherCompartment;
    QStringList actions;
    for (int i = 0; i < 80 && !session.isComplete(); ++i) {
        const auto options = session.expected();
        QVERIFY(!options.empty());
        const Verdict verdict = session.perform(options.front().action);
        QVERIFY2(verdict.correct, qPrintable(qs(verdict.message)));
        actions << qs(actionName(options.front().action));
    }
    QVERIFY(session.isComplete());
    // After the round's pick-up, the left side alone is prepared: no burn.
    QVERIFY(actions.contains(QStringLiteral("clear_shoe")));
    QVERIFY(!actions.contains(QStringLiteral("burn_card")));
    QCOMPARE(actions.back(), QStringLiteral("load_shoe"));
    const TableState &state = session.state();
    QCOMPARE(state.shoeSide, ShoeSide::Left);
    QCOMPARE(static_cast<int>(state.shoe.size()), kSideCards);
    QCOMPARE(ofSide(state.shoe, ShoeSide::Left), kSideCards);
    QCOMPARE(*state.otherCompartment, rightBefore);
    QCOMPARE(ofSide(state.discardRack, ShoeSide::Left), 0);
    // The next round starts with a determinant card (§6(d)(1)), not a burn.
    TableState next = state;
    next.round = initialRound(scenario);
    const auto options = blackjack::RoundReferee(rules).expected(next);
    QVERIFY(!options.empty());
    QVERIFY(std::holds_alternative<DrawDeterminantCard>(options.front().action));
}

void TestShoePreparationVariants::doubleShoeLessonProblems_data() {
    QTest::addColumn<int>("change");
    QTest::addColumn<QString>("path");
    QTest::newRow("§6(d) BJ-SHUF-11 the side is required")
        << 0 << QStringLiteral("start.cutCardSide");
    QTest::newRow("§5(d) BJ-SHUF-09 the other side past its cut card")
        << 1 << QStringLiteral("start.cardsDealt");
    QTest::newRow("§6(d)(2) BJ-SHUF-11 more segregated cards than dealt")
        << 2 << QStringLiteral("start.segregatedCards");
    QTest::newRow("§5(c) BJ-SHUF-06 two decks cannot be cut a deck in a side")
        << 3 << QStringLiteral("rules.table.decks");
    QTest::newRow("§6(d) BJ-SHUF-11 a single shoe has no side")
        << 4 << QStringLiteral("start.cutCardSide");
    QTest::newRow("§6(d) BJ-SHUF-11 the side is shuffled from the seed")
        << 5 << QStringLiteral("shoe.order");
}

void TestShoePreparationVariants::doubleShoeLessonProblems() {
    QFETCH(int, change);
    QFETCH(QString, path);
    Scenario scenario = finishedDoubleShoe(ShoeSide::Left);
    QVERIFY(validate(scenario).empty());
    auto &rules = std::get<blackjack::TableRules>(scenario.rules);
    switch (change) {
    case 0:
        scenario.cutCardSide.reset();
        break;
    case 1:
        scenario.cardsDealt = kSideCards - kBehindCutCard; // its cut card out
        break;
    case 2:
        scenario.cardsDealt = 3;
        scenario.segregatedCards = 4;
        break;
    case 3:
        scenario.table.decks = 2;
        rules.offer.decks = 2;
        scenario.cardsDealt = 10;
        scenario.segregatedCards = 0;
        break;
    case 4:
        rules.offer.doubleShoe = false;
        scenario.segregatedCards = 0;
        break;
    case 5:
        scenario.cardOrder = dttest::cardsOf(QStringLiteral("AS"));
        break;
    }
    QStringList paths;
    for (const auto &problem : validate(scenario)) {
        paths << qs(problem.path);
    }
    QVERIFY2(paths.contains(path), qPrintable(paths.join(QStringLiteral(", "))));
}

void TestShoePreparationVariants::clearShoeCodec_data() {
    QTest::addColumn<QString>("json");
    QTest::addColumn<bool>("valid");
    QTest::newRow("§6(l)(2)(i) BJ-SHUF-09 the single shoe")
        << R"({"action": "clear_shoe"})" << true;
    QTest::newRow("§6(l)(2) BJ-SHUF-09 a side")
        << R"({"action": "clear_shoe", "side": "right"})" << true;
    QTest::newRow("(f)(10)(ii)(B) BJ2-SHUF-04 a side's segregated area")
        << R"({"action": "clear_shoe", "side": "left", "segregated_area": true})" << true;
    QTest::newRow("(f)(10)(ii)(B) BJ2-SHUF-04 a segregated area needs its side")
        << R"({"action": "clear_shoe", "segregated_area": true})" << false;
    QTest::newRow("§6(d) BJ-SHUF-11 no middle side")
        << R"({"action": "clear_shoe", "side": "middle"})" << false;
}

void TestShoePreparationVariants::clearShoeCodec() {
    QFETCH(QString, json);
    QFETCH(bool, valid);
    const QByteArray utf8 = json.toUtf8();
    const auto result = parseAction(std::string_view(utf8.constData(), std::size_t(utf8.size())));
    QCOMPARE(result.action.has_value(), valid);
    if (valid) {
        QCOMPARE(qs(toJson(*result.action)), json); // the same form back
    }
}

void TestShoePreparationVariants::handDealtAlternatesTheDecks() {
    auto session = handDealtAtTheCutCard();
    QCOMPARE(session->state().stage, Stage::ShoeFinished);
    // §2(c): the other set, stored in the shuffler, is the second set's 104.
    QCOMPARE(cardsOfSet(session->state().shufflerBatch, 1), 104);
    const QStringList actions = playPreparation(*session);
    // §6A(j): the rest of the set in use into the device; §2(c): the other
    // out; §5(e)(3): the cut card came out on the dealer's hand (the round's
    // third card), so the cut goes to box 2, farthest to the right; §5(i):
    // one cut card under the bottom card, a second a third from the back
    // (35 of 104, rounded up); §6A(b): into the hand; no burn.
    const QStringList expected{QStringLiteral(R"({"action": "clear_shoe"})"),
                               QStringLiteral(R"({"action": "take_from_shuffler"})"),
                               QStringLiteral(R"({"action": "offer_cut", "seat": 2})"),
                               QStringLiteral(R"({"action": "complete_cut"})"),
                               QStringLiteral(R"({"action": "insert_cut_card", "from_back": 0})"),
                               QStringLiteral(R"({"action": "insert_cut_card", "from_back": 35})"),
                               QStringLiteral(R"({"action": "load_shoe"})")};
    QCOMPARE(actions, expected);
    const TableState &state = session->state();
    QVERIFY(session->isComplete());
    QCOMPARE(state.stage, Stage::ReadyToDeal);
    // The hand holds the other set, the used set is in the shuffler.
    QCOMPARE(static_cast<int>(state.shoe.size()), 104);
    QCOMPARE(cardsOfSet(state.shoe, 1), 104);
    QCOMPARE(state.shoeCardsBehindCutCard, 35);
    QVERIFY(state.bottomCardCovered);
    QCOMPARE(cardsOfSet(state.shufflerBatch, 0), 104);
    QVERIFY(state.discardRack.empty());
    QVERIFY(state.shufflerCards.empty());
    QVERIFY(state.stack.empty());
}

void TestShoePreparationVariants::handDealtStepsCiteTheirSection_data() {
    QTest::addColumn<int>("step"); // the preparation's step, from 0
    QTest::addColumn<QString>("citation");
    QTest::addColumn<QString>("requirement");
    QTest::newRow("§6a(j) BJ-SHUF-14 the set in use into the shuffler")
        << 0 << QStringLiteral("Blackjack §6a(j)") << QStringLiteral("BJ-SHUF-14");
    QTest::newRow("§2(c) BJ-SHUF-14 the other set out, alternated")
        << 1 << QStringLiteral("Blackjack §2(c)") << QStringLiteral("BJ-SHUF-14");
    QTest::newRow("§5(e)(3) BJ-SHUF-04 the cut farthest right after the dealer's hand")
        << 2 << QStringLiteral("Blackjack §5(e)(3)") << QStringLiteral("BJ-SHUF-04");
    QTest::newRow("§5(i) BJ-SHUF-12 a cut card covers the bottom card")
        << 4 << QStringLiteral("Blackjack §5(i)") << QStringLiteral("BJ-SHUF-12");
    QTest::newRow("§5(i) BJ-SHUF-12 the second cut card a third from the back")
        << 5 << QStringLiteral("Blackjack §5(i)") << QStringLiteral("BJ-SHUF-12");
    QTest::newRow("§6a(b) BJ-DEAL-14 the deck held in one hand")
        << 6 << QStringLiteral("Blackjack §6a(b)") << QStringLiteral("BJ-DEAL-14");
}

void TestShoePreparationVariants::handDealtStepsCiteTheirSection() {
    QFETCH(int, step);
    QFETCH(QString, citation);
    QFETCH(QString, requirement);
    auto session = handDealtAtTheCutCard();
    for (int i = 0; i < step; ++i) {
        QVERIFY(session->perform(session->expected().front().action).correct);
    }
    const auto options = session->expected();
    QVERIFY(!options.empty());
    QCOMPARE(qs(options.front().rule.citation.text()), citation);
    QCOMPARE(qs(options.front().rule.requirement), requirement);
    const Verdict verdict = session->perform(options.front().action);
    QVERIFY(verdict.correct);
    QCOMPARE(qs(verdict.rule.citation.text()), citation);
}

void TestShoePreparationVariants::handDealtMistakes_data() {
    QTest::addColumn<int>("step"); // correct steps first
    QTest::addColumn<QString>("mistake");
    QTest::addColumn<QString>("citation");
    QTest::addColumn<QString>("requirement");
    QTest::addColumn<QString>("messagePart");
    QTest::newRow("§6a(j) BJ-SHUF-14 a manual shuffle of the set used")
        << 0 << QStringLiteral(R"({"action": "shuffle_step", "step": "riffle"})")
        << QStringLiteral("Blackjack §6a(j)") << QStringLiteral("BJ-SHUF-14")
        << QStringLiteral("shuffled by the automated shuffling device");
    QTest::newRow("§6a(j) BJ-SHUF-14 the set used into the discard rack")
        << 0 << QStringLiteral(R"({"action": "place_cards", "to": "discard_rack"})")
        << QStringLiteral("Blackjack §6a(j)") << QStringLiteral("BJ-SHUF-14")
        << QStringLiteral("not the discard rack");
    QTest::newRow("§2(c) BJ-SHUF-14 the same set dealt again, cut")
        << 1 << QStringLiteral(R"({"action": "offer_cut", "seat": 2})")
        << QStringLiteral("Blackjack §2(c)") << QStringLiteral("BJ-SHUF-14")
        << QStringLiteral("the decks are alternated");
    QTest::newRow("§2(c) BJ-SHUF-14 the same set shuffled again by hand")
        << 1 << QStringLiteral(R"({"action": "shuffle"})") << QStringLiteral("Blackjack §2(c)")
        << QStringLiteral("BJ-SHUF-14") << QStringLiteral("the decks are alternated");
    QTest::newRow("§5(i) BJ-SHUF-12 the bottom card left uncovered")
        << 4 << QStringLiteral(R"({"action": "insert_cut_card", "from_back": 35})")
        << QStringLiteral("Blackjack §5(i)") << QStringLiteral("BJ-SHUF-12")
        << QStringLiteral("covers the bottom card");
    QTest::newRow("§5(i) BJ-SHUF-12 the second cut card at the shoe's quarter")
        << 5 << QStringLiteral(R"({"action": "insert_cut_card", "from_back": 26})")
        << QStringLiteral("Blackjack §5(i)") << QStringLiteral("BJ-SHUF-12")
        << QStringLiteral("at least one-third of the way in (35 cards of 104)");
    QTest::newRow("§6a(c) BJ-SHUF-13 a §6(c) burn before the deck is in the hand")
        << 6 << QStringLiteral(R"({"action": "burn_card", "face": "down"})")
        << QStringLiteral("Blackjack §6a(c)") << QStringLiteral("BJ-SHUF-13")
        << QStringLiteral("No card is burned when the deck is taken");
    QTest::newRow("§6a(c) BJ-SHUF-13 a §6(c) burn once the deck is in the hand")
        << 7 << QStringLiteral(R"({"action": "burn_card", "face": "down"})")
        << QStringLiteral("Blackjack §6a(c)") << QStringLiteral("BJ-SHUF-13")
        << QStringLiteral("No card is burned when the deck is taken");
}

void TestShoePreparationVariants::handDealtMistakes() {
    QFETCH(int, step);
    QFETCH(QString, mistake);
    QFETCH(QString, citation);
    QFETCH(QString, requirement);
    QFETCH(QString, messagePart);
    auto session = handDealtAtTheCutCard();
    for (int i = 0; i < step; ++i) {
        QVERIFY(session->perform(session->expected().front().action).correct);
    }
    const TableState before = session->state();
    const Verdict verdict = session->perform(parsed(mistake.toUtf8().constData()));
    QVERIFY(!verdict.correct);
    QCOMPARE(qs(verdict.rule.citation.text()), citation);
    QCOMPARE(qs(verdict.rule.requirement), requirement);
    QVERIFY2(qs(verdict.message).contains(messagePart), qPrintable(qs(verdict.message)));
    QVERIFY(!verdict.applied);
    QCOMPARE(session->state(), before);
}

QTEST_GUILESS_MAIN(TestShoePreparationVariants)
#include "tst_shoe_preparation_variants.moc"
