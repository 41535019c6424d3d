// The preparation of a shoe table whose automated card shuffling device keeps
// two batches (Blackjack §2(b), the second paragraph lettered (b), cited
// "2(b)(n)" as printed; §4(d); §5(j)(2); §6(l); 002 (b)(4), (d)(1)-(3),
// (e)(9)(i)).
// Expected values come from the text: a six-deck batch holds 6 x 52 = 312
// cards, the other batch as many again with decks numbered 6 to 11 (another
// back colour); the cut card goes a quarter from the back (78 cards, §5(d));
// the first card is burned (§6(c)).

#include "preparation_test_support.h"

#include <QTest>
#include <core/action_codec.h>
#include <core/games/blackjack/blackjack_shoe_rules.h>
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

constexpr int kDecks = 6;
constexpr int kBatchCards = kDecks * 52;

// A table with `shuffler: automated_batches`; one player per seat, in order.
Scenario batchTable(Regulation regulation, StartSituation start,
                    std::initializer_list<int> seats = {3}) {
    Scenario scenario = dttest::scenarioFor(regulation, start, seats, kDecks);
    if (start == StartSituation::CutCardReached) {
        scenario.cutCardCameOut = CutCardCameOut::OnBox;
        scenario.cutCardSeat = *seats.begin();
    }
    blackjack::TableRules rules;
    rules.offer = blackjack::defaultTableOffer(regulation);
    rules.offer.shuffler = blackjack::Shuffler::AutomatedBatches;
    scenario.rules = rules;
    return scenario;
}

// The batch a card belongs to: decks 0-5 the first, 6-11 the second.
int batchOf(const Card &card) {
    return card.deck < kDecks ? 1 : 2;
}

int cardsOfBatch(const std::vector<Card> &cards, int batch) {
    return static_cast<int>(std::count_if(
        cards.begin(), cards.end(), [&](const Card &card) { return batchOf(card) == batch; }));
}

// Every card of both batches exactly once, wherever it lies.
bool everyCardOnce(const TableState &state) {
    return preptest::everyCardOnce(state, 2 * kBatchCards);
}

QStringList eventNames(const Session &session) {
    QStringList names;
    for (const auto &entry : session.timeline()) {
        if (entry.event) {
            names << qs(eventName(*entry.event));
        }
    }
    return names;
}

} // namespace

class TestShoePreparationBatches : public QObject {
    Q_OBJECT

private slots:
    void openingSpreadsAndStacksEachBatch();
    void cutCardReachedAlternatesTheBatches();
    void idleTableTakesTheStoredBatch();
    void idleTableSpreadsTheBatchOnRequest();
    void tribalIdleTableHasNoShortcut();
    void stepsCiteTheirSection_data();
    void stepsCiteTheirSection();
    void mistakes_data();
    void mistakes();
    void batchCodec_data();
    void batchCodec();
    void requestOnlyAtAnIdleTable_data();
    void requestOnlyAtAnIdleTable();
    void tribalOpeningWashesAndStacksEachBatch();
    void honouredRequestIsCleared();
    void requestWithoutTheShortcutChangesNothing_data();
    void requestWithoutTheShortcutChangesNothing();
    void requestAfterTheReshuffleChangesNothing();
};

void TestShoePreparationBatches::openingSpreadsAndStacksEachBatch() {
    // §4(d), §2(b)(3)-(4), §5(d), §6(c): seat 3 is the first player (§5(e)(1))
    // and cuts in the middle of the batch.
    auto session = preparation(batchTable(Regulation::Blackjack, StartSituation::NewTable));
    QCOMPARE(static_cast<int>(session->state().stack.size()), 2 * kBatchCards);
    const QStringList actions = play(*session);
    const QStringList expected = {
        R"({"action":"inspect_cards"})",
        R"({"action":"spread_cards","face":"up","batch":1})",
        R"({"action":"spread_cards","face":"up","batch":2})",
        R"({"action":"turn_cards","face":"down","batch":1})",
        R"({"action":"stack_cards","batch":1})",
        R"({"action":"turn_cards","face":"down","batch":2})",
        R"({"action":"stack_cards","batch":2})",
        R"({"action":"place_cards","to":"shuffler"})",
        R"({"action":"place_cards","to":"shuffler"})",
        R"({"action":"take_from_shuffler"})",
        R"({"action":"offer_cut","seat":3})",
        R"({"action":"complete_cut"})",
        QStringLiteral(R"({"action":"insert_cut_card","from_back":%1})").arg(kBatchCards / 4),
        R"({"action":"load_shoe"})",
        R"({"action":"burn_card","face":"down"})",
    };
    QCOMPARE(actions, expected);
    const TableState &state = session->state();
    QVERIFY(session->isComplete());
    // Batch 1 dealt, its first card burned; batch 2 shuffled and stored.
    QCOMPARE(cardsOfBatch(state.shoe, 1), kBatchCards - 1);
    QCOMPARE(cardsOfBatch(state.shoe, 2), 0);
    QCOMPARE(cardsOfBatch(state.discardRack, 1), 1);
    QCOMPARE(cardsOfBatch(state.shufflerBatch, 2), kBatchCards);
    QVERIFY(state.stack.empty());
    QVERIFY(everyCardOnce(state));
}

