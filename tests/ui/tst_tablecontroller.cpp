#include "uitestsupport.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <memory>
#include <storage/progressstore.h>
#include <ui/seatmodel.h>
#include <ui/tablecontroller.h>
#include <ui/timelinemodel.h>

using dt::storage::ProgressStore;
using dt::ui::SeatModel;
using dt::ui::TableController;
using dt::ui::TimelineModel;

namespace {

const QString kLesson = QStringLiteral("blackjack/01-opening-new-table");

// Every role of every seat, to tell whether the model changed.
QList<QVariantMap> snapshot(const SeatModel &seats) {
    QList<QVariantMap> rows;
    const auto roles = seats.roleNames();
    for (int row = 0; row < seats.rowCount(); ++row) {
        QVariantMap values;
        for (auto it = roles.cbegin(); it != roles.cend(); ++it) {
            values.insert(QString::fromLatin1(it.value()), seats.data(seats.index(row), it.key()));
        }
        rows.append(values);
    }
    return rows;
}

} // namespace

class TableControllerTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void startsWithTheLesson();
    void autoplayCompletesAndRecordsEveryAction();
    void wrongSeatIsGradedAndLeavesSeatsUnchanged();
    void unreadableActionIsNotGraded();
    void abandonKeepsGradedActions();
    void hintGivesTheExpectedAction();
    void seatModelChangesOnlyWhatChanged();
    void completeLessonRefusesMoreActions();
    void cutCardIntentFollowsTheStage();
    void transcriptFieldsAreStored();
    void abandonCountsIntegrityErrors();
    void lockedDatabaseKeepsEveryActionUntilSaved();
    void attemptEndedElsewhereTakesNothingMore();
    void examGivesNoFeedbackUntilTheEnd();
    void speedLessonReportsHandsAnHour();
    void shiftGoesOnToTheNextRound();

private:
    std::unique_ptr<TableController>
    makeTable(const QString &lessonId, const QString &mode = QString(dt::storage::kModePractice));
    // Performs the reference actions until `predicate` holds for the next one.
    template <typename Predicate> void playUntil(TableController &table, Predicate predicate);

    dt::lessons::LessonCatalog m_catalog;
    dt::lessons::RegulationLibrary m_regulations{dt::uitest::regulationsDirectory()};
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProgressStore> m_store;
    qint64 m_trainee = 0;
    qint64 m_attempt = 0;
};

void TableControllerTest::initTestCase() {
    QVERIFY2(m_catalog.load(dt::uitest::lessonsDirectory()),
             qPrintable(m_catalog.problems().isEmpty() ? QString()
                                                       : m_catalog.problems().first().text()));
    QVERIFY(m_catalog.find(kLesson) != nullptr);
}

void TableControllerTest::init() {
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_store = std::make_unique<ProgressStore>();
    QVERIFY2(m_store->open(m_dir->filePath(QStringLiteral("progress.sqlite"))),
             qPrintable(m_store->lastError()));
    const auto trainee = m_store->createTrainee(QStringLiteral("Dana"));
    QVERIFY(trainee);
    m_trainee = *trainee;
}

void TableControllerTest::cleanup() {
    m_store.reset();
    m_dir.reset();
}

std::unique_ptr<TableController> TableControllerTest::makeTable(const QString &lessonId,
                                                                const QString &mode) {
    const dt::lessons::Lesson *lesson = m_catalog.find(lessonId);
    if (lesson == nullptr) {
        return {};
    }
    const auto attempt =
        m_store->startAttempt(m_trainee, lesson->id, lesson->title, mode, qint64{0});
    if (!attempt) {
        return {};
    }
    m_attempt = *attempt;
    return std::make_unique<TableController>(*lesson, m_store.get(), m_trainee, m_attempt,
                                             &m_regulations, mode);
}

template <typename Predicate>
void TableControllerTest::playUntil(TableController &table, Predicate predicate) {
    const auto actions = dt::uitest::autoplayActions(*m_catalog.find(table.lessonId()));
    for (const auto &action : actions) {
        if (predicate(action)) {
            return;
        }
        const QVariantMap verdict = table.perform(action);
        QVERIFY2(verdict.value(QStringLiteral("correct")).toBool(),
                 qPrintable(verdict.value(QStringLiteral("message")).toString()));
    }
    QFAIL("the reference performance never reached the action looked for");
}

