#pragma once

#include <QList>
#include <QString>
#include <QTemporaryDir>

class QQmlApplicationEngine;

namespace dt::ui {
class AppController;
}

namespace dt::app {

// `dealer-trainer --measure`: how fast the app starts and how much memory a
// table takes (docs/performance.md). main() wires it:
//   startProcessClock();                      first thing in main()
//   StartupMeasurement measurement(lessonId);
//   AppController app(measurement.databasePath(), lessons);
//   measurement.prepare(app);                 a trainee in a fresh database
//   engine.load(Main.qml);
//   return measurement.run(engine, app);      instead of exec()
// run() goes straight to the lesson list, as choosing a trainee does, and
// times its first frame from the process start; then opens the table of the
// lesson and times its first frame; after a settle it reads the memory, and
// prints one JSON line on stdout:
//   {"firstFrameMs":..,"tableOpenMs":..,"privateKiB":..,"rssKiB":..,...}
class StartupMeasurement {
public:
    // `lessonId` empty: the catalog's first lesson. The database is created
    // in a temporary folder, removed with this object.
    explicit StartupMeasurement(QString lessonId);

    QString databasePath() const;
    // Marks a moment of the start-up: fields "<name>Ms" (since the process
    // started) and "<name>CpuMs" (the CPU time used by then) of the line.
    void mark(const QString &name);
    // Creates the trainee the lesson list and the table need; false (the
    // reason on stderr) when it cannot.
    bool prepare(dt::ui::AppController &app);
    // After `engine` loaded Main.qml: the measurement, the JSON line on
    // stdout, and the exit code (0; 1 when a step failed, said on stderr).
    int run(QQmlApplicationEngine &engine, dt::ui::AppController &app);
    // `--measure-frames` instead of run(): the lesson list, then the table of
    // the lesson (a round lesson; empty: blackjack/09-basic-deal-and-settlement),
    // whose round is dealt one action every `intervalMs` while every frame is
    // timed (framemeasurement.h); one JSON line of frame figures on stdout.
    int runFrames(QQmlApplicationEngine &engine, dt::ui::AppController &app, int intervalMs);

private:
    struct Mark {
        QString name;
        double ms = -1;
        double cpuMs = -1;
    };

    QTemporaryDir m_folder;
    QString m_lessonId;
    QList<Mark> m_marks;
};

} // namespace dt::app
