#pragma once

#include "clicommon.h"

#include <QByteArray>
#include <QString>
#include <core/dealer_action.h>
#include <vector>

namespace dt::cli {

struct AutoplayResult {
    std::vector<DealerAction> actions; // the referee's first expectation at every step
    bool complete = false;             // the actions finish the lesson
};

AutoplayResult autoplayLesson(const lessons::Lesson &lesson);

// The actions one JSON object per line, each line ending in '\n': exactly
// what `dealer-trainer-cli autoplay` prints, and the golden files' content.
QByteArray autoplayTranscript(const std::vector<DealerAction> &actions);

// `dealer-trainer-cli autoplay LESSON`.
int runAutoplay(const QString &lessonArgument, const QString &lessonsDirectory, Console console);

} // namespace dt::cli