void TableControllerTest::startsWithTheLesson() {
    auto table = makeTable(kLesson);
    QVERIFY(table);
    QCOMPARE(table->lessonId(), kLesson);
    QCOMPARE(table->regulationTitle(), QStringLiteral("Blackjack"));
    QCOMPARE(table->decks(), 6);
    QCOMPARE(table->cardCount(), 312);
    QCOMPARE(table->boxes(), 7);
    QCOMPARE(table->stage(), QStringLiteral("opening_table"));
    QCOMPARE(table->stackCount(), 312);
    QCOMPARE(table->shoeCount(), 0);
    QCOMPARE(table->spread(), QStringLiteral("none"));
    QVERIFY(table->spreadCards().isEmpty());
    QCOMPARE(table->cutPosition(), -1);
    QCOMPARE(table->cutCardFromBack(), -1);
    QCOMPARE(table->cutCardIntent(), QString());
    QCOMPARE(table->unsavedActions(), 0);
    QVERIFY(!table->hasUnsavedWork());
    QCOMPARE(table->mode(), QStringLiteral("practice"));
    QVERIFY(table->lastVerdict().isEmpty());
    QVERIFY(!table->complete());
    QCOMPARE(table->seats()->rowCount(), 7);
    // The players at the table when the lesson starts arrive as events.
    QVERIFY(table->timeline()->rowCount() >= 1);
    QCOMPARE(table->timeline()->get(0).value(QStringLiteral("kind")).toString(),
             QStringLiteral("event"));
    const QModelIndex seat4 = table->seats()->index(3);
    QCOMPARE(seat4.data(SeatModel::SeatRole).toInt(), 4);
    QCOMPARE(seat4.data(SeatModel::PlayerNameRole).toString(), QStringLiteral("Maria"));
    QVERIFY(seat4.data(SeatModel::OccupiedRole).toBool());
    QVERIFY(!table->seats()->index(0).data(SeatModel::OccupiedRole).toBool());
}

void TableControllerTest::autoplayCompletesAndRecordsEveryAction() {
    auto table = makeTable(kLesson);
    QVERIFY(table);
    QSignalSpy ended(table.get(), &TableController::attemptEnded);
    QSignalSpy inserted(table->timeline(), &QAbstractItemModel::rowsInserted);
    QSignalSpy reset(table->timeline(), &QAbstractItemModel::modelReset);

    const auto actions = dt::uitest::autoplayActions(*m_catalog.find(kLesson));
    QVERIFY(actions.size() > 10);
    bool sawSpread = false;
    for (const auto &action : actions) {
        QVERIFY(!table->complete());
        const QVariantMap verdict = table->perform(action);
        QVERIFY2(verdict.value(QStringLiteral("correct")).toBool(),
                 qPrintable(verdict.value(QStringLiteral("message")).toString()));
        QCOMPARE(verdict, table->lastVerdict());
        QVERIFY(!verdict.value(QStringLiteral("citation")).toString().isEmpty());
        QVERIFY(table->storageError().isEmpty());
        if (table->spread() == u"up") {
            sawSpread = true;
            QCOMPARE(table->spreadCards().size(), 312);
            QCOMPARE(table->spreadCards().first(), QStringLiteral("AC"));
        }
    }
    QVERIFY(sawSpread);
    QVERIFY(table->complete());
    QCOMPARE(table->stage(), QStringLiteral("ready_to_deal"));
    QCOMPARE(table->shoeCount(), 311);
    QVERIFY(table->cutCardFromBack() >= 78 - 15);
    QVERIFY(!table->burnCard().isEmpty());
    // Seat 2 asked to see the burn card and was shown it.
    QVERIFY(table->burnCardFaceUp());
    QCOMPARE(table->burnRequestedBy(), 0);
    QCOMPARE(ended.count(), 1);
    QCOMPARE(reset.count(), 0);
    QCOMPARE(inserted.count(), actions.size());

    const QVariantMap summary = table->summary();
    QCOMPARE(summary.value(QStringLiteral("actions")).toInt(), actions.size());
    QCOMPARE(summary.value(QStringLiteral("errors")).toInt(), 0);
    QCOMPARE(summary.value(QStringLiteral("accuracy")).toDouble(), 1.0);
    QVERIFY(summary.value(QStringLiteral("complete")).toBool());
    QVERIFY(summary.value(QStringLiteral("passed")).toBool());

    // Every action is in the store, in order, with its verdict and citation.
    const auto recorded = m_store->actions(m_attempt);
    QCOMPARE(recorded.size(), actions.size());
    const auto &timeline = table->session().timeline();
    int seq = 0;
    for (const auto &entry : timeline) {
        if (!entry.action) {
            continue;
        }
        const auto &record = recorded.at(seq);
        ++seq;
        QCOMPARE(record.seq, seq);
        QCOMPARE(record.actionJson, QString::fromStdString(dt::toJson(*entry.action)));
        QCOMPARE(record.verdict, QString(dt::storage::kVerdictCorrect));
        QCOMPARE(record.citation, QString::fromStdString(entry.verdict->rule.citation.text()));
        QCOMPARE(record.requirement, QString::fromStdString(entry.verdict->rule.requirement));
        QVERIFY(!record.requirement.isEmpty());
        QVERIFY(record.severity.isEmpty());
        QVERIFY(record.recordedAt.isValid());
    }
    QCOMPARE(seq, actions.size());
    // The timeline model numbers the actions 1.. and shows every entry.
    QCOMPARE(table->timeline()->rowCount(), static_cast<int>(timeline.size()));
    const QVariantMap last = table->timeline()->get(table->timeline()->rowCount() - 1);
    QCOMPARE(last.value(QStringLiteral("kind")).toString(), QStringLiteral("action"));
    QCOMPARE(last.value(QStringLiteral("actionNumber")).toInt(), actions.size());

    const auto attempts = m_store->attempts(m_trainee);
    QCOMPARE(attempts.size(), 1);
    QCOMPARE(attempts.first().status, QString(dt::storage::kStatusCompleted));
    QVERIFY(attempts.first().summary.passed);
    QCOMPARE(attempts.first().summary.actions, actions.size());
    QCOMPARE(attempts.first().summary.errors, 0);
}

