#include "uitestsupport.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <memory>
#include <ui/appcontroller.h>

using dt::ui::AppController;
using dt::ui::LessonListModel;
using dt::ui::TableController;

namespace {

const QString kLesson = QStringLiteral("blackjack/01-opening-new-table");

QByteArray readAll(const QString &path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QVariant lessonData(const AppController &app, const QString &lessonId, int role) {
    const int row = app.lessons()->indexOf(lessonId);
    return row < 0 ? QVariant() : app.lessons()->index(row).data(role);
}

void playToTheEnd(TableController &table, const dt::lessons::Lesson &lesson) {
    for (const auto &action : dt::uitest::autoplayActions(lesson)) {
        QVERIFY(table.perform(action).value(QStringLiteral("correct")).toBool());
    }
    QVERIFY(table.complete());
}

} // namespace

class AppControllerTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void opensAndListsLessons();
    void createsTrainees();
    void corruptDatabaseIsReportedAndLeftAlone();
    void unwritableLocationIsReported();
    void progressAfterCompletedAttemptAndRestart();
    void startingAnotherLessonAbandonsTheFirst();
    void crashLeftoverIsAbandonedAtStart();
    void onlyTheOpenedTraineesAttemptsAreAbandoned();
    void anotherStationsLiveAttemptIsKept();
    void droppedTableIsKeptUntilSaved();
    void lockedDatabaseCanBeOpenedAgain();
    void startLessonNeedsTraineeAndLesson();
    void highContrastIsKeptAcrossRestarts();
    void lessonsReadInTheBackground();
    void lessonsReadInTheBackgroundAreWaitedForWhenNeeded();

private:
    QString databasePath() const { return m_dir->filePath(QStringLiteral("progress.sqlite")); }
    std::unique_ptr<AppController> makeApp() {
        return std::make_unique<AppController>(databasePath(), dt::uitest::lessonsDirectory());
    }
    // As main() makes it: the lessons read on a thread of their own.
    std::unique_ptr<AppController> makeAppReadingInTheBackground() {
        return std::make_unique<AppController>(databasePath(), dt::uitest::lessonsDirectory(),
                                               nullptr, QString(),
                                               AppController::LessonReading::InBackground);
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    // The settings of every AppController of this test: never the user's own.
    QTemporaryDir m_settingsDir;
};

void AppControllerTest::initTestCase() {
    QVERIFY(m_settingsDir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("Dealer Trainer Tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_ui_appcontroller"));
    for (const auto format : {QSettings::NativeFormat, QSettings::IniFormat}) {
        QSettings::setPath(format, QSettings::UserScope, m_settingsDir.path());
        QSettings::setPath(format, QSettings::SystemScope, m_settingsDir.path());
    }
    QVERIFY(QSettings().fileName().startsWith(m_settingsDir.path()));
}

void AppControllerTest::init() {
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    QSettings().clear();
}

void AppControllerTest::cleanup() {
    m_dir.reset();
}

void AppControllerTest::opensAndListsLessons() {
    auto app = makeApp();
    QVERIFY(app->databaseReady());
    QVERIFY(app->databaseError().isEmpty());
    QCOMPARE(app->databasePath(), databasePath());
    QVERIFY2(app->lessonProblems().isEmpty(), qPrintable(app->lessonProblems()));
    QVERIFY(app->lessons()->rowCount() >= 1);
    const QModelIndex first = app->lessons()->index(0);
    QCOMPARE(first.data(LessonListModel::LessonIdRole).toString(), kLesson);
    QCOMPARE(first.data(LessonListModel::OrderRole).toInt(), 1);
    QVERIFY(!first.data(LessonListModel::TitleRole).toString().isEmpty());
    QVERIFY(first.data(LessonListModel::SectionsRole).toString().contains(u"Blackjack §"));
    QCOMPARE(first.data(LessonListModel::AttemptsRole).toInt(), 0);
    QCOMPARE(first.data(LessonListModel::BestAccuracyRole).toDouble(), -1.0);
    QVERIFY(!first.data(LessonListModel::PassedRole).toBool());
    QVERIFY(first.data(LessonListModel::LastAttemptRole).toString().isEmpty());
    QCOMPARE(app->currentTraineeId(), qint64{0});
    QVERIFY(app->table() == nullptr);
    QVERIFY(app->sectionText(QStringLiteral("Blackjack §4(c)")).contains(u"washing"));
}

void AppControllerTest::createsTrainees() {
    auto app = makeApp();
    QSignalSpy inserted(app->trainees(), &QAbstractItemModel::rowsInserted);
    QSignalSpy current(app.get(), &AppController::currentTraineeChanged);
    QVERIFY(app->createTrainee(QStringLiteral("Dana")));
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(current.count(), 1);
    QCOMPARE(app->currentTraineeName(), QStringLiteral("Dana"));
    QVERIFY(app->currentTraineeId() > 0);
    QVERIFY(app->createTrainee(QStringLiteral("Eli")));
    QCOMPARE(app->trainees()->rowCount(), 2);
    QCOMPARE(inserted.count(), 2);
    QCOMPARE(app->currentTraineeName(), QStringLiteral("Eli"));

    QVERIFY(!app->createTrainee(QStringLiteral("Dana")));
    QVERIFY(!app->lastError().isEmpty());
    QVERIFY(!app->createTrainee(QStringLiteral("  ")));
    QCOMPARE(app->trainees()->rowCount(), 2);

    const qint64 dana = app->trainees()->index(0).data(Qt::UserRole + 1).toLongLong();
    app->setCurrentTraineeId(dana);
    QCOMPARE(app->currentTraineeName(), QStringLiteral("Dana"));
    app->setCurrentTraineeId(987654);
    QCOMPARE(app->currentTraineeId(), dana);
    QVERIFY(!app->lastError().isEmpty());
}

void AppControllerTest::corruptDatabaseIsReportedAndLeftAlone() {
    QByteArray garbage("this is not an SQLite database\n");
    for (int i = 0; i < 200; ++i) {
        garbage.append(static_cast<char>(i * 37 % 256));
    }
    {
        QFile file(databasePath());
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(garbage);
    }
    const QDateTime modified = QFileInfo(databasePath()).lastModified();
    {
        auto app = makeApp();
        QVERIFY(!app->databaseReady());
        QVERIFY(app->databaseError().contains(QFileInfo(databasePath()).fileName()));
        // The lessons are still listed, without progress.
        QVERIFY(app->lessons()->rowCount() >= 1);
        QCOMPARE(app->trainees()->rowCount(), 0);
        QVERIFY(!app->createTrainee(QStringLiteral("Dana")));
        QVERIFY(app->startLesson(kLesson) == nullptr);
        QVERIFY(!app->lastError().isEmpty());
        // Trying again reads it again, and writes nothing.
        QVERIFY(!app->reopenDatabase());
        QVERIFY(!app->databaseReady());
        QVERIFY(app->databaseError().contains(QFileInfo(databasePath()).fileName()));
    }
    QCOMPARE(readAll(databasePath()), garbage);
    QCOMPARE(QFileInfo(databasePath()).lastModified(), modified);
    const QStringList leftovers = QDir(m_dir->path()).entryList(QDir::Files);
    QCOMPARE(leftovers, QStringList{QStringLiteral("progress.sqlite")});
}

void AppControllerTest::unwritableLocationIsReported() {
    AppController app(QString(), dt::uitest::lessonsDirectory());
    QVERIFY(!app.databaseReady());
    QVERIFY(app.databaseError().contains(u"--db"));
}

void AppControllerTest::progressAfterCompletedAttemptAndRestart() {
    {
        auto app = makeApp();
        QVERIFY(app->catalog().find(kLesson));
        QVERIFY(app->createTrainee(QStringLiteral("Dana")));
        QSignalSpy tableChanged(app.get(), &AppController::tableChanged);
        QSignalSpy progress(app->lessons(), &QAbstractItemModel::dataChanged);
        QSignalSpy reset(app->lessons(), &QAbstractItemModel::modelReset);
        TableController *table = app->startLesson(kLesson);
        QVERIFY(table);
        QCOMPARE(app->table(), table);
        QCOMPARE(tableChanged.count(), 1);
        QCOMPARE(table->parent(), app.get());
        // The attempt counts as soon as it starts.
        QCOMPARE(lessonData(*app, kLesson, LessonListModel::AttemptsRole).toInt(), 1);
        QCOMPARE(lessonData(*app, kLesson, LessonListModel::CompletedRole).toInt(), 0);
        QVERIFY(!lessonData(*app, kLesson, LessonListModel::LastAttemptRole).toString().isEmpty());

        playToTheEnd(*table, *app->catalog().find(kLesson));
        QCOMPARE(lessonData(*app, kLesson, LessonListModel::AttemptsRole).toInt(), 1);
        QCOMPARE(lessonData(*app, kLesson, LessonListModel::CompletedRole).toInt(), 1);
        QVERIFY(lessonData(*app, kLesson, LessonListModel::PassedRole).toBool());
        QCOMPARE(lessonData(*app, kLesson, LessonListModel::BestAccuracyRole).toDouble(), 1.0);
        // Only that lesson's row changed, never a reset.
        QVERIFY(progress.count() >= 2);
        for (const auto &change : std::as_const(progress)) {
            QCOMPARE(change.at(0).value<QModelIndex>().row(), app->lessons()->indexOf(kLesson));
        }
        QCOMPARE(reset.count(), 0);
    }
    // Restart: a new AppController on the same file.
    auto app = makeApp();
    QVERIFY(app->databaseReady());
    QCOMPARE(app->trainees()->rowCount(), 1);
    // The only trainee is current at once.
    QCOMPARE(app->currentTraineeName(), QStringLiteral("Dana"));
    QCOMPARE(lessonData(*app, kLesson, LessonListModel::AttemptsRole).toInt(), 1);
    QCOMPARE(lessonData(*app, kLesson, LessonListModel::CompletedRole).toInt(), 1);
    QVERIFY(lessonData(*app, kLesson, LessonListModel::PassedRole).toBool());
    QCOMPARE(lessonData(*app, kLesson, LessonListModel::BestAccuracyRole).toDouble(), 1.0);
    const auto attempts = app->store().attempts(app->currentTraineeId());
    QCOMPARE(attempts.size(), 1);
    QCOMPARE(attempts.first().status, QString(dt::storage::kStatusCompleted));
}

void AppControllerTest::startingAnotherLessonAbandonsTheFirst() {
    auto app = makeApp();
    QVERIFY(app->createTrainee(QStringLiteral("Dana")));
    QPointer<TableController> first = app->startLesson(kLesson);
    QVERIFY(first);
    const auto actions = dt::uitest::autoplayActions(*app->catalog().find(kLesson));
    QVERIFY(first->perform(actions.first()).value(QStringLiteral("correct")).toBool());
    const QString second = app->lessons()->index(1).data(LessonListModel::LessonIdRole).toString();
    TableController *next = app->startLesson(second);
    QVERIFY(next);
    QVERIFY(next != first);
    QCOMPARE(app->table(), next);
    // The first table is deleted once control returns to the event loop.
    QTRY_VERIFY(first.isNull());
    const auto attempts = app->store().attempts(app->currentTraineeId());
    QCOMPARE(attempts.size(), 2);
    QCOMPARE(attempts.at(1).lessonId, kLesson);
    QCOMPARE(attempts.at(1).status, QString(dt::storage::kStatusAbandoned));
    QCOMPARE(attempts.at(1).summary.actions, 1);
    QCOMPARE(attempts.at(0).status, QString(dt::storage::kStatusInProgress));

    QSignalSpy tableChanged(app.get(), &AppController::tableChanged);
    app->closeLesson();
    QCOMPARE(tableChanged.count(), 1);
    QVERIFY(app->table() == nullptr);
    QCOMPARE(app->store().attempts(app->currentTraineeId()).at(0).status,
             QString(dt::storage::kStatusAbandoned));
}

void AppControllerTest::crashLeftoverIsAbandonedAtStart() {
    qint64 trainee = 0;
    {
        dt::storage::ProgressStore store;
        QVERIFY(store.open(databasePath()));
        trainee = store.createTrainee(QStringLiteral("Dana")).value_or(0);
        QVERIFY(trainee > 0);
        QVERIFY(store.startAttempt(trainee, kLesson, QStringLiteral("Open a new table"),
                                   QString(dt::storage::kModePractice), qint64{1}));
    }
    auto app = makeApp();
    const auto attempts = app->store().attempts(trainee);
    QCOMPARE(attempts.size(), 1);
    QCOMPARE(attempts.first().status, QString(dt::storage::kStatusAbandoned));
    QCOMPARE(lessonData(*app, kLesson, LessonListModel::AttemptsRole).toInt(), 1);
    QCOMPARE(lessonData(*app, kLesson, LessonListModel::CompletedRole).toInt(), 0);
}

void AppControllerTest::onlyTheOpenedTraineesAttemptsAreAbandoned() {
    qint64 dana = 0;
    qint64 eli = 0;
    {
        dt::storage::ProgressStore store;
        QVERIFY(store.open(databasePath()));
        dana = store.createTrainee(QStringLiteral("Dana")).value_or(0);
        eli = store.createTrainee(QStringLiteral("Eli")).value_or(0);
        QVERIFY(dana > 0 && eli > 0);
        for (const qint64 trainee : {dana, eli}) {
            QVERIFY(store.startAttempt(trainee, kLesson, QStringLiteral("Open a new table"),
                                       QString(dt::storage::kModePractice), qint64{1}));
        }
    }
    // Two trainees: nobody is current, nothing is touched.
    auto app = makeApp();
    QCOMPARE(app->currentTraineeId(), qint64{0});
    QCOMPARE(app->store().attempts(dana).value(0).status, QString(dt::storage::kStatusInProgress));
    QCOMPARE(app->store().attempts(eli).value(0).status, QString(dt::storage::kStatusInProgress));
    // Opening Dana's profile closes Dana's leftover only.
    app->setCurrentTraineeId(dana);
    QCOMPARE(app->store().attempts(dana).value(0).status, QString(dt::storage::kStatusAbandoned));
    QCOMPARE(app->store().attempts(eli).value(0).status, QString(dt::storage::kStatusInProgress));
    app->setCurrentTraineeId(eli);
    QCOMPARE(app->store().attempts(eli).value(0).status, QString(dt::storage::kStatusAbandoned));
}

void AppControllerTest::anotherStationsLiveAttemptIsKept() {
    // Station A: Dana at a lesson.
    auto stationA = makeApp();
    QVERIFY(stationA->createTrainee(QStringLiteral("Eli")));
    QVERIFY(stationA->createTrainee(QStringLiteral("Dana")));
    const qint64 dana = stationA->currentTraineeId();
    TableController *table = stationA->startLesson(kLesson);
    QVERIFY(table);
    const auto actions = dt::uitest::autoplayActions(*stationA->catalog().find(kLesson));
    QVERIFY(table->perform(actions.at(0)).value(QStringLiteral("correct")).toBool());

    // Station B starts on the same file, and Eli sits down there.
    auto stationB = makeApp();
    QVERIFY(stationB->databaseReady());
    const qint64 eli = stationB->trainees()->index(0).data(Qt::UserRole + 1).toLongLong();
    QCOMPARE(stationB->trainees()->index(0).data(dt::ui::TraineeListModel::NameRole).toString(),
             QStringLiteral("Eli"));
    stationB->setCurrentTraineeId(eli);

    // Dana's attempt at station A goes on, saved.
    QCOMPARE(stationA->store().attempts(dana).value(0).status,
             QString(dt::storage::kStatusInProgress));
    QVERIFY(table->perform(actions.at(1)).value(QStringLiteral("correct")).toBool());
    QVERIFY2(table->storageError().isEmpty(), qPrintable(table->storageError()));
    QCOMPARE(stationA->store().actions(table->attemptId()).size(), 2);
}

void AppControllerTest::droppedTableIsKeptUntilSaved() {
    auto app = makeApp();
    QVERIFY(app->createTrainee(QStringLiteral("Dana")));
    app->store().setBusyTimeoutMs(20);
    QPointer<TableController> table = app->startLesson(kLesson);
    QVERIFY(table);
    const qint64 attempt = table->attemptId();
    const auto actions = dt::uitest::autoplayActions(*app->catalog().find(kLesson));
    QVERIFY(table->perform(actions.at(0)).value(QStringLiteral("correct")).toBool());

    dt::uitest::RawConnection other(databasePath());
    QVERIFY(other.exec(QStringLiteral("BEGIN EXCLUSIVE")));
    QVERIFY(table->perform(actions.at(1)).value(QStringLiteral("correct")).toBool());
    QCOMPARE(table->unsavedActions(), 1);

    // Leaving while the store cannot take the last action: the lesson is
    // gone from the screen, its table keeps trying.
    QSignalSpy tableChanged(app.get(), &AppController::tableChanged);
    app->closeLesson();
    QCOMPARE(tableChanged.count(), 1);
    QVERIFY(app->table() == nullptr);
    QTest::qWait(100);
    QVERIFY(!table.isNull());
    QCOMPARE(app->store().attempts(app->currentTraineeId()).value(0).status,
             QString(dt::storage::kStatusInProgress));

    QVERIFY(other.exec(QStringLiteral("ROLLBACK")));
    QTRY_VERIFY_WITH_TIMEOUT(table.isNull(), 3 * TableController::kRetryIntervalMs);
    const auto stored = app->store().actions(attempt);
    QCOMPARE(stored.size(), 2);
    QCOMPARE(stored.at(1).seq, 2);
    const auto record = app->store().attempts(app->currentTraineeId()).value(0);
    QCOMPARE(record.status, QString(dt::storage::kStatusAbandoned));
    QCOMPARE(record.summary.actions, 2);
    QCOMPARE(lessonData(*app, kLesson, LessonListModel::CompletedRole).toInt(), 0);
}

void AppControllerTest::lockedDatabaseCanBeOpenedAgain() {
    {
        dt::storage::ProgressStore store;
        QVERIFY(store.open(databasePath()));
        QVERIFY(store.createTrainee(QStringLiteral("Dana")));
    }
    auto other = std::make_unique<dt::uitest::RawConnection>(databasePath());
    // Exclusive locking mode keeps even readers out.
    QVERIFY(other->exec(QStringLiteral("PRAGMA locking_mode = EXCLUSIVE")));
    QVERIFY(other->exec(QStringLiteral("BEGIN EXCLUSIVE")));
    QVERIFY(other->exec(QStringLiteral("UPDATE trainees SET name = name")));

    auto app = makeApp(); // waits for the lock for the store's busy timeout
    QVERIFY(!app->databaseReady());
    QVERIFY2(app->databaseError().contains(u"locked"), qPrintable(app->databaseError()));
    QCOMPARE(app->trainees()->rowCount(), 0);
    QCOMPARE(app->currentTraineeId(), qint64{0});

    QSignalSpy databaseChanged(app.get(), &AppController::databaseChanged);
    QSignalSpy traineeChanged(app.get(), &AppController::currentTraineeChanged);
    app->store().setBusyTimeoutMs(20);
    // Still locked: the same error, nothing else.
    QVERIFY(!app->reopenDatabase());
    QVERIFY(!app->databaseReady());
    QVERIFY2(app->databaseError().contains(u"locked"), qPrintable(app->databaseError()));
    QCOMPARE(traineeChanged.count(), 0);

    // The other program lets go: try again works, with the trainees and progress.
    QVERIFY(other->exec(QStringLiteral("ROLLBACK")));
    other.reset();
    databaseChanged.clear();
    QVERIFY(app->reopenDatabase());
    QVERIFY(app->databaseReady());
    QVERIFY(app->databaseError().isEmpty());
    QCOMPARE(databaseChanged.count(), 1);
    QCOMPARE(app->trainees()->rowCount(), 1);
    QCOMPARE(app->currentTraineeName(), QStringLiteral("Dana"));
    QCOMPARE(traineeChanged.count(), 1);
    QVERIFY(app->startLesson(kLesson) != nullptr);
    QCOMPARE(lessonData(*app, kLesson, LessonListModel::AttemptsRole).toInt(), 1);
    // Open already: nothing to do.
    QVERIFY(app->reopenDatabase());
    QVERIFY(app->table() != nullptr);
}

void AppControllerTest::startLessonNeedsTraineeAndLesson() {
    auto app = makeApp();
    QVERIFY(app->startLesson(kLesson) == nullptr);
    QVERIFY(!app->lastError().isEmpty());
    QVERIFY(app->createTrainee(QStringLiteral("Dana")));
    QVERIFY(app->startLesson(QStringLiteral("blackjack/no-such-lesson")) == nullptr);
    QVERIFY(app->lastError().contains(u"no-such-lesson"));
    QVERIFY(app->startLesson(kLesson) != nullptr);
    QVERIFY(app->lastError().isEmpty());
}

void AppControllerTest::highContrastIsKeptAcrossRestarts() {
    auto app = makeApp();
    QVERIFY(!app->highContrast());
    QSignalSpy changed(app.get(), &AppController::highContrastChanged);
    app->setHighContrast(true);
    QVERIFY(app->highContrast());
    QCOMPARE(changed.count(), 1);
    // The same value again: no change.
    app->setHighContrast(true);
    QCOMPARE(changed.count(), 1);
    // Set through the property, as QML does.
    QVERIFY(app->setProperty("highContrast", true));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(QSettings().value(QStringLiteral("display/highContrast")).toBool(), true);

    app.reset();
    app = makeApp();
    QVERIFY(app->highContrast());
    QVERIFY(app->setProperty("highContrast", false));
    QVERIFY(!app->highContrast());
    app.reset();
    app = makeApp();
    QVERIFY(!app->highContrast());
    QCOMPARE(QSettings().value(QStringLiteral("display/highContrast")).toBool(), false);
    // Kept in the test's own settings file, not in the user's.
    QVERIFY(QFileInfo::exists(QSettings().fileName()));
    QVERIFY(QSettings().fileName().startsWith(m_settingsDir.path()));
}

// main() has the lessons read while Main.qml is made (docs/performance.md):
// once they are in, the list, its progress, the exams and the problems are
// what a controller that read them at once has.
void AppControllerTest::lessonsReadInTheBackground() {
    QVariantList exams;
    QVariantList examLessons;
    int lessonCount = 0;
    {
        auto app = makeApp();
        QVERIFY(app->createTrainee(QStringLiteral("Dana")));
        TableController *table = app->startLesson(kLesson);
        QVERIFY(table);
        playToTheEnd(*table, *app->catalog().find(kLesson));
        lessonCount = app->lessons()->rowCount();
        exams = app->exams()->exams();
        examLessons = app->exams()->tableLessons();
    }
    QVERIFY(lessonCount > 1);
    QVERIFY(!exams.isEmpty());

    auto app = makeAppReadingInTheBackground();
    // The database is opened at once, its only trainee current.
    QVERIFY(app->databaseReady());
    QCOMPARE(app->currentTraineeName(), QStringLiteral("Dana"));
    QSignalSpy lessonsChanged(app.get(), &AppController::lessonsChanged);
    QSignalSpy examsChanged(app->exams(), &dt::ui::ExamDesk::examsChanged);
    app->finishReadingLessons();
    QCOMPARE(lessonsChanged.count(), 1);
    QCOMPARE(examsChanged.count(), 1);
    QVERIFY2(app->lessonProblems().isEmpty(), qPrintable(app->lessonProblems()));
    QCOMPARE(app->lessons()->rowCount(), lessonCount);
    QCOMPARE(app->lessons()->index(0).data(LessonListModel::LessonIdRole).toString(), kLesson);
    // The progress read before the lessons came is on their rows.
    QVERIFY(lessonData(*app, kLesson, LessonListModel::PassedRole).toBool());
    QCOMPARE(lessonData(*app, kLesson, LessonListModel::CompletedRole).toInt(), 1);
    QCOMPARE(app->lessons()->passedCount(), 1);
    QCOMPARE(app->exams()->exams(), exams);
    QCOMPARE(app->exams()->tableLessons(), examLessons);
    QCOMPARE(app->lessonsDirectory(), app->catalog().directory());
    // Once in, they stay: nothing is read or announced again.
    app->finishReadingLessons();
    QCOMPARE(lessonsChanged.count(), 1);
}

// Whatever needs the lessons before main() has waited for them waits itself.
void AppControllerTest::lessonsReadInTheBackgroundAreWaitedForWhenNeeded() {
    auto app = makeAppReadingInTheBackground();
    QSignalSpy lessonsChanged(app.get(), &AppController::lessonsChanged);
    QVERIFY(app->createTrainee(QStringLiteral("Eli")));
    // The first question about a lesson waits for them all.
    QVERIFY(app->isDrill(QStringLiteral("blackjack/drills/26-drill-naturals-3-to-2-one-chip")));
    QCOMPARE(lessonsChanged.count(), 1);
    QVERIFY(app->lessons()->rowCount() > 1);
    TableController *table = app->startLesson(kLesson);
    QVERIFY2(table, qPrintable(app->lastError()));
    QCOMPARE(lessonData(*app, kLesson, LessonListModel::AttemptsRole).toInt(), 1);
    QCOMPARE(lessonsChanged.count(), 1);
}

QTEST_GUILESS_MAIN(AppControllerTest)
#include "tst_appcontroller.moc"
