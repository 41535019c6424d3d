#pragma once

#include "../../card.h"
#include "../../money.h"
#include "../../shoe_side.h"
#include "../../table_event.h"
#include "hand.h"
#include "side_wager.h"
#include "streak.h"

#include <optional>
#include <vector>

namespace dt::blackjack {

// §13(c): the wager of a player behind the calling player, on one hand of
// the box (round_shared_box.h).
struct BehindStake {
    int behind = 1;   // the player's place in the line: 1 = right behind the caller
    Money wager;      // on this hand, a double down included
    Money doubleDown; // §13(d): the player doubled with the caller
    bool settled = false;
    // §13(d)-(e): the caller doubled or split this hand; the player answers.
    bool answerDue = false;
    friend bool operator==(const BehindStake &, const BehindStake &) = default;
};

// Multiple action (§18): a hand's wager against one of the dealer's hands.
struct SpotWager {
    Money wager;      // §18(b), a split hand's equal wager (§11(a), §18(c)) and a double
    Money doubleDown; // §18(c): the additional wager of a double down, part of `wager`
    bool settled = false;
    friend bool operator==(const SpotWager &, const SpotWager &) = default;
};

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
    // The total last announced was wrong: the dealer corrects it next.
    bool totalMisannounced = false;
    bool settled = false; // the main wager collected, paid, returned or surrendered
    // §15(h), §15(j): a card the hand was due that the dealer missed, and the
    // player's answer: the card late (true) or the hand dead (false).
    bool missedCard = false;
    std::optional<bool> takesLateCard;
    // §15(h), §15(j): the hand is dead: no more cards, the original wager returned.
    bool dead = false;
    // §13(c): the wagers of the players behind the caller on this hand.
    std::vector<BehindStake> behind = {};
    // §18(b)-(c): multiple action, the hand's wager on each betting spot (the
    // spot of the dealer's hand in play is copied into `wager`, `doubleDown`
    // and `settled`, round_multiple_action.h); empty without multiple action.
    std::vector<SpotWager> spots = {};

    HandValue value() const { return evaluate(cards, fromSplit); }
    bool isBlackjack() const { return value().blackjack; }
    friend bool operator==(const RoundHand &, const RoundHand &) = default;
};

// A side wager of a box (§17-§31), as placed before the first card.
struct RoundSideWager {
    SideWager wager = SideWager::OverUnder13;
    Money amount;
    // §17(b)(1)-(2): the side of 13 of an over/under 13 wager.
    bool over = true;
    bool settled = false;
    // The box's initial two cards, kept once dealt: a split moves them apart
    // and the §17(e), §11(f) sevens and §24(e), §29(g) deferred wagers need them.
    std::vector<Card> initialCards = {};
    // §29(d): a King's Bounty sidebet for the dealer's hand ("kingsBountyDealer").
    bool onDealersHand = false;
    // §22(d): a streak wager's betting area, 2 to 5; 0 for other wagers.
    int area = 0;
    friend bool operator==(const RoundSideWager &, const RoundSideWager &) = default;
};

// §13: a player wagering on a box behind the player who calls its decisions.
struct BehindPlayer {
    Money initialWager;
    std::optional<Money> insurance = {}; // §13(f): the player's own
    bool insuranceAnswered = false;
    bool insuranceSettled = false;
    bool evenMoney = false; // §7(c), the player's own answer
    Money collected = {};   // §11(d): the original wager collected once
    friend bool operator==(const BehindPlayer &, const BehindPlayer &) = default;
};

