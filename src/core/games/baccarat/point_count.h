#pragma once

#include "../../card.h"

#include <span>

namespace dt::baccarat {

// §6(a) / Midi §6(a): 2 to 9 their face value, 10 and the faces zero, the
// ace one.
int cardValue(Rank rank);

// §6(b): the right digit of the total of the card values, 0 to 9.
int pointCount(std::span<const Card> cards);
int pointCountOfValues(std::span<const int> values);

// §1: a Point Count of 8 or 9 on the first two cards dealt.
bool isNatural(std::span<const Card> firstTwoCards);

} // namespace dt::baccarat
