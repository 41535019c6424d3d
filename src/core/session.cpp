#include "session.h"

#include "double_shoe_preparation.h"
#include "scripted_players.h"
#include "speed_targets.h"

#include <algorithm>
#include <set>

namespace dt {

Session::Session(Scenario scenario, std::shared_ptr<const Referee> referee)
    : scenario_(std::move(scenario))
    , referee_(std::move(referee))
    , state_(initialState(scenario_))
    , cutResponsesUsed_(scenario_.players.size(), 0) {
    for (const auto &player : scenario_.players) {
        if (player.arrival == Arrival::AtStart) {
            applyEvent(event::PlayerArrives{player.seat});
        }
    }
}

void Session::applyEvent(const TableEvent &tableEvent) {
    state_ = referee_->applyEvent(state_, tableEvent);
    timeline_.push_back(TimelineEntry{std::nullopt, std::nullopt, tableEvent});
}

Verdict Session::perform(const DealerAction &dealerAction) {
    const Verdict verdict = referee_->judge(state_, dealerAction);
    if (verdict.applied) {
        state_ = referee_->apply(state_, dealerAction);
    }
    timeline_.push_back(TimelineEntry{dealerAction, verdict, std::nullopt});
    if (verdict.applied) {
        respond(dealerAction);
        startNextRoundIfDue();
    }
    return verdict;
}

void Session::answerFromScripts() {
    for (int guard = 0; guard < 64; ++guard) {
        const auto answers = scriptedPlayerResponses(state_, scenario_);
        if (answers.empty()) {
            break;
        }
        for (const auto &answer : answers) {
            applyEvent(answer);
        }
    }
}

void Session::startNextRoundIfDue() {
    if (std::holds_alternative<std::monostate>(state_.round) || !referee_->roundOver(state_)) {
        return;
    }
    // The round is over: what the players do between rounds (a player
    // leaving, a curator delaying the game) may bring the dealer more to do
    // before the next; a player leaving as the shoe ends is not offered the
    // new shoe's cut.
    if (betweenRoundsDone_ < roundNumber()) {
        betweenRoundsDone_ = roundNumber();
        for (const auto &between : scriptedBetweenRounds(state_, scenario_, roundNumber())) {
            applyEvent(between);
        }
    }
    if (roundNumber() >= rounds() || !referee_->isComplete(state_)) {
        return;
    }
    // Each round begins as the lesson's first did: a box for each player's
    // wager, the side wagers placed again (initialRound()), but for the
    // players who left; what outlives a round (§22 streaks) read from the table.
    state_.round = initialRound(scenario_, roundNumber() + 1, &state_);
    roundStarts_.push_back(timeline_.size());
    for (const auto &houseEvent : referee_->houseResponses(state_)) {
        applyEvent(houseEvent);
    }
    answerFromScripts();
}

namespace {
// A script's seat outside the layout (validate() refuses it) is never occupied.
bool seated(const TableState &state, int seat) {
    return seat >= 1 && seat <= static_cast<int>(state.seats.size()) &&
           state.seats[static_cast<std::size_t>(seat - 1)].occupied;
}
} // namespace

void Session::respond(const DealerAction &dealerAction) {
    for (const auto &houseEvent : referee_->houseResponses(state_)) {
        applyEvent(houseEvent);
    }
    if (std::holds_alternative<action::SpreadCards>(dealerAction)) {
        for (const auto &script : scenario_.players) {
            if (script.arrival == Arrival::AfterSpread && !seated(state_, script.seat)) {
                applyEvent(event::PlayerArrives{script.seat});
            }
        }
    }
    // A player who has the stack answers with the next line of their script;
    // past its end they accept and cut in the middle.
    if (state_.cutOfferedTo) {
        const int seat = *state_.cutOfferedTo;
        // At a double shoe the side's stack (double_shoe_preparation.h).
        CutResponse response{true, preparedConfig(state_).cardCount() / 2};
        for (std::size_t i = 0; i < scenario_.players.size(); ++i) {
            const auto &script = scenario_.players[i];
            if (script.seat == seat && cutResponsesUsed_[i] < script.cutResponses.size()) {
                response = script.cutResponses[cutResponsesUsed_[i]++];
            }
        }
        if (response.accepts) {
            applyEvent(event::PlayerCuts{seat, response.position});
        } else {
            applyEvent(event::PlayerRefusesCut{seat});
        }
    }
    answerFromScripts();
    // Blackjack §5(j)(2): a player asks to see the batch the dealer took from
    // the shuffler at an idle table (shoe_batch_preparation.h).
    if (std::holds_alternative<action::TakeFromShuffler>(dealerAction) && state_.idleTable) {
        for (const auto &script : scenario_.players) {
            if (script.requestsInspection && seated(state_, script.seat)) {
                applyEvent(event::PlayerRequestsInspection{script.seat});
                break;
            }
        }
    }
    if (state_.burnCard && !burnCardAsked_ && state_.startedAs != StartSituation::RoundReady) {
        for (const auto &script : scenario_.players) {
            if (script.asksToSeeBurnCard && seated(state_, script.seat)) {
                burnCardAsked_ = true;
                applyEvent(event::PlayerAsksBurnCard{script.seat});
                break;
            }
        }
    }
}

int Session::handsDealt() const {
    int hands = 0;
    std::set<int> boxes; // of the round being counted
    std::size_t nextRound = 1;
    for (std::size_t i = 0; i < timeline_.size(); ++i) {
        if (nextRound < roundStarts_.size() && i == roundStarts_[nextRound]) {
            hands += static_cast<int>(boxes.size());
            boxes.clear();
            ++nextRound;
        }
        const auto &entry = timeline_[i];
        if (!entry.action || !entry.verdict || !entry.verdict->applied) {
            continue;
        }
        if (const auto *deal = std::get_if<action::DealCard>(&*entry.action);
            deal != nullptr && deal->seat > 0) {
            boxes.insert(deal->seat);
        }
    }
    return hands + static_cast<int>(boxes.size());
}

SessionSummary Session::summary(const PassCriteria &criteria,
                                std::optional<std::int64_t> elapsedMs) const {
    SessionSummary summary;
    for (const auto &entry : timeline_) {
        if (!entry.verdict) {
            continue;
        }
        ++summary.actions;
        if (!entry.verdict->correct) {
            ++summary.errors;
            if (entry.verdict->severity == Severity::Integrity) {
                ++summary.integrityErrors;
            } else if (entry.verdict->severity == Severity::Payout) {
                ++summary.payoutErrors;
            }
        }
    }
    summary.accuracy =
        summary.actions == 0
            ? 0.0
            : static_cast<double>(summary.actions - summary.errors) / summary.actions;
    summary.complete = isComplete();
    summary.hands = handsDealt();
    summary.handsPerHour = handsPerHour(summary.hands, elapsedMs);
    const PassDecision decision =
        decidePass(criteria, {summary.complete, summary.accuracy, summary.integrityErrors,
                              summary.payoutErrors, summary.handsPerHour});
    summary.fastEnough = decision.handsPerHour.met;
    summary.passed = decision.passed;
    return summary;
}

std::vector<DealerAction> autoplay(const Scenario &scenario, std::shared_ptr<const Referee> referee,
                                   int maximumActions) {
    Session session(scenario, std::move(referee));
    std::vector<DealerAction> actions;
    while (!session.isComplete() && static_cast<int>(actions.size()) < maximumActions) {
        const auto options = session.expected();
        if (options.empty()) {
            break; // waiting on something the script never provides
        }
        actions.push_back(options.front().action);
        session.perform(options.front().action);
    }
    return actions;
}

} // namespace dt
