#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace dt {

// The speed rules of the course (issue 6), each decided here once: the
// session's pass, the drill's score, mastery, the results screens and the
// CLI read the decision and the figures it was made from, and say it from
// those same figures.

// A mark met exactly (180.0 hands an hour against 180) is met.
inline constexpr double kSpeedTolerance = 1e-9;

// A lesson's hands-an-hour criterion ("pass.minimumHandsPerHour",
// docs/lesson-format.md): the players' hands dealt an hour, from the first
// to the last graded action.
struct HandsPerHourCheck {
    std::optional<double> handsPerHour; // measured; none without a clock (a transcript)
    std::optional<double> minimum;      // the lesson's target; none: not a criterion
    bool judged = false;                // both known
    bool met = true;                    // at least the target; true when not judged
};

// `hands` over the milliseconds from the first to the last graded action
// (a single instant counts as one millisecond); none without a time.
std::optional<double> handsPerHour(int hands, std::optional<std::int64_t> elapsedMs);
HandsPerHourCheck checkHandsPerHour(std::optional<double> measured, std::optional<double> minimum);
// The measured pace as shown: "212"; to the tenth when a whole number
// would round a pace under the target up to it ("179.6"); empty when not
// measured.
std::string handsPerHourFigure(const HandsPerHourCheck &check);
// "212 hands an hour, target 180", "168 hands an hour, under the target of
// 180", "target 180 hands an hour, not judged: no times"; empty without a
// target.
std::string handsPerHourText(const HandsPerHourCheck &check);

// A drill's pass mark on time ("drill.pass.medianSeconds"): the median time
// per payout at most the mark.
bool medianTimeMet(double medianSeconds, double passMedianSeconds);

// Times each against its own target (a timed skill, docs/mastery.md): met
// when the median of time / target is at most 1, so drills with different
// targets mix fairly.
struct TimeAgainstTargets {
    bool timed = false;         // some time with a target
    double medianRatio = 0.0;   // the median of time / target; 0 when not timed
    double oneTarget = 0.0;     // the target when every time had the same; else 0
    double medianSeconds = 0.0; // medianRatio x oneTarget (one target); else 0
    bool met = true;            // true when not timed
};
// `seconds[i]` against `targets[i]`.
TimeAgainstTargets checkTimeAgainstTargets(const std::vector<double> &seconds,
                                           const std::vector<double> &targets);

// "7.5 s", "6 s": to the tenth, without ".0".
std::string secondsText(double seconds);

} // namespace dt
