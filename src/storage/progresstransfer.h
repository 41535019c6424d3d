#pragma once

#include <QByteArray>
#include <QString>
#include <optional>
#include <storage/progressfile.h>
#include <storage/progressstore.h>

// Carries one trainee's progress between stations (home and school): export
// to a progress file and import from one, into the database of a
// ProgressStore. The file format: progressfile.h, docs/progress-file.md.
namespace dt::storage {

struct ImportResult {
    QString traineeName;
    qint64 traineeId = 0;
    bool traineeCreated = false; // no trainee of that name was on this station
    int attemptsImported = 0;
    int attemptsAlreadyPresent = 0; // their uid was here already: skipped
    int actionsImported = 0;

    friend bool operator==(const ImportResult &, const ImportResult &) = default;
};

// "12 attempts imported, 3 already present", for the trainee (and the CLI).
QString describeImport(const ImportResult &result);

// Works through the store's own connection, so the store must stay open
// while this is used. Nothing throws: failures return nullopt or false and
// lastError() says why.
class ProgressTransfer {
public:
    explicit ProgressTransfer(ProgressStore &store)
        : m_store(store) {}

    // The trainee's completed and abandoned attempts, oldest first, with
    // every graded action (an attempt in progress is left out).
    std::optional<ProgressFile> exportTrainee(qint64 traineeId) const;
    // Written whole or not at all (QSaveFile).
    bool exportToFile(qint64 traineeId, const QString &path) const;

    // Checks the whole file, then adds it in one transaction: into the trainee
    // of the same name, created if there is none; an attempt whose uid is
    // already in this database (from any trainee) is skipped. A file with any
    // error changes nothing.
    std::optional<ImportResult> importFile(const QString &path);
    // As importFile, from the file's bytes; `source` names it in errors.
    std::optional<ImportResult> importBytes(const QByteArray &bytes, const QString &source);
    std::optional<ImportResult> importProgress(const ProgressFile &file);

    QString lastError() const { return m_lastError; }

private:
    ProgressStore &m_store;
    mutable QString m_lastError;
};

} // namespace dt::storage
