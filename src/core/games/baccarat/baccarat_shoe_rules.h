#pragma once

#include "../../referee.h"
#include "../../shoe_rules.h"
#include "../../table_config.h"

#include <memory>
#include <vector>

namespace dt::baccarat {

// Preparing a baccarat or midi baccarat shoe: Baccarat §4-§5 (Part 3 of
// 004) or Midi Baccarat §4-§5 (Part 4), as the table's game says, with the
// licensee's shuffle option.
ShoeRules shoeRules(const TableConfig &config);

// The referee for preparing the table's shoe under those rules.
std::shared_ptr<const Referee> shoePreparationReferee(const TableConfig &config);

// What the compendium's text forbids in a shoe table: a game whose shoe is
// built, its decks and seats, the shuffle option.
std::vector<ConfigProblem> validateShoeTable(const TableConfig &config);

} // namespace dt::baccarat
