// Table configuration and scenario validation: what the regulation forbids is
// refused with the section, and every lesson mistake names its path.

#include "core_test_support.h"

#include <QStringList>
#include <QTest>
#include <algorithm>
#include <core/referee_for.h>
#include <core/scenario.h>
#include <core/table_config.h>
#include <core/table_state.h>
#include <tuple>

using namespace dt;
using dttest::qs;
using dttest::scenarioFor;
using dttest::tableFor;

namespace {
// "field: message" lines, for one readable comparison.
template <typename Problem> QStringList lines(const std::vector<Problem> &problems) {
    QStringList out;
    for (const auto &problem : problems) {
        if constexpr (std::is_same_v<Problem, ConfigProblem>) {
            out << qs(problem.field) + ": " + qs(problem.message);
        } else {
            out << qs(problem.path) + ": " + qs(problem.message);
        }
    }
    return out;
}

bool hasPath(const std::vector<ScenarioProblem> &problems, const std::string &path) {
    return std::any_of(problems.begin(), problems.end(),
                       [&](const ScenarioProblem &problem) { return problem.path == path; });
}
} // namespace

class TestTableConfig : public QObject {
    Q_OBJECT

private slots:
    void eachRegulationWithAGameHasAReferee();
    void defaultsAreAValidMassachusettsTable();
    void oneDeckMassachusettsTableIsRefusedBySection5c();
    void twoDecksIsTheSmallestMassachusettsShoe();
    void oneDeckTribalTableIsAllowed();
    void deckCountRange();
    void boxesRange();
    void tribalWithManualShuffleStepsIsRefused();
    void cutCardToleranceRange();
    void otherRegulationsAreNotConfigurableYet();
    void cutDepthIsADeckOrTenCards();
    void cardsBehindTheCutCardAreAboutAQuarter();

    void validScenariosHaveNoProblems();
    void invalidTableStillReportsTheOtherProblems();
    void playerSeatOutsideTheLayout();
    void twoPlayersOnOneSeat();
    void afterSpreadOnlyWhenTheLessonSpreads();
    void cutPositionOutsideTheStack();
    void newTableNeedsAPlayerAndNoDealtCards();
    void idleTableNeedsAPlayerAndCardsDealtInRange();
    void cutCardReachedNeedsCardsDealtAndTheCutterSeated();
    void cutCardOnDealerHandNeedsAPlayer();
    void newDealerCardsDealtInRange();
    void cardOrderMustBeACompleteShoe();
    void initialStateFollowsTheScenario();
};

void TestTableConfig::defaultsAreAValidMassachusettsTable() {
    const TableConfig config;
    QCOMPARE(int(config.regulation), int(Regulation::Blackjack));
    QCOMPARE(config.cardCount(), 312);
    QCOMPARE(lines(validate(config)), QStringList());
}

void TestTableConfig::oneDeckMassachusettsTableIsRefusedBySection5c() {
    // §5(c): the cut card at least a deck in from either end; one deck cannot.
    const auto problems = validate(tableFor(Regulation::Blackjack, 1));
    QCOMPARE(
        lines(problems),
        QStringList{
            "decks: 1 deck(s) cannot be cut at least 52 cards from either end (Blackjack §5(c))"});
}

void TestTableConfig::twoDecksIsTheSmallestMassachusettsShoe() {
    // 104 cards: the only proper cut is exactly 52 from the front (and back).
    QCOMPARE(lines(validate(tableFor(Regulation::Blackjack, 2))), QStringList());
}

void TestTableConfig::oneDeckTribalTableIsAllowed() {
    // Tribal (e)(3): at least 10 cards from either end; 52 cards allow that.
    QCOMPARE(lines(validate(tableFor(Regulation::BlackjackTribal, 1))), QStringList());
}

void TestTableConfig::deckCountRange() {
    for (const int decks : {0, -1, 9}) {
        for (const Regulation regulation : {Regulation::Blackjack, Regulation::BlackjackTribal}) {
            const auto problems = validate(tableFor(regulation, decks));
            QCOMPARE(problems.size(), std::size_t{1});
            QCOMPARE(qs(problems[0].field), qs("decks"));
            // At least one deck: Blackjack §2(a), Blackjack (tribal) (b)(1).
            QVERIFY2(problems[0].message.find(regulation == Regulation::Blackjack
                                                  ? "Blackjack §2(a)"
                                                  : "Blackjack (tribal) (b)(1)") !=
                         std::string::npos,
                     problems[0].message.c_str());
        }
    }
    QCOMPARE(lines(validate(tableFor(Regulation::Blackjack, 8))), QStringList());
}

