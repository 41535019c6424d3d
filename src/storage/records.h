#pragma once

#include <QDateTime>
#include <QLatin1StringView>
#include <QList>
#include <QString>
#include <QtGlobal>

// Plain values read from and written to the progress store. They carry no
// behaviour so the UI and the CLI can copy them freely.
namespace dt::storage {

// attempts.mode. Checked in C++ rather than by a CHECK constraint: modes grow
// with the product and SQLite cannot change a CHECK without rebuilding the table.
inline constexpr QLatin1StringView kModePractice{"practice"};
inline constexpr QLatin1StringView kModeDrill{"drill"};
inline constexpr QLatin1StringView kModeExam{"exam"};

// attempts.status.
inline constexpr QLatin1StringView kStatusInProgress{"in_progress"};
inline constexpr QLatin1StringView kStatusCompleted{"completed"};
inline constexpr QLatin1StringView kStatusAbandoned{"abandoned"};

// graded_actions.verdict.
inline constexpr QLatin1StringView kVerdictCorrect{"correct"};
inline constexpr QLatin1StringView kVerdictError{"error"};

struct Trainee {
    qint64 id = 0;
    QString name;
    QDateTime createdAt; // UTC

    friend bool operator==(const Trainee &, const Trainee &) = default;
};

// One action the referee graded, as it happened. Empty severity, citation,
// requirement and expected are stored as NULL (a correct action has no
// severity or expected; citation and requirement name the rule followed or broken).
struct GradedActionRecord {
    int seq = 0;        // order within the attempt, unique per attempt
    QString actionJson; // the action's stable JSON form, for replay and transcripts
    QString verdict;    // kVerdictCorrect or kVerdictError
    QString severity;
    QString citation;    // Citation::text(), e.g. "Blackjack §5(e)(2)"
    QString requirement; // the rule's requirement id (regulations/checklist), e.g. "BJ-OPEN-01"
    QString expected;
    QString message;
    QDateTime recordedAt; // UTC, millisecond precision; invalid means "now" when recording

    friend bool operator==(const GradedActionRecord &, const GradedActionRecord &) = default;
};

struct AttemptSummary {
    int actions = 0;
    int errors = 0;
    double accuracy = 0.0; // fraction of correct actions, 0..1
    bool passed = false;
    int integrityErrors = 0; // errors of severity "integrity" (included in errors)
    int payoutErrors = 0;    // errors of severity "payout" (included in errors)

    friend bool operator==(const AttemptSummary &, const AttemptSummary &) = default;
};

struct AttemptRecord {
    qint64 id = 0;
    qint64 traineeId = 0;
    QString lessonId;
    QString lessonTitle;
    QString mode;
    qint64 seed = 0;
    QDateTime startedAt;
    QDateTime finishedAt; // invalid while in progress
    QString status;       // kStatusInProgress, kStatusCompleted or kStatusAbandoned
    int hintsUsed = 0;    // "what should I do?" asked during the attempt
    // Zero while in progress. For an abandoned attempt: counted from its graded
    // actions, passed is false.
    AttemptSummary summary;
    // Unique across stations: a progress file imported twice adds the attempt
    // once (docs/progress-file.md). Opaque text, set by startAttempt.
    QString uid;

    friend bool operator==(const AttemptRecord &, const AttemptRecord &) = default;
};

// One trainee's standing in one lesson, across all attempts.
struct LessonProgress {
    QString lessonId;
    int attempts = 0;          // every attempt, whatever its status
    int completed = 0;         // attempts finished normally
    bool passed = false;       // some completed attempt passed
    double bestAccuracy = 0.0; // best over completed attempts, 0 if none
    QDateTime lastAttemptAt;   // start of the newest attempt

    friend bool operator==(const LessonProgress &, const LessonProgress &) = default;
};

// One past attempt with its graded actions (ProgressStore::traineeHistory).
struct AttemptHistory {
    AttemptRecord attempt;
    QList<GradedActionRecord> actions; // in seq order

    friend bool operator==(const AttemptHistory &, const AttemptHistory &) = default;
};

} // namespace dt::storage
