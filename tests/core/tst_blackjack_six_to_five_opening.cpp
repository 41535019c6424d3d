// Opening a new or idle table of the 6 to 5 variation dealt from the hand
// (Blackjack §6A). The text: §2(c) "an automated card shuffling device shall
// be utilized for the 6 to 5 blackjack variation, which shall shuffle and
// store one deck or a set of two decks of cards while the other deck or set
// of two decks is being dealt"; §4(a)-(b), §4(d) "If an automated shuffling
// device is utilized, all the decks in one batch of cards shall be spread for
// inspection on the table separate from the decks in the other batch ...
// each batch of cards shall separately be turned face downward on the table
// and stacked"; §5(j)(2) at an idle table "the cards shall be stacked and
// placed into the automated shuffling device to be shuffled. The batch of
// cards already in the shuffler shall then be removed"; §5(i) "after the
// cards have been removed from the automated shuffling device and cut, the
// dealer shall maintain one cut card to cover the bottom card ... a second cut
// card at a position at least one-third of the way in from the back"; §6A(b)
// the deck into either hand. The checklist applies BJ-OPEN-03 and BJ-OPEN-06
// to a table with the batch device, which the variation requires
// (variation_6to5: "ACSD required"). Expected values come from the text: a
// deck holds 52 cards, a third of them is 17 and a third, so at least 18 lie
// behind the second cut card; of a set of two decks (104), at least 35; the
// other deck is numbered after the one dealt.

#include "preparation_test_support.h"
#include "round_test_support.h"

#include <QTest>
#include <core/action_codec.h>
#include <core/games/blackjack/table_rules.h>
#include <core/referee_for.h>
#include <core/session.h>
#include <map>
#include <tuple>

using namespace dt;
using namespace dt::action;
using dttest::qs;
using preptest::compact;
using preptest::idleTableInspectedOnRequest;
using preptest::parsed;
using preptest::play;
using preptest::preparation;

namespace {

// A 6 to 5 table of one deck or a set of two (§2(a)(1)), the licensee's
// rounds per deck (§5(i)) and burn at each round (§6A(c)); players at seats 2
// and 5, seat 2 first to the table.
Scenario sixToFiveTable(StartSituation start, int decks, bool oneRoundPerDeck = false,
                        bool burnEachRound = false) {
    Scenario scenario = dttest::scenarioFor(Regulation::Blackjack, start, {2, 5}, decks);
    if (start == StartSituation::IdleTable && oneRoundPerDeck) {
        scenario.cardsDealt = 0; // §5(i): every round from a fresh deck
    }
    scenario.rules = roundtest::sixToFiveRules(decks, burnEachRound, oneRoundPerDeck);
    for (auto &player : scenario.players) {
        player.wager = Money::dollars(10);
        player.basicStrategy = true;
    }
    return scenario;
}

int secondCutCardDepth(int decks) {
    return decks == 1 ? 18 : 35; // at least a third of 52 or 104
}

int cardsOfDecks(const std::vector<Card> &cards, int firstDeck, int decks) {
    return static_cast<int>(std::count_if(cards.begin(), cards.end(), [&](const Card &card) {
        return card.deck >= firstDeck && card.deck < firstDeck + decks;
    }));
}

// Every card of both decks (or sets) exactly once, wherever it lies.
bool everyCardOnce(const TableState &state, int decks) {
    return preptest::everyCardOnce(state, 2 * decks * 52);
}

// §2(c), §5(j)(2): the first deck out of the device; §5(e)(1): cut by the
// first player to the table (seat 2); §5(i): the bottom card covered, a
// second cut card where several rounds are dealt from a deck; §6A(b): into
// the hand, no burn (§6A(c)).
QStringList fromTheDeviceToTheHand(int decks, bool oneRoundPerDeck) {
    QStringList steps{R"({"action":"take_from_shuffler"})", R"({"action":"offer_cut","seat":2})",
                      R"({"action":"complete_cut"})",
                      R"({"action":"insert_cut_card","from_back":0})"};
    if (!oneRoundPerDeck) {
        steps << QStringLiteral(R"({"action":"insert_cut_card","from_back":%1})")
                     .arg(secondCutCardDepth(decks));
    }
    steps << R"({"action":"load_shoe"})";
    return steps;
}

// The deck numbered from `firstDeck` whole in the dealer's hand, its cut
// cards placed; the other stored in the device; every card once.
void checkDeckInHand(const TableState &state, int firstDeck, int decks, bool oneRoundPerDeck) {
    QCOMPARE(state.stage, Stage::ReadyToDeal);
    QCOMPARE(cardsOfDecks(state.shoe, firstDeck, decks), decks * 52);
    QCOMPARE(cardsOfDecks(state.shufflerBatch, decks - firstDeck, decks), decks * 52);
    QVERIFY(state.discardRack.empty());
    QVERIFY(state.bottomCardCovered);
    QCOMPARE(state.shoeCardsBehindCutCard, oneRoundPerDeck ? 0 : secondCutCardDepth(decks));
    QVERIFY(everyCardOnce(state, decks));
}

} // namespace

