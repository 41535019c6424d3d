#include "progresstransfer.h"

#include "sqlerror.h"
#include "timestamps.h"

#include <QFile>
#include <QSaveFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QVariant>
#include <algorithm>

namespace dt::storage {

namespace {

QString attemptsText(int count) {
    return count == 1 ? QStringLiteral("1 attempt") : QStringLiteral("%1 attempts").arg(count);
}

QVariant nullIfEmpty(const QString &text) {
    return text.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(text);
}

// The import's writes, all inside the caller's transaction. Each returns
// false with `reason` set on a database error.
class ImportWriter {
public:
    explicit ImportWriter(const QSqlDatabase &db)
        : m_db(db) {}

    std::optional<qint64> traineeNamed(const QString &name, QString &reason) {
        QSqlQuery query(m_db);
        query.setForwardOnly(true);
        query.prepare(QStringLiteral("SELECT id FROM trainees WHERE name = :name"));
        query.bindValue(QStringLiteral(":name"), name);
        if (!query.exec()) {
            reason = sqlErrorText(query.lastError());
            return std::nullopt;
        }
        return query.next() ? query.value(0).toLongLong() : qint64(0);
    }

    std::optional<qint64> createTrainee(const QString &name, const QDateTime &createdAt,
                                        QString &reason) {
        QSqlQuery query(m_db);
        query.prepare(QStringLiteral("INSERT INTO trainees (name, created_at) VALUES (:name, "
                                     ":created_at) RETURNING id"));
        query.bindValue(QStringLiteral(":name"), name);
        query.bindValue(QStringLiteral(":created_at"), toStorageTimestamp(createdAt));
        if (!query.exec() || !query.next()) {
            reason = sqlErrorText(query.lastError());
            return std::nullopt;
        }
        const qint64 id = query.value(0).toLongLong();
        query.finish();
        return id;
    }

    std::optional<bool> hasAttempt(const QString &uid, QString &reason) {
        QSqlQuery query(m_db);
        query.setForwardOnly(true);
        query.prepare(QStringLiteral("SELECT 1 FROM attempts WHERE uid = :uid"));
        query.bindValue(QStringLiteral(":uid"), uid);
        if (!query.exec()) {
            reason = sqlErrorText(query.lastError());
            return std::nullopt;
        }
        return query.next();
    }

    std::optional<qint64> insertAttempt(qint64 traineeId, const AttemptRecord &attempt,
                                        QString &reason) {
        QSqlQuery query(m_db);
        query.prepare(QStringLiteral(
            "INSERT INTO attempts (trainee_id, lesson_id, lesson_title, mode, seed, started_at, "
            "finished_at, status, actions_count, errors_count, accuracy, passed, hints_used, "
            "integrity_errors, payout_errors, uid) VALUES (:trainee, :lesson, :title, :mode, "
            ":seed, :started_at, :finished_at, :status, :actions, :errors, :accuracy, :passed, "
            ":hints, :integrity, :payout, :uid) RETURNING id"));
        query.bindValue(QStringLiteral(":trainee"), traineeId);
        query.bindValue(QStringLiteral(":lesson"), attempt.lessonId);
        query.bindValue(QStringLiteral(":title"), attempt.lessonTitle);
        query.bindValue(QStringLiteral(":mode"), attempt.mode);
        query.bindValue(QStringLiteral(":seed"), attempt.seed);
        query.bindValue(QStringLiteral(":started_at"), toStorageTimestamp(attempt.startedAt));
        query.bindValue(QStringLiteral(":finished_at"), toStorageTimestamp(attempt.finishedAt));
        query.bindValue(QStringLiteral(":status"), attempt.status);
        query.bindValue(QStringLiteral(":actions"), attempt.summary.actions);
        query.bindValue(QStringLiteral(":errors"), attempt.summary.errors);
        query.bindValue(QStringLiteral(":accuracy"), attempt.summary.accuracy);
        query.bindValue(QStringLiteral(":passed"), attempt.summary.passed ? 1 : 0);
        query.bindValue(QStringLiteral(":hints"), attempt.hintsUsed);
        query.bindValue(QStringLiteral(":integrity"), attempt.summary.integrityErrors);
        query.bindValue(QStringLiteral(":payout"), attempt.summary.payoutErrors);
        query.bindValue(QStringLiteral(":uid"), attempt.uid);
        if (!query.exec() || !query.next()) {
            reason = sqlErrorText(query.lastError());
            return std::nullopt;
        }
        const qint64 id = query.value(0).toLongLong();
        query.finish();
        return id;
    }

