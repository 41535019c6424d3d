#include "game_round.h"

#include "games/blackjack/round_multiple_action.h"
#include "games/blackjack/round_shared_box.h"
#include "games/blackjack/round_streak.h"
#include "scenario.h"
#include "table_state.h"

namespace dt {

namespace {

// The scripts of the players still at the table in `round`.
std::vector<PlayerScript> playersAtTable(const Scenario &scenario, int round) {
    std::vector<PlayerScript> players;
    for (const auto &player : scenario.players) {
        if (!player.leavesAfterRound || *player.leavesAfterRound >= round) {
            players.push_back(player);
        }
    }
    return players;
}

struct RoundFor {
    const Scenario &scenario;
    const TableState *table;

    GameRound operator()(std::monostate) const { return {}; }
    GameRound operator()(const blackjack::TableRules &) const {
        std::vector<blackjack::BoxWager> wagers;
        for (const auto &player : scenario.players) {
            if (player.wager > Money() && player.seat >= 1 && player.seat <= scenario.table.boxes &&
                blackjack::lineScript(scenario.players, player.seat, 0) == &player) {
                wagers.push_back({player.seat, player.wager}); // §13(c): the caller's
            }
        }
        blackjack::Round round = blackjack::newRound(std::move(wagers));
        blackjack::seatPlayersBehind(round, scenario.players); // §13, §3(d)
        // Blackjack §17-§31: the side wagers placed with the box's wager.
        for (const auto &player : scenario.players) {
            if (blackjack::RoundBox *box = round.box(player.seat);
                box != nullptr &&
                blackjack::lineScript(scenario.players, player.seat, 0) == &player) {
                for (const auto &stake : player.sideWagers) {
                    if (stake.wager != blackjack::SideWager::Streak) {
                        box->sideWagers.push_back({stake.wager, stake.amount, stake.over});
                        box->sideWagers.back().onDealersHand = stake.onDealersHand;
                    }
                }
                // §22(b), (k): the streak wagers pending, or the player's placed anew.
                blackjack::startStreak(
                    *box, table ? table->streaks : blackjack::StreakLedger{}, player.sideWagers,
                    std::get<blackjack::TableRules>(scenario.rules).offer.regulation);
            }
        }
        // Blackjack §18(b): at a multiple action table each box wagers on two
        // or three spots, `wager` on each of the table's when not given.
        const auto &offer = std::get<blackjack::TableRules>(scenario.rules).offer;
        // 002 (q) at a tribal table.
        if (offer.sideWagers.contains(blackjack::SideWager::MultipleAction)) {
            blackjack::startMultipleAction(round, offer.multipleActionWagers,
                                           offer.regulation == Regulation::BlackjackTribal);
            for (const auto &player : scenario.players) {
                if (blackjack::RoundBox *box = round.box(player.seat)) {
                    const auto spots = static_cast<std::size_t>(offer.multipleActionWagers);
                    blackjack::placeSpotWagers(round, *box,
                                               player.multipleAction.empty()
                                                   ? std::vector<Money>(spots, player.wager)
                                                   : player.multipleAction);
                }
            }
        }
        // Blackjack §15(l): the lesson's card reader is out of order.
        round.cardReaderOutOfOrder = scenario.cardReaderOutOfOrder;
        round.bonusSystemFailed = scenario.bonusSystemFails; // §15(p)
        // Blackjack §15(o): the lesson's progressive lights out of order.
        round.progressiveLightsOut = scenario.progressiveLightsOut;
        // Blackjack §6(d): a double shoe, its determinant card before the first card.
        if (offer.doubleShoe && offer.regulation == Regulation::Blackjack) {
            round.doubleShoe = blackjack::DoubleShoeRound{};
        }
        return round;
    }
    GameRound operator()(const baccarat::TableRules &rules) const {
        // Baccarat §8(c): the wagers on the layout before "no more bets".
        std::vector<baccarat::PlacedWager> wagers;
        for (const auto &player : scenario.players) {
            for (const auto &stake : player.baccaratWagers) {
                wagers.push_back({player.seat, stake.wager, stake.amount});
            }
        }
        baccarat::CoupRound coup = baccarat::newCoup(rules, wagers);
        for (const auto &player : scenario.players) {
            if (const auto onto = houseMoneyRideTarget(player)) {
                baccarat::electHouseMoneyRide(coup, player.seat, *onto); // §9(e)(1)(i)
            }
        }
        return coup;
    }
};

} // namespace

GameRound initialRound(const Scenario &scenario, int round, const TableState *table) {
    Scenario atTable = scenario;
    atTable.players = playersAtTable(scenario, round);
    return std::visit(RoundFor{atTable, table}, atTable.rules);
}

} // namespace dt
