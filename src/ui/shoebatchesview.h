#pragma once

#include <QVariantList>

namespace dt {
struct TableState;
}

namespace dt::ui {

// Where each of a shoe table's two shuffler batches is, for the table to draw
// them apart (Blackjack §2(b), the second (b): "backs of different colors";
// §4(d); 002 (b)(4)(ii)-(iii), (d)(2)-(3)). Empty without the batch shuffler;
// otherwise one map per batch, batch 1 first:
//   batch   1 or 2 (batch 1 holds decks 0 to decks - 1, §2(b)(1)-(2))
//   noun    "batch"; at the 6 to 5 variation "deck" or "set" (§2(c): "one
//           deck or a set of two decks")
//   label   "Batch 1" ("Deck 1", "Set 1")
//   back    "red" (batch 1) or "blue" (batch 2): the colour of its backs
//   place   "received" (the decks as they came, at an opening), "spread",
//           "washed", "stacked" (on the layout, at an opening, on its own),
//           "shuffler" (in the automated shuffling device) or "in_play"
//           (the batch out: the stack, the shoe and the discard rack)
//   faceUp  a spread's face
//   count   its cards
//   cards   a face-up spread's card codes, by deck, suit and sequence
//   status  what the place means, in words ("In the shuffler")
// A description of the state, not a rule: the referee grades the actions.
QVariantList shoeBatchesView(const dt::TableState &state);

} // namespace dt::ui
