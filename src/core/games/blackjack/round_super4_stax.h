#pragma once

#include "../../referee.h"
#include "round.h"
#include "table_rules.h"

#include <optional>

namespace dt::blackjack {

// Super 4 Progressive Blackjack Wager Stax (§19(j)-(n)) in a round, at a
// table offering it (never with the §19(a) progressive, §19(j)).
//
// §19(k)-(l) decide the wager on the player's initial two cards and the
// dealer's initial two cards: with a dealer blackjack the four cards form a
// hand paid by the configured pay table, a dealer ace up without blackjack
// pays the "Dealer Ace Up" row, anything else loses. The text gives no time:
// it is settled with the box's main wager, in the settlement rotation, once
// the dealer's second card is face up (and the dealer's second card is dealt
// for it even when no main wager needs it, like §27's).
//
// Readings of the text (checklist "Source typos" §19(j)-(n): the pay tables
// are garbled, the per-unit basis of the dollar pays not stated):
// - a dollar row is paid as printed, whatever the amount wagered;
// - a progressive row pays its share of its meter, taken at the meter's
//   printed reseed (the round keeps no meter): the Spade, Heart, Diamond and
//   Club meters' "Reseed" column, the Star meter's Star Progressive Option
//   (§19(k)), and §19(n)'s unnamed "Progressive" the Star option too;
// - §19(m)'s Must Hit Progressive (a random winner) is not modelled.

// The settlement of a box's Super 4 Stax wager due now, or nothing.
std::optional<Expectation> super4StaxSettlement(const Round &round, const RoundBox &box,
                                                const RoundSideWager &wager,
                                                const TableRules &rules);

} // namespace dt::blackjack
