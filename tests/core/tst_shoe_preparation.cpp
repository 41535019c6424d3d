// The shoe-preparation referee, rule by rule: opening a table (Blackjack §4,
// §5(j); tribal (d), (e)(9)), the manual shuffle (§5(l)), who cuts (§5(e)-(f);
// tribal (e)(5)-(6)), cut depth (§5(c); tribal (e)(3)), the recut (§5(g)),
// completing the cut and placing the cut card (§5(d)), clearing the shoe
// (§6(l)(2)(i)) and the burn (§6(c); tribal (f)(3)).
//
// Each test names the checklist requirement it covers. The expected values
// come from the regulation text: a deck is 52 cards, "at least a deck in from
// either end" of 312 cards is 52..260, "at least 10 cards" is 10..302, a
// quarter of 312 is 78, seats are numbered from the dealer's left so the
// player "farthest to the right of the dealer" has the highest seat number
// and "clockwise" is increasing seat number.

#include "core_test_support.h"

#include <QStringList>
#include <QTest>
#include <algorithm>
#include <core/games/blackjack/blackjack_referees.h>
#include <core/seeded_random.h>
#include <set>
#include <tuple>

using namespace dt;
using namespace dt::action;
using dttest::Bench;
using dttest::expects;
using dttest::qs;
using dttest::scenarioFor;
using dttest::tableFor;

namespace {

constexpr auto MA = Regulation::Blackjack;
constexpr auto TRIBAL = Regulation::BlackjackTribal;

bool allCorrect(Bench &bench, const std::vector<DealerAction> &actions) {
    for (const auto &a : actions) {
        const Verdict verdict = bench.act(a);
        if (!verdict.correct) {
            qWarning("%s refused: %s", describe(a).c_str(), verdict.message.c_str());
            return false;
        }
    }
    return true;
}

// §4(a)-(c) (tribal (d)(1)-(3)): to the stacked, washed cards.
bool openNewTable(Bench &bench) {
    if (!allCorrect(bench, {InspectCards{}})) {
        return false;
    }
    if (bench.state.config.regulation == TRIBAL) {
        if (!allCorrect(bench, {CallSupervisor{SupervisorReason::VerifyInspection}})) {
            return false;
        }
        bench.houseAnswers();
    }
    return allCorrect(bench,
                      {SpreadCards{Face::Up}, TurnCards{Face::Down}, WashCards{}, StackCards{}});
}

// A complete, correct shuffle for the table.
bool shuffle(Bench &bench) {
    if (!bench.state.config.manualShuffleSteps) {
        return allCorrect(bench, {Shuffle{}});
    }
    return allCorrect(bench,
                      {ShuffleStep{ShuffleStepKind::Riffle}, ShuffleStep{ShuffleStepKind::Riffle},
                       ShuffleStep{ShuffleStepKind::Turn}, ShuffleStep{ShuffleStepKind::Riffle},
                       ShuffleStep{ShuffleStepKind::Strip}, ShuffleStep{ShuffleStepKind::Cut}});
}

// A table whose cards are shuffled and ready to be offered for the cut.
Bench shuffledTable(Scenario scenario) {
    Bench bench(scenario);
    bool ok = true;
    switch (scenario.start) {
    case StartSituation::NewTable:
        ok = openNewTable(bench);
        break;
    case StartSituation::CutCardReached:
        ok = bench.act(ClearShoe{}).correct;
        break;
    default:
        break;
    }
    ok = ok && shuffle(bench);
    if (!ok || bench.state.stage != Stage::Cutting) {
        qWarning("could not bring the table to the cut");
    }
    return bench;
}

Scenario newTable(Regulation regulation, std::initializer_list<int> seats, int decks = 6) {
    return scenarioFor(regulation, StartSituation::NewTable, seats, decks);
}

Scenario cutCardReached(Regulation regulation, std::initializer_list<int> seats,
                        CutCardCameOut cameOut, int seat = 0) {
    auto scenario = scenarioFor(regulation, StartSituation::CutCardReached, seats);
    scenario.cutCardCameOut = cameOut;
    scenario.cutCardSeat = seat;
    return scenario;
}

std::optional<int> offeredSeat(const std::vector<Expectation> &options) {
    if (options.size() == 1) {
        if (const auto *offer = std::get_if<OfferCut>(&options[0].action)) {
            return offer->seat;
        }
    }
    return std::nullopt;
}

ShuffleStepKind stepFromName(const QString &name) {
    if (name == "riffle") {
        return ShuffleStepKind::Riffle;
    }
    if (name == "turn") {
        return ShuffleStepKind::Turn;
    }
    if (name == "strip") {
        return ShuffleStepKind::Strip;
    }
    return ShuffleStepKind::Cut;
}

// Brings a table to the point where the cut card is to be inserted, after
// the player at the first arrival's seat cut `position` cards.
Bench cutCompleted(Scenario scenario, int position) {
    Bench bench = shuffledTable(std::move(scenario));
    const auto seat = offeredSeat(bench.expected());
    if (seat) {
        bench.act(OfferCut{*seat});
        bench.happen(event::PlayerCuts{*seat, position});
        bench.act(CompleteCut{});
    }
    return bench;
}

// Every action kind, with numbers that are typical for a 6-deck shoe.
std::vector<DealerAction> everyAction() {
    std::vector<DealerAction> all{InspectCards{},
                                  SpreadCards{Face::Up},
                                  SpreadCards{Face::Down},
                                  TurnCards{Face::Up},
                                  TurnCards{Face::Down},
                                  WashCards{},
                                  StackCards{},
                                  ClearShoe{},
                                  Shuffle{},
                                  RequestProperCut{},
                                  CallSupervisor{SupervisorReason::Recut},
                                  CallSupervisor{SupervisorReason::VerifyInspection},
                                  CutCards{156},
                                  CompleteCut{},
                                  InsertCutCard{78},
                                  LoadShoe{},
                                  BurnCard{Face::Down},
                                  BurnCard{Face::Up},
                                  ShowBurnCard{}};
    for (const auto kind : {ShuffleStepKind::Riffle, ShuffleStepKind::Turn, ShuffleStepKind::Strip,
                            ShuffleStepKind::Cut}) {
        all.push_back(ShuffleStep{kind});
    }
    for (int seat = 0; seat <= 8; ++seat) {
        all.push_back(OfferCut{seat});
    }
    return all;
}

} // namespace

class TestShoePreparation : public QObject {
    Q_OBJECT

private slots:
    // Opening of the table.
    void openingOrderInspectSpreadTurnWashStack_BJ_OPEN_01_02();
    void openingStepsOutOfOrderAreRefused_BJ_OPEN_01_02();
    void spreadingFaceDownAtANewTableIsAnError_BJ_OPEN_01();
    void turnDownOnlyAfterAPlayerInspected_BJ_OPEN_02();
    void riffleFromTheSpreadWithoutWashingIsRefused_BJ_OPEN_02();
    void tribalFloorpersonVerifiesTheInspection_BJ2_OPEN_01();
    void massachusettsOpeningNeedsNoFloorperson_BJ_OPEN_01();
    void idleTableGathersShoeAndRackAndSpreadsEitherFace_BJ_OPEN_04();
    void idleTableFaceDownSpreadIsTurnedUpForTheArrivingPlayer_BJ_OPEN_04_05();
    void idleTableFaceUpSpreadIsTurnedDownOnceThenWashed_BJ_OPEN_04_05();
    void tribalIdleTableIsWashedStackedShuffledAndCut_BJ2_OPEN_02();

    // The shuffle.
    void allowedManualShuffleOrdersAreAccepted_BJ_SHUF_02_data();
    void allowedManualShuffleOrdersAreAccepted_BJ_SHUF_02();
    void manualShuffleStepsOutOfOrder_BJ_SHUF_02_data();
    void manualShuffleStepsOutOfOrder_BJ_SHUF_02();
    void turnMustBeFollowedByARiffle_BJ_SHUF_02();
    void oneActionShuffleRefusedWhenStepsAreGraded_BJ_SHUF_02();
    void oneActionShuffleWhenStepsAreNotGraded_BJ_SHUF_01();
    void tribalShuffle_BJ2_SHUF_01();
    void shuffleIsSeededFromACanonicalOrder_BJ_SHUF_01();
    void presetCardOrderIsTheShuffledStack_BJ_SHUF_01();
    void clearShoeFirstAfterTheCutCardIsReached_BJ_SHUF_09();

    // Who cuts.
    void offeringTheCutBeforeTheShuffleIsRefused_BJ_SHUF_03();
    void cutOfferedToTheFirstPlayerAtANewTable_BJ_SHUF_04();
    void cutOfferedToPlayerOnWhoseBoxTheCutCardAppeared_BJ_SHUF_04();
    void cutOfferedFarthestRightAfterTheDealersHand_BJ_SHUF_04();
    void cutOfferedFarthestRightAfterAHouseReshuffle_BJ_SHUF_04();
    void tribalCutterDesignation_BJ2_SHUF_03_data();
    void tribalCutterDesignation_BJ2_SHUF_03();
    void refusedCutGoesClockwiseWithWrapAround_BJ_SHUF_05();
    void wrongSeatOffersNameWhoShouldHaveBeenOffered_BJ_SHUF_04_05();
    void dealerCutsOnlyWhenEveryPlayerRefused_BJ_SHUF_05();
    void tribalRefusalAndDealerCut_BJ2_SHUF_03();
    void waitWhileThePlayerHoldsTheStack_BJ_SHUF_04();

    // Cut depth.
    void cutDepthADeckFromEitherEnd_BJ_SHUF_06_data();
    void cutDepthADeckFromEitherEnd_BJ_SHUF_06();
    void tribalCutDepthTenCardsFromEitherEnd_BJ2_SHUF_02_data();
    void tribalCutDepthTenCardsFromEitherEnd_BJ2_SHUF_02();
    void improperCutIsDeclinedAndTheSamePlayerCutsAgain_BJ_SHUF_06();

    // The recut.
    void acceptingAnImproperCutIsAnIntegrityErrorThenOnlyARecut_BJ_SHUF_08();
    void recutByTheNextEntitledPlayerWrapsClockwise_BJ_SHUF_08();
    void recutByTheLastCutter_BJ_SHUF_08();
    void supervisorCalledInsteadOfAcceptingAnImproperCut_BJ_SHUF_08();
    void recutAfterARefusedRecutGoesToTheLatestCutter_BJ_SHUF_08();
    void tribalRecut_BJ2_SHUF_03();

    // Completing the cut, the cut card, the shoe.
    void completeCutMovesExactlyTheFrontCardsToTheBack_BJ_SHUF_07();
    void completingOrLoadingAnUncutStackIsRefused_BJ_SHUF_07();
    void cutCardInsertedAboutAQuarterFromTheBack_BJ_SHUF_07_data();
    void cutCardInsertedAboutAQuarterFromTheBack_BJ_SHUF_07();
    void loadShoeAfterTheCutCard_BJ_SHUF_07();

    // The burn.
    void burnFaceDownGoesToTheDiscardRack_BJ_SHUF_10();
    void burnFaceUpIsAnIntegrityErrorButTheCardIsBurned_BJ_SHUF_10();
    void showTheBurnCardOnlyWhenAsked_BJ_SHUF_10();
    void newDealerBurnsOneCardBeforeDealing_BJ_SHUF_10();
    void tribalBurn_BJ_SHUF_10();

    // Whole procedures and invariants.
    void nothingIsAcceptedAfterCompletion();
    void completeMassachusettsProcedureCitesEverySection();
    void completeTribalProcedureCitesEverySection();
    void everyRefusedActionLeavesTheTableUnchanged();
    void cardsAreNeverLostOrDuplicated();
    void blackjackFactoryPicksTheRulesOfTheRegulation();
    void eventsOutsideTheLayoutOrTheStackAreHarmless();
};

// ---------------------------------------------------------------- opening

