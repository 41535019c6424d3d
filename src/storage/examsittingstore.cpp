#include "examsittingstore.h"

#include "accountstore.h"
#include "progressstore.h"
#include "records.h"
#include "sqlerror.h"
#include "timestamps.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QVariant>
#include <algorithm>

namespace dt::storage {

namespace {
const QString kColumns = QStringLiteral(
    "id, exam_id, exam_title, exam_json, scenarios, time_limit_minutes, trainee_account_id, "
    "unlocked_by, unlocked_at, started_at, finished_at, status");

QString readingSitting(qint64 sittingId) {
    return QStringLiteral("Cannot read exam sitting %1: ").arg(sittingId);
}

ExamSitting sittingFrom(const QSqlQuery &query) {
    ExamSitting sitting;
    sitting.id = query.value(0).toLongLong();
    sitting.examId = query.value(1).toString();
    sitting.examTitle = query.value(2).toString();
    sitting.examJson = query.value(3).toString();
    sitting.scenarios = query.value(4).toInt();
    sitting.timeLimitMinutes = query.value(5).toInt();
    sitting.traineeAccountId = query.value(6).toLongLong();
    sitting.unlockedBy = query.value(7).toLongLong();
    sitting.unlockedAt = fromStorageTimestamp(query.value(8));
    sitting.startedAt = fromStorageTimestamp(query.value(9));
    sitting.finishedAt = fromStorageTimestamp(query.value(10));
    sitting.status = query.value(11).toString();
    return sitting;
}

bool isOpen(const ExamSitting &sitting) {
    return sitting.status == kSittingUnlocked || sitting.status == kSittingInProgress;
}
} // namespace

QDateTime ExamSitting::deadline() const {
    return startedAt.isValid() ? startedAt.addSecs(qint64(timeLimitMinutes) * 60) : QDateTime();
}

ExamSittingStore::ExamSittingStore(ProgressStore &store, AccountStore &accounts)
    : m_store(store)
    , m_accounts(accounts)
    , m_now(&storageNow) {}

void ExamSittingStore::setClock(std::function<QDateTime()> now) {
    m_now = now ? std::move(now) : std::function<QDateTime()>(&storageNow);
}

bool ExamSittingStore::fail(const QString &message) const {
    m_lastError = message;
    return false;
}

std::optional<ExamSitting> ExamSittingStore::read(qint64 sittingId, const QString &what) const {
    const QSqlDatabase db = QSqlDatabase::database(m_store.connectionName(), false);
    QSqlQuery query(db);
    query.prepare(QStringLiteral("SELECT %1 FROM exam_sittings WHERE id = :id").arg(kColumns));
    query.bindValue(QStringLiteral(":id"), sittingId);
    if (!query.exec()) {
        fail(what + sqlFailureReason(query.lastError()));
        return std::nullopt;
    }
    if (!query.next()) {
        fail(what + QStringLiteral("there is no such sitting"));
        return std::nullopt;
    }
    ExamSitting sitting = sittingFrom(query);
    QSqlQuery attempts(db);
    attempts.prepare(QStringLiteral(
        "SELECT attempt_id FROM exam_sitting_attempts WHERE sitting_id = :id ORDER BY scenario"));
    attempts.bindValue(QStringLiteral(":id"), sittingId);
    if (!attempts.exec()) {
        fail(what + sqlFailureReason(attempts.lastError()));
        return std::nullopt;
    }
    while (attempts.next()) {
        sitting.attemptIds.append(attempts.value(0).toLongLong());
    }
    m_lastError.clear();
    return sitting;
}

std::optional<qint64> ExamSittingStore::unlock(const SignedIn &examiner, qint64 traineeAccountId,
                                               const ExamToUnlock &exam) {
    const QString what = QStringLiteral("Cannot unlock the exam \"%1\": ").arg(exam.title);
    if (!m_accounts.authorize(examiner, Permission::UnlockExam)) {
        fail(m_accounts.lastError());
        return std::nullopt;
    }
    if (exam.id.isEmpty() || exam.json.isEmpty() || exam.scenarios < 1 ||
        exam.timeLimitMinutes < 1) {
        fail(what + QStringLiteral("it has no scenarios or no time limit"));
        return std::nullopt;
    }
    const std::optional<Account> trainee = m_accounts.account(traineeAccountId);
    if (!trainee) {
        fail(what + m_accounts.lastError());
        return std::nullopt;
    }
    if (trainee->role != Role::Trainee || trainee->disabled || !trainee->traineeId) {
        fail(what +
             QStringLiteral("\"%1\" is not a trainee who can sign in").arg(trainee->username));
        return std::nullopt;
    }
    QSqlQuery query(QSqlDatabase::database(m_store.connectionName(), false));
    query.prepare(QStringLiteral("SELECT COUNT(*) FROM exam_sittings WHERE trainee_account_id = "
                                 ":trainee AND exam_id = :exam AND status IN ('unlocked', "
                                 "'in_progress')"));
    query.bindValue(QStringLiteral(":trainee"), traineeAccountId);
    query.bindValue(QStringLiteral(":exam"), exam.id);
    if (!query.exec() || !query.next()) {
        fail(what + sqlFailureReason(query.lastError()));
        return std::nullopt;
    }
    if (query.value(0).toInt() > 0) {
        fail(what + QStringLiteral("it is already unlocked for \"%1\"").arg(trainee->username));
        return std::nullopt;
    }
    QSqlQuery insert(QSqlDatabase::database(m_store.connectionName(), false));
    insert.prepare(QStringLiteral(
        "INSERT INTO exam_sittings (exam_id, exam_title, exam_json, scenarios, "
        "time_limit_minutes, trainee_account_id, unlocked_by, unlocked_at, status) VALUES "
        "(:exam, :title, :json, :scenarios, :minutes, :trainee, :by, :at, :status) RETURNING id"));
    insert.bindValue(QStringLiteral(":exam"), exam.id);
    insert.bindValue(QStringLiteral(":title"), exam.title);
    insert.bindValue(QStringLiteral(":json"), exam.json);
    insert.bindValue(QStringLiteral(":scenarios"), exam.scenarios);
    insert.bindValue(QStringLiteral(":minutes"), exam.timeLimitMinutes);
    insert.bindValue(QStringLiteral(":trainee"), traineeAccountId);
    insert.bindValue(QStringLiteral(":by"), examiner.accountId());
    insert.bindValue(QStringLiteral(":at"), toStorageTimestamp(m_now()));
    insert.bindValue(QStringLiteral(":status"), QString(kSittingUnlocked));
    if (!insert.exec() || !insert.next()) {
        fail(what + sqlFailureReason(insert.lastError()));
        return std::nullopt;
    }
    m_lastError.clear();
    return insert.value(0).toLongLong();
}

bool ExamSittingStore::setStatus(qint64 sittingId, const QString &status, const QString &timeColumn,
                                 const QString &what) {
    QSqlQuery query(QSqlDatabase::database(m_store.connectionName(), false));
    // timeColumn is one of this file's own column names, never user data.
    query.prepare(QStringLiteral("UPDATE exam_sittings SET status = :status, %1 = :at WHERE id "
                                 "= :id")
                      .arg(timeColumn));
    query.bindValue(QStringLiteral(":status"), status);
    query.bindValue(QStringLiteral(":at"), toStorageTimestamp(m_now()));
    query.bindValue(QStringLiteral(":id"), sittingId);
    if (!query.exec()) {
        return fail(what + sqlFailureReason(query.lastError()));
    }
    m_lastError.clear();
    return true;
}

bool ExamSittingStore::interruptIfTimeIsUp(ExamSitting &sitting) {
    if (sitting.status != kSittingInProgress || m_now() < sitting.deadline()) {
        return false;
    }
    if (setStatus(sitting.id, QString(kSittingInterrupted), QStringLiteral("finished_at"),
                  QString())) {
        sitting.status = QString(kSittingInterrupted);
        sitting.finishedAt = m_now();
        // The scenario the stop cut short ends there, with what was graded.
        if (!sitting.attemptIds.isEmpty()) {
            m_store.abandonAttempt(sitting.attemptIds.constLast());
        }
    }
    return true;
}

std::optional<QList<qint64>> ExamSittingStore::sittingIds(const QString &where,
                                                          const QVariantMap &values,
                                                          const QString &what) const {
    QSqlQuery query(QSqlDatabase::database(m_store.connectionName(), false));
    query.prepare(QStringLiteral("SELECT id FROM exam_sittings WHERE %1 ORDER BY id").arg(where));
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        query.bindValue(it.key(), it.value());
    }
    if (!query.exec()) {
        fail(what + sqlFailureReason(query.lastError()));
        return std::nullopt;
    }
    QList<qint64> ids;
    while (query.next()) {
        ids.append(query.value(0).toLongLong());
    }
    return ids;
}

