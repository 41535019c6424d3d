#pragma once

#include <QHash>
#include <QList>
#include <QString>
#include <optional>
#include <storage/records.h>

namespace dt::storage {

// A database of trainees, their attempts and every graded action.
//
// Each instance owns its own named QSqlDatabase connection, so several stores
// (or a store and a tool) can use one file at once. Like any Qt SQL connection
// it must be used only from the thread that opened it.
//
// Nothing throws. Operations return std::optional, bool, or (for queries) an
// empty container on failure, and lastError() then says what went wrong in
// words a person can act on; a successful call clears lastError().
class ProgressStore {
public:
    ProgressStore();
    ~ProgressStore();
    ProgressStore(const ProgressStore &) = delete;
    ProgressStore &operator=(const ProgressStore &) = delete;

    // See defaultdatabasepath.h.
    static QString defaultDatabasePath();

    // Opens (creating if missing) the SQLite database at `path` and brings its
    // schema up to date. Refuses, leaving the file exactly as it was: a file
    // that is not an SQLite database, a damaged one, an SQLite database of
    // another program, and one written by a newer Dealer Trainer. A database
    // locked by another program fails after busyTimeoutMs() instead of hanging.
    bool open(const QString &path);
    void close();
    bool isOpen() const { return m_open; }
    QString path() const { return m_path; }
    QString lastError() const { return m_lastError; }
    // The Qt SQL connection's name while open, for the storage tools that
    // work on the same database in their own transactions (progresstransfer.h).
    QString connectionName() const { return m_open ? m_connectionName : QString(); }

    // How long a statement waits for another connection's lock before failing
    // (3000 ms by default). Applies at once if open.
    void setBusyTimeoutMs(int milliseconds);
    int busyTimeoutMs() const { return m_busyTimeoutMs; }

    // The name is trimmed; empty or already taken names are refused.
    std::optional<qint64> createTrainee(const QString &name);
    // In creation order.
    QList<Trainee> trainees() const;
    bool renameTrainee(qint64 traineeId, const QString &name);

    // mode is kModePractice, kModeDrill or kModeExam.
    std::optional<qint64> startAttempt(qint64 traineeId, const QString &lessonId,
                                       const QString &lessonTitle, const QString &mode,
                                       qint64 seed);
    // Written at once in its own statement, so an action is durable as soon as
    // it is graded. Refused unless the attempt is in progress ("attempt 7 is
    // abandoned"), so nothing is added to an attempt that is over.
    bool recordAction(qint64 attemptId, const GradedActionRecord &action);
    // Completes an in-progress attempt.
    bool finishAttempt(qint64 attemptId, const AttemptSummary &summary);
    // Marks the trainee's in-progress attempts abandoned, counting actions,
    // errors and integrity errors from what was recorded; finishedAt becomes
    // the last action's time. Called when the trainee's profile is opened, so
    // an attempt cut short by a crash stays visible. The scenario of an exam
    // sitting in progress is left as it is: the sitting resumes it.
    // Returns how many were abandoned, or -1 on failure.
    int abandonUnfinishedAttempts(qint64 traineeId);
    // The trainee left this attempt before its end: it is kept, with the
    // counts of what was graded, as abandoned.
    bool abandonAttempt(qint64 attemptId);
    // Counts a hint at once, so it is kept even if the attempt is never finished.
    bool recordHint(qint64 attemptId);

    // Newest first; all lessons when lessonId is empty.
    QList<AttemptRecord> attempts(qint64 traineeId, const QString &lessonId = {}) const;
    // In seq order.
    QList<GradedActionRecord> actions(qint64 attemptId) const;
    // kStatusInProgress, kStatusCompleted or kStatusAbandoned; nullopt when
    // there is no such attempt or it cannot be read (lastError() then says why).
    std::optional<QString> attemptStatus(qint64 attemptId) const;
    // Keyed by lesson id; lessons never attempted are absent.
    QHash<QString, LessonProgress> lessonProgress(qint64 traineeId) const;
    // The trainee's newest `lastAttempts` attempts that are over (completed or
    // abandoned), oldest first, each with its graded actions: what mastery
    // reads (docs/mastery.md), and with kWholeHistory what a progress file
    // exports. One query. Empty on failure (lastError() then says why).
    static constexpr int kWholeHistory = -1;
    QList<AttemptHistory> traineeHistory(qint64 traineeId, int lastAttempts) const;

private:
    bool openConnection(const QString &path);
    bool requireOpen(const QString &operation) const;
    bool fail(const QString &message) const;
    bool succeed() const;

    QString m_connectionName;
    QString m_path;
    bool m_open = false;
    int m_busyTimeoutMs = 3000;
    mutable QString m_lastError;
};

} // namespace dt::storage