// §3(d): a verbal wager accompanied by cash, confirmed by the dealer and the
// casino supervisor and the cash converted into chips before the first card.
struct VerbalWager {
    bool dealerConfirmed = false;
    bool supervisorConfirmed = false;
    bool cashConverted = false;
    bool done() const { return dealerConfirmed && supervisorConfirmed && cashConverted; }
    friend bool operator==(const VerbalWager &, const VerbalWager &) = default;
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
    std::vector<RoundSideWager> sideWagers; // §17-§31, as placed
    // §22: the box's streak wagers as the round starts (those pending from
    // earlier rounds, or placed for this one, each also a RoundSideWager
    // above) and the area the lammer is on now (§22(d)), moved by
    // action::PlaceLammer and taken off when the last wager is decided.
    StreakState streak = {};
    std::optional<int> lammer = {};
    bool pickedUp = false; // the box's cards are off the layout
    // §3(f)-(h): the player reached for the wager; the dealer is to stop it.
    bool reachingForWager = false;
    bool wagerChangeStopped = false;
    int playDecisions = 0; // decisions made so far (the script's place)
    // §13(c): the players behind the caller, in line from the dealer.
    std::vector<BehindPlayer> behind = {};
    // §13(b): a decision called by a player behind, who may not call it.
    std::optional<event::Decision> callFromBehind = {};
    std::optional<VerbalWager> verbalWager = {}; // §3(d)
    // §18(b), §18(d): multiple action, the wagers placed on the betting spots
    // and the insurance on each (copied into `insurance` for the dealer's hand
    // in play); empty without multiple action.
    std::vector<Money> spotWagers = {};
    std::vector<std::optional<Money>> spotInsurance = {};
    // §6A(c)-(g), the 6 to 5 hand-dealt variation: the player holds the first
    // two cards face down until the dealer turns them over (§6A(e)(1), (g));
    // over 21, the player discards them face down (§6A(e)(2)).
    bool cardsFaceDown = false;
    bool bustDiscarded = false;
    // §6(j)(3), §6(k)(6): the additional card offered to two sevens with a
    // sevens wager under a known dealer blackjack, and the player's answer.
    bool sevensCardOffered = false;
    std::optional<bool> takesSevensCard;
    // §15(d): the player refused an exposed card drawn in error offered as
    // the next card: no additional card to any of the box's hands this round.
    bool refusedCardInError = false;
    // §15(a): after a card the dealer delivered incorrectly, the player asked
    // to be let out of the hand (event::PlayerAsksOut); each hand is then
    // dead, its wager returned, once the dealer lets the player out.
    bool asksOut = false;
    // §19(c): the cards dealt to the box in the order dealt, whichever hand
    // they went to ("the first four cards" of a progressive wager).
    std::vector<Card> cardsInDealOrder;
    friend bool operator==(const RoundBox &, const RoundBox &) = default;
};

// The dealer's hand: the up card first.
struct DealerHand {
    std::vector<Card> cards;
    bool dealersCardAnnounced = false; // §6(h)
    bool holeCardFaceDown = false;     // §6(j): the second card, until turned up
    bool holeCardChecked = false;      // §6(j): looked at with the card reader
    bool totalAnnounced = false;       // §6(h)
    bool totalMisannounced = false;    // corrected next, as a box's
    bool pickedUp = false;
    // §15(f): cards the dealer missed in the deal, dealt to the dealer once
    // each player has the first two.
    int missedCards = 0;
    HandValue value() const { return evaluate(cards, false); }
    friend bool operator==(const DealerHand &, const DealerHand &) = default;
};

// §15(a)-(e): a card out of the shoe that is not where it belongs: used as
// the next card, moving forward only, or burned.
struct CardInError {
    Card card;
    bool exposed = false; // §15(d) when exposed (§15(a) in the deal), §15(c) when not
    // §15(a): the seat it was delivered to (0: not delivered to a box); it
    // moves forward from there, never back.
    int fromSeat = 0;
    bool drawnOnSeventeen = false; // §15(e): the dealer's accidental draw: burned
    // Drawn before each player had the initial two cards: §15(d) reaches an
    // exposed card only "after the initial two cards have been dealt to each
    // player"; before that it is §15(a)'s card delivered incorrectly.
    bool duringInitialDeal = false;
    friend bool operator==(const CardInError &, const CardInError &) = default;
};

