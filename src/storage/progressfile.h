#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QLatin1StringView>
#include <QList>
#include <QString>
#include <optional>
#include <storage/records.h>

// A trainee's progress as a file, to carry it to another station (home to
// school and back): the JSON form, written and read with every check. The
// format is documented in docs/progress-file.md; the database side is
// progresstransfer.h.
namespace dt::storage {

// The "format" member every progress file carries, and the version this
// program writes and reads.
inline constexpr QLatin1StringView kProgressFileFormat{"dealer-trainer-progress"};
inline constexpr int kProgressFileVersion = 1;

struct ProgressFileAttempt {
    AttemptRecord attempt; // id and traineeId are not in the file (0)
    QList<GradedActionRecord> actions;
};

struct ProgressFile {
    QString traineeName;
    QDateTime traineeCreatedAt; // UTC
    QDateTime exportedAt;       // UTC
    // Oldest first; completed or abandoned only (an attempt in progress is
    // still being written).
    QList<ProgressFileAttempt> attempts;
};

// One attempt with its graded actions as the file holds it (also the
// attempt in a signed exam result, resultchain.h).
QJsonObject progressFileAttemptObject(const ProgressFileAttempt &entry);

// One graded action as the file holds it (also each action of a signed
// exam result's scenario), checked member by member; nullopt with `error`
// naming the member at `path` and what is wrong
// ("$.actions[2].verdict: must be "correct" or "error"").
std::optional<GradedActionRecord> readGradedAction(const QJsonValue &value, const QString &path,
                                                   QString &error);

// The file's bytes: indented JSON, UTF-8.
QByteArray writeProgressFile(const ProgressFile &file);

// Reads and checks a whole file; nothing partial is returned. On failure
// `error` says what is wrong and where, as "<source>: <JSON path>: <problem>"
// (`progress.json: $.attempts[3].actions[2].verdict: must be "correct" or
// "error"`).
std::optional<ProgressFile> readProgressFile(const QByteArray &bytes, const QString &source,
                                             QString &error);

} // namespace dt::storage
