#include "round_hand_dealt.h"

#include "../../table_state.h"
#include "round_action_spot.h"
#include "round_layout.h"
#include "round_referee.h"

#include <algorithm>

namespace dt::blackjack {

namespace {

using action::Face;

RuleReference reference(const char *section, const char *requirement) {
    return RuleReference{blackjackSection(section), requirement};
}

// §6A(e)(2): "a card which causes his or her point total to exceed 21"; a
// double card dealt face down (§10(c)) is not known to have done so, and is
// turned up and settled in rotation at the end.
bool overTwentyOne(const RoundHand &hand) {
    return !hand.dead && hand.value().bust && !hand.doubleCardFaceDown;
}

bool isMainOrSideSettlement(const DealerAction &dealerAction) {
    if (const auto *c = std::get_if<action::Collect>(&dealerAction)) {
        return c->wager != action::Wager::Insurance;
    }
    if (const auto *p = std::get_if<action::Pay>(&dealerAction)) {
        return p->wager != action::Wager::Insurance;
    }
    if (const auto *r = std::get_if<action::ReturnWager>(&dealerAction)) {
        return r->wager != action::Wager::Insurance;
    }
    return std::holds_alternative<action::SettleSurrender>(dealerAction);
}

// The box a settlement, a deal, an announcement, a pick-up or a turn-over
// concerns; -1 for any other action (a double card turned up included).
int seatOf(const DealerAction &dealerAction) {
    if (const auto *turnOver = std::get_if<action::TurnOverPlayerCards>(&dealerAction)) {
        return turnOver->seat;
    }
    const auto spot = spotOf(dealerAction);
    return spot && !std::holds_alternative<action::TurnDoubleCard>(dealerAction) ? spot->seat : -1;
}

// §6A(e)(3): the busted box's cards go to the discard rack once its wager is
// collected. An insurance wager on the box is settled only after the dealer's
// second card (§9(d)): the cards stay with it on the layout until then.
bool bustPickUpDue(const RoundBox &box) {
    return !box.pickedUp && box.hands.size() == 1 && overTwentyOne(box.hands[0]) &&
           box.hands[0].settled && !(box.insurance && !box.insuranceSettled);
}

// The box still holds its first two cards face down for the settlement.
bool heldFaceDown(const RoundBox &box) {
    return box.cardsFaceDown && !box.bustDiscarded && !box.pickedUp;
}

} // namespace

bool handDealt(const TableOffer &offer) {
    return offer.sixToFive && offer.regulation == Regulation::Blackjack;
}

bool oneRoundPerDeck(const TableOffer &offer) {
    return handDealt(offer) && offer.sixToFiveRoundsPerDeck == SixToFiveRoundsPerDeck::Single;
}

RoundRules handDealtRoundRules(RoundRules shoeGame) {
    const auto set = [&](RoundRule rule, const char *section, const char *requirement) {
        shoeGame.references[static_cast<std::size_t>(rule)] = reference(section, requirement);
    };
    set(RoundRule::InitialDeal, "6a(c)", "BJ-DEAL-15");
    // §6A(e): "deal face upwards whatever additional cards are necessary".
    set(RoundRule::DealDecision, "6a(e)", "BJ-DEAL-16");
    set(RoundRule::DealersCardCall, "6a(f)", "BJ-ANN-01");
    set(RoundRule::DealerSecondCard, "6a(f)", "BJ-DEAL-18");
    // §6A(f) cites "Section 12(c)"; the checklist ("Source typos", §6a(f)):
    // the variation's draw rule is §12(d).
    set(RoundRule::DealerDraws, "12(d)", "BJ-DRAW-03");
    set(RoundRule::DealerTotal, "6a(f)", "BJ-DEAL-18");
    set(RoundRule::PickUp, "6a(i)", "BJ-PICK-02");
    set(RoundRule::CutCardReached, "6a(j)", "BJ-SHUF-14");
    // §6A(h): the second card face down and a card reader "pursuant to
    // Section 6(j)" (checklist: use the §6(j) procedure).
    set(RoundRule::HoleCardDeal, "6a(h)", "BJ-DEAL-19");
    set(RoundRule::CardReaderCheck, "6a(h)", "BJ-DEAL-19");
    return shoeGame;
}

RuleReference handDealtReference(HandDealtRule rule) {
    switch (rule) {
    case HandDealtRule::Burn:
        return reference("6a(c)", "BJ-SHUF-13");
    case HandDealtRule::FaceDownDeal:
        return reference("6a(c)", "BJ-DEAL-15");
    case HandDealtRule::PlayersEvaluate:
        return reference("6a(d)", "BJ-DEAL-16");
    case HandDealtRule::SplitTurnOver:
        return reference("6a(e)(1)", "BJ-DEAL-16");
    case HandDealtRule::BustCollected:
        return reference("6a(e)(3)", "BJ-DEAL-17");
    case HandDealtRule::TurnOverToSettle:
        return reference("6a(g)", "BJ-DEAL-18");
    case HandDealtRule::CardsIntoShuffler:
        return reference("6a(i)", "BJ-PICK-02");
    }
    return reference("6a(a)", "BJ-DEAL-15");
}

bool bustAwaitsCollection(const RoundBox &box) {
    return !box.pickedUp &&
           std::any_of(box.hands.begin(), box.hands.end(),
                       [](const RoundHand &hand) { return overTwentyOne(hand) && !hand.settled; });
}

std::vector<TableEvent> playersDiscardBusts(const Round &round, const TableRules &rules) {
    std::vector<TableEvent> discards;
    if (!handDealt(rules.offer)) {
        return discards;
    }
    for (const auto &box : round.boxes) {
        // §6A(e)(2): the first two cards, held face down (a split's are face up).
        if (box.hands.size() == 1 && heldFaceDown(box) && overTwentyOne(box.hands[0]) &&
            !box.hands[0].settled) {
            discards.push_back(event::PlayerDiscardsBust{box.seat, 1});
        }
    }
    return discards;
}

// ---- The round referee's part for the variation ---------------------------

bool RoundReferee::handDealt() const {
    return blackjack::handDealt(rules_.offer);
}

bool RoundReferee::noTotalAnnounced(const RoundHand &hand) const {
    // §6A(d), (k): each player evaluates their own cards; §6A(e)(1) applies
    // §11, whose (c) announces a split hand's total after its second card.
    return handDealt() && !(hand.fromSplit && hand.cards.size() == 2);
}

bool RoundReferee::bustPending(const Round &round) const {
    return handDealt() &&
           std::any_of(round.boxes.begin(), round.boxes.end(), [](const RoundBox &box) {
               return bustAwaitsCollection(box) || bustPickUpDue(box);
           });
}

std::vector<Card> &RoundReferee::pickUpPile(TableState &next, Round &round, int seat) const {
    if (!handDealt()) {
        return next.discardRack; // §6(i)
    }
    // §6A(e)(3): a busted hand's cards go to the discard rack; §6A(i): the
    // rest stay in the dealer's hand for the automated shuffling device.
    const RoundBox *box = seat == 0 ? nullptr : round.box(seat);
    if (box != nullptr && box->hands.size() == 1 && overTwentyOne(box->hands[0])) {
        return next.discardRack;
    }
    return round.cardsPickedUp;
}

std::optional<std::vector<Expectation>> RoundReferee::handDealtSteps(const Round &round) const {
    if (!handDealt()) {
        return std::nullopt;
    }
    // §6A(c): "the dealer may, upon the election of the gaming licensee, burn
    // the top card ... and not reveal the card to any player".
    if (rules_.offer.sixToFiveBurnEachRound && !round.burnDone && noCardOut(round)) {
        return std::vector{expect(action::BurnCard{Face::Down},
                                  handDealtReference(HandDealtRule::Burn),
                                  "Burn the top card face down, not revealed")};
    }
    // §6A(i): the dealer's cards against the bottom of the players', then
    // every card into the automated shuffling device.
    if (round.dealer.pickedUp && !round.cardsPickedUp.empty()) {
        return std::vector{expect(action::PlaceCards{action::Pile::Shuffler},
                                  handDealtReference(HandDealtRule::CardsIntoShuffler),
                                  "Place the cards in the automated shuffling device")};
    }
    // §6A(e)(2)-(3): the player discards, the dealer "shall immediately
    // collect a player's losing wager and place the player's cards in the
    // discard rack".
    for (const auto &box : round.boxes) {
        if (box.pickedUp) {
            continue;
        }
        for (std::size_t i = 0; i < box.hands.size(); ++i) {
            const RoundHand &hand = box.hands[i];
            if (!overTwentyOne(hand)) {
                continue;
            }
            const int number = static_cast<int>(i) + 1;
            const std::string where = spotText(box.seat, number);
            if (!hand.settled) {
                if (box.hands.size() == 1 && heldFaceDown(box)) {
                    return std::vector<Expectation>{}; // the player discards first
                }
                return std::vector{
                    expect(action::Collect{box.seat, number, action::Wager::Main, hand.wager},
                           handDealtReference(HandDealtRule::BustCollected),
                           "Collect the losing wager of " + where + ", " + hand.wager.text() +
                               ", at once")};
            }
            if (bustPickUpDue(box)) {
                return std::vector{expect(action::PickUp{box.seat},
                                          handDealtReference(HandDealtRule::BustCollected),
                                          "Place the cards of " + where + " in the discard rack")};
            }
        }
    }
    // §6A(e)(1): "the dealer shall turn over the player's two cards dealt face
    // down and proceed in accordance with Section 11".
    for (const auto &box : round.boxes) {
        if (heldFaceDown(box) && box.hands.size() > 1) {
            return std::vector{
                expect(action::TurnOverPlayerCards{box.seat},
                       handDealtReference(HandDealtRule::SplitTurnOver),
                       "Turn over the two cards of " + spotText(box.seat, 1) + " for the split")};
        }
    }
    // §6A(g): once the dealer's hand is complete, "turn over each player's
    // two cards dealt face down and settle all remaining wagers": every box
    // turned over (any order; from the dealer's far right first), then the
    // settlement in rotation.
    if (dealerHandDone(round)) {
        std::vector<Expectation> turnOvers;
        for (auto box = round.boxes.rbegin(); box != round.boxes.rend(); ++box) {
            if (heldFaceDown(*box)) {
                turnOvers.push_back(expect(action::TurnOverPlayerCards{box->seat},
                                           handDealtReference(HandDealtRule::TurnOverToSettle),
                                           "Turn over the cards of " + spotText(box->seat, 1)));
            }
        }
        if (!turnOvers.empty()) {
            return turnOvers;
        }
    }
    return std::nullopt;
}

void RoundReferee::adjustForHandDealt(const Round &round, std::vector<Expectation> &steps) const {
    if (!handDealt() || steps.empty()) {
        return;
    }
    // The dealer cannot settle what a player holds face down: the cards are
    // turned over first (§6A(g); even money, §7(c), needs the blackjack seen).
    if (isMainOrSideSettlement(steps.front().action)) {
        const RoundBox *box = round.box(seatOf(steps.front().action));
        if (box != nullptr && heldFaceDown(*box)) {
            steps = {expect(action::TurnOverPlayerCards{box->seat}, steps.front().rule,
                            "Turn over the cards of " + spotText(box->seat, 1) +
                                " to settle its wager")};
            return;
        }
    }
    const RuleReference &initialDeal = references_.reference(RoundRule::InitialDeal);
    for (auto &step : steps) {
        auto *deal = std::get_if<action::DealCard>(&step.action);
        if (deal == nullptr) {
            continue;
        }
        if (deal->seat == 0) {
            if (step.rule == initialDeal) {
                step.rule.citation.section = "6a(c)(2)"; // one card face up to the dealer
            }
            continue;
        }
        const RoundBox *box = round.box(deal->seat);
        if (box == nullptr || box->hands.size() != 1 || box->hands[0].cards.size() >= 2) {
            continue; // §6A(e): additional cards face up
        }
        // §6A(c)(1), (3): the players' first two cards face down.
        deal->face = Face::Down;
        if (step.rule == initialDeal) {
            step.rule.citation.section = box->hands[0].cards.empty() ? "6a(c)(1)" : "6a(c)(3)";
            step.description = "Deal a card face down to " + spotText(deal->seat, 1);
        }
    }
}

std::optional<Verdict>
RoundReferee::handDealtMistake(const Round &round, const DealerAction &dealerAction,
                               const std::vector<Expectation> &options) const {
    if (!handDealt()) {
        return std::nullopt;
    }
    Verdict verdict = refused(options);
    verdict.expected.clear(); // mistake() fills it in
    const Expectation *front = options.empty() ? nullptr : &options.front();
    const auto frontIs = [&](HandDealtRule rule) {
        return front != nullptr && front->rule == handDealtReference(rule);
    };
    const int seat = seatOf(dealerAction);
    const RoundBox *box = seat > 0 ? round.box(seat) : nullptr;

    if (const auto *burn = std::get_if<action::BurnCard>(&dealerAction);
        burn && frontIs(HandDealtRule::Burn) && burn->face == Face::Up) {
        verdict.severity = Severity::Integrity;
        verdict.applied = true; // the card is burned, and seen
        verdict.rule = handDealtReference(HandDealtRule::Burn);
        verdict.message = "The burn card is not revealed to any player: burn it face down.";
        return verdict;
    }
    // §6A(c): the burn is the licensee's election; without it no card is
    // burned once the deck is in the hand (§6A(b)), not even a §6(c) one.
    if (std::holds_alternative<action::BurnCard>(dealerAction) &&
        !rules_.offer.sixToFiveBurnEachRound && noCardOut(round)) {
        verdict.rule = handDealtReference(HandDealtRule::Burn);
        verdict.message = "This table has not elected the burn at the start of each round, and "
                          "no card is burned once the deck is in the hand: deal the first card.";
        return verdict;
    }
    if (frontIs(HandDealtRule::Burn) && std::holds_alternative<action::DealCard>(dealerAction)) {
        verdict.rule = handDealtReference(HandDealtRule::Burn);
        verdict.message = "This table burns the top card at the start of each round, before the "
                          "first card is dealt.";
        return verdict;
    }
    if (const auto *deal = std::get_if<action::DealCard>(&dealerAction);
        deal && deal->seat > 0 && deal->face == Face::Up && front != nullptr) {
        const auto *due = std::get_if<action::DealCard>(&front->action);
        if (due != nullptr && due->seat == deal->seat && due->face == Face::Down) {
            // No remedy is written for it: like the face-down double card
            // dealt face up (§15(q)), play goes on with the card exposed.
            verdict.severity = Severity::Integrity;
            verdict.applied = true;
            verdict.rule = front->rule;
            verdict.message = "In the 6 to 5 variation the players' first two cards are dealt "
                              "face down: the card is exposed; play goes on with it.";
            return verdict;
        }
    }
    if (frontIs(HandDealtRule::BustCollected) && seat != seatOf(front->action)) {
        verdict.rule = handDealtReference(HandDealtRule::BustCollected);
        verdict.message =
            "A hand over 21 is settled at once: " + lowercaseFirst(front->description) +
            ", before anything else.";
        return verdict;
    }
    if (const auto *total = std::get_if<action::AnnounceTotal>(&dealerAction);
        total && total->seat > 0 &&
        std::none_of(options.begin(), options.end(), [&](const Expectation &option) {
            return std::holds_alternative<action::AnnounceTotal>(option.action) &&
                   seatOf(option.action) == total->seat;
        })) {
        verdict.rule = handDealtReference(HandDealtRule::PlayersEvaluate);
        verdict.message = "In the 6 to 5 variation each player picks up and evaluates their own "
                          "cards: the dealer announces no player's total.";
        return verdict;
    }
    if (isMainOrSideSettlement(dealerAction) && box != nullptr && heldFaceDown(*box)) {
        verdict.rule = handDealtReference(HandDealtRule::TurnOverToSettle);
        verdict.message = "Turn over the player's two face-down cards before settling the wager.";
        return verdict;
    }
    if (std::holds_alternative<action::TurnOverPlayerCards>(dealerAction)) {
        if (box == nullptr || !heldFaceDown(*box)) {
            verdict.severity = Severity::Minor;
            verdict.message = "There are no face-down cards to turn over there.";
            return verdict;
        }
        verdict.applied = true; // the cards are face up, whatever the rule
        verdict.rule = handDealtReference(HandDealtRule::TurnOverToSettle);
        verdict.message = "The players' cards are turned over for a split, or once every card "
                          "is dealt and the dealer's total announced, to settle.";
        return verdict;
    }
    if (const auto *place = std::get_if<action::PlaceCards>(&dealerAction)) {
        verdict.rule = handDealtReference(HandDealtRule::CardsIntoShuffler);
        verdict.message = place->to == action::Pile::DiscardRack
                              ? "In the 6 to 5 variation the cards picked up go into the "
                                "automated shuffling device, not the discard rack."
                              : "Pick up every spot's cards first, the dealer's last, under the "
                                "players' cards.";
        return verdict;
    }
    return std::nullopt;
}

void RoundReferee::applyHandDealt(const TableState &state, TableState &next, Round &round,
                                  const DealerAction &dealerAction,
                                  const std::vector<Expectation> &options) const {
    if (!handDealt()) {
        return;
    }
    if (std::holds_alternative<action::BurnCard>(dealerAction) && !options.empty() &&
        options.front().rule == handDealtReference(HandDealtRule::Burn)) {
        round.burnDone = true;
    } else if (const auto *deal = std::get_if<action::DealCard>(&dealerAction);
               deal && deal->seat > 0 && deal->face == Face::Down) {
        // §6A(c)(1), (3): a first or second card dealt face down, held by the player.
        const Round &before = std::get<Round>(state.round);
        const RoundBox *was = before.box(deal->seat);
        RoundBox *box = round.box(deal->seat);
        if (was != nullptr && box != nullptr && was->hands.size() == 1 &&
            was->hands[0].cards.size() < 2 && boxCards(*box) > boxCards(*was)) {
            box->cardsFaceDown = true;
        }
    } else if (const auto *turnOver = std::get_if<action::TurnOverPlayerCards>(&dealerAction)) {
        if (RoundBox *box = round.box(turnOver->seat)) {
            box->cardsFaceDown = false;
        }
    } else if (const auto *place = std::get_if<action::PlaceCards>(&dealerAction);
               place && place->to == action::Pile::Shuffler) {
        next.shufflerCards.insert(next.shufflerCards.end(), round.cardsPickedUp.begin(),
                                  round.cardsPickedUp.end());
        round.cardsPickedUp.clear();
        // §6A(j): after the cut card the deck in use is shuffled in the
        // device and the other comes out (shuffler_batch_preparation.h).
    }
    if (oneRoundPerDeck(rules_.offer) && next.stage != Stage::ShoeFinished && isComplete(next)) {
        // §5(i): "rotate decks of cards with each round of play": the round
        // over, the deck goes into the shuffler and the other comes out, as
        // after the cut card; the rotation is the licensee's election (§5(e)(4)).
        finishShoe(next, CutCardCameOut::HouseReshuffle, 0);
    }
}

} // namespace dt::blackjack
