#pragma once

#include "table_rules.h"

#include <optional>

namespace dt::baccarat {

// Whether a hand takes a third card, and the rule that says so.
struct DrawDecision {
    bool draws = false;
    Citation citation;
};

// §11(a)-(b) / Midi §10(a)-(b): no card when either hand is a natural;
// otherwise the Player's Hand draws on 0 to 5 and stays on 6 or 7. The point
// counts are those of the first two cards.
DrawDecision playerDraws(Game game, int playerPoint, int bankerPoint);

// §11(a), (c) and Table 1 / Midi §10(a), (c): the Banker's Hand, given the
// first two cards' point counts and the value (§6(a)) of the Player's third
// card if the Player's Hand drew one.
DrawDecision bankerDraws(Game game, int playerPoint, int bankerPoint,
                         std::optional<int> playerThirdCardValue);

} // namespace dt::baccarat
