#include "framemeasurement.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QMutex>
#include <QQuickWindow>
#include <QTimer>
#include <algorithm>
#include <atomic>
#include <cmath>
#include <core/action_codec.h>
#include <cstdio>
#include <functional>
#include <memory>
#include <ui/flatconversion.h>
#include <ui/tablecontroller.h>
#include <vector>

namespace dt::app {

namespace {

// The swap times, written by the render thread (or the GUI thread with the
// basic and software loops), read once the measurement is over.
struct SwapLog {
    QMutex mutex;
    std::vector<double> atMs;
    std::atomic<bool> recording{false};
};

double percentile(std::vector<double> sorted, double fraction) {
    if (sorted.empty()) {
        return -1;
    }
    std::sort(sorted.begin(), sorted.end());
    // Nearest rank.
    const auto rank =
        static_cast<std::size_t>(std::ceil(fraction * static_cast<double>(sorted.size())));
    return sorted[std::clamp<std::size_t>(rank, 1, sorted.size()) - 1];
}

} // namespace

FrameFigures measureFrames(QQuickWindow *window, dt::ui::TableController *table, int intervalMs,
                           int tailMs) {
    FrameFigures figures;
    if (window == nullptr || table == nullptr) {
        return figures;
    }
    const auto log = std::make_shared<SwapLog>();
    log->atMs.reserve(4096);
    // After every frame another one: the window draws continuously while
    // measured (QQuickWindow::update() on the GUI thread).
    const QMetaObject::Connection swap = QObject::connect(
        window, &QQuickWindow::frameSwapped, window,
        [log, window] {
            if (!log->recording.load()) {
                return;
            }
            {
                const QMutexLocker lock(&log->mutex);
                log->atMs.push_back(msSinceProcessStart());
            }
            QMetaObject::invokeMethod(window, &QQuickWindow::update, Qt::QueuedConnection);
        },
        Qt::DirectConnection);

    QEventLoop loop;
    QTimer timer;
    timer.setTimerType(Qt::PreciseTimer);
    timer.setSingleShot(true);
    const double startMs = msSinceProcessStart();
    int next = 0;
    // Each action's name and how long perform() took (the model's update
    // and the QML bindings it sets off): the slowest are said on stderr.
    std::vector<std::pair<double, QString>> performs;
    const auto schedule = [&] {
        const double due = startMs + static_cast<double>(next) * intervalMs;
        timer.start(std::max(0, static_cast<int>(std::lround(due - msSinceProcessStart()))));
    };
    QObject::connect(&timer, &QTimer::timeout, &loop, [&] {
        const double due = startMs + static_cast<double>(next) * intervalMs;
        const double now = msSinceProcessStart();
        const auto options = table->session().expected();
        if (table->complete() || options.empty()) {
            // The last cards and chips still fly: a tail, then the end.
            QTimer::singleShot(tailMs, &loop, &QEventLoop::quit);
            return;
        }
        const QVariantMap action = dt::ui::toVariantMap(dt::toFlat(options.front().action));
        QElapsedTimer performTimer;
        performTimer.start();
        const QVariantMap verdict = table->perform(action);
        const double performMs = static_cast<double>(performTimer.nsecsElapsed()) / 1.0e6;
        ++figures.actions;
        if (verdict.value(QStringLiteral("correct")).toBool()) {
            ++figures.correct;
        }
        figures.actionLateMaxMs = std::max(figures.actionLateMaxMs, now - due);
        figures.performMaxMs = std::max(figures.performMaxMs, performMs);
        performs.emplace_back(performMs, action.value(QStringLiteral("action")).toString());
        ++next;
        schedule();
    });

    log->recording.store(true);
    window->update();
    schedule();
    // A lesson that never ends (nothing expected is handled above): at most
    // ten minutes.
    QTimer::singleShot(600'000, &loop, &QEventLoop::quit);
    loop.exec();
    log->recording.store(false);
    QObject::disconnect(swap);
    figures.complete = table->complete();
    std::sort(performs.begin(), performs.end(), std::greater<>());
    QStringList slowest;
    for (std::size_t i = 0; i < std::min<std::size_t>(performs.size(), 6); ++i) {
        slowest.append(QStringLiteral("%1 %2 ms")
                           .arg(performs[i].second, QString::number(performs[i].first, 'f', 1)));
    }
    std::fprintf(stderr, "dealer-trainer --measure-frames: the slowest actions: %s\n",
                 qPrintable(slowest.join(QStringLiteral(", "))));

    std::vector<double> swaps;
    {
        const QMutexLocker lock(&log->mutex);
        swaps = log->atMs;
    }
    // The frames from the first action to the end of the tail.
    std::erase_if(swaps, [startMs](double at) { return at < startMs; });
    figures.frames = static_cast<int>(swaps.size());
    if (swaps.size() < 2) {
        return figures;
    }
    std::vector<double> intervals;
    intervals.reserve(swaps.size() - 1);
    for (std::size_t i = 1; i < swaps.size(); ++i) {
        intervals.push_back(swaps[i] - swaps[i - 1]);
    }
    figures.durationMs = swaps.back() - startMs;
    figures.fps = static_cast<double>(intervals.size()) * 1000.0 / (swaps.back() - swaps.front());
    figures.medianMs = percentile(intervals, 0.5);
    figures.p99Ms = percentile(intervals, 0.99);
    figures.maxMs = *std::max_element(intervals.begin(), intervals.end());
    figures.over33Ms = static_cast<int>(
        std::count_if(intervals.begin(), intervals.end(), [](double ms) { return ms > 33.4; }));
    figures.over20Ms = static_cast<int>(
        std::count_if(intervals.begin(), intervals.end(), [](double ms) { return ms > 20.0; }));
    return figures;
}

QList<MeasureField> frameFields(const FrameFigures &figures, int intervalMs) {
    return {
        {QStringLiteral("fps"), figures.fps, 1},
        {QStringLiteral("frameMedianMs"), figures.medianMs, 1},
        {QStringLiteral("frameP99Ms"), figures.p99Ms, 1},
        {QStringLiteral("frameMaxMs"), figures.maxMs, 1},
        {QStringLiteral("framesOver33Ms"), static_cast<double>(figures.over33Ms), 0},
        {QStringLiteral("framesOver20Ms"), static_cast<double>(figures.over20Ms), 0},
        {QStringLiteral("frames"), static_cast<double>(figures.frames), 0},
        {QStringLiteral("durationMs"), figures.durationMs, 1},
        {QStringLiteral("actionIntervalMs"), static_cast<double>(intervalMs), 0},
        {QStringLiteral("actions"), static_cast<double>(figures.actions), 0},
        {QStringLiteral("actionsCorrect"), static_cast<double>(figures.correct), 0},
        {QStringLiteral("actionLateMaxMs"), figures.actionLateMaxMs, 1},
        {QStringLiteral("performMaxMs"), figures.performMaxMs, 1},
        {QStringLiteral("lessonComplete"), figures.complete ? 1.0 : 0.0, 0},
    };
}

} // namespace dt::app
