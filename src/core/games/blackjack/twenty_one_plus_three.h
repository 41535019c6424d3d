#pragma once

#include "../../card.h"
#include "pay_table_row.h"
#include "side_wager_award.h"

#include <vector>

namespace dt::blackjack {

// The 21+3 wager of Blackjack §28: the dealer's initial face-up card and the
// player's initial two cards form a three-card poker hand (§28(b), ranked by
// three_card_poker.h). Only the highest hand is paid, §28(f):
//   Straight flush    9 to 1 (Table A)  30 to 1 (Table B)
//   Three-of-a-kind   9 to 1            20 to 1
//   Straight          9 to 1            10 to 1
//   Flush             9 to 1             5 to 1
// Any other hand loses. `payTable` 'A' or 'B'; any other leaves the wager
// Pending (not a §28(f) table), as does a player with fewer than two cards.
SideWagerAward settleTwentyOnePlusThree(const std::vector<Card> &playerCards, Card dealerUpCard,
                                        char payTable);

// §28(f) Table `payTable` ('A' or 'B') as rows in the order printed, from
// the data settlement pays from; empty for any other table.
std::vector<PayTableRow> twentyOnePlusThreePayTable(char payTable);

} // namespace dt::blackjack
