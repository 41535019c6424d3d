#pragma once

#include "hand.h"

namespace dt::blackjack {

// How a blackjack wager made under §3(a) is decided.
enum class Outcome { PlayerWins, DealerWins, Push };

// Settles one player hand against the dealer's finished hand: §3(a)(1)-(3),
// §3(b), and with `tiesLose` (hole card dealt face up, §6(k)(1)) ties lose
// except that both having blackjack wins for the player. `playerCards` and
// `dealerCards` are the number of cards in each hand (§3(a)(3)). Five cards
// totaling 21 (§16(b)) need nothing extra: §3(b) already settles them.
Outcome settle(const HandValue &player, int playerCards, const HandValue &dealer, int dealerCards,
               bool tiesLose);

} // namespace dt::blackjack