void TestShoePreparation::openingOrderInspectSpreadTurnWashStack_BJ_OPEN_01_02() {
    Bench bench(newTable(MA, {3}));
    DT_CHECK_ONLY_EXPECTED(bench.expected(), InspectCards{}, "Blackjack §4(a)-(b)", "BJ-OPEN-01");
    DT_CHECK_CORRECT(bench.act(InspectCards{}), "Blackjack §4(a)-(b)", "BJ-OPEN-01");
    QVERIFY(bench.state.inspected);
    // §4(b): spread face upwards for the first player(s).
    DT_CHECK_ONLY_EXPECTED(bench.expected(), SpreadCards{Face::Up}, "Blackjack §4(b)",
                           "BJ-OPEN-01");
    DT_CHECK_CORRECT(bench.act(SpreadCards{Face::Up}), "Blackjack §4(b)", "BJ-OPEN-01");
    QVERIFY(bench.state.spread == Face::Up);
    QVERIFY(bench.state.inspectedByPlayer); // seat 3 was at the table
    // §4(c): turned face downward, washed, stacked.
    DT_CHECK_ONLY_EXPECTED(bench.expected(), TurnCards{Face::Down}, "Blackjack §4(c)",
                           "BJ-OPEN-02");
    DT_CHECK_CORRECT(bench.act(TurnCards{Face::Down}), "Blackjack §4(c)", "BJ-OPEN-02");
    DT_CHECK_ONLY_EXPECTED(bench.expected(), WashCards{}, "Blackjack §4(c)", "BJ-OPEN-02");
    DT_CHECK_CORRECT(bench.act(WashCards{}), "Blackjack §4(c)", "BJ-OPEN-02");
    DT_CHECK_ONLY_EXPECTED(bench.expected(), StackCards{}, "Blackjack §4(c)", "BJ-OPEN-02");
    DT_CHECK_CORRECT(bench.act(StackCards{}), "Blackjack §4(c)", "BJ-OPEN-02");
    QCOMPARE(int(bench.state.stage), int(Stage::ReadyToShuffle));
    QCOMPARE(bench.state.stack.size(), std::size_t{312});
    QVERIFY(!bench.state.spread.has_value());
    QVERIFY(bench.state.shoe.empty());
    QVERIFY(bench.state.discardRack.empty());
}

void TestShoePreparation::openingStepsOutOfOrderAreRefused_BJ_OPEN_01_02() {
    Bench bench(newTable(MA, {3}));
    const TableState before = bench.state;
    // Nothing is spread, washed or stacked before the inspection (§4(a)-(b)).
    for (const DealerAction &a : std::vector<DealerAction>{SpreadCards{Face::Up}, WashCards{},
                                                           StackCards{}, TurnCards{Face::Down}}) {
        DT_CHECK_ERROR(bench.act(a), "major", "Blackjack §4(a)-(b)", "BJ-OPEN-01", false);
        QVERIFY(bench.state == before);
    }
    QVERIFY(allCorrect(bench, {InspectCards{}, SpreadCards{Face::Up}}));
    // Washing or stacking the face-up spread (§4(c): turned face downward first).
    for (const DealerAction &a :
         std::vector<DealerAction>{WashCards{}, StackCards{}, InspectCards{}}) {
        DT_CHECK_ERROR(bench.act(a), "major", "Blackjack §4(c)", "BJ-OPEN-02", false);
    }
    QVERIFY(allCorrect(bench, {TurnCards{Face::Down}}));
    // Stacking without washing.
    DT_CHECK_ERROR(bench.act(StackCards{}), "major", "Blackjack §4(c)", "BJ-OPEN-02", false);
    QVERIFY(!bench.state.washed);
    QCOMPARE(int(bench.state.stage), int(Stage::OpeningTable));
}

void TestShoePreparation::spreadingFaceDownAtANewTableIsAnError_BJ_OPEN_01() {
    Bench bench(newTable(MA, {1}));
    QVERIFY(allCorrect(bench, {InspectCards{}}));
    const TableState before = bench.state;
    const Verdict verdict = bench.act(SpreadCards{Face::Down});
    DT_CHECK_ERROR(verdict, "major", "Blackjack §4(b)", "BJ-OPEN-01", false);
    QVERIFY(verdict.message.find("face up") != std::string::npos);
    QVERIFY(bench.state == before);
}

void TestShoePreparation::turnDownOnlyAfterAPlayerInspected_BJ_OPEN_02() {
    auto scenario = newTable(MA, {4});
    scenario.players[0].arrival = Arrival::AfterSpread;
    Bench bench(scenario);
    QVERIFY(occupiedSeats(bench.state).empty());
    QVERIFY(allCorrect(bench, {InspectCards{}, SpreadCards{Face::Up}}));
    QVERIFY(!bench.state.inspectedByPlayer);
    // Nobody has been afforded the opportunity to inspect: nothing to do but wait.
    QVERIFY(bench.expected().empty());
    const Verdict early = bench.act(TurnCards{Face::Down});
    QVERIFY(!early.correct);
    QVERIFY(!early.applied);
    QCOMPARE(qs(early.rule.citation.text()), qs("Blackjack §4(c)"));
    QVERIFY(!bench.state.turnedDown);
    // The first player arrives and sees the face-up spread.
    bench.happen(event::PlayerArrives{4});
    QVERIFY(bench.state.inspectedByPlayer);
    DT_CHECK_ONLY_EXPECTED(bench.expected(), TurnCards{Face::Down}, "Blackjack §4(c)",
                           "BJ-OPEN-02");
}

void TestShoePreparation::riffleFromTheSpreadWithoutWashingIsRefused_BJ_OPEN_02() {
    // BJ-OPEN-02: riffle-shuffling directly from the spread without washing is an error,
    // whether the lesson grades the shuffle steps or the shuffle as one action.
    for (const bool steps : {true, false}) {
        auto scenario = newTable(MA, {2});
        scenario.table.manualShuffleSteps = steps;
        Bench bench(scenario);
        QVERIFY(allCorrect(bench, {InspectCards{}, SpreadCards{Face::Up}, TurnCards{Face::Down}}));
        for (const DealerAction &a :
             std::vector<DealerAction>{ShuffleStep{ShuffleStepKind::Riffle}, Shuffle{}}) {
            DT_CHECK_ERROR(bench.act(a), "major", "Blackjack §4(c)", "BJ-OPEN-02", false);
            QCOMPARE(int(bench.state.stage), int(Stage::OpeningTable));
            QCOMPARE(bench.state.riffles, 0);
        }
    }
}

void TestShoePreparation::tribalFloorpersonVerifiesTheInspection_BJ2_OPEN_01() {
    Bench bench(newTable(TRIBAL, {5}));
    DT_CHECK_ONLY_EXPECTED(bench.expected(), InspectCards{}, "Blackjack (tribal) (d)(1)",
                           "BJ2-OPEN-01");
    DT_CHECK_CORRECT(bench.act(InspectCards{}), "Blackjack (tribal) (d)(1)", "BJ2-OPEN-01");
    // (d)(1): "the floorperson assigned to the table shall verify the inspection".
    DT_CHECK_ONLY_EXPECTED(bench.expected(), CallSupervisor{SupervisorReason::VerifyInspection},
                           "Blackjack (tribal) (d)(1)", "BJ2-OPEN-01");
    DT_CHECK_ERROR(bench.act(SpreadCards{Face::Up}), "major", "Blackjack (tribal) (d)(1)",
                   "BJ2-OPEN-01", false);
    QVERIFY(!bench.state.spread);
    DT_CHECK_CORRECT(bench.act(CallSupervisor{SupervisorReason::VerifyInspection}),
                     "Blackjack (tribal) (d)(1)", "BJ2-OPEN-01");
    // The floorperson answers before the dealer goes on.
    QVERIFY(bench.expected().empty());
    const Verdict waiting = bench.act(SpreadCards{Face::Up});
    QVERIFY(!waiting.correct);
    QVERIFY(!waiting.applied);
    const auto answers = bench.referee.houseResponses(bench.state);
    QCOMPARE(answers.size(), std::size_t{1});
    QVERIFY(answers[0] == TableEvent(event::FloorpersonVerifiesInspection{}));
    bench.houseAnswers();
    QVERIFY(bench.state.inspectionVerified);
    QVERIFY(bench.referee.houseResponses(bench.state).empty());
    DT_CHECK_ONLY_EXPECTED(bench.expected(), SpreadCards{Face::Up}, "Blackjack (tribal) (d)(2)",
                           "BJ-OPEN-01");
    DT_CHECK_CORRECT(bench.act(SpreadCards{Face::Up}), "Blackjack (tribal) (d)(2)", "BJ-OPEN-01");
    DT_CHECK_CORRECT(bench.act(TurnCards{Face::Down}), "Blackjack (tribal) (d)(3)", "BJ2-OPEN-02");
    DT_CHECK_CORRECT(bench.act(WashCards{}), "Blackjack (tribal) (d)(3)", "BJ2-OPEN-02");
    DT_CHECK_CORRECT(bench.act(StackCards{}), "Blackjack (tribal) (d)(3)", "BJ2-OPEN-02");
    QCOMPARE(int(bench.state.stage), int(Stage::ReadyToShuffle));
}

void TestShoePreparation::massachusettsOpeningNeedsNoFloorperson_BJ_OPEN_01() {
    Bench bench(newTable(MA, {5}));
    QVERIFY(allCorrect(bench, {InspectCards{}}));
    DT_CHECK_ONLY_EXPECTED(bench.expected(), SpreadCards{Face::Up}, "Blackjack §4(b)",
                           "BJ-OPEN-01");
    DT_CHECK_ERROR(bench.act(CallSupervisor{SupervisorReason::VerifyInspection}), "major",
                   "Blackjack §4(b)", "BJ-OPEN-01", false);
    QVERIFY(!bench.state.supervisorCalled);
}

void TestShoePreparation::idleTableGathersShoeAndRackAndSpreadsEitherFace_BJ_OPEN_04() {
    for (const Face face : {Face::Up, Face::Down}) {
        Bench bench(scenarioFor(MA, StartSituation::IdleTable, {2}));
        const auto rack = bench.state.discardRack;
        const auto shoe = bench.state.shoe;
        QCOMPARE(rack.size(), std::size_t{104});
        QCOMPARE(shoe.size(), std::size_t{208});
        // §5(j): "spread out on the table for inspection, either face up or face down".
        const auto options = bench.expected();
        QCOMPARE(options.size(), std::size_t{2});
        QVERIFY(expects(options, SpreadCards{Face::Up}));
        QVERIFY(expects(options, SpreadCards{Face::Down}));
        for (const auto &option : options) {
            QCOMPARE(qs(option.rule.citation.text()), qs("Blackjack §5(j)"));
            QCOMPARE(qs(option.rule.requirement), qs("BJ-OPEN-04"));
        }
        // No inspection of a fresh set of decks at an idle table: the cards are gathered.
        QVERIFY(!bench.act(InspectCards{}).correct);
        DT_CHECK_CORRECT(bench.act(SpreadCards{face}), "Blackjack §5(j)", "BJ-OPEN-04");
        // Every card, from the shoe and from the discard rack.
        QVERIFY(bench.state.shoe.empty());
        QVERIFY(bench.state.discardRack.empty());
        QCOMPARE(bench.state.stack.size(), std::size_t{312});
        // Laid out by deck, suit and sequence: exactly the cards of six new decks.
        QVERIFY(bench.state.stack == dt::newDecks(6));
        QVERIFY(bench.state.spread == face);
    }
}

