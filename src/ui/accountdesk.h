#pragma once

#include <QDateTime>
#include <QObject>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <functional>
#include <optional>
#include <storage/accountstore.h>
#include <ui/deskerror.h>

namespace dt::ui {

class AppController;

// The accounts side of the app as QML sees it (docs/accounts.md): the first
// administrator, who is signed in (signing in and out, lockouts), an
// administrator's list of accounts and what they may do to them, and
// everyone's own password. Every permission is checked by AccountStore
// (storage/roles.h), never only here or in QML. The exam side (ExamDesk)
// reads the signed-in user from here and follows accountChanged.
class AccountDesk : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("AccountDesk is AppController's `accounts`")

    // The first run: no administrator can sign in yet.
    Q_PROPERTY(bool needsAdministrator READ needsAdministrator NOTIFY accountChanged)
    Q_PROPERTY(bool signedIn READ signedIn NOTIFY accountChanged)
    Q_PROPERTY(QString userName READ userName NOTIFY accountChanged)
    Q_PROPERTY(QString displayName READ displayName NOTIFY accountChanged)
    // "trainee", "instructor", "examiner", "administrator"; "" when signed out.
    Q_PROPERTY(QString role READ role NOTIFY accountChanged)
    Q_PROPERTY(QString roleName READ roleName NOTIFY accountChanged)
    // For an administrator: every account, in creation order: {id, userName,
    // displayName, role, roleName, disabled, lockedUntil (invalid when not
    // locked), failedSignIns, createdAt, lastSignInAt (invalid when none is
    // recorded), self}.
    Q_PROPERTY(QVariantList accounts READ accounts NOTIFY accountsChanged)
    Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)

public:
    explicit AccountDesk(AppController &app);

    bool needsAdministrator() const;
    bool signedIn() const { return m_user.has_value(); }
    QString userName() const;
    QString displayName() const;
    QString role() const;
    QString roleName() const;
    QVariantList accounts() const;
    QString lastError() const { return m_lastError.text(); }

    // The proof of who is signed in, for the stores' checks; nullopt when nobody is.
    const std::optional<dt::storage::SignedIn> &user() const { return m_user; }
    // The signed-in account as stored now; nullopt when nobody is signed in.
    std::optional<dt::storage::Account> currentAccount() const;
    // The store every permission is checked by, shared with the exam side.
    dt::storage::AccountStore &store() { return m_accounts; }

    // The clock the lockouts and sign-ins are read by (storageNow() unless set).
    void setClock(std::function<QDateTime()> now);

    // Creates the first administrator and signs them in.
    Q_INVOKABLE bool createAdministrator(const QString &userName, const QString &displayName,
                                         const QString &password);
    // By an administrator: an account of `role` ("trainee", "instructor",
    // "examiner", "administrator"); a trainee's comes with a progress profile.
    Q_INVOKABLE bool createAccount(const QString &userName, const QString &displayName,
                                   const QString &role, const QString &password);
    // By an administrator, for another's account (all checked by AccountStore).
    Q_INVOKABLE bool resetPassword(qint64 accountId, const QString &newPassword);
    Q_INVOKABLE bool unlockAccount(qint64 accountId);
    Q_INVOKABLE bool setAccountDisabled(qint64 accountId, bool disabled);
    // Anyone signed in, for their own account.
    Q_INVOKABLE bool changePassword(const QString &currentPassword, const QString &newPassword);

    // A trainee signing in becomes the app's current trainee. Whoever was
    // signed in is signed out first.
    Q_INVOKABLE bool signIn(const QString &userName, const QString &password);
    // Nobody is signed in any more; ExamDesk, following accountChanged,
    // leaves any sitting in play as it is (it resumes at the next sign-in).
    Q_INVOKABLE void signOut();

signals:
    // Someone else (or nobody) is signed in.
    void accountChanged();
    // The accounts list may read differently (a change, a lockout).
    void accountsChanged();
    void lastErrorChanged();

private:
    bool fail(const QString &message) { return m_lastError.fail(message); }
    bool succeed() { return m_lastError.succeed(); }
    // A change by the one signed in: done (the list read again) or refused.
    bool accountChangeDone(bool done);

    AppController &m_app;
    dt::storage::AccountStore m_accounts;
    std::function<QDateTime()> m_now;
    std::optional<dt::storage::SignedIn> m_user;
    DeskError m_lastError{[this] { emit lastErrorChanged(); }};
};

} // namespace dt::ui