void TestShoePreparationBatches::cutCardReachedAlternatesTheBatches() {
    // §6(l)(2)(i), §2(b)(3)-(5), §5(e)(2): the cut card came out on box 3.
    auto session = preparation(batchTable(Regulation::Blackjack, StartSituation::CutCardReached));
    const TableState &start = session->state();
    QCOMPARE(cardsOfBatch(start.shoe, 1) + cardsOfBatch(start.discardRack, 1), kBatchCards);
    QCOMPARE(cardsOfBatch(start.shufflerBatch, 2), kBatchCards);
    QVERIFY(everyCardOnce(start));
    const QStringList actions = play(*session);
    const QStringList expected = {
        R"({"action":"clear_shoe"})",
        R"({"action":"place_cards","to":"shuffler"})",
        R"({"action":"take_from_shuffler"})",
        R"({"action":"offer_cut","seat":3})",
        R"({"action":"complete_cut"})",
        QStringLiteral(R"({"action":"insert_cut_card","from_back":%1})").arg(kBatchCards / 4),
        R"({"action":"load_shoe"})",
        R"({"action":"burn_card","face":"down"})",
    };
    QCOMPARE(actions, expected);
    const TableState &state = session->state();
    QVERIFY(session->isComplete());
    // Batch 2 now in play, batch 1 shuffled and stored; one batch in the rack.
    QCOMPARE(cardsOfBatch(state.shoe, 2), kBatchCards - 1);
    QCOMPARE(cardsOfBatch(state.discardRack, 2), 1);
    QCOMPARE(cardsOfBatch(state.discardRack, 1), 0);
    QCOMPARE(cardsOfBatch(state.shufflerBatch, 1), kBatchCards);
    QVERIFY(everyCardOnce(state));
}

void TestShoePreparationBatches::idleTableTakesTheStoredBatch() {
    // §5(j), §5(j)(2): spread, turned down, stacked, into the device; the
    // batch already inside dealt without a new spread or a shuffle by hand.
    auto session = preparation(batchTable(Regulation::Blackjack, StartSituation::IdleTable));
    const QStringList actions = play(*session);
    const QStringList expected = {
        R"({"action":"spread_cards","face":"up"})",
        R"({"action":"turn_cards","face":"down"})",
        R"({"action":"stack_cards"})",
        R"({"action":"place_cards","to":"shuffler"})",
        R"({"action":"take_from_shuffler"})",
        R"({"action":"offer_cut","seat":3})",
        R"({"action":"complete_cut"})",
        QStringLiteral(R"({"action":"insert_cut_card","from_back":%1})").arg(kBatchCards / 4),
        R"({"action":"load_shoe"})",
        R"({"action":"burn_card","face":"down"})",
    };
    QCOMPARE(actions, expected);
    QCOMPARE(cardsOfBatch(session->state().shoe, 2), kBatchCards - 1);
    QCOMPARE(cardsOfBatch(session->state().shufflerBatch, 1), kBatchCards);
    QVERIFY(everyCardOnce(session->state()));
    QVERIFY(!eventNames(*session).contains(QStringLiteral("player_requests_inspection")));
}

void TestShoePreparationBatches::idleTableSpreadsTheBatchOnRequest() {
    // §5(j)(2): "Unless a player so requests": the batch taken out is spread
    // for inspection and reshuffled (a manual shuffle, §5(l)) before the cut.
    Scenario scenario = batchTable(Regulation::Blackjack, StartSituation::IdleTable);
    scenario.players[0].requestsInspection = true;
    auto session = preparation(scenario);
    const QStringList actions = play(*session);
    QCOMPARE(actions.mid(0, 8), idleTableInspectedOnRequest());
    QCOMPARE(actions.at(8), QStringLiteral(R"({"action":"shuffle_step","step":"riffle"})"));
    QVERIFY(actions.contains(QStringLiteral(R"({"action":"shuffle_step","step":"cut"})")));
    QVERIFY(actions.contains(QStringLiteral(R"({"action":"offer_cut","seat":3})")));
    QCOMPARE(eventNames(*session).count(QStringLiteral("player_requests_inspection")), 1);
    QVERIFY(session->isComplete());
    QCOMPARE(cardsOfBatch(session->state().shoe, 2), kBatchCards - 1);
    QVERIFY(everyCardOnce(session->state()));
}

