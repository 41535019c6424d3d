#pragma once

#include "../../referee.h"
#include "../../table_event.h"
#include "../../table_state.h"
#include "round.h"
#include "table_offer.h"

#include <optional>
#include <vector>

namespace dt::blackjack {

// Multiple action blackjack (Massachusetts §18, irregularities §15(m)-(n)):
// each box wagers on two or three betting spots against as many dealer
// hands formed with the one original up card. The round referee plays the
// dealer's hands one after the other; while hand k is in play, each hand's
// `wager`, `doubleDown` and `settled` and each box's `insurance` hold the
// spot k values (loadDealerHand()), so §3, §9, §10(b) and §11(d) settle
// every spot as they settle a single wager.

bool isMultipleAction(const Round &round);

// The round as dealt at a multiple action table: `dealerHands` from the
// table (§18(a)); each box's wagers per spot (§18(b)), spot 1 first.
void startMultipleAction(Round &round, int dealerHands);
void placeSpotWagers(Round &round, RoundBox &box, const std::vector<Money> &wagers);

// Copies the spot of the dealer's hand in play into the hands and boxes.
void loadDealerHand(Round &round);

// Whether a wager remains on a spot after the dealer's hand in play (§18(f)(2), §18(h)).
bool laterWagersRemain(const Round &round);

// Every box's Collect, Pay and ReturnWager of the main wager or insurance in
// `options` named with the spot in play; a busted hand's collection takes
// every spot (§18(f)), a blackjack paid at once every spot (§7(a)).
void tagSpots(const Round &round, const TableOffer &offer, std::vector<Expectation> &options);

// §18(f): a hand that exceeds 21 has all its wagers collected at once, and
// a box whose every hand did so its cards too. Empty when none is due.
std::vector<Expectation> bustedHandCollection(const Round &round);

// Between two dealer hands: a busted box picked up (§18(f)), the dealer's
// cards but the up card discarded (§18(f)(2), §18(h)), the up card moved
// (§18(g), §18(h)). Empty when none is due.
std::vector<Expectation> multipleActionTransition(const Round &round);

// §15(n): the supervisor called, then the supervisor's reconstruction.
std::optional<std::vector<Expectation>> multipleActionRemedy(const Round &round);
std::vector<TableEvent> multipleActionHouseResponses(const Round &round);

// The trainee's mistakes of §18 and §15(m)-(n); nothing when the action is
// none of theirs. `options` are the expected actions.
std::optional<Verdict> multipleActionMistake(const Round &round, const DealerAction &action,
                                             const std::vector<Expectation> &options);

// §15(m): the dealer announces or deals the next hand's second card without
// moving the up card: the state as if it had been moved (the call counted
// as made when the card is dealt), or nothing when this is not that case.
std::optional<TableState> impliedUpCardMove(const TableState &state, const DealerAction &action,
                                            const std::vector<Expectation> &options);

// What an applied action does to the multiple action state (after the
// round referee applied it): spots settled, cards discarded, the up card moved.
void applyMultipleAction(TableState &next, Round &round, const DealerAction &action);

// The players' events at a multiple action box: insurance per spot (§18(d),
// the event's `hand` naming the spot), even money not offered. True when handled.
bool applyMultipleActionAnswer(Round &round, const event::PlayerDecides &decides);
// §18(c): a double down or split adds a wager for each spot.
void applyMultipleActionDecision(Round &round, RoundBox &box, const event::PlayerDecides &decides);
// §15(n): the supervisor puts the up card back on the layout.
bool applyMultipleActionEvent(TableState &next, const TableEvent &event);

} // namespace dt::blackjack
