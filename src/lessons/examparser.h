#pragma once

#include "exam.h"
#include "lessoncatalog.h"
#include "lessonproblem.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace dt::lessons {

struct ExamLoadResult {
    std::optional<ExamDefinition> exam; // set only when there are no problems
    QList<LessonProblem> problems;
};

// Reads an exam (docs/exam-format.md) and reports every problem with its
// JSON path, as a lesson's are: its scenarios must be table lessons of
// `catalog` (not payout drills), each at most once with the same seed (the
// seed orders the shoe past any card order the lesson gives, and the
// players' unusual choices). `id` is what the
// exam is known by (its path under exams/ without ".json").
ExamLoadResult parseExam(const QByteArray &json, const QString &fileName, const QString &id,
                         const LessonCatalog &catalog);
ExamLoadResult loadExamFile(const QString &path, const QString &id, const LessonCatalog &catalog);

} // namespace dt::lessons