void TestShoePreparation::idleTableFaceDownSpreadIsTurnedUpForTheArrivingPlayer_BJ_OPEN_04_05() {
    auto scenario = scenarioFor(MA, StartSituation::IdleTable, {6});
    scenario.players[0].arrival = Arrival::AfterSpread;
    Bench bench(scenario);
    DT_CHECK_CORRECT(bench.act(SpreadCards{Face::Down}), "Blackjack §5(j)", "BJ-OPEN-04");
    // Nobody has arrived: the face-down spread waits.
    QVERIFY(bench.expected().empty());
    QVERIFY(!bench.act(TurnCards{Face::Up}).applied);
    bench.happen(event::PlayerArrives{6});
    // §5(j): "If the cards are spread face down, they shall be turned face up once a player
    // arrives".
    DT_CHECK_ONLY_EXPECTED(bench.expected(), TurnCards{Face::Up}, "Blackjack §5(j)", "BJ-OPEN-04");
    DT_CHECK_ERROR(bench.act(TurnCards{Face::Down}), "major", "Blackjack §5(j)", "BJ-OPEN-04",
                   false);
    DT_CHECK_ERROR(bench.act(WashCards{}), "major", "Blackjack §5(j)", "BJ-OPEN-04", false);
    DT_CHECK_CORRECT(bench.act(TurnCards{Face::Up}), "Blackjack §5(j)", "BJ-OPEN-04");
    QVERIFY(bench.state.inspectedByPlayer);
    // "After the first player is afforded an opportunity to visually inspect the cards the
    // cards shall be turned face downward on the table."
    DT_CHECK_ONLY_EXPECTED(bench.expected(), TurnCards{Face::Down}, "Blackjack §5(j)",
                           "BJ-OPEN-04");
    DT_CHECK_CORRECT(bench.act(TurnCards{Face::Down}), "Blackjack §5(j)", "BJ-OPEN-04");
    // §5(j)(1): then washed and stacked; the cards are not turned up a second time.
    DT_CHECK_ONLY_EXPECTED(bench.expected(), WashCards{}, "Blackjack §5(j)(1)", "BJ-OPEN-05");
    DT_CHECK_ERROR(bench.act(TurnCards{Face::Up}), "major", "Blackjack §5(j)(1)", "BJ-OPEN-05",
                   false);
    DT_CHECK_CORRECT(bench.act(WashCards{}), "Blackjack §5(j)(1)", "BJ-OPEN-05");
    QVERIFY(bench.state.spread == Face::Down); // washed face down
    DT_CHECK_ONLY_EXPECTED(bench.expected(), StackCards{}, "Blackjack §5(j)(1)", "BJ-OPEN-05");
    DT_CHECK_CORRECT(bench.act(StackCards{}), "Blackjack §5(j)(1)", "BJ-OPEN-05");
    // "... stacked, then shuffled and cut in accordance with this section."
    QCOMPARE(int(bench.state.stage), int(Stage::ReadyToShuffle));
    QVERIFY(shuffle(bench));
    // The game is beginning again: the cut goes to the first player to the table.
    const auto options = bench.expected();
    QCOMPARE(offeredSeat(options).value_or(0), 6);
    QCOMPARE(qs(options[0].rule.citation.text()), qs("Blackjack §5(e)(1)"));
}

void TestShoePreparation::idleTableFaceUpSpreadIsTurnedDownOnceThenWashed_BJ_OPEN_04_05() {
    Bench bench(scenarioFor(MA, StartSituation::IdleTable, {1}));
    DT_CHECK_CORRECT(bench.act(SpreadCards{Face::Up}), "Blackjack §5(j)", "BJ-OPEN-04");
    QVERIFY(bench.state.inspectedByPlayer);
    DT_CHECK_ONLY_EXPECTED(bench.expected(), TurnCards{Face::Down}, "Blackjack §5(j)",
                           "BJ-OPEN-04");
    DT_CHECK_CORRECT(bench.act(TurnCards{Face::Down}), "Blackjack §5(j)", "BJ-OPEN-04");
    DT_CHECK_ONLY_EXPECTED(bench.expected(), WashCards{}, "Blackjack §5(j)(1)", "BJ-OPEN-05");
    QVERIFY(allCorrect(bench, {WashCards{}, StackCards{}}));
    QCOMPARE(int(bench.state.stage), int(Stage::ReadyToShuffle));
    // Skipping the shuffle and going straight to the cut is refused (BJ-OPEN-05).
    QVERIFY(!bench.act(OfferCut{1}).applied);
}

void TestShoePreparation::tribalIdleTableIsWashedStackedShuffledAndCut_BJ2_OPEN_02() {
    Bench bench(scenarioFor(TRIBAL, StartSituation::IdleTable, {3}));
    DT_CHECK_CORRECT(bench.act(SpreadCards{Face::Down}), "Blackjack (tribal) (e)(9)", "BJ-OPEN-04");
    DT_CHECK_CORRECT(bench.act(TurnCards{Face::Up}), "Blackjack (tribal) (e)(9)", "BJ-OPEN-04");
    DT_CHECK_CORRECT(bench.act(TurnCards{Face::Down}), "Blackjack (tribal) (e)(9)", "BJ-OPEN-04");
    // (e)(9)(i): "Regardless of shuffling method" washed, stacked, shuffled and cut.
    DT_CHECK_ONLY_EXPECTED(bench.expected(), WashCards{}, "Blackjack (tribal) (e)(9)(i)",
                           "BJ2-OPEN-02");
    DT_CHECK_ERROR(bench.act(Shuffle{}), "major", "Blackjack (tribal) (e)(9)(i)", "BJ2-OPEN-02",
                   false);
    DT_CHECK_CORRECT(bench.act(WashCards{}), "Blackjack (tribal) (e)(9)(i)", "BJ2-OPEN-02");
    DT_CHECK_CORRECT(bench.act(StackCards{}), "Blackjack (tribal) (e)(9)(i)", "BJ2-OPEN-02");
    DT_CHECK_CORRECT(bench.act(Shuffle{}), "Blackjack (tribal) (e)(1)", "BJ2-SHUF-01");
    QCOMPARE(offeredSeat(bench.expected()).value_or(0), 3);
}

// ---------------------------------------------------------------- shuffle

void TestShoePreparation::allowedManualShuffleOrdersAreAccepted_BJ_SHUF_02_data() {
    // §5(l): riffle, turn (a stack rotated "before riffling the stacks together"),
    // strip "not ... before at least two riffles", cut "the final step". The
    // text fixes nothing else, so every order that keeps those is allowed.
    QTest::addColumn<QString>("steps");
    QTest::newRow("riffle riffle turn riffle strip cut") << "riffle riffle turn riffle strip cut";
    QTest::newRow("riffle turn riffle strip riffle cut") << "riffle turn riffle strip riffle cut";
    QTest::newRow("turn riffle riffle strip cut") << "turn riffle riffle strip cut";
    QTest::newRow("riffle riffle strip turn riffle cut") << "riffle riffle strip turn riffle cut";
    QTest::newRow("riffle turn riffle riffle strip strip cut")
        << "riffle turn riffle riffle strip strip cut";
    QTest::newRow("riffle riffle turn riffle strip riffle riffle cut")
        << "riffle riffle turn riffle strip riffle riffle cut";
    QTest::newRow("riffle turn riffle turn riffle strip cut")
        << "riffle turn riffle turn riffle strip cut";
    QTest::newRow("riffle riffle strip turn riffle strip cut")
        << "riffle riffle strip turn riffle strip cut";
}

void TestShoePreparation::allowedManualShuffleOrdersAreAccepted_BJ_SHUF_02() {
    QFETCH(QString, steps);
    Bench bench(newTable(MA, {1}));
    QVERIFY(openNewTable(bench));
    const QStringList names = steps.split(' ');
    for (int i = 0; i < names.size(); ++i) {
        const ShuffleStepKind kind = stepFromName(names[i]);
        QVERIFY2(expects(bench.expected(), ShuffleStep{kind}),
                 qPrintable(names[i] + " not expected"));
        const Verdict verdict = bench.act(ShuffleStep{kind});
        QVERIFY2(verdict.correct,
                 qPrintable(QString::number(i) + ": " + names[i] + ": " + qs(verdict.message)));
        const char *section = kind == ShuffleStepKind::Riffle  ? "Blackjack §5(l)(2)"
                              : kind == ShuffleStepKind::Turn  ? "Blackjack §5(l)(3)"
                              : kind == ShuffleStepKind::Strip ? "Blackjack §5(l)(4)"
                                                               : "Blackjack §5(l)(5)";
        QCOMPARE(qs(verdict.rule.citation.text()), qs(section));
        QCOMPARE(qs(verdict.rule.requirement), qs("BJ-SHUF-02"));
        // The cut is the final step: the stack is shuffled only after it.
        QCOMPARE(int(bench.state.stage),
                 int(i + 1 == names.size() ? Stage::Cutting : Stage::Shuffling));
    }
    QCOMPARE(bench.state.stack.size(), std::size_t{312});
}

void TestShoePreparation::manualShuffleStepsOutOfOrder_BJ_SHUF_02_data() {
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("step");
    QTest::addColumn<QString>("severity");
    QTest::addColumn<QString>("citation");
    QTest::addColumn<bool>("applied");
    // §5(l)(4) "should not occur before at least two riffles": a warning; the strip is done.
    QTest::newRow("strip first") << ""
                                 << "strip"
                                 << "minor"
                                 << "Blackjack §5(l)(4)" << true;
    QTest::newRow("strip after one riffle") << "riffle"
                                            << "strip"
                                            << "minor"
                                            << "Blackjack §5(l)(4)" << true;
    QTest::newRow("strip after turn and one riffle") << "turn riffle"
                                                     << "strip"
                                                     << "minor"
                                                     << "Blackjack §5(l)(4)" << true;
    // §5(l)(5): the cut is the final step, after the turn and the strip are in.
    QTest::newRow("cut first") << ""
                               << "cut"
                               << "major"
                               << "Blackjack §5(l)(3)" << false;
    QTest::newRow("cut without turn") << "riffle riffle strip"
                                      << "cut"
                                      << "major"
                                      << "Blackjack §5(l)(3)" << false;
    QTest::newRow("cut without strip") << "riffle turn riffle riffle"
                                       << "cut"
                                       << "major"
                                       << "Blackjack §5(l)(4)" << false;
    QTest::newRow("cut right after turn") << "riffle riffle strip turn"
                                          << "cut"
                                          << "major"
                                          << "Blackjack §5(l)(3)" << false;
}

void TestShoePreparation::manualShuffleStepsOutOfOrder_BJ_SHUF_02() {
    QFETCH(QString, before);
    QFETCH(QString, step);
    QFETCH(QString, severity);
    QFETCH(QString, citation);
    QFETCH(bool, applied);
    Bench bench(newTable(MA, {1}));
    QVERIFY(openNewTable(bench));
    for (const QString &name : before.split(' ', Qt::SkipEmptyParts)) {
        QVERIFY(bench.act(ShuffleStep{stepFromName(name)}).correct);
    }
    const TableState state = bench.state;
    const auto wasExpected = expects(bench.expected(), ShuffleStep{stepFromName(step)});
    const Verdict verdict = bench.act(ShuffleStep{stepFromName(step)});
    QVERIFY(!wasExpected);
    QVERIFY(!verdict.correct);
    QCOMPARE(verdict.applied, applied);
    QCOMPARE(qs(severityName(verdict.severity)), severity);
    QCOMPARE(qs(verdict.rule.citation.text()), citation);
    QCOMPARE(qs(verdict.rule.requirement), qs("BJ-SHUF-02"));
    if (applied) {
        QVERIFY(bench.state.stripped); // a warning: the early strip still counts
    } else {
        QVERIFY(bench.state == state); // refused: the dealer does the right step next
    }
}

void TestShoePreparation::turnMustBeFollowedByARiffle_BJ_SHUF_02() {
    // §5(l)(3): the turn rotates one stack "before riffling the stacks together".
    Bench bench(newTable(MA, {1}));
    QVERIFY(openNewTable(bench));
    QVERIFY(allCorrect(bench,
                       {ShuffleStep{ShuffleStepKind::Riffle}, ShuffleStep{ShuffleStepKind::Riffle},
                        ShuffleStep{ShuffleStepKind::Turn}}));
    QVERIFY(bench.state.turnAwaitingRiffle);
    DT_CHECK_ONLY_EXPECTED(bench.expected(), ShuffleStep{ShuffleStepKind::Riffle},
                           "Blackjack §5(l)(2)", "BJ-SHUF-02");
    DT_CHECK_ERROR(bench.act(ShuffleStep{ShuffleStepKind::Turn}), "minor", "Blackjack §5(l)(3)",
                   "BJ-SHUF-02", false);
    DT_CHECK_ERROR(bench.act(ShuffleStep{ShuffleStepKind::Strip}), "major", "Blackjack §5(l)(3)",
                   "BJ-SHUF-02", false);
    DT_CHECK_ERROR(bench.act(ShuffleStep{ShuffleStepKind::Cut}), "major", "Blackjack §5(l)(3)",
                   "BJ-SHUF-02", false);
    DT_CHECK_CORRECT(bench.act(ShuffleStep{ShuffleStepKind::Riffle}), "Blackjack §5(l)(2)",
                     "BJ-SHUF-02");
    QVERIFY(bench.state.turned);
    QVERIFY(!bench.state.turnAwaitingRiffle);
    QCOMPARE(bench.state.riffles, 3);
    // The usual next step is the strip (three riffles in, the turn done).
    const auto options = bench.expected();
    QVERIFY(options.front().action == DealerAction(ShuffleStep{ShuffleStepKind::Strip}));
    QVERIFY(!expects(options, ShuffleStep{ShuffleStepKind::Cut}));
}

