#pragma once

#include "../../card.h"
#include "../../odds.h"
#include "pay_table_row.h"
#include "side_wager_award.h"
#include "table_offer.h"

#include <optional>
#include <span>
#include <vector>

namespace dt::blackjack {

// The three additional wagers of Blackjack §17(a): over/under 13, same suit
// and sevens. Each is decided on the player's initial cards (§17(b)) and
// settled right after the second card (§17(d)-(e)), except a sevens wager
// won with two sevens, which waits for the player's decision (§17(e)).

// §17(b)(1)-(2): which side of 13 the player wagered on.
enum class OverUnder { Over, Under };

// Every function below takes the table's Regulation: Regulation::Blackjack
// (000, the default) or Regulation::BlackjackTribal (002 (p), with its own
// same-suit table and its sections cited; tribal_side_wagers.h lists how 002
// differs).

// §17(b)(1)-(2), (c), (e)(1): `initialTwo` are the player's initial two
// cards. Each ace counts ONE for this wager (§2(b)(3)(ii)), so A-K is 11.
// Exactly 13 loses both ways (§17(c)); a win pays 1 to 1 (§17(e)(1)).
// 002: (p)(3)(i)-(ii), (p)(4), (p)(6)(i), (b)(2)(iii)(B).
SideWagerAward settleOverUnder13(const std::vector<Card> &initialTwo, OverUnder side,
                                 Regulation regulation = Regulation::Blackjack);

// §17(e)(2)(i)-(v) (002 (p)(6)(ii)(A)-(E)): the deck counts that have a
// same-suit pay table (1, 2, 4, 6, 8), in both texts.
std::span<const int> sameSuitDeckCounts();
// How many payout options the table for `decks` prints: four for 1, 2, 4
// and 6 decks, three for 8 decks, zero for a deck count without a table.
int sameSuitOptionCount(int decks, Regulation regulation = Regulation::Blackjack);

// One column of a §17(e)(2) table. "2.5 to 1" is kept as 5 to 2.
struct SameSuitPayouts {
    Odds kingAndQueen; // "King and queen" (of the same suit, checklist)
    Odds anyTwoCards;  // "Any two cards" (of the same suit)
};
// The column for `decks` and Option `option` (1-based) of the regulation's
// own table (002 (p)(6)(ii)(D) Option 1 pays "Any two cards" 2 to 1, 000
// §17(e)(2)(iv) 3 to 1), or nothing when the text prints no such table or
// option.
std::optional<SameSuitPayouts> sameSuitPayouts(int decks, int option,
                                               Regulation regulation = Regulation::Blackjack);

// §17(b)(3), (e)(2) (002 (p)(3)(iii), (p)(6)(ii)): wins when the initial two
// cards are of the same suit; a king and a queen of the same suit pay the
// "King and queen" row, any other suited two cards the "Any two cards" row.
// Nothing when the regulation has no pay table for `decks` / `option` (a
// configuration error that validateSameSuitOption() reports).
std::optional<SideWagerAward> settleSameSuit(const std::vector<Card> &initialTwo, int decks,
                                             int option,
                                             Regulation regulation = Regulation::Blackjack);

// §17(e)(2) (002 (p)(6)(ii)): the table must print a pay table for the deck
// count and the option must be one of its columns (the same data as
// sameSuitPayouts()). Empty when allowed.
std::vector<OfferProblem> validateSameSuitOption(int decks, int option,
                                                 Regulation regulation = Regulation::Blackjack);

// §17(a)(3)(i) (002 (p)(2)): "The additional wager shall be $1.00", read for
// all three wagers (checklist); reported at sideWagers.<wager>.amount.
std::vector<OfferProblem>
validateAdditionalWagerAmount(SideWager wager, Money amount,
                              Regulation regulation = Regulation::Blackjack);

// The sevens wager, §17(b)(4), (e)(3), in two steps that follow the deal:
//
// 1. settleSevensAfterTwoCards(): right after the second card (§17(d)-(e)).
//    - no seven in the initial two cards: loses now. A seven as third card
//      alone could not win, since losing wagers are collected after the
//      second card (§17(d); checklist "Source typos" §17(e)(3));
//    - exactly one seven among the initial two cards: the "One seven
//      (initial card)" row, 3 to 1 now when the seven is the first card (or
//      either card, SevensOneSeven::EitherInitialCard); otherwise it loses
//      now - no third card can raise it, the other rows need two sevens in
//      the initial two cards;
//    - two sevens: Pending - it has won at least the two-sevens row, but is
//      paid only after the player's decision (§17(e)) and a seven as third
//      card makes it three sevens.
// 2. settleSevensAfterDecision(): the two-sevens wager after the decision.
enum class SevensDecision {
    Stand,      // §17(e): paid right after the player elects to stand,
    Surrender,  // to surrender,
    SplitPairs, // or to split: §11(f) the three-sevens payout is forfeited
    Draw,       // the third card decides between two and three sevens
    DoubleDown, // likewise (the one double-down card)
};

// `oneSeven`: which single seven the "One seven (initial card)" row pays
// (SevensOneSeven, side_wager_options.h); with FirstCard a seven as second
// card alone loses after the second card.
// 002: (p)(3)(iv), (p)(5), (p)(6), (p)(6)(iii).
SideWagerAward settleSevensAfterTwoCards(const std::vector<Card> &initialTwo,
                                         SevensOneSeven oneSeven = SevensOneSeven::FirstCard,
                                         Regulation regulation = Regulation::Blackjack);

// `thirdCard` is the player's third card for Draw and DoubleDown (also the
// additional card offered when the dealer has blackjack, §6(j)(3), §6(k)(6):
// pass Draw with it, or Stand when the player takes none). Only the highest
// row is paid (§17(e)(3)). When `initialTwo` does not hold two sevens the
// result is that of settleSevensAfterTwoCards(); Draw or DoubleDown without a
// third card leaves the wager Pending. 002 has no §11(f): SplitPairs is paid
// the two-sevens row at the election to split ((p)(6), tribal_side_wagers.h).
SideWagerAward settleSevensAfterDecision(const std::vector<Card> &initialTwo,
                                         SevensDecision decision,
                                         std::optional<Card> thirdCard = std::nullopt,
                                         SevensOneSeven oneSeven = SevensOneSeven::FirstCard,
                                         Regulation regulation = Regulation::Blackjack);

// The pay tables as rows, in the order printed, from the same data the
// settlement functions above pay from (a placard, pay_table_listing.h):
// §17(e)(1) "Over 13" and "Under 13" at 1 to 1 (002 (p)(6)(i));
std::vector<PayTableRow> overUnder13PayTable();
// §17(e)(2) "King and queen" and "Any two cards" of the column for `decks`
// and `option` (002 (p)(6)(ii)), empty when the text prints none;
std::vector<PayTableRow> sameSuitPayTable(int decks, int option,
                                          Regulation regulation = Regulation::Blackjack);
// §17(e)(3) the five sevens rows, both texts alike (002 (p)(6)(iii)).
std::vector<PayTableRow> sevensPayTable();

} // namespace dt::blackjack
