#include "analyzer.h"

#include "drawing_rules.h"
#include "point_count.h"

#include <algorithm>
#include <chrono>
#include <map>
#include <tuple>

namespace dt::baccarat {

namespace {

constexpr int kRanks = 13;
constexpr int kMostDecks = 24; // 1248^6 < 2^63
constexpr int kRoundCards = 6; // the most cards a round can use (§10(c))

// The summaries are counted in a flat array: point counts, card counts, pairs.
constexpr std::size_t kCells = 10 * 10 * 2 * 2 * 2 * 2;

std::size_t cellOf(int playerPoint, int bankerPoint, int playerCards, int bankerCards,
                   bool playerPair, bool bankerPair) {
    std::size_t index = static_cast<std::size_t>(playerPoint * 10 + bankerPoint);
    index = index * 2 + static_cast<std::size_t>(playerCards - 2);
    index = index * 2 + static_cast<std::size_t>(bankerCards - 2);
    index = index * 2 + (playerPair ? 1U : 0U);
    index = index * 2 + (bankerPair ? 1U : 0U);
    return index;
}

CoupSummary summaryOf(std::size_t cell) {
    CoupSummary summary;
    summary.bankerPair = (cell % 2) == 1;
    cell /= 2;
    summary.playerPair = (cell % 2) == 1;
    cell /= 2;
    summary.bankerCards = static_cast<int>(cell % 2) + 2;
    cell /= 2;
    summary.playerCards = static_cast<int>(cell % 2) + 2;
    cell /= 2;
    summary.bankerPoint = static_cast<int>(cell % 10);
    summary.playerPoint = static_cast<int>(cell / 10);
    return summary;
}

// The draw rules tabulated once from drawing_rules.h: the Player's by the
// two first-two-card counts, the Banker's also by the Player's third card
// value (10: no third card).
struct DrawTables {
    std::array<std::array<bool, 10>, 10> player{};
    std::array<std::array<std::array<bool, 11>, 10>, 10> banker{};

    explicit DrawTables(Game game) {
        for (int p = 0; p < 10; ++p) {
            for (int b = 0; b < 10; ++b) {
                const auto pi = static_cast<std::size_t>(p);
                const auto bi = static_cast<std::size_t>(b);
                player[pi][bi] = playerDraws(game, p, b).draws;
                for (int third = 0; third <= 10; ++third) {
                    const std::optional<int> value =
                        third == 10 ? std::nullopt : std::optional<int>(third);
                    banker[pi][bi][static_cast<std::size_t>(third)] =
                        bankerDraws(game, p, b, value).draws;
                }
            }
        }
    }
};

struct Enumerator {
    const DrawTables &draws;
    RankCounts counts;
    std::array<int, kRanks> values{};
    // rest[k]: the ordered ways to draw cards k+1..6 after k cards: (N-k)...(N-5).
    std::array<std::int64_t, kRoundCards + 1> rest{};
    std::array<std::int64_t, kCells> cells{};

    void leaf(std::int64_t weight, int cardsUsed, std::size_t cell) {
        cells[cell] += weight * rest[static_cast<std::size_t>(cardsUsed)];
    }

    // The Banker's third card, if any, after the Player's (value 10: none).
    void bankerThird(std::int64_t weight, int cardsUsed, int playerPoint, int bankerPoint,
                     int playerCards, int playerThirdValue, bool playerPair, bool bankerPair) {
        const int playerFirstTwo =
            playerCards == 3 ? (playerPoint - playerThirdValue + 10) % 10 : playerPoint;
        const bool bankerDraws =
            draws.banker[static_cast<std::size_t>(playerFirstTwo)][static_cast<std::size_t>(
                bankerPoint)][static_cast<std::size_t>(playerThirdValue)];
        if (!bankerDraws) {
            leaf(weight, cardsUsed,
                 cellOf(playerPoint, bankerPoint, playerCards, 2, playerPair, bankerPair));
            return;
        }
        for (std::size_t rank = 0; rank < kRanks; ++rank) {
            if (counts[rank] == 0) {
                continue;
            }
            const int banker = (bankerPoint + values[rank]) % 10;
            leaf(weight * counts[rank], cardsUsed + 1,
                 cellOf(playerPoint, banker, playerCards, 3, playerPair, bankerPair));
        }
    }

