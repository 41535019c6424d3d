#include "side_wager_award.h"

#include <utility>

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

SideWagerAward SideWagerAward::loses(std::string why, std::string section) {
    return {Result::Loses, std::move(why), PaysOdds{}, blackjackSection(std::move(section))};
}

SideWagerAward SideWagerAward::wins(std::string hand, Payment payment, std::string section) {
    return {Result::Wins, std::move(hand), payment, blackjackSection(std::move(section))};
}

SideWagerAward SideWagerAward::winsAt(std::string hand, Odds odds, std::string section) {
    return wins(std::move(hand), PaysOdds{odds}, std::move(section));
}

SideWagerAward SideWagerAward::pending(std::string why, std::string section) {
    return {Result::Pending, std::move(why), PaysOdds{}, blackjackSection(std::move(section))};
}

Money winnings(const SideWagerAward &award, Money wager, Money meter) {
    if (!award.wins()) {
        return {};
    }
    return std::visit(WinningsOf{wager, meter}, award.payment);
}

} // namespace dt::blackjack
