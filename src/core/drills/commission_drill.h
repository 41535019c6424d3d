#pragma once

#include "../games/baccarat/table_rules.h"
#include "payout_drill.h"

#include <string>
#include <vector>

namespace dt {
class SeededRandom;
}

namespace dt::drills {

// The baccarat commission drill (issue 7): the payouts and commissions of
// Baccarat (regulations/004 Part 3) and Midi Baccarat (Part 4) on a coup
// dealt by the drawing rules, every amount from the settlement code
// (games/baccarat/settlement.h, vigorish_ledger.h), every citation in the
// game's own part ("Baccarat §13(c)", "Midi Baccarat §12(c)").
//
// A winning Banker wager is two answers in the order of the game: Baccarat
// §12(b) pays the winning wager 1 to 1 "and immediately thereafter mark or
// collect the vigorish"; Midi §11(b) marks or collects the vigorish first,
// then pays. The commission is collected from the player (§13(d)(1)) or put
// on a marker in the seat's numbered box (§13(d)(2)(ii)) as the situation
// names; the table gives the rounding (§13(c), checklist option
// `vig_rounding_25c`), the Tie odds and the Dragon Bonus pay table.
bool isCommissionDrillSituation(PayoutSituation situation);

// The rack of the commission drill: $0.25, $1, $5, $25, $100, $500, $1,000.
const std::vector<Money> &commissionDrillChips();

// The table `situation` is dealt at, from the drill's `table`: the EZ
// situations at the same table designated EZ Baccarat (§1, withEzBaccarat()),
// the commission situations collecting or marking as they name (§13(d)),
// every other option as the table has it.
baccarat::TableRules commissionSituationTable(PayoutSituation situation,
                                              const baccarat::TableRules &table);

// What `situation` needs of the drill's table and does not get, as a
// sentence naming the table key and the section ("needs a table that
// extracts the vigorish ..."); empty when the table deals it.
std::string commissionTableProblem(PayoutSituation situation, const baccarat::TableRules &table);

// One question of `situation` at `difficulty` (1 to 5, the chips of
// drillWagerChips()), its coup dealt from `random` by the drawing rules of
// `table`'s game until it decides the situation. Only wagers whose every
// amount the rack builds are kept (a table that takes 5% exactly deals
// multiples of $5, whose 5% is a multiple of 25 cents).
PayoutQuestion makeCommissionQuestion(PayoutSituation situation, int difficulty,
                                      SeededRandom &random, const baccarat::TableRules &table);

// One question on a wager of `chips` (exposed for tests), at the table
// commissionSituationTable() makes of `table`: its coup dealt from `random` until it
// decides the situation. Not for CommissionOwedAtNewShoe.
PayoutQuestion makeCoupQuestion(PayoutSituation situation, const std::vector<Money> &chips,
                                SeededRandom &random, const baccarat::TableRules &table);
// CommissionOwedAtNewShoe (exposed for tests): box `seat` marked for each
// Banker win in `wins` (each a wager's chips, paid 1 to 1) as the vigorish
// ledger marks it, its marker collected before the new shoe.
PayoutQuestion makeNewShoeQuestion(const baccarat::TableRules &rules,
                                   const std::vector<std::vector<Money>> &wins, int seat);

} // namespace dt::drills
