#pragma once

#include "side_wager.h"
#include "side_wager_options.h"

#include <array>
#include <core/citation.h>
#include <core/money.h>
#include <core/shoe_side.h>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace dt::blackjack {

// When and how the dealer's second card is dealt (regulations/000 §6).
enum class HoleCard {
    SecondCardAfterPlayers, // §6(h): the default, dealt face up after the players
    FaceDown,               // §6(j): hole card face down, no card reader
    FaceDownWithCardReader, // §6(j): hole card face down, peeked with a card reader
    FaceUp,                 // §6(k): hole card dealt face up before the players draw
};

std::string_view name(HoleCard holeCard);
// "6(h)", "6(j)", "6(k)".
std::string_view section(HoleCard holeCard);

// §12(b)(1) stands on all 17s; §12(b)(2) hits a soft 17. The 6 to 5
// variation always hits soft 17 (§12(d)).
enum class DealerSoft17 { Stands, Hits };

// §10(c): how the one card of a double down is dealt (always sideways).
enum class DoubleCardFace { FaceUp, FaceDown, FaceDownOnRequest };

// §2(b) (the second (b)), §21: how the cards are shuffled.
enum class Shuffler { Manual, AutomatedBatches, Continuous };

// §5(i): how many rounds of the 6 to 5 variation a deck (or set of two decks)
// deals: several, down to a second cut card at least a third from the back,
// or one, the decks rotated through the automated shuffler each round. The
// text words the second election "from a single deck"; the rotation it
// orders is §2(c)'s, of a "deck or set of two decks" alike, so a table of
// two stacked decks may elect it too (docs/table-config.md).
enum class SixToFiveRoundsPerDeck { Multiple, Single };

// Everything a licensee chooses for a blackjack table (regulations/000, and
// 002 where `regulation` is Regulation::BlackjackTribal), with the sections
// that allow each choice. validate() says which combinations the text forbids.
struct TableOffer {
    Regulation regulation = Regulation::Blackjack;
    int decks = 6;
    int boxes = 7; // player boxes on the layout (§11(e): six or seven)
    Shuffler shuffler = Shuffler::Manual;
    bool doubleShoe = false; // §6(d): two compartments and a determinant card
    // §6(d)(1): the side whose back colour hearts and diamonds correspond to,
    // as the licensee designates it; spades and clubs the other side.
    ShoeSide heartsAndDiamondsSide = ShoeSide::Left;
    std::set<SideWager> sideWagers;
    SideWagerOptions sideWagerOptions;
    HoleCard holeCard = HoleCard::SecondCardAfterPlayers;
    bool sixToFive = false; // the 6 to 5 blackjack variation (§6A)
    // §6A(c): the licensee elects to burn the top card, unrevealed, at the
    // start of each round of the variation.
    bool sixToFiveBurnEachRound = false;
    // §5(i): the licensee's election of rounds per deck in the variation.
    SixToFiveRoundsPerDeck sixToFiveRoundsPerDeck = SixToFiveRoundsPerDeck::Multiple;
    bool sixToFiveOnShoe = false; // §7(d): 6 to 5 paid without the variation
    // §7(d): "If the licensee uses this option on 6 or 8 deck games, this
    // variation's rules must be displayed on the layout in plain sight."
    // Added with validate() so the requirement can be checked.
    bool sixToFiveRulesOnLayout = false;
    DealerSoft17 soft17 = DealerSoft17::Stands; // §12(b)
    bool surrender = false;                     // §8(c)
    bool evenMoney = false;                     // §7(c)
    bool insuranceAtPlayersTurn = false;        // §9(b)
    // §15(k)(1)-(2): whether the card reader in use lets a player learn the
    // value of the hole card (then a hole card read under the wrong up card
    // makes every hand dead).
    bool cardReaderShowsPlayers = false;
    // §15(a): "The licensee will have the option to allow one or more players
    // out of the hand when the dealer is found to make this error" (a card
    // delivered incorrectly). 002 has no equivalent (checklist BJ2-IRR-04).
    bool playersOutOnMisdelivery = false;
    DoubleCardFace doubleCardFace = DoubleCardFace::FaceUp; // §10(c)
    bool doubleAfterSplit = true; // §10(d): the 6 to 5 variation may prohibit it
    // §11(a), (c)(1): one split (two hands); §11(e): up to four hands with up
    // to six boxes, three with seven boxes.
    int maxSplitHands = 2;
    bool splitAcesOnce = false; // §11(e): aces split once when resplits are allowed
    // §3(e)(1)-(4), §16 optional payouts.
    bool sixSevenEightSuited2to1 = false;
    bool threeSevens3to2 = false;
    bool fiveCard21Pays2to1 = false;
    // §3(a)(3) vs §1 (checklist ambiguity): whether a split hand's 21 in two
    // cards beats a dealer's 21 in more cards. Default: it pushes.
    bool splitTwoCard21BeatsDealer21 = false;
    int maxPlayersPerBox = 1;   // §13(a): one to three
    bool boxesPerPlayer = true; // §14: a player may wager on more than one box
    // §18(a)-(b), when sideWagers holds SideWager::MultipleAction: two or
    // three wagers against the dealer's hands, and whether every player must
    // wager against all three.
    int multipleActionWagers = 3;
    bool multipleActionRequiresAll = false;
    Money minimumWager = Money::dollars(5);
    Money maximumWager = Money::dollars(500);
    Money smallestChip = Money::dollars(1);
};