void TestShoePreparation::oneActionShuffleRefusedWhenStepsAreGraded_BJ_SHUF_02() {
    Bench bench(newTable(MA, {1}));
    QVERIFY(openNewTable(bench));
    const auto options = bench.expected();
    QVERIFY(!expects(options, Shuffle{}));
    QVERIFY(options.front().action == DealerAction(ShuffleStep{ShuffleStepKind::Riffle}));
    const Verdict verdict = bench.act(Shuffle{});
    DT_CHECK_ERROR(verdict, "major", "Blackjack §5(l)(2)", "BJ-SHUF-02", false);
    QCOMPARE(int(bench.state.stage), int(Stage::ReadyToShuffle));
    // The cut of the cards to the players waits for the shuffle (§5(b)).
    QVERIFY(!bench.act(OfferCut{1}).applied);
}

void TestShoePreparation::oneActionShuffleWhenStepsAreNotGraded_BJ_SHUF_01() {
    auto scenario = newTable(MA, {1});
    scenario.table.manualShuffleSteps = false;
    Bench bench(scenario);
    QVERIFY(openNewTable(bench));
    DT_CHECK_ONLY_EXPECTED(bench.expected(), Shuffle{}, "Blackjack §5(a)", "BJ-SHUF-01");
    // A step where the lesson grades the shuffle as one action: a minor slip, refused.
    DT_CHECK_ERROR(bench.act(ShuffleStep{ShuffleStepKind::Riffle}), "minor", "Blackjack §5(a)",
                   "BJ-SHUF-01", false);
    DT_CHECK_CORRECT(bench.act(Shuffle{}), "Blackjack §5(a)", "BJ-SHUF-01");
    QCOMPARE(int(bench.state.stage), int(Stage::Cutting));
    // A shuffle step after the shuffle is simply out of order, not "use Shuffle".
    const Verdict late = bench.act(ShuffleStep{ShuffleStepKind::Riffle});
    DT_CHECK_ERROR(late, "major", "Blackjack §5(e)(1)", "BJ-SHUF-04", false);
}

void TestShoePreparation::tribalShuffle_BJ2_SHUF_01() {
    Bench bench(newTable(TRIBAL, {1}));
    QVERIFY(openNewTable(bench));
    DT_CHECK_ONLY_EXPECTED(bench.expected(), Shuffle{}, "Blackjack (tribal) (e)(1)", "BJ2-SHUF-01");
    DT_CHECK_CORRECT(bench.act(Shuffle{}), "Blackjack (tribal) (e)(1)", "BJ2-SHUF-01");
    QCOMPARE(int(bench.state.stage), int(Stage::Cutting));
}

void TestShoePreparation::shuffleIsSeededFromACanonicalOrder_BJ_SHUF_01() {
    // §5(a): "randomly intermixed". The lesson's seed decides the order:
    // Fisher-Yates over the canonical order with the table's generator.
    for (const std::uint64_t seed : {0ULL, 1ULL, 2024ULL}) {
        auto scenario = newTable(MA, {1});
        scenario.table.manualShuffleSteps = false;
        scenario.seed = seed;
        Bench bench(scenario);
        QVERIFY(openNewTable(bench));
        QVERIFY(allCorrect(bench, {Shuffle{}}));
        auto expected = newDecks(6);
        SeededRandom random(seed);
        random.shuffle(expected);
        QVERIFY(bench.state.stack == expected);
    }
    // After a shoe in play the same: the cards' arrival order does not matter.
    auto scenario = cutCardReached(MA, {2}, CutCardCameOut::OnBox, 2);
    scenario.table.manualShuffleSteps = false;
    Bench a(scenario);
    scenario.cardsDealt -= 20; // another point in the same shoe
    Bench b(scenario);
    QVERIFY(allCorrect(a, {ClearShoe{}, Shuffle{}}));
    QVERIFY(allCorrect(b, {ClearShoe{}, Shuffle{}}));
    QVERIFY(a.state.stack == b.state.stack);
    QCOMPARE(a.state.stack.size(), std::size_t{312});
}

void TestShoePreparation::presetCardOrderIsTheShuffledStack_BJ_SHUF_01() {
    auto scenario = newTable(TRIBAL, {1}, 1);
    auto order = newDecks(1);
    std::reverse(order.begin(), order.end());
    scenario.cardOrder = order;
    Bench bench = shuffledTable(scenario);
    QCOMPARE(int(bench.state.stage), int(Stage::Cutting));
    QVERIFY(bench.state.stack == order);
    QCOMPARE(qs(toString(bench.state.stack.front())), qs("KS"));
}

void TestShoePreparation::clearShoeFirstAfterTheCutCardIsReached_BJ_SHUF_09() {
    struct Case {
        Regulation regulation;
        bool steps;
        CutCardCameOut cause;
        const char *citation;
        const char *requirement;
    };
    // §6(l)(2)(i): the cards remaining in the shoe go to the discard rack; with a
    // manual shuffle that is the plug, "usually the first step" (§5(l)(1)). A
    // reshuffle the house calls is §5(a) "after any round of play as may be
    // determined by the gaming licensee" (tribal (e)(1)).
    const auto box = CutCardCameOut::OnBox;
    const auto house = CutCardCameOut::HouseReshuffle;
    for (const Case &c :
         {Case{MA, true, box, "Blackjack §5(l)(1)", "BJ-SHUF-02"},
          Case{MA, false, box, "Blackjack §6(l)(2)(i)", "BJ-SHUF-09"},
          Case{TRIBAL, false, box, "Blackjack (tribal) (f)(10)(ii)(A)", "BJ-SHUF-09"},
          Case{MA, false, house, "Blackjack §5(a)", "BJ-SHUF-01"},
          Case{TRIBAL, false, house, "Blackjack (tribal) (e)(1)", "BJ2-SHUF-01"}}) {
        auto scenario = cutCardReached(c.regulation, {2, 5}, c.cause, 5);
        scenario.table.manualShuffleSteps = c.steps;
        Bench bench(scenario);
        QCOMPARE(int(bench.state.stage), int(Stage::ShoeFinished));
        const std::size_t inShoe = bench.state.shoe.size();
        const std::size_t inRack = bench.state.discardRack.size();
        QVERIFY(inShoe > 0);
        DT_CHECK_ONLY_EXPECTED(bench.expected(), ClearShoe{}, c.citation, c.requirement);
        // Shuffling without emptying the shoe, or offering the cut, is refused.
        for (const DealerAction &a :
             std::vector<DealerAction>{Shuffle{}, ShuffleStep{ShuffleStepKind::Riffle}, OfferCut{5},
                                       LoadShoe{}, BurnCard{Face::Down}}) {
            const Verdict verdict = bench.act(a);
            QVERIFY2(!verdict.correct && !verdict.applied, describe(a).c_str());
            QVERIFY(verdict.severity != Severity::Minor);
            QCOMPARE(qs(verdict.rule.citation.text()), qs(c.citation));
        }
        QCOMPARE(bench.state.shoe.size(), inShoe);
        DT_CHECK_CORRECT(bench.act(ClearShoe{}), c.citation, c.requirement);
        QVERIFY(bench.state.shoe.empty());
        QCOMPARE(bench.state.discardRack.size(), inRack + inShoe);
        QCOMPARE(int(bench.state.stage), int(Stage::ReadyToShuffle));
        QVERIFY(shuffle(bench));
        QVERIFY(bench.state.discardRack.empty());
        QCOMPARE(bench.state.stack.size(), std::size_t{312});
    }
}

// ---------------------------------------------------------------- who cuts

void TestShoePreparation::offeringTheCutBeforeTheShuffleIsRefused_BJ_SHUF_03() {
    // §5(b): "After the cards have been shuffled, the dealer shall offer the stack".
    Bench bench(newTable(MA, {1}));
    QVERIFY(openNewTable(bench));
    const Verdict offer = bench.act(OfferCut{1});
    QVERIFY(!offer.correct);
    QVERIFY(!offer.applied);
    QCOMPARE(qs(severityName(offer.severity)), qs("integrity"));
    QVERIFY(!bench.state.cutOfferedTo);
    const Verdict dealerCut = bench.act(CutCards{156});
    QVERIFY(!dealerCut.correct);
    QVERIFY(!dealerCut.applied);
    QVERIFY(!bench.state.cutPosition);
}

void TestShoePreparation::cutOfferedToTheFirstPlayerAtANewTable_BJ_SHUF_04() {
    // §5(e)(1): "The first player to the table if the game is just beginning" —
    // seat 5 arrived first, although seats 2 and 6 are also at the table.
    Bench bench = shuffledTable(newTable(MA, {5, 2, 6}));
    const auto cutter = bench.referee.nextCutter(bench.state);
    QVERIFY(cutter.has_value());
    QCOMPARE(cutter->seat, 5);
    DT_CHECK_ONLY_EXPECTED(bench.expected(), OfferCut{5}, "Blackjack §5(e)(1)", "BJ-SHUF-04");
    DT_CHECK_ERROR(bench.act(OfferCut{2}), "major", "Blackjack §5(e)(1)", "BJ-SHUF-04", false);
    DT_CHECK_CORRECT(bench.act(OfferCut{5}), "Blackjack §5(e)(1)", "BJ-SHUF-04");
    QCOMPARE(bench.state.cutOfferedTo.value_or(0), 5);
}

void TestShoePreparation::cutOfferedToPlayerOnWhoseBoxTheCutCardAppeared_BJ_SHUF_04() {
    // §5(e)(2): seat 3 received the cut card; seats 1 and 6 arrived earlier.
    Bench bench = shuffledTable(cutCardReached(MA, {1, 6, 3}, CutCardCameOut::OnBox, 3));
    DT_CHECK_ONLY_EXPECTED(bench.expected(), OfferCut{3}, "Blackjack §5(e)(2)", "BJ-SHUF-04");
    DT_CHECK_ERROR(bench.act(OfferCut{1}), "major", "Blackjack §5(e)(2)", "BJ-SHUF-04", false);
    DT_CHECK_CORRECT(bench.act(OfferCut{3}), "Blackjack §5(e)(2)", "BJ-SHUF-04");
}

void TestShoePreparation::cutOfferedFarthestRightAfterTheDealersHand_BJ_SHUF_04() {
    // §5(e)(3): "the player at the farthest point to the right of the dealer" is
    // the occupied seat with the highest number (seat 1 is on the dealer's left).
    Bench bench = shuffledTable(cutCardReached(MA, {6, 1, 3}, CutCardCameOut::OnDealerHand));
    DT_CHECK_ONLY_EXPECTED(bench.expected(), OfferCut{6}, "Blackjack §5(e)(3)", "BJ-SHUF-04");
    DT_CHECK_ERROR(bench.act(OfferCut{1}), "major", "Blackjack §5(e)(3)", "BJ-SHUF-04", false);
    DT_CHECK_CORRECT(bench.act(OfferCut{6}), "Blackjack §5(e)(3)", "BJ-SHUF-04");
}

void TestShoePreparation::cutOfferedFarthestRightAfterAHouseReshuffle_BJ_SHUF_04() {
    // §5(e)(4): a reshuffle at the licensee's discretion; seat 7 is empty.
    Bench bench = shuffledTable(cutCardReached(MA, {2, 4}, CutCardCameOut::HouseReshuffle));
    DT_CHECK_ONLY_EXPECTED(bench.expected(), OfferCut{4}, "Blackjack §5(e)(4)", "BJ-SHUF-04");
    DT_CHECK_ERROR(bench.act(OfferCut{7}), "major", "Blackjack §5(e)(4)", "BJ-SHUF-04", false);
    DT_CHECK_CORRECT(bench.act(OfferCut{4}), "Blackjack §5(e)(4)", "BJ-SHUF-04");
}

