#include "spot_the_error_plan.h"

#include "seeded_random.h"
#include "session.h"

#include <algorithm>

namespace dt {

namespace {

std::string errorName(std::size_t index) {
    return "injectedErrors[" + std::to_string(index) + "]";
}

} // namespace

SpotTheErrorPlan::SpotTheErrorPlan(const Scenario &scenario, std::shared_ptr<const Referee> referee,
                                   const SpotTheErrorSpec &spec, int maximumActions)
    : remedies_(spec.errors.size())
    , acceptedRemedies_(spec.errors.size()) {
    // The errors that can be placed: each after the one before it.
    std::vector<std::size_t> placed;
    int previousStep = 0;
    for (std::size_t i = 0; i < spec.errors.size(); ++i) {
        const int step = spec.errors[i].step;
        if (step < 1) {
            problems_.push_back({i, "step", "must be 1 or more (1: the dealer's first action)"});
        } else if (step <= previousStep) {
            problems_.push_back({i, "step",
                                 "must come after the step of " + errorName(placed.back()) + " (" +
                                     std::to_string(previousStep) + ")"});
        } else {
            placed.push_back(i);
            previousStep = step;
        }
    }

    Session session(scenario, std::move(referee));
    std::size_t next = 0; // into `placed`
    while (static_cast<int>(steps_.size()) < maximumActions && !session.isComplete()) {
        const int number = static_cast<int>(steps_.size()) + 1;
        if (next < placed.size() && spec.errors[placed[next]].step == number) {
            const std::size_t index = placed[next++];
            const DealerAction &wrong = spec.errors[index].action;
            const Verdict verdict = session.perform(wrong);
            steps_.push_back(DealerStep{number, wrong, verdict, index});
            if (verdict.correct) {
                problems_.push_back({index, "action",
                                     "is judged correct by the referee: not an error (it follows " +
                                         verdict.rule.citation.text() + ")"});
            }
            const auto after = session.expected();
            if (after.empty()) {
                problems_.push_back(
                    {index, "action", "leaves no remedy: the referee expects nothing after it"});
                break;
            }
            remedies_[index] = Remedy{after.front().action, after.front().rule,
                                      uppercaseFirst(after.front().description)};
            for (const auto &option : after) {
                acceptedRemedies_[index].push_back(uppercaseFirst(option.description));
            }
            continue;
        }
        const auto options = session.expected();
        if (options.empty()) {
            break; // waiting on something the lesson's script never provides
        }
        const Verdict verdict = session.perform(options.front().action);
        steps_.push_back(DealerStep{number, options.front().action, verdict, std::nullopt});
    }
    complete_ = session.isComplete();
    for (; next < placed.size(); ++next) {
        problems_.push_back({placed[next], "step",
                             "is past the end of the exercise: the dealer performs " +
                                 std::to_string(steps_.size()) + " actions"});
    }
    if (!complete_ && !placed.empty() && problems_.empty()) {
        problems_.push_back(
            {placed.back(), "action",
             "the dealer's play after it does not finish the lesson: the referee waits for "
             "something the lesson's script never provides"});
    }
    std::sort(problems_.begin(), problems_.end(),
              [](const SpotTheErrorProblem &a, const SpotTheErrorProblem &b) {
                  return a.error < b.error;
              });
}

std::vector<std::string> remedyChoices(const SpotTheErrorPlan &plan, std::size_t error,
                                       std::uint64_t seed) {
    if (error >= plan.remedies().size() || !plan.remedies()[error]) {
        return {};
    }
    const Remedy &right = *plan.remedies()[error];
    const auto &accepted = plan.acceptedRemedies()[error];
    std::vector<std::string> choices{right.description};
    const auto offer = [&](const std::string &text) {
        // Nothing the referee would accept here is offered as a wrong answer.
        if (text.empty() || std::find(choices.begin(), choices.end(), text) != choices.end() ||
            std::find(accepted.begin(), accepted.end(), text) != accepted.end()) {
            return;
        }
        choices.push_back(text);
    };
    for (std::size_t other = 0; other < plan.remedies().size(); ++other) {
        if (other != error && plan.remedies()[other]) {
            offer(plan.remedies()[other]->description);
        }
    }
    offer(kGoOnRemedy);
    offer(kVoidRoundRemedy);
    // When the remedy is the supervisor's call, the stock one says the same.
    if (!std::holds_alternative<action::CallSupervisor>(right.action)) {
        offer(kCallSupervisorRemedy);
    }
    // Each error its own order, the same for the same lesson seed.
    SeededRandom random(seed ^ (0x9E3779B97F4A7C15ULL * (error + 1)));
    random.shuffle(choices);
    return choices;
}

} // namespace dt