void TestShoePreparationBatches::tribalIdleTableHasNoShortcut() {
    // 002 (e)(9)(i), BJ2-OPEN-02: "Regardless of shuffling method": wash,
    // stack, shuffle and cut; the batch in the device stays there.
    auto session = preparation(batchTable(Regulation::BlackjackTribal, StartSituation::IdleTable));
    const QStringList actions = play(*session);
    QCOMPARE(actions.mid(0, 5), (QStringList{
                                    R"({"action":"spread_cards","face":"up"})",
                                    R"({"action":"turn_cards","face":"down"})",
                                    R"({"action":"wash_cards"})",
                                    R"({"action":"stack_cards"})",
                                    R"({"action":"shuffle"})",
                                }));
    QVERIFY(!actions.contains(QStringLiteral(R"({"action":"take_from_shuffler"})")));
    QCOMPARE(cardsOfBatch(session->state().shoe, 1), kBatchCards - 1);
    QCOMPARE(cardsOfBatch(session->state().shufflerBatch, 2), kBatchCards);
    QVERIFY(everyCardOnce(session->state()));
}

void TestShoePreparationBatches::stepsCiteTheirSection_data() {
    QTest::addColumn<int>("regulation");
    QTest::addColumn<int>("start");
    QTest::addColumn<int>("steps"); // reference steps before the one checked
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("citation");
    QTest::addColumn<QString>("requirement");
    const int ma = static_cast<int>(Regulation::Blackjack);
    const int tribal = static_cast<int>(Regulation::BlackjackTribal);
    const int opening = static_cast<int>(StartSituation::NewTable);
    const int cutCard = static_cast<int>(StartSituation::CutCardReached);
    const int idle = static_cast<int>(StartSituation::IdleTable);
    QTest::newRow("§4(d) BJ-OPEN-03: batch 1 spread on its own")
        << ma << opening << 1 << R"({"action":"spread_cards","face":"up","batch":1})"
        << "Blackjack §4(d)"
        << "BJ-OPEN-03";
    QTest::newRow("§4(d) BJ-OPEN-03: batch 2 spread first is as good")
        << ma << opening << 1 << R"({"action":"spread_cards","face":"up","batch":2})"
        << "Blackjack §4(d)"
        << "BJ-OPEN-03";
    QTest::newRow("§4(d) BJ-OPEN-03: batch 2 turned down on its own")
        << ma << opening << 3 << R"({"action":"turn_cards","face":"down","batch":2})"
        << "Blackjack §4(d)"
        << "BJ-OPEN-03";
    QTest::newRow("§4(d) BJ-OPEN-03: batch 1 stacked on its own")
        << ma << opening << 4 << R"({"action":"stack_cards","batch":1})"
        << "Blackjack §4(d)"
        << "BJ-OPEN-03";
    QTest::newRow("§2(b)[2nd](3) BJ-CONF-03: a batch into the device at the opening")
        << ma << opening << 7 << R"({"action":"place_cards","to":"shuffler"})"
        << "Blackjack §2(b)"
        << "BJ-CONF-03";
    QTest::newRow("§2(b)(4) BJ-CONF-03: batch 1 out, shuffled")
        << ma << opening << 9 << R"({"action":"take_from_shuffler"})"
        << "Blackjack §2(b)(4)"
        << "BJ-CONF-03";
    QTest::newRow("§6(l)(2)(i) BJ-SHUF-09: the shoe emptied, no plug")
        << ma << cutCard << 0 << R"({"action":"clear_shoe"})"
        << "Blackjack §6(l)(2)(i)"
        << "BJ-SHUF-09";
    QTest::newRow("§2(b)[2nd](3) BJ-CONF-03: the batch used into the device")
        << ma << cutCard << 1 << R"({"action":"place_cards","to":"shuffler"})"
        << "Blackjack §2(b)"
        << "BJ-CONF-03";
    QTest::newRow("§2(b)(4) BJ-CONF-03: the other batch out")
        << ma << cutCard << 2 << R"({"action":"take_from_shuffler"})"
        << "Blackjack §2(b)(4)"
        << "BJ-CONF-03";
    QTest::newRow("§5(e)(2) BJ-SHUF-04: the batch out is cut")
        << ma << cutCard << 3 << R"({"action":"offer_cut","seat":3})"
        << "Blackjack §5(e)(2)"
        << "BJ-SHUF-04";
    QTest::newRow("§5(j)(2) BJ-OPEN-06: the idle cards stacked, no wash")
        << ma << idle << 2 << R"({"action":"stack_cards"})"
        << "Blackjack §5(j)(2)"
        << "BJ-OPEN-06";
    QTest::newRow("§5(j)(2) BJ-OPEN-06: placed into the device")
        << ma << idle << 3 << R"({"action":"place_cards","to":"shuffler"})"
        << "Blackjack §5(j)(2)"
        << "BJ-OPEN-06";
    QTest::newRow("§5(j)(2) BJ-OPEN-06: the batch inside removed")
        << ma << idle << 4 << R"({"action":"take_from_shuffler"})"
        << "Blackjack §5(j)(2)"
        << "BJ-OPEN-06";
    QTest::newRow("002 (b)(4)(iv) BJ2-CONF-02: the batch used into the device")
        << tribal << cutCard << 1 << R"({"action":"place_cards","to":"shuffler"})"
        << "Blackjack (tribal) (b)(4)(iv)"
        << "BJ2-CONF-02";
    QTest::newRow("002 (b)(4)(v) BJ2-CONF-02: the other batch out")
        << tribal << cutCard << 2 << R"({"action":"take_from_shuffler"})"
        << "Blackjack (tribal) (b)(4)(v)"
        << "BJ2-CONF-02";
    QTest::newRow("002 (e)(9)(i) BJ2-OPEN-02: the idle cards washed")
        << tribal << idle << 2 << R"({"action":"wash_cards"})"
        << "Blackjack (tribal) (e)(9)(i)"
        << "BJ2-OPEN-02";
    // 002's opening: inspect, the floorperson's verification, then each batch.
    QTest::newRow("002 (d)(2) BJ-OPEN-01: batch 1 spread face up")
        << tribal << opening << 2 << R"({"action":"spread_cards","face":"up","batch":1})"
        << "Blackjack (tribal) (d)(2)"
        << "BJ-OPEN-01";
    QTest::newRow("002 (d)(3) BJ2-OPEN-02: batch 1 turned face down")
        << tribal << opening << 4 << R"({"action":"turn_cards","face":"down","batch":1})"
        << "Blackjack (tribal) (d)(3)"
        << "BJ2-OPEN-02";
    QTest::newRow("002 (d)(3) BJ2-OPEN-02: batch 1 washed, regardless of shuffling method")
        << tribal << opening << 5 << R"({"action":"wash_cards","batch":1})"
        << "Blackjack (tribal) (d)(3)"
        << "BJ2-OPEN-02";
    QTest::newRow("002 (d)(3) BJ2-OPEN-02: batch 1 stacked")
        << tribal << opening << 6 << R"({"action":"stack_cards","batch":1})"
        << "Blackjack (tribal) (d)(3)"
        << "BJ2-OPEN-02";
    QTest::newRow("002 (b)(4)(iv) BJ2-CONF-02: a batch into the device at the opening")
        << tribal << opening << 10 << R"({"action":"place_cards","to":"shuffler"})"
        << "Blackjack (tribal) (b)(4)(iv)"
        << "BJ2-CONF-02";
    QTest::newRow("002 (b)(4)(v) BJ2-CONF-02: batch 1 out of the device")
        << tribal << opening << 12 << R"({"action":"take_from_shuffler"})"
        << "Blackjack (tribal) (b)(4)(v)"
        << "BJ2-CONF-02";
    QTest::newRow("002 (e)(5)(i) BJ2-SHUF-03: the first player cuts batch 1")
        << tribal << opening << 13 << R"({"action":"offer_cut","seat":3})"
        << "Blackjack (tribal) (e)(5)(i)"
        << "BJ2-SHUF-03";
}

