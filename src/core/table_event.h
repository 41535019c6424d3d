#pragma once

#include "flat_json.h"
#include "money.h"

#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace dt {

// What happens at the table that the dealer does not do: players and the
// supervisor, driven by the lesson script. Events enter the same timeline as
// dealer actions but are never graded.
namespace event {

struct PlayerArrives {
    int seat = 0;
    friend bool operator==(const PlayerArrives &, const PlayerArrives &) = default;
};
struct PlayerRefusesCut {
    int seat = 0;
    friend bool operator==(const PlayerRefusesCut &, const PlayerRefusesCut &) = default;
};
// The player places the cut card `position` cards from the front of the stack.
struct PlayerCuts {
    int seat = 0;
    int position = 0;
    friend bool operator==(const PlayerCuts &, const PlayerCuts &) = default;
};
struct PlayerAsksBurnCard {
    int seat = 0;
    friend bool operator==(const PlayerAsksBurnCard &, const PlayerAsksBurnCard &) = default;
};
struct FloorpersonVerifiesInspection {
    friend bool operator==(const FloorpersonVerifiesInspection &,
                           const FloorpersonVerifiesInspection &) = default;
};
// The supervisor requires a recut by the player at `seat`.
struct SupervisorOrdersRecut {
    int seat = 0;
    friend bool operator==(const SupervisorOrdersRecut &, const SupervisorOrdersRecut &) = default;
};

// What a player says about a hand when the dealer asks (Blackjack §6(f)-(g),
// §7(c), §8-§11).
enum class Decision { Hit, Stand, Double, Split, Surrender, Insurance, EvenMoney, NoInsurance };

// The player at `seat` decides about `hand`; `amount` is the chips added for
// a double down, a split or an insurance wager (zero otherwise).
struct PlayerDecides {
    int seat = 0;
    int hand = 1;
    Decision decision = Decision::Stand;
    Money amount = {};
    // Blackjack §13(c): the player `behind` in line behind the box's caller
    // (0: the caller): insurance and even money are theirs (§13(f)); a
    // decision on the cards is not theirs to call (§13(b)).
    int behind = 0;
    friend bool operator==(const PlayerDecides &, const PlayerDecides &) = default;
};

// Blackjack §13(d)-(e): a player behind the caller answers the caller's
// double down (doubles for `amount`, or not) or split (covers each split
// hand with `amount`, or says which split hand, `toHand`, the initial wager
// goes with).
enum class BehindAnswer { Doubles, DoesNotDouble, CoversSplit, StaysWithHand };
struct PlayerBehindAnswers {
    int seat = 0;
    int hand = 1;
    int behind = 1;
    BehindAnswer answer = BehindAnswer::DoesNotDouble;
    Money amount = {};
    int toHand = 0; // with StaysWithHand
    friend bool operator==(const PlayerBehindAnswers &, const PlayerBehindAnswers &) = default;
};

// Blackjack §15(h), §15(j): the dealer missed a card due to the hand; the
// player takes it once the others have theirs, or lets the hand be dead
// (the original wager returned).
struct PlayerAnswersMissedCard {
    int seat = 0;
    int hand = 1;
    bool takesCard = true;
    friend bool operator==(const PlayerAnswersMissedCard &,
                           const PlayerAnswersMissedCard &) = default;
};

// Blackjack §3(f)-(g): the player at `seat` reaches to handle, remove or
// alter a wager once the round's first card is out.
struct PlayerReachesForWager {
    int seat = 0;
    friend bool operator==(const PlayerReachesForWager &, const PlayerReachesForWager &) = default;
};

// Blackjack §15(n): called for an original up card discarded before the
// second or third hand of multiple action is complete, the casino supervisor
// reconstructs the last hand from the discard rack and places the up card in
// the dealer's next hand's area; the other cards go back to the rack.
struct SupervisorRestoresUpCard {
    friend bool operator==(const SupervisorRestoresUpCard &,
                           const SupervisorRestoresUpCard &) = default;
};

// Blackjack §6A(e)(2): in the 6 to 5 hand-dealt variation, a player whose
// card takes the hand over 21 discards the first two cards face down at once.
struct PlayerDiscardsBust {
    int seat = 0;
    int hand = 1;
    friend bool operator==(const PlayerDiscardsBust &, const PlayerDiscardsBust &) = default;
};

// Blackjack §6(j)(3), §6(k)(6): the player at `seat`, offered an additional
// card to complete a sevens wager, takes it or not.
struct PlayerAnswersSevensOffer {
    int seat = 0;
    bool takesCard = true;
    friend bool operator==(const PlayerAnswersSevensOffer &,
                           const PlayerAnswersSevensOffer &) = default;
};

// Blackjack §15(d), 002 (n)(3): after the initial two cards, a card drawn in
// error and exposed is offered as the next card to the hand whose turn it is;
// the player at `seat` refuses it (on `hand`, the hand at turn) and is dealt
// no additional card, on any hand, for the rest of the round.
struct PlayerRefusesCardInError {
    int seat = 0;
    int hand = 1;
    friend bool operator==(const PlayerRefusesCardInError &,
                           const PlayerRefusesCardInError &) = default;
};

// Blackjack §15(a): at a table whose licensee lets players out of the hand
// when the dealer delivers a card incorrectly, the player at `seat` asks,
// right after such a card, to be let out: the hand dead, the wager returned.
struct PlayerAsksOut {
    int seat = 0;
    friend bool operator==(const PlayerAsksOut &, const PlayerAsksOut &) = default;
};

// Blackjack §5(j)(2): at an idle table with an automated shuffler, the
// player asks to see the batch the dealer took from the shuffler.
struct PlayerRequestsInspection {
    int seat = 0;
    friend bool operator==(const PlayerRequestsInspection &,
                           const PlayerRequestsInspection &) = default;
};

// Baccarat §15(a)-(c), Midi §13(a)-(c): as the next card is drawn, a card
// comes out of the shoe in error (the lesson's script,
// Scenario::cardsDrawnInError): seen by the players (`disclosed`) or not; on
// the Player's Hand as a third card that §11 does not authorize
// (`asPlayersThirdCard`), or on no hand.
struct CardDrawnInError {
    bool disclosed = false;
    bool asPlayersThirdCard = false;
    friend bool operator==(const CardDrawnInError &, const CardDrawnInError &) = default;
};

// Baccarat §7(b)-(d), §14(b): offered the dealing shoe, the player accepts
// it and is the curator, refuses it, or accepts and designates the dealer
// calling the game to deal (§7(d)(1)).
enum class ShoeAnswer { Accepts, Refuses, DesignatesDealer };
struct PlayerAnswersShoeOffer {
    int seat = 0;
    ShoeAnswer answer = ShoeAnswer::Accepts;
    friend bool operator==(const PlayerAnswersShoeOffer &,
                           const PlayerAnswersShoeOffer &) = default;
};
// Baccarat §14(a): after a coup, the curator at `seat` passes the dealing
// shoe by choice.
struct CuratorPassesShoe {
    int seat = 0;
    friend bool operator==(const CuratorPassesShoe &, const CuratorPassesShoe &) = default;
};
// Baccarat §14(a)(2): the curator at `seat` unreasonably delays the game;
// the dealer calling the game may order them to pass the dealing shoe.
struct CuratorDelaysGame {
    int seat = 0;
    friend bool operator==(const CuratorDelaysGame &, const CuratorDelaysGame &) = default;
};
// The player at `seat` leaves the table between rounds: the seat is empty
// and its wagers are no longer placed; what the game settles first is the
// game's (Baccarat §13(d)(2)(i): an outstanding vigorish marker).
struct PlayerLeaves {
    int seat = 0;
    friend bool operator==(const PlayerLeaves &, const PlayerLeaves &) = default;
};

} // namespace event

