#pragma once

#include "scenario.h"
#include "table_event.h"
#include "table_state.h"

#include <vector>

namespace dt {

// What the lesson's players answer when a game's round waits for them (an
// insurance offer, a decision on a hand), from their scripts: the one place
// that sends each game's round to its players. Empty when nobody is asked.
std::vector<TableEvent> scriptedPlayerResponses(const TableState &state, const Scenario &scenario);

// What the lesson's players do once round `round` is over, before the next:
// a Baccarat curator delays the game (§14(a)(2)), and players still seated
// leave the table (PlayerScript::leavesAfterRound).
std::vector<TableEvent> scriptedBetweenRounds(const TableState &state, const Scenario &scenario,
                                              int round);

} // namespace dt