void TestShoePreparationBatches::stepsCiteTheirSection() {
    QFETCH(int, regulation);
    QFETCH(int, start);
    QFETCH(int, steps);
    QFETCH(QString, action);
    QFETCH(QString, citation);
    QFETCH(QString, requirement);
    auto session = preparation(
        batchTable(static_cast<Regulation>(regulation), static_cast<StartSituation>(start)));
    play(*session, steps);
    const Verdict verdict = session->perform(parsed(action));
    QVERIFY2(verdict.correct, verdict.message.c_str());
    QCOMPARE(qs(verdict.rule.citation.text()), citation);
    QCOMPARE(qs(verdict.rule.requirement), requirement);
}

void TestShoePreparationBatches::mistakes_data() {
    QTest::addColumn<int>("regulation");
    QTest::addColumn<int>("start");
    QTest::addColumn<bool>("requests");
    QTest::addColumn<int>("steps");
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("citation");
    QTest::addColumn<QString>("requirement");
    QTest::addColumn<int>("severity");
    const int ma = static_cast<int>(Regulation::Blackjack);
    const int tribal = static_cast<int>(Regulation::BlackjackTribal);
    const int opening = static_cast<int>(StartSituation::NewTable);
    const int cutCard = static_cast<int>(StartSituation::CutCardReached);
    const int idle = static_cast<int>(StartSituation::IdleTable);
    const int minor = static_cast<int>(Severity::Minor);
    const int major = static_cast<int>(Severity::Major);
    const int integrity = static_cast<int>(Severity::Integrity);
    QTest::newRow("§4(d) BJ-OPEN-03: both batches spread together")
        << ma << opening << false << 1 << R"({"action":"spread_cards","face":"up"})"
        << "Blackjack §4(d)"
        << "BJ-OPEN-03" << major;
    QTest::newRow("§4(d) BJ-OPEN-03: both batches turned down together")
        << ma << opening << false << 3 << R"({"action":"turn_cards","face":"down"})"
        << "Blackjack §4(d)"
        << "BJ-OPEN-03" << major;
    QTest::newRow("§4(d) BJ-OPEN-03: both batches in one stack")
        << ma << opening << false << 5 << R"({"action":"stack_cards"})"
        << "Blackjack §4(d)"
        << "BJ-OPEN-03" << major;
    QTest::newRow("§4(d) BJ-OPEN-03: a wash, where each batch is stacked")
        << ma << opening << false << 4 << R"({"action":"wash_cards"})"
        << "Blackjack §4(d)"
        << "BJ-OPEN-03" << minor;
    QTest::newRow("§2(b)[2nd](3) BJ-CONF-03: a shuffle by hand at the opening")
        << ma << opening << false << 7 << R"({"action":"shuffle_step","step":"riffle"})"
        << "Blackjack §2(b)"
        << "BJ-CONF-03" << major;
    QTest::newRow("§2(b)[2nd](3) BJ-CONF-03: a shuffle by hand after the cut card")
        << ma << cutCard << false << 1 << R"({"action":"shuffle_step","step":"riffle"})"
        << "Blackjack §2(b)"
        << "BJ-CONF-03" << major;
    QTest::newRow("§2(b)[2nd](3) BJ-CONF-03: the batch from the device shuffled again")
        << ma << cutCard << false << 3 << R"({"action":"shuffle"})"
        << "Blackjack §2(b)"
        << "BJ-CONF-03" << major;
    QTest::newRow("§2(b)(4) BJ-CONF-03: the same batch cut to be dealt again")
        << ma << cutCard << false << 1 << R"({"action":"offer_cut","seat":3})"
        << "Blackjack §2(b)(4)"
        << "BJ-CONF-03" << major;
    QTest::newRow("§2(b)(5) BJ-CONF-03: the other batch out, the used one in the rack")
        << ma << cutCard << false << 1 << R"({"action":"take_from_shuffler"})"
        << "Blackjack §2(b)(5)"
        << "BJ-CONF-03" << major;
    QTest::newRow("§2(b)(5) BJ-CONF-03: the other batch out before the shoe is cleared")
        << ma << cutCard << false << 0 << R"({"action":"take_from_shuffler"})"
        << "Blackjack §2(b)(5)"
        << "BJ-CONF-03" << major;
    QTest::newRow("§5(e)(2) BJ-SHUF-04: the batch from the device loaded without the cut")
        << ma << cutCard << false << 3 << R"({"action":"load_shoe"})"
        << "Blackjack §5(e)(2)"
        << "BJ-SHUF-04" << integrity;
    QTest::newRow("§5(j)(2) BJ-OPEN-06: the idle cards washed")
        << ma << idle << false << 2 << R"({"action":"wash_cards"})"
        << "Blackjack §5(j)(2)"
        << "BJ-OPEN-06" << minor;
    QTest::newRow("§5(j)(2) BJ-OPEN-06: the idle batch shuffled by hand")
        << ma << idle << false << 3 << R"({"action":"shuffle_step","step":"riffle"})"
        << "Blackjack §5(j)(2)"
        << "BJ-OPEN-06" << major;
    QTest::newRow("§5(j)(2) BJ-OPEN-06: the idle batch cut, not put in the device")
        << ma << idle << false << 3 << R"({"action":"offer_cut","seat":3})"
        << "Blackjack §5(j)(2)"
        << "BJ-OPEN-06" << major;
    QTest::newRow("§5(j)(2) BJ-OPEN-06: cut after the player asked to see the batch")
        << ma << idle << true << 5 << R"({"action":"offer_cut","seat":3})"
        << "Blackjack §5(j)(2)"
        << "BJ-OPEN-06" << major;
    QTest::newRow("002 (e)(9)(i) BJ2-OPEN-02: the idle cards into the device")
        << tribal << idle << false << 4 << R"({"action":"place_cards","to":"shuffler"})"
        << "Blackjack (tribal) (e)(9)(i)"
        << "BJ2-OPEN-02" << major;
    QTest::newRow("002 (e)(9)(i) BJ2-OPEN-02: the stored batch taken instead")
        << tribal << idle << false << 4 << R"({"action":"take_from_shuffler"})"
        << "Blackjack (tribal) (e)(9)(i)"
        << "BJ2-OPEN-02" << major;
    QTest::newRow("002 (b)(4)(vi) BJ2-CONF-02: the other batch out, the used one in the rack")
        << tribal << cutCard << false << 1 << R"({"action":"take_from_shuffler"})"
        << "Blackjack (tribal) (b)(4)(vi)"
        << "BJ2-CONF-02" << major;
    QTest::newRow("002 (d)(1) BJ2-OPEN-01: a batch spread before the floorperson verified")
        << tribal << opening << false << 1 << R"({"action":"spread_cards","face":"up","batch":1})"
        << "Blackjack (tribal) (d)(1)"
        << "BJ2-OPEN-01" << major;
    QTest::newRow("002 (b)(4)(ii) BJ2-CONF-02: both batches spread together")
        << tribal << opening << false << 2 << R"({"action":"spread_cards","face":"up"})"
        << "Blackjack (tribal) (b)(4)(ii)"
        << "BJ2-CONF-02" << major;
    QTest::newRow("002 (b)(4)(ii) BJ2-CONF-02: both batches turned down together")
        << tribal << opening << false << 4 << R"({"action":"turn_cards","face":"down"})"
        << "Blackjack (tribal) (b)(4)(ii)"
        << "BJ2-CONF-02" << major;
    QTest::newRow("002 (b)(4)(ii) BJ2-CONF-02: both batches washed together")
        << tribal << opening << false << 5 << R"({"action":"wash_cards"})"
        << "Blackjack (tribal) (b)(4)(ii)"
        << "BJ2-CONF-02" << major;
    QTest::newRow("002 (d)(3) BJ2-OPEN-02: batch 1 stacked unwashed")
        << tribal << opening << false << 5 << R"({"action":"stack_cards","batch":1})"
        << "Blackjack (tribal) (d)(3)"
        << "BJ2-OPEN-02" << major;
    QTest::newRow("002 (b)(4)(iv) BJ2-CONF-02: a shuffle by hand at the opening")
        << tribal << opening << false << 10 << R"({"action":"shuffle"})"
        << "Blackjack (tribal) (b)(4)(iv)"
        << "BJ2-CONF-02" << major;
}

