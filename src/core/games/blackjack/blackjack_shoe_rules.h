#pragma once

#include "../../shoe_rules.h"
#include "../../table_config.h"

namespace dt::blackjack {

// Blackjack §4, §5, §6(c) and §6(l) (000), or the tribal text's (d), (e),
// (f)(3) and (f)(10) (002), as the configuration's regulation says.
ShoeRules shoeRules(Regulation regulation);

} // namespace dt::blackjack
