#include "accountdesk.h"

#include "appcontroller.h"

#include <storage/roles.h>
#include <storage/timestamps.h>

namespace dt::ui {

AccountDesk::AccountDesk(AppController &app)
    : QObject(&app)
    , m_app(app)
    , m_accounts(app.store())
    , m_now(&dt::storage::storageNow) {}

void AccountDesk::setClock(std::function<QDateTime()> now) {
    m_now = now;
    m_accounts.setClock(std::move(now));
}

bool AccountDesk::needsAdministrator() const {
    return m_accounts.needsAdministrator().value_or(false);
}

std::optional<dt::storage::Account> AccountDesk::currentAccount() const {
    return m_user ? m_accounts.account(m_user->accountId()) : std::nullopt;
}

QString AccountDesk::userName() const {
    return m_user ? m_user->username() : QString();
}

QString AccountDesk::displayName() const {
    const auto account = currentAccount();
    return account ? account->displayName : QString();
}

QString AccountDesk::role() const {
    const auto account = currentAccount();
    return account ? dt::storage::roleKey(account->role) : QString();
}

QString AccountDesk::roleName() const {
    const auto account = currentAccount();
    return account ? dt::storage::roleName(account->role) : QString();
}

QVariantList AccountDesk::accounts() const {
    QVariantList list;
    if (!m_user || role() != dt::storage::roleKey(dt::storage::Role::Administrator)) {
        return list;
    }
    const QDateTime now = m_now();
    for (const dt::storage::Account &account : m_accounts.accounts(*m_user)) {
        // A lockout that has run out is no lockout.
        const bool locked = account.lockedUntil.isValid() && account.lockedUntil > now;
        list.append(
            QVariantMap{{QStringLiteral("id"), account.id},
                        {QStringLiteral("userName"), account.username},
                        {QStringLiteral("displayName"), account.displayName},
                        {QStringLiteral("role"), dt::storage::roleKey(account.role)},
                        {QStringLiteral("roleName"), dt::storage::roleName(account.role)},
                        {QStringLiteral("disabled"), account.disabled},
                        {QStringLiteral("lockedUntil"), locked ? account.lockedUntil : QDateTime()},
                        {QStringLiteral("failedSignIns"), account.failedSignIns},
                        {QStringLiteral("createdAt"), account.createdAt},
                        {QStringLiteral("lastSignInAt"), account.lastSignInAt},
                        {QStringLiteral("self"), account.id == m_user->accountId()}});
    }
    return list;
}

bool AccountDesk::createAdministrator(const QString &userName, const QString &displayName,
                                      const QString &password) {
    const auto signedIn = m_accounts.createFirstAdministrator(userName, displayName, password);
    if (!signedIn) {
        return fail(m_accounts.lastError());
    }
    m_user = signedIn;
    emit accountChanged();
    emit accountsChanged();
    return succeed();
}

bool AccountDesk::createAccount(const QString &userName, const QString &displayName,
                                const QString &role, const QString &password) {
    if (!m_user) {
        return fail(tr("Sign in as an administrator to create an account."));
    }
    const std::optional<dt::storage::Role> parsed = dt::storage::roleFromKey(role);
    if (!parsed) {
        return fail(tr("There is no role \"%1\".").arg(role));
    }
    if (!m_accounts.createAccount(*m_user, userName, displayName, *parsed, password)) {
        return fail(m_accounts.lastError());
    }
    // A trainee's new profile is one of the app's trainees.
    m_app.reloadTrainees();
    emit accountsChanged();
    return succeed();
}

bool AccountDesk::accountChangeDone(bool done) {
    if (!done) {
        return fail(m_accounts.lastError());
    }
    emit accountsChanged();
    return succeed();
}

bool AccountDesk::resetPassword(qint64 accountId, const QString &newPassword) {
    if (!m_user) {
        return fail(tr("Sign in as an administrator to reset a password."));
    }
    return accountChangeDone(m_accounts.resetPassword(*m_user, accountId, newPassword));
}

bool AccountDesk::unlockAccount(qint64 accountId) {
    if (!m_user) {
        return fail(tr("Sign in as an administrator to unlock an account."));
    }
    return accountChangeDone(m_accounts.unlock(*m_user, accountId));
}

bool AccountDesk::setAccountDisabled(qint64 accountId, bool disabled) {
    if (!m_user) {
        return fail(tr("Sign in as an administrator to disable or enable an account."));
    }
    return accountChangeDone(m_accounts.setDisabled(*m_user, accountId, disabled));
}

bool AccountDesk::changePassword(const QString &currentPassword, const QString &newPassword) {
    if (!m_user) {
        return fail(tr("Sign in to change your password."));
    }
    return accountChangeDone(m_accounts.changePassword(*m_user, currentPassword, newPassword));
}

bool AccountDesk::signIn(const QString &userName, const QString &password) {
    const auto signedIn = m_accounts.signIn(userName, password);
    if (!signedIn) {
        // A wrong password counts towards a lockout the accounts list shows
        // (read after the error: listing the accounts clears it).
        const QString error = m_accounts.lastError();
        emit accountsChanged();
        return fail(error);
    }
    signOut();
    m_user = signedIn;
    if (const auto account = currentAccount(); account && account->traineeId) {
        m_app.setCurrentTraineeId(*account->traineeId);
    }
    emit accountChanged();
    emit accountsChanged();
    return succeed();
}

void AccountDesk::signOut() {
    if (m_user) {
        m_user.reset();
        emit accountChanged();
        emit accountsChanged();
    }
}

} // namespace dt::ui
