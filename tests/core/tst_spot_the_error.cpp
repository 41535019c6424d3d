// Spot-the-error exercises (issue 8): a simulated dealer deals a scenario
// with injected errors; the examinee stops the game at each, names the rule
// broken and the remedy. The errors are placed where the reference
// performance does the action they corrupt, so the tests follow the referee.
#include "coup_test_support.h"
#include "round_test_support.h"

#include <QTest>
#include <algorithm>
#include <core/spot_the_error.h>
#include <core/spot_the_error_replay.h>

using namespace dt;
using roundtest::hit;
using roundtest::stand;

namespace {

// Lesson 09's round: box 1 (10, 6) hits to 20, boxes 3 and 5 stand.
Scenario blackjackRound() {
    return roundtest::roundScenario(QStringLiteral("10C KD 10S 7H 6D 8S 7C 4H 5C 6S"),
                                    {{.seat = 1, .dollars = 10, .decisions = {hit(), stand()}},
                                     {.seat = 3, .dollars = 25, .decisions = {stand()}},
                                     {.seat = 5, .dollars = 15, .decisions = {stand()}}});
}

// The 1-based number of the first reference action of type T.
template <typename T> int firstStepOf(const Scenario &scenario) {
    const auto actions = autoplay(scenario, refereeFor(scenario));
    const auto found = std::find_if(actions.begin(), actions.end(), [](const DealerAction &a) {
        return std::holds_alternative<T>(a);
    });
    return found == actions.end() ? 0 : static_cast<int>(found - actions.begin()) + 1;
}

// BJ-DEAL-04: the first total announced, announced one short.
SpotTheErrorSpec wrongTotal(const Scenario &scenario, int window = 0) {
    const int step = firstStepOf<action::AnnounceTotal>(scenario);
    const auto actions = autoplay(scenario, refereeFor(scenario));
    auto total = std::get<action::AnnounceTotal>(actions[static_cast<std::size_t>(step - 1)]);
    total.total = std::to_string(std::stoi(total.total) - 1);
    return SpotTheErrorSpec{{InjectedError{step, total}}, window, 0};
}

// Plays up to and including the injected error of `spec`'s first entry.
void playToError(SpotTheErrorExercise &exercise) {
    const int step = exercise.spec().errors.front().step;
    while (exercise.shown() < step) {
        QVERIFY(exercise.step().has_value());
    }
}

// Shows the rest of the dealer's play without a stop and ends the exercise.
void playOut(SpotTheErrorExercise &exercise) {
    while (exercise.step()) {
    }
    QVERIFY(exercise.playedOut());
    exercise.finish();
}

std::size_t choiceIndex(const SpotTheErrorExercise &exercise, const std::string &choice) {
    const auto &choices = exercise.remedyChoices();
    return static_cast<std::size_t>(std::find(choices.begin(), choices.end(), choice) -
                                    choices.begin());
}

std::vector<FlatObject> flatAnswers(const SpotTheErrorExercise &exercise) {
    std::vector<FlatObject> answers;
    for (const SpotEntry &entry : exercise.entries()) {
        answers.push_back(toFlat(entry));
    }
    return answers;
}

} // namespace

class TestSpotTheError : public QObject {
    Q_OBJECT

private slots:
    // BJ-DEAL-04 (§6(f)): the wrong total is an error the referee grades; the
    // remedy is what it expects next, and the dealer performs it next.
    void planInjectsTheErrorAndPerformsTheRemedy() {
        const Scenario scenario = blackjackRound();
        const SpotTheErrorSpec spec = wrongTotal(scenario);
        const SpotTheErrorPlan plan(scenario, refereeFor(scenario), spec);
        QVERIFY(plan.problems().empty());
        QVERIFY(plan.complete());
        const DealerStep &error = plan.steps()[static_cast<std::size_t>(spec.errors[0].step - 1)];
        QCOMPARE(error.injectedError, std::optional<std::size_t>(0));
        QVERIFY(!error.verdict.correct);
        QCOMPARE(error.verdict.rule.requirement, std::string("BJ-DEAL-04"));
        const auto &remedy = plan.remedies()[0];
        QVERIFY(remedy.has_value());
        const DealerStep &next = plan.steps()[static_cast<std::size_t>(spec.errors[0].step)];
        QVERIFY(next.action == remedy->action);
        QVERIFY(next.verdict.correct);
        // Every other action is the referee's usual one, graded correct.
        for (const DealerStep &step : plan.steps()) {
            QCOMPARE(step.verdict.correct, step.injectedError.has_value() ? false : true);
        }
    }

