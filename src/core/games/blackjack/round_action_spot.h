#pragma once

#include "../../referee.h"
#include "round_referee.h"

#include <optional>

namespace dt::blackjack {

// What a dealer action of a blackjack round is about, as the round referee
// reads it to grade and apply it: the spot it concerns and whether it
// settles a wager, and which.

bool matches(const Expectation &expectation, const DealerAction &action);

// The seat and hand an action concerns, when it concerns one.
std::optional<Spot> spotOf(const DealerAction &dealerAction);

// A collect, pay, return or surrender settlement.
bool isSettlement(const DealerAction &dealerAction);

// Two settlements of the same wager of the same spot (whatever the amount).
bool sameWager(const DealerAction &a, const DealerAction &b);

bool sameSpot(const DealerAction &a, const DealerAction &b);

} // namespace dt::blackjack