void TableControllerTest::wrongSeatIsGradedAndLeavesSeatsUnchanged() {
    auto table = makeTable(kLesson);
    QVERIFY(table);
    playUntil(*table, [](const QVariantMap &action) {
        return action.value(QStringLiteral("action")).toString() == u"offer_cut";
    });
    QCOMPARE(table->stage(), QStringLiteral("cutting"));
    const auto before = snapshot(*table->seats());
    const int timelineBefore = table->timeline()->rowCount();
    QSignalSpy seatChanges(table->seats(), &QAbstractItemModel::dataChanged);

    // Maria at seat 4 arrived first: seat 2 is the wrong player.
    const QVariantMap verdict = table->perform(
        {{QStringLiteral("action"), QStringLiteral("offer_cut")}, {QStringLiteral("seat"), 2}});
    QVERIFY(!verdict.value(QStringLiteral("correct")).toBool());
    QVERIFY(verdict.value(QStringLiteral("graded")).toBool());
    QVERIFY(!verdict.value(QStringLiteral("applied")).toBool());
    QCOMPARE(verdict.value(QStringLiteral("citation")).toString(),
             QStringLiteral("Blackjack §5(e)(1)"));
    QVERIFY(!verdict.value(QStringLiteral("message")).toString().isEmpty());
    QVERIFY(!verdict.value(QStringLiteral("expected")).toString().isEmpty());
    QVERIFY(!verdict.value(QStringLiteral("severity")).toString().isEmpty());
    QCOMPARE(verdict.value(QStringLiteral("seat")).toInt(), 2);
    QCOMPARE(verdict.value(QStringLiteral("action")).toString(),
             QString::fromStdString(dt::describe(dt::DealerAction{dt::action::OfferCut{2}})));
    QCOMPARE(table->lastVerdict(), verdict);

    QCOMPARE(seatChanges.count(), 0);
    QCOMPARE(snapshot(*table->seats()), before);
    QCOMPARE(table->timeline()->rowCount(), timelineBefore + 1);
    const QVariantMap row = table->timeline()->get(timelineBefore);
    QVERIFY(!row.value(QStringLiteral("correct")).toBool());
    QCOMPARE(row.value(QStringLiteral("citation")).toString(),
             QStringLiteral("Blackjack §5(e)(1)"));

    const auto recorded = m_store->actions(m_attempt);
    QVERIFY(!recorded.isEmpty());
    QCOMPARE(recorded.last().verdict, QString(dt::storage::kVerdictError));
    QCOMPARE(recorded.last().citation, QStringLiteral("Blackjack §5(e)(1)"));
    QCOMPARE(recorded.last().severity, verdict.value(QStringLiteral("severity")).toString());
    QCOMPARE(recorded.last().actionJson, QStringLiteral(R"({"action": "offer_cut", "seat": 2})"));

    // The section cited can be quoted.
    QVERIFY(table->sectionText(QStringLiteral("Blackjack §5(e)(1)"))
                .contains(QStringLiteral("first player to the table")));

    // The right seat then takes the stack and cuts.
    const QVariantMap right = table->perform(
        {{QStringLiteral("action"), QStringLiteral("offer_cut")}, {QStringLiteral("seat"), 4}});
    QVERIFY(right.value(QStringLiteral("correct")).toBool());
    QVERIFY(seatChanges.count() >= 1);
    QCOMPARE(table->cutBy(), 4);
    QCOMPARE(table->cutPosition(), 150);
    const QModelIndex seat4 = table->seats()->index(3);
    QVERIFY(seat4.data(SeatModel::HasStackRole).toBool());
    QCOMPARE(seat4.data(SeatModel::CutPositionRole).toInt(), 150);
    QVERIFY(!table->lastEvents().isEmpty());
}

