#pragma once

// What `dealer-trainer --measure` and bench/dt-empty-window measure, the same
// way in both (docs/performance.md): the time since the process started, the
// first frame a window swaps, and the process's private memory. Linux only
// (/proc); elsewhere the figures are -1.

#include <QList>
#include <QString>

class QQuickWindow;

namespace dt::app {

// The time since the process started, in milliseconds: the time before main()
// (from the process start time in /proc/self/stat, whole clock ticks of 10 ms)
// plus a QElapsedTimer started by startProcessClock(), first thing in main().
void startProcessClock();
double msSinceProcessStart();
// The part before main(): the kernel's start of the process to
// startProcessClock(); -1 when /proc/self/stat cannot be read.
double preMainMs();
// The CPU time the process has used so far, every thread, from its start
// (before main() too): less sensitive than the elapsed time to other
// programs running on the machine. -1 when unknown.
double processCpuMs();

struct MemoryUse {
    // Private_Clean + Private_Dirty of /proc/self/smaps_rollup: the memory no
    // other process shares.
    qint64 privateKiB = -1;
    qint64 rssKiB = -1;
};
MemoryUse readMemoryUse();

struct FrameTime {
    // msSinceProcessStart() when the frame was swapped; -1: no frame came.
    double atMs = -1;
    // processCpuMs() then.
    double cpuMs = -1;
};
// Runs the event loop until `window` swaps a frame that was synchronized after
// this call (so it shows what the scene holds now), or until `timeoutMs`.
FrameTime waitForNextFrame(QQuickWindow *window, int timeoutMs);

// How `window` draws, once it has drawn a frame: 1 with Qt Quick's software
// renderer, 0 with another (OpenGL, Vulkan, ...), -1 when not known yet. Both
// programs print it, so that a comparison can check they drew alike.
double softwareRendererUsed(const QQuickWindow *window);

// Runs the event loop for `ms` milliseconds (animations end, caches fill).
void settle(int ms);

// One field of the JSON line: a number with `decimals` decimals, or null
// when `value` is negative (not measured).
struct MeasureField {
    QString name;
    double value = -1;
    int decimals = 0;
};
// {"name":value,...} on one line, in the order given.
QString measureJsonLine(const QList<MeasureField> &fields);

} // namespace dt::app
