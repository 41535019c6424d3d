#include "scripted_players.h"

#include "games/baccarat/curator.h"
#include "games/blackjack/round_players.h"

#include <algorithm>

namespace dt {

std::vector<TableEvent> scriptedPlayerResponses(const TableState &state, const Scenario &scenario) {
    const auto *round = std::get_if<blackjack::Round>(&state.round);
    const auto *rules = std::get_if<blackjack::TableRules>(&scenario.rules);
    if (round != nullptr && rules != nullptr) {
        return blackjack::scriptedDecisions(*round, *rules, scenario.players, scenario.seed);
    }
    if (const auto *coup = std::get_if<baccarat::CoupRound>(&state.round)) {
        return baccarat::scriptedShoeAnswers(state, *coup, scenario.players); // §7, §14
    }
    return {};
}

std::vector<TableEvent> scriptedBetweenRounds(const TableState &state, const Scenario &scenario,
                                              int round) {
    std::vector<TableEvent> events;
    for (const auto &player : scenario.players) {
        // Baccarat §14(a)(2): only the curator delays the dealing.
        if (player.delaysGameAfterRound == round &&
            state.curatorship.curator.value_or(0) == player.seat && player.seat > 0) {
            events.emplace_back(event::CuratorDelaysGame{player.seat});
        }
    }
    const auto seats = occupiedSeats(state);
    for (const auto &player : scenario.players) {
        if (player.leavesAfterRound == round &&
            std::find(seats.begin(), seats.end(), player.seat) != seats.end()) {
            events.emplace_back(event::PlayerLeaves{player.seat});
        }
    }
    return events;
}

} // namespace dt