void TestTableConfig::boxesRange() {
    for (const int boxes : {1, 7}) {
        TableConfig config;
        config.boxes = boxes;
        QCOMPARE(lines(validate(config)), QStringList());
    }
    for (const int boxes : {0, 8, -3}) {
        TableConfig config;
        config.boxes = boxes;
        QCOMPARE(lines(validate(config)),
                 QStringList{"boxes: a blackjack layout has 1 to 7 boxes"});
    }
}

void TestTableConfig::tribalWithManualShuffleStepsIsRefused() {
    TableConfig config = tableFor(Regulation::BlackjackTribal);
    config.manualShuffleSteps = true;
    const auto problems = validate(config);
    QCOMPARE(problems.size(), std::size_t{1});
    QCOMPARE(qs(problems[0].field), qs("manualShuffle"));
    QVERIFY(problems[0].message.find("Blackjack (tribal) (e)(1)") != std::string::npos);
    QVERIFY(problems[0].message.find("Blackjack §5(l)") != std::string::npos);
    // Massachusetts may grade the steps or not.
    TableConfig massachusetts;
    massachusetts.manualShuffleSteps = false;
    QCOMPARE(lines(validate(massachusetts)), QStringList());
}

void TestTableConfig::cutCardToleranceRange() {
    TableConfig config; // 312 cards: a quarter is 78
    for (const int tolerance : {-1, 0, 15, 77}) {
        config.cutCardTolerance = tolerance;
        QCOMPARE(lines(validate(config)), QStringList());
    }
    for (const int tolerance : {-2, 78, 500}) {
        config.cutCardTolerance = tolerance;
        QCOMPARE(
            lines(validate(config)),
            QStringList{"cutCardTolerance: must be 0 or more and less than a quarter of the stack "
                        "(Blackjack §5(d))"});
    }
    TableConfig tribal = tableFor(Regulation::BlackjackTribal, 1);
    tribal.cutCardTolerance = 13;
    QCOMPARE(lines(validate(tribal)),
             QStringList{"cutCardTolerance: must be 0 or more and less than a quarter "
                         "of the stack (Blackjack (tribal) (e)(4))"});
}

void TestTableConfig::otherRegulationsAreNotConfigurableYet() {
    for (const Regulation regulation : {Regulation::FreeBet, Regulation::Pontoon}) {
        TableConfig config;
        config.regulation = regulation;
        const auto problems = validate(config);
        QCOMPARE(problems.size(), std::size_t{1});
        QCOMPARE(qs(problems[0].field), qs("rules"));
    }
    // The compendium (004) holds several games: its table names one whose
    // shoe is built (baccarat's: tst_baccarat_shoe_preparation).
    TableConfig compendium;
    compendium.regulation = Regulation::Compendium;
    const auto problems = validate(compendium);
    QCOMPARE(problems.size(), std::size_t{1});
    QCOMPARE(qs(problems[0].field), qs("game"));
}

void TestTableConfig::cutDepthIsADeckOrTenCards() {
    // The game's rules give it (ShoeRules::cutDepth), not the shared code.
    const auto depth = [](Regulation regulation, int decks) {
        return shoeRulesFor(tableFor(regulation, decks)).value().cutDepth;
    };
    QCOMPARE(depth(Regulation::Blackjack, 6), 52);       // §5(c)
    QCOMPARE(depth(Regulation::Blackjack, 2), 52);       // a deck, whatever the shoe
    QCOMPARE(depth(Regulation::BlackjackTribal, 6), 10); // (e)(3)
    QCOMPARE(depth(Regulation::BlackjackTribal, 1), 10);
    TableConfig baccarat;
    baccarat.regulation = Regulation::Compendium;
    baccarat.game = TableGame::Baccarat;
    baccarat.decks = 8;
    QCOMPARE(shoeRulesFor(baccarat).value().cutDepth, 52); // Baccarat §5(d)
}

