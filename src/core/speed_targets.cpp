#include "speed_targets.h"

#include <algorithm>
#include <cmath>

namespace dt {

namespace {

double median(std::vector<double> values) {
    if (values.empty()) {
        return 0.0;
    }
    std::sort(values.begin(), values.end());
    const std::size_t middle = values.size() / 2;
    return values.size() % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2.0;
}

std::string wholeText(double value) {
    return std::to_string(std::llround(value));
}

} // namespace

std::optional<double> handsPerHour(int hands, std::optional<std::int64_t> elapsedMs) {
    if (!elapsedMs) {
        return std::nullopt;
    }
    constexpr double kMillisecondsAnHour = 3600000.0;
    return hands * kMillisecondsAnHour / static_cast<double>(std::max<std::int64_t>(*elapsedMs, 1));
}

HandsPerHourCheck checkHandsPerHour(std::optional<double> measured, std::optional<double> minimum) {
    HandsPerHourCheck check{measured, minimum, false, true};
    // Without a measured time (or a target) the criterion is not judged.
    check.judged = measured.has_value() && minimum.has_value();
    check.met = !check.judged || *measured + kSpeedTolerance >= *minimum;
    return check;
}

std::string handsPerHourFigure(const HandsPerHourCheck &check) {
    if (!check.handsPerHour) {
        return {};
    }
    const double pace = *check.handsPerHour;
    // A whole number, unless rounding would carry a pace under the target
    // up to it: then the tenths below it (179.6, not 180).
    if (check.judged && !check.met && static_cast<double>(std::llround(pace)) >= *check.minimum) {
        const long long tenths = static_cast<long long>(std::floor(pace * 10.0));
        return std::to_string(tenths / 10) + "." + std::to_string(tenths % 10);
    }
    return wholeText(pace);
}

std::string handsPerHourText(const HandsPerHourCheck &check) {
    if (!check.minimum) {
        return {};
    }
    if (!check.judged) {
        return "target " + wholeText(*check.minimum) + " hands an hour, not judged: no times";
    }
    return handsPerHourFigure(check) + " hands an hour, " +
           (check.met ? "target " : "under the target of ") + wholeText(*check.minimum);
}

bool medianTimeMet(double medianSeconds, double passMedianSeconds) {
    return medianSeconds <= passMedianSeconds + kSpeedTolerance;
}

TimeAgainstTargets checkTimeAgainstTargets(const std::vector<double> &seconds,
                                           const std::vector<double> &targets) {
    TimeAgainstTargets check;
    std::vector<double> ratios;
    std::vector<double> used;
    const std::size_t count = std::min(seconds.size(), targets.size());
    for (std::size_t i = 0; i < count; ++i) {
        if (targets[i] > 0.0) {
            ratios.push_back(seconds[i] / targets[i]);
            used.push_back(targets[i]);
        }
    }
    check.timed = !ratios.empty();
    if (!check.timed) {
        return check;
    }
    check.medianRatio = median(ratios);
    check.met = check.medianRatio <= 1.0 + kSpeedTolerance;
    const bool oneTarget = std::all_of(used.begin(), used.end(),
                                       [&](double target) { return target == used.front(); });
    if (oneTarget) {
        check.oneTarget = used.front();
        check.medianSeconds = check.medianRatio * check.oneTarget;
    }
    return check;
}

std::string secondsText(double seconds) {
    const long long tenths = std::llround(seconds * 10.0);
    return std::to_string(tenths / 10) +
           (tenths % 10 != 0 ? "." + std::to_string(tenths % 10) : std::string()) + " s";
}

} // namespace dt
