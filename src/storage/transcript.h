#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>
#include <storage/records.h>

// A signed exam result read back as a plain value: what a transcript prints
// (the PDF, src/transcript) and what the school's records keep (the CSV,
// resultscsv.h). Read from the signed record itself (docs/exam-integrity.md),
// never from the live tables, so it shows exactly what the examiner signed.
namespace dt::storage {

class ResultChain;

// One scenario of the sitting: its attempt as signed, every graded action.
struct TranscriptScenario {
    int number = 0; // 1, 2, ... in the order dealt
    QString lessonId;
    QString lessonTitle;
    qint64 seed = 0;
    QString status; // the attempt's: completed, abandoned, in_progress
    QDateTime startedAt;
    QDateTime finishedAt; // invalid when the sitting stopped during it
    AttemptSummary summary;
    // From the first to the last graded action; none without two timed actions.
    std::optional<qint64> elapsedMs;
    // The players' hands dealt, and per hour over elapsedMs. The record does
    // not hold them: they come from replaying the actions on the lesson
    // (src/transcript/scenariohands.h); none when that could not be done.
    std::optional<int> hands;
    std::optional<double> handsPerHour;
    QList<GradedActionRecord> actions; // in seq order
};

// One error action with the scenario it was made in.
struct TranscriptError {
    int scenario = 0; // TranscriptScenario::number
    GradedActionRecord action;
};

struct Transcript {
    // Where the result sits in the chain.
    int seq = 0;
    QString rowHash;
    // Set by readTranscript() after verifying the whole chain.
    bool chainVerified = false;
    int chainResults = 0;

    QString traineeName;
    QString traineeUsername;
    qint64 sittingId = 0;
    QString examId;
    QString examTitle;
    QString examDescription;
    QJsonObject passCriteria; // the exam file's "pass" object, as unlocked
    int timeLimitMinutes = 0;
    QString sittingStatus; // completed or interrupted
    QString unlockedBy;    // user name
    QDateTime unlockedAt;
    QDateTime startedAt;
    QDateTime finishedAt;

    QString examinerName;
    QString examinerUsername;
    QString keyFingerprint;
    bool passed = false;
    QString comment;
    QDateTime signedAt;

    QList<TranscriptScenario> scenarios;
    // Over the whole sitting: hands() over elapsedMs(); set with each
    // scenario's, none when a scenario's hands are not known.
    std::optional<double> handsPerHour;

    // Over every scenario: counts summed, accuracy over all actions.
    AttemptSummary total() const;
    // The scenarios' elapsed times summed; none when none was timed.
    std::optional<qint64> elapsedMs() const;
    // Summed when every scenario's hands are known.
    std::optional<int> hands() const;
    // Every error action, scenario by scenario, in seq order.
    QList<TranscriptError> errors() const;
};

// From the first to the last graded action with a time, in milliseconds
// (a scenario's elapsedMs); none without a timed action.
std::optional<qint64> gradedSpanMs(const QList<GradedActionRecord> &actions);

// The transcript of one signed record (exam_results.record_json); nullopt
// with `error` naming what is wrong when the record is not a signed result
// this program reads. chainVerified stays false.
std::optional<Transcript> transcriptFromRecord(int seq, const QString &record,
                                               const QString &rowHash, QString &error);

// Why no transcript was read.
struct TranscriptReadFailure {
    QString message;
    bool chainBroken = false; // verify() found a row edited, deleted or inserted
};

// Every signed result, in seq order, after verify() found the chain intact;
// nullopt with `failure` saying why (the database, a broken chain naming
// each finding, an unreadable record).
std::optional<QList<Transcript>> readVerifiedTranscripts(const ResultChain &chain,
                                                         TranscriptReadFailure &failure);
// The one of exam sitting `sittingId`; nullopt when the chain does not
// verify or the sitting has no signed result.
std::optional<Transcript> readVerifiedTranscript(const ResultChain &chain, qint64 sittingId,
                                                 TranscriptReadFailure &failure);

} // namespace dt::storage
