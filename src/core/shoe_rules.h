#pragma once

#include "verdict.h"

#include <array>

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
    Count
};

// A game's shoe-preparation rules: which steps it requires, and where each is
// written. The referee is the same for every game; the game supplies this.
struct ShoeRules {
    bool floorpersonVerifiesInspection = false;
    bool manualShuffleStepsPrescribed = false;
    std::array<RuleReference, static_cast<std::size_t>(ShoeRule::Count)> references;

    const RuleReference &reference(ShoeRule rule) const {
        return references[static_cast<std::size_t>(rule)];
    }
};

} // namespace dt
