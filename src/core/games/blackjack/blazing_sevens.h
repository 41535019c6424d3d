#pragma once

#include "../../card.h"
#include "pay_table_row.h"
#include "side_wager_award.h"

#include <optional>
#include <vector>

namespace dt::blackjack {

// Blazing 7's Progressive, Blackjack §31: the player's initial two cards and,
// for the three-7's rows, the dealer's up card. §31(d) prints two sample
// tables; "X for 1" returns X including the wager, so it is paid to 1
// (checklist: source typos, §31); percentages are shares of the progressive
// meter (PaysMeterShare).
//
//   Pay table 1 (left)                 Pay table 2 (right)
//   3 suited 7's          100%         3 7's – Diamonds      100%
//   3 same color 7's       10%         3 7's – Other          10%
//   Three 7's         199 to 1         3 7's – Same Color 499 to 1
//   First two Cards – 7's 24 to 1      3 7's             199 to 1
//   First two cards – one 7 1 to 1     First two cards – 7's  24 to 1
//                                      First two cards – one 7 1 to 1
//
// §31(c): no 7 in the initial two cards loses. §31(i): the three-7's rows
// need two 7's in the player's cards and a 7 up for the dealer; a player with
// one 7 is paid "one 7" whatever the dealer shows, and "Two 7's" depends on
// the player's cards only ((i)a). The highest row is paid.
//
// Reading of the right table: "3 7's – Diamonds" is three 7's of diamonds;
// "3 7's – Other" three 7's of one other suit (it ranks above "Same Color",
// so it must be the suited hand); "Same Color" three red or three black 7's
// not all of one suit.

// `payTable` 1 (left) or 2 (right); any other leaves the wager Pending, as
// does a player with fewer than two cards.
SideWagerAward settleBlazing7s(const std::vector<Card> &playerCards, Card dealerUpCard,
                               int payTable);

// The figures §31(d) prints under each sample table, in hundredths of a
// percent, for an analyzer to check a computation against: house advantage
// 24.78% (1) and 23.59% (2); hit frequency 14.82% (both). Nothing for any
// other table.
struct Blazing7sPrintedFigures {
    int houseAdvantageHundredthsPercent = 0;
    int hitFrequencyHundredthsPercent = 0;
};
std::optional<Blazing7sPrintedFigures> blazing7sPrintedFigures(int payTable);

// §31(d) pay table `payTable` (1 left, 2 right) as rows in the order printed,
// the data settleBlazing7s() pays from: meter shares, and the "X for 1" rows
// as to 1 odds; empty for any other table.
std::vector<PayTableRow> blazing7sPayTable(int payTable);

} // namespace dt::blackjack
