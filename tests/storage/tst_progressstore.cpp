#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <storage/migrations.h>
#include <storage/progressstore.h>
#include <support/rawconnection.h>

using namespace dt::storage;

namespace {

using dt::testsupport::RawConnection;

// What "the file was not touched" means: same bytes, same size, same mtime,
// and no journal files left beside it.
struct FileSnapshot {
    QByteArray bytes;
    qint64 size = -1;
    QDateTime modified;
    QStringList folder;

    friend bool operator==(const FileSnapshot &, const FileSnapshot &) = default;
};

FileSnapshot snapshot(const QString &path) {
    FileSnapshot result;
    QFile file(path);
    if (file.open(QIODevice::ReadOnly)) {
        result.bytes = file.readAll();
    }
    const QFileInfo info(path);
    result.size = info.size();
    result.modified = info.lastModified();
    result.folder = info.dir().entryList(QDir::Files, QDir::Name);
    return result;
}

GradedActionRecord action(int seq, bool correct, const QString &recordedAt = {}) {
    GradedActionRecord record;
    record.seq = seq;
    record.actionJson = QStringLiteral(R"({"type":"deal","spot":%1})").arg(seq);
    record.verdict = correct ? QString(kVerdictCorrect) : QString(kVerdictError);
    if (!correct) {
        record.severity = QStringLiteral("major");
        record.citation = QStringLiteral("Blackjack §5(e)(2)");
        record.requirement = QStringLiteral("BJ-CUT-02");
        record.expected = QStringLiteral(R"({"type":"burn"})");
    }
    record.message = correct ? QStringLiteral("Correct") : QStringLiteral("Burn a card first");
    if (!recordedAt.isEmpty()) {
        record.recordedAt = QDateTime::fromString(recordedAt, Qt::ISODateWithMs);
    }
    return record;
}

} // namespace

class TestProgressStore : public QObject {
    Q_OBJECT

private:
    QString dbPath(const QString &name = QStringLiteral("progress.sqlite")) const {
        return m_dir.filePath(name);
    }
    QTemporaryDir m_dir;

private slots:
    void init() {
        QVERIFY(m_dir.isValid());
        // Qt warns when a connection is removed while still in use.
        QTest::failOnWarning(QRegularExpression(QStringLiteral(".+")));
    }

    void cleanup() {
        // Every store removes its own connection.
        QCOMPARE(QSqlDatabase::connectionNames(), QStringList());
        m_dir.remove();
        m_dir = QTemporaryDir(); // not copyable: recreate in place
    }

    void migrationVersionsAreContiguous() {
        const auto &all = migrations();
        QVERIFY(!all.isEmpty());
        for (qsizetype i = 0; i < all.size(); ++i) {
            QCOMPARE(all.at(i).version, int(i + 1));
            QVERIFY(!all.at(i).statements.isEmpty());
        }
        QCOMPARE(latestSchemaVersion(), all.constLast().version);
    }

