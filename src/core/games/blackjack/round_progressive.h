#pragma once

#include "../../referee.h"
#include "round.h"
#include "table_rules.h"

#include <optional>
#include <vector>

namespace dt::blackjack {

// The §19(a)-(i) progressive blackjack wager in a round of a Massachusetts
// table (000) offering it.
//
// Before the first card (§19(b), §3(k)): each player's $1.00 chip is in the
// acceptor at the betting position and its light is on. Where the light is
// not operating properly no progressive wager is permitted (§15(o)): the
// dealer returns that chip first. Then the dealer verifies one wager per
// light illuminated and as many chips as lights (verify_progressive_wagers),
// announces "no more bets" and registers the wagers on the meter
// (register_progressive_wagers); only then the deal (§6(e)).
//
// Resolution (§19(c)-(h)): on the box's first cards in the order dealt
// (settleProgressive(), "the first four cards" whichever hand they went to),
// whatever the dealer's hand (§19(d)), only the highest hand (§19(e)); a
// winner is paid when the box's regular wager is settled (§19(h)), after the
// dealer verified the cards and the light and a supervisor validated
// (§19(g)): one `pay` of the side wager "progressive" in the settlement
// rotation, right after the box's main wager. A losing wager needs no action:
// the chip went into the acceptor.
//
// Readings of the text:
// - The meter (§19(h) "the amount on the primary meter"): the table's
//   `sideWagerOptions.progressive.initialMeter` when the round starts, raised
//   at registration by the rate of progression (§19(i), `progressionPercent`)
//   of each $1.00 registered, rounded down to the cent; the reset meter is not
//   modelled (the whole contribution goes to the primary meter). Several
//   four-ace winners share it equally (§19(h)), each share rounded down.
// - With no progressive chip on the layout the §19(b) steps are not asked
//   for (there is nothing to verify or register).
// - A surrendered hand or a blackjack paid at once (§7(a), §8(a)(1)) has its
//   progressive paid with the other settlements: only pairs of aces win, so a
//   blackjack never does.
// - §19(h)'s documentation when the payout is not paid from the table
//   inventory is not modelled: every payout comes from the table.
// 002's progressive ((r)) is not played in a round.

// The §19(b), §15(o) steps due before the first card; nothing when none is due.
std::optional<std::vector<Expectation>> progressiveStepsBeforeDeal(const Round &round,
                                                                   const TableRules &rules);

// §19(h): the primary meter once the round's wagers are registered.
Money progressiveMeter(const Round &round, const TableRules &rules);

// The mistakes about the progressive steps before the deal: an action taken
// while one is due, a step out of place.
std::optional<Verdict> progressiveMistake(const Round &round, const TableRules &rules,
                                          const DealerAction &action,
                                          const std::vector<Expectation> &options);

// §19(c)-(h): the winning progressive wagers, paid in the settlement
// rotation (added to `payments`).
void addProgressiveSettlements(const Round &round, const TableRules &rules,
                               std::vector<Expectation> &payments);

// After each applied action: the §19(b) steps done, and each box's cards in
// the order dealt (`before` is the round before the action).
void applyProgressive(const Round &before, Round &after, const DealerAction &action);

} // namespace dt::blackjack
