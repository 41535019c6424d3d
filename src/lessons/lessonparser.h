#pragma once

#include "lesson.h"
#include "lessonproblem.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <optional>

namespace dt::lessons {

struct LessonLoadResult {
    std::optional<Lesson> lesson; // set only when there are no problems
    QList<LessonProblem> problems;
};

// Reads a lesson (docs/lesson-format.md) and reports every problem, not only
// the first: syntax, types, missing and unknown keys, then what the rules core
// rejects (dt::validate). `fileName` names the file in the problems.
LessonLoadResult parseLesson(const QByteArray &json, const QString &fileName);
LessonLoadResult loadLessonFile(const QString &path);

} // namespace dt::lessons