    void caughtWithTheRightRuleAndRemedy() {
        const Scenario scenario = blackjackRound();
        SpotTheErrorExercise exercise(scenario, refereeFor(scenario), wrongTotal(scenario));
        playToError(exercise);
        const auto stop = exercise.stop();
        QVERIFY(stop.has_value());
        QVERIFY(stop->awaitsAnswer);
        QCOMPARE(stop->entry.kind, SpotEntryKind::Caught);
        QVERIFY(stop->entry.correct);
        QVERIFY(!exercise.step().has_value()); // the question comes first
        const Remedy &remedy = *exercise.plan().remedies()[0];
        const auto &choices = exercise.remedyChoices();
        QCOMPARE(std::count(choices.begin(), choices.end(), remedy.description), 1);
        QVERIFY(std::find(choices.begin(), choices.end(), kGoOnRemedy) != choices.end());
        QVERIFY(std::find(choices.begin(), choices.end(), kVoidRoundRemedy) != choices.end());
        const auto answers = exercise.answer(stop->entry.rule.citation.text(),
                                             choiceIndex(exercise, remedy.description));
        QCOMPARE(answers.size(), std::size_t(2));
        QCOMPARE(answers[0].kind, SpotEntryKind::Rule);
        QVERIFY(answers[0].correct);
        QCOMPARE(answers[1].kind, SpotEntryKind::Remedy);
        QVERIFY2(answers[1].correct, answers[1].explanation.c_str());
        playOut(exercise);
        const SpotSummary summary = exercise.summary({0.9, 0});
        QCOMPARE(summary.injectedErrors, 1);
        QCOMPARE(summary.caught, 1);
        QCOMPARE(summary.rulesRight, 1);
        QCOMPARE(summary.remediesRight, 1);
        QCOMPARE(summary.graded, 3);
        QCOMPARE(summary.accuracy, 1.0);
        QVERIFY(summary.complete);
        QVERIFY(summary.passed);
    }

    // Stopping one action after the error: late at the default window (the
    // stop must come before the dealer's next action), caught with window 1.
    void lateStopAfterTheWindow() {
        const Scenario scenario = blackjackRound();
        SpotTheErrorExercise exercise(scenario, refereeFor(scenario), wrongTotal(scenario));
        playToError(exercise);
        QVERIFY(exercise.step().has_value());
        const auto stop = exercise.stop();
        QVERIFY(stop.has_value());
        QCOMPARE(stop->entry.kind, SpotEntryKind::Late);
        QVERIFY(!stop->entry.correct);
        QVERIFY(!stop->awaitsAnswer);
        QVERIFY(stop->entry.explanation.rfind("Late: ", 0) == 0);
        QVERIFY(stop->entry.explanation.find(stop->entry.rule.citation.text()) !=
                std::string::npos);
        // A second stop there is a false one.
        const auto again = exercise.stop();
        QVERIFY(again.has_value());
        QCOMPARE(again->entry.kind, SpotEntryKind::FalseStop);
        // Finished early, the exercise is not complete.
        SpotTheErrorExercise abandoned(scenario, refereeFor(scenario), wrongTotal(scenario));
        abandoned.step();
        abandoned.finish();
        QVERIFY(!abandoned.summary({0.0, 1}).complete);
        playOut(exercise);
        const SpotSummary summary = exercise.summary({0.0, 0});
        // The error is missed (graded when the window closed) and the stop
        // is late, not false.
        QCOMPARE(summary.late, 1);
        QCOMPARE(summary.missed, 1);
        QCOMPARE(summary.falseStops, 1);
        QCOMPARE(summary.graded, 3);
        QCOMPARE(exercise.entries().front().kind, SpotEntryKind::Missed);
        QVERIFY(!summary.passed); // no missed error allowed
        QVERIFY(exercise.summary({0.0, 1}).passed);
    }

