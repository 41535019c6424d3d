#pragma once

// `dealer-trainer --measure-frames`: the table's frame rate while a fast
// dealer deals a round (docs/performance.md, issue 5: "60 frames a second on
// an ordinary laptop; one card dealt every fraction of a second must be
// possible for a fast dealer").

#include <app/processmeasure.h>

class QQuickWindow;

namespace dt::ui {
class TableController;
}

namespace dt::app {

struct FrameFigures {
    int frames = 0;              // frames swapped while the round was dealt
    double fps = -1;             // frames a second over that time
    double medianMs = -1;        // the median interval between two frames
    double p99Ms = -1;           // its 99th percentile
    double maxMs = -1;           // the longest
    int over33Ms = 0;            // intervals over 33 ms (below 30 frames a second)
    int over20Ms = 0;            // intervals over 20 ms (a missed 60 Hz frame)
    int actions = 0;             // the dealer's actions performed
    int correct = 0;             // of which the referee accepted
    double actionLateMaxMs = -1; // the longest an action waited past its time
    double performMaxMs = -1;    // the longest TableController::perform() took
    double durationMs = -1;      // the first action to the last frame counted
    bool complete = false;       // the lesson was complete at the end
};

// Deals the lesson in play on `table`, shown in `window`, as a fast dealer
// would: the referee's first expected action every `intervalMs` (on a precise
// timer, each due at start + n * interval), until the lesson is complete or
// nothing is expected. Meanwhile every frame the window swaps is timed, and a
// new frame is asked for after each one, so that the intervals are what the
// machine can draw (the animations' own pace, 60 Hz at most), not idle time.
// The frames are counted until `tailMs` after the last action, while the
// last cards and chips still move.
FrameFigures measureFrames(QQuickWindow *window, dt::ui::TableController *table, int intervalMs,
                           int tailMs);

// The figures as fields of the JSON line.
QList<MeasureField> frameFields(const FrameFigures &figures, int intervalMs);

} // namespace dt::app
