#pragma once

#include "../../table_event.h"
#include "basic_strategy.h"
#include "round.h"
#include "round_referee.h"
#include "table_rules.h"

#include <cstdint>

namespace dt::blackjack {

// A basic-strategy decision as the player says it.
event::Decision toDecision(PlayerDecision decision);

// A simulated player who follows basic strategy (basic_strategy.h) and, at a
// rate in [0, 1], makes an unusual choice instead: takes insurance or even
// money, surrenders a hand basic strategy would play, doubles a soft hand,
// splits tens, hits a stiff 17, stands on a 12, doubles for less ... so a
// trainee meets every situation. Only choices the table allows on the hand
// (RoundReferee::allowed, §7(c), §9) are made.
//
// Every draw is a hash of the seed, the seat, the hand and its cards, and the
// decisions made so far: the same lesson replays the same choices, whatever
// was asked before.
class PlayerPolicy {
public:
    PlayerPolicy(TableRules rules, std::uint64_t seed, double unusualChoices);

    // The box's answer to the insurance offer (§9(a), §7(c)).
    event::PlayerDecides insuranceAnswer(const Round &round, int seat) const;
    // The decision on the hand whose turn it is, with the chips it adds
    // (§10(a) double down, §11(a) split).
    event::PlayerDecides decision(const Round &round, Spot spot) const;

private:
    // A number in [0, 1) drawn from the seed and what the player sees now.
    double draw(const Round &round, Spot spot, std::uint64_t purpose) const;
    std::uint64_t drawBelow(const Round &round, Spot spot, std::uint64_t purpose,
                            std::uint64_t bound) const;
    bool unusual(const Round &round, Spot spot, std::uint64_t purpose) const;

    RoundReferee referee_; // the table's rules and what it allows
    std::uint64_t seed_ = 0;
    double unusualChoices_ = 0.0;
};

} // namespace dt::blackjack
