#pragma once

#include "pass_criteria.h"
#include "referee.h"
#include "scenario.h"

#include <algorithm>
#include <cstdint>
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

struct SessionSummary {
    int actions = 0;
    int errors = 0;
    int integrityErrors = 0;
    int payoutErrors = 0;
    double accuracy = 0.0; // correct actions / actions
    int hands = 0;         // the boxes dealt a hand (handsDealt())
    // hands x 3,600,000 / the milliseconds from the first to the last graded
    // action; none when no time was measured (a transcript has no clock).
    std::optional<double> handsPerHour = {};
    // The hands-an-hour criterion met, or not judged (checkHandsPerHour()).
    bool fastEnough = true;
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

    // `elapsedMs`: the time from the first to the last graded action, as
    // the table measured it. The speed criterion is judged only with it.
    SessionSummary summary(const PassCriteria &criteria,
                           std::optional<std::int64_t> elapsedMs = std::nullopt) const;
    // The players' hands dealt in the attempt: each box a card of a round
    // was dealt to counts once in that round (a split or a second spot is the
    // same box), and again in every round it is dealt.
    int handsDealt() const;

    // Several rounds from one shoe (Scenario::rounds): the round in play,
    // 1 to rounds(); the next starts once a round is picked up (and, after
    // the cut card came out, the shoe prepared again, Blackjack §6(l)).
    int roundNumber() const { return static_cast<int>(roundStarts_.size()); }
    int rounds() const { return std::max(scenario_.rounds, 1); }

private:
    void applyEvent(const TableEvent &event);
    void respond(const DealerAction &action);
    // The players a game's round waits for answer from their scripts; each
    // answer may bring the next question (insurance, then the first decision).
    void answerFromScripts();
    // The round picked up and the shoe ready, the next round of the lesson's
    // rounds begins: the players wager again as their scripts say.
    void startNextRoundIfDue();

    Scenario scenario_;
    std::shared_ptr<const Referee> referee_;
    TableState state_;
    std::vector<TimelineEntry> timeline_;
    std::vector<std::size_t> cutResponsesUsed_; // per player, in scenario order
    bool burnCardAsked_ = false;
    // Where each round's entries start in the timeline (the first: 0).
    std::vector<std::size_t> roundStarts_ = {0};
    // The last round whose between-rounds events (scriptedBetweenRounds())
    // have happened.
    int betweenRoundsDone_ = 0;
};

// The referee's first expectation at every step, until the lesson is complete:
// the reference performance of a lesson (`dealer-trainer-cli autoplay`).
std::vector<DealerAction> autoplay(const Scenario &scenario, std::shared_ptr<const Referee> referee,
                                   int maximumActions = 10000);

} // namespace dt
