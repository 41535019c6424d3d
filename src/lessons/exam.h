#pragma once

#include "lesson.h"

#include <QList>
#include <QString>
#include <core/session.h>
#include <optional>

namespace dt::lessons {

// One scenario of an exam: a shipped table lesson, with the seed that fixes
// its shoe (past any card order the lesson gives) and its players' choices.
struct ExamScenario {
    QString lessonId;
    std::optional<quint64> seed; // none: the lesson's own seed or card order
    Lesson lesson;               // as loaded, the exam's seed applied
};

// An exam file (docs/exam-format.md): what a trainee must deal, within what
// time, to pass.
struct ExamDefinition {
    QString id; // "blackjack/table-test": the path under exams/ without ".json"
    QString title;
    QString description;
    int timeLimitMinutes = 0;
    QList<ExamScenario> scenarios; // in the order they are dealt
    // Over the whole exam. Unlike a lesson's, payouts must be exact unless
    // the file allows errors (maximumPayoutErrors 0 by default).
    dt::PassCriteria pass;
    QString filePath;
    // Written on this machine (ExamCatalog's authored directory), so an
    // examiner may edit it; an installed exam is read-only.
    bool authored = false;
};

} // namespace dt::lessons
