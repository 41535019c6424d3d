#pragma once

#include "../../scenario.h"
#include "../../verdict.h"
#include "round.h"
#include "table_offer.h"
#include "table_rules.h"

#include <cstddef>
#include <vector>

namespace dt::blackjack {

// A round dealt from a double shoe (Blackjack §6(d), §3(j), §15(i); 000
// only): what the round does differently from the single shoe of §6(c).
// - §6(d)(1): before the round the dealer draws a card from either side (action
//   draw_determinant_card); its suit says which side the round is dealt from,
//   hearts and diamonds the side the licensee designates
//   (TableOffer::heartsAndDiamondsSide), spades and clubs the other;
// - §6(d)(2): a determinant card that corresponds to the side it was drawn
//   from becomes the first player's first card (deal_card to the first box);
//   one that does not is burned into the shoe's segregated area (burn_card);
// - every card of the round then comes from the determined side; a
//   deal_card naming the other side (§15(i)) is an error, the card stays
//   where it went, and the round is concluded as if dealt from the right side:
//   the next card comes from the determined side and voiding the round is refused;
// - §3(j): the determinant card is the round's "first card" for the wagers.
// Readings of the text (docs and the tests say the same):
// - "the player's first card" is the first card of the deal of §6(e)(1),
//   the first box on the dealer's left, as "first card" reads in §3(j);
// - §6(d) is "in lieu of" §6(c): no card is burned when the shoe is loaded or
//   for a new dealer; the determinant card is drawn face up (its suit must be
//   seen) and burned so;
// - §15(g): "all of the cards in the discard rack or in a segregated area of
//   the double shoe" are shuffled when the side in use runs out: both;
// - §6(l)(2) lists only "(i) Whenever a single dealing shoe is used": the text
//   says nothing of the cut card of a double shoe. Each side carries its own
//   (as 002 (b)(3) requires); when the side in use reaches it, the round is
//   completed and that side alone is prepared again, as 002 (f)(10)(ii)(B)
//   and (iii) say (double_shoe_preparation.h); a
//   determinant card drawn from behind a side's cut card is reached on the
//   first box (the card becomes its first card, or the box's comes next).

// The §6(d) steps, each cited with its checklist requirement.
enum class DoubleShoeRule {
    DrawDeterminant, // §6(d)(1), BJ-SHUF-11
    FirstCard,       // §6(d)(2): corresponding, the first player's first card
    Burn,            // §6(d)(2): not corresponding, burned in the segregated area
    WrongSide,       // §6(d)(1): every card from the side determined
    RoundConcluded,  // §15(i), BJ-IRR-09: dealt from the wrong side, concluded
    NoBurn,          // §6(d): in lieu of §6(c), no burn card once a side is loaded
};
RuleReference doubleShoeReference(DoubleShoeRule rule);

// Whether the determinant card corresponds to the side it was drawn from.
bool determinantCorresponds(const DoubleShoeRound &doubleShoe, const TableOffer &offer);

// §6(d)(2): the determinant card drawn and in the dealer's hand, to be dealt
// as the first card or burned.
bool determinantInHand(const Round &round);

// §3(j): the determinant card is the round's first card; the cards it adds
// to those on the layout (1 once drawn and burned or held, else 0).
std::size_t determinantCardsOut(const Round &round);

// The lesson's double shoe: a round ready to deal, or one side's cut card
// reached (its preparation, double_shoe_preparation.h, then played), at a 000
// table with 4 decks or more (each side cut a deck in from either end, §5(c)), no card found face
// up in the shoe (§15(b)'s positions are the single shoe's), each side's order within its batch of
// decks; `shoe.rightOrder` only with a double shoe.
std::vector<ScenarioProblem> validateDoubleShoe(const Scenario &scenario, const TableRules &rules);

} // namespace dt::blackjack