void TableControllerTest::unreadableActionIsNotGraded() {
    auto table = makeTable(kLesson);
    QVERIFY(table);
    QSignalSpy changed(table.get(), &TableController::changed);
    const QList<QVariantMap> bad = {
        {},
        {{QStringLiteral("action"), QStringLiteral("juggle")}},
        {{QStringLiteral("action"), QStringLiteral("offer_cut")}, {QStringLiteral("seet"), 3}},
        {{QStringLiteral("action"), QStringLiteral("offer_cut")}, {QStringLiteral("seat"), 2.5}},
        {{QStringLiteral("action"), QStringLiteral("spread_cards")},
         {QStringLiteral("face"), QVariantList{}}},
    };
    for (const auto &action : bad) {
        const QVariantMap verdict = table->perform(action);
        QVERIFY(!verdict.value(QStringLiteral("correct")).toBool());
        QVERIFY(!verdict.value(QStringLiteral("graded")).toBool());
        QVERIFY(!verdict.value(QStringLiteral("message")).toString().isEmpty());
    }
    QCOMPARE(changed.count(), 0);
    QVERIFY(table->lastVerdict().isEmpty());
    QVERIFY(m_store->actions(m_attempt).isEmpty());
    // A number from JavaScript arrives as a double and is read as a whole number.
    const QVariantMap verdict = table->perform(
        {{QStringLiteral("action"), QStringLiteral("offer_cut")}, {QStringLiteral("seat"), 4.0}});
    QVERIFY(verdict.value(QStringLiteral("graded")).toBool());
    QCOMPARE(m_store->actions(m_attempt).size(), 1);
    QCOMPARE(m_store->actions(m_attempt).first().actionJson,
             QStringLiteral(R"({"action": "offer_cut", "seat": 4})"));
}

void TableControllerTest::abandonKeepsGradedActions() {
    auto table = makeTable(kLesson);
    QVERIFY(table);
    const auto actions = dt::uitest::autoplayActions(*m_catalog.find(kLesson));
    for (int i = 0; i < 3; ++i) {
        QVERIFY(table->perform(actions.at(i)).value(QStringLiteral("correct")).toBool());
    }
    // One error too, so the abandoned attempt's counts are checked.
    QVERIFY(!table
                 ->perform({{QStringLiteral("action"), QStringLiteral("burn_card")},
                            {QStringLiteral("face"), QStringLiteral("down")}})
                 .value(QStringLiteral("correct"))
                 .toBool());
    QSignalSpy ended(table.get(), &TableController::attemptEnded);
    table->abandon();
    QVERIFY(table->abandoned());
    QCOMPARE(ended.count(), 1);
    table->abandon(); // once only
    QCOMPARE(ended.count(), 1);

    const auto attempts = m_store->attempts(m_trainee);
    QCOMPARE(attempts.size(), 1);
    QCOMPARE(attempts.first().status, QString(dt::storage::kStatusAbandoned));
    QCOMPARE(attempts.first().summary.actions, 4);
    QCOMPARE(attempts.first().summary.errors, 1);
    QVERIFY(!attempts.first().summary.passed);
    QCOMPARE(m_store->actions(m_attempt).size(), 4);

    // Nothing more is graded or recorded.
    const QVariantMap after = table->perform(actions.at(3));
    QVERIFY(!after.value(QStringLiteral("graded")).toBool());
    QCOMPARE(m_store->actions(m_attempt).size(), 4);
}

void TableControllerTest::hintGivesTheExpectedAction() {
    auto table = makeTable(kLesson);
    QVERIFY(table);
    const auto actions = dt::uitest::autoplayActions(*m_catalog.find(kLesson));
    const QVariantMap hint = table->hint();
    QCOMPARE(hint.value(QStringLiteral("action")).toMap(), actions.first());
    QVERIFY(!hint.value(QStringLiteral("description")).toString().isEmpty());
    QVERIFY(hint.value(QStringLiteral("citation")).toString().startsWith(u"Blackjack §"));
    QCOMPARE(table->hintsUsed(), 1);
    QCOMPARE(table->summary().value(QStringLiteral("hintsUsed")).toInt(), 1);
    // The hint is an action QML can perform as it is.
    QVERIFY(table->perform(hint.value(QStringLiteral("action")).toMap())
                .value(QStringLiteral("correct"))
                .toBool());
}

