#pragma once

#include "../../table_state.h"
#include "round.h"

#include <optional>
#include <vector>

namespace dt::blackjack {

// What a round's layout shows, as the round referee and its remedies read it:
// the dealer's up card, the cards of a box, the initial deal still to come,
// and how far a card drawn in error may travel (Blackjack §6, §15).

bool isTenValue(const Card &card);

// §7(a), §8(a)(1): a first card 2 to 9; §7(b), §8(a)(2): an ace or a ten-value card.
bool upCardLow(const Round &round);

bool upCardAce(const Round &round);

// §6(j): "an ace, king, queen, jack or 10 of any suit".
bool upCardAceOrTen(const Round &round);

// §10(c): a double down card dealt face down and not yet turned up.
bool doubleCardHidden(const RoundHand &hand);

int cardValue(const Card &card);

bool dealerHasBlackjack(const Round &round);

// Cards of a box counted for the initial deal (before any split).
std::size_t boxCards(const RoundBox &box);

// No card of the round is on the layout nor out of the shoe in error yet
// (a double shoe's determinant card aside, round_double_shoe.h).
bool noCardOut(const Round &round);

// In the initial deal's sequence: a player must answer before it goes on.
constexpr int kAwaitingPlayer = -1;

// The cards of the initial deal still to come, in order (seat 0 = the
// dealer). §6(e): one card to each box, one to the dealer, a second to each
// box; §6(j), §6(k): then the dealer's hole card, before any additional card.
// A box missed in the first pass gets its first card in the second; its
// second comes after every other box has two, if the player wants it
// (§15(h)); the dealer's missed cards come after the players' (§15(f)).
std::vector<int> initialSequence(const Round &round, bool withHoleCard);

std::optional<int> nextInitialSpot(const Round &round, bool withHoleCard);

// §15(h): a hand missed in the deal waits for its player's answer.
bool missedCardUnanswered(const RoundHand &hand);

// §15(a): a card delivered incorrectly moves forward from where it was
// delivered, the dealer last.
int forwardRank(int seat);

// Whether the card in error may be the next card of `seat`. 000: §15(a) "the
// card will not under any circumstances be placed backwards on the game",
// exposed (§15(d)) or not (§15(c): "used as though it were the next card",
// the next card from where it lies). 002 has no §15(a) (checklist BJ2-IRR-04
// and "Source typos", 002 (n)): its (n)(2) card not exposed and its (n)(3)
// exposed card are each simply the next card, to whichever hand is due one.
bool cardInErrorMayGoTo(const CardInError &card, int seat, Regulation regulation);

// §15(b): the shoe's front card was found face up.
bool frontCardFaceUp(const TableState &state);

bool initialDealDone(const Round &round, bool withHoleCard);

// §15(d): "After the initial two cards have been dealt to each player": no
// box's card of the initial deal is still to come (the dealer's may be).
bool playersInitialCardsDealt(const Round &round);

// A main wager whose outcome still depends on the dealer's final total (a
// face-down double card may have busted it: the dealer cannot know, §10(c)).
bool mainWagerStanding(const RoundHand &hand);

// Whether a wager still waits for the dealer's second card or final total.
bool dependsOnDealer(const Round &round);

} // namespace dt::blackjack
