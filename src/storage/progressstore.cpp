#include "progressstore.h"

#include "defaultdatabasepath.h"
#include "migrations.h"
#include "sqlerror.h"
#include "timestamps.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QUuid>
#include <QVariant>
#include <algorithm>
#include <atomic>
#include <cmath>

namespace dt::storage {

namespace {
const QString kDriver = QStringLiteral("QSQLITE");

QString uniqueConnectionName() {
    static std::atomic<quint64> counter{0};
    QString name;
    do {
        name = QStringLiteral("dt.storage.ProgressStore.%1").arg(++counter);
    } while (QSqlDatabase::contains(name));
    return name;
}

QString quoted(const QString &text) {
    return QLatin1Char('"') + text + QLatin1Char('"');
}

// Empty optional texts are stored as NULL; a null QString binds as SQL NULL.
QVariant nullIfEmpty(const QString &text) {
    return text.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(text);
}

bool isKnownMode(const QString &mode) {
    return mode == kModePractice || mode == kModeDrill || mode == kModeExam;
}

// Runs a fixed statement with no user data in it. PRAGMAs take no bound
// parameters, so their numbers are formatted from ints this code owns.
bool execFixed(QSqlDatabase &db, const QString &sql, QSqlError &error, QVariant *result = nullptr) {
    QSqlQuery query(db);
    if (!query.exec(sql)) {
        error = query.lastError();
        return false;
    }
    if (result != nullptr && query.next()) {
        *result = query.value(0);
    }
    return true;
}

AttemptRecord attemptFrom(const QSqlQuery &query) {
    AttemptRecord record;
    record.id = query.value(0).toLongLong();
    record.traineeId = query.value(1).toLongLong();
    record.lessonId = query.value(2).toString();
    record.lessonTitle = query.value(3).toString();
    record.mode = query.value(4).toString();
    record.seed = query.value(5).toLongLong();
    record.startedAt = fromStorageTimestamp(query.value(6));
    record.finishedAt = fromStorageTimestamp(query.value(7));
    record.status = query.value(8).toString();
    record.summary.actions = query.value(9).toInt();
    record.summary.errors = query.value(10).toInt();
    record.summary.accuracy = query.value(11).toDouble(); // NULL reads as 0
    record.summary.passed = query.value(12).toInt() != 0;
    record.hintsUsed = query.value(13).toInt();
    record.summary.integrityErrors = query.value(14).toInt();
    record.summary.payoutErrors = query.value(15).toInt();
    record.uid = query.value(16).toString();
    return record;
}

const QString kAttemptColumns = QStringLiteral(
    "id, trainee_id, lesson_id, lesson_title, mode, seed, started_at, "
    "finished_at, status, actions_count, errors_count, accuracy, passed, hints_used, "
    "integrity_errors, payout_errors, uid");
} // namespace

ProgressStore::ProgressStore() = default;

ProgressStore::~ProgressStore() {
    close();
}

QString ProgressStore::defaultDatabasePath() {
    return dt::storage::defaultDatabasePath();
}

bool ProgressStore::open(const QString &path) {
    close();
    m_lastError.clear();
    if (path.isEmpty()) {
        return fail(QStringLiteral("Cannot open the progress database: no path given"));
    }
    if (!openConnection(path)) {
        close(); // keeps m_lastError
        return false;
    }
    m_path = path;
    m_open = true;
    return true;
}

// Every step before "PRAGMA journal_mode" only reads, and SQLite writes nothing
// to a file it merely reads, so a file refused here is left byte for byte as
// it was. The QSqlDatabase handle is local so close() can remove the
// connection once this returns.
bool ProgressStore::openConnection(const QString &path) {
    if (!QSqlDatabase::isDriverAvailable(kDriver)) {
        return fail(QStringLiteral("%1: cannot open: the Qt SQLite driver (QSQLITE) is not "
                                   "installed")
                        .arg(path));
    }
    m_connectionName = uniqueConnectionName();
    QSqlDatabase db = QSqlDatabase::addDatabase(kDriver, m_connectionName);
    db.setDatabaseName(path);
    if (!db.open()) {
        return fail(QStringLiteral("%1: cannot open (%2)").arg(path, sqlErrorText(db.lastError())));
    }

    const auto refuse = [this, &path](const QSqlError &error) {
        switch (classifySqlError(error)) {
        case SqlErrorKind::NotADatabase:
            return fail(QStringLiteral("%1: file is not a Dealer Trainer database (%2)")
                            .arg(path, sqlErrorText(error)));
        case SqlErrorKind::Corrupt:
            return fail(
                QStringLiteral("%1: the database is damaged (%2)").arg(path, sqlErrorText(error)));
        case SqlErrorKind::Busy:
            return fail(QStringLiteral("%1: the database is locked by another program (%2)")
                            .arg(path, sqlErrorText(error)));
        default:
            return fail(
                QStringLiteral("%1: cannot use the database (%2)").arg(path, sqlErrorText(error)));
        }
    };

    // Connection settings first: they touch no file, and the busy timeout
    // bounds every later wait for a lock.
    QSqlError error;
    if (!execFixed(db, QStringLiteral("PRAGMA busy_timeout = %1").arg(m_busyTimeoutMs), error) ||
        !execFixed(db, QStringLiteral("PRAGMA foreign_keys = ON"), error)) {
        return refuse(error);
    }

    // SQLite opens lazily: the first read is what finds a text file
    // ("file is not a database") or a lock held by another program.
    if (!execFixed(db, QStringLiteral("SELECT COUNT(*) FROM sqlite_master"), error)) {
        return refuse(error);
    }
    QVariant check;
    if (!execFixed(db, QStringLiteral("PRAGMA quick_check"), error, &check)) {
        return refuse(error);
    }
    if (check.toString() != QLatin1StringView("ok")) {
        // The report can list every damaged page; its start is enough.
        QString report = check.toString().simplified();
        if (report.size() > 200) {
            report = report.left(200) + QStringLiteral("...");
        }
        return fail(
            QStringLiteral("%1: the database is damaged (quick_check: %2)").arg(path, report));
    }

    QString reason;
    const std::optional<int> version = readSchemaVersion(db, reason);
    if (!version) {
        return fail(
            QStringLiteral("%1: file is not a Dealer Trainer database (%2)").arg(path, reason));
    }
    if (*version > latestSchemaVersion()) {
        return fail(
            QStringLiteral("%1: the database was written by a newer Dealer Trainer "
                           "(schema version %2; this program knows up to %3). It was "
                           "left unchanged; update Dealer Trainer to open it.")
                .arg(path, QString::number(*version), QString::number(latestSchemaVersion())));
    }

    // The first writes. WAL lets readers and one writer work at once and
    // survives a crash mid-write; synchronous=FULL makes each commit (each
    // graded action) durable even on power loss.
    // The schema is created or migrated with synchronous=NORMAL: in WAL mode
    // its commits are still atomic and the database consistent after a crash
    // or a power loss, they are only not synced to the disk one by one (a
    // fresh database paid a sync per migration). Should a power loss take
    // them, the schema version goes back with them and the next start applies
    // the migrations again. The next commit, with FULL, syncs the WAL and so
    // every commit before it.
    if (!execFixed(db, QStringLiteral("PRAGMA journal_mode = WAL"), error) ||
        !execFixed(db, QStringLiteral("PRAGMA synchronous = NORMAL"), error)) {
        return refuse(error);
    }
    if (!migrate(db, reason)) {
        return fail(
            QStringLiteral("%1: cannot bring the database up to date: %2").arg(path, reason));
    }
    if (!execFixed(db, QStringLiteral("PRAGMA synchronous = FULL"), error)) {
        return refuse(error);
    }
    return succeed();
}

void ProgressStore::close() {
    m_open = false;
    m_path.clear();
    if (m_connectionName.isEmpty()) {
        return;
    }
    {
        // This handle must be gone before removeDatabase(), or Qt warns that
        // the connection is still in use and keeps it.
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connectionName);
    m_connectionName.clear();
}

void ProgressStore::setBusyTimeoutMs(int milliseconds) {
    m_busyTimeoutMs = qMax(0, milliseconds);
    if (m_open) {
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        QSqlError error;
        if (!execFixed(db, QStringLiteral("PRAGMA busy_timeout = %1").arg(m_busyTimeoutMs),
                       error)) {
            fail(QStringLiteral("Cannot set the busy timeout: %1").arg(sqlFailureReason(error)));
        }
    }
}

std::optional<qint64> ProgressStore::createTrainee(const QString &name) {
    if (!requireOpen(QStringLiteral("create a trainee"))) {
        return std::nullopt;
    }
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty()) {
        fail(QStringLiteral("Cannot create a trainee: the name is empty"));
        return std::nullopt;
    }
    QSqlQuery query(QSqlDatabase::database(m_connectionName, false));
    // RETURNING works on SQLite 3.35+ and PostgreSQL, unlike lastInsertId().
    query.prepare(QStringLiteral(
        "INSERT INTO trainees (name, created_at) VALUES (:name, :created_at) RETURNING id"));
    query.bindValue(QStringLiteral(":name"), trimmed);
    query.bindValue(QStringLiteral(":created_at"), toStorageTimestamp(storageNow()));
    if (!query.exec() || !query.next()) {
        const QSqlError error = query.lastError();
        if (classifySqlError(error) == SqlErrorKind::UniqueViolation) {
            fail(QStringLiteral("Cannot create a trainee: a trainee named %1 already exists")
                     .arg(quoted(trimmed)));
        } else {
            fail(QStringLiteral("Cannot create trainee %1: %2")
                     .arg(quoted(trimmed), sqlFailureReason(error)));
        }
        return std::nullopt;
    }
    const qint64 id = query.value(0).toLongLong();
    query.finish(); // completes the statement, which commits it
    succeed();
    return id;
}

