#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dt {

enum class Suit : std::uint8_t { Clubs, Diamonds, Hearts, Spades };
// Ace first: the order in which a suit is laid out in sequence for inspection.
enum class Rank : std::uint8_t {
    Ace = 1,
    Two,
    Three,
    Four,
    Five,
    Six,
    Seven,
    Eight,
    Nine,
    Ten,
    Jack,
    Queen,
    King
};

inline constexpr int kCardsPerDeck = 52;

struct Card {
    Rank rank = Rank::Ace;
    Suit suit = Suit::Spades;
    // Which deck of a multi-deck set the card belongs to (0-based): decks are
    // spread by deck for inspection, so the card keeps its deck.
    std::uint8_t deck = 0;

    friend bool operator==(const Card &, const Card &) = default;
};

// Short form used in lesson files and logs: rank then suit, "AS", "10H", "QD".
std::string toString(const Card &card);
// Parses the short form; the deck is not part of it and is left 0.
std::optional<Card> parseCard(std::string_view text);
std::string_view rankName(Rank rank);
std::string_view suitName(Suit suit);

// The decks as they come from the box: deck by deck, suit by suit, in sequence.
std::vector<Card> newDecks(int deckCount);

} // namespace dt