void TestTableConfig::cardsBehindTheCutCardAreAboutAQuarter() {
    // §5(d): "at least approximately one-quarter of the way in from the back".
    TableConfig config; // 312 cards, a quarter = 78; default tolerance 312 / 20 = 15
    QCOMPARE(minimumCardsBehindCutCard(config), 78 - 15);
    config.cutCardTolerance = 0;
    QCOMPARE(minimumCardsBehindCutCard(config), 78);
    config.cutCardTolerance = 10;
    QCOMPARE(minimumCardsBehindCutCard(config), 68);
    config.cutCardTolerance = 77;
    QCOMPARE(minimumCardsBehindCutCard(config), 1);
    // 2 decks: 104 / 4 = 26, tolerance 5.
    QCOMPARE(minimumCardsBehindCutCard(tableFor(Regulation::Blackjack, 2)), 21);
    // Tribal 1 deck: 52 / 4 = 13, tolerance 2.
    QCOMPARE(minimumCardsBehindCutCard(tableFor(Regulation::BlackjackTribal, 1)), 11);
    // A quarter of an odd count is rounded up: 7 decks = 364 -> 91; 8 -> 104.
    TableConfig seven = tableFor(Regulation::Blackjack, 7);
    seven.cutCardTolerance = 0;
    QCOMPARE(minimumCardsBehindCutCard(seven), 91);
    TableConfig tribalOne = tableFor(Regulation::BlackjackTribal, 1);
    tribalOne.cutCardTolerance = 0;
    QCOMPARE(minimumCardsBehindCutCard(tribalOne), 13);
}

void TestTableConfig::validScenariosHaveNoProblems() {
    for (const Regulation regulation : {Regulation::Blackjack, Regulation::BlackjackTribal}) {
        for (const auto start : {StartSituation::NewTable, StartSituation::CutCardReached,
                                 StartSituation::IdleTable, StartSituation::NewDealer}) {
            auto scenario = scenarioFor(regulation, start, {2, 5});
            scenario.cutCardSeat = 5;
            QCOMPARE(lines(validate(scenario)), QStringList());
        }
    }
    // A new dealer needs no player.
    QCOMPARE(lines(validate(scenarioFor(Regulation::Blackjack, StartSituation::NewDealer, {}))),
             QStringList());
}

void TestTableConfig::invalidTableStillReportsTheOtherProblems() {
    // A lesson author sees every problem of the file at once, not one per run.
    auto scenario = scenarioFor(Regulation::Blackjack, StartSituation::NewTable, {}, 1);
    scenario.cardsDealt = 7;
    const QStringList problems = lines(validate(scenario));
    QCOMPARE(problems.size(), 3);
    QCOMPARE(problems[0], QString("table.decks: 1 deck(s) cannot be cut at least "
                                  "52 cards from either end (Blackjack §5(c))"));
    QVERIFY(problems[1].startsWith("players: "));
    QCOMPARE(problems[2], QString("start.cardsDealt: a new table has dealt no cards yet: use 0"));
}

void TestTableConfig::playerSeatOutsideTheLayout() {
    auto scenario = scenarioFor(Regulation::Blackjack, StartSituation::NewTable, {1, 8, 0});
    QCOMPARE(lines(validate(scenario)),
             (QStringList{"players[1].seat: must be a box from 1 to 7",
                          "players[2].seat: must be a box from 1 to 7"}));
}

void TestTableConfig::twoPlayersOnOneSeat() {
    auto scenario = scenarioFor(Regulation::Blackjack, StartSituation::NewTable, {3, 4, 3});
    QCOMPARE(lines(validate(scenario)),
             QStringList{"players[2].seat: seat 3 already has a player"});
}

void TestTableConfig::afterSpreadOnlyWhenTheLessonSpreads() {
    for (const auto start : {StartSituation::NewTable, StartSituation::IdleTable}) {
        auto scenario = scenarioFor(Regulation::Blackjack, start, {3, 4});
        scenario.players[1].arrival = Arrival::AfterSpread;
        QCOMPARE(lines(validate(scenario)), QStringList());
    }
    for (const auto start : {StartSituation::CutCardReached, StartSituation::NewDealer}) {
        auto scenario = scenarioFor(Regulation::Blackjack, start, {3, 4});
        scenario.cutCardSeat = 3;
        scenario.players[1].arrival = Arrival::AfterSpread;
        const auto problems = validate(scenario);
        QCOMPARE(problems.size(), std::size_t{1});
        QCOMPARE(qs(problems[0].path), qs("players[1].arrives"));
    }
}