void TestShoePreparation::tribalCutterDesignation_BJ2_SHUF_03_data() {
    QTest::addColumn<int>("start");
    QTest::addColumn<int>("cameOut");
    QTest::addColumn<int>("expectedSeat");
    QTest::addColumn<QString>("citation");
    // Players arrive in the order 4, 2, 5; the cut card came out on box 2.
    QTest::newRow("(e)(5)(i) first player")
        << int(StartSituation::NewTable) << int(CutCardCameOut::OnBox) << 4
        << "Blackjack (tribal) (e)(5)(i)";
    QTest::newRow("(e)(5)(ii) cutting card on a box")
        << int(StartSituation::CutCardReached) << int(CutCardCameOut::OnBox) << 2
        << "Blackjack (tribal) (e)(5)(ii)";
    QTest::newRow("(e)(5)(iii) dealer's hand")
        << int(StartSituation::CutCardReached) << int(CutCardCameOut::OnDealerHand) << 5
        << "Blackjack (tribal) (e)(5)(iii)";
    QTest::newRow("(e)(5)(iv) casino's reshuffle")
        << int(StartSituation::CutCardReached) << int(CutCardCameOut::HouseReshuffle) << 5
        << "Blackjack (tribal) (e)(5)(iv)";
}

void TestShoePreparation::tribalCutterDesignation_BJ2_SHUF_03() {
    QFETCH(int, start);
    QFETCH(int, cameOut);
    QFETCH(int, expectedSeat);
    QFETCH(QString, citation);
    auto scenario = scenarioFor(TRIBAL, StartSituation(start), {4, 2, 5});
    scenario.cutCardCameOut = CutCardCameOut(cameOut);
    scenario.cutCardSeat = 2;
    Bench bench = shuffledTable(scenario);
    QCOMPARE(offeredSeat(bench.expected()).value_or(0), expectedSeat);
    const Verdict verdict = bench.act(OfferCut{expectedSeat});
    QVERIFY(verdict.correct);
    QCOMPARE(qs(verdict.rule.citation.text()), citation);
    QCOMPARE(qs(verdict.rule.requirement), qs("BJ2-SHUF-03"));
}

void TestShoePreparation::refusedCutGoesClockwiseWithWrapAround_BJ_SHUF_05() {
    // The checklist's case: designated seat 3 refuses; seats 1, 2, 4 and 5 are
    // also occupied. §5(f): "offered to each other player moving clockwise".
    Bench bench = shuffledTable(cutCardReached(MA, {1, 2, 3, 4, 5}, CutCardCameOut::OnBox, 3));
    QVERIFY(allCorrect(bench, {OfferCut{3}}));
    bench.happen(event::PlayerRefusesCut{3});
    for (const int seat : {4, 5, 1, 2}) {
        DT_CHECK_ONLY_EXPECTED(bench.expected(), OfferCut{seat}, "Blackjack §5(f)", "BJ-SHUF-05");
        DT_CHECK_CORRECT(bench.act(OfferCut{seat}), "Blackjack §5(f)", "BJ-SHUF-05");
        if (seat != 2) {
            bench.happen(event::PlayerRefusesCut{seat});
        }
    }
    // Seat 2 accepts.
    bench.happen(event::PlayerCuts{2, 100});
    DT_CHECK_ONLY_EXPECTED(bench.expected(), CompleteCut{}, "Blackjack §5(d)", "BJ-SHUF-07");
    QVERIFY(allCorrect(bench, {CompleteCut{}}));
    QCOMPARE(bench.state.lastCutter.value_or(0), 2);
}

void TestShoePreparation::wrongSeatOffersNameWhoShouldHaveBeenOffered_BJ_SHUF_04_05() {
    Bench bench = shuffledTable(cutCardReached(MA, {2, 4, 6}, CutCardCameOut::OnBox, 4));
    // An empty seat.
    Verdict verdict = bench.act(OfferCut{5});
    DT_CHECK_ERROR(verdict, "major", "Blackjack §5(e)(2)", "BJ-SHUF-04", false);
    QCOMPARE(qs(verdict.message), qs("Nobody sits at seat 5. The cut goes to seat 4 (P4)."));
    // A seat outside the layout.
    verdict = bench.act(OfferCut{9});
    QCOMPARE(qs(verdict.message), qs("Nobody sits at seat 9. The cut goes to seat 4 (P4)."));
    verdict = bench.act(OfferCut{0});
    QCOMPARE(qs(verdict.message), qs("Nobody sits at seat 0. The cut goes to seat 4 (P4)."));
    // Another player.
    verdict = bench.act(OfferCut{2});
    QCOMPARE(qs(verdict.message), qs("The cut goes to seat 4 (P4), not seat 2 (P2)."));
    QCOMPARE(qs(verdict.expected), qs("Offer the cut to seat 4 (P4)"));
    // Back to the player who refused, instead of clockwise.
    QVERIFY(allCorrect(bench, {OfferCut{4}}));
    bench.happen(event::PlayerRefusesCut{4});
    verdict = bench.act(OfferCut{4});
    DT_CHECK_ERROR(verdict, "major", "Blackjack §5(f)", "BJ-SHUF-05", false);
    QCOMPARE(qs(verdict.message),
             qs("Seat 4 (P4) already refused the cut; offer it clockwise to seat 6 (P6)."));
    // Counterclockwise instead of clockwise.
    verdict = bench.act(OfferCut{2});
    QCOMPARE(qs(verdict.message), qs("The cut goes to seat 6 (P6), not seat 2 (P2)."));
}

void TestShoePreparation::dealerCutsOnlyWhenEveryPlayerRefused_BJ_SHUF_05() {
    Bench bench = shuffledTable(newTable(MA, {3, 6}));
    // Before any refusal the dealer may not cut.
    Verdict verdict = bench.act(CutCards{156});
    DT_CHECK_ERROR(verdict, "major", "Blackjack §5(e)(1)", "BJ-SHUF-04", false);
    QVERIFY(!bench.state.cutPosition);
    QVERIFY(allCorrect(bench, {OfferCut{3}}));
    bench.happen(event::PlayerRefusesCut{3});
    DT_CHECK_ERROR(bench.act(CutCards{156}), "major", "Blackjack §5(f)", "BJ-SHUF-05", false);
    QVERIFY(allCorrect(bench, {OfferCut{6}}));
    bench.happen(event::PlayerRefusesCut{6});
    QVERIFY(!bench.referee.nextCutter(bench.state).has_value());
    // §5(f): "If no player accepts the cut, the dealer shall cut the cards", and
    // like any cut at least a deck from either end (§5(c)): 52..260 of 312.
    const auto options = bench.expected();
    QCOMPARE(options.size(), std::size_t{1});
    QVERIFY(std::holds_alternative<CutCards>(options[0].action));
    QCOMPARE(options[0].minimum, 52);
    QCOMPARE(options[0].maximum, 260);
    QCOMPARE(qs(options[0].rule.citation.text()), qs("Blackjack §5(f)"));
    QCOMPARE(qs(options[0].rule.requirement), qs("BJ-SHUF-05"));
    QVERIFY(!bench.act(OfferCut{3}).correct);
    for (const int position : {51, 261, 0, 312}) {
        DT_CHECK_ERROR(bench.act(CutCards{position}), "major", "Blackjack §5(c)", "BJ-SHUF-06",
                       false);
        QVERIFY(!bench.state.cutPosition);
    }
    DT_CHECK_CORRECT(bench.act(CutCards{52}), "Blackjack §5(f)", "BJ-SHUF-05");
    QCOMPARE(bench.state.cutPosition.value_or(0), 52);
    QCOMPARE(bench.state.cutBy, 0);
    DT_CHECK_ONLY_EXPECTED(bench.expected(), CompleteCut{}, "Blackjack §5(d)", "BJ-SHUF-07");
}

void TestShoePreparation::tribalRefusalAndDealerCut_BJ2_SHUF_03() {
    // The checklist's case: cutting card on the dealer's hand, the farthest-right
    // player refuses; the rotation is clockwise and wraps to seat 1.
    Bench bench = shuffledTable(cutCardReached(TRIBAL, {1, 4, 7}, CutCardCameOut::OnDealerHand));
    DT_CHECK_CORRECT(bench.act(OfferCut{7}), "Blackjack (tribal) (e)(5)(iii)", "BJ2-SHUF-03");
    bench.happen(event::PlayerRefusesCut{7});
    DT_CHECK_ERROR(bench.act(OfferCut{4}), "major", "Blackjack (tribal) (e)(6)", "BJ2-SHUF-03",
                   false);
    DT_CHECK_CORRECT(bench.act(OfferCut{1}), "Blackjack (tribal) (e)(6)", "BJ2-SHUF-03");
    bench.happen(event::PlayerRefusesCut{1});
    DT_CHECK_CORRECT(bench.act(OfferCut{4}), "Blackjack (tribal) (e)(6)", "BJ2-SHUF-03");
    bench.happen(event::PlayerRefusesCut{4});
    const auto options = bench.expected();
    QCOMPARE(options.size(), std::size_t{1});
    QCOMPARE(options[0].minimum, 10); // (e)(3): at least 10 cards from either end
    QCOMPARE(options[0].maximum, 302);
    DT_CHECK_ERROR(bench.act(CutCards{9}), "major", "Blackjack (tribal) (e)(3)", "BJ2-SHUF-02",
                   false);
    DT_CHECK_CORRECT(bench.act(CutCards{10}), "Blackjack (tribal) (e)(6)", "BJ2-SHUF-03");
}

void TestShoePreparation::waitWhileThePlayerHoldsTheStack_BJ_SHUF_04() {
    Bench bench = shuffledTable(newTable(MA, {2}));
    QVERIFY(allCorrect(bench, {OfferCut{2}}));
    QVERIFY(bench.expected().empty());
    const TableState state = bench.state;
    for (const DealerAction &a :
         std::vector<DealerAction>{CompleteCut{}, OfferCut{2}, CutCards{100}, LoadShoe{}}) {
        const Verdict verdict = bench.act(a);
        QVERIFY(!verdict.correct);
        QVERIFY(!verdict.applied);
        QCOMPARE(qs(verdict.message), qs("Wait: seat 2 (P2) has the stack to cut."));
    }
    QVERIFY(bench.state == state);
}

// ---------------------------------------------------------------- cut depth

void TestShoePreparation::cutDepthADeckFromEitherEnd_BJ_SHUF_06_data() {
    QTest::addColumn<int>("decks");
    QTest::addColumn<int>("position");
    QTest::addColumn<bool>("proper");
    // §5(c): "at least a deck in from either end": 52 cards from the front and
    // 52 from the back. 6 decks = 312 cards: 52..260. 2 decks: exactly 52.
    QTest::newRow("6 decks, 1 card") << 6 << 1 << false;
    QTest::newRow("6 decks, 40 cards (checklist)") << 6 << 40 << false;
    QTest::newRow("6 decks, 51") << 6 << 51 << false;
    QTest::newRow("6 decks, 52") << 6 << 52 << true;
    QTest::newRow("6 decks, 156") << 6 << 156 << true;
    QTest::newRow("6 decks, 260 (N-52)") << 6 << 260 << true;
    QTest::newRow("6 decks, 261 (N-51)") << 6 << 261 << false;
    QTest::newRow("6 decks, 311") << 6 << 311 << false;
    QTest::newRow("2 decks, 51") << 2 << 51 << false;
    QTest::newRow("2 decks, 52") << 2 << 52 << true;
    QTest::newRow("2 decks, 53") << 2 << 53 << false;
    QTest::newRow("8 decks, 364 (N-52)") << 8 << 364 << true;
    QTest::newRow("8 decks, 365 (N-51)") << 8 << 365 << false;
}

void TestShoePreparation::cutDepthADeckFromEitherEnd_BJ_SHUF_06() {
    QFETCH(int, decks);
    QFETCH(int, position);
    QFETCH(bool, proper);
    Bench bench = shuffledTable(newTable(MA, {3}, decks));
    QCOMPARE(ShoePreparationReferee::isProperCut(bench.state, position), proper);
    QVERIFY(allCorrect(bench, {OfferCut{3}}));
    bench.happen(event::PlayerCuts{3, position});
    const auto options = bench.expected();
    if (proper) {
        DT_CHECK_ONLY_EXPECTED(options, CompleteCut{}, "Blackjack §5(d)", "BJ-SHUF-07");
    } else {
        // Decline and ask for a proper cut, or have the supervisor order a recut.
        QCOMPARE(options.size(), std::size_t{2});
        QVERIFY(options[0].action == DealerAction(RequestProperCut{}));
        QCOMPARE(qs(options[0].rule.citation.text()), qs("Blackjack §5(c)"));
        QCOMPARE(qs(options[0].rule.requirement), qs("BJ-SHUF-06"));
        QVERIFY(options[1].action == DealerAction(CallSupervisor{SupervisorReason::Recut}));
        QCOMPARE(qs(options[1].rule.citation.text()), qs("Blackjack §5(g)"));
        QCOMPARE(qs(options[1].rule.requirement), qs("BJ-SHUF-08"));
        QVERIFY(options[0].description.find("52 cards") != std::string::npos);
    }
}