void TestShoePreparationBatches::mistakes() {
    QFETCH(int, regulation);
    QFETCH(int, start);
    QFETCH(bool, requests);
    QFETCH(int, steps);
    QFETCH(QString, action);
    QFETCH(QString, citation);
    QFETCH(QString, requirement);
    QFETCH(int, severity);
    Scenario scenario =
        batchTable(static_cast<Regulation>(regulation), static_cast<StartSituation>(start));
    scenario.players[0].requestsInspection = requests;
    auto session = preparation(scenario);
    play(*session, steps);
    const TableState before = session->state();
    const Verdict verdict = session->perform(parsed(action));
    QVERIFY(!verdict.correct);
    QCOMPARE(qs(verdict.rule.citation.text()), citation);
    QCOMPARE(qs(verdict.rule.requirement), requirement);
    QCOMPARE(static_cast<int>(verdict.severity), severity);
    QVERIFY(!verdict.message.empty());
    // Refused: the table is as it was, and the reference step still expected.
    QVERIFY(!verdict.applied);
    QVERIFY(session->state() == before);
    QVERIFY(everyCardOnce(session->state()));
}

void TestShoePreparationBatches::batchCodec_data() {
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("error"); // empty: parses and writes back the same
    QTest::newRow("§4(d) spread of batch 2") << R"({"action":"spread_cards","face":"up","batch":2})"
                                             << "";
    QTest::newRow("§4(d) turn of batch 1") << R"({"action":"turn_cards","face":"down","batch":1})"
                                           << "";
    QTest::newRow("§4(d) stack of batch 1") << R"({"action":"stack_cards","batch":1})"
                                            << "";
    QTest::newRow("every card: no batch") << R"({"action":"stack_cards"})"
                                          << "";
    QTest::newRow("002 (d)(3) wash of batch 2") << R"({"action":"wash_cards","batch":2})"
                                                << "";
    QTest::newRow("002 (d)(3) no third batch to wash")
        << R"({"action":"wash_cards","batch":3})"
        << R"(wash_cards: "batch" must be 1 or 2: one of the shuffler's two batches)";
    QTest::newRow("no third batch")
        << R"({"action":"spread_cards","batch":3,"face":"up"})"
        << R"(spread_cards: "batch" must be 1 or 2: one of the shuffler's two batches)";
    QTest::newRow("batch 0 is not written")
        << R"({"action":"stack_cards","batch":0})"
        << R"(stack_cards: "batch" must be 1 or 2: one of the shuffler's two batches)";
}

