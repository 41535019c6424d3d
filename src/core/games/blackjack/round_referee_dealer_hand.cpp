// The dealer's hand of a blackjack round: the hole card turned up (§6(j)),
// "Dealer's Card" and the second card (§6(h)), the draw (§12(b)-(d)) with
// the forced draws of §25(d) and §27(f), and the dealer's total.
#include "dealer_draw.h"
#include "round_layout.h"
#include "round_multiple_action.h"
#include "round_referee.h"
#include "round_side_wagers.h"

namespace dt::blackjack {

using action::Face;

bool RoundReferee::dealerHandDone(const Round &round) const {
    if (!playersDone(round)) {
        return false;
    }
    return round.dealer.cards.size() >= 2
               ? round.dealer.totalAnnounced
               : !(dependsOnDealer(round) || sideWagersWaitOnDealer(round)); // §25, §27
}

std::optional<std::vector<Expectation>> RoundReferee::dealerHandSteps(const Round &round) const {
    const DealerHand &dealer = round.dealer;
    if (dealer.holeCardFaceDown) {
        // §6(j): turned up once every card the players requested is dealt;
        // §6(j)(1): at once when the card reader found a blackjack.
        const bool found = dealerBlackjackKnown(round);
        return std::vector{
            expect(action::RevealHoleCard{},
                   found ? RoundRule::DealerBlackjackKnown : RoundRule::HoleCardReveal,
                   found ? "The dealer has blackjack: turn the hole card face up"
                         : "Turn the hole card face up")};
    }
    int standingHands = 0; // hands the dealer's final total decides
    for (const auto &box : round.boxes) {
        for (const auto &hand : box.hands) {
            if (!box.pickedUp && mainWagerStanding(hand) && !hand.isBlackjack()) {
                ++standingHands;
            }
        }
    }
    // §6(h): "Dealer's Card", then the second card face up; §12(c): not when
    // no wager depends on it (every hand busted, paid or surrendered).
    if ((dependsOnDealer(round) || sideWagersWaitOnDealer(round)) && dealer.cards.size() < 2) {
        // 002 (q)(5), (f)(8): no "Dealer's Card" at a tribal table.
        if (!dealer.dealersCardAnnounced &&
            rules_.offer.regulation != Regulation::BlackjackTribal) {
            return std::vector{expect(action::Announce{action::Call::DealersCard},
                                      RoundRule::DealersCardCall, "Announce \"Dealer's Card\"")};
        }
        return std::vector{expect(action::DealCard{0, 1, Face::Up, false},
                                  isMultipleAction(round) && round.multipleAction->dealerHand > 1
                                      ? multipleActionSecondCardRule(round)
                                      : references_.reference(RoundRule::DealerSecondCard),
                                  "Deal the dealer's second card face up")};
    }
    if (dealer.cards.size() >= 2) {
        if (auto side = sideWagersOnDealersHand(round, rules_); !side.empty()) {
            return side; // §25(e): before any other wager
        }
        const bool dealerBlackjack = dealerHasBlackjack(round);
        // §9(d), §8(a)(2): insurance and held surrenders, before any other card.
        if (auto immediate = immediateSettlementSteps(round); !immediate.empty()) {
            return immediate;
        }
        if (auto forced = forcedDealerDraw(round, dealerDrawCanChangeAnOutcome(standingHands))) {
            return std::vector{*forced}; // §25(d), §27(f)(3)
        }
        // §12(b), §12(d); §12(c): no draw when no outcome can change.
        const HandValue value = dealer.value();
        if (!dealerBlackjack && dealerDrawCanChangeAnOutcome(standingHands) &&
            dealerMustDraw(value, dealerSoft17Rule(rules_.offer))) {
            return std::vector{
                expect(action::DealCard{0, 1, Face::Up, false}, RoundRule::DealerDraws,
                       "The dealer has " + totalText(value) + ": draw a card face up")};
        }
        if (!dealer.totalAnnounced) {
            // The dealer's final count: no "soft" (no card follows).
            const std::string total = dealerTotalText(value);
            return std::vector{expect(action::AnnounceTotal{0, 1, total}, RoundRule::DealerTotal,
                                      "Announce the dealer's total, " + total)};
        }
    }
    return std::nullopt;
}

} // namespace dt::blackjack
