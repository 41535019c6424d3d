#pragma once

#include "../../card.h"
#include "../../odds.h"
#include "pay_table_row.h"
#include "side_wager_award.h"

#include <optional>
#include <vector>

namespace dt::blackjack {

// §23(f): the odds paid for each matching card.
struct MatchTheDealerPayouts {
    Odds nonMatchingSuit;
    Odds matchingSuit;
};

// §23(f): six decks 4 to 1 / 11 to 1, eight decks 3 to 1 / 14 to 1 (the
// minimum odds); nothing for another deck count (§2(a)(4) requires six or
// eight decks where the wager is offered).
std::optional<MatchTheDealerPayouts> matchTheDealerPayouts(int decks);

// §23(a), (e)-(f): each of the player's initial two cards that matches the
// dealer's initial (face up) card wins. A card matches when its rank is the
// same; a ten, jack, queen or king matches only the same ascription (10 with
// 10, jack with jack, ...), not another ten-value card.
//
// Two matching cards are paid for each card (§23(a)(2)). Both are paid on the
// one wager, so the award is ONE award whose odds are the sum of the two rows
// (4 + 11 = 15 to 1 at six decks) and whose `hand` names both rows in the
// order of the player's cards: "Matching suit + Non-matching suit". The
// winnings are then exactly the sum of the two per-card payments.
//
// Nothing when `decks` has no §23(f) table; Pending until the player has two
// cards.
std::optional<SideWagerAward> settleMatchTheDealer(const std::vector<Card> &playerInitialTwo,
                                                   const Card &dealerInitialCard, int decks);

// §23(f) as rows in the order printed, "Non-matching suit" then "Matching
// suit" (paid for each matching card); empty for a deck count without a
// table. The same odds as matchTheDealerPayouts().
std::vector<PayTableRow> matchTheDealerPayTable(int decks);

} // namespace dt::blackjack
