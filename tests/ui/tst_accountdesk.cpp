// The account desk (docs/accounts.md) on a real database: the first
// administrator, signing in and out (a trainee becoming the app's current
// trainee), lockouts, and an administrator's accounts; every refusal is
// AccountStore's. The exam side that follows the one signed in is
// tst_examdesk.cpp's.
#include "accountsupport.h"
#include "uitestsupport.h"

#include <QSignalSpy>
#include <QTest>
#include <storage/accountstore.h>
#include <storage/roles.h>
#include <ui/accountdesk.h>
#include <ui/appcontroller.h>

using dt::ui::AccountDesk;
using dt::ui::AppController;

class AccountDeskTest : public QObject, protected dt::uitest::DeskFixture {
    Q_OBJECT

    static QVariantMap accountNamed(const AccountDesk &desk, const QString &userName) {
        for (const QVariant &account : desk.accounts()) {
            if (account.toMap().value(QStringLiteral("userName")) == userName) {
                return account.toMap();
            }
        }
        return {};
    }

private slots:
    void initTestCase() { setUpRun(QStringLiteral("tst_ui_accountdesk")); }

    void init() { setUpCase(); }

    // Who is signed in, as QML reads it; a trainee signing in becomes the
    // app's current trainee, and a refused sign-in changes nobody.
    void signingInAndOut() {
        auto app = makeApp();
        dt::uitest::setUpAccounts(*app);
        AccountDesk &desk = *app->accounts();
        QSignalSpy accountChanged(&desk, &AccountDesk::accountChanged);
        QSignalSpy accountsChanged(&desk, &AccountDesk::accountsChanged);

        QVERIFY(!desk.signIn(QStringLiteral("tina"), QStringLiteral("not-her-password")));
        QVERIFY(!desk.lastError().isEmpty());
        QVERIFY(!desk.signedIn());
        QCOMPARE(accountChanged.count(), 0);
        // The failed sign-in counts towards a lockout the accounts list shows.
        QCOMPARE(accountsChanged.count(), 1);

        QVERIFY2(desk.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass")),
                 qPrintable(desk.lastError()));
        QVERIFY(desk.lastError().isEmpty());
        QCOMPARE(accountChanged.count(), 1);
        QCOMPARE(desk.userName(), QStringLiteral("tina"));
        QCOMPARE(desk.displayName(), QStringLiteral("Tina"));
        QCOMPARE(desk.role(), QStringLiteral("trainee"));
        QCOMPARE(desk.roleName(), dt::storage::roleName(dt::storage::Role::Trainee));
        QCOMPARE(app->currentTraineeName(), QStringLiteral("Tina"));

        // Someone else signing in signs Tina out first.
        QVERIFY(desk.signIn(QStringLiteral("eve"), QStringLiteral("eve-password")));
        QCOMPARE(accountChanged.count(), 3);
        QCOMPARE(desk.role(), QStringLiteral("examiner"));
        QVERIFY(desk.currentAccount().has_value());
        QVERIFY(desk.user().has_value());

        desk.signOut();
        QCOMPARE(accountChanged.count(), 4);
        QVERIFY(!desk.signedIn());
        QVERIFY(!desk.user().has_value());
        QVERIFY(!desk.currentAccount().has_value());
        QVERIFY(desk.userName().isEmpty());
        QVERIFY(desk.role().isEmpty());
        // Signing out when nobody is signed in changes nothing.
        desk.signOut();
        QCOMPARE(accountChanged.count(), 4);
        // Nobody signed in may create an account.
        QVERIFY(!desk.createAccount(QStringLiteral("sam"), QStringLiteral("Sam"),
                                    QStringLiteral("trainee"), QStringLiteral("sam-password")));
        QCOMPARE(desk.lastError(),
                 QStringLiteral("Sign in as an administrator to create an account."));
    }

