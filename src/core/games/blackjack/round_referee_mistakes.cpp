// The grading of a dealer action that is not an expected one in a
// blackjack round: what rule it breaks, how grave, whether it happened
// anyway (a card out of the shoe is out) and what was expected instead.
#include "dealer_draw.h"
#include "round_action_spot.h"
#include "round_layout.h"
#include "round_progressive.h"
#include "round_referee.h"
#include "round_sevens_offer.h"
#include "round_shared_box.h"
#include "round_side_wagers.h"
#include "round_streak.h"

#include <algorithm>

namespace dt::blackjack {

using action::Face;

Verdict RoundReferee::mistake(const Round &round, const DealerAction &dealerAction,
                              const std::vector<Expectation> &options) const {
    Verdict verdict = refused(options);
    const std::string expectedText = verdict.expected;
    const auto where = spotOf(dealerAction);
    const RoundHand *hand = where ? round.hand(where->seat, where->hand) : nullptr;
    const RoundBox *box = where ? round.box(where->seat) : nullptr;
    const bool settling = dealerHandDone(round);
    if (auto shared = sharedBoxMistake(round, dealerAction, options)) { // §13, §3(d)
        shared->expected = expectedText;
        return *shared;
    }
    if (auto offer = sevensOfferMistake(round, rules_, dealerAction, options)) {
        offer->expected = expectedText;
        return *offer; // §6(j)(3), §6(k)(6)
    }
    if (auto progressive = progressiveMistake(round, rules_, dealerAction, options)) {
        progressive->expected = expectedText;
        return *progressive; // §19(b), §15(o)
    }
    if (auto lammer = lammerMistake(round, dealerAction, options)) {
        lammer->expected = expectedText;
        return *lammer; // §22(c)-(d)
    }
    if (auto side = sideWagerMistake(round, dealerAction, options, settling)) {
        side->expected = expectedText;
        return *side;
    }
    if (auto holeCard = holeCardMistake(round, dealerAction, options)) {
        holeCard->expected = expectedText;
        return *holeCard;
    }

    // Accepted although not expected.
    if (const auto *collect = std::get_if<action::Collect>(&dealerAction);
        collect && hand && collect->wager == action::Wager::Main && !hand->settled &&
        hand->value().bust && !doubleCardHidden(*hand) && collect->amount == hand->wager &&
        !settling) {
        // Checklist "Source typos" (§6a(e)(3) vs the shoe game): collecting a
        // busted hand at once is accepted as house procedure.
        verdict.correct = true;
        verdict.applied = true;
        verdict.rule = references_.reference(RoundRule::SettlementOrder);
        verdict.message = "The busted hand's wager is collected at once (accepted).";
        return verdict;
    }
    if (const auto *pickUp = std::get_if<action::PickUp>(&dealerAction);
        pickUp && box && !box->pickedUp && !settling && dealDone(round) &&
        std::all_of(box->hands.begin(), box->hands.end(),
                    [](const RoundHand &h) { return h.settled; }) &&
        (!box->insurance || box->insuranceSettled)) {
        verdict.correct = true;
        verdict.applied = true;
        verdict.rule = references_.reference(RoundRule::PickUp);
        verdict.message = "Every wager of the box is settled: its cards may leave the layout.";
        return verdict;
    }
    // Settled out of the rotation: the right amount to the right wager.
    if (isSettlement(dealerAction)) {
        for (const auto &option : options) {
            if (matches(option, dealerAction)) {
                verdict.severity = Severity::Minor;
                verdict.applied = true;
                verdict.rule = references_.reference(RoundRule::SettlementOrder);
                verdict.message =
                    rules_.settlementOrder == SettlementOrder::CollectThenPayRightToLeft
                        ? "Out of rotation: collect every losing wager, from the dealer's right, "
                          "before paying. Next: " +
                              lowercaseFirst(options.front().description) + "."
                        : "Out of rotation: settle from the dealer's far right. Next: " +
                              lowercaseFirst(options.front().description) + ".";
                return verdict;
            }
        }
        for (const auto &option : options) {
            if (sameWager(option.action, dealerAction)) {
                verdict.rule = option.rule;
                verdict.message = "Wrong settlement: " + lowercaseFirst(option.description) + ".";
                verdict.severity = Severity::Payout; // the wrong amount, or the wrong way
                return verdict;
            }
        }
        // A wager held on the cards until the dealer's second card: §8(a)(2)
        // (002 (h)(1): late surrender), §7(b) (002 (g)(1): every blackjack).
        const auto heldOnTheCards = [&](RoundRule rule, bool tribal, const char *tribalText,
                                        const char *text) {
            verdict.rule = references_.reference(rule);
            verdict.message = tribal ? tribalText : text;
            return verdict;
        };
        const bool secondCardDue = hand && !hand->settled && !secondCardShown(round);
        if (secondCardDue && hand->surrendered && (!upCardLow(round) || surrendersHeld())) {
            return heldOnTheCards(RoundRule::SurrenderDeferred, surrendersHeld(),
                                  "The surrendered wager waits on the cards until the hole card "
                                  "is turned up (late surrender).",
                                  "Under an ace or a ten-value card the surrendered wager waits "
                                  "on the cards until the dealer's second card.");
        }
        if (secondCardDue && hand->isBlackjack() && (!upCardLow(round) || blackjacksHeld())) {
            return heldOnTheCards(RoundRule::BlackjackHeld, blackjacksHeld(),
                                  "A blackjack is announced but not paid, nor its cards removed, "
                                  "until the dealer's second card is known.",
                                  "Under an ace or a ten-value card a blackjack is announced but "
                                  "not paid until the dealer's second card.");
        }
        verdict.message = "This wager is not to be settled now.";
        if (!options.empty()) {
            verdict.message += " " + options.front().description + ".";
        }
        return verdict;
    }

    if (const auto *deal = std::get_if<action::DealCard>(&dealerAction)) {
        // A card that leaves the shoe is dealt: §15(a)-(d) (002 (n)(2)-(3)).
        verdict.applied = true;
        if (!options.empty() && sameSpot(options.front().action, dealerAction) &&
            std::holds_alternative<action::DealCard>(options.front().action)) {
            verdict.severity = Severity::Minor;
            verdict.message = options.front().description + ".";
            return verdict;
        }
        const HandValue dealerValue = round.dealer.value();
        if (deal->seat == 0 && round.dealer.cards.size() >= 2 && !options.empty() &&
            isSettlement(options.front().action) && !dealerHandDone(round)) {
            verdict.message = "Settle insurance and held surrenders before drawing: " +
                              lowercaseFirst(options.front().description) + ".";
            return verdict;
        }
        if (deal->seat == 0 && round.dealer.cards.size() >= 2) {
            const bool mustDraw = dealerMustDraw(dealerValue, dealerSoft17Rule(rules_.offer));
            verdict.rule =
                references_.reference(mustDraw ? RoundRule::DealerNoDraw : RoundRule::DealerDraws);
            verdict.message = mustDraw
                                  ? "No hand's outcome can change: the dealer draws no card."
                                  : "The dealer has " + totalText(dealerValue) + " and stands.";
            return verdict;
        }
        if (deal->seat == 0 && round.dealer.cards.size() == 1 && playersDone(round) &&
            !dependsOnDealer(round)) {
            verdict.rule = references_.reference(RoundRule::DealerNoDraw);
            verdict.message = "No wager depends on the dealer's hand: the dealer draws no card.";
            return verdict;
        }
        if (deal->seat == 0 && round.dealer.cards.size() == 1 && playersDone(round) &&
            !round.dealer.dealersCardAnnounced) {
            verdict.rule = references_.reference(RoundRule::DealersCardCall);
            verdict.message = "Announce \"Dealer's Card\" before the card leaves the shoe.";
            return verdict;
        }
        if (deal->seat == 0 && !playersDone(round) && dealDone(round)) {
            verdict.rule = references_.reference(RoundRule::DealerSecondCard);
            verdict.message = "The dealer's second card comes after every player's decisions.";
            return verdict;
        }
        if (hand && hand->cards.size() >= 2 && dealDone(round)) {
            const HandValue value = hand->value();
            if (hand->splitAces) {
                verdict.rule = references_.reference(RoundRule::SplitAces);
                verdict.message = "A split ace receives one card only.";
                return verdict;
            }
            if (value.total >= 21) {
                verdict.rule = references_.reference(RoundRule::NoDrawOn21);
                verdict.message = "A hand of " + totalText(value) + " draws no card.";
                return verdict;
            }
            if (hand->doubleDown > Money() && !hand->pending) {
                verdict.rule = references_.reference(RoundRule::DoubleCard);
                verdict.message = "A doubled hand receives one and only one card.";
                return verdict;
            }
        }
        if (where && where->seat != 0 && box == nullptr) {
            verdict.rule = references_.reference(RoundRule::InitialDeal);
            verdict.message =
                "Box " + std::to_string(where->seat) + " has no wager: it gets no card.";
            return verdict;
        }
        verdict.message = options.empty() ? "No card is to be dealt now."
                                          : "Out of order. " + options.front().description + ".";
        return verdict;
    }

    if (const auto *total = std::get_if<action::AnnounceTotal>(&dealerAction)) {
        for (const auto &option : options) {
            if (std::holds_alternative<action::AnnounceTotal>(option.action) &&
                sameSpot(option.action, dealerAction)) {
                // §6(n): the players remain responsible for their count; the
                // announcement is made, with the wrong total.
                verdict.severity = Severity::Minor;
                verdict.applied = true;
                verdict.rule = option.rule;
                verdict.message = "Wrong total: " + lowercaseFirst(option.description) + ".";
                return verdict;
            }
        }
        if (total->seat == 0 && !options.empty() &&
            std::holds_alternative<action::DealCard>(options.front().action) &&
            sameSpot(options.front().action, dealerAction)) {
            verdict.message = options.front().description + " before announcing the total.";
            return verdict;
        }
    }
    if (const auto *pickUp = std::get_if<action::PickUp>(&dealerAction)) {
        const bool pickUpPhase = !options.empty() &&
                                 std::holds_alternative<action::PickUp>(options.front().action) &&
                                 settling;
        const bool hasCards =
            pickUp->seat == 0 ? !round.dealer.pickedUp : (box != nullptr && !box->pickedUp);
        const bool unsettled = box != nullptr && !box->pickedUp &&
                               (std::any_of(box->hands.begin(), box->hands.end(),
                                            [](const RoundHand &h) { return !h.settled; }) ||
                                (box->insurance && !box->insuranceSettled));
        if (unsettled) {
            verdict.rule = references_.reference(RoundRule::SettlementOrder);
            verdict.message = "Settle every wager of the box before its cards leave the layout.";
            return verdict;
        }
        if (pickUpPhase && hasCards) {
            verdict.applied = true;
            verdict.rule = references_.reference(RoundRule::PickUp);
            verdict.message = "Pick up from the dealer's far right, counterclockwise, the "
                              "dealer's cards last. " +
                              options.front().description + " first.";
            return verdict;
        }
    }
    if (std::holds_alternative<action::OfferInsurance>(dealerAction) && !upCardAce(round)) {
        verdict.rule = references_.reference(RoundRule::InsuranceOffer);
        verdict.message = "Insurance is offered only when the dealer's first card is an ace.";
        return verdict;
    }
    if (options.empty()) {
        verdict.severity = Severity::Minor;
        verdict.message = awaitingDecision(round) || !awaitingInsurance(round).empty()
                              ? "Wait for the player's decision."
                              : "Nothing more is to be done in this round.";
        return verdict;
    }
    verdict.message = "Out of order. " + options.front().description + ".";
    return verdict;
}

std::optional<Verdict>
RoundReferee::holeCardMistake(const Round &round, const DealerAction &dealerAction,
                              const std::vector<Expectation> &options) const {
    Verdict verdict = refused(options);
    verdict.expected.clear(); // mistake() fills it in
    const auto reference = [&](RoundRule rule) { return references_.reference(rule); };
    const DealerHand &dealer = round.dealer;
    const auto where = spotOf(dealerAction);
    const RoundHand *hand = where ? round.hand(where->seat, where->hand) : nullptr;

    if (std::holds_alternative<action::CheckHoleCard>(dealerAction)) {
        if (!holeCardInDeal() || faceUpHoleCard() || dealer.cards.size() < 2) {
            verdict.message = "There is no face-down hole card to check.";
        } else if (!cardReader(round)) {
            verdict.rule = reference(RoundRule::HoleCardDeal);
            verdict.message = "Without a card reader the dealer does not look at the hole card "
                              "until every card the players requested is dealt.";
        } else if (!upCardAceOrTen(round)) {
            verdict.rule = reference(RoundRule::CardReaderCheck);
            verdict.message = "The card reader is used only under an ace or a ten-value card. A "
                              "hole card read under another card is an irregularity: notify a "
                              "casino supervisor (" +
                              std::string(verdict.rule.citation.regulation == Regulation::Blackjack
                                              ? "§15(k)"
                                              : "Blackjack (tribal) (n)(8)") +
                              ").";
        } else if (insuranceOfferPending(round) || !awaitingInsurance(round).empty()) {
            verdict.rule = reference(RoundRule::InsuranceBeforeReader);
            verdict.message = "Every insurance wager is placed before the hole card goes into the "
                              "card reader.";
        } else if (dealer.holeCardChecked || !dealer.holeCardFaceDown) {
            verdict.severity = Severity::Minor;
            verdict.message = "The hole card has already been checked.";
        } else {
            return std::nullopt;
        }
        return verdict;
    }
    if (std::holds_alternative<action::RevealHoleCard>(dealerAction)) {
        if (!dealer.holeCardFaceDown) {
            verdict.severity = Severity::Minor;
            verdict.message = "There is no face-down hole card to turn up.";
            return verdict;
        }
        // §6(b), §6(j): the hole card is not exposed before the players' cards.
        verdict.severity = Severity::Integrity;
        verdict.applied = true;
        verdict.rule = reference(RoundRule::HoleCardNotExposed);
        verdict.message = "The hole card is exposed before every card the players requested is "
                          "dealt.";
        return verdict;
    }
    if (std::holds_alternative<action::TurnDoubleCard>(dealerAction)) {
        if (hand == nullptr || !doubleCardHidden(*hand)) {
            verdict.severity = Severity::Minor;
            verdict.message = "There is no face-down double down card there.";
        } else if (!dealerHandDone(round)) {
            verdict.applied = true; // the card is face up, whatever the rule
            verdict.rule = reference(RoundRule::DoubleCardTurnUp);
            verdict.message = "The face-down double down card is turned up only after the dealer "
                              "has drawn, when the hand is settled in rotation.";
        } else {
            verdict.severity = Severity::Minor;
            verdict.applied = true;
            verdict.rule = reference(RoundRule::SettlementOrder);
            verdict.message = "Out of rotation: settle from the dealer's far right.";
        }
        return verdict;
    }
    if (isSettlement(dealerAction) && hand != nullptr && doubleCardHidden(*hand)) {
        verdict.rule = reference(RoundRule::DoubleCardTurnUp);
        verdict.message = "Turn up the double down card before settling the hand.";
        return verdict;
    }
    if (faceUpHoleCard() && (std::holds_alternative<action::OfferInsurance>(dealerAction) ||
                             std::holds_alternative<action::SettleSurrender>(dealerAction))) {
        verdict.rule = reference(RoundRule::FaceUpHoleCardRules);
        verdict.message = "With the hole card dealt face up, surrender and insurance are not "
                          "available.";
        return verdict;
    }
    if (std::holds_alternative<action::OfferInsurance>(dealerAction) && upCardAce(round) &&
        cardReader(round) && dealer.holeCardChecked) {
        verdict.rule = reference(RoundRule::InsuranceBeforeReader);
        verdict.message = "Insurance closed when the hole card went into the card reader.";
        return verdict;
    }
    if (const auto *deal = std::get_if<action::DealCard>(&dealerAction)) {
        if (deal->seat != 0 && dealerBlackjackKnown(round) && round.box(deal->seat) != nullptr) {
            verdict.applied = true; // a card out of the shoe is dealt (§15)
            verdict.rule = reference(RoundRule::DealerBlackjackKnown);
            verdict.message = "The dealer has blackjack: no additional cards are dealt.";
            return verdict;
        }
        if (deal->seat == 0 && !options.empty() &&
            options.front().action == DealerAction(action::DealCard{0, 1, Face::Down, false}) &&
            deal->face == Face::Up) {
            verdict.severity = Severity::Integrity;
            verdict.applied = true;
            verdict.rule = reference(RoundRule::HoleCardNotExposed);
            verdict.message = "The hole card is dealt face down, its value not disclosed.";
            return verdict;
        }
        if (deal->seat == 0 && holeCardInDeal() && dealDone(round) && !playersDone(round)) {
            verdict.applied = true;
            verdict.message = "Out of order: the dealer draws after every player's cards. " +
                              (options.empty() ? std::string() : options.front().description + ".");
            return verdict;
        }
    }
    return std::nullopt;
}

} // namespace dt::blackjack