void TestShoePreparationBatches::batchCodec() {
    QFETCH(QString, json);
    QFETCH(QString, error);
    const auto result = parseAction(json.toStdString());
    if (!error.isEmpty()) {
        QVERIFY(!result.action);
        QCOMPARE(qs(result.error), error);
        return;
    }
    QVERIFY2(result.action, result.error.c_str());
    QCOMPARE(compact(toJson(*result.action)), json);
}

void TestShoePreparationBatches::requestOnlyAtAnIdleTable_data() {
    QTest::addColumn<int>("regulation");
    QTest::addColumn<int>("start");
    QTest::addColumn<bool>("problem");
    QTest::newRow("§5(j)(2): an idle table")
        << static_cast<int>(Regulation::Blackjack) << static_cast<int>(StartSituation::IdleTable)
        << false;
    QTest::newRow("§5(j)(2): not at a new table")
        << static_cast<int>(Regulation::Blackjack) << static_cast<int>(StartSituation::NewTable)
        << true;
    QTest::newRow("§5(j)(2): not after the cut card")
        << static_cast<int>(Regulation::Blackjack)
        << static_cast<int>(StartSituation::CutCardReached) << true;
    QTest::newRow("002 (e)(9)(i) BJ2-OPEN-02: no shortcut to ask about")
        << static_cast<int>(Regulation::BlackjackTribal)
        << static_cast<int>(StartSituation::IdleTable) << true;
}

