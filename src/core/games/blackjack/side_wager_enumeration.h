#pragma once

#include "../../card.h"
#include "../../money.h"
#include "side_wager_award.h"

#include <cstdint>
#include <functional>
#include <span>
#include <string_view>

namespace dt::blackjack {

// The cards of the deal that can decide a side wager, in deal order. §6(e):
// starting on the dealer's left, one card to each box, one card to the
// dealer, a second card to each box; the player's third card comes with the
// player's decisions (§6(g)), the dealer's second card after all players
// (§6(h)). From a shuffled shoe every order of dealing gives the same
// probabilities for any set of positions (the cards are exchangeable), so the
// other boxes' cards dealt in between do not change the odds of one box's
// cards and are not enumerated.
enum class CardRole : std::uint8_t {
    PlayerFirst,  // §6(e)(1)
    DealerUp,     // §6(e)(2)
    PlayerSecond, // §6(e)(3)
    PlayerThird,  // the first card drawn after the deal (§6(g))
    DealerSecond, // §6(h)
};

std::string_view name(CardRole role);

// What one wager returns for the cards it sees: `returned` is the multiple of
// the wager given back, the wager included (0 lost, 1 void or push, 1 + the
// winnings for a win), `wins` whether it counts as a hit.
// `decided` false asks for the next card of the roles (a wager Pending on a
// later card, e.g. the dealer's second card for a top row with a dealer
// blackjack).
struct WagerReturn {
    long double returned = 0;
    bool wins = false;
    bool decided = true;
};

// Sees the cards in the order of the roles given to enumerateSideWager():
// the first `firstEvaluation` of them, then one more each time it answers
// not decided.
using SideWagerEvaluator = std::function<WagerReturn(std::span<const Card> cards)>;

struct EnumerationResult {
    long double expectedReturn = 0; // per unit wagered, the wager included
    long double houseEdge = 0;      // 1 - expectedReturn
    long double hitFrequency = 0;
    long double pushFrequency = 0; // returned exactly the wager
    // The ordered draws of physical cards counted: N (N-1) ... (N-k+1).
    std::uint64_t draws = 0;
};

// The exact expected return of a side wager decided by the first cards of the
// deal, over a full shoe of `decks` decks: every ordered choice of distinct
// card faces (rank and suit), weighted by how many ways the physical cards of
// the shoe give it (4 * decks... of each face, fewer once drawn). 52^k
// evaluations for k roles (k from 1 to 4), fewer when the wager is decided by
// the first `firstEvaluation` cards (0: all the roles) for most of them.
EnumerationResult enumerateSideWager(int decks, std::span<const CardRole> roles,
                                     const SideWagerEvaluator &evaluator,
                                     std::size_t firstEvaluation = 0);

// An award of the side wager settlement functions as a WagerReturn: lost 0,
// push 1, Pending not decided (when no card is left to decide it,
// enumerateSideWager() counts it as the wager returned), a win 1 + winnings() /
// wager in exact cents (`meter` for a share of a progressive meter).
WagerReturn wagerReturnOf(const SideWagerAward &award, Money wager, Money meter = {});

} // namespace dt::blackjack
