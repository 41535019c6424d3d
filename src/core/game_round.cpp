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
        blackjack::Round round = blackjack::newRound(std::move(wagers));
        // Blackjack §17-§31: the side wagers placed with the box's wager.
        for (const auto &player : scenario.players) {
            if (blackjack::RoundBox *box = round.box(player.seat)) {
                for (const auto &stake : player.sideWagers) {
                    box->sideWagers.push_back({stake.wager, stake.amount, stake.over});
                    box->sideWagers.back().onDealersHand = stake.onDealersHand;
                }
            }
        }
        // Blackjack §15(l): the lesson's card reader is out of order.
        round.cardReaderOutOfOrder = scenario.cardReaderOutOfOrder;
        round.bonusSystemFailed = scenario.bonusSystemFails; // §15(p)
        // Blackjack §15(o): the lesson's progressive lights out of order.
        round.progressiveLightsOut = scenario.progressiveLightsOut;
        return round;
    }
};

} // namespace

GameRound initialRound(const Scenario &scenario) {
    return std::visit(RoundFor{scenario}, scenario.rules);
}

} // namespace dt
