#include "side_wager_enumeration.h"

#include <array>
#include <vector>

namespace dt::blackjack {

namespace {

struct Enumeration {
    Enumeration(std::span<const CardRole> roleList, const SideWagerEvaluator &evaluate)
        : roles(roleList)
        , evaluator(evaluate) {}

    std::span<const CardRole> roles;
    const SideWagerEvaluator &evaluator;
    std::size_t firstEvaluation = 0;
    std::array<int, kCardsPerDeck> remaining{};
    std::vector<Card> cards;
    std::uint64_t remainingCards = 0; // in the shoe before the deal
    long double returned = 0;
    long double hits = 0;
    long double pushes = 0;
    std::uint64_t draws = 0;

    Card faceOf(int index) const {
        return Card{static_cast<Rank>(index % 13 + 1), static_cast<Suit>(index / 13), 0};
    }

    void visit(std::size_t depth, std::uint64_t ways) {
        if (depth >= firstEvaluation) {
            const WagerReturn result = evaluator(std::span<const Card>(cards.data(), depth));
            if (!result.decided && depth < roles.size()) {
                enumerateNext(depth, ways);
                return;
            }
            const auto weight =
                static_cast<long double>(ways) * static_cast<long double>(falling(depth));
            // Still Pending with no card left: the wager is returned.
            returned += weight * (result.decided ? result.returned : 1.0L);
            hits += result.wins ? weight : 0.0L;
            pushes += !result.wins && (!result.decided || result.returned == 1.0L) ? weight : 0.0L;
            draws += ways * falling(depth);
            return;
        }
        enumerateNext(depth, ways);
    }

    // The ordered draws of the roles not dealt after `depth` cards: the
    // result counts every completion of the deal.
    std::uint64_t falling(std::size_t depth) const {
        std::uint64_t completions = 1;
        std::uint64_t left = remainingCards - depth;
        for (std::size_t d = depth; d < roles.size(); ++d) {
            completions *= left--;
        }
        return completions;
    }

    void enumerateNext(std::size_t depth, std::uint64_t ways) {
        for (int face = 0; face < kCardsPerDeck; ++face) {
            const int count = remaining[static_cast<std::size_t>(face)];
            if (count == 0) {
                continue;
            }
            cards[depth] = faceOf(face);
            --remaining[static_cast<std::size_t>(face)];
            visit(depth + 1, ways * static_cast<std::uint64_t>(count));
            ++remaining[static_cast<std::size_t>(face)];
        }
    }
};

} // namespace

std::string_view name(CardRole role) {
    switch (role) {
    case CardRole::PlayerFirst:
        return "player's first card";
    case CardRole::DealerUp:
        return "dealer's up card";
    case CardRole::PlayerSecond:
        return "player's second card";
    case CardRole::PlayerThird:
        return "player's third card";
    case CardRole::DealerSecond:
        return "dealer's second card";
    }
    return "card";
}

EnumerationResult enumerateSideWager(int decks, std::span<const CardRole> roles,
                                     const SideWagerEvaluator &evaluator,
                                     std::size_t firstEvaluation) {
    EnumerationResult result;
    if (decks < 1 || roles.empty() || roles.size() > 4 ||
        roles.size() > static_cast<std::size_t>(decks) * kCardsPerDeck) {
        return result;
    }
    Enumeration enumeration(roles, evaluator);
    enumeration.remaining.fill(decks);
    enumeration.cards.resize(roles.size());
    enumeration.remainingCards = static_cast<std::uint64_t>(decks) * kCardsPerDeck;
    enumeration.firstEvaluation =
        firstEvaluation == 0 || firstEvaluation > roles.size() ? roles.size() : firstEvaluation;
    enumeration.visit(0, 1);
    const auto total = static_cast<long double>(enumeration.draws);
    result.draws = enumeration.draws;
    result.expectedReturn = enumeration.returned / total;
    result.houseEdge = 1.0L - result.expectedReturn;
    result.hitFrequency = enumeration.hits / total;
    result.pushFrequency = enumeration.pushes / total;
    return result;
}

WagerReturn wagerReturnOf(const SideWagerAward &award, Money wager, Money meter) {
    if (wager <= Money()) {
        return {};
    }
    switch (award.result) {
    case SideWagerAward::Result::Loses:
        return {0.0L, false};
    case SideWagerAward::Result::Push:
        return {1.0L, false};
    case SideWagerAward::Result::Pending:
        return {1.0L, false, false};
    case SideWagerAward::Result::Wins:
        break;
    }
    const Money won = winnings(award, wager, meter);
    return {1.0L +
                static_cast<long double>(won.inCents()) / static_cast<long double>(wager.inCents()),
            true};
}

} // namespace dt::blackjack
