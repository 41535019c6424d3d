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

} // namespace dt
