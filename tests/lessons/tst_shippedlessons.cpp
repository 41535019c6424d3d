// Every shipped lesson loads, validates and plays to a passing end, and the
// situation each one teaches really happens at the table.
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>
#include <algorithm>
#include <core/games/blackjack/blackjack_referees.h>
#include <core/session.h>
#include <core/shoe_preparation_referee.h>
#include <lessons/lessoncatalog.h>
#include <lessons/lessonparser.h>
#include <memory>

using namespace dt;
using namespace dt::lessons;

namespace {

// The table events of a session, in order.
std::vector<TableEvent> events(const Session &session) {
    std::vector<TableEvent> result;
    for (const auto &entry : session.timeline()) {
        if (entry.event) {
            result.push_back(*entry.event);
        }
    }
    return result;
}

std::vector<DealerAction> actions(const Session &session) {
    std::vector<DealerAction> result;
    for (const auto &entry : session.timeline()) {
        if (entry.action) {
            result.push_back(*entry.action);
        }
    }
    return result;
}

// Whether `wanted` occur in `all` in this order (others may come between).
template <typename T> bool inOrder(const std::vector<T> &all, const std::vector<T> &wanted) {
    auto next = all.begin();
    for (const auto &item : wanted) {
        next = std::find(next, all.end(), item);
        if (next == all.end()) {
            return false;
        }
        ++next;
    }
    return true;
}

template <typename T> bool contains(const std::vector<T> &all, const T &item) {
    return std::find(all.begin(), all.end(), item) != all.end();
}

std::vector<int> offers(const Session &session) {
    std::vector<int> seats;
    for (const auto &action : actions(session)) {
        if (const auto *offer = std::get_if<action::OfferCut>(&action)) {
            seats.push_back(offer->seat);
        }
    }
    return seats;
}

// Does what the referee expects first, step by step, until the lesson is complete.
void playOn(Session &session, int maximumActions = 1000) {
    for (int i = 0; i < maximumActions && !session.isComplete(); ++i) {
        const auto options = session.expected();
        if (options.empty()) {
            return;
        }
        session.perform(options.front().action);
    }
}

} // namespace

class TestShippedLessons : public QObject {
    Q_OBJECT

private:
    LessonCatalog catalog_;

    const Lesson &lesson(const QString &id) {
        const Lesson *found = catalog_.find(id);
        if (found == nullptr) {
            qFatal("lesson %s is not in the catalog", qPrintable(id));
        }
        return *found;
    }

    std::unique_ptr<Session> session(const QString &id) {
        const Scenario &scenario = lesson(id).scenario;
        return std::make_unique<Session>(scenario,
                                         blackjack::shoePreparationReferee(scenario.table));
    }

    // The lesson played by its reference performance (dt::autoplay).
    std::unique_ptr<Session> autoplayed(const QString &id) {
        const Scenario &scenario = lesson(id).scenario;
        const auto referee = blackjack::shoePreparationReferee(scenario.table);
        auto played = std::make_unique<Session>(scenario, referee);
        for (const auto &action : dt::autoplay(scenario, referee)) {
            played->perform(action);
        }
        return played;
    }

private slots:
    void initTestCase() {
        QVERIFY(catalog_.load(QStringLiteral(DT_TEST_LESSONS_DIR)));
        for (const auto &problem : catalog_.problems()) {
            qWarning("%s", qPrintable(problem.text()));
        }
        QVERIFY(catalog_.problems().isEmpty());
    }

    void catalogListsEveryLesson() {
        QCOMPARE(catalog_.courses().size(), 1);
        QCOMPARE(catalog_.courses().front().game, QStringLiteral("blackjack"));
        QCOMPARE(catalog_.courses().front().lessonIds.size(), catalog_.lessons().size());
        QVERIFY(catalog_.lessons().size() >= 8);
        const QStringList required = {
            QStringLiteral("blackjack/01-opening-new-table"),
            QStringLiteral("blackjack/02-reshuffle-cut-card-on-box"),
            QStringLiteral("blackjack/03-reshuffle-dealer-hand-refusals"),
            QStringLiteral("blackjack/04-tribal-ten-card-cut"),
            QStringLiteral("blackjack/05-idle-table-reinspection"),
            QStringLiteral("blackjack/06-new-dealer-burn"),
            QStringLiteral("blackjack/07-everyone-refuses-the-cut"),
            QStringLiteral("blackjack/08-improper-cut-supervisor-recut"),
        };
        for (const QString &id : required) {
            QVERIFY2(catalog_.find(id) != nullptr, qPrintable(id));
        }
    }

