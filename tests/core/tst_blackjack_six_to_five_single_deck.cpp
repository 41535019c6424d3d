// The 6 to 5 variation dealt from a single deck (Blackjack §2(a)(1): "One or
// two [decks], if the 6 to 5 blackjack variation is offered"; §5(i) and §6A(b)
// name "a single deck"). §5(c) has the cut card placed "at least a deck in from
// either end", which one deck cannot meet: the checklist ("Source typos", 000
// §5(c)) has the single deck cut anywhere within it, and two decks as §5(c)
// says. After the cut, §5(i): "the dealer shall maintain one cut card to cover
// the bottom card of the deck ... the dealer shall insert a second cut card at
// a position at least one-third of the way in from the back" (several rounds
// per deck); §6A(b)-(c): the deck goes into the dealer's hand and no card is
// burned then, the only burn being the licensee's election "at the
// commencement of each round". A lesson starting at round_ready finds the deck
// so prepared. Expected values come from the text: a third of 52 cards is 17
// and a third, so at least 18; of 104, at least 35; a quarter of 312 is 78.

#include "round_test_support.h"

#include <QTest>
#include <algorithm>
#include <core/action_codec.h>
#include <core/games/blackjack/table_offer.h>
#include <core/referee_for.h>
#include <core/session.h>
#include <core/shoe_preparation_referee.h>

using namespace dt;
using namespace dt::action;
using dttest::qs;

namespace {

blackjack::TableRules sixToFiveTable(int decks, bool burnEachRound = false,
                                     bool oneRoundPerDeck = false) {
    return roundtest::sixToFiveRules(decks, burnEachRound, oneRoundPerDeck);
}

// Box 1 10H 7D (17) and box 2 9C 9D (18) stand; the dealer's 10S, then 9S.
Scenario roundAt(blackjack::TableRules rules, int decks, int cardsDealt,
                 Regulation regulation = Regulation::Blackjack) {
    rules.offer.decks = decks;
    rules.offer.regulation = regulation;
    Scenario scenario = roundtest::roundScenario(
        QStringLiteral("10H 9C 10S 7D 9D 9S"),
        {{1, 10, {roundtest::stand()}}, {2, 10, {roundtest::stand()}}}, rules, regulation);
    scenario.table = dttest::tableFor(regulation, decks);
    scenario.cardsDealt = cardsDealt;
    return scenario;
}

// That round in a lesson starting at `start`, its shoe from the seed alone (a
// shoe order is a round_ready lesson's).
Scenario startingAt(StartSituation start, blackjack::TableRules rules, int decks, int cardsDealt) {
    Scenario scenario = roundAt(std::move(rules), decks, cardsDealt);
    scenario.start = start;
    if (start != StartSituation::RoundReady) {
        scenario.cardOrder.clear();
    }
    return scenario;
}

QStringList problemsOf(const Scenario &scenario) {
    QStringList lines;
    for (const auto &problem : validate(scenario)) {
        lines << qs(problem.path + ": " + problem.message);
    }
    return lines;
}

// The one-deck table played by the referee's first expectations to `stage`.
// 32 cards dealt leave 20 in the hand, 18 behind the second cut card: the
// round's third card, the dealer's 10S, comes out behind it (§6A(j)).
std::unique_ptr<Session> singleDeckAt(Stage stage) {
    const Scenario scenario = roundAt(sixToFiveTable(1), 1, 32);
    auto session = std::make_unique<Session>(scenario, refereeFor(scenario));
    for (int i = 0; i < 60 && session->state().stage != stage; ++i) {
        const auto options = session->expected();
        if (options.empty()) {
            break;
        }
        const Verdict verdict = session->perform(options.front().action);
        if (!verdict.correct) {
            QTest::qFail(qPrintable(qs("expected action graded wrong: " + verdict.message)),
                         __FILE__, __LINE__);
            break;
        }
    }
    return session;
}

DealerAction parsed(const QString &json) {
    return *parseAction(json.toStdString()).action;
}

} // namespace

Q_DECLARE_METATYPE(dt::Scenario)
Q_DECLARE_METATYPE(dt::Stage)

