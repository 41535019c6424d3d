#include "practicesession.h"

namespace dt::ui {

PracticeSession::PracticeSession(QObject *parent)
    : QObject(parent) {}

QString PracticeSession::progressText() const {
    return active() ? tr("%1 of %2").arg(position()).arg(count()) : QString();
}

QString PracticeSession::currentLessonId() const {
    return active() ? m_entries.at(m_index).lessonId : QString();
}

QString PracticeSession::currentTitle() const {
    return active() ? m_entries.at(m_index).title : QString();
}

QString PracticeSession::currentReason() const {
    return active() ? m_entries.at(m_index).reason : QString();
}

QString PracticeSession::nextTitle() const {
    return hasNext() ? m_entries.at(m_index + 1).title : QString();
}

void PracticeSession::start(const QString &title, const QList<Entry> &entries) {
    m_title = title;
    m_entries = entries;
    m_index = 0;
    emit changed();
}

QString PracticeSession::advance() {
    if (!hasNext()) {
        leave();
        return {};
    }
    ++m_index;
    emit changed();
    return currentLessonId();
}

void PracticeSession::leave() {
    if (m_entries.isEmpty()) {
        return;
    }
    m_entries.clear();
    m_index = 0;
    emit changed();
}

} // namespace dt::ui
