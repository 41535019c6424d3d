#pragma once

#include "verdict.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace dt {

// The steps of preparing a shoe that every shoe game shares, each of which a
// game's regulation places in its own section.
enum class ShoeRule {
    InspectCards,
    VerifyInspection,
    SpreadFaceUp,
    IdleSpread,
    TurnFaceUpForPlayer,
    TurnFaceDown,
    IdleTurnFaceDown,
    WashAndStack,
    IdleWashAndStack,
    ClearShoe,
    Plug,
    Shuffle,
    Riffle,
    Turn,
    Strip,
    ShuffleCut,
    CutToFirstPlayer,
    CutToBox,
    CutToRightAfterDealerHand,
    CutToRightAfterHouseReshuffle,
    CutRefusedClockwise,
    DealerCuts,
    CutDepth,
    CompleteCut,
    CutCardPlacement,
    LoadShoe,
    Burn,
    NewDealerBurn,
    ShowBurnCard,
    Recut,
    // A double shoe (Blackjack §6(d)): when a side's cut card is reached, that
    // side's cards and its segregated area are emptied, only that side is
    // shuffled, and no card is burned after loading (in lieu of the burn).
    DoubleShoeClearSide,
    DoubleShoeSegregatedArea,
    DoubleShoeShuffleOneSide,
    DoubleShoeNoBurn,
    // The 6 to 5 variation's two batches (Blackjack §2(c), §5(i), §6A): the
    // deck used into the automated shuffler, the other taken out, one cut
    // card under the bottom card, a second a third from the back, the deck
    // held in the hand, no burn then.
    BatchIntoShuffler,
    TakeOtherBatch,
    BottomCutCard,
    SecondCutCard,
    HoldInHand,
    NoShoeBurn,
    // §5(i): one round per deck, the decks rotated each round (the licensee's
    // election): after every round the deck goes into the shuffler.
    OneRoundPerDeck,
    // A shoe table's automated shuffler with two batches (Blackjack §2(b), the
    // second (b); §4(d); §5(j)(2)): each batch spread, turned down and stacked
    // separately at the opening; the batch used into the shuffler, the other
    // taken out, one batch only in the discard rack; at an idle table the
    // cards stacked into the shuffler, or spread again when a player asks.
    SpreadBatchesSeparately,
    StackBatchesSeparately,
    ShoeBatchIntoShuffler,
    ShoeTakeOtherBatch,
    OneBatchInDiscardRack,
    IdleBatchIntoShuffler,
    RequestedInspection,
    // Baccarat §5(a), Midi Baccarat §5(a): the licensee's shuffle options:
    // after the shuffle, about one deck laced evenly into the stack; the
    // optional reshuffle by the dealer calling the game; or a wash and stack
    // and then a shuffle by each of three dealers.
    Lace,
    Reshuffle,
    ThreeDealerShuffle,
    // Baccarat §5(e): after the first card, shown, as many more burned as
    // its value.
    BurnFirstCardValue,
    Count
};

// A game's shoe-preparation rules: which steps it requires, and where each is
// written. The referee is the same for every game; the game supplies this.
// Who is offered the cut first at a new shoe: the first player to the table
// (Blackjack §5(e)(1)) or the player in the highest-numbered seat (Baccarat
// §5(c)).
enum class FirstCutOffer { FirstPlayerToArrive, HighestNumberedSeat };

// One step of a shuffle the text prescribes as a fixed sequence (Baccarat
// §5(a)): the action, the rule that requires it, what to do.
struct ShuffleSequenceStep {
    DealerAction action;
    ShoeRule rule = ShoeRule::Shuffle;
    std::string description;
};

struct ShoeRules {
    // The game, as its verdicts name it ("Blackjack", "Midi Baccarat").
    std::string game;
    bool floorpersonVerifiesInspection = false;
    bool manualShuffleStepsPrescribed = false;
    // The shuffle as a fixed sequence of steps; empty: one Shuffle, or the
    // manual steps where the table grades them (Blackjack §5(l)).
    std::vector<ShuffleSequenceStep> shuffleSequence;
    FirstCutOffer firstCutOffer = FirstCutOffer::FirstPlayerToArrive;
    // Where the cut goes when a player refuses it, in seat numbers: +1 to the
    // next higher seat (blackjack's clockwise), -1 to the next lower.
    int cutOfferStep = 1;
    // The cut at least this many cards in from either end of the stack
    // (Blackjack §5(c), Baccarat §5(d): a deck; Blackjack (tribal) (e)(3): 10).
    int cutDepth = 52;
    // A single deck kept in an automated shuffler (the 6 to 5 variation's,
    // Blackjack §2(c)), too short for cutDepth, is cut anywhere within it.
    bool singleShufflerDeckCutWithin = false;
    // The cut card at least this many cards in from the back, exactly; 0:
    // "at least approximately one-quarter" (TableConfig::cutCardTolerance).
    int minimumCardsBehindCutCard = 0;
    // A second cutting card goes at the end of the stack after the first
    // (Baccarat §5(e)).
    bool secondCutCardAtEnd = false;
    // Empty: the first card alone is burned, face down. Otherwise the first
    // card is shown and burned, and then as many more face down as this
    // gives for its rank (index: Rank value - 1; Baccarat §5(e)).
    std::optional<std::array<int, 13>> burnsAfterFirstCard;
    // The finished shoe's cards leave the table and new decks come in, to be
    // opened as at a new table (Baccarat §3(b), §10(d)); otherwise the cards
    // left in the shoe join the discards and the same decks are shuffled.
    bool newDecksAfterEachShoe = false;
    // Where each rule is written; a rule the game's text does not have (a
    // blackjack idle table at baccarat, baccarat's lacing at blackjack) has
    // no citation, and is refused as not the game's (has()).
    std::array<RuleReference, static_cast<std::size_t>(ShoeRule::Count)> references;

    const RuleReference &reference(ShoeRule rule) const {
        return references[static_cast<std::size_t>(rule)];
    }
    bool has(ShoeRule rule) const { return !reference(rule).citation.section.empty(); }
};

} // namespace dt
