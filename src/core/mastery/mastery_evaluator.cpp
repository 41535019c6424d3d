#include "mastery_evaluator.h"

#include "../drills/payout_drill.h"

#include <algorithm>
#include <deque>

namespace dt::mastery {

namespace {

// What one attempt did in one skill.
struct SkillAttempt {
    std::string lessonId;
    int actions = 0;
    int correct = 0;
    std::vector<double> seconds; // of the actions with a target
    std::vector<double> targets;
};

struct WindowReading {
    int attempts = 0;
    int attemptsWithErrors = 0;
    int actions = 0;
    int correct = 0;
    double accuracy = 0.0;
    double medianSeconds = 0.0;
    double targetSeconds = 0.0;
    TimeAgainstTargets time;
    bool timeMet = true;
    bool mastered = false;
};

WindowReading readWindow(const Skill &skill, const std::deque<SkillAttempt> &window) {
    WindowReading reading;
    std::vector<double> seconds;
    std::vector<double> targets;
    for (const SkillAttempt &attempt : window) {
        ++reading.attempts;
        reading.actions += attempt.actions;
        reading.correct += attempt.correct;
        if (attempt.correct < attempt.actions) {
            ++reading.attemptsWithErrors;
        }
        seconds.insert(seconds.end(), attempt.seconds.begin(), attempt.seconds.end());
        targets.insert(targets.end(), attempt.targets.begin(), attempt.targets.end());
    }
    reading.accuracy =
        reading.actions > 0 ? static_cast<double>(reading.correct) / reading.actions : 0.0;
    reading.medianSeconds = drills::medianSeconds(seconds);
    reading.targetSeconds = drills::medianSeconds(targets);
    // The median of each action's time against its own target, so drills
    // with different targets mix fairly (speed_targets.h).
    reading.time = checkTimeAgainstTargets(seconds, targets);
    reading.timeMet = skill.timed ? reading.time.timed && reading.time.met : reading.time.met;
    reading.mastered = reading.attempts >= kMasteryMinimumAttempts &&
                       reading.accuracy >= kMasteryAccuracy && (reading.timeMet || !skill.timed);
    return reading;
}

} // namespace

std::string_view masteryStateName(MasteryState state) {
    switch (state) {
    case MasteryState::NotStarted:
        return "not-started";
    case MasteryState::Learning:
        return "learning";
    case MasteryState::Mastered:
        return "mastered";
    case MasteryState::Slipping:
        return "slipping";
    }
    return "not-started";
}

std::vector<SkillMastery> evaluateMastery(std::vector<AttemptInput> attempts) {
    std::stable_sort(
        attempts.begin(), attempts.end(), [](const AttemptInput &a, const AttemptInput &b) {
            return a.finishedAt != b.finishedAt ? a.finishedAt < b.finishedAt : a.id < b.id;
        });
    const auto &catalogue = skillCatalogue();
    std::vector<SkillMastery> result(catalogue.size());
    std::vector<std::deque<SkillAttempt>> windows(catalogue.size());
    std::vector<bool> everMastered(catalogue.size(), false);
    for (std::size_t i = 0; i < catalogue.size(); ++i) {
        result[i].skillId = catalogue[i].id;
    }
    for (const AttemptInput &attempt : attempts) {
        std::vector<SkillAttempt> perSkill(catalogue.size());
        std::vector<bool> touched(catalogue.size(), false);
        for (const GradedActionInput &action : attempt.actions) {
            for (std::size_t index : skillsOf(action)) {
                SkillAttempt &entry = perSkill[index];
                touched[index] = true;
                ++entry.actions;
                entry.correct += action.correct ? 1 : 0;
                if (action.targetSeconds > 0.0 && action.secondsTaken > 0.0) {
                    entry.seconds.push_back(action.secondsTaken);
                    entry.targets.push_back(action.targetSeconds);
                }
                if (!action.correct) {
                    ++result[index].errorsInWindow; // recounted over the window below
                    result[index].lastErrorLessonId = attempt.lessonId;
                }
            }
        }
        for (std::size_t i = 0; i < catalogue.size(); ++i) {
            if (!touched[i]) {
                continue;
            }
            perSkill[i].lessonId = attempt.lessonId;
            ++result[i].attempts;
            windows[i].push_back(std::move(perSkill[i]));
            if (windows[i].size() > static_cast<std::size_t>(kMasteryWindow)) {
                windows[i].pop_front();
            }
            // Slipping is judged against every window the trainee has had.
            if (readWindow(catalogue[i], windows[i]).mastered) {
                everMastered[i] = true;
            }
        }
    }
    for (std::size_t i = 0; i < catalogue.size(); ++i) {
        SkillMastery &mastery = result[i];
        const WindowReading reading = readWindow(catalogue[i], windows[i]);
        mastery.attemptsInWindow = reading.attempts;
        mastery.attemptsWithErrors = reading.attemptsWithErrors;
        mastery.actionsInWindow = reading.actions;
        mastery.correctInWindow = reading.correct;
        mastery.errorsInWindow = reading.actions - reading.correct;
        mastery.accuracy = reading.accuracy;
        mastery.medianSeconds = reading.medianSeconds;
        mastery.targetSeconds = reading.targetSeconds;
        mastery.time = reading.time;
        mastery.timeMet = reading.timeMet;
        if (mastery.attempts == 0) {
            mastery.state = MasteryState::NotStarted;
        } else if (reading.mastered) {
            mastery.state = MasteryState::Mastered;
        } else if (everMastered[i]) {
            mastery.state = MasteryState::Slipping;
        } else {
            mastery.state = MasteryState::Learning;
        }
    }
    return result;
}

} // namespace dt::mastery
