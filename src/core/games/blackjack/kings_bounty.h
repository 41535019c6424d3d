#pragma once

#include "../../card.h"
#include "../../money.h"
#include "pay_table_row.h"
#include "side_wager_award.h"

#include <optional>
#include <vector>

namespace dt::blackjack {

// The King's Bounty sidebet of Blackjack §29: the first two cards add up to
// twenty (§29(e), "traditional blackjack rankings": an ace and a nine count).
// §29(h), the highest row is paid (Table 1 / Table 2, "to 1"):
//   Pair Kings (Spades) and Dealer Blackjack  1000 / 1000
//   Pair Kings (Spades)                        100 /  200
//   2 Suited Kings      (another suit)          30 /   50
//   2 Suited Queens, Jacks or 10s               20 /   25  (a suited pair)
//   Suited 20                                    9 /    9
//   2 Kings             (different suits)        6 /    6
//   Unsuited 20                                  4 /    4
// §29(d): a player may bet on his own hand, on the dealer's, or both.

// §29(g): a player's pair of kings of spades against a dealer up card that may
// make a blackjack (ten-value or ace) is settled at the end of the round.
bool kingsBountySettledAtEndOfRound(const std::vector<Card> &playerCards, Card dealerUpCard);

// The player's wager on his first two cards. `dealerBlackjack` is whether the
// dealer has a blackjack, nothing while unknown; only a deferred pair of
// kings of spades needs it and is Pending until then (§29(g)(2)). `payTable`
// 1 or 2; any other leaves the wager Pending, as does a player with fewer
// than two cards.
SideWagerAward settleKingsBountyPlayer(const std::vector<Card> &playerCards, Card dealerUpCard,
                                       std::optional<bool> dealerBlackjack, int payTable);

// The wager on the dealer's hand (§29(d)): the dealer's first two cards. The
// top row cannot apply: a dealer whose two cards are kings of spades has 20,
// not a blackjack, so such a hand is paid as "Pair Kings (Spades)", and there
// is no §29(g) wait (nothing left to learn). The text does not say when it is
// settled; the checklist's handling: when the dealer's second card is
// exposed. Pending while the dealer has fewer than two cards.
SideWagerAward settleKingsBountyDealer(const std::vector<Card> &dealerCards, int payTable);

// §29(d) limits, as the checklist resolves its contradiction (the combined
// player and dealer wager may not exceed the table maximum, yet a player at
// the maximum may add 10% of it on the dealer): a player wager up to the
// maximum; with a player wager below the maximum, the dealer wager up to the
// rest of the maximum (combined at most the maximum); with a player wager of
// exactly the maximum, a dealer wager up to 10% of the maximum (rounded down
// to the cent). Flagged in the checklist; confirm with the regulator.
Money kingsBountyDealerWagerMaximum(Money playerWager, Money tableMaximum);
bool kingsBountyWagersAllowed(Money playerWager, Money dealerWager, Money tableMaximum);

// §29(h) Table `payTable` (1 or 2) as rows in the order printed, from the
// data settlement pays from; empty for any other table.
std::vector<PayTableRow> kingsBountyPayTable(int payTable);

} // namespace dt::blackjack
