// Every shipped lesson's reference performance, regenerated and compared
// byte for byte with tests/golden/<id>.autoplay.jsonl. When a change to the
// rules core or a lesson changes it on purpose, run scripts/update-golden
// and review the diff.
#include "clitestsupport.h"

#include <QDir>
#include <QSet>
#include <QTest>
#include <cli/autoplaycommand.h>

class TestAutoplayGolden : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStringList problems;
        catalog_ = clitest::shippedCatalog(&problems);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        QVERIFY2(!catalog_.lessons().isEmpty(), "the shipped catalog has no lessons");
    }

    void matchesGolden_data() {
        QTest::addColumn<QString>("id");
        for (const auto &lesson : catalog_.lessons()) {
            if (lesson.isDrill()) {
                continue; // a payout drill has no table to play
            }
            QTest::newRow(qPrintable(lesson.id)) << lesson.id;
        }
    }

    void matchesGolden() {
        QFETCH(QString, id);
        const auto *lesson = catalog_.find(id);
        QVERIFY(lesson != nullptr);
        const dt::cli::AutoplayResult result = dt::cli::autoplayLesson(*lesson);
        QVERIFY2(result.complete, "the reference actions do not finish the lesson");
        QVERIFY(!result.actions.empty());

        const QString path = clitest::goldenPath(id, QStringLiteral(".autoplay.jsonl"));
        bool ok = false;
        const QByteArray golden = clitest::readAll(path, &ok);
        QVERIFY2(ok, qPrintable(
                         QStringLiteral("no golden file %1: run scripts/update-golden").arg(path)));
        const QByteArray actual = dt::cli::autoplayTranscript(result.actions);
        QString difference;
        if (actual != golden) {
            const QList<QByteArray> actualLines = actual.split('\n');
            const QList<QByteArray> goldenLines = golden.split('\n');
            qsizetype line = 0;
            while (line < actualLines.size() && line < goldenLines.size() &&
                   actualLines[line] == goldenLines[line]) {
                ++line;
            }
            difference = QStringLiteral("%1 differs at line %2:\n  golden: %3\n  actual: %4\n"
                                        "If the change is intended, run scripts/update-golden.")
                             .arg(path, QString::number(line + 1),
                                  QString::fromUtf8(goldenLines.value(line, "<end of file>")),
                                  QString::fromUtf8(actualLines.value(line, "<end of file>")));
        }
        QVERIFY2(actual == golden, qPrintable(difference));
    }

    void everyGoldenHasALesson() {
        QSet<QString> expected;
        for (const auto &lesson : catalog_.lessons()) {
            if (lesson.isDrill()) {
                continue;
            }
            expected.insert(clitest::goldenBaseName(lesson.id) + QStringLiteral(".autoplay.jsonl"));
        }
        const QStringList goldens =
            QDir(clitest::goldenDir()).entryList({QStringLiteral("*.autoplay.jsonl")}, QDir::Files);
        QVERIFY(!goldens.isEmpty());
        for (const QString &golden : goldens) {
            QVERIFY2(
                expected.contains(golden),
                qPrintable(QStringLiteral("tests/golden/%1 belongs to no shipped lesson: delete it "
                                          "or run scripts/update-golden")
                               .arg(golden)));
        }
    }

    // The same bytes come out of the executable, on stdout, with exit code 0.
    void executablePrintsTheGolden() {
        const auto &lesson = catalog_.lessons().first();
        const clitest::Run run =
            clitest::runCli({QStringLiteral("autoplay"), QStringLiteral("--lessons"),
                             clitest::shippedLessonsDir(), lesson.id});
        QVERIFY(run.finished);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.err, QByteArray());
        QCOMPARE(run.out, clitest::readAll(
                              clitest::goldenPath(lesson.id, QStringLiteral(".autoplay.jsonl"))));
        // A lesson named by its file gives the same.
        const clitest::Run byPath = clitest::runCli({QStringLiteral("autoplay"), lesson.filePath});
        QCOMPARE(byPath.exitCode, 0);
        QCOMPARE(byPath.out, run.out);
    }

private:
    dt::lessons::LessonCatalog catalog_;
};

QTEST_GUILESS_MAIN(TestAutoplayGolden)
#include "tst_autoplay_golden.moc"
