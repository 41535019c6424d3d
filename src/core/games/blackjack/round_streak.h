#pragma once

#include "../../referee.h"
#include "../../scenario.h"
#include "round.h"
#include "streak.h"
#include "table_rules.h"

#include <optional>
#include <vector>

namespace dt {
struct TableState;
}

namespace dt::blackjack {

// The §22 streak wager played in a round. Its state outlives the round
// (TableState::streaks); each round starts from it (startStreak()), settles
// it in the rotation (§22(c)) and records it at the round's end
// (recordStreaks()). The amounts and the progression are streak.h's.
//
// Placement in a lesson of several rounds: a player's streak stakes are
// placed in a round only when the player has no streak wager pending, all
// at once (§22(b), (k)(1)-(2)); a lesson of several rounds plays the streak
// to its end, then places it again.

// §22(b), (k): the box's streak as the round starts: the seat's wagers still
// pending in `ledger`, or else the streak stakes among `stakes` placed
// together. Each pending wager is also one of the box's side wagers (key
// "streak", its area kept), and the lammer is where the wins so far put it.
void startStreak(RoundBox &box, const StreakLedger &ledger,
                 const std::vector<SideWagerStake> &stakes, Regulation regulation);

// §22(d)-(h): what this round does to the box's streak, from the outcome of
// each of its hands against the dealer's; nothing without a streak pending
// or before the dealer's hand is complete.
std::optional<StreakRoundResult> streakRoundResult(const Round &round, const RoundBox &box,
                                                   const TableRules &rules);

// §22(c)-(e), (j), (k)(3): in the settlement rotation, the losing streak
// wagers collected (`losing`), the winning one paid (`others`), then the
// lammer placed or moved (`lammers`), except that §22(k)(3) moves it before
// paying a winner while another wager stays in play (then in `others`,
// before the payment).
void addStreakSettlements(const Round &round, const TableRules &rules,
                          std::vector<Expectation> &losing, std::vector<Expectation> &others,
                          std::vector<Expectation> &lammers);

// A lammer placed or moved when it is not due, or to the wrong area
// (§22(d)); nothing when the action is no action::PlaceLammer.
std::optional<Verdict> lammerMistake(const Round &round, const DealerAction &action,
                                     const std::vector<Expectation> &options);

// The lammer placed (action::PlaceLammer), a streak wager collected or paid:
// once the box's last streak wager is decided its lammer is off the layout.
void applyStreak(Round &round, const DealerAction &action);

// At the round's end: each box's streak after the round into
// TableState::streaks; the seats without one pending are removed. A seat
// whose player has left keeps its entry until abandonedStreakCollections()
// are done.
void recordStreaks(TableState &next, const Round &round, const TableRules &rules);

// §22(f): a player who leaves the table with streak wagers pending fails to
// complete the hands the streak needs: the wagers are abandoned and lost,
// collected before the next round. They are the entries of
// TableState::streaks whose seat is empty; from the dealer's right, as in
// §22(c), the lowest area first.
std::vector<Expectation> abandonedStreakCollections(const TableState &state, Regulation regulation);

// An abandoned streak wager collected: off TableState::streaks.
void applyAbandonedStreak(TableState &next, const DealerAction &action);

} // namespace dt::blackjack
