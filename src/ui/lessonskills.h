#pragma once

#include <QHash>
#include <QList>
#include <QString>
#include <core/mastery/skill_catalogue.h>
#include <future>
#include <lessons/lesson.h>
#include <string>
#include <vector>

namespace dt::ui {

// Which skills each lesson exercises (docs/mastery.md, "Lessons and
// skills"): read from the lesson's reference play, never written by hand.
// Playing every lesson's reference is most of the first mastery refresh's
// time, so it is computed once per catalogue on a worker thread, started as
// soon as the lessons are loaded; the GUI thread waits for it only when it
// asks before the work is done.
using LessonSkillMap = QHash<QString, std::vector<std::string>>;

// The graded inputs of a lesson's reference play: for a table, the
// referee's first expectation at every step; for a payout drill, an exact
// answer to each wager of a question of each situation, at the lesson's
// difficulty and from its table.
std::vector<dt::mastery::GradedActionInput> referencePlay(const dt::lessons::Lesson &lesson);
// The ids of the skills that play exercises, in catalogue order.
std::vector<std::string> lessonSkills(const dt::lessons::Lesson &lesson);

class LessonSkills {
public:
    // Starts computing the skills of `lessons` (a copy: the worker shares
    // nothing with the GUI thread) on a thread of its own.
    void compute(QList<dt::lessons::Lesson> lessons);
    // The skills by lesson id; waits for the work if it is still running.
    // Empty before compute().
    const LessonSkillMap &skills();

private:
    std::future<LessonSkillMap> m_work;
    LessonSkillMap m_skills;
};

} // namespace dt::ui
