// Every shipped lesson's reference performance (a payout drill's questions
// and exact answers), regenerated and compared byte for byte with
// tests/golden/<id>.autoplay.jsonl. When a change to the
// rules core or a lesson changes it on purpose, run scripts/update-golden
// and review the diff.
#include "clitestsupport.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>
#include <cli/autoplaycommand.h>
#include <cli/drillautoplay.h>
#include <cli/spotautoplay.h>

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
        // A payout drill's golden holds its questions and exact answers.
        for (const auto &lesson : catalog_.lessons()) {
            QTest::newRow(qPrintable(lesson.id)) << lesson.id;
        }
    }

    void matchesGolden() {
        QFETCH(QString, id);
        const auto *lesson = catalog_.find(id);
        QVERIFY(lesson != nullptr);
        QByteArray actual;
        if (lesson->isDrill()) {
            actual = dt::cli::drillTranscript(*lesson);
            QVERIFY(!actual.isEmpty());
        } else if (lesson->isSpotTheError()) {
            // The perfect examinee's stops and answers pass the exercise.
            const dt::cli::SpotAutoplayResult result = dt::cli::spotTheErrorTranscript(*lesson);
            QVERIFY2(result.passed, "the perfect examinee does not pass the exercise");
            actual = result.transcript;
        } else {
            const dt::cli::AutoplayResult result = dt::cli::autoplayLesson(*lesson);
            QVERIFY2(result.complete, "the reference actions do not finish the lesson");
            QVERIFY(!result.actions.empty());
            actual = dt::cli::autoplayTranscript(result.actions);
        }

        const QString path = clitest::goldenPath(id, QStringLiteral(".autoplay.jsonl"));
        bool ok = false;
        const QByteArray golden = clitest::readAll(path, &ok);
        QVERIFY2(ok, qPrintable(
                         QStringLiteral("no golden file %1: run scripts/update-golden").arg(path)));
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

    // Issue 6: a drill's golden answers every wager exactly, each graded
    // correct by the core, one line per wager the drill asks for; the
    // amounts are checked independently by core.payout_drill.
    void drillGoldenAnswersEveryWagerExactly_data() {
        QTest::addColumn<QString>("id");
        for (const auto &lesson : catalog_.lessons()) {
            if (lesson.isDrill()) {
                QTest::newRow(qPrintable(lesson.id)) << lesson.id;
            }
        }
    }

    void drillGoldenAnswersEveryWagerExactly() {
        QFETCH(QString, id);
        const auto *lesson = catalog_.find(id);
        QVERIFY(lesson != nullptr);
        bool ok = false;
        const QByteArray golden =
            clitest::readAll(clitest::goldenPath(id, QStringLiteral(".autoplay.jsonl")), &ok);
        QVERIFY(ok);
        QSet<int> questions;
        for (const QByteArray &line : golden.split('\n')) {
            if (line.isEmpty()) {
                continue;
            }
            const QJsonObject answer = QJsonDocument::fromJson(line).object();
            QCOMPARE(answer.value(QStringLiteral("grade")).toString(), QStringLiteral("correct"));
            QVERIFY(!answer.value(QStringLiteral("citation")).toString().isEmpty());
            QVERIFY(!answer.value(QStringLiteral("requirement")).toString().isEmpty());
            QVERIFY(answer.value(QStringLiteral("pays")).toString().startsWith(QLatin1Char('$')));
            questions.insert(answer.value(QStringLiteral("question")).toInt());
        }
        QCOMPARE(questions.size(), lesson->drill->payouts);
    }

    // The executable prints a drill's golden too.
    void executablePrintsADrillGolden() {
        const dt::lessons::Lesson *drill = nullptr;
        for (const auto &lesson : catalog_.lessons()) {
            if (lesson.isDrill() && drill == nullptr) {
                drill = &lesson;
            }
        }
        QVERIFY(drill != nullptr);
        const clitest::Run run =
            clitest::runCli({QStringLiteral("autoplay"), QStringLiteral("--lessons"),
                             clitest::shippedLessonsDir(), drill->id});
        QVERIFY(run.finished);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, clitest::readAll(
                              clitest::goldenPath(drill->id, QStringLiteral(".autoplay.jsonl"))));
    }

    // Issue 8: a spot-the-error lesson's golden, from the executable: the
    // dealer's actions, the perfect examinee's stop, rule and remedy right
    // after each injected error, and a passed summary.
    void executablePrintsASpotTheErrorGolden() {
        for (const auto &lesson : catalog_.lessons()) {
            if (!lesson.isSpotTheError()) {
                continue;
            }
            const clitest::Run run =
                clitest::runCli({QStringLiteral("autoplay"), QStringLiteral("--lessons"),
                                 clitest::shippedLessonsDir(), lesson.id});
            QVERIFY(run.finished);
            QCOMPARE(run.exitCode, 0);
            QCOMPARE(run.out, clitest::readAll(clitest::goldenPath(
                                  lesson.id, QStringLiteral(".autoplay.jsonl"))));
            QStringList answers; // after each injected action
            bool injected = false;
            QJsonObject last;
            for (const QByteArray &line : run.out.split('\n')) {
                if (line.isEmpty()) {
                    continue;
                }
                last = QJsonDocument::fromJson(line).object();
                if (injected) {
                    answers << last.value(QStringLiteral("answer")).toString();
                    QCOMPARE(last.value(QStringLiteral("grade")).toString(),
                             QStringLiteral("correct"));
                    injected = answers.size() % 3 != 0;
                } else if (last.value(QStringLiteral("injected")).toBool()) {
                    QCOMPARE(last.value(QStringLiteral("verdict")).toString(),
                             QStringLiteral("error"));
                    injected = true;
                }
            }
            const int errors = static_cast<int>(lesson.spotTheError->errors.size());
            QCOMPARE(answers.size(), 3 * errors);
            for (int i = 0; i < errors; ++i) {
                QCOMPARE(answers.mid(3 * i, 3),
                         (QStringList{QStringLiteral("caught"), QStringLiteral("rule"),
                                      QStringLiteral("remedy")}));
            }
            const QJsonObject summary = last.value(QStringLiteral("summary")).toObject();
            QCOMPARE(summary.value(QStringLiteral("caught")).toInt(), errors);
            QVERIFY(summary.value(QStringLiteral("passed")).toBool());
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
