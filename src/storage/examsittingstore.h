#pragma once

#include <QDateTime>
#include <QList>
#include <QString>
#include <QVariantMap>
#include <functional>
#include <optional>
#include <storage/progressfile.h>

namespace dt::storage {

class AccountStore;
class ProgressStore;
class SignedIn;

// exam_sittings.status.
inline constexpr QLatin1StringView kSittingUnlocked{"unlocked"};
inline constexpr QLatin1StringView kSittingInProgress{"in_progress"};
inline constexpr QLatin1StringView kSittingCompleted{"completed"};
inline constexpr QLatin1StringView kSittingInterrupted{"interrupted"};

// What an examiner unlocks: an exam as loaded (lessons/exam.h), kept whole.
struct ExamToUnlock {
    QString id;
    QString title;
    QString json; // the exam file's text
    int scenarios = 0;
    int timeLimitMinutes = 0;
};

// One exam unlocked for one trainee, and how far it went.
struct ExamSitting {
    qint64 id = 0;
    QString examId;
    QString examTitle;
    QString examJson;
    int scenarios = 0;
    int timeLimitMinutes = 0;
    qint64 traineeAccountId = 0;
    qint64 unlockedBy = 0;
    QDateTime unlockedAt;
    QDateTime startedAt;      // invalid until started
    QDateTime finishedAt;     // invalid while not over
    QString status;           // kSitting...
    QList<qint64> attemptIds; // one per scenario begun, in order

    // When the time is up; invalid until started.
    QDateTime deadline() const;
    friend bool operator==(const ExamSitting &, const ExamSitting &) = default;
};

// A sitting that is over, with every scenario begun: its attempt (ids kept)
// and graded actions, in the order dealt. What an examiner reviews.
struct SittingReview {
    ExamSitting sitting;
    QList<ProgressFileAttempt> scenarios;
};

// Exams unlocked for trainees and sat by them (docs/exams.md). Every step
// is checked here against the signed-in account (roles.h): an examiner
// unlocks, only the trainee it was unlocked for sits it, nobody restarts
// one. A sitting cut short by a crash is resumed where it stopped while its
// time lasts, and marked interrupted once its time is up: never lost, never
// restarted. Uses the ProgressStore's connection.
class ExamSittingStore {
public:
    ExamSittingStore(ProgressStore &store, AccountStore &accounts);
    // The clock the time limits are read by (storageNow() unless set).
    void setClock(std::function<QDateTime()> now);

    std::optional<qint64> unlock(const SignedIn &examiner, qint64 traineeAccountId,
                                 const ExamToUnlock &exam);
    // The trainee's sittings not over (unlocked or in progress), oldest
    // first. In-progress ones whose time is up are marked interrupted first.
    QList<ExamSitting> openSittings(const SignedIn &trainee);
    // For an examiner: the sittings over (completed or interrupted) and not
    // signed yet, oldest first. In-progress ones whose time is up are marked
    // interrupted first.
    QList<ExamSitting> sittingsToSign(const SignedIn &examiner);
    // For the trainee it was unlocked for, an examiner or an instructor.
    std::optional<ExamSitting> sitting(const SignedIn &who, qint64 sittingId) const;

    // For an account allowed ReviewExam (an examiner): a sitting that is
    // over (completed or interrupted, signed or not) with every scenario's
    // attempt and graded actions. One in progress whose time is up is marked
    // interrupted first; one still being sat is refused, as is anyone else.
    std::optional<SittingReview> review(const SignedIn &examiner, qint64 sittingId);

    // The trainee starts an unlocked sitting: the clock starts.
    bool start(const SignedIn &trainee, qint64 sittingId);
    // The attempt of scenario `scenario` (0-based, in order, each once),
    // begun in exam mode: its id.
    std::optional<qint64> beginScenario(const SignedIn &trainee, qint64 sittingId, int scenario,
                                        const QString &lessonId, const QString &lessonTitle,
                                        qint64 seed);
    // Every scenario dealt (or the time is up): the sitting is over.
    bool finish(const SignedIn &trainee, qint64 sittingId);
    // The scenario in progress cannot be resumed (its record no longer
    // replays on the lesson installed): the sitting is over, interrupted,
    // that scenario abandoned with what was graded, to be reviewed and
    // signed like one whose time ran out. Never sat again.
    bool interrupt(const SignedIn &trainee, qint64 sittingId);

    QString lastError() const { return m_lastError; }

private:
    bool fail(const QString &message) const;
    // Fails with `what` followed by the reason ("there is no such sitting").
    std::optional<ExamSitting> read(qint64 sittingId, const QString &what) const;
    // The ids of the sittings matching `where` (with `values` bound), in order.
    std::optional<QList<qint64>> sittingIds(const QString &where, const QVariantMap &values,
                                            const QString &what) const;
    std::optional<ExamSitting> ownOpenSitting(const SignedIn &trainee, qint64 sittingId,
                                              const QString &what);
    bool setStatus(qint64 sittingId, const QString &status, const QString &timeColumn,
                   const QString &what);
    bool interruptIfTimeIsUp(ExamSitting &sitting);
    // Ends the trainee's sitting in progress with `status` (finish, interrupt).
    bool close(const SignedIn &trainee, qint64 sittingId, const QString &status,
               const QString &what);

    ProgressStore &m_store;
    AccountStore &m_accounts;
    std::function<QDateTime()> m_now;
    mutable QString m_lastError;
};

} // namespace dt::storage