class TestSixToFiveSingleDeck : public QObject {
    Q_OBJECT

private slots:
    void tableValidity_data();
    void tableValidity();
    void roundReadyDeckInHand_data();
    void roundReadyDeckInHand();
    void firstStepOfTheRound_data();
    void firstStepOfTheRound();
    void noBurnWithoutTheElection();
    void singleDeckPreparedAfterTheCutCard();
    void cutDepth_data();
    void cutDepth();
    void preparationMistakes_data();
    void preparationMistakes();
    void noShoeBurnWhateverTheStart_data();
    void noShoeBurnWhateverTheStart();
};

void TestSixToFiveSingleDeck::tableValidity_data() {
    QTest::addColumn<Scenario>("scenario");
    QTest::addColumn<QString>("problem"); // empty: valid
    QTest::newRow("§2(a)(1) §5(i) §6a(b) BJ-CONF-02 BJ-SHUF-12 6 to 5 from a single deck")
        << roundAt(sixToFiveTable(1), 1, 0) << QString();
    QTest::newRow("§2(a)(1) BJ-CONF-02 6 to 5 from a set of two decks")
        << roundAt(sixToFiveTable(2), 2, 0) << QString();
    // What the text refuses stays refused: a one-deck shoe table (§5(c)).
    // A new or idle 6 to 5 table opens with both decks through the automated
    // shuffler (§4(d), §5(j)(2); tst_blackjack_six_to_five_opening.cpp), the
    // single deck cut within it as at any start.
    QTest::newRow("§4(d) §5(i) BJ-OPEN-03 BJ-SHUF-12 a one-deck 6 to 5 table opened from new decks")
        << startingAt(StartSituation::NewTable, sixToFiveTable(1), 1, 0) << QString();
    QTest::newRow("§5(j)(2) BJ-OPEN-06 a two-deck 6 to 5 table left idle")
        << startingAt(StartSituation::IdleTable, sixToFiveTable(2), 2, 10) << QString();
    // A one-deck table with a deck in use, whatever the start.
    QTest::newRow("§2(a)(1) §6a(b) BJ-CONF-02 a new dealer at a one-deck 6 to 5 table")
        << startingAt(StartSituation::NewDealer, sixToFiveTable(1), 1, 10) << QString();
    // §5(i): one round per deck: a new dealer also takes a fresh deck.
    QTest::newRow("§5(i) BJ-SHUF-12 a new dealer at one round per deck, 10 cards dealt")
        << startingAt(StartSituation::NewDealer, sixToFiveTable(1, false, true), 1, 10)
        << QStringLiteral(
               "start.cardsDealt: this table deals one round per deck (Blackjack §5(i))");
    QTest::newRow("§5(c) BJ-SHUF-06 a one-deck shoe table cannot be cut a deck in")
        << roundAt(blackjack::TableRules{}, 1, 0) << QStringLiteral("(Blackjack §5(c))");
    QTest::newRow("§2(a)(1) BJ-CONF-02 6 to 5 with three decks")
        << roundAt(sixToFiveTable(3), 3, 0) << QStringLiteral("Blackjack §2(a)(1)");
    // 002 has no 6 to 5 variation ((c)(5)) even from one deck.
    QTest::newRow("(c)(5) BJ2-CONF-03 no 6 to 5 at a tribal table")
        << roundAt(sixToFiveTable(1), 1, 0, Regulation::BlackjackTribal)
        << QStringLiteral("Blackjack (tribal) (c)(5)");
    // 002 (e)(3): "at least 10 cards in from either end": one deck is cut.
    QTest::newRow("(e)(3) BJ2-SHUF-02 a one-deck tribal shoe is cut ten cards in") << [] {
        blackjack::TableRules rules;
        rules.offer.holeCard = blackjack::HoleCard::FaceDown; // (f)(5)(iv)
        return roundAt(rules, 1, 0, Regulation::BlackjackTribal);
    }() << QString();
}

void TestSixToFiveSingleDeck::tableValidity() {
    QFETCH(Scenario, scenario);
    QFETCH(QString, problem);
    const QStringList problems = problemsOf(scenario);
    if (problem.isEmpty()) {
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral(" | "))));
        return;
    }
    QVERIFY2(!problems.filter(problem).isEmpty(), qPrintable(problems.join(QStringLiteral(" | "))));
}

