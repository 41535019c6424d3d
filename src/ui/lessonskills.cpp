#include "lessonskills.h"

#include <QThread>
#include <atomic>
#include <condition_variable>
#include <core/drills/side_wager_payouts.h>
#include <core/mastery/lesson_skills.h>
#include <mutex>

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

// The lessons to play, shared by the worker and the GUI thread: each takes
// the next lesson nobody has started, until none is left.
struct LessonSkills::Work {
    explicit Work(QList<dt::lessons::Lesson> toPlay)
        : lessons(std::move(toPlay))
        , skills(static_cast<std::size_t>(lessons.size())) {}

    // Plays lessons until every one is started (by this thread or another).
    void run() {
        for (qsizetype i = next.fetch_add(1); i < lessons.size(); i = next.fetch_add(1)) {
            skills[static_cast<std::size_t>(i)] = lessonSkills(lessons.at(i));
            const std::lock_guard lock(mutex);
            ++finished;
            finishedChanged.notify_all();
        }
    }
    // Leaves the lessons not started unplayed.
    void cancel() { next.store(lessons.size()); }
    void waitUntilAllFinished() {
        std::unique_lock lock(mutex);
        finishedChanged.wait(lock, [this] { return finished == lessons.size(); });
    }

    const QList<dt::lessons::Lesson> lessons;
    // By index in `lessons`; each written by the thread that played it, read
    // once every lesson is finished (under `mutex`).
    std::vector<std::vector<std::string>> skills;
    std::atomic<qsizetype> next{0};
    std::mutex mutex;
    std::condition_variable finishedChanged;
    qsizetype finished = 0; // guarded by `mutex`
};

LessonSkills::LessonSkills() = default;

LessonSkills::~LessonSkills() {
    stopWorker();
}

void LessonSkills::stopWorker() {
    if (m_work) {
        m_work->cancel();
    }
    if (m_worker) {
        m_worker->wait();
        m_worker.reset();
    }
}

void LessonSkills::compute(QList<dt::lessons::Lesson> lessons) {
    stopWorker();
    m_skills.clear();
    m_work = std::make_shared<Work>(std::move(lessons));
    m_worker.reset(QThread::create([work = m_work] { work->run(); }));
    m_worker->setObjectName(QStringLiteral("Lesson skills"));
    // Idle priority: only a processor nothing else wants plays the lessons.
    m_worker->start(QThread::IdlePriority);
}

const LessonSkillMap &LessonSkills::skills() {
    if (m_work) {
        m_work->run();
        m_work->waitUntilAllFinished();
        for (qsizetype i = 0; i < m_work->lessons.size(); ++i) {
            m_skills.insert(m_work->lessons.at(i).id,
                            std::move(m_work->skills[static_cast<std::size_t>(i)]));
        }
        m_work.reset();
        stopWorker();
    }
    return m_skills;
}

} // namespace dt::ui
