#include "round_streak.h"

#include "../../table_state.h"
#include "round_action_spot.h"
#include "round_side_wagers.h"
#include "settlement.h"
#include "table_offer.h"
#include "tribal_side_wagers.h"

#include <algorithm>
#include <string>

namespace dt::blackjack {

namespace {

// §22(d) (002 (t)(4)): the lammer placed and moved; §22(k)(3) ((t)(11)(iii)):
// moved before a winner is paid while another wager stays in play.
constexpr SideWagerRule kLammer{"22(d)", "(t)(4)"};
constexpr SideWagerRule kLammerFirst{"22(k)(3)", "(t)(11)(iii)"};

const std::string &streakKey() {
    static const std::string key(fieldName(SideWager::Streak));
    return key;
}

std::string areaText(int area) {
    return "\"" + std::to_string(area) + "\"";
}

// The streak wager still to settle on `area`, or null.
const RoundSideWager *openStreak(const RoundBox &box, int area) {
    for (const auto &wager : box.sideWagers) {
        if (wager.wager == SideWager::Streak && wager.area == area && !wager.settled) {
            return &wager;
        }
    }
    return nullptr;
}

// §22(h): the outcome of each of the box's hands this round, for the streak.
std::vector<Outcome> handOutcomes(const Round &round, const RoundBox &box,
                                  const TableRules &rules) {
    std::vector<Outcome> outcomes;
    const PayoutRules payout = payoutRules(rules.offer);
    for (const auto &hand : box.hands) {
        if (round.voided || hand.dead) {
            // §15(h), (j), (k)(1): the wager returned, the hand not completed
            // by the player's doing: neither a win nor a loss (§22(g)).
            outcomes.push_back(Outcome::Push);
        } else if (hand.surrendered) {
            outcomes.push_back(Outcome::DealerWins); // half the wager lost (§8)
        } else if (box.evenMoney) {
            outcomes.push_back(Outcome::PlayerWins); // §7(c): the blackjack paid even money
        } else {
            // §11(d) collects only the original wager against a dealer
            // blackjack, but every split hand is lost (§22(h) counts it).
            outcomes.push_back(
                mainWagerOutcome(hand.cards, hand.fromSplit, round.dealer.cards, payout));
        }
    }
    return outcomes;
}

Expectation lammerStep(const RoundBox &box, int area, bool beforePayment, Regulation regulation) {
    const int wins = area - 1;
    return Expectation{action::PlaceLammer{box.seat, area}, 0, 0,
                       RuleReference{citationOf(beforePayment ? kLammerFirst : kLammer, regulation),
                                     beforePayment ? "BJ-SETTLE-32" : "BJ-SETTLE-30"},
                       std::string(box.lammer ? "Move" : "Place") + " the streak lammer of " +
                           spotText(box.seat, 1) + " onto area " + areaText(area) + " (" +
                           std::to_string(wins) + " consecutive win" + (wins == 1 ? "" : "s") +
                           (beforePayment ? ", before paying the streak wager won" : "") + ")"};
}

} // namespace

void startStreak(RoundBox &box, const StreakLedger &ledger,
                 const std::vector<SideWagerStake> &stakes, Regulation regulation) {
    const auto held = ledger.find(box.seat);
    StreakState state = held != ledger.end() ? held->second : StreakState{};
    std::vector<StreakWager> placed;
    for (const auto &stake : stakes) {
        if (stake.wager == SideWager::Streak) {
            placed.push_back({stake.area, stake.amount});
        }
    }
    // §22(b), (k)(1)-(2): placed together, only with none pending.
    if (!placed.empty() && !streakPlacementRefusal(state, placed, regulation)) {
        state = placeStreakWagers(state, placed, regulation);
    }
    box.streak = state;
    box.lammer = state.lammerArea();
    for (const auto &wager : state.pending) {
        RoundSideWager side{SideWager::Streak, wager.amount};
        side.area = wager.area;
        box.sideWagers.push_back(side);
    }
}

std::optional<StreakRoundResult> streakRoundResult(const Round &round, const RoundBox &box,
                                                   const TableRules &rules) {
    if (box.streak.pending.empty() || box.hands.empty()) {
        return std::nullopt;
    }
    return applyStreakRound(box.streak, {handOutcomes(round, box, rules), false},
                            rules.offer.regulation);
}

void addStreakSettlements(const Round &round, const TableRules &rules,
                          std::vector<Expectation> &losing, std::vector<Expectation> &others,
                          std::vector<Expectation> &lammers) {
    const Regulation regulation = rules.offer.regulation;
    // §22(c): from the player farthest to the dealer's right, counterclockwise.
    for (auto box = round.boxes.rbegin(); box != round.boxes.rend(); ++box) {
        const auto result = streakRoundResult(round, *box, rules);
        if (!result) {
            continue;
        }
        const bool lammerDue = result->lammerArea && result->lammerArea != box->lammer;
        if (lammerDue && result->lammerMovesBeforePayment) {
            others.push_back(lammerStep(*box, *result->lammerArea, true, regulation));
        } else if (lammerDue) {
            lammers.push_back(lammerStep(*box, *result->lammerArea, false, regulation));
        }
        for (const StreakDecision &decision : result->decided) {
            const RoundSideWager *wager = openStreak(*box, decision.wager.area);
            if (wager == nullptr) {
                continue;
            }
            const std::string which = "the streak wager on " + areaText(decision.wager.area) +
                                      " of " + spotText(box->seat, 1);
            const std::string why =
                " (" + decision.award.hand + ", " + decision.award.rule.text() + ")";
            if (decision.award.wins()) {
                // §22(j): at the table's odds (streak.h).
                const Money payment = winnings(decision.award, wager->amount);
                others.push_back(Expectation{
                    action::Pay{box->seat, 1, action::Wager::Side, payment, streakKey()}, 0, 0,
                    RuleReference{decision.award.rule, "BJ-SETTLE-32"},
                    "Pay " + payment.text() + " on " + which + why});
            } else {
                // §22(e), (f); §22(h) after a split.
                losing.push_back(Expectation{
                    action::Collect{box->seat, 1, action::Wager::Side, wager->amount, streakKey()},
                    0, 0,
                    RuleReference{decision.award.rule,
                                  box->hands.size() > 1 ? "BJ-SETTLE-31" : "BJ-SETTLE-30"},
                    "Collect " + which + why});
            }
        }
    }
}

std::optional<Verdict> lammerMistake(const Round &round, const DealerAction &dealerAction,
                                     const std::vector<Expectation> &options) {
    const auto *placed = std::get_if<action::PlaceLammer>(&dealerAction);
    if (placed == nullptr) {
        return std::nullopt;
    }
    Verdict verdict = refused(options);
    const std::string where = spotText(placed->seat, 1);
    const std::string next =
        options.empty() ? std::string() : " Next: " + lowercaseFirst(options.front().description);
    for (const auto &option : options) {
        const auto *due = std::get_if<action::PlaceLammer>(&option.action);
        if (due == nullptr || due->seat != placed->seat) {
            continue;
        }
        verdict.rule = option.rule;
        if (due->area == placed->area) {
            // §22(c): lammers after the wagers are collected and paid.
            verdict.applied = true;
            verdict.message = "Too early: the lammers are placed once the losing blackjack and "
                              "streak wagers are collected and the winners paid (§22(c))." +
                              next + ".";
        } else {
            verdict.message = "Wrong area: the lammer of " + where + " goes onto " +
                              areaText(due->area) + ", not " + areaText(placed->area) + "." + next +
                              ".";
        }
        return verdict;
    }
    const RoundBox *box = round.box(placed->seat);
    verdict.rule = RuleReference{blackjackSection("22(d)"), "BJ-SETTLE-30"};
    if (!options.empty() && std::holds_alternative<action::PlaceLammer>(options.front().action)) {
        verdict.rule = options.front().rule;
    }
    verdict.message =
        box == nullptr || box->streak.pending.empty()
            ? where + " has no streak wager pending: no lammer (§22(d))."
        : box->lammer == placed->area
            ? "The lammer of " + where + " is on " + areaText(placed->area) + " already."
            : "No lammer is due for " + where +
                  " now: it is placed after a winning hand, once the wagers are settled (§22(c), "
                  "(d)).";
    verdict.message += next.empty() ? std::string() : next + ".";
    return verdict;
}

void applyStreak(Round &round, const DealerAction &dealerAction) {
    if (const auto *placed = std::get_if<action::PlaceLammer>(&dealerAction)) {
        if (RoundBox *box = round.box(placed->seat)) {
            box->lammer = placed->area;
        }
        return;
    }
    if (sideWagerName(dealerAction) != streakKey()) {
        return;
    }
    const auto spot = spotOf(dealerAction);
    RoundBox *box = spot ? round.box(spot->seat) : nullptr;
    if (box == nullptr) {
        return;
    }
    // The wager collected is the one of its amount; the one paid the lowest
    // area still open (§22(d): the N-th consecutive win wins area N).
    const auto *collect = std::get_if<action::Collect>(&dealerAction);
    RoundSideWager *settled = nullptr;
    for (auto &wager : box->sideWagers) {
        if (wager.wager != SideWager::Streak || wager.settled) {
            continue;
        }
        if (settled == nullptr ||
            (collect && wager.amount == collect->amount && settled->amount != collect->amount)) {
            settled = &wager;
        }
    }
    if (settled != nullptr) {
        settled->settled = true;
    }
    const bool open = std::any_of(box->sideWagers.begin(), box->sideWagers.end(),
                                  [](const RoundSideWager &wager) {
                                      return wager.wager == SideWager::Streak && !wager.settled;
                                  });
    if (!open) {
        box->lammer.reset(); // taken off with the last wager decided
    }
}

namespace {
bool seatEmpty(const TableState &state, int seat) {
    return seat < 1 || seat > static_cast<int>(state.seats.size()) ||
           !state.seats[static_cast<std::size_t>(seat - 1)].occupied;
}
} // namespace

void recordStreaks(TableState &next, const Round &round, const TableRules &rules) {
    for (const auto &box : round.boxes) {
        if (seatEmpty(next, box.seat)) {
            continue; // §22(f): abandoned, collected as such
        }
        const auto result = streakRoundResult(round, box, rules);
        const StreakState after = result ? result->next : box.streak;
        if (after.pending.empty()) {
            next.streaks.erase(box.seat);
        } else {
            next.streaks[box.seat] = after;
        }
    }
}

std::vector<Expectation> abandonedStreakCollections(const TableState &state,
                                                    Regulation regulation) {
    std::vector<Expectation> collections;
    for (auto held = state.streaks.rbegin(); held != state.streaks.rend(); ++held) {
        const int seat = held->first;
        if (!seatEmpty(state, seat)) {
            continue;
        }
        for (const StreakWager &wager : held->second.pending) {
            collections.push_back(Expectation{
                action::Collect{seat, 1, action::Wager::Side, wager.amount, streakKey()}, 0, 0,
                RuleReference{streakAbandonedCitation(regulation), "BJ-SETTLE-30"},
                "Collect the streak wager on " + areaText(wager.area) + " of " + spotText(seat, 1) +
                    ": the player left with it pending, so it is abandoned and lost (" +
                    streakAbandonedCitation(regulation).text() + ")"});
        }
    }
    return collections;
}

void applyAbandonedStreak(TableState &next, const DealerAction &dealerAction) {
    const auto *collect = std::get_if<action::Collect>(&dealerAction);
    if (collect == nullptr || collect->wager != action::Wager::Side ||
        collect->side != streakKey() || !seatEmpty(next, collect->seat)) {
        return;
    }
    const auto held = next.streaks.find(collect->seat);
    if (held == next.streaks.end()) {
        return;
    }
    auto &pending = held->second.pending;
    const auto wager = std::find_if(pending.begin(), pending.end(), [&](const StreakWager &w) {
        return w.amount == collect->amount;
    });
    pending.erase(wager != pending.end() ? wager : pending.begin());
    if (pending.empty()) {
        next.streaks.erase(held);
    }
}

} // namespace dt::blackjack
