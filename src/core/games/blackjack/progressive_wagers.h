#pragma once

#include "../../card.h"
#include "../../money.h"
#include "pay_table_row.h"
#include "side_wager_award.h"
#include "side_wager_options.h"
#include "table_offer.h"

#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace dt::blackjack {

// ---- §19(a)-(i): the $1 progressive blackjack wager ----

// §19(c), (e), (h): the highest of the five winning hands, or a loss.
//
// Call it once the player's cards are complete (paid when the regular
// wager is settled, §19(h)): two aces may still become three or four.
//
// `cardsInDealOrder` are the cards dealt to the player's box in the order
// they were dealt, whichever hand they went to: "the first four cards" are the
// first four of them. When the player splits, the cards keep the order of
// the deal: the third is the first card dealt after the split (to the first
// split hand, §11(b)) and the fourth the next card the box receives - with
// split aces the one card of the second hand (§11(c)(2)). Reading of the
// text: §19(c) speaks of the cards the player "receives", not of one hand's
// cards. Extra cards are ignored.
//
// Paid irrespective of the dealer's hand (§19(d)). "Four black or four red
// aces" needs the four aces all black (clubs, spades) or all red (diamonds,
// hearts); §19(h): when `fourAceWinnersAtTable` players have four such aces
// each is paid an equal share of the meter, PaysMeterShare{1, N}. The dollar
// rows are PaysAmount.
//
// Under Regulation::BlackjackTribal the table is 002 (r)(3) (the same
// amounts, its rows named as 002 prints them) and 002's sections are cited:
// (r)(3), (r)(5), (r)(8).
SideWagerAward settleProgressive(const std::vector<Card> &cardsInDealOrder,
                                 int fourAceWinnersAtTable = 1,
                                 Regulation regulation = Regulation::Blackjack);

// §19(i) (002 (r)(9)): rate of progression no less than 70 percent (and at
// most 100: no more than the whole wager can go to the meter); under 000 the
// initial meter and licensee-funded reset amount no less than $5,000 (002
// leaves the amounts to the tribal regulator, BJ2-CONF-10). Empty when
// allowed.
// §19(c) (002 (r)(3)) as rows in the order printed: four aces 100% of the
// meter (PaysMeterShare 1/1), then the four dollar rows; the data
// settleProgressive() pays from.
std::vector<PayTableRow> progressivePayTable(Regulation regulation = Regulation::Blackjack);

std::vector<OfferProblem> validateProgressiveMeter(const ProgressiveOptions &options,
                                                   Regulation regulation = Regulation::Blackjack);

// ---- §19(j)-(n): Super 4 Progressive Blackjack Wager Stax ----

// The four-card poker hands of the pay tables, in the printed order, which is
// also their rank: a hand is paid on the first (highest) row it meets.
//
// Definitions (the text names the hands but defines only the royal flush):
// - RoyalFlush: A, K, Q, J all of one suit (§19(n) "A, K, Q, J, all in
//   operator selected suit"); K-Q-J-10 of one suit is not a royal flush.
// - ThreeOfAKind: three cards of one rank (ten, jack, queen and king are
//   different ranks here). Four of a kind cannot arise under §19(k) - the
//   dealer's blackjack holds an ace and a ten-value card - and is counted as
//   three of a kind.
// - Straight: four consecutive ranks, the ace high (A-K-Q-J) or low
//   (A-2-3-4); no wrap-around (Q-K-A-2). A-2-3-4 cannot arise under §19(k)
//   (the dealer holds a ten-value card), so in play the only straight is
//   A-K-Q-J of mixed suits. A straight of one suit that is not royal (e.g.
//   K-Q-J-10) is paid as a straight.
// - Flush: all four cards of one suit.
// - TwoPair: two cards of one rank and two of another.
// - AllSameColor: all four black or all four red (§19(n)).
// - Pair: two cards of one rank, the others of two other ranks.
enum class FourCardHand {
    RoyalFlush,
    ThreeOfAKind,
    Straight,
    Flush,
    TwoPair,
    AllSameColor,
    Pair,
    Nothing,
};

// The highest hand that four cards make; the first four of `cards` are used.
FourCardHand classifyFourCards(const std::vector<Card> &cards);

