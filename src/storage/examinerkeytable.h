#pragma once

#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <optional>
#include <storage/examinerkey.h>

// The examiner_keys table: every key an examiner has signed with, the newest
// one in use. A key is never deleted or changed but for its sealing (a
// password change), so every result it signed can be checked for good.
namespace dt::storage {

struct ExaminerKeyRow {
    qint64 id = 0;
    qint64 accountId = 0;
    ExaminerKey key;
};

// The key `accountId` signs with now; nullopt with an empty `error` when they
// have none yet.
std::optional<ExaminerKeyRow> currentExaminerKey(const QSqlDatabase &db, qint64 accountId,
                                                 QString &error);
std::optional<qint64> insertExaminerKey(const QSqlDatabase &db, qint64 accountId,
                                        const ExaminerKey &key, QString &error);
// Every key of the account sealed again with the new password, when a
// password changes. False with `error` when one cannot be opened or written.
bool resealExaminerKeys(const QSqlDatabase &db, qint64 accountId, const QString &currentPassword,
                        const QString &newPassword, QString &error);
// Every key, by id.
QList<ExaminerKeyRow> allExaminerKeys(const QSqlDatabase &db, QString &error);

} // namespace dt::storage
