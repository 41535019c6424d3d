// Replaying each golden autoplay transcript grades every action correct and
// passes the lesson: the reference performance is one the referee accepts.
#include "clitestsupport.h"

#include <QTest>
#include <cli/replaycommand.h>
#include <core/action_codec.h>

class TestReplayGolden : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStringList problems;
        catalog_ = clitest::shippedCatalog(&problems);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        QVERIFY(!catalog_.lessons().isEmpty());
    }

    void everyActionCorrect_data() {
        QTest::addColumn<QString>("id");
        for (const auto &lesson : catalog_.lessons()) {
            if (lesson.isDrill() || lesson.isSpotTheError()) {
                // A drill's golden is answers, a spot-the-error lesson's the
                // examinee's stops, not a dealer's actions (tst_autoplay_golden).
                continue;
            }
            QTest::newRow(qPrintable(lesson.id)) << lesson.id;
        }
    }

    void everyActionCorrect() {
        QFETCH(QString, id);
        const auto *lesson = catalog_.find(id);
        QVERIFY(lesson != nullptr);
        const QString path = clitest::goldenPath(id, QStringLiteral(".autoplay.jsonl"));
        bool ok = false;
        const QByteArray text = clitest::readAll(path, &ok);
        QVERIFY2(ok, qPrintable(QStringLiteral("no golden file %1").arg(path)));
        const dt::cli::ActionLinesResult lines = dt::cli::parseActionLines(text, path);
        QVERIFY2(lines.errors.isEmpty(), qPrintable(lines.errors.join(QLatin1Char('\n'))));
        QVERIFY(!lines.actions.empty());

        std::vector<dt::DealerAction> actions;
        for (const auto &line : lines.actions) {
            actions.push_back(line.action);
        }
        const dt::cli::ReplayResult result = dt::cli::replayActions(*lesson, actions);
        QCOMPARE(result.actions.size(), actions.size());
        QString firstError;
        for (std::size_t i = 0; i < result.actions.size() && firstError.isEmpty(); ++i) {
            const dt::Verdict &verdict = result.actions[i].verdict;
            if (!verdict.correct) {
                firstError =
                    QStringLiteral("action %1 %2: %3 (%4)")
                        .arg(QString::number(i + 1), QString::fromStdString(dt::toJson(actions[i])),
                             QString::fromStdString(verdict.message),
                             QString::fromStdString(verdict.rule.citation.text()));
            }
            QVERIFY(!verdict.rule.citation.section.empty());
            QVERIFY(!verdict.rule.requirement.empty());
        }
        QVERIFY2(firstError.isEmpty(), qPrintable(firstError));
        QCOMPARE(result.summary.errors, 0);
        QCOMPARE(result.summary.accuracy, 1.0);
        QVERIFY(result.summary.complete);
        QVERIFY(result.summary.passed);
    }

    // Through the executable: exit 0 and one "correct" line per action.
    void executableReplaysTheGolden() {
        const auto &lesson = catalog_.lessons().first();
        const QString golden = clitest::goldenPath(lesson.id, QStringLiteral(".autoplay.jsonl"));
        const clitest::Run run =
            clitest::runCli({QStringLiteral("replay"), QStringLiteral("--lessons"),
                             clitest::shippedLessonsDir(), lesson.id, golden});
        QVERIFY(run.finished);
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = run.outLines();
        const qsizetype actions = clitest::readAll(golden).count('\n');
        QCOMPARE(lines.size(), actions + 1); // and the summary
        for (qsizetype i = 0; i < actions; ++i) {
            QVERIFY2(lines[i].startsWith(QStringLiteral("#%1  correct  ").arg(i + 1)),
                     qPrintable(lines[i]));
        }
        QVERIFY2(lines.last().contains(QStringLiteral(" passed")), qPrintable(lines.last()));
        QVERIFY(!lines.last().contains(QStringLiteral("not passed")));
    }

private:
    dt::lessons::LessonCatalog catalog_;
};

QTEST_GUILESS_MAIN(TestReplayGolden)
#include "tst_replay_golden.moc"
