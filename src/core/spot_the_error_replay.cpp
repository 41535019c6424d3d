#include "spot_the_error_replay.h"

#include <limits>

namespace dt {

namespace {

// Shows the dealer's actions until `done` holds; false when the play ends first.
bool showUntil(SpotTheErrorExercise &exercise, const std::function<void(const DealerStep &)> &shown,
               const std::function<bool()> &done) {
    while (!done()) {
        const std::optional<DealerStep> step = exercise.step();
        if (!step) {
            return false;
        }
        shown(*step);
    }
    return true;
}

// The same answer, whatever order its keys were stored in.
bool sameAnswer(const FlatObject &given, const FlatObject &recorded) {
    return given.string("answer") == recorded.string("answer") &&
           given.integer("step") == recorded.integer("step") &&
           given.string("given") == recorded.string("given");
}

} // namespace

std::optional<std::string> replayAnswers(SpotTheErrorExercise &exercise,
                                         const std::vector<FlatObject> &recorded,
                                         const std::function<void(const DealerStep &)> &shown) {
    std::size_t next = 0; // the first recorded answer not given back yet
    while (next < recorded.size()) {
        const FlatObject &answer = recorded[next];
        const std::string where =
            "answer " + std::to_string(next + 1) + " (" + answer.toJson() + ")";
        const std::string kind = answer.string("answer").value_or("");
        const std::string given = answer.string("given").value_or("");
        const auto entriesBeyond = [&exercise, next] { return exercise.entries().size() > next; };

        if (kind == spotEntryKindName(SpotEntryKind::Missed)) {
            // Graded when the dealer's action after its stop window is shown.
            if (!showUntil(exercise, shown, entriesBeyond)) {
                return where + ": the dealer's actions ran out before it";
            }
        } else if (kind == spotEntryKindName(SpotEntryKind::Caught) ||
                   kind == spotEntryKindName(SpotEntryKind::Late) ||
                   kind == spotEntryKindName(SpotEntryKind::FalseStop)) {
            const std::optional<int> after = stoppedAfter(given);
            if (!after) {
                return where + ": a stop that does not say after which action";
            }
            if (!showUntil(exercise, shown, [&] { return exercise.shown() >= *after; }) ||
                exercise.shown() != *after || entriesBeyond()) {
                return where + ": the dealer's actions do not lead to it";
            }
            exercise.stop();
        } else if (kind == spotEntryKindName(SpotEntryKind::Rule)) {
            // The rule and the remedy are one answer, recorded one after the other.
            if (next + 1 >= recorded.size()) {
                return where + ": its remedy was not recorded";
            }
            const std::string remedy = recorded[next + 1].string("given").value_or("");
            const std::vector<std::string> &choices = exercise.remedyChoices();
            std::size_t choice = std::numeric_limits<std::size_t>::max(); // none chosen
            for (std::size_t i = 0; i < choices.size(); ++i) {
                if (choices[i] == remedy) {
                    choice = i;
                }
            }
            if (!remedy.empty() && choice == std::numeric_limits<std::size_t>::max()) {
                return where + ": its remedy \"" + remedy + "\" is not one of the choices";
            }
            exercise.answer(given, choice);
        } else {
            return where + ": not an answer of a spot-the-error exercise";
        }
        // Every entry this gave must be the one recorded there.
        const std::vector<SpotEntry> &entries = exercise.entries();
        if (entries.size() <= next) {
            return where + ": gave no entry";
        }
        for (; next < entries.size(); ++next) {
            if (next >= recorded.size() || !sameAnswer(toFlat(entries[next]), recorded[next])) {
                return "answer " + std::to_string(next + 1) + " does not replay: it gives " +
                       toFlat(entries[next]).toJson();
            }
        }
    }
    return std::nullopt;
}

} // namespace dt
