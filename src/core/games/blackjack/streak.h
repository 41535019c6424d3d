#pragma once

#include "../../money.h"
#include "outcome.h"
#include "pay_table_row.h"
#include "side_wager_award.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace dt::blackjack {

// §22 streak wager: a wager that the player wins two, three, four or five
// consecutive blackjack hands, placed on the layout areas "2" to "5".
// 002 (t) prints the same rules and odds; every function takes the table's
// Regulation and cites 002's sections for Regulation::BlackjackTribal.

// One streak wager: the area it is placed on (2-5) and the amount.
struct StreakWager {
    int area = 2;
    Money amount;
    friend bool operator==(const StreakWager &, const StreakWager &) = default;
};

// A player's streak wagers across rounds.
struct StreakState {
    // The wagers not yet determined, by ascending area.
    std::vector<StreakWager> pending;
    // Consecutive blackjack hands won since the wagers were placed.
    int consecutiveWins = 0;

    // §22(d): the area the lammer button marks ("2" after one win, "3" after
    // two, ...), or nothing when no lammer is on the layout (no win yet, or
    // nothing pending).
    std::optional<int> lammerArea() const;

    friend bool operator==(const StreakState &, const StreakState &) = default;
};

// Each seat's streak wagers across rounds, by seat number (TableState::streaks).
using StreakLedger = std::map<int, StreakState>;

// Why new streak wagers cannot be placed, or nothing when they can.
struct StreakRefusal {
    std::string reason;
    Citation rule;
};

// §22(b), (k)(1)-(2): placing `wagers` before the first card of a round: one
// or more wagers on distinct areas 2-5, all at once (one call is
// "simultaneously"), each a positive amount, and only when no earlier streak
// wager is still pending. (§22(b)'s blackjack wager on the hand is the
// caller's to check.)
// 002: (t)(1)-(2), (t)(11)(i)-(ii).
std::optional<StreakRefusal> streakPlacementRefusal(const StreakState &state,
                                                    const std::vector<StreakWager> &wagers,
                                                    Regulation regulation = Regulation::Blackjack);
// The state with `wagers` placed; `state` unchanged when refused.
StreakState placeStreakWagers(const StreakState &state, const std::vector<StreakWager> &wagers,
                              Regulation regulation = Regulation::Blackjack);

// One round of the underlying blackjack hand(s).
struct StreakRound {
    // The outcome of each of the player's blackjack hands this round: one
    // hand, or every hand formed by splitting pairs (§22(h)).
    std::vector<Outcome> hands;
    // §22(f): the player failed or refused to complete the hand or a
    // successive hand the streak needs.
    bool abandoned = false;
};

// A streak wager decided this round.
struct StreakDecision {
    StreakWager wager;
    SideWagerAward award;
};

struct StreakRoundResult {
    StreakState next;
    // Decided this round (won or lost), by ascending area.
    std::vector<StreakDecision> decided;
    // §22(d), (k)(3): where the lammer is after the round, or nothing.
    std::optional<int> lammerArea;
    // §22(k)(3): the dealer moves the lammer to the next applicable area
    // before paying the streak wager won this round (several wagers in play,
    // one won, another still pending).
    bool lammerMovesBeforePayment = false;
};

// §22(d)-(h), (j)-(k): applies one round to the pending wagers.
// - the round is a win, a loss or neither: one hand wins, loses or pushes
//   (§22(d), (e), (g)); with split hands, pushes are set aside and the
//   player advances with more hands won than lost, neither advances nor loses
//   with as many won as lost, and loses with fewer won than lost (§22(h));
// - a win adds a consecutive win: the wager on area N wins when the N-th
//   consecutive hand is won (§22(d)(1)-(4)), paid at 3/7/17/37 to 1 for
//   areas 2/3/4/5 (§22(j), the minimum odds);
// - a loss or an abandonment loses every pending wager (§22(e), (f));
// Once nothing is pending the state is empty again and the lammer removed.
// With nothing pending the round changes nothing.
// 002: (t)(4)-(8), (t)(10)(i)-(iv), (t)(11)(iii).
StreakRoundResult applyStreakRound(const StreakState &state, const StreakRound &round,
                                   Regulation regulation = Regulation::Blackjack);

// §22(j) (002 (t)(10)(i)-(iv)): the odds for a streak of `area` consecutive
// wins (2-5): 3, 7, 17, 37 to 1 in both texts; nothing for another area.
std::optional<Odds> streakOdds(int area, Regulation regulation = Regulation::Blackjack);

// §22(j) (002 (t)(10)(i)-(iv)) as rows in the order printed, named as the
// regulation prints them; the same data as streakOdds().
std::vector<PayTableRow> streakPayTable(Regulation regulation = Regulation::Blackjack);

// §22(f) (002 (t)(6)): the section under which a streak wager left pending by
// a player who leaves the table is abandoned and lost.
Citation streakAbandonedCitation(Regulation regulation = Regulation::Blackjack);

} // namespace dt::blackjack
