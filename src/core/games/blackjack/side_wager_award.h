#pragma once

#include "../../citation.h"
#include "../../money.h"
#include "../../odds.h"

#include <cstdint>
#include <string>
#include <variant>

namespace dt::blackjack {

// How a winning side wager is paid, as the pay tables of Blackjack §17-§31
// print it.
//
// At odds ("5 to 1"): the winnings are the wager times the odds and the wager
// is returned. §31 prints "X for 1" (the return including the wager); those
// rows are converted to to 1 (checklist: source typos, §31).
struct PaysOdds {
    Odds odds;
    friend bool operator==(const PaysOdds &, const PaysOdds &) = default;
};
// A fixed amount whatever the wager ("$2,500.00", §19(c); Lucky George's
// fixed dollar pays, §30).
struct PaysAmount {
    Money amount;
    friend bool operator==(const PaysAmount &, const PaysAmount &) = default;
};
// A share of a progressive meter: numerator/denominator of the meter amount
// ("100% of the progressive meter amount" is 1/1, "10%" is 1/10; §19(h)
// shares the meter equally between players with four aces: 1/N).
struct PaysMeterShare {
    std::int64_t numerator = 1;
    std::int64_t denominator = 1;
    friend bool operator==(const PaysMeterShare &, const PaysMeterShare &) = default;
};

using Payment = std::variant<PaysOdds, PaysAmount, PaysMeterShare>;

// The decision on one side wager.
struct SideWagerAward {
    enum class Result {
        Loses,   // collected
        Wins,    // paid with `payment`
        Push,    // returned (a streak that neither advances nor loses, §22(g))
        Pending, // not decided yet (e.g. §24(e) queen of hearts pair, §29(g))
    };
    Result result = Result::Loses;
    // The pay-table row that decided it, as printed ("Three sevens of the
    // same suit"); for a loss, why it lost ("The point total equals 13").
    std::string hand;
    Payment payment = PaysOdds{};
    // The section that decides the wager, e.g. "Blackjack §17(e)(3)".
    Citation rule;

    bool wins() const { return result == Result::Wins; }

    // Lost for `why`, decided by Blackjack §`section`.
    static SideWagerAward loses(std::string why, std::string section);
    // Won on pay-table row `hand`, paid `payment`, by Blackjack §`section`.
    static SideWagerAward wins(std::string hand, Payment payment, std::string section);
    // Won on pay-table row `hand` at `odds` (PaysOdds), by Blackjack §`section`.
    static SideWagerAward winsAt(std::string hand, Odds odds, std::string section);
    // Not decided yet for `why`, as Blackjack §`section` says.
    static SideWagerAward pending(std::string why, std::string section);
};

// What the dealer pays on a winning award for `wager` (the wager itself is
// returned on top and is not included): odds exactly, rounded down to the
// cent when the product has a fraction of a cent; a fixed amount as is; a
// meter share of `meter` rounded down to the cent. Zero for an award that
// does not win.
Money winnings(const SideWagerAward &award, Money wager, Money meter = {});

} // namespace dt::blackjack
