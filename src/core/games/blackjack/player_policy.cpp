#include "player_policy.h"

#include "basic_strategy.h"
#include "settlement.h"

#include <algorithm>
#include <vector>

namespace dt::blackjack {

namespace {

using event::Decision;

// The purposes of a draw, so two questions about the same hand differ.
enum Purpose : std::uint64_t {
    InsuranceChance = 1,
    InsuranceKind,
    InsuranceAmount,
    DecisionChance,
    DecisionKind,
    DoubleChance,
    DoubleAmount,
};

std::uint64_t mix(std::uint64_t value) {
    // splitmix64's finalizer: a well-spread hash of one 64-bit word.
    value += 0x9e3779b97f4a7c15ULL;
    value = (value ^ (value >> 30U)) * 0xbf58476d1ce4e5b9ULL;
    value = (value ^ (value >> 27U)) * 0x94d049bb133111ebULL;
    return value ^ (value >> 31U);
}

std::uint64_t combine(std::uint64_t hash, std::uint64_t value) {
    return mix(hash ^ mix(value));
}

int cardValue(const Card &card) {
    return card.rank >= Rank::Ten ? 10 : static_cast<int>(card.rank);
}

// A multiple of `chip` from one chip to `most`, or `most` when no chip fits.
Money chipsUpTo(Money most, Money chip, std::uint64_t pick) {
    if (chip <= Money() || most < chip) {
        return most;
    }
    const std::int64_t chips = most.inCents() / chip.inCents();
    const auto count = static_cast<std::int64_t>(pick % static_cast<std::uint64_t>(chips)) + 1;
    return Money::cents(count * chip.inCents());
}

} // namespace

Decision toDecision(PlayerDecision decision) {
    switch (decision) {
    case PlayerDecision::Hit:
        return Decision::Hit;
    case PlayerDecision::Stand:
        return Decision::Stand;
    case PlayerDecision::Double:
        return Decision::Double;
    case PlayerDecision::Split:
        return Decision::Split;
    case PlayerDecision::Surrender:
        return Decision::Surrender;
    }
    return Decision::Stand;
}

PlayerPolicy::PlayerPolicy(TableRules rules, std::uint64_t seed, double unusualChoices)
    : referee_(std::move(rules))
    , seed_(seed)
    , unusualChoices_(std::clamp(unusualChoices, 0.0, 1.0)) {}

double PlayerPolicy::draw(const Round &round, Spot spot, std::uint64_t purpose) const {
    std::uint64_t hash = combine(mix(seed_), static_cast<std::uint64_t>(spot.seat));
    hash = combine(hash, static_cast<std::uint64_t>(spot.hand));
    hash = combine(hash, purpose);
    if (const RoundBox *box = round.box(spot.seat)) {
        hash = combine(hash, static_cast<std::uint64_t>(box->playDecisions));
        hash = combine(hash, box->hands.size());
    }
    if (const RoundHand *hand = round.hand(spot.seat, spot.hand)) {
        hash = combine(hash, hand->cards.size());
        for (const Card &card : hand->cards) {
            hash = combine(hash, static_cast<std::uint64_t>(card.rank) * 8U +
                                     static_cast<std::uint64_t>(card.suit));
        }
    }
    if (const auto up = round.upCard()) {
        hash = combine(hash, static_cast<std::uint64_t>(up->rank) * 8U +
                                 static_cast<std::uint64_t>(up->suit));
    }
    // The top 53 bits as a fraction of one.
    return static_cast<double>(hash >> 11U) * 0x1.0p-53;
}

std::uint64_t PlayerPolicy::drawBelow(const Round &round, Spot spot, std::uint64_t purpose,
                                      std::uint64_t bound) const {
    const auto value =
        static_cast<std::uint64_t>(draw(round, spot, purpose) * static_cast<double>(bound));
    return std::min(value, bound - 1);
}

bool PlayerPolicy::unusual(const Round &round, Spot spot, std::uint64_t purpose) const {
    return unusualChoices_ > 0.0 && draw(round, spot, purpose) < unusualChoices_;
}

event::PlayerDecides PlayerPolicy::insuranceAnswer(const Round &round, int seat) const {
    const Spot spot{seat, 1};
    const RoundBox *box = round.box(seat);
    // Basic strategy never insures (§9(a) pays 2 to 1 on a bet that loses
    // more often than a third of the time).
    if (box == nullptr || !unusual(round, spot, InsuranceChance)) {
        return event::PlayerDecides{seat, 1, Decision::NoInsurance, Money()};
    }
    // §7(c): a blackjack may take even money instead of insurance.
    if (box->hands[0].isBlackjack() && referee_.evenMoneyOffered() &&
        drawBelow(round, spot, InsuranceKind, 2) == 0) {
        return event::PlayerDecides{seat, 1, Decision::EvenMoney, Money()};
    }
    // §9(b): any amount in chips up to the limit.
    const Money limit =
        blackjack::insuranceLimit(box->initialWager, referee_.rules().offer.smallestChip);
    const Money amount = chipsUpTo(limit, referee_.rules().offer.smallestChip,
                                   drawBelow(round, spot, InsuranceAmount, 1U << 20U));
    return event::PlayerDecides{seat, 1, Decision::Insurance, amount};
}

event::PlayerDecides PlayerPolicy::decision(const Round &round, Spot spot) const {
    const RoundBox &box = *round.box(spot.seat);
    const RoundHand &hand = *round.hand(spot.seat, spot.hand);
    const auto allowed = referee_.allowed(round, spot);
    const BasicStrategy strategy(StrategyRules::of(referee_.rules().offer));
    Decision choice = Decision::Stand;
    if (const auto up = round.upCard()) {
        choice = toDecision(strategy.decide(
            hand.cards, *up, HandOptions{allowed.doubleDown, allowed.split, allowed.surrender}));
    }
    if (!allowed.permits(choice)) {
        choice = Decision::Stand;
    }
    if (unusual(round, spot, DecisionChance)) {
        const HandValue value = hand.value();
        const bool tens = hand.cards.size() == 2 && cardValue(hand.cards[0]) == 10 &&
                          cardValue(hand.cards[1]) == 10;
        std::vector<Decision> named;
        if (allowed.surrender && choice != Decision::Surrender) {
            named.push_back(Decision::Surrender); // §8(a): a hand basic strategy plays
        }
        if (allowed.doubleDown && value.soft && choice != Decision::Double) {
            named.push_back(Decision::Double); // a soft double
        }
        if (allowed.split && tens) {
            named.push_back(Decision::Split); // split tens
        }
        if (allowed.hit && !value.soft && value.total == 17) {
            named.push_back(Decision::Hit); // hit a stiff 17
        }
        if (value.total == 12 && choice == Decision::Hit) {
            named.push_back(Decision::Stand); // stand on a 12
        }
        if (named.empty()) {
            // Any other choice the table allows.
            for (const Decision other : {Decision::Hit, Decision::Stand, Decision::Double,
                                         Decision::Split, Decision::Surrender}) {
                if (other != choice && allowed.permits(other)) {
                    named.push_back(other);
                }
            }
        }
        if (!named.empty()) {
            choice = named[drawBelow(round, spot, DecisionKind, named.size())];
        }
    }
    Money amount;
    if (choice == Decision::Double) {
        // §10(a): "not in excess of the amount of his original wager"; now and
        // then for less, in chips.
        const Money original = hand.wager;
        amount = original;
        if (unusual(round, spot, DoubleChance) && original > referee_.rules().offer.smallestChip) {
            amount = chipsUpTo(original - referee_.rules().offer.smallestChip,
                               referee_.rules().offer.smallestChip,
                               drawBelow(round, spot, DoubleAmount, 1U << 20U));
        }
    } else if (choice == Decision::Split) {
        amount = box.initialWager; // §11(a): equal to the original wager
    }
    return event::PlayerDecides{spot.seat, spot.hand, choice, amount};
}

} // namespace dt::blackjack
