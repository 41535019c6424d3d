#pragma once

#include "scenario.h"
#include "shoe_rules.h"
#include "table_state.h"
#include "verdict.h"

#include <optional>
#include <vector>

namespace dt {

// Preparing the cards of a shoe table whose automated card shuffling device
// keeps two batches (Blackjack §2(b), the SECOND paragraph lettered (b):
// the checklist's "Source typos" row for 000 §2 maps it to 004's §2(c); its
// (4) and (5) are cited "2(b)(4)", "2(b)(5)" as printed, its (3) "2(b)", the
// printed "2(b)(3)" being the card values' ace): the part of
// ShoePreparationReferee that the batches change. The 6 to 5
// variation's decks are shuffler_batch_preparation.h's. Readings of the text:
// - opening a new table (§4(d)): both batches are received (decks 0 to
//   decks - 1 are the first batch, the rest the second, of another back
//   colour, §2(b)(1)-(2)); after the inspection (§4(a)) each batch is spread
//   face up separately (spread_cards with `batch`), and once a player had the
//   chance to look, each batch separately turned face down and stacked
//   (turn_cards, stack_cards with `batch`). §4(d) names no wash for these
//   tables and none is expected: the device shuffles. Then, as §5(j)(2) does
//   at an idle table and §2(b)(3) asks ("One batch of cards shall be shuffled
//   and stored in the automated card shuffling device while the other batch is
//   being dealt"), the dealer shuffles nothing by hand: the first batch goes
//   into the device, then the second, and the first comes out shuffled
//   (place_cards to the shuffler twice, take_from_shuffler), the second
//   staying shuffled and stored. The batch out is cut (§5(b)-(g)), its cut
//   card placed a quarter from the back (§5(d)), loaded and the first card
//   burned (§6(c)): nothing in the text exempts them;
// - the cut card reached (§6(l)): the cards left in the shoe go to the
//   discard rack (§6(l)(2)(i), "to ensure that no cards are missing"), the
//   used batch from the rack into the device to be shuffled and stored
//   (§2(b)(3)), the other batch out (§2(b)(4): "each batch being used for
//   every other dealing shoe"), and cut, cut card, load and burn as above.
//   Taking the other batch out before the used one went in leaves the used
//   batch in the discard rack, where the new one's cards would join it
//   (§2(b)(5): "only one batch ... in the discard rack at any given time");
// - an idle table (§5(j), §5(j)(2)): the batch in use spread, turned up for a
//   player and down again as at any table; then stacked (no wash: that is
//   (j)(1), without a device) and placed into the device, and the batch
//   already in it removed, cut and dealt without a new spread. If a player
//   asks to see it (event player_requests_inspection), it is spread face up
//   for inspection, turned face down, stacked and reshuffled, by hand: the
//   device now holds the other batch; then cut as after any shuffle. The
//   reshuffle honours the request: it is cleared, and a later idle table's
//   batch is again dealt unseen unless a player asks anew. A request anywhere
//   else (an opening, a 002 idle table, the batch taken out after the cut
//   card, a batch already reshuffled or cut) changes nothing: the text owes
//   the inspection only for the batch the shortcut deals unseen;
// - 002 (b)(4) has the same batches and its (f)(10) the same clearing of the
//   shoe, so the cut card reached is prepared alike (citing (b)(4)(iv)-(vi)),
//   but its idle table has no shortcut ((e)(9)(i) "Regardless of shuffling
//   method": wash, stack, shuffle and cut, the existing procedure; checklist
//   BJ2-OPEN-02). Its opening is (d)(1)-(3)'s: the decks of both batches
//   sorted and inspected and the inspection verified by the floorperson
//   ((d)(1)); each batch spread face up by deck, suit and sequence ((d)(2));
//   once a player could look, each batch turned face down, washed and
//   stacked ((d)(3): "Regardless of shuffling method"), each on its own
//   since the cards "shall be separated into two batches" of different back
//   colours ((b)(4)(ii)-(iii)). Then, as at 000, the device shuffles: batch
//   1 in, batch 2 in, batch 1 out ((b)(4)(iv): "One batch of cards shall be
//   shuffled and stored in the automated card shuffling device while the
//   other batch is being dealt"), cut ((e)(2)-(6)), the cut card placed
//   ((e)(4)), loaded and burned ((f)(3)).

// Whether a lesson's table is a shoe table with the batch shuffler (§2(b)):
// `shuffler: automated_batches` without the 6 to 5 variation or a double
// shoe.
bool hasShoeBatches(const Scenario &scenario);

// Whether this file's steps apply: at a shoe table with the batch shuffler
// always; at the 6 to 5 variation (§2(c), its deck or set of two decks and
// the other being the batches) at the opening (§4(d)) and at an idle table
// until the deck from the device is cut (§5(j)(2)). Readings: §4(d) and
// §5(j)(2) name "an automated shuffling device" without limiting it to
// §2(b)'s shoe batches, and the variation must use one (§2(c)); the
// checklist applies BJ-OPEN-03 and BJ-OPEN-06 to `shuffler == 'batch_ACSD'`
// and lists the variation as "ACSD required" (licensee options,
// variation_6to5), so the variation opens as they say, its two decks (or
// sets) spread, turned and stacked each on its own, both into the device
// and the first taken out. §5(i) and §6A(b) then take over: cut, the cut
// cards, the deck into the hand (shuffler_batch_preparation.h).
bool batchStepsApply(const TableState &state);

// Which batch a card belongs to, 0 or 1 (§2(b)(1)-(2), the second (b)): the
// first batch is decks 0 to decks - 1, the second the rest.
int batchOf(const TableState &state, const Card &card);

// What the batches expect where they differ from a shoe shuffled by hand;
// nullopt where the single shoe's own procedure applies.
std::optional<std::vector<Expectation>> shoeBatchExpectations(const TableState &state,
                                                              const ShoeRules &rules);

// Applies an accepted action of the batches' preparation; false when the
// single shoe's own handling applies.
bool applyShoeBatchAction(TableState &state, const DealerAction &action);

// §5(j)(2): a player asks to see the batch just taken from the shuffler at an
// idle table, before it is cut: it goes back to be spread.
void applyInspectionRequest(TableState &state, int seat);

// The mistakes the batches have: both batches spread or stacked together, a
// manual shuffle, the same batch dealt again, the other batch taken out with
// the used one still in the discard rack, the batch from the shuffler cut
// without the spread a player asked for, at 002 the idle table's shortcut.
std::optional<Verdict> shoeBatchPreparationMistake(const TableState &state,
                                                   const DealerAction &action,
                                                   const std::vector<Expectation> &options,
                                                   const ShoeRules &rules);

} // namespace dt
