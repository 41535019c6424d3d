#include "card.h"

#include <array>

namespace dt {

namespace {
constexpr std::array<std::string_view, 13> kRankCodes = {"A", "2", "3",  "4", "5", "6", "7",
                                                         "8", "9", "10", "J", "Q", "K"};
constexpr std::array<std::string_view, 13> kRankNames = {"ace",  "two",   "three", "four", "five",
                                                         "six",  "seven", "eight", "nine", "ten",
                                                         "jack", "queen", "king"};
constexpr std::array<char, 4> kSuitCodes = {'C', 'D', 'H', 'S'};
constexpr std::array<std::string_view, 4> kSuitNames = {"clubs", "diamonds", "hearts", "spades"};
} // namespace

std::string toString(const Card &card) {
    std::string text(kRankCodes[static_cast<std::size_t>(card.rank) - 1]);
    text += kSuitCodes[static_cast<std::size_t>(card.suit)];
    return text;
}

std::optional<Card> parseCard(std::string_view text) {
    if (text.size() < 2) {
        return std::nullopt;
    }
    const std::string_view rankPart = text.substr(0, text.size() - 1);
    const char suitCode = text.back();
    std::optional<Rank> rank;
    for (std::size_t i = 0; i < kRankCodes.size(); ++i) {
        if (kRankCodes[i] == rankPart || (rankPart == "T" && i == 9)) {
            rank = static_cast<Rank>(i + 1);
        }
    }
    std::optional<Suit> suit;
    for (std::size_t i = 0; i < kSuitCodes.size(); ++i) {
        if (kSuitCodes[i] == suitCode) {
            suit = static_cast<Suit>(i);
        }
    }
    if (!rank || !suit) {
        return std::nullopt;
    }
    return Card{*rank, *suit, 0};
}

std::string_view rankName(Rank rank) {
    return kRankNames[static_cast<std::size_t>(rank) - 1];
}

std::string_view suitName(Suit suit) {
    return kSuitNames[static_cast<std::size_t>(suit)];
}

std::vector<Card> newDecks(int deckCount) {
    std::vector<Card> cards;
    cards.reserve(static_cast<std::size_t>(deckCount * kCardsPerDeck));
    for (int deck = 0; deck < deckCount; ++deck) {
        for (int suit = 0; suit < 4; ++suit) {
            for (int rank = 1; rank <= 13; ++rank) {
                cards.push_back(Card{static_cast<Rank>(rank), static_cast<Suit>(suit),
                                     static_cast<std::uint8_t>(deck)});
            }
        }
    }
    return cards;
}

} // namespace dt
