#pragma once

#include "games/baccarat/coup_round.h"
#include "games/blackjack/round.h"

#include <variant>

namespace dt {

// Where a game's round of play stands, part of TableState: the one place
// listing the games' rounds. Empty when the lesson plays no round.
using GameRound = std::variant<std::monostate, blackjack::Round, baccarat::CoupRound>;

struct Scenario;
struct TableState;

// The round a lesson's rules call for, before its first card: for each
// player with a wager, a box. Empty when the lesson plays no round.
// `round`: the lesson's round (1 = the first); a player who left the table
// after an earlier one (PlayerScript::leavesAfterRound) wagers no more.
// `table`: the table the round is dealt at, for what outlives a round
// (Blackjack §22: the streak wagers pending, TableState::streaks); none
// for a lesson's first round.
GameRound initialRound(const Scenario &scenario, int round = 1, const TableState *table = nullptr);

} // namespace dt
