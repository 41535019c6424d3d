#pragma once

// Shared by the account and exam desk tests: the app on a temporary
// database with the test exams and a clock of the test's, and the accounts
// most cases sign in with.

#include "uitestsupport.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSettings>
#include <QString>
#include <QTemporaryDir>
#include <QTest>
#include <QVariantList>
#include <functional>
#include <memory>
#include <ui/accountdesk.h>
#include <ui/appcontroller.h>
#include <ui/examdesk.h>

namespace dt::uitest {

// What every desk test case starts from: settings of the test's own, a
// new folder for its database and a clock the case moves by hand.
class DeskFixture {
protected:
    // In initTestCase: the settings of `applicationName` in a folder of the run's.
    void setUpRun(const QString &applicationName) {
        QVERIFY(m_settingsDir.isValid());
        QCoreApplication::setOrganizationName(QStringLiteral("Dealer Trainer Tests"));
        QCoreApplication::setApplicationName(applicationName);
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
    }

    // In init: a new folder, the clock at 09:00 UTC on 27 November 2026.
    void setUpCase() {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        m_clock = QDateTime(QDate(2026, 11, 27), QTime(9, 0), Qt::UTC);
    }

    // The app on the case's database with the shipped lessons and the test
    // exams; the lockouts, sign-ins and time limits read m_clock.
    std::unique_ptr<dt::ui::AppController> makeApp() {
        auto app = std::make_unique<dt::ui::AppController>(
            m_dir->filePath(QStringLiteral("progress.sqlite")), lessonsDirectory(), nullptr,
            QStringLiteral(DT_TEST_EXAMS_DIR));
        app->accounts()->setClock([this] { return m_clock; });
        app->exams()->setClock([this] { return m_clock; });
        return app;
    }

    QTemporaryDir m_settingsDir;
    std::unique_ptr<QTemporaryDir> m_dir;
    QDateTime m_clock;
};

// Eve (examiner) and Tina (trainee), made by the first administrator;
// nobody is signed in afterwards.
inline void setUpAccounts(dt::ui::AppController &app) {
    dt::ui::AccountDesk &accounts = *app.accounts();
    QVERIFY(accounts.needsAdministrator());
    QVERIFY2(accounts.createAdministrator(QStringLiteral("admin"), QStringLiteral("Ada"),
                                          QStringLiteral("admin-secret")),
             qPrintable(accounts.lastError()));
    QCOMPARE(accounts.role(), QStringLiteral("administrator"));
    QVERIFY(!accounts.needsAdministrator());
    QVERIFY(accounts.createAccount(QStringLiteral("eve"), QStringLiteral("Eve"),
                                   QStringLiteral("examiner"), QStringLiteral("eve-password")));
    QVERIFY(accounts.createAccount(QStringLiteral("tina"), QStringLiteral("Tina"),
                                   QStringLiteral("trainee"), QStringLiteral("tina-pass")));
    QVERIFY(!accounts.createAccount(QStringLiteral("x"), QStringLiteral("X"),
                                    QStringLiteral("croupier"), QStringLiteral("x-password")));
    QCOMPARE(accounts.lastError(), QStringLiteral("There is no role \"croupier\"."));
    // Tina's profile is one of the app's trainees at once.
    QCOMPARE(app.trainees()->trainees().size(), 1);
    accounts.signOut();
    QVERIFY(!accounts.signedIn());
}

} // namespace dt::uitest
