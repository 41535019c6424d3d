#include "attemptreplay.h"

#include "tablecontroller.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QQmlEngine>
#include <algorithm>

namespace dt::ui {

AttemptReplay::AttemptReplay(const dt::lessons::Lesson &lesson,
                             const dt::storage::AttemptRecord &attempt,
                             QList<dt::storage::GradedActionRecord> actions,
                             const dt::lessons::RegulationLibrary *regulations, QObject *parent)
    : QObject(parent)
    , m_lesson(lesson)
    , m_actions(std::move(actions))
    , m_regulations(regulations)
    , m_startedAt(attempt.startedAt) {
    m_attempt = {{QStringLiteral("id"), attempt.id},
                 {QStringLiteral("lessonId"), attempt.lessonId},
                 {QStringLiteral("lessonTitle"), attempt.lessonTitle},
                 {QStringLiteral("mode"), attempt.mode},
                 {QStringLiteral("status"), attempt.status},
                 {QStringLiteral("startedAt"), attempt.startedAt},
                 {QStringLiteral("actions"), attempt.summary.actions},
                 {QStringLiteral("errors"), attempt.summary.errors},
                 {QStringLiteral("accuracy"), attempt.summary.accuracy},
                 {QStringLiteral("passed"), attempt.summary.passed}};
    restart();
}

void AttemptReplay::restart() {
    TableController *old = m_table;
    // No store: a replay records nothing. Practice mode, so the table shows
    // each replayed verdict where it happened.
    m_table = new TableController(m_lesson, nullptr, 0, 0, m_regulations,
                                  QString(dt::storage::kModePractice), this);
    QQmlEngine::setObjectOwnership(m_table, QQmlEngine::CppOwnership);
    m_step = 0;
    if (old != nullptr) {
        // QML may still be drawing it until it sees the new one.
        old->deleteLater();
    }
}

void AttemptReplay::seek(int step) {
    step = std::clamp(step, 0, length());
    if (step == m_step) {
        return;
    }
    if (step < m_step) {
        restart();
    }
    while (m_step < step) {
        const auto &stored = m_actions.at(m_step);
        const QVariantMap action =
            QJsonDocument::fromJson(stored.actionJson.toUtf8()).object().toVariantMap();
        const QVariantMap verdict = m_table->perform(action);
        const bool storedCorrect = stored.verdict == dt::storage::kVerdictCorrect;
        if (!verdict.value(QStringLiteral("graded"), true).toBool() ||
            verdict.value(QStringLiteral("correct")).toBool() != storedCorrect) {
            m_diverged = true;
        }
        ++m_step;
    }
    emit changed();
}

QVariantMap AttemptReplay::current() const {
    if (m_step == 0) {
        return {};
    }
    const auto &stored = m_actions.at(m_step - 1);
    const QVariantMap action =
        QJsonDocument::fromJson(stored.actionJson.toUtf8()).object().toVariantMap();
    const qint64 ms = m_startedAt.isValid() && stored.recordedAt.isValid()
                          ? m_startedAt.msecsTo(stored.recordedAt)
                          : 0;
    return {{QStringLiteral("seq"), stored.seq},
            {QStringLiteral("action"), action},
            // In words, as the table described it when it was replayed.
            {QStringLiteral("description"), m_table->lastVerdict().value(QStringLiteral("action"))},
            {QStringLiteral("correct"), stored.verdict == dt::storage::kVerdictCorrect},
            {QStringLiteral("severity"), stored.severity},
            {QStringLiteral("citation"), stored.citation},
            {QStringLiteral("requirement"), stored.requirement},
            {QStringLiteral("expected"), stored.expected},
            {QStringLiteral("message"), stored.message},
            {QStringLiteral("seconds"), static_cast<double>(ms) / 1000.0}};
}

} // namespace dt::ui
