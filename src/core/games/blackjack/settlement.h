#pragma once

#include "../../card.h"
#include "../../citation.h"
#include "../../money.h"
#include "../../odds.h"
#include "outcome.h"
#include "table_offer.h"

#include <string>
#include <vector>

namespace dt::blackjack {

// How the main (§3(a)) wager is paid at a table (Blackjack 000; 002 where
// `regulation` is Regulation::BlackjackTribal).
struct PayoutRules {
    Regulation regulation = Regulation::Blackjack;
    // §3(e): standard blackjack is paid at 3 to 2, or 6 to 5 in the 6 to 5
    // blackjack variation; §7(d) lets a licensee pay 6 to 5 without it.
    Odds blackjack = {3, 2};
    // The 6 to 5 blackjack variation (§6A). §3(e) offers the optional
    // payouts below "except in the 6 to 5 blackjack variation": the exception
    // names the variation, so a §7(d) game paying 6 to 5 without it may still
    // offer them. Set explicitly; 6 to 5 odds alone do not mean the variation.
    bool sixToFiveVariation = false;
    // §6(k): hole card dealt face up. §6(k)(1) ties lose (both blackjack
    // wins); §6(k)(2) standard blackjack is paid at 1 to 1.
    bool faceUpHoleCard = false;
    // §3(e)(1): 6, 7 and 8 of the same suit (three cards) pay 2 to 1.
    bool sixSevenEightSuited2to1 = false;
    // §3(e)(2): three 7's of any suit pay 3 to 2.
    bool threeSevens3to2 = false;
    // §3(e)(4), §16 (002 (o)): the five cards totaling 21 option, paid 2 to 1.
    bool fiveCard21Pays2to1 = false;
    // §3(a)(3) vs §1 (checklist): a split hand's two-card 21 beats a dealer
    // 21 in more than two cards. Default: it pushes.
    bool splitTwoCard21BeatsDealer21 = false;
};

// How the table's configuration pays the main wager: blackjack at 6 to 5 in
// the 6 to 5 variation (§3(e)) or when the licensee pays 6 to 5 without it
// (§7(d)), else 3 to 2 (002 (c)(5): always 3 to 2); §6(k)(2) with the hole
// card face up; the §3(e)(1), (2), (4) and §16 optional payouts as offered;
// the §3(a)(3) reading; the regulation. Assumes an offer that passes
// validate().
PayoutRules payoutRules(const TableOffer &offer);

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
// `wager` is the whole amount on the hand, the double down included;
// `doubleDown` is the double's part of it (zero without one; §10(a) allows
// less than the original). Amounts:
// - loss: -wager, except against a dealer blackjack:
//   - §10(b): a doubled hand loses only the original wager, the wager less
//     the double;
//   - §11(d): split hands together lose only the original wager. One hand
//     cannot know the others, so a hand formed by splitting returns 0 here
//     (the additional split wager is not collected) and the single
//     collection for the whole split is settleSplitAgainstDealerBlackjack().
// - push: 0 (§3(b), §16(b)); a split hand's two-card 21 against a dealer 21
//   in more cards unless splitTwoCard21BeatsDealer21 (§3(a)(3) vs §1); under
//   002 with the five-card option, a five-card 21 against a dealer blackjack
//   (002 (o)(2), cited as such).
// - win: 1 to 1 (§3(e)); a blackjack (never after a split, §1) at the
//   blackjack odds, or 1 to 1 with the hole card face up (§6(k)(2)); the
//   §3(e)(1), (2), (4) odds when configured, except in the 6 to 5 variation
//   (sixToFiveVariation); 002's five-card 21 cites (o)(1).
// Winnings come from payout(); when they are not a whole number of cents
// (e.g. $0.05 at 3 to 2), they are rounded down to the cent and the
// explanation says so. A negative wager is refused: net 0.
WagerResult settleMainWager(const std::vector<Card> &playerCards, bool afterSplit, Money doubleDown,
                            Money wager, const std::vector<Card> &dealerCards,
                            const PayoutRules &rules);
// Who wins the hand under the table's rules, whatever the amounts: a split
// hand against a dealer blackjack loses though §11(d) collects nothing more
// on it (the §22(h) streak counts it lost).
Outcome mainWagerOutcome(const std::vector<Card> &playerCards, bool afterSplit,
                         const std::vector<Card> &dealerCards, const PayoutRules &rules);

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

// §9(b): the most an insurance wager may be: half the initial wager, or,
// when half cannot be bet in the table's chips, the next unit up.
Money insuranceLimit(Money initialWager, Money smallestChip);

// §9: an insurance wager wins at 2 to 1 (§9(c)) when the dealer has
// blackjack (§9(a)) and is lost otherwise. One above insuranceLimit() or
// negative is refused: net 0 and an explanation.
WagerResult settleInsurance(Money insurance, Money wager, bool dealerBlackjack, Money smallestChip);

// §7(c): the even-money option pays the blackjack at 1 to 1: the winnings on
// `wager` (the wager itself is returned on top). Zero for a negative wager.
Money evenMoney(Money wager);

} // namespace dt::blackjack
