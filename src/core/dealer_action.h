#pragma once

#include "money.h"
#include "shoe_side.h"

#include <optional>
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
    // Blackjack §4(d): at a table with an automated shuffler's two batches,
    // the batch spread (1 or 2); 0, every card on the table at once.
    int batch = 0;
    friend bool operator==(const SpreadCards &, const SpreadCards &) = default;
};
// Turn the spread over.
struct TurnCards {
    Face face = Face::Down;
    int batch = 0; // §4(d): one batch (1 or 2), as with SpreadCards
    friend bool operator==(const TurnCards &, const TurnCards &) = default;
};
// Wash ("chemmy shuffle") the face-down cards.
struct WashCards {
    int batch = 0; // 002 (d)(3) read with (b)(4)(ii): one batch (1 or 2)
    friend bool operator==(const WashCards &, const WashCards &) = default;
};
struct StackCards {
    int batch = 0; // §4(d): one batch (1 or 2), as with SpreadCards
    friend bool operator==(const StackCards &, const StackCards &) = default;
};
// Remove the cards remaining in the shoe into the discard rack; in a manual
// shuffle this is the "plug". At a double shoe (Blackjack §6(d)) `side` names
// the compartment emptied, and with `segregatedArea` that side's segregated
// area instead (002 (f)(10)(ii)(B)); left out, the whole shoe.
struct ClearShoe {
    std::optional<ShoeSide> side = {};
    bool segregatedArea = false;
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
// Irregularity: one the rules say the supervisor is told of (Blackjack §15(k)).
// VerbalWager: Blackjack §3(d), the supervisor confirms a verbal cash wager.
enum class SupervisorReason { VerifyInspection, Recut, Irregularity, VerbalWager };
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

// --- A round of play. Spots are a seat and a hand: seat 0 is the dealer,
// seats 1 and up the boxes from the dealer's left; hand 1 is a box's hand, or
// after a split the leftmost of its hands (the dealer's left), hand 2 the
// next, and so on.

// Deal the next card of the shoe to a spot. `sideways` places it across the
// hand, as the one card of a double down (Blackjack §10(c)).
struct DealCard {
    int seat = 0;
    int hand = 1;
    Face face = Face::Up;
    bool sideways = false;
    // Blackjack §6(d), §15(i): at a double-shoe table, the compartment the
    // card comes from; left out, the side the round is dealt from.
    std::optional<ShoeSide> side = {};
    friend bool operator==(const DealCard &, const DealCard &) = default;
};
// The fixed calls a procedure prescribes, word for word.
enum class Call {
    DealersCard, // "Dealer's Card", before the dealer's second card (Blackjack §6(h))
    NoMoreBets,  // "no more bets", before the first card (§19(b), §20(b), §24(d), ...)
    Cards,       // "cards": Baccarat §9(b), the curator told to deal
    LastHand,    // "last hand": Baccarat §10(d), the coup after the cover card's
};
struct Announce {
    Call call = Call::DealersCard;
    friend bool operator==(const Announce &, const Announce &) = default;
};
// Announce the point total of a spot: "16", "soft 17" (said "seven or
// seventeen"), "blackjack"; a total over 21 is its number ("24").
struct AnnounceTotal {
    int seat = 0;
    int hand = 1;
    std::string total = {};
    friend bool operator==(const AnnounceTotal &, const AnnounceTotal &) = default;
};
// Which wager of a spot is settled: the main wager, the box's insurance, or
// one of the box's side wagers (written on hand 1), named by `side`.
enum class Wager { Main, Insurance, Side };
// Take a losing wager, or the part of it the rules let the house take.
struct Collect {
    int seat = 1;
    int hand = 1;
    Wager wager = Wager::Main;
    Money amount = {};
    // With Wager::Side: the side wager's key, e.g. "twentyOnePlusThree".
    std::string side = {};
    // Blackjack §13(c): the wager of the player `behind` in line behind the
    // caller's (0: the caller's, nearest the dealer).
    int behind = 0;
    // Multiple action (Blackjack §18(b)): the betting spot of the wager, 1-3,
    // settled against the dealer's hand of the same number.
    int spot = 1;
    friend bool operator==(const Collect &, const Collect &) = default;
};
// Pay a winning wager: `amount` is the winnings, the wager stays with the player.
struct Pay {
    int seat = 1;
    int hand = 1;
    Wager wager = Wager::Main;
    Money amount = {};
    // With Wager::Side: the side wager's key, e.g. "twentyOnePlusThree".
    std::string side = {};
    // Blackjack §13(c): the wager of the player `behind` in line behind the
    // caller's (0: the caller's, nearest the dealer).
    int behind = 0;
    // Multiple action (Blackjack §18(b)): the betting spot of the wager, 1-3,
    // settled against the dealer's hand of the same number.
    int spot = 1;
    friend bool operator==(const Pay &, const Pay &) = default;
};
// Leave a void wager (a standoff, or a push) with the player.
struct ReturnWager {
    int seat = 1;
    int hand = 1;
    Wager wager = Wager::Main;
    // With Wager::Side: the side wager's key, e.g. "twentyOnePlusThree".
    std::string side = {};
    int behind = 0; // Blackjack §13(c), as in Collect
    // Multiple action (Blackjack §18(b)): the betting spot of the wager, 1-3,
    // settled against the dealer's hand of the same number.
    int spot = 1;
    friend bool operator==(const ReturnWager &, const ReturnWager &) = default;
};
// Settle a surrendered hand: return `amount` (half the wager) and collect the rest.
struct SettleSurrender {
    int seat = 1;
    int hand = 1;
    Money amount = {};
    int behind = 0; // Blackjack §13(c), as in Collect
    friend bool operator==(const SettleSurrender &, const SettleSurrender &) = default;
};
// Offer insurance to every box (and even money to a blackjack where the table
// offers it) under a dealer's ace; `seat` 0 is every box at once (Blackjack
// §9(b)), a box number the one box at its turn where the table lets each
// player insure just before deciding (§9(b), the licensee's option).
struct OfferInsurance {
    int seat = 0;
    friend bool operator==(const OfferInsurance &, const OfferInsurance &) = default;
};
// Slide the face-down hole card into the card reader to learn whether it
// gives the dealer a blackjack, without exposing it (Blackjack §6(j)).
struct CheckHoleCard {
    friend bool operator==(const CheckHoleCard &, const CheckHoleCard &) = default;
};
// Turn the dealer's face-down hole card face up (Blackjack §6(j)).
struct RevealHoleCard {
    friend bool operator==(const RevealHoleCard &, const RevealHoleCard &) = default;
};
// Turn up the face-down card of a double down, at the hand's settlement
// (Blackjack §10(c)).
struct TurnDoubleCard {
    int seat = 1;
    int hand = 1;
    friend bool operator==(const TurnDoubleCard &, const TurnDoubleCard &) = default;
};
// Stop a player who reaches for a wager once the round's first card is out
// (Blackjack §3(f)-(h)): the wager stays as it is.
struct StopWagerChange {
    int seat = 0;
    friend bool operator==(const StopWagerChange &, const StopWagerChange &) = default;
};
// Call every hand dead: collect the cards, every wager stays with its
// player (Blackjack §15(k)(1)).
struct CallHandsDead {
    friend bool operator==(const CallHandsDead &, const CallHandsDead &) = default;
};
// Declare a misdeal: every card of the round to the discard rack, the round
// dealt again with the same wagers (Blackjack (tribal) (n)(5), (n)(7)).
struct DeclareMisdeal {
    friend bool operator==(const DeclareMisdeal &, const DeclareMisdeal &) = default;
};
// Blackjack §3(d): confirm the verbal wager of the player at `seat`, made
// with cash, before the round's first card.
struct ConfirmVerbalWager {
    int seat = 0;
    friend bool operator==(const ConfirmVerbalWager &, const ConfirmVerbalWager &) = default;
};
// Blackjack §3(d): convert the cash of a verbal wager into gaming chips.
struct ConvertCash {
    int seat = 0;
    friend bool operator==(const ConvertCash &, const ConvertCash &) = default;
};
// Multiple action (Blackjack §18(f)(2), §18(h)): collect the dealer's cards
// except the original up card, face down into the discard rack.
struct DiscardDealerCards {
    friend bool operator==(const DiscardDealerCards &, const DiscardDealerCards &) = default;
};
// Multiple action (Blackjack §18(g)-(h)): move the original up card to the
// area of the layout designated for the dealer's hand `hand` (2 or 3).
struct MoveUpCard {
    int hand = 2;
    friend bool operator==(const MoveUpCard &, const MoveUpCard &) = default;
};
// The dealer has blackjack, known before the players act: offer the box at
// `seat`, dealt two sevens with a sevens wager, an additional card to
// complete that wager (Blackjack §6(j)(3), §6(k)(6)).
struct OfferSevensCard {
    int seat = 0;
    friend bool operator==(const OfferSevensCard &, const OfferSevensCard &) = default;
};
// Blackjack §19(b): before the first card at a progressive table, verify one
// progressive wager for each light illuminated and as many chips as lights.
struct VerifyProgressiveWagers {
    friend bool operator==(const VerifyProgressiveWagers &,
                           const VerifyProgressiveWagers &) = default;
};
// Blackjack §19(b): after "no more bets", register the progressive wagers on
// the progressive meter (and the reset meter, where applicable).
struct RegisterProgressiveWagers {
    friend bool operator==(const RegisterProgressiveWagers &,
                           const RegisterProgressiveWagers &) = default;
};
// Pick up a spot's cards (every hand of the box; seat 0 the dealer's).
struct PickUp {
    int seat = 0;
    friend bool operator==(const PickUp &, const PickUp &) = default;
};
// The 6 to 5 hand-dealt variation (Blackjack §6A): turn face up the two cards
// a player holds face down, for a split (§6A(e)(1)) or to settle (§6A(g)).
struct TurnOverPlayerCards {
    int seat = 1;
    friend bool operator==(const TurnOverPlayerCards &, const TurnOverPlayerCards &) = default;
};
// Where the dealer puts the cards picked up at the end of a round.
enum class Pile { Shuffler, DiscardRack };
// Place the cards picked up in the automated shuffling device or the discard
// rack (Blackjack §6A(i): the shuffler in the 6 to 5 variation).
struct PlaceCards {
    Pile to = Pile::Shuffler;
    friend bool operator==(const PlaceCards &, const PlaceCards &) = default;
};
// Blackjack §2(c), §5(i): take the other deck (or set of two decks), shuffled
// and stored, out of the automated shuffling device, the one just used
// going in to be shuffled: the 6 to 5 variation's decks alternate.
struct TakeFromShuffler {
    friend bool operator==(const TakeFromShuffler &, const TakeFromShuffler &) = default;
};
// Blackjack §6(d)(1): before the round at a double-shoe table, draw the
// determinant card from either side; its suit says which side the round is
// dealt from. It then becomes the first player's first card (`deal_card`) or
// is burned into the shoe's segregated area (`burn_card`), §6(d)(2).
struct DrawDeterminantCard {
    ShoeSide side = ShoeSide::Left;
    friend bool operator==(const DrawDeterminantCard &, const DrawDeterminantCard &) = default;
};
// Baccarat §5(a)(1), Midi Baccarat §5(a): after the shuffle, lace about one
// deck so that its cards are evenly dispersed into the rest of the stack.
struct LaceCards {
    friend bool operator==(const LaceCards &, const LaceCards &) = default;
};

// --- Baccarat and Midi Baccarat (004 Parts 3 and 4): a round of play has
// two hands, the Player's Hand and the Banker's Hand; seats are the table's
// numbered positions.
enum class CoupHand { Player, Banker };
// Baccarat §9(c), Midi §8(c): deal the next card of the shoe to a hand.
struct DealToHand {
    CoupHand hand = CoupHand::Player;
    Face face = Face::Down;
    friend bool operator==(const DealToHand &, const DealToHand &) = default;
};
// Turn a hand's cards face up: `seat` 0, the dealer calling the game places
// them face up (Baccarat §9(c)); a seat, the hand (or its third card) is
// handed face down to that player, who views it and returns it face up
// (Baccarat §9(d)(2)-(5), Midi §8(c)(1)-(5)).
struct TurnHand {
    CoupHand hand = CoupHand::Player;
    int seat = 0;
    friend bool operator==(const TurnHand &, const TurnHand &) = default;
};
// Set the card drawn in error aside, out of the shoe and on no hand, for the
// round the regulation gives it to: not disclosed, the first card of the
// next hand of play (Baccarat §15(a)-(b), Midi §13(a)-(b)); disclosed, the
// first card of a simulated round once this round's cards are in the
// discard bucket (Baccarat §15(c)(2), (d), Midi §13(c)(2), (d)).
struct SetCardAside {
    friend bool operator==(const SetCardAside &, const SetCardAside &) = default;
};
// Baccarat §10(a), §9(d)(2)-(3): announce the Point Count of a hand.
struct AnnouncePoint {
    CoupHand hand = CoupHand::Player;
    int point = 0;
    friend bool operator==(const AnnouncePoint &, const AnnouncePoint &) = default;
};
// Baccarat §12(a): what the result announcement says besides the counts.
enum class CoupResult { PlayerWins, BankerWins, TieHand, Dragon7, Panda8 };
// Baccarat §12(a), Midi §11(a): the final Point Count of each hand and the
// winner, "tie hand", or at EZ Baccarat "Dragon 7" or "Panda 8".
struct AnnounceResult {
    int player = 0;
    int banker = 0;
    CoupResult result = CoupResult::PlayerWins;
    friend bool operator==(const AnnounceResult &, const AnnounceResult &) = default;
};
// Baccarat §13(d)(1): collect the vigorish a seat owes, at the payout.
struct CollectVigorish {
    int seat = 1;
    Money amount = {};
    friend bool operator==(const CollectVigorish &, const CollectVigorish &) = default;
};
// Baccarat §13(d)(2)(ii): put a marker of the amount owed in the seat's
// numbered box, collected later.
struct MarkVigorish {
    int seat = 1;
    Money amount = {};
    friend bool operator==(const MarkVigorish &, const MarkVigorish &) = default;
};

// Baccarat §9(e)(1)(i)-(ii), Midi §8(c)(3)(i)(A)-(B): the dealer places
// `amount` of the seat's winning House Money payout on the player's
// original wager on `hand`, where the player lets it ride; the rest of the
// payout is handed to the player.
struct RideHouseMoney {
    int seat = 1;
    CoupHand hand = CoupHand::Player;
    Money amount = {};
    friend bool operator==(const RideHouseMoney &, const RideHouseMoney &) = default;
};

// Baccarat §7(b), §14(b): offer the dealing shoe to the player at a seat.
struct OfferShoe {
    int seat = 0;
    friend bool operator==(const OfferShoe &, const OfferShoe &) = default;
};
// Baccarat §14(a)(2): order the curator at a seat to pass the dealing shoe,
// for unreasonably delaying the game.
struct OrderShoePassed {
    int seat = 0;
    friend bool operator==(const OrderShoePassed &, const OrderShoePassed &) = default;
};

// Blackjack §22(d): place the lammer button in the seat's streak betting
// area labeled `area` ("2" after the first win), or move it there ("3",
// "4", "5" after each further consecutive win).
struct PlaceLammer {
    int seat = 1;
    int area = 2;
    friend bool operator==(const PlaceLammer &, const PlaceLammer &) = default;
};

} // namespace action

