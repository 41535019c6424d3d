#pragma once

#include "games/baccarat/table_rules.h"
#include "games/blackjack/table_rules.h"

#include <variant>

namespace dt {

// The rules of the game a lesson's table plays, beyond the shoe: the one
// place listing the games whose rounds are built (like refereeFor). Empty
// when the lesson ends once the shoe is ready to deal.
using GameRules = std::variant<std::monostate, blackjack::TableRules, baccarat::TableRules>;

} // namespace dt