QList<ExamSitting> ExamSittingStore::openSittings(const SignedIn &trainee) {
    QList<ExamSitting> open;
    if (!m_accounts.authorize(trainee, Permission::TakeExam)) {
        fail(m_accounts.lastError());
        return open;
    }
    const auto ids = sittingIds(
        QStringLiteral("trainee_account_id = :trainee AND status IN ('unlocked', 'in_progress')"),
        {{QStringLiteral(":trainee"), trainee.accountId()}},
        QStringLiteral("Cannot list the exams unlocked for you: "));
    for (const qint64 id : ids.value_or(QList<qint64>())) {
        std::optional<ExamSitting> sitting = read(id, readingSitting(id));
        if (sitting && !interruptIfTimeIsUp(*sitting)) {
            open.append(*sitting);
        }
    }
    return open;
}

QList<ExamSitting> ExamSittingStore::sittingsToSign(const SignedIn &examiner) {
    QList<ExamSitting> over;
    if (!m_accounts.authorize(examiner, Permission::SignExam)) {
        fail(m_accounts.lastError());
        return over;
    }
    // In progress too: one whose time ran out while the app was closed is
    // interrupted here, even if its trainee never signs in again.
    const auto ids = sittingIds(
        QStringLiteral("status IN ('in_progress', 'completed', 'interrupted') AND id NOT IN "
                       "(SELECT sitting_id FROM exam_results)"),
        {}, QStringLiteral("Cannot list the exams to sign: "));
    for (const qint64 id : ids.value_or(QList<qint64>())) {
        std::optional<ExamSitting> sitting = read(id, readingSitting(id));
        if (sitting && (sitting->status != kSittingInProgress || interruptIfTimeIsUp(*sitting))) {
            over.append(*sitting);
        }
    }
    return over;
}

