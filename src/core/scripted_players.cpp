#include "scripted_players.h"

#include "games/blackjack/round_players.h"

namespace dt {

std::vector<TableEvent> scriptedPlayerResponses(const TableState &state, const Scenario &scenario) {
    const auto *round = std::get_if<blackjack::Round>(&state.round);
    const auto *rules = std::get_if<blackjack::TableRules>(&scenario.rules);
    if (round != nullptr && rules != nullptr) {
        return blackjack::scriptedDecisions(*round, *rules, scenario.players, scenario.seed);
    }
    return {};
}

} // namespace dt
