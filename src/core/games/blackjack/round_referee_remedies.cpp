// The remedies of a blackjack round's irregularities (Blackjack §15, tribal
// (n)) and §3(f)-(h): the part of RoundReferee that takes over from the
// procedure when something is wrong on the table, and that decides where a
// card goes when it was not dealt where it was due.
#include "round_double_shoe.h"
#include "round_layout.h"
#include "round_referee.h"

#include <algorithm>

namespace dt::blackjack {

using action::Face;
using event::Decision;

namespace {

// The remedy a card drawn in error follows: §15(e) drawn by the dealer on
// seventeen; §15(c) not exposed; §15(d) exposed "after the initial two cards
// have been dealt to each player"; exposed before that, §15(d) does not
// reach it: a card delivered incorrectly, §15(a) ("the card will move forward
// or then be used as the dealer's next card or burned"). 002 cites (n)(3)
// for both exposed cases (round_irregularities.cpp).
Irregularity cardInErrorIrregularity(const CardInError &card) {
    if (card.drawnOnSeventeen) {
        return Irregularity::DealerDrewOnSeventeen;
    }
    if (!card.exposed) {
        return Irregularity::UnexposedCardInError;
    }
    return card.duringInitialDeal ? Irregularity::MisdeliveredCard
                                  : Irregularity::ExposedCardInError;
}

} // namespace

RuleReference RoundReferee::irregularity(Irregularity which) const {
    return irregularityReference(which, rules_.offer.regulation);
}

bool RoundReferee::shortOfCards(const std::vector<Expectation> &options) const {
    return !options.empty() &&
           options.front().rule == irregularity(Irregularity::InsufficientCards) &&
           !std::holds_alternative<action::BurnCard>(options.front().action);
}

std::optional<RoundReferee::DeadHandMistake>
RoundReferee::deadHandMistake(const Round &round, const DealerAction &dealerAction) const {
    int seat = 0;
    int hand = 1;
    if (const auto *deal = std::get_if<action::DealCard>(&dealerAction)) {
        seat = deal->seat;
        hand = deal->hand;
    } else if (const auto *total = std::get_if<action::AnnounceTotal>(&dealerAction)) {
        seat = total->seat;
        hand = total->hand;
    }
    const RoundHand *target = seat == 0 ? nullptr : round.hand(seat, hand);
    const std::string where = spotText(seat, hand);
    if (target != nullptr && round.box(seat)->asksOut) {
        // §15(a): the player asked out of the hand after the dealer's error:
        // let out, the hand takes no card and no total.
        return DeadHandMistake{irregularity(Irregularity::MisdeliveredCard),
                               target->dead
                                   ? where + " was let out of the hand: it takes no more cards "
                                             "and no total; its wager was returned."
                                   : "The player at " + where +
                                         " asked to be let out of the hand: return the wager "
                                         "first; no card goes to that hand."};
    }
    if (target != nullptr && round.box(seat)->refusedCardInError &&
        std::holds_alternative<action::DealCard>(dealerAction)) {
        // §15(d): "Any player refusing to accept such card shall not have any
        // additional cards dealt to him during such round."
        return DeadHandMistake{irregularity(Irregularity::ExposedCardInError),
                               "The player at " + where +
                                   " refused the exposed card drawn in error: no additional "
                                   "card goes to that player this round."};
    }
    if (target == nullptr || !target->dead) {
        return std::nullopt;
    }
    // §15(h): "If no cards are dealt to the player's hand, the hand is dead
    // and the player shall be included in the next deal" (a box that kept
    // one card and declined the late one is dead by the same paragraph);
    // §15(j): a hand called dead has its original wager returned.
    if (target->cards.size() < 2) {
        return DeadHandMistake{irregularity(Irregularity::BoxMissedInDeal),
                               where + " is dead: its player is included in the next deal, and "
                                       "no card goes to it nor total is announced this round."};
    }
    return DeadHandMistake{irregularity(Irregularity::RequestedCardNotDealt),
                           where + " was called dead: it takes no more cards and no total; its "
                                   "original wager is returned."};
}

bool RoundReferee::cardInErrorOffered(const Round &round, Spot spot) const {
    if (!round.cardInError ||
        cardInErrorIrregularity(*round.cardInError) != Irregularity::ExposedCardInError) {
        return false; // §15(d) reaches an exposed card after the initial two cards only
    }
    const auto turn = awaitingDecision(round);
    const RoundBox *box = round.box(spot.seat);
    if (!turn || turn->seat != spot.seat || turn->hand != spot.hand || box == nullptr ||
        !cardInErrorMayGoTo(*round.cardInError, spot.seat, rules_.offer.regulation)) {
        return false;
    }
    return std::all_of(box->hands.begin(), box->hands.end(),
                       [](const RoundHand &hand) { return hand.cards.size() >= 2; });
}

std::optional<std::vector<Expectation>>
RoundReferee::remedySteps(const TableState &state, const Round &round,
                          const std::vector<Expectation> &procedure) const {
    const DealerHand &dealer = round.dealer;
    // §3(f)-(h): a player reaching for a wager is stopped before anything else.
    for (const auto &box : round.boxes) {
        if (box.reachingForWager) {
            return std::vector{expect(action::StopWagerChange{box.seat}, RoundRule::WagersUntouched,
                                      "Stop the player at " + spotText(box.seat, 1) +
                                          ": no wager is touched once the first card is out")};
        }
    }
    // §15(a): the players who asked out of the hand after the misdelivery
    // are let out before the card in error moves on.
    if (auto letOut = letOutSteps(round)) {
        return letOut;
    }
    // 002 (n)(5), (n)(7): a card missed in the deal, or a requested card not
    // dealt, makes the round a misdeal (000 §15(f), (h), (j) go on instead).
    if (!round.voided) {
        std::optional<Irregularity> missed;
        if (dealer.missedCards > 0) {
            missed = Irregularity::DealerMissedOwnCard;
        }
        for (const auto &box : round.boxes) {
            for (const auto &hand : box.hands) {
                if (hand.missedCard || hand.dead) {
                    missed = hand.cards.size() < 2 ? Irregularity::BoxMissedInDeal
                                                   : Irregularity::RequestedCardNotDealt;
                }
            }
        }
        if (missed && isMisdeal(*missed, rules_.offer.regulation)) {
            return std::vector{expect(action::DeclareMisdeal{}, irregularity(*missed),
                                      "A card was missed: declare a misdeal, discard every card "
                                      "and deal the round again")};
        }
    }
    // §15(k): the hole card read under a card other than an ace or a ten.
    if (round.cardReaderMisused && !round.supervisorNotified) {
        return std::vector{expect(action::CallSupervisor{action::SupervisorReason::Irregularity},
                                  irregularity(Irregularity::CardReaderWrongUpCard),
                                  "Notify the casino supervisor: the hole card went into the card "
                                  "reader under " +
                                      toString(*round.upCard()))};
    }
    if (round.cardReaderMisused && rules_.offer.cardReaderShowsPlayers && !round.voided) {
        return std::vector{expect(action::CallHandsDead{},
                                  irregularity(Irregularity::CardReaderHandsDead),
                                  "The card reader lets the players learn the hole card: call all "
                                  "hands dead, collect the cards and return every wager")};
    }
    const auto *nextDeal =
        procedure.empty() ? nullptr : std::get_if<action::DealCard>(&procedure.front().action);
    if (round.cardInError) {
        const CardInError &card = *round.cardInError;
        const Face burnFace = card.exposed ? Face::Up : Face::Down;
        if (card.drawnOnSeventeen) {
            return std::vector{expect(action::BurnCard{burnFace},
                                      irregularity(Irregularity::DealerDrewOnSeventeen),
                                      "The dealer's hand stands: burn the card drawn in error")};
        }
        const Irregularity kind = cardInErrorIrregularity(card);
        if (nextDeal != nullptr &&
            cardInErrorMayGoTo(card, nextDeal->seat, rules_.offer.regulation)) {
            // §15(a), §15(c)-(d): the card drawn in error is the next card.
            Expectation use = procedure.front();
            use.rule = irregularity(kind);
            use.description += " (the card drawn in error, as the next card)";
            return std::vector{use};
        }
        const bool dealersCall =
            !procedure.empty() &&
            std::holds_alternative<action::Announce>(procedure.front().action) &&
            cardInErrorMayGoTo(card, 0, rules_.offer.regulation);
        if (dealersCall) {
            // The card is already out of the shoe: it is the dealer's second card.
            return std::vector{
                expect(action::DealCard{0, 1, Face::Up, false}, irregularity(kind),
                       "Give the dealer the card drawn in error as the second card")};
        }
        const bool dealerMayStillDraw =
            !procedure.empty() &&
            std::holds_alternative<action::RevealHoleCard>(procedure.front().action);
        if (playersDone(round) && nextDeal == nullptr && !dealerMayStillDraw) {
            // §15(a), §15(d): refused by the players, of no use to the dealer: burned.
            return std::vector{expect(action::BurnCard{burnFace}, irregularity(kind),
                                      "No hand can use the card drawn in error: burn it")};
        }
    }
    const bool fromShoe =
        nextDeal != nullptr &&
        !(round.cardInError &&
          cardInErrorMayGoTo(*round.cardInError, nextDeal->seat, rules_.offer.regulation)) &&
        !determinantInHand(round); // §6(d)(2): the determinant card is the first card
    // §15(g): the shoe runs out: the discards shuffled and cut, the first
    // card burned face down, the round completed. 002 (n)(6): a misdeal,
    // dealt again after the shuffle.
    if (round.reshuffleBurnDue) {
        return std::vector{expect(action::BurnCard{Face::Down},
                                  irregularity(Irregularity::InsufficientCards),
                                  "Burn the first card of the reshuffled cards face down")};
    }
    if (fromShoe && state.shoe.empty()) {
        const bool dealt = !dealer.cards.empty() ||
                           std::any_of(round.boxes.begin(), round.boxes.end(),
                                       [](const RoundBox &box) { return boxCards(box) > 0; });
        if (dealt && isMisdeal(Irregularity::InsufficientCards, rules_.offer.regulation)) {
            return std::vector{expect(action::DeclareMisdeal{},
                                      irregularity(Irregularity::InsufficientCards),
                                      "The shoe cannot complete the round: declare a misdeal")};
        }
        return std::vector{expect(action::Shuffle{}, irregularity(Irregularity::InsufficientCards),
                                  "The shoe is empty: shuffle and cut the discards")};
    }
    // §15(b): a card found face up in the shoe is not used.
    if (fromShoe && frontCardFaceUp(state)) {
        return std::vector{expect(action::BurnCard{Face::Up},
                                  irregularity(Irregularity::FaceUpInShoe),
                                  "The next card is face up in the shoe: do not use it, place it "
                                  "in the discard rack")};
    }
    return std::nullopt;
}

std::optional<Verdict>
RoundReferee::irregularityMistake(const Round &round, const DealerAction &dealerAction,
                                  const std::vector<Expectation> &options) const {
    Verdict verdict = refused(options);
    verdict.rule = {}; // each case below cites its own
    const std::string next = options.empty()
                                 ? std::string()
                                 : " Next: " + lowercaseFirst(options.front().description) + ".";
    const auto result = [&](Irregularity which, Severity severity, bool applied,
                            std::string message) {
        verdict.rule = irregularity(which);
        verdict.severity = severity;
        verdict.applied = applied;
        verdict.message = std::move(message);
        return std::optional<Verdict>(verdict);
    };
    // A mistake that happened: the verdict cites the rule broken, the message
    // the remedy's section, which the next expected action follows.
    const auto broken = [&](const RuleReference &rule, Irregularity which, Severity severity,
                            std::string message) {
        auto happened =
            result(which, severity, true,
                   std::move(message) + " (" + irregularity(which).citation.text() + ")");
        happened->rule = rule;
        return happened;
    };
    const RuleReference procedureRule = options.empty() ? RuleReference{} : options.front().rule;
    const DealerHand &dealer = round.dealer;
    // §3(h): the dealer does not let the player touch the wager.
    const auto reaching = std::find_if(round.boxes.begin(), round.boxes.end(),
                                       [](const RoundBox &box) { return box.reachingForWager; });
    if (reaching != round.boxes.end()) {
        verdict.rule = references_.reference(RoundRule::WagersUntouched);
        verdict.message = "The player at " + spotText(reaching->seat, 1) +
                          " reaches for the wager: stop it first; no wager is handled, removed "
                          "or altered once the first card is out.";
        return verdict;
    }
    if (std::holds_alternative<action::StopWagerChange>(dealerAction)) {
        verdict.severity = Severity::Minor;
        verdict.rule = references_.reference(RoundRule::WagersUntouched);
        verdict.message = "No player is reaching for a wager." + next;
        return verdict;
    }
    if (auto letOut = letOutMistake(round, dealerAction, options)) {
        return letOut; // §15(a)
    }
    if (auto dead = deadHandMistake(round, dealerAction)) {
        verdict.rule = dead->rule;
        verdict.message = dead->message + next;
        // A card out of the shoe is out: it moves forward (§15(a)); with a
        // card drawn in error already out the dealer is stopped first.
        verdict.applied =
            std::holds_alternative<action::DealCard>(dealerAction) && !round.cardInError;
        return verdict;
    }
    const bool holeCardInReader =
        dealer.cards.size() == 2 && dealer.holeCardFaceDown && !dealer.holeCardChecked;

    if (std::holds_alternative<action::CheckHoleCard>(dealerAction) && holeCardInReader) {
        if (cardReader() && round.cardReaderOutOfOrder) {
            return result(Irregularity::CardReaderOutOfOrder, Severity::Integrity, false,
                          "The card reader is out of order: deal as without one, the hole card "
                          "unseen until every player's cards are dealt.");
        }
        if (cardReader() && !upCardAceOrTen(round)) {
            return broken(references_.reference(RoundRule::CardReaderCheck),
                          Irregularity::CardReaderWrongUpCard, Severity::Integrity,
                          "The hole card went into the card reader under " +
                              toString(*round.upCard()) +
                              ", not an ace or a ten-value card: notify a casino supervisor.");
        }
    }
    const auto *deal = std::get_if<action::DealCard>(&dealerAction);
    const auto *firstBurn =
        options.empty() ? nullptr : std::get_if<action::BurnCard>(&options.front().action);
    if (deal != nullptr && firstBurn != nullptr) {
        if (round.cardInError) {
            // §15(e): drawn on seventeen; §15(a), §15(c)-(d): exposed or not.
            return result(cardInErrorIrregularity(*round.cardInError), Severity::Major, false,
                          "Burn the card drawn in error before dealing another card.");
        }
        if (round.reshuffleBurnDue) {
            // §15(g): "the first card shall be drawn face downwards and burned".
            return result(Irregularity::InsufficientCards, Severity::Major, false,
                          "The discards were shuffled and cut: burn their first card face down "
                          "before the round goes on.");
        }
        return result(Irregularity::FaceUpInShoe, Severity::Integrity, false,
                      "A card found face up in the shoe is not used: place it in the discard "
                      "rack, then deal the next card.");
    }
    if (deal != nullptr && round.cardInError) {
        const bool dueHere = std::any_of(options.begin(), options.end(), [&](const Expectation &o) {
            const auto *d = std::get_if<action::DealCard>(&o.action);
            return d != nullptr && d->seat == deal->seat;
        });
        if (!dueHere) {
            // 002 has no §15(a): the card is just the next card ((n)(2)-(3)).
            const bool tribal = rules_.offer.regulation == Regulation::BlackjackTribal;
            return result(cardInErrorIrregularity(*round.cardInError), Severity::Major, false,
                          std::string("A card drawn in error is already out: it goes to the next "
                                      "hand entitled to a card, ") +
                              (tribal ? "as though it were the next card from the shoe."
                                      : "forward, never back.") +
                              next);
        }
    }
    if (deal != nullptr && !options.empty()) {
        // §15(q): a double down card meant face down dealt face up: play goes on.
        const auto *expectedDeal = std::get_if<action::DealCard>(&options.front().action);
        if (expectedDeal != nullptr && expectedDeal->seat == deal->seat &&
            expectedDeal->hand == deal->hand && expectedDeal->sideways &&
            expectedDeal->face == Face::Down && deal->face == Face::Up) {
            return broken(procedureRule, Irregularity::DoubleCardDealtFaceUp, Severity::Minor,
                          "The double down card was to be dealt face down; dealt face up, play "
                          "continues and the wagers are settled as usual.");
        }
    }
    if (deal != nullptr && !dealDone(round)) {
        // §15(f), §15(h): a spot of the deal passed over.
        const auto sequence = initialSequence(round, holeCardInDeal());
        const auto found = std::find(sequence.begin(), sequence.end(), deal->seat);
        if (found != sequence.end() && found != sequence.begin()) {
            const int passed = sequence.front();
            const Irregularity which =
                passed == 0 ? Irregularity::DealerMissedOwnCard : Irregularity::BoxMissedInDeal;
            const std::string what = passed == 0 ? std::string("The dealer's own card")
                                                 : "The card of " + spotText(passed, 1);
            const std::string remedy =
                isMisdeal(which, rules_.offer.regulation)
                    ? " A misdeal follows: every card is discarded and the round dealt again."
                : passed == 0
                    ? " The deal goes on; the dealer takes the missed card once every player "
                      "has two."
                    : " The deal goes on; a box left with one card may take its second once "
                      "the others have two, and a box with none is dead.";
            return broken(procedureRule, which, Severity::Major, what + " was missed." + remedy);
        }
    }
    if (const auto *total = std::get_if<action::AnnounceTotal>(&dealerAction)) {
        const auto turn = currentTurn(round);
        const RoundHand *turnHand = turn ? round.hand(turn->seat, turn->hand) : nullptr;
        if (turnHand != nullptr && turnHand->pending && dealDone(round) &&
            forwardRank(total->seat) > forwardRank(turn->seat) && shortOfCards(options)) {
            // §15(g), 002 (n)(6): no card was left to deal; the hand's card
            // stays due, after the remedy of the short shoe.
            const bool misdeal =
                isMisdeal(Irregularity::InsufficientCards, rules_.offer.regulation);
            return result(Irregularity::InsufficientCards, Severity::Major, true,
                          "No card is left for the card " + spotText(turn->seat, turn->hand) +
                              " asked for: " +
                              (misdeal ? std::string("the round cannot be completed, a misdeal.")
                                       : std::string("shuffle and cut the discards, burn one and "
                                                     "deal its card, then go on.")) +
                              next);
        }
        if (turnHand != nullptr && turnHand->pending && dealDone(round) &&
            forwardRank(total->seat) > forwardRank(turn->seat)) {
            return broken(
                procedureRule, Irregularity::RequestedCardNotDealt, Severity::Major,
                spotText(turn->seat, turn->hand) + " asked for a card and did not get it." +
                    (isMisdeal(Irregularity::RequestedCardNotDealt, rules_.offer.regulation)
                         ? std::string(" A misdeal follows.")
                         : std::string(" The player chooses: the card after the other players, "
                                       "before the dealer's hand, or a dead hand with the "
                                       "original wager returned.")));
        }
    }
    if (std::holds_alternative<action::BurnCard>(dealerAction)) {
        if (round.cardInError && !round.cardInError->drawnOnSeventeen) {
            const bool exposed = round.cardInError->exposed;
            return result(
                cardInErrorIrregularity(*round.cardInError), Severity::Major, false,
                exposed ? "The exposed card drawn in error goes to the next player or the dealer "
                          "as the next card; it is burned only if no one can use it."
                        : "A card drawn in error without its face exposed is used as the next "
                          "card from the shoe, not burned.");
        }
        verdict.rule = options.empty() ? RuleReference{} : options.front().rule;
        verdict.message = "No card is to be burned now." + next;
        return verdict;
    }
    if (std::holds_alternative<action::DeclareMisdeal>(dealerAction) ||
        std::holds_alternative<action::CallHandsDead>(dealerAction)) {
        if (round.cardReaderMisused) {
            return result(Irregularity::CardReaderPlayContinues, Severity::Major, false,
                          "This card reader does not let a player learn the hole card: play "
                          "continues." +
                              next);
        }
        const bool missed =
            dealer.missedCards > 0 ||
            std::any_of(round.boxes.begin(), round.boxes.end(), [](const RoundBox &box) {
                return std::any_of(box.hands.begin(), box.hands.end(),
                                   [](const RoundHand &h) { return h.missedCard; });
            });
        if (missed) {
            return result(dealer.missedCards > 0 ? Irregularity::DealerMissedOwnCard
                                                 : Irregularity::BoxMissedInDeal,
                          Severity::Major, false,
                          "Not a misdeal here: the round goes on with the missed card dealt "
                          "late." +
                              next);
        }
        verdict.rule = options.empty() ? RuleReference{} : options.front().rule;
        verdict.message = "Nothing calls for voiding the round." + next;
        return verdict;
    }
    if (std::holds_alternative<action::CallSupervisor>(dealerAction)) {
        verdict.severity = Severity::Minor;
        verdict.rule = options.empty() ? RuleReference{} : options.front().rule;
        verdict.message = "Nothing here calls for the supervisor." + next;
        return verdict;
    }
    return std::nullopt;
}

void RoundReferee::placeDealtCard(TableState &next, Round &round, const action::DealCard &deal,
                                  const std::vector<Expectation> &options) const {
    const bool initialDealt = dealDone(round);
    bool toSpot = std::any_of(options.begin(), options.end(), [&](const Expectation &option) {
        const auto *expected = std::get_if<action::DealCard>(&option.action);
        return expected != nullptr && expected->seat == deal.seat &&
               (deal.seat == 0 || expected->hand == deal.hand);
    });
    if (!toSpot && !initialDealt) {
        // §15(f), §15(h): the deal goes on from where the card went; the
        // spots passed over missed their card.
        const auto sequence = initialSequence(round, holeCardInDeal());
        const auto found = std::find(sequence.begin(), sequence.end(), deal.seat);
        if (found != sequence.end() && deal.seat != kAwaitingPlayer) {
            for (auto missed = sequence.begin(); missed != found; ++missed) {
                if (*missed == 0) {
                    ++round.dealer.missedCards;
                } else if (RoundBox *box = round.box(*missed)) {
                    RoundHand &hand = box->hands[0];
                    // Missed in both passes: no card at all, the hand is dead.
                    hand.dead = hand.missedCard && hand.cards.empty();
                    hand.missedCard = true;
                }
            }
            toSpot = true;
        }
    }
    Card card;
    if (round.cardInError && toSpot &&
        cardInErrorMayGoTo(*round.cardInError, deal.seat, rules_.offer.regulation)) {
        card = round.cardInError->card; // §15(c)-(d): as the next card
        round.cardInError.reset();
    } else {
        if (next.shoe.empty()) {
            return;
        }
        // §6(l): the first card behind the cut card: the cut card came out.
        if (!round.cutCardSeat && next.shoeCardsBehindCutCard > 0 &&
            static_cast<int>(next.shoe.size()) <= next.shoeCardsBehindCutCard) {
            round.cutCardSeat = deal.seat;
        }
        card = next.shoe.front();
        next.shoe.erase(next.shoe.begin());
    }
    RoundHand *hand = deal.seat == 0 ? nullptr : round.hand(deal.seat, deal.hand);
    if (!toSpot || (deal.seat != 0 && (hand == nullptr || round.box(deal.seat)->pickedUp))) {
        // §15(a)-(e): delivered where no card is due; the dealer's hand,
        // once it stands, cannot use it (§15(e)).
        const bool dealerStands =
            deal.seat == 0 && round.dealer.cards.size() >= 2 && playersDone(round);
        round.cardInError = CardInError{card, deal.face == Face::Up, deal.seat, dealerStands,
                                        !playersInitialCardsDealt(round)};
        return;
    }
    if (deal.seat == 0) {
        if (!initialDealt && round.dealer.missedCards > 0) {
            --round.dealer.missedCards; // §15(f): the missed cards come first
        }
        if (holeCardInDeal() && round.dealer.cards.size() == 1) {
            round.dealer.holeCardFaceDown = deal.face == Face::Down;
        }
        round.dealer.cards.push_back(card);
        return;
    }
    hand->cards.push_back(card);
    round.additionalCardDealt = round.additionalCardDealt || initialDealt;
    if (hand->pending == Decision::Double) {
        hand->doubleCardFaceDown = deal.face == Face::Down;
    }
    hand->pending.reset();
    // §15(h), §15(j): the missed card is dealt.
    if (hand->missedCard && hand->cards.size() >= 2 && hand->takesLateCard.value_or(false)) {
        hand->missedCard = false;
        hand->takesLateCard.reset();
    }
}

} // namespace dt::blackjack
