// The state update of a blackjack round: what an accepted dealer action
// (or one that happened although wrong, such as a card out of the shoe)
// does to the table.
#include "../../table_state.h"
#include "round_action_spot.h"
#include "round_hand_dealt.h"
#include "round_layout.h"
#include "round_multiple_action.h"
#include "round_progressive.h"
#include "round_referee.h"
#include "round_sevens_offer.h"
#include "round_shared_box.h"
#include "round_side_wagers.h"
#include "round_streak.h"

#include <algorithm>

namespace dt::blackjack {

TableState RoundReferee::apply(const TableState &state, const DealerAction &dealerAction) const {
    if (!std::holds_alternative<Round>(state.round) || !judge(state, dealerAction).applied) {
        return state;
    }
    if (auto fromSide = applySideDeal(state, dealerAction)) {
        return *fromSide; // §6(d), §15(i): a deal_card naming a side of a double shoe
    }
    // §15(m): the up card not moved, the round goes on as if it had been.
    if (auto moved =
            impliedUpCardMove(state, dealerAction, steps(state, std::get<Round>(state.round)))) {
        return apply(*moved, dealerAction);
    }
    const auto options = steps(state, std::get<Round>(state.round));
    TableState next = state;
    Round &round = std::get<Round>(next.round);
    // §15(j): the dealer moved on past a hand whose requested card is not
    // dealt: a later hand's total announced. A card dealt to a later box is
    // a card delivered incorrectly (§15(a)): it moves forward and the hand's
    // card is still the next one. With no card left to deal, the round is
    // short of cards (§15(g), 002 (n)(6)), not a card the dealer failed to deal.
    if (const auto turn = currentTurn(round); turn && dealDone(round)) {
        RoundHand &turnHand = *round.hand(turn->seat, turn->hand);
        const auto target = spotOf(dealerAction);
        const bool movesOn = target && forwardRank(target->seat) > forwardRank(turn->seat) &&
                             std::holds_alternative<action::AnnounceTotal>(dealerAction);
        if (turnHand.pending && turnHand.cards.size() >= 2 && movesOn && !shortOfCards(options)) {
            turnHand.missedCard = true;
        }
    }
    const bool sharedBox = applySharedBox(round, dealerAction); // §13, §3(d)
    // §6(d): the determinant card drawn, burned or placed back for its deal.
    const bool doubleShoe = applyDoubleShoe(next, round, dealerAction, options);
    std::visit(
        [&](const auto &a) {
            using A = std::decay_t<decltype(a)>;
            if (sharedBox || doubleShoe) {
                return;
            }
            if constexpr (std::is_same_v<A, action::DealCard>) {
                placeDealtCard(next, round, a, options);
            } else if constexpr (std::is_same_v<A, action::BurnCard>) {
                // §15(b)-(e): the card in error, or the card face up in the shoe.
                if (round.cardInError) {
                    next.discardRack.push_back(round.cardInError->card);
                    round.cardInError.reset();
                } else if (!next.shoe.empty()) {
                    round.reshuffleBurnDue = false;
                    std::erase(next.faceUpCardsInShoe, static_cast<int>(next.shoe.size()));
                    next.discardRack.push_back(next.shoe.front());
                    next.shoe.erase(next.shoe.begin());
                }
            } else if constexpr (std::is_same_v<A, action::Shuffle>) {
                // §15(g): the discards become the shoe; after the round the
                // shoe is finished and prepared again (§6(l)).
                next.random.shuffle(next.discardRack);
                next.shoe = std::move(next.discardRack);
                next.discardRack.clear();
                next.shoeCardsBehindCutCard = 0;
                round.reshuffleBurnDue = true;
                round.cutCardSeat = round.cutCardSeat.value_or(0);
            } else if constexpr (std::is_same_v<A, action::CallSupervisor>) {
                round.supervisorNotified = true;
            } else if constexpr (std::is_same_v<A, action::StopWagerChange>) {
                if (RoundBox *box = round.box(a.seat)) {
                    box->reachingForWager = false;
                    box->wagerChangeStopped = true;
                }
            } else if constexpr (std::is_same_v<A, action::CallHandsDead>) {
                // §15(k)(1): the cards collected, every wager returned.
                for (auto &box : round.boxes) {
                    for (auto &hand : box.hands) {
                        next.discardRack.insert(next.discardRack.end(), hand.cards.begin(),
                                                hand.cards.end());
                        hand.settled = true;
                    }
                    box.pickedUp = true;
                }
                next.discardRack.insert(next.discardRack.end(), round.dealer.cards.begin(),
                                        round.dealer.cards.end());
                round.dealer.pickedUp = true;
                if (round.cardInError) {
                    next.discardRack.push_back(round.cardInError->card);
                    round.cardInError.reset();
                }
                round.voided = true;
            } else if constexpr (std::is_same_v<A, action::DeclareMisdeal>) {
                // 002 (n)(5), (n)(7): every card discarded, the round dealt again.
                std::vector<BoxWager> wagers;
                for (const auto &box : round.boxes) {
                    for (const auto &hand : box.hands) {
                        next.discardRack.insert(next.discardRack.end(), hand.cards.begin(),
                                                hand.cards.end());
                    }
                    wagers.push_back({box.seat, box.initialWager});
                }
                next.discardRack.insert(next.discardRack.end(), round.dealer.cards.begin(),
                                        round.dealer.cards.end());
                if (round.cardInError) {
                    next.discardRack.push_back(round.cardInError->card);
                }
                Round again = newRound(std::move(wagers));
                again.cutCardSeat = round.cutCardSeat;
                again.cardReaderOutOfOrder = round.cardReaderOutOfOrder;
                again.bonusSystemFailed = round.bonusSystemFailed;
                // The side wagers stand for the new deal, none settled yet.
                for (auto &box : again.boxes) {
                    for (const auto &placed : round.box(box.seat)->sideWagers) {
                        box.sideWagers.push_back(RoundSideWager{placed.wager,
                                                                placed.amount,
                                                                placed.over,
                                                                false,
                                                                {},
                                                                placed.onDealersHand,
                                                                placed.area});
                    }
                    box.streak = round.box(box.seat)->streak; // §22: as the round began
                    box.lammer = round.box(box.seat)->lammer;
                }
                redealMultipleAction(round, again); // 002 (q): the spots still to decide
                round = std::move(again);
            } else if constexpr (std::is_same_v<A, action::Announce>) {
                // §19(b)'s "no more bets" is applyProgressive()'s.
                round.dealer.dealersCardAnnounced =
                    round.dealer.dealersCardAnnounced || a.call == action::Call::DealersCard;
            } else if constexpr (std::is_same_v<A, action::AnnounceTotal>) {
                if (a.seat == 0) {
                    round.dealer.totalAnnounced = true;
                    round.dealer.totalMisannounced =
                        a.total != dealerTotalText(round.dealer.value());
                } else if (RoundHand *hand = round.hand(a.seat, a.hand)) {
                    hand->announcedCards = static_cast<int>(hand->cards.size());
                    hand->totalMisannounced = a.total != totalText(hand->value());
                }
            } else if constexpr (std::is_same_v<A, action::OfferInsurance>) {
                if (a.seat == 0) {
                    round.insuranceOffered = true;
                } else if (RoundBox *box = round.box(a.seat)) {
                    box->insuranceOfferedAtTurn = true;
                }
            } else if constexpr (std::is_same_v<A, action::CheckHoleCard>) {
                round.dealer.holeCardChecked = true;
                // §15(k): read under a card other than an ace or a ten.
                round.cardReaderMisused = !upCardAceOrTen(round);
            } else if constexpr (std::is_same_v<A, action::RevealHoleCard>) {
                round.dealer.holeCardFaceDown = false;
            } else if constexpr (std::is_same_v<A, action::TurnDoubleCard>) {
                if (RoundHand *hand = round.hand(a.seat, a.hand)) {
                    hand->doubleCardTurnedUp = true;
                }
            } else if constexpr (std::is_same_v<A, action::Collect> ||
                                 std::is_same_v<A, action::Pay> ||
                                 std::is_same_v<A, action::ReturnWager>) {
                if (a.wager == action::Wager::Side) {
                    // applySideWagers() below
                } else if (a.wager == action::Wager::Insurance) {
                    if (RoundBox *box = round.box(a.seat)) {
                        box->insuranceSettled = true;
                    }
                } else if (RoundHand *hand = round.hand(a.seat, a.hand)) {
                    hand->settled = true;
                    if constexpr (std::is_same_v<A, action::Collect>) {
                        round.box(a.seat)->collected += a.amount;
                    }
                    if constexpr (std::is_same_v<A, action::ReturnWager>) {
                        // §15(a): the player let out of the hand: dead, no more cards.
                        hand->dead = hand->dead || round.box(a.seat)->asksOut;
                    }
                }
            } else if constexpr (std::is_same_v<A, action::SettleSurrender>) {
                if (RoundHand *hand = round.hand(a.seat, a.hand)) {
                    hand->settled = true;
                }
            } else if constexpr (std::is_same_v<A, action::PickUp>) {
                // §6(i): in order, so each hand can be rebuilt; the dealer's
                // cards go under the players' into the discard rack (§6A(i):
                // held for the automated shuffling device).
                std::vector<Card> &pile = pickUpPile(next, round, a.seat);
                if (a.seat == 0) {
                    pile.insert(pile.end(), round.dealer.cards.begin(), round.dealer.cards.end());
                    round.dealer.pickedUp = true;
                    return;
                }
                if (RoundBox *box = round.box(a.seat)) {
                    for (const auto &hand : box->hands) {
                        pile.insert(pile.end(), hand.cards.begin(), hand.cards.end());
                    }
                    box->pickedUp = true;
                }
            }
        },
        dealerAction);
    applySideWagers(round, dealerAction);     // §17-§31: settled, initial cards kept
    applyStreak(round, dealerAction);         // §22(d): the lammer; the streak wagers settled
    applyAbandonedStreak(next, dealerAction); // §22(f): a streak of a player who left
    // §18, §15(n): multiple action's spots, the dealer's cards and the up card.
    applyMultipleAction(next, round, dealerAction);
    applyHandDealt(state, next, round, dealerAction, options); // §6A
    // §6(j)(3), §6(k)(6): the sevens offer; §19(b)-(c): the progressive steps.
    applySevensOffer(round, dealerAction);
    applyProgressive(std::get<Round>(state.round), round, dealerAction);
    if (isComplete(next)) {
        recordStreaks(next, round, rules_); // §22: the streaks outlive the round
    }
    if (round.cutCardSeat && isComplete(next) && next.stage != Stage::ShoeFinished) {
        // §6(l): the round completed and its cards collected, the shoe is
        // finished: the shoe's preparation takes the table (§6(l)(2), §5(e)).
        finishShoe(next,
                   *round.cutCardSeat == 0 ? CutCardCameOut::OnDealerHand : CutCardCameOut::OnBox,
                   *round.cutCardSeat);
    }
    return next;
}

} // namespace dt::blackjack
