#pragma once

// Shared helpers of the baccarat coup tests: a table ready to deal with the
// players' wagers, the referee driven on a TableState, and the transcript of
// the reference performance. Header only, like core_test_support.h.

#include "core_test_support.h"

#include <QStringList>
#include <QTest>
#include <core/action_codec.h>
#include <core/games/baccarat/coup_referee.h>
#include <core/referee_for.h>
#include <core/scenario.h>
#include <core/table_state.h>
#include <memory>
#include <vector>

namespace couptest {

// A wager at a seat, in cents (so $7.50 is 750).
struct Bet {
    int seat = 1;
    dt::baccarat::Wager wager = dt::baccarat::Wager::Banker;
    std::int64_t cents = 1000;
};

inline dt::Money dollars(double amount) {
    return dt::Money::cents(static_cast<std::int64_t>(amount * 100 + 0.5));
}

// A baccarat wager collected or paid (docs/actions.md: a "side" wager on hand 1).
inline dt::action::Collect collect(int seat, dt::baccarat::Wager wager, double amount) {
    return {seat, 1, dt::action::Wager::Side, dollars(amount), std::string(key(wager))};
}

inline dt::action::Pay pay(int seat, dt::baccarat::Wager wager, double amount) {
    return {seat, 1, dt::action::Wager::Side, dollars(amount), std::string(key(wager))};
}

// A baccarat table of `rules` at a ready shoe starting with `cards` (seed 7
// shuffles the rest), each bet on the layout before "no more bets".
inline dt::Scenario coupScenario(const QString &cards, const std::vector<Bet> &bets,
                                 const dt::baccarat::TableRules &rules = {}) {
    dt::Scenario scenario;
    // The table deals the coup's game, its shoe prepared by Baccarat §5
    // (the shuffle, cut and burn already done at round_ready).
    scenario.table.regulation = dt::Regulation::Compendium;
    scenario.table.game = rules.game;
    scenario.table.manualShuffleSteps = false;
    scenario.table.shuffleOption = rules.shuffle;
    scenario.table.recutBy = rules.recut;
    scenario.table.decks = rules.decks;
    scenario.table.boxes = rules.seats;
    scenario.start = dt::StartSituation::RoundReady;
    scenario.seed = 7;
    scenario.cardOrder = dttest::cardsOf(cards);
    for (const auto &bet : bets) {
        auto player = std::find_if(scenario.players.begin(), scenario.players.end(),
                                   [&](const dt::PlayerScript &p) { return p.seat == bet.seat; });
        if (player == scenario.players.end()) {
            dt::PlayerScript script;
            script.seat = bet.seat;
            script.name = "P" + std::to_string(bet.seat);
            scenario.players.push_back(script);
            player = scenario.players.end() - 1;
        }
        player->baccaratWagers.push_back({bet.wager, dt::Money::cents(bet.cents)});
    }
    scenario.rules = rules;
    return scenario;
}

// The table and its referee, driven one action at a time.
struct Table {
    explicit Table(const dt::Scenario &scenario)
        : referee(dt::refereeFor(scenario))
        , state(dt::initialState(scenario)) {}

    // Performs `action`: its verdict, the state moved on when applied.
    dt::Verdict perform(const dt::DealerAction &action) {
        const dt::Verdict verdict = referee->judge(state, action);
        state = referee->apply(state, action);
        transcript << dttest::qs(dt::toJson(action));
        return verdict;
    }
    // Performs the first expected action; false when none is expected or it
    // is graded wrong.
    bool performExpected() {
        const auto options = referee->expected(state);
        return !options.empty() && perform(options.front().action).correct;
    }
    // Performs expected actions until `stop` is the first one expected (true)
    // or nothing more is expected (false).
    template <class Stop> bool playUntil(Stop stop) {
        for (int i = 0; i < 200; ++i) {
            const auto options = referee->expected(state);
            if (options.empty()) {
                return false;
            }
            if (stop(options.front().action)) {
                return true;
            }
            if (!perform(options.front().action).correct) {
                return false;
            }
        }
        return false;
    }
    // Plays until the third cards are due: the hands turned and announced,
    // House Money settled; the first expected action is then a third card
    // or the result announced.
    bool playToThirdCards() {
        return playUntil([this](const dt::DealerAction &action) {
            const auto &c = coup();
            return (std::holds_alternative<dt::action::DealToHand>(action) &&
                    c.hands.player.size() + c.hands.banker.size() >= 4) ||
                   std::holds_alternative<dt::action::AnnounceResult>(action);
        });
    }
    // Plays the whole coup; false when anything is graded wrong.
    bool playThrough() {
        for (int i = 0; i < 200 && !referee->isComplete(state); ++i) {
            if (!performExpected()) {
                return false;
            }
        }
        return referee->isComplete(state);
    }
    const dt::baccarat::CoupRound &coup() const {
        return std::get<dt::baccarat::CoupRound>(state.round);
    }
    std::vector<dt::Expectation> expected() const { return referee->expected(state); }

    std::shared_ptr<const dt::Referee> referee;
    dt::TableState state;
    QStringList transcript; // the actions performed, as JSON
};

} // namespace couptest