QList<Trainee> ProgressStore::trainees() const {
    QList<Trainee> result;
    if (!requireOpen(QStringLiteral("list trainees"))) {
        return result;
    }
    QSqlQuery query(QSqlDatabase::database(m_connectionName, false));
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT id, name, created_at FROM trainees ORDER BY id"));
    if (!query.exec()) {
        fail(QStringLiteral("Cannot list trainees: %1").arg(sqlFailureReason(query.lastError())));
        return result;
    }
    while (query.next()) {
        result.append({query.value(0).toLongLong(), query.value(1).toString(),
                       fromStorageTimestamp(query.value(2))});
    }
    succeed();
    return result;
}

bool ProgressStore::renameTrainee(qint64 traineeId, const QString &name) {
    if (!requireOpen(QStringLiteral("rename a trainee"))) {
        return false;
    }
    const QString id = QString::number(traineeId);
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty()) {
        return fail(QStringLiteral("Cannot rename trainee %1: the new name is empty").arg(id));
    }
    QSqlQuery query(QSqlDatabase::database(m_connectionName, false));
    query.prepare(QStringLiteral("UPDATE trainees SET name = :name WHERE id = :id"));
    query.bindValue(QStringLiteral(":name"), trimmed);
    query.bindValue(QStringLiteral(":id"), traineeId);
    if (!query.exec()) {
        const QSqlError error = query.lastError();
        if (classifySqlError(error) == SqlErrorKind::UniqueViolation) {
            return fail(
                QStringLiteral("Cannot rename trainee %1: a trainee named %2 already exists")
                    .arg(id, quoted(trimmed)));
        }
        return fail(
            QStringLiteral("Cannot rename trainee %1: %2").arg(id, sqlFailureReason(error)));
    }
    if (query.numRowsAffected() != 1) {
        return fail(QStringLiteral("Cannot rename trainee %1: no such trainee").arg(id));
    }
    return succeed();
}

