#include "dealer_action.h"

#include <type_traits>

namespace dt {

namespace {
template <class... Ts> struct Overloaded : Ts... { using Ts::operator()...; };
template <class... Ts> Overloaded(Ts...) -> Overloaded<Ts...>;

std::string faceWord(action::Face face) {
    return face == action::Face::Up ? "face up" : "face down";
}
} // namespace

std::string_view actionName(const DealerAction &dealerAction) {
    return std::visit(
        Overloaded{
            [](const action::InspectCards &) { return std::string_view("inspect_cards"); },
            [](const action::SpreadCards &) { return std::string_view("spread_cards"); },
            [](const action::TurnCards &) { return std::string_view("turn_cards"); },
            [](const action::WashCards &) { return std::string_view("wash_cards"); },
            [](const action::StackCards &) { return std::string_view("stack_cards"); },
            [](const action::ClearShoe &) { return std::string_view("clear_shoe"); },
            [](const action::Shuffle &) { return std::string_view("shuffle"); },
            [](const action::ShuffleStep &) { return std::string_view("shuffle_step"); },
            [](const action::OfferCut &) { return std::string_view("offer_cut"); },
            [](const action::RequestProperCut &) { return std::string_view("request_proper_cut"); },
            [](const action::CallSupervisor &) { return std::string_view("call_supervisor"); },
            [](const action::CutCards &) { return std::string_view("cut_cards"); },
            [](const action::CompleteCut &) { return std::string_view("complete_cut"); },
            [](const action::InsertCutCard &) { return std::string_view("insert_cut_card"); },
            [](const action::LoadShoe &) { return std::string_view("load_shoe"); },
            [](const action::BurnCard &) { return std::string_view("burn_card"); },
            [](const action::ShowBurnCard &) { return std::string_view("show_burn_card"); },
        },
        dealerAction);
}

std::string describe(const DealerAction &dealerAction) {
    return std::visit(
        Overloaded{
            [](const action::InspectCards &) { return std::string("Sort and inspect the cards"); },
            [](const action::SpreadCards &a) { return "Spread the cards " + faceWord(a.face); },
            [](const action::TurnCards &a) { return "Turn the cards " + faceWord(a.face); },
            [](const action::WashCards &) { return std::string("Wash the cards"); },
            [](const action::StackCards &) { return std::string("Stack the cards"); },
            [](const action::ClearShoe &) {
                return std::string("Remove the cards left in the shoe to the discard rack");
            },
            [](const action::Shuffle &) { return std::string("Shuffle the cards"); },
            [](const action::ShuffleStep &a) {
                switch (a.step) {
                case action::ShuffleStepKind::Riffle:
                    return std::string("Riffle");
                case action::ShuffleStepKind::Turn:
                    return std::string("Turn one half of the stack");
                case action::ShuffleStepKind::Strip:
                    return std::string("Strip (running cuts)");
                case action::ShuffleStepKind::Cut:
                    return std::string("Cut the stack to finish the shuffle");
                }
                return std::string();
            },
            [](const action::OfferCut &a) {
                return "Offer the cut to seat " + std::to_string(a.seat);
            },
            [](const action::RequestProperCut &) {
                return std::string("Ask the player for a proper cut");
            },
            [](const action::CallSupervisor &a) {
                return std::string(a.reason == action::SupervisorReason::Recut
                                       ? "Call the supervisor about the cut"
                                       : "Call the floorperson to verify the inspection");
            },
            [](const action::CutCards &a) {
                return "Cut the cards " + std::to_string(a.position) + " cards from the front";
            },
            [](const action::CompleteCut &) {
                return std::string("Move the cards in front of the cut card to the back");
            },
            [](const action::InsertCutCard &a) {
                return "Insert the cut card " + std::to_string(a.fromBack) + " cards from the back";
            },
            [](const action::LoadShoe &) { return std::string("Load the stack into the shoe"); },
            [](const action::BurnCard &a) { return "Burn the first card " + faceWord(a.face); },
            [](const action::ShowBurnCard &) { return std::string("Show the burn card"); },
        },
        dealerAction);
}

} // namespace dt
