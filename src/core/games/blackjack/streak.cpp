#include "streak.h"

#include "tribal_side_wagers.h"

#include <algorithm>
#include <array>
#include <string>
#include <string_view>
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

// One row of the streak pay table: the area, its odds, the row as printed
// and its section.
struct StreakPay {
    int area;
    Odds odds;
    std::string_view printed;
    std::string_view section;
};

// 000 §22(j): "no less than" these odds.
constexpr std::array<StreakPay, 4> kStreakPays = {{
    {2, Odds{3, 1}, "Two consecutive winning hands", "22(j)"},
    {3, Odds{7, 1}, "Three consecutive winning hands", "22(j)"},
    {4, Odds{17, 1}, "Four consecutive winning hands", "22(j)"},
    {5, Odds{37, 1}, "Five consecutive winning hands", "22(j)"},
}};

// 002 (t)(10)(i)-(iv): "2 consecutive winning hands shall pay 3 to 1", ...
constexpr std::array<StreakPay, 4> kTribalStreakPays = {{
    {2, Odds{3, 1}, "2 consecutive winning hands", "(t)(10)(i)"},
    {3, Odds{7, 1}, "3 consecutive winning hands", "(t)(10)(ii)"},
    {4, Odds{17, 1}, "4 consecutive winning hands", "(t)(10)(iii)"},
    {5, Odds{37, 1}, "5 consecutive winning hands", "(t)(10)(iv)"},
}};

const StreakPay *streakPay(int area, Regulation regulation) {
    const auto &pays = regulation == Regulation::BlackjackTribal ? kTribalStreakPays : kStreakPays;
    for (const StreakPay &pay : pays) {
        if (pay.area == area) {
            return &pay;
        }
    }
    return nullptr;
}

// The sections both texts print (tribal_side_wagers.h).
constexpr SideWagerRule kAreas{"22(a)", "(t)(1)"};
constexpr SideWagerRule kPlacing{"22(b)", "(t)(2)"};
constexpr SideWagerRule kLoses{"22(e)", "(t)(5)"};
constexpr SideWagerRule kAbandoned{"22(f)", "(t)(6)"};
constexpr SideWagerRule kSplitMajority{"22(h)", "(t)(8)"};
constexpr SideWagerRule kSimultaneous{"22(k)(1)", "(t)(11)(i)"};
constexpr SideWagerRule kUntilDetermined{"22(k)(2)", "(t)(11)(ii)"};

} // namespace

std::optional<int> StreakState::lammerArea() const {
    // §22(d): after the first win the lammer is on "2"; each further win
    // moves it one area on ("3", "4", "5").
    if (pending.empty() || consecutiveWins < 1) {
        return std::nullopt;
    }
    return consecutiveWins + 1;
}

std::optional<Odds> streakOdds(int area, Regulation regulation) {
    // §22(j) (002 (t)(10)(i)-(iv)): no less than 3, 7, 17 and 37 to 1.
    const StreakPay *pay = streakPay(area, regulation);
    if (!pay) {
        return std::nullopt;
    }
    return pay->odds;
}

std::optional<StreakRefusal> streakPlacementRefusal(const StreakState &state,
                                                    const std::vector<StreakWager> &wagers,
                                                    Regulation regulation) {
    if (!state.pending.empty()) {
        // §22(k)(2) (002 (t)(11)(ii)): no further streak wager until all prior
        // ones are determined; §22(k)(1) ((t)(11)(i)): several only when
        // placed simultaneously.
        return StreakRefusal{"Earlier streak wagers are not yet determined",
                             citationOf(kUntilDetermined, regulation)};
    }
    if (wagers.empty()) {
        return StreakRefusal{"No streak wager to place", citationOf(kPlacing, regulation)};
    }
    std::vector<int> areas;
    for (const StreakWager &wager : wagers) {
        if (!streakOdds(wager.area, regulation)) {
            return StreakRefusal{"There is no streak betting area \"" + std::to_string(wager.area) +
                                     "\"; the areas are 2 to 5",
                                 citationOf(kAreas, regulation)};
        }
        if (wager.amount.inCents() <= 0) {
            return StreakRefusal{"A streak wager needs a positive amount",
                                 citationOf(kPlacing, regulation)};
        }
        if (std::find(areas.begin(), areas.end(), wager.area) != areas.end()) {
            return StreakRefusal{"Two streak wagers on area \"" + std::to_string(wager.area) + "\"",
                                 citationOf(kSimultaneous, regulation)};
        }
        areas.push_back(wager.area);
    }
    return std::nullopt;
}

StreakState placeStreakWagers(const StreakState &state, const std::vector<StreakWager> &wagers,
                              Regulation regulation) {
    if (streakPlacementRefusal(state, wagers, regulation)) {
        return state;
    }
    StreakState next;
    next.pending = wagers;
    std::sort(next.pending.begin(), next.pending.end(),
              [](const StreakWager &a, const StreakWager &b) { return a.area < b.area; });
    return next;
}

StreakRoundResult applyStreakRound(const StreakState &state, const StreakRound &round,
                                   Regulation regulation) {
    StreakRoundResult result;
    result.next = state;
    if (state.pending.empty()) {
        result.lammerArea = state.lammerArea();
        return result;
    }
    switch (roundResult(round)) {
    case RoundResult::Neither:
        // §22(g), (h) (002 (t)(7), (t)(8)): neither advanced nor lost.
        break;
    case RoundResult::Loses: {
        const std::string why = round.abandoned
                                    ? "The streak wager is abandoned"
                                    : "The player lost a blackjack hand during the streak";
        // §22(f), (h), (e) (002 (t)(6), (t)(8), (t)(5)).
        const SideWagerRule rule = round.abandoned          ? kAbandoned
                                   : round.hands.size() > 1 ? kSplitMajority
                                                            : kLoses;
        for (const StreakWager &wager : state.pending) {
            result.decided.push_back({wager, losesBy(rule, regulation, why)});
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
                // §22(d)(1)-(4) (002 (t)(4)(i)-(iv)): the N-th consecutive
                // win wins the wager on "N"; §22(j) ((t)(10)) odds.
                const StreakPay &pay = *streakPay(wager.area, regulation);
                result.decided.push_back(
                    {wager, SideWagerAward{SideWagerAward::Result::Wins, std::string(pay.printed),
                                           PaysOdds{pay.odds},
                                           Citation{regulation, std::string(pay.section)}}});
            } else {
                next.pending.push_back(wager);
            }
        }
        if (next.pending.empty()) {
            next = StreakState{};
        }
        // §22(k)(3) (002 (t)(11)(iii)): with a wager won and another still in play, the lammer
        // goes to the next area before the winning wager is paid.
        result.lammerMovesBeforePayment = !result.decided.empty() && !next.pending.empty();
        result.next = next;
        break;
    }
    }
    result.lammerArea = result.next.lammerArea();
    return result;
}

std::vector<PayTableRow> streakPayTable(Regulation regulation) {
    const auto &pays = regulation == Regulation::BlackjackTribal ? kTribalStreakPays : kStreakPays;
    std::vector<PayTableRow> rows;
    for (const StreakPay &pay : pays) {
        rows.push_back(PayTableRow{std::string(pay.printed), PaysOdds{pay.odds}});
    }
    return rows;
}

Citation streakAbandonedCitation(Regulation regulation) {
    return citationOf(kAbandoned, regulation);
}

} // namespace dt::blackjack