std::optional<qint64> ProgressStore::startAttempt(qint64 traineeId, const QString &lessonId,
                                                  const QString &lessonTitle, const QString &mode,
                                                  qint64 seed) {
    if (!requireOpen(QStringLiteral("start an attempt"))) {
        return std::nullopt;
    }
    const QString trainee = QString::number(traineeId);
    if (lessonId.trimmed().isEmpty()) {
        fail(QStringLiteral("Cannot start an attempt for trainee %1: the lesson id is empty")
                 .arg(trainee));
        return std::nullopt;
    }
    if (!isKnownMode(mode)) {
        fail(QStringLiteral("Cannot start an attempt at lesson %1: unknown mode %2 (expected "
                            "practice, drill or exam)")
                 .arg(lessonId, quoted(mode)));
        return std::nullopt;
    }
    QSqlQuery query(QSqlDatabase::database(m_connectionName, false));
    query.prepare(QStringLiteral(
        "INSERT INTO attempts (trainee_id, lesson_id, lesson_title, mode, seed, started_at, "
        "status, actions_count, errors_count, uid) VALUES (:trainee, :lesson, :title, :mode, "
        ":seed, :started_at, :status, 0, 0, :uid) RETURNING id"));
    query.bindValue(QStringLiteral(":trainee"), traineeId);
    query.bindValue(QStringLiteral(":lesson"), lessonId);
    query.bindValue(QStringLiteral(":title"), lessonTitle);
    query.bindValue(QStringLiteral(":mode"), mode);
    query.bindValue(QStringLiteral(":seed"), seed);
    query.bindValue(QStringLiteral(":started_at"), toStorageTimestamp(storageNow()));
    query.bindValue(QStringLiteral(":status"), QString(kStatusInProgress));
    query.bindValue(QStringLiteral(":uid"), QUuid::createUuid().toString(QUuid::WithoutBraces));
    if (!query.exec() || !query.next()) {
        const QSqlError error = query.lastError();
        const QString reason = classifySqlError(error) == SqlErrorKind::ForeignKeyViolation
                                   ? QStringLiteral("trainee %1 does not exist").arg(trainee)
                                   : sqlFailureReason(error);
        fail(QStringLiteral("Cannot start an attempt at lesson %1: %2").arg(lessonId, reason));
        return std::nullopt;
    }
    const qint64 id = query.value(0).toLongLong();
    query.finish(); // completes the statement, which commits it
    succeed();
    return id;
}