void TableControllerTest::seatModelChangesOnlyWhatChanged() {
    // Lesson 03: players refuse the cut in turn.
    auto table = makeTable(QStringLiteral("blackjack/03-reshuffle-dealer-hand-refusals"));
    QVERIFY(table);
    QSignalSpy changes(table->seats(), &QAbstractItemModel::dataChanged);
    QSignalSpy resets(table->seats(), &QAbstractItemModel::modelReset);
    const auto actions = dt::uitest::autoplayActions(
        *m_catalog.find(QStringLiteral("blackjack/03-reshuffle-dealer-hand-refusals")));
    bool sawRefusal = false;
    for (const auto &action : actions) {
        changes.clear();
        const QVariantMap verdict = table->perform(action);
        QVERIFY(verdict.value(QStringLiteral("correct")).toBool());
        for (const auto &change : std::as_const(changes)) {
            const auto from = change.at(0).value<QModelIndex>();
            const auto to = change.at(1).value<QModelIndex>();
            QCOMPARE(from, to); // one seat per signal
            const auto roles = change.at(2).value<QList<int>>();
            QVERIFY(!roles.isEmpty());
            if (roles.contains(SeatModel::RefusedRole)) {
                QVERIFY(from.data(SeatModel::RefusedRole).toBool());
                sawRefusal = true;
            }
        }
    }
    QVERIFY(sawRefusal);
    QCOMPARE(resets.count(), 0);
    QVERIFY(table->complete());
}

void TableControllerTest::completeLessonRefusesMoreActions() {
    auto table = makeTable(kLesson);
    QVERIFY(table);
    for (const auto &action : dt::uitest::autoplayActions(*m_catalog.find(kLesson))) {
        table->perform(action);
    }
    QVERIFY(table->complete());
    const int recorded = static_cast<int>(m_store->actions(m_attempt).size());
    const QVariantMap verdict =
        table->perform({{QStringLiteral("action"), QStringLiteral("burn_card")},
                        {QStringLiteral("face"), QStringLiteral("down")}});
    QVERIFY(!verdict.value(QStringLiteral("graded")).toBool());
    QCOMPARE(m_store->actions(m_attempt).size(), recorded);
    QVERIFY(table->hint().isEmpty());
    table->abandon(); // a finished attempt stays completed
    QCOMPARE(m_store->attempts(m_trainee).first().status, QString(dt::storage::kStatusCompleted));
}

void TableControllerTest::cutCardIntentFollowsTheStage() {
    // Lesson 07: every player refuses, so the dealer cuts.
    auto table = makeTable(QStringLiteral("blackjack/07-everyone-refuses-the-cut"));
    QVERIFY(table);
    QCOMPARE(table->cutCardIntent(), QString());
    // Performs the referee's expectations until the next one is `name`.
    const auto advanceTo = [&table](std::string_view name) {
        for (int guard = 0; guard < 1000; ++guard) {
            const auto options = table->session().expected();
            if (options.empty() || dt::actionName(options.front().action) == name) {
                return !options.empty();
            }
            table->perform(dt::ui::toVariantMap(dt::toFlat(options.front().action)));
        }
        return false;
    };
    QVERIFY(advanceTo("cut_cards"));
    QCOMPARE(table->stage(), QStringLiteral("cutting"));
    QCOMPARE(table->cutCardIntent(), QStringLiteral("dealer_cut"));
    QVERIFY(advanceTo("insert_cut_card"));
    QCOMPARE(table->stage(), QStringLiteral("cut_completed"));
    QCOMPARE(table->cutCardIntent(), QStringLiteral("insert"));
    QVERIFY(advanceTo("load_shoe"));
    QCOMPARE(table->stage(), QStringLiteral("cut_card_placed"));
    QCOMPARE(table->cutCardIntent(), QString());
}

