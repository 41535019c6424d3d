#pragma once

#include "../../shoe_rules.h"
#include "../../table_config.h"

#include <vector>

namespace dt {
struct Scenario;
}

namespace dt::baccarat {

// Preparing a baccarat or midi baccarat shoe: Baccarat §4-§5 (Part 3 of
// 004) or Midi Baccarat §4-§5 (Part 4), as the table's game says, with the
// licensee's shuffle option. The blackjack procedures the text has no rule
// for (an idle table, a new dealer's burn, the cut after the cut card came
// out, the manual shuffle steps, ...) have no citation: ShoeRules::has().
ShoeRules shoeRules(const TableConfig &config);

// What the compendium's text forbids in a baccarat table: the game's decks,
// seats and shuffle (validate(TableRules), one set of checks), and what the
// shoe's preparation takes from the table (no manual shuffle steps, the cut
// card's exact place).
std::vector<ConfigProblem> validateShoeTable(const TableConfig &config, const ShoeRules &rules,
                                             const Scenario *scenario);

} // namespace dt::baccarat
