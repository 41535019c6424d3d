#pragma once

// Shared helpers of the rules-core tests: building scenarios, driving the
// shoe-preparation referee on a TableState, and checking verdicts. Header
// only, Qt Core and Qt Test only, so tests/core builds on its own.

#include <QString>
#include <QTest>
#include <core/card.h>
#include <core/games/blackjack/blackjack_shoe_rules.h>
#include <core/scenario.h>
#include <core/seeded_random.h>
#include <core/session.h>
#include <core/shoe_preparation_referee.h>
#include <core/table_state.h>
#include <core/verdict.h>
#include <initializer_list>
#include <string_view>
#include <vector>

namespace dttest {

inline QString qs(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

// "AS 6H 10D" -> cards; a malformed card fails the test.
inline std::vector<dt::Card> cardsOf(const QString &text) {
    std::vector<dt::Card> cards;
    for (const QString &token : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QByteArray utf8 = token.toUtf8();
        const auto card = dt::parseCard(
            std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())));
        if (!card) {
            QTest::qFail(qPrintable(QStringLiteral("bad card ") + token), __FILE__, __LINE__);
            return {};
        }
        cards.push_back(*card);
    }
    return cards;
}

// A Massachusetts (000) or tribal (002) blackjack table. The tribal text
// prescribes no manual shuffle steps (its (e)(1) only says "shuffle").
inline dt::TableConfig tableFor(dt::Regulation regulation, int decks = 6) {
    dt::TableConfig config;
    config.regulation = regulation;
    config.decks = decks;
    config.manualShuffleSteps = regulation == dt::Regulation::Blackjack;
    return config;
}

// Players sit down in the order of `seats`: the first is the first to arrive.
inline dt::Scenario scenarioFor(dt::Regulation regulation, dt::StartSituation start,
                                std::initializer_list<int> seats, int decks = 6) {
    dt::Scenario scenario;
    scenario.table = tableFor(regulation, decks);
    scenario.start = start;
    scenario.seed = 2024;
    const int cards = scenario.table.cardCount();
    switch (start) {
    case dt::StartSituation::NewTable:
    case dt::StartSituation::RoundReady:
        scenario.cardsDealt = 0;
        break;
    case dt::StartSituation::CutCardReached:
        scenario.cardsDealt = cards * 3 / 4 + 5;
        break;
    case dt::StartSituation::IdleTable:
        scenario.cardsDealt = cards / 3;
        break;
    case dt::StartSituation::NewDealer:
        scenario.cardsDealt = cards / 5;
        break;
    }
    for (const int seat : seats) {
        dt::PlayerScript player;
        player.seat = seat;
        player.name = "P" + std::to_string(seat);
        scenario.players.push_back(player);
    }
    return scenario;
}

// The referee on a table, driven step by step as the Session does, but with
// every player event under the test's control.
struct Bench {
    dt::ShoePreparationReferee referee;
    dt::TableState state;

    explicit Bench(const dt::Scenario &scenario)
        : referee(dt::blackjack::shoeRules(scenario.table.regulation))
        , state(dt::initialState(scenario)) {
        for (const auto &player : scenario.players) {
            if (player.arrival == dt::Arrival::AtStart) {
                happen(dt::event::PlayerArrives{player.seat});
            }
        }
    }

    std::vector<dt::Expectation> expected() const { return referee.expected(state); }

    // Judges the action and applies it; apply() itself leaves the table
    // unchanged when the verdict refuses the action.
    dt::Verdict act(const dt::DealerAction &action) {
        const dt::Verdict verdict = referee.judge(state, action);
        state = referee.apply(state, action);
        return verdict;
    }
    void happen(const dt::TableEvent &event) { state = referee.applyEvent(state, event); }
    void houseAnswers() {
        for (const auto &event : referee.houseResponses(state)) {
            happen(event);
        }
    }
};