    bool insertAction(qint64 attemptId, const GradedActionRecord &action, QString &reason) {
        QSqlQuery query(m_db);
        query.prepare(QStringLiteral(
            "INSERT INTO graded_actions (attempt_id, seq, action_json, verdict, severity, "
            "citation, requirement, expected, message, recorded_at) VALUES (:attempt, :seq, "
            ":action, :verdict, :severity, :citation, :requirement, :expected, :message, "
            ":recorded_at)"));
        query.bindValue(QStringLiteral(":attempt"), attemptId);
        query.bindValue(QStringLiteral(":seq"), action.seq);
        query.bindValue(QStringLiteral(":action"), action.actionJson);
        query.bindValue(QStringLiteral(":verdict"), action.verdict);
        query.bindValue(QStringLiteral(":severity"), nullIfEmpty(action.severity));
        query.bindValue(QStringLiteral(":citation"), nullIfEmpty(action.citation));
        query.bindValue(QStringLiteral(":requirement"), nullIfEmpty(action.requirement));
        query.bindValue(QStringLiteral(":expected"), nullIfEmpty(action.expected));
        query.bindValue(QStringLiteral(":message"),
                        action.message.isNull() ? QString::fromLatin1("") : action.message);
        query.bindValue(QStringLiteral(":recorded_at"), toStorageTimestamp(action.recordedAt));
        if (!query.exec()) {
            reason = sqlErrorText(query.lastError());
            return false;
        }
        return true;
    }

private:
    QSqlDatabase m_db;
};

} // namespace

QString describeImport(const ImportResult &result) {
    const QString counts = QStringLiteral("%1 imported, %2 already present")
                               .arg(attemptsText(result.attemptsImported))
                               .arg(result.attemptsAlreadyPresent);
    return result.traineeCreated
               ? QStringLiteral("%1, for %2 (a new profile).").arg(counts, result.traineeName)
               : QStringLiteral("%1, into %2's progress.").arg(counts, result.traineeName);
}

std::optional<ProgressFile> ProgressTransfer::exportTrainee(qint64 traineeId) const {
    const QString what = QStringLiteral("Cannot export the progress of trainee %1: ")
                             .arg(QString::number(traineeId));
    if (!m_store.isOpen()) {
        m_lastError = what + QStringLiteral("no progress database is open");
        return std::nullopt;
    }
    const QList<Trainee> trainees = m_store.trainees();
    const auto trainee = std::find_if(trainees.cbegin(), trainees.cend(),
                                      [traineeId](const Trainee &t) { return t.id == traineeId; });
    if (trainee == trainees.cend()) {
        m_lastError = what + (m_store.lastError().isEmpty() ? QStringLiteral("no such trainee")
                                                            : m_store.lastError());
        return std::nullopt;
    }
    ProgressFile file;
    file.traineeName = trainee->name;
    file.traineeCreatedAt = trainee->createdAt;
    file.exportedAt = storageNow();
    // Every attempt that is over, oldest first, as the file reads them.
    const QList<AttemptHistory> history =
        m_store.traineeHistory(traineeId, ProgressStore::kWholeHistory);
    if (!m_store.lastError().isEmpty()) {
        m_lastError = what + m_store.lastError();
        return std::nullopt;
    }
    for (const AttemptHistory &past : history) {
        ProgressFileAttempt entry{past.attempt, past.actions};
        entry.attempt.id = 0;
        entry.attempt.traineeId = 0;
        file.attempts.append(entry);
    }
    m_lastError.clear();
    return file;
}

bool ProgressTransfer::exportToFile(qint64 traineeId, const QString &path) const {
    const std::optional<ProgressFile> file = exportTrainee(traineeId);
    if (!file) {
        return false;
    }
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly)) {
        m_lastError =
            QStringLiteral("%1: cannot write the progress file (%2)").arg(path, out.errorString());
        return false;
    }
    out.write(writeProgressFile(*file));
    if (!out.commit()) {
        m_lastError =
            QStringLiteral("%1: cannot write the progress file (%2)").arg(path, out.errorString());
        return false;
    }
    m_lastError.clear();
    return true;
}

