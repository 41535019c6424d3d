#pragma once

#include "exam.h"
#include "lessonproblem.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace dt::lessons {

class LessonCatalog;

// The exam file of `exam` (docs/exam-format.md), laid out as the shipped
// ones are: a scenario a line, the pass criteria on one line. Only the
// scenarios' lesson ids and seeds are written, and the pass criteria that
// are set.
QByteArray examFileJson(const ExamDefinition &exam);

// What is wrong with `id` as the name of a new exam file below an exams
// directory ("school/night-shift-test": lower-case letters, digits and
// hyphens, folders separated by "/"); empty when it will do.
QString examIdProblem(const QString &id);

struct ExamWriteResult {
    QString path;                  // where the file was (or would have been) written
    QList<LessonProblem> problems; // empty when the file was written
    bool written() const { return problems.isEmpty(); }
};

// Writes `exam` to <directory>/<exam.id>.json, replacing any file there at
// once (never half written). Refused, nothing written, when the file would
// not load back through parseExam with `lessons` to the same exam: the
// parser's problems, or the field that would read back otherwise.
ExamWriteResult writeExamFile(const ExamDefinition &exam, const QString &directory,
                              const LessonCatalog &lessons);

} // namespace dt::lessons
