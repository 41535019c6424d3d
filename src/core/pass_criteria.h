#pragma once

#include "speed_targets.h"

#include <optional>
#include <vector>

namespace dt {

// The pass criteria of a lesson or an exam ("pass", docs/lesson-format.md,
// docs/exams.md), and the one place a pass is decided from them: a lesson's
// session and an exam's review (all its scenarios together) both ask here.

struct PassCriteria {
    double minimumAccuracy = 0.9;
    int maximumIntegrityErrors = 0;
    // Errors of payout severity allowed; none: not a criterion.
    std::optional<int> maximumPayoutErrors = {};
    // Players' hands an hour, from the first to the last graded action (the
    // lesson's "pass.minimumHandsPerHour"); none: not a criterion.
    std::optional<double> minimumHandsPerHour = {};
};

// An accuracy exactly at the minimum (15 of 16 against 15/16) meets it,
// whatever the division rounded.
inline constexpr double kAccuracyTolerance = 1e-9;
bool meetsMinimumAccuracy(double accuracy, double minimumAccuracy);

// The injected errors a spot-the-error exercise let pass, and how many its
// lesson allows.
struct MissedErrors {
    int missed = 0;
    int allowed = 0;
};

// What a pass is decided on, counted over one attempt or over every
// scenario of an exam sitting.
struct PassFigures {
    // Dealt to its end (an exam: every scenario begun and completed).
    bool complete = false;
    double accuracy = 0.0; // correct actions / actions
    int integrityErrors = 0;
    int payoutErrors = 0;
    // Measured pace; none without a clock (a transcript, an unreplayable attempt).
    std::optional<double> handsPerHour = {};
    // Each spot-the-error exercise of an exam against its own lesson's
    // "maximumMissedErrors" (docs/lesson-format.md): judged beside the
    // exam's criteria, one exercise's misses never excused by another's.
    std::vector<MissedErrors> exercises = {};
};

// Each criterion decided, so a screen can say which one failed.
struct PassDecision {
    bool complete = false;
    bool accuracyMet = false;
    bool integrityErrorsMet = false;
    // None when the criteria allow any number of payout errors.
    std::optional<bool> payoutErrorsMet = {};
    // Met when not judged (no target, or no time measured).
    HandsPerHourCheck handsPerHour;
    // Per PassFigures::exercises, in order: missed within the allowance.
    std::vector<bool> missedErrorsMet;
    bool passed = false; // every criterion met or not judged
};

PassDecision decidePass(const PassCriteria &criteria, const PassFigures &figures);

} // namespace dt
