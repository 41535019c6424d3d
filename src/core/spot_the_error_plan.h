#pragma once

#include "referee.h"
#include "scenario.h"

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace dt {

// One dealer error a spot-the-error lesson injects into the simulated
// dealer's play (docs/lesson-format.md, "spotTheError").
struct InjectedError {
    // The dealer's action it replaces, numbered in the exercise as played
    // (1: the first), counting the injected errors and remedies before it.
    int step = 0;
    DealerAction action; // the wrong action the dealer performs there
};

// A spot-the-error exercise: the lesson's table, dealt by a simulated dealer
// who makes the injected errors; the examinee stops the game at each.
struct SpotTheErrorSpec {
    std::vector<InjectedError> errors; // in step order
    // Dealer actions that may follow an error before a stop comes too late;
    // 0: the stop must come before the dealer's next action.
    int stopWindow = 0;
    // Errors the examinee may miss (or stop late) and still pass.
    int maximumMissedErrors = 0;
};

// What the regulation expects right after an injected error: the referee's
// usual expectation then, which the simulated dealer performs next.
struct Remedy {
    DealerAction action;
    RuleReference rule;
    std::string description; // as a choice is shown: "Deal a card to box 3"
};

// One action of the simulated dealer, as planned.
struct DealerStep {
    int number = 0; // 1: the first
    DealerAction action;
    Verdict verdict;
    std::optional<std::size_t> injectedError; // index into SpotTheErrorSpec::errors
};

// An injected error the referee would not grade as one, or that cannot be
// placed: `error` indexes SpotTheErrorSpec::errors, `field` is "step" or
// "action".
struct SpotTheErrorProblem {
    std::size_t error = 0;
    std::string field;
    std::string message;
};

// The simulated dealer's whole performance: the referee's usual expected
// action (the first Expectation) at every step, except at the injected
// errors; after each error the dealer performs its remedy, so the examinee
// names the remedy before seeing it.
class SpotTheErrorPlan {
public:
    SpotTheErrorPlan(const Scenario &scenario, std::shared_ptr<const Referee> referee,
                     const SpotTheErrorSpec &spec, int maximumActions = 10000);

    const std::vector<DealerStep> &steps() const { return steps_; }
    // Per injected error (in spec order): what the regulation expects right
    // after it; none when the error was never reached or nothing is expected.
    const std::vector<std::optional<Remedy>> &remedies() const { return remedies_; }
    // Every action the referee accepted right after each error: none of them
    // may be offered as a wrong remedy.
    const std::vector<std::vector<std::string>> &acceptedRemedies() const {
        return acceptedRemedies_;
    }
    // The lesson's table finishes after the last step.
    bool complete() const { return complete_; }
    // Problems of the spec against this scenario: an error that is not one,
    // placed past the end, out of order, or leaving nothing to expect.
    const std::vector<SpotTheErrorProblem> &problems() const { return problems_; }

private:
    std::vector<DealerStep> steps_;
    std::vector<std::optional<Remedy>> remedies_;
    std::vector<std::vector<std::string>> acceptedRemedies_;
    std::vector<SpotTheErrorProblem> problems_;
    bool complete_ = false;
};

// The remedies offered for injected error `error`: the right one (the plan's
// remedy) and plausible wrong ones (the other errors' remedies and the usual
// wrong answers), in an order fixed by `seed`. Empty when the error has no
// remedy.
std::vector<std::string> remedyChoices(const SpotTheErrorPlan &plan, std::size_t error,
                                       std::uint64_t seed);

// The usual wrong answers offered beside every remedy.
inline constexpr const char *kGoOnRemedy = "Go on with the next action: nothing needs correcting";
inline constexpr const char *kVoidRoundRemedy = "Void the round and deal it again";
inline constexpr const char *kCallSupervisorRemedy = "Stop the game and call the supervisor";

} // namespace dt