    void round(std::int64_t weight, int playerPoint, int bankerPoint, bool playerPair,
               bool bankerPair) {
        const auto pi = static_cast<std::size_t>(playerPoint);
        const auto bi = static_cast<std::size_t>(bankerPoint);
        if (!draws.player[pi][bi]) {
            bankerThird(weight, 4, playerPoint, bankerPoint, 2, 10, playerPair, bankerPair);
            return;
        }
        for (std::size_t rank = 0; rank < kRanks; ++rank) {
            if (counts[rank] == 0) {
                continue;
            }
            const std::int64_t drawn = weight * counts[rank];
            --counts[rank];
            bankerThird(drawn, 5, (playerPoint + values[rank]) % 10, bankerPoint, 3, values[rank],
                        playerPair, bankerPair);
            ++counts[rank];
        }
    }

    void run() {
        // §9(c): Player, Banker, Player, Banker.
        for (std::size_t p1 = 0; p1 < kRanks; ++p1) {
            if (counts[p1] == 0) {
                continue;
            }
            const std::int64_t w1 = counts[p1]--;
            for (std::size_t b1 = 0; b1 < kRanks; ++b1) {
                if (counts[b1] == 0) {
                    continue;
                }
                const std::int64_t w2 = w1 * counts[b1]--;
                for (std::size_t p2 = 0; p2 < kRanks; ++p2) {
                    if (counts[p2] == 0) {
                        continue;
                    }
                    const std::int64_t w3 = w2 * counts[p2]--;
                    for (std::size_t b2 = 0; b2 < kRanks; ++b2) {
                        if (counts[b2] == 0) {
                            continue;
                        }
                        const std::int64_t w4 = w3 * counts[b2]--;
                        round(w4, (values[p1] + values[p2]) % 10, (values[b1] + values[b2]) % 10,
                              p1 == p2, b1 == b2);
                        ++counts[b2];
                    }
                    ++counts[p2];
                }
                ++counts[b1];
            }
            ++counts[p1];
        }
    }
};

// Sorting key of an outcome line: wins (highest odds first), pushes, the loss.
int decisionOrder(Decision decision) {
    switch (decision) {
    case Decision::Win:
        return 0;
    case Decision::Push:
        return 1;
    case Decision::Lose:
        break;
    }
    return 2;
}

} // namespace

RankCounts fullShoe(int decks) {
    RankCounts counts{};
    counts.fill(4 * decks);
    return counts;
}

CoupDistribution enumerateCoups(Game game, const RankCounts &shoe) {
    CoupDistribution distribution;
    std::int64_t cards = 0;
    for (const int count : shoe) {
        if (count < 0) {
            return distribution;
        }
        cards += count;
    }
    if (cards < kRoundCards || cards > static_cast<std::int64_t>(kMostDecks) * kCardsPerDeck) {
        return distribution;
    }
    const DrawTables draws(game);
    Enumerator enumerator{draws, shoe};
    for (std::size_t rank = 0; rank < kRanks; ++rank) {
        enumerator.values[rank] = cardValue(static_cast<Rank>(rank + 1));
    }
    enumerator.rest[kRoundCards] = 1;
    for (int used = kRoundCards - 1; used >= 0; --used) {
        enumerator.rest[static_cast<std::size_t>(used)] =
            enumerator.rest[static_cast<std::size_t>(used + 1)] * (cards - used);
    }
    enumerator.run();
    distribution.total = enumerator.rest[0];
    for (std::size_t cell = 0; cell < kCells; ++cell) {
        if (enumerator.cells[cell] != 0) {
            distribution.coups.emplace_back(summaryOf(cell), enumerator.cells[cell]);
        }
    }
    return distribution;
}

WagerAnalysis analyzeWager(const TableRules &rules, Wager wager,
                           const CoupDistribution &distribution) {
    WagerAnalysis analysis;
    analysis.wager = wager;
    analysis.section = wagerSection(rules.game, wager);
    // Lines keyed by decision, odds, vigorish and reason (a loss is one line).
    using Key = std::tuple<int, std::int64_t, std::int64_t, bool, std::string>;
    std::map<Key, OutcomeLine> lines;
    for (const auto &[coup, weight] : distribution.coups) {
        const WagerDecision decided = decide(rules, wager, coup);
        const bool won = decided.decision == Decision::Win;
        const std::string reason = decided.decision == Decision::Lose ? "" : decided.reason;
        // Wins with the highest odds first (by their win side: all are "to 1" but a Tie
        // paid at odds such as 17 to 2).
        const Key key{decisionOrder(decided.decision), won ? -decided.odds.win : 0,
                      won ? decided.odds.stake : 0, won && decided.vigorish, reason};
        OutcomeLine &line = lines[key];
        line.decision = decided.decision;
        line.odds = decided.odds;
        line.vigorish = won && decided.vigorish;
        line.reason = reason;
        line.weight += weight;
    }
    const auto total = static_cast<double>(distribution.total);
    double expectedReturn = 0; // per unit wagered, times total
    for (auto &[key, line] : lines) {
        line.probability = static_cast<double>(line.weight) / total;
        switch (line.decision) {
        case Decision::Win: {
            analysis.winWeight += line.weight;
            const double paid = static_cast<double>(line.odds.win) /
                                static_cast<double>(line.odds.stake) *
                                (line.vigorish ? 0.95 : 1.0); // §13(c): 5% of the amount won
            expectedReturn += static_cast<double>(line.weight) * paid;
            break;
        }
        case Decision::Push:
            analysis.pushWeight += line.weight;
            break;
        case Decision::Lose:
            analysis.loseWeight += line.weight;
            expectedReturn -= static_cast<double>(line.weight);
            break;
        }
        analysis.outcomes.push_back(line);
    }
    if (distribution.total > 0) {
        analysis.houseEdgePercent = -expectedReturn / total * 100.0;
        analysis.winPercent = static_cast<double>(analysis.winWeight) / total * 100.0;
    }
    switch (wager) {
    case Wager::Banker:
        if (!rules.ezBaccarat) {
            analysis.note =
                "5% vigorish on the amount won, exactly: a wager in multiples of $5, which "
                "the 25-cent rounding leaves unchanged";
        } else {
            analysis.note = "EZ Baccarat: no vigorish; a Dragon 7 pushes";
        }
        break;
    case Wager::HouseMoney:
        analysis.note = "the payout taken; letting it ride adds the Player or Banker wager's edge";
        break;
    case Wager::DragonBonusPlayer:
    case Wager::DragonBonusBanker:
        analysis.note =
            std::string("pay table ") + (rules.dragonBonus == DragonBonusTable::B   ? "B"
                                         : rules.dragonBonus == DragonBonusTable::C ? "C"
                                                                                    : "A");
        break;
    default:
        break;
    }
    return analysis;
}

AnalysisReport analyze(const TableRules &rules) {
    AnalysisReport report;
    report.game = rules.game;
    report.decks = rules.decks;
    report.problems = validate(rules);
    if (!report.problems.empty()) {
        return report;
    }
    if (rules.decks > kMostDecks) {
        report.refusal = "the exact enumeration counts in 64 bits and takes at most " +
                         std::to_string(kMostDecks) + " decks";
        return report;
    }
    const auto start = std::chrono::steady_clock::now();
    const CoupDistribution distribution = enumerateCoups(rules.game, fullShoe(rules.decks));
    report.total = distribution.total;
    report.distinctCoups = distribution.coups.size();
    for (const Wager wager : allWagers()) {
        if (offered(rules, wager)) {
            report.wagers.push_back(analyzeWager(rules, wager, distribution));
        }
    }
    report.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return report;
}

} // namespace dt::baccarat
