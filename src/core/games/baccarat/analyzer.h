#pragma once

#include "outcome.h"
#include "settlement.h"
#include "table_rules.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace dt::baccarat {

// The cards left in a shoe by rank, ace first (Rank::Ace is index 0).
using RankCounts = std::array<int, 13>;
RankCounts fullShoe(int decks);

// Every round a shoe can deal, exactly. A round uses four to six cards; each
// summary's weight is the number of ordered draws of six cards from the shoe
// that begin with a round ending in that summary, so every weight shares the
// denominator `total` = N (N-1) ... (N-5), N the cards in the shoe, and
// weight / total is the summary's exact probability.
struct CoupDistribution {
    std::int64_t total = 0;
    std::vector<std::pair<CoupSummary, std::int64_t>> coups;
};

// Enumerates the rounds rank by rank (13 ranks with their multiplicities, not
// the cards one by one): the four initial cards, then the third cards the
// rules of drawing_rules.h give. Nothing (total 0) when the shoe has fewer
// than six cards or more than 24 decks' worth (the counts are kept in 64
// bits).
CoupDistribution enumerateCoups(Game game, const RankCounts &shoe);

// One way a wager ends, with its exact weight over the distribution's total.
struct OutcomeLine {
    Decision decision = Decision::Lose;
    Odds odds;             // a win's odds
    bool vigorish = false; // the win pays 5% vigorish (§13(c))
    std::string reason;    // "win by 9 points", "Dragon 7"; empty for the plain case
    std::int64_t weight = 0;
    double probability = 0;
};

struct WagerAnalysis {
    Wager wager = Wager::Player;
    Citation section;
    std::vector<OutcomeLine> outcomes; // wins first, by odds, then pushes, then the loss
    std::int64_t winWeight = 0;
    std::int64_t pushWeight = 0;
    std::int64_t loseWeight = 0;
    // The players' expected loss per unit wagered, in percent (ties and
    // pushes count as rounds played). A Banker win's vigorish is 5% of the
    // amount won exactly, as on a wager that is a multiple of $5 (§13(c)
    // rounding then adds nothing).
    double houseEdgePercent = 0;
    double winPercent = 0;
    std::string note = {};
};

struct AnalysisReport {
    std::vector<RulesProblem> problems; // validate(); nothing analyzed when not empty
    std::string refusal;                // why the shoe cannot be enumerated
    Game game = Game::Baccarat;
    int decks = 0;
    std::int64_t total = 0; // the common denominator of every weight
    std::size_t distinctCoups = 0;
    std::vector<WagerAnalysis> wagers; // every wager the table offers
    double seconds = 0;

    bool ok() const { return problems.empty() && refusal.empty(); }
};

// The exact figures of every wager the table offers (dealer-trainer-cli
// analyze): probabilities by enumeration of the full shoe, house edges from
// the settlement rules of settlement.h.
AnalysisReport analyze(const TableRules &rules);

// The same for an already enumerated distribution (a partly dealt shoe).
WagerAnalysis analyzeWager(const TableRules &rules, Wager wager,
                           const CoupDistribution &distribution);

} // namespace dt::baccarat