    void stopWithinALongerWindowIsCaught() {
        const Scenario scenario = blackjackRound();
        SpotTheErrorExercise exercise(scenario, refereeFor(scenario), wrongTotal(scenario, 1));
        playToError(exercise);
        QVERIFY(exercise.step().has_value());
        const auto stop = exercise.stop();
        QVERIFY(stop.has_value());
        QCOMPARE(stop->entry.kind, SpotEntryKind::Caught);
        QVERIFY(stop->awaitsAnswer);
    }

    // A stop after a correct action is an error citing the rule it followed.
    void falseStopCitesTheRuleFollowed() {
        const Scenario scenario = blackjackRound();
        SpotTheErrorExercise exercise(scenario, refereeFor(scenario), wrongTotal(scenario));
        QVERIFY(!exercise.stop().has_value()); // nothing shown yet
        const auto first = exercise.step();
        QVERIFY(first.has_value());
        const auto stop = exercise.stop();
        QVERIFY(stop.has_value());
        QCOMPARE(stop->entry.kind, SpotEntryKind::FalseStop);
        QVERIFY(!stop->entry.correct);
        QCOMPARE(stop->entry.dealerStep, 1);
        QVERIFY(stop->entry.rule == first->verdict.rule);
        QCOMPARE(stop->entry.explanation, "Stopped a correct action: action 1 followed " +
                                              first->verdict.rule.citation.text() + " (" +
                                              first->verdict.rule.requirement + ")");
    }

    // An error passed without a stop is missed, citing the rule broken, with
    // the error's own severity.
    void missedErrorCitesTheRuleBroken() {
        const Scenario scenario = blackjackRound();
        SpotTheErrorExercise exercise(scenario, refereeFor(scenario), wrongTotal(scenario));
        playOut(exercise);
        QCOMPARE(exercise.entries().size(), std::size_t(1));
        const SpotEntry &missed = exercise.entries().front();
        const DealerStep &error =
            exercise.plan().steps()[static_cast<std::size_t>(exercise.spec().errors[0].step - 1)];
        QCOMPARE(missed.kind, SpotEntryKind::Missed);
        QVERIFY(!missed.correct);
        QCOMPARE(missed.severity, error.verdict.severity);
        QVERIFY(missed.rule == error.verdict.rule);
        QVERIFY(missed.explanation.rfind("Missed: ", 0) == 0);
        QVERIFY(missed.explanation.find("BJ-DEAL-04") != std::string::npos);
        const SpotSummary summary = exercise.summary({0.0, 0});
        QCOMPARE(summary.missed, 1);
        QCOMPARE(summary.accuracy, 0.0);
        QVERIFY(!summary.passed);
    }

    // Issue 8 (exams judge "no game-integrity errors, exact payouts" over
    // every scenario): a missed payout error counts as a payout error of the
    // exercise, as the dealer's own would at the table; a missed procedure
    // error (BJ-DEAL-04, a wrong total) counts as neither, nor do answers.
    void missedPayoutErrorCountsAgainstThePayoutLimit() {
        const Scenario scenario = blackjackRound();
        const int payStep = firstStepOf<action::Pay>(scenario);
        QVERIFY(payStep > 0);
        const auto actions = autoplay(scenario, refereeFor(scenario));
        auto pay = std::get<action::Pay>(actions[static_cast<std::size_t>(payStep - 1)]);
        pay.amount += Money::dollars(5);
        const SpotTheErrorSpec spec{{InjectedError{payStep, pay}}, 0, 0};
        SpotTheErrorExercise exercise(scenario, refereeFor(scenario), spec);
        playOut(exercise);
        QCOMPARE(exercise.entries().front().severity, Severity::Payout);
        const SpotSummary missed = exercise.summary({0.0, 1});
        QCOMPARE(missed.missed, 1);
        QCOMPARE(missed.payoutErrors, 1);
        QCOMPARE(missed.integrityErrors, 0);

        SpotTheErrorExercise caught(scenario, refereeFor(scenario), spec);
        playToError(caught);
        const auto stop = caught.stop();
        QVERIFY(stop.has_value());
        caught.answer("Blackjack §1", 0); // a wrong rule is not a payout error
        playOut(caught);
        QCOMPARE(caught.summary({0.0, 1}).payoutErrors, 0);

        SpotTheErrorExercise total(scenario, refereeFor(scenario), wrongTotal(scenario));
        playOut(total);
        const SpotSummary procedure = total.summary({0.0, 1});
        QCOMPARE(procedure.missed, 1);
        QCOMPARE(procedure.payoutErrors + procedure.integrityErrors, 0);
    }