bool ProgressStore::recordAction(qint64 attemptId, const GradedActionRecord &action) {
    if (!requireOpen(QStringLiteral("record an action"))) {
        return false;
    }
    const QString attempt = QString::number(attemptId);
    const QString seq = QString::number(action.seq);
    const QString what =
        QStringLiteral("Cannot record action %1 of attempt %2: ").arg(seq, attempt);
    if (action.verdict != kVerdictCorrect && action.verdict != kVerdictError) {
        return fail(what + QStringLiteral("unknown verdict %1 (expected correct or error)")
                               .arg(quoted(action.verdict)));
    }
    if (action.actionJson.isEmpty()) {
        return fail(what + QStringLiteral("the action is empty"));
    }
    const QDateTime recordedAt = action.recordedAt.isValid() ? action.recordedAt : storageNow();
    const QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    QSqlQuery query(db);
    // Only an attempt in progress takes actions: one statement, so an attempt
    // abandoned or finished meanwhile (by another station) cannot gain one.
    query.prepare(QStringLiteral(
        "INSERT INTO graded_actions (attempt_id, seq, action_json, verdict, severity, citation, "
        "requirement, expected, message, recorded_at) SELECT :attempt, :seq, :action, :verdict, "
        ":severity, :citation, :requirement, :expected, :message, :recorded_at WHERE EXISTS "
        "(SELECT 1 FROM attempts WHERE id = :attempt_check AND status = :in_progress)"));
    query.bindValue(QStringLiteral(":attempt"), attemptId);
    query.bindValue(QStringLiteral(":attempt_check"), attemptId);
    query.bindValue(QStringLiteral(":in_progress"), QString(kStatusInProgress));
    query.bindValue(QStringLiteral(":seq"), action.seq);
    query.bindValue(QStringLiteral(":action"), action.actionJson);
    query.bindValue(QStringLiteral(":verdict"), action.verdict);
    query.bindValue(QStringLiteral(":severity"), nullIfEmpty(action.severity));
    query.bindValue(QStringLiteral(":citation"), nullIfEmpty(action.citation));
    query.bindValue(QStringLiteral(":requirement"), nullIfEmpty(action.requirement));
    query.bindValue(QStringLiteral(":expected"), nullIfEmpty(action.expected));
    // message is NOT NULL; an empty one is stored as ''.
    query.bindValue(QStringLiteral(":message"),
                    action.message.isNull() ? QString::fromLatin1("") : action.message);
    query.bindValue(QStringLiteral(":recorded_at"), toStorageTimestamp(recordedAt));
    if (!query.exec()) {
        const QSqlError error = query.lastError();
        switch (classifySqlError(error)) {
        case SqlErrorKind::ForeignKeyViolation:
            return fail(what + QStringLiteral("attempt %1 does not exist").arg(attempt));
        case SqlErrorKind::UniqueViolation:
            return fail(what + QStringLiteral("an action with that seq is already recorded"));
        default:
            return fail(what + sqlFailureReason(error));
        }
    }
    if (query.numRowsAffected() == 1) {
        return succeed();
    }
    // Nothing inserted: the attempt is missing or no longer in progress.
    const std::optional<QString> status = attemptStatus(attemptId);
    if (!status) {
        return m_lastError.isEmpty()
                   ? fail(what + QStringLiteral("attempt %1 does not exist").arg(attempt))
                   : fail(what + m_lastError);
    }
    return fail(what + QStringLiteral("attempt %1 is %2").arg(attempt, *status));
}

