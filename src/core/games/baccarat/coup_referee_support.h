#pragma once

#include "../../verdict.h"
#include "coup_round.h"

#include <string>
#include <vector>

// What the coup referee's files share (coup_referee.cpp,
// coup_referee_irregularities.cpp): not part of the rules core's interface.
namespace dt::baccarat::detail {

inline int cardsDealt(const CoupRound &coup) {
    return static_cast<int>(coup.hands.player.size() + coup.hands.banker.size());
}

// Money changing hands: a wager collected or paid, vigorish collected or marked.
inline bool isSettlement(const DealerAction &dealerAction) {
    return std::holds_alternative<action::Collect>(dealerAction) ||
           std::holds_alternative<action::Pay>(dealerAction) ||
           std::holds_alternative<action::CollectVigorish>(dealerAction) ||
           std::holds_alternative<action::MarkVigorish>(dealerAction);
}

// A refused action: the expected options, with why.
inline Verdict error(const std::vector<Expectation> &options, std::string message,
                     Severity severity = Severity::Major) {
    Verdict verdict = refused(options);
    verdict.severity = severity;
    verdict.message = std::move(message);
    return verdict;
}

// "Player 5, Banker 6".
inline std::string countsText(const CoupSummary &summary) {
    return "Player " + std::to_string(summary.playerPoint) + ", Banker " +
           std::to_string(summary.bankerPoint);
}

} // namespace dt::baccarat::detail
