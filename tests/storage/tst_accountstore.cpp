#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <storage/accountstore.h>
#include <storage/migrations.h>
#include <storage/passwordhash.h>
#include <storage/progressstore.h>
#include <storage/roles.h>
#include <support/rawconnection.h>

using namespace dt::storage;

// Accounts, roles and the permission check (docs/accounts.md), on a real
// SQLite file.
class AccountStoreTest : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_databases = 0;

    QString newDatabasePath() {
        return m_dir.filePath(QStringLiteral("accounts-%1.sqlite").arg(++m_databases));
    }

    // An open store with an administrator, signed in.
    struct Fixture {
        ProgressStore store;
        AccountStore accounts{store};
        std::optional<SignedIn> admin;
    };
    void open(Fixture &fixture) {
        QVERIFY2(fixture.store.open(newDatabasePath()), qPrintable(fixture.store.lastError()));
        fixture.admin = fixture.accounts.createFirstAdministrator(
            QStringLiteral("Admin"), QStringLiteral("Ada Admin"), QStringLiteral("admin-secret"));
        QVERIFY2(fixture.admin, qPrintable(fixture.accounts.lastError()));
    }

private slots:
    void passwordsAreArgon2idHashes() {
        const QString hash = hashPassword(QStringLiteral("correct horse"));
        QVERIFY2(hash.startsWith(QStringLiteral("$argon2id$")), qPrintable(hash));
        QVERIFY(!hash.contains(QStringLiteral("correct horse")));
        QVERIFY(passwordMatches(QStringLiteral("correct horse"), hash));
        QVERIFY(!passwordMatches(QStringLiteral("correct horsE"), hash));
        QVERIFY(!passwordMatches(QStringLiteral("correct horse"), QString()));
        // A random salt each time.
        QVERIFY(hash != hashPassword(QStringLiteral("correct horse")));
        QVERIFY(!passwordNeedsRehash(hash));
    }

    void roleMatrix_data() {
        QTest::addColumn<Role>("role");
        QTest::addColumn<Permission>("permission");
        QTest::addColumn<bool>("allowed");
        const struct {
            Permission permission;
            bool trainee, instructor, examiner, administrator;
        } rows[] = {
            {Permission::Practise, true, true, true, false},
            {Permission::TakeExam, true, false, false, false},
            {Permission::ViewClassProgress, false, true, true, true},
            {Permission::AuthorExam, false, false, true, false},
            {Permission::UnlockExam, false, false, true, false},
            {Permission::ReviewExam, false, false, true, false},
            {Permission::SignExam, false, false, true, false},
            {Permission::ManageAccounts, false, false, false, true},
        };
        for (const auto &row : rows) {
            const std::pair<Role, bool> cells[] = {{Role::Trainee, row.trainee},
                                                   {Role::Instructor, row.instructor},
                                                   {Role::Examiner, row.examiner},
                                                   {Role::Administrator, row.administrator}};
            for (const auto &[role, allowed] : cells) {
                const QString name =
                    roleKey(role) + QLatin1Char(' ') + permissionName(row.permission);
                QTest::newRow(qPrintable(name)) << role << row.permission << allowed;
            }
        }
    }
    void roleMatrix() {
        QFETCH(Role, role);
        QFETCH(Permission, permission);
        QFETCH(bool, allowed);
        QCOMPARE(roleAllows(role, permission), allowed);
        QCOMPARE(roleFromKey(roleKey(role)), std::optional<Role>(role));
    }

    void firstRunCreatesTheAdministratorOnce() {
        ProgressStore store;
        const QString path = newDatabasePath();
        QVERIFY(store.open(path));
        AccountStore accounts(store);
        QCOMPARE(accounts.needsAdministrator(), std::optional<bool>(true));
        // Too short a password is refused and nothing is written.
        QVERIFY(!accounts.createFirstAdministrator(QStringLiteral("root"), QStringLiteral("Root"),
                                                   QStringLiteral("short")));
        QVERIFY(accounts.lastError().contains(QStringLiteral("fewer than 8 characters")));
        QCOMPARE(accounts.needsAdministrator(), std::optional<bool>(true));

        const auto admin = accounts.createFirstAdministrator(
            QStringLiteral(" root "), QStringLiteral("Rita Root"), QStringLiteral("long enough"));
        QVERIFY2(admin, qPrintable(accounts.lastError()));
        QCOMPARE(admin->username(), QStringLiteral("root"));
        QCOMPARE(accounts.needsAdministrator(), std::optional<bool>(false));
        QVERIFY(accounts.authorize(*admin, Permission::ManageAccounts));

        // A second "first" administrator is refused: the first run is over.
        QVERIFY(!accounts.createFirstAdministrator(
            QStringLiteral("mallory"), QStringLiteral("Mallory"), QStringLiteral("long enough")));
        QVERIFY(accounts.lastError().contains(QStringLiteral("an administrator exists")));

        // Kept in the file: only the hash, never the password.
        store.close();
        dt::testsupport::RawConnection raw(path);
        const QString hash =
            raw.scalar(QStringLiteral("SELECT password_hash FROM accounts WHERE username_key = "
                                      "'root'"))
                .toString();
        QVERIFY(hash.startsWith(QStringLiteral("$argon2id$")));
        QCOMPARE(raw.scalar(QStringLiteral("SELECT COUNT(*) FROM accounts WHERE password_hash "
                                           "LIKE '%long enough%'"))
                     .toInt(),
                 0);
    }

    void administratorCreatesAccountsOfEveryRole() {
        Fixture f;
        open(f);
        const auto trainee = f.accounts.createAccount(*f.admin, QStringLiteral("tina"),
                                                      QStringLiteral("Tina Trainee"), Role::Trainee,
                                                      QStringLiteral("tina-pass"));
        QVERIFY2(trainee, qPrintable(f.accounts.lastError()));
        const auto examiner = f.accounts.createAccount(
            *f.admin, QStringLiteral("eve"), QStringLiteral("Eve Examiner"), Role::Examiner,
            QStringLiteral("eve-password"));
        QVERIFY2(examiner, qPrintable(f.accounts.lastError()));

        // A trainee's account comes with their progress profile.
        const auto tina = f.accounts.account(*trainee);
        QVERIFY(tina && tina->traineeId);
        QCOMPARE(f.store.trainees().constFirst().name, QStringLiteral("Tina Trainee"));
        QCOMPARE(f.store.trainees().constFirst().id, *tina->traineeId);
        QCOMPARE(f.accounts.account(*examiner)->traineeId, std::nullopt);

        // Names are unique whatever their case.
        QVERIFY(!f.accounts.createAccount(*f.admin, QStringLiteral("TINA"),
                                          QStringLiteral("Another Tina"), Role::Instructor,
                                          QStringLiteral("another-pass")));
        QVERIFY2(f.accounts.lastError().contains(QStringLiteral("\"TINA\" is taken")),
                 qPrintable(f.accounts.lastError()));
        // Only a trainee has a trainee's progress.
        QVERIFY(!f.accounts.createAccount(*f.admin, QStringLiteral("ian"), QStringLiteral("Ian"),
                                          Role::Instructor, QStringLiteral("ian-password"),
                                          tina->traineeId));
        QVERIFY(f.accounts.lastError().contains(QStringLiteral("only a trainee account")));

        const QList<Account> all = f.accounts.accounts(*f.admin);
        QCOMPARE(all.size(), 3);
        QCOMPARE(all.at(0).role, Role::Administrator);
        QCOMPARE(all.at(1).username, QStringLiteral("tina"));
        QCOMPARE(all.at(2).role, Role::Examiner);

        // An examiner unlocking an exam sees the trainees who can sign in.
        const auto eve = f.accounts.signIn(QStringLiteral("eve"), QStringLiteral("eve-password"));
        QVERIFY(eve);
        QList<Account> trainees = f.accounts.traineeAccounts(*eve);
        QCOMPARE(trainees.size(), 1);
        QCOMPARE(trainees.constFirst().id, *trainee);
        QVERIFY(f.accounts.setDisabled(*f.admin, *trainee, true));
        QVERIFY(f.accounts.traineeAccounts(*eve).isEmpty());
        QVERIFY(f.accounts.traineeAccounts(*f.admin).isEmpty());
        QCOMPARE(f.accounts.lastError(),
                 QStringLiteral("Administrator \"Admin\" may not unlock an exam"));
    }

    // Issue 8: "a trainee cannot start, edit or sign an exam by any path" —
    // and nobody but an administrator manages accounts.
    void permissionsAreCheckedInTheStore() {
        Fixture f;
        open(f);
        QVERIFY(f.accounts.createAccount(*f.admin, QStringLiteral("tina"), QStringLiteral("Tina"),
                                         Role::Trainee, QStringLiteral("tina-pass")));
        const auto tina = f.accounts.signIn(QStringLiteral("Tina"), QStringLiteral("tina-pass"));
        QVERIFY2(tina, qPrintable(f.accounts.lastError()));
        for (const Permission permission :
             {Permission::AuthorExam, Permission::UnlockExam, Permission::SignExam,
              Permission::ReviewExam, Permission::ManageAccounts}) {
            QVERIFY(!f.accounts.authorize(*tina, permission));
            QVERIFY2(f.accounts.lastError().startsWith(QStringLiteral("Trainee \"tina\" may not ")),
                     qPrintable(f.accounts.lastError()));
        }
        QVERIFY(f.accounts.authorize(*tina, Permission::TakeExam));
        QVERIFY(!f.accounts.createAccount(*tina, QStringLiteral("friend"), QStringLiteral("Friend"),
                                          Role::Examiner, QStringLiteral("friend-pass")));
        QCOMPARE(f.accounts.lastError(),
                 QStringLiteral("Trainee \"tina\" may not manage accounts"));
        QVERIFY(f.accounts.accounts(*tina).isEmpty());
        QVERIFY(
            !f.accounts.resetPassword(*tina, f.admin->accountId(), QStringLiteral("hijacked!")));
        QVERIFY(!f.accounts.unlock(*tina, f.admin->accountId()));
        QVERIFY(!f.accounts.setDisabled(*tina, f.admin->accountId(), true));

        // The role is read at each check: a disabled account loses its rights
        // at once, even while signed in.
        QVERIFY(f.accounts.setDisabled(*f.admin, tina->accountId(), true));
        QVERIFY(!f.accounts.authorize(*tina, Permission::TakeExam));
        QCOMPARE(f.accounts.lastError(), QStringLiteral("The account \"tina\" is disabled"));
        QVERIFY(!f.accounts.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass")));
        QVERIFY(f.accounts.lastError().contains(QStringLiteral("is disabled")));
        QVERIFY(f.accounts.setDisabled(*f.admin, tina->accountId(), false));
        QVERIFY(f.accounts.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass")));

        // The last administrator cannot be disabled.
        QVERIFY(!f.accounts.setDisabled(*f.admin, f.admin->accountId(), true));
        QVERIFY(f.accounts.lastError().contains(QStringLiteral("last administrator")));
    }

    void wrongPasswordsLockTheAccount() {
        Fixture f;
        open(f);
        QDateTime clock = QDateTime(QDate(2026, 11, 26), QTime(9, 0), Qt::UTC);
        f.accounts.setClock([&clock] { return clock; });
        QVERIFY(f.accounts.createAccount(*f.admin, QStringLiteral("tina"), QStringLiteral("Tina"),
                                         Role::Trainee, QStringLiteral("tina-pass")));
        const QString wrong =
            QStringLiteral("Cannot sign in: the user name or the password is wrong");
        // An unknown name and a wrong password read the same.
        QVERIFY(!f.accounts.signIn(QStringLiteral("nobody"), QStringLiteral("tina-pass")));
        QCOMPARE(f.accounts.lastError(), wrong);
        for (int attempt = 1; attempt < AccountStore::kMaxFailedSignIns; ++attempt) {
            QVERIFY(!f.accounts.signIn(QStringLiteral("tina"), QStringLiteral("guess")));
            QCOMPARE(f.accounts.lastError(), wrong);
            QCOMPARE(f.accounts.account(2)->failedSignIns, attempt);
        }
        QVERIFY(!f.accounts.signIn(QStringLiteral("tina"), QStringLiteral("guess")));
        QVERIFY2(f.accounts.lastError().contains(QStringLiteral("locked for 15 minutes")),
                 qPrintable(f.accounts.lastError()));
        QCOMPARE(f.accounts.account(2)->lockedUntil, clock.addSecs(15 * 60));

        // Locked: the right password is refused too, and says until when.
        clock = clock.addSecs(14 * 60);
        QVERIFY(!f.accounts.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass")));
        QVERIFY2(f.accounts.lastError().contains(QStringLiteral("until 2026-11-26 09:15 UTC")),
                 qPrintable(f.accounts.lastError()));

        // Once it runs out, the right password signs in and clears the count.
        clock = clock.addSecs(60);
        QVERIFY2(f.accounts.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass")),
                 qPrintable(f.accounts.lastError()));
        const auto after = f.accounts.account(2);
        QCOMPARE(after->failedSignIns, 0);
        QVERIFY(!after->lockedUntil.isValid());

        // An administrator can lift a lockout before it runs out.
        for (int attempt = 0; attempt < AccountStore::kMaxFailedSignIns; ++attempt) {
            QVERIFY(!f.accounts.signIn(QStringLiteral("tina"), QStringLiteral("guess")));
        }
        QVERIFY(!f.accounts.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass")));
        QVERIFY(f.accounts.unlock(*f.admin, 2));
        QVERIFY(f.accounts.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass")));
    }

    // Each successful sign-in is kept (docs/accounts.md), for the
    // administrator's list; a refused one changes nothing.
    void eachSuccessfulSignInIsRecorded() {
        Fixture f;
        QDateTime clock = QDateTime(QDate(2026, 11, 26), QTime(8, 0), Qt::UTC);
        QVERIFY2(f.store.open(newDatabasePath()), qPrintable(f.store.lastError()));
        f.accounts.setClock([&clock] { return clock; });
        // The first administrator is signed in as the account is made.
        f.admin = f.accounts.createFirstAdministrator(
            QStringLiteral("Admin"), QStringLiteral("Ada Admin"), QStringLiteral("admin-secret"));
        QVERIFY2(f.admin, qPrintable(f.accounts.lastError()));
        QCOMPARE(f.accounts.account(f.admin->accountId())->lastSignInAt, clock);

        clock = clock.addSecs(60);
        const auto tinaId =
            f.accounts.createAccount(*f.admin, QStringLiteral("tina"), QStringLiteral("Tina"),
                                     Role::Trainee, QStringLiteral("tina-pass"));
        QVERIFY(tinaId);
        QVERIFY(!f.accounts.account(*tinaId)->lastSignInAt.isValid()); // made, not signed in

        clock = clock.addSecs(60);
        QVERIFY(!f.accounts.signIn(QStringLiteral("tina"), QStringLiteral("guess")));
        QVERIFY(!f.accounts.account(*tinaId)->lastSignInAt.isValid());

        const QDateTime first = clock.addSecs(60);
        clock = first;
        QVERIFY2(f.accounts.signIn(QStringLiteral("TINA"), QStringLiteral("tina-pass")),
                 qPrintable(f.accounts.lastError()));
        QCOMPARE(f.accounts.account(*tinaId)->lastSignInAt, first);

        // Locked out later: the refusals keep the last success.
        clock = clock.addSecs(3600);
        for (int attempt = 0; attempt < AccountStore::kMaxFailedSignIns; ++attempt) {
            QVERIFY(!f.accounts.signIn(QStringLiteral("tina"), QStringLiteral("guess")));
        }
        QVERIFY(!f.accounts.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass")));
        QCOMPARE(f.accounts.account(*tinaId)->lastSignInAt, first);
        // Unlocking is not signing in.
        QVERIFY(f.accounts.unlock(*f.admin, *tinaId));
        QCOMPARE(f.accounts.account(*tinaId)->lastSignInAt, first);

        const QDateTime second = clock.addSecs(60);
        clock = second;
        const auto tina = f.accounts.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass"));
        QVERIFY(tina);
        QCOMPARE(f.accounts.account(*tinaId)->lastSignInAt, second);
        // Everyone's list, as the administrator reads it.
        const QList<Account> all = f.accounts.accounts(*f.admin);
        QCOMPARE(all.size(), 2);
        QCOMPARE(all.at(1).lastSignInAt, second);

        // Stored as the other times are: ISO 8601 UTC text.
        const QString path = f.store.path();
        f.store.close();
        dt::testsupport::RawConnection raw(path);
        QCOMPARE(raw.scalar(QStringLiteral("SELECT last_signin_at FROM accounts WHERE "
                                           "username_key = 'tina'"))
                     .toString(),
                 QStringLiteral("2026-11-26T09:04:00.000Z"));
    }

    // A database of the previous release (schema version 6, accounts
    // already in it) is migrated in place: every account kept as it was,
    // no sign-in recorded yet, and the next one recorded.
    void versionSixDatabaseGainsTheLastSignIn() {
        const QString path = newDatabasePath();
        const QString hash = hashPassword(QStringLiteral("eve-password"));
        {
            dt::testsupport::RawConnection raw(path);
            QVERIFY(raw.isOpen());
            QVERIFY(
                raw.exec(QStringLiteral("CREATE TABLE schema_version (version INTEGER NOT NULL)")));
            QVERIFY(raw.exec(QStringLiteral("INSERT INTO schema_version (version) VALUES (6)")));
            for (const Migration &migration : migrations()) {
                if (migration.version > 6) {
                    break;
                }
                // Migration 4's fill gives uids to attempts: there are none yet.
                for (const QString &statement : migration.statements + migration.statementsAfter) {
                    QVERIFY(raw.exec(statement));
                }
            }
            QSqlQuery insert(QSqlDatabase::database(raw.name(), false));
            insert.prepare(QStringLiteral(
                "INSERT INTO accounts (id, username, username_key, display_name, role, "
                "password_hash, failed_signins, disabled, created_at) VALUES (1, 'Eve', 'eve', "
                "'Eve Examiner', 'examiner', :hash, 2, 0, '2026-01-05T10:00:00.000Z')"));
            insert.bindValue(QStringLiteral(":hash"), hash);
            QVERIFY2(insert.exec(), qPrintable(insert.lastError().text()));
        }

        ProgressStore store;
        QVERIFY2(store.open(path), qPrintable(store.lastError()));
        AccountStore accounts(store);
        const auto before = accounts.account(1);
        QVERIFY2(before, qPrintable(accounts.lastError()));
        QCOMPARE(before->username, QStringLiteral("Eve"));
        QCOMPARE(before->displayName, QStringLiteral("Eve Examiner"));
        QCOMPARE(before->role, Role::Examiner);
        QCOMPARE(before->failedSignIns, 2);
        QCOMPARE(before->createdAt, QDateTime(QDate(2026, 1, 5), QTime(10, 0), Qt::UTC));
        QVERIFY(!before->lastSignInAt.isValid());

        const QDateTime at = QDateTime(QDate(2026, 11, 26), QTime(9, 30), Qt::UTC);
        accounts.setClock([at] { return at; });
        QVERIFY2(accounts.signIn(QStringLiteral("eve"), QStringLiteral("eve-password")),
                 qPrintable(accounts.lastError()));
        QCOMPARE(accounts.account(1)->lastSignInAt, at);
        QCOMPARE(accounts.account(1)->failedSignIns, 0);
        store.close();

        dt::testsupport::RawConnection raw(path);
        QCOMPARE(raw.column(QStringLiteral("SELECT version FROM schema_version")),
                 QStringList{QString::number(latestSchemaVersion())});
        QCOMPARE(latestSchemaVersion(), 7);
        QCOMPARE(raw.scalar(QStringLiteral("SELECT password_hash FROM accounts WHERE id = 1"))
                     .toString(),
                 hash);
    }

    void passwordsChangeAndReset() {
        Fixture f;
        open(f);
        const auto id =
            f.accounts.createAccount(*f.admin, QStringLiteral("tina"), QStringLiteral("Tina"),
                                     Role::Trainee, QStringLiteral("tina-pass"));
        const auto tina = f.accounts.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass"));
        QVERIFY(id && tina);
        QVERIFY(!f.accounts.changePassword(*tina, QStringLiteral("wrong-one"),
                                           QStringLiteral("new-password")));
        QCOMPARE(f.accounts.lastError(),
                 QStringLiteral("Cannot change the password: the current password is wrong"));
        QVERIFY(!f.accounts.changePassword(*tina, QStringLiteral("tina-pass"),
                                           QStringLiteral("short")));
        QVERIFY(f.accounts.changePassword(*tina, QStringLiteral("tina-pass"),
                                          QStringLiteral("new-password")));
        QVERIFY(!f.accounts.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass")));
        QVERIFY(f.accounts.signIn(QStringLiteral("tina"), QStringLiteral("new-password")));
        QVERIFY(f.accounts.resetPassword(*f.admin, *id, QStringLiteral("from-the-admin")));
        QVERIFY(f.accounts.signIn(QStringLiteral("tina"), QStringLiteral("from-the-admin")));
        QVERIFY(!f.accounts.resetPassword(*f.admin, 99, QStringLiteral("from-the-admin")));
        QVERIFY(f.accounts.lastError().contains(QStringLiteral("no account 99")));
    }

    void aClosedStoreSaysSo() {
        ProgressStore store;
        AccountStore accounts(store);
        QCOMPARE(accounts.needsAdministrator(), std::nullopt);
        QVERIFY(accounts.lastError().contains(QStringLiteral("no progress database is open")));
        QVERIFY(!accounts.signIn(QStringLiteral("a"), QStringLiteral("b")));
        QVERIFY(accounts.lastError().contains(QStringLiteral("no progress database is open")));
    }
};

QTEST_GUILESS_MAIN(AccountStoreTest)
#include "tst_accountstore.moc"
