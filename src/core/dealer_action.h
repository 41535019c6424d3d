#pragma once

#include <string>
#include <string_view>
#include <variant>

namespace dt {

// What the dealer does, one small struct per kind of action. The JSON form of
// each is in docs/actions.md and action_codec.h.
namespace action {

enum class Face { Up, Down };

// Sort and inspect the decks received at the table.
struct InspectCards {
    friend bool operator==(const InspectCards &, const InspectCards &) = default;
};
// Spread the cards on the layout by deck, suit and sequence. At an idle table
// this first gathers the cards from the shoe and the discard rack.
struct SpreadCards {
    Face face = Face::Up;
    friend bool operator==(const SpreadCards &, const SpreadCards &) = default;
};
// Turn the spread over.
struct TurnCards {
    Face face = Face::Down;
    friend bool operator==(const TurnCards &, const TurnCards &) = default;
};
// Wash ("chemmy shuffle") the face-down cards.
struct WashCards {
    friend bool operator==(const WashCards &, const WashCards &) = default;
};
struct StackCards {
    friend bool operator==(const StackCards &, const StackCards &) = default;
};
// Remove the cards remaining in the shoe into the discard rack; in a manual
// shuffle this is the "plug".
struct ClearShoe {
    friend bool operator==(const ClearShoe &, const ClearShoe &) = default;
};
// A complete shuffle, where the lesson does not grade the manual steps.
struct Shuffle {
    friend bool operator==(const Shuffle &, const Shuffle &) = default;
};
enum class ShuffleStepKind { Riffle, Turn, Strip, Cut };
// One step of a manual shuffle.
struct ShuffleStep {
    ShuffleStepKind step = ShuffleStepKind::Riffle;
    friend bool operator==(const ShuffleStep &, const ShuffleStep &) = default;
};
// Offer the stack, backs away from the dealer, to the player at a seat.
struct OfferCut {
    int seat = 0;
    friend bool operator==(const OfferCut &, const OfferCut &) = default;
};
// Decline a cut that breaks the rule and ask the player for a proper one.
struct RequestProperCut {
    friend bool operator==(const RequestProperCut &, const RequestProperCut &) = default;
};
enum class SupervisorReason { VerifyInspection, Recut };
struct CallSupervisor {
    SupervisorReason reason = SupervisorReason::Recut;
    friend bool operator==(const CallSupervisor &, const CallSupervisor &) = default;
};
// The dealer places the cut card `position` cards from the front of the stack
// (when no player accepts the cut).
struct CutCards {
    int position = 0;
    friend bool operator==(const CutCards &, const CutCards &) = default;
};
// Accept the cut: move the cards in front of the cut card to the back.
struct CompleteCut {
    friend bool operator==(const CompleteCut &, const CompleteCut &) = default;
};
// Insert the cut card with `fromBack` cards behind it.
struct InsertCutCard {
    int fromBack = 0;
    friend bool operator==(const InsertCutCard &, const InsertCutCard &) = default;
};
struct LoadShoe {
    friend bool operator==(const LoadShoe &, const LoadShoe &) = default;
};
// Burn the top card of the shoe to the discard rack.
struct BurnCard {
    Face face = Face::Down;
    friend bool operator==(const BurnCard &, const BurnCard &) = default;
};
// Show the burn card to the player who asked to see it.
struct ShowBurnCard {
    friend bool operator==(const ShowBurnCard &, const ShowBurnCard &) = default;
};

} // namespace action

using DealerAction =
    std::variant<action::InspectCards, action::SpreadCards, action::TurnCards, action::WashCards,
                 action::StackCards, action::ClearShoe, action::Shuffle, action::ShuffleStep,
                 action::OfferCut, action::RequestProperCut, action::CallSupervisor,
                 action::CutCards, action::CompleteCut, action::InsertCutCard, action::LoadShoe,
                 action::BurnCard, action::ShowBurnCard>;

// The stable name of the action's kind ("offer_cut"), as in its JSON form.
std::string_view actionName(const DealerAction &action);
// A short sentence for people: "Offer the cut to seat 3".
std::string describe(const DealerAction &action);

} // namespace dt
