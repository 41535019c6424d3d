#pragma once

#include "../../scenario.h"
#include "../../table_state.h"
#include "../../verdict.h"
#include "coup_round.h"
#include "table_rules.h"

#include <optional>
#include <vector>

namespace dt::baccarat {

// Baccarat §7 and §14, the curator: "After the cards have been shuffled and
// placed in the dealing shoe, the dealer calling the game shall offer the
// dealing shoe to the player in seat number one" and, on refusal or an empty
// seat, "to each of the other players in turn, moving counterclockwise" (the
// next higher seat at this table); the player who accepts is the curator
// (§7(c)), who may designate the dealer calling the game to deal (§7(d)(1));
// when nobody accepts, the dealer deals (§7(d)(2)). "The curator shall pass
// the dealing shoe whenever the Banker's Hand loses" (§14(a)(1)) and may pass
// it after any coup; the offers then start with the player "immediately to
// the right of the previous curator" (§14(b)). Midi Baccarat has no curator
// (Midi §8(c)): the dealer deals. The state is TableState::curatorship.

// Where a table starts: the dealer deals at a table without a curator (Midi,
// or the lesson's `shoeDealer`); at a coup ready to deal, the lesson's
// curator or else the first player from seat 1 (the shoe was offered and
// accepted before the lesson begins); otherwise the shoe is to be offered.
Curatorship initialCuratorship(const Scenario &scenario);

// The seat the shoe goes to next (§7(b), §14(b)): the first occupied seat,
// moving up from seat 1 or from the seat right of the previous curator,
// that has not refused it; the curator who passed it last. None: nobody is
// left to offer it to.
std::optional<int> nextShoeOffer(const Curatorship &curatorship, const std::vector<Seat> &seats);

// The offer due before the coup's first call, or none.
std::optional<Expectation> shoeOfferStep(const TableState &state, const CoupRound &coup);

// An offer to the wrong seat, or while a curator holds the shoe: the verdict;
// none for any other action.
// `game` names the part cited: Midi §8(c) has the dealer deal, no curator.
std::optional<Verdict> shoeOfferMistake(const TableState &state, const DealerAction &action,
                                        const std::vector<Expectation> &options, Game game);

// The dealer offers the shoe to `seat`.
void offerShoe(Curatorship &curatorship, int seat);

// §14(a)(2): the curator delays the game: the dealer calling the game orders
// the shoe passed before the next coup; none otherwise.
std::optional<Expectation> orderToPassStep(const TableState &state);

// An order to pass the shoe without cause (§14(a): the curator may
// otherwise remain) or to a seat that is not the curator's, or anything else
// while the order is due: the verdict; none for any other action.
std::optional<Verdict> orderToPassMistake(const TableState &state, const DealerAction &action,
                                          const std::vector<Expectation> &options, Game game);

// §14(a)(2): the curator, ordered to, passes the shoe; §14(b) the offers.
void orderShoePassed(Curatorship &curatorship);

// The player's answer, the curator passing the shoe by choice or delaying
// the game, or a player leaving the table (a curator who leaves passes the
// shoe, §14(b)); other events leave the curatorship as it is.
void applyShoeEvent(Curatorship &curatorship, const std::vector<Seat> &seats,
                    const TableEvent &tableEvent);

// The coup is over: "The curator shall pass the dealing shoe whenever the
// Banker's Hand loses" (§14(a)(1)). When nobody accepted it and the dealer
// deals (§7(d)(2)), there is no curator to pass it.
void afterCoup(Curatorship &curatorship, bool bankerLost);

// A new dealing shoe: at a table with a curator it is offered again from
// seat 1 (§7(b)).
void newShoe(Curatorship &curatorship, const TableRules &rules);

// What the lesson's players do: the seat offered the shoe answers by its
// script (accepting when it says nothing); after a coup, a curator whose
// script passes the shoe passes it.
std::vector<TableEvent> scriptedShoeAnswers(const TableState &state, const CoupRound &coup,
                                            const std::vector<PlayerScript> &players);

} // namespace dt::baccarat
