#include "streak.h"

#include <algorithm>
#include <string>
#include <utility>

namespace dt::blackjack {

namespace {

enum class RoundResult { Advances, Loses, Neither };

// §22(d)-(h): what the round's hand(s) do to the streak.
RoundResult roundResult(const StreakRound &round) {
    if (round.abandoned) {
        return RoundResult::Loses; // §22(f)
    }
    const auto wins = std::count(round.hands.begin(), round.hands.end(), Outcome::PlayerWins);
    const auto losses = std::count(round.hands.begin(), round.hands.end(), Outcome::DealerWins);
    // One hand: a win advances (§22(d)), a loss loses (§22(e)), a push does
    // neither (§22(g)). Split hands (§22(h)): pushes set aside, a majority of
    // the remaining hands won advances, as many won as lost does neither,
    // otherwise the streak loses.
    if (wins > losses) {
        return RoundResult::Advances;
    }
    if (wins < losses) {
        return RoundResult::Loses;
    }
    return RoundResult::Neither;
}

std::string winsText(int area) {
    switch (area) {
    case 2:
        return "Two consecutive winning hands";
    case 3:
        return "Three consecutive winning hands";
    case 4:
        return "Four consecutive winning hands";
    default:
        return "Five consecutive winning hands";
    }
}

} // namespace

std::optional<int> StreakState::lammerArea() const {
    // §22(d): after the first win the lammer is on "2"; each further win
    // moves it one area on ("3", "4", "5").
    if (pending.empty() || consecutiveWins < 1) {
        return std::nullopt;
    }
    return consecutiveWins + 1;
}

std::optional<Odds> streakOdds(int area) {
    // §22(j): no less than 3, 7, 17 and 37 to 1.
    switch (area) {
    case 2:
        return Odds{3, 1};
    case 3:
        return Odds{7, 1};
    case 4:
        return Odds{17, 1};
    case 5:
        return Odds{37, 1};
    default:
        return std::nullopt;
    }
}

std::optional<StreakRefusal> streakPlacementRefusal(const StreakState &state,
                                                    const std::vector<StreakWager> &wagers) {
    if (!state.pending.empty()) {
        // §22(k)(2): no further streak wager until all prior ones are
        // determined; §22(k)(1): several only when placed simultaneously.
        return StreakRefusal{"Earlier streak wagers are not yet determined",
                             blackjackSection("22(k)(2)")};
    }
    if (wagers.empty()) {
        return StreakRefusal{"No streak wager to place", blackjackSection("22(b)")};
    }
    std::vector<int> areas;
    for (const StreakWager &wager : wagers) {
        if (!streakOdds(wager.area)) {
            return StreakRefusal{"There is no streak betting area \"" + std::to_string(wager.area) +
                                     "\"; the areas are 2 to 5",
                                 blackjackSection("22(a)")};
        }
        if (wager.amount.inCents() <= 0) {
            return StreakRefusal{"A streak wager needs a positive amount",
                                 blackjackSection("22(b)")};
        }
        if (std::find(areas.begin(), areas.end(), wager.area) != areas.end()) {
            return StreakRefusal{"Two streak wagers on area \"" + std::to_string(wager.area) + "\"",
                                 blackjackSection("22(k)(1)")};
        }
        areas.push_back(wager.area);
    }
    return std::nullopt;
}

StreakState placeStreakWagers(const StreakState &state, const std::vector<StreakWager> &wagers) {
    if (streakPlacementRefusal(state, wagers)) {
        return state;
    }
    StreakState next;
    next.pending = wagers;
    std::sort(next.pending.begin(), next.pending.end(),
              [](const StreakWager &a, const StreakWager &b) { return a.area < b.area; });
    return next;
}

StreakRoundResult applyStreakRound(const StreakState &state, const StreakRound &round) {
    StreakRoundResult result;
    result.next = state;
    if (state.pending.empty()) {
        result.lammerArea = state.lammerArea();
        return result;
    }
    switch (roundResult(round)) {
    case RoundResult::Neither:
        // §22(g), (h): neither advanced nor lost.
        break;
    case RoundResult::Loses: {
        const std::string why = round.abandoned
                                    ? "The streak wager is abandoned"
                                    : "The player lost a blackjack hand during the streak";
        const std::string section = round.abandoned          ? "22(f)"
                                    : round.hands.size() > 1 ? "22(h)"
                                                             : "22(e)";
        for (const StreakWager &wager : state.pending) {
            result.decided.push_back({wager, SideWagerAward::loses(why, section)});
        }
        result.next = StreakState{};
        break;
    }
    case RoundResult::Advances: {
        const int wins = state.consecutiveWins + 1;
        StreakState next;
        next.consecutiveWins = wins;
        for (const StreakWager &wager : state.pending) {
            if (wager.area == wins) {
                // §22(d)(1)-(4): the N-th consecutive win wins the wager on
                // "N"; §22(j) odds.
                result.decided.push_back(
                    {wager, SideWagerAward::winsAt(winsText(wager.area), *streakOdds(wager.area),
                                                   "22(j)")});
            } else {
                next.pending.push_back(wager);
            }
        }
        if (next.pending.empty()) {
            next = StreakState{};
        }
        // §22(k)(3): with a wager won and another still in play, the lammer
        // goes to the next area before the winning wager is paid.
        result.lammerMovesBeforePayment = !result.decided.empty() && !next.pending.empty();
        result.next = next;
        break;
    }
    }
    result.lammerArea = result.next.lammerArea();
    return result;
}

} // namespace dt::blackjack