// §18: a multiple action round's dealer hands, formed with the original up card.
struct MultipleActionRound {
    int dealerHands = 3; // the table's: two or three (§18(a))
    int dealerHand = 1;  // the dealer's hand in play
    // §18(f)(2), §18(h): the dealer's cards but the up card are in the rack.
    bool cardsDiscarded = false;
    // §15(n): the original up card went into the discard rack by mistake.
    bool upCardInRack = false;
    Card upCard = {};
    // The cards of each dealer hand completed, in order (for a dispute, §6(i)).
    std::vector<std::vector<Card>> finishedHands = {};
    // 002 (q): the tribal text's multiple action, cited by its own paragraphs.
    bool tribal = false;
    friend bool operator==(const MultipleActionRound &, const MultipleActionRound &) = default;
};

// §6(d): a round at a double-shoe table: the determinant card drawn before
// the first card, and the side of the shoe it says the round is dealt from.
struct DoubleShoeRound {
    std::optional<ShoeSide> drawnFrom; // the determinant card's side, once drawn
    std::optional<Card> determinant;   // the card drawn
    bool determinantPlaced = false;    // dealt as the first card or burned (§6(d)(2))
    std::optional<ShoeSide> side;      // the side the round is dealt from
    // §15(i): cards dealt from the other side, the round concluded as if not.
    int wrongSideCards = 0;
    friend bool operator==(const DoubleShoeRound &, const DoubleShoeRound &) = default;
};

// A round of blackjack as it stands on the layout: the part of TableState a
// blackjack round adds.
struct Round {
    std::vector<RoundBox> boxes; // by seat, from the dealer's left
    DealerHand dealer;
    bool insuranceOffered = false;
    // A player was dealt a card after the initial deal (§7(a), §9(b)).
    bool additionalCardDealt = false;
    // §6(l): the spot (0 = the dealer) dealt the first card behind the cut
    // card, once it came out; the shoe is reshuffled after the round.
    std::optional<int> cutCardSeat;
    std::optional<CardInError> cardInError; // §15(a)-(e)
    // §15(l): the card reader is out of order: the procedure without one.
    bool cardReaderOutOfOrder = false;
    // §15(p): the bonus blackjack system fails to select or show a payout.
    bool bonusSystemFailed = false;
    // §15(o): the seats whose progressive light is not operating properly.
    std::vector<int> progressiveLightsOut;
    // §19(b): before the first card, the progressive wagers verified against
    // the lights, "no more bets" announced, the wagers registered on the meter.
    // The announcement is also §20(b), §24(d), §26(e), §28(e) and §29(b)'s
    // (round_no_more_bets.h).
    bool progressiveVerified = false;
    bool noMoreBetsAnnounced = false;
    bool progressiveRegistered = false;
    // §15(k): the hole card went into the card reader under a card other than
    // an ace or a ten; the supervisor is to be called.
    bool cardReaderMisused = false;
    bool supervisorNotified = false;
    // §15(g): the discards shuffled into the shoe mid-round; the first card
    // is to be burned face down before the round goes on.
    bool reshuffleBurnDue = false;
    // §15(k)(1), 002 (n)(5)-(7): the hands are dead or the round misdealt;
    // the cards are collected and the wagers stay with the players.
    bool voided = false;
    // §18: the table offers multiple action and the round is dealt so.
    std::optional<MultipleActionRound> multipleAction = {};
    // §6A(c): the round's burn card, where the licensee elects one, is out.
    bool burnDone = false;
    // §6A(i): the cards picked up, in the dealer's hand until placed in the
    // automated shuffling device.
    std::vector<Card> cardsPickedUp;
    // §6(d): at a double-shoe table (000), the determinant card and the side.
    std::optional<DoubleShoeRound> doubleShoe = {};
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
