#pragma once

#include "../../card.h"
#include "../../money.h"
#include "../../table_event.h"
#include "hand.h"

#include <optional>
#include <vector>

namespace dt::blackjack {

// One hand of a box: the box's hand, or one of the hands formed by splitting.
struct RoundHand {
    std::vector<Card> cards;
    Money wager;      // everything on the hand, a double down included
    Money doubleDown; // the double down's part of `wager` (§10(a)), zero without one
    bool fromSplit = false;
    bool splitAces = false; // §11(c)(2): one card to each ace
    // A decision the player made that still needs a card (hit, double down).
    std::optional<event::Decision> pending;
    bool stood = false;
    bool surrendered = false;
    bool doubleCardFaceDown = false; // §10(c): turned up at settlement
    bool doubleCardTurnedUp = false; // §10(c): the face-down card turned up
    // How many cards the hand held when its total was last announced.
    int announcedCards = 0;
    bool settled = false; // the main wager collected, paid, returned or surrendered

    HandValue value() const { return evaluate(cards, fromSplit); }
    bool isBlackjack() const { return value().blackjack; }
    friend bool operator==(const RoundHand &, const RoundHand &) = default;
};

// A box with a wager, its hands from the dealer's left.
struct RoundBox {
    int seat = 0;
    Money initialWager;
    std::vector<RoundHand> hands;
    std::optional<Money> insurance; // §9
    bool insuranceAnswered = false;
    bool insuranceOfferedAtTurn = false; // §9(b): the licensee's option, at the box's turn
    bool insuranceSettled = false;
    bool evenMoney = false; // §7(c)
    Money collected;        // main wagers collected so far (§11(d): the original once)
    bool pickedUp = false;  // the box's cards are off the layout
    int playDecisions = 0;  // decisions made so far (the script's place)
    friend bool operator==(const RoundBox &, const RoundBox &) = default;
};

// The dealer's hand: the up card first.
struct DealerHand {
    std::vector<Card> cards;
    bool dealersCardAnnounced = false; // §6(h)
    bool holeCardFaceDown = false;     // §6(j): the second card, until turned up
    bool holeCardChecked = false;      // §6(j): looked at with the card reader
    bool totalAnnounced = false;       // §6(h)
    bool pickedUp = false;
    HandValue value() const { return evaluate(cards, false); }
    friend bool operator==(const DealerHand &, const DealerHand &) = default;
};

// A card dealt to a box that holds no wager (a misdeal left for §15).
struct StrayCard {
    int seat = 0;
    Card card;
    friend bool operator==(const StrayCard &, const StrayCard &) = default;
};

// A round of blackjack as it stands on the layout: the part of TableState a
// blackjack round adds.
struct Round {
    std::vector<RoundBox> boxes; // by seat, from the dealer's left
    DealerHand dealer;
    bool insuranceOffered = false;
    // A player was dealt a card after the initial deal (§7(a), §9(b)).
    bool additionalCardDealt = false;
    std::vector<StrayCard> strayCards;
    // §6(l): the spot (0 = the dealer) dealt the first card behind the cut
    // card, once it came out; the shoe is reshuffled after the round.
    std::optional<int> cutCardSeat;
    friend bool operator==(const Round &, const Round &) = default;

    RoundBox *box(int seat);
    const RoundBox *box(int seat) const;
    // The hand at a spot (hand 1 = the leftmost), or null.
    RoundHand *hand(int seat, int hand);
    const RoundHand *hand(int seat, int hand) const;
    std::optional<Card> upCard() const;
};

// A round about to be dealt: a box for each seat and wager, in seat order.
struct BoxWager {
    int seat = 0;
    Money wager;
};
Round newRound(std::vector<BoxWager> wagers);

} // namespace dt::blackjack