void TestTableConfig::cutPositionOutsideTheStack() {
    auto scenario = scenarioFor(Regulation::Blackjack, StartSituation::NewTable, {3});
    scenario.players[0].cutResponses = {{false, 0}, {true, 0}, {true, 311}, {true, 312}, {true, 1}};
    // A refusal carries no position; an accepted cut lies inside the stack. An
    // improper but possible cut (1 card) is a lesson's way to test the dealer.
    QCOMPARE(lines(validate(scenario)),
             (QStringList{"players[0].cut[1].position: must be between 1 and 311 "
                          "(the stack has 312 cards)",
                          "players[0].cut[3].position: must be between 1 and 311 "
                          "(the stack has 312 cards)"}));
}

void TestTableConfig::newTableNeedsAPlayerAndNoDealtCards() {
    auto scenario = scenarioFor(Regulation::Blackjack, StartSituation::NewTable, {});
    scenario.cardsDealt = 3;
    const auto problems = validate(scenario);
    QCOMPARE(problems.size(), std::size_t{2});
    QVERIFY(hasPath(problems, "players"));
    QVERIFY(hasPath(problems, "start.cardsDealt"));
    // The players problem cites the spread for the first player (§4(b)).
    QVERIFY(problems[0].message.find("Blackjack §4(b)") != std::string::npos);
}

void TestTableConfig::idleTableNeedsAPlayerAndCardsDealtInRange() {
    auto scenario = scenarioFor(Regulation::Blackjack, StartSituation::IdleTable, {});
    QCOMPARE(lines(validate(scenario)),
             QStringList{"players: the cards are spread for the first player to arrive: "
                         "add at least one player (Blackjack §4(b), Blackjack §5(j))"});
    // A tribal lesson is told its own sections.
    QCOMPARE(
        lines(validate(scenarioFor(Regulation::BlackjackTribal, StartSituation::IdleTable, {}))),
        QStringList{"players: the cards are spread for the first player to arrive: "
                    "add at least one player (Blackjack (tribal) (d)(2), Blackjack (tribal) "
                    "(e)(9))"});
    for (const int dealt : {-1, 312}) {
        auto bad = scenarioFor(Regulation::Blackjack, StartSituation::IdleTable, {1});
        bad.cardsDealt = dealt;
        QCOMPARE(lines(validate(bad)), QStringList{"start.cardsDealt: must be between 0 and 311"});
    }
    for (const int dealt : {0, 311}) {
        auto good = scenarioFor(Regulation::Blackjack, StartSituation::IdleTable, {1});
        good.cardsDealt = dealt;
        QCOMPARE(lines(validate(good)), QStringList());
    }
}

void TestTableConfig::cutCardReachedNeedsCardsDealtAndTheCutterSeated() {
    auto scenario = scenarioFor(Regulation::Blackjack, StartSituation::CutCardReached, {2, 4});
    scenario.cutCardSeat = 3; // nobody there: §5(e)(2) has no one to name
    scenario.cardsDealt = 0;
    QCOMPARE(
        lines(validate(scenario)),
        (QStringList{
            "start.cardsDealt: must be between 1 and 311",
            "start.cutCardCameOut.seat: the cut card came out on box 3, but no player sits there "
            "at the start (Blackjack §5(e)(2))"}));
    scenario.cutCardSeat = 4;
    scenario.cardsDealt = 312;
    QCOMPARE(lines(validate(scenario)), QStringList{"start.cardsDealt: must be between 1 and 311"});
    scenario.cardsDealt = 311;
    QCOMPARE(lines(validate(scenario)), QStringList());
}

void TestTableConfig::cutCardOnDealerHandNeedsAPlayer() {
    for (const auto cameOut : {CutCardCameOut::OnDealerHand, CutCardCameOut::HouseReshuffle}) {
        auto scenario = scenarioFor(Regulation::Blackjack, StartSituation::CutCardReached, {});
        scenario.cutCardCameOut = cameOut;
        const auto problems = validate(scenario);
        QCOMPARE(problems.size(), std::size_t{1});
        QCOMPARE(qs(problems[0].path), qs("players"));
        QVERIFY(problems[0].message.find("Blackjack §5(e)(3)-(4)") != std::string::npos);
    }
}

