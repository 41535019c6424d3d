#pragma once

#include "../../shoe_rules.h"
#include "../../table_config.h"

#include <vector>

namespace dt {
struct Scenario;
}

namespace dt::blackjack {

// Blackjack §4, §5, §6(c) and §6(l) (000), or the tribal text's (d), (e),
// (f)(3) and (f)(10) (002), as the configuration's regulation says.
ShoeRules shoeRules(Regulation regulation);

// What 000 or 002 forbids in a blackjack table: its decks (at least one, cut
// at least `rules.cutDepth` from either end, but the 6 to 5 variation's
// single deck of a lesson's round), boxes, cut card tolerance and shuffle.
std::vector<ConfigProblem> validateTable(const TableConfig &config, const ShoeRules &rules,
                                         const Scenario *scenario);

} // namespace dt::blackjack
