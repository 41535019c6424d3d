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
#include <QRegularExpression>
#include <QTest>

namespace {

struct Expectation {
    int line = 0;
    QString verdict;  // "correct" or "error"
    QString severity; // empty when correct
    QString citation;
    QString requirement;
};

// The `# expect:` statement before each action line, in order.
QList<Expectation> expectations(const QByteArray &transcript, QString *error) {
    static const QRegularExpression expectLine(QStringLiteral(
        "^# expect: (correct|error\\((minor|major|integrity)\\)) (.+) ([A-Z0-9]+-[A-Z]+-[0-9]+)$"));
    QList<Expectation> result;
    std::optional<Expectation> pending;
    const QList<QByteArray> lines = transcript.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = QString::fromUtf8(lines[i]).trimmed();
        if (line.startsWith(QLatin1String("# expect:"))) {
            const auto match = expectLine.match(line);
            if (!match.hasMatch()) {
                *error = QStringLiteral("line %1: malformed expectation: %2").arg(i + 1).arg(line);
                return {};
            }
            pending = Expectation{static_cast<int>(i + 1),
                                  match.captured(1) == QLatin1String("correct")
                                      ? QStringLiteral("correct")
                                      : QStringLiteral("error"),
                                  match.captured(2), match.captured(3), match.captured(4)};
        } else if (!line.isEmpty() && !line.startsWith(QLatin1Char('#'))) {
            if (!pending) {
                *error = QStringLiteral("line %1: an action without an expectation before it")
                             .arg(i + 1);
                return {};
            }
            result.append(*pending);
            pending.reset();
        }
    }
    return result;
}

QString fieldText(const QJsonValue &value) {
    return value.isNull() ? QString() : value.toVariant().toString();
}

} // namespace

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
        const QString transcriptPath = clitest::goldenPath(id, QStringLiteral(".mistakes.jsonl"));
        const QString goldenPath = clitest::goldenPath(id, QStringLiteral(".mistakes.replay.json"));

        QString error;
        const QList<Expectation> expected = expectations(clitest::readAll(transcriptPath), &error);
        QVERIFY2(error.isEmpty(), qPrintable(transcriptPath + QStringLiteral(": ") + error));
        QVERIFY(!expected.isEmpty());
        bool ok = false;
        const QByteArray goldenText = clitest::readAll(goldenPath, &ok);
        QVERIFY2(ok, qPrintable(QStringLiteral("missing ") + goldenPath));
        const QJsonObject golden = QJsonDocument::fromJson(goldenText).object();

        const clitest::Run run = clitest::runCli(
            {QStringLiteral("replay"), QStringLiteral("--json"), QStringLiteral("--lessons"),
             clitest::shippedLessonsDir(), id, transcriptPath});
        QVERIFY(run.finished);
        QVERIFY2(run.err.isEmpty(), run.err.constData());
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(run.out, &parseError);
        QVERIFY2(parseError.error == QJsonParseError::NoError,
                 qPrintable(parseError.errorString()));
        const QJsonObject actual = document.object();
        // Exactly the documented keys.
        QCOMPARE(actual.keys(), (QStringList{"actions", "lesson", "summary"}));
        QCOMPARE(actual.value(QStringLiteral("lesson")).toString(), id);
        QCOMPARE(golden.value(QStringLiteral("lesson")).toString(), id);

        const QJsonArray actualActions = actual.value(QStringLiteral("actions")).toArray();
        const QJsonArray goldenActions = golden.value(QStringLiteral("actions")).toArray();
        QCOMPARE(goldenActions.size(), expected.size());
        QCOMPARE(actualActions.size(), goldenActions.size());
        for (qsizetype i = 0; i < expected.size(); ++i) {
            const QJsonObject want = goldenActions[i].toObject();
            const QJsonObject got = actualActions[i].toObject();
            const Expectation &statement = expected[i];
            const QByteArray where = QStringLiteral("%1 action %2 (the expectation at line %3)")
                                         .arg(id)
                                         .arg(i + 1)
                                         .arg(statement.line)
                                         .toUtf8();
            // The golden output says what the regulation says...
            QVERIFY2(want.value(QStringLiteral("verdict")).toString() == statement.verdict, where);
            QVERIFY2(fieldText(want.value(QStringLiteral("severity"))) == statement.severity,
                     where);
            QVERIFY2(want.value(QStringLiteral("citation")).toString() == statement.citation,
                     where);
            QVERIFY2(want.value(QStringLiteral("requirement")).toString() == statement.requirement,
                     where);
            // ...and the program says what the golden output says.
            QCOMPARE(got.keys(), (QStringList{"action", "citation", "events", "expected", "index",
                                              "message", "requirement", "severity", "verdict"}));
            for (const char *field :
                 {"index", "action", "verdict", "severity", "citation", "requirement", "events"}) {
                const QString key = QString::fromLatin1(field);
                QVERIFY2(got.value(key) == want.value(key),
                         qPrintable(QString::fromUtf8(where) +
                                    QStringLiteral(": \"%1\" is %2, golden %3")
                                        .arg(key,
                                             QString::fromUtf8(
                                                 QJsonDocument(QJsonObject{{key, got.value(key)}})
                                                     .toJson(QJsonDocument::Compact)),
                                             QString::fromUtf8(
                                                 QJsonDocument(QJsonObject{{key, want.value(key)}})
                                                     .toJson(QJsonDocument::Compact)))));
            }
            QVERIFY2(!got.value(QStringLiteral("expected")).toString().isEmpty(), where);
            QVERIFY2(!got.value(QStringLiteral("message")).toString().isEmpty(), where);
        }

        const QJsonObject summary = actual.value(QStringLiteral("summary")).toObject();
        QCOMPARE(summary, golden.value(QStringLiteral("summary")).toObject());
        qsizetype errors = 0;
        for (const Expectation &statement : expected) {
            errors += statement.verdict == QLatin1String("error") ? 1 : 0;
        }
        QCOMPARE(summary.value(QStringLiteral("actions")).toInteger(), expected.size());
        QCOMPARE(summary.value(QStringLiteral("errors")).toInteger(), errors);
        QCOMPARE(summary.value(QStringLiteral("accuracy")).toDouble(),
                 static_cast<double>(expected.size() - errors) /
                     static_cast<double>(expected.size()));
        // Every transcript is a failed attempt: too many mistakes.
        QCOMPARE(summary.value(QStringLiteral("passed")).toBool(), false);
        QCOMPARE(run.exitCode, 1);
    }

private:
    dt::lessons::LessonCatalog catalog_;
};

QTEST_GUILESS_MAIN(TestReplayMistakes)
#include "tst_replay_mistakes.moc"
