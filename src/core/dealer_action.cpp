#include "dealer_action.h"

#include <type_traits>

namespace dt {

namespace {
template <class... Ts> struct Overloaded : Ts... { using Ts::operator()...; };
template <class... Ts> Overloaded(Ts...) -> Overloaded<Ts...>;

std::string faceWord(action::Face face) {
    return face == action::Face::Up ? "face up" : "face down";
}

// Blackjack §4(d): one of an automated shuffler's two batches.
std::string batchWords(int batch) {
    return batch == 0 ? std::string() : "of batch " + std::to_string(batch) + " ";
}
} // namespace

std::string_view wagerName(action::Wager wager) {
    switch (wager) {
    case action::Wager::Main:
        return "main";
    case action::Wager::Insurance:
        return "insurance";
    case action::Wager::Side:
        return "side";
    }
    return "main";
}

namespace {
// "the main wager", "the side wager twentyOnePlusThree".
std::string wagerText(action::Wager wager, const std::string &side) {
    if (wager == action::Wager::Side) {
        return "the side wager " + side;
    }
    return "the " + std::string(wagerName(wager)) + " wager";
}
// Multiple action (Blackjack §18(b)): " (spot 2)"; nothing for the first spot.
std::string spotSuffix(int spot) {
    return spot == 1 ? std::string() : " (spot " + std::to_string(spot) + ")";
}
} // namespace

std::string_view callName(action::Call call) {
    switch (call) {
    case action::Call::DealersCard:
        return "dealers_card";
    case action::Call::NoMoreBets:
        return "no_more_bets";
    case action::Call::Cards:
        return "cards";
    case action::Call::LastHand:
        return "last_hand";
    }
    return "dealers_card";
}

std::string_view pileName(action::Pile pile) {
    return pile == action::Pile::Shuffler ? "shuffler" : "discard_rack";
}

std::string_view coupHandName(action::CoupHand hand) {
    return hand == action::CoupHand::Player ? "player" : "banker";
}

std::string_view coupResultName(action::CoupResult result) {
    switch (result) {
    case action::CoupResult::PlayerWins:
        return "player_wins";
    case action::CoupResult::BankerWins:
        return "banker_wins";
    case action::CoupResult::TieHand:
        return "tie_hand";
    case action::CoupResult::Dragon7:
        return "dragon_7";
    case action::CoupResult::Panda8:
        break;
    }
    return "panda_8";
}

std::string coupHandText(action::CoupHand hand) {
    return hand == action::CoupHand::Player ? "the Player's Hand" : "the Banker's Hand";
}

namespace {
// The words of a result announcement: "Banker wins", "tie hand", "Dragon 7".
std::string coupResultWords(action::CoupResult result) {
    switch (result) {
    case action::CoupResult::PlayerWins:
        return "Player wins";
    case action::CoupResult::BankerWins:
        return "Banker wins";
    case action::CoupResult::TieHand:
        return "tie hand";
    case action::CoupResult::Dragon7:
        return "Dragon 7";
    case action::CoupResult::Panda8:
        break;
    }
    return "Panda 8";
}
} // namespace

std::string spotText(int seat, int hand) {
    if (seat == 0) {
        return "the dealer";
    }
    return "seat " + std::to_string(seat) + (hand > 1 ? " hand " + std::to_string(hand) : "");
}

std::string_view actionName(const DealerAction &dealerAction) {
    return std::visit(
        Overloaded{
            [](const action::InspectCards &) { return std::string_view("inspect_cards"); },
            [](const action::SpreadCards &) { return std::string_view("spread_cards"); },
            [](const action::TurnCards &) { return std::string_view("turn_cards"); },
            [](const action::WashCards &) { return std::string_view("wash_cards"); },
            [](const action::StackCards &) { return std::string_view("stack_cards"); },
            [](const action::ClearShoe &) { return std::string_view("clear_shoe"); },
            [](const action::TakeFromShuffler &) { return std::string_view("take_from_shuffler"); },
            [](const action::LaceCards &) { return std::string_view("lace_cards"); },
            [](const action::SetCardAside &) { return std::string_view("set_card_aside"); },
            [](const action::Shuffle &) { return std::string_view("shuffle"); },
            [](const action::ShuffleStep &) { return std::string_view("shuffle_step"); },
            [](const action::OfferCut &) { return std::string_view("offer_cut"); },
            [](const action::OfferShoe &) { return std::string_view("offer_shoe"); },
            [](const action::OrderShoePassed &) { return std::string_view("order_shoe_passed"); },
            [](const action::PlaceLammer &) { return std::string_view("place_lammer"); },
            [](const action::RequestProperCut &) { return std::string_view("request_proper_cut"); },
            [](const action::CallSupervisor &) { return std::string_view("call_supervisor"); },
            [](const action::CutCards &) { return std::string_view("cut_cards"); },
            [](const action::CompleteCut &) { return std::string_view("complete_cut"); },
            [](const action::InsertCutCard &) { return std::string_view("insert_cut_card"); },
            [](const action::LoadShoe &) { return std::string_view("load_shoe"); },
            [](const action::BurnCard &) { return std::string_view("burn_card"); },
            [](const action::ShowBurnCard &) { return std::string_view("show_burn_card"); },
            [](const action::DealCard &) { return std::string_view("deal_card"); },
            [](const action::Announce &) { return std::string_view("announce"); },
            [](const action::AnnounceTotal &) { return std::string_view("announce_total"); },
            [](const action::Collect &) { return std::string_view("collect"); },
            [](const action::Pay &) { return std::string_view("pay"); },
            [](const action::ReturnWager &) { return std::string_view("return_wager"); },
            [](const action::SettleSurrender &) { return std::string_view("settle_surrender"); },
            [](const action::OfferInsurance &) { return std::string_view("offer_insurance"); },
            [](const action::PickUp &) { return std::string_view("pick_up"); },
            [](const action::CheckHoleCard &) { return std::string_view("check_hole_card"); },
            [](const action::RevealHoleCard &) { return std::string_view("reveal_hole_card"); },
            [](const action::TurnDoubleCard &) { return std::string_view("turn_double_card"); },
            [](const action::CallHandsDead &) { return std::string_view("call_hands_dead"); },
            [](const action::DeclareMisdeal &) { return std::string_view("declare_misdeal"); },
            [](const action::StopWagerChange &) { return std::string_view("stop_wager_change"); },
            [](const action::ConfirmVerbalWager &) {
                return std::string_view("confirm_verbal_wager");
            },
            [](const action::ConvertCash &) { return std::string_view("convert_cash"); },
            [](const action::DiscardDealerCards &) {
                return std::string_view("discard_dealer_cards");
            },
            [](const action::MoveUpCard &) { return std::string_view("move_up_card"); },
            [](const action::TurnOverPlayerCards &) {
                return std::string_view("turn_over_player_cards");
            },
            [](const action::PlaceCards &) { return std::string_view("place_cards"); },
            [](const action::OfferSevensCard &) { return std::string_view("offer_sevens_card"); },
            [](const action::VerifyProgressiveWagers &) {
                return std::string_view("verify_progressive_wagers");
            },
            [](const action::RegisterProgressiveWagers &) {
                return std::string_view("register_progressive_wagers");
            },
            [](const action::DrawDeterminantCard &) {
                return std::string_view("draw_determinant_card");
            },
            [](const action::DealToHand &) { return std::string_view("deal_to_hand"); },
            [](const action::TurnHand &) { return std::string_view("turn_hand"); },
            [](const action::AnnouncePoint &) { return std::string_view("announce_point"); },
            [](const action::AnnounceResult &) { return std::string_view("announce_result"); },
            [](const action::CollectVigorish &) { return std::string_view("collect_vigorish"); },
            [](const action::MarkVigorish &) { return std::string_view("mark_vigorish"); },
            [](const action::RideHouseMoney &) { return std::string_view("ride_house_money"); },
        },
        dealerAction);
}

std::string describe(const DealerAction &dealerAction) {
    return std::visit(
        Overloaded{
            [](const action::InspectCards &) { return std::string("Sort and inspect the cards"); },
            [](const action::SpreadCards &a) {
                return "Spread the cards " + batchWords(a.batch) + faceWord(a.face);
            },
            [](const action::TurnCards &a) {
                return "Turn the cards " + batchWords(a.batch) + faceWord(a.face);
            },
            [](const action::WashCards &a) {
                return a.batch == 0 ? std::string("Wash the cards")
                                    : "Wash the cards of batch " + std::to_string(a.batch);
            },
            [](const action::StackCards &a) {
                return a.batch == 0 ? std::string("Stack the cards")
                                    : "Stack the cards of batch " + std::to_string(a.batch);
            },
            [](const action::ClearShoe &a) {
                if (a.side && a.segregatedArea) { // Blackjack §6(d): a double shoe
                    return "Remove the cards in the segregated area of the " +
                           std::string(shoeSideName(*a.side)) + " side to the discard rack";
                }
                if (a.side) {
                    return "Remove the cards left in the " + std::string(shoeSideName(*a.side)) +
                           " side of the shoe to the discard rack";
                }
                return std::string("Remove the cards left in the shoe to the discard rack");
            },
            [](const action::Shuffle &) { return std::string("Shuffle the cards"); },
            [](const action::TakeFromShuffler &) {
                return std::string("Take the other deck out of the automated shuffling device");
            },
            [](const action::LaceCards &) {
                return std::string("Lace about one deck evenly into the stack");
            },
            [](const action::SetCardAside &) {
                return std::string("Set the card drawn in error aside for the round it belongs to");
            },
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
            [](const action::OfferShoe &a) {
                return "Offer the dealing shoe to seat " + std::to_string(a.seat);
            },
            [](const action::OrderShoePassed &a) {
                return "Order the curator at seat " + std::to_string(a.seat) +
                       " to pass the dealing shoe";
            },
            [](const action::PlaceLammer &a) {
                return "Place the streak lammer of seat " + std::to_string(a.seat) + " on area \"" +
                       std::to_string(a.area) + "\"";
            },
            [](const action::RequestProperCut &) {
                return std::string("Ask the player for a proper cut");
            },
            [](const action::CallSupervisor &a) {
                switch (a.reason) {
                case action::SupervisorReason::Recut:
                    return std::string("Call the supervisor about the cut");
                case action::SupervisorReason::VerifyInspection:
                    return std::string("Call the floorperson to verify the inspection");
                case action::SupervisorReason::Irregularity:
                    return std::string("Notify the casino supervisor of the irregularity");
                case action::SupervisorReason::VerbalWager:
                    return std::string("Call the casino supervisor to confirm the verbal wager");
                }
                return std::string();
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
            [](const action::DealCard &a) {
                return "Deal a card " + faceWord(a.face) + (a.sideways ? " sideways" : "") +
                       " to " + spotText(a.seat, a.hand) +
                       (a.side ? " from the " + std::string(shoeSideName(*a.side)) + " side"
                               : std::string());
            },
            [](const action::Announce &a) {
                switch (a.call) {
                case action::Call::DealersCard:
                    return std::string("Announce \"Dealer's Card\"");
                case action::Call::NoMoreBets:
                    return std::string("Announce \"no more bets\"");
                case action::Call::Cards:
                    return std::string("Announce \"cards\"");
                case action::Call::LastHand:
                    return std::string("Announce \"last hand\"");
                }
                return std::string();
            },
            [](const action::AnnounceTotal &a) {
                return "Announce " + a.total + " for " + spotText(a.seat, a.hand);
            },
            [](const action::Collect &a) {
                return "Collect " + a.amount.text() + " of " + wagerText(a.wager, a.side) + " of " +
                       spotText(a.seat, a.hand) + spotSuffix(a.spot);
            },
            [](const action::Pay &a) {
                return "Pay " + a.amount.text() + " on " + wagerText(a.wager, a.side) + " of " +
                       spotText(a.seat, a.hand) + spotSuffix(a.spot);
            },
            [](const action::ReturnWager &a) {
                return "Leave " + wagerText(a.wager, a.side) + " of " + spotText(a.seat, a.hand) +
                       spotSuffix(a.spot) + " with the player (standoff)";
            },
            [](const action::SettleSurrender &a) {
                return "Settle the surrender of " + spotText(a.seat, a.hand) + ": return " +
                       a.amount.text() + " and collect the rest";
            },
            [](const action::OfferInsurance &a) {
                return a.seat == 0 ? std::string("Offer insurance")
                                   : "Offer insurance to " + spotText(a.seat, 1);
            },
            [](const action::PickUp &a) { return "Pick up the cards of " + spotText(a.seat, 1); },
            [](const action::CheckHoleCard &) {
                return std::string("Check the hole card in the card reader");
            },
            [](const action::RevealHoleCard &) {
                return std::string("Turn the hole card face up");
            },
            [](const action::TurnDoubleCard &a) {
                return "Turn up the double down card of " + spotText(a.seat, a.hand);
            },
            [](const action::CallHandsDead &) {
                return std::string("Call all hands dead, collect the cards and return the wagers");
            },
            [](const action::DeclareMisdeal &) {
                return std::string("Declare a misdeal: discard the cards and deal the round again");
            },
            [](const action::StopWagerChange &a) {
                return "Stop the player at seat " + std::to_string(a.seat) +
                       ": the wager stays as it is";
            },
            [](const action::ConfirmVerbalWager &a) {
                return "Confirm the verbal wager of seat " + std::to_string(a.seat);
            },
            [](const action::ConvertCash &a) {
                return "Convert the cash of seat " + std::to_string(a.seat) + " into chips";
            },
            [](const action::DiscardDealerCards &) {
                return std::string(
                    "Collect the dealer's cards except the original up card into the discard rack");
            },
            [](const action::MoveUpCard &a) {
                return "Move the original up card to the dealer's hand " + std::to_string(a.hand);
            },
            [](const action::TurnOverPlayerCards &a) {
                return "Turn over the cards of " + spotText(a.seat, 1);
            },
            [](const action::PlaceCards &a) {
                return a.to == action::Pile::Shuffler
                           ? std::string("Place the cards in the automated shuffling device")
                           : std::string("Place the cards in the discard rack");
            },
            [](const action::VerifyProgressiveWagers &) {
                return std::string("Verify one progressive wager for each light illuminated, "
                                   "as many chips as lights");
            },
            [](const action::RegisterProgressiveWagers &) {
                return std::string("Register the progressive wagers on the progressive meter");
            },
            [](const action::OfferSevensCard &a) {
                return "Offer seat " + std::to_string(a.seat) +
                       " an additional card to complete the sevens wager";
            },
            [](const action::DrawDeterminantCard &a) {
                return "Draw the determinant card from the " + std::string(shoeSideName(a.side)) +
                       " side of the double shoe";
            },
            [](const action::DealToHand &a) {
                return "Deal a card " + faceWord(a.face) + " to " + coupHandText(a.hand);
            },
            [](const action::TurnHand &a) {
                return a.seat == 0 ? "Turn " + coupHandText(a.hand) + " face up"
                                   : "Hand " + coupHandText(a.hand) + " face down to seat " +
                                         std::to_string(a.seat) + " to turn";
            },
            [](const action::AnnouncePoint &a) {
                return "Announce " + std::to_string(a.point) + " for " + coupHandText(a.hand);
            },
            [](const action::AnnounceResult &a) {
                return "Announce Player " + std::to_string(a.player) + ", Banker " +
                       std::to_string(a.banker) + ": \"" + coupResultWords(a.result) + "\"";
            },
            [](const action::CollectVigorish &a) {
                return "Collect the vigorish of " + a.amount.text() + " from seat " +
                       std::to_string(a.seat);
            },
            [](const action::MarkVigorish &a) {
                return "Mark the vigorish of " + a.amount.text() + " owed by seat " +
                       std::to_string(a.seat);
            },
            [](const action::RideHouseMoney &a) {
                return "Place " + a.amount.text() + " of seat " + std::to_string(a.seat) +
                       "'s House Money payout on its wager on " + coupHandText(a.hand);
            },
        },
        dealerAction);
}

} // namespace dt
