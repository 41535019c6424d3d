#pragma once

#include "citation.h"
#include "dealer_action.h"

#include <optional>
#include <string>
#include <vector>

namespace dt {

enum class Severity {
    Minor,     // a step out of the prescribed form that does not affect the game
    Major,     // a procedure the regulation requires was broken
    Integrity, // the game's integrity is at stake: a card exposed, an improper cut let through
    // Money settled wrong: the wrong amount, a winning wager collected, a
    // losing one paid, a push paid or collected. Counted apart in a score.
    Payout,
};

std::string_view severityName(Severity severity);

// The rule an expected action satisfies: its citation and the checklist
// requirement id (regulations/checklist) it implements.
struct RuleReference {
    Citation citation;
    std::string requirement;
    friend bool operator==(const RuleReference &, const RuleReference &) = default;
};

// One acceptable next action. Actions with a number in them (a cut position,
// where the cut card goes) accept a range; `action` holds a representative.
struct Expectation {
    DealerAction action;
    int minimum = 0;
    int maximum = 0;
    RuleReference rule;
    std::string description; // what to do, for people
};

struct Verdict {
    bool correct = true;
    Severity severity = Severity::Minor; // meaningful for errors
    RuleReference rule;                  // the rule followed, or the rule broken
    std::string expected;                // what the regulation expected here
    std::string message;                 // why, for the trainee
    // Whether the action changed the table. A step out of order is refused
    // and the table stays as it was; some mistakes do happen (a burn card
    // exposed, an improper cut accepted) and leave a remedy to perform.
    bool applied = true;
};

// Where a verdict on a wrong action starts: a major error, refused (not
// applied), citing the first expected action's rule, with what was expected.
Verdict refused(const std::vector<Expectation> &options);

// For messages: the expected actions' descriptions joined with "or", and a
// description in mid-sentence ("Next: deal a card to seat 3.").
std::string joinDescriptions(const std::vector<Expectation> &options);
std::string lowercaseFirst(std::string text);
// A description at a sentence's start ("The Banker's Hand draws ...").
std::string uppercaseFirst(std::string text);

} // namespace dt
