#include "progressfile.h"

#include "timestamps.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QJsonValue>
#include <QStringList>
#include <algorithm>
#include <cmath>
#include <limits>

namespace dt::storage {

namespace {

// Members written only when not empty: a correct action has no severity or
// expected action.
void putOptional(QJsonObject &object, const QString &key, const QString &text) {
    if (!text.isEmpty()) {
        object.insert(key, text);
    }
}

QJsonObject actionObject(const GradedActionRecord &action) {
    QJsonObject object{
        {QStringLiteral("seq"), action.seq},
        {QStringLiteral("action"), action.actionJson},
        {QStringLiteral("verdict"), action.verdict},
        {QStringLiteral("message"),
         action.message.isNull() ? QString::fromLatin1("") : action.message},
        {QStringLiteral("recordedAt"), toStorageTimestamp(action.recordedAt)},
    };
    putOptional(object, QStringLiteral("severity"), action.severity);
    putOptional(object, QStringLiteral("citation"), action.citation);
    putOptional(object, QStringLiteral("requirement"), action.requirement);
    putOptional(object, QStringLiteral("expected"), action.expected);
    return object;
}

} // namespace

QJsonObject progressFileAttemptObject(const ProgressFileAttempt &entry) {
    const AttemptRecord &attempt = entry.attempt;
    QJsonArray actions;
    for (const GradedActionRecord &action : entry.actions) {
        actions.append(actionObject(action));
    }
    return QJsonObject{
        {QStringLiteral("uid"), attempt.uid},
        {QStringLiteral("lessonId"), attempt.lessonId},
        {QStringLiteral("lessonTitle"), attempt.lessonTitle},
        {QStringLiteral("mode"), attempt.mode},
        // A 64-bit seed does not fit a JSON number exactly: decimal text.
        {QStringLiteral("seed"), QString::number(attempt.seed)},
        {QStringLiteral("startedAt"), toStorageTimestamp(attempt.startedAt)},
        {QStringLiteral("finishedAt"), toStorageTimestamp(attempt.finishedAt)},
        {QStringLiteral("status"), attempt.status},
        {QStringLiteral("hintsUsed"), attempt.hintsUsed},
        {QStringLiteral("actionsCount"), attempt.summary.actions},
        {QStringLiteral("errors"), attempt.summary.errors},
        {QStringLiteral("integrityErrors"), attempt.summary.integrityErrors},
        {QStringLiteral("payoutErrors"), attempt.summary.payoutErrors},
        {QStringLiteral("accuracy"), attempt.summary.accuracy},
        {QStringLiteral("passed"), attempt.summary.passed},
        {QStringLiteral("actions"), actions},
    };
}

namespace {

// Reads one JSON object's members, each checked; the first problem is kept
// with its path ("$.attempts[3].actions[2].verdict") and every later read
// fails at once, so a caller checks ok() once at the end of a block.
class Checker {
public:
    explicit Checker(QString &error)
        : m_error(error) {}

    bool ok() const { return m_error.isEmpty(); }

    bool fail(const QString &path, const QString &problem) {
        if (ok()) {
            m_error = path + QStringLiteral(": ") + problem;
        }
        return false;
    }

    static QString member(const QString &path, const QString &key) {
        return path + QLatin1Char('.') + key;
    }

    std::optional<QJsonObject> object(const QJsonObject &parent, const QString &path,
                                      const QString &key) {
        const QJsonValue value = required(parent, path, key);
        if (!ok()) {
            return std::nullopt;
        }
        if (!value.isObject()) {
            fail(member(path, key), QStringLiteral("must be an object"));
            return std::nullopt;
        }
        return value.toObject();
    }

    std::optional<QJsonArray> array(const QJsonObject &parent, const QString &path,
                                    const QString &key) {
        const QJsonValue value = required(parent, path, key);
        if (!ok()) {
            return std::nullopt;
        }
        if (!value.isArray()) {
            fail(member(path, key), QStringLiteral("must be an array"));
            return std::nullopt;
        }
        return value.toArray();
    }

    QString text(const QJsonObject &parent, const QString &path, const QString &key) {
        const QJsonValue value = required(parent, path, key);
        return ok() ? textOf(value, member(path, key)) : QString();
    }

    // Absent reads as empty.
    QString optionalText(const QJsonObject &parent, const QString &path, const QString &key) {
        if (!ok() || !parent.contains(key) || parent.value(key).isNull()) {
            return {};
        }
        return textOf(parent.value(key), member(path, key));
    }

    QString nonEmptyText(const QJsonObject &parent, const QString &path, const QString &key) {
        const QString value = text(parent, path, key);
        if (ok() && value.trimmed().isEmpty()) {
            fail(member(path, key), QStringLiteral("must not be empty"));
        }
        return value;
    }

