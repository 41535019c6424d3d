#pragma once

#include "shoe_rules.h"
#include "table_state.h"
#include "verdict.h"

#include <optional>
#include <vector>

namespace dt {

// Preparing a double shoe (Blackjack §6(d)) again once a side's cut card was
// reached: the part of ShoePreparationReferee that a double shoe changes.
// 000 §6(l)(2) lists only "(i) Whenever a single dealing shoe is used"; the
// checklist has no handling for a double shoe, so the tribal text's procedure
// is the reading (002 (f)(10)(ii)(B), (iii)):
// - only the side whose cut card was reached is emptied: its remaining cards,
//   and the cards of its own segregated area (the determinant cards burned
//   there, §6(d)(2)), each put in the discard rack (clear_shoe with `side`,
//   then with `segregatedArea`, in either order);
// - only that side's cards are shuffled: those of its back colour in the
//   discard rack; the other side's discards stay in the rack (§2(b)(5) is the
//   batch shuffler's rule, not this one) and the other side stays as it was,
//   mid-shoe, with its own cut card;
// - the side is cut (§5(b)-(g), the cut depth on the side's own stack), its
//   cut card placed a quarter from the back of the side's stack (§5(d)) and
//   loaded into that side;
// - no card is burned: §6(d) is "in lieu of" §6(c); the next round starts
//   with a determinant card.
// The side whose cut card was reached is the side in use when its own cut
// card is out; otherwise the other side when its cut card is out (a
// determinant card drawn from behind it, or a card dealt from the wrong side,
// §15(i)); otherwise (a §15(g) reshuffle moved the discards into the side in
// use) the side in use.

// Whether the table has a double shoe (a second compartment).
bool isDoubleShoe(const TableState &state);

// Decks in each side: the first half (rounded up) on the left (backSide()).
int sideDecks(ShoeSide side, int decks);

// The side whose cut card was reached, as above.
ShoeSide cutCardSide(const TableState &state);

// For finishShoe(): the side whose cut card was reached becomes the side in
// use (TableState::shoe), the one the preparation empties and loads.
void turnToCutCardSide(TableState &state);

// The configuration of the cards being prepared: at a double shoe the decks of
// the side in use, so the cut depth and the cut card's place are measured on
// the side's stack (§5(c)-(d)); otherwise the table's.
TableConfig preparedConfig(const TableState &state);

// The cards of the side in use's back colour in the segregated area.
int segregatedCardsOfSide(const TableState &state);

// What Stage::ShoeFinished expects at a double shoe: empty the side, empty
// its segregated area (each while it holds cards).
std::vector<Expectation> doubleShoeClearExpectations(const TableState &state,
                                                     const ShoeRules &rules);

// Applies an accepted clear_shoe at a double shoe; once the side and its
// segregated area are empty the cards are ready to shuffle.
void applyDoubleShoeClear(TableState &state, const action::ClearShoe &clear);

// The cards to shuffle at a double shoe: those of the side's back colour in
// the discard rack, in the order they lie there.
void takeSideCardsToShuffle(TableState &state);

// The mistakes only a double shoe has: emptying the whole shoe or the other
// side (shuffling both sides), shuffling with the segregated cards left
// behind, burning a card after loading the side.
std::optional<Verdict> doubleShoePreparationMistake(const TableState &state,
                                                    const DealerAction &action,
                                                    const std::vector<Expectation> &options,
                                                    const ShoeRules &rules);

} // namespace dt