    // The editors' schema lists exactly the keys the parser reads.
    void schemaMatchesTheFormat() {
        QFile file(QDir(QStringLiteral(DT_TEST_LESSONS_DIR))
                       .filePath(QStringLiteral("lesson.schema.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject schema = QJsonDocument::fromJson(file.readAll()).object();
        const QJsonObject properties = schema.value(QStringLiteral("properties")).toObject();
        const auto keys = [](const QJsonObject &object) {
            QStringList list = object.keys();
            list.sort();
            return list;
        };
        QStringList top = {"format",      "id",       "game",  "title", "objective",
                           "explanation", "sections", "table", "start", "shoe",
                           "players",     "rules",    "hints", "pass",  "irregularities"};
        top.sort();
        QCOMPARE(keys(properties), top);
        const auto nested = [&](const QString &key) {
            return keys(
                properties.value(key).toObject().value(QStringLiteral("properties")).toObject());
        };
        QStringList table = {"rules",   "decks",         "boxes",
                             "recutBy", "manualShuffle", "cutCardTolerance"};
        table.sort();
        QCOMPARE(nested(QStringLiteral("table")), table);
        QCOMPARE(nested(QStringLiteral("start")),
                 (QStringList{"cardsDealt", "cutCardCameOut", "situation"}));
        QCOMPARE(nested(QStringLiteral("shoe")), (QStringList{"order", "rightOrder", "seed"}));
        QCOMPARE(nested(QStringLiteral("rules")),
                 (QStringList{"game", "settlementOrder", "table"}));
        QCOMPARE(nested(QStringLiteral("pass")),
                 (QStringList{"maximumIntegrityErrors", "maximumPayoutErrors", "minimumAccuracy"}));
        const QJsonObject player = properties.value(QStringLiteral("players"))
                                       .toObject()
                                       .value(QStringLiteral("items"))
                                       .toObject();
        QCOMPARE(keys(player.value(QStringLiteral("properties")).toObject()),
                 (QStringList{"arrives",
                              "asksToSeeBurnCard",
                              "basicStrategy",
                              "cut",
                              "decisions",
                              "doubleCardFaceDown",
                              "doublesWithCaller",
                              "evenMoney",
                              "insurance",
                              "multipleAction",
                              "multipleActionInsurance",
                              "name",
                              "reachesForWagerAfterCards",
                              "seat",
                              "seated",
                              "sharesBox",
                              "sideWagers",
                              "splitWagerHand",
                              "takesLateCard",
                              "takesSevensCard",
                              "unusualChoices",
                              "verbalWager",
                              "wager"}));
    }

    void lessonPlays_data() {
        QTest::addColumn<QString>("id");
        for (const auto &lesson : catalog_.lessons()) {
            QTest::newRow(qPrintable(lesson.id)) << lesson.id;
        }
    }

    // Loads on its own, validates, plays to completion with every action
    // correct, and the summary passes under the lesson's own criteria.
    void lessonPlays() {
        QFETCH(QString, id);
        const Lesson &shipped = lesson(id);
        const auto reloaded = loadLessonFile(shipped.filePath);
        QVERIFY(reloaded.problems.isEmpty());
        QVERIFY(reloaded.lesson.has_value());
        QVERIFY(dt::validate(shipped.scenario).empty());
        QVERIFY(!shipped.objective.isEmpty());
        QVERIFY(!shipped.explanation.isEmpty());
        QVERIFY(!shipped.hints.isEmpty());
        QVERIFY(!shipped.sections.isEmpty());

        const auto referee = blackjack::shoePreparationReferee(shipped.scenario.table);
        const auto reference = dt::autoplay(shipped.scenario, referee);
        QVERIFY(!reference.empty());
        Session session(shipped.scenario, referee);
        for (const auto &action : reference) {
            const Verdict verdict = session.perform(action);
            QVERIFY2(verdict.correct, (describe(action) + ": " + verdict.message).c_str());
        }
        QVERIFY(session.isComplete());
        const SessionSummary summary = session.summary(shipped.pass);
        QVERIFY(summary.complete);
        QVERIFY(summary.passed);
        QCOMPARE(summary.errors, 0);
    }

    // A lesson names every section its table grades, so the trainee can read
    // each rule before meeting it.
    void sectionsNameEveryGradedRule_data() { lessonPlays_data(); }
    void sectionsNameEveryGradedRule() {
        QFETCH(QString, id);
        const Lesson &shipped = lesson(id);
        const auto played = autoplayed(id);
        for (const auto &entry : played->timeline()) {
            if (entry.verdict) {
                const QString cited = QString::fromStdString(entry.verdict->rule.citation.text());
                QVERIFY2(shipped.sections.contains(cited), qPrintable(cited));
            }
        }
    }

    // 01: two players arrive, seat 4 first; seat 4 cuts; seat 2 asks to see the burn card.
    void openingCutGoesToFirstArrival() {
        const auto played = autoplayed(QStringLiteral("blackjack/01-opening-new-table"));
        QVERIFY(played->scenario().table.manualShuffleSteps);
        QVERIFY(inOrder(events(*played),
                        {TableEvent{event::PlayerArrives{4}}, TableEvent{event::PlayerArrives{2}},
                         TableEvent{event::PlayerCuts{4, 150}},
                         TableEvent{event::PlayerAsksBurnCard{2}}}));
        QCOMPARE(offers(*played), std::vector<int>{4});
        const auto done = actions(*played);
        QVERIFY(inOrder(done, {DealerAction{action::InspectCards{}},
                               DealerAction{action::SpreadCards{action::Face::Up}},
                               DealerAction{action::WashCards{}},
                               DealerAction{action::ShuffleStep{action::ShuffleStepKind::Turn}},
                               DealerAction{action::ShuffleStep{action::ShuffleStepKind::Strip}},
                               DealerAction{action::ShuffleStep{action::ShuffleStepKind::Cut}},
                               DealerAction{action::OfferCut{4}}, DealerAction{action::LoadShoe{}},
                               DealerAction{action::BurnCard{action::Face::Down}},
                               DealerAction{action::ShowBurnCard{}}}));
    }

    // 02: the cut goes to box 3, where the cut card came out.
    void cutCardOnBoxGivesTheCutToThatBox() {
        const auto played = autoplayed(QStringLiteral("blackjack/02-reshuffle-cut-card-on-box"));
        QVERIFY(contains(actions(*played), DealerAction{action::ClearShoe{}}));
        QCOMPARE(offers(*played), std::vector<int>{3});
        QVERIFY(contains(events(*played), TableEvent{event::PlayerCuts{3, 104}}));
    }

    // 03: seat 7 (farthest right) refuses, clockwise seat 2 refuses, seat 4 accepts.
    void dealerHandRefusalsGoClockwise() {
        const auto played =
            autoplayed(QStringLiteral("blackjack/03-reshuffle-dealer-hand-refusals"));
        QCOMPARE(offers(*played), (std::vector<int>{7, 2, 4}));
        QVERIFY(inOrder(events(*played), {TableEvent{event::PlayerRefusesCut{7}},
                                          TableEvent{event::PlayerRefusesCut{2}},
                                          TableEvent{event::PlayerCuts{4, 180}}}));
    }

    // 04: 6 cards is refused under the 10-card rule; 12 is accepted, though it
    // would be improper at a Massachusetts table.
    void tribalTenCardCut() {
        const Lesson &tribal = lesson(QStringLiteral("blackjack/04-tribal-ten-card-cut"));
        QCOMPARE(tribal.scenario.table.regulation, Regulation::BlackjackTribal);
        QVERIFY(!tribal.scenario.table.manualShuffleSteps);
        const auto played = autoplayed(tribal.id);
        QVERIFY(inOrder(events(*played), {TableEvent{event::PlayerCuts{3, 6}},
                                          TableEvent{event::PlayerCuts{3, 12}}}));
        QVERIFY(inOrder(
            actions(*played),
            {DealerAction{action::CallSupervisor{action::SupervisorReason::VerifyInspection}},
             DealerAction{action::Shuffle{}}, DealerAction{action::RequestProperCut{}},
             DealerAction{action::CompleteCut{}}}));
        TableState massachusetts = played->state();
        massachusetts.config.regulation = Regulation::Blackjack;
        QVERIFY(!ShoePreparationReferee::isProperCut(played->state(), 6));
        QVERIFY(ShoePreparationReferee::isProperCut(played->state(), 12));
        QVERIFY(!ShoePreparationReferee::isProperCut(massachusetts, 12));
    }

    // 05: a shoe part dealt; every card is spread, and the player arrives after the spread.
    void idleTableSpreadsEveryCard() {
        const QString id = QStringLiteral("blackjack/05-idle-table-reinspection");
        QVERIFY(lesson(id).scenario.cardsDealt > 0);
        auto table = session(id);
        QVERIFY(!table->state().discardRack.empty());
        QVERIFY(!table->state().shoe.empty());
        QVERIFY(occupiedSeats(table->state()).empty());
        const Verdict spread = table->perform(action::SpreadCards{action::Face::Up});
        QVERIFY(spread.correct);
        QCOMPARE(static_cast<int>(table->state().stack.size()), table->state().config.cardCount());
        QVERIFY(table->state().shoe.empty());
        QVERIFY(table->state().discardRack.empty());
        QCOMPARE(occupiedSeats(table->state()), std::vector<int>{5});
        playOn(*table);
        QVERIFY(table->isComplete());
        QCOMPARE(offers(*table), std::vector<int>{5});
        QVERIFY(table->summary(lesson(id).pass).passed);
    }

    // 06: the relief dealer burns one card and shows it on request; nothing else.
    void newDealerBurnsOneCard() {
        const auto played = autoplayed(QStringLiteral("blackjack/06-new-dealer-burn"));
        QCOMPARE(actions(*played), (std::vector<DealerAction>{action::BurnCard{action::Face::Down},
                                                              action::ShowBurnCard{}}));
        QVERIFY(contains(events(*played), TableEvent{event::PlayerAsksBurnCard{1}}));
    }

    // 07: every player refuses, from the farthest right clockwise; the dealer cuts.
    void everyoneRefusesAndTheDealerCuts() {
        const auto played = autoplayed(QStringLiteral("blackjack/07-everyone-refuses-the-cut"));
        QCOMPARE(offers(*played), (std::vector<int>{6, 1, 3}));
        int dealerCuts = 0;
        for (const auto &action : actions(*played)) {
            dealerCuts += std::holds_alternative<action::CutCards>(action) ? 1 : 0;
        }
        QCOMPARE(dealerCuts, 1);
        QCOMPARE(played->state().lastCutter, std::optional<int>(0));
    }

    // 08: the improper cut is refused; the same player cuts again, properly.
    void improperCutIsRefused() {
        const auto played =
            autoplayed(QStringLiteral("blackjack/08-improper-cut-supervisor-recut"));
        QVERIFY(inOrder(events(*played), {TableEvent{event::PlayerCuts{5, 30}},
                                          TableEvent{event::PlayerCuts{5, 140}}}));
        QVERIFY(contains(actions(*played), DealerAction{action::RequestProperCut{}}));
    }

    // 08, the other remedy: the supervisor orders the recut, by the last cutter.
    void improperCutSupervisorRecut() {
        const QString id = QStringLiteral("blackjack/08-improper-cut-supervisor-recut");
        auto table = session(id);
        while (!table->state().cutPosition) {
            const auto options = table->expected();
            QVERIFY(!options.empty());
            QVERIFY(table->perform(options.front().action).correct);
        }
        QCOMPARE(*table->state().cutPosition, 30);
        const Verdict call =
            table->perform(action::CallSupervisor{action::SupervisorReason::Recut});
        QVERIFY2(call.correct, call.message.c_str());
        QVERIFY(contains(events(*table), TableEvent{event::SupervisorOrdersRecut{5}}));
        playOn(*table);
        QVERIFY(table->isComplete());
        QVERIFY(contains(events(*table), TableEvent{event::PlayerCuts{5, 140}}));
        QVERIFY(table->summary(lesson(id).pass).passed);
    }

    // 08, the mistake: completing the improper cut is an integrity error and fails the lesson.
    void acceptingTheImproperCutFails() {
        const QString id = QStringLiteral("blackjack/08-improper-cut-supervisor-recut");
        auto table = session(id);
        while (!table->state().cutPosition) {
            table->perform(table->expected().front().action);
        }
        const Verdict accepted = table->perform(action::CompleteCut{});
        QVERIFY(!accepted.correct);
        QCOMPARE(accepted.severity, Severity::Integrity);
        playOn(*table);
        QVERIFY(table->isComplete());
        const SessionSummary summary = table->summary(lesson(id).pass);
        QCOMPARE(summary.integrityErrors, 1);
        QVERIFY(!summary.passed);
    }
};

QTEST_GUILESS_MAIN(TestShippedLessons)
#include "tst_shippedlessons.moc"