void TestSixToFiveSingleDeck::roundReadyDeckInHand_data() {
    QTest::addColumn<Scenario>("scenario");
    QTest::addColumn<int>("discarded");   // cards in the discard rack
    QTest::addColumn<int>("inHand");      // cards in the shoe (the dealer's hand)
    QTest::addColumn<int>("behindCut");   // cards behind the (second) cut card
    QTest::addColumn<bool>("burnCard");   // a §6(c) burn card is known
    QTest::addColumn<bool>("bottomCard"); // §5(i): a cut card under the bottom card
    QTest::newRow("§6a(c) §5(i) BJ-SHUF-12 one deck: no burn, the second cut card 18 in")
        << roundAt(sixToFiveTable(1), 1, 10) << 10 << 42 << 18 << false << true;
    QTest::newRow("§6a(c) §5(i) BJ-SHUF-13 one deck burning each round: the round burns")
        << roundAt(sixToFiveTable(1, true), 1, 0) << 0 << 52 << 18 << false << true;
    QTest::newRow("§6a(c) §5(i) BJ-SHUF-12 two decks: the second cut card 35 in")
        << roundAt(sixToFiveTable(2), 2, 10) << 10 << 94 << 35 << false << true;
    QTest::newRow("§5(i) BJ-SHUF-12 one round per deck: the bottom card's cut card only")
        << roundAt(sixToFiveTable(1, true, true), 1, 0) << 0 << 52 << 0 << false << true;
    // A shoe: §6(c) "After each full set of cards is placed in the shoe, the
    // dealer shall remove the first card"; §5(d): the cut card a quarter in.
    QTest::newRow("§6(c) §5(d) BJ-SHUF-10 a shoe table: the burn card in the discard rack")
        << roundAt(blackjack::TableRules{}, 6, 10) << 11 << 301 << 78 << true << false;
}

void TestSixToFiveSingleDeck::roundReadyDeckInHand() {
    QFETCH(Scenario, scenario);
    QFETCH(int, discarded);
    QFETCH(int, inHand);
    QFETCH(int, behindCut);
    QFETCH(bool, burnCard);
    QFETCH(bool, bottomCard);
    QVERIFY2(problemsOf(scenario).isEmpty(), qPrintable(problemsOf(scenario).join(" | ")));
    const TableState state = initialState(scenario);
    QCOMPARE(static_cast<int>(state.discardRack.size()), discarded);
    QCOMPARE(static_cast<int>(state.shoe.size()), inHand);
    QCOMPARE(state.shoeCardsBehindCutCard, behindCut);
    QCOMPARE(state.burnCard.has_value(), burnCard);
    if (burnCard) {
        QVERIFY(*state.burnCard == state.discardRack.back());
    }
    QCOMPARE(state.bottomCardCovered, bottomCard);
    // The lesson's cards are the front of the shoe all the same.
    QCOMPARE(toString(state.shoe.front()), std::string("10H"));
}

void TestSixToFiveSingleDeck::firstStepOfTheRound_data() {
    QTest::addColumn<bool>("burnEachRound");
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("citation");
    QTest::addColumn<QString>("requirement");
    // §6A(c): "the dealer may, upon the election of the gaming licensee, burn
    // the top card": without the election the deal starts with box 1's card
    // face down ((c)(1)); with it, the burn comes first, the round's own.
    QTest::newRow("§6a(c)(1) BJ-DEAL-15 no election: box 1's first card face down")
        << false
        << QStringLiteral(
               R"({"action": "deal_card", "seat": 1, "hand": 1, "face": "down", "sideways": false})")
        << QStringLiteral("Blackjack §6a(c)(1)") << QStringLiteral("BJ-DEAL-15");
    QTest::newRow("§6a(c) BJ-SHUF-13 the election: the top card burned, unrevealed")
        << true << QStringLiteral(R"({"action": "burn_card", "face": "down"})")
        << QStringLiteral("Blackjack §6a(c)") << QStringLiteral("BJ-SHUF-13");
}

void TestSixToFiveSingleDeck::firstStepOfTheRound() {
    QFETCH(bool, burnEachRound);
    QFETCH(QString, action);
    QFETCH(QString, citation);
    QFETCH(QString, requirement);
    const Scenario scenario = roundAt(sixToFiveTable(1, burnEachRound), 1, 0);
    Session session(scenario, refereeFor(scenario));
    const auto options = session.expected();
    QVERIFY(!options.empty());
    QCOMPARE(qs(toJson(options.front().action)), action);
    QCOMPARE(qs(options.front().rule.citation.text()), citation);
    QCOMPARE(qs(options.front().rule.requirement), requirement);
    const Verdict verdict = session.perform(options.front().action);
    QVERIFY(verdict.correct);
    // The burn (where elected) is the deck's first card, the 10H: the
    // lesson's order is the front of the deck in the hand.
    if (burnEachRound) {
        QCOMPARE(toString(session.state().discardRack.back()), std::string("10H"));
    }
}

