#pragma once

#include "../../verdict.h"

#include <array>

namespace dt::blackjack {

// The steps of a blackjack round, each written in its own section.
enum class RoundRule {
    InitialDeal,         // §6(e)(1)-(3)
    AnnounceTotal,       // §6(f): each box's total, from the dealer's left
    DealDecision,        // §6(g): the card a decision needs, and the new total
    BlackjackPaid,       // §7(a): under a 2-9, announced and paid at once, cards removed
    BlackjackHeld,       // §7(b): under an ace or ten, announced and held
    EvenMoney,           // §7(c)
    SurrenderAtOnce,     // §8(a)(1)
    SurrenderDeferred,   // §8(a)(2)
    InsuranceOffer,      // §9(a)-(b)
    InsuranceSettlement, // §9(c)-(d)
    DoubleCard,          // §10(a), (c): one card, sideways
    SplitOrder,          // §11(b)
    SplitHandTotal,      // §11(c)
    SplitAces,           // §11(c)(2), §12(a)(3)
    NoDrawOn21,          // §12(a)(1)
    DealersCardCall,     // §6(h): "Dealer's Card" before the card leaves the shoe
    DealerSecondCard,    // §6(h)
    DealerDraws,         // §12(b)
    DealerNoDraw,        // §12(c)
    DealerTotal,         // §6(h): the dealer's total announced
    SettlementOrder,     // §3(e): collect and pay after the round, in rotation
    PickUp,              // §6(i)
    Count
};

// Where each step is written, with the checklist requirement it implements.
struct RoundRules {
    std::array<RuleReference, static_cast<std::size_t>(RoundRule::Count)> references;
    const RuleReference &reference(RoundRule rule) const {
        return references[static_cast<std::size_t>(rule)];
    }
};

// The Massachusetts text (000); `dealerHitsSoft17` picks §12(b)(2) over §12(b)(1).
RoundRules massachusettsRoundRules(bool dealerHitsSoft17);

// The checklist requirement a settlement rule implements, from the section
// settlement.h cites ("3(e)" -> "BJ-SETTLE-03").
std::string settlementRequirement(const Citation &citation);

} // namespace dt::blackjack
