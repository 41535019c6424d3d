#pragma once

#include <string_view>

namespace dt::baccarat {

// What decides every wager of a round: each hand's final Point Count and
// number of cards, and whether its first two cards are a pair (same rank,
// §8(a)(7)). The analyzer enumerates these; a dealt Coup gives one.
struct CoupSummary {
    int playerPoint = 0;
    int bankerPoint = 0;
    int playerCards = 2;
    int bankerCards = 2;
    bool playerPair = false;
    bool bankerPair = false;

    friend bool operator==(const CoupSummary &, const CoupSummary &) = default;
};

enum class Winner { Player, Banker, Tie };
std::string_view name(Winner winner); // "Player", "Banker", "Tie"

// §8(a)(1)-(3): the hand with the higher Point Count, or a tie.
Winner winnerOf(const CoupSummary &coup);

// §1: a natural is a Point Count of 8 or 9 on the first two cards; a hand of
// two cards at 8 or 9 stayed at two cards because it is one (§11(a)).
bool playerNatural(const CoupSummary &coup);
bool bankerNatural(const CoupSummary &coup);

// §1: "A Banker's Hand which has a Point Count of 7 with a total of three
// cards dealt and the Player's Hand which has a Point Count of less than 7."
bool isDragon7(const CoupSummary &coup);
// §1 (Panda): "A Player's Hand which has a Point Count of 8 with a total of
// three cards dealt and the Banker's Hand which has a Point Count of less
// than 8."
bool isPanda8(const CoupSummary &coup);

} // namespace dt::baccarat