std::optional<ExamSitting> ExamSittingStore::sitting(const SignedIn &who, qint64 sittingId) const {
    std::optional<ExamSitting> found = read(sittingId, readingSitting(sittingId));
    if (!found) {
        return std::nullopt;
    }
    if (found->traineeAccountId == who.accountId()) {
        return found;
    }
    if (!m_accounts.authorize(who, Permission::ViewClassProgress)) {
        fail(m_accounts.lastError());
        return std::nullopt;
    }
    return found;
}

std::optional<SittingReview> ExamSittingStore::review(const SignedIn &examiner, qint64 sittingId) {
    const QString what = QStringLiteral("Cannot review exam sitting %1: ").arg(sittingId);
    if (!m_accounts.authorize(examiner, Permission::ReviewExam)) {
        fail(what + m_accounts.lastError());
        return std::nullopt;
    }
    std::optional<ExamSitting> found = read(sittingId, what);
    if (!found) {
        return std::nullopt;
    }
    interruptIfTimeIsUp(*found);
    if (isOpen(*found)) {
        // A result is reviewed whole: not while the trainee may still add to it.
        fail(what + (found->status == kSittingUnlocked
                         ? QStringLiteral("it has not been started")
                         : QStringLiteral("it is still being sat (until %1 UTC)")
                               .arg(found->deadline().toString(QStringLiteral("hh:mm")))));
        return std::nullopt;
    }
    const std::optional<Account> trainee = m_accounts.account(found->traineeAccountId);
    if (!trainee || !trainee->traineeId) {
        fail(what + QStringLiteral("its trainee's account has no progress profile"));
        return std::nullopt;
    }
    SittingReview review{*found, {}};
    const QList<AttemptRecord> attempts = m_store.attempts(*trainee->traineeId);
    for (const qint64 attemptId : found->attemptIds) {
        const auto attempt = std::find_if(
            attempts.cbegin(), attempts.cend(),
            [attemptId](const AttemptRecord &record) { return record.id == attemptId; });
        if (attempt == attempts.cend()) {
            fail(what + QStringLiteral("its attempt %1 cannot be read").arg(attemptId) +
                 (m_store.lastError().isEmpty()
                      ? QString()
                      : QStringLiteral(" (%1)").arg(m_store.lastError())));
            return std::nullopt;
        }
        review.scenarios.append({*attempt, m_store.actions(attemptId)});
    }
    m_lastError.clear();
    return review;
}

std::optional<ExamSitting> ExamSittingStore::ownOpenSitting(const SignedIn &trainee,
                                                            qint64 sittingId, const QString &what) {
    if (!m_accounts.authorize(trainee, Permission::TakeExam)) {
        fail(m_accounts.lastError());
        return std::nullopt;
    }
    std::optional<ExamSitting> found = read(sittingId, what);
    if (!found) {
        return std::nullopt;
    }
    if (found->traineeAccountId != trainee.accountId()) {
        fail(what + QStringLiteral("it was unlocked for another trainee"));
        return std::nullopt;
    }
    if (!isOpen(*found)) {
        fail(what + QStringLiteral("it is %1")
                        .arg(found->status == kSittingCompleted ? QStringLiteral("over")
                                                                : QStringLiteral("interrupted")));
        return std::nullopt;
    }
    return found;
}

