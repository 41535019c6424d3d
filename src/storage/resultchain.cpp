#include "resultchain.h"

#include "accountstore.h"
#include "examinerkeytable.h"
#include "examsittingstore.h"
#include "progressfile.h"
#include "progressstore.h"
#include "sqlerror.h"
#include "timestamps.h"

#include <QCryptographicHash>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QSqlQuery>
#include <QVariant>
#include <algorithm>

namespace dt::storage {

namespace {
// The first row's "previous hash".
const QString kGenesisHash = QString(64, QLatin1Char('0'));

QString rowHash(const QString &previousHash, const QString &record) {
    return QString::fromLatin1(
        QCryptographicHash::hash((previousHash + QLatin1Char('\n') + record).toUtf8(),
                                 QCryptographicHash::Sha256)
            .toHex());
}

SignedResult resultFrom(int seq, const QString &record, const QString &hash) {
    const QJsonObject object = QJsonDocument::fromJson(record.toUtf8()).object();
    const QJsonObject exam = object.value(QStringLiteral("exam")).toObject();
    SignedResult result;
    result.seq = seq;
    result.sittingId = exam.value(QStringLiteral("sitting")).toInteger();
    result.examId = exam.value(QStringLiteral("id")).toString();
    result.examTitle = exam.value(QStringLiteral("title")).toString();
    result.scenarios = int(object.value(QStringLiteral("scenarios")).toArray().size());
    result.traineeName =
        object.value(QStringLiteral("trainee")).toObject().value(QStringLiteral("name")).toString();
    result.examiner = object.value(QStringLiteral("examiner"))
                          .toObject()
                          .value(QStringLiteral("username"))
                          .toString();
    result.keyFingerprint = object.value(QStringLiteral("key")).toString();
    result.passed = object.value(QStringLiteral("decision")).toString() == QLatin1String("pass");
    result.comment = object.value(QStringLiteral("comment")).toString();
    result.signedAt = fromStorageTimestamp(object.value(QStringLiteral("signedAt")).toString());
    result.rowHash = hash;
    return result;
}

// "1-4, 7": the seqs a key signed, runs joined.
QString runs(const QList<int> &seqs) {
    QStringList parts;
    for (qsizetype i = 0; i < seqs.size();) {
        qsizetype j = i;
        while (j + 1 < seqs.size() && seqs.at(j + 1) == seqs.at(j) + 1) {
            ++j;
        }
        parts.append(i == j ? QString::number(seqs.at(i))
                            : QStringLiteral("%1-%2").arg(seqs.at(i)).arg(seqs.at(j)));
        i = j + 1;
    }
    return parts.join(QStringLiteral(", "));
}
} // namespace

ResultChain::ResultChain(ProgressStore &store, AccountStore &accounts)
    : m_store(store)
    , m_accounts(accounts) {}

bool ResultChain::fail(const QString &message) const {
    m_lastError = message;
    return false;
}

std::optional<SignedResult> ResultChain::sign(const SignedIn &by, const QString &password,
                                              qint64 sittingId, bool passed,
                                              const QString &comment) {
    const QString what = QStringLiteral("Cannot sign exam sitting %1: ").arg(sittingId);
    if (!m_accounts.authorize(by, Permission::SignExam)) {
        fail(m_accounts.lastError());
        return std::nullopt;
    }
    if (!m_accounts.confirmPassword(by, password)) {
        fail(what + m_accounts.lastError());
        return std::nullopt;
    }
    const std::optional<Account> examiner = m_accounts.account(by.accountId());
    ExamSittingStore sittings(m_store, m_accounts);
    const std::optional<ExamSitting> sitting = sittings.sitting(by, sittingId);
    if (!examiner || !sitting) {
        fail(what + (examiner ? sittings.lastError() : m_accounts.lastError()));
        return std::nullopt;
    }
    if (sitting->status != kSittingCompleted && sitting->status != kSittingInterrupted) {
        fail(what + QStringLiteral("it is not over"));
        return std::nullopt;
    }
    const std::optional<Account> trainee = m_accounts.account(sitting->traineeAccountId);
    const std::optional<Account> unlockedBy = m_accounts.account(sitting->unlockedBy);
    if (!trainee || !unlockedBy || !trainee->traineeId) {
        fail(what + m_accounts.lastError());
        return std::nullopt;
    }
    // Every scenario begun, with its graded actions, in order.
    const std::optional<SittingReview> review = sittings.review(by, sittingId);
    if (!review) {
        fail(sittings.lastError());
        return std::nullopt;
    }
    QJsonArray scenarios;
    for (ProgressFileAttempt entry : review->scenarios) {
        entry.attempt.id = 0;
        entry.attempt.traineeId = 0;
        scenarios.append(progressFileAttemptObject(entry));
    }
    QSqlDatabase db = QSqlDatabase::database(m_store.connectionName(), false);
    if (!db.transaction()) {
        fail(what + sqlFailureReason(db.lastError()));
        return std::nullopt;
    }
    const auto abandon = [&](const QString &reason) -> std::optional<SignedResult> {
        db.rollback();
        fail(what + reason);
        return std::nullopt;
    };
    // The chain's head.
    int seq = 1;
    QString previousHash = kGenesisHash;
    {
        QSqlQuery query(db);
        if (!query.exec(QStringLiteral(
                "SELECT seq, row_hash FROM exam_results ORDER BY seq DESC LIMIT 1"))) {
            return abandon(sqlFailureReason(query.lastError()));
        }
        if (query.next()) {
            seq = query.value(0).toInt() + 1;
            previousHash = query.value(1).toString();
        }
    }
    const QString signedAt = toStorageTimestamp(storageNow());
    // The record names the key that signs it, so it is written per key.
    const auto recordFor = [&](const QByteArray &publicKey) {
        const QJsonObject record{
            {QStringLiteral("format"), QString(kResultRecordFormat)},
            {QStringLiteral("version"), kResultRecordVersion},
            {QStringLiteral("seq"), seq},
            {QStringLiteral("trainee"),
             QJsonObject{{QStringLiteral("username"), trainee->username},
                         {QStringLiteral("name"), trainee->displayName}}},
            {QStringLiteral("exam"),
             QJsonObject{
                 {QStringLiteral("sitting"), sitting->id},
                 {QStringLiteral("id"), sitting->examId},
                 {QStringLiteral("title"), sitting->examTitle},
                 {QStringLiteral("definition"),
                  QJsonDocument::fromJson(sitting->examJson.toUtf8()).object()},
                 {QStringLiteral("timeLimitMinutes"), sitting->timeLimitMinutes},
                 {QStringLiteral("unlockedBy"), unlockedBy->username},
                 {QStringLiteral("unlockedAt"), toStorageTimestamp(sitting->unlockedAt)},
                 {QStringLiteral("startedAt"), toStorageTimestamp(sitting->startedAt)},
                 {QStringLiteral("finishedAt"), toStorageTimestamp(sitting->finishedAt)},
                 {QStringLiteral("status"), sitting->status},
             }},
            {QStringLiteral("scenarios"), scenarios},
            {QStringLiteral("examiner"),
             QJsonObject{{QStringLiteral("username"), examiner->username},
                         {QStringLiteral("name"), examiner->displayName}}},
            {QStringLiteral("key"), keyFingerprint(publicKey)},
            {QStringLiteral("decision"), passed ? QStringLiteral("pass") : QStringLiteral("fail")},
            {QStringLiteral("comment"), comment.trimmed()},
            {QStringLiteral("signedAt"), signedAt},
        };
        return QString::fromUtf8(QJsonDocument(record).toJson(QJsonDocument::Compact));
    };
    // The examiner's newest key signs: opening it derives the sealing key
    // from the password (Argon2id) once, not once to test and again to sign.
    QString error;
    std::optional<ExaminerKeyRow> key = currentExaminerKey(db, by.accountId(), error);
    if (!error.isEmpty()) {
        return abandon(error);
    }
    QString recordText;
    QString hash;
    std::optional<QByteArray> signature;
    const auto signWith = [&](const ExaminerKey &examinerKey) {
        recordText = recordFor(examinerKey.publicKey);
        hash = rowHash(previousHash, recordText);
        signature = signWithExaminerKey(examinerKey, password, hash.toLatin1());
        return signature.has_value();
    };
    // A new key when they have none, or theirs was sealed with a password an
    // administrator has since reset.
    if (!key || !signWith(key->key)) {
        const std::optional<ExaminerKey> made = newExaminerKey(password);
        if (!made) {
            return abandon(QStringLiteral("no signing key could be made (libsodium)"));
        }
        const std::optional<qint64> id = insertExaminerKey(db, by.accountId(), *made, error);
        if (!id) {
            return abandon(error);
        }
        key = ExaminerKeyRow{*id, by.accountId(), *made};
        if (!signWith(key->key)) {
            return abandon(QStringLiteral("the signing key did not open"));
        }
    }
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral(
        "INSERT INTO exam_results (seq, sitting_id, examiner_key_id, record_json, prev_hash, "
        "row_hash, signature) VALUES (:seq, :sitting, :key, :record, :prev, :hash, :signature)"));
    insert.bindValue(QStringLiteral(":seq"), seq);
    insert.bindValue(QStringLiteral(":sitting"), sittingId);
    insert.bindValue(QStringLiteral(":key"), key->id);
    insert.bindValue(QStringLiteral(":record"), recordText);
    insert.bindValue(QStringLiteral(":prev"), previousHash);
    insert.bindValue(QStringLiteral(":hash"), hash);
    insert.bindValue(QStringLiteral(":signature"), QString::fromLatin1(signature->toBase64()));
    if (!insert.exec()) {
        return abandon(classifySqlError(insert.lastError()) == SqlErrorKind::UniqueViolation
                           ? QStringLiteral("it is signed already")
                           : sqlFailureReason(insert.lastError()));
    }
    if (!db.commit()) {
        return abandon(sqlFailureReason(db.lastError()));
    }
    m_lastError.clear();
    return resultFrom(seq, recordText, hash);
}

