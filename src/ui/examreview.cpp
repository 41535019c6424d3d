#include "examreview.h"

#include "appcontroller.h"
#include "attemptreplay.h"
#include "spotanswerrows.h"

#include <core/pass_criteria.h>
#include <core/speed_targets.h>
#include <lessons/examparser.h>
#include <storage/records.h>
#include <storage/transcript.h>
#include <transcript/scenariohands.h>

namespace dt::ui {

namespace {

QVariantMap criterion(const QString &text, bool met, bool judged = true) {
    return {{QStringLiteral("text"), text},
            {QStringLiteral("met"), met},
            {QStringLiteral("judged"), judged}};
}

QString percent(double fraction) {
    return QString::number(fraction * 100.0, 'f', 1) + QLatin1Char('%');
}

} // namespace

ExamReview::ExamReview(AppController &app, const dt::storage::SittingReview &review,
                       QVariantMap sitting,
                       const std::optional<dt::storage::SignedResult> &signature, QObject *parent)
    : QObject(parent)
    , m_app(app)
    , m_sittingId(review.sitting.id)
    , m_attempts(review.scenarios)
    , m_sitting(std::move(sitting)) {
    bool everyScenarioCompleted = true;
    bool handsKnown = true;
    int hands = 0;
    for (qsizetype i = 0; i < m_attempts.size(); ++i) {
        const dt::storage::AttemptRecord &attempt = m_attempts.at(i).attempt;
        const QList<dt::storage::GradedActionRecord> &actions = m_attempts.at(i).actions;
        const dt::storage::AttemptSummary &summary = attempt.summary;
        everyScenarioCompleted =
            everyScenarioCompleted && attempt.status == QString(dt::storage::kStatusCompleted);
        const std::optional<qint64> elapsed = dt::storage::gradedSpanMs(actions);
        if (elapsed) {
            m_elapsedMs = m_elapsedMs.value_or(0) + *elapsed;
        }
        // The record keeps no hands: the table counts them as it deals, so
        // the actions are dealt again (as the transcript does).
        std::optional<int> scenarioHands;
        const dt::lessons::Lesson *lesson = app.catalog().find(attempt.lessonId);
        if (lesson != nullptr) {
            QString error;
            scenarioHands = dt::transcript::replayedHands(*lesson, attempt.seed, actions, error);
        }
        // A spot-the-error exercise's answers are listed rather than replayed.
        const bool spot = lesson != nullptr && lesson->isSpotTheError();
        handsKnown = handsKnown && scenarioHands.has_value();
        hands += scenarioHands.value_or(0);
        m_summary.actions += summary.actions;
        m_summary.errors += summary.errors;
        m_summary.payoutErrors += summary.payoutErrors;
        m_summary.integrityErrors += summary.integrityErrors;
        m_scenarios.append(QVariantMap{
            {QStringLiteral("number"), int(i) + 1},
            {QStringLiteral("lessonId"), attempt.lessonId},
            {QStringLiteral("lessonTitle"), attempt.lessonTitle},
            {QStringLiteral("seed"), QString::number(attempt.seed)},
            {QStringLiteral("status"), attempt.status},
            {QStringLiteral("actions"), summary.actions},
            {QStringLiteral("errors"), summary.errors},
            {QStringLiteral("accuracy"), summary.accuracy},
            {QStringLiteral("payoutErrors"), summary.payoutErrors},
            {QStringLiteral("integrityErrors"), summary.integrityErrors},
            {QStringLiteral("seconds"), elapsed ? double(*elapsed) / 1000.0 : -1.0},
            {QStringLiteral("hands"), scenarioHands.value_or(-1)},
            {QStringLiteral("kind"), spot ? QStringLiteral("spot") : QStringLiteral("table")},
            {QStringLiteral("answers"), spot ? spotAnswerRows(actions) : QVariantList()}});
    }
    m_summary.accuracy = m_summary.actions > 0
                             ? double(m_summary.actions - m_summary.errors) / m_summary.actions
                             : 0.0;
    if (handsKnown) {
        m_hands = hands;
    }
    const std::optional<double> perHour =
        m_hands ? handsPerHour(*m_hands, m_elapsedMs) : std::nullopt;
    m_total = {{QStringLiteral("actions"), m_summary.actions},
               {QStringLiteral("errors"), m_summary.errors},
               {QStringLiteral("accuracy"), m_summary.accuracy},
               {QStringLiteral("payoutErrors"), m_summary.payoutErrors},
               {QStringLiteral("integrityErrors"), m_summary.integrityErrors},
               {QStringLiteral("seconds"), m_elapsedMs ? double(*m_elapsedMs) / 1000.0 : -1.0},
               {QStringLiteral("hands"), m_hands.value_or(-1)},
               {QStringLiteral("handsPerHour"), perHour.value_or(-1.0)}};
    judge(review.sitting.examJson, static_cast<int>(m_attempts.size()),
          everyScenarioCompleted && m_attempts.size() == review.sitting.scenarios);
    if (signature) {
        m_signature = {{QStringLiteral("seq"), signature->seq},
                       {QStringLiteral("passed"), signature->passed},
                       {QStringLiteral("comment"), signature->comment},
                       {QStringLiteral("examiner"), signature->examiner},
                       {QStringLiteral("keyFingerprint"), signature->keyFingerprint},
                       {QStringLiteral("signedAt"), signature->signedAt}};
    }
}

void ExamReview::judge(const QString &examJson, int begun, bool everyScenarioCompleted) {
    // As unlocked: the exam file kept with the sitting, its lessons as installed.
    const dt::lessons::ExamLoadResult loaded = dt::lessons::parseExam(
        examJson.toUtf8(), tr("exam sitting %1").arg(m_sittingId),
        m_sitting.value(QStringLiteral("examId")).toString(), m_app.catalog());
    if (!loaded.exam) {
        QStringList problems;
        for (const auto &problem : loaded.problems) {
            problems.append(problem.text());
        }
        m_criteriaProblem = tr("The exam's pass criteria cannot be read with the lessons "
                               "installed: %1")
                                .arg(problems.join(QStringLiteral("; ")));
        return;
    }
    const dt::PassCriteria &pass = loaded.exam->pass;
    // Each spot-the-error exercise begun, against its lesson's allowance.
    std::vector<dt::MissedErrors> exercises;
    QList<int> exerciseScenarios; // their 0-based scenario numbers
    for (qsizetype i = 0; i < m_attempts.size() && i < loaded.exam->scenarios.size(); ++i) {
        const dt::lessons::Lesson &lesson = loaded.exam->scenarios.at(i).lesson;
        if (lesson.spotTheError) {
            exercises.push_back(
                {missedErrors(m_attempts.at(i).actions), lesson.spotTheError->maximumMissedErrors});
            exerciseScenarios.append(static_cast<int>(i));
        }
    }
    // Decided as a lesson's pass is (core/pass_criteria.h), over every scenario.
    const dt::PassDecision decision = dt::decidePass(
        pass, {everyScenarioCompleted, m_summary.accuracy, m_summary.integrityErrors,
               m_summary.payoutErrors, m_hands ? handsPerHour(*m_hands, m_elapsedMs) : std::nullopt,
               exercises});
    const int scenarios = m_sitting.value(QStringLiteral("scenarios")).toInt();
    m_criteria.append(criterion(tr("Every scenario dealt to its end: %1 of %2 begun%3")
                                    .arg(begun)
                                    .arg(scenarios)
                                    .arg(decision.complete ? QString() : tr(", not all completed")),
                                decision.complete));
    m_criteria.append(
        criterion(tr("Accuracy at least %1: %2")
                      .arg(percent(pass.minimumAccuracy), percent(m_summary.accuracy)),
                  decision.accuracyMet));
    m_criteria.append(criterion(tr("Integrity errors at most %1: %2")
                                    .arg(pass.maximumIntegrityErrors)
                                    .arg(m_summary.integrityErrors),
                                decision.integrityErrorsMet));
    if (decision.payoutErrorsMet) { // only when the exam limits them
        m_criteria.append(criterion(tr("Payout errors at most %1: %2")
                                        .arg(*pass.maximumPayoutErrors)
                                        .arg(m_summary.payoutErrors),
                                    *decision.payoutErrorsMet));
    }
    if (pass.minimumHandsPerHour) {
        m_criteria.append(criterion(QString::fromStdString(handsPerHourText(decision.handsPerHour)),
                                    decision.handsPerHour.met, decision.handsPerHour.judged));
    }
    for (std::size_t k = 0; k < exercises.size(); ++k) {
        m_criteria.append(criterion(tr("Scenario %1, errors missed at most %2: %3")
                                        .arg(exerciseScenarios.at(static_cast<qsizetype>(k)) + 1)
                                        .arg(exercises[k].allowed)
                                        .arg(exercises[k].missed),
                                    decision.missedErrorsMet[k]));
    }
    m_criteriaMet = decision.passed;
}

AttemptReplay *ExamReview::replay(int index) {
    if (index < 0 || index >= m_attempts.size()) {
        return nullptr;
    }
    const dt::storage::ProgressFileAttempt &entry = m_attempts.at(index);
    return m_app.showReplay(entry.attempt, entry.actions);
}

} // namespace dt::ui