void TestSixToFiveSingleDeck::noBurnWithoutTheElection() {
    // §6A(c): the burn at the commencement of a round is "upon the election
    // of the gaming licensee"; without it, and with the deck already in the
    // hand (§6A(b)), a burn is refused and the deck keeps its card.
    const Scenario scenario = roundAt(sixToFiveTable(1), 1, 0);
    Session session(scenario, refereeFor(scenario));
    const TableState before = session.state();
    const Verdict verdict = session.perform(BurnCard{Face::Down});
    QVERIFY(!verdict.correct);
    QVERIFY(!verdict.applied);
    QCOMPARE(verdict.severity, Severity::Major);
    QCOMPARE(qs(verdict.rule.citation.text()), QStringLiteral("Blackjack §6a(c)"));
    QCOMPARE(qs(verdict.rule.requirement), QStringLiteral("BJ-SHUF-13"));
    QCOMPARE(session.state(), before);
}

void TestSixToFiveSingleDeck::singleDeckPreparedAfterTheCutCard() {
    auto session = singleDeckAt(Stage::ShoeFinished);
    QCOMPARE(session->state().stage, Stage::ShoeFinished);
    // §2(c): the other deck, stored in the shuffler, is deck 1's 52 cards.
    QCOMPARE(session->state().shufflerBatch.size(), std::size_t{52});
    QStringList actions;
    for (int i = 0; i < 20 && !session->isComplete(); ++i) {
        const auto options = session->expected();
        QVERIFY(!options.empty());
        QVERIFY(session->perform(options.front().action).correct);
        actions << qs(toJson(options.front().action));
    }
    // §6A(j): the rest of the deck into the device; §2(c): the other out;
    // §5(e)(3): the cut card came out on the dealer's hand, so the cut goes to
    // box 2, farthest right; the player cuts the one deck (half way, within
    // it); §5(i): a cut card under the bottom card, the second 18 in;
    // §6A(b): the deck into the hand; no burn.
    const QStringList expected{QStringLiteral(R"({"action": "clear_shoe"})"),
                               QStringLiteral(R"({"action": "take_from_shuffler"})"),
                               QStringLiteral(R"({"action": "offer_cut", "seat": 2})"),
                               QStringLiteral(R"({"action": "complete_cut"})"),
                               QStringLiteral(R"({"action": "insert_cut_card", "from_back": 0})"),
                               QStringLiteral(R"({"action": "insert_cut_card", "from_back": 18})"),
                               QStringLiteral(R"({"action": "load_shoe"})")};
    QCOMPARE(actions, expected);
    const TableState &state = session->state();
    QCOMPARE(state.stage, Stage::ReadyToDeal);
    QCOMPARE(static_cast<int>(state.shoe.size()), 52);
    QVERIFY(std::all_of(state.shoe.begin(), state.shoe.end(),
                        [](const Card &card) { return card.deck == 1; }));
    QCOMPARE(state.shoeCardsBehindCutCard, 18);
    QVERIFY(state.bottomCardCovered);
    QVERIFY(!state.burnCard);
    QVERIFY(state.discardRack.empty());
}

void TestSixToFiveSingleDeck::cutDepth_data() {
    QTest::addColumn<int>("decks");
    QTest::addColumn<int>("position"); // cards in front of the cut card
    QTest::addColumn<bool>("proper");
    // One deck: within the deck (checklist handling of §5(c)).
    QTest::newRow("§5(c) BJ-SHUF-06 one deck: one card in") << 1 << 1 << true;
    QTest::newRow("§5(c) BJ-SHUF-06 one deck: one card from the back") << 1 << 51 << true;
    QTest::newRow("§5(c) BJ-SHUF-06 one deck: in front of the deck") << 1 << 0 << false;
    QTest::newRow("§5(c) BJ-SHUF-06 one deck: behind the deck") << 1 << 52 << false;
    // Two decks: "at least a deck in from either end", between the decks.
    QTest::newRow("§5(c) BJ-SHUF-06 two decks: between the decks") << 2 << 52 << true;
    QTest::newRow("§5(c) BJ-SHUF-06 two decks: 51 cards in") << 2 << 51 << false;
    QTest::newRow("§5(c) BJ-SHUF-06 two decks: 51 cards from the back") << 2 << 53 << false;
}