Q_DECLARE_METATYPE(dt::StartSituation)

class TestSixToFiveOpening : public QObject {
    Q_OBJECT

private slots:
    void newTable_data();
    void newTable();
    void idleTable_data();
    void idleTable();
    void idleTableSpreadsTheDeckOnRequest();
    void perfectDealerPlaysTheFirstRound_data();
    void perfectDealerPlaysTheFirstRound();
    void stepsCiteTheirSection_data();
    void stepsCiteTheirSection();
    void mistakes_data();
    void mistakes();
    void everyStartIsValid_data();
    void everyStartIsValid();
};

void TestSixToFiveOpening::newTable_data() {
    QTest::addColumn<int>("decks");
    QTest::addColumn<bool>("oneRoundPerDeck");
    QTest::newRow("BJ-OPEN-03 BJ-SHUF-12 BJ-DEAL-14 one deck, several rounds") << 1 << false;
    QTest::newRow("BJ-OPEN-03 BJ-SHUF-12 BJ-DEAL-14 a set of two decks, several rounds")
        << 2 << false;
    QTest::newRow("BJ-OPEN-03 BJ-SHUF-12 BJ-CONF-14 one deck, one round per deck") << 1 << true;
}

void TestSixToFiveOpening::newTable() {
    // §4(a), §4(d), §2(c), §5(e)(1), §5(i), §6A(b): inspected, each deck (or
    // set) spread, turned and stacked on its own; both into the device; the
    // first out, cut by the first player to the table (seat 2), its cut
    // cards, into the hand; the other stays shuffled and stored.
    QFETCH(int, decks);
    QFETCH(bool, oneRoundPerDeck);
    auto session = preparation(sixToFiveTable(StartSituation::NewTable, decks, oneRoundPerDeck));
    QCOMPARE(static_cast<int>(session->state().stack.size()), 2 * decks * 52);
    const QStringList expected =
        QStringList{
            R"({"action":"inspect_cards"})",
            R"({"action":"spread_cards","face":"up","batch":1})",
            R"({"action":"spread_cards","face":"up","batch":2})",
            R"({"action":"turn_cards","face":"down","batch":1})",
            R"({"action":"stack_cards","batch":1})",
            R"({"action":"turn_cards","face":"down","batch":2})",
            R"({"action":"stack_cards","batch":2})",
            R"({"action":"place_cards","to":"shuffler"})",
            R"({"action":"place_cards","to":"shuffler"})",
        } +
        fromTheDeviceToTheHand(decks, oneRoundPerDeck);
    QCOMPARE(play(*session), expected);
    QVERIFY(session->isComplete());
    // The first deck (or set) in the hand, whole: no card burned (§6A(c)).
    checkDeckInHand(session->state(), 0, decks, oneRoundPerDeck);
}

