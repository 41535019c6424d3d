#include "round_layout.h"

#include "round_shared_box.h"

#include <algorithm>

namespace dt::blackjack {

bool isTenValue(const Card &card) {
    return card.rank >= Rank::Ten;
}

// §7(a), §8(a)(1): a first card 2 to 9; §7(b), §8(a)(2): an ace or a ten-value card.
bool upCardLow(const Round &round) {
    const auto up = round.upCard();
    return up && up->rank != Rank::Ace && !isTenValue(*up);
}

bool upCardAce(const Round &round) {
    const auto up = round.upCard();
    return up && up->rank == Rank::Ace;
}

// §6(j): "an ace, king, queen, jack or 10 of any suit".
bool upCardAceOrTen(const Round &round) {
    const auto up = round.upCard();
    return up && (up->rank == Rank::Ace || isTenValue(*up));
}

// §10(c): a double down card dealt face down and not yet turned up.
bool doubleCardHidden(const RoundHand &hand) {
    return hand.doubleCardFaceDown && !hand.doubleCardTurnedUp;
}

int cardValue(const Card &card) {
    return isTenValue(card) ? 10 : static_cast<int>(card.rank);
}

bool dealerHasBlackjack(const Round &round) {
    return round.dealer.cards.size() == 2 && round.dealer.value().blackjack;
}

// Cards of a box counted for the initial deal (before any split).
std::size_t boxCards(const RoundBox &box) {
    std::size_t count = 0;
    for (const auto &hand : box.hands) {
        count += hand.cards.size();
    }
    return count;
}

bool noCardOut(const Round &round) {
    return round.dealer.cards.empty() && !round.cardInError &&
           std::all_of(round.boxes.begin(), round.boxes.end(),
                       [](const RoundBox &box) { return boxCards(box) == 0; });
}

// The cards of the initial deal still to come, in order (seat 0 = the
// dealer). §6(e): one card to each box, one to the dealer, a second to each
// box; §6(j), §6(k): then the dealer's hole card, before any additional card.
// A box missed in the first pass gets its first card in the second; its
// second comes after every other box has two, if the player wants it
// (§15(h)); the dealer's missed cards come after the players' (§15(f)).
std::vector<int> initialSequence(const Round &round, bool withHoleCard) {
    std::vector<int> sequence;
    const DealerHand &dealer = round.dealer;
    for (const auto &box : round.boxes) {
        const RoundHand &hand = box.hands[0];
        if (!box.pickedUp && !hand.dead && boxCards(box) == 0 && !hand.missedCard) {
            sequence.push_back(box.seat);
        }
    }
    if (dealer.cards.empty() && dealer.missedCards == 0) {
        sequence.push_back(0);
    }
    for (const auto &box : round.boxes) {
        const RoundHand &hand = box.hands[0];
        const std::size_t cards = boxCards(box);
        if (!box.pickedUp && !hand.dead && (cards == 0 || (cards == 1 && !hand.missedCard))) {
            sequence.push_back(box.seat);
        }
    }
    for (const auto &box : round.boxes) {
        const RoundHand &hand = box.hands[0];
        if (box.pickedUp || hand.dead || boxCards(box) != 1 || !hand.missedCard) {
            continue;
        }
        if (!hand.takesLateCard) {
            sequence.push_back(kAwaitingPlayer); // the player answers first
            return sequence;
        }
        if (*hand.takesLateCard) {
            sequence.push_back(box.seat);
        }
    }
    for (int i = 0; i < dealer.missedCards; ++i) {
        sequence.push_back(0);
    }
    if (withHoleCard && static_cast<int>(dealer.cards.size()) + dealer.missedCards < 2) {
        sequence.push_back(0);
    }
    return sequence;
}

std::optional<int> nextInitialSpot(const Round &round, bool withHoleCard) {
    const auto sequence = initialSequence(round, withHoleCard);
    if (sequence.empty()) {
        return std::nullopt;
    }
    return sequence.front();
}

// §15(h): a hand missed in the deal waits for its player's answer.
bool missedCardUnanswered(const RoundHand &hand) {
    return hand.missedCard && !hand.dead && !hand.takesLateCard.has_value();
}

// §15(a): a card delivered incorrectly moves forward from where it was
// delivered, the dealer last.
int forwardRank(int seat) {
    return seat == 0 ? 1000 : seat;
}

bool cardInErrorMayGoTo(const CardInError &card, int seat, Regulation regulation) {
    if (card.drawnOnSeventeen) {
        return false; // §15(e): burned
    }
    // §15(a) "under any circumstances": a card dealt face down to a box out of
    // turn is not brought back to an earlier box either. 002 is silent on a
    // card delivered incorrectly (no §15(a); checklist "Source typos", 002
    // (n)): its (n)(2) card not exposed and its (n)(3) exposed card are each
    // used "as though it were the next card from the shoe", wherever it lies,
    // and so is an exposed card during the initial deal, which (n)(3) does not
    // reach (the checklist's handling).
    if (regulation == Regulation::BlackjackTribal) {
        return true;
    }
    return forwardRank(seat) >= forwardRank(card.fromSeat);
}

// §15(b): the shoe's front card was found face up.
bool frontCardFaceUp(const TableState &state) {
    return !state.shoe.empty() &&
           std::find(state.faceUpCardsInShoe.begin(), state.faceUpCardsInShoe.end(),
                     static_cast<int>(state.shoe.size())) != state.faceUpCardsInShoe.end();
}

bool initialDealDone(const Round &round, bool withHoleCard) {
    return !round.boxes.empty() && !nextInitialSpot(round, withHoleCard);
}

bool playersInitialCardsDealt(const Round &round) {
    const auto sequence = initialSequence(round, false);
    return !round.boxes.empty() &&
           std::all_of(sequence.begin(), sequence.end(), [](int seat) { return seat == 0; });
}

// A main wager whose outcome still depends on the dealer's final total (a
// face-down double card may have busted it: the dealer cannot know, §10(c)).
bool mainWagerStanding(const RoundHand &hand) {
    // §13(c): a wager behind the caller's may stand after the caller's is settled.
    return (!hand.settled || !behindSettled(hand)) && !hand.surrendered && !hand.dead &&
           (!hand.value().bust || doubleCardHidden(hand));
}

// Whether a wager still waits for the dealer's second card or final total.
bool dependsOnDealer(const Round &round) {
    for (const auto &box : round.boxes) {
        if (box.pickedUp) {
            continue;
        }
        if (box.insurance && !box.insuranceSettled) {
            return true;
        }
        for (const auto &player : box.behind) {
            if (player.insurance && !player.insuranceSettled) {
                return true; // §13(f)
            }
        }
        for (const auto &hand : box.hands) {
            if (mainWagerStanding(hand) || (hand.surrendered && !hand.settled)) {
                return true;
            }
        }
    }
    return false;
}

} // namespace dt::blackjack
