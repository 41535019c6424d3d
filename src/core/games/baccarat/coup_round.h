#pragma once

#include "../../card.h"
#include "../../dealer_action.h"
#include "../../money.h"
#include "coup.h"
#include "settlement.h"

#include <map>
#include <optional>
#include <vector>

namespace dt::baccarat {

// A wager on the layout at a seat (one of each kind per seat), placed before
// "no more bets" (Baccarat §8(c)).
struct CoupWager {
    int seat = 1;
    Wager wager = Wager::Player;
    Money amount;
    bool settled = false; // collected or paid (a push stays with the player)
    // House Money, §9(e)(1)(i) / Midi §8(c)(3)(i)(A): the player lets a
    // winning payout ride on the original wager of this kind (Player or
    // Banker); `rode` once the dealer has placed it there.
    std::optional<Wager> ridesOn = {};
    bool rode = false;
    // Player or Banker: the House Money payout added to this wager, part of
    // `amount`, settled with it by the hand's outcome (§9(e)(1)(i)).
    Money houseMoneyAdded = {};
    friend bool operator==(const CoupWager &, const CoupWager &) = default;
};

// Baccarat §15(a)-(d), Midi §13(a)-(d): a card out of the shoe in error,
// on no hand yet, waiting for its remedy.
struct CardInError {
    Card card;
    bool disclosed = false;          // seen: face up when dealt, or found face up in the shoe
    bool asPlayersThirdCard = false; // dealt to the Player's Hand without §11's authority
    friend bool operator==(const CardInError &, const CardInError &) = default;
};

// Where one round of baccarat (a coup) stands, part of TableState::round:
// from "no more bets" to the cards in the discard bucket.
struct CoupRound {
    std::vector<CoupWager> wagers; // by seat, then in the order of allWagers()
    bool noMoreBets = false;
    bool cardsCalled = false; // Baccarat §9(b): "cards"
    Coup hands;               // the Player's and the Banker's Hand, in the order dealt
    // How many of each hand's cards are face up.
    int playerFaceUp = 0;
    int bankerFaceUp = 0;
    // Who turned each hand's first two cards: 0 the dealer calling the game,
    // or the seat handed them (§9(d)); the same seat turns its third card.
    std::optional<int> playerTurnedBy;
    std::optional<int> bankerTurnedBy;
    bool playerPointAnnounced = false;
    bool bankerPointAnnounced = false;
    bool resultAnnounced = false;
    // This coup's vigorish by seat, collected at payout (§13(d)(1)) or marked
    // (§13(d)(2)(ii)).
    std::map<int, Money> vigorishCollected;
    std::map<int, Money> vigorishMarked;
    // The money that changed hands: losing wagers collected, winnings paid.
    // Kept, not derived from the wagers: the cards that decide them go to
    // the discard bucket at the end of the coup (§12(c)), after which the
    // round no longer holds its result.
    Money collected;
    Money paid;
    bool discarded = false; // §12(c): every card in the discard bucket

    // Irregularities (§15). The card drawn in error awaiting its remedy.
    std::optional<CardInError> cardInError;
    // §15(c)(1): the disclosed card is in the discard bucket; one more card,
    // drawn face down from the shoe, still to follow it.
    bool burnOneMoreDue = false;
    // §15(c)(2), (d): a disclosed card set aside, the first card of a
    // simulated round dealt once this coup's cards are in the bucket.
    std::optional<Card> simulatedRoundCard;
    // §15(c)(2), (d): this coup is a simulated round, "in which wagers may
    // not be accepted": dealt by the rules, no result, nothing settled, its
    // cards to the discard bucket. `wagers` is empty; the wagers of a coup
    // the simulated round came before wait on the layout, untouched.
    bool simulated = false;
    bool simulatedForThirdCard = false; // §15(c)(2) rather than §15(d)
    bool coupWaiting = false;           // the simulated round came before this coup's deal
    std::vector<CoupWager> waitingWagers;

    friend bool operator==(const CoupRound &, const CoupRound &) = default;

    const std::vector<Card> &cards(action::CoupHand hand) const;
    int faceUp(action::CoupHand hand) const;
    CoupWager *wager(int seat, Wager wager);
    const CoupWager *wager(int seat, Wager wager) const;
};

struct PlacedWager {
    int seat = 1;
    Wager wager = Wager::Player;
    Money amount;
};

// A coup before "no more bets" with the wagers the table takes (offered();
// others are left out), two of the same kind at a seat added together.
CoupRound newCoup(const TableRules &rules, const std::vector<PlacedWager> &wagers);

// §9(e)(1)(i): the seat's player lets a winning House Money payout ride on
// the original wager `onto` (Player or Banker). Nothing when the seat has no
// House Money wager.
void electHouseMoneyRide(CoupRound &coup, int seat, Wager onto);

// The wager on a hand (Player or Banker), and the hand of such a wager.
Wager wagerOn(action::CoupHand hand);
action::CoupHand handOf(Wager onHand);

// The seat handed a hand to turn under §9(d) / Midi §8(c): the highest
// wager on it, on a tie the one closest to the dealer moving counterclockwise
// (§9(d)(6)): seats are numbered counterclockwise from the dealer's right,
// so the lowest seat number. 0 (the dealer turns it) when nobody wagers on
// the hand (§9(d)(7)).
int handTurner(const CoupRound &coup, action::CoupHand hand);

// The first two cards' Point Counts (what the draw rules and House Money
// look at), once both hands have two cards.
CoupSummary initialSummary(const CoupRound &coup);

} // namespace dt::baccarat