void TestSixToFiveOpening::idleTable_data() {
    QTest::addColumn<int>("decks");
    QTest::addColumn<bool>("oneRoundPerDeck");
    QTest::newRow("BJ-OPEN-04 BJ-OPEN-06 BJ-SHUF-12 one deck") << 1 << false;
    QTest::newRow("BJ-OPEN-04 BJ-OPEN-06 BJ-SHUF-12 a set of two decks") << 2 << false;
    QTest::newRow("BJ-OPEN-06 BJ-CONF-14 one deck, one round per deck") << 1 << true;
}

void TestSixToFiveOpening::idleTable() {
    // §5(j): the deck in use from the hand and the discard rack spread, turned
    // down after the player's look; §5(j)(2): stacked into the device, the
    // deck already in it removed and dealt without a new spread; §5(i), §6A(b).
    QFETCH(int, decks);
    QFETCH(bool, oneRoundPerDeck);
    auto session = preparation(sixToFiveTable(StartSituation::IdleTable, decks, oneRoundPerDeck));
    QCOMPARE(cardsOfDecks(session->state().shufflerBatch, decks, decks), decks * 52);
    const QStringList expected =
        QStringList{
            R"({"action":"spread_cards","face":"up"})",
            R"({"action":"turn_cards","face":"down"})",
            R"({"action":"stack_cards"})",
            R"({"action":"place_cards","to":"shuffler"})",
        } +
        fromTheDeviceToTheHand(decks, oneRoundPerDeck);
    QCOMPARE(play(*session), expected);
    QVERIFY(session->isComplete());
    // The other deck in the hand, the one spread shuffled and stored.
    checkDeckInHand(session->state(), decks, decks, oneRoundPerDeck);
}

void TestSixToFiveOpening::idleTableSpreadsTheDeckOnRequest() {
    // §5(j)(2), BJ-OPEN-06: "Unless a player so requests": the deck taken out
    // is spread for inspection and reshuffled by hand before its cut.
    Scenario scenario = sixToFiveTable(StartSituation::IdleTable, 1);
    scenario.players[0].requestsInspection = true;
    auto session = preparation(scenario);
    const QStringList actions = play(*session);
    QCOMPARE(actions.mid(0, 8), idleTableInspectedOnRequest());
    QVERIFY(actions.contains(QStringLiteral(R"({"action":"shuffle_step","step":"cut"})")));
    QCOMPARE(actions.mid(actions.size() - 4), fromTheDeviceToTheHand(1, false).mid(2));
    QVERIFY(session->isComplete());
    QCOMPARE(cardsOfDecks(session->state().shoe, 1, 1), 52);
    QVERIFY(everyCardOnce(session->state(), 1));
}

void TestSixToFiveOpening::perfectDealerPlaysTheFirstRound_data() {
    QTest::addColumn<StartSituation>("start");
    QTest::addColumn<int>("decks");
    QTest::addColumn<bool>("burnEachRound");
    QTest::newRow("BJ-OPEN-03 BJ-SHUF-13 BJ-DEAL-15 new table, one deck, burn each round")
        << StartSituation::NewTable << 1 << true;
    QTest::newRow("BJ-OPEN-03 BJ-DEAL-15 new table, two decks")
        << StartSituation::NewTable << 2 << false;
    QTest::newRow("BJ-OPEN-06 BJ-DEAL-15 idle table, two decks")
        << StartSituation::IdleTable << 2 << false;
}