void TableControllerTest::transcriptFieldsAreStored() {
    auto table = makeTable(kLesson);
    QVERIFY(table);
    // Offering the cut before the cards are shuffled puts the game's integrity at stake.
    const QVariantMap early = table->perform(
        {{QStringLiteral("action"), QStringLiteral("offer_cut")}, {QStringLiteral("seat"), 4}});
    QCOMPARE(early.value(QStringLiteral("severity")).toString(), QStringLiteral("integrity"));
    for (const auto &action : dt::uitest::autoplayActions(*m_catalog.find(kLesson))) {
        QVERIFY(table->perform(action).value(QStringLiteral("correct")).toBool());
    }
    QVERIFY(table->complete());
    QCOMPARE(table->summary().value(QStringLiteral("integrityErrors")).toInt(), 1);

    const auto recorded = m_store->actions(m_attempt);
    QCOMPARE(recorded.size(), table->summary().value(QStringLiteral("actions")).toInt());
    QCOMPARE(recorded.first().severity, QStringLiteral("integrity"));
    QCOMPARE(recorded.first().requirement, early.value(QStringLiteral("requirement")).toString());
    QVERIFY(!recorded.first().requirement.isEmpty());
    for (const auto &record : recorded) {
        QVERIFY2(!record.requirement.isEmpty(), qPrintable(record.actionJson));
    }
    const auto attempt = m_store->attempts(m_trainee).value(0);
    QCOMPARE(attempt.status, QString(dt::storage::kStatusCompleted));
    QCOMPARE(attempt.summary.integrityErrors, 1);
    QCOMPARE(attempt.summary.errors, 1);
}

void TableControllerTest::abandonCountsIntegrityErrors() {
    auto table = makeTable(kLesson);
    QVERIFY(table);
    QVERIFY(!table
                 ->perform({{QStringLiteral("action"), QStringLiteral("offer_cut")},
                            {QStringLiteral("seat"), 4}})
                 .value(QStringLiteral("correct"))
                 .toBool());
    QVERIFY(!table->perform({{QStringLiteral("action"), QStringLiteral("wash_cards")}})
                 .value(QStringLiteral("correct"))
                 .toBool());
    table->abandon();
    const auto attempt = m_store->attempts(m_trainee).value(0);
    QCOMPARE(attempt.status, QString(dt::storage::kStatusAbandoned));
    QCOMPARE(attempt.summary.errors, 2);
    QCOMPARE(attempt.summary.integrityErrors,
             table->summary().value(QStringLiteral("integrityErrors")).toInt());
    QCOMPARE(attempt.summary.integrityErrors, 1);
}

void TableControllerTest::lockedDatabaseKeepsEveryActionUntilSaved() {
    m_store->setBusyTimeoutMs(20);
    auto table = makeTable(kLesson);
    QVERIFY(table);
    QSignalSpy ended(table.get(), &TableController::attemptEnded);
    QSignalSpy settled(table.get(), &TableController::storageSettled);
    const auto actions = dt::uitest::autoplayActions(*m_catalog.find(kLesson));
    QVERIFY(actions.size() > 8);
    const auto perform = [&](qsizetype index) {
        const QVariantMap verdict = table->perform(actions.at(index));
        return verdict.value(QStringLiteral("correct")).toBool();
    };
    for (qsizetype i = 0; i < 3; ++i) {
        QVERIFY(perform(i));
    }
    QCOMPARE(m_store->actions(m_attempt).size(), 3);

    // Another program holds the write lock: the actions are graded all the
    // same, kept in order, and the trainee is told.
    dt::uitest::RawConnection other(m_store->path());
    QVERIFY(other.isOpen());
    QVERIFY(other.exec(QStringLiteral("BEGIN EXCLUSIVE")));
    for (qsizetype i = 3; i < 6; ++i) {
        QVERIFY(perform(i));
        QVERIFY2(table->storageError().contains(u"locked"), qPrintable(table->storageError()));
    }
    QCOMPARE(table->unsavedActions(), 3);
    QVERIFY(table->hasUnsavedWork());
    QCOMPARE(m_store->actions(m_attempt).size(), 3); // readers see what is committed

    // Released: the next action writes the queue first, then itself.
    QVERIFY(other.exec(QStringLiteral("ROLLBACK")));
    QVERIFY(perform(6));
    QCOMPARE(table->unsavedActions(), 0);
    QVERIFY(table->storageError().isEmpty());
    QCOMPARE(m_store->actions(m_attempt).size(), 7);

    // Locked again through the end of the lesson: the attempt is finished in
    // the store only once every action is in, retried on its own.
    QVERIFY(other.exec(QStringLiteral("BEGIN EXCLUSIVE")));
    for (qsizetype i = 7; i < actions.size(); ++i) {
        QVERIFY(perform(i));
    }
    QVERIFY(table->complete());
    QVERIFY(!table->storageError().isEmpty());
    QVERIFY(table->hasUnsavedWork());
    QCOMPARE(ended.count(), 0);
    QCOMPARE(m_store->attempts(m_trainee).value(0).status, QString(dt::storage::kStatusInProgress));
    QTest::qWait(TableController::kRetryIntervalMs + 300); // a retry while still locked
    QVERIFY(table->hasUnsavedWork());
    QCOMPARE(m_store->attempts(m_trainee).value(0).status, QString(dt::storage::kStatusInProgress));

    QVERIFY(other.exec(QStringLiteral("ROLLBACK")));
    QTRY_VERIFY_WITH_TIMEOUT(!table->hasUnsavedWork(), 3 * TableController::kRetryIntervalMs);
    QVERIFY(table->storageError().isEmpty());
    QCOMPARE(table->unsavedActions(), 0);
    QCOMPARE(ended.count(), 1);
    QCOMPARE(settled.count(), 2);

    const auto recorded = m_store->actions(m_attempt);
    QCOMPARE(recorded.size(), actions.size());
    for (qsizetype i = 0; i < recorded.size(); ++i) {
        QCOMPARE(recorded.at(i).seq, int(i + 1));
        QCOMPARE(recorded.at(i).verdict, QString(dt::storage::kVerdictCorrect));
    }
    // Stamped when graded, not when written: in order.
    for (qsizetype i = 1; i < recorded.size(); ++i) {
        QVERIFY(recorded.at(i - 1).recordedAt <= recorded.at(i).recordedAt);
    }
    const auto attempt = m_store->attempts(m_trainee).value(0);
    QCOMPARE(attempt.status, QString(dt::storage::kStatusCompleted));
    QCOMPARE(attempt.summary.actions, actions.size());
    QVERIFY(attempt.summary.passed);
}

