#pragma once

#include "../../verdict.h"
#include "round.h"

#include <optional>

namespace dt::blackjack {

// §10(c): a double down card dealt face down is turned face up "at such time
// as the player's wagers are to be settled". The text asks no announcement
// then: §6(g)'s "new point total ... after each additional card" belongs to
// the cards it has dealt "face upwards", and §10(c), "notwithstanding" that,
// names the turn-up alone (the checklist's BJ-DEAL-13 and BJ-SETTLE-08 the
// same). The total, announced once the card is turned up, is accepted, not
// expected: `rule` cites §10(c). Nothing when the action is not that.
std::optional<Verdict> turnedUpDoubleTotal(const Round &round, const DealerAction &action,
                                           const RuleReference &rule);

} // namespace dt::blackjack
