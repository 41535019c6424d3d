#pragma once

#include "../../card.h"
#include "pay_table_row.h"
#include "side_wager_award.h"

#include <vector>

namespace dt::blackjack {

// The in-between wager of Blackjack §26: the dealer's first face-up card
// ranks between the player's initial two cards. §26(b) ranks two (lowest)
// through ten, jack, queen, king and ace (highest): the ace is high only and
// ten, jack, queen and king are four different ranks.
//
// §26(g) rows, paid per the §26(f) table 'A'-'D':
//   (1) Triple match       the three cards have one rank     30/30/30/40 to 1
//   (2) One-card spread    one rank lies between the player's 12/10/10/10
//   (3) Two-card spread    two ranks lie between              6/ 6/ 5/ 5
//   (4) Three-card spread  three ranks lie between            4/ 4/ 3/ 3
//   (5) All other spreads  four or more ranks lie between     1/ 1/ 1/ 1
// and the dealer's card is one of the ranks between.
//
// Everything else loses (§26(a): the dealer's card must rank higher than one
// player card and lower than the other, or §26(g)(1) all three match): a
// player pair without a triple match, player cards of consecutive rank
// (nothing lies between), a dealer card of the same rank as one player card,
// and a dealer card outside the player's two.

// §26(b): 2 for the two ... 10 for the ten, 11 jack, 12 queen, 13 king, 14 ace.
int inBetweenRank(Rank rank);

// `payTable` 'A'-'D'; any other leaves the wager Pending (not a §26(f)
// table). Pending while the player has fewer than two cards.
SideWagerAward settleInBetween(const std::vector<Card> &playerCards, Card dealerUpCard,
                               char payTable);

// §26(f) Table `payTable` ('A'-'D') as rows in the order printed, from the
// data settlement pays from; empty for any other table.
std::vector<PayTableRow> inBetweenPayTable(char payTable);

} // namespace dt::blackjack