std::optional<QString> ProgressStore::attemptStatus(qint64 attemptId) const {
    if (!requireOpen(QStringLiteral("read an attempt's status"))) {
        return std::nullopt;
    }
    QSqlQuery query(QSqlDatabase::database(m_connectionName, false));
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT status FROM attempts WHERE id = :id"));
    query.bindValue(QStringLiteral(":id"), attemptId);
    if (!query.exec()) {
        fail(QStringLiteral("Cannot read the status of attempt %1: %2")
                 .arg(QString::number(attemptId), sqlFailureReason(query.lastError())));
        return std::nullopt;
    }
    if (!query.next()) {
        succeed();
        return std::nullopt;
    }
    const QString status = query.value(0).toString();
    succeed();
    return status;
}

bool ProgressStore::finishAttempt(qint64 attemptId, const AttemptSummary &summary) {
    if (!requireOpen(QStringLiteral("finish an attempt"))) {
        return false;
    }
    const QString attempt = QString::number(attemptId);
    const QString what = QStringLiteral("Cannot finish attempt %1: ").arg(attempt);
    if (summary.actions < 0 || summary.errors < 0 || summary.errors > summary.actions) {
        return fail(what +
                    QStringLiteral("%1 errors in %2 actions is not a valid count")
                        .arg(QString::number(summary.errors), QString::number(summary.actions)));
    }
    if (summary.integrityErrors < 0 || summary.payoutErrors < 0 ||
        summary.integrityErrors + summary.payoutErrors > summary.errors) {
        return fail(what + QStringLiteral("%1 integrity and %2 payout errors among %3 errors is "
                                          "not a valid count")
                               .arg(QString::number(summary.integrityErrors),
                                    QString::number(summary.payoutErrors),
                                    QString::number(summary.errors)));
    }
    if (!std::isfinite(summary.accuracy) || summary.accuracy < 0.0 || summary.accuracy > 1.0) {
        return fail(what +
                    QStringLiteral("accuracy %1 is not between 0 and 1").arg(summary.accuracy));
    }
    const QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    QSqlQuery query(db);
    query.prepare(QStringLiteral(
        "UPDATE attempts SET status = :completed, finished_at = :finished_at, actions_count = "
        ":actions, errors_count = :errors, integrity_errors = :integrity, payout_errors = :payout, "
        "accuracy = :accuracy, passed = :passed WHERE id = :id AND status = :in_progress"));
    query.bindValue(QStringLiteral(":completed"), QString(kStatusCompleted));
    query.bindValue(QStringLiteral(":finished_at"), toStorageTimestamp(storageNow()));
    query.bindValue(QStringLiteral(":actions"), summary.actions);
    query.bindValue(QStringLiteral(":errors"), summary.errors);
    query.bindValue(QStringLiteral(":integrity"), summary.integrityErrors);
    query.bindValue(QStringLiteral(":payout"), summary.payoutErrors);
    query.bindValue(QStringLiteral(":accuracy"), summary.accuracy);
    query.bindValue(QStringLiteral(":passed"), summary.passed ? 1 : 0);
    query.bindValue(QStringLiteral(":id"), attemptId);
    query.bindValue(QStringLiteral(":in_progress"), QString(kStatusInProgress));
    if (!query.exec()) {
        return fail(what + sqlFailureReason(query.lastError()));
    }
    if (query.numRowsAffected() == 1) {
        return succeed();
    }
    // Nothing changed: say whether the attempt is missing or already over.
    QSqlQuery status(db);
    status.prepare(QStringLiteral("SELECT status FROM attempts WHERE id = :id"));
    status.bindValue(QStringLiteral(":id"), attemptId);
    if (status.exec() && status.next()) {
        return fail(what + QStringLiteral("it is already %1").arg(status.value(0).toString()));
    }
    return fail(what + QStringLiteral("no such attempt"));
}

