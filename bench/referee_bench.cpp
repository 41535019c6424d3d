// Measures how long the referee takes to grade and apply a dealer action, over
// complete shoe preparations (autoplay) of an eight-deck table. Grading must
// feel instant: the figure to watch is microseconds per graded action.
//
//   build/bench/dt-bench-referee [repetitions]

#include "core/games/blackjack/blackjack_referees.h"
#include "core/session.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>

int main(int argc, char **argv) {
    const int repetitions = argc > 1 ? std::atoi(argv[1]) : 200;
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
    const auto elapsed =
        std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start);
    std::printf(
        "%ld graded actions in %.1f ms: %.2f us per action (judge + apply + scripted answers)\n",
        graded, elapsed.count() / 1000.0, elapsed.count() / static_cast<double>(graded));
    return 0;
}
