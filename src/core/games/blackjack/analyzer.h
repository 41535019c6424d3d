#pragma once

#include "../../money.h"
#include "round_simulator.h"
#include "side_wager.h"
#include "side_wager_enumeration.h"
#include "table_offer.h"

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

namespace dt::blackjack {

// How a side wager's figures were obtained.
enum class AnalysisMethod {
    Exact,     // enumeration of the shoe (side_wager_enumeration.h)
    Simulated, // in the round simulation
    NotYet,    // not analyzed (the row says why)
};

std::string_view name(AnalysisMethod method);

struct SideWagerAnalysis {
    SideWager wager;
    std::string label; // "the over/under 13 wager (over 13)"
    AnalysisMethod method = AnalysisMethod::NotYet;
    double houseEdgePercent = 0;
    double hitFrequencyPercent = 0;
    std::string note; // the cards it sees and any assumption, or why it is not analyzed
    // Simulated rows: the wagers decided, the standard error of the house
    // edge and its 95% confidence interval (+/- 1.96 standard errors), in
    // percent of the wager; zero for exact rows.
    std::int64_t wagers = 0;
    double standardErrorPercent = 0;
    double confidenceLowPercent = 0;
    double confidenceHighPercent = 0;
};

// The figures of a table configuration (dealer-trainer-cli analyze).
struct AnalysisReport {
    // validate() problems; when not empty nothing was analyzed.
    std::vector<OfferProblem> problems;
    // Why the main wager could not be simulated (simulationRefusal()).
    std::string refusal;

    std::int64_t rounds = 0;
    std::uint64_t seed = 0;
    int decks = 0;
    Money wager; // on each box
    std::size_t cutCard = 0;
    // Main wager, per initial wager, in percent: the house edge is the
    // players' loss; its 95% confidence interval is +/- 1.96 standard errors
    // of the per-round results.
    double houseEdgePercent = 0;
    double standardErrorPercent = 0;
    double confidenceLowPercent = 0;
    double confidenceHighPercent = 0;
    double hitFrequencyPercent = 0; // rounds the player's wager wins
    double seconds = 0;
    double roundsPerSecond = 0;
    std::vector<SideWagerAnalysis> sideWagers;

    bool ok() const { return problems.empty() && refusal.empty(); }
};

// Plays `rounds` rounds of one box with basic strategy (RoundSimulator) from
// `seed` and evaluates every side wager the table offers: exactly by
// enumeration (exactSideWagerRows()) when the first two to four cards decide
// it, otherwise in the same simulation, the box placing every offered side
// wager each round (SimulationSetup::sideWagers; the main wager is then
// played with the dealing rules those wagers bring, e.g. §25(d)). Rounds per second
// are measured here with std::chrono (simulation only).
AnalysisReport analyze(const TableOffer &offer, std::int64_t rounds, std::uint64_t seed);

// A side wager that enumeration can evaluate: the cards it needs and an
// evaluator calling its settlement function for the table's options. Adding a
// wager is one row in exactSideWagerRows() (analyzer.cpp).
// `firstEvaluation`: how many of the roles always decide it (0: all); the
// later roles are dealt only while the wager is Pending. `offered` (may be
// empty) tells whether the row applies to the table (e.g. the $5 blackjack
// bonus denomination).
struct ExactSideWagerRow {
    SideWager wager;
    std::string label;
    std::vector<CardRole> roles;
    std::size_t firstEvaluation = 0;
    std::function<SideWagerEvaluator(const TableOffer &)> evaluator;
    std::function<bool(const TableOffer &)> offered;
    std::string note; // the assumption behind the figure, if any
};

std::span<const ExactSideWagerRow> exactSideWagerRows();

} // namespace dt::blackjack
