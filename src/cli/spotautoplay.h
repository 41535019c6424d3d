#pragma once

#include <QByteArray>
#include <lessons/lesson.h>

namespace dt::cli {

struct SpotAutoplayResult {
    QByteArray transcript;
    bool passed = false; // the perfect examinee passes a sound exercise
};

// The reference performance of a spot-the-error lesson (`dealer-trainer-cli
// autoplay`, and its golden file): the simulated dealer's actions, each on a
// line with its verdict; after each injected error the perfect examinee's
// stop, the rule named (the verdict's citation) and the right remedy among
// the choices offered, each a graded line; last, the summary. One JSON
// object per line, each line ending in '\n'.
SpotAutoplayResult spotTheErrorTranscript(const lessons::Lesson &lesson);

} // namespace dt::cli
