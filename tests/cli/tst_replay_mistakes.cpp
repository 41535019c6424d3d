// Hand-written transcripts with mistakes (tests/golden/<id>.mistakes.jsonl),
// replayed by the executable with --json. Before every action the transcript
// states the verdict the regulation gives it, written from the text:
//   # expect: error(major) Blackjack §5(e)(1) BJ-SHUF-04
// The test checks, field by field, that the golden output
// (<id>.mistakes.replay.json) agrees with those statements, and that the
// program's output agrees with the golden output.
#include "clitestsupport.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

class TestReplayMistakes : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStringList problems;
        catalog_ = clitest::shippedCatalog(&problems);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    void transcript_data() {
        QTest::addColumn<QString>("id");
        const QStringList transcripts =
            QDir(clitest::goldenDir()).entryList({QStringLiteral("*.mistakes.jsonl")}, QDir::Files);
        // The task asks for mistakes in at least two lessons.
        QVERIFY(transcripts.size() >= 2);
        for (const QString &transcript : transcripts) {
            const QString base =
                transcript.chopped(static_cast<qsizetype>(qstrlen(".mistakes.jsonl")));
            QString id;
            for (const auto &lesson : catalog_.lessons()) {
                if (clitest::goldenBaseName(lesson.id) == base) {
                    id = lesson.id;
                }
            }
            QVERIFY2(!id.isEmpty(),
                     qPrintable(transcript + QStringLiteral(" belongs to no shipped lesson")));
            QTest::newRow(qPrintable(id)) << id;
        }
    }

    void transcript() {
        QFETCH(QString, id);
        clitest::verifyMistakesReplay(
            id, {QStringLiteral("--lessons"), clitest::shippedLessonsDir(), id},
            clitest::goldenPath(id, QStringLiteral(".mistakes.jsonl")),
            clitest::goldenPath(id, QStringLiteral(".mistakes.replay.json")));
    }

private:
    dt::lessons::LessonCatalog catalog_;
};

QTEST_GUILESS_MAIN(TestReplayMistakes)
#include "tst_replay_mistakes.moc"