namespace {
// Closes in-progress attempts matching `where` (a fixed fragment binding
// :key) as abandoned, with the counts of what was graded. One statement, so it
// is atomic on its own. Correlated subqueries and NULLIF (no division by zero)
// behave the same on SQLite and PostgreSQL. An attempt with no action
// "finishes" when it started.
QSqlQuery abandonQuery(const QSqlDatabase &db, const QString &where, qint64 key) {
    QSqlQuery query(db);
    query.prepare(QStringLiteral(
                      "UPDATE attempts SET status = 'abandoned',"
                      " actions_count = (SELECT COUNT(*) FROM graded_actions g"
                      "   WHERE g.attempt_id = attempts.id),"
                      " errors_count = (SELECT COUNT(*) FROM graded_actions g"
                      "   WHERE g.attempt_id = attempts.id AND g.verdict = 'error'),"
                      " integrity_errors = (SELECT COUNT(*) FROM graded_actions g"
                      "   WHERE g.attempt_id = attempts.id AND g.verdict = 'error'"
                      "   AND g.severity = 'integrity'),"
                      " payout_errors = (SELECT COUNT(*) FROM graded_actions g"
                      "   WHERE g.attempt_id = attempts.id AND g.verdict = 'error'"
                      "   AND g.severity = 'payout'),"
                      " accuracy = (SELECT 1.0 * SUM(CASE WHEN g.verdict = 'correct' THEN 1 ELSE 0 "
                      "END)"
                      "   / NULLIF(COUNT(*), 0) FROM graded_actions g WHERE g.attempt_id = "
                      "attempts.id),"
                      " finished_at = COALESCE((SELECT MAX(g.recorded_at) FROM graded_actions g"
                      "   WHERE g.attempt_id = attempts.id), started_at)"
                      " WHERE status = 'in_progress' AND ") +
                  where);
    query.bindValue(QStringLiteral(":key"), key);
    return query;
}
} // namespace

int ProgressStore::abandonUnfinishedAttempts(qint64 traineeId) {
    if (!requireOpen(QStringLiteral("close unfinished attempts"))) {
        return -1;
    }
    // Not the scenario of an exam sitting still in progress: that one resumes
    // where it stopped (docs/exams.md).
    QSqlQuery query = abandonQuery(
        QSqlDatabase::database(m_connectionName, false),
        QStringLiteral("trainee_id = :key AND id NOT IN (SELECT a.attempt_id FROM "
                       "exam_sitting_attempts a JOIN exam_sittings s ON s.id = a.sitting_id "
                       "WHERE s.status = 'in_progress')"),
        traineeId);
    if (!query.exec()) {
        fail(QStringLiteral("Cannot close the unfinished attempts of trainee %1: %2")
                 .arg(QString::number(traineeId), sqlFailureReason(query.lastError())));
        return -1;
    }
    succeed();
    return query.numRowsAffected();
}

bool ProgressStore::abandonAttempt(qint64 attemptId) {
    if (!requireOpen(QStringLiteral("abandon an attempt"))) {
        return false;
    }
    QSqlQuery query = abandonQuery(QSqlDatabase::database(m_connectionName, false),
                                   QStringLiteral("id = :key"), attemptId);
    if (!query.exec()) {
        return fail(QStringLiteral("Cannot abandon attempt %1: %2")
                        .arg(QString::number(attemptId), sqlFailureReason(query.lastError())));
    }
    if (query.numRowsAffected() != 1) {
        return fail(QStringLiteral("Cannot abandon attempt %1: it is not in progress")
                        .arg(QString::number(attemptId)));
    }
    return succeed();
}

