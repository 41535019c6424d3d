// dealer-trainer-cli verify as an examiner or a school runs it: the
// executable through QProcess on a database with signed exam results
// (docs/cli.md, docs/exam-integrity.md).
#include "clitestsupport.h"

#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <storage/accountstore.h>
#include <storage/examsittingstore.h>
#include <storage/progressstore.h>
#include <storage/resultchain.h>
#include <support/finishedsitting.h>
#include <support/rawconnection.h>

using namespace dt::storage;

class TestVerifyCommand : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    // Two exam sittings of Tina's signed by Eve; returns Eve's key fingerprint.
    QString signedDatabase(const QString &path) {
        ProgressStore store;
        if (!store.open(path)) {
            return {};
        }
        AccountStore accounts(store);
        ResultChain chain(store, accounts);
        const auto admin = accounts.createFirstAdministrator(
            QStringLiteral("admin"), QStringLiteral("Ada"), QStringLiteral("admin-secret"));
        accounts.createAccount(*admin, QStringLiteral("eve"), QStringLiteral("Eve"), Role::Examiner,
                               QStringLiteral("eve-password"));
        const auto tina =
            accounts.createAccount(*admin, QStringLiteral("tina"), QStringLiteral("Tina"),
                                   Role::Trainee, QStringLiteral("tina-pass"));
        const auto eve = accounts.signIn(QStringLiteral("eve"), QStringLiteral("eve-password"));
        const auto tinaSignedIn =
            accounts.signIn(QStringLiteral("tina"), QStringLiteral("tina-pass"));
        ExamSittingStore sittings(store, accounts);
        QString fingerprint;
        for (int i = 0; i < 2; ++i) {
            const auto sitting =
                dt::testsupport::finishedSitting(sittings, store, *eve, *tinaSignedIn, *tina,
                                                 QStringLiteral("exam-%1").arg(i), 1, 0);
            const auto result = sitting ? chain.sign(*eve, QStringLiteral("eve-password"), *sitting,
                                                     true, QString())
                                        : std::nullopt;
            fingerprint = result ? result->keyFingerprint : QString();
        }
        return fingerprint;
    }

private slots:
    void anIntactChain() {
        const QString db = m_dir.filePath(QStringLiteral("intact.sqlite"));
        const QString fingerprint = signedDatabase(db);
        QVERIFY(!fingerprint.isEmpty());
        const clitest::Run run =
            clitest::runCli({QStringLiteral("verify"), QStringLiteral("--db"), db});
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = QString::fromUtf8(run.out).split(QLatin1Char('\n'));
        QVERIFY2(lines.at(0).startsWith(db + QStringLiteral(": 2 exam results, the last with "
                                                            "hash ")),
                 qPrintable(lines.at(0)));
        QCOMPARE(lines.at(1),
                 QStringLiteral("  signed with %1: eve (results 1-2)").arg(fingerprint));
        QCOMPARE(lines.at(2), QStringLiteral("The chain is intact: no result was edited, deleted "
                                             "or inserted outside the app."));
    }

    void aTamperedChainNamesTheRow() {
        const QString db = m_dir.filePath(QStringLiteral("tampered.sqlite"));
        QVERIFY(!signedDatabase(db).isEmpty());
        {
            dt::testsupport::RawConnection raw(db);
            QVERIFY(raw.exec(QStringLiteral(
                "UPDATE exam_results SET record_json = replace(record_json, '\"Tina\"', "
                "'\"Tim\"') WHERE seq = 1")));
        }
        const clitest::Run run =
            clitest::runCli({QStringLiteral("verify"), QStringLiteral("--db"), db});
        QCOMPARE(run.exitCode, 1);
        const QString out = QString::fromUtf8(run.out);
        QVERIFY2(out.contains(QStringLiteral("\nresult 1 was edited outside the app: its record "
                                             "no longer matches its hash\n")),
                 qPrintable(out));
        QVERIFY(out.endsWith(QStringLiteral("The chain is broken: 1 problem.\n")));
    }

    void noDatabaseIsMade() {
        const QString db = m_dir.filePath(QStringLiteral("missing.sqlite"));
        const clitest::Run run =
            clitest::runCli({QStringLiteral("verify"), QStringLiteral("--db"), db});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(QString::fromUtf8(run.err),
                 QStringLiteral("%1: no such progress database\n").arg(db));
        QVERIFY(!QFileInfo::exists(db));
    }
};

QTEST_GUILESS_MAIN(TestVerifyCommand)
#include "tst_verify_command.moc"
