#pragma once

#include <QString>
#include <optional>
#include <storage/accountstore.h>
#include <storage/examsittingstore.h>
#include <storage/progressstore.h>

namespace dt::testsupport {

// An exam of `scenarios` scenarios unlocked by `examiner` for `trainee`,
// sat to the end: each scenario three graded burns, the first `errors` of
// them wrong (Blackjack §5(e)(2), a major error with what was expected). The sitting's id, or
// nothing.
inline std::optional<qint64>
finishedSitting(storage::ExamSittingStore &sittings, storage::ProgressStore &store,
                const storage::SignedIn &examiner, const storage::SignedIn &trainee,
                qint64 traineeAccountId, const QString &examId, int scenarios, int errors) {
    using namespace storage;
    const ExamToUnlock exam{examId, QStringLiteral("Exam ") + examId,
                            QStringLiteral(R"({"title": "Exam %1"})").arg(examId), scenarios, 30};
    const std::optional<qint64> id = sittings.unlock(examiner, traineeAccountId, exam);
    if (!id || !sittings.start(trainee, *id)) {
        return std::nullopt;
    }
    for (int scenario = 0; scenario < scenarios; ++scenario) {
        const std::optional<qint64> attempt = sittings.beginScenario(
            trainee, *id, scenario, QStringLiteral("blackjack/09-basic-deal"),
            QStringLiteral("Basic deal"), 42 + scenario);
        if (!attempt) {
            return std::nullopt;
        }
        for (int seq = 1; seq <= 3; ++seq) {
            GradedActionRecord action;
            action.seq = seq;
            action.actionJson = QStringLiteral(R"({"type":"burn"})");
            const bool correct = seq > errors;
            action.verdict = correct ? QString(kVerdictCorrect) : QString(kVerdictError);
            action.message = correct ? QStringLiteral("Correct") : QStringLiteral("Burn first");
            if (!correct) {
                action.severity = QStringLiteral("major");
                action.citation = QStringLiteral("Blackjack §5(e)(2)");
                action.requirement = QStringLiteral("BJ-SHUF-10");
                action.expected = QStringLiteral(R"({"action":"burn_card","face":"down"})");
            }
            store.recordAction(*attempt, action);
        }
        store.finishAttempt(*attempt, {3, errors, (3.0 - errors) / 3.0, errors == 0});
    }
    if (!sittings.finish(trainee, *id)) {
        return std::nullopt;
    }
    return id;
}

} // namespace dt::testsupport
