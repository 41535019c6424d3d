#include "transcript.h"

#include "progressfile.h"
#include "resultchain.h"
#include "timestamps.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <algorithm>

namespace dt::storage {

namespace {

QString text(const QJsonObject &object, const char *key) {
    return object.value(QLatin1String(key)).toString();
}

QDateTime time(const QJsonObject &object, const char *key) {
    return fromStorageTimestamp(object.value(QLatin1String(key)).toString());
}

// A scenario as the record holds it: the progress file's attempt object
// (progressfile.h), which may be in progress when the sitting was cut short.
// Its actions are read as a progress file's are; nullopt with `error` naming
// the first one that is not ("$.scenarios[0].actions[2].verdict: ...").
std::optional<TranscriptScenario> scenarioFrom(int number, const QJsonObject &object,
                                               QString &error) {
    TranscriptScenario scenario;
    scenario.number = number;
    scenario.lessonId = text(object, "lessonId");
    scenario.lessonTitle = text(object, "lessonTitle");
    scenario.seed = text(object, "seed").toLongLong();
    scenario.status = text(object, "status");
    scenario.startedAt = time(object, "startedAt");
    scenario.finishedAt = time(object, "finishedAt");
    AttemptSummary &summary = scenario.summary;
    summary.actions = object.value(QStringLiteral("actionsCount")).toInt();
    summary.errors = object.value(QStringLiteral("errors")).toInt();
    summary.integrityErrors = object.value(QStringLiteral("integrityErrors")).toInt();
    summary.payoutErrors = object.value(QStringLiteral("payoutErrors")).toInt();
    summary.accuracy = object.value(QStringLiteral("accuracy")).toDouble();
    summary.passed = object.value(QStringLiteral("passed")).toBool();
    const QJsonArray actions = object.value(QStringLiteral("actions")).toArray();
    for (qsizetype i = 0; i < actions.size(); ++i) {
        std::optional<GradedActionRecord> action = readGradedAction(
            actions.at(i), QStringLiteral("$.scenarios[%1].actions[%2]").arg(number - 1).arg(i),
            error);
        if (!action) {
            return std::nullopt;
        }
        scenario.actions.append(*action);
    }
    std::sort(
        scenario.actions.begin(), scenario.actions.end(),
        [](const GradedActionRecord &a, const GradedActionRecord &b) { return a.seq < b.seq; });
    // A scenario left in progress (the sitting interrupted) has no summary
    // yet: count it from its graded actions, as an abandoned attempt is.
    if (summary.actions == 0 && !scenario.actions.isEmpty()) {
        summary = {};
        for (const GradedActionRecord &action : std::as_const(scenario.actions)) {
            ++summary.actions;
            if (action.verdict == kVerdictError) {
                ++summary.errors;
                summary.integrityErrors += action.severity == QLatin1String("integrity") ? 1 : 0;
                summary.payoutErrors += action.severity == QLatin1String("payout") ? 1 : 0;
            }
        }
        summary.accuracy = double(summary.actions - summary.errors) / summary.actions;
    }
    scenario.elapsedMs = gradedSpanMs(scenario.actions);
    return scenario;
}

} // namespace

std::optional<qint64> gradedSpanMs(const QList<GradedActionRecord> &actions) {
    QDateTime first;
    QDateTime last;
    for (const GradedActionRecord &action : actions) {
        if (!action.recordedAt.isValid()) {
            continue;
        }
        if (!first.isValid() || action.recordedAt < first) {
            first = action.recordedAt;
        }
        if (!last.isValid() || action.recordedAt > last) {
            last = action.recordedAt;
        }
    }
    return first.isValid() ? std::optional<qint64>(first.msecsTo(last)) : std::nullopt;
}

AttemptSummary Transcript::total() const {
    AttemptSummary sum;
    sum.passed = passed;
    for (const TranscriptScenario &scenario : scenarios) {
        sum.actions += scenario.summary.actions;
        sum.errors += scenario.summary.errors;
        sum.integrityErrors += scenario.summary.integrityErrors;
        sum.payoutErrors += scenario.summary.payoutErrors;
    }
    sum.accuracy = sum.actions > 0 ? double(sum.actions - sum.errors) / sum.actions : 0.0;
    return sum;
}

std::optional<qint64> Transcript::elapsedMs() const {
    std::optional<qint64> sum;
    for (const TranscriptScenario &scenario : scenarios) {
        if (scenario.elapsedMs) {
            sum = sum.value_or(0) + *scenario.elapsedMs;
        }
    }
    return sum;
}

std::optional<int> Transcript::hands() const {
    int sum = 0;
    for (const TranscriptScenario &scenario : scenarios) {
        if (!scenario.hands) {
            return std::nullopt;
        }
        sum += *scenario.hands;
    }
    return sum;
}

QList<TranscriptError> Transcript::errors() const {
    QList<TranscriptError> list;
    for (const TranscriptScenario &scenario : scenarios) {
        for (const GradedActionRecord &action : scenario.actions) {
            if (action.verdict == kVerdictError) {
                list.append({scenario.number, action});
            }
        }
    }
    return list;
}

std::optional<Transcript> transcriptFromRecord(int seq, const QString &record,
                                               const QString &rowHash, QString &error) {
    const QString what = QStringLiteral("result %1: ").arg(seq);
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(record.toUtf8(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        error = what + QStringLiteral("its record is not a JSON object");
        return std::nullopt;
    }
    const QJsonObject object = document.object();
    if (text(object, "format") != kResultRecordFormat) {
        error = what + QStringLiteral("its record's format is not \"%1\"").arg(kResultRecordFormat);
        return std::nullopt;
    }
    const int version = object.value(QStringLiteral("version")).toInt();
    if (version < 1 || version > kResultRecordVersion) {
        error = what + QStringLiteral("its record's version %1 is not one this program reads "
                                      "(up to %2)")
                           .arg(version)
                           .arg(kResultRecordVersion);
        return std::nullopt;
    }
    Transcript transcript;
    transcript.seq = seq;
    transcript.rowHash = rowHash;
    const QJsonObject trainee = object.value(QStringLiteral("trainee")).toObject();
    transcript.traineeName = text(trainee, "name");
    transcript.traineeUsername = text(trainee, "username");
    const QJsonObject exam = object.value(QStringLiteral("exam")).toObject();
    const QJsonObject definition = exam.value(QStringLiteral("definition")).toObject();
    transcript.sittingId = exam.value(QStringLiteral("sitting")).toInteger();
    transcript.examId = text(exam, "id");
    transcript.examTitle = text(exam, "title");
    transcript.examDescription = text(definition, "description");
    transcript.passCriteria = definition.value(QStringLiteral("pass")).toObject();
    transcript.timeLimitMinutes = exam.value(QStringLiteral("timeLimitMinutes")).toInt();
    transcript.sittingStatus = text(exam, "status");
    transcript.unlockedBy = text(exam, "unlockedBy");
    transcript.unlockedAt = time(exam, "unlockedAt");
    transcript.startedAt = time(exam, "startedAt");
    transcript.finishedAt = time(exam, "finishedAt");
    const QJsonObject examiner = object.value(QStringLiteral("examiner")).toObject();
    transcript.examinerName = text(examiner, "name");
    transcript.examinerUsername = text(examiner, "username");
    transcript.keyFingerprint = text(object, "key");
    transcript.passed = text(object, "decision") == QLatin1String("pass");
    transcript.comment = text(object, "comment");
    transcript.signedAt = time(object, "signedAt");
    const QJsonArray scenarios = object.value(QStringLiteral("scenarios")).toArray();
    for (qsizetype i = 0; i < scenarios.size(); ++i) {
        QString problem;
        std::optional<TranscriptScenario> scenario =
            scenarioFrom(int(i) + 1, scenarios.at(i).toObject(), problem);
        if (!scenario) {
            error = what + problem;
            return std::nullopt;
        }
        transcript.scenarios.append(*scenario);
    }
    error.clear();
    return transcript;
}

namespace {

// The chain's rows once verify() found it intact, else nullopt with `error`.
std::optional<QList<SignedRecord>> verifiedRecords(const ResultChain &chain, int &results,
                                                   TranscriptReadFailure &failure) {
    const std::optional<ChainVerification> verification = chain.verify();
    if (!verification) {
        failure = {chain.lastError()};
        return std::nullopt;
    }
    if (!verification->intact()) {
        QStringList problems;
        for (const ChainFinding &finding : verification->findings) {
            problems.append(finding.problem);
        }
        failure = {QStringLiteral("the chain of signed results does not verify (%1); run "
                                  "`dealer-trainer-cli verify`")
                       .arg(problems.join(QStringLiteral("; "))),
                   true};
        return std::nullopt;
    }
    results = verification->results;
    QList<SignedRecord> records = chain.records();
    if (!chain.lastError().isEmpty()) {
        failure = {chain.lastError()};
        return std::nullopt;
    }
    return records;
}

std::optional<Transcript> verifiedTranscript(const SignedRecord &record, int results,
                                             TranscriptReadFailure &failure) {
    QString error;
    std::optional<Transcript> transcript =
        transcriptFromRecord(record.seq, record.recordJson, record.rowHash, error);
    if (!transcript) {
        failure = {error};
    } else {
        transcript->chainVerified = true;
        transcript->chainResults = results;
    }
    return transcript;
}

} // namespace

std::optional<QList<Transcript>> readVerifiedTranscripts(const ResultChain &chain,
                                                         TranscriptReadFailure &failure) {
    int results = 0;
    const std::optional<QList<SignedRecord>> records = verifiedRecords(chain, results, failure);
    if (!records) {
        return std::nullopt;
    }
    QList<Transcript> transcripts;
    for (const SignedRecord &record : *records) {
        const std::optional<Transcript> transcript = verifiedTranscript(record, results, failure);
        if (!transcript) {
            return std::nullopt;
        }
        transcripts.append(*transcript);
    }
    return transcripts;
}

std::optional<Transcript> readVerifiedTranscript(const ResultChain &chain, qint64 sittingId,
                                                 TranscriptReadFailure &failure) {
    int results = 0;
    const std::optional<QList<SignedRecord>> records = verifiedRecords(chain, results, failure);
    if (!records) {
        return std::nullopt;
    }
    for (const SignedRecord &record : *records) {
        if (record.sittingId == sittingId) {
            return verifiedTranscript(record, results, failure);
        }
    }
    failure = {QStringLiteral("exam sitting %1 has no signed result: it is not signed yet, or "
                              "there is no such sitting")
                   .arg(sittingId)};
    return std::nullopt;
}

} // namespace dt::storage
