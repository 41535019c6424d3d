#include "uitestsupport.h"

#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <memory>
#include <storage/progressfile.h>
#include <storage/progresstransfer.h>
#include <ui/appcontroller.h>
#include <ui/progressmodel.h>

using dt::storage::AttemptRecord;
using dt::storage::GradedActionRecord;
using dt::storage::ProgressFile;
using dt::storage::ProgressFileAttempt;
using dt::ui::AppController;
using dt::ui::ProgressModel;

namespace {

const QString kOpening = QStringLiteral("blackjack/01-opening-new-table");
const QString kRound = QStringLiteral("blackjack/09-basic-deal-and-settlement");

QDateTime utc(int day, int hour, int minute, int second = 0) {
    return QDateTime(QDate(2026, 3, day), QTime(hour, minute, second), Qt::UTC);
}

// An attempt of `actions` graded actions, the first `errors` of them wrong.
ProgressFileAttempt attempt(const QString &uid, const QString &lessonId, const QDateTime &start,
                            const QDateTime &finish, int actions, int errors, bool passed,
                            const QString &status = QStringLiteral("completed")) {
    ProgressFileAttempt entry;
    AttemptRecord &record = entry.attempt;
    record.uid = uid;
    record.lessonId = lessonId;
    record.lessonTitle = lessonId.section(QLatin1Char('/'), 1);
    record.mode = QStringLiteral("practice");
    record.startedAt = start;
    record.finishedAt = finish;
    record.status = status;
    record.summary = {actions, errors, actions > 0 ? double(actions - errors) / actions : 0.0,
                      passed};
    for (int seq = 1; seq <= actions; ++seq) {
        GradedActionRecord action;
        action.seq = seq;
        action.actionJson = QStringLiteral(R"({"action":"burn"})");
        action.verdict = seq <= errors ? QStringLiteral("error") : QStringLiteral("correct");
        action.message = QStringLiteral("m");
        action.recordedAt = start.addSecs(seq);
        entry.actions.append(action);
    }
    return entry;
}

// Ann's history, oldest first, days 2 to 6 of March.
ProgressFile annsHistory() {
    ProgressFile file;
    file.traineeName = QStringLiteral("Ann");
    file.traineeCreatedAt = utc(1, 9, 0);
    file.exportedAt = utc(7, 9, 0);
    // 8 actions in 2 minutes: 15 s an action, 75% accurate, not passed.
    file.attempts.append(attempt("u1", kOpening, utc(2, 10, 0), utc(2, 10, 2), 8, 2, false));
    // Passed: 10 actions in 100 s.
    file.attempts.append(attempt("u2", kOpening, utc(3, 10, 0), utc(3, 10, 1, 40), 10, 0, true));
    // Abandoned with nothing graded: no point on the charts, no replay.
    file.attempts.append(attempt("u3", kRound, utc(4, 10, 0), utc(4, 10, 0), 0, 0, false,
                                 QStringLiteral("abandoned")));
    // A lesson no longer installed: listed, charted, not replayable.
    file.attempts.append(attempt("u4", QStringLiteral("blackjack/99-retired"), utc(5, 10, 0),
                                 utc(5, 10, 1), 4, 1, true));
    // Passed the round lesson: 20 actions in 5 minutes.
    file.attempts.append(attempt("u5", kRound, utc(6, 10, 0), utc(6, 10, 5), 20, 0, true));
    return file;
}

} // namespace

