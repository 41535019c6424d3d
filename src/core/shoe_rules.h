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
