#pragma once

#include "card.h"
#include "shoe_side.h"

#include <vector>

namespace dt {

struct TableState;
struct Scenario;

// Blackjack §6(d): a double shoe, two compartments whose cards have backs of
// a different colour. The decks are split in two batches by deck number, the
// first half (rounded up) on the left: a card's back colour is its side.
ShoeSide backSide(const Card &card, int decks);

// Blackjack §6(d)(1): the licensee designates the side whose back colour
// hearts and diamonds correspond to; spades and clubs the other side.
ShoeSide suitSide(Suit suit, ShoeSide heartsAndDiamonds);

// The compartment of a double shoe not dealt from: TableState::shoe is the
// side the round is dealt from (TableState::shoeSide), this the other one.
struct ShoeCompartment {
    std::vector<Card> cards;      // front first
    int cardsBehindCutCard = 0;   // where the side's cut card sits
    std::vector<int> faceUpCards; // as TableState::faceUpCardsInShoe
    friend bool operator==(const ShoeCompartment &, const ShoeCompartment &) = default;
};

// The cards at the front of a side, `side` being either compartment.
const std::vector<Card> &sideCards(const TableState &state, ShoeSide side);

// Exchanges the compartments: `shoe` becomes the other side and back.
void swapShoeSides(TableState &state);

// Makes `side` the compartment dealt from (TableState::shoe).
void dealFromSide(TableState &state, ShoeSide side);

// A round lesson at a double-shoe table, ready to deal (StartSituation::
// RoundReady): each side its batch of decks, the lesson's order first on the
// left (Scenario::cardOrder) and on the right (Scenario::rightCardOrder), the
// rest of each batch from the seed, the cut card a quarter of the side from
// its back. No card is burned: §6(d) is "in lieu of" §6(c)'s burn. The
// `cardsDealt` earlier cards are in the discard rack, half from each side.
void loadDoubleShoe(TableState &state, const Scenario &scenario);

// A lesson at a double-shoe table starting once a side's cut card was
// reached (StartSituation::CutCardReached), both sides from the seed: the
// side Scenario::cutCardSide dealt until one card past its cut card (a
// quarter of the side from its back, §5(d)), the other side `cardsDealt`
// cards in, mid-shoe; of each side's dealt cards `segregatedCards` lie in
// the segregated area (§6(d)(2)), the rest in the discard rack. The side
// whose cut card was reached is the one in use (TableState::shoe).
void loadFinishedDoubleShoe(TableState &state, const Scenario &scenario);

} // namespace dt
