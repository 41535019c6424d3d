#pragma once

#include "../../referee.h"
#include "round.h"
#include "table_rules.h"

#include <optional>
#include <vector>

namespace dt::blackjack {

// "No more bets" before the first card at a table offering a wager whose
// section requires the announcement once its wagers are placed (BJ-ANN-06):
// the blackjack bonus (§20(b); 002 (s)(2)), the twenty point bonus (§24(d)),
// the in-between (§26(e)), the 21+3 (§28(e)) and the King's Bounty (§29(b))
// wagers. The requirement is the table's, whether or not a player placed
// one of them this round. It is expected after the wagers' own steps before
// the deal (a verbal wager confirmed, §3(d)) and before the first card, a
// double shoe's determinant card included (§3(j)); at a table whose
// progressive wagers are in play, §19(b) places the announcement between
// verifying and registering them (round_progressive.h), and it is made once.
// The five wagers exclude one another (§20(l), §24(i), §26(i), §28(g),
// §29(j)): the announcement cites the one the table offers.

// The announcement when due; nothing when it is not.
std::optional<Expectation> noMoreBetsBeforeDeal(const Round &round, const TableRules &rules);

// The first card (or the determinant card, or a burn) before the
// announcement: an error citing the wager's section, the action refused; an
// announcement made where none is due (a minor error). Nothing for any other
// action, nor while the progressive wagers' own steps are due (§19(b)).
std::optional<Verdict> noMoreBetsMistake(const Round &round, const TableRules &rules,
                                         const DealerAction &action,
                                         const std::vector<Expectation> &options);

} // namespace dt::blackjack
