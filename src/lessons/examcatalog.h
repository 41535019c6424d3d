#pragma once

#include "exam.h"
#include "lessonproblem.h"

#include <QList>
#include <QString>

namespace dt::lessons {

class LessonCatalog;

// The exams an examiner can unlock: every exam file below a directory
// (docs/exam-format.md), each known by its path there without ".json".
class ExamCatalog {
public:
    // $DT_EXAMS_DIR if set; else <applicationDirPath>/../share/dealer-trainer/exams
    // when it exists (an installed build); else the source tree's exams/.
    static QString defaultDirectory();
    // Where the exams examiners write in the app go on this machine:
    // $DT_AUTHORED_EXAMS_DIR if set; else <AppDataLocation>/exams.
    static QString defaultAuthoredDirectory();

    // The id of the exam file at `path` below `directory` ("blackjack/table-test").
    static QString idOf(const QString &path, const QString &directory);

    // Every *.json below `directory` (recursively, in path order), its
    // scenarios looked up in `lessons`. Returns true when there are no
    // problems; exams with problems are left out of exams() and explained
    // in problems(). A missing directory is a problem.
    bool load(const QString &directory, const LessonCatalog &lessons);
    // As load(), then the exams written on this machine below
    // `authoredDirectory` (marked `authored`; the directory need not exist
    // yet). An authored exam whose id an installed one has is left out, a
    // problem: ids name one exam.
    bool load(const QString &directory, const LessonCatalog &lessons,
              const QString &authoredDirectory);

    const QString &directory() const { return directory_; }
    const QString &authoredDirectory() const { return authoredDirectory_; }
    const QList<ExamDefinition> &exams() const { return exams_; }
    const ExamDefinition *find(const QString &id) const;
    const QList<LessonProblem> &problems() const { return problems_; }

    // The exam files below `directory`, sorted so that every machine lists
    // them alike (*.schema.json is not an exam).
    static QStringList filesBelow(const QString &directory);

private:
    QString directory_;
    QString authoredDirectory_;
    QList<ExamDefinition> exams_;
    QList<LessonProblem> problems_;
};

} // namespace dt::lessons
