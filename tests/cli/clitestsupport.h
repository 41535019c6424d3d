#pragma once

// Shared by the tests of dealer-trainer-cli: where things are, and running
// the real executable.
#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <QTest>
#include <lessons/lessoncatalog.h>
#include <optional>

namespace clitest {

inline QString shippedLessonsDir() {
    return QStringLiteral(DT_SHIPPED_LESSONS_DIR);
}
inline QString shippedExamsDir() {
    return QStringLiteral(DT_SHIPPED_EXAMS_DIR);
}
inline QString goldenDir() {
    return QStringLiteral(DT_GOLDEN_DIR);
}
inline QString fixturesDir() {
    return QStringLiteral(DT_CLI_FIXTURES_DIR);
}
inline QString docsDir() {
    return QStringLiteral(DT_DOCS_DIR);
}
inline QString fixture(const QString &name) {
    return QDir(fixturesDir()).filePath(name);
}

// "blackjack/01-opening-new-table" -> "blackjack_01-opening-new-table".
inline QString goldenBaseName(const QString &lessonId) {
    return QString(lessonId).replace(QLatin1Char('/'), QLatin1Char('_'));
}
inline QString goldenPath(const QString &lessonId, const QString &suffix) {
    return QDir(goldenDir()).filePath(goldenBaseName(lessonId) + suffix);
}

inline QByteArray readAll(const QString &path, bool *ok = nullptr) {
    QFile file(path);
    const bool opened = file.open(QIODevice::ReadOnly);
    if (ok != nullptr) {
        *ok = opened;
    }
    return opened ? file.readAll() : QByteArray();
}

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    bool finished = false;

    QStringList errLines() const {
        return QString::fromUtf8(err).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    }
    QStringList outLines() const {
        return QString::fromUtf8(out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    }
};

// Runs the built dealer-trainer-cli with `arguments` (and `input` on stdin),
// with `variables` set in its environment (an empty value unsets one).
inline Run runCli(const QStringList &arguments, const QByteArray &input = {},
                  const QMap<QString, QString> &variables = {}) {
    QProcess process;
    process.setProgram(QStringLiteral(DT_CLI_EXECUTABLE));
    process.setArguments(arguments);
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("DT_LESSONS_DIR")); // only --lessons chooses the lessons
    // Only a test chooses the exams written in the app: not this machine's.
    environment.insert(QStringLiteral("DT_AUTHORED_EXAMS_DIR"),
                       QDir(QDir::tempPath()).filePath(QStringLiteral("dt-no-authored-exams")));
    for (auto it = variables.cbegin(); it != variables.cend(); ++it) {
        if (it.value().isEmpty()) {
            environment.remove(it.key());
        } else {
            environment.insert(it.key(), it.value());
        }
    }
    process.setProcessEnvironment(environment);
    process.start();
    Run run;
    if (!process.waitForStarted(10000)) {
        return run;
    }
    if (!input.isEmpty()) {
        process.write(input);
    }
    process.closeWriteChannel();
    run.finished = process.waitForFinished(60000) && process.exitStatus() == QProcess::NormalExit;
    run.exitCode = process.exitCode();
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

struct Expectation {
    int line = 0;
    QString verdict;  // "correct" or "error"
    QString severity; // empty when correct
    QString citation;
    QString requirement;
};

// The `# expect:` statement before each action line of a hand-written
// transcript with mistakes, in order:
//   # expect: correct|error(minor|major|integrity|payout) CITATION REQUIREMENT
inline QList<Expectation> expectations(const QByteArray &transcript, QString *error) {
    static const QRegularExpression expectLine(
        QStringLiteral("^# expect: (correct|error\\((minor|major|integrity|payout)\\)) (.+) "
                       "([A-Z0-9]+-[A-Z]+-[0-9]+)$"));
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

inline QString fieldText(const QJsonValue &value) {
    return value.isNull() ? QString() : value.toVariant().toString();
}

// Replays the transcript at `transcriptPath` with `replay --json` on the
// lesson `lessonArguments` name ("--lessons DIR ID" or a file path), and
// checks, field by field, that the golden output at `goldenPath` agrees with
// the transcript's `# expect:` statements and the program's output with the
// golden output. Every transcript is a failed attempt (exit code 1). A
// failure is recorded with QTest; the caller returns after it.
inline void verifyMistakesReplay(const QString &id, const QStringList &lessonArguments,
                                 const QString &transcriptPath, const QString &goldenPath) {
    QString error;
    const QList<Expectation> expected = expectations(readAll(transcriptPath), &error);
    QVERIFY2(error.isEmpty(), qPrintable(transcriptPath + QStringLiteral(": ") + error));
    QVERIFY(!expected.isEmpty());
    bool ok = false;
    const QByteArray goldenText = readAll(goldenPath, &ok);
    QVERIFY2(ok, qPrintable(QStringLiteral("missing ") + goldenPath));
    const QJsonObject golden = QJsonDocument::fromJson(goldenText).object();

    QStringList arguments = {QStringLiteral("replay"), QStringLiteral("--json")};
    arguments << lessonArguments << transcriptPath;
    const Run run = runCli(arguments);
    QVERIFY(run.finished);
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(run.out, &parseError);
    QVERIFY2(parseError.error == QJsonParseError::NoError, qPrintable(parseError.errorString()));
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
        QVERIFY2(fieldText(want.value(QStringLiteral("severity"))) == statement.severity, where);
        QVERIFY2(want.value(QStringLiteral("citation")).toString() == statement.citation, where);
        QVERIFY2(want.value(QStringLiteral("requirement")).toString() == statement.requirement,
                 where);
        // ...and the program says what the golden output says.
        QCOMPARE(got.keys(), (QStringList{"action", "citation", "events", "expected", "index",
                                          "message", "requirement", "severity", "verdict"}));
        for (const char *field :
             {"index", "action", "verdict", "severity", "citation", "requirement", "events"}) {
            const QString key = QString::fromLatin1(field);
            QVERIFY2(
                got.value(key) == want.value(key),
                qPrintable(
                    QString::fromUtf8(where) +
                    QStringLiteral(": \"%1\" is %2, golden %3")
                        .arg(key,
                             QString::fromUtf8(QJsonDocument(QJsonObject{{key, got.value(key)}})
                                                   .toJson(QJsonDocument::Compact)),
                             QString::fromUtf8(QJsonDocument(QJsonObject{{key, want.value(key)}})
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
             static_cast<double>(expected.size() - errors) / static_cast<double>(expected.size()));
    // Every transcript is a failed attempt: too many mistakes.
    QCOMPARE(summary.value(QStringLiteral("passed")).toBool(), false);
    QCOMPARE(run.exitCode, 1);
}

// The shipped catalog; `problems` gets every problem's text.
inline dt::lessons::LessonCatalog shippedCatalog(QStringList *problems = nullptr) {
    dt::lessons::LessonCatalog catalog;
    catalog.load(shippedLessonsDir());
    if (problems != nullptr) {
        for (const auto &problem : catalog.problems()) {
            problems->append(problem.text());
        }
    }
    return catalog;
}

} // namespace clitest
