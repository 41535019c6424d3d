#include "processmeasure.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QQuickWindow>
#include <QSGRendererInterface>
#include <QTimer>
#include <atomic>
#include <memory>

#if defined(Q_OS_LINUX)
#include <ctime>
#include <unistd.h>
#endif

namespace dt::app {

namespace {

QElapsedTimer &processClock() {
    static QElapsedTimer timer;
    return timer;
}

double g_preMainMs = -1;

#if defined(Q_OS_LINUX)
// Field 22 of /proc/self/stat: the start time, in clock ticks since boot.
qint64 processStartTicks() {
    QFile file(QStringLiteral("/proc/self/stat"));
    if (!file.open(QIODevice::ReadOnly)) {
        return -1;
    }
    const QByteArray stat = file.readAll();
    // The command name (field 2) is in parentheses and may hold spaces.
    const qsizetype close = stat.lastIndexOf(')');
    if (close < 0) {
        return -1;
    }
    const QList<QByteArray> fields = stat.mid(close + 2).split(' ');
    // Fields from 3 on: starttime (22) is at index 19.
    if (fields.size() < 20) {
        return -1;
    }
    bool ok = false;
    const qint64 ticks = fields.at(19).toLongLong(&ok);
    return ok ? ticks : -1;
}

double clockMs(clockid_t clock) {
    timespec now{};
    if (clock_gettime(clock, &now) != 0) {
        return -1;
    }
    return static_cast<double>(now.tv_sec) * 1000.0 + static_cast<double>(now.tv_nsec) / 1.0e6;
}
#endif

} // namespace

void startProcessClock() {
    processClock().start();
#if defined(Q_OS_LINUX)
    const qint64 ticks = processStartTicks();
    const long ticksPerSecond = sysconf(_SC_CLK_TCK);
    if (ticks < 0 || ticksPerSecond <= 0) {
        return;
    }
    const double startMs =
        static_cast<double>(ticks) * 1000.0 / static_cast<double>(ticksPerSecond);
    // Linux counts the start time on the boot-time clock (since 5.5; on the
    // monotonic clock before): the first that gives a plausible figure.
    for (const clockid_t clock : {CLOCK_BOOTTIME, CLOCK_MONOTONIC}) {
        const double before = clockMs(clock) - startMs;
        if (before >= 0 && before < 60'000) {
            g_preMainMs = before;
            return;
        }
    }
#endif
}

double preMainMs() {
    return g_preMainMs;
}

double processCpuMs() {
#if defined(Q_OS_LINUX)
    return clockMs(CLOCK_PROCESS_CPUTIME_ID);
#else
    return -1;
#endif
}

double msSinceProcessStart() {
    if (!processClock().isValid()) {
        return -1;
    }
    const double sinceMain = static_cast<double>(processClock().nsecsElapsed()) / 1.0e6;
    return sinceMain + (g_preMainMs > 0 ? g_preMainMs : 0.0);
}

MemoryUse readMemoryUse() {
    MemoryUse use;
#if defined(Q_OS_LINUX)
    // smaps_rollup (Linux 4.14) sums every mapping; smaps lists them one by one.
    QFile file(QStringLiteral("/proc/self/smaps_rollup"));
    if (!file.open(QIODevice::ReadOnly)) {
        file.setFileName(QStringLiteral("/proc/self/smaps"));
        if (!file.open(QIODevice::ReadOnly)) {
            return use;
        }
    }
    qint64 privateKiB = 0;
    qint64 rssKiB = 0;
    bool sawPrivate = false;
    bool sawRss = false;
    const QList<QByteArray> lines = file.readAll().split('\n');
    for (const QByteArray &line : lines) {
        // "Private_Dirty:      1234 kB"
        const qsizetype colon = line.indexOf(':');
        if (colon < 0) {
            continue;
        }
        const QByteArray key = line.left(colon);
        if (key != "Private_Clean" && key != "Private_Dirty" && key != "Rss") {
            continue;
        }
        QByteArray value = line.mid(colon + 1).trimmed();
        if (value.endsWith(" kB")) {
            value.chop(3);
        }
        bool ok = false;
        const qint64 kib = value.trimmed().toLongLong(&ok);
        if (!ok) {
            continue;
        }
        if (key == "Rss") {
            rssKiB += kib;
            sawRss = true;
        } else {
            privateKiB += kib;
            sawPrivate = true;
        }
    }
    if (sawPrivate) {
        use.privateKiB = privateKiB;
    }
    if (sawRss) {
        use.rssKiB = rssKiB;
    }
#endif
    return use;
}

FrameTime waitForNextFrame(QQuickWindow *window, int timeoutMs) {
    // Both signals may come from the render thread: the handlers only set
    // atomics and post the loop's quit.
    struct Frame {
        std::atomic<bool> synchronized{false};
        std::atomic<bool> swapped{false};
        std::atomic<double> atMs{-1};
        std::atomic<double> cpuMs{-1};
    };
    const auto frame = std::make_shared<Frame>();
    QEventLoop loop;
    const QMetaObject::Connection sync = QObject::connect(
        window, &QQuickWindow::beforeSynchronizing, window,
        [frame] { frame->synchronized.store(true); }, Qt::DirectConnection);
    const QMetaObject::Connection swap = QObject::connect(
        window, &QQuickWindow::frameSwapped, window,
        [frame, &loop] {
            if (!frame->synchronized.load() || frame->swapped.exchange(true)) {
                return;
            }
            frame->atMs.store(msSinceProcessStart());
            frame->cpuMs.store(processCpuMs());
            QMetaObject::invokeMethod(&loop, &QEventLoop::quit, Qt::QueuedConnection);
        },
        Qt::DirectConnection);
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    window->update();
    loop.exec();
    QObject::disconnect(sync);
    QObject::disconnect(swap);
    return {frame->atMs.load(), frame->cpuMs.load()};
}

double softwareRendererUsed(const QQuickWindow *window) {
    const QSGRendererInterface *renderer = window->rendererInterface();
    if (renderer == nullptr) {
        return -1;
    }
    return renderer->graphicsApi() == QSGRendererInterface::Software ? 1 : 0;
}

void settle(int ms) {
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

QString measureJsonLine(const QList<MeasureField> &fields) {
    QStringList parts;
    for (const MeasureField &field : fields) {
        const QString value = field.value < 0 ? QStringLiteral("null")
                                              : QString::number(field.value, 'f', field.decimals);
        parts.append(QStringLiteral("\"%1\":%2").arg(field.name, value));
    }
    return u'{' + parts.join(u',') + u'}';
}

} // namespace dt::app
