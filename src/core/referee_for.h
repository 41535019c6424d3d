#pragma once

#include "referee.h"
#include "scenario.h"
#include "table_config.h"

#include <memory>

namespace dt {

// The referee for the procedure a table calls for, chosen by its regulation:
// the one place that knows which games exist. Empty for a regulation no game
// is built for yet (validate(TableConfig) reports such a table).
std::shared_ptr<const Referee> refereeFor(const TableConfig &config);

// The referee for a lesson: the shoe's preparation, then the round of play
// when the scenario's rules name a game whose round is built (000 blackjack
// under §6(h)); otherwise refereeFor(scenario.table). Baccarat rules (004
// Parts 3-4) give the coup (baccarat::CoupReferee) after the preparation, or
// alone where refereeFor(scenario.table) has none.
std::shared_ptr<const Referee> refereeFor(const Scenario &scenario);

} // namespace dt
