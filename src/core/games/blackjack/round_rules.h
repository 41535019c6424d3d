#pragma once

#include "../../verdict.h"
#include "table_offer.h"

#include <array>

namespace dt::blackjack {

// The steps of a blackjack round, each written in its own section.
enum class RoundRule {
    InitialDeal,           // §6(e)(1)-(3)
    AnnounceTotal,         // §6(f): each box's total, from the dealer's left
    DealDecision,          // §6(g): the card a decision needs, and the new total
    BlackjackPaid,         // §7(a): under a 2-9, announced and paid at once, cards removed
    BlackjackHeld,         // §7(b): under an ace or ten, announced and held
    EvenMoney,             // §7(c)
    SurrenderAtOnce,       // §8(a)(1)
    SurrenderDeferred,     // §8(a)(2)
    InsuranceOffer,        // §9(a)-(b)
    InsuranceSettlement,   // §9(c)-(d)
    DoubleCard,            // §10(a), (c): one card, sideways
    SplitOrder,            // §11(b)
    SplitHandTotal,        // §11(c)
    SplitAces,             // §11(c)(2), §12(a)(3)
    NoDrawOn21,            // §12(a)(1)
    DealersCardCall,       // §6(h): "Dealer's Card" before the card leaves the shoe
    DealerSecondCard,      // §6(h)
    DealerDraws,           // §12(b)
    DealerNoDraw,          // §12(c)
    DealerTotal,           // §6(h): the dealer's total announced
    SettlementOrder,       // §3(e): collect and pay after the round, in rotation
    PickUp,                // §6(i)
    HoleCardDeal,          // §6(j), §6(k): the dealer's second card before the players draw
    HoleCardNotExposed,    // §6(b), §6(j): never exposed, not looked at without a reader
    CardReaderCheck,       // §6(j): A or ten-value up card, before any additional card
    DealerBlackjackKnown,  // §6(j)(1), §6(k)(6): no additional cards, settle
    HoleCardReveal,        // §6(j): turned up after the players' cards
    FaceUpHoleCardRules,   // §6(k)(3)-(5): no surrender, no insurance, doubles 9-11
    InsuranceAtTurn,       // §9(b): the licensee's option, just before the box decides
    InsuranceBeforeReader, // §9(b): all insurance before the hole card goes in the reader
    DoubleCardTurnUp,      // §10(c): the face-down double card turned up at settlement
    CutCardReached,        // §6(l): the round completed, then the shoe reshuffled
    WagersUntouched,       // §3(f)-(h): no player alters a wager once the first card is out
    Count
};

// Where each step is written, with the checklist requirement it implements.
struct RoundRules {
    std::array<RuleReference, static_cast<std::size_t>(RoundRule::Count)> references;
    const RuleReference &reference(RoundRule rule) const {
        return references[static_cast<std::size_t>(rule)];
    }
};

// The Massachusetts text (000); `dealerHitsSoft17` picks §12(b)(2) over §12(b)(1);
// `faceUpHoleCard` cites §6(k) for the hole card's deal and a dealer blackjack
// known before the players act, §6(j) otherwise.
RoundRules massachusettsRoundRules(bool dealerHitsSoft17, bool faceUpHoleCard = false);

// The second jurisdiction's text (002 Section 3), every step cited by its own
// subsection. The checklist's BJ2 list names only where 002 differs from 000:
// a step 002 words as 000 does keeps its BJ id (as the tribal shoe rules do);
// a step 002 does not have at all (the §6(k) face-up hole card, insurance at
// each turn, the card reader's procedure) cites the nearest 002 text with
// BJ2-CONF-03, the checklist's list of absent provisions; the "Dealer's Card"
// call cites (f)(8) with BJ2-DEAL-02, which says 002 has none.
RoundRules tribalRoundRules();

// The rules of the table's own regulation: 002 where the offer follows it,
// else 000 with the offer's soft 17 rule and hole-card procedure.
RoundRules roundRulesFor(const TableOffer &offer);

// The checklist requirement a settlement rule implements, from the section
// settlement.h cites ("3(e)" -> "BJ-SETTLE-03").
std::string settlementRequirement(const Citation &citation);

// A settlement's rule under the table's regulation. settlement.h cites 000
// for the rules 002 shares (002's own sections only for (o)); at a 002 table
// each is cited by the 002 subsection that states it ("3(e)" -> "(c)(5)").
RuleReference settlementReference(const Citation &citation, Regulation regulation);

} // namespace dt::blackjack
