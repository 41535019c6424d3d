#include "round_super4_stax.h"

#include "progressive_wagers.h"

#include <algorithm>

namespace dt::blackjack {

namespace {

// The meter a progressive row pays from, at its printed reseed.
Money meterOf(Super4StaxHand hand, const Super4StaxOptions &options) {
    const auto rows = super4StaxPayTable(options.payTable);
    const auto row = std::find_if(rows.begin(), rows.end(),
                                  [&](const Super4StaxRow &r) { return r.hand == hand; });
    if (row != rows.end() && row->reseed) {
        return *row->reseed;
    }
    for (const auto &star : starProgressiveOptions()) {
        if (star.option == options.starOption) {
            return star.reseed; // the Star meter, and §19(n)'s "Progressive"
        }
    }
    return Money();
}

} // namespace

std::optional<Expectation> super4StaxSettlement(const Round &round, const RoundBox &box,
                                                const RoundSideWager &wager,
                                                const TableRules &rules) {
    const std::vector<Card> &dealer = round.dealer.cards;
    if (wager.wager != SideWager::Super4Stax || wager.settled || dealer.size() < 2 ||
        round.dealer.holeCardFaceDown) {
        return std::nullopt;
    }
    std::vector<Card> two = wager.initialCards;
    if (two.size() != 2) {
        return std::nullopt;
    }
    const Super4StaxOptions &options = rules.offer.sideWagerOptions.super4Stax;
    const std::vector<Card> dealerTwo = {dealer[0], dealer[1]};
    const SideWagerAward award = settleSuper4Stax(two, dealerTwo, options);
    const RuleReference rule{blackjackSection("19(k)-(l)"), "BJ-SETTLE-24"};
    const std::string which = "the Super 4 Stax wager of " + spotText(box.seat, 1);
    const std::string why = " (" + award.hand + ", " + award.rule.text() + ")";
    const std::string key(fieldName(SideWager::Super4Stax));
    if (!award.wins()) {
        return Expectation{action::Collect{box.seat, 1, action::Wager::Side, wager.amount, key}, 0,
                           0, rule, "Collect " + which + why};
    }
    const Money amount = winnings(
        award, wager.amount, meterOf(super4StaxHand(two, dealerTwo, options.chosenSuit), options));
    return Expectation{action::Pay{box.seat, 1, action::Wager::Side, amount, key}, 0, 0, rule,
                       "Pay " + amount.text() + " on " + which + why};
}

} // namespace dt::blackjack