void TestShoePreparation::tribalCutDepthTenCardsFromEitherEnd_BJ2_SHUF_02_data() {
    QTest::addColumn<int>("decks");
    QTest::addColumn<int>("position");
    QTest::addColumn<bool>("proper");
    // (e)(3): "at least 10 cards in from either end".
    QTest::newRow("6 decks, 9") << 6 << 9 << false;
    QTest::newRow("6 decks, 10") << 6 << 10 << true;
    QTest::newRow("6 decks, 20 (checklist)") << 6 << 20 << true;
    QTest::newRow("6 decks, 8 (checklist)") << 6 << 8 << false;
    QTest::newRow("6 decks, 302 (N-10)") << 6 << 302 << true;
    QTest::newRow("6 decks, 303 (N-9)") << 6 << 303 << false;
    QTest::newRow("1 deck, 9") << 1 << 9 << false;
    QTest::newRow("1 deck, 10") << 1 << 10 << true;
    QTest::newRow("1 deck, 42 (N-10)") << 1 << 42 << true;
    QTest::newRow("1 deck, 43 (N-9)") << 1 << 43 << false;
}

void TestShoePreparation::tribalCutDepthTenCardsFromEitherEnd_BJ2_SHUF_02() {
    QFETCH(int, decks);
    QFETCH(int, position);
    QFETCH(bool, proper);
    Bench bench = shuffledTable(newTable(TRIBAL, {3}, decks));
    QCOMPARE(ShoePreparationReferee::isProperCut(bench.state, position), proper);
    QVERIFY(allCorrect(bench, {OfferCut{3}}));
    bench.happen(event::PlayerCuts{3, position});
    const Verdict verdict = bench.act(CompleteCut{});
    if (proper) {
        DT_CHECK_CORRECT(verdict, "Blackjack (tribal) (e)(4)", "BJ-SHUF-07");
    } else {
        DT_CHECK_ERROR(verdict, "integrity", "Blackjack (tribal) (e)(3)", "BJ2-SHUF-02", true);
    }
}

void TestShoePreparation::improperCutIsDeclinedAndTheSamePlayerCutsAgain_BJ_SHUF_06() {
    Bench bench = shuffledTable(newTable(MA, {5, 1}));
    const auto stack = bench.state.stack;
    QVERIFY(allCorrect(bench, {OfferCut{5}}));
    bench.happen(event::PlayerCuts{5, 40});
    const Verdict verdict = bench.act(RequestProperCut{});
    DT_CHECK_CORRECT(verdict, "Blackjack §5(c)", "BJ-SHUF-06");
    // The stack goes back to the same player, uncut.
    QCOMPARE(bench.state.cutOfferedTo.value_or(0), 5);
    QVERIFY(!bench.state.cutPosition);
    QVERIFY(bench.state.stack == stack);
    QVERIFY(!bench.state.improperCutAccepted);
    bench.happen(event::PlayerCuts{5, 200});
    QVERIFY(allCorrect(bench, {CompleteCut{}}));
    QVERIFY(!bench.state.improperCutAccepted);
    // A proper cut is never declined.
    Bench proper = shuffledTable(newTable(MA, {5}));
    QVERIFY(allCorrect(proper, {OfferCut{5}}));
    proper.happen(event::PlayerCuts{5, 52});
    DT_CHECK_ERROR(proper.act(RequestProperCut{}), "major", "Blackjack §5(d)", "BJ-SHUF-07", false);
    DT_CHECK_ERROR(proper.act(CallSupervisor{SupervisorReason::Recut}), "major", "Blackjack §5(d)",
                   "BJ-SHUF-07", false);
}

// ---------------------------------------------------------------- recut

void TestShoePreparation::acceptingAnImproperCutIsAnIntegrityErrorThenOnlyARecut_BJ_SHUF_08() {
    Bench bench = shuffledTable(newTable(MA, {2, 4, 6}));
    const auto stack = bench.state.stack;
    QVERIFY(allCorrect(bench, {OfferCut{2}}));
    bench.happen(event::PlayerCuts{2, 40});
    const Verdict accepted = bench.act(CompleteCut{});
    // The dealer let through a cut 40 cards from the front: it happened (applied),
    // and it breaches §5(c).
    DT_CHECK_ERROR(accepted, "integrity", "Blackjack §5(c)", "BJ-SHUF-06", true);
    QVERIFY(accepted.message.find("40 cards from the front") != std::string::npos);
    QVERIFY(bench.state.improperCutAccepted);
    QCOMPARE(int(bench.state.stage), int(Stage::CutCompleted));
    for (std::size_t i = 0; i < stack.size(); ++i) {
        QVERIFY(bench.state.stack[i] == stack[(i + 40) % stack.size()]);
    }
    // §5(g): before any cards are dealt, only a recut mends it.
    DT_CHECK_ONLY_EXPECTED(bench.expected(), CallSupervisor{SupervisorReason::Recut},
                           "Blackjack §5(g)", "BJ-SHUF-08");
    for (const DealerAction &a : std::vector<DealerAction>{InsertCutCard{78}, LoadShoe{},
                                                           BurnCard{Face::Down}, OfferCut{2}}) {
        DT_CHECK_ERROR(bench.act(a), "major", "Blackjack §5(g)", "BJ-SHUF-08", false);
    }
    DT_CHECK_CORRECT(bench.act(CallSupervisor{SupervisorReason::Recut}), "Blackjack §5(g)",
                     "BJ-SHUF-08");
    QVERIFY(bench.expected().empty()); // the supervisor answers
    QCOMPARE(qs(bench.act(OfferCut{4}).message), qs("Wait for the supervisor's answer."));
    const auto answers = bench.referee.houseResponses(bench.state);
    QCOMPARE(answers.size(), std::size_t{1});
    // Default licensee option: the next person entitled to cut, clockwise from seat 2.
    QVERIFY(answers[0] == TableEvent(event::SupervisorOrdersRecut{4}));
    bench.houseAnswers();
    QVERIFY(!bench.state.improperCutAccepted);
    QVERIFY(!bench.state.supervisorCalled);
    QCOMPARE(int(bench.state.stage), int(Stage::Cutting));
    DT_CHECK_ONLY_EXPECTED(bench.expected(), OfferCut{4}, "Blackjack §5(g)", "BJ-SHUF-08");
    DT_CHECK_CORRECT(bench.act(OfferCut{4}), "Blackjack §5(g)", "BJ-SHUF-08");
    bench.happen(event::PlayerCuts{4, 100});
    QVERIFY(allCorrect(bench, {CompleteCut{}}));
    QVERIFY(!bench.state.improperCutAccepted);
    QCOMPARE(bench.state.lastCutter.value_or(0), 4);
}

void TestShoePreparation::recutByTheNextEntitledPlayerWrapsClockwise_BJ_SHUF_08() {
    // The cut card came out on box 6, the farthest right: the next person
    // entitled, clockwise, wraps around to seat 2.
    auto scenario = cutCardReached(MA, {2, 4, 6}, CutCardCameOut::OnBox, 6);
    scenario.table.recutBy = RecutBy::NextEntitled;
    Bench bench = shuffledTable(scenario);
    QVERIFY(allCorrect(bench, {OfferCut{6}}));
    bench.happen(event::PlayerCuts{6, 300});
    QVERIFY(bench.act(CompleteCut{}).applied);
    QVERIFY(allCorrect(bench, {CallSupervisor{SupervisorReason::Recut}}));
    const auto answers = bench.referee.houseResponses(bench.state);
    QCOMPARE(answers.size(), std::size_t{1});
    QVERIFY(answers[0] == TableEvent(event::SupervisorOrdersRecut{2}));
}

void TestShoePreparation::recutByTheLastCutter_BJ_SHUF_08() {
    auto scenario = cutCardReached(MA, {2, 4, 6}, CutCardCameOut::OnBox, 4);
    scenario.table.recutBy = RecutBy::LastCutter;
    Bench bench = shuffledTable(scenario);
    QVERIFY(allCorrect(bench, {OfferCut{4}}));
    bench.happen(event::PlayerCuts{4, 20});
    QVERIFY(bench.act(CompleteCut{}).applied);
    QVERIFY(allCorrect(bench, {CallSupervisor{SupervisorReason::Recut}}));
    bench.houseAnswers();
    QCOMPARE(bench.state.recutSeat.value_or(0), 4);
    DT_CHECK_ONLY_EXPECTED(bench.expected(), OfferCut{4}, "Blackjack §5(g)", "BJ-SHUF-08");
    // If the recutter refuses, the cards go on clockwise (§5(f)).
    QVERIFY(allCorrect(bench, {OfferCut{4}}));
    bench.happen(event::PlayerRefusesCut{4});
    DT_CHECK_ONLY_EXPECTED(bench.expected(), OfferCut{6}, "Blackjack §5(f)", "BJ-SHUF-05");
}

void TestShoePreparation::supervisorCalledInsteadOfAcceptingAnImproperCut_BJ_SHUF_08() {
    for (const RecutBy by : {RecutBy::LastCutter, RecutBy::NextEntitled}) {
        auto scenario = newTable(MA, {3, 5});
        scenario.table.recutBy = by;
        Bench bench = shuffledTable(scenario);
        const auto stack = bench.state.stack;
        QVERIFY(allCorrect(bench, {OfferCut{3}}));
        bench.happen(event::PlayerCuts{3, 270}); // 42 from the back
        DT_CHECK_CORRECT(bench.act(CallSupervisor{SupervisorReason::Recut}), "Blackjack §5(g)",
                         "BJ-SHUF-08");
        bench.houseAnswers();
        QCOMPARE(bench.state.recutSeat.value_or(0), by == RecutBy::LastCutter ? 3 : 5);
        QVERIFY(!bench.state.cutPosition);
        QVERIFY(bench.state.stack == stack); // the improper cut was never completed
    }
}

void TestShoePreparation::recutAfterARefusedRecutGoesToTheLatestCutter_BJ_SHUF_08() {
    // §5(g): "by the player who last cut the cards, or by the next person entitled".
    // Seat 2 cut improperly and the dealer accepted it; the supervisor had seat 2
    // recut, seat 2 refused, seat 4 took the stack and cut improperly too. The
    // player who last cut is now seat 4.
    for (const RecutBy by : {RecutBy::LastCutter, RecutBy::NextEntitled}) {
        auto scenario = newTable(MA, {2, 4, 6});
        scenario.table.recutBy = RecutBy::LastCutter;
        Bench bench = shuffledTable(scenario);
        QVERIFY(allCorrect(bench, {OfferCut{2}}));
        bench.happen(event::PlayerCuts{2, 40});
        QVERIFY(bench.act(CompleteCut{}).applied);
        QVERIFY(allCorrect(bench, {CallSupervisor{SupervisorReason::Recut}}));
        bench.houseAnswers();
        QCOMPARE(bench.state.recutSeat.value_or(0), 2);
        QVERIFY(allCorrect(bench, {OfferCut{2}}));
        bench.happen(event::PlayerRefusesCut{2});
        QVERIFY(allCorrect(bench, {OfferCut{4}}));
        bench.happen(event::PlayerCuts{4, 30});
        bench.state.config.recutBy = by; // the option decides the second recut
        QVERIFY(allCorrect(bench, {CallSupervisor{SupervisorReason::Recut}}));
        const auto answers = bench.referee.houseResponses(bench.state);
        QCOMPARE(answers.size(), std::size_t{1});
        const int expectedSeat = by == RecutBy::LastCutter ? 4 : 6;
        QVERIFY2(answers[0] == TableEvent(event::SupervisorOrdersRecut{expectedSeat}),
                 qPrintable(qs(describe(answers[0]))));
    }
}

