#include "examinerkeytable.h"

#include "sqlerror.h"
#include "timestamps.h"

#include <QSqlQuery>
#include <QVariant>

namespace dt::storage {

namespace {
const QString kSelect = QStringLiteral(
    "SELECT id, account_id, public_key, salt, nonce, sealed_secret_key FROM examiner_keys");

ExaminerKeyRow rowFrom(const QSqlQuery &query) {
    ExaminerKeyRow row;
    row.id = query.value(0).toLongLong();
    row.accountId = query.value(1).toLongLong();
    row.key.publicKey = QByteArray::fromHex(query.value(2).toString().toLatin1());
    row.key.salt = QByteArray::fromBase64(query.value(3).toString().toLatin1());
    row.key.nonce = QByteArray::fromBase64(query.value(4).toString().toLatin1());
    row.key.sealedSecretKey = QByteArray::fromBase64(query.value(5).toString().toLatin1());
    return row;
}

QString base64(const QByteArray &bytes) {
    return QString::fromLatin1(bytes.toBase64());
}

QList<ExaminerKeyRow> keysOf(const QSqlDatabase &db, std::optional<qint64> accountId,
                             QString &error) {
    QList<ExaminerKeyRow> rows;
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (accountId) {
        query.prepare(kSelect + QStringLiteral(" WHERE account_id = :account ORDER BY id"));
        query.bindValue(QStringLiteral(":account"), *accountId);
    } else {
        query.prepare(kSelect + QStringLiteral(" ORDER BY id"));
    }
    if (!query.exec()) {
        error = QStringLiteral("cannot read the examiners' keys (%1)")
                    .arg(sqlFailureReason(query.lastError()));
        return rows;
    }
    while (query.next()) {
        rows.append(rowFrom(query));
    }
    error.clear();
    return rows;
}
} // namespace

std::optional<ExaminerKeyRow> currentExaminerKey(const QSqlDatabase &db, qint64 accountId,
                                                 QString &error) {
    const QList<ExaminerKeyRow> rows = keysOf(db, accountId, error);
    if (rows.isEmpty()) {
        return std::nullopt;
    }
    return rows.constLast();
}

std::optional<qint64> insertExaminerKey(const QSqlDatabase &db, qint64 accountId,
                                        const ExaminerKey &key, QString &error) {
    QSqlQuery query(db);
    query.prepare(QStringLiteral(
        "INSERT INTO examiner_keys (account_id, public_key, salt, nonce, sealed_secret_key, "
        "created_at) VALUES (:account, :public_key, :salt, :nonce, :sealed, :created_at) "
        "RETURNING id"));
    query.bindValue(QStringLiteral(":account"), accountId);
    query.bindValue(QStringLiteral(":public_key"), QString::fromLatin1(key.publicKey.toHex()));
    query.bindValue(QStringLiteral(":salt"), base64(key.salt));
    query.bindValue(QStringLiteral(":nonce"), base64(key.nonce));
    query.bindValue(QStringLiteral(":sealed"), base64(key.sealedSecretKey));
    query.bindValue(QStringLiteral(":created_at"), toStorageTimestamp(storageNow()));
    if (!query.exec() || !query.next()) {
        error = QStringLiteral("cannot keep the new signing key (%1)")
                    .arg(sqlFailureReason(query.lastError()));
        return std::nullopt;
    }
    return query.value(0).toLongLong();
}

bool resealExaminerKeys(const QSqlDatabase &db, qint64 accountId, const QString &currentPassword,
                        const QString &newPassword, QString &error) {
    const QList<ExaminerKeyRow> rows = keysOf(db, accountId, error);
    if (!error.isEmpty()) {
        return false;
    }
    for (const ExaminerKeyRow &row : rows) {
        const std::optional<ExaminerKey> resealed =
            resealExaminerKey(row.key, currentPassword, newPassword);
        if (!resealed) {
            error = QStringLiteral("signing key %1 does not open with the current password")
                        .arg(row.id);
            return false;
        }
        QSqlQuery query(db);
        query.prepare(QStringLiteral("UPDATE examiner_keys SET salt = :salt, nonce = :nonce, "
                                     "sealed_secret_key = :sealed WHERE id = :id"));
        query.bindValue(QStringLiteral(":salt"), base64(resealed->salt));
        query.bindValue(QStringLiteral(":nonce"), base64(resealed->nonce));
        query.bindValue(QStringLiteral(":sealed"), base64(resealed->sealedSecretKey));
        query.bindValue(QStringLiteral(":id"), row.id);
        if (!query.exec()) {
            error = QStringLiteral("cannot seal signing key %1 again (%2)")
                        .arg(QString::number(row.id), sqlFailureReason(query.lastError()));
            return false;
        }
    }
    return true;
}

QList<ExaminerKeyRow> allExaminerKeys(const QSqlDatabase &db, QString &error) {
    return keysOf(db, std::nullopt, error);
}

} // namespace dt::storage
