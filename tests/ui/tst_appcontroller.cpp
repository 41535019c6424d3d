#include "uitestsupport.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
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
    void init();
    void cleanup();

    void opensAndListsLessons();
    void createsTrainees();
    void corruptDatabaseIsReportedAndLeftAlone();
    void unwritableLocationIsReported();
    void progressAfterCompletedAttemptAndRestart();
    void startingAnotherLessonAbandonsTheFirst();
    void crashLeftoverIsAbandonedAtStart();
    void startLessonNeedsTraineeAndLesson();

private:
    QString databasePath() const { return m_dir->filePath(QStringLiteral("progress.sqlite")); }
    std::unique_ptr<AppController> makeApp() {
        return std::make_unique<AppController>(databasePath(), dt::uitest::lessonsDirectory());
    }

    std::unique_ptr<QTemporaryDir> m_dir;
};

void AppControllerTest::init() {
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
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

QTEST_GUILESS_MAIN(AppControllerTest)
#include "tst_appcontroller.moc"
