#pragma once

#include "scenario.h"
#include "shoe_rules.h"
#include "table_state.h"
#include "verdict.h"

#include <optional>
#include <vector>

namespace dt {

// Preparing the next deck of the 6 to 5 blackjack variation dealt from the
// hand (Blackjack §2(c), §5(i), §6A(b), (j)) once the cut card was reached:
// the part of ShoePreparationReferee that an automated shuffler's two
// batches change. Readings of the text:
// - §6A(j): the round completed and collected into the shuffler (§6A(i)), the
//   rest of the deck in use (the cards in the dealer's hand and those a bust
//   put in the discard rack, §6A(e)(3)) goes into the automated shuffling
//   device too (clear_shoe, or place_cards to the shuffler): the device
//   shuffles it (§2(c): "the deck ... in use to be shuffled upon completion
//   of the round of play after reaching the cut card"), no manual shuffle;
// - §2(c): "Each deck or set of two decks of cards shall be alternated for
//   use": the other deck, shuffled and stored, comes out
//   (take_from_shuffler). §6A(j) cites "Section 2(e)" and §5(i) "Section
//   2(d)": the checklist ("Source typos", 000 §2) maps both to the 6 to 5
//   shuffler paragraph, lettered (c) in this text: verdicts cite §2(c);
// - §5(i): "after the cards have been removed from the automated shuffling
//   device and cut": the cut is offered as §5(b)-(g) say; then one cut card
//   covers the bottom card (insert_cut_card with from_back 0) and, the
//   licensee dealing several rounds from a deck, a second one at least
//   one-third of the way in from the back (no "approximately" here: at
//   least a third, rounded up); where the licensee deals one round per deck
//   (TableState::oneRoundPerDeck), the bottom card's cut card is the only
//   one, and after every round's pick-up the deck in use goes into the
//   device and the other comes out as after the cut card: "rotate decks of
//   cards with each round of play in accordance with the requirements of
//   Section 2(d)" (the shuffler paragraph, (c) here); the cut then goes to
//   the player farthest to the dealer's right (§5(e)(4): the reshuffle is
//   the licensee's election), and a deal or a burn before the rotation is a
//   second round from the same deck;
// - §6A(b): "Once the applicable procedures required by Section 5 have been
//   completed, the dealer shall remove the shuffled deck or decks ... and
//   shall place [them] in either hand": load_shoe is that step, the deck
//   into the hand;
// - no card is burned when the deck is taken: the variation's only burn is
//   the licensee's election at the commencement of each round (§6A(c)),
//   which the round itself asks for.

// Whether the table keeps a second batch in an automated shuffler.
bool usesShufflerBatches(const TableState &state);

// Whether a lesson's table is the 6 to 5 variation dealt from the hand
// (§6A): `sixToFive` at a Massachusetts table.
bool dealtFromTheHand(const Scenario &scenario);

// §2(a)(1), §5(i), §6A(b): the variation may be played with a single deck,
// which §5(c)'s "at least a deck in from either end" cannot be cut by. The
// checklist ("Source typos", 000 §5(c)) reads the single deck's cut as one
// placed anywhere in the stack: at least one card from either end. Two decks
// are cut as §5(c) says (a deck from either end: between the decks).
bool singleDeckVariation(const Scenario &scenario);

// The fewest cards the cut card may lie from either end of the stack being
// cut: the game's ShoeRules::cutDepth (Blackjack §5(c), the tribal text's
// (e)(3), Baccarat §5(d)); a single deck of the variation: one, above.
int cutDepth(const TableState &state);

// A lesson at a 6 to 5 table (dealtFromTheHand()), whatever situation it
// starts at: the table marked hand-dealt (TableState::handDealt) and the
// licensee's rounds per deck kept (§5(i)). A new table has both decks (or
// sets of two decks) on it, to be inspected, spread and stacked each on its
// own, put through the device and the first taken out (§4(d), §2(c);
// shoe_batch_preparation.h); at every other start the other deck is stored
// in the shuffler (§2(c)). An idle table's deck in use is spread for
// inspection and goes into the device for the other (§5(j)(2)). A deck
// still being dealt from (round_ready, new_dealer) is cut and
// in the dealer's hand as §5(i) and §6A(b) leave it: one cut card covers the
// bottom card; where several rounds are dealt from a deck the second lies at
// least one-third of the way in from the back (none where one round is); no
// card was burned when the deck was placed in the hand, nor is one by a new
// dealer (§6(c)'s burns are the shoe's; §6A(c): the variation's only burn is
// the licensee's election at each round, which the round itself asks for).
// A deck finished after its cut card goes into the shuffler first (§6A(j)).
void prepareHandDealtDecks(TableState &state, const Scenario &scenario);

// §2(c): the other deck (or set of two decks) of the variation, deck numbers
// following the ones in use, shuffled from the table's seed and stored in the
// shuffler.
void storeOtherBatch(TableState &state, int decks);

// What the preparation expects of the batches where it differs from a
// single shoe: the deck in use into the shuffler (Stage::ShoeFinished), the
// other batch out (Stage::ReadyToShuffle), the cut cards (Stage::
// CutCompleted), the deck into the hand (Stage::CutCardPlaced).
std::vector<Expectation> batchExpectations(const TableState &state, const ShoeRules &rules);

// Applies an accepted action of the batches' preparation; false when the
// single shoe's own handling applies.
bool applyBatchAction(TableState &state, const DealerAction &action);

// The mistakes the batches have: a manual shuffle or the same deck dealt
// again instead of alternating, the cut cards at the wrong depth, a burn.
std::optional<Verdict> batchPreparationMistake(const TableState &state, const DealerAction &action,
                                               const std::vector<Expectation> &options,
                                               const ShoeRules &rules);

} // namespace dt
