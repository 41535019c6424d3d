#pragma once

#include "../../table_state.h"
#include "../../verdict.h"
#include "coup_round.h"
#include "table_rules.h"

#include <optional>
#include <vector>

namespace dt::baccarat {

// Baccarat §10(d), Midi §9(d): "If the cover card appears as the first card
// in the dealing shoe at the beginning of a round of play or appears during
// play, the cover card shall be removed and placed to the side and the hand
// will be completed. Upon completion of that hand, the dealer calling the
// game shall announce "last hand." At the completion of one more hand, the
// cards shall be replaced with new decks of cards." The cover card is the
// cutting card placed at least 14 cards from the back (§5(e)); where it
// stands between coups is TableState::lastHand.

// The next card dealt brings the cover card out: the shoe is down to the
// cards behind it, and it has not come out in this shoe yet. Whether the
// card is the coup's first or a later one, the rule is the same.
bool coverCardComesOut(const TableState &state);

// The coup in which the cover card came out is complete, its cards in the
// discard bucket: "last hand" is what the dealer says next.
bool lastHandDue(const TableState &state, const CoupRound &coup);

// The coup's cards have gone to the discard bucket: after the last hand the
// dealing shoe is finished and its decks are to be replaced (§3(b)).
void afterDiscard(TableState &next, const TableRules &rules);

// "last hand" said when it is not due, or something else done when it is:
// the verdict, citing `reference` (§10(d) / Midi §9(d)). None: neither.
std::optional<Verdict> lastHandMistake(const TableState &state, const CoupRound &coup,
                                       const DealerAction &action,
                                       const std::vector<Expectation> &options,
                                       const RuleReference &reference);

} // namespace dt::baccarat
