// A winning House Money payout let ride on the player's Player or Banker
// wager: Baccarat §9(e)(1)(i)-(ii), Midi §8(c)(3)(i)(A)-(B).
#include "coup_referee.h"
#include "coup_referee_support.h"

namespace dt::baccarat {

using detail::error;

std::optional<action::RideHouseMoney>
CoupReferee::houseMoneyRideDue(const CoupRound &coup, const CoupWager &houseMoney) const {
    // §9(e)(1)(i): all of the payout, or the licensee's portion of it, on the
    // original wager the player chose; nothing to place when the portion
    // rounds to nothing or the wager is not on the layout.
    if (!houseMoney.settled || !houseMoney.ridesOn || houseMoney.rode ||
        coup.wager(houseMoney.seat, *houseMoney.ridesOn) == nullptr) {
        return std::nullopt;
    }
    const WagerSettlement settlement =
        settle(rules_, Wager::HouseMoney, houseMoney.amount, initialSummary(coup));
    const Money ride = houseMoneyRide(rules_, settlement.winnings);
    if (settlement.decision.decision != Decision::Win || ride <= Money()) {
        return std::nullopt;
    }
    return action::RideHouseMoney{houseMoney.seat, handOf(*houseMoney.ridesOn), ride};
}

std::optional<Verdict>
CoupReferee::houseMoneyRideMistake(const CoupRound &coup, const DealerAction &dealerAction,
                                   const std::vector<Expectation> &options) const {
    const RuleReference rideRule = rule("9(e)(1)(i)", "8(c)(3)(i)(A)", "SETTLE-07", "SETTLE-07");
    const auto *ride = std::get_if<action::RideHouseMoney>(&dealerAction);
    const auto *due =
        options.empty() ? nullptr : std::get_if<action::RideHouseMoney>(&options.front().action);
    if (ride == nullptr) {
        if (due == nullptr) {
            return std::nullopt;
        }
        // §9(e)(1)(i): the player lets it ride; skipping it hands the player
        // money that belongs on the wager.
        Verdict verdict =
            error(options, "Seat " + std::to_string(due->seat) +
                               " lets the House Money payout ride: place " + due->amount.text() +
                               " on its wager on " + coupHandText(due->hand) +
                               " before going on (" + rideRule.citation.text() + ").");
        verdict.rule = rideRule;
        return verdict;
    }
    const std::string seat = "Seat " + std::to_string(ride->seat);
    const CoupWager *houseMoney = coup.wager(ride->seat, Wager::HouseMoney);
    const bool won = houseMoney != nullptr && houseMoney->settled &&
                     settle(rules_, Wager::HouseMoney, houseMoney->amount, initialSummary(coup))
                             .decision.decision == Decision::Win;
    if (!won || coup.resultAnnounced) {
        return error(options, seat +
                                  " has no House Money payout in front of the dealer to add to "
                                  "a wager: only a winning House Money payout, once paid and "
                                  "before any third card, may ride (" +
                                  rideRule.citation.text() + ").");
    }
    if (houseMoney->rode) {
        return error(options, seat + "'s House Money payout is already on its wager.");
    }
    const RuleReference handOver = rule("9(e)(1)(ii)", "8(c)(3)(i)(B)", "SETTLE-07", "SETTLE-07");
    if (!houseMoney->ridesOn) {
        // §9(e)(1): riding is at the player's discretion; §9(e)(1)(ii): else
        // the dealer hands the entire payout to the player.
        Verdict verdict = error(options, seat +
                                             " takes the House Money payout: hand all of it to "
                                             "the player; it rides only when the player says "
                                             "so (" +
                                             handOver.citation.text() + ").");
        verdict.rule = handOver;
        return verdict;
    }
    const auto expectedRide = houseMoneyRideDue(coup, *houseMoney);
    if (!expectedRide) {
        return std::nullopt;
    }
    if (ride->hand != expectedRide->hand) {
        Verdict verdict = error(
            options, seat + "'s House Money payout rides on the player's original wager on " +
                         coupHandText(expectedRide->hand) + " (" + rideRule.citation.text() + ").");
        verdict.rule = rideRule;
        return verdict;
    }
    if (ride->amount != expectedRide->amount) {
        const Money payout =
            settle(rules_, Wager::HouseMoney, houseMoney->amount, initialSummary(coup)).winnings;
        const Money handed = payout - expectedRide->amount;
        Verdict verdict =
            error(options,
                  seat + "'s House Money payout is " + payout.text() + ": the table lets " +
                      (rules_.houseMoneyRidePercent == 100
                           ? std::string("all of it")
                           : std::to_string(rules_.houseMoneyRidePercent) + "% of it") +
                      " ride, " + expectedRide->amount.text() + " on the wager" +
                      (handed > Money() ? ", " + handed.text() + " handed to the player" : "") +
                      " (" + rideRule.citation.text() + ").",
                  Severity::Payout);
        verdict.rule = rule("9(e)(1)(i)", "8(c)(3)(i)(A)", "CONF-11", "CONF-11");
        return verdict;
    }
    return std::nullopt;
}

} // namespace dt::baccarat