void TestSixToFiveSingleDeck::cutDepth() {
    QFETCH(int, decks);
    QFETCH(int, position);
    QFETCH(bool, proper);
    const int dealt = decks == 1 ? 32 : 67; // the third card behind the cut card
    const Scenario scenario = roundAt(sixToFiveTable(decks), decks, dealt);
    Session session(scenario, refereeFor(scenario));
    for (int i = 0; i < 60 && session.state().stage != Stage::Cutting; ++i) {
        QVERIFY(session.perform(session.expected().front().action).correct);
    }
    QCOMPARE(session.state().stage, Stage::Cutting);
    // What is cut is the other deck (or set), just out of the shuffler.
    QCOMPARE(static_cast<int>(session.state().stack.size()), 52 * decks);
    QCOMPARE(ShoePreparationReferee::isProperCut(session.state(), position), proper);
}

void TestSixToFiveSingleDeck::preparationMistakes_data() {
    QTest::addColumn<Stage>("stage");
    QTest::addColumn<int>("steps"); // correct steps after reaching `stage`
    QTest::addColumn<QString>("mistake");
    QTest::addColumn<QString>("citation");
    QTest::addColumn<QString>("requirement");
    QTest::newRow("§5(i) BJ-SHUF-12 the second cut card 17 in, short of a third")
        << Stage::CutCompleted << 1
        << QStringLiteral(R"({"action": "insert_cut_card", "from_back": 17})")
        << QStringLiteral("Blackjack §5(i)") << QStringLiteral("BJ-SHUF-12");
    QTest::newRow("§5(i) BJ-SHUF-12 the bottom card left uncovered")
        << Stage::CutCompleted << 0
        << QStringLiteral(R"({"action": "insert_cut_card", "from_back": 18})")
        << QStringLiteral("Blackjack §5(i)") << QStringLiteral("BJ-SHUF-12");
    QTest::newRow("§6a(c) BJ-SHUF-13 a burn once the deck is in the hand")
        << Stage::CutCardPlaced << 1 << QStringLiteral(R"({"action": "burn_card", "face": "down"})")
        << QStringLiteral("Blackjack §6a(c)") << QStringLiteral("BJ-SHUF-13");
}

void TestSixToFiveSingleDeck::preparationMistakes() {
    QFETCH(Stage, stage);
    QFETCH(int, steps);
    QFETCH(QString, mistake);
    QFETCH(QString, citation);
    QFETCH(QString, requirement);
    auto session = singleDeckAt(stage);
    QCOMPARE(session->state().stage, stage);
    for (int i = 0; i < steps; ++i) {
        QVERIFY(session->perform(session->expected().front().action).correct);
    }
    const TableState before = session->state();
    const Verdict verdict = session->perform(parsed(mistake));
    QVERIFY(!verdict.correct);
    QVERIFY(!verdict.applied);
    QCOMPARE(qs(verdict.rule.citation.text()), citation);
    QCOMPARE(qs(verdict.rule.requirement), requirement);
    QCOMPARE(session->state(), before);
}