    void freshOpenCreatesLatestSchema() {
        {
            ProgressStore store;
            QVERIFY2(store.open(dbPath()), qPrintable(store.lastError()));
            QVERIFY(store.isOpen());
            QCOMPARE(store.path(), dbPath());
            QCOMPARE(store.lastError(), QString());
            QCOMPARE(store.trainees().size(), 0);
        }
        RawConnection raw(dbPath());
        QVERIFY(raw.isOpen());
        QCOMPARE(raw.column(QStringLiteral("SELECT version FROM schema_version")),
                 QStringList{QString::number(latestSchemaVersion())});
        QCOMPARE(
            raw.column(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' "
                                      "ORDER BY name")),
            (QStringList{QStringLiteral("accounts"), QStringLiteral("attempts"),
                         QStringLiteral("exam_results"), QStringLiteral("exam_sitting_attempts"),
                         QStringLiteral("exam_sittings"), QStringLiteral("examiner_keys"),
                         QStringLiteral("graded_actions"), QStringLiteral("schema_version"),
                         QStringLiteral("trainees")}));
        QCOMPARE(raw.column(QStringLiteral("SELECT sql FROM sqlite_master WHERE name = "
                                           "'attempts_trainee_lesson'"))
                     .value(0),
                 QStringLiteral("CREATE INDEX attempts_trainee_lesson ON attempts (trainee_id, "
                                "lesson_id)"));
        // WAL is a property of the file, so a fresh connection sees it.
        QCOMPARE(raw.scalar(QStringLiteral("PRAGMA journal_mode")).toString(),
                 QStringLiteral("wal"));
    }

    void reopenKeepsData() {
        const qint64 seed = 0x7fffffff12345678LL;
        const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-1);
        qint64 traineeId = 0;
        qint64 attemptId = 0;
        const QList<GradedActionRecord> written = {
            action(1, true, QStringLiteral("2024-05-01T12:00:01.250Z")),
            action(2, false, QStringLiteral("2024-05-01T12:00:02.500Z")),
            action(3, true, QStringLiteral("2024-05-01T12:00:03.750Z")),
        };
        const AttemptSummary summary{3, 1, 2.0 / 3.0, true, 1};
        {
            ProgressStore store;
            QVERIFY2(store.open(dbPath()), qPrintable(store.lastError()));
            const auto id = store.createTrainee(QStringLiteral("  Ann Lee  "));
            QVERIFY2(id, qPrintable(store.lastError()));
            traineeId = *id;
            const auto attempt = store.startAttempt(traineeId, QStringLiteral("blackjack/deal-01"),
                                                    QStringLiteral("Dealing the first round"),
                                                    QString(kModePractice), seed);
            QVERIFY2(attempt, qPrintable(store.lastError()));
            attemptId = *attempt;
            for (const auto &record : written) {
                QVERIFY2(store.recordAction(attemptId, record), qPrintable(store.lastError()));
            }
            QVERIFY2(store.finishAttempt(attemptId, summary), qPrintable(store.lastError()));
        }

        ProgressStore store;
        QVERIFY2(store.open(dbPath()), qPrintable(store.lastError()));
        const QList<Trainee> trainees = store.trainees();
        QCOMPARE(trainees.size(), 1);
        QCOMPARE(trainees[0].id, traineeId);
        QCOMPARE(trainees[0].name, QStringLiteral("Ann Lee"));
        QCOMPARE(trainees[0].createdAt.timeSpec(), Qt::UTC);
        QVERIFY(trainees[0].createdAt >= before);

        const QList<AttemptRecord> attempts = store.attempts(traineeId);
        QCOMPARE(attempts.size(), 1);
        const AttemptRecord &attempt = attempts[0];
        QCOMPARE(attempt.id, attemptId);
        QCOMPARE(attempt.traineeId, traineeId);
        QCOMPARE(attempt.lessonId, QStringLiteral("blackjack/deal-01"));
        QCOMPARE(attempt.lessonTitle, QStringLiteral("Dealing the first round"));
        QCOMPARE(attempt.mode, QStringLiteral("practice"));
        QCOMPARE(attempt.seed, seed);
        QCOMPARE(attempt.status, QStringLiteral("completed"));
        QVERIFY(attempt.startedAt >= trainees[0].createdAt);
        QVERIFY(attempt.finishedAt >= attempt.startedAt);
        QCOMPARE(attempt.summary, summary);

        QCOMPARE(store.actions(attemptId), written);

        QCOMPARE(store.actions(attemptId).at(1).requirement, QStringLiteral("BJ-CUT-02"));
        QCOMPARE(attempt.summary.integrityErrors, 1);

        // Optional texts of a correct action are NULL, not ''.
        store.close();
        RawConnection raw(dbPath());
        QCOMPARE(raw.scalar(QStringLiteral("SELECT COUNT(*) FROM graded_actions WHERE severity "
                                           "IS NULL AND citation IS NULL AND requirement IS NULL "
                                           "AND expected IS NULL"))
                     .toInt(),
                 2);
        QCOMPARE(raw.scalar(QStringLiteral("SELECT integrity_errors FROM attempts")).toInt(), 1);
        QCOMPARE(raw.scalar(QStringLiteral("SELECT recorded_at FROM graded_actions WHERE seq = 2"))
                     .toString(),
                 QStringLiteral("2024-05-01T12:00:02.500Z"));
    }

    void migrationsAreIdempotentOnReopen() {
        qint64 traineeId = 0;
        {
            ProgressStore store;
            QVERIFY2(store.open(dbPath()), qPrintable(store.lastError()));
            traineeId = store.createTrainee(QStringLiteral("Bo")).value_or(0);
            QVERIFY(traineeId > 0);
        }
        for (int i = 0; i < 3; ++i) {
            ProgressStore store;
            QVERIFY2(store.open(dbPath()), qPrintable(store.lastError()));
            QCOMPARE(store.trainees().size(), 1);
        }
        RawConnection raw(dbPath());
        QCOMPARE(raw.column(QStringLiteral("SELECT version FROM schema_version")),
                 QStringList{QString::number(latestSchemaVersion())});
        QCOMPARE(raw.scalar(QStringLiteral("SELECT COUNT(*) FROM sqlite_master WHERE name = "
                                           "'trainees'"))
                     .toInt(),
                 1);
    }

    void newerSchemaIsRefusedAndUntouched() {
        {
            ProgressStore store;
            QVERIFY2(store.open(dbPath()), qPrintable(store.lastError()));
            QVERIFY(store.createTrainee(QStringLiteral("Cy")));
        }
        const int newer = latestSchemaVersion() + 1;
        {
            RawConnection raw(dbPath());
            QVERIFY(raw.exec(QStringLiteral("UPDATE schema_version SET version = %1").arg(newer)));
        }
        const FileSnapshot before = snapshot(dbPath());
        QVERIFY(before.size > 0);

        ProgressStore store;
        QVERIFY(!store.open(dbPath()));
        QVERIFY(!store.isOpen());
        const QString error = store.lastError();
        QVERIFY2(error.startsWith(dbPath() + QStringLiteral(": ")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("newer Dealer Trainer")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("schema version %1").arg(newer)), qPrintable(error));
        QCOMPARE(snapshot(dbPath()), before);
        // A refused store does nothing.
        QVERIFY(!store.createTrainee(QStringLiteral("Di")));
        QVERIFY(store.lastError().contains(QStringLiteral("no progress database is open")));
    }

    void textFileIsRefusedAndUntouched() {
        const QString path = dbPath(QStringLiteral("notes.txt"));
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            for (int i = 0; i < 200; ++i) {
                file.write("These are my notes, not a database.\n");
            }
        }
        const FileSnapshot before = snapshot(path);
        ProgressStore store;
        QVERIFY(!store.open(path));
        const QString error = store.lastError();
        QVERIFY2(
            error.startsWith(path + QStringLiteral(": file is not a Dealer Trainer database (")),
            qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("file is not a database")), qPrintable(error));
        QCOMPARE(snapshot(path), before);
    }

    void tinyTextFileIsRefusedAndUntouched() {
        const QString path = dbPath(QStringLiteral("tiny.sqlite"));
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("hello\n");
        }
        const FileSnapshot before = snapshot(path);
        ProgressStore store;
        QVERIFY(!store.open(path));
        QVERIFY2(store.lastError().contains(QStringLiteral("not a Dealer Trainer database")),
                 qPrintable(store.lastError()));
        QCOMPARE(snapshot(path), before);
    }

    void damagedDatabaseIsRefusedAndUntouched() {
        {
            ProgressStore store;
            QVERIFY2(store.open(dbPath()), qPrintable(store.lastError()));
            const auto trainee = store.createTrainee(QStringLiteral("Ed"));
            QVERIFY(trainee);
            const auto attempt = store.startAttempt(*trainee, QStringLiteral("l1"),
                                                    QStringLiteral("L1"), QString(kModeDrill), 1);
            QVERIFY(attempt);
            for (int seq = 1; seq <= 50; ++seq) {
                QVERIFY(store.recordAction(*attempt, action(seq, seq % 3 != 0)));
            }
        }
        {
            // Scribble over every page after the first, as a failing disk would.
            QFile file(dbPath());
            QVERIFY(file.open(QIODevice::ReadWrite));
            const qint64 size = file.size();
            QVERIFY(size > 4 * 4096);
            QVERIFY(file.seek(4096));
            QVERIFY(file.write(QByteArray(int(size - 4096), '\xa5')) == size - 4096);
        }
        const FileSnapshot before = snapshot(dbPath());
        ProgressStore store;
        QVERIFY(!store.open(dbPath()));
        const QString error = store.lastError();
        QVERIFY2(error.startsWith(dbPath() + QStringLiteral(": the database is damaged (")),
                 qPrintable(error));
        QCOMPARE(snapshot(dbPath()), before);
    }

    void otherProgramsDatabaseIsRefusedAndUntouched() {
        {
            RawConnection raw(dbPath());
            QVERIFY(raw.exec(QStringLiteral("CREATE TABLE recipes (id INTEGER PRIMARY KEY, "
                                            "title TEXT)")));
        }
        const FileSnapshot before = snapshot(dbPath());
        ProgressStore store;
        QVERIFY(!store.open(dbPath()));
        const QString error = store.lastError();
        QVERIFY2(error.startsWith(dbPath() + QStringLiteral(": file is not a Dealer Trainer "
                                                            "database (it holds other tables "
                                                            "(recipes)")),
                 qPrintable(error));
        QCOMPARE(snapshot(dbPath()), before);
    }

    void missingFolderFailsClearly() {
        const QString path = m_dir.filePath(QStringLiteral("no/such/folder/progress.sqlite"));
        ProgressStore store;
        QVERIFY(!store.open(path));
        QVERIFY2(store.lastError().startsWith(path + QStringLiteral(": ")),
                 qPrintable(store.lastError()));
        QVERIFY(!QFileInfo::exists(path));
        QVERIFY(!store.open(QString()));
        QVERIFY(store.lastError().contains(QStringLiteral("no path given")));
    }

    void duplicateTraineeNameIsRefused() {
        ProgressStore store;
        QVERIFY2(store.open(dbPath()), qPrintable(store.lastError()));
        const auto ann = store.createTrainee(QStringLiteral("Ann"));
        QVERIFY(ann);
        QVERIFY(!store.createTrainee(QStringLiteral(" Ann ")));
        QCOMPARE(store.lastError(),
                 QStringLiteral("Cannot create a trainee: a trainee named \"Ann\" already exists"));
        const auto bob = store.createTrainee(QStringLiteral("Bob"));
        QVERIFY(bob);
        QVERIFY(*bob != *ann);

        QVERIFY(!store.renameTrainee(*bob, QStringLiteral("Ann")));
        QVERIFY2(store.lastError().contains(QStringLiteral("already exists")),
                 qPrintable(store.lastError()));
        QVERIFY(!store.renameTrainee(9999, QStringLiteral("Zed")));
        QVERIFY2(store.lastError().contains(QStringLiteral("no such trainee")),
                 qPrintable(store.lastError()));
        QVERIFY2(store.renameTrainee(*bob, QStringLiteral(" Bobby ")),
                 qPrintable(store.lastError()));
        QCOMPARE(store.lastError(), QString());

        const QList<Trainee> trainees = store.trainees();
        QCOMPARE(trainees.size(), 2);
        QCOMPARE(trainees[0].name, QStringLiteral("Ann"));
        QCOMPARE(trainees[1].name, QStringLiteral("Bobby"));
        QCOMPARE(trainees[1].id, *bob);
    }

    void emptyTraineeNameIsRefused() {
        ProgressStore store;
        QVERIFY2(store.open(dbPath()), qPrintable(store.lastError()));
        QVERIFY(!store.createTrainee(QString()));
        QCOMPARE(store.lastError(), QStringLiteral("Cannot create a trainee: the name is empty"));
        QVERIFY(!store.createTrainee(QStringLiteral(" \t\n ")));
        QCOMPARE(store.lastError(), QStringLiteral("Cannot create a trainee: the name is empty"));
        const auto id = store.createTrainee(QStringLiteral("Flo"));
        QVERIFY(id);
        QVERIFY(!store.renameTrainee(*id, QStringLiteral("  ")));
        QVERIFY(store.lastError().contains(QStringLiteral("the new name is empty")));
        QCOMPARE(store.trainees().size(), 1);
        QCOMPARE(store.trainees()[0].name, QStringLiteral("Flo"));
    }

    void foreignKeysAreEnforced() {
        ProgressStore store;
        QVERIFY2(store.open(dbPath()), qPrintable(store.lastError()));
        QVERIFY(!store.recordAction(4242, action(1, true)));
        QCOMPARE(store.lastError(), QStringLiteral("Cannot record action 1 of attempt 4242: "
                                                   "attempt 4242 does not exist"));
        QVERIFY(!store.startAttempt(777, QStringLiteral("l1"), QStringLiteral("L1"),
                                    QString(kModeExam), 1));
        QCOMPARE(
            store.lastError(),
            QStringLiteral("Cannot start an attempt at lesson l1: trainee 777 does not exist"));
        QVERIFY(store.actions(4242).isEmpty());
        QCOMPARE(store.lastError(), QString());
    }

    void invalidInputIsRefused() {
        ProgressStore store;
        QVERIFY2(store.open(dbPath()), qPrintable(store.lastError()));
        const qint64 trainee = store.createTrainee(QStringLiteral("Gus")).value_or(0);
        QVERIFY(trainee > 0);
        QVERIFY(!store.startAttempt(trainee, QStringLiteral("l1"), QStringLiteral("L1"),
                                    QStringLiteral("freestyle"), 1));
        QVERIFY(store.lastError().contains(QStringLiteral("unknown mode \"freestyle\"")));
        QVERIFY(
            !store.startAttempt(trainee, QString(), QStringLiteral("L1"), QString(kModeDrill), 1));
        QVERIFY(store.lastError().contains(QStringLiteral("the lesson id is empty")));

        const qint64 attempt = store
                                   .startAttempt(trainee, QStringLiteral("l1"),
                                                 QStringLiteral("L1"), QString(kModeDrill), 1)
                                   .value_or(0);
        QVERIFY(attempt > 0);
        GradedActionRecord bad = action(1, true);
        bad.verdict = QStringLiteral("maybe");
        QVERIFY(!store.recordAction(attempt, bad));
        QVERIFY(store.lastError().contains(QStringLiteral("unknown verdict \"maybe\"")));
        QVERIFY(store.recordAction(attempt, action(1, true)));
        QVERIFY(!store.recordAction(attempt, action(1, false)));
        QVERIFY2(store.lastError().contains(QStringLiteral("already recorded")),
                 qPrintable(store.lastError()));

        QVERIFY(!store.finishAttempt(attempt, {1, 2, 0.5, false}));
        QVERIFY(store.lastError().contains(QStringLiteral("not a valid count")));
        QVERIFY(!store.finishAttempt(attempt, {2, 1, 0.5, false, 2}));
        QVERIFY2(store.lastError().contains(
                     QStringLiteral("2 integrity and 0 payout errors among 1 errors")),
                 qPrintable(store.lastError()));
        QVERIFY(!store.finishAttempt(attempt, {2, 2, 0.0, false, 1, 2}));
        QVERIFY2(store.lastError().contains(
                     QStringLiteral("1 integrity and 2 payout errors among 2 errors")),
                 qPrintable(store.lastError()));
        QVERIFY(!store.finishAttempt(attempt, {1, 0, 1.5, true}));
        QVERIFY(store.lastError().contains(QStringLiteral("not between 0 and 1")));
        QVERIFY(!store.finishAttempt(999, {1, 0, 1.0, true}));
        QCOMPARE(store.lastError(), QStringLiteral("Cannot finish attempt 999: no such attempt"));
        QVERIFY(store.finishAttempt(attempt, {1, 0, 1.0, true}));
        QVERIFY(!store.finishAttempt(attempt, {1, 0, 1.0, true}));
        QCOMPARE(store.lastError(), QStringLiteral("Cannot finish attempt %1: it is already "
                                                   "completed")
                                        .arg(attempt));
        QCOMPARE(store.actions(attempt).size(), 1);
        QCOMPARE(store.actions(attempt)[0].verdict, QStringLiteral("correct"));
    }

    void versionOneDatabaseIsUpgradedKeepingItsData() {
        // A database written by the first release: schema version 1, one attempt.
        {
            RawConnection raw(dbPath());
            QVERIFY(raw.isOpen());
            QVERIFY(
                raw.exec(QStringLiteral("CREATE TABLE schema_version (version INTEGER NOT NULL)")));
            QVERIFY(raw.exec(QStringLiteral("INSERT INTO schema_version (version) VALUES (1)")));
            for (const QString &statement : migrations().constFirst().statements) {
                QVERIFY(raw.exec(statement));
            }
            QVERIFY(raw.exec(QStringLiteral("INSERT INTO trainees (id, name, created_at) VALUES "
                                            "(1, 'Ann', '2026-01-01T09:00:00.000Z')")));
            QVERIFY(raw.exec(QStringLiteral(
                "INSERT INTO attempts (id, trainee_id, lesson_id, lesson_title, mode, seed, "
                "started_at, "
                "finished_at, status, actions_count, errors_count, accuracy, passed) VALUES (1, 1, "
                "'l1', "
                "'L1', 'practice', 7, '2026-01-01T09:01:00.000Z', '2026-01-01T09:05:00.000Z', "
                "'completed', 10, 1, 0.9, 1)")));
            QVERIFY(raw.exec(QStringLiteral(
                "INSERT INTO graded_actions (attempt_id, seq, action_json, verdict, severity, "
                "citation, expected, message, recorded_at) VALUES (1, 1, '{\"action\": "
                "\"wash_cards\"}', 'error', 'major', 'Blackjack §4(c)', 'inspect', 'Too soon', "
                "'2026-01-01T09:02:00.000Z')")));
        }
        ProgressStore store;
        QVERIFY2(store.open(dbPath()), qPrintable(store.lastError()));
        const QList<AttemptRecord> attempts = store.attempts(1);
        QCOMPARE(attempts.size(), 1);
        // The columns added by migrations 2 and 3: hints_used, integrity_errors
        // and payout_errors, 0.
        QCOMPARE(attempts.constFirst().summary, (AttemptSummary{10, 1, 0.9, true, 0}));
        QCOMPARE(attempts.constFirst().hintsUsed, 0);
        // graded_actions.requirement, NULL for what was recorded before.
        const QList<GradedActionRecord> old = store.actions(1);
        QCOMPARE(old.size(), 1);
        QCOMPARE(old.constFirst().citation, QStringLiteral("Blackjack §4(c)"));
        QVERIFY(old.constFirst().requirement.isNull());

        // New records keep both.
        const qint64 next = store
                                .startAttempt(1, QStringLiteral("l1"), QStringLiteral("L1"),
                                              QString(kModePractice), 8)
                                .value_or(0);
        QVERIFY(next > 0);
        QVERIFY2(store.recordAction(next, action(1, false)), qPrintable(store.lastError()));
        QCOMPARE(store.actions(next).constFirst().requirement, QStringLiteral("BJ-CUT-02"));
        QVERIFY(store.finishAttempt(next, {1, 1, 0.0, false, 1}));
        QCOMPARE(store.attempts(1, QStringLiteral("l1")).constFirst().summary.integrityErrors, 1);
        const qint64 third = store
                                 .startAttempt(1, QStringLiteral("l1"), QStringLiteral("L1"),
                                               QString(kModePractice), 9)
                                 .value_or(0);
        QVERIFY(third > 0);
        QVERIFY(store.finishAttempt(third, {4, 2, 0.5, false, 0, 2}));
        QCOMPARE(store.attempts(1, QStringLiteral("l1")).constFirst().summary.payoutErrors, 2);

        RawConnection raw(dbPath());
        QCOMPARE(raw.column(QStringLiteral("SELECT version FROM schema_version")),
                 QStringList{QString::number(latestSchemaVersion())});
        QCOMPARE(latestSchemaVersion(), 7);
        QCOMPARE(raw.scalar(QStringLiteral("SELECT COUNT(*) FROM pragma_table_info('attempts') "
                                           "WHERE name IN ('hints_used', 'integrity_errors', "
                                           "'payout_errors')"))
                     .toInt(),
                 3);
        QCOMPARE(raw.scalar(QStringLiteral("SELECT COUNT(*) FROM "
                                           "pragma_table_info('graded_actions') WHERE name = "
                                           "'requirement'"))
                     .toInt(),
                 1);
    }

    void recordActionRefusesAnAttemptThatIsOver() {
        ProgressStore store;
        QVERIFY2(store.open(dbPath()), qPrintable(store.lastError()));
        const qint64 ann = store.createTrainee(QStringLiteral("Ann")).value_or(0);
        const auto start = [&] {
            return store
                .startAttempt(ann, QStringLiteral("l1"), QStringLiteral("L1"),
                              QString(kModePractice), 1)
                .value_or(0);
        };
        const qint64 abandoned = start();
        const qint64 completed = start();
        QVERIFY(abandoned > 0 && completed > 0);
        QVERIFY(store.recordAction(abandoned, action(1, true)));
        QVERIFY(store.abandonAttempt(abandoned));
        QVERIFY(!store.recordAction(abandoned, action(2, true)));
        QCOMPARE(store.lastError(),
                 QStringLiteral("Cannot record action 2 of attempt %1: attempt %1 is abandoned")
                     .arg(abandoned));
        QVERIFY(store.recordAction(completed, action(1, true)));
        QVERIFY(store.finishAttempt(completed, {1, 0, 1.0, true}));
        QVERIFY(!store.recordAction(completed, action(2, true)));
        QCOMPARE(store.lastError(),
                 QStringLiteral("Cannot record action 2 of attempt %1: attempt %1 is completed")
                     .arg(completed));
        // Nothing was added to either.
        QCOMPARE(store.actions(abandoned).size(), 1);
        QCOMPARE(store.actions(completed).size(), 1);
        QCOMPARE(store.attempts(ann).value(0).summary.actions, 1);
        QCOMPARE(store.attemptStatus(abandoned), std::optional<QString>(kStatusAbandoned));
        QCOMPARE(store.attemptStatus(completed), std::optional<QString>(kStatusCompleted));
        QCOMPARE(store.attemptStatus(4242), std::nullopt);
        QCOMPARE(store.lastError(), QString());
    }

    void abandonAttemptKeepsWhatWasGraded() {
        ProgressStore store;
        QVERIFY2(store.open(dbPath()), qPrintable(store.lastError()));
        const qint64 ann = store.createTrainee(QStringLiteral("Ann")).value_or(0);
        const qint64 left = store
                                .startAttempt(ann, QStringLiteral("l1"), QStringLiteral("L1"),
                                              QString(kModePractice), 7)
                                .value_or(0);
        const qint64 other = store
                                 .startAttempt(ann, QStringLiteral("l2"), QStringLiteral("L2"),
                                               QString(kModePractice), 7)
                                 .value_or(0);
        QVERIFY(left > 0 && other > 0);
        QVERIFY(store.recordAction(left, action(1, true)));
        QVERIFY(store.recordAction(left, action(2, false)));
        GradedActionRecord exposed = action(3, false);
        exposed.severity = QStringLiteral("integrity");
        QVERIFY(store.recordAction(left, exposed));
        GradedActionRecord overpaid = action(4, false);
        overpaid.severity = QStringLiteral("payout");
        QVERIFY(store.recordAction(left, overpaid));
        QVERIFY(store.recordHint(left));
        QVERIFY(store.recordHint(left));

        QVERIFY2(store.abandonAttempt(left), qPrintable(store.lastError()));
        QHash<qint64, AttemptRecord> byId;
        for (const AttemptRecord &record : store.attempts(ann)) {
            byId.insert(record.id, record);
        }
        QCOMPARE(byId.value(left).status, QString(kStatusAbandoned));
        QCOMPARE(byId.value(left).summary.actions, 4);
        QCOMPARE(byId.value(left).summary.errors, 3);
        QCOMPARE(byId.value(left).summary.integrityErrors, 1);
        QCOMPARE(byId.value(left).summary.payoutErrors, 1);
        QCOMPARE(byId.value(left).hintsUsed, 2);
        QCOMPARE(store.actions(left).size(), 4);
        // Only that attempt: the other one is still in progress.
        QCOMPARE(byId.value(other).status, QString(kStatusInProgress));
        // An attempt that is over cannot be abandoned or given hints.
        QVERIFY(!store.abandonAttempt(left));
        QVERIFY(store.lastError().contains(QStringLiteral("not in progress")));
        QVERIFY(!store.recordHint(left));
        QVERIFY(!store.abandonAttempt(9999));
    }

    void abandonUnfinishedAttemptsCountsRecordedActions() {
        ProgressStore store;
        QVERIFY2(store.open(dbPath()), qPrintable(store.lastError()));
        const qint64 ann = store.createTrainee(QStringLiteral("Ann")).value_or(0);
        const qint64 bob = store.createTrainee(QStringLiteral("Bob")).value_or(0);
        QVERIFY(ann > 0 && bob > 0);
        const auto start = [&](qint64 trainee, const QString &lesson) {
            return store.startAttempt(trainee, lesson, lesson.toUpper(), QString(kModePractice), 7)
                .value_or(0);
        };
        const qint64 crashed = start(ann, QStringLiteral("l1"));
        const qint64 empty = start(ann, QStringLiteral("l2"));
        const qint64 finished = start(ann, QStringLiteral("l3"));
        const qint64 otherTrainee = start(bob, QStringLiteral("l1"));
        QVERIFY(crashed > 0 && empty > 0 && finished > 0 && otherTrainee > 0);
        QVERIFY(store.recordAction(crashed,
                                   action(1, true, QStringLiteral("2030-01-01T10:00:00.000Z"))));
        QVERIFY(store.recordAction(crashed,
                                   action(2, false, QStringLiteral("2030-01-01T10:00:05.000Z"))));
        QVERIFY(store.recordAction(crashed,
                                   action(3, true, QStringLiteral("2030-01-01T10:00:09.125Z"))));
        QVERIFY(store.recordAction(crashed,
                                   action(4, true, QStringLiteral("2030-01-01T10:00:07.000Z"))));
        QVERIFY(store.recordAction(otherTrainee, action(1, false)));
        QVERIFY(store.finishAttempt(finished, {5, 1, 0.8, true}));

        QCOMPARE(store.abandonUnfinishedAttempts(ann), 2);
        QCOMPARE(store.lastError(), QString());

        QHash<qint64, AttemptRecord> byId;
        for (const AttemptRecord &record : store.attempts(ann)) {
            byId.insert(record.id, record);
        }
        QCOMPARE(byId.size(), 3);
        const AttemptRecord c = byId.value(crashed);
        QCOMPARE(c.status, QStringLiteral("abandoned"));
        QCOMPARE(c.summary.actions, 4);
        QCOMPARE(c.summary.errors, 1);
        QCOMPARE(c.summary.accuracy, 0.75);
        QCOMPARE(c.summary.passed, false);
        QCOMPARE(c.finishedAt, QDateTime::fromString(QStringLiteral("2030-01-01T10:00:09.125Z"),
                                                     Qt::ISODateWithMs));
        const AttemptRecord e = byId.value(empty);
        QCOMPARE(e.status, QStringLiteral("abandoned"));
        QCOMPARE(e.summary, AttemptSummary{});
        QCOMPARE(e.finishedAt, e.startedAt);
        const AttemptRecord f = byId.value(finished);
        QCOMPARE(f.status, QStringLiteral("completed"));
        QCOMPARE(f.summary, (AttemptSummary{5, 1, 0.8, true}));
        // The recorded actions themselves are kept.
        QCOMPARE(store.actions(crashed).size(), 4);

        // Another trainee's attempt is not touched; a second pass finds nothing.
        QCOMPARE(store.attempts(bob).value(0).status, QStringLiteral("in_progress"));
        QCOMPARE(store.abandonUnfinishedAttempts(ann), 0);
        QCOMPARE(store.abandonUnfinishedAttempts(bob), 1);
        QCOMPARE(store.attempts(bob).value(0).summary, (AttemptSummary{1, 1, 0.0, false}));
        QVERIFY(!store.finishAttempt(crashed, {4, 1, 0.75, false}));
        QVERIFY(store.lastError().contains(QStringLiteral("it is already abandoned")));
    }

    void attemptsAreNewestFirstAndFiltered() {
        ProgressStore store;
        QVERIFY2(store.open(dbPath()), qPrintable(store.lastError()));
        const qint64 ann = store.createTrainee(QStringLiteral("Ann")).value_or(0);
        QList<qint64> ids;
        for (const char *lesson : {"a", "b", "a", "c", "a"}) {
            ids.append(store
                           .startAttempt(ann, QString::fromLatin1(lesson), QStringLiteral("T"),
                                         QString(kModeExam), ids.size())
                           .value_or(0));
        }
        QVERIFY(!ids.contains(0));
        QList<qint64> all;
        for (const AttemptRecord &record : store.attempts(ann)) {
            all.append(record.id);
            QCOMPARE(record.status, QStringLiteral("in_progress"));
            QVERIFY(!record.finishedAt.isValid());
        }
        QCOMPARE(all, (QList<qint64>{ids[4], ids[3], ids[2], ids[1], ids[0]}));
        QList<qint64> onlyA;
        for (const AttemptRecord &record : store.attempts(ann, QStringLiteral("a"))) {
            onlyA.append(record.id);
            QCOMPARE(record.lessonId, QStringLiteral("a"));
        }
        QCOMPARE(onlyA, (QList<qint64>{ids[4], ids[2], ids[0]}));
        QVERIFY(store.attempts(ann, QStringLiteral("zzz")).isEmpty());
        QVERIFY(store.attempts(ann + 100).isEmpty());
    }

    void lessonProgressAggregates() {
        ProgressStore store;
        QVERIFY2(store.open(dbPath()), qPrintable(store.lastError()));
        const qint64 ann = store.createTrainee(QStringLiteral("Ann")).value_or(0);
        const qint64 bob = store.createTrainee(QStringLiteral("Bob")).value_or(0);
        const auto run = [&](qint64 trainee, const QString &lesson,
                             std::optional<AttemptSummary> summary) {
            const qint64 id =
                store.startAttempt(trainee, lesson, lesson, QString(kModePractice), 1).value_or(0);
            QVERIFY(id > 0);
            if (summary) {
                QVERIFY(store.finishAttempt(id, *summary));
            }
        };
        run(ann, QStringLiteral("a"), AttemptSummary{10, 5, 0.5, false});
        run(ann, QStringLiteral("a"), AttemptSummary{10, 1, 0.9, true});
        run(ann, QStringLiteral("a"), AttemptSummary{10, 3, 0.7, false});
        run(ann, QStringLiteral("a"), std::nullopt); // still in progress
        run(ann, QStringLiteral("b"), AttemptSummary{5, 3, 0.4, false});
        run(ann, QStringLiteral("c"), std::nullopt);
        run(bob, QStringLiteral("a"), AttemptSummary{10, 0, 1.0, true});

        // An abandoned attempt with a perfect record is not a best accuracy.
        const qint64 abandoned = store
                                     .startAttempt(ann, QStringLiteral("b"), QStringLiteral("b"),
                                                   QString(kModePractice), 2)
                                     .value_or(0);
        QVERIFY(store.recordAction(abandoned, action(1, true)));
        QCOMPARE(store.abandonUnfinishedAttempts(ann), 3); // a, b and c each had one open

        const QHash<QString, LessonProgress> progress = store.lessonProgress(ann);
        QCOMPARE(progress.size(), 3);
        const LessonProgress a = progress.value(QStringLiteral("a"));
        QCOMPARE(a.lessonId, QStringLiteral("a"));
        QCOMPARE(a.attempts, 4);
        QCOMPARE(a.completed, 3);
        QCOMPARE(a.passed, true);
        QCOMPARE(a.bestAccuracy, 0.9);
        const LessonProgress b = progress.value(QStringLiteral("b"));
        QCOMPARE(b.attempts, 2);
        QCOMPARE(b.completed, 1);
        QCOMPARE(b.passed, false);
        QCOMPARE(b.bestAccuracy, 0.4);
        const LessonProgress c = progress.value(QStringLiteral("c"));
        QCOMPARE(c.attempts, 1);
        QCOMPARE(c.completed, 0);
        QCOMPARE(c.passed, false);
        QCOMPARE(c.bestAccuracy, 0.0);

        // lastAttemptAt is the newest start of that lesson.
        for (const QString &lesson : progress.keys()) {
            QCOMPARE(progress.value(lesson).lastAttemptAt,
                     store.attempts(ann, lesson).value(0).startedAt);
            QVERIFY(progress.value(lesson).lastAttemptAt.isValid());
        }
        QCOMPARE(store.lessonProgress(bob).value(QStringLiteral("a")).bestAccuracy, 1.0);
        QVERIFY(store.lessonProgress(bob + ann + 100).isEmpty());
    }

    void twoStoresShareOneFile() {
        ProgressStore first;
        ProgressStore second;
        QVERIFY2(first.open(dbPath()), qPrintable(first.lastError()));
        QVERIFY2(second.open(dbPath()), qPrintable(second.lastError()));
        QCOMPARE(QSqlDatabase::connectionNames().size(), 2);

        const qint64 ann = first.createTrainee(QStringLiteral("Ann")).value_or(0);
        QVERIFY(ann > 0);
        QCOMPARE(second.trainees().value(0).name, QStringLiteral("Ann"));
        const qint64 attempt = second
                                   .startAttempt(ann, QStringLiteral("l1"), QStringLiteral("L1"),
                                                 QString(kModeExam), 9)
                                   .value_or(0);
        QVERIFY(attempt > 0);
        QVERIFY(first.recordAction(attempt, action(1, true)));
        QVERIFY(second.recordAction(attempt, action(2, false)));
        QCOMPARE(first.actions(attempt).size(), 2);
        QVERIFY(first.finishAttempt(attempt, {2, 1, 0.5, false}));
        QCOMPARE(second.attempts(ann).value(0).status, QStringLiteral("completed"));

        // Closing one leaves the other working.
        first.close();
        QVERIFY(!first.isOpen());
        QCOMPARE(QSqlDatabase::connectionNames().size(), 1);
        QCOMPARE(second.actions(attempt).size(), 2);
    }

    void writeWhileLockedFailsClearly() {
        ProgressStore store;
        store.setBusyTimeoutMs(50);
        QCOMPARE(store.busyTimeoutMs(), 50);
        QVERIFY2(store.open(dbPath()), qPrintable(store.lastError()));
        const qint64 ann = store.createTrainee(QStringLiteral("Ann")).value_or(0);
        const qint64 attempt = store
                                   .startAttempt(ann, QStringLiteral("l1"), QStringLiteral("L1"),
                                                 QString(kModeDrill), 1)
                                   .value_or(0);
        QVERIFY(attempt > 0);

        RawConnection other(dbPath());
        QVERIFY(other.isOpen());
        QVERIFY(other.exec(QStringLiteral("BEGIN EXCLUSIVE")));
        QVERIFY(!store.recordAction(attempt, action(1, true)));
        const QString error = store.lastError();
        QVERIFY2(error.startsWith(QStringLiteral("Cannot record action 1 of attempt %1: the "
                                                 "database is locked by another program")
                                      .arg(attempt)),
                 qPrintable(error));
        // Readers are not blocked in WAL mode.
        QCOMPARE(store.trainees().size(), 1);

        // Once the lock is gone the same action goes through.
        QVERIFY(other.exec(QStringLiteral("ROLLBACK")));
        QVERIFY2(store.recordAction(attempt, action(1, true)), qPrintable(store.lastError()));
        QCOMPARE(store.actions(attempt).size(), 1);
    }

    void openWhileLockedFailsClearly() {
        {
            ProgressStore store;
            QVERIFY2(store.open(dbPath()), qPrintable(store.lastError()));
            QVERIFY(store.createTrainee(QStringLiteral("Ann")));
        }
        ProgressStore store;
        store.setBusyTimeoutMs(50);
        {
            // Exclusive locking mode keeps even readers out.
            RawConnection other(dbPath());
            QVERIFY(other.exec(QStringLiteral("PRAGMA locking_mode = EXCLUSIVE")));
            QVERIFY(other.exec(QStringLiteral("BEGIN EXCLUSIVE")));
            QVERIFY(other.exec(QStringLiteral("UPDATE trainees SET name = 'Ann'")));
            QVERIFY(!store.open(dbPath()));
            QVERIFY2(
                store.lastError().startsWith(
                    dbPath() + QStringLiteral(": the database is locked by another program (")),
                qPrintable(store.lastError()));
            QVERIFY(!store.isOpen());
            QVERIFY(other.exec(QStringLiteral("ROLLBACK")));
        }
        QVERIFY2(store.open(dbPath()), qPrintable(store.lastError()));
        QCOMPARE(store.trainees().value(0).name, QStringLiteral("Ann"));
    }

    void closedStoreFailsClearly() {
        ProgressStore store;
        QVERIFY(!store.isOpen());
        QVERIFY(!store.recordAction(1, action(1, true)));
        QCOMPARE(store.lastError(),
                 QStringLiteral("Cannot record an action: no progress database is open"));
        QVERIFY(store.trainees().isEmpty());
        QCOMPARE(store.abandonUnfinishedAttempts(1), -1);
        QVERIFY2(store.open(dbPath()), qPrintable(store.lastError()));
        store.close();
        store.close(); // twice is harmless
        QVERIFY(store.path().isEmpty());
        QVERIFY(!store.createTrainee(QStringLiteral("Ann")));
        QVERIFY(store.lastError().contains(QStringLiteral("no progress database is open")));
        QVERIFY2(store.open(dbPath()), qPrintable(store.lastError())); // and open again
        QVERIFY(store.createTrainee(QStringLiteral("Ann")));
    }

    void defaultDatabasePathIsInAppData() {
        const QByteArray saved = qgetenv("XDG_DATA_HOME");
        const bool hadValue = qEnvironmentVariableIsSet("XDG_DATA_HOME");
        qputenv("XDG_DATA_HOME", m_dir.filePath(QStringLiteral("data")).toLocal8Bit());
        const QString path = ProgressStore::defaultDatabasePath();
        if (hadValue) {
            qputenv("XDG_DATA_HOME", saved);
        } else {
            qunsetenv("XDG_DATA_HOME");
        }
        QVERIFY2(path.startsWith(m_dir.filePath(QStringLiteral("data/"))), qPrintable(path));
        QVERIFY(path.endsWith(QStringLiteral("/dealer-trainer.sqlite")));
        QVERIFY(QFileInfo(path).dir().exists());
        QVERIFY(!QFileInfo::exists(path));
        ProgressStore store;
        QVERIFY2(store.open(path), qPrintable(store.lastError()));
    }

    // Mastery's history: the newest attempts that are over, oldest first,
    // each with its actions; another trainee's and one in play left out.
    void traineeHistoryIsOldestFirstWithActions() {
        ProgressStore store;
        QVERIFY2(store.open(dbPath()), qPrintable(store.lastError()));
        const qint64 ann = store.createTrainee(QStringLiteral("Ann")).value_or(0);
        const qint64 bob = store.createTrainee(QStringLiteral("Bob")).value_or(0);
        QList<qint64> ids;
        for (const char *lesson : {"a", "b", "c", "d"}) {
            const qint64 id = store
                                  .startAttempt(ann, QString::fromLatin1(lesson),
                                                QStringLiteral("T"), QString(kModePractice), 1)
                                  .value_or(0);
            QVERIFY(id != 0);
            ids.append(id);
            QVERIFY(store.recordAction(id, action(1, true)));
            QVERIFY(store.recordAction(id, action(2, ids.size() % 2 == 1)));
        }
        QVERIFY(store.finishAttempt(ids[0], AttemptSummary{2, 0, 1.0, true, 0, 0}));
        QVERIFY(store.abandonAttempt(ids[1]));
        QVERIFY(store.finishAttempt(ids[2], AttemptSummary{2, 0, 1.0, true, 0, 0}));
        // ids[3] stays in progress.
        const qint64 bobs = store
                                .startAttempt(bob, QStringLiteral("a"), QStringLiteral("T"),
                                              QString(kModePractice), 1)
                                .value_or(0);
        QVERIFY(store.recordAction(bobs, action(1, false)));
        QVERIFY(store.finishAttempt(bobs, AttemptSummary{1, 1, 0.0, false, 0, 0}));

        const QList<AttemptHistory> history = store.traineeHistory(ann, 10);
        QVERIFY2(store.lastError().isEmpty(), qPrintable(store.lastError()));
        QCOMPARE(history.size(), 3);
        QCOMPARE(history[0].attempt.id, ids[0]);
        QCOMPARE(history[1].attempt.id, ids[1]);
        QCOMPARE(history[1].attempt.status, QString(kStatusAbandoned));
        QCOMPARE(history[2].attempt.id, ids[2]);
        QCOMPARE(history[0].actions.size(), 2);
        QCOMPARE(history[0].actions[0].seq, 1);
        QCOMPARE(history[1].actions[1].verdict, QString(kVerdictError));
        QCOMPARE(history[1].actions[1].requirement, QStringLiteral("BJ-CUT-02"));
        QCOMPARE(history[1].actions, store.actions(ids[1]));
        // The newest two only, still oldest first.
        const QList<AttemptHistory> lastTwo = store.traineeHistory(ann, 2);
        QCOMPARE(lastTwo.size(), 2);
        QCOMPARE(lastTwo[0].attempt.id, ids[1]);
        QCOMPARE(lastTwo[1].attempt.id, ids[2]);
        QVERIFY(store.traineeHistory(ann + bob + 100, 10).isEmpty());
    }

    // traineeHistory reads everything in one joined query; it gives what
    // one query per attempt gave (attempts() then actions() of each that is
    // over), on a database of many attempts: ties in start time, attempts
    // without actions, attempts in play, another trainee's between them.
    void traineeHistoryMatchesAQueryPerAttempt() {
        ProgressStore store;
        QVERIFY2(store.open(dbPath()), qPrintable(store.lastError()));
        const qint64 ann = store.createTrainee(QStringLiteral("Ann")).value_or(0);
        const qint64 bob = store.createTrainee(QStringLiteral("Bob")).value_or(0);
        // More of Ann's attempts over than mastery's newest 200.
        constexpr int kAttempts = 260;
        for (int i = 0; i < kAttempts; ++i) {
            const qint64 trainee = i % 13 == 3 ? bob : ann;
            const qint64 id = store
                                  .startAttempt(trainee, QStringLiteral("l%1").arg(i % 9),
                                                QStringLiteral("T"), QString(kModePractice), i)
                                  .value_or(0);
            QVERIFY(id != 0);
            for (int seq = 1; seq <= i % 4; ++seq) { // 0 to 3 actions
                QVERIFY(store.recordAction(id, action(seq, (i + seq) % 3 != 0)));
            }
            if (i % 17 == 5) {
                continue; // in play
            }
            if (i % 5 == 1) {
                QVERIFY(store.abandonAttempt(id));
            } else {
                QVERIFY(store.finishAttempt(id, AttemptSummary{i % 4, 0, 1.0, true, 0, 0}));
            }
        }
        // Mastery's newest 200, the whole history (export), more than there
        // are, the newest one, none.
        for (const int lastAttempts : {200, int(ProgressStore::kWholeHistory), 1000, 1, 0}) {
            // One query per attempt, as before: newest first, those over, reversed.
            QList<AttemptHistory> expected;
            for (const AttemptRecord &attempt : store.attempts(ann)) {
                if (lastAttempts != ProgressStore::kWholeHistory &&
                    expected.size() >= lastAttempts) {
                    break;
                }
                if (attempt.status != kStatusInProgress) {
                    expected.prepend(AttemptHistory{attempt, store.actions(attempt.id)});
                }
            }
            const QList<AttemptHistory> history = store.traineeHistory(ann, lastAttempts);
            QVERIFY2(store.lastError().isEmpty(), qPrintable(store.lastError()));
            QCOMPARE(history.size(), expected.size());
            for (qsizetype i = 0; i < history.size(); ++i) {
                QCOMPARE(history[i].attempt, expected[i].attempt);
                QCOMPARE(history[i].actions, expected[i].actions);
            }
            if (lastAttempts == 200) {
                QCOMPARE(history.size(), 200); // the limit bites
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestProgressStore)
#include "tst_progressstore.moc"
