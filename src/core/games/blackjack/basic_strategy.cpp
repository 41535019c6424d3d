#include "basic_strategy.h"

#include "dealer_draw.h"

#include <string>
#include <string_view>

namespace dt::blackjack {

namespace {

// The charts, one row per player hand, columns for the dealer's up card
// 2 3 4 5 6 7 8 9 10 A, as the published charts print them (sources in
// basic_strategy.h). H hit, S stand, D double else hit, d double else stand,
// R surrender else hit, r surrender else stand.
struct Row {
    int total;
    std::string_view cells;
};

// 4 to 8 decks, dealer stands on soft 17.
constexpr Row kHard[] = {
    {4, "HHHHHHHHHH"},  {5, "HHHHHHHHHH"},  {6, "HHHHHHHHHH"},  {7, "HHHHHHHHHH"},
    {8, "HHHHHHHHHH"},  {9, "HDDDDHHHHH"},  {10, "DDDDDDDDHH"}, {11, "DDDDDDDDDH"},
    {12, "HHSSSHHHHH"}, {13, "SSSSSHHHHH"}, {14, "SSSSSHHHHH"}, {15, "SSSSSHHHRH"},
    {16, "SSSSSHHRRR"}, {17, "SSSSSSSSSS"}, {18, "SSSSSSSSSS"}, {19, "SSSSSSSSSS"},
    {20, "SSSSSSSSSS"}, {21, "SSSSSSSSSS"},
};
// Soft totals: 13 is A,2 ... 20 is A,9; soft 12 (A,A not split) hits.
constexpr Row kSoft[] = {
    {12, "HHHHHHHHHH"}, {13, "HHHDDHHHHH"}, {14, "HHHDDHHHHH"}, {15, "HHDDDHHHHH"},
    {16, "HHDDDHHHHH"}, {17, "HDDDDHHHHH"}, {18, "SddddSSHHH"}, {19, "SSSSSSSSSS"},
    {20, "SSSSSSSSSS"}, {21, "SSSSSSSSSS"},
};
// Pairs by value (1 = aces, 10 = ten-value cards): P split, p split when
// doubling after a split is allowed (else play the total), N play the total,
// Q surrender else split.
constexpr Row kPairs[] = {
    {1, "PPPPPPPPPP"}, {2, "ppPPPPNNNN"}, {3, "ppPPPPNNNN"}, {4, "NNNppNNNNN"}, {5, "NNNNNNNNNN"},
    {6, "pPPPPNNNNN"}, {7, "PPPPPPNNNN"}, {8, "PPPPPPPPPP"}, {9, "PPPPPNPPNN"}, {10, "NNNNNNNNNN"},
};

// Chart column (2 ... 10, A) to up-card index (0 = ace, 1 = two ...).
int upIndex(int column) {
    return column == 9 ? 0 : column + 1;
}

// Up-card value (1 = ace ... 10) to chart column.
int column(int upValue) {
    return upValue == 1 ? 9 : upValue - 2;
}

BasicStrategy::Code codeOf(char cell) {
    using Code = BasicStrategy::Code;
    switch (cell) {
    case 'S':
        return Code::Stand;
    case 'D':
        return Code::DoubleElseHit;
    case 'd':
        return Code::DoubleElseStand;
    case 'R':
        return Code::SurrenderElseHit;
    case 'r':
        return Code::SurrenderElseStand;
    default:
        return Code::Hit;
    }
}

} // namespace

std::string_view name(PlayerDecision decision) {
    switch (decision) {
    case PlayerDecision::Hit:
        return "hit";
    case PlayerDecision::Stand:
        return "stand";
    case PlayerDecision::Double:
        return "double down";
    case PlayerDecision::Split:
        return "split";
    case PlayerDecision::Surrender:
        return "surrender";
    }
    return "stand";
}

StrategyRules StrategyRules::of(const TableOffer &offer) {
    StrategyRules rules;
    rules.decks = offer.decks;
    rules.soft17 = dealerSoft17Rule(offer);
    rules.doubleAfterSplit = offer.doubleAfterSplit;
    // §8(c): no surrender in the 6 to 5 variation (validate() reports it).
    rules.surrender = offer.surrender && !offer.sixToFive;
    return rules;
}

BasicStrategy::BasicStrategy(const StrategyRules &rules) {
    for (auto &row : hard_) {
        row.fill(Code::Stand); // totals below 4 never occur
    }
    for (auto &row : soft_) {
        row.fill(Code::Stand);
    }
    for (const Row &row : kHard) {
        for (int c = 0; c < 10; ++c) {
            hard_[row.total][upIndex(c)] = codeOf(row.cells[c]);
        }
    }
    for (const Row &row : kSoft) {
        for (int c = 0; c < 10; ++c) {
            soft_[row.total][upIndex(c)] = codeOf(row.cells[c]);
        }
    }
    auto pairCells = [&](int value) {
        for (const Row &row : kPairs) {
            if (row.total == value) {
                return std::string(row.cells);
            }
        }
        return std::string(10, 'N');
    };
    std::array<std::string, 10> pairRows;
    for (int value = 1; value <= 10; ++value) {
        pairRows[value - 1] = pairCells(value);
    }

    const bool hitsSoft17 = rules.soft17 == DealerSoft17::Hits;
    const bool fewDecks = rules.decks <= 2;
    const int ace = 0;
    if (fewDecks) {
        // Double-deck deviations (Wizard of Odds two-deck charts): double 9
        // v 2 and 11 v A; split 6,6 v 7 and 7,7 v 8 when doubling after a
        // split is allowed; without it split 2,2 v 3 and 6,6 v 2.
        hard_[9][upIndex(column(2))] = Code::DoubleElseHit;
        hard_[11][ace] = Code::DoubleElseHit;
        pairRows[1] = "pPPPPPNNNN";
        pairRows[5] = "PPPPPpNNNN";
        pairRows[6] = "PPPPPPpNNN";
        if (hitsSoft17) {
            soft_[14][upIndex(column(4))] = Code::DoubleElseHit; // A,3 v 4
        }
    }
    if (hitsSoft17) {
        // Dealer hits soft 17 (Wikipedia note): double 11 v A, surrender 15
        // and 17 v A, double A,7 v 2 and A,8 v 6; 8,8 v A surrender
        // (blackjack-chart.com, hits soft 17).
        hard_[11][ace] = Code::DoubleElseHit;
        hard_[15][ace] = Code::SurrenderElseHit;
        hard_[17][ace] = Code::SurrenderElseStand;
        soft_[18][upIndex(column(2))] = Code::DoubleElseStand;
        soft_[19][upIndex(column(6))] = Code::DoubleElseStand;
        pairRows[7][9] = 'Q';
    }
    for (int value = 1; value <= 10; ++value) {
        for (int c = 0; c < 10; ++c) {
            const char cell = pairRows[value - 1][c];
            PairCode code = PairCode::No;
            if (cell == 'P' || (cell == 'p' && rules.doubleAfterSplit)) {
                code = PairCode::Split;
            } else if (cell == 'Q') {
                code = PairCode::SurrenderElseSplit;
            }
            pairs_[value - 1][upIndex(c)] = code;
        }
    }
    if (!rules.surrender) {
        // Without surrender (§8(c)) the cell's second choice is the play.
        for (auto *table : {&hard_, &soft_}) {
            for (auto &row : *table) {
                for (Code &code : row) {
                    if (code == Code::SurrenderElseHit) {
                        code = Code::Hit;
                    } else if (code == Code::SurrenderElseStand) {
                        code = Code::Stand;
                    }
                }
            }
        }
        for (auto &row : pairs_) {
            for (PairCode &code : row) {
                if (code == PairCode::SurrenderElseSplit) {
                    code = PairCode::Split;
                }
            }
        }
    }
}

PlayerDecision BasicStrategy::decide(const std::vector<Card> &hand, Card up,
                                     HandOptions options) const {
    const auto value = [](Rank rank) { return rank >= Rank::Ten ? 10 : static_cast<int>(rank); };
    int hardTotal = 0;
    bool hasAce = false;
    for (const Card &card : hand) {
        hardTotal += value(card.rank);
        hasAce = hasAce || card.rank == Rank::Ace;
    }
    const bool pair = hand.size() == 2 && value(hand[0].rank) == value(hand[1].rank);
    const int pairValue = pair ? value(hand[0].rank) : 0;
    if (!pair) {
        options.canSplit = false;
    }
    return decide(hardTotal, hasAce, pairValue, value(up.rank), options);
}

} // namespace dt::blackjack