    void wrongRuleAndWrongRemedy() {
        const Scenario scenario = blackjackRound();
        SpotTheErrorExercise exercise(scenario, refereeFor(scenario), wrongTotal(scenario));
        playToError(exercise);
        QVERIFY(exercise.stop().has_value());
        const std::string right = exercise.plan().remedies()[0]->description;
        const std::size_t wrong = choiceIndex(exercise, kVoidRoundRemedy);
        QVERIFY(wrong < exercise.remedyChoices().size());
        const auto answers = exercise.answer("Blackjack §3(e)", wrong);
        QVERIFY(!answers[0].correct);
        QCOMPARE(answers[0].explanation.rfind("Wrong rule: ", 0), std::size_t(0));
        QVERIFY(answers[0].explanation.find("not Blackjack §3(e)") != std::string::npos);
        QVERIFY(!answers[1].correct);
        QCOMPARE(answers[1].answer, std::string(kVoidRoundRemedy));
        QCOMPARE(answers[1].expected, right);
        QCOMPARE(answers[1].explanation.rfind("Wrong remedy: ", 0), std::size_t(0));
        // Not a citation at all.
        SpotTheErrorExercise again(scenario, refereeFor(scenario), wrongTotal(scenario));
        playToError(again);
        QVERIFY(again.stop().has_value());
        const auto garbled = again.answer("the total rule", 0);
        QVERIFY(!garbled[0].correct);
        QVERIFY(garbled[0].explanation.find("is not a citation") != std::string::npos);
    }

    // The section broken, or a more general one containing it, is right; a
    // bare "§" citation is read in the broken rule's regulation.
    void ruleNamedAtAMoreGeneralSection_data() {
        QTest::addColumn<QString>("named");
        QTest::addColumn<bool>("right");
        QTest::newRow("the section") << QStringLiteral("Blackjack §6(f)") << true;
        QTest::newRow("more general") << QStringLiteral("Blackjack §6") << true;
        QTest::newRow("bare section") << QStringLiteral("§6(f)") << true;
        QTest::newRow("a sibling") << QStringLiteral("Blackjack §6(e)") << false;
        QTest::newRow("a number prefix") << QStringLiteral("Blackjack §6(f)(1)") << false;
        QTest::newRow("other regulation") << QStringLiteral("Blackjack (tribal) (f)") << false;
    }
    void ruleNamedAtAMoreGeneralSection() {
        QFETCH(QString, named);
        QFETCH(bool, right);
        const Scenario scenario = blackjackRound();
        SpotTheErrorExercise exercise(scenario, refereeFor(scenario), wrongTotal(scenario));
        playToError(exercise);
        const auto stop = exercise.stop();
        QVERIFY(stop.has_value());
        QCOMPARE(stop->entry.rule.citation.text(), std::string("Blackjack §6(f)"));
        const auto answers = exercise.answer(named.toStdString(), 0);
        QCOMPARE(answers[0].correct, right);
    }

    void citesRuleDownToTheSectionNumber() {
        const Citation broken = blackjackSection("15(a)(2)");
        QVERIFY(citesRule(blackjackSection("15(a)(2)"), broken));
        QVERIFY(citesRule(blackjackSection("15(a)"), broken));
        QVERIFY(citesRule(blackjackSection("15"), broken));
        QVERIFY(!citesRule(blackjackSection("1"), broken));
        QVERIFY(!citesRule(blackjackSection("15(b)"), broken));
        QVERIFY(!citesRule(Citation{Regulation::Compendium, "Baccarat 15(a)"}, broken));
        const Citation coup{Regulation::Compendium, "Baccarat 13(c)"};
        QVERIFY(citesRule(Citation{Regulation::Compendium, "Baccarat 13"}, coup));
        QVERIFY(!citesRule(Citation{Regulation::Compendium, "Baccarat"}, coup));
    }

