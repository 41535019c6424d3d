#pragma once

#include "../../scenario.h"
#include "../../table_event.h"
#include "round.h"
#include "table_rules.h"

#include <cstdint>
#include <vector>

namespace dt::blackjack {

// The players' answers the round waits for, from their scripts: every
// insurance answer at once (§9(b): all placed before any additional card),
// or the one decision of the hand whose turn it is (§6(f)). A scripted
// decision the table does not allow on that hand, or one past the script's
// end, is replaced by basic strategy (PlayerScript::basicStrategy) or a stand.
// A basic-strategy player with PlayerScript::unusualChoices follows
// PlayerPolicy (player_policy.h), drawn from `seed` (the scenario's), and
// answers insurance by it too when the script gives no insurance answer.
std::vector<TableEvent> scriptedDecisions(const Round &round, const TableRules &rules,
                                          const std::vector<PlayerScript> &players,
                                          std::uint64_t seed);

} // namespace dt::blackjack
