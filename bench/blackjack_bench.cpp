// Measures the blackjack analyzer's building blocks: hand evaluation
// (evaluate(), per hand), settlement of a full seven-box round with
// settleMainWager(), and the basic-strategy round simulator (rounds per
// second, six decks, one box and seven boxes; one box with side wagers). Build in Release for the
// figures; nothing here is asserted by a test.
//
//   build/bench/dt-bench-blackjack [simulated rounds]

#include "core/card.h"
#include "core/games/blackjack/hand.h"
#include "core/games/blackjack/round_simulator.h"
#include "core/games/blackjack/settlement.h"
#include "core/seeded_random.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace dt;
using namespace dt::blackjack;

namespace {

double secondsSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// Random hands of two to five cards from a shuffled six-deck shoe.
std::vector<std::vector<Card>> randomHands(int count, SeededRandom &random) {
    std::vector<Card> shoe = newDecks(6);
    random.shuffle(shoe);
    std::vector<std::vector<Card>> hands;
    std::size_t next = 0;
    for (int i = 0; i < count; ++i) {
        const auto size = static_cast<std::size_t>(2 + random.below(4));
        if (next + size > shoe.size()) {
            random.shuffle(shoe);
            next = 0;
        }
        hands.emplace_back(shoe.begin() + static_cast<std::ptrdiff_t>(next),
                           shoe.begin() + static_cast<std::ptrdiff_t>(next + size));
        next += size;
    }
    return hands;
}

void simulate(int boxes, std::int64_t rounds) {
    SimulationSetup setup;
    setup.boxes = boxes;
    setup.seed = 2024;
    RoundSimulator simulator(setup);
    const auto start = std::chrono::steady_clock::now();
    const SimulationTotals totals = simulator.run(rounds);
    const double seconds = secondsSince(start);
    std::printf(
        "simulation, 6 decks S17 DAS 3:2, %d box(es): %lld rounds in %.2f s: %.2f million "
        "rounds/s (%.2f million box rounds/s), house edge %.3f%%\n",
        boxes, static_cast<long long>(rounds), seconds, static_cast<double>(rounds) / seconds / 1e6,
        static_cast<double>(totals.boxRounds) / seconds / 1e6,
        -100.0 * static_cast<double>(totals.net) / static_cast<double>(totals.initialWagered));
}

// One box placing Buster Blackjack (§27, Free Bonus B1) and the optional
// bonus (§25) every round, settled inside the simulation (the two wagers
// that change the dealer's drawing).
void simulateWithSideWagers(std::int64_t rounds) {
    SimulationSetup setup;
    setup.seed = 2024;
    setup.sideWagers = true;
    setup.offer.sideWagers = {SideWager::BusterBlackjack, SideWager::OptionalBonus};
    setup.offer.sideWagerOptions.buster.freeBonusTable = 1;
    RoundSimulator simulator(setup);
    const auto start = std::chrono::steady_clock::now();
    const SimulationTotals totals = simulator.run(rounds);
    const double seconds = secondsSince(start);
    const WagerTally &buster = totals.tally(SimulatedWager::Buster);
    std::printf("simulation with side wagers (Buster B1 + optional bonus), 1 box: %lld rounds in "
                "%.2f s: %.2f million rounds/s, Buster house edge %.3f%%\n",
                static_cast<long long>(rounds), seconds,
                static_cast<double>(rounds) / seconds / 1e6,
                -100.0 * static_cast<double>(buster.net) / static_cast<double>(buster.wagered));
}

} // namespace

int main(int argc, char **argv) {
    const std::int64_t rounds = argc > 1 ? std::atoll(argv[1]) : 20'000'000;
    SeededRandom random(7);

    const std::vector<std::vector<Card>> hands = randomHands(100'000, random);
    int checksum = 0;
    const int passes = 50;
    auto start = std::chrono::steady_clock::now();
    for (int pass = 0; pass < passes; ++pass) {
        for (const auto &hand : hands) {
            checksum += evaluate(hand, false).total;
        }
    }
    double seconds = secondsSince(start);
    std::printf("hand evaluation: %.1f ns per hand (checksum %d)\n",
                seconds * 1e9 / (static_cast<double>(hands.size()) * passes), checksum);

    // Seven boxes against one dealer hand per round.
    const int settlements = 200'000;
    const PayoutRules rules;
    std::int64_t net = 0;
    start = std::chrono::steady_clock::now();
    for (int round = 0; round < settlements; ++round) {
        const auto base = static_cast<std::size_t>(round * 8) % (hands.size() - 8);
        const std::vector<Card> &dealer = hands[base + 7];
        for (std::size_t box = 0; box < 7; ++box) {
            net += settleMainWager(hands[base + box], false, Money(), Money::dollars(10), dealer,
                                   rules)
                       .net.inCents();
        }
    }
    seconds = secondsSince(start);
    std::printf("settlement of a seven-box round (settleMainWager x 7): %.2f us per round "
                "(checksum %lld)\n",
                seconds * 1e6 / settlements, static_cast<long long>(net));

    simulate(1, rounds);
    simulate(7, rounds / 7);
    simulateWithSideWagers(rounds / 4);
    return 0;
}
