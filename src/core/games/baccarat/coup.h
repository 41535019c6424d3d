#pragma once

#include "../../card.h"
#include "outcome.h"
#include "table_rules.h"

#include <optional>
#include <span>
#include <vector>

namespace dt::baccarat {

// The cards of one round of play: the Player's Hand and the Banker's Hand,
// each in the order dealt.
struct Coup {
    std::vector<Card> player;
    std::vector<Card> banker;

    friend bool operator==(const Coup &, const Coup &) = default;
};

// Deals one round from `shoe` (the next cards, first one first): §9(c), the
// first and third cards to the Player's Hand, the second and fourth to the
// Banker's Hand, then any third card per §11, the Player's first. Nothing
// when the cards run out before the round is complete (§15(e): void).
struct DealtCoup {
    Coup coup;
    std::size_t cardsUsed = 0;
};
std::optional<DealtCoup> dealCoup(Game game, std::span<const Card> shoe);

// The point counts, card counts and first-two-card pairs of `coup`.
CoupSummary summarize(const Coup &coup);

} // namespace dt::baccarat
