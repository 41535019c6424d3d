#include "pass_criteria.h"

namespace dt {

bool meetsMinimumAccuracy(double accuracy, double minimumAccuracy) {
    return accuracy + kAccuracyTolerance >= minimumAccuracy;
}

PassDecision decidePass(const PassCriteria &criteria, const PassFigures &figures) {
    PassDecision decision;
    decision.complete = figures.complete;
    decision.accuracyMet = meetsMinimumAccuracy(figures.accuracy, criteria.minimumAccuracy);
    decision.integrityErrorsMet = figures.integrityErrors <= criteria.maximumIntegrityErrors;
    if (criteria.maximumPayoutErrors) {
        decision.payoutErrorsMet = figures.payoutErrors <= *criteria.maximumPayoutErrors;
    }
    // Without a measured time the speed criterion is not judged (speed_targets.h).
    decision.handsPerHour = checkHandsPerHour(figures.handsPerHour, criteria.minimumHandsPerHour);
    bool everyExerciseMet = true;
    for (const MissedErrors &exercise : figures.exercises) {
        decision.missedErrorsMet.push_back(exercise.missed <= exercise.allowed);
        everyExerciseMet = everyExerciseMet && decision.missedErrorsMet.back();
    }
    decision.passed = decision.complete && decision.accuracyMet && decision.integrityErrorsMet &&
                      decision.payoutErrorsMet.value_or(true) && decision.handsPerHour.met &&
                      everyExerciseMet;
    return decision;
}

} // namespace dt
