#pragma once

// Shared helpers of the tests of a table whose automated shuffler keeps two
// batches (a shoe table's, or the 6 to 5 variation's decks): the preparation
// played by the referee's first expectations, the actions in compact JSON,
// and the check that no card is lost or doubled. Header only, like
// core_test_support.h, which it builds on.

#include "core_test_support.h"

#include <QStringList>
#include <QTest>
#include <algorithm>
#include <core/action_codec.h>
#include <core/referee_for.h>
#include <core/session.h>
#include <map>
#include <memory>
#include <tuple>

namespace preptest {

// Every card of `cards` (both batches) exactly once, wherever it lies.
inline bool everyCardOnce(const dt::TableState &state, int cards) {
    std::map<std::tuple<int, int, int>, int> counts;
    for (const auto *pile : {&state.stack, &state.shoe, &state.discardRack, &state.shufflerCards,
                             &state.shufflerBatch}) {
        for (const dt::Card &card : *pile) {
            ++counts[{static_cast<int>(card.rank), static_cast<int>(card.suit), card.deck}];
        }
    }
    return counts.size() == static_cast<std::size_t>(cards) &&
           std::all_of(counts.begin(), counts.end(), [](const auto &c) { return c.second == 1; });
}

// An action's JSON without the spaces toJson() puts after ':' and ','.
inline QString compact(const std::string &json) {
    return dttest::qs(json).remove(QLatin1Char(' '));
}

inline dt::DealerAction parsed(const QString &json) {
    const auto result = dt::parseAction(json.toStdString());
    if (!result.action) {
        QTest::qFail(qPrintable(dttest::qs("bad action " + result.error)), __FILE__, __LINE__);
        return dt::action::ClearShoe{};
    }
    return *result.action;
}

// The preparation alone, without the round: the referee of the table.
inline std::unique_ptr<dt::Session> preparation(const dt::Scenario &scenario) {
    return std::make_unique<dt::Session>(scenario, dt::refereeFor(scenario.table));
}

// Performs the referee's first expectation `steps` times (or until the
// cards are ready to deal, when `steps` is negative), each graded correct;
// the actions in their JSON form.
inline QStringList play(dt::Session &session, int steps = -1) {
    QStringList actions;
    for (int i = 0; i < 200 && (steps < 0 || i < steps) && !session.isComplete(); ++i) {
        const auto options = session.expected();
        if (options.empty()) {
            QTest::qFail("nothing expected", __FILE__, __LINE__);
            break;
        }
        const dt::Verdict verdict = session.perform(options.front().action);
        if (!verdict.correct) {
            QTest::qFail(qPrintable(dttest::qs("expected action graded wrong: " + verdict.message)),
                         __FILE__, __LINE__);
            break;
        }
        actions << compact(dt::toJson(options.front().action));
    }
    return actions;
}

// Blackjack §5(j)(2), BJ-OPEN-06, at an idle table with the batch shuffler
// (a shoe's batches or the 6 to 5 variation's decks): the idle cards spread,
// turned down and stacked, into the device, the stored ones out, and, as a
// player asked to see them ("Unless a player so requests"), those spread,
// turned down and stacked too before their shuffle by hand.
inline QStringList idleTableInspectedOnRequest() {
    return {
        R"({"action":"spread_cards","face":"up"})",
        R"({"action":"turn_cards","face":"down"})",
        R"({"action":"stack_cards"})",
        R"({"action":"place_cards","to":"shuffler"})",
        R"({"action":"take_from_shuffler"})",
        R"({"action":"spread_cards","face":"up"})",
        R"({"action":"turn_cards","face":"down"})",
        R"({"action":"stack_cards"})",
    };
}

} // namespace preptest
