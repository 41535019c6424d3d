#include "uitestsupport.h"

#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <memory>
#include <ui/appcontroller.h>

using dt::ui::AppController;
using dt::ui::AttemptReplay;
using dt::ui::TableController;

// Issue 6, "Any past attempt can be replayed on the table, step by step,
// with each action's grade": AppController::openReplay() and AttemptReplay.
class AttemptReplayTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();

    void stepsThroughAnAttemptWithItsGrades();
    void aChangedGradeIsFlagged();
    void onlyTheTraineesOwnAttemptsAreReplayed();

private:
    QString databasePath() const { return m_dir->filePath(QStringLiteral("progress.sqlite")); }
    // An attempt at lesson 01 by `trainee`: one mistake (not applied), then
    // the lesson played to its end. Returns the attempt id.
    qint64 playAttempt(AppController &app, const QString &trainee);

    std::unique_ptr<QTemporaryDir> m_dir;
    QTemporaryDir m_settingsDir;
    const QString m_lessonId = QStringLiteral("blackjack/01-opening-new-table");
    // The action refused before the first correct one.
    const QVariantMap m_mistake = {{QStringLiteral("action"), QStringLiteral("pick_up")},
                                   {QStringLiteral("seat"), 0}};
    int m_autoplayLength = 0;
};

void AttemptReplayTest::initTestCase() {
    QVERIFY(m_settingsDir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("Dealer Trainer Tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_ui_attemptreplay"));
    for (const auto format : {QSettings::NativeFormat, QSettings::IniFormat}) {
        QSettings::setPath(format, QSettings::UserScope, m_settingsDir.path());
    }
}

