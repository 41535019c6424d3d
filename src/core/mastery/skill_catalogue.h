#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace dt::mastery {

// One graded action as mastery reads it (docs/mastery.md): what the referee
// said and what the dealer did, with no Qt and no database.
struct GradedActionInput {
    bool correct = true;
    std::string severity;       // "minor", "major", "integrity", "payout"; empty when correct
    std::string requirement;    // checklist id, e.g. "BJ-DEAL-02"
    std::string citation;       // "Blackjack §6(e)"
    std::string actionKind;     // actionName(): "deal_card"; a drill's answer: "payout_drill"
    std::string wager;          // "main", "insurance", "side"; empty when the action has none
    double secondsTaken = 0.0;  // since the previous action (0: not measured)
    double targetSeconds = 0.0; // the lesson's target for this action (0: none)
};

// A skill named as a dealer would name it, and what maps a graded action to
// it. An action belongs to a skill when any of the lists matches it; one
// action may count for several skills.
struct Skill {
    std::string id; // stable: "burn-face-down"
    std::string name;
    std::string description;
    // Checklist families ("BJ-DEAL-") and single requirement ids ("BJ-SHUF-13").
    std::vector<std::string> requirementPrefixes;
    std::vector<std::string> requirementIds;
    // Ids of a family above that belong to another skill instead.
    std::vector<std::string> excludedRequirementIds;
    std::vector<std::string> actionKinds;
    std::vector<std::string> wagers;          // an action on this wager ("insurance")
    std::vector<std::string> errorSeverities; // an error of this severity ("payout")
    // Mastered only when the actions with a target time are, at the median,
    // done within it (docs/mastery.md, "Time").
    bool timed = false;
};

// Every skill, in teaching order (the order of a table's work: open, shuffle,
// deal, ..., pick up; then the drills' speed).
const std::vector<Skill> &skillCatalogue();
const Skill *findSkill(std::string_view id);
bool exercises(const Skill &skill, const GradedActionInput &action);
// Indexes into skillCatalogue() of the skills the action counts for.
std::vector<std::size_t> skillsOf(const GradedActionInput &action);
// Whether some skill claims the requirement id by its family or by its id.
bool requirementHasSkill(std::string_view requirement);

} // namespace dt::mastery