bool ProgressStore::recordHint(qint64 attemptId) {
    if (!requireOpen(QStringLiteral("record a hint"))) {
        return false;
    }
    QSqlQuery query(QSqlDatabase::database(m_connectionName, false));
    query.prepare(QStringLiteral("UPDATE attempts SET hints_used = hints_used + 1 WHERE id = :id "
                                 "AND status = :in_progress"));
    query.bindValue(QStringLiteral(":id"), attemptId);
    query.bindValue(QStringLiteral(":in_progress"), QString(kStatusInProgress));
    if (!query.exec()) {
        return fail(QStringLiteral("Cannot record a hint for attempt %1: %2")
                        .arg(QString::number(attemptId), sqlFailureReason(query.lastError())));
    }
    if (query.numRowsAffected() != 1) {
        return fail(QStringLiteral("Cannot record a hint for attempt %1: it is not in progress")
                        .arg(QString::number(attemptId)));
    }
    return succeed();
}

QList<AttemptRecord> ProgressStore::attempts(qint64 traineeId, const QString &lessonId) const {
    QList<AttemptRecord> result;
    if (!requireOpen(QStringLiteral("list attempts"))) {
        return result;
    }
    // The optional filter is a fixed fragment; values are always bound. Start
    // times can tie to the millisecond; the id then keeps newest first.
    const QString filter =
        lessonId.isEmpty() ? QString() : QStringLiteral(" AND lesson_id = :lesson");
    QSqlQuery query(QSqlDatabase::database(m_connectionName, false));
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT ") + kAttemptColumns +
                  QStringLiteral(" FROM attempts WHERE trainee_id = :trainee") + filter +
                  QStringLiteral(" ORDER BY started_at DESC, id DESC"));
    query.bindValue(QStringLiteral(":trainee"), traineeId);
    if (!lessonId.isEmpty()) {
        query.bindValue(QStringLiteral(":lesson"), lessonId);
    }
    if (!query.exec()) {
        fail(QStringLiteral("Cannot list the attempts of trainee %1: %2")
                 .arg(QString::number(traineeId), sqlFailureReason(query.lastError())));
        return result;
    }
    while (query.next()) {
        result.append(attemptFrom(query));
    }
    succeed();
    return result;
}

QList<GradedActionRecord> ProgressStore::actions(qint64 attemptId) const {
    QList<GradedActionRecord> result;
    if (!requireOpen(QStringLiteral("list actions"))) {
        return result;
    }
    QSqlQuery query(QSqlDatabase::database(m_connectionName, false));
    query.setForwardOnly(true);
    query.prepare(QStringLiteral(
        "SELECT seq, action_json, verdict, severity, citation, expected, message, recorded_at, "
        "requirement FROM graded_actions WHERE attempt_id = :attempt ORDER BY seq"));
    query.bindValue(QStringLiteral(":attempt"), attemptId);
    if (!query.exec()) {
        fail(QStringLiteral("Cannot list the actions of attempt %1: %2")
                 .arg(QString::number(attemptId), sqlFailureReason(query.lastError())));
        return result;
    }
    while (query.next()) {
        GradedActionRecord action;
        action.seq = query.value(0).toInt();
        action.actionJson = query.value(1).toString();
        action.verdict = query.value(2).toString();
        action.severity = query.value(3).toString();
        action.citation = query.value(4).toString();
        action.expected = query.value(5).toString();
        action.message = query.value(6).toString();
        action.recordedAt = fromStorageTimestamp(query.value(7));
        action.requirement = query.value(8).toString();
        result.append(action);
    }
    succeed();
    return result;
}

QHash<QString, LessonProgress> ProgressStore::lessonProgress(qint64 traineeId) const {
    QHash<QString, LessonProgress> result;
    if (!requireOpen(QStringLiteral("read lesson progress"))) {
        return result;
    }
    QSqlQuery query(QSqlDatabase::database(m_connectionName, false));
    query.setForwardOnly(true);
    query.prepare(
        QStringLiteral("SELECT lesson_id, COUNT(*),"
                       " SUM(CASE WHEN status = 'completed' THEN 1 ELSE 0 END),"
                       " MAX(CASE WHEN status = 'completed' AND passed = 1 THEN 1 ELSE 0 END),"
                       " MAX(CASE WHEN status = 'completed' THEN accuracy END),"
                       " MAX(started_at)"
                       " FROM attempts WHERE trainee_id = :trainee GROUP BY lesson_id"));
    query.bindValue(QStringLiteral(":trainee"), traineeId);
    if (!query.exec()) {
        fail(QStringLiteral("Cannot read the lesson progress of trainee %1: %2")
                 .arg(QString::number(traineeId), sqlFailureReason(query.lastError())));
        return result;
    }
    while (query.next()) {
        LessonProgress progress;
        progress.lessonId = query.value(0).toString();
        progress.attempts = query.value(1).toInt();
        progress.completed = query.value(2).toInt();
        progress.passed = query.value(3).toInt() != 0;
        progress.bestAccuracy = query.value(4).toDouble(); // NULL (none completed) reads as 0
        progress.lastAttemptAt = fromStorageTimestamp(query.value(5));
        result.insert(progress.lessonId, progress);
    }
    succeed();
    return result;
}

