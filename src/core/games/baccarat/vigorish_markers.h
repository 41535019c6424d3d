#pragma once

#include "../../table_state.h"
#include "../../verdict.h"
#include "coup_round.h"

#include <vector>

namespace dt::baccarat {

// Baccarat §13(d)(2), Midi §12(d)(2): at a table that marks the vigorish,
// "The outstanding vigorish shall be collected prior to beginning play with
// a new dealing shoe of cards or when the player leaves the gaming table,
// whichever occurs first", and the marker "may not be removed from the
// layout until the vigorish owed is collected". The markers are
// TableState::vigorish; the shoe ends with the last hand's discard (§10(d),
// cover_card.h), so that is when they are collected; a player leaves
// between coups (event::PlayerLeaves), and their marker is collected before
// the next coup begins.

// Why markers are due now: the shoe is done, or a player left the table.
enum class MarkersDue { None, NewShoe, PlayerLeft };

// The last hand's cards are in the discard bucket and a marker is still on
// the layout: its collection comes before the decks are replaced. Else a
// player left with a marker on the layout: its collection comes first.
MarkersDue markersDue(const TableState &state, const CoupRound &coup);

// The whole amount of each marker due collected from its seat, citing
// `reference`. The text orders none: every seat owing is an option, highest
// seat first.
std::vector<Expectation> markerCollections(const TableState &state, MarkersDue due,
                                           const RuleReference &reference);

// Anything but a due marker's collection: a wrong amount (a payout error), a
// seat without a marker due, or another action.
Verdict markerCollectionMistake(const TableState &state, MarkersDue due, const DealerAction &action,
                                const std::vector<Expectation> &options);

} // namespace dt::baccarat