// Issue 6, "A progress screen: mastery per skill, accuracy and speed over
// time, attempts with date and score": ProgressModel, what the screen draws,
// and AppController's export and import of the progress file.
class ProgressModelTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(m_settingsDir.isValid());
        QCoreApplication::setOrganizationName(QStringLiteral("Dealer Trainer Tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_ui_progressmodel"));
        for (const auto format : {QSettings::NativeFormat, QSettings::IniFormat}) {
            QSettings::setPath(format, QSettings::UserScope, m_settingsDir.path());
        }
    }

    void init() {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        QFile file(historyPath());
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(dt::storage::writeProgressFile(annsHistory()));
    }

    void listsEveryAttemptNewestFirst() {
        AppController app(databasePath(), dt::uitest::lessonsDirectory());
        QVERIFY(!app.importProgress(historyPath()).isEmpty());
        ProgressModel model;
        model.setApp(&app);
        QCOMPARE(model.rowCount(), 0); // no trainee chosen yet
        app.setCurrentTraineeId(app.trainees()->trainees().constFirst().id);
        QCOMPARE(model.rowCount(), 5);
        const auto value = [&model](int row, ProgressModel::Role role) {
            return model.data(model.index(row), role);
        };
        QCOMPARE(value(0, ProgressModel::LessonIdRole).toString(), kRound);
        QCOMPARE(value(4, ProgressModel::StartedAtRole).toDateTime(), utc(2, 10, 0));
        QCOMPARE(value(4, ProgressModel::AccuracyRole).toDouble(), 0.75);
        QCOMPARE(value(4, ProgressModel::ErrorsRole).toInt(), 2);
        QCOMPARE(value(4, ProgressModel::PassedRole).toBool(), false);
        QCOMPARE(value(4, ProgressModel::DurationSecondsRole).toDouble(), 120.0);
        QCOMPARE(value(4, ProgressModel::SecondsPerActionRole).toDouble(), 15.0);
        QCOMPARE(value(3, ProgressModel::SecondsPerActionRole).toDouble(), 10.0);
        QCOMPARE(value(2, ProgressModel::StatusRole).toString(), QStringLiteral("abandoned"));
        QCOMPARE(value(2, ProgressModel::SecondsPerActionRole).toDouble(), -1.0);
        // Replay needs the lesson installed and an action graded.
        QCOMPARE(value(0, ProgressModel::ReplayableRole).toBool(), true);
        QCOMPARE(value(1, ProgressModel::ReplayableRole).toBool(), false);
        QCOMPARE(value(2, ProgressModel::ReplayableRole).toBool(), false);
        QCOMPARE(model.attemptIdAt(0), app.store().attempts(app.currentTraineeId()).value(0).id);
        QCOMPARE(model.attemptIdAt(5), 0);
    }

    void summarisesTheTrainee() {
        AppController app(databasePath(), dt::uitest::lessonsDirectory());
        QVERIFY(!app.importProgress(historyPath()).isEmpty());
        ProgressModel model;
        model.setApp(&app);
        app.setCurrentTraineeId(app.trainees()->trainees().constFirst().id);
        QCOMPARE(model.totalAttempts(), 5);
        QCOMPARE(model.attemptedLessons(), 3);
        // Passed: lesson 01 (u2), the retired lesson (u4) and lesson 09 (u5).
        QCOMPARE(model.passedLessons(), 3);
        // 120 + 100 + 0 + 60 + 300 seconds.
        QCOMPARE(model.hoursPractised(), 580.0 / 3600.0);
        // Course order, then lessons no longer installed.
        const QVariantList lessons = model.lessons();
        QCOMPARE(lessons.size(), 3);
        QCOMPARE(lessons.at(0).toMap().value("lessonId").toString(), kOpening);
        QCOMPARE(lessons.at(0).toMap().value("attempts").toInt(), 2);
        QCOMPARE(lessons.at(1).toMap().value("lessonId").toString(), kRound);
        QCOMPARE(lessons.at(2).toMap().value("lessonId").toString(),
                 QStringLiteral("blackjack/99-retired"));
    }

    void chartsOnePointPerGradedAttemptOldestFirst() {
        AppController app(databasePath(), dt::uitest::lessonsDirectory());
        QVERIFY(!app.importProgress(historyPath()).isEmpty());
        ProgressModel model;
        model.setApp(&app);
        app.setCurrentTraineeId(app.trainees()->trainees().constFirst().id);
        const QVariantList points = model.points();
        QCOMPARE(points.size(), 4); // u3 graded nothing
        const QVariantMap first = points.at(0).toMap();
        QCOMPARE(first.value("time").toDouble(), double(utc(2, 10, 0).toMSecsSinceEpoch()));
        QCOMPARE(first.value("accuracy").toDouble(), 75.0);
        QCOMPARE(first.value("secondsPerAction").toDouble(), 15.0);
        QCOMPARE(points.at(3).toMap().value("secondsPerAction").toDouble(), 15.0); // 300 s / 20
        QCOMPARE(points.at(1).toMap().value("accuracy").toDouble(), 100.0);
        // A day either side of the first and last attempts' days.
        QVERIFY(model.firstDay() < utc(2, 10, 0).toLocalTime());
        QVERIFY(model.firstDay() >= utc(2, 10, 0).toLocalTime().addDays(-2));
        QVERIFY(model.lastDay() > utc(6, 10, 0).toLocalTime().addDays(1));
        QVERIFY(model.lastDay() <= utc(6, 10, 0).toLocalTime().addDays(3));
        QCOMPARE(model.secondsPerActionCeiling(), 20.0); // 15 s x 1.1 rounds up to 20

        // One lesson: its rows and its points only.
        QSignalSpy reloaded(&model, &ProgressModel::reloaded);
        model.setLessonId(kOpening);
        QCOMPARE(reloaded.size(), 1);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.points().size(), 2);
        QCOMPARE(model.totalAttempts(), 5); // the summary stays the trainee's
        model.setLessonId(QString());
        QCOMPARE(model.rowCount(), 5);
    }

    void anotherTraineeHasTheirOwn() {
        AppController app(databasePath(), dt::uitest::lessonsDirectory());
        QVERIFY(!app.importProgress(historyPath()).isEmpty());
        ProgressModel model;
        model.setApp(&app);
        app.setCurrentTraineeId(app.trainees()->trainees().constFirst().id);
        QCOMPARE(model.rowCount(), 5);
        QVERIFY(app.createTrainee(QStringLiteral("Bob")));
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.totalAttempts(), 0);
        QCOMPARE(model.points().size(), 0);
        QCOMPARE(model.hoursPractised(), 0.0);
    }

    void importReloadsAndSaysWhatItDid() {
        AppController app(databasePath(), dt::uitest::lessonsDirectory());
        QVERIFY(app.createTrainee(QStringLiteral("Ann")));
        ProgressModel model;
        model.setApp(&app);
        QSignalSpy imported(&app, &AppController::progressImported);
        QCOMPARE(app.importProgress(historyPath()),
                 QStringLiteral("5 attempts imported, 0 already present, into Ann's progress."));
        QCOMPARE(imported.size(), 1);
        QCOMPARE(model.rowCount(), 5);
        // The lesson list counts them too.
        QCOMPARE(app.trainees()->rowCount(), 1);
        QCOMPARE(app.importProgress(QUrl::fromLocalFile(historyPath()).toString()),
                 QStringLiteral("0 attempts imported, 5 already present, into Ann's progress."));
        QCOMPARE(model.rowCount(), 5);

        // A bad file changes nothing and says why.
        const QString bad = m_dir->filePath(QStringLiteral("bad.json"));
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": "dealer-trainer-progress", "version": 1})");
        file.close();
        QCOMPARE(app.importProgress(bad), QString());
        QCOMPARE(app.lastError(), bad + QStringLiteral(": $.exportedAt: is missing"));
        QCOMPARE(imported.size(), 2);
    }

    void exportWritesTheCurrentTraineesFile() {
        const QString exported = m_dir->filePath(QStringLiteral("out.json"));
        {
            AppController app(databasePath(), dt::uitest::lessonsDirectory());
            QVERIFY(!app.exportProgress(exported)); // nobody chosen
            QVERIFY(!app.lastError().isEmpty());
            QVERIFY(!app.importProgress(historyPath()).isEmpty());
            app.setCurrentTraineeId(app.trainees()->trainees().constFirst().id);
            QVERIFY2(app.exportProgress(QUrl::fromLocalFile(exported).toString()),
                     qPrintable(app.lastError()));
        }
        // Another station: the file brings Ann and her five attempts.
        AppController school(m_dir->filePath(QStringLiteral("school.sqlite")),
                             dt::uitest::lessonsDirectory());
        QCOMPARE(school.importProgress(exported),
                 QStringLiteral("5 attempts imported, 0 already present, for Ann (a new "
                                "profile)."));
        QCOMPARE(school.trainees()->rowCount(), 1);
        QCOMPARE(school.trainees()->trainees().constFirst().name, QStringLiteral("Ann"));
    }

private:
    QString databasePath() const { return m_dir->filePath(QStringLiteral("progress.sqlite")); }
    QString historyPath() const { return m_dir->filePath(QStringLiteral("ann.json")); }

    std::unique_ptr<QTemporaryDir> m_dir;
    QTemporaryDir m_settingsDir;
};

QTEST_MAIN(ProgressModelTest)
#include "tst_progressmodel.moc"
