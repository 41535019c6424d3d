#pragma once

// Shared by the tests of dealer-trainer-cli: where things are, and running
// the real executable.
#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <lessons/lessoncatalog.h>

namespace clitest {

inline QString shippedLessonsDir() {
    return QStringLiteral(DT_SHIPPED_LESSONS_DIR);
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

// Runs the built dealer-trainer-cli with `arguments` (and `input` on stdin).
inline Run runCli(const QStringList &arguments, const QByteArray &input = {}) {
    QProcess process;
    process.setProgram(QStringLiteral(DT_CLI_EXECUTABLE));
    process.setArguments(arguments);
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("DT_LESSONS_DIR")); // only --lessons chooses the lessons
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
