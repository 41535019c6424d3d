// The progress file (docs/progress-file.md): export, import, every check,
// all-or-nothing, never a duplicate attempt, and the migration that gave
// every attempt its uid.

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QSqlDatabase>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>
#include <storage/migrations.h>
#include <storage/progressfile.h>
#include <storage/progressstore.h>
#include <storage/progresstransfer.h>
#include <support/rawconnection.h>

using namespace dt::storage;
using dt::testsupport::RawConnection;

namespace {

GradedActionRecord gradedAction(int seq, bool correct) {
    GradedActionRecord record;
    record.seq = seq;
    record.actionJson = QStringLiteral(R"({"type":"deal","spot":%1})").arg(seq);
    record.verdict = correct ? QString(kVerdictCorrect) : QString(kVerdictError);
    if (!correct) {
        record.severity = QStringLiteral("integrity");
        record.citation = QStringLiteral("Blackjack §5(e)(2)");
        record.requirement = QStringLiteral("BJ-CUT-02");
        record.expected = QStringLiteral(R"({"type":"burn"})");
    }
    record.message = correct ? QStringLiteral("Correct") : QStringLiteral("Burn a card first");
    return record;
}

// A completed attempt with `correct` right actions then `wrong` errors.
qint64 completedAttempt(ProgressStore &store, qint64 trainee, const QString &lesson, int correct,
                        int wrong) {
    const qint64 id =
        store.startAttempt(trainee, lesson, lesson.toUpper(), QString(kModePractice), 42)
            .value_or(0);
    int seq = 0;
    for (int i = 0; i < correct; ++i) {
        store.recordAction(id, gradedAction(++seq, true));
    }
    for (int i = 0; i < wrong; ++i) {
        store.recordAction(id, gradedAction(++seq, false));
    }
    const int total = correct + wrong;
    store.finishAttempt(
        id, {total, wrong, total > 0 ? double(correct) / total : 0.0, wrong == 0, wrong, 0});
    return id;
}

qint64 traineeNamed(ProgressStore &store, const QString &name) {
    for (const Trainee &trainee : store.trainees()) {
        if (trainee.name == name) {
            return trainee.id;
        }
    }
    return 0;
}

// A database as the release before migration 4 left it: schema version 3,
// trainee 1 (Ann) with `attempts` completed attempts, ids 1 to `attempts`.
bool versionThreeDatabase(RawConnection &raw, int attempts) {
    bool ok = raw.exec("CREATE TABLE schema_version (version INTEGER NOT NULL)") &&
              raw.exec("INSERT INTO schema_version (version) VALUES (3)");
    for (const Migration &migration : migrations()) {
        if (migration.version > 3) {
            break;
        }
        for (const QString &statement : migration.statements) {
            ok = ok && raw.exec(statement);
        }
    }
    ok = ok && raw.exec("INSERT INTO trainees (id, name, created_at) VALUES (1, 'Ann', "
                        "'2026-01-01T09:00:00.000Z')");
    for (int id = 1; id <= attempts; ++id) {
        ok = ok &&
             raw.exec(QStringLiteral("INSERT INTO attempts (id, trainee_id, lesson_id, "
                                     "lesson_title, mode, seed, started_at, finished_at, status, "
                                     "actions_count, errors_count, accuracy, passed) VALUES (%1, "
                                     "1, 'l1', 'L1', 'practice', 7, '2026-01-0%1T09:01:00.000Z', "
                                     "'2026-01-0%1T09:05:00.000Z', 'completed', 1, 0, 1.0, 1)")
                          .arg(id));
    }
    return ok;
}

QSet<QString> uidsOf(const ProgressStore &store, qint64 trainee) {
    QSet<QString> uids;
    for (const AttemptRecord &attempt : store.attempts(trainee)) {
        uids.insert(attempt.uid);
    }
    return uids;
}

// A valid file written by hand from the format's description, not by the
// writer under test: one completed attempt with a correct and a wrong
// action, one abandoned attempt with none.
QJsonObject validFile() {
    const QJsonObject correct{{"seq", 1},
                              {"action", R"({"type":"wash_cards"})"},
                              {"verdict", "correct"},
                              {"citation", "Blackjack §4(c)"},
                              {"message", "Correct"},
                              {"recordedAt", "2026-03-02T14:05:01.000Z"}};
    const QJsonObject wrong{{"seq", 2},
                            {"action", R"({"type":"burn"})"},
                            {"verdict", "error"},
                            {"severity", "major"},
                            {"citation", "Blackjack §5(e)(2)"},
                            {"requirement", "BJ-CUT-02"},
                            {"expected", R"({"type":"offer_cut"})"},
                            {"message", "Offer the cut first"},
                            {"recordedAt", "2026-03-02T14:05:07.250Z"}};
    const QJsonObject completed{{"uid", "0c5a55ba-6b0e-4a52-9d8e-3f0d7b1a2c01"},
                                {"lessonId", "blackjack/01-opening-new-table"},
                                {"lessonTitle", "Opening a new table"},
                                {"mode", "practice"},
                                {"seed", "9007199254740993"}, // 2^53 + 1: not a JSON double
                                {"startedAt", "2026-03-02T14:05:00.000Z"},
                                {"finishedAt", "2026-03-02T14:09:30.000Z"},
                                {"status", "completed"},
                                {"hintsUsed", 1},
                                {"actionsCount", 2},
                                {"errors", 1},
                                {"integrityErrors", 0},
                                {"payoutErrors", 0},
                                {"accuracy", 0.5},
                                {"passed", false},
                                {"actions", QJsonArray{correct, wrong}}};
    const QJsonObject abandoned{{"uid", "a1"},
                                {"lessonId", "blackjack/26-payout-drill"},
                                {"lessonTitle", "Payouts"},
                                {"mode", "drill"},
                                {"seed", "-3"},
                                {"startedAt", "2026-03-03T08:00:00.000+01:00"},
                                {"finishedAt", "2026-03-03T07:00:00.000Z"},
                                {"status", "abandoned"},
                                {"hintsUsed", 0},
                                {"actionsCount", 0},
                                {"errors", 0},
                                {"integrityErrors", 0},
                                {"payoutErrors", 0},
                                {"accuracy", 0},
                                {"passed", false},
                                {"actions", QJsonArray{}}};
    return QJsonObject{
        {"format", "dealer-trainer-progress"},
        {"version", 1},
        {"exportedAt", "2026-03-04T10:00:00.000Z"},
        {"trainee", QJsonObject{{"name", "Ann"}, {"createdAt", "2026-01-10T09:00:00.000Z"}}},
        {"attempts", QJsonArray{completed, abandoned}}};
}

QByteArray bytesOf(const QJsonObject &object) {
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

// Replaces (or, with an undefined value, removes) the value at `path`:
// object keys and array indices ("attempts", "0", "actions", "1", "verdict").
QJsonValue changed(const QJsonValue &at, QStringList path, const QJsonValue &value) {
    if (path.isEmpty()) {
        return value;
    }
    const QString step = path.takeFirst();
    if (at.isArray()) {
        QJsonArray array = at.toArray();
        const qsizetype index = step.toLongLong();
        if (path.isEmpty() && value.isUndefined()) {
            array.removeAt(index);
        } else {
            array[index] = changed(array.at(index), path, value);
        }
        return array;
    }
    QJsonObject object = at.toObject();
    if (path.isEmpty() && value.isUndefined()) {
        object.remove(step);
    } else {
        object[step] = changed(object.value(step), path, value);
    }
    return object;
}

QJsonValue fromText(const QString &json) {
    if (json == QLatin1StringView("<remove>")) {
        return QJsonValue(QJsonValue::Undefined);
    }
    return QJsonDocument::fromJson("[" + json.toUtf8() + "]").array().at(0);
}

} // namespace

class TestProgressTransfer : public QObject {
    Q_OBJECT

private:
    QString dbPath(const QString &name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;

private slots:
    void init() {
        QVERIFY(m_dir.isValid());
        QTest::failOnWarning(QRegularExpression(QStringLiteral(".+")));
    }

    void cleanup() {
        QCOMPARE(QSqlDatabase::connectionNames(), QStringList());
        m_dir.remove();
        m_dir = QTemporaryDir();
    }

    void everyAttemptGetsItsOwnUid() {
        ProgressStore store;
        QVERIFY2(store.open(dbPath("a.sqlite")), qPrintable(store.lastError()));
        const qint64 ann = store.createTrainee("Ann").value_or(0);
        for (int i = 0; i < 5; ++i) {
            completedAttempt(store, ann, "l1", 1, 0);
        }
        const QSet<QString> uids = uidsOf(store, ann);
        QCOMPARE(uids.size(), 5);
        QVERIFY(!uids.contains(QString()));
    }

    void exportWritesTheFormat() {
        ProgressStore store;
        QVERIFY2(store.open(dbPath("a.sqlite")), qPrintable(store.lastError()));
        const qint64 ann = store.createTrainee("Ann").value_or(0);
        const qint64 first = completedAttempt(store, ann, "l1", 3, 1);
        QTest::qWait(5); // distinct start times, to the millisecond
        const qint64 second = completedAttempt(store, ann, "l2", 2, 0);
        QTest::qWait(5);
        const qint64 running =
            store.startAttempt(ann, "l3", "L3", QString(kModeExam), 1).value_or(0);
        QVERIFY(first > 0 && second > 0 && running > 0);

        const QString path = m_dir.filePath("ann.json");
        ProgressTransfer transfer(store);
        QVERIFY2(transfer.exportToFile(ann, path), qPrintable(transfer.lastError()));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(root.value("format").toString(), QStringLiteral("dealer-trainer-progress"));
        QCOMPARE(root.value("version").toInt(), 1);
        QCOMPARE(root.value("trainee").toObject().value("name").toString(), QStringLiteral("Ann"));
        const QJsonArray attempts = root.value("attempts").toArray();
        // The attempt in progress is left out; the rest oldest first.
        QCOMPARE(attempts.size(), 2);
        const QJsonObject l1 = attempts.at(0).toObject();
        QCOMPARE(l1.value("lessonId").toString(), QStringLiteral("l1"));
        QCOMPARE(attempts.at(1).toObject().value("lessonId").toString(), QStringLiteral("l2"));
        QCOMPARE(l1.value("seed").toString(), QStringLiteral("42"));
        QCOMPARE(l1.value("status").toString(), QStringLiteral("completed"));
        QCOMPARE(l1.value("actionsCount").toInt(), 4);
        QCOMPARE(l1.value("errors").toInt(), 1);
        QCOMPARE(l1.value("integrityErrors").toInt(), 1);
        QCOMPARE(l1.value("accuracy").toDouble(), 0.75);
        QCOMPARE(l1.value("passed").toBool(), false);
        QCOMPARE(l1.value("uid").toString(), store.attempts(ann, "l1").value(0).uid);
        const QJsonArray actions = l1.value("actions").toArray();
        QCOMPARE(actions.size(), 4);
        const QJsonObject wrong = actions.at(3).toObject();
        QCOMPARE(wrong.value("seq").toInt(), 4);
        QCOMPARE(wrong.value("verdict").toString(), QStringLiteral("error"));
        QCOMPARE(wrong.value("citation").toString(), QStringLiteral("Blackjack §5(e)(2)"));
        QCOMPARE(wrong.value("requirement").toString(), QStringLiteral("BJ-CUT-02"));
        QCOMPARE(wrong.value("action").toString(), QStringLiteral(R"({"type":"deal","spot":4})"));
        // A correct action has no severity or expected action.
        QVERIFY(!actions.at(0).toObject().contains("severity"));
        QVERIFY(!actions.at(0).toObject().contains("expected"));
    }

    void roundTripIntoAnotherDatabaseKeepsEverything() {
        ProgressStore home;
        QVERIFY2(home.open(dbPath("home.sqlite")), qPrintable(home.lastError()));
        const qint64 ann = home.createTrainee("Ann").value_or(0);
        completedAttempt(home, ann, "l1", 3, 1);
        const qint64 left = home.startAttempt(ann, "l2", "L2", QString(kModeDrill), 5).value_or(0);
        home.recordAction(left, gradedAction(1, false));
        home.recordHint(left);
        QVERIFY(home.abandonAttempt(left));

        const QString path = m_dir.filePath("ann.json");
        QVERIFY(ProgressTransfer(home).exportToFile(ann, path));

        ProgressStore school;
        QVERIFY2(school.open(dbPath("school.sqlite")), qPrintable(school.lastError()));
        school.createTrainee("Bob");
        ProgressTransfer transfer(school);
        const std::optional<ImportResult> result = transfer.importFile(path);
        QVERIFY2(result, qPrintable(transfer.lastError()));
        QCOMPARE(result->traineeName, QStringLiteral("Ann"));
        QVERIFY(result->traineeCreated);
        QCOMPARE(result->attemptsImported, 2);
        QCOMPARE(result->attemptsAlreadyPresent, 0);
        QCOMPARE(result->actionsImported, 5);
        QCOMPARE(result->traineeId, traineeNamed(school, "Ann"));
        QCOMPARE(describeImport(*result),
                 QStringLiteral("2 attempts imported, 0 already present, for Ann (a new "
                                "profile)."));

        // Every field but the database's own ids is as it was at home.
        const QList<AttemptRecord> there = school.attempts(result->traineeId);
        const QList<AttemptRecord> here = home.attempts(ann);
        QCOMPARE(there.size(), here.size());
        for (qsizetype i = 0; i < here.size(); ++i) {
            AttemptRecord expected = here.at(i);
            expected.id = there.at(i).id;
            expected.traineeId = result->traineeId;
            QCOMPARE(there.at(i), expected);
            QCOMPARE(school.actions(there.at(i).id), home.actions(here.at(i).id));
        }
        QCOMPARE(school.trainees().constFirst().name, QStringLiteral("Bob"));
        QCOMPARE(school.attempts(traineeNamed(school, "Bob")).size(), 0);
    }

    void importingTheSameFileTwiceAddsNothing() {
        ProgressStore store;
        QVERIFY2(store.open(dbPath("a.sqlite")), qPrintable(store.lastError()));
        ProgressTransfer transfer(store);
        const std::optional<ImportResult> first = transfer.importBytes(bytesOf(validFile()), "f");
        QVERIFY2(first, qPrintable(transfer.lastError()));
        QCOMPARE(first->attemptsImported, 2);
        const std::optional<ImportResult> second = transfer.importBytes(bytesOf(validFile()), "f");
        QVERIFY2(second, qPrintable(transfer.lastError()));
        QCOMPARE(second->attemptsImported, 0);
        QCOMPARE(second->attemptsAlreadyPresent, 2);
        QCOMPARE(second->actionsImported, 0);
        QVERIFY(!second->traineeCreated);
        QCOMPARE(second->traineeId, first->traineeId);
        QCOMPARE(describeImport(*second),
                 QStringLiteral("0 attempts imported, 2 already present, into Ann's progress."));
        QCOMPARE(store.trainees().size(), 1);
        QCOMPARE(store.attempts(first->traineeId).size(), 2);
    }

    void importReadsTheFileAsWritten() {
        ProgressStore store;
        QVERIFY2(store.open(dbPath("a.sqlite")), qPrintable(store.lastError()));
        ProgressTransfer transfer(store);
        const std::optional<ImportResult> result = transfer.importBytes(bytesOf(validFile()), "f");
        QVERIFY2(result, qPrintable(transfer.lastError()));
        const Trainee ann = store.trainees().constFirst();
        QCOMPARE(ann.name, QStringLiteral("Ann"));
        QCOMPARE(ann.createdAt, QDateTime(QDate(2026, 1, 10), QTime(9, 0), Qt::UTC));
        const QList<AttemptRecord> attempts = store.attempts(ann.id); // newest first
        QCOMPARE(attempts.size(), 2);
        const AttemptRecord completed = attempts.at(1);
        QCOMPARE(completed.uid, QStringLiteral("0c5a55ba-6b0e-4a52-9d8e-3f0d7b1a2c01"));
        QCOMPARE(completed.seed, Q_INT64_C(9007199254740993));
        QCOMPARE(completed.hintsUsed, 1);
        QCOMPARE(completed.summary, (AttemptSummary{2, 1, 0.5, false, 0, 0}));
        QCOMPARE(completed.finishedAt, QDateTime(QDate(2026, 3, 2), QTime(14, 9, 30), Qt::UTC));
        const QList<GradedActionRecord> actions = store.actions(completed.id);
        QCOMPARE(actions.size(), 2);
        QCOMPARE(actions.at(1).expected, QStringLiteral(R"({"type":"offer_cut"})"));
        QCOMPARE(actions.at(1).recordedAt,
                 QDateTime(QDate(2026, 3, 2), QTime(14, 5, 7, 250), Qt::UTC));
        QVERIFY(actions.at(0).severity.isEmpty());
        // +01:00 is read as the same instant in UTC.
        QCOMPARE(attempts.at(0).startedAt, QDateTime(QDate(2026, 3, 3), QTime(7, 0), Qt::UTC));
        QCOMPARE(attempts.at(0).seed, Q_INT64_C(-3));
    }

    void homeSchoolHomeKeepsBothSides() {
        ProgressStore home;
        ProgressStore school;
        QVERIFY2(home.open(dbPath("home.sqlite")), qPrintable(home.lastError()));
        QVERIFY2(school.open(dbPath("school.sqlite")), qPrintable(school.lastError()));
        const qint64 homeAnn = home.createTrainee("Ann").value_or(0);
        completedAttempt(home, homeAnn, "l1", 2, 0);
        completedAttempt(home, homeAnn, "l2", 1, 1);
        // The school made its own Ann before any file came.
        const qint64 schoolAnn = school.createTrainee("Ann").value_or(0);
        completedAttempt(school, schoolAnn, "l3", 4, 0);

        const QString toSchool = m_dir.filePath("to-school.json");
        QVERIFY(ProgressTransfer(home).exportToFile(homeAnn, toSchool));
        ProgressTransfer atSchool(school);
        const auto inSchool = atSchool.importFile(toSchool);
        QVERIFY2(inSchool, qPrintable(atSchool.lastError()));
        QCOMPARE(inSchool->traineeId, schoolAnn); // merged by name
        QCOMPARE(inSchool->attemptsImported, 2);
        completedAttempt(school, schoolAnn, "l4", 1, 0);

        const QString toHome = m_dir.filePath("to-home.json");
        QVERIFY(ProgressTransfer(school).exportToFile(schoolAnn, toHome));
        ProgressTransfer atHome(home);
        const auto inHome = atHome.importFile(toHome);
        QVERIFY2(inHome, qPrintable(atHome.lastError()));
        QCOMPARE(inHome->attemptsImported, 2);       // l3 and l4
        QCOMPARE(inHome->attemptsAlreadyPresent, 2); // l1 and l2 came from here

        QCOMPARE(home.attempts(homeAnn).size(), 4);
        QCOMPARE(uidsOf(home, homeAnn), uidsOf(school, schoolAnn));
        QCOMPARE(home.lessonProgress(homeAnn).size(), 4);
    }

    void aBadFileIsRefusedSayingWhereAndWhat_data() {
        QTest::addColumn<QStringList>("path");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("error");
        const auto row = [](const char *name, const QString &path, const QString &value,
                            const QString &error) {
            QTest::newRow(name) << path.split(QLatin1Char('/'), Qt::SkipEmptyParts) << value
                                << error;
        };
        row("format", "format", "\"something-else\"",
            "$.format: must be \"dealer-trainer-progress\" (this is not a Dealer Trainer progress "
            "file)");
        row("format missing", "format", "<remove>",
            "$.format: must be \"dealer-trainer-progress\" (this is not a Dealer Trainer progress "
            "file)");
        row("version newer", "version", "2",
            "$.version: 2 is newer than this program reads (up to 1): update Dealer Trainer");
        row("version text", "version", "\"1\"", "$.version: must be a whole number, 0 or more");
        row("exportedAt", "exportedAt", "\"last week\"",
            "$.exportedAt: must be a date and time in ISO 8601 with its zone, e.g. "
            "\"2026-03-02T14:05:00.000Z\"");
        row("trainee missing", "trainee", "<remove>", "$.trainee: is missing");
        row("trainee name empty", "trainee/name", "\"  \"", "$.trainee.name: must not be empty");
        row("trainee name number", "trainee/name", "7", "$.trainee.name: must be text");
        row("attempts not an array", "attempts", "{}", "$.attempts: must be an array");
        row("attempt not an object", "attempts/1", "3", "$.attempts[1]: must be an object");
        row("uid repeated", "attempts/1/uid", "\"0c5a55ba-6b0e-4a52-9d8e-3f0d7b1a2c01\"",
            "$.attempts[1].uid: repeats $.attempts[0].uid");
        // A uid is the same whatever its letters' case (every uid is written lower case).
        row("uid repeated in capitals", "attempts/1/uid",
            "\"0C5A55BA-6B0E-4A52-9D8E-3F0D7B1A2C01\"",
            "$.attempts[1].uid: repeats $.attempts[0].uid");
        row("uid characters", "attempts/0/uid", "\"a b\"",
            "$.attempts[0].uid: must be at most 64 letters, digits and hyphens");
        row("uid missing", "attempts/0/uid", "<remove>", "$.attempts[0].uid: is missing");
        row("lessonId empty", "attempts/0/lessonId", "\"\"",
            "$.attempts[0].lessonId: must not be empty");
        row("mode", "attempts/1/mode", "\"training\"",
            "$.attempts[1].mode: must be \"practice\", \"drill\" or \"exam\"");
        row("status in progress", "attempts/0/status", "\"in_progress\"",
            "$.attempts[0].status: must be \"completed\" or \"abandoned\"");
        row("seed as a number", "attempts/0/seed", "42", "$.attempts[0].seed: must be text");
        row("seed not a number", "attempts/0/seed", "\"forty\"",
            "$.attempts[0].seed: must be a whole number written as text, e.g. \"42\"");
        row("startedAt no zone", "attempts/0/startedAt", "\"2026-03-02T14:05:00\"",
            "$.attempts[0].startedAt: must be a date and time in ISO 8601 with its zone, e.g. "
            "\"2026-03-02T14:05:00.000Z\"");
        row("finishedAt before startedAt", "attempts/0/finishedAt", "\"2026-03-02T14:04:59.000Z\"",
            "$.attempts[0].finishedAt: must not be before startedAt");
        row("hintsUsed negative", "attempts/0/hintsUsed", "-1",
            "$.attempts[0].hintsUsed: must be a whole number, 0 or more");
        row("actionsCount fraction", "attempts/0/actionsCount", "2.5",
            "$.attempts[0].actionsCount: must be a whole number, 0 or more");
        row("more errors than actions", "attempts/0/errors", "3",
            "$.attempts[0].errors: must not be more than actionsCount (2)");
        row("integrity and payout errors", "attempts/0/payoutErrors", "2",
            "$.attempts[0].payoutErrors: integrityErrors and payoutErrors together must not be "
            "more than errors (1)");
        row("accuracy above 1", "attempts/0/accuracy", "1.5",
            "$.attempts[0].accuracy: must be a number from 0 to 1");
        row("passed as text", "attempts/0/passed", "\"yes\"",
            "$.attempts[0].passed: must be true or false");
        row("abandoned and passed", "attempts/1/passed", "true",
            "$.attempts[1].passed: must be false for an abandoned attempt");
        row("actions missing", "attempts/1/actions", "<remove>",
            "$.attempts[1].actions: is missing");
        row("verdict", "attempts/0/actions/1/verdict", "\"wrong\"",
            "$.attempts[0].actions[1].verdict: must be \"correct\" or \"error\"");
        row("seq not increasing", "attempts/0/actions/1/seq", "1",
            "$.attempts[0].actions[1].seq: must be greater than the previous action's seq (1)");
        row("action not JSON", "attempts/0/actions/0/action", "\"{deal\"",
            "$.attempts[0].actions[0].action: must be the action's JSON text (");
        row("action empty", "attempts/0/actions/0/action", "\"\"",
            "$.attempts[0].actions[0].action: must not be empty");
        row("severity not text", "attempts/0/actions/1/severity", "1",
            "$.attempts[0].actions[1].severity: must be text");
        row("message missing", "attempts/0/actions/0/message", "<remove>",
            "$.attempts[0].actions[0].message: is missing");
        row("recordedAt", "attempts/0/actions/1/recordedAt", "\"2026-13-02T14:05:07Z\"",
            "$.attempts[0].actions[1].recordedAt: must be a date and time in ISO 8601 with its "
            "zone, e.g. \"2026-03-02T14:05:00.000Z\"");
    }

    void aBadFileIsRefusedSayingWhereAndWhat() {
        QFETCH(QStringList, path);
        QFETCH(QString, value);
        QFETCH(QString, error);
        ProgressStore store;
        QVERIFY2(store.open(dbPath("a.sqlite")), qPrintable(store.lastError()));
        const QJsonObject bad = changed(validFile(), path, fromText(value)).toObject();
        ProgressTransfer transfer(store);
        QVERIFY(!transfer.importBytes(bytesOf(bad), "progress.json"));
        const QString expected = QStringLiteral("progress.json: ") + error;
        QVERIFY2(transfer.lastError().startsWith(expected),
                 qPrintable(transfer.lastError() + "\nexpected: " + expected));
        // Nothing was written: not even the trainee.
        QCOMPARE(store.trainees().size(), 0);
    }

    void notJsonAtAllIsRefused() {
        ProgressStore store;
        QVERIFY2(store.open(dbPath("a.sqlite")), qPrintable(store.lastError()));
        ProgressTransfer transfer(store);
        QVERIFY(!transfer.importBytes("<html>", "page.html"));
        QVERIFY2(transfer.lastError().startsWith("page.html: $: is not JSON ("),
                 qPrintable(transfer.lastError()));
        QVERIFY(!transfer.importBytes("[1, 2]", "list.json"));
        QCOMPARE(transfer.lastError(), QStringLiteral("list.json: $: must be an object"));
        QVERIFY(!transfer.importFile(m_dir.filePath("missing.json")));
        QVERIFY2(transfer.lastError().startsWith(m_dir.filePath("missing.json") +
                                                 ": cannot read the file ("),
                 qPrintable(transfer.lastError()));
    }

    void aFailureHalfWayChangesNothing() {
        ProgressStore store;
        QVERIFY2(store.open(dbPath("a.sqlite")), qPrintable(store.lastError()));
        {
            // The database refuses the second attempt's first action, after
            // the trainee and the first attempt were written.
            RawConnection raw(dbPath("a.sqlite"));
            QVERIFY(raw.exec("CREATE TRIGGER refuse BEFORE INSERT ON graded_actions WHEN "
                             "NEW.message = 'refuse me' BEGIN SELECT RAISE(ABORT, 'refused by "
                             "the test'); END"));
        }
        QJsonObject file = validFile();
        file = changed(file, {"attempts", "1", "actions"},
                       QJsonArray{QJsonObject{{"seq", 0},
                                              {"action", "{}"},
                                              {"verdict", "correct"},
                                              {"message", "refuse me"},
                                              {"recordedAt", "2026-03-03T07:00:00.000Z"}}})
                   .toObject();
        ProgressTransfer transfer(store);
        QVERIFY(!transfer.importBytes(bytesOf(file), "f"));
        QVERIFY2(transfer.lastError().startsWith(
                     "Cannot import the progress of \"Ann\": attempt a1, action 0: "),
                 qPrintable(transfer.lastError()));
        QVERIFY2(transfer.lastError().contains("refused by the test"),
                 qPrintable(transfer.lastError()));
        QCOMPARE(store.trainees().size(), 0);
        RawConnection raw(dbPath("a.sqlite"));
        QCOMPARE(raw.scalar("SELECT COUNT(*) FROM attempts").toInt(), 0);
        QCOMPARE(raw.scalar("SELECT COUNT(*) FROM graded_actions").toInt(), 0);
    }

    void versionThreeDatabaseGetsUidsForItsAttempts() {
        // A database as the previous release left it: schema version 3, two attempts.
        const QString path = dbPath("v3.sqlite");
        {
            RawConnection raw(path);
            QVERIFY(versionThreeDatabase(raw, 2));
            QVERIFY(raw.exec("INSERT INTO graded_actions (attempt_id, seq, action_json, verdict, "
                             "message, recorded_at) VALUES (1, 1, '{}', 'correct', 'Correct', "
                             "'2026-01-01T09:02:00.000Z')"));
        }
        ProgressStore store;
        QVERIFY2(store.open(path), qPrintable(store.lastError()));
        QCOMPARE(latestSchemaVersion(), 7);
        const QList<AttemptRecord> old = store.attempts(1);
        QCOMPARE(old.size(), 2);
        QVERIFY(!old.at(0).uid.isEmpty());
        QVERIFY(!old.at(1).uid.isEmpty());
        QVERIFY(old.at(0).uid != old.at(1).uid);
        // Made in C++ (QUuid, lower case, as a new attempt's), not by SQLite.
        for (const AttemptRecord &attempt : old) {
            QVERIFY2(!QUuid::fromString(attempt.uid).isNull(), qPrintable(attempt.uid));
            QCOMPARE(attempt.uid, attempt.uid.toLower());
        }
        QCOMPARE(old.at(1).summary, (AttemptSummary{1, 0, 1.0, true, 0, 0}));
        QCOMPARE(store.actions(old.at(1).id).size(), 1);
        const qint64 next = completedAttempt(store, 1, "l1", 1, 0);
        QCOMPARE(uidsOf(store, 1).size(), 3);
        Q_UNUSED(next);
        {
            RawConnection raw(path);
            QCOMPARE(raw.column("SELECT version FROM schema_version"),
                     QStringList{QString::number(latestSchemaVersion())});
            // The uid is unique in the database: a copy is refused.
            QVERIFY(raw.scalar("SELECT sql FROM sqlite_master WHERE name = 'attempts_uid'")
                        .toString()
                        .startsWith("CREATE UNIQUE INDEX"));
        }
        // The old attempts travel like new ones: a re-import adds nothing.
        const QString file = m_dir.filePath("v3.json");
        ProgressTransfer transfer(store);
        QVERIFY(transfer.exportToFile(1, file));
        const auto again = transfer.importFile(file);
        QVERIFY2(again, qPrintable(transfer.lastError()));
        QCOMPARE(again->attemptsAlreadyPresent, 3);
        QCOMPARE(again->attemptsImported, 0);
    }

    // A database the previous release already brought to version 4 (its
    // uids made by SQLite's randomblob()) keeps every uid: a file exported
    // from it before still matches its attempts.
    void versionFourDatabaseKeepsItsUids() {
        const QString path = dbPath("v4.sqlite");
        QStringList before;
        {
            RawConnection raw(path);
            QVERIFY(versionThreeDatabase(raw, 3));
            // Migration 4 as the previous release ran it.
            QVERIFY(raw.exec("UPDATE schema_version SET version = 4"));
            QVERIFY(raw.exec("ALTER TABLE attempts ADD COLUMN uid TEXT"));
            QVERIFY(
                raw.exec("UPDATE attempts SET uid = lower(hex(randomblob(16))) WHERE uid IS NULL"));
            QVERIFY(raw.exec("CREATE UNIQUE INDEX attempts_uid ON attempts (uid)"));
            before = raw.column("SELECT uid FROM attempts ORDER BY id");
        }
        QCOMPARE(before.size(), 3);
        ProgressStore store;
        QVERIFY2(store.open(path), qPrintable(store.lastError()));
        QStringList after;
        const QList<AttemptRecord> attempts = store.attempts(1);
        for (auto it = attempts.crbegin(); it != attempts.crend(); ++it) {
            after.append(it->uid);
        }
        QCOMPARE(after, before);
        store.close();
        RawConnection raw(path);
        QCOMPARE(raw.column("SELECT uid FROM attempts ORDER BY id"), before);
        QCOMPARE(raw.column("SELECT version FROM schema_version"),
                 QStringList{QString::number(latestSchemaVersion())});
    }

    // The migrations run on PostgreSQL too: none calls an SQLite-only function.
    void migrationsUseNoSqliteOnlyFunctions() {
        const QRegularExpression sqliteOnly(
            QStringLiteral("\\b(randomblob|hex|zeroblob|printf|strftime|julianday|datetime|"
                           "ifnull|group_concat|last_insert_rowid)\\s*\\("),
            QRegularExpression::CaseInsensitiveOption);
        for (const Migration &migration : migrations()) {
            for (const QStringList *list : {&migration.statements, &migration.statementsAfter}) {
                for (const QString &statement : *list) {
                    QVERIFY2(!sqliteOnly.match(statement).hasMatch(), qPrintable(statement));
                }
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestProgressTransfer)
#include "tst_progresstransfer.moc"