using DealerAction = std::variant<
    action::InspectCards, action::SpreadCards, action::TurnCards, action::WashCards,
    action::StackCards, action::ClearShoe, action::Shuffle, action::ShuffleStep, action::OfferCut,
    action::RequestProperCut, action::CallSupervisor, action::CutCards, action::CompleteCut,
    action::InsertCutCard, action::LoadShoe, action::BurnCard, action::ShowBurnCard,
    action::DealCard, action::Announce, action::AnnounceTotal, action::Collect, action::Pay,
    action::ReturnWager, action::SettleSurrender, action::OfferInsurance, action::PickUp,
    action::CheckHoleCard, action::RevealHoleCard, action::TurnDoubleCard, action::CallHandsDead,
    action::DeclareMisdeal, action::StopWagerChange, action::ConfirmVerbalWager,
    action::ConvertCash, action::DiscardDealerCards, action::MoveUpCard,
    action::TurnOverPlayerCards, action::PlaceCards, action::OfferSevensCard,
    action::VerifyProgressiveWagers, action::RegisterProgressiveWagers, action::DrawDeterminantCard,
    action::TakeFromShuffler, action::DealToHand, action::TurnHand, action::AnnouncePoint,
    action::AnnounceResult, action::CollectVigorish, action::MarkVigorish, action::LaceCards,
    action::SetCardAside, action::OfferShoe, action::RideHouseMoney, action::OrderShoePassed,
    action::PlaceLammer>;

std::string_view wagerName(action::Wager wager);            // "main", "insurance", "side"
std::string_view callName(action::Call call);               // "dealers_card"
std::string_view pileName(action::Pile pile);               // "shuffler", "discard_rack"
std::string_view coupHandName(action::CoupHand hand);       // "player", "banker"
std::string coupHandText(action::CoupHand hand);            // "the Player's Hand"
std::string_view coupResultName(action::CoupResult result); // "banker_wins", "tie_hand"
// A spot for people: "seat 3", "seat 3 hand 2" (after a split), "the dealer".
std::string spotText(int seat, int hand);

// The stable name of the action's kind ("offer_cut"), as in its JSON form.
std::string_view actionName(const DealerAction &action);
// A short sentence for people: "Offer the cut to seat 3".
std::string describe(const DealerAction &action);

} // namespace dt