// The script of the scenario's player at `seat` (the test's own setup: it
// must be there).
inline dt::PlayerScript &playerAt(dt::Scenario &scenario, int seat) {
    for (auto &script : scenario.players) {
        if (script.seat == seat) {
            return script;
        }
    }
    qFatal("no player at seat %d", seat);
}

inline bool expects(const std::vector<dt::Expectation> &options, const dt::DealerAction &action) {
    for (const auto &option : options) {
        if (option.action == action) {
            return true;
        }
    }
    return false;
}

// A random test's own choices of tables, wagers and actions (not the
// players': PlayerPolicy draws those).
struct Dice {
    dt::SeededRandom random;
    int below(int bound) {
        return static_cast<int>(random.below(static_cast<std::uint64_t>(bound)));
    }
    bool coin() { return below(2) == 0; }
    bool chance(int percent) { return below(100) < percent; }
    template <typename T> T pick(std::initializer_list<T> items) {
        return *(items.begin() + below(static_cast<int>(items.size())));
    }
};

// Plays the first expected action until `stop` holds for it; false when an
// action is graded wrong or nothing is expected first.
template <class Stop> bool playUntil(dt::Session &session, Stop stop) {
    for (int i = 0; i < 2000; ++i) {
        const auto options = session.expected();
        if (options.empty()) {
            return false;
        }
        if (stop(options.front().action)) {
            return true;
        }
        if (!session.perform(options.front().action).correct) {
            return false;
        }
    }
    return false;
}

} // namespace dttest

// A verdict that accepts the action under `citation` / `requirement`.
#define DT_CHECK_CORRECT(verdictExpr, citationText, requirementId)                                 \
    do {                                                                                           \
        const dt::Verdict checkedVerdict = (verdictExpr);                                          \
        QVERIFY2(checkedVerdict.correct, checkedVerdict.message.c_str());                          \
        QVERIFY(checkedVerdict.applied);                                                           \
        QCOMPARE(dttest::qs(checkedVerdict.rule.citation.text()), dttest::qs(citationText));       \
        QCOMPARE(dttest::qs(checkedVerdict.rule.requirement), dttest::qs(requirementId));          \
    } while (false)

// A verdict that grades the action an error of `severity` ("minor", "major",
// "integrity") under `citation` / `requirement`, applied to the table or not.
#define DT_CHECK_ERROR(verdictExpr, severityText, citationText, requirementId, isApplied)          \
    do {                                                                                           \
        const dt::Verdict checkedVerdict = (verdictExpr);                                          \
        QVERIFY2(!checkedVerdict.correct, "the action should have been graded an error");          \
        QCOMPARE(dttest::qs(dt::severityName(checkedVerdict.severity)), dttest::qs(severityText)); \
        QCOMPARE(dttest::qs(checkedVerdict.rule.citation.text()), dttest::qs(citationText));       \
        QCOMPARE(dttest::qs(checkedVerdict.rule.requirement), dttest::qs(requirementId));          \
        QCOMPARE(checkedVerdict.applied, isApplied);                                               \
        QVERIFY(!checkedVerdict.message.empty());                                                  \
    } while (false)

// The only acceptable next action, with its citation and requirement.
#define DT_CHECK_ONLY_EXPECTED(optionsExpr, actionExpr, citationText, requirementId)               \
    do {                                                                                           \
        const std::vector<dt::Expectation> checkedOptions = (optionsExpr);                         \
        QCOMPARE(checkedOptions.size(), std::size_t{1});                                           \
        QVERIFY2(checkedOptions[0].action == dt::DealerAction(actionExpr),                         \
                 checkedOptions[0].description.c_str());                                           \
        QCOMPARE(dttest::qs(checkedOptions[0].rule.citation.text()), dttest::qs(citationText));    \
        QCOMPARE(dttest::qs(checkedOptions[0].rule.requirement), dttest::qs(requirementId));       \
        QVERIFY(!checkedOptions[0].description.empty());                                           \
    } while (false)
