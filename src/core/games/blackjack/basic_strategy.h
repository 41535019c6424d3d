#pragma once

#include "../../card.h"
#include "table_offer.h"

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

namespace dt::blackjack {

// What a player does with a hand (§6(f): surrender, double down, split
// pairs, stand or draw).
enum class PlayerDecision : std::uint8_t { Hit, Stand, Double, Split, Surrender };

std::string_view name(PlayerDecision decision);

// The table rules a basic strategy depends on.
struct StrategyRules {
    int decks = 6;
    // §12(b); the 6 to 5 variation always hits soft 17 (§12(d)).
    DealerSoft17 soft17 = DealerSoft17::Stands;
    bool doubleAfterSplit = true; // §10(a), §10(d)
    bool surrender = false;       // §8(c)

    static StrategyRules of(const TableOffer &offer);
};

// What the table lets the player do with this hand now; the strategy only
// chooses among these.
struct HandOptions {
    bool canDouble = true;     // §10(a): first two cards, not on blackjack or 21
    bool canSplit = true;      // §11(a), (c)(1), (e): a pair and a hand left to form
    bool canSurrender = false; // §8(a): the first decision on the first two cards
};

// The basic strategy of a total-dependent player, written as data (the charts
// below in basic_strategy.cpp). Source, for 4 to 8 decks: the basic strategy
// table of the Wikipedia article "Blackjack" (3+ decks, dealer stands on soft
// 17, double on any two cards, double after split, late surrender) and its
// note on the dealer hitting soft 17 (double 11 v A, surrender 15 and 17 v A,
// double A,7 v 2 and A,8 v 6); the no-double-after-split pair rows and the
// hit-soft-17 8,8 v A surrender from the blackjack-chart.com multiple-deck
// charts ("No Double After Split, Dealer Stands/Hits on Soft 17"). For one
// and two decks, the same chart with the double-deck deviations listed in
// basic_strategy.cpp. With the §6(h) procedure (no hole card) and §10(b) /
// §11(d) (a dealer blackjack takes only the original wager) the expected value
// of every decision is that of the peek game these charts are made for.
class BasicStrategy {
public:
    explicit BasicStrategy(const StrategyRules &rules);

    // `hardTotal` counts every ace as one; `hasAce` tells whether one ace can
    // count eleven (§2(b)(3)(i)); `pairValue` is the value (1 for aces, 10
    // for ten-value cards) of a two-card pair, or 0; `upValue` is the dealer's
    // up card, 1 for an ace.
    PlayerDecision decide(int hardTotal, bool hasAce, int pairValue, int upValue,
                          HandOptions options) const {
        const bool soft = hasAce && hardTotal + 10 <= 21;
        const int total = soft ? hardTotal + 10 : hardTotal;
        const int up = upValue - 1;
        if (pairValue != 0) {
            const PairCode pair = pairs_[pairValue - 1][up];
            if (pair == PairCode::SurrenderElseSplit && options.canSurrender) {
                return PlayerDecision::Surrender;
            }
            if (pair != PairCode::No && options.canSplit) {
                return PlayerDecision::Split;
            }
        }
        const Code code = soft ? soft_[total][up] : hard_[total][up];
        switch (code) {
        case Code::Hit:
            return PlayerDecision::Hit;
        case Code::Stand:
            return PlayerDecision::Stand;
        case Code::DoubleElseHit:
            return options.canDouble ? PlayerDecision::Double : PlayerDecision::Hit;
        case Code::DoubleElseStand:
            return options.canDouble ? PlayerDecision::Double : PlayerDecision::Stand;
        case Code::SurrenderElseHit:
            return options.canSurrender ? PlayerDecision::Surrender : PlayerDecision::Hit;
        case Code::SurrenderElseStand:
            return options.canSurrender ? PlayerDecision::Surrender : PlayerDecision::Stand;
        }
        return PlayerDecision::Stand;
    }

    // The same for a hand of cards (the order does not matter); a two-card
    // pair of identical value (§11(a)) may be split when `options` allows.
    PlayerDecision decide(const std::vector<Card> &hand, Card up, HandOptions options) const;

    // The chart's code for a cell, as printed in the charts: "H", "S", "D"
    // (double, else hit), "Ds" (double, else stand), "P" (split), "Rh", "Rs",
    // "Rp" (surrender, else hit / stand / split). For the tests and the docs.
    enum class Code : std::uint8_t {
        Hit,
        Stand,
        DoubleElseHit,
        DoubleElseStand,
        SurrenderElseHit,
        SurrenderElseStand
    };
    enum class PairCode : std::uint8_t { No, Split, SurrenderElseSplit };

private:
    // Indexed by total (0-21) and up card (0 = ace ... 9 = ten).
    std::array<std::array<Code, 10>, 22> hard_{};
    std::array<std::array<Code, 10>, 22> soft_{};
    // Indexed by pair value - 1 (0 = aces ... 9 = tens) and up card.
    std::array<std::array<PairCode, 10>, 10> pairs_{};
};

} // namespace dt::blackjack
