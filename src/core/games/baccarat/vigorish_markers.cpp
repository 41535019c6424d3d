#include "vigorish_markers.h"

#include "coup_referee_support.h"

#include <algorithm>

namespace dt::baccarat {

using detail::error;

namespace {
std::vector<int> seatsDue(const TableState &state, MarkersDue due) {
    return due == MarkersDue::NewShoe ? state.vigorish.seatsOwing()
                                      : state.vigorish.seatsLeftOwing();
}
} // namespace

MarkersDue markersDue(const TableState &state, const CoupRound &coup) {
    // §10(d): the coup after "last hand" is over.
    if (coup.discarded && state.lastHand == LastHand::Played &&
        !state.vigorish.seatsOwing().empty()) {
        return MarkersDue::NewShoe;
    }
    // §13(d)(2)(i): "or when the player leaves the gaming table".
    return state.vigorish.seatsLeftOwing().empty() ? MarkersDue::None : MarkersDue::PlayerLeft;
}

std::vector<Expectation> markerCollections(const TableState &state, MarkersDue due,
                                           const RuleReference &reference) {
    std::vector<Expectation> options;
    for (const int seat : seatsDue(state, due)) {
        const action::CollectVigorish collect{seat, state.vigorish.owed(seat)};
        options.push_back(
            {collect, 0, 0, reference,
             describe(collect) + " (the marker in box " + std::to_string(seat) + ")"});
    }
    return options;
}

Verdict markerCollectionMistake(const TableState &state, MarkersDue due,
                                const DealerAction &dealerAction,
                                const std::vector<Expectation> &options) {
    const std::string cited = " (" + options.front().rule.citation.text() + ").";
    const auto *collect = std::get_if<action::CollectVigorish>(&dealerAction);
    const std::vector<int> seats = seatsDue(state, due);
    if (collect == nullptr) {
        if (due == MarkersDue::NewShoe) {
            return error(options, "The vigorish markers are collected before play with a new "
                                  "dealing shoe: collect each one first" +
                                      cited);
        }
        std::string boxes;
        for (const int seat : seats) {
            boxes += (boxes.empty() ? "" : ", ") + std::to_string(seat);
        }
        return error(options, "The player of box " + boxes +
                                  " leaves the gaming table: the outstanding vigorish is collected "
                                  "when the player leaves, before the next coup begins" +
                                  cited);
    }
    const Money owed = state.vigorish.owed(collect->seat);
    if (owed <= Money()) {
        return error(options,
                     "Box " + std::to_string(collect->seat) + " holds no vigorish marker" + cited,
                     Severity::Payout);
    }
    if (std::find(seats.begin(), seats.end(), collect->seat) == seats.end()) {
        return error(options, "The player of box " + std::to_string(collect->seat) +
                                  " is still at the table: that marker is collected when the "
                                  "player leaves or before play with a new dealing shoe" +
                                  cited);
    }
    return error(options,
                 "The marker in box " + std::to_string(collect->seat) + " shows " + owed.text() +
                     ": collect that amount, and only then remove the marker" + cited,
                 Severity::Payout);
}

} // namespace dt::baccarat
