#pragma once

#include "games/blackjack/round.h"

#include <variant>

namespace dt {

// Where a game's round of play stands, part of TableState: the one place
// listing the games' rounds. Empty when the lesson plays no round.
using GameRound = std::variant<std::monostate, blackjack::Round>;

} // namespace dt
