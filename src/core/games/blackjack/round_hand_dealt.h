#pragma once

#include "../../table_event.h"
#include "round.h"
#include "round_rules.h"
#include "table_rules.h"

#include <vector>

namespace dt::blackjack {

// The 6 to 5 hand-dealt variation (Blackjack §6A): what the round does
// differently from the shoe game of §6(e)-(i). The round referee keeps the
// common steps (insurance, the players' decisions, the dealer's hand, the
// settlement amounts) and asks here for the variation's own:
// - §6A(c): an optional burn, unrevealed, then the players' cards face down,
//   the dealer's first card face up;
// - §6A(d)-(e): no player totals announced (each player evaluates their own
//   cards, §6A(k)), except a split hand's after its second card (§11(c),
//   which §6A(e)(1) applies); the split cards turned over first;
// - §6A(e)(2)-(3): over 21 the player discards the first two cards face down,
//   the dealer collects the wager at once and puts the cards in the discard rack;
// - §6A(f): "Dealer's Card", the second card, the draws of §12(d), the total;
// - §6A(g): each player's face-down cards turned over, then the settlement;
// - §6A(i): the pick-up, then the cards into the automated shuffling device;
// - §6A(h): the hole card face down with a card reader instead of §6A(f).
// - §5(i): one round per deck, where the licensee elects it: after the
//   pick-up the deck is rotated as after the cut card (§6A(j)).
// Readings of the text (docs and the tests say the same):
// - a blackjack is not paid at once under a 2 to 9 (§7(a)): the dealer cannot
//   see it until §6A(g) turns the cards over; it is paid 6 to 5 then (§3(e));
// - under §6A(h) "in lieu of (d) through (g)" replaces the dealer's part of
//   them only: the players still hold their cards, discard a bust and have
//   them turned over before the settlement, as nothing else is written for them.

// Whether the table deals the variation from the hand (000 only).
bool handDealt(const TableOffer &offer);

// §5(i): the variation's table deals one round per deck, the decks rotated
// each round: once a round is picked up, the table goes to the preparation of
// the other deck (shuffler_batch_preparation.h), the cut to the player
// farthest to the dealer's right (§5(e)(4)).
bool oneRoundPerDeck(const TableOffer &offer);

// The round's rules cited by §6A where it words them for the variation
// (the deal, the decisions' cards, "Dealer's Card", the draw of §12(d), the
// pick-up, the cut card; §6a(h) for the hole card and its card reader); the
// rest as `shoeGame` (massachusettsRoundRules()) cites them.
RoundRules handDealtRoundRules(RoundRules shoeGame);

// The §6A citations of the variation's own steps, with their checklist ids.
enum class HandDealtRule {
    Burn,              // §6a(c): unrevealed, where the licensee elects it
    FaceDownDeal,      // §6a(c)(1), (3): the players' cards face down
    PlayersEvaluate,   // §6a(d), §6a(k): the players evaluate their own cards
    SplitTurnOver,     // §6a(e)(1): the two cards turned over for a split
    BustCollected,     // §6a(e)(3): collected at once, cards to the discard rack
    TurnOverToSettle,  // §6a(g): turned over, then the wagers settled
    CardsIntoShuffler, // §6a(i): into the automated shuffling device
};
RuleReference handDealtReference(HandDealtRule rule);

// The hand (hand 1 of a box not split) whose card took it over 21 and whose
// wager is still on the layout, with its cards: §6A(e)(2)-(3).
bool bustAwaitsCollection(const RoundBox &box);

// §6A(e)(2): the players whose hand went over 21 discard the first two cards
// face down, at once; what the round waits for before the dealer collects.
std::vector<TableEvent> playersDiscardBusts(const Round &round, const TableRules &rules);

} // namespace dt::blackjack
