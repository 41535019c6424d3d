#pragma once

#include "referee.h"
#include "scenario.h"

#include <memory>
#include <optional>
#include <vector>

namespace dt {

// One entry of a lesson's timeline: a graded dealer action or an event.
struct TimelineEntry {
    std::optional<DealerAction> action;
    std::optional<Verdict> verdict; // with every action
    std::optional<TableEvent> event;
};

struct PassCriteria {
    double minimumAccuracy = 0.9;
    int maximumIntegrityErrors = 0;
    // Errors of payout severity allowed; none: not a criterion.
    std::optional<int> maximumPayoutErrors = {};
};

struct SessionSummary {
    int actions = 0;
    int errors = 0;
    int integrityErrors = 0;
    int payoutErrors = 0;
    double accuracy = 0.0; // correct actions / actions
    bool complete = false;
    bool passed = false;
};

// A lesson's table in play: the state, the referee, and the players who act
// as the lesson scripts them. The same scenario and the same actions always
// give the same verdicts.
class Session {
public:
    Session(Scenario scenario, std::shared_ptr<const Referee> referee);

    const TableState &state() const { return state_; }
    const Scenario &scenario() const { return scenario_; }
    const Referee &referee() const { return *referee_; }
    const std::vector<TimelineEntry> &timeline() const { return timeline_; }
    std::vector<Expectation> expected() const { return referee_->expected(state_); }
    bool isComplete() const { return referee_->isComplete(state_); }

    // Grades the action, applies it if it happens, then lets the house and
    // the scripted players answer. Returns the verdict.
    Verdict perform(const DealerAction &action);

    SessionSummary summary(const PassCriteria &criteria) const;

private:
    void applyEvent(const TableEvent &event);
    void respond(const DealerAction &action);

    Scenario scenario_;
    std::shared_ptr<const Referee> referee_;
    TableState state_;
    std::vector<TimelineEntry> timeline_;
    std::vector<std::size_t> cutResponsesUsed_; // per player, in scenario order
    bool burnCardAsked_ = false;
};

// The referee's first expectation at every step, until the lesson is complete:
// the reference performance of a lesson (`dealer-trainer-cli autoplay`).
std::vector<DealerAction> autoplay(const Scenario &scenario, std::shared_ptr<const Referee> referee,
                                   int maximumActions = 10000);

} // namespace dt