    // The remedy choices: the same order for the same seed, each once.
    void remedyChoicesAreFixedBySeed() {
        const Scenario scenario = blackjackRound();
        const SpotTheErrorPlan plan(scenario, refereeFor(scenario), wrongTotal(scenario));
        const auto choices = remedyChoices(plan, 0, scenario.seed);
        QCOMPARE(remedyChoices(plan, 0, scenario.seed), choices);
        auto sorted = choices;
        std::sort(sorted.begin(), sorted.end());
        QVERIFY(std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end());
        QCOMPARE(choices.size(), std::size_t(4)); // the remedy and the three usual wrong ones
        QVERIFY(remedyChoices(plan, 1, scenario.seed).empty());
    }

    // A stored answer's stable form (the action column of an attempt).
    // Issue 8, a sitting resumed mid-exercise: the answers stored as they
    // came (a false stop, a caught error with its rule and remedy, a miss)
    // replayed on a new exercise give back every entry and leave the dealer
    // where the last answer left it; a stop whose question was open opens
    // it again.
    void recordedAnswersReplayWhereTheyStopped() {
        const Scenario scenario = blackjackRound();
        SpotTheErrorExercise taken(scenario, refereeFor(scenario), wrongTotal(scenario));
        QVERIFY(taken.step().has_value());
        QVERIFY(taken.stop().has_value()); // a false stop after action 1
        playToError(taken);
        QVERIFY(taken.stop()->awaitsAnswer);
        const std::size_t remedy = taken.remedyChoices().size() - 1;
        taken.answer("§6", remedy);
        QVERIFY(taken.step().has_value());
        QVERIFY(taken.step().has_value());

        int shownAgain = 0;
        SpotTheErrorExercise resumed(scenario, refereeFor(scenario), wrongTotal(scenario));
        QCOMPARE(
            replayAnswers(resumed, flatAnswers(taken), [&](const DealerStep &) { ++shownAgain; }),
            std::nullopt);
        QCOMPARE(flatAnswers(resumed).size(), taken.entries().size());
        for (std::size_t i = 0; i < taken.entries().size(); ++i) {
            QCOMPARE(toFlat(resumed.entries()[i]).toJson(), toFlat(taken.entries()[i]).toJson());
            QCOMPARE(resumed.entries()[i].correct, taken.entries()[i].correct);
        }
        // The two actions after the answer were not graded: shown again.
        QCOMPARE(resumed.shown(), taken.shown() - 2);
        QCOMPARE(shownAgain, resumed.shown());

        // Stored with its keys in another order (a JSON store sorts them):
        // the same answers.
        std::vector<FlatObject> reordered;
        for (const SpotEntry &entry : taken.entries()) {
            const FlatObject flat = toFlat(entry);
            FlatObject sorted;
            sorted.set("answer", *flat.string("answer"));
            if (const auto given = flat.string("given")) {
                sorted.set("given", *given);
            }
            sorted.set("step", *flat.integer("step"));
            reordered.push_back(sorted);
        }
        SpotTheErrorExercise fromStore(scenario, refereeFor(scenario), wrongTotal(scenario));
        QCOMPARE(replayAnswers(fromStore, reordered, [](const DealerStep &) {}), std::nullopt);
        QCOMPARE(fromStore.entries().size(), taken.entries().size());

        // Cut short with the question open: it is open again.
        SpotTheErrorExercise asked(scenario, refereeFor(scenario), wrongTotal(scenario));
        playToError(asked);
        asked.stop();
        SpotTheErrorExercise reopened(scenario, refereeFor(scenario), wrongTotal(scenario));
        QCOMPARE(replayAnswers(reopened, flatAnswers(asked), [](const DealerStep &) {}),
                 std::nullopt);
        QVERIFY(reopened.awaitsAnswer());
        QCOMPARE(reopened.remedyChoices(), asked.remedyChoices());
    }

