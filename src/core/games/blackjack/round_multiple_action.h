#pragma once

#include "../../referee.h"
#include "../../table_event.h"
#include "../../table_state.h"
#include "round.h"
#include "table_offer.h"

#include <optional>
#include <string>
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
// `tribal`: a 002 table, its (q) cited and its own differences followed.
void startMultipleAction(Round &round, int dealerHands, bool tribal = false);
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

// Where a paragraph of §18 (or §15(m)-(n)) is written for the round's
// table: 000 as given, or the 002 paragraph that words it ("18(h)" ->
// "(q)(8)", "15(n)" -> "(n)(10)"; 002 keeps 000's checklist ids, as it words
// §18 as 000 does). multipleActionCite() is the form for a message:
// "§18(j)" or "Blackjack (tribal) (q)(10)".
RuleReference multipleActionRule(const Round &round, const char *section, const char *requirement);
std::string multipleActionCite(const Round &round, const char *section);

// §18(g), §18(h): the second card dealt to the up card of the dealer's second
// or third hand (002 (q)(7), (q)(8)).
RuleReference multipleActionSecondCardRule(const Round &round);

// 002 (q)(1)-(10) has no counterpart of §15(m): an up card not moved is not
// treated as moved; the move is the (q)(7), (q)(8) step the dealer owes.
bool upCardMoveImplied(const Round &round);

// 002 (n)(5)-(7): a misdeal at a multiple action table: the round dealt
// again with the spots still to be decided (those settled against an
// earlier dealer hand stay settled); `old` is the round misdealt, `again`
// the new deal's round with a box for each seat still wagering.
void redealMultipleAction(const Round &old, Round &again);

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
