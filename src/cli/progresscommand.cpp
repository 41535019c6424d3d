#include "progresscommand.h"

#include <storage/progressstore.h>
#include <storage/progresstransfer.h>

namespace dt::cli {

int runExportProgress(const QString &databasePath, const QString &traineeName,
                      const QString &filePath, Console console) {
    dt::storage::ProgressStore store;
    if (!openProgressStore(store, databasePath, console.err)) {
        return ExitUsage;
    }
    qint64 traineeId = 0;
    for (const dt::storage::Trainee &trainee : store.trainees()) {
        if (trainee.name == traineeName.trimmed()) {
            traineeId = trainee.id;
        }
    }
    if (traineeId == 0) {
        console.err << store.path() << ": no trainee named \"" << traineeName.trimmed() << "\""
                    << Qt::endl;
        return ExitUsage;
    }
    const dt::storage::ProgressTransfer transfer(store);
    if (!transfer.exportToFile(traineeId, filePath)) {
        console.err << transfer.lastError() << Qt::endl;
        return ExitUsage;
    }
    const int attempts = int(store.attempts(traineeId).size());
    console.out << "Progress of " << traineeName.trimmed() << " (" << attempts
                << (attempts == 1 ? " attempt" : " attempts") << ") exported to " << filePath
                << Qt::endl;
    return ExitSuccess;
}

int runImportProgress(const QString &databasePath, const QString &filePath, Console console) {
    dt::storage::ProgressStore store;
    if (!openProgressStore(store, databasePath, console.err)) {
        return ExitUsage;
    }
    dt::storage::ProgressTransfer transfer(store);
    const std::optional<dt::storage::ImportResult> result = transfer.importFile(filePath);
    if (!result) {
        console.err << transfer.lastError() << Qt::endl;
        return ExitUsage;
    }
    console.out << dt::storage::describeImport(*result) << Qt::endl;
    return ExitSuccess;
}

} // namespace dt::cli