bool ExamSittingStore::start(const SignedIn &trainee, qint64 sittingId) {
    const QString what = QStringLiteral("Cannot start exam sitting %1: ").arg(sittingId);
    const std::optional<ExamSitting> found = ownOpenSitting(trainee, sittingId, what);
    if (!found) {
        return false;
    }
    if (found->status != kSittingUnlocked) {
        // Started once; after a crash it is resumed, never restarted.
        return fail(what + QStringLiteral("it has started already; it resumes where it stopped"));
    }
    return setStatus(sittingId, QString(kSittingInProgress), QStringLiteral("started_at"), what);
}

std::optional<qint64> ExamSittingStore::beginScenario(const SignedIn &trainee, qint64 sittingId,
                                                      int scenario, const QString &lessonId,
                                                      const QString &lessonTitle, qint64 seed) {
    const QString what = QStringLiteral("Cannot begin scenario %1 of exam sitting %2: ")
                             .arg(QString::number(scenario + 1), QString::number(sittingId));
    std::optional<ExamSitting> found = ownOpenSitting(trainee, sittingId, what);
    if (!found) {
        return std::nullopt;
    }
    if (found->status != kSittingInProgress) {
        fail(what + QStringLiteral("the sitting has not started"));
        return std::nullopt;
    }
    if (interruptIfTimeIsUp(*found)) {
        fail(what + QStringLiteral("the time is up"));
        return std::nullopt;
    }
    if (scenario != found->attemptIds.size() || scenario >= found->scenarios) {
        fail(what + QStringLiteral("the next scenario is %1 of %2")
                        .arg(found->attemptIds.size() + 1)
                        .arg(found->scenarios));
        return std::nullopt;
    }
    const std::optional<Account> account = m_accounts.account(trainee.accountId());
    if (!account || !account->traineeId) {
        fail(what + QStringLiteral("the account has no trainee profile"));
        return std::nullopt;
    }
    QSqlDatabase db = QSqlDatabase::database(m_store.connectionName(), false);
    if (!db.transaction()) {
        fail(what + sqlFailureReason(db.lastError()));
        return std::nullopt;
    }
    const std::optional<qint64> attempt =
        m_store.startAttempt(*account->traineeId, lessonId, lessonTitle, QString(kModeExam), seed);
    QSqlQuery link(db);
    link.prepare(QStringLiteral("INSERT INTO exam_sitting_attempts (sitting_id, scenario, "
                                "attempt_id) VALUES (:sitting, :scenario, :attempt)"));
    link.bindValue(QStringLiteral(":sitting"), sittingId);
    link.bindValue(QStringLiteral(":scenario"), scenario);
    link.bindValue(QStringLiteral(":attempt"), attempt.value_or(0));
    if (!attempt || !link.exec() || !db.commit()) {
        const QString reason = !attempt ? m_store.lastError() : sqlFailureReason(link.lastError());
        db.rollback();
        fail(what + reason);
        return std::nullopt;
    }
    m_lastError.clear();
    return attempt;
}

bool ExamSittingStore::finish(const SignedIn &trainee, qint64 sittingId) {
    return close(trainee, sittingId, QString(kSittingCompleted),
                 QStringLiteral("Cannot finish exam sitting %1: ").arg(sittingId));
}

bool ExamSittingStore::interrupt(const SignedIn &trainee, qint64 sittingId) {
    return close(trainee, sittingId, QString(kSittingInterrupted),
                 QStringLiteral("Cannot mark exam sitting %1 interrupted: ").arg(sittingId));
}

bool ExamSittingStore::close(const SignedIn &trainee, qint64 sittingId, const QString &status,
                             const QString &what) {
    const std::optional<ExamSitting> found = ownOpenSitting(trainee, sittingId, what);
    if (!found) {
        return false;
    }
    if (found->status != kSittingInProgress) {
        return fail(what + QStringLiteral("the sitting has not started"));
    }
    if (!setStatus(sittingId, status, QStringLiteral("finished_at"), what)) {
        return false;
    }
    // A scenario still in progress (handed in, its table no longer in play,
    // or one that cannot go on) ends there, with what was graded.
    if (!found->attemptIds.isEmpty() &&
        m_store.attemptStatus(found->attemptIds.constLast()) == QString(kStatusInProgress)) {
        m_store.abandonAttempt(found->attemptIds.constLast());
    }
    return true;
}

} // namespace dt::storage
