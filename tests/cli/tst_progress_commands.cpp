// dealer-trainer-cli export-progress and import-progress as users run them:
// the executable through QProcess on temporary databases (docs/cli.md,
// docs/progress-file.md).
#include "clitestsupport.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <storage/progressstore.h>

using dt::storage::ProgressStore;

class TestProgressCommands : public QObject {
    Q_OBJECT

private slots:
    void exportThenImportElsewhere() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString home = dir.filePath(QStringLiteral("home.sqlite"));
        const QString school = dir.filePath(QStringLiteral("school.sqlite"));
        const QString file = dir.filePath(QStringLiteral("ann.json"));
        {
            ProgressStore store;
            QVERIFY2(store.open(home), qPrintable(store.lastError()));
            const qint64 ann = store.createTrainee(QStringLiteral("Ann")).value_or(0);
            for (int i = 0; i < 2; ++i) {
                const qint64 id = store
                                      .startAttempt(ann, QStringLiteral("l1"), QStringLiteral("L1"),
                                                    QStringLiteral("practice"), 1)
                                      .value_or(0);
                QVERIFY(store.finishAttempt(id, {0, 0, 0.0, false}));
            }
        }

        const clitest::Run exported = clitest::runCli(
            {QStringLiteral("export-progress"), QStringLiteral("--db"), home, "Ann", file});
        QCOMPARE(exported.exitCode, 0);
        QCOMPARE(QString::fromUtf8(exported.out),
                 QStringLiteral("Progress of Ann (2 attempts) exported to %1\n").arg(file));
        QVERIFY(QFile::exists(file));

        const QStringList import{QStringLiteral("import-progress"), file, QStringLiteral("--db"),
                                 school};
        const clitest::Run first = clitest::runCli(import);
        QCOMPARE(first.exitCode, 0);
        QCOMPARE(QString::fromUtf8(first.out),
                 QStringLiteral("2 attempts imported, 0 already present, for Ann (a new "
                                "profile).\n"));
        const clitest::Run second = clitest::runCli(import);
        QCOMPARE(second.exitCode, 0);
        QCOMPARE(QString::fromUtf8(second.out),
                 QStringLiteral("0 attempts imported, 2 already present, into Ann's progress.\n"));
    }

    void refusals() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString db = dir.filePath(QStringLiteral("p.sqlite"));
        const clitest::Run nobody =
            clitest::runCli({QStringLiteral("export-progress"), QStringLiteral("--db"), db,
                             QStringLiteral("Zed"), dir.filePath(QStringLiteral("z.json"))});
        QCOMPARE(nobody.exitCode, 2);
        QCOMPARE(QString::fromUtf8(nobody.err),
                 QStringLiteral("%1: no trainee named \"Zed\"\n").arg(db));

        const QString bad = dir.filePath(QStringLiteral("bad.json"));
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": "dealer-trainer-progress", "version": 7})");
        file.close();
        const clitest::Run refused =
            clitest::runCli({QStringLiteral("import-progress"), QStringLiteral("--db"), db, bad});
        QCOMPARE(refused.exitCode, 2);
        QCOMPARE(QString::fromUtf8(refused.err),
                 bad + QStringLiteral(": $.version: 7 is newer than this program reads (up to "
                                      "1): update Dealer Trainer\n"));
        QVERIFY(refused.out.isEmpty());

        const clitest::Run usage = clitest::runCli({QStringLiteral("import-progress")});
        QCOMPARE(usage.exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestProgressCommands)
#include "tst_progress_commands.moc"
