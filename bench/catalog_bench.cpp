// Measures how long reading the shipped lessons takes: lessons/index.json and
// every lesson file parsed, validated and each citation looked up in the
// regulation texts. The app does this before its lesson list can show
// (docs/performance.md), so the figure to watch is milliseconds per load.
//
//   build/bench/dt-bench-catalog [repetitions] [lessons directory]

#include <QCoreApplication>
#include <QElapsedTimer>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <lessons/lessoncatalog.h>

int main(int argc, char **argv) {
    QCoreApplication application(argc, argv);
    const int repetitions = argc > 1 ? std::max(1, std::atoi(argv[1])) : 50;
    const QString directory =
        argc > 2 ? QString::fromLocal8Bit(argv[2]) : dt::lessons::LessonCatalog::defaultDirectory();

    qint64 fastestNs = -1;
    qint64 totalNs = 0;
    qsizetype lessons = 0;
    for (int i = 0; i < repetitions; ++i) {
        QElapsedTimer timer;
        timer.start();
        dt::lessons::LessonCatalog catalog;
        const bool clean = catalog.load(directory);
        const qint64 elapsed = timer.nsecsElapsed();
        if (!clean) {
            std::fprintf(stderr, "dt-bench-catalog: %s has problems, the first: %s\n",
                         qPrintable(directory), qPrintable(catalog.problems().constFirst().text()));
            return 1;
        }
        lessons = catalog.lessons().size();
        totalNs += elapsed;
        fastestNs = fastestNs < 0 ? elapsed : std::min(fastestNs, elapsed);
    }
    std::printf("catalog: %lld lessons, %d loads: %.2f ms per load on average, fastest %.2f ms\n",
                static_cast<long long>(lessons), repetitions,
                static_cast<double>(totalNs) / repetitions / 1e6,
                static_cast<double>(fastestNs) / 1e6);
    return 0;
}