void TestTableConfig::newDealerCardsDealtInRange() {
    auto scenario = scenarioFor(Regulation::Blackjack, StartSituation::NewDealer, {1});
    scenario.cardsDealt = 312; // nothing left in the shoe to burn
    QCOMPARE(lines(validate(scenario)), QStringList{"start.cardsDealt: must be between 0 and 311"});
    scenario.cardsDealt = -5;
    QCOMPARE(lines(validate(scenario)), QStringList{"start.cardsDealt: must be between 0 and 311"});
}

void TestTableConfig::cardOrderMustBeACompleteShoe() {
    auto scenario = scenarioFor(Regulation::Blackjack, StartSituation::NewTable, {1}, 2);
    scenario.cardOrder = newDecks(1);
    QCOMPARE(lines(validate(scenario)),
             QStringList{"shoe.order: has 52 cards; a 2-deck stack has 104"});
    scenario.cardOrder = newDecks(2);
    QCOMPARE(lines(validate(scenario)), QStringList());
    scenario.cardOrder[5] = scenario.cardOrder[6]; // two 7C, no 6C
    QCOMPARE(lines(validate(scenario)), QStringList{"shoe.order: 6C appears 1 times; expected 2"});
}

void TestTableConfig::initialStateFollowsTheScenario() {
    // New table: the decks as they come from the box, no card anywhere else.
    const auto fresh =
        initialState(scenarioFor(Regulation::Blackjack, StartSituation::NewTable, {4, 2}));
    QVERIFY(fresh.stack == newDecks(6));
    QVERIFY(fresh.shoe.empty());
    QVERIFY(fresh.discardRack.empty());
    QCOMPARE(int(fresh.stage), int(Stage::OpeningTable));
    QCOMPARE(fresh.seats.size(), std::size_t{7});
    QCOMPARE(qs(fresh.seats[3].name), qs("P4"));
    QVERIFY(!fresh.seats[3].occupied); // players sit down through events
    QVERIFY(occupiedSeats(fresh).empty());

    // A shoe in play: dealt cards in the rack, the rest in the shoe, every card once.
    for (const auto start :
         {StartSituation::CutCardReached, StartSituation::IdleTable, StartSituation::NewDealer}) {
        auto scenario = scenarioFor(Regulation::Blackjack, start, {4});
        scenario.cutCardSeat = 4;
        scenario.cardsDealt = 250;
        const auto state = initialState(scenario);
        QCOMPARE(state.discardRack.size(), std::size_t{250});
        QCOMPARE(state.shoe.size(), std::size_t{62});
        QVERIFY(state.stack.empty());
        auto all = state.discardRack;
        all.insert(all.end(), state.shoe.begin(), state.shoe.end());
        std::sort(all.begin(), all.end(), [](const Card &a, const Card &b) {
            return std::tie(a.deck, a.suit, a.rank) < std::tie(b.deck, b.suit, b.rank);
        });
        QVERIFY(all == newDecks(6));
    }
    QCOMPARE(
        int(initialState(scenarioFor(Regulation::Blackjack, StartSituation::CutCardReached, {4}))
                .stage),
        int(Stage::ShoeFinished));
    const auto idle =
        initialState(scenarioFor(Regulation::Blackjack, StartSituation::IdleTable, {4}));
    QCOMPARE(int(idle.stage), int(Stage::OpeningTable));
    QVERIFY(idle.idleTable);
    const auto relief =
        initialState(scenarioFor(Regulation::Blackjack, StartSituation::NewDealer, {4}));
    QCOMPARE(int(relief.stage), int(Stage::InPlay));
    QVERIFY(relief.newDealerMustBurn);
}

QTEST_APPLESS_MAIN(TestTableConfig)
void TestTableConfig::eachRegulationWithAGameHasAReferee() {
    TableConfig config;
    for (const Regulation regulation : {Regulation::Blackjack, Regulation::BlackjackTribal}) {
        config.regulation = regulation;
        const auto referee = refereeFor(config);
        QVERIFY(referee != nullptr);
        Scenario scenario;
        scenario.table = config;
        // The referee grades under the table's own regulation.
        const auto options = referee->expected(initialState(scenario));
        QVERIFY(!options.empty());
        QVERIFY(options.front().rule.citation.regulation == regulation);
    }
    // No game is built yet for the other texts, and such a table does not validate.
    for (const Regulation regulation :
         {Regulation::FreeBet, Regulation::Pontoon, Regulation::Compendium}) {
        config.regulation = regulation;
        QVERIFY(refereeFor(config) == nullptr);
        QVERIFY(!validate(config).empty());
    }
}

#include "tst_table_config.moc"
