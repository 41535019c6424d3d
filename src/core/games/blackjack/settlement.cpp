#include "settlement.h"

#include "hand.h"
#include "outcome.h"

#include <algorithm>
#include <optional>

namespace dt::blackjack {

namespace {

Citation cite(std::string section) {
    return blackjackSection(std::move(section));
}

// The winnings of `wager` at `odds` in exact cents, or rounded down to the
// cent when they are not a whole number of cents (noted in `explanation`).
Money winnings(Money wager, Odds odds, std::string &explanation) {
    if (const std::optional<Money> exact = payout(wager, odds)) {
        return *exact;
    }
    explanation += " (not a whole number of cents: rounded down to the cent)";
    return payoutRoundedDown(wager, odds, Money::cents(1));
}

bool isFiveCard21(const std::vector<Card> &cards, const HandValue &value) {
    return cards.size() == 5 && value.total == 21;
}

bool sixSevenEightSuited(const std::vector<Card> &cards) {
    if (cards.size() != 3) {
        return false;
    }
    std::vector<Rank> ranks;
    for (const Card &card : cards) {
        if (card.suit != cards.front().suit) {
            return false;
        }
        ranks.push_back(card.rank);
    }
    std::sort(ranks.begin(), ranks.end());
    return ranks == std::vector<Rank>{Rank::Six, Rank::Seven, Rank::Eight};
}

bool threeSevens(const std::vector<Card> &cards) {
    return cards.size() == 3 && std::all_of(cards.begin(), cards.end(), [](const Card &card) {
               return card.rank == Rank::Seven;
           });
}

} // namespace

PayoutRules payoutRules(const TableOffer &offer) {
    PayoutRules rules;
    rules.regulation = offer.regulation;
    const bool tribal = offer.regulation == Regulation::BlackjackTribal;
    rules.sixToFiveVariation = !tribal && offer.sixToFive; // §6A
    if (!tribal && (offer.sixToFive || offer.sixToFiveOnShoe)) {
        rules.blackjack = Odds{6, 5}; // §3(e), §7(d)
    }
    rules.faceUpHoleCard = !tribal && offer.holeCard == HoleCard::FaceUp; // §6(k)(2)
    rules.sixSevenEightSuited2to1 = offer.sixSevenEightSuited2to1;        // §3(e)(1)
    rules.threeSevens3to2 = offer.threeSevens3to2;                        // §3(e)(2)
    rules.fiveCard21Pays2to1 = offer.fiveCard21Pays2to1; // §3(e)(4), §16(a), 002 (o)(1)
    rules.splitTwoCard21BeatsDealer21 = offer.splitTwoCard21BeatsDealer21; // §3(a)(3) vs §1
    return rules;
}

Outcome mainWagerOutcome(const std::vector<Card> &playerCards, bool afterSplit,
                         const std::vector<Card> &dealerCards, const PayoutRules &rules) {
    OutcomeRules outcomeRules;
    outcomeRules.tiesLose = rules.faceUpHoleCard;
    outcomeRules.splitTwoCard21BeatsDealer21 = rules.splitTwoCard21BeatsDealer21;
    outcomeRules.fiveCard21PushesDealerBlackjack =
        rules.regulation == Regulation::BlackjackTribal && rules.fiveCard21Pays2to1;
    return settle(evaluate(playerCards, afterSplit), static_cast<int>(playerCards.size()),
                  evaluate(dealerCards, false), static_cast<int>(dealerCards.size()), outcomeRules);
}

WagerResult settleMainWager(const std::vector<Card> &playerCards, bool afterSplit, Money doubleDown,
                            Money wager, const std::vector<Card> &dealerCards,
                            const PayoutRules &rules) {
    if (wager < Money()) {
        return {Money(), cite("3(a)"), "A wager cannot be negative."};
    }
    const HandValue player = evaluate(playerCards, afterSplit);
    const HandValue dealer = evaluate(dealerCards, false);
    const bool tribal = rules.regulation == Regulation::BlackjackTribal;
    const Outcome outcome = mainWagerOutcome(playerCards, afterSplit, dealerCards, rules);

    if (outcome == Outcome::Push) {
        if (rules.fiveCard21Pays2to1 && isFiveCard21(playerCards, player)) {
            if (tribal) {
                // 002 (o)(2): void against a dealer blackjack or 21 in three
                // cards or more.
                return {Money(), Citation{Regulation::BlackjackTribal, "(o)(2)"},
                        "Five cards totaling 21 against a dealer blackjack or 21: the wager is "
                        "void and returned."};
            }
            // §16(b): void against a dealer 21 in three or more cards.
            return {Money(), cite("16(b)"),
                    "Five cards totaling 21 against a dealer 21 in three or more cards: the "
                    "wager is void and returned."};
        }
        if (afterSplit && playerCards.size() == 2 && player.total == 21) {
            // §3(a)(3) vs §1 (checklist): a split hand's 21 is no blackjack;
            // by the table's reading it ties a dealer 21.
            return {Money(), cite("3(b)"),
                    "A split hand's 21 in two cards is not a blackjack (§1): against the "
                    "dealer's 21 the scores are equal and the wager is void (a standoff)."};
        }
        return {Money(), cite("3(b)"), "Equal scores: the wager is void (a standoff)."};
    }

    if (outcome == Outcome::DealerWins) {
        if (dealer.blackjack && afterSplit) {
            // §11(d): the dealer collects only the original wager, not the
            // additional amount wagered in splitting pairs.
            return {Money(), cite("11(d)"),
                    "Dealer blackjack after a split: only the original wager is collected, once "
                    "for all the split hands; nothing more is collected on this hand."};
        }
        if (dealer.blackjack && doubleDown > Money()) {
            // §10(b): the dealer collects only the original wager, not the
            // additional amount wagered in doubling down.
            const Money original = wager - doubleDown;
            return {-original, cite("10(b)"),
                    "Dealer blackjack after a double down: only the original wager " +
                        original.text() + " is collected; the double is returned."};
        }
        if (rules.faceUpHoleCard && player.total == dealer.total && !player.bust) {
            return {-wager, cite("6(k)(1)"),
                    "Hole card dealt face up: a tie loses. Collect " + wager.text() + "."};
        }
        if (dealer.blackjack && player.total == 21) {
            return {-wager, cite("3(b)"),
                    "A simple 21 loses to the dealer's blackjack. Collect " + wager.text() + "."};
        }
        return {-wager, cite("3(a)"), "The wager loses. Collect " + wager.text() + "."};
    }

    // The player wins.
    // §3(e): "except in the 6 to 5 blackjack variation" (not a §7(d) game).
    const bool bonusesOffered = !rules.sixToFiveVariation;
    std::string explanation;
    if (player.blackjack) {
        if (rules.faceUpHoleCard) {
            // §6(k)(2): standard blackjack is paid at 1 to 1.
            explanation = "Blackjack with the hole card face up pays 1 to 1";
            const Money won = winnings(wager, Odds{1, 1}, explanation);
            return {won, cite("6(k)(2)"), explanation + ": " + won.text() + "."};
        }
        // §3(e), §7(a)-(b): blackjack paid at 3 to 2 (6 to 5 in the variation);
        // §7(d): a shoe game that pays it 6 to 5.
        explanation = "Blackjack pays " + rules.blackjack.text();
        const Money won = winnings(wager, rules.blackjack, explanation);
        const bool sixToFiveOnShoe =
            !tribal && !rules.sixToFiveVariation && rules.blackjack == Odds{6, 5};
        return {won, cite(sixToFiveOnShoe ? "7(d)" : "3(e)"),
                explanation + ": " + won.text() + "."};
    }
    if (bonusesOffered && rules.sixSevenEightSuited2to1 && sixSevenEightSuited(playerCards)) {
        // §3(e)(1): 6, 7 and 8 of the same suit pay 2 to 1.
        explanation = "Suited 6-7-8 pays 2 to 1";
        const Money won = winnings(wager, Odds{2, 1}, explanation);
        return {won, cite("3(e)(1)"), explanation + ": " + won.text() + "."};
    }
    if (bonusesOffered && rules.threeSevens3to2 && threeSevens(playerCards)) {
        // §3(e)(2): three 7's of any suit pay 3 to 2.
        explanation = "Three 7's pay 3 to 2";
        const Money won = winnings(wager, Odds{3, 2}, explanation);
        return {won, cite("3(e)(2)"), explanation + ": " + won.text() + "."};
    }
    if (bonusesOffered && rules.fiveCard21Pays2to1 && isFiveCard21(playerCards, player)) {
        // §3(e)(4), §16(a), 002 (o)(1): five cards totaling 21 pay 2 to 1
        // (settle() already made it a win only when the dealer has neither a
        // blackjack nor 21).
        explanation = "Five cards totaling 21 pay 2 to 1";
        const Money won = winnings(wager, Odds{2, 1}, explanation);
        const Citation rule =
            tribal ? Citation{Regulation::BlackjackTribal, "(o)(1)"} : cite("16(a)");
        return {won, rule, explanation + ": " + won.text() + "."};
    }
    // §3(e): all other winning wagers are paid at 1 to 1.
    explanation = "The wager wins at 1 to 1";
    const Money won = winnings(wager, Odds{1, 1}, explanation);
    return {won, cite("3(e)"), explanation + ": " + won.text() + "."};
}

WagerResult settleSplitAgainstDealerBlackjack(Money originalWager) {
    if (originalWager < Money()) {
        return {Money(), cite("11(d)"), "A wager cannot be negative."};
    }
    return {-originalWager, cite("11(d)"),
            "Dealer blackjack after a split: collect only the original wager " +
                originalWager.text() + ", not the additional amounts wagered in splitting."};
}

Money surrenderRefund(Money wager) {
    if (wager < Money()) {
        return Money();
    }
    // §8(a)(1)-(2): collect one-half of the wager and return one-half. The
    // text is silent on an odd cent: the returned half is rounded down.
    return Money::cents(wager.inCents() / 2);
}

Money insuranceLimit(Money initialWager, Money smallestChip) {
    // §9(b): "not more than half the amount staked on the player's initial
    // wager, except ... to the next unit that can be wagered in chips".
    const std::int64_t wager = initialWager.inCents();
    const std::int64_t chip = smallestChip.inCents();
    if (wager % 2 == 0 && (chip <= 0 || (wager / 2) % chip == 0)) {
        return Money::cents(wager / 2);
    }
    const std::int64_t halfUp = wager - wager / 2;
    return Money::cents(chip <= 0 ? halfUp : (halfUp + chip - 1) / chip * chip);
}

WagerResult settleInsurance(Money insurance, Money wager, bool dealerBlackjack,
                            Money smallestChip) {
    if (insurance < Money() || wager < Money()) {
        return {Money(), cite("9(b)"), "An insurance wager cannot be negative."};
    }
    const Money limit = insuranceLimit(wager, smallestChip);
    if (insurance > limit) {
        return {Money(), cite("9(b)"),
                "Refused: insurance of " + insurance.text() + " is more than half the wager (" +
                    limit.text() + ")."};
    }
    if (!dealerBlackjack) {
        // §9(a), §9(d): the insurance loses and is collected.
        return {-insurance, cite("9(d)"),
                "No dealer blackjack: the insurance loses. Collect " + insurance.text() + "."};
    }
    // §9(c): winning insurance wagers are paid at 2 to 1.
    std::string explanation = "Dealer blackjack: insurance pays 2 to 1";
    const Money won = winnings(insurance, Odds{2, 1}, explanation);
    return {won, cite("9(c)"), explanation + ": " + won.text() + "."};
}

Money evenMoney(Money wager) {
    // §7(c): the blackjack is paid at odds of 1 to 1.
    return payout(wager, Odds{1, 1}).value_or(Money());
}

} // namespace dt::blackjack
