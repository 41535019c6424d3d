#pragma once

#include <QHash>
#include <QList>
#include <QString>
#include <core/mastery/skill_catalogue.h>
#include <lessons/lesson.h>
#include <memory>
#include <string>
#include <vector>

class QThread;

namespace dt::ui {

// Which skills each lesson exercises (docs/mastery.md, "Lessons and
// skills"): read from the lesson's reference play, never written by hand.
// Playing every lesson's reference is most of the first mastery refresh's
// time (about 100 ms of CPU for the shipped lessons), so it is computed once
// per catalogue on a worker thread, started as soon as the lessons are
// loaded. That thread runs at idle priority: the start-up, which has the
// same processors to share, goes first (docs/performance.md). A GUI thread
// that asks before the work is done does not wait on an idle thread: it
// plays the lessons the worker has not started itself.
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
    LessonSkills();
    ~LessonSkills();
    LessonSkills(const LessonSkills &) = delete;
    LessonSkills &operator=(const LessonSkills &) = delete;

    // Starts computing the skills of `lessons` (a copy: the worker shares
    // nothing else with the GUI thread) on a thread of its own.
    void compute(QList<dt::lessons::Lesson> lessons);
    // The skills by lesson id, finishing the work with the worker if it is
    // not done yet. Empty before compute().
    const LessonSkillMap &skills();

private:
    struct Work;
    // Cancels the work not started and waits for the worker to finish the
    // lesson in hand.
    void stopWorker();

    std::shared_ptr<Work> m_work;
    std::unique_ptr<QThread> m_worker;
    LessonSkillMap m_skills;
};

} // namespace dt::ui