using TableEvent = std::variant<
    event::PlayerArrives, event::PlayerRefusesCut, event::PlayerCuts, event::PlayerAsksBurnCard,
    event::FloorpersonVerifiesInspection, event::SupervisorOrdersRecut, event::PlayerDecides,
    event::PlayerAnswersMissedCard, event::PlayerReachesForWager, event::PlayerBehindAnswers,
    event::SupervisorRestoresUpCard, event::PlayerDiscardsBust, event::PlayerAnswersSevensOffer,
    event::PlayerRequestsInspection, event::PlayerRefusesCardInError, event::CardDrawnInError,
    event::PlayerAnswersShoeOffer, event::CuratorPassesShoe, event::CuratorDelaysGame,
    event::PlayerLeaves, event::PlayerAsksOut>;

// "hit", "stand", "double", "split", "surrender", "insurance", "even_money", "no_insurance".
std::string_view decisionName(event::Decision decision);
// "doubles", "does_not_double", "covers_split", "stays_with_hand".
std::string_view behindAnswerName(event::BehindAnswer answer);
// "accepts", "refuses", "designates_dealer".
std::string_view shoeAnswerName(event::ShoeAnswer answer);
// Whether the decision puts chips on the layout, so its event carries "amount".
bool decisionHasAmount(event::Decision decision);
// "15.00": an amount as the JSON forms write it.
std::string amountText(Money amount);

std::string_view eventName(const TableEvent &tableEvent);
// "Seat 3 refuses the cut".
std::string describe(const TableEvent &tableEvent);
// {"event": "player_cuts", "seat": 3, "position": 40}
FlatObject toFlat(const TableEvent &tableEvent);

} // namespace dt
