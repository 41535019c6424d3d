// The initial deal of a blackjack round (Blackjack §6(e), the dealer's
// second card under §6(j) or §6(k), the cards missed in it, §15(f), §15(h))
// and the insurance offer that follows it (§9(a)-(b), even money §7(c)).
#include "round_layout.h"
#include "round_referee.h"
#include "round_shared_box.h"
#include "settlement.h"

namespace dt::blackjack {

using action::Face;

std::optional<std::vector<Expectation>> RoundReferee::initialDealSteps(const Round &round) const {
    // §6(e): from the dealer's left, one card face up to each box with a
    // wager, one face up to the dealer, a second face up to each box.
    if (const auto spot = nextInitialSpot(round, holeCardInDeal())) {
        if (*spot == kAwaitingPlayer) {
            return std::vector<Expectation>{}; // §15(h): the player answers
        }
        if (*spot == 0 && round.dealer.missedCards > 0) {
            return std::vector{
                expect(action::DealCard{0, 1, Face::Up, false},
                       irregularity(Irregularity::DealerMissedOwnCard),
                       "Every player has two cards: deal the dealer's missed card face up")};
        }
        if (const RoundBox *box = round.box(*spot);
            box != nullptr && box->hands[0].missedCard && boxCards(*box) == 1) {
            return std::vector{expect(action::DealCard{*spot, 1, Face::Up, false},
                                      irregularity(Irregularity::BoxMissedInDeal),
                                      "Deal the missed second card to " + spotText(*spot, 1) +
                                          ", now that the others have two")};
        }
        if (*spot == 0 && !round.dealer.cards.empty()) {
            // §6(j): the hole card face down "in a manner as to not disclose
            // the value"; §6(k): face up; both before any additional card.
            const Face face = faceUpHoleCard() ? Face::Up : Face::Down;
            return std::vector{expect(action::DealCard{0, 1, face, false}, RoundRule::HoleCardDeal,
                                      std::string("Deal the hole card ") +
                                          (face == Face::Up ? "face up" : "face down"))};
        }
        return std::vector{expect(action::DealCard{*spot, 1, Face::Up, false},
                                  RoundRule::InitialDeal,
                                  "Deal a card face up to " + spotText(*spot, 1))};
    }
    if (faceUpHoleCard() && round.dealer.holeCardFaceDown) {
        // §6(k): dealt face down by mistake, it is turned up before the players act.
        return std::vector{expect(action::RevealHoleCard{}, RoundRule::HoleCardDeal,
                                  "Turn the hole card face up before the players act")};
    }
    return std::nullopt;
}

std::optional<std::vector<Expectation>> RoundReferee::insuranceSteps(const Round &round) const {
    // §9(a)-(b): insurance under an ace, right after the second card to each
    // player and before any additional card (with a card reader, before the
    // hole card goes in it); §7(c) even money with it. §6(k)(3): none with
    // the hole card face up; §9(b): at each box's turn where the table says so.
    if (upCardAce(round) && insuranceAvailable()) {
        if (insuranceOfferPending(round)) {
            return std::vector{expect(action::OfferInsurance{}, RoundRule::InsuranceOffer,
                                      evenMoneyOffered()
                                          ? "Offer insurance, and even money to a blackjack"
                                          : "Offer insurance")};
        }
        if (!awaitingInsurance(round).empty()) {
            return std::vector<Expectation>{}; // the players answer
        }
        for (const auto &box : round.boxes) {
            if (!box.evenMoney && !box.pickedUp) {
                if (auto behind = behindEvenMoney(box); !behind.empty()) {
                    return behind; // §13(f): a player behind took even money
                }
            }
            if (!box.evenMoney || box.pickedUp) {
                continue;
            }
            if (!box.hands[0].settled) {
                const Money amount = evenMoney(box.initialWager);
                return std::vector{expect(
                    action::Pay{box.seat, 1, action::Wager::Main, amount}, RoundRule::EvenMoney,
                    "Pay even money, " + amount.text() + ", to " + spotText(box.seat, 1))};
            }
            if (auto behind = behindEvenMoney(box); !behind.empty()) {
                return behind; // §13(f)
            }
            if (!behindSettled(box.hands[0])) {
                continue; // §13(c): the wagers behind stay on the cards
            }
            return std::vector{expect(action::PickUp{box.seat}, RoundRule::EvenMoney,
                                      "Remove the cards of " + spotText(box.seat, 1))};
        }
    }
    return std::nullopt;
}

} // namespace dt::blackjack