void TestShoePreparationBatches::requestOnlyAtAnIdleTable() {
    QFETCH(int, regulation);
    QFETCH(int, start);
    QFETCH(bool, problem);
    Scenario scenario =
        batchTable(static_cast<Regulation>(regulation), static_cast<StartSituation>(start));
    scenario.players[0].requestsInspection = true;
    bool found = false;
    for (const auto &reported : validate(scenario)) {
        if (reported.path == "players[0].requestsInspection") {
            found = true;
        }
    }
    QCOMPARE(found, problem);
}

void TestShoePreparationBatches::tribalOpeningWashesAndStacksEachBatch() {
    // 002 (d)(1)-(3), (b)(4)(ii)-(iv), (e)(4)-(5), (f)(3): the floorperson
    // verifies the inspection; each batch spread, turned, washed ("Regardless
    // of shuffling method") and stacked on its own; the device shuffles.
    auto session = preparation(batchTable(Regulation::BlackjackTribal, StartSituation::NewTable));
    QCOMPARE(static_cast<int>(session->state().stack.size()), 2 * kBatchCards);
    const QStringList actions = play(*session);
    const QStringList expected = {
        R"({"action":"inspect_cards"})",
        R"({"action":"call_supervisor","reason":"verify_inspection"})",
        R"({"action":"spread_cards","face":"up","batch":1})",
        R"({"action":"spread_cards","face":"up","batch":2})",
        R"({"action":"turn_cards","face":"down","batch":1})",
        R"({"action":"wash_cards","batch":1})",
        R"({"action":"stack_cards","batch":1})",
        R"({"action":"turn_cards","face":"down","batch":2})",
        R"({"action":"wash_cards","batch":2})",
        R"({"action":"stack_cards","batch":2})",
        R"({"action":"place_cards","to":"shuffler"})",
        R"({"action":"place_cards","to":"shuffler"})",
        R"({"action":"take_from_shuffler"})",
        R"({"action":"offer_cut","seat":3})",
        R"({"action":"complete_cut"})",
        // (e)(4): "at least approximately one-quarter of the way in from the back".
        QStringLiteral(R"({"action":"insert_cut_card","from_back":%1})").arg(kBatchCards / 4),
        R"({"action":"load_shoe"})",
        R"({"action":"burn_card","face":"down"})",
    };
    QCOMPARE(actions, expected);
    QVERIFY(eventNames(*session).contains(QStringLiteral("floorperson_verifies_inspection")));
    const TableState &state = session->state();
    QVERIFY(session->isComplete());
    // (b)(4)(iv): batch 1 dealt, its first card burned ((f)(3)); batch 2
    // shuffled and stored; (b)(4)(vi): one batch only in the discard rack.
    QCOMPARE(cardsOfBatch(state.shoe, 1), kBatchCards - 1);
    QCOMPARE(cardsOfBatch(state.shoe, 2), 0);
    QCOMPARE(cardsOfBatch(state.discardRack, 1), 1);
    QCOMPARE(cardsOfBatch(state.discardRack, 2), 0);
    QCOMPARE(cardsOfBatch(state.shufflerBatch, 2), kBatchCards);
    QVERIFY(state.stack.empty());
    QVERIFY(everyCardOnce(state));
}

void TestShoePreparationBatches::honouredRequestIsCleared() {
    // §5(j)(2): the request is for the batch just taken out; once it was
    // spread, turned, stacked and reshuffled the request is spent, and the
    // table going idle again takes the stored batch unseen ("Unless a player
    // so requests").
    Scenario scenario = batchTable(Regulation::Blackjack, StartSituation::IdleTable);
    scenario.players[0].requestsInspection = true;
    auto session = preparation(scenario);
    play(*session);
    QVERIFY(session->isComplete());
    QCOMPARE(eventNames(*session).count(QStringLiteral("player_requests_inspection")), 1);
    QVERIFY(!session->state().inspectionRequestedBy);

    // No gaming activity again: every card of the batch in use goes back to
    // be spread (§5(j)); the other batch is still in the device.
    TableState later = session->state();
    later.stage = Stage::OpeningTable;
    later.idleTable = true;
    later.spread.reset();
    later.turnedDown = false;
    later.washed = false;
    later.inspectedByPlayer = false;
    later.burnCard.reset();
    const auto referee = refereeFor(scenario.table);
    QStringList actions;
    QStringList citations;
    for (int i = 0; i < 10; ++i) {
        const auto options = referee->expected(later);
        if (options.empty()) {
            break;
        }
        const Verdict verdict = referee->judge(later, options.front().action);
        QVERIFY2(verdict.correct, verdict.message.c_str());
        actions << compact(toJson(options.front().action));
        citations << qs(verdict.rule.citation.text());
        later = referee->apply(later, options.front().action);
        if (std::holds_alternative<OfferCut>(options.front().action)) {
            break;
        }
    }
    QCOMPARE(actions, (QStringList{
                          R"({"action":"spread_cards","face":"up"})",
                          R"({"action":"turn_cards","face":"down"})",
                          R"({"action":"stack_cards"})",
                          R"({"action":"place_cards","to":"shuffler"})",
                          R"({"action":"take_from_shuffler"})",
                          R"({"action":"offer_cut","seat":3})",
                      }));
    QCOMPARE(citations.mid(2, 3),
             (QStringList{"Blackjack §5(j)(2)", "Blackjack §5(j)(2)", "Blackjack §5(j)(2)"}));
    // The batch reshuffled by hand went back into the device; the other came out.
    QCOMPARE(cardsOfBatch(later.stack, 1), kBatchCards);
    QCOMPARE(cardsOfBatch(later.shufflerBatch, 2), kBatchCards);
    QVERIFY(everyCardOnce(later));
}