void TestSixToFiveOpening::perfectDealerPlaysTheFirstRound() {
    // The opening, then the round dealt from the hand (§6A(c)-(i)): the
    // referee's first expectation at every step is graded correct to the end,
    // the round's cards in the device (§6A(i)).
    QFETCH(StartSituation, start);
    QFETCH(int, decks);
    QFETCH(bool, burnEachRound);
    const Scenario scenario = sixToFiveTable(start, decks, false, burnEachRound);
    Session session(scenario, refereeFor(scenario));
    QStringList actions;
    for (int i = 0; i < 200 && !session.isComplete(); ++i) {
        const auto options = session.expected();
        QVERIFY2(!options.empty(), qPrintable(actions.join(QLatin1Char('\n'))));
        const Verdict verdict = session.perform(options.front().action);
        QVERIFY2(verdict.correct, verdict.message.c_str());
        actions << compact(toJson(options.front().action));
    }
    QVERIFY(session.isComplete());
    QVERIFY(actions.contains(QStringLiteral(R"({"action":"load_shoe"})")));
    QCOMPARE(actions.contains(QStringLiteral(R"({"action":"burn_card","face":"down"})")),
             burnEachRound);
    QVERIFY(actions.indexOf(QStringLiteral(R"({"action":"load_shoe"})")) <
            actions.indexOf(QRegularExpression(QStringLiteral(R"(.*"deal_card".*)"))));
    // Cards are neither lost nor duplicated by the opening and the round.
    QCOMPARE(static_cast<int>(session.state().shufflerBatch.size()), decks * 52);
}

void TestSixToFiveOpening::stepsCiteTheirSection_data() {
    QTest::addColumn<StartSituation>("start");
    QTest::addColumn<int>("steps"); // reference steps before the one checked
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("citation");
    QTest::addColumn<QString>("requirement");
    const auto opening = StartSituation::NewTable;
    const auto idle = StartSituation::IdleTable;
    struct Step {
        const char *name;
        StartSituation start;
        int steps;
        const char *action, *citation, *requirement;
    };
    const Step rows[] = {
        {"§4(a) BJ-OPEN-01: the decks received inspected", opening, 0,
         R"({"action":"inspect_cards"})", "Blackjack §4(a)-(b)", "BJ-OPEN-01"},
        {"§4(d) BJ-OPEN-03: the second deck spread on its own", opening, 2,
         R"({"action":"spread_cards","face":"up","batch":2})", "Blackjack §4(d)", "BJ-OPEN-03"},
        {"§4(d) BJ-OPEN-03: the first deck stacked on its own", opening, 4,
         R"({"action":"stack_cards","batch":1})", "Blackjack §4(d)", "BJ-OPEN-03"},
        {"§2(c) BJ-SHUF-14: a deck into the device at the opening", opening, 7,
         R"({"action":"place_cards","to":"shuffler"})", "Blackjack §2(c)", "BJ-SHUF-14"},
        {"§2(c) BJ-SHUF-14: the first deck out, the other stored", opening, 9,
         R"({"action":"take_from_shuffler"})", "Blackjack §2(c)", "BJ-SHUF-14"},
        {"§5(e)(1) BJ-SHUF-04: the first player to the table cuts", opening, 10,
         R"({"action":"offer_cut","seat":2})", "Blackjack §5(e)(1)", "BJ-SHUF-04"},
        {"§5(i) BJ-SHUF-12: the bottom card covered", opening, 12,
         R"({"action":"insert_cut_card","from_back":0})", "Blackjack §5(i)", "BJ-SHUF-12"},
        {"§5(i) BJ-SHUF-12: the second cut card a third in", opening, 13,
         R"({"action":"insert_cut_card","from_back":18})", "Blackjack §5(i)", "BJ-SHUF-12"},
        {"§6a(b) BJ-DEAL-14: the deck into the hand", opening, 14, R"({"action":"load_shoe"})",
         "Blackjack §6a(b)", "BJ-DEAL-14"},
        {"§5(j) BJ-OPEN-04: the idle deck spread", idle, 0,
         R"({"action":"spread_cards","face":"down"})", "Blackjack §5(j)", "BJ-OPEN-04"},
        {"§5(j)(2) BJ-OPEN-06: the idle deck stacked, no wash", idle, 2,
         R"({"action":"stack_cards"})", "Blackjack §5(j)(2)", "BJ-OPEN-06"},
        {"§5(j)(2) BJ-OPEN-06: the idle deck into the device", idle, 3,
         R"({"action":"place_cards","to":"shuffler"})", "Blackjack §5(j)(2)", "BJ-OPEN-06"},
        {"§5(j)(2) BJ-OPEN-06: the deck in the device removed", idle, 4,
         R"({"action":"take_from_shuffler"})", "Blackjack §5(j)(2)", "BJ-OPEN-06"},
    };
    for (const Step &row : rows) {
        QTest::newRow(row.name) << row.start << row.steps << QString(row.action)
                                << QString(row.citation) << QString(row.requirement);
    }
}

