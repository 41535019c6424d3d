#include "game_round.h"

#include "scenario.h"

namespace dt {

namespace {

struct RoundFor {
    const Scenario &scenario;

    GameRound operator()(std::monostate) const { return {}; }
    GameRound operator()(const blackjack::TableRules &) const {
        std::vector<blackjack::BoxWager> wagers;
        for (const auto &player : scenario.players) {
            if (player.wager > Money() && player.seat >= 1 && player.seat <= scenario.table.boxes) {
                wagers.push_back({player.seat, player.wager});
            }
        }
        return blackjack::newRound(std::move(wagers));
    }
};

} // namespace

GameRound initialRound(const Scenario &scenario) {
    return std::visit(RoundFor{scenario}, scenario.rules);
}

} // namespace dt
