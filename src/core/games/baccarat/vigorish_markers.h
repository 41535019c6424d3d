#pragma once

#include "../../table_state.h"
#include "../../verdict.h"
#include "coup_round.h"

#include <vector>

namespace dt::baccarat {

// Baccarat §13(d)(2), Midi §12(d)(2): at a table that marks the vigorish,
// "The outstanding vigorish shall be collected prior to beginning play with
// a new dealing shoe of cards", and the marker "may not be removed from the
// layout until the vigorish owed is collected". The markers are
// TableState::vigorish; the shoe ends with the last hand's discard (§10(d),
// cover_card.h), so that is when they are collected.

// The last hand's cards are in the discard bucket and a marker is still on
// the layout: its collection comes before the decks are replaced.
bool markersDue(const TableState &state, const CoupRound &coup);

// Each marker's whole amount collected from its seat, citing `reference`.
// The text orders none: every seat owing is an option, highest seat first.
std::vector<Expectation> markerCollections(const TableState &state, const RuleReference &reference);

// Anything but a marker's collection while markers are due: a wrong amount
// (a payout error), a seat without a marker, or another action.
Verdict markerCollectionMistake(const TableState &state, const DealerAction &action,
                                const std::vector<Expectation> &options);

} // namespace dt::baccarat