void TableControllerTest::attemptEndedElsewhereTakesNothingMore() {
    auto table = makeTable(kLesson);
    QVERIFY(table);
    const auto actions = dt::uitest::autoplayActions(*m_catalog.find(kLesson));
    QVERIFY(table->perform(actions.at(0)).value(QStringLiteral("correct")).toBool());
    // Another station opens this trainee's profile and closes the attempt.
    {
        ProgressStore other;
        QVERIFY(other.open(m_store->path()));
        QCOMPARE(other.abandonUnfinishedAttempts(m_trainee), 1);
    }
    QVERIFY(table->perform(actions.at(1)).value(QStringLiteral("correct")).toBool());
    QVERIFY2(
        table->storageError().contains(QStringLiteral("attempt %1 is abandoned").arg(m_attempt)),
        qPrintable(table->storageError()));
    // Said, kept on screen, and not retried: the store will not take it.
    QCOMPARE(table->unsavedActions(), 1);
    QVERIFY(!table->hasUnsavedWork());
    QCOMPARE(m_store->actions(m_attempt).size(), 1);
}

// Exam mode (issue 5): the trainee gets no verdict, hint or running error
// count until the lesson is over; everything is graded and stored as usual
// and the summary tells all at the end.
void TableControllerTest::examGivesNoFeedbackUntilTheEnd() {
    auto table = makeTable(kLesson, QString(dt::storage::kModeExam));
    QVERIFY(table);
    QVERIFY(table->exam());
    QCOMPARE(table->mode(), QStringLiteral("exam"));
    // The expected actions up to the offer of the cut.
    const auto performExpected = [&table] {
        table->perform(
            dt::ui::toVariantMap(dt::toFlat(table->session().expected().front().action)));
    };
    while (
        !std::holds_alternative<dt::action::OfferCut>(table->session().expected().front().action)) {
        performExpected();
    }
    QCOMPARE(table->session().summary(dt::PassCriteria{}).errors, 0);
    // §5(e)(1): seat 2 is the wrong player; the exam only says it was recorded.
    const QVariantMap receipt = table->perform(
        {{QStringLiteral("action"), QStringLiteral("offer_cut")}, {QStringLiteral("seat"), 2}});
    QVERIFY(receipt.value(QStringLiteral("recorded")).toBool());
    QVERIFY(!receipt.contains(QStringLiteral("correct")));
    QVERIFY(!receipt.contains(QStringLiteral("citation")));
    QVERIFY(!receipt.contains(QStringLiteral("expected")));
    QCOMPARE(table->lastVerdict(), receipt);
    QVERIFY(!table->summary().contains(QStringLiteral("errors")));
    QVERIFY(table->hint().isEmpty());
    QCOMPARE(table->hintsUsed(), 0);
    // Graded and stored all the same.
    QCOMPARE(m_store->actions(m_attempt).last().verdict, QString(dt::storage::kVerdictError));

    // Then the expected action at every step, to the end.
    for (int step = 0; step < 200 && !table->complete(); ++step) {
        performExpected();
    }
    QVERIFY(table->complete());
    QCOMPARE(table->summary().value(QStringLiteral("errors")).toInt(), 1);
    QVERIFY(!table->lastVerdict().contains(QStringLiteral("correct")));
}

