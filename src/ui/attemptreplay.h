#pragma once

#include <QList>
#include <QObject>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <lessons/lesson.h>
#include <storage/records.h>

namespace dt::lessons {
class RegulationLibrary;
}

namespace dt::ui {

class TableController;

// A past attempt played back on the table, one graded action at a time, each
// with the grade it was given when it was performed. The table is the
// lesson's own, dealt again from its seed with the stored actions; nothing is
// recorded. Should the lesson have changed since and grade a step otherwise,
// `diverged` says so: the stored grade is the one shown.
class AttemptReplay : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("AttemptReplay is created by AppController.openReplay()")

    // The table after `step` actions (a new one after a step back).
    Q_PROPERTY(dt::ui::TableController *table READ table NOTIFY changed)
    // How many of the attempt's actions are on the table: 0 (none) .. length.
    Q_PROPERTY(int step READ step NOTIFY changed)
    Q_PROPERTY(int length READ length CONSTANT)
    // The attempt: lessonId, lessonTitle, mode, status, startedAt, actions,
    // errors, accuracy, passed.
    Q_PROPERTY(QVariantMap attempt READ attempt CONSTANT)
    // The last action replayed as it was graded: seq, action (its JSON
    // form), description (in words), correct, severity, citation, requirement, expected, message,
    // seconds (since the attempt started); empty at step 0.
    Q_PROPERTY(QVariantMap current READ current NOTIFY changed)
    // Some step replayed so far was graded otherwise than it was stored.
    Q_PROPERTY(bool diverged READ diverged NOTIFY changed)

public:
    AttemptReplay(const dt::lessons::Lesson &lesson, const dt::storage::AttemptRecord &attempt,
                  QList<dt::storage::GradedActionRecord> actions,
                  const dt::lessons::RegulationLibrary *regulations, QObject *parent = nullptr);

    TableController *table() const { return m_table; }
    int step() const { return m_step; }
    int length() const { return static_cast<int>(m_actions.size()); }
    QVariantMap attempt() const { return m_attempt; }
    QVariantMap current() const;
    bool diverged() const { return m_diverged; }

    Q_INVOKABLE void next() { seek(m_step + 1); }
    Q_INVOKABLE void previous() { seek(m_step - 1); }
    Q_INVOKABLE void first() { seek(0); }
    Q_INVOKABLE void last() { seek(length()); }
    // Shows the table after `step` actions (clamped to 0..length).
    Q_INVOKABLE void seek(int step);

signals:
    void changed();

private:
    // A fresh table at the lesson's start.
    void restart();

    dt::lessons::Lesson m_lesson;
    QList<dt::storage::GradedActionRecord> m_actions;
    const dt::lessons::RegulationLibrary *m_regulations;
    QVariantMap m_attempt;
    QDateTime m_startedAt;
    TableController *m_table = nullptr;
    int m_step = 0;
    bool m_diverged = false;
};

} // namespace dt::ui
