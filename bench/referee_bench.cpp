// Measures how long the referee takes to grade and apply a dealer action, over
// complete shoe preparations (autoplay) of an eight-deck table and over full
// blackjack rounds at a table of seven players. Grading must feel instant: the
// figure to watch is microseconds per graded action.
//
//   build/bench/dt-bench-referee [repetitions]

#include "core/games/blackjack/blackjack_referees.h"
#include "core/referee_for.h"
#include "core/session.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>

namespace {

void report(const char *what, long graded, std::chrono::duration<double, std::micro> elapsed) {
    std::printf("%s: %ld graded actions in %.1f ms: %.2f us per action (judge + apply + "
                "scripted answers)\n",
                what, graded, elapsed.count() / 1000.0,
                elapsed.count() / static_cast<double>(graded));
}

void shoePreparation(int repetitions) {
    dt::Scenario scenario;
    scenario.table.decks = 8;
    scenario.start = dt::StartSituation::CutCardReached;
    scenario.cutCardCameOut = dt::CutCardCameOut::OnDealerHand;
    scenario.cardsDealt = 320;
    scenario.players = {{2, "A", dt::Arrival::AtStart, {{false, 0}}, false},
                        {5, "B", dt::Arrival::AtStart, {{true, 30}, {true, 200}}, true}};
    const auto referee = dt::blackjack::shoePreparationReferee(scenario.table);
    const auto actions = dt::autoplay(scenario, referee);

    long graded = 0;
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < repetitions; ++i) {
        scenario.seed = static_cast<std::uint64_t>(i);
        dt::Session session(scenario, referee);
        for (const auto &action : actions) {
            session.perform(action);
            ++graded;
        }
    }
    report("shoe preparation", graded, std::chrono::steady_clock::now() - start);
}

// Seven players with $10 on their boxes playing basic strategy, a round per
// seed: the reference actions are found first (not timed), then performed.
void blackjackRounds(int repetitions) {
    dt::Scenario scenario;
    scenario.table.decks = 6;
    scenario.start = dt::StartSituation::RoundReady;
    scenario.rules = dt::blackjack::TableRules{};
    for (int seat = 1; seat <= 7; ++seat) {
        dt::PlayerScript player;
        player.seat = seat;
        player.name = "P" + std::to_string(seat);
        player.wager = dt::Money::dollars(10);
        player.basicStrategy = true;
        scenario.players.push_back(player);
    }
    std::chrono::duration<double, std::micro> elapsed{};
    long graded = 0;
    for (int i = 0; i < repetitions; ++i) {
        scenario.seed = static_cast<std::uint64_t>(i);
        const auto referee = dt::refereeFor(scenario);
        const auto actions = dt::autoplay(scenario, referee);
        const auto start = std::chrono::steady_clock::now();
        dt::Session session(scenario, referee);
        for (const auto &action : actions) {
            session.perform(action);
            ++graded;
        }
        elapsed += std::chrono::steady_clock::now() - start;
    }
    report("blackjack rounds, seven boxes", graded, elapsed);
}

} // namespace

int main(int argc, char **argv) {
    const int repetitions = argc > 1 ? std::atoi(argv[1]) : 200;
    shoePreparation(repetitions);
    blackjackRounds(repetitions);
    return 0;
}