std::optional<ImportResult> ProgressTransfer::importFile(const QString &path) {
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly)) {
        m_lastError = QStringLiteral("%1: cannot read the file (%2)").arg(path, in.errorString());
        return std::nullopt;
    }
    return importBytes(in.readAll(), path);
}

std::optional<ImportResult> ProgressTransfer::importBytes(const QByteArray &bytes,
                                                          const QString &source) {
    QString error;
    const std::optional<ProgressFile> file = readProgressFile(bytes, source, error);
    if (!file) {
        m_lastError = error;
        return std::nullopt;
    }
    return importProgress(*file);
}

std::optional<ImportResult> ProgressTransfer::importProgress(const ProgressFile &file) {
    const QString what = QStringLiteral("Cannot import the progress of %1: ")
                             .arg(QLatin1Char('"') + file.traineeName + QLatin1Char('"'));
    if (!m_store.isOpen()) {
        m_lastError = what + QStringLiteral("no progress database is open");
        return std::nullopt;
    }
    QSqlDatabase db = QSqlDatabase::database(m_store.connectionName(), false);
    // All or nothing: one transaction, rolled back at the first failure. On
    // SQLite it takes the write lock at once (BEGIN IMMEDIATE): a deferred
    // transaction that reads first cannot wait for another program's write and
    // would fail at its first insert instead of waiting out the busy timeout.
    QSqlQuery begin(db);
    const bool begun = db.driverName() == QLatin1String("QSQLITE")
                           ? begin.exec(QStringLiteral("BEGIN IMMEDIATE"))
                           : db.transaction();
    if (!begun) {
        const QSqlError error = begin.lastError().isValid() ? begin.lastError() : db.lastError();
        m_lastError =
            what + QStringLiteral("cannot begin a transaction (%1)").arg(sqlErrorText(error));
        return std::nullopt;
    }
    begin.finish();
    ImportResult result;
    result.traineeName = file.traineeName;
    QString reason;
    const auto rollBack = [&]() -> std::optional<ImportResult> {
        db.rollback();
        m_lastError = what + reason;
        return std::nullopt;
    };
    ImportWriter writer(db);
    const std::optional<qint64> existing = writer.traineeNamed(file.traineeName, reason);
    if (!existing) {
        return rollBack();
    }
    result.traineeId = *existing;
    if (result.traineeId == 0) {
        const std::optional<qint64> created =
            writer.createTrainee(file.traineeName, file.traineeCreatedAt, reason);
        if (!created) {
            return rollBack();
        }
        result.traineeId = *created;
        result.traineeCreated = true;
    }
    for (const ProgressFileAttempt &entry : file.attempts) {
        const std::optional<bool> present = writer.hasAttempt(entry.attempt.uid, reason);
        if (!present) {
            return rollBack();
        }
        if (*present) {
            ++result.attemptsAlreadyPresent;
            continue;
        }
        const std::optional<qint64> attemptId =
            writer.insertAttempt(result.traineeId, entry.attempt, reason);
        if (!attemptId) {
            reason = QStringLiteral("attempt %1: %2").arg(entry.attempt.uid, reason);
            return rollBack();
        }
        for (const GradedActionRecord &action : entry.actions) {
            if (!writer.insertAction(*attemptId, action, reason)) {
                reason = QStringLiteral("attempt %1, action %2: %3")
                             .arg(entry.attempt.uid, QString::number(action.seq), reason);
                return rollBack();
            }
            ++result.actionsImported;
        }
        ++result.attemptsImported;
    }
    if (!db.commit()) {
        reason = QStringLiteral("cannot commit (%1)").arg(sqlErrorText(db.lastError()));
        return rollBack();
    }
    m_lastError.clear();
    return result;
}

} // namespace dt::storage
