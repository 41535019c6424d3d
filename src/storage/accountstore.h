#pragma once

#include <QDateTime>
#include <QList>
#include <QString>
#include <functional>
#include <optional>
#include <storage/roles.h>

namespace dt::storage {

class ProgressStore;

// A person who can sign in (docs/accounts.md).
struct Account {
    qint64 id = 0;
    QString username; // as typed at creation; sign-in ignores its case
    QString displayName;
    Role role = Role::Trainee;
    std::optional<qint64> traineeId; // a trainee's progress profile
    int failedSignIns = 0;           // in a row, since the last success
    QDateTime lockedUntil;           // invalid when not locked
    bool disabled = false;
    QDateTime createdAt;
    // The last successful sign-in (a password confirmed before signing a
    // result counts too, as it does for the lockout); invalid when none is
    // recorded (schema version 7 began recording them).
    QDateTime lastSignInAt;

    friend bool operator==(const Account &, const Account &) = default;
};

// Proof that a password was checked: only AccountStore makes one, and every
// operation that needs a permission takes one.
class SignedIn {
public:
    qint64 accountId() const { return m_accountId; }
    const QString &username() const { return m_username; }

private:
    friend class AccountStore;
    SignedIn(qint64 accountId, QString username)
        : m_accountId(accountId)
        , m_username(std::move(username)) {}
    qint64 m_accountId;
    QString m_username;
};

// The accounts in a progress database: passwords hashed with Argon2id
// (passwordhash.h), a lockout after repeated failures, and the permission
// check (roles.h) every other store and screen goes through.
//
// Uses the ProgressStore's connection, so it lives on the same thread and
// only while that store is open. Like ProgressStore, nothing throws: failures
// return nullopt or false and lastError() says what went wrong.
class AccountStore {
public:
    // docs/accounts.md: five wrong passwords in a row lock an account for a
    // quarter of an hour (or until an administrator unlocks it).
    static constexpr int kMaxFailedSignIns = 5;
    static constexpr int kLockoutMinutes = 15;
    static constexpr int kMinimumPasswordLength = 8;

    explicit AccountStore(ProgressStore &store);

    // The clock lockouts are timed by (storageNow() unless set), so a test
    // can let a lockout run out.
    void setClock(std::function<QDateTime()> now);

    // The first run: no administrator can sign in yet.
    std::optional<bool> needsAdministrator() const;
    // Creates the first administrator and signs them in. Refused once any
    // administrator exists.
    std::optional<SignedIn> createFirstAdministrator(const QString &username,
                                                     const QString &displayName,
                                                     const QString &password);
    // By an administrator. A trainee account is given `traineeId`'s progress
    // profile, or a new profile named after them when none is given.
    std::optional<qint64> createAccount(const SignedIn &by, const QString &username,
                                        const QString &displayName, Role role,
                                        const QString &password,
                                        std::optional<qint64> traineeId = std::nullopt);

    // Refused with the same message for an unknown name and a wrong
    // password; a locked or disabled account is refused even with the right
    // password, and says until when.
    std::optional<SignedIn> signIn(const QString &username, const QString &password);

    // Whether the account may do this now: its current role, not disabled.
    // False with lastError() naming the account and what it may not do.
    bool authorize(const SignedIn &who, Permission permission) const;
    std::optional<Account> account(qint64 accountId) const;
    // Everyone's accounts, for an administrator; in creation order.
    QList<Account> accounts(const SignedIn &by) const;
    // The trainees who can sign in, for an examiner unlocking an exam.
    QList<Account> traineeAccounts(const SignedIn &by) const;

    // An examiner's signing keys are sealed again with the new password.
    bool changePassword(const SignedIn &who, const QString &currentPassword,
                        const QString &newPassword);
    // The signed-in person types their password again before a consequential
    // step (signing a result). Counted like a sign-in, lockout included.
    bool confirmPassword(const SignedIn &who, const QString &password);
    // By an administrator: a new password, and the lockout lifted. An
    // examiner's keys stay sealed with the forgotten password: their next
    // signature makes a new key (the old one still checks what it signed).
    bool resetPassword(const SignedIn &by, qint64 accountId, const QString &newPassword);
    bool unlock(const SignedIn &by, qint64 accountId);
    // The last administrator who can sign in cannot be disabled.
    bool setDisabled(const SignedIn &by, qint64 accountId, bool disabled);

    QString lastError() const { return m_lastError; }

private:
    QString connectionName() const;
    QDateTime now() const;
    bool fail(const QString &message) const;
    bool succeed() const;
    bool checkNewAccount(const QString &username, const QString &displayName,
                         const QString &password, const QString &what) const;
    std::optional<qint64> insertAccount(const QString &username, const QString &displayName,
                                        Role role, const QString &password,
                                        std::optional<qint64> traineeId, const QString &what);
    bool setPasswordHash(qint64 accountId, const QString &password, const QString &what);
    bool recordSignIn(qint64 accountId, int failedSignIns, const QDateTime &lockedUntil,
                      const QString &what);
    // The count cleared, any lockout lifted, and the time kept.
    bool recordSuccessfulSignIn(qint64 accountId, const QDateTime &at, const QString &what);
    std::optional<int> activeAdministrators() const;
    QList<Account> accountsWhere(const QString &where, const QString &what) const;

    ProgressStore &m_store;
    std::function<QDateTime()> m_now;
    mutable QString m_lastError;
};

} // namespace dt::storage