void TestSixToFiveOpening::stepsCiteTheirSection() {
    QFETCH(StartSituation, start);
    QFETCH(int, steps);
    QFETCH(QString, action);
    QFETCH(QString, citation);
    QFETCH(QString, requirement);
    auto session = preparation(sixToFiveTable(start, 1));
    play(*session, steps);
    const Verdict verdict = session->perform(parsed(action));
    QVERIFY2(verdict.correct, verdict.message.c_str());
    QCOMPARE(qs(verdict.rule.citation.text()), citation);
    QCOMPARE(qs(verdict.rule.requirement), requirement);
}

void TestSixToFiveOpening::mistakes_data() {
    QTest::addColumn<StartSituation>("start");
    QTest::addColumn<int>("decks");
    QTest::addColumn<int>("steps");
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("citation");
    QTest::addColumn<QString>("requirement");
    QTest::addColumn<QString>("message"); // a part of the verdict's message
    const auto opening = StartSituation::NewTable;
    const auto idle = StartSituation::IdleTable;
    struct Mistake {
        const char *name;
        StartSituation start;
        int decks;
        int steps;
        const char *action, *citation, *requirement, *message;
    };
    const Mistake rows[] = {
        {"§4(d) BJ-OPEN-03: both decks spread together", opening, 1, 1,
         R"({"action":"spread_cards","face":"up"})", "Blackjack §4(d)", "BJ-OPEN-03",
         "spread each batch on its own"},
        {"§4(d) BJ-OPEN-03: both sets stacked together", opening, 2, 3,
         R"({"action":"stack_cards"})", "Blackjack §4(d)", "BJ-OPEN-03", "stacked separately"},
        {"§2(c) BJ-SHUF-14: the stacked decks shuffled by hand", opening, 1, 7,
         R"({"action":"shuffle"})", "Blackjack §2(c)", "BJ-SHUF-14",
         "not through a shuffle by hand"},
        {"§2(c) BJ-SHUF-14: the deck from the device shuffled again", opening, 1, 10,
         R"({"action":"shuffle"})", "Blackjack §2(c)", "BJ-SHUF-14", "shuffled already"},
        {"§5(e)(1) BJ-SHUF-04: the deck into the hand before the cut", opening, 1, 10,
         R"({"action":"load_shoe"})", "Blackjack §5(e)(1)", "BJ-SHUF-04", "Offer the cut"},
        {"§5(i) BJ-SHUF-12: the second cut card before the bottom one", opening, 2, 12,
         R"({"action":"insert_cut_card","from_back":35})", "Blackjack §5(i)", "BJ-SHUF-12",
         "covers the bottom card"},
        {"§5(i) BJ-SHUF-12: the second cut card a quarter in, not a third", opening, 2, 13,
         R"({"action":"insert_cut_card","from_back":26})", "Blackjack §5(i)", "BJ-SHUF-12",
         "at least one-third of the way in (35 cards of 104)"},
        {"§6a(c) BJ-SHUF-13: a card burned as the deck goes into the hand", opening, 1, 14,
         R"({"action":"burn_card","face":"down"})", "Blackjack §6a(c)", "BJ-SHUF-13",
         "No card is burned when the deck is taken"},
        {"§5(j)(2) BJ-OPEN-06: the deck in the device taken before the idle one goes in", idle, 1,
         3, R"({"action":"take_from_shuffler"})", "Blackjack §5(j)(2)", "BJ-OPEN-06",
         "go into the automated shuffling device first"},
        {"§5(j)(2) BJ-OPEN-06: the idle deck washed", idle, 1, 2, R"({"action":"wash_cards"})",
         "Blackjack §5(j)(2)", "BJ-OPEN-06", "placed into the device"},
        {"§5(j)(2) BJ-OPEN-06: the idle deck shuffled by hand", idle, 1, 3,
         R"({"action":"shuffle"})", "Blackjack §5(j)(2)", "BJ-OPEN-06", "not the dealer by hand"},
    };
    for (const Mistake &row : rows) {
        QTest::newRow(row.name) << row.start << row.decks << row.steps << QString(row.action)
                                << QString(row.citation) << QString(row.requirement)
                                << QString(row.message);
    }
}

