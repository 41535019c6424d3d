#include "round_progressive.h"

#include "progressive_wagers.h"

#include <algorithm>

namespace dt::blackjack {

namespace {

RuleReference reference(std::string_view section, std::string_view requirement) {
    return {blackjackSection(std::string(section)), std::string(requirement)};
}

// The same step as the table's regulation states it: 000 §19, or 002 (r),
// whose (r)(2), (r)(7)-(8) say what §19(b), (g)-(h) say.
RuleReference reference(const TableRules &rules, std::string_view section,
                        std::string_view tribalSection, std::string_view requirement) {
    if (rules.offer.regulation == Regulation::BlackjackTribal) {
        return {Citation{Regulation::BlackjackTribal, std::string(tribalSection)},
                std::string(requirement)};
    }
    return reference(section, requirement);
}

std::string progressiveKey() {
    return std::string(fieldName(SideWager::Progressive));
}

const RoundSideWager *progressiveOf(const RoundBox &box) {
    for (const auto &wager : box.sideWagers) {
        if (wager.wager == SideWager::Progressive) {
            return &wager;
        }
    }
    return nullptr;
}

bool lightOut(const Round &round, int seat) {
    return std::find(round.progressiveLightsOut.begin(), round.progressiveLightsOut.end(), seat) !=
           round.progressiveLightsOut.end();
}

// 000 §19 and 002 (r) both deal it; the offer refuses it elsewhere.
bool playedInRound(const TableRules &rules) {
    return rules.offer.sideWagers.count(SideWager::Progressive) > 0;
}

// The wagers in the acceptors, those refused under §15(o) left out.
int acceptedWagers(const Round &round) {
    int count = 0;
    for (const auto &box : round.boxes) {
        if (progressiveOf(box) != nullptr && !lightOut(round, box.seat)) {
            ++count;
        }
    }
    return count;
}

bool anyChip(const Round &round) {
    return std::any_of(round.boxes.begin(), round.boxes.end(),
                       [](const RoundBox &box) { return progressiveOf(box) != nullptr; });
}

} // namespace

std::optional<std::vector<Expectation>> progressiveStepsBeforeDeal(const Round &round,
                                                                   const TableRules &rules) {
    if (!playedInRound(rules) || !anyChip(round) || round.progressiveRegistered) {
        return std::nullopt;
    }
    // §15(o): no progressive wager where the light does not work: returned first.
    for (const auto &box : round.boxes) {
        const RoundSideWager *wager = progressiveOf(box);
        if (wager != nullptr && !wager->settled && lightOut(round, box.seat)) {
            return std::vector{Expectation{
                action::ReturnWager{box.seat, 1, action::Wager::Side, progressiveKey()}, 0, 0,
                reference("15(o)", "BJ-IRR-16"),
                "The light at " + spotText(box.seat, 1) +
                    " is not operating properly: no progressive wager there, return the chip"}};
        }
    }
    if (acceptedWagers(round) == 0) {
        return std::nullopt; // every chip returned: nothing to verify or register
    }
    if (!round.progressiveVerified) {
        return std::vector{Expectation{action::VerifyProgressiveWagers{}, 0, 0,
                                       reference(rules, "19(b)", "(r)(2)", "BJ-WAGER-11"),
                                       "Verify one progressive wager for each light illuminated "
                                       "and as many chips as lights"}};
    }
    if (!round.noMoreBetsAnnounced) {
        return std::vector{Expectation{action::Announce{action::Call::NoMoreBets}, 0, 0,
                                       reference(rules, "19(b)", "(r)(2)", "BJ-ANN-05"),
                                       "Announce \"no more bets\""}};
    }
    return std::vector{Expectation{action::RegisterProgressiveWagers{}, 0, 0,
                                   reference(rules, "19(b)", "(r)(2)", "BJ-WAGER-11"),
                                   "Register the progressive wagers on the progressive meter"}};
}

Money progressiveMeter(const Round &round, const TableRules &rules) {
    const ProgressiveOptions &options = rules.offer.sideWagerOptions.progressive;
    if (!round.progressiveRegistered) {
        return options.initialMeter;
    }
    // §19(i) (002 (r)(9)): the rate of progression of each $1.00 registered.
    const std::int64_t added = acceptedWagers(round) * 100 * options.progressionPercent / 100;
    return options.initialMeter + Money::cents(added);
}

std::optional<Verdict> progressiveMistake(const Round &round, const TableRules &rules,
                                          const DealerAction &dealerAction,
                                          const std::vector<Expectation> &options) {
    const auto due = progressiveStepsBeforeDeal(round, rules);
    // "No more bets" is a progressive step where the progressive is in play;
    // elsewhere it is the other wagers' (round_no_more_bets.h).
    const bool step = std::holds_alternative<action::VerifyProgressiveWagers>(dealerAction) ||
                      std::holds_alternative<action::RegisterProgressiveWagers>(dealerAction) ||
                      (std::holds_alternative<action::Announce>(dealerAction) &&
                       std::get<action::Announce>(dealerAction).call == action::Call::NoMoreBets &&
                       playedInRound(rules) && anyChip(round));
    if ((!due || due->empty()) && !step) {
        return std::nullopt;
    }
    Verdict verdict = refused(options);
    if (!due || due->empty()) {
        verdict.rule = reference(rules, "19(b)", "(r)(2)", "BJ-WAGER-11");
        verdict.severity = Severity::Minor;
        verdict.message = playedInRound(rules) && anyChip(round)
                              ? "The progressive wagers were already verified, announced and "
                                "registered before the first card."
                              : "No progressive wager is on the layout.";
        return verdict;
    }
    const Expectation &next = due->front();
    verdict.rule = next.rule;
    if (next.rule.requirement == "BJ-IRR-16") {
        verdict.message = "Blackjack §15(o): no progressive wager is permitted where the light "
                          "is not operating properly. " +
                          next.description + " first.";
    } else if (std::holds_alternative<action::VerifyProgressiveWagers>(next.action)) {
        verdict.message =
            "Before \"no more bets\" and the first card, " + lowercaseFirst(next.description) + ".";
    } else if (std::holds_alternative<action::Announce>(next.action)) {
        verdict.message = "Announce \"no more bets\" before registering the progressive wagers "
                          "and dealing.";
    } else {
        verdict.message = "Register the progressive wagers on the meter before the first card.";
    }
    return verdict;
}

void addProgressiveSettlements(const Round &round, const TableRules &rules,
                               std::vector<Expectation> &payments) {
    if (!playedInRound(rules)) {
        return;
    }
    // §19(h) (002 (r)(8)): several players with four black or four red aces
    // share the meter.
    const auto fourAces = [](const SideWagerAward &award) {
        return std::holds_alternative<PaysMeterShare>(award.payment) && award.wins();
    };
    int fourAceWinners = 0; // those already paid their share included
    for (const auto &box : round.boxes) {
        const RoundSideWager *wager = progressiveOf(box);
        if (wager != nullptr && !lightOut(round, box.seat) &&
            fourAces(settleProgressive(box.cardsInDealOrder, 1, rules.offer.regulation))) {
            ++fourAceWinners;
        }
    }
    const Money meter = progressiveMeter(round, rules);
    for (auto box = round.boxes.rbegin(); box != round.boxes.rend(); ++box) {
        const RoundSideWager *wager = progressiveOf(*box);
        if (wager == nullptr || wager->settled || lightOut(round, box->seat)) {
            continue;
        }
        const SideWagerAward award = settleProgressive(
            box->cardsInDealOrder, std::max(1, fourAceWinners), rules.offer.regulation);
        if (!award.wins()) {
            continue; // the chip is in the acceptor: nothing to collect
        }
        const Money amount = winnings(award, wager->amount, meter);
        payments.push_back(Expectation{
            action::Pay{box->seat, 1, action::Wager::Side, amount, progressiveKey()}, 0, 0,
            reference(rules, "19(g)-(h)", "(r)(7)-(8)", "BJ-SETTLE-23"),
            "Pay " + amount.text() + " on the progressive wager of " + spotText(box->seat, 1) +
                " (" + award.hand + ", " + award.rule.text() +
                "), the cards and the light verified and the payout validated by a casino "
                "supervisor"});
    }
}

void applyProgressive(const Round &before, Round &after, const DealerAction &dealerAction) {
    if (std::holds_alternative<action::VerifyProgressiveWagers>(dealerAction)) {
        after.progressiveVerified = true;
    } else if (std::holds_alternative<action::RegisterProgressiveWagers>(dealerAction)) {
        after.progressiveRegistered = true;
    } else if (const auto *call = std::get_if<action::Announce>(&dealerAction);
               call != nullptr && call->call == action::Call::NoMoreBets) {
        after.noMoreBetsAnnounced = true;
    } else if (const auto *deal = std::get_if<action::DealCard>(&dealerAction)) {
        // §19(c): the box's cards in the order dealt.
        const RoundHand *was = before.hand(deal->seat, deal->hand);
        const RoundHand *now = after.hand(deal->seat, deal->hand);
        RoundBox *box = after.box(deal->seat);
        if (box != nullptr && now != nullptr &&
            now->cards.size() > (was != nullptr ? was->cards.size() : 0)) {
            box->cardsInDealOrder.push_back(now->cards.back());
        }
    }
}

} // namespace dt::blackjack
