#pragma once

#include "lesson.h"
#include "lessonproblem.h"
#include "regulationlibrary.h"

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
//
// Each entry of "sections" must name a section of its regulation's text, read
// from `regulationsDirectory` (empty: RegulationLibrary::defaultDirectory()).
// A regulation whose text is not there is not checked: the texts are optional
// in an installed build (packaging/CMakeLists.txt).
LessonLoadResult parseLesson(const QByteArray &json, const QString &fileName,
                             const QString &regulationsDirectory = QString());
LessonLoadResult loadLessonFile(const QString &path,
                                const QString &regulationsDirectory = QString());
// The same with regulation texts already read, for loading many lessons.
LessonLoadResult parseLesson(const QByteArray &json, const QString &fileName,
                             const RegulationLibrary &regulations);
LessonLoadResult loadLessonFile(const QString &path, const RegulationLibrary &regulations);

} // namespace dt::lessons
