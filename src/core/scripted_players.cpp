#include "scripted_players.h"

#include "games/baccarat/curator.h"
#include "games/blackjack/round_players.h"

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

} // namespace dt
