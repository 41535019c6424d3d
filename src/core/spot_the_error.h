#pragma once

#include "flat_json.h"
#include "session.h"
#include "spot_the_error_plan.h"

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace dt {

// What a graded entry of a spot-the-error exercise is about.
enum class SpotEntryKind {
    Caught,    // a stop right after an injected error (within the stop window)
    Late,      // a stop after an error missed (its stop window had passed)
    Missed,    // an injected error the examinee let pass without a stop
    FalseStop, // a stop where the dealer made no error
    Rule,      // the rule named for a caught error
    Remedy,    // the remedy chosen for a caught error
};

std::string_view spotEntryKindName(SpotEntryKind kind);

// One graded answer of the examinee, with its own explanation.
struct SpotEntry {
    SpotEntryKind kind = SpotEntryKind::Caught;
    bool correct = true;
    Severity severity = Severity::Minor; // meaningful for errors
    int dealerStep = 0;                  // the dealer's action it is about (1: the first)
    // The rule the dealer broke; for a false stop, the rule the action followed.
    RuleReference rule;
    std::string answer;      // what the examinee said: the citation, the remedy
    std::string expected;    // the right answer
    std::string explanation; // why, for the examinee
};

// The stable one-level JSON form of an entry's answer (the action column of
// a stored attempt): {"answer": "rule", "step": 5, "given": "Blackjack §6"}.
FlatObject toFlat(const SpotEntry &entry);

// The dealer's actions shown when a stop came, read from a stop's answer
// ("stop after action 8": 8); none for any other text.
std::optional<int> stoppedAfter(std::string_view answer);

struct SpotPassCriteria {
    double minimumAccuracy = 0.9;
    int maximumMissedErrors = 0; // errors passed without a stop in time
};

struct SpotSummary {
    int injectedErrors = 0;
    int caught = 0;
    int late = 0;
    int missed = 0;
    int falseStops = 0;
    int rulesRight = 0;
    int remediesRight = 0;
    int graded = 0;  // entries
    int correct = 0; // entries graded correct
    // Wrong entries of these severities, counted against an exam's limits
    // as a table's errors are: a missed error keeps the dealer error's
    // severity, so a supervisor who lets a card exposure or a wrong payout
    // pass has let an integrity or a payout error through.
    int integrityErrors = 0;
    int payoutErrors = 0;
    double accuracy = 0.0;
    bool complete = false; // every dealer action shown, then finish()
    bool passed = false;
};

// The result of a stop: a caught error opens a question (answer()); a false
// or late stop is graded at once.
struct StopResult {
    SpotEntry entry;
    bool awaitsAnswer = false;
    std::vector<std::string> remedyChoices; // when it awaits an answer
};

// A spot-the-error exercise in play, for a CLI or a screen to drive:
// step() shows the dealer's next action, stop() stops the game after it,
// answer() names the rule and the remedy, summary() grades the whole.
//
// The rule named is right when it cites the section the dealer broke or a
// more general section containing it, down to the section number: for
// "Blackjack §15(a)(2)": "Blackjack §15(a)(2)", "§15(a)" and "§15" are right,
// "§15(b)" and "§1" are not. The regulation must be the same.
class SpotTheErrorExercise {
public:
    // The scenario's seed fixes the order of the remedy choices.
    SpotTheErrorExercise(Scenario scenario, std::shared_ptr<const Referee> referee,
                         SpotTheErrorSpec spec);

    const SpotTheErrorPlan &plan() const { return plan_; }
    const SpotTheErrorSpec &spec() const { return spec_; }
    // The table as the examinee sees it, after the dealer's actions shown.
    const Session &session() const { return session_; }
    int shown() const { return static_cast<int>(shown_); }
    // Only ever appended to, so each entry can be recorded as it comes.
    const std::vector<SpotEntry> &entries() const { return entries_; }
    bool awaitsAnswer() const { return question_.has_value(); }
    // The choices of the open question; empty without one.
    const std::vector<std::string> &remedyChoices() const;
    // Every planned dealer action was shown and no question is open: only
    // finish() is left.
    bool playedOut() const;
    bool isFinished() const { return finished_; }

    // The dealer's next action, performed at the table; none when a question
    // is open or the play is over. An error whose stop window this action
    // closes is graded missed.
    std::optional<DealerStep> step();
    // Stops the game after the last action shown; none before the first one
    // or while a question is open.
    std::optional<StopResult> stop();
    // Answers the open question: the citation named ("Blackjack §6(e)") and
    // the index of the remedy chosen in remedyChoices(). Returns the two
    // graded entries (rule, remedy); empty without an open question.
    std::vector<SpotEntry> answer(const std::string &citation, std::size_t remedyChoice);
    // Ends the exercise: an open question is graded unanswered (both
    // wrong), an error still waiting for its stop is missed.
    void finish();

    SpotSummary summary(const SpotPassCriteria &criteria) const;

private:
    struct Question {
        std::size_t error;
        int dealerStep;
        std::vector<std::string> choices;
    };
    // Grades missed every shown error whose stop window closes once
    // `shownAfter` actions are shown.
    void closeWindows(std::size_t shownAfter);
    std::optional<StopResult> lateStop();

    SpotTheErrorSpec spec_;
    SpotTheErrorPlan plan_;
    Session session_;
    std::size_t shown_ = 0;
    std::vector<bool> settled_; // per injected error: stopped, or graded missed
    std::optional<Question> question_;
    std::vector<SpotEntry> entries_;
    int lastStop_ = 0; // the dealer's action the last stop came after
    bool finished_ = false;
};

// Whether `named` cites `broken` or a more general section containing it.
bool citesRule(const Citation &named, const Citation &broken);
// The citation an examinee named: as printed ("Blackjack §15(a)") or, when
// it starts with "§", in the regulation (or compendium part) of `broken`.
std::optional<Citation> namedCitation(const std::string &text, const Citation &broken);

} // namespace dt