    // An administrator sees every account and unlocks, resets, disables and
    // enables; the store refuses anyone else. Everyone changes their own.
    void administratorsManageAccounts() {
        auto app = makeApp();
        dt::uitest::setUpAccounts(*app);
        AccountDesk &desk = *app->accounts();
        for (int i = 0; i < dt::storage::AccountStore::kMaxFailedSignIns; ++i) {
            QVERIFY(!desk.signIn(QStringLiteral("tina"), QStringLiteral("wrong-password")));
        }
        QVERIFY(desk.lastError().contains(QStringLiteral("locked")));

        QVERIFY(desk.signIn(QStringLiteral("admin"), QStringLiteral("admin-secret")));
        QCOMPARE(desk.accounts().size(), 3);
        QVariantMap tina = accountNamed(desk, QStringLiteral("tina"));
        QCOMPARE(tina.value(QStringLiteral("role")), QStringLiteral("trainee"));
        QCOMPARE(tina.value(QStringLiteral("displayName")), QStringLiteral("Tina"));
        QCOMPARE(tina.value(QStringLiteral("lockedUntil")).toDateTime(), m_clock.addSecs(15 * 60));
        QVERIFY(accountNamed(desk, QStringLiteral("admin")).value(QStringLiteral("self")).toBool());
        // The sign-ins that succeeded, at the desk's clock; Tina's failed ones are none.
        QCOMPARE(accountNamed(desk, QStringLiteral("admin"))
                     .value(QStringLiteral("lastSignInAt"))
                     .toDateTime(),
                 m_clock);
        QVERIFY(!tina.value(QStringLiteral("lastSignInAt")).toDateTime().isValid());
        const qint64 tinaId = tina.value(QStringLiteral("id")).toLongLong();
        QVERIFY2(desk.unlockAccount(tinaId), qPrintable(desk.lastError()));
        QVERIFY(!accountNamed(desk, QStringLiteral("tina"))
                     .value(QStringLiteral("lockedUntil"))
                     .toDateTime()
                     .isValid());
        QVERIFY(!desk.resetPassword(tinaId, QStringLiteral("short")));
        QVERIFY(desk.lastError().contains(QStringLiteral("fewer than 8 characters")));
        QVERIFY(desk.resetPassword(tinaId, QStringLiteral("tina-new-pass")));
        QVERIFY(desk.setAccountDisabled(tinaId, true));
        QVERIFY(
            accountNamed(desk, QStringLiteral("tina")).value(QStringLiteral("disabled")).toBool());
        // The last administrator who can sign in stays.
        const qint64 adminId =
            accountNamed(desk, QStringLiteral("admin")).value(QStringLiteral("id")).toLongLong();
        QVERIFY(!desk.setAccountDisabled(adminId, true));
        QVERIFY(desk.lastError().contains(QStringLiteral("last administrator")));

        QVERIFY(!desk.signIn(QStringLiteral("tina"), QStringLiteral("tina-new-pass")));
        QVERIFY(desk.lastError().contains(QStringLiteral("disabled")));
        QVERIFY(desk.signIn(QStringLiteral("admin"), QStringLiteral("admin-secret")));
        QVERIFY(desk.setAccountDisabled(tinaId, false));

        // Not an administrator: no accounts listed, every change refused below the screen.
        QVERIFY(desk.signIn(QStringLiteral("eve"), QStringLiteral("eve-password")));
        QVERIFY(desk.accounts().isEmpty());
        QVERIFY(!desk.resetPassword(tinaId, QStringLiteral("eve-knows-it")));
        QCOMPARE(desk.lastError(), QStringLiteral("Examiner \"eve\" may not manage accounts"));
        QVERIFY(!desk.unlockAccount(tinaId));
        QVERIFY(!desk.setAccountDisabled(tinaId, true));

        QVERIFY(desk.signIn(QStringLiteral("tina"), QStringLiteral("tina-new-pass")));
        QVERIFY(!desk.changePassword(QStringLiteral("tina-pass"), QStringLiteral("tina-third")));
        QVERIFY(desk.lastError().contains(QStringLiteral("the current password is wrong")));
        QVERIFY2(desk.changePassword(QStringLiteral("tina-new-pass"), QStringLiteral("tina-third")),
                 qPrintable(desk.lastError()));
        desk.signOut();
        QVERIFY(!desk.changePassword(QStringLiteral("tina-third"), QStringLiteral("tina-fourth")));
        QVERIFY(desk.signIn(QStringLiteral("tina"), QStringLiteral("tina-third")));
    }
};

QTEST_MAIN(AccountDeskTest)
#include "tst_accountdesk.moc"
