#pragma once

// Shared helpers of the blackjack round tests: scripted players and shoes,
// the reference performance (autoplay) and its transcript in a compact text
// form, rounds of basic-strategy players, and the table of graded mistakes.
// Header only, like core_test_support.h, which it builds on.

#include "core_test_support.h"

#include <QStringList>
#include <QTest>
#include <core/action_codec.h>
#include <core/games/blackjack/round_referee.h>
#include <core/games/blackjack/table_offer.h>
#include <core/referee_for.h>
#include <core/scenario.h>
#include <core/session.h>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <variant>
#include <vector>

namespace roundtest {

// A player at a scripted table: the box, the wager in dollars and the
// decisions in order. The rest is rarely set: name it with a designated
// initializer ({.seat = 2, .insurance = dt::Money::dollars(5)}).
struct Player {
    int seat = 1;
    int dollars = 10;
    std::vector<dt::ScriptedDecision> decisions = {};
    std::vector<dt::SideWagerStake> sideWagers = {}; // Blackjack §17-§31
    std::optional<dt::Money> insurance = {};
    bool evenMoney = false;
    bool doubleCardFaceDown = false;          // §10(c): asks for the double's card face down
    bool takesLateCard = true;                // §15(h), §15(j): takes a missed card late
    bool takesSevensCard = true;              // §6(j)(3), §6(k)(6): takes the card offered to 7-7
    bool refusesCardInError = false;          // §15(d): refuses an exposed card drawn in error
    bool outOnDealerError = false;            // §15(a): asks out of the hand after a misdelivery
    std::optional<int> leavesAfterRound = {}; // leaves the table once that round is over
};

inline dt::ScriptedDecision hit() {
    return {dt::event::Decision::Hit, dt::Money()};
}
inline dt::ScriptedDecision stand() {
    return {dt::event::Decision::Stand, dt::Money()};
}
// The whole original wager (a zero amount).
inline dt::ScriptedDecision doubleDown() {
    return {dt::event::Decision::Double, dt::Money()};
}
inline dt::ScriptedDecision split() {
    return {dt::event::Decision::Split, dt::Money()};
}
inline dt::ScriptedDecision surrender() {
    return {dt::event::Decision::Surrender, dt::Money()};
}

// A 6 to 5 table dealt from the hand (Blackjack §2(a)(1), §2(c), §12(d)):
// `decks` 1 or 2, the licensee's burn at each round (§6A(c)) and rounds per
// deck (§5(i)).
inline dt::blackjack::TableRules sixToFiveRules(int decks, bool burnEachRound = false,
                                                bool oneRoundPerDeck = false) {
    dt::blackjack::TableRules rules;
    rules.offer.decks = decks;
    rules.offer.shuffler = dt::blackjack::Shuffler::AutomatedBatches;
    rules.offer.sixToFive = true;
    rules.offer.soft17 = dt::blackjack::DealerSoft17::Hits; // §12(d)
    rules.offer.sixToFiveBurnEachRound = burnEachRound;
    rules.offer.sixToFiveRoundsPerDeck = oneRoundPerDeck
                                             ? dt::blackjack::SixToFiveRoundsPerDeck::Single
                                             : dt::blackjack::SixToFiveRoundsPerDeck::Multiple;
    return rules;
}

// A six-deck table of `regulation` ready to deal, the shoe starting with
// `cards` (seed 7 shuffles the rest).
inline dt::Scenario roundScenario(const QString &cards, const std::vector<Player> &players,
                                  dt::blackjack::TableRules rules = {},
                                  dt::Regulation regulation = dt::Regulation::Blackjack) {
    dt::Scenario scenario;
    scenario.table = dttest::tableFor(regulation);
    scenario.start = dt::StartSituation::RoundReady;
    scenario.seed = 7;
    scenario.cardOrder = dttest::cardsOf(cards);
    for (const auto &player : players) {
        dt::PlayerScript script;
        script.seat = player.seat;
        script.name = "P" + std::to_string(player.seat);
        script.wager = dt::Money::dollars(player.dollars);
        script.decisions = player.decisions;
        script.sideWagers = player.sideWagers;
        script.insurance = player.insurance;
        script.evenMoney = player.evenMoney;
        script.doubleCardFaceDown = player.doubleCardFaceDown;
        script.takesLateCard = player.takesLateCard;
        script.takesSevensCard = player.takesSevensCard;
        script.refusesCardInError = player.refusesCardInError;
        script.outOnDealerError = player.outOnDealerError;
        script.leavesAfterRound = player.leavesAfterRound;
        scenario.players.push_back(script);
    }
    rules.offer.regulation = regulation;
    scenario.rules = rules;
    return scenario;
}

// A box at a multiple action table: its wager on each spot, in dollars
// (§18(b), 002 (q)(2)), and its insurance on each spot (§18(d)).
struct SpotWagers {
    int seat = 1;
    std::vector<int> dollars;
    std::vector<dt::ScriptedDecision> decisions = {};
    std::vector<int> insurance = {};
};

// A multiple action round: the shoe's first cards, the boxes, and the
// dealer's hands the table offers (§18(a)).
struct MultipleActionCase {
    QString cards;
    std::vector<SpotWagers> players;
    int hands = 3;
};

inline std::vector<dt::Money> dollarAmounts(const std::vector<int> &dollars) {
    std::vector<dt::Money> amounts;
    for (const int amount : dollars) {
        amounts.push_back(dt::Money::dollars(amount));
    }
    return amounts;
}

// roundScenario() with each box's spot wagers and insurance.
inline dt::Scenario multipleActionScenario(const MultipleActionCase &c,
                                           const dt::blackjack::TableRules &rules,
                                           dt::Regulation regulation = dt::Regulation::Blackjack) {
    std::vector<Player> players;
    for (const auto &box : c.players) {
        players.push_back(
            {.seat = box.seat, .dollars = box.dollars.front(), .decisions = box.decisions});
    }
    dt::Scenario scenario = roundScenario(c.cards, players, rules, regulation);
    for (std::size_t i = 0; i < c.players.size(); ++i) {
        scenario.players[i].multipleAction = dollarAmounts(c.players[i].dollars);
        scenario.players[i].multipleActionInsurance = dollarAmounts(c.players[i].insurance);
    }
    return scenario;
}

// The offer a table of `regulation` opens with, changed by `change`.
inline dt::blackjack::TableRules withOffer(void (*change)(dt::blackjack::TableOffer &) = nullptr,
                                           dt::Regulation regulation = dt::Regulation::Blackjack) {
    dt::blackjack::TableRules rules;
    rules.offer = dt::blackjack::defaultTableOffer(regulation);
    if (change != nullptr) {
        change(rules.offer);
    }
    return rules;
}

// An action or event in a compact form of its JSON: the kind, then the
// values in the JSON's key order; events start with "> ".
inline QString compact(const dt::FlatObject &object) {
    QStringList parts;
    for (const auto &[key, value] : object.entries()) {
        std::visit(
            [&](const auto &v) {
                using V = std::decay_t<decltype(v)>;
                if constexpr (std::is_same_v<V, std::string>) {
                    parts << dttest::qs(v);
                } else if constexpr (std::is_same_v<V, bool>) {
                    parts << (v ? QStringLiteral("true") : QStringLiteral("false"));
                } else {
                    parts << QString::number(v);
                }
            },
            value);
    }
    return parts.join(QLatin1Char(' '));
}

inline QString line(const dt::TimelineEntry &entry) {
    if (entry.event) {
        return "> " + compact(dt::toFlat(*entry.event));
    }
    return compact(dt::toFlat(*entry.action));
}

// The first deal's card to `seat` (0: the dealer), as a transcript line.
inline QString deal(int seat) {
    return QStringLiteral("deal_card %1 1 up false").arg(seat);
}

// The reference performance: every expected first action, all graded
// correct; nullptr (and a warning) at the first one graded wrong.
inline std::unique_ptr<dt::Session> autoplay(const dt::Scenario &scenario) {
    auto session = std::make_unique<dt::Session>(scenario, dt::refereeFor(scenario));
    for (int i = 0; i < 300 && !session->isComplete(); ++i) {
        const auto options = session->expected();
        if (options.empty()) {
            break;
        }
        const dt::Verdict verdict = session->perform(options.front().action);
        if (!verdict.correct) {
            qWarning("%s: %s", dt::describe(options.front().action).c_str(),
                     verdict.message.c_str());
            return nullptr;
        }
    }
    return session;
}

// The reference performance from here to the end of the round (every
// action of it graded correct): every card of the decks back in the shoe or
// the discard rack.
inline void finishWithTheReference(dt::Session &session) {
    for (int i = 0; i < 200 && !session.isComplete(); ++i) {
        const auto options = session.expected();
        QVERIFY2(!options.empty(), "the round waits with nothing to do");
        const dt::Verdict verdict = session.perform(options.front().action);
        QVERIFY2(verdict.correct,
                 (dt::describe(options.front().action) + ": " + verdict.message).c_str());
    }
    QVERIFY(session.isComplete());
    QCOMPARE(static_cast<int>(session.state().shoe.size() + session.state().discardRack.size()),
             session.scenario().table.cardCount());
}

// The session's timeline as lines, without the players' arrivals.
inline QStringList transcriptOf(const dt::Session &session) {
    QStringList lines;
    for (const auto &entry : session.timeline()) {
        if (entry.event && std::holds_alternative<dt::event::PlayerArrives>(*entry.event)) {
            continue;
        }
        lines << line(entry);
    }
    return lines;
}

// Autoplays `scenario` and compares its transcript with `expected` (the
// actual one printed when they differ): the round complete, no error. The
// session goes to `played` for further checks.
inline void checkAutoplay(const dt::Scenario &scenario, const QStringList &expected,
                          std::unique_ptr<dt::Session> *played = nullptr) {
    auto session = autoplay(scenario);
    QVERIFY(session);
    const QStringList actual = transcriptOf(*session);
    if (actual != expected) {
        qWarning("%s", qPrintable(actual.join(QLatin1Char('\n'))));
    }
    QCOMPARE(actual, expected);
    QVERIFY(session->isComplete());
    QCOMPARE(session->summary(dt::PassCriteria{}).errors, 0);
    if (played != nullptr) {
        *played = std::move(session);
    }
}

// Four players deciding by basic strategy (boxes 1, 3, 5 and 7; $10, $25,
// $10 and $15), each taking `insurance` when offered, over the shoe `seed`
// shuffles.
inline dt::Scenario basicStrategyRound(dt::blackjack::TableRules rules, std::uint64_t seed,
                                       dt::Regulation regulation = dt::Regulation::Blackjack,
                                       std::optional<dt::Money> insurance = {}) {
    std::vector<Player> players = {{1, 10}, {3, 25}, {5, 10}, {7, 15}};
    for (auto &player : players) {
        player.insurance = insurance;
    }
    dt::Scenario scenario = roundScenario(QString(), players, std::move(rules), regulation);
    scenario.seed = seed;
    for (auto &script : scenario.players) {
        script.basicStrategy = true;
    }
    return scenario;
}

// The reference performance plays `scenario` through: the round complete,
// no error, every card of the decks in the shoe or the discard rack. The
// session goes to `played` for further checks.
inline void checkPlaysThrough(const dt::Scenario &scenario,
                              std::unique_ptr<dt::Session> *played = nullptr) {
    const QByteArray seed = QByteArray::number(static_cast<qulonglong>(scenario.seed));
    auto session = autoplay(scenario);
    QVERIFY2(session, seed.constData());
    QVERIFY2(!transcriptOf(*session).isEmpty(), seed.constData());
    QVERIFY2(session->isComplete(), seed.constData());
    QCOMPARE(session->summary(dt::PassCriteria{}).errors, 0);
    QCOMPARE(static_cast<int>(session->state().discardRack.size() + session->state().shoe.size()),
             scenario.table.decks * 52);
    if (played != nullptr) {
        *played = std::move(session);
    }
}

// A table of mistakes: the case, the correct actions performed first
// (autoplay), the wrong action as JSON, and its grading.
inline void addMistakeColumns() {
    QTest::addColumn<int>("which");
    QTest::addColumn<int>("after");
    QTest::addColumn<QString>("wrong");
    QTest::addColumn<QString>("citation");
    QTest::addColumn<QString>("requirement");
    QTest::addColumn<QString>("severity");
    QTest::addColumn<bool>("applied");
}

inline void mistakeRow(const char *name, int which, int after, const char *json,
                       const char *citation, const char *requirement, const char *severity,
                       bool applied) {
    QTest::newRow(name) << which << after << QString::fromUtf8(json) << QString::fromUtf8(citation)
                        << QString::fromUtf8(requirement) << QString::fromUtf8(severity) << applied;
}

// Checks the current row of an addMistakeColumns() table on `scenario`: the
// wrong action graded with the row's citation, requirement and severity,
// and the table changed only when the row says it is applied. The verdict
// goes to `graded` for further checks.
inline void checkMistake(const dt::Scenario &scenario, dt::Verdict *graded = nullptr) {
    QFETCH(int, after);
    QFETCH(QString, wrong);
    QFETCH(QString, citation);
    QFETCH(QString, requirement);
    QFETCH(QString, severity);
    QFETCH(bool, applied);
    dt::Session session(scenario, dt::refereeFor(scenario));
    for (int i = 0; i < after; ++i) {
        QVERIFY(!session.expected().empty());
        QVERIFY(session.perform(session.expected().front().action).correct);
    }
    const auto parsed = dt::parseAction(wrong.toStdString());
    QVERIFY2(parsed.action, parsed.error.c_str());
    const dt::TableState before = session.state();
    const dt::Verdict verdict = session.perform(*parsed.action);
    QVERIFY2(!verdict.correct, verdict.message.c_str());
    QCOMPARE(dttest::qs(verdict.rule.citation.text()), citation);
    QCOMPARE(dttest::qs(verdict.rule.requirement), requirement);
    QCOMPARE(dttest::qs(dt::severityName(verdict.severity)), severity);
    QCOMPARE(verdict.applied, applied);
    QCOMPARE(session.state() == before, !applied);
    QVERIFY(!verdict.message.empty());
    QVERIFY(!verdict.expected.empty());
    if (graded != nullptr) {
        *graded = verdict;
    }
}

} // namespace roundtest