    // One of `allowed`, named in the message ("must be "correct" or "error"").
    QString oneOf(const QJsonObject &parent, const QString &path, const QString &key,
                  const QStringList &allowed) {
        const QString value = text(parent, path, key);
        if (ok() && !allowed.contains(value)) {
            QStringList quotedAll;
            for (const QString &each : allowed) {
                quotedAll.append(QLatin1Char('"') + each + QLatin1Char('"'));
            }
            const QString last = quotedAll.takeLast();
            fail(member(path, key),
                 QStringLiteral("must be %1")
                     .arg(quotedAll.isEmpty() ? last
                                              : quotedAll.join(QStringLiteral(", ")) +
                                                    QStringLiteral(" or ") + last));
        }
        return value;
    }

    int count(const QJsonObject &parent, const QString &path, const QString &key) {
        const QJsonValue value = required(parent, path, key);
        if (!ok()) {
            return 0;
        }
        const double number = value.toDouble(-1.0);
        if (!value.isDouble() || number < 0.0 || number != std::floor(number) ||
            number > double(std::numeric_limits<int>::max())) {
            fail(member(path, key), QStringLiteral("must be a whole number, 0 or more"));
            return 0;
        }
        return int(number);
    }

    double fraction(const QJsonObject &parent, const QString &path, const QString &key) {
        const QJsonValue value = required(parent, path, key);
        if (!ok()) {
            return 0.0;
        }
        const double number = value.toDouble(-1.0);
        if (!value.isDouble() || !std::isfinite(number) || number < 0.0 || number > 1.0) {
            fail(member(path, key), QStringLiteral("must be a number from 0 to 1"));
            return 0.0;
        }
        return number;
    }

    bool boolean(const QJsonObject &parent, const QString &path, const QString &key) {
        const QJsonValue value = required(parent, path, key);
        if (ok() && !value.isBool()) {
            fail(member(path, key), QStringLiteral("must be true or false"));
        }
        return value.toBool();
    }

    QDateTime time(const QJsonObject &parent, const QString &path, const QString &key) {
        const QString value = text(parent, path, key);
        if (!ok()) {
            return {};
        }
        const QDateTime parsed = QDateTime::fromString(value, Qt::ISODateWithMs);
        if (!parsed.isValid() || parsed.timeSpec() == Qt::LocalTime) {
            fail(member(path, key), QStringLiteral("must be a date and time in ISO 8601 with its "
                                                   "zone, e.g. \"2026-03-02T14:05:00.000Z\""));
            return {};
        }
        // What the store keeps: UTC, to the millisecond.
        return fromStorageTimestamp(toStorageTimestamp(parsed));
    }

private:
    QJsonValue required(const QJsonObject &parent, const QString &path, const QString &key) {
        if (!ok()) {
            return {};
        }
        if (!parent.contains(key)) {
            fail(member(path, key), QStringLiteral("is missing"));
            return {};
        }
        return parent.value(key);
    }

    QString textOf(const QJsonValue &value, const QString &path) {
        if (!value.isString()) {
            fail(path, QStringLiteral("must be text"));
            return {};
        }
        return value.toString();
    }

