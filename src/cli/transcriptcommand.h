#pragma once

#include "clicommon.h"

#include <QString>

namespace dt::cli {

// `dealer-trainer-cli transcript --sitting N --pdf OUT.pdf [--db PATH]`: the
// signed result of exam sitting N as a PDF transcript (docs/exams.md).
// Refuses (exit 2) a missing database and a sitting with no signed result,
// and (exit 1) a chain of results that does not verify. `lessonsDirectory`
// (--lessons) is where the scenarios' lessons are found to count their hands.
int runTranscript(const QString &databasePath, qint64 sittingId, const QString &pdfPath,
                  const QString &lessonsDirectory, Console console);

// `dealer-trainer-cli export-results --csv OUT.csv [--db PATH]`: every signed
// result, one CSV row each (storage/resultscsv.h), once the chain verifies.
int runExportResults(const QString &databasePath, const QString &csvPath,
                     const QString &lessonsDirectory, Console console);

} // namespace dt::cli
