#include "vigorish_markers.h"

#include "coup_referee_support.h"

namespace dt::baccarat {

using detail::error;

bool markersDue(const TableState &state, const CoupRound &coup) {
    // §10(d): the coup after "last hand" is over.
    return coup.discarded && state.lastHand == LastHand::Played &&
           !state.vigorish.seatsOwing().empty();
}

std::vector<Expectation> markerCollections(const TableState &state,
                                           const RuleReference &reference) {
    std::vector<Expectation> options;
    for (const int seat : state.vigorish.seatsOwing()) {
        const action::CollectVigorish collect{seat, state.vigorish.owed(seat)};
        options.push_back(
            {collect, 0, 0, reference,
             describe(collect) + " (the marker in box " + std::to_string(seat) + ")"});
    }
    return options;
}

Verdict markerCollectionMistake(const TableState &state, const DealerAction &dealerAction,
                                const std::vector<Expectation> &options) {
    const std::string cited = " (" + options.front().rule.citation.text() + ").";
    const auto *collect = std::get_if<action::CollectVigorish>(&dealerAction);
    if (collect == nullptr) {
        return error(options, "The vigorish markers are collected before play with a new "
                              "dealing shoe: collect each one first" +
                                  cited);
    }
    const Money owed = state.vigorish.owed(collect->seat);
    if (owed <= Money()) {
        return error(options,
                     "Box " + std::to_string(collect->seat) + " holds no vigorish marker" + cited,
                     Severity::Payout);
    }
    return error(options,
                 "The marker in box " + std::to_string(collect->seat) + " shows " + owed.text() +
                     ": collect that amount, and only then remove the marker" + cited,
                 Severity::Payout);
}

} // namespace dt::baccarat