    QString &m_error;
};

bool isUidCharacter(QChar c) {
    return (c >= QLatin1Char('0') && c <= QLatin1Char('9')) ||
           (c >= QLatin1Char('a') && c <= QLatin1Char('z')) ||
           (c >= QLatin1Char('A') && c <= QLatin1Char('Z')) || c == QLatin1Char('-');
}

std::optional<GradedActionRecord> readAction(Checker &check, const QJsonValue &value,
                                             const QString &path) {
    if (!value.isObject()) {
        check.fail(path, QStringLiteral("must be an object"));
        return std::nullopt;
    }
    const QJsonObject object = value.toObject();
    GradedActionRecord action;
    action.seq = check.count(object, path, QStringLiteral("seq"));
    action.actionJson = check.nonEmptyText(object, path, QStringLiteral("action"));
    if (check.ok()) {
        QJsonParseError parseError;
        QJsonDocument::fromJson(action.actionJson.toUtf8(), &parseError);
        if (parseError.error != QJsonParseError::NoError) {
            check.fail(Checker::member(path, QStringLiteral("action")),
                       QStringLiteral("must be the action's JSON text (%1)")
                           .arg(parseError.errorString()));
        }
    }
    action.verdict = check.oneOf(object, path, QStringLiteral("verdict"),
                                 {QString(kVerdictCorrect), QString(kVerdictError)});
    action.severity = check.optionalText(object, path, QStringLiteral("severity"));
    action.citation = check.optionalText(object, path, QStringLiteral("citation"));
    action.requirement = check.optionalText(object, path, QStringLiteral("requirement"));
    action.expected = check.optionalText(object, path, QStringLiteral("expected"));
    action.message = check.text(object, path, QStringLiteral("message"));
    action.recordedAt = check.time(object, path, QStringLiteral("recordedAt"));
    if (!check.ok()) {
        return std::nullopt;
    }
    return action;
}

std::optional<ProgressFileAttempt> readAttempt(Checker &check, const QJsonValue &value,
                                               const QString &path) {
    if (!value.isObject()) {
        check.fail(path, QStringLiteral("must be an object"));
        return std::nullopt;
    }
    const QJsonObject object = value.toObject();
    ProgressFileAttempt entry;
    AttemptRecord &attempt = entry.attempt;
    // Lower case, as every uid is written: an edited file's "AB12…" is the same
    // attempt as "ab12…" and must not be imported twice.
    attempt.uid = check.nonEmptyText(object, path, QStringLiteral("uid")).toLower();
    if (check.ok() && (attempt.uid.size() > 64 ||
                       !std::all_of(attempt.uid.cbegin(), attempt.uid.cend(), isUidCharacter))) {
        check.fail(Checker::member(path, QStringLiteral("uid")),
                   QStringLiteral("must be at most 64 letters, digits and hyphens"));
    }
    attempt.lessonId = check.nonEmptyText(object, path, QStringLiteral("lessonId"));
    attempt.lessonTitle = check.text(object, path, QStringLiteral("lessonTitle"));
    attempt.mode = check.oneOf(object, path, QStringLiteral("mode"),
                               {QString(kModePractice), QString(kModeDrill), QString(kModeExam)});
    const QString seed = check.text(object, path, QStringLiteral("seed"));
    if (check.ok()) {
        bool isNumber = false;
        attempt.seed = seed.toLongLong(&isNumber);
        if (!isNumber) {
            check.fail(Checker::member(path, QStringLiteral("seed")),
                       QStringLiteral("must be a whole number written as text, e.g. \"42\""));
        }
    }
    attempt.startedAt = check.time(object, path, QStringLiteral("startedAt"));
    attempt.finishedAt = check.time(object, path, QStringLiteral("finishedAt"));
    if (check.ok() && attempt.finishedAt < attempt.startedAt) {
        check.fail(Checker::member(path, QStringLiteral("finishedAt")),
                   QStringLiteral("must not be before startedAt"));
    }
    // An attempt in progress is never exported: it is still being written.
    attempt.status = check.oneOf(object, path, QStringLiteral("status"),
                                 {QString(kStatusCompleted), QString(kStatusAbandoned)});
    attempt.hintsUsed = check.count(object, path, QStringLiteral("hintsUsed"));
    AttemptSummary &summary = attempt.summary;
    summary.actions = check.count(object, path, QStringLiteral("actionsCount"));
    summary.errors = check.count(object, path, QStringLiteral("errors"));
    if (check.ok() && summary.errors > summary.actions) {
        check.fail(Checker::member(path, QStringLiteral("errors")),
                   QStringLiteral("must not be more than actionsCount (%1)").arg(summary.actions));
    }
    summary.integrityErrors = check.count(object, path, QStringLiteral("integrityErrors"));
    summary.payoutErrors = check.count(object, path, QStringLiteral("payoutErrors"));
    if (check.ok() && summary.integrityErrors + summary.payoutErrors > summary.errors) {
        check.fail(Checker::member(path, QStringLiteral("payoutErrors")),
                   QStringLiteral("integrityErrors and payoutErrors together must not be more "
                                  "than errors (%1)")
                       .arg(summary.errors));
    }
    summary.accuracy = check.fraction(object, path, QStringLiteral("accuracy"));
    summary.passed = check.boolean(object, path, QStringLiteral("passed"));
    if (check.ok() && summary.passed && attempt.status == kStatusAbandoned) {
        check.fail(Checker::member(path, QStringLiteral("passed")),
                   QStringLiteral("must be false for an abandoned attempt"));
    }
    const std::optional<QJsonArray> actions = check.array(object, path, QStringLiteral("actions"));
    if (!actions) {
        return std::nullopt;
    }
    const QString actionsPath = Checker::member(path, QStringLiteral("actions"));
    for (qsizetype i = 0; i < actions->size(); ++i) {
        const QString actionPath = QStringLiteral("%1[%2]").arg(actionsPath).arg(i);
        std::optional<GradedActionRecord> action = readAction(check, actions->at(i), actionPath);
        if (!action) {
            return std::nullopt;
        }
        // seq orders the replay and is unique within an attempt.
        if (!entry.actions.isEmpty() && action->seq <= entry.actions.constLast().seq) {
            check.fail(Checker::member(actionPath, QStringLiteral("seq")),
                       QStringLiteral("must be greater than the previous action's seq (%1)")
                           .arg(entry.actions.constLast().seq));
            return std::nullopt;
        }
        entry.actions.append(*action);
    }
    if (!check.ok()) {
        return std::nullopt;
    }
    return entry;
}

} // namespace

std::optional<GradedActionRecord> readGradedAction(const QJsonValue &value, const QString &path,
                                                   QString &error) {
    error.clear();
    Checker check(error);
    return readAction(check, value, path);
}

QByteArray writeProgressFile(const ProgressFile &file) {
    QJsonArray attempts;
    for (const ProgressFileAttempt &entry : file.attempts) {
        attempts.append(progressFileAttemptObject(entry));
    }
    const QJsonObject root{
        {QStringLiteral("format"), QString(kProgressFileFormat)},
        {QStringLiteral("version"), kProgressFileVersion},
        {QStringLiteral("exportedAt"), toStorageTimestamp(file.exportedAt)},
        {QStringLiteral("trainee"),
         QJsonObject{{QStringLiteral("name"), file.traineeName},
                     {QStringLiteral("createdAt"), toStorageTimestamp(file.traineeCreatedAt)}}},
        {QStringLiteral("attempts"), attempts},
    };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

std::optional<ProgressFile> readProgressFile(const QByteArray &bytes, const QString &source,
                                             QString &error) {
    error.clear();
    QString problem;
    Checker check(problem);
    const auto failed = [&]() -> std::optional<ProgressFile> {
        error = source + QStringLiteral(": ") + problem;
        return std::nullopt;
    };
    const QString root = QStringLiteral("$");

    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        check.fail(root, QStringLiteral("is not JSON (%1 at byte %2)")
                             .arg(parseError.errorString())
                             .arg(parseError.offset));
        return failed();
    }
    if (!document.isObject()) {
        check.fail(root, QStringLiteral("must be an object"));
        return failed();
    }
    const QJsonObject object = document.object();
    // Format and version first: another program's JSON, or a newer file,
    // is named as such rather than by its first odd member.
    if (object.value(QStringLiteral("format")).toString() != kProgressFileFormat) {
        check.fail(Checker::member(root, QStringLiteral("format")),
                   QStringLiteral("must be \"%1\" (this is not a Dealer Trainer progress file)")
                       .arg(kProgressFileFormat));
        return failed();
    }
    const int version = check.count(object, root, QStringLiteral("version"));
    if (check.ok() && (version < 1 || version > kProgressFileVersion)) {
        check.fail(Checker::member(root, QStringLiteral("version")),
                   version > kProgressFileVersion
                       ? QStringLiteral("%1 is newer than this program reads (up to %2): update "
                                        "Dealer Trainer")
                             .arg(version)
                             .arg(kProgressFileVersion)
                       : QStringLiteral("must be 1 or more"));
    }
    ProgressFile file;
    file.exportedAt = check.time(object, root, QStringLiteral("exportedAt"));
    const std::optional<QJsonObject> trainee =
        check.object(object, root, QStringLiteral("trainee"));
    if (!trainee) {
        return failed();
    }
    const QString traineePath = Checker::member(root, QStringLiteral("trainee"));
    file.traineeName = check.nonEmptyText(*trainee, traineePath, QStringLiteral("name")).trimmed();
    file.traineeCreatedAt = check.time(*trainee, traineePath, QStringLiteral("createdAt"));
    const std::optional<QJsonArray> attempts =
        check.array(object, root, QStringLiteral("attempts"));
    if (!attempts) {
        return failed();
    }
    QHash<QString, qsizetype> uids; // uid -> its first index
    const QString attemptsPath = Checker::member(root, QStringLiteral("attempts"));
    for (qsizetype i = 0; i < attempts->size(); ++i) {
        const QString path = QStringLiteral("%1[%2]").arg(attemptsPath).arg(i);
        std::optional<ProgressFileAttempt> entry = readAttempt(check, attempts->at(i), path);
        if (!entry) {
            return failed();
        }
        const auto first = uids.constFind(entry->attempt.uid);
        if (first != uids.cend()) {
            check.fail(Checker::member(path, QStringLiteral("uid")),
                       QStringLiteral("repeats %1[%2].uid").arg(attemptsPath).arg(*first));
            return failed();
        }
        uids.insert(entry->attempt.uid, i);
        file.attempts.append(*entry);
    }
    if (!check.ok()) {
        return failed();
    }
    return file;
}

} // namespace dt::storage