// The rows of the §19(k)-(n) pay tables, highest first.
enum class Super4StaxHand {
    RoyalFlushChosenSuit,   // "Royal Flush in Chosen Suit"
    RoyalFlushOtherSuit,    // "Royal Flush (Any other suit)"
    ThreeOfAKind,           // "Three of a Kind"
    Straight,               // "Straight"
    Flush,                  // "Flush"
    TwoPair,                // "Two Pair"
    AllCardsSameColor,      // "All Cards Same Color"
    Pair,                   // "Pair"
    AnyHand,                // "Any Hand (nothing)"
    DealerAceUpNoBlackjack, // §19(l) "Dealer Ace Up (No Blackjack)"
    DealerNoAceUp,          // §19(l) the wager loses
};

// §19(k)-(l): the row for the player's initial two cards and the dealer's
// initial two cards (`dealerInitialTwo[0]` is the dealer's face up card).
// With a dealer blackjack (§1: an ace and a ten-value card) the four cards
// form the hand; otherwise a dealer ace up is DealerAceUpNoBlackjack and
// anything else DealerNoAceUp.
Super4StaxHand super4StaxHand(const std::vector<Card> &playerInitialTwo,
                              const std::vector<Card> &dealerInitialTwo, Suit chosenSuit);

// The meter a progressive row pays from.
enum class Super4StaxMeter {
    None,        // a dollar row
    Star,        // "Star Progressive" (the chosen-suit royal flush)
    Spade,       // "Spade Progressive"
    Heart,       // "Heart Progressive"
    Diamond,     // "Diamond Progressive"
    Club,        // "Club Progressive"
    Progressive, // §19(n) "Progressive" (one meter, unnamed)
};

// One row of a pay table. `payment` is PaysMeterShare for a progressive row
// ("100%" is 1/1, §19(n) "10%" is 1/10) and PaysAmount for a dollar row.
// `reseed` and `contributionBasisPoints` (7% = 700) are the meter's printed
// Reseed and Contribution columns; absent for dollar rows, for the Star meter
// ("*Options": see starProgressiveOptions()) and for §19(n), which prints none.
struct Super4StaxRow {
    Super4StaxHand hand;
    std::string_view printed;
    Payment payment;
    Super4StaxMeter meter = Super4StaxMeter::None;
    std::optional<Money> reseed;
    std::optional<int> contributionBasisPoints;
};

// The rows of `table` that pay, highest first (DealerNoAceUp loses and has no
// row). How each garbled row of the text was read is noted in the data.
std::span<const Super4StaxRow> super4StaxPayTable(Super4StaxPayTable table);

// §19(n) "Envy Pay" column: $3,000 for a royal flush in the chosen suit and
// $1,000 for one in another suit, "N/A" for every other hand. The text does
// not say who is paid the envy amount or when; this is the column as data.
// Settlement of the player's own hand under Super4StaxPayTable::
// UpdatedEightDeckEnvy uses the Standard Pay column.
std::optional<Money> super4StaxEnvyPay(Super4StaxHand hand);

// §19(k) "Star Progressive (top prize) Options".
struct StarProgressiveOption {
    int option;
    Money reseed;
    int contributionBasisPoints;
};
std::span<const StarProgressiveOption> starProgressiveOptions();

// §19(m) Table 1: Must Hit Progressive Configurations.
struct MustHitConfiguration {
    int configuration;
    Money resetValue;
    Money maxValue;
    int incrementBasisPoints; // 5.00% = 500
};
std::span<const MustHitConfiguration> mustHitConfigurations();

// §19(k)-(l), (n): the award of the configured pay table. Pending until the
// player and the dealer each have two cards.
SideWagerAward settleSuper4Stax(const std::vector<Card> &playerInitialTwo,
                                const std::vector<Card> &dealerInitialTwo,
                                const Super4StaxOptions &options);

// §19(j): one, two, four, six or eight decks and up to seven seats; §19(k)
// Star option 1-3; §19(m) must-hit configuration none or 1-3; §19(n) the
// updated tables are for eight decks. Empty when allowed. (The exclusion of
// the §19(a) progressive at the same table is checked by validate(TableOffer).)
std::vector<OfferProblem> validateSuper4Stax(const Super4StaxOptions &options, int decks,
                                             int boxes);

} // namespace dt::blackjack
