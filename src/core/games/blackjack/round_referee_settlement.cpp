// The settlement of a blackjack round's wagers: blackjacks paid at once
// under a 2-9 (§7(a)), insurance and held surrenders at the dealer's second
// card (§9(d), §8(a)(2)), and the main wagers in rotation (§3(e), §6(i),
// §11(d), §13(c), §15(h), §15(j)).
#include "round_action_spot.h"
#include "round_layout.h"
#include "round_referee.h"
#include "round_shared_box.h"
#include "round_side_wagers.h"
#include "round_streak.h"
#include "settlement.h"

#include <algorithm>

namespace dt::blackjack {

std::optional<std::vector<Expectation>>
RoundReferee::blackjackPaymentSteps(const Round &round) const {
    // §7(a): under a 2-9 a blackjack is announced, paid at 3 to 2 and its
    // cards removed before any player receives a third card.
    // §6A(g): in the hand-dealt variation the dealer sees a blackjack only
    // when the cards are turned over to settle. 002 (g)(1): held.
    const bool low = upCardLow(round);
    if (low && !blackjacksHeld() && !round.additionalCardDealt && !handDealt()) {
        for (const auto &box : round.boxes) {
            const RoundHand &hand = box.hands[0];
            if (box.pickedUp || box.hands.size() != 1 || !hand.isBlackjack()) {
                continue;
            }
            std::vector<Expectation> options;
            const std::string where = spotText(box.seat, 1);
            if (hand.announcedCards < 2) {
                options.push_back(expect(action::AnnounceTotal{box.seat, 1, "blackjack"},
                                         RoundRule::BlackjackPaid,
                                         "Announce blackjack for " + where));
            } else if (!hand.settled) {
                const WagerResult result =
                    settleMainWager(hand.cards, false, Money(), hand.wager, round.dealer.cards,
                                    payoutRules(rules_.offer));
                // §6(k)(2): at 1 to 1 with the hole card face up; §7(d): 6 to
                // 5 on a shoe game; each cited so. Otherwise §7(a)'s 3 to 2.
                const RuleReference rule =
                    faceUpHoleCard() || rules_.offer.sixToFiveOnShoe
                        ? RuleReference{result.rule, settlementRequirement(result.rule)}
                        : references_.reference(RoundRule::BlackjackPaid);
                options.push_back(
                    expect(action::Pay{box.seat, 1, action::Wager::Main, result.net}, rule,
                           "Pay the blackjack of " + where + " " + result.net.text()));
            } else if (auto behind = behindBlackjackPayment(round, box, rules_.offer)) {
                options.push_back(*behind); // §13(c): each wager on the blackjack paid
            } else {
                options.push_back(expect(action::PickUp{box.seat}, RoundRule::BlackjackPaid,
                                         "Remove the cards of " + where));
            }
            // The boxes on its left may be announced meanwhile, no card dealt.
            if (const auto turn = currentTurn(round); turn && turn->seat < box.seat) {
                for (const auto &step : turnSteps(round, *turn)) {
                    if (std::holds_alternative<action::AnnounceTotal>(step.action)) {
                        options.push_back(step);
                    }
                }
            }
            return options;
        }
    }
    return std::nullopt;
}

std::vector<Expectation> RoundReferee::immediateSettlementSteps(const Round &round) const {
    // §9(d): insurance settled right after the second card, before any
    // other dealer card; §8(a)(2): a held surrender likewise ("immediately").
    const bool dealerBlackjack = dealerHasBlackjack(round);
    std::vector<Expectation> immediate;
    for (auto box = round.boxes.rbegin(); box != round.boxes.rend(); ++box) {
        if (box->pickedUp) {
            continue;
        }
        const std::string where = spotText(box->seat, 1);
        if (box->insurance && !box->insuranceSettled) {
            const WagerResult result = settleInsurance(*box->insurance, box->initialWager,
                                                       dealerBlackjack, rules_.offer.smallestChip);
            const RuleReference rule = settlementReference(result.rule, rules_.offer.regulation);
            if (result.net > Money()) {
                immediate.push_back(
                    expect(action::Pay{box->seat, 1, action::Wager::Insurance, result.net}, rule,
                           "Pay the insurance of " + where + " " + result.net.text()));
            } else if (result.net < Money()) {
                immediate.push_back(
                    expect(action::Collect{box->seat, 1, action::Wager::Insurance, -result.net},
                           references_.reference(RoundRule::InsuranceSettlement),
                           "Collect the insurance of " + where));
            } else {
                immediate.push_back(
                    expect(action::ReturnWager{box->seat, 1, action::Wager::Insurance}, rule,
                           "Return the insurance of " + where));
            }
        }
        for (int i = static_cast<int>(box->hands.size()); i >= 1; --i) {
            const RoundHand &hand = box->hands[static_cast<std::size_t>(i - 1)];
            if (!hand.surrendered || hand.settled) {
                continue;
            }
            const std::string handWhere = spotText(box->seat, i);
            if (dealerBlackjack) {
                immediate.push_back(
                    expect(action::Collect{box->seat, i, action::Wager::Main, hand.wager},
                           RoundRule::SurrenderDeferred,
                           "The dealer has blackjack: collect the whole surrendered wager of " +
                               handWhere));
            } else {
                const Money refund = surrenderRefund(hand.wager);
                immediate.push_back(expect(
                    action::SettleSurrender{box->seat, i, refund}, RoundRule::SurrenderDeferred,
                    "Collect half the wager of " + handWhere + " and return " + refund.text()));
            }
        }
    }
    for (auto box = round.boxes.rbegin(); box != round.boxes.rend(); ++box) {
        if (!box->pickedUp) { // §13(f), §13(b): the players behind the caller
            for (auto &step : behindImmediateSettlements(*box, dealerBlackjack, rules_.offer)) {
                immediate.push_back(std::move(step));
            }
        }
    }
    return immediate;
}

std::vector<Expectation> RoundReferee::settlementSteps(const Round &round) const {
    const PayoutRules payout = payoutRules(rules_.offer);
    const bool dealerBlackjack = dealerHasBlackjack(round);
    std::vector<Expectation> losing;
    std::vector<Expectation> others;
    for (auto box = round.boxes.rbegin(); box != round.boxes.rend(); ++box) {
        if (box->pickedUp) {
            continue;
        }
        const bool split = box->hands.size() > 1;
        // §6(i) picks up from the dealer's right: each box's hands right to left too.
        for (int i = static_cast<int>(box->hands.size()); i >= 1; --i) {
            const RoundHand &hand = box->hands[static_cast<std::size_t>(i - 1)];
            if (hand.settled) {
                // §13(c): the wagers behind the caller's, each on its own.
                addBehindSettlements(round, *box, i, rules_.offer, losing, others);
                continue;
            }
            const std::string where = spotText(box->seat, i);
            if (hand.dead) {
                // §15(h): the player is in the next deal; §15(j): the original
                // wager returned. Either way the wager stays with the player.
                const bool noCards = hand.cards.empty();
                others.push_back(expect(
                    action::ReturnWager{box->seat, i, action::Wager::Main},
                    irregularity(hand.cards.size() < 2 ? Irregularity::BoxMissedInDeal
                                                       : Irregularity::RequestedCardNotDealt),
                    noCards ? "Leave the wager of " + where + " (a dead hand, in the next deal)"
                            : "Return the wager of " + where + " (a dead hand)"));
                addBehindSettlements(round, *box, i, rules_.offer, losing, others); // §13(c)
                continue;
            }
            WagerResult result;
            if (doubleCardHidden(hand)) {
                // §10(c): turned face up when the hand's wagers are settled in rotation.
                auto &list = hand.value().bust ? losing : others;
                list.push_back(expect(action::TurnDoubleCard{box->seat, i},
                                      RoundRule::DoubleCardTurnUp,
                                      "Turn up the double down card of " + where));
                continue;
            }
            if (split && dealerBlackjack) {
                // §11(d): the box loses the original wager once, busted or
                // doubled hands included, taken from the original (first)
                // hand unless a busted hand was already collected.
                if (i == 1 && box->collected == Money()) {
                    result = settleSplitAgainstDealerBlackjack(box->initialWager);
                } else {
                    result = {Money(), blackjackSection("11(d)"),
                              "The additional split wager is not collected."};
                }
            } else {
                result = settleMainWager(hand.cards, hand.fromSplit, hand.doubleDown, hand.wager,
                                         round.dealer.cards, payout);
            }
            // Cited by the table's regulation (002 (c)(5) for §3(e), ...).
            const RuleReference rule = settlementReference(result.rule, rules_.offer.regulation);
            if (result.net < Money()) {
                losing.push_back(
                    expect(action::Collect{box->seat, i, action::Wager::Main, -result.net}, rule,
                           "Collect " + (-result.net).text() + " from " + where));
            } else if (result.net > Money()) {
                others.push_back(expect(action::Pay{box->seat, i, action::Wager::Main, result.net},
                                        rule, "Pay " + result.net.text() + " to " + where));
            } else {
                others.push_back(expect(action::ReturnWager{box->seat, i, action::Wager::Main},
                                        rule,
                                        "Return the wager of " + where +
                                            (split && dealerBlackjack
                                                 ? " (after a split only the original is collected)"
                                                 : " (standoff)")));
            }
            addBehindSettlements(round, *box, i, rules_.offer, losing, others); // §13(c)
        }
    }
    addSideWagerSettlements(round, rules_, losing, others); // §24(e), §27, §29(g)
    // §22(c): losing streak wagers with the losing, winners paid, then the lammers.
    std::vector<Expectation> lammers;
    addStreakSettlements(round, rules_, losing, others, lammers);
    // The rotation: box by box, or every losing wager first (SettlementOrder).
    std::vector<Expectation> ordered;
    if (rules_.settlementOrder == SettlementOrder::CollectThenPayRightToLeft) {
        ordered = losing;
        ordered.insert(ordered.end(), others.begin(), others.end());
        ordered.insert(ordered.end(), lammers.begin(), lammers.end());
        return ordered;
    }
    // Right to left box by box: merge by seat descending, hands right to left
    // (a box's lammer after its wagers, §22(c)).
    ordered = losing;
    ordered.insert(ordered.end(), others.begin(), others.end());
    ordered.insert(ordered.end(), lammers.begin(), lammers.end());
    std::stable_sort(ordered.begin(), ordered.end(),
                     [](const Expectation &a, const Expectation &b) {
                         const auto spotA = spotOf(a.action);
                         const auto spotB = spotOf(b.action);
                         if (spotA->seat == spotB->seat && spotA->hand == spotB->hand) {
                             return behindOf(a.action) < behindOf(b.action); // §13(c): in line
                         }
                         return spotA->seat != spotB->seat ? spotA->seat > spotB->seat
                                                           : spotA->hand > spotB->hand;
                     });
    return ordered;
}

} // namespace dt::blackjack
