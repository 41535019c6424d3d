#include "outcome.h"

namespace dt::blackjack {

Outcome settle(const HandValue &player, int playerCards, const HandValue &dealer, int dealerCards,
               const OutcomeRules &rules) {
    // §3(a): the wager wins only if the player's score is 21 or less, so a
    // player in excess of 21 loses even when the dealer also exceeds 21.
    if (player.bust) {
        return Outcome::DealerWins;
    }
    // §6(k)(1): under the face-up hole card procedure, a player's wager wins
    // if both the player and the dealer have blackjack.
    if (rules.tiesLose && player.blackjack && dealer.blackjack) {
        return Outcome::PlayerWins;
    }
    // §3(a)(1): player 21 or less, dealer in excess of 21.
    if (dealer.bust) {
        return Outcome::PlayerWins;
    }
    // §3(a)(3): player 21 in two cards, dealer 21 in more than two cards. A
    // split hand's two-card 21 is not a blackjack (§1): it qualifies only by
    // the table's reading (checklist; default: it does not).
    if (player.total == 21 && playerCards == 2 && dealer.total == 21 && dealerCards > 2 &&
        (player.blackjack || rules.splitTwoCard21BeatsDealer21)) {
        return Outcome::PlayerWins;
    }
    // §3(a)(2): player's score exceeds the dealer's, neither over 21.
    if (player.total > dealer.total) {
        return Outcome::PlayerWins;
    }
    if (player.total < dealer.total) {
        return Outcome::DealerWins;
    }
    // Equal scores from here on.
    // 002 (o)(2): a five-card 21 against a dealer blackjack is void.
    if (rules.fiveCard21PushesDealerBlackjack && playerCards == 5 && dealer.blackjack) {
        return Outcome::Push;
    }
    // §3(b): lost when the dealer has a blackjack and the player a simple 21
    // that is not a blackjack (so also a five-card 21, §16(b)).
    if (dealer.blackjack && !player.blackjack) {
        return Outcome::DealerWins;
    }
    // §6(k)(1): with the hole card face up, a tie loses (both-blackjack was
    // decided above).
    if (rules.tiesLose) {
        return Outcome::DealerWins;
    }
    // §3(b): otherwise equal scores make the wager void (returned); §16(b):
    // a five-card 21 against a dealer 21 in three or more cards is void.
    return Outcome::Push;
}

Outcome settle(const HandValue &player, int playerCards, const HandValue &dealer, int dealerCards,
               bool tiesLose) {
    OutcomeRules rules;
    rules.tiesLose = tiesLose;
    return settle(player, playerCards, dealer, dealerCards, rules);
}

} // namespace dt::blackjack