bool ProgressStore::requireOpen(const QString &operation) const {
    if (m_open) {
        return true;
    }
    return fail(QStringLiteral("Cannot %1: no progress database is open").arg(operation));
}

bool ProgressStore::fail(const QString &message) const {
    m_lastError = message;
    return false;
}

bool ProgressStore::succeed() const {
    m_lastError.clear();
    return true;
}

QList<AttemptHistory> ProgressStore::traineeHistory(qint64 traineeId, int lastAttempts) const {
    QList<AttemptHistory> result;
    if (!requireOpen(QStringLiteral("read the history"))) {
        return result;
    }
    // One query: the newest attempts that are over (an attempt in play is not
    // history yet), joined with their graded actions, oldest first. Portable
    // SQL (a derived table, LIMIT, LEFT JOIN): SQLite and PostgreSQL alike.
    QStringList attemptColumns = kAttemptColumns.split(QStringLiteral(", "));
    for (QString &column : attemptColumns) {
        column.prepend(QStringLiteral("a."));
    }
    const QString limit =
        lastAttempts == kWholeHistory ? QString() : QStringLiteral(" LIMIT :limit");
    QSqlQuery query(QSqlDatabase::database(m_connectionName, false));
    query.setForwardOnly(true);
    query.prepare(
        QStringLiteral("SELECT ") + attemptColumns.join(QStringLiteral(", ")) +
        QStringLiteral(", g.seq, g.action_json, g.verdict, g.severity, g.citation, g.expected, "
                       "g.message, g.recorded_at, g.requirement FROM (SELECT ") +
        kAttemptColumns +
        QStringLiteral(" FROM attempts WHERE trainee_id = :trainee AND status <> :in_progress "
                       "ORDER BY started_at DESC, id DESC") +
        limit +
        QStringLiteral(") a LEFT JOIN graded_actions g ON g.attempt_id = a.id "
                       "ORDER BY a.started_at, a.id, g.seq"));
    query.bindValue(QStringLiteral(":trainee"), traineeId);
    query.bindValue(QStringLiteral(":in_progress"), QString(kStatusInProgress));
    if (!limit.isEmpty()) {
        query.bindValue(QStringLiteral(":limit"), std::max(lastAttempts, 0));
    }
    if (!query.exec()) {
        fail(QStringLiteral("Cannot read the history of trainee %1: %2")
                 .arg(QString::number(traineeId), sqlFailureReason(query.lastError())));
        return result;
    }
    constexpr int kFirstActionColumn = 17; // after kAttemptColumns
    while (query.next()) {
        const qint64 attemptId = query.value(0).toLongLong();
        if (result.isEmpty() || result.constLast().attempt.id != attemptId) {
            result.append(AttemptHistory{attemptFrom(query), {}});
        }
        if (query.value(kFirstActionColumn).isNull()) {
            continue; // an attempt with no graded action
        }
        GradedActionRecord action;
        action.seq = query.value(kFirstActionColumn).toInt();
        action.actionJson = query.value(kFirstActionColumn + 1).toString();
        action.verdict = query.value(kFirstActionColumn + 2).toString();
        action.severity = query.value(kFirstActionColumn + 3).toString();
        action.citation = query.value(kFirstActionColumn + 4).toString();
        action.expected = query.value(kFirstActionColumn + 5).toString();
        action.message = query.value(kFirstActionColumn + 6).toString();
        action.recordedAt = fromStorageTimestamp(query.value(kFirstActionColumn + 7));
        action.requirement = query.value(kFirstActionColumn + 8).toString();
        result.last().actions.append(action);
    }
    succeed();
    return result;
}

} // namespace dt::storage