// Issue 6: the full table at speed (pass.minimumHandsPerHour 180). Played
// by the reference actions at once, seven hands take a few milliseconds: the
// summary gives the pace and the target; a lesson without the criterion
// gives neither.
void TableControllerTest::speedLessonReportsHandsAnHour() {
    auto table = makeTable(QStringLiteral("blackjack/54-full-table-at-speed"));
    QVERIFY(table);
    QVERIFY(!table->summary().contains(QStringLiteral("handsPerHour")));
    for (const auto &action : dt::uitest::autoplayActions(*m_catalog.find(table->lessonId()))) {
        QVERIFY(table->perform(action).value(QStringLiteral("correct")).toBool());
    }
    QVERIFY(table->complete());
    const QVariantMap summary = table->summary();
    QCOMPARE(summary.value(QStringLiteral("hands")).toInt(), 7);
    QCOMPARE(summary.value(QStringLiteral("minimumHandsPerHour")).toDouble(), 180.0);
    // Seven hands in at least 1 ms: at most 25,200,000 an hour, far above 180.
    const double pace = summary.value(QStringLiteral("handsPerHour")).toDouble();
    QVERIFY2(pace > 180.0 && pace <= 7 * 3600000.0, qPrintable(QString::number(pace)));
    QVERIFY(summary.value(QStringLiteral("passed")).toBool());
    // The decision is the core's, with the figure it was made from: the
    // results screen shows both and decides nothing.
    QVERIFY(summary.value(QStringLiteral("fastEnough")).toBool());
    QCOMPARE(summary.value(QStringLiteral("handsPerHourShown")).toString(),
             QString::number(qRound64(pace)));

    auto untimed = makeTable(kLesson);
    QVERIFY(!untimed->summary().contains(QStringLiteral("minimumHandsPerHour")));
}

// A lesson of several rounds (62, "rounds": 10): after a round's pick-up the
// table deals the next round; the attempt ends only after the last one.
void TableControllerTest::shiftGoesOnToTheNextRound() {
    auto table = makeTable(QStringLiteral("blackjack/62-full-speed-shift"));
    QVERIFY(table);
    QCOMPARE(table->rounds(), 10);
    QCOMPARE(table->roundNumber(), 1);
    QSignalSpy ended(table.get(), &TableController::attemptEnded);
    const auto actions = dt::uitest::autoplayActions(*m_catalog.find(table->lessonId()));
    bool sawRound2 = false;
    for (const auto &action : actions) {
        QVERIFY(!table->complete());
        QVERIFY(table->perform(action).value(QStringLiteral("correct")).toBool());
        if (table->roundNumber() == 2 && !sawRound2) {
            // Right after round 1's pick-up: round 2 on the layout, the
            // results so far counting round 1's seven hands, the attempt open.
            sawRound2 = true;
            const QVariantMap round = table->round();
            QVERIFY(round.value(QStringLiteral("active")).toBool());
            QCOMPARE(table->stage(), QStringLiteral("ready_to_deal"));
            QCOMPARE(table->summary().value(QStringLiteral("hands")).toInt(), 7);
            QCOMPARE(ended.count(), 0);
            // No chips of round 1's settlements are left beside the new wagers.
            const QVariantList boxes = round.value(QStringLiteral("boxes")).toList();
            QCOMPARE(boxes.size(), 7);
            for (const QVariant &box : boxes) {
                for (const QVariant &hand : box.toMap().value(QStringLiteral("hands")).toList()) {
                    const QVariantMap outcome =
                        hand.toMap().value(QStringLiteral("outcome")).toMap();
                    QCOMPARE(outcome.value(QStringLiteral("paid")).toLongLong(), 0);
                    QCOMPARE(outcome.value(QStringLiteral("collected")).toLongLong(), 0);
                }
            }
        }
    }
    QVERIFY(sawRound2);
    QVERIFY(table->complete());
    QCOMPARE(table->roundNumber(), 10);
    QCOMPARE(ended.count(), 1);
    const QVariantMap summary = table->summary();
    QCOMPARE(summary.value(QStringLiteral("actions")).toInt(), actions.size());
    QCOMPARE(summary.value(QStringLiteral("hands")).toInt(), 70); // seven boxes, ten rounds
    QVERIFY(summary.value(QStringLiteral("passed")).toBool());
}

QTEST_GUILESS_MAIN(TableControllerTest)
#include "tst_tablecontroller.moc"
