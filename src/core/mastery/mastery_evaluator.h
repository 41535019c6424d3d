#pragma once

#include "../speed_targets.h"
#include "skill_catalogue.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace dt::mastery {

// The thresholds of docs/mastery.md. A skill is mastered when, over the last
// kMasteryWindow attempts that exercised it, there are at least
// kMasteryMinimumAttempts, the skill's actions in them are at least
// kMasteryAccuracy correct, and (for a timed skill) the median action took no
// longer than its target time.
inline constexpr int kMasteryWindow = 5;
inline constexpr int kMasteryMinimumAttempts = 3;
inline constexpr double kMasteryAccuracy = 0.9; // the course's default pass mark (PassCriteria)
// How many of the trainee's newest attempts the app reads to judge mastery.
inline constexpr int kMasteryHistoryAttempts = 200;

// One attempt at a lesson or a drill, with its graded actions in order.
struct AttemptInput {
    std::int64_t id = 0;
    std::string lessonId;
    std::string mode;            // "practice", "drill", "exam"
    std::int64_t finishedAt = 0; // ms since the epoch: the attempts' order
    bool completed = false;      // false: abandoned (its graded actions still count)
    std::vector<GradedActionInput> actions;
};

enum class MasteryState {
    NotStarted, // no attempt has exercised the skill
    Learning,   // exercised, never yet mastered
    Mastered,
    Slipping, // was mastered once; the latest window falls short
};
std::string_view masteryStateName(MasteryState state); // "not-started", "learning", ...

struct SkillMastery {
    std::string skillId;
    MasteryState state = MasteryState::NotStarted;
    int attempts = 0;           // every attempt that exercised the skill
    int attemptsInWindow = 0;   // at most kMasteryWindow
    int attemptsWithErrors = 0; // in the window
    int actionsInWindow = 0;
    int correctInWindow = 0;
    double accuracy = 0.0; // correctInWindow / actionsInWindow; 0 for none
    // Over the window's actions with a target time: the median seconds taken
    // and the median target (both 0 when none was timed).
    double medianSeconds = 0.0;
    double targetSeconds = 0.0;
    // The window's times against their targets: the figures timeMet is
    // decided from, and the ones a "too slow" reason quotes.
    TimeAgainstTargets time;
    bool timeMet =
        true; // the median within the target (true when no action of the window was timed)
    int errorsInWindow = 0;
    std::string lastErrorLessonId; // the newest attempt with an error in this skill
};

// One entry per skillCatalogue() skill, in its order. `attempts` in any
// order: they are read oldest first by finishedAt, then id.
std::vector<SkillMastery> evaluateMastery(std::vector<AttemptInput> attempts);

} // namespace dt::mastery
