#pragma once

#include "side_wager.h"

#include <array>
#include <core/citation.h>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace dt::blackjack {

// When and how the dealer's second card is dealt (regulations/000 §6).
enum class HoleCard {
    SecondCardAfterPlayers, // §6(h): the default, dealt face up after the players
    FaceDown,               // §6(j): hole card face down, no card reader
    FaceDownWithCardReader, // §6(j): hole card face down, peeked with a card reader
    FaceUp,                 // §6(k): hole card dealt face up before the players draw
};

std::string_view name(HoleCard holeCard);
// "6(h)", "6(j)", "6(k)".
std::string_view section(HoleCard holeCard);

// What a Massachusetts blackjack table offers, as far as §2(a), §6 and the
// exclusion sentences of §17-§31 constrain the combination.
struct TableOffer {
    int decks = 6;
    std::set<SideWager> sideWagers;
    HoleCard holeCard = HoleCard::SecondCardAfterPlayers;
    bool sixToFive = false; // the 6 to 5 blackjack variation (§6A)
};

struct OfferProblem {
    std::string message;
    Citation citation; // the first section that states the rule
};

// Two wagers that may not be offered at one table. `sections` lists every
// section that states the exclusion, in order, unused entries empty; the
// exclusion applies both ways whichever section states it.
struct WagerExclusion {
    SideWager a;
    SideWager b;
    std::array<std::string_view, 3> sections;
};

// The exclusion table, one row per unordered pair.
std::span<const WagerExclusion> wagerExclusions();

// Every rule the offer breaks, each once: deck count (§2(a)), the progressive
// wager with the §6(j)/§6(k) hole-card procedures, then the exclusion rows in
// table order. Empty when the offer is allowed.
std::vector<OfferProblem> validate(const TableOffer &offer);

} // namespace dt::blackjack
