// The players' part of a blackjack round: whose turn it is, what a hand may
// do (§8, §10, §11), the dealer's steps on a hand's turn (§6(f)-(g)), and
// the players' decisions and answers as they change the round.
#include "round_layout.h"
#include "round_multiple_action.h"
#include "round_referee.h"
#include "round_sevens_offer.h"
#include "round_shared_box.h"
#include "settlement.h"

#include <algorithm>

namespace dt::blackjack {

using action::Face;
using event::Decision;

bool RoundReferee::handFinished(const Round &round, const RoundBox &box,
                                const RoundHand &hand) const {
    if (box.pickedUp || hand.dead) {
        return true; // §15(h), §15(j): a dead hand takes no action
    }
    if (dealerBlackjackKnown(round)) {
        // §6(j)(1), §6(k)(6): no additional cards are dealt; the wagers are
        // settled under §7, whose §7(b) has a blackjack announced first.
        return !hand.isBlackjack() || hand.announcedCards == 2 || box.hands.size() > 1 ||
               handDealt(); // §6A(g): held face down, turned over to settle
    }
    if (hand.cards.size() < 2 || hand.pending) {
        return false;
    }
    if (box.refusedCardInError) {
        return true; // §15(d): "shall not have any additional cards dealt to him"
    }
    if (insuranceAtTurnPending(round, box)) {
        return false; // §9(b): insured just before the decision, even a blackjack
    }
    if (hand.surrendered) {
        // §8(a)(1) settles at once; §8(a)(2) waits for the dealer's second
        // card; 002 (h)(1): late, when the hole card is turned up.
        return (hand.settled && behindSettled(hand)) || !upCardLow(round) || surrendersHeld();
    }
    const bool announced = hand.announcedCards == static_cast<int>(hand.cards.size()) ||
                           hand.doubleCardFaceDown || noTotalAnnounced(hand);
    if (!announced) {
        return false;
    }
    const HandValue value = hand.value();
    if (value.blackjack || value.total >= 21) {
        return true; // §12(a)(1): no card to a blackjack or 21
    }
    if (hand.doubleDown > Money() && hand.cards.size() >= 3) {
        return true; // §10(a): one and only one card
    }
    if (hand.splitAces) {
        return true; // §11(c)(2): one card to each ace
    }
    return hand.stood;
}

std::optional<Spot> RoundReferee::currentTurn(const Round &round) const {
    // §15(j): a hand whose requested card was missed waits until every other
    // player has had their cards, then takes it if its player so chooses.
    const auto deferred = [](const RoundHand &hand) {
        return hand.missedCard && hand.cards.size() >= 2;
    };
    for (const bool late : {false, true}) {
        for (const auto &box : round.boxes) {
            for (std::size_t i = 0; i < box.hands.size(); ++i) {
                const RoundHand &hand = box.hands[i];
                if (deferred(hand) != late || (late && !hand.takesLateCard.value_or(false))) {
                    continue;
                }
                if (!handFinished(round, box, hand)) {
                    return Spot{box.seat, static_cast<int>(i) + 1};
                }
            }
        }
    }
    return std::nullopt;
}

std::vector<Spot> RoundReferee::awaitingMissedCardAnswer(const Round &round) const {
    std::vector<Spot> spots;
    for (const auto &box : round.boxes) {
        for (std::size_t i = 0; i < box.hands.size(); ++i) {
            const RoundHand &hand = box.hands[i];
            // §15(h): a box missed in the deal answers once the others have two.
            const bool duringDeal = hand.cards.size() < 2;
            if (!box.pickedUp && missedCardUnanswered(hand) &&
                (!duringDeal || nextInitialSpot(round, holeCardInDeal()) == kAwaitingPlayer)) {
                spots.push_back(Spot{box.seat, static_cast<int>(i) + 1});
            }
        }
    }
    return spots;
}

std::vector<int> RoundReferee::awaitingInsurance(const Round &round) const {
    std::vector<int> seats;
    for (const auto &box : round.boxes) {
        const bool offered =
            insuranceAtTurn() ? box.insuranceOfferedAtTurn : round.insuranceOffered;
        // §13(f): each player on the box answers for themselves.
        if (offered && (!box.insuranceAnswered || behindInsuranceUnanswered(box)) &&
            !box.pickedUp) {
            seats.push_back(box.seat);
        }
    }
    return seats;
}

std::optional<Spot> RoundReferee::awaitingDecision(const Round &round) const {
    if (!dealDone(round) || !awaitingInsurance(round).empty()) {
        return std::nullopt;
    }
    if (insuranceOfferPending(round) || peekPending(round) || bustPending(round)) {
        return std::nullopt; // §6A(e)(3): a bust is collected before the next decision
    }
    const auto turn = currentTurn(round);
    if (!turn) {
        return std::nullopt;
    }
    const RoundHand &hand = *round.hand(turn->seat, turn->hand);
    // The dealer's part comes first: a card to deal, a total to announce.
    // §13(d)-(e): the players behind answer the caller's double or split first.
    if (turnSteps(round, *turn).empty() && !hand.surrendered &&
        !behindAnswerDue(*round.box(turn->seat))) {
        return turn;
    }
    return std::nullopt;
}

bool RoundReferee::Allowed::permits(event::Decision decision) const {
    switch (decision) {
    case Decision::Hit:
        return hit;
    case Decision::Stand:
        return true;
    case Decision::Double:
        return doubleDown;
    case Decision::Split:
        return split;
    case Decision::Surrender:
        return surrender;
    case Decision::Insurance:
    case Decision::EvenMoney:
    case Decision::NoInsurance:
        return false;
    }
    return false;
}

RoundReferee::Allowed RoundReferee::allowed(const Round &round, Spot spot) const {
    Allowed result;
    const RoundBox *box = round.box(spot.seat);
    const RoundHand *hand = round.hand(spot.seat, spot.hand);
    if (box == nullptr || hand == nullptr) {
        return result;
    }
    const HandValue value = hand->value();
    const bool twoCards = hand->cards.size() == 2;
    const bool firstDecision = twoCards && box->playDecisions == 0 && box->hands.size() == 1;
    result.hit = value.total < 21 && !hand->splitAces; // §12(a)
    // §10(a): the first two cards (of a split hand too), not on 21; §10(d).
    result.doubleDown = twoCards && value.total < 21 && !hand->splitAces &&
                        (!hand->fromSplit || rules_.offer.doubleAfterSplit);
    if (faceUpHoleCard()) {
        // §6(k)(4): only on a point count of 9, 10 or 11 (two cards with an
        // ace count 12 or more, so these are hard totals).
        result.doubleDown = result.doubleDown && value.total >= 9 && value.total <= 11;
    }
    // §11(a): identical value; §11(c)(1), (e): resplits only as the table
    // allows; §6(k)(5): never with the hole card face up.
    const int maxHands = faceUpHoleCard() ? 2 : std::max(2, rules_.offer.maxSplitHands);
    const bool pair = twoCards && cardValue(hand->cards[0]) == cardValue(hand->cards[1]);
    const bool aces = pair && hand->cards[0].rank == Rank::Ace;
    const bool resplitAllowed =
        !hand->fromSplit || (maxHands > 2 && !(aces && rules_.offer.splitAcesOnce));
    result.split = pair && static_cast<int>(box->hands.size()) < maxHands && resplitAllowed &&
                   !(aces && hand->fromSplit && maxHands <= 2);
    // §8(a): the first decision on the first two cards; §8(c) where offered;
    // §6(k)(3): not with the hole card face up.
    result.surrender = rules_.offer.surrender && firstDecision && !faceUpHoleCard();
    return result;
}

std::vector<Expectation> RoundReferee::turnSteps(const Round &round, Spot spot) const {
    const RoundHand &hand = *round.hand(spot.seat, spot.hand);
    const std::string where = spotText(spot.seat, spot.hand);
    if (behindAnswerDue(*round.box(spot.seat))) {
        return {}; // §13(d)-(e): the players behind answer the double or split
    }
    if (hand.cards.size() < 2) {
        // §11(b): complete the first incomplete hand on the dealer's left.
        return {expect(action::DealCard{spot.seat, spot.hand, Face::Up, false},
                       RoundRule::SplitOrder, "Deal the second card to " + where)};
    }
    if (hand.pending == Decision::Hit && hand.missedCard) {
        return {
            expect(action::DealCard{spot.seat, spot.hand, Face::Up, false},
                   irregularity(Irregularity::RequestedCardNotDealt),
                   "Deal " + where + " the card it asked for, now that the others have theirs")};
    }
    if (hand.pending == Decision::Hit) {
        return {expect(action::DealCard{spot.seat, spot.hand, Face::Up, false},
                       RoundRule::DealDecision, "Deal a card face up to " + where)};
    }
    if (hand.pending == Decision::Double) {
        // §10(c): face up unless the licensee requires face down; always sideways.
        const bool requested = rules_.offer.doubleCardFace == DoubleCardFace::FaceDownOnRequest &&
                               faceDownDoubleRequests_.count(spot.seat) > 0;
        const Face face = rules_.offer.doubleCardFace == DoubleCardFace::FaceDown || requested
                              ? Face::Down
                              : Face::Up;
        return {expect(action::DealCard{spot.seat, spot.hand, face, true}, RoundRule::DoubleCard,
                       "Deal the one double down card " +
                           std::string(face == Face::Up ? "face up" : "face down") +
                           ", sideways, to " + where)};
    }
    if (hand.surrendered && !hand.settled && upCardLow(round) && !surrendersHeld()) {
        const Money refund = surrenderRefund(hand.wager);
        return {expect(action::SettleSurrender{spot.seat, spot.hand, refund},
                       RoundRule::SurrenderAtOnce,
                       "Collect half the wager of " + where + " and return " + refund.text())};
    }
    if (hand.surrendered && upCardLow(round) && !surrendersHeld()) {
        if (auto behind = behindSurrendersAtOnce(*round.box(spot.seat), spot.hand);
            !behind.empty()) {
            return behind; // §13(b): the caller's surrender, each wager behind too
        }
    }
    if (hand.announcedCards != static_cast<int>(hand.cards.size()) && !hand.doubleCardFaceDown &&
        !noTotalAnnounced(hand)) {
        const HandValue value = hand.value();
        RoundRule rule = RoundRule::DealDecision;
        if (value.blackjack) {
            rule = RoundRule::BlackjackHeld;
        } else if (hand.fromSplit && hand.cards.size() == 2) {
            rule = RoundRule::SplitHandTotal;
        } else if (hand.cards.size() == 2) {
            rule = RoundRule::AnnounceTotal;
        }
        const std::string total = totalText(value);
        return {expect(action::AnnounceTotal{spot.seat, spot.hand, total}, rule,
                       "Announce " + total + " for " + where)};
    }
    const RoundBox &box = *round.box(spot.seat);
    if (insuranceAtTurnPending(round, box) && !box.insuranceOfferedAtTurn) {
        // §9(b): "immediately prior to such player indicating" a decision.
        return {expect(action::OfferInsurance{spot.seat}, RoundRule::InsuranceAtTurn,
                       // §6A(d): a hand held face down is not known to the dealer.
                       evenMoneyOffered() && (hand.isBlackjack() || handDealt())
                           ? "Offer insurance or even money to " + where
                           : "Offer insurance to " + where)};
    }
    return {};
}

bool RoundReferee::playersDone(const Round &round) const {
    return dealDone(round) && awaitingInsurance(round).empty() && !insuranceOfferPending(round) &&
           !peekPending(round) && !currentTurn(round) && awaitingMissedCardAnswer(round).empty();
}

TableState RoundReferee::applyEvent(const TableState &state, const TableEvent &tableEvent) const {
    if (!std::holds_alternative<Round>(state.round)) {
        return state;
    }
    if (const auto *reach = std::get_if<event::PlayerReachesForWager>(&tableEvent)) {
        TableState next = state;
        if (RoundBox *box = std::get<Round>(next.round).box(reach->seat)) {
            box->reachingForWager = true;
        }
        return next;
    }
    if (const auto *discard = std::get_if<event::PlayerDiscardsBust>(&tableEvent)) {
        TableState next = state;
        if (RoundBox *box = std::get<Round>(next.round).box(discard->seat)) {
            box->bustDiscarded = true; // §6A(e)(2): the first two cards, face down
        }
        return next;
    }
    if (const auto *answer = std::get_if<event::PlayerAnswersMissedCard>(&tableEvent)) {
        TableState next = state;
        if (RoundHand *hand = std::get<Round>(next.round).hand(answer->seat, answer->hand)) {
            // §15(h), §15(j): the card late, or a dead hand.
            hand->takesLateCard = answer->takesCard;
            hand->dead = !answer->takesCard;
        }
        return next;
    }
    if (TableState next = state; applySharedBoxEvent(std::get<Round>(next.round), tableEvent)) {
        return next; // §13(b)-(f): a player behind the caller
    }
    if (std::holds_alternative<event::SupervisorRestoresUpCard>(tableEvent)) {
        TableState next = state;
        applyMultipleActionEvent(next, tableEvent); // §15(n)
        return next;
    }
    if (const auto *out = std::get_if<event::PlayerAsksOut>(&tableEvent)) {
        TableState next = state;
        Round &round = std::get<Round>(next.round);
        // §15(a): only where the licensee allows it, right after the
        // misdelivery, from a player still in the hand (mayAskOut()).
        const auto seats = mayAskOut(round);
        if (std::find(seats.begin(), seats.end(), out->seat) != seats.end()) {
            round.box(out->seat)->asksOut = true;
        }
        return next;
    }
    if (const auto *refusal = std::get_if<event::PlayerRefusesCardInError>(&tableEvent)) {
        TableState next = state;
        Round &round = std::get<Round>(next.round);
        // §15(d): only the hand the card is offered to may refuse it; the
        // card stays out for the next hand entitled to a card, or the dealer.
        if (cardInErrorOffered(round, Spot{refusal->seat, refusal->hand})) {
            round.box(refusal->seat)->refusedCardInError = true;
        }
        return next;
    }
    if (const auto *answer = std::get_if<event::PlayerAnswersSevensOffer>(&tableEvent)) {
        TableState next = state;
        answerSevensOffer(std::get<Round>(next.round), *answer); // §6(j)(3), §6(k)(6)
        return next;
    }
    const auto *decides = std::get_if<event::PlayerDecides>(&tableEvent);
    if (decides == nullptr) {
        return state;
    }
    TableState next = state;
    Round &round = std::get<Round>(next.round);
    if (applyMultipleActionAnswer(round, *decides)) {
        return next; // §18(d): insurance per spot
    }
    RoundBox *box = round.box(decides->seat);
    RoundHand *hand = round.hand(decides->seat, decides->hand);
    if (box == nullptr || hand == nullptr) {
        return next;
    }
    switch (decides->decision) {
    case Decision::Insurance:
        box->insurance = decides->amount;
        box->insuranceAnswered = true;
        return next;
    case Decision::EvenMoney:
        box->evenMoney = evenMoneyOffered() && hand->isBlackjack();
        box->insuranceAnswered = true;
        return next;
    case Decision::NoInsurance:
        box->insuranceAnswered = true;
        return next;
    case Decision::Hit:
        hand->pending = Decision::Hit;
        break;
    case Decision::Stand:
        hand->stood = true;
        break;
    case Decision::Double:
        askPlayersBehind(*hand); // §13(d)
        hand->doubleDown = decides->amount;
        hand->wager += decides->amount;
        hand->pending = Decision::Double;
        break;
    case Decision::Split: {
        // §11(a): two hands, the second with a wager equal to the original;
        // the new hand sits to the right of the one split.
        askPlayersBehind(*hand); // §13(e)
        RoundHand second;
        second.cards.push_back(hand->cards.back());
        hand->cards.pop_back();
        second.wager = decides->amount;
        second.fromSplit = true;
        hand->fromSplit = true;
        hand->announcedCards = 0;
        second.splitAces = hand->splitAces = hand->cards.front().rank == Rank::Ace;
        box->hands.insert(box->hands.begin() + decides->hand, second);
        break;
    }
    case Decision::Surrender:
        hand->surrendered = true;
        break;
    }
    applyMultipleActionDecision(round, *box, *decides); // §18(c)
    ++box->playDecisions;
    return next;
}

} // namespace dt::blackjack
