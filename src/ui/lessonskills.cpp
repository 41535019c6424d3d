#include "lessonskills.h"

#include <core/drills/side_wager_payouts.h>
#include <core/mastery/lesson_skills.h>

namespace dt::ui {

std::vector<dt::mastery::GradedActionInput> referencePlay(const dt::lessons::Lesson &lesson) {
    if (lesson.isDrill()) {
        const dt::lessons::DrillSpec &drill = *lesson.drill;
        return dt::mastery::referenceDrillAnswers(
            drill.situations, drill.difficulty,
            drill.table.value_or(dt::drills::defaultDrillTable()), drill.targetSeconds,
            drill.baccaratTable.value_or(dt::baccarat::TableRules{}));
    }
    return dt::mastery::referenceActions(lesson.scenario);
}

std::vector<std::string> lessonSkills(const dt::lessons::Lesson &lesson) {
    return dt::mastery::skillsExercised(referencePlay(lesson));
}

void LessonSkills::compute(QList<dt::lessons::Lesson> lessons) {
    m_skills.clear();
    m_work = std::async(std::launch::async, [lessons = std::move(lessons)] {
        LessonSkillMap skills;
        for (const dt::lessons::Lesson &lesson : lessons) {
            skills.insert(lesson.id, lessonSkills(lesson));
        }
        return skills;
    });
}

const LessonSkillMap &LessonSkills::skills() {
    if (m_work.valid()) {
        m_skills = m_work.get();
    }
    return m_skills;
}

} // namespace dt::ui
