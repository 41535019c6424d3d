#pragma once

#include "../../card.h"
#include "../../citation.h"
#include "../../money.h"
#include "../../odds.h"

#include <string>
#include <vector>

namespace dt::blackjack {

// How the main (§3(a)) wager is paid at a table (Blackjack 000).
struct PayoutRules {
    // §3(e): standard blackjack is paid at 3 to 2, or 6 to 5 in the 6 to 5
    // blackjack variation ({6, 5}). Odds equal to 6 to 5 mark the variation.
    Odds blackjack = {3, 2};
    // §6(k): hole card dealt face up. §6(k)(1) ties lose (both blackjack
    // wins); §6(k)(2) standard blackjack is paid at 1 to 1.
    bool faceUpHoleCard = false;
    // §3(e)(1): 6, 7 and 8 of the same suit (three cards) pay 2 to 1.
    bool sixSevenEightSuited2to1 = false;
    // §3(e)(2): three 7's of any suit pay 3 to 2.
    bool threeSevens3to2 = false;
    // §3(e)(4), §16(a): five cards totaling 21 pay 2 to 1.
    bool fiveCard21Pays2to1 = false;
};

// The settlement of one wager.
struct WagerResult {
    // What the player gains (+) or loses (-) on the wager; zero for a push
    // (the wager is returned) or a refused wager.
    Money net;
    // The rule that decided the amount.
    Citation rule;
    std::string explanation;
};

// Settles one player hand's main wager against the dealer's finished hand
// (§3(a)-(b) via settle(); §6(k)(1) ties lose with the hole card face up).
// `wager` is the whole amount on the hand; with `doubled` it already includes
// the double down. Amounts:
// - loss: -wager, except against a dealer blackjack:
//   - §10(b): a doubled hand loses only the original wager. The original
//     is taken as the wager less the double, the double being the full
//     original (§10(a) allows less; this signature cannot tell, so the
//     original is the larger half when the total has an odd cent);
//   - §11(d): split hands together lose only the original wager. One hand
//     cannot know the others, so a hand formed by splitting returns 0 here
//     (the additional split wager is not collected) and the single
//     collection for the whole split is settleSplitAgainstDealerBlackjack().
// - push: 0 (§3(b), §16(b)).
// - win: 1 to 1 (§3(e)); a blackjack (never after a split, §1) at the
//   blackjack odds, or 1 to 1 with the hole card face up (§6(k)(2)); the
//   §3(e)(1), (2), (4) odds when configured and the odds are not 6 to 5
//   ("except in the 6 to 5 blackjack variation").
// Winnings come from payout(); when they are not a whole number of cents
// (e.g. $0.05 at 3 to 2), they are rounded down to the cent and the
// explanation says so. A negative wager is refused: net 0.
WagerResult settleMainWager(const std::vector<Card> &playerCards, bool afterSplit, bool doubled,
                            Money wager, const std::vector<Card> &dealerCards,
                            const PayoutRules &rules);

// §11(d): when the dealer obtains blackjack after a player split pairs, the
// dealer collects only the original wager (-originalWager), not the
// additional amounts wagered in splitting (nor doubles, §10(b)).
WagerResult settleSplitAgainstDealerBlackjack(Money originalWager);

// §8(a)(1)-(2): a surrender returns one-half of the wager (when the dealer
// has no blackjack; with a dealer blackjack §8(a)(2) collects it all). The
// text is silent on an odd cent; the half returned is rounded down to the
// cent, so the odd cent is collected with the other half. Zero for a
// negative wager.
Money surrenderRefund(Money wager);

// §9: an insurance wager wins at 2 to 1 (§9(c)) when the dealer has
// blackjack (§9(a)) and is lost otherwise. §9(b): not more than half the
// initial wager; half of an odd cent amount is taken to the next cent (the
// "next unit"). A larger or negative insurance is refused: net 0 and an
// explanation.
WagerResult settleInsurance(Money insurance, Money wager, bool dealerBlackjack);

// §7(c): the even-money option pays the blackjack at 1 to 1: the winnings on
// `wager` (the wager itself is returned on top). Zero for a negative wager.
Money evenMoney(Money wager);

} // namespace dt::blackjack