void TestShoePreparation::tribalRecut_BJ2_SHUF_03() {
    Bench bench = shuffledTable(newTable(TRIBAL, {1, 3}));
    QVERIFY(allCorrect(bench, {OfferCut{1}}));
    bench.happen(event::PlayerCuts{1, 5});
    DT_CHECK_ERROR(bench.act(CompleteCut{}), "integrity", "Blackjack (tribal) (e)(3)",
                   "BJ2-SHUF-02", true);
    DT_CHECK_ONLY_EXPECTED(bench.expected(), CallSupervisor{SupervisorReason::Recut},
                           "Blackjack (tribal) (e)(7)", "BJ-SHUF-08");
    QVERIFY(allCorrect(bench, {CallSupervisor{SupervisorReason::Recut}}));
    bench.houseAnswers();
    DT_CHECK_ONLY_EXPECTED(bench.expected(), OfferCut{3}, "Blackjack (tribal) (e)(7)",
                           "BJ-SHUF-08");
}

// ---------------------------------------------------------------- cut card and shoe

void TestShoePreparation::completeCutMovesExactlyTheFrontCardsToTheBack_BJ_SHUF_07() {
    // §5(d): "take all cards in front of the cut card and place them to the back".
    for (const int position : {52, 120, 260}) {
        Bench bench = shuffledTable(newTable(MA, {1}));
        const auto stack = bench.state.stack;
        QVERIFY(allCorrect(bench, {OfferCut{1}}));
        bench.happen(event::PlayerCuts{1, position});
        DT_CHECK_CORRECT(bench.act(CompleteCut{}), "Blackjack §5(d)", "BJ-SHUF-07");
        QCOMPARE(int(bench.state.stage), int(Stage::CutCompleted));
        const auto &cut = bench.state.stack;
        QCOMPARE(cut.size(), stack.size());
        const auto n = static_cast<std::size_t>(312 - position);
        // The card that was just behind the cut card is now first ...
        QVERIFY(cut.front() == stack[static_cast<std::size_t>(position)]);
        // ... the old first card follows the old last card ...
        QVERIFY(cut[n - 1] == stack.back());
        QVERIFY(cut[n] == stack.front());
        // ... and the cards in front of the cut card are at the back, in order.
        for (std::size_t i = 0; i < stack.size(); ++i) {
            QVERIFY(cut[i] == stack[(i + static_cast<std::size_t>(position)) % stack.size()]);
        }
        QCOMPARE(bench.state.lastCutter.value_or(0), 1);
        QVERIFY(!bench.state.cutPosition);
    }
}

void TestShoePreparation::completingOrLoadingAnUncutStackIsRefused_BJ_SHUF_07() {
    Bench bench = shuffledTable(newTable(MA, {1}));
    const auto stack = bench.state.stack;
    for (const DealerAction &a :
         std::vector<DealerAction>{CompleteCut{}, InsertCutCard{78}, LoadShoe{}}) {
        DT_CHECK_ERROR(bench.act(a), "integrity", "Blackjack §5(e)(1)", "BJ-SHUF-04", false);
    }
    QVERIFY(bench.state.stack == stack);
    QCOMPARE(int(bench.state.stage), int(Stage::Cutting));
}

void TestShoePreparation::cutCardInsertedAboutAQuarterFromTheBack_BJ_SHUF_07_data() {
    QTest::addColumn<int>("decks");
    QTest::addColumn<int>("tolerance");
    QTest::addColumn<int>("fromBack");
    QTest::addColumn<bool>("accepted");
    // §5(d): "at least approximately one-quarter of the way in from the back".
    // 312 cards: a quarter is 78; the default tolerance is 312 / 20 = 15 cards.
    QTest::newRow("default: 40 (checklist)") << 6 << -1 << 40 << false;
    QTest::newRow("default: 62") << 6 << -1 << 62 << false;
    QTest::newRow("default: 63") << 6 << -1 << 63 << true;
    QTest::newRow("default: 78") << 6 << -1 << 78 << true;
    QTest::newRow("default: 311") << 6 << -1 << 311 << true;
    QTest::newRow("default: 312 (no card in front)") << 6 << -1 << 312 << false;
    QTest::newRow("exact: 77") << 6 << 0 << 77 << false;
    QTest::newRow("exact: 78") << 6 << 0 << 78 << true;
    QTest::newRow("tolerance 10: 67") << 6 << 10 << 67 << false;
    QTest::newRow("tolerance 10: 68") << 6 << 10 << 68 << true;
    QTest::newRow("2 decks: 20") << 2 << -1 << 20 << false; // 26 - 104 / 20
    QTest::newRow("2 decks: 21") << 2 << -1 << 21 << true;
}

void TestShoePreparation::cutCardInsertedAboutAQuarterFromTheBack_BJ_SHUF_07() {
    QFETCH(int, decks);
    QFETCH(int, tolerance);
    QFETCH(int, fromBack);
    QFETCH(bool, accepted);
    auto scenario = newTable(MA, {1}, decks);
    scenario.table.cutCardTolerance = tolerance;
    Bench bench = cutCompleted(scenario, 52);
    QCOMPARE(int(bench.state.stage), int(Stage::CutCompleted));
    const auto options = bench.expected();
    QCOMPARE(options.size(), std::size_t{1});
    QVERIFY(options[0].action == DealerAction(InsertCutCard{(decks * 52 + 3) / 4}));
    QCOMPARE(options[0].minimum, minimumCardsBehindCutCard(scenario.table));
    QCOMPARE(options[0].maximum, decks * 52 - 1);
    const Verdict verdict = bench.act(InsertCutCard{fromBack});
    if (accepted) {
        DT_CHECK_CORRECT(verdict, "Blackjack §5(d)", "BJ-SHUF-07");
        QCOMPARE(bench.state.shoeCardsBehindCutCard, fromBack);
        QCOMPARE(int(bench.state.stage), int(Stage::CutCardPlaced));
    } else {
        DT_CHECK_ERROR(verdict, "major", "Blackjack §5(d)", "BJ-SHUF-07", false);
        QCOMPARE(int(bench.state.stage), int(Stage::CutCompleted));
    }
}

void TestShoePreparation::loadShoeAfterTheCutCard_BJ_SHUF_07() {
    Bench bench = cutCompleted(newTable(MA, {1}), 100);
    DT_CHECK_ERROR(bench.act(LoadShoe{}), "major", "Blackjack §5(d)", "BJ-SHUF-07", false);
    DT_CHECK_ERROR(bench.act(BurnCard{Face::Down}), "major", "Blackjack §5(d)", "BJ-SHUF-07",
                   false);
    QVERIFY(allCorrect(bench, {InsertCutCard{80}}));
    const auto stack = bench.state.stack;
    DT_CHECK_ONLY_EXPECTED(bench.expected(), LoadShoe{}, "Blackjack §5(d)", "BJ-SHUF-07");
    DT_CHECK_CORRECT(bench.act(LoadShoe{}), "Blackjack §5(d)", "BJ-SHUF-07");
    QVERIFY(bench.state.shoe == stack);
    QVERIFY(bench.state.stack.empty());
    QCOMPARE(int(bench.state.stage), int(Stage::Loaded));
    QCOMPARE(bench.state.shoeCardsBehindCutCard, 80);
    QVERIFY(!bench.referee.isComplete(bench.state)); // the burn is still to come
}

// ---------------------------------------------------------------- burn

void TestShoePreparation::burnFaceDownGoesToTheDiscardRack_BJ_SHUF_10() {
    Bench bench = cutCompleted(newTable(MA, {1}), 100);
    QVERIFY(allCorrect(bench, {InsertCutCard{78}, LoadShoe{}}));
    const Card first = bench.state.shoe.front();
    const Card second = bench.state.shoe[1];
    // §6(c): "remove the first card there from face downwards and place it in the discard rack".
    DT_CHECK_ONLY_EXPECTED(bench.expected(), BurnCard{Face::Down}, "Blackjack §6(c)", "BJ-SHUF-10");
    DT_CHECK_CORRECT(bench.act(BurnCard{Face::Down}), "Blackjack §6(c)", "BJ-SHUF-10");
    QCOMPARE(bench.state.shoe.size(), std::size_t{311});
    QVERIFY(bench.state.shoe.front() == second);
    QCOMPARE(bench.state.discardRack.size(), std::size_t{1});
    QVERIFY(bench.state.discardRack.front() == first);
    QVERIFY(bench.state.burnCard == first);
    QVERIFY(!bench.state.burnExposed);
    QCOMPARE(int(bench.state.stage), int(Stage::ReadyToDeal));
    QVERIFY(bench.referee.isComplete(bench.state));
}

void TestShoePreparation::burnFaceUpIsAnIntegrityErrorButTheCardIsBurned_BJ_SHUF_10() {
    Bench bench = cutCompleted(newTable(MA, {1}), 100);
    QVERIFY(allCorrect(bench, {InsertCutCard{78}, LoadShoe{}}));
    const Card first = bench.state.shoe.front();
    const Verdict verdict = bench.act(BurnCard{Face::Up});
    DT_CHECK_ERROR(verdict, "integrity", "Blackjack §6(c)", "BJ-SHUF-10", true);
    QVERIFY(bench.state.burnExposed);
    QVERIFY(bench.state.discardRack.front() == first);
    QCOMPARE(bench.state.shoe.size(), std::size_t{311});
    QCOMPARE(int(bench.state.stage), int(Stage::ReadyToDeal));
    // One card is burned, not two.
    QVERIFY(bench.expected().empty());
    QVERIFY(!bench.act(BurnCard{Face::Down}).applied);
    QCOMPARE(bench.state.discardRack.size(), std::size_t{1});
}

void TestShoePreparation::showTheBurnCardOnlyWhenAsked_BJ_SHUF_10() {
    Bench bench = cutCompleted(newTable(MA, {1, 4}), 100);
    QVERIFY(allCorrect(bench, {InsertCutCard{78}, LoadShoe{}}));
    // Nothing burned yet.
    Verdict verdict = bench.act(ShowBurnCard{});
    DT_CHECK_ERROR(verdict, "minor", "Blackjack §6(c)", "BJ-SHUF-10", false);
    QCOMPARE(qs(verdict.message), qs("No card has been burned yet."));
    QVERIFY(allCorrect(bench, {BurnCard{Face::Down}}));
    // Burned, but nobody asked.
    DT_CHECK_ERROR(bench.act(ShowBurnCard{}), "minor", "Blackjack §6(c)", "BJ-SHUF-10", false);
    // "The burn card shall be disclosed if requested by the player."
    bench.happen(event::PlayerAsksBurnCard{4});
    QVERIFY(!bench.referee.isComplete(bench.state));
    DT_CHECK_ONLY_EXPECTED(bench.expected(), ShowBurnCard{}, "Blackjack §6(c)", "BJ-SHUF-10");
    QVERIFY(bench.expected()[0].description.find("seat 4") != std::string::npos);
    DT_CHECK_CORRECT(bench.act(ShowBurnCard{}), "Blackjack §6(c)", "BJ-SHUF-10");
    QVERIFY(!bench.state.burnCardRequestedBy);
    QVERIFY(bench.referee.isComplete(bench.state));
}

