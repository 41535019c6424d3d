#include "accountstore.h"

#include "examinerkeytable.h"
#include "passwordhash.h"
#include "progressstore.h"
#include "sqlerror.h"
#include "timestamps.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QVariant>

namespace dt::storage {

namespace {
const QString kColumns = QStringLiteral(
    "id, username, display_name, role, trainee_id, failed_signins, locked_until, disabled, "
    "created_at, last_signin_at");

QString usernameKey(const QString &username) {
    return username.trimmed().toCaseFolded();
}

Account accountFrom(const QSqlQuery &query) {
    Account account;
    account.id = query.value(0).toLongLong();
    account.username = query.value(1).toString();
    account.displayName = query.value(2).toString();
    account.role = roleFromKey(query.value(3).toString()).value_or(Role::Trainee);
    if (!query.value(4).isNull()) {
        account.traineeId = query.value(4).toLongLong();
    }
    account.failedSignIns = query.value(5).toInt();
    account.lockedUntil = fromStorageTimestamp(query.value(6));
    account.disabled = query.value(7).toInt() != 0;
    account.createdAt = fromStorageTimestamp(query.value(8));
    account.lastSignInAt = fromStorageTimestamp(query.value(9));
    return account;
}

QVariant nullableId(std::optional<qint64> id) {
    return id ? QVariant(*id) : QVariant(QMetaType::fromType<qint64>());
}

// One hash to compare against when the name is unknown, so that a wrong name
// costs as long as a wrong password and the time does not tell which it was.
const QString &decoyHash() {
    static const QString hash = hashPassword(QStringLiteral("no account has this password"));
    return hash;
}
} // namespace

AccountStore::AccountStore(ProgressStore &store)
    : m_store(store)
    , m_now(&storageNow) {}

void AccountStore::setClock(std::function<QDateTime()> now) {
    m_now = now ? std::move(now) : std::function<QDateTime()>(&storageNow);
}

QDateTime AccountStore::now() const {
    return m_now();
}

QString AccountStore::connectionName() const {
    return m_store.connectionName();
}

bool AccountStore::fail(const QString &message) const {
    m_lastError = message;
    return false;
}

bool AccountStore::succeed() const {
    m_lastError.clear();
    return true;
}

std::optional<int> AccountStore::activeAdministrators() const {
    if (!m_store.isOpen()) {
        fail(QStringLiteral("Cannot read the accounts: no progress database is open"));
        return std::nullopt;
    }
    QSqlQuery query(QSqlDatabase::database(connectionName(), false));
    query.prepare(
        QStringLiteral("SELECT COUNT(*) FROM accounts WHERE role = :role AND disabled = 0"));
    query.bindValue(QStringLiteral(":role"), roleKey(Role::Administrator));
    if (!query.exec() || !query.next()) {
        fail(QStringLiteral("Cannot read the accounts: %1")
                 .arg(sqlFailureReason(query.lastError())));
        return std::nullopt;
    }
    succeed();
    return query.value(0).toInt();
}

std::optional<bool> AccountStore::needsAdministrator() const {
    const std::optional<int> administrators = activeAdministrators();
    if (!administrators) {
        return std::nullopt;
    }
    return *administrators == 0;
}

bool AccountStore::checkNewAccount(const QString &username, const QString &displayName,
                                   const QString &password, const QString &what) const {
    if (username.trimmed().isEmpty()) {
        return fail(what + QStringLiteral("the user name is empty"));
    }
    if (displayName.trimmed().isEmpty()) {
        return fail(what + QStringLiteral("the name to show is empty"));
    }
    if (password.size() < kMinimumPasswordLength) {
        return fail(what + QStringLiteral("the password has fewer than %1 characters")
                               .arg(kMinimumPasswordLength));
    }
    return true;
}

std::optional<qint64> AccountStore::insertAccount(const QString &username,
                                                  const QString &displayName, Role role,
                                                  const QString &password,
                                                  std::optional<qint64> traineeId,
                                                  const QString &what) {
    const QString hash = hashPassword(password);
    if (hash.isEmpty()) {
        fail(what + QStringLiteral("the password could not be hashed (libsodium)"));
        return std::nullopt;
    }
    QSqlQuery query(QSqlDatabase::database(connectionName(), false));
    query.prepare(QStringLiteral(
        "INSERT INTO accounts (username, username_key, display_name, role, password_hash, "
        "trainee_id, created_at) VALUES (:username, :key, :display_name, :role, :hash, "
        ":trainee_id, :created_at) RETURNING id"));
    query.bindValue(QStringLiteral(":username"), username.trimmed());
    query.bindValue(QStringLiteral(":key"), usernameKey(username));
    query.bindValue(QStringLiteral(":display_name"), displayName.trimmed());
    query.bindValue(QStringLiteral(":role"), roleKey(role));
    query.bindValue(QStringLiteral(":hash"), hash);
    query.bindValue(QStringLiteral(":trainee_id"), nullableId(traineeId));
    query.bindValue(QStringLiteral(":created_at"), toStorageTimestamp(now()));
    if (!query.exec() || !query.next()) {
        switch (classifySqlError(query.lastError())) {
        case SqlErrorKind::UniqueViolation:
            fail(what + QStringLiteral("the user name \"%1\" is taken").arg(username.trimmed()));
            break;
        case SqlErrorKind::ForeignKeyViolation:
            fail(what + QStringLiteral("there is no trainee %1").arg(traineeId.value_or(0)));
            break;
        default:
            fail(what + sqlFailureReason(query.lastError()));
        }
        return std::nullopt;
    }
    succeed();
    return query.value(0).toLongLong();
}

std::optional<SignedIn> AccountStore::createFirstAdministrator(const QString &username,
                                                               const QString &displayName,
                                                               const QString &password) {
    const QString what = QStringLiteral("Cannot create the administrator: ");
    if (!checkNewAccount(username, displayName, password, what)) {
        return std::nullopt;
    }
    QSqlDatabase db = QSqlDatabase::database(connectionName(), false);
    // The check and the insert in one transaction: two first runs at once
    // make one administrator, not two.
    if (!db.transaction()) {
        fail(what + sqlFailureReason(db.lastError()));
        return std::nullopt;
    }
    const std::optional<int> administrators = activeAdministrators();
    std::optional<qint64> id;
    if (!administrators) {
        m_lastError.prepend(what);
    } else if (*administrators > 0) {
        fail(what + QStringLiteral("an administrator exists; ask them for an account"));
    } else {
        id =
            insertAccount(username, displayName, Role::Administrator, password, std::nullopt, what);
        // Made and signed in at once: that is their first sign-in.
        if (id && !recordSuccessfulSignIn(*id, now(), what)) {
            id.reset();
        }
    }
    if (!id || !db.commit()) {
        const QString error = id ? what + sqlFailureReason(db.lastError()) : m_lastError;
        db.rollback();
        fail(error);
        return std::nullopt;
    }
    return SignedIn(*id, username.trimmed());
}

std::optional<qint64> AccountStore::createAccount(const SignedIn &by, const QString &username,
                                                  const QString &displayName, Role role,
                                                  const QString &password,
                                                  std::optional<qint64> traineeId) {
    const QString what =
        QStringLiteral("Cannot create the account \"%1\": ").arg(username.trimmed());
    if (!authorize(by, Permission::ManageAccounts) ||
        !checkNewAccount(username, displayName, password, what)) {
        return std::nullopt;
    }
    if (traineeId && role != Role::Trainee) {
        fail(what + QStringLiteral("only a trainee account has a trainee's progress"));
        return std::nullopt;
    }
    if (role == Role::Trainee && !traineeId) {
        // A trainee's progress is kept under their profile.
        traineeId = m_store.createTrainee(displayName);
        if (!traineeId) {
            fail(what + m_store.lastError());
            return std::nullopt;
        }
    }
    return insertAccount(username, displayName, role, password, traineeId, what);
}

bool AccountStore::recordSignIn(qint64 accountId, int failedSignIns, const QDateTime &lockedUntil,
                                const QString &what) {
    QSqlQuery query(QSqlDatabase::database(connectionName(), false));
    query.prepare(QStringLiteral("UPDATE accounts SET failed_signins = :failed, locked_until = "
                                 ":locked WHERE id = :id"));
    query.bindValue(QStringLiteral(":failed"), failedSignIns);
    query.bindValue(QStringLiteral(":locked"), lockedUntil.isValid()
                                                   ? QVariant(toStorageTimestamp(lockedUntil))
                                                   : QVariant(QMetaType::fromType<QString>()));
    query.bindValue(QStringLiteral(":id"), accountId);
    if (!query.exec()) {
        return fail(what + sqlFailureReason(query.lastError()));
    }
    return true;
}

bool AccountStore::recordSuccessfulSignIn(qint64 accountId, const QDateTime &at,
                                          const QString &what) {
    QSqlQuery query(QSqlDatabase::database(connectionName(), false));
    query.prepare(QStringLiteral("UPDATE accounts SET failed_signins = 0, locked_until = NULL, "
                                 "last_signin_at = :at WHERE id = :id"));
    query.bindValue(QStringLiteral(":at"), toStorageTimestamp(at));
    query.bindValue(QStringLiteral(":id"), accountId);
    if (!query.exec()) {
        return fail(what + sqlFailureReason(query.lastError()));
    }
    return true;
}

std::optional<SignedIn> AccountStore::signIn(const QString &username, const QString &password) {
    if (!m_store.isOpen()) {
        fail(QStringLiteral("Cannot sign in: no progress database is open"));
        return std::nullopt;
    }
    const QString wrong = QStringLiteral("Cannot sign in: the user name or the password is wrong");
    QString hash;
    std::optional<Account> account;
    {
        QSqlQuery query(QSqlDatabase::database(connectionName(), false));
        query.prepare(QStringLiteral("SELECT %1, password_hash FROM accounts WHERE "
                                     "username_key = :key")
                          .arg(kColumns));
        query.bindValue(QStringLiteral(":key"), usernameKey(username));
        if (!query.exec()) {
            fail(QStringLiteral("Cannot sign in: %1").arg(sqlFailureReason(query.lastError())));
            return std::nullopt;
        }
        if (query.next()) {
            account = accountFrom(query);
            hash = query.value(10).toString();
        }
    }
    if (!account) {
        passwordMatches(password, decoyHash());
        fail(wrong);
        return std::nullopt;
    }
    const QDateTime at = now();
    if (account->disabled) {
        fail(QStringLiteral("Cannot sign in: the account \"%1\" is disabled; an administrator "
                            "can enable it")
                 .arg(account->username));
        return std::nullopt;
    }
    if (account->lockedUntil.isValid() && at < account->lockedUntil) {
        fail(QStringLiteral("Cannot sign in: the account \"%1\" is locked after %2 wrong "
                            "passwords until %3 UTC, or until an administrator unlocks it")
                 .arg(account->username, QString::number(kMaxFailedSignIns),
                      account->lockedUntil.toString(QStringLiteral("yyyy-MM-dd HH:mm"))));
        return std::nullopt;
    }
    if (!passwordMatches(password, hash)) {
        // A lockout that ran out starts a new count.
        const int failed = (account->lockedUntil.isValid() ? 0 : account->failedSignIns) + 1;
        const QDateTime lockedUntil =
            failed >= kMaxFailedSignIns ? at.addSecs(kLockoutMinutes * 60) : QDateTime();
        if (!recordSignIn(account->id, failed >= kMaxFailedSignIns ? 0 : failed, lockedUntil,
                          QStringLiteral("Cannot sign in: "))) {
            return std::nullopt;
        }
        if (lockedUntil.isValid()) {
            fail(QStringLiteral("Cannot sign in: %1 wrong passwords in a row; the account \"%2\" "
                                "is locked for %3 minutes")
                     .arg(QString::number(kMaxFailedSignIns), account->username,
                          QString::number(kLockoutMinutes)));
        } else {
            fail(wrong);
        }
        return std::nullopt;
    }
    if (!recordSuccessfulSignIn(account->id, at, QStringLiteral("Cannot sign in: "))) {
        return std::nullopt;
    }
    if (passwordNeedsRehash(hash)) {
        // Stronger parameters since it was set: best effort, the sign-in stands.
        setPasswordHash(account->id, password, QString());
    }
    succeed();
    return SignedIn(account->id, account->username);
}

std::optional<Account> AccountStore::account(qint64 accountId) const {
    if (!m_store.isOpen()) {
        fail(QStringLiteral("Cannot read account %1: no progress database is open").arg(accountId));
        return std::nullopt;
    }
    QSqlQuery query(QSqlDatabase::database(connectionName(), false));
    query.prepare(QStringLiteral("SELECT %1 FROM accounts WHERE id = :id").arg(kColumns));
    query.bindValue(QStringLiteral(":id"), accountId);
    if (!query.exec()) {
        fail(QStringLiteral("Cannot read account %1: %2")
                 .arg(QString::number(accountId), sqlFailureReason(query.lastError())));
        return std::nullopt;
    }
    if (!query.next()) {
        fail(QStringLiteral("There is no account %1").arg(accountId));
        return std::nullopt;
    }
    succeed();
    return accountFrom(query);
}

bool AccountStore::authorize(const SignedIn &who, Permission permission) const {
    const std::optional<Account> current = account(who.accountId());
    if (!current) {
        return false;
    }
    if (current->disabled) {
        return fail(QStringLiteral("The account \"%1\" is disabled").arg(current->username));
    }
    if (!roleAllows(current->role, permission)) {
        return fail(
            QStringLiteral("%1 \"%2\" may not %3")
                .arg(roleName(current->role), current->username, permissionName(permission)));
    }
    return succeed();
}

QList<Account> AccountStore::accounts(const SignedIn &by) const {
    if (!authorize(by, Permission::ManageAccounts)) {
        return {};
    }
    return accountsWhere(QStringLiteral("1"), QStringLiteral("Cannot list the accounts: "));
}

QList<Account> AccountStore::traineeAccounts(const SignedIn &by) const {
    if (!authorize(by, Permission::UnlockExam)) {
        return {};
    }
    return accountsWhere(QStringLiteral("role = 'trainee' AND disabled = 0"),
                         QStringLiteral("Cannot list the trainees: "));
}

QList<Account> AccountStore::accountsWhere(const QString &where, const QString &what) const {
    QList<Account> result;
    QSqlQuery query(QSqlDatabase::database(connectionName(), false));
    query.setForwardOnly(true);
    if (!query.exec(
            QStringLiteral("SELECT %1 FROM accounts WHERE %2 ORDER BY id").arg(kColumns, where))) {
        fail(what + sqlFailureReason(query.lastError()));
        return result;
    }
    while (query.next()) {
        result.append(accountFrom(query));
    }
    succeed();
    return result;
}

bool AccountStore::setPasswordHash(qint64 accountId, const QString &password, const QString &what) {
    const QString hash = hashPassword(password);
    if (hash.isEmpty()) {
        return fail(what + QStringLiteral("the password could not be hashed (libsodium)"));
    }
    QSqlQuery query(QSqlDatabase::database(connectionName(), false));
    query.prepare(QStringLiteral("UPDATE accounts SET password_hash = :hash, failed_signins = 0, "
                                 "locked_until = NULL WHERE id = :id"));
    query.bindValue(QStringLiteral(":hash"), hash);
    query.bindValue(QStringLiteral(":id"), accountId);
    if (!query.exec()) {
        return fail(what + sqlFailureReason(query.lastError()));
    }
    if (query.numRowsAffected() != 1) {
        return fail(what + QStringLiteral("there is no account %1").arg(accountId));
    }
    return succeed();
}

bool AccountStore::changePassword(const SignedIn &who, const QString &currentPassword,
                                  const QString &newPassword) {
    const QString what = QStringLiteral("Cannot change the password: ");
    const std::optional<Account> current = account(who.accountId());
    if (!current) {
        return false;
    }
    QSqlQuery query(QSqlDatabase::database(connectionName(), false));
    query.prepare(QStringLiteral("SELECT password_hash FROM accounts WHERE id = :id"));
    query.bindValue(QStringLiteral(":id"), who.accountId());
    if (!query.exec() || !query.next()) {
        return fail(what + sqlFailureReason(query.lastError()));
    }
    if (!passwordMatches(currentPassword, query.value(0).toString())) {
        return fail(what + QStringLiteral("the current password is wrong"));
    }
    if (newPassword.size() < kMinimumPasswordLength) {
        return fail(what + QStringLiteral("the new password has fewer than %1 characters")
                               .arg(kMinimumPasswordLength));
    }
    // An examiner's signing keys are sealed with the password: sealed again
    // with the new one in the same transaction, or nothing changes.
    QSqlDatabase db = QSqlDatabase::database(connectionName(), false);
    if (!db.transaction()) {
        return fail(what + sqlFailureReason(db.lastError()));
    }
    QString keysError;
    if (!setPasswordHash(who.accountId(), newPassword, what) ||
        !resealExaminerKeys(db, who.accountId(), currentPassword, newPassword, keysError) ||
        !db.commit()) {
        const QString error = !keysError.isEmpty()    ? what + keysError
                              : m_lastError.isEmpty() ? what + sqlFailureReason(db.lastError())
                                                      : m_lastError;
        db.rollback();
        return fail(error);
    }
    return succeed();
}

bool AccountStore::confirmPassword(const SignedIn &who, const QString &password) {
    // Counted as a sign-in: wrong passwords here lock the account too.
    const std::optional<SignedIn> again = signIn(who.username(), password);
    if (!again) {
        return false;
    }
    if (again->accountId() != who.accountId()) {
        return fail(QStringLiteral("The account \"%1\" was replaced since it signed in")
                        .arg(who.username()));
    }
    return true;
}

bool AccountStore::resetPassword(const SignedIn &by, qint64 accountId, const QString &newPassword) {
    const QString what = QStringLiteral("Cannot reset the password of account %1: ").arg(accountId);
    if (!authorize(by, Permission::ManageAccounts)) {
        return false;
    }
    if (newPassword.size() < kMinimumPasswordLength) {
        return fail(what + QStringLiteral("the new password has fewer than %1 characters")
                               .arg(kMinimumPasswordLength));
    }
    return setPasswordHash(accountId, newPassword, what);
}

bool AccountStore::unlock(const SignedIn &by, qint64 accountId) {
    if (!authorize(by, Permission::ManageAccounts) || !account(accountId)) {
        return false;
    }
    return recordSignIn(accountId, 0, QDateTime(),
                        QStringLiteral("Cannot unlock account %1: ").arg(accountId)) &&
           succeed();
}

bool AccountStore::setDisabled(const SignedIn &by, qint64 accountId, bool disabled) {
    const QString what = QStringLiteral("Cannot %1 account %2: ")
                             .arg(disabled ? QStringLiteral("disable") : QStringLiteral("enable"))
                             .arg(accountId);
    if (!authorize(by, Permission::ManageAccounts)) {
        return false;
    }
    const std::optional<Account> target = account(accountId);
    if (!target) {
        return false;
    }
    if (disabled && target->role == Role::Administrator && !target->disabled) {
        const std::optional<int> administrators = activeAdministrators();
        if (!administrators) {
            return false;
        }
        if (*administrators <= 1) {
            return fail(what + QStringLiteral("it is the last administrator who can sign in"));
        }
    }
    QSqlQuery query(QSqlDatabase::database(connectionName(), false));
    query.prepare(QStringLiteral("UPDATE accounts SET disabled = :disabled WHERE id = :id"));
    query.bindValue(QStringLiteral(":disabled"), disabled ? 1 : 0);
    query.bindValue(QStringLiteral(":id"), accountId);
    if (!query.exec()) {
        return fail(what + sqlFailureReason(query.lastError()));
    }
    return succeed();
}

} // namespace dt::storage
