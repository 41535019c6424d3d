#pragma once

#include <QObject>
#include <QString>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <optional>
#include <storage/examsittingstore.h>
#include <storage/resultchain.h>

namespace dt::ui {

class AppController;
class AttemptReplay;

// One exam sitting as an examiner reviews it before signing, or reads it
// once signed (docs/exams.md, "Reviewing a result"): who sat which exam and
// when, one row per scenario with its score, the total against the exam's
// pass criteria, and each scenario's attempt to replay on the table step by
// step. Made by ExamDesk::openReview() from ExamSittingStore::review(),
// which lets only an account allowed ReviewExam read a sitting's attempts.
class ExamReview : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("ExamReview is ExamDesk's `review`")

    // The sitting: id, examId, examTitle, traineeName, status, scenarios
    // (in the exam), begun, timeLimitMinutes, unlockedAt, startedAt,
    // finishedAt, deadline.
    Q_PROPERTY(QVariantMap sitting READ sitting CONSTANT)
    // One per scenario begun, in the order dealt: number (1, 2, ...),
    // lessonId, lessonTitle, seed, status (completed, abandoned), actions,
    // errors, accuracy (0..1), payoutErrors, integrityErrors, seconds (first
    // to last graded action, -1 without two timed actions), hands (-1 when
    // the attempt cannot be replayed to count them), kind ("table", or
    // "spot" for a spot-the-error exercise) and answers (a spot-the-error
    // exercise's, one row per stop or miss: spotanswerrows.h; else empty).
    Q_PROPERTY(QVariantList scenarios READ scenarios CONSTANT)
    // Over every scenario: actions, errors, accuracy, payoutErrors,
    // integrityErrors, seconds, hands, handsPerHour (-1 when not known).
    Q_PROPERTY(QVariantMap total READ total CONSTANT)
    // The exam's pass criteria, each {text, met, judged}: judged false when
    // it cannot be measured (hands an hour without times); then one per
    // spot-the-error exercise, its errors missed against its lesson's
    // maximumMissedErrors.
    Q_PROPERTY(QVariantList criteria READ criteria CONSTANT)
    // Every judged criterion met.
    Q_PROPERTY(bool criteriaMet READ criteriaMet CONSTANT)
    // Why the criteria could not be read (the exam as unlocked no longer
    // loads with the lessons installed); "" when they were.
    Q_PROPERTY(QString criteriaProblem READ criteriaProblem CONSTANT)
    // Signed into the chain: then the page is read-only.
    Q_PROPERTY(bool isSigned READ isSigned CONSTANT)
    // The signature: seq, passed, comment, examiner, keyFingerprint,
    // signedAt; empty when not signed.
    Q_PROPERTY(QVariantMap signature READ signature CONSTANT)

public:
    ExamReview(AppController &app, const dt::storage::SittingReview &review, QVariantMap sitting,
               const std::optional<dt::storage::SignedResult> &signature,
               QObject *parent = nullptr);

    qint64 sittingId() const { return m_sittingId; }
    QVariantMap sitting() const { return m_sitting; }
    QVariantList scenarios() const { return m_scenarios; }
    QVariantMap total() const { return m_total; }
    QVariantList criteria() const { return m_criteria; }
    bool criteriaMet() const { return m_criteriaMet; }
    QString criteriaProblem() const { return m_criteriaProblem; }
    bool isSigned() const { return !m_signature.isEmpty(); }
    QVariantMap signature() const { return m_signature; }

    // Scenario `index` (0-based) played back on the table, each action with
    // the grade it was given: the app's `replay`, or null (see the app's
    // lastError) when its lesson is no longer installed.
    Q_INVOKABLE dt::ui::AttemptReplay *replay(int index);

private:
    // The exam's criteria against the totals, from the exam file kept with
    // the sitting, decided by dt::decidePass() as a lesson's pass is.
    void judge(const QString &examJson, int begun, bool everyScenarioCompleted);

    AppController &m_app;
    qint64 m_sittingId = 0;
    QList<dt::storage::ProgressFileAttempt> m_attempts;
    QVariantMap m_sitting;
    QVariantList m_scenarios;
    QVariantMap m_total;
    QVariantList m_criteria;
    bool m_criteriaMet = false;
    QString m_criteriaProblem;
    QVariantMap m_signature;
    // Over the scenarios: for the hands-an-hour criterion.
    std::optional<int> m_hands;
    std::optional<qint64> m_elapsedMs;
    dt::storage::AttemptSummary m_summary;
};

} // namespace dt::ui
