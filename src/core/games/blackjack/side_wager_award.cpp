#include "side_wager_award.h"

namespace dt::blackjack {

namespace {

struct WinningsOf {
    Money wager;
    Money meter;

    Money operator()(const PaysOdds &pays) const {
        return payoutRoundedDown(wager, pays.odds, Money::cents(1));
    }
    Money operator()(const PaysAmount &pays) const { return pays.amount; }
    Money operator()(const PaysMeterShare &share) const {
        // A share is a fraction of the meter: the same rounding as odds of
        // numerator to denominator applied to the meter amount.
        return payoutRoundedDown(meter, Odds{share.numerator, share.denominator}, Money::cents(1));
    }
};

} // namespace

Money winnings(const SideWagerAward &award, Money wager, Money meter) {
    if (!award.wins()) {
        return {};
    }
    return std::visit(WinningsOf{wager, meter}, award.payment);
}

} // namespace dt::blackjack
