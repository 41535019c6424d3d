#pragma once

#include "../../card.h"
#include "../../money.h"
#include "pay_table_row.h"
#include "side_wager_award.h"
#include "table_offer.h"

#include <vector>

namespace dt::blackjack {

// Buster Blackjack, Blackjack §27: the dealer's completed hand busts.
//
// §27(g), paid by the number of cards in the dealer's busted hand ("to 1"):
//   Cards      A    B    C    D    E    F
//   8 or more 250  200  250  200  250  250
//   7          50   50   50   50   50   50
//   6          15   15   12   12   12   20
//   5           4    4    4    4    3    8
//   4           2    2    2    2    2    2
//   3           2    2    2    2    2    1
// (two cards never bust). §27(h)-(i) Free Bonus, a fixed amount on top:
//   Cards      B1         B3
//   8 or more $8,000.00  $5,000.00
//   7         $1,000.00  $1,000.00

// §27(f)(3), as printed: with a Buster wager still in play after every
// blackjack wager is determined, the dealer draws until a hard 17-21, a soft
// 18-21, or a bust - so a soft 17 draws.
//
// That hits soft 17 even at a table whose dealer stands on soft 17 (§12(b)(1))
// (checklist: "Source typos ... §12(b) vs §27(f)(3)", severity high). The
// recommended handling is dealerDrawsWithBusterInPlay() below: §27(f)(3) only
// when the dealer would otherwise stop drawing because every blackjack wager
// is already decided (§12(c)); while any blackjack wager waits on the dealer's
// hand, the table's §12(b) rule completes it, and the Buster wager is settled
// on that hand. To be confirmed with the regulator.
bool busterDealerMustDraw(const std::vector<Card> &dealerCards);

// The recommended handling above. `blackjackWagersInPlay`: some player's
// blackjack wager still waits on the dealer's hand.
bool dealerDrawsWithBusterInPlay(const std::vector<Card> &dealerCards, DealerSoft17 tableRule,
                                 bool blackjackWagersInPlay);

// Settles a Buster wager on the dealer's completed hand (cards in the order
// dealt). Loses on a dealer blackjack (§27(d)(1)) or a completed hand not
// over 21 (§27(d)(2)); wins on a bust (§27(e)), paid per `payTable` 'A'-'F'
// by the number of cards (§27(g)). Pending while the dealer has fewer than
// two cards or a total below 17 (no completion rule stops there); a total of
// 17 or more not busted is taken as completed - whether a soft 17 is
// complete is the drawing functions' question above.
// Any table other than 'A'-'F' leaves the wager Pending.
SideWagerAward settleBusterBlackjack(const std::vector<Card> &dealerCards, char payTable);

// §27(h)-(i) Free Bonus, a separate award with a fixed amount (PaysAmount):
// the player has a blackjack (§1: not after a split), the Buster wager is at
// least $5.00, and the dealer's hand busted with at least seven cards.
// `freeBonusTable` 1 (B1) or 3 (B3); 0 means not offered. When the bonus is
// not offered or not earned the award "loses": nothing is paid, and nothing
// is collected for it either, as nothing was wagered on it.
SideWagerAward settleBusterFreeBonus(const std::vector<Card> &playerCards, bool afterSplit,
                                     Money busterWager, const std::vector<Card> &dealerCards,
                                     int freeBonusTable);

// §27(c): at least $1.00 and no more than the lesser of the player's §3(a)
// wager and the posted maximum.
bool busterWagerAllowed(Money busterWager, Money blackjackWager, Money postedMaximum);

// §27(g) Paytable `payTable` ('A'-'F') as rows in the order printed ("8 or
// more" first, the number of cards in the dealer's busted hand), from the data
// settlement pays from; empty for any other table.
std::vector<PayTableRow> busterPayTable(char payTable);
// §27(i) Free Bonus Paytable B1 (1) or B3 (3): "8 or more" and "7", fixed
// amounts; empty for any other table.
std::vector<PayTableRow> busterFreeBonusPayTable(int freeBonusTable);

} // namespace dt::blackjack