void TestSixToFiveSingleDeck::noShoeBurnWhateverTheStart_data() {
    QTest::addColumn<int>("start"); // StartSituation
    QTest::addColumn<int>("decks");
    QTest::addColumn<bool>("burnEachRound");
    QTest::addColumn<QString>("roundStart"); // the round's first action
    // §6(c)'s burns are the shoe's: "After each full set of cards is placed
    // in the shoe" and "Each new dealer ... shall also burn one card as
    // described herein". The 6 to 5 deck is dealt from the hand (§6(a),
    // §6A(b)); its only burn is §6A(c)'s, "upon the election of the gaming
    // licensee", at the commencement of each round. So a new dealer burns
    // none, and the deck prepared after the cut card is not burned either
    // (§5(i), §6A(b), (j)): the round's first step follows.
    const QString dealDown =
        QStringLiteral(R"({"action": "deal_card", "seat": 1, "hand": 1, "face": "down", )"
                       R"("sideways": false})");
    const QString burnDown = QStringLiteral(R"({"action": "burn_card", "face": "down"})");
    const auto newDealer = static_cast<int>(StartSituation::NewDealer);
    const auto cutCard = static_cast<int>(StartSituation::CutCardReached);
    const auto roundReady = static_cast<int>(StartSituation::RoundReady);
    QTest::newRow("§6a(c) BJ-SHUF-13 round ready, one deck: the deal, no burn")
        << roundReady << 1 << false << dealDown;
    QTest::newRow("§6a(c) BJ-SHUF-13 a new dealer, one deck: the deal, no burn")
        << newDealer << 1 << false << dealDown;
    QTest::newRow("§6a(c) BJ-SHUF-13 a new dealer, two decks: the deal, no burn")
        << newDealer << 2 << false << dealDown;
    QTest::newRow("§6a(c) BJ-SHUF-13 a new dealer, burn elected: the round's burn only")
        << newDealer << 1 << true << burnDown;
    QTest::newRow("§6a(j) §5(i) BJ-SHUF-13 after the cut card, one deck: prepared, no burn")
        << cutCard << 1 << false << dealDown;
    QTest::newRow("§6a(j) §5(i) BJ-SHUF-13 after the cut card, two decks: prepared, no burn")
        << cutCard << 2 << false << dealDown;
    QTest::newRow("§6a(j) §5(i) BJ-SHUF-13 after the cut card, burn elected: the round's burn")
        << cutCard << 1 << true << burnDown;
}

void TestSixToFiveSingleDeck::noShoeBurnWhateverTheStart() {
    QFETCH(int, start);
    QFETCH(int, decks);
    QFETCH(bool, burnEachRound);
    QFETCH(QString, roundStart);
    Scenario scenario = startingAt(static_cast<StartSituation>(start),
                                   sixToFiveTable(decks, burnEachRound), decks, 10);
    scenario.cutCardCameOut = CutCardCameOut::OnDealerHand; // §5(e)(3): the cut to box 2
    QVERIFY2(problemsOf(scenario).isEmpty(), qPrintable(problemsOf(scenario).join(" | ")));
    Session session(scenario, refereeFor(scenario));
    // §2(c): the other deck (or set) is stored in the shuffler from the start.
    QCOMPARE(static_cast<int>(session.state().shufflerBatch.size()), 52 * decks);
    QVERIFY(!session.state().newDealerMustBurn);
    // The referee's first expectations to the round's first card or burn:
    // every one correct, none a §6(c) burn.
    std::optional<Expectation> first;
    for (int i = 0; i < 40 && !first; ++i) {
        const auto options = session.expected();
        QVERIFY(!options.empty());
        const Expectation step = options.front();
        QVERIFY2(step.rule.citation.text() != "Blackjack §6(c)", step.description.c_str());
        if (std::holds_alternative<DealCard>(step.action) ||
            std::holds_alternative<BurnCard>(step.action)) {
            first = step; // the preparation has neither: the round's first step
            break;
        }
        QVERIFY2(session.perform(step.action).correct, step.description.c_str());
    }
    QVERIFY(first.has_value());
    QCOMPARE(qs(toJson(first->action)), roundStart);
    QCOMPARE(qs(first->rule.citation.text()).left(15), QStringLiteral("Blackjack §6a(c"));
    // The deck in the hand keeps its cut cards (§5(i)): the bottom covered,
    // the second at least a third from the back.
    QVERIFY(session.state().bottomCardCovered);
    QCOMPARE(session.state().shoeCardsBehindCutCard, (52 * decks + 2) / 3);
    // Without the election a burn is refused (§6A(c)), not expected (§6(c)).
    if (!burnEachRound) {
        const Verdict burned = session.perform(BurnCard{Face::Down});
        QVERIFY(!burned.correct);
        QCOMPARE(qs(burned.rule.citation.text()), QStringLiteral("Blackjack §6a(c)"));
        QCOMPARE(qs(burned.rule.requirement), QStringLiteral("BJ-SHUF-13"));
    }
}

QTEST_GUILESS_MAIN(TestSixToFiveSingleDeck)
#include "tst_blackjack_six_to_five_single_deck.moc"