void AttemptReplayTest::init() {
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

qint64 AttemptReplayTest::playAttempt(AppController &app, const QString &trainee) {
    if (!app.createTrainee(trainee)) {
        qWarning("%s", qPrintable(app.lastError()));
        return 0;
    }
    TableController *table = app.startLesson(m_lessonId);
    if (table == nullptr) {
        return 0;
    }
    const QVariantMap refused = table->perform(m_mistake);
    if (refused.value(QStringLiteral("correct")).toBool() ||
        refused.value(QStringLiteral("applied")).toBool()) {
        qWarning("the mistake was not refused");
        return 0;
    }
    const auto *lesson = app.catalog().find(m_lessonId);
    const auto actions = dt::uitest::autoplayActions(*lesson);
    m_autoplayLength = static_cast<int>(actions.size());
    for (const auto &action : actions) {
        if (!table->perform(action).value(QStringLiteral("correct")).toBool()) {
            return 0;
        }
    }
    const qint64 id = table->attemptId();
    app.closeLesson();
    return id;
}

void AttemptReplayTest::stepsThroughAnAttemptWithItsGrades() {
    AppController app(databasePath(), dt::uitest::lessonsDirectory());
    const qint64 attemptId = playAttempt(app, QStringLiteral("Ana"));
    QVERIFY(attemptId > 0);

    QSignalSpy replayChanged(&app, &AppController::replayChanged);
    AttemptReplay *replay = app.openReplay(attemptId);
    QVERIFY2(replay != nullptr, qPrintable(app.lastError()));
    QCOMPARE(app.replay(), replay);
    QCOMPARE(replayChanged.count(), 1);
    QCOMPARE(replay->length(), 1 + m_autoplayLength);
    QCOMPARE(replay->attempt().value(QStringLiteral("lessonId")).toString(), m_lessonId);
    QCOMPARE(replay->attempt().value(QStringLiteral("errors")).toInt(), 1);

    // Step 0: the lesson's start, nothing replayed yet.
    QCOMPARE(replay->step(), 0);
    QVERIFY(replay->current().isEmpty());
    QCOMPARE(replay->table()->summary().value(QStringLiteral("actions")).toInt(), 0);

    // Step 1: the mistake, with the grade it was given.
    replay->next();
    QCOMPARE(replay->step(), 1);
    const QVariantMap mistake = replay->current();
    QCOMPARE(mistake.value(QStringLiteral("action")).toMap(), m_mistake);
    QCOMPARE(mistake.value(QStringLiteral("correct")).toBool(), false);
    QVERIFY(!mistake.value(QStringLiteral("citation")).toString().isEmpty());
    QVERIFY(!mistake.value(QStringLiteral("expected")).toString().isEmpty());
    // Seconds from the attempt's start to the mistake, as the store has them.
    const auto stored = app.store().attempts(app.currentTraineeId());
    const auto played = std::find_if(stored.begin(), stored.end(),
                                     [&](const auto &record) { return record.id == attemptId; });
    QVERIFY(played != stored.end());
    const QDateTime mistakeAt = app.store().actions(attemptId).front().recordedAt;
    QCOMPARE(mistake.value(QStringLiteral("seconds")).toDouble(),
             static_cast<double>(played->startedAt.msecsTo(mistakeAt)) / 1000.0);
    QCOMPARE(replay->table()->lastVerdict().value(QStringLiteral("correct")).toBool(), false);

    // The end: the lesson complete, as it was.
    replay->last();
    QCOMPARE(replay->step(), replay->length());
    QVERIFY(replay->table()->complete());
    QCOMPARE(replay->current().value(QStringLiteral("correct")).toBool(), true);
    QVERIFY(!replay->diverged());

    // A step back deals the table again up to the step before.
    const TableController *atTheEnd = replay->table();
    replay->previous();
    QCOMPARE(replay->step(), replay->length() - 1);
    QVERIFY(replay->table() != atTheEnd);
    QVERIFY(!replay->table()->complete());
    QCOMPARE(replay->table()->summary().value(QStringLiteral("actions")).toInt(),
             replay->length() - 1);

    replay->seek(3);
    QCOMPARE(replay->step(), 3);
    QCOMPARE(replay->table()->summary().value(QStringLiteral("actions")).toInt(), 3);
    replay->seek(-5);
    QCOMPARE(replay->step(), 0);
    replay->seek(10000);
    QCOMPARE(replay->step(), replay->length());

    // Nothing a replay does is recorded.
    const auto attempts = app.store().attempts(app.currentTraineeId());
    QCOMPARE(attempts.size(), 1);
    QCOMPARE(app.store().actions(attemptId).size(), replay->length());

    app.closeReplay();
    QCOMPARE(app.replay(), nullptr);
    QCOMPARE(replayChanged.count(), 2);
}

void AttemptReplayTest::aChangedGradeIsFlagged() {
    AppController app(databasePath(), dt::uitest::lessonsDirectory());
    const qint64 attemptId = playAttempt(app, QStringLiteral("Ana"));
    QVERIFY(attemptId > 0);
    {
        // As if the lesson had been graded otherwise when it was played.
        dt::uitest::RawConnection raw(databasePath());
        QVERIFY(raw.isOpen());
        QVERIFY(raw.exec(QStringLiteral("UPDATE graded_actions SET verdict = 'error' "
                                        "WHERE attempt_id = %1 AND seq = 3")
                             .arg(attemptId)));
    }
    AttemptReplay *replay = app.openReplay(attemptId);
    QVERIFY(replay != nullptr);
    replay->seek(2);
    QVERIFY(!replay->diverged());
    replay->next();
    QVERIFY(replay->diverged());
    // The stored grade is the one shown.
    QCOMPARE(replay->current().value(QStringLiteral("correct")).toBool(), false);
}

void AttemptReplayTest::onlyTheTraineesOwnAttemptsAreReplayed() {
    AppController app(databasePath(), dt::uitest::lessonsDirectory());
    const qint64 anas = playAttempt(app, QStringLiteral("Ana"));
    QVERIFY(anas > 0);
    QVERIFY(app.createTrainee(QStringLiteral("Ben")));
    QCOMPARE(app.openReplay(anas), nullptr);
    QVERIFY2(app.lastError().contains(QString::number(anas)), qPrintable(app.lastError()));
    QCOMPARE(app.openReplay(987654), nullptr);
    QCOMPARE(app.replay(), nullptr);
}

QTEST_GUILESS_MAIN(AttemptReplayTest)
#include "tst_attemptreplay.moc"