QList<SignedResult> ResultChain::results() const {
    QList<SignedResult> results;
    for (const SignedRecord &record : records()) {
        results.append(resultFrom(record.seq, record.recordJson, record.rowHash));
    }
    return results;
}

QList<SignedRecord> ResultChain::records() const {
    QList<SignedRecord> records;
    QSqlQuery query(QSqlDatabase::database(m_store.connectionName(), false));
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral(
            "SELECT seq, sitting_id, record_json, row_hash FROM exam_results ORDER BY seq"))) {
        fail(QStringLiteral("Cannot read the exam results: %1")
                 .arg(sqlFailureReason(query.lastError())));
        return records;
    }
    while (query.next()) {
        records.append({query.value(0).toInt(), query.value(1).toLongLong(),
                        query.value(2).toString(), query.value(3).toString()});
    }
    m_lastError.clear();
    return records;
}

std::optional<ChainVerification> ResultChain::verify() const {
    const QString what = QStringLiteral("Cannot verify the exam results: ");
    if (!m_store.isOpen()) {
        fail(what + QStringLiteral("no progress database is open"));
        return std::nullopt;
    }
    const QSqlDatabase db = QSqlDatabase::database(m_store.connectionName(), false);
    QString error;
    QHash<qint64, ExaminerKeyRow> keys;
    for (const ExaminerKeyRow &row : allExaminerKeys(db, error)) {
        keys.insert(row.id, row);
    }
    QHash<qint64, QString> usernames;
    {
        QSqlQuery query(db);
        if (!error.isEmpty() || !query.exec(QStringLiteral("SELECT id, username FROM accounts"))) {
            fail(what + (error.isEmpty() ? sqlFailureReason(query.lastError()) : error));
            return std::nullopt;
        }
        while (query.next()) {
            usernames.insert(query.value(0).toLongLong(), query.value(1).toString());
        }
    }
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT seq, sitting_id, examiner_key_id, record_json, "
                                   "prev_hash, row_hash, signature FROM exam_results ORDER BY "
                                   "seq"))) {
        fail(what + sqlFailureReason(query.lastError()));
        return std::nullopt;
    }
    ChainVerification verification;
    QMap<qint64, QList<int>> signedBy;
    int expectedSeq = 1;
    QString previousHash = kGenesisHash;
    const auto finding = [&verification](int seq, const QString &problem) {
        verification.findings.append({seq, QStringLiteral("result %1 %2").arg(seq).arg(problem)});
    };
    while (query.next()) {
        const int seq = query.value(0).toInt();
        const qint64 sittingId = query.value(1).toLongLong();
        const qint64 keyId = query.value(2).toLongLong();
        const QString record = query.value(3).toString();
        const QString linkedHash = query.value(4).toString();
        const QString hash = query.value(5).toString();
        const QByteArray signature = QByteArray::fromBase64(query.value(6).toString().toLatin1());
        ++verification.results;
        bool follows = true;
        if (seq > expectedSeq) {
            const QString missing =
                seq - 1 == expectedSeq
                    ? QStringLiteral("result %1 is").arg(expectedSeq)
                    : QStringLiteral("results %1-%2 are").arg(expectedSeq).arg(seq - 1);
            verification.findings.append(
                {expectedSeq, missing + QStringLiteral(" missing: deleted outside the app")});
            follows = false; // the link to a deleted row cannot be checked
        }
        if (follows && linkedHash != previousHash) {
            finding(seq, seq == 1 ? QStringLiteral("does not start the chain: inserted outside "
                                                   "the app, or an earlier result was deleted")
                                  : QStringLiteral("does not follow result %1: inserted, replaced "
                                                   "or re-linked outside the app")
                                        .arg(seq - 1));
        }
        const auto key = keys.constFind(keyId);
        if (rowHash(linkedHash, record) != hash) {
            finding(seq, QStringLiteral("was edited outside the app: its record no longer "
                                        "matches its hash"));
        } else if (key == keys.constEnd()) {
            finding(
                seq,
                QStringLiteral("names signing key %1, which is not in the database").arg(keyId));
        } else if (!signatureValid(key->key.publicKey, hash.toLatin1(), signature)) {
            finding(seq, QStringLiteral("was written outside the app: its signature does not "
                                        "verify with key %1")
                             .arg(keyFingerprint(key->key.publicKey)));
        } else {
            const SignedResult signedResult = resultFrom(seq, record, hash);
            const QJsonObject object = QJsonDocument::fromJson(record.toUtf8()).object();
            if (object.value(QStringLiteral("seq")).toInt() != seq ||
                signedResult.sittingId != sittingId ||
                signedResult.keyFingerprint != keyFingerprint(key->key.publicKey)) {
                finding(seq, QStringLiteral("was edited outside the app: its columns disagree "
                                            "with its signed record"));
            }
            signedBy[keyId].append(seq);
        }
        previousHash = hash;
        expectedSeq = seq + 1;
        verification.headHash = hash;
    }
    for (auto it = signedBy.cbegin(); it != signedBy.cend(); ++it) {
        const ExaminerKeyRow &row = keys.value(it.key());
        verification.keys.append(QStringLiteral("%1: %2 (results %3)")
                                     .arg(keyFingerprint(row.key.publicKey),
                                          usernames.value(row.accountId, QStringLiteral("?")),
                                          runs(it.value())));
    }
    m_lastError.clear();
    return verification;
}

} // namespace dt::storage