void TestShoePreparationBatches::requestWithoutTheShortcutChangesNothing_data() {
    QTest::addColumn<int>("regulation");
    QTest::addColumn<int>("start");
    QTest::addColumn<int>("steps");
    QTest::addColumn<bool>("honoured");
    const int ma = static_cast<int>(Regulation::Blackjack);
    const int tribal = static_cast<int>(Regulation::BlackjackTribal);
    const int opening = static_cast<int>(StartSituation::NewTable);
    const int cutCard = static_cast<int>(StartSituation::CutCardReached);
    const int idle = static_cast<int>(StartSituation::IdleTable);
    QTest::newRow("§5(j)(2) BJ-OPEN-06: the idle batch just taken out: spread on request")
        << ma << idle << 5 << true;
    QTest::newRow("§5(j) BJ-OPEN-04: the idle cards being spread anyway")
        << ma << idle << 1 << false;
    QTest::newRow("§5(j)(2): the idle batch already offered for the cut")
        << ma << idle << 6 << false;
    QTest::newRow("§4(b) BJ-OPEN-01: an opening's cards are spread anyway")
        << ma << opening << 1 << false;
    QTest::newRow("§4(d) BJ-OPEN-03: batch 1 out at the opening was inspected")
        << ma << opening << 10 << false;
    QTest::newRow("§2(b)(4) BJ-CONF-03: the other batch after the cut card")
        << ma << cutCard << 3 << false;
    QTest::newRow("002 (e)(9)(i) BJ2-OPEN-02: no shortcut, the cards washed anyway")
        << tribal << idle << 4 << false;
    QTest::newRow("002 (e)(9)(i) BJ2-OPEN-02: shuffled by hand before the cut")
        << tribal << idle << 5 << false;
    QTest::newRow("002 (d)(2) BJ-OPEN-01: batch 1 out at the opening was inspected")
        << tribal << opening << 13 << false;
}

void TestShoePreparationBatches::requestWithoutTheShortcutChangesNothing() {
    // §5(j)(2) owes a spread only for the batch its shortcut deals unseen.
    QFETCH(int, regulation);
    QFETCH(int, start);
    QFETCH(int, steps);
    QFETCH(bool, honoured);
    const Scenario scenario =
        batchTable(static_cast<Regulation>(regulation), static_cast<StartSituation>(start));
    auto session = preparation(scenario);
    play(*session, steps);
    const TableState before = session->state();
    const auto referee = refereeFor(scenario.table);
    const TableState after = referee->applyEvent(before, event::PlayerRequestsInspection{3});
    if (!honoured) {
        QVERIFY(after == before);
        return;
    }
    QCOMPARE(after.inspectionRequestedBy.value_or(0), 3);
    const auto options = referee->expected(after);
    QCOMPARE(options.size(), std::size_t{1});
    QCOMPARE(compact(toJson(options.front().action)),
             QStringLiteral(R"({"action":"spread_cards","face":"up"})"));
}

void TestShoePreparationBatches::requestAfterTheReshuffleChangesNothing() {
    // §5(j)(2): asked for and honoured, the batch was seen; asking again
    // before the cut does not send it back to be spread.
    Scenario scenario = batchTable(Regulation::Blackjack, StartSituation::IdleTable);
    scenario.players[0].requestsInspection = true;
    auto session = preparation(scenario);
    for (int i = 0; i < 40 && !session->state().inspectionRequestedBy; ++i) {
        play(*session, 1); // up to the request
    }
    QVERIFY(session->state().inspectionRequestedBy);
    for (int i = 0; i < 40 && session->state().inspectionRequestedBy; ++i) {
        play(*session, 1); // spread, turned, stacked and reshuffled
    }
    const TableState before = session->state();
    QCOMPARE(static_cast<int>(before.stage), static_cast<int>(Stage::Cutting));
    QVERIFY(!before.inspectionRequestedBy);
    const auto referee = refereeFor(scenario.table);
    QVERIFY(referee->applyEvent(before, event::PlayerRequestsInspection{3}) == before);
    QCOMPARE(compact(toJson(referee->expected(before).front().action)),
             QStringLiteral(R"({"action":"offer_cut","seat":3})"));
}

QTEST_GUILESS_MAIN(TestShoePreparationBatches)
#include "tst_shoe_preparation_batches.moc"