void TestShoePreparation::newDealerBurnsOneCardBeforeDealing_BJ_SHUF_10() {
    Bench bench(scenarioFor(MA, StartSituation::NewDealer, {3}));
    QCOMPARE(int(bench.state.stage), int(Stage::InPlay));
    QVERIFY(!bench.referee.isComplete(bench.state));
    const auto shoe = bench.state.shoe;
    const auto rack = bench.state.discardRack;
    // §6(c): "Each new dealer who comes to the table shall also burn one card".
    DT_CHECK_ONLY_EXPECTED(bench.expected(), BurnCard{Face::Down}, "Blackjack §6(c)", "BJ-SHUF-10");
    // Not a shuffle, a cut or a show of the burn card.
    for (const DealerAction &a : std::vector<DealerAction>{Shuffle{}, ClearShoe{}, OfferCut{3}}) {
        QVERIFY(!bench.act(a).applied);
    }
    // The burn forgotten: the first card dealt "before the new dealer deals
    // any cards to the players" is refused, cited §6(c), and stays in the shoe.
    DT_CHECK_ERROR(bench.act(DealCard{3, 1, Face::Up, false}), "major", "Blackjack §6(c)",
                   "BJ-SHUF-10", false);
    QCOMPARE(bench.state.shoe.size(), shoe.size());
    DT_CHECK_CORRECT(bench.act(BurnCard{Face::Down}), "Blackjack §6(c)", "BJ-SHUF-10");
    QVERIFY(!bench.state.newDealerMustBurn);
    QCOMPARE(bench.state.shoe.size(), shoe.size() - 1);
    QVERIFY(bench.state.discardRack.back() == shoe.front());
    QCOMPARE(bench.state.discardRack.size(), rack.size() + 1);
    QVERIFY(bench.referee.isComplete(bench.state));
    // A second burn is refused, and it is a procedure error: §6(c) burns one card.
    DT_CHECK_ERROR(bench.act(BurnCard{Face::Down}), "major", "Blackjack §6(c)", "BJ-SHUF-10",
                   false);
    QCOMPARE(bench.state.shoe.size(), shoe.size() - 1);

    // Burned face up by the new dealer: exposed, an integrity error, but burned.
    Bench careless(scenarioFor(MA, StartSituation::NewDealer, {3}));
    DT_CHECK_ERROR(careless.act(BurnCard{Face::Up}), "integrity", "Blackjack §6(c)", "BJ-SHUF-10",
                   true);
    QVERIFY(careless.referee.isComplete(careless.state));
}

void TestShoePreparation::tribalBurn_BJ_SHUF_10() {
    Bench bench = cutCompleted(newTable(TRIBAL, {1}), 100);
    DT_CHECK_CORRECT(bench.act(InsertCutCard{78}), "Blackjack (tribal) (e)(4)", "BJ-SHUF-07");
    DT_CHECK_CORRECT(bench.act(LoadShoe{}), "Blackjack (tribal) (e)(4)", "BJ-SHUF-07");
    DT_CHECK_CORRECT(bench.act(BurnCard{Face::Down}), "Blackjack (tribal) (f)(3)", "BJ-SHUF-10");
    Bench relief(scenarioFor(TRIBAL, StartSituation::NewDealer, {3}));
    DT_CHECK_ONLY_EXPECTED(relief.expected(), BurnCard{Face::Down}, "Blackjack (tribal) (f)(3)",
                           "BJ-SHUF-10");
}

// ---------------------------------------------------------------- whole procedures

void TestShoePreparation::nothingIsAcceptedAfterCompletion() {
    Bench bench = cutCompleted(newTable(MA, {1}), 100);
    QVERIFY(allCorrect(bench, {InsertCutCard{78}, LoadShoe{}, BurnCard{Face::Down}}));
    QVERIFY(bench.referee.isComplete(bench.state));
    QVERIFY(bench.expected().empty());
    const TableState done = bench.state;
    for (const DealerAction &a : everyAction()) {
        const Verdict verdict = bench.act(a);
        QVERIFY2(!verdict.correct, describe(a).c_str());
        QVERIFY2(!verdict.applied, describe(a).c_str());
        QVERIFY(bench.state == done);
    }
}

void TestShoePreparation::completeMassachusettsProcedureCitesEverySection() {
    // A table opening for the day through to the first round, with the
    // expected first action at every step: the rules it cites, in order.
    Bench bench(newTable(MA, {2, 5}));
    QStringList cited;
    int steps = 0;
    while (!bench.referee.isComplete(bench.state) && steps++ < 100) {
        const auto options = bench.expected();
        QVERIFY(!options.empty());
        const Verdict verdict = bench.act(options.front().action);
        QVERIFY2(verdict.correct, verdict.message.c_str());
        cited << qs(verdict.rule.citation.text().substr(std::string("Blackjack §").size()));
        if (const auto *offer = std::get_if<OfferCut>(&options.front().action)) {
            bench.happen(event::PlayerCuts{offer->seat, 156});
        }
    }
    QCOMPARE(cited, (QStringList{"4(a)-(b)", "4(b)", "4(c)", "4(c)", "4(c)", "5(l)(2)", "5(l)(3)",
                                 "5(l)(2)", "5(l)(4)", "5(l)(5)", "5(e)(1)", "5(d)", "5(d)", "5(d)",
                                 "6(c)"}));
}

void TestShoePreparation::completeTribalProcedureCitesEverySection() {
    Bench bench(cutCardReached(TRIBAL, {2, 5}, CutCardCameOut::OnBox, 5));
    QStringList cited;
    int steps = 0;
    while (!bench.referee.isComplete(bench.state) && steps++ < 100) {
        const auto options = bench.expected();
        QVERIFY(!options.empty());
        const Verdict verdict = bench.act(options.front().action);
        QVERIFY2(verdict.correct, verdict.message.c_str());
        cited << qs(verdict.rule.citation.text());
        if (const auto *offer = std::get_if<OfferCut>(&options.front().action)) {
            bench.happen(event::PlayerCuts{offer->seat, 156});
        }
    }
    QCOMPARE(cited, (QStringList{"Blackjack (tribal) (f)(10)(ii)(A)", "Blackjack (tribal) (e)(1)",
                                 "Blackjack (tribal) (e)(5)(ii)", "Blackjack (tribal) (e)(4)",
                                 "Blackjack (tribal) (e)(4)", "Blackjack (tribal) (e)(4)",
                                 "Blackjack (tribal) (f)(3)"}));
}

void TestShoePreparation::everyRefusedActionLeavesTheTableUnchanged() {
    // At every step of a procedure, every action is either expected (and
    // correct) or graded an error; apply() changes the table only for the
    // correct ones and the mistakes that happen all the same.
    for (const auto start : {StartSituation::NewTable, StartSituation::CutCardReached,
                             StartSituation::IdleTable, StartSituation::NewDealer}) {
        for (const Regulation regulation : {MA, TRIBAL}) {
            auto scenario = scenarioFor(regulation, start, {3, 6});
            scenario.cutCardSeat = 6;
            Bench bench(scenario);
            int steps = 0;
            while (!bench.referee.isComplete(bench.state) && steps++ < 100) {
                const auto options = bench.expected();
                QVERIFY(!options.empty());
                for (const DealerAction &a : everyAction()) {
                    const Verdict verdict = bench.referee.judge(bench.state, a);
                    // What is expected is correct; what is correct is expected
                    // (or, for a number, inside an expected range).
                    if (expects(options, a)) {
                        QVERIFY2(verdict.correct, describe(a).c_str());
                    }
                    if (verdict.correct) {
                        QVERIFY2(std::any_of(options.begin(), options.end(),
                                             [&](const Expectation &e) {
                                                 return e.action == a ||
                                                        (e.action.index() == a.index() &&
                                                         e.minimum < e.maximum);
                                             }),
                                 describe(a).c_str());
                    }
                    if (!verdict.correct) {
                        QVERIFY(!verdict.message.empty());
                        QVERIFY(!verdict.rule.requirement.empty());
                        QVERIFY(!verdict.rule.citation.section.empty());
                        QCOMPARE(int(verdict.rule.citation.regulation), int(regulation));
                    }
                    if (!verdict.applied) {
                        QVERIFY2(bench.referee.apply(bench.state, a) == bench.state,
                                 describe(a).c_str());
                    }
                }
                QVERIFY(bench.act(options.front().action).correct);
                bench.houseAnswers();
                if (const auto *offer = std::get_if<OfferCut>(&options.front().action)) {
                    bench.happen(event::PlayerCuts{offer->seat, 100});
                }
            }
            QVERIFY(bench.referee.isComplete(bench.state));
        }
    }
}

void TestShoePreparation::cardsAreNeverLostOrDuplicated() {
    const auto canonical = [](std::vector<Card> cards) {
        std::sort(cards.begin(), cards.end(), [](const Card &a, const Card &b) {
            return std::tie(a.deck, a.suit, a.rank) < std::tie(b.deck, b.suit, b.rank);
        });
        return cards;
    };
    for (const auto start : {StartSituation::NewTable, StartSituation::CutCardReached,
                             StartSituation::IdleTable, StartSituation::NewDealer}) {
        auto scenario = scenarioFor(MA, start, {3});
        scenario.cutCardSeat = 3;
        Bench bench(scenario);
        int steps = 0;
        while (!bench.referee.isComplete(bench.state) && steps++ < 100) {
            const auto options = bench.expected();
            QVERIFY(!options.empty());
            QVERIFY(bench.act(options.front().action).correct);
            if (std::holds_alternative<OfferCut>(options.front().action)) {
                bench.happen(event::PlayerCuts{3, 77});
            }
            auto all = bench.state.stack;
            all.insert(all.end(), bench.state.shoe.begin(), bench.state.shoe.end());
            all.insert(all.end(), bench.state.discardRack.begin(), bench.state.discardRack.end());
            QVERIFY2(canonical(all) == newDecks(6), describe(options.front().action).c_str());
        }
    }
}

void TestShoePreparation::blackjackFactoryPicksTheRulesOfTheRegulation() {
    for (const Regulation regulation : {MA, TRIBAL}) {
        const auto referee = blackjack::shoePreparationReferee(tableFor(regulation));
        const auto state = initialState(newTable(regulation, {1}));
        const auto options = referee->expected(state);
        QCOMPARE(options.size(), std::size_t{1});
        QCOMPARE(int(options[0].rule.citation.regulation), int(regulation));
    }
    // Every rule of both games has a citation and a requirement, but
    // baccarat's lacing, three-dealer shuffle and value burn, which the
    // blackjack texts do not have (ShoeRules::has()).
    const std::set<ShoeRule> baccaratOnly = {ShoeRule::Lace, ShoeRule::Reshuffle,
                                             ShoeRule::ThreeDealerShuffle,
                                             ShoeRule::BurnFirstCardValue};
    for (const Regulation regulation : {MA, TRIBAL}) {
        const ShoeRules rules = blackjack::shoeRules(regulation);
        for (std::size_t i = 0; i < rules.references.size(); ++i) {
            const auto rule = static_cast<ShoeRule>(i);
            QCOMPARE(rules.has(rule), !baccaratOnly.contains(rule));
            if (baccaratOnly.contains(rule)) {
                QVERIFY(rules.references[i].requirement.empty());
                continue;
            }
            QVERIFY2(!rules.references[i].citation.section.empty(), qPrintable(QString::number(i)));
            QVERIFY(!rules.references[i].requirement.empty());
            QCOMPARE(int(rules.references[i].citation.regulation), int(regulation));
            QVERIFY(parseCitation(rules.references[i].citation.text()) ==
                    rules.references[i].citation);
        }
        QCOMPARE(rules.floorpersonVerifiesInspection, regulation == TRIBAL);
        QCOMPARE(rules.manualShuffleStepsPrescribed, regulation == MA);
    }
}

void TestShoePreparation::eventsOutsideTheLayoutOrTheStackAreHarmless() {
    // Events come from lesson scripts, which validate() checks; the referee
    // must still never read outside the layout or the stack when given one
    // that was not checked (a crash or undefined behaviour is never a grade).
    Bench bench = shuffledTable(newTable(MA, {3}));
    for (const int seat : {0, -1, 8, 99}) {
        bench.happen(event::PlayerArrives{seat});
    }
    QCOMPARE(occupiedSeats(bench.state), std::vector<int>{3});
    for (const int position : {400, -5}) {
        Bench cut = bench;
        const auto stack = cut.state.stack;
        QVERIFY(allCorrect(cut, {OfferCut{3}}));
        cut.happen(event::PlayerCuts{3, position});
        QVERIFY(!ShoePreparationReferee::isProperCut(cut.state, position));
        DT_CHECK_ERROR(cut.act(CompleteCut{}), "integrity", "Blackjack §5(c)", "BJ-SHUF-06", true);
        QCOMPARE(cut.state.stack.size(), stack.size());
        QVERIFY(std::is_permutation(cut.state.stack.begin(), cut.state.stack.end(), stack.begin()));
    }
    Bench asked = cutCompleted(newTable(MA, {3}), 100);
    QVERIFY(allCorrect(asked, {InsertCutCard{78}, LoadShoe{}, BurnCard{Face::Down}}));
    asked.happen(event::PlayerAsksBurnCard{42});
    const auto options = asked.expected();
    QCOMPARE(options.size(), std::size_t{1});
    QCOMPARE(qs(options[0].description), qs("Show the burn card to seat 42"));
}

QTEST_APPLESS_MAIN(TestShoePreparation)
#include "tst_shoe_preparation.moc"