void TestSixToFiveOpening::mistakes() {
    QFETCH(StartSituation, start);
    QFETCH(int, decks);
    QFETCH(int, steps);
    QFETCH(QString, action);
    QFETCH(QString, citation);
    QFETCH(QString, requirement);
    QFETCH(QString, message);
    auto session = preparation(sixToFiveTable(start, decks));
    play(*session, steps);
    const TableState before = session->state();
    const Verdict verdict = session->perform(parsed(action));
    QVERIFY(!verdict.correct);
    QCOMPARE(qs(verdict.rule.citation.text()), citation);
    QCOMPARE(qs(verdict.rule.requirement), requirement);
    QVERIFY2(qs(verdict.message).contains(message), verdict.message.c_str());
    // Refused: the table is as it was.
    QVERIFY(!verdict.applied);
    QVERIFY(session->state() == before);
    QVERIFY(everyCardOnce(session->state(), decks));
}

void TestSixToFiveOpening::everyStartIsValid_data() {
    QTest::addColumn<StartSituation>("start");
    QTest::addColumn<int>("decks");
    QTest::addColumn<bool>("oneRoundPerDeck");
    QTest::addColumn<QString>("problem"); // empty: valid
    QTest::newRow("§4(d) §6a BJ-OPEN-03 a new one-deck table")
        << StartSituation::NewTable << 1 << false << QString();
    QTest::newRow("§4(d) §6a BJ-OPEN-03 a new two-deck table")
        << StartSituation::NewTable << 2 << false << QString();
    QTest::newRow("§5(j)(2) §6a BJ-OPEN-06 an idle one-deck table")
        << StartSituation::IdleTable << 1 << false << QString();
    QTest::newRow("§5(j)(2) §6a BJ-OPEN-06 an idle two-deck table")
        << StartSituation::IdleTable << 2 << false << QString();
    // §5(i): one round per deck: an idle table's deck is a fresh one.
    QTest::newRow("§5(i) BJ-SHUF-12 an idle table at one round per deck, cards dealt")
        << StartSituation::IdleTable << 1 << true
        << QStringLiteral(
               "start.cardsDealt: this table deals one round per deck (Blackjack §5(i))");
}

void TestSixToFiveOpening::everyStartIsValid() {
    QFETCH(StartSituation, start);
    QFETCH(int, decks);
    QFETCH(bool, oneRoundPerDeck);
    QFETCH(QString, problem);
    Scenario scenario = sixToFiveTable(start, decks, oneRoundPerDeck);
    if (start == StartSituation::IdleTable) {
        scenario.cardsDealt = 10;
    }
    QStringList lines;
    for (const auto &found : validate(scenario)) {
        lines << qs(found.path + ": " + found.message);
    }
    if (problem.isEmpty()) {
        QVERIFY2(lines.isEmpty(), qPrintable(lines.join(QLatin1Char('\n'))));
    } else {
        QVERIFY2(lines.join(QLatin1Char('\n')).contains(problem),
                 qPrintable(lines.join(QLatin1Char('\n'))));
    }
}

QTEST_APPLESS_MAIN(TestSixToFiveOpening)
#include "tst_blackjack_six_to_five_opening.moc"