struct OfferProblem {
    // A plain sentence; where other sections state the same rule it names them.
    std::string message;
    Citation citation; // the first section that states the rule
    // The setting the problem concerns, as a path of the JSON form's keys
    // (docs/table-config.md): "surrender", "sideWagers.sameSuit.option". The
    // initializer lets {message, citation} leave it empty without a warning.
    std::string field = {};

    // "Blackjack §8(c): surrender is not available ...".
    std::string text() const;
};

// The key of a side wager in the JSON form and in OfferProblem::field:
// "overUnder13", "twentyOnePlusThree", "triLuxSuper3".
std::string_view fieldName(SideWager wager);
// The OfferProblem::field of a side wager or of one of its options:
// "sideWagers.sameSuit", "sideWagers.sameSuit.option".
std::string sideWagerField(SideWager wager, std::string_view option = {});
// The citation of a rule under the table's regulation: `blackjack` in 000,
// `tribal` in 002 ("20(j)" / "(s)(10)(i)").
Citation offerCitation(Regulation regulation, std::string_view blackjack, std::string_view tribal);

// The offer a table starts from under each regulation: TableOffer{} for 000;
// for 002 the hole card dealt face down with the players' cards (002
// (f)(5)(iv)). Both pass validate().
TableOffer defaultTableOffer(Regulation regulation);

// Two wagers that may not be offered at one table. `sections` lists every
// section that states the exclusion, in order, unused entries empty; the
// exclusion applies both ways whichever section states it.
struct WagerExclusion {
    SideWager a;
    SideWager b;
    std::array<std::string_view, 3> sections;
};

// The exclusion table of 000, one row per unordered pair.
std::span<const WagerExclusion> wagerExclusions();
// The exclusion table of 002 ((p)(1), (q)(1), (s)(12), (t)(12)), sections as
// 002 prints them.
std::span<const WagerExclusion> tribalWagerExclusions();

// Every rule the offer breaks, each once, citing the offer's own regulation
// (000 or 002): the table's own rules in the order of their sections (decks
// §2, wagers §3, dealing §6, payment §7, surrender §8, insurance §9, doubling
// §10, splitting §11, drawing §12, players per box §13), then each offered
// side wager's options (§17-§31), then the exclusion rows in table order.
// Empty when the offer is allowed. docs/table-config.md lists every check.
std::vector<OfferProblem> validate(const TableOffer &offer);

} // namespace dt::blackjack
