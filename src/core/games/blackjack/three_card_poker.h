#pragma once

#include "../../card.h"

#include <array>
#include <optional>
#include <vector>

namespace dt::blackjack {

// The three-card poker hand shared by the 21+3 wager (Blackjack §28) and the
// TriLux wagers (§30): the player's initial two cards and the dealer's face-up
// card. One evaluator for both; each pay table picks its highest row from the
// facts below, so a row order that differs from §28(b) (SUP-01 puts "Three of
// a Kind (Suited)" above "Straight Flush") needs no second evaluator.

// §28(b)(1)-(4) in order from highest to lowest; Pair and HighCard below them
// for §30(c) ("a Pair or better"; no printed §30 table pays a pair).
enum class ThreeCardCategory { HighCard, Pair, Flush, Straight, ThreeOfAKind, StraightFlush };

struct ThreeCardPokerHand {
    // §28(b)(3): three cards in consecutive ranking, ace high, or A-2-3.
    bool straight = false;
    // §28(b)(4): three cards of the same suit.
    bool flush = false;
    // §28(b)(2): three cards of the same rank.
    bool threeOfAKind = false;
    // Exactly two cards of one rank.
    bool pair = false;

    // §28(b)(1): the same suit in consecutive ranking.
    bool straightFlush() const { return straight && flush; }
    // §30 SUP-01 "Three of a Kind (Suited)": three identical cards (only
    // possible with more than one deck).
    bool suitedThreeOfAKind() const { return threeOfAKind && flush; }
    // The highest §28(b) hand the cards form (a suited three of a kind is a
    // three of a kind in §28(b)'s order).
    ThreeCardCategory category() const;
};

// §28(b): ace, king, ..., 3, 2 from highest to lowest: 14 for the ace, 13 the
// king, ..., 2 the two. (The ace's low use in A-2-3 is the evaluator's.)
int pokerRank(Rank rank);

ThreeCardPokerHand evaluateThreeCardPoker(const std::array<Card, 3> &cards);

// §28(a), §30(c): the player's initial two cards and the dealer's face-up
// card; nothing while the player has fewer than two cards. Later player
// cards (hits, doubles) are not part of the hand.
std::optional<std::array<Card, 3>> faceUpThree(const std::vector<Card> &playerCards,
                                               Card dealerUpCard);

} // namespace dt::blackjack
