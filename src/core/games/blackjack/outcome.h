#pragma once

#include "hand.h"

namespace dt::blackjack {

// How a blackjack wager made under §3(a) is decided.
enum class Outcome { PlayerWins, DealerWins, Push };

// The table's choices that change how a hand is decided.
struct OutcomeRules {
    // §6(k)(1), hole card dealt face up: ties lose, except that both having
    // blackjack wins for the player.
    bool tiesLose = false;
    // §3(a)(3) vs §1 (checklist "Source typos", high): whether a split hand's
    // 21 in two cards (not a blackjack, §1) beats a dealer's 21 in more than
    // two cards. Default: it does not, and equal scores push (§3(b)).
    bool splitTwoCard21BeatsDealer21 = false;
    // 002 (o)(2), where the table offers 002's five cards totaling 21 option
    // ((o)(3)): a five-card 21 against a dealer blackjack is void, where 000
    // §16(b) settles it by §3(b) (lost).
    bool fiveCard21PushesDealerBlackjack = false;
};

// Settles one player hand against the dealer's finished hand: §3(a)(1)-(3),
// §3(b), and the choices of `rules`. `playerCards` and `dealerCards` are the
// number of cards in each hand (§3(a)(3), §16). A five-card 21 against a
// dealer 21 in three or more cards (§16(b), 002 (o)(2)) needs nothing extra:
// §3(b) already makes it void.
Outcome settle(const HandValue &player, int playerCards, const HandValue &dealer, int dealerCards,
               const OutcomeRules &rules);
// The same with only the §6(k)(1) choice, the others at their defaults.
Outcome settle(const HandValue &player, int playerCards, const HandValue &dealer, int dealerCards,
               bool tiesLose);

} // namespace dt::blackjack
