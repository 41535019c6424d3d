// dt-empty-window: the yardstick of docs/performance.md. An empty Qt Quick
// window (one Rectangle, the size of Dealer Trainer's window), measured as
// `dealer-trainer --measure` measures the app: the time from the process start
// to its first frame swapped, then, after the same settle, its private memory.
// It draws with the scene graph the app would choose here (scenegraphchoice.h).
// Prints one JSON line with the app's fields (tableOpenMs is null: no table).
//
// --page plain-list and --page controls-list measure, the same way, the floor
// of any lesson list instead: the window with a list of plain rows, without
// and with Qt Quick Controls (bench/yardstick/, docs/performance.md).

#include <QByteArray>
#include <QCommandLineParser>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QUrl>
#include <app/processmeasure.h>
#include <app/scenegraphchoice.h>
#include <app/startupwarmup.h>
#include <cstdio>

int main(int argc, char *argv[]) {
    dt::app::startProcessClock();
    QGuiApplication application(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("The yardstick of scripts/measure-performance: an empty Qt Quick window, "
                       "or the floor of a lesson list (docs/performance.md)."));
    parser.addHelpOption();
    const QCommandLineOption pageOption(
        QStringLiteral("page"),
        QStringLiteral("What the window shows: empty (the default), plain-list (a list of plain "
                       "Qt Quick rows) or controls-list (the same list with Qt Quick Controls)."),
        QStringLiteral("PAGE"), QStringLiteral("empty"));
    parser.addOption(pageOption);
    parser.process(application);
    const QString page = parser.value(pageOption);
    const QString listFile = page == QLatin1String("plain-list") ? QStringLiteral("PlainList")
                             : page == QLatin1String("controls-list")
                                 ? QStringLiteral("ControlsList")
                                 : QString();
    if (listFile.isEmpty() && page != QLatin1String("empty")) {
        std::fprintf(stderr, "dt-empty-window: unknown page \"%s\" (%s)\n", qPrintable(page),
                     "empty, plain-list or controls-list");
        return 2;
    }
    // The scene graph the app would choose on this machine (no GPU: Qt
    // Quick's software renderer), so that the yardstick is drawn the same way.
    dt::app::applySceneGraphChoice();

    QQmlApplicationEngine engine;
    if (listFile.isEmpty()) {
        // Loaded from this text as it always was: its figures stay comparable.
        engine.loadData(
            QByteArrayLiteral("import QtQuick\n"
                              "Window {\n"
                              "    width: 1280; height: 760; visible: true\n"
                              "    Rectangle { anchors.fill: parent; color: \"#0b5a3a\" }\n"
                              "}\n"));
    } else {
        // The app's head start for its text: the font list read meanwhile.
        dt::app::warmUpFontDatabase();
        engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
        engine.load(QUrl(QStringLiteral("qrc:/qt/qml/DtYardstick/%1.qml").arg(listFile)));
    }
    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().value(0));
    if (window == nullptr) {
        std::fprintf(stderr, "dt-empty-window: the window could not be created\n");
        return 1;
    }
    const double qmlLoadedMs = dt::app::msSinceProcessStart();
    const dt::app::FrameTime firstFrame = dt::app::waitForNextFrame(window, 60'000);
    if (firstFrame.atMs < 0) {
        std::fprintf(stderr, "dt-empty-window: the window drew no frame\n");
        return 1;
    }
    // The app's settle after its table's first frame.
    dt::app::settle(1'000);
    const dt::app::MemoryUse memory = dt::app::readMemoryUse();
    const QByteArray line =
        dt::app::measureJsonLine(
            {
                {QStringLiteral("firstFrameMs"), firstFrame.atMs, 1},
                {QStringLiteral("tableOpenMs"), -1, 1},
                {QStringLiteral("privateKiB"), static_cast<double>(memory.privateKiB), 0},
                {QStringLiteral("rssKiB"), static_cast<double>(memory.rssKiB), 0},
                {QStringLiteral("firstFrameCpuMs"), firstFrame.cpuMs, 1},
                {QStringLiteral("preMainMs"), dt::app::preMainMs(), 1},
                {QStringLiteral("qmlLoadedMs"), qmlLoadedMs, 1},
                {QStringLiteral("softwareRenderer"), dt::app::softwareRendererUsed(window), 0},
            })
            .toUtf8() +
        '\n';
    std::fputs(line.constData(), stdout);
    std::fflush(stdout);
    return 0;
}
