#pragma once

#include "lesson.h"
#include "lessoncourse.h"
#include "lessonproblem.h"

#include <QList>
#include <QString>

namespace dt::lessons {

// The shipped curriculum: the lessons that lessons/index.json lists, course
// by course, with everything wrong in the index or the lesson files.
class LessonCatalog {
public:
    // $DT_LESSONS_DIR if set; else <applicationDirPath>/../share/dealer-trainer/lessons
    // when it exists (an installed build); else the source tree's lessons/.
    static QString defaultDirectory();

    // Reads <directory>/index.json and every lesson it lists. Returns true when
    // there are no problems; lessons() then holds every listed lesson. Lessons
    // with problems are left out of lessons() and explained in problems().
    // The lessons' sections are looked up in `regulationsDirectory`'s texts
    // (empty: RegulationLibrary::defaultDirectory(); see parseLesson()).
    bool load(const QString &directory, const QString &regulationsDirectory = QString());

    const QString &directory() const { return directory_; }
    const QList<LessonCourse> &courses() const { return courses_; }
    // In course order, then lesson order within the course.
    const QList<Lesson> &lessons() const { return lessons_; }
    const Lesson *find(const QString &id) const;
    // The title of the course that lists the lesson; empty when none does.
    QString courseTitleOf(const QString &lessonId) const;
    const QList<LessonProblem> &problems() const { return problems_; }

private:
    QString directory_;
    QList<LessonCourse> courses_;
    QList<Lesson> lessons_;
    QList<LessonProblem> problems_;
};

} // namespace dt::lessons
