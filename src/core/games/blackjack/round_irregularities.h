#pragma once

#include "../../verdict.h"

namespace dt::blackjack {

// The irregularities of a blackjack round and their remedies: §15 of the
// Massachusetts text (000) and (n) of the second jurisdiction's (002).
enum class Irregularity {
    MisdeliveredCard,      // §15(a): forward, never back; 002 (n)(2)-(3): the next card
    FaceUpInShoe,          // §15(b); 002 (n)(1)
    UnexposedCardInError,  // §15(c); 002 (n)(2)
    ExposedCardInError,    // §15(d); 002 (n)(3)
    DealerDrewOnSeventeen, // §15(e); 002 (n)(4)
    DealerMissedOwnCard,   // §15(f); 002 (n)(5): a misdeal
    InsufficientCards,     // §15(g); 002 (n)(6): a misdeal
    BoxMissedInDeal,       // §15(h); 002 (n)(5): a misdeal
    RequestedCardNotDealt, // §15(j); 002 (n)(7): a misdeal
    CardReaderWrongUpCard, // §15(k); 002 (n)(8)
    CardReaderOutOfOrder,  // §15(l); 002 (n)(9)
    DoubleCardDealtFaceUp, // §15(q); 002 has none
    // §15(k)(1); 002 (n)(8)(i): a reader that lets a player learn the hole
    // card: all hands dead, the cards collected, every wager returned.
    CardReaderHandsDead,
    // §15(k)(2); 002 (n)(8)(ii): a reader that does not: play continues.
    CardReaderPlayContinues,
    Count
};

// Where the remedy is written for the table's regulation, with the checklist
// requirement; 002's misdeals cite (n)(5)-(7) and BJ2-IRR-*.
RuleReference irregularityReference(Irregularity irregularity, Regulation regulation);

// 002 (n)(5), (n)(7): the event is a misdeal there, where 000 lets the round
// go on with a remedy.
bool isMisdeal(Irregularity irregularity, Regulation regulation);

} // namespace dt::blackjack