    // Answers that the dealer's play does not give back are named, never
    // taken as a different exercise.
    void answersThatDoNotReplayAreNamed() {
        const Scenario scenario = blackjackRound();
        const int error = wrongTotal(scenario).errors.front().step;
        FlatObject caughtTooEarly;
        caughtTooEarly.set("answer", std::string("caught"));
        caughtTooEarly.set("step", std::int64_t{error});
        caughtTooEarly.set("given", "stop after action " + std::to_string(error - 1));
        SpotTheErrorExercise exercise(scenario, refereeFor(scenario), wrongTotal(scenario));
        const auto problem = replayAnswers(exercise, {caughtTooEarly}, [](const DealerStep &) {});
        QVERIFY(problem.has_value());
        QVERIFY2(problem->rfind("answer 1 does not replay", 0) == 0, problem->c_str());

        FlatObject payout;
        payout.set("action", std::string("pay"));
        SpotTheErrorExercise other(scenario, refereeFor(scenario), wrongTotal(scenario));
        const auto notAnAnswer = replayAnswers(other, {payout}, [](const DealerStep &) {});
        QVERIFY(notAnAnswer.has_value());
        QVERIFY2(notAnAnswer->find("not an answer of a spot-the-error exercise") !=
                     std::string::npos,
                 notAnAnswer->c_str());
        QCOMPARE(stoppedAfter("stop after action 12"), std::optional<int>(12));
        QCOMPARE(stoppedAfter("stop after action 1x"), std::nullopt);
    }

    void entryFlatForm() {
        SpotEntry entry;
        entry.kind = SpotEntryKind::Rule;
        entry.dealerStep = 8;
        entry.answer = "Blackjack §6";
        QCOMPARE(toFlat(entry).toJson(),
                 std::string(R"({"answer": "rule", "step": 8, "given": "Blackjack §6"})"));
    }

    // BJ-DEAL-04's total announced right is no error: the plan refuses it, as
    // it refuses an error past the end or out of order.
    void planProblems() {
        const Scenario scenario = blackjackRound();
        SpotTheErrorSpec spec = wrongTotal(scenario);
        const int step = spec.errors[0].step;
        const auto actions = autoplay(scenario, refereeFor(scenario));
        spec.errors[0].action = actions[static_cast<std::size_t>(step - 1)];
        spec.errors.push_back(InjectedError{step, spec.errors[0].action});
        spec.errors.push_back(InjectedError{1000, spec.errors[0].action});
        const SpotTheErrorPlan plan(scenario, refereeFor(scenario), spec);
        QCOMPARE(plan.problems().size(), std::size_t(3));
        QCOMPARE(plan.problems()[0].field, std::string("action"));
        QCOMPARE(plan.problems()[0].message,
                 std::string("is judged correct by the referee: not an error (it follows "
                             "Blackjack §6(f))"));
        QCOMPARE(plan.problems()[1].error, std::size_t(1));
        QCOMPARE(plan.problems()[1].message,
                 "must come after the step of injectedErrors[0] (" + std::to_string(step) + ")");
        QCOMPARE(plan.problems()[2].error, std::size_t(2));
        QVERIFY(plan.problems()[2].message.rfind("is past the end of the exercise", 0) == 0);
    }

    // BA-ANN-02 (Baccarat §10(a)): a third card dealt before the counts are
    // announced, in a baccarat coup: the same engine, another game.
    void baccaratThirdCardBeforeTheCounts() {
        const Scenario scenario = couptest::coupScenario(QStringLiteral("3C 9H 2D KC"),
                                                         {{2, baccarat::Wager::Banker, 3500}});
        const int step = firstStepOf<action::AnnouncePoint>(scenario);
        QVERIFY(step > 0);
        const SpotTheErrorSpec spec{
            {InjectedError{step, action::DealToHand{action::CoupHand::Player, action::Face::Up}}},
            0,
            0};
        SpotTheErrorExercise exercise(scenario, refereeFor(scenario), spec);
        QVERIFY(exercise.plan().problems().empty());
        playToError(exercise);
        const auto stop = exercise.stop();
        QVERIFY(stop.has_value());
        QCOMPARE(stop->entry.kind, SpotEntryKind::Caught);
        QCOMPARE(stop->entry.rule.requirement, std::string("BA-ANN-02"));
        const Remedy &remedy = *exercise.plan().remedies()[0];
        QVERIFY(std::holds_alternative<action::AnnouncePoint>(remedy.action));
        const auto answers =
            exercise.answer("Baccarat §10", choiceIndex(exercise, remedy.description));
        QVERIFY(answers[0].correct);
        QVERIFY(answers[1].correct);
        playOut(exercise);
        QVERIFY(exercise.summary({0.9, 0}).passed);
    }
};

QTEST_APPLESS_MAIN(TestSpotTheError)
#include "tst_spot_the_error.moc"
