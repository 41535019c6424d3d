#pragma once

#include "clicommon.h"

#include <QString>

namespace dt::cli {

// `dealer-trainer-cli export-progress --db DB TRAINEE FILE.json`: writes the
// trainee's progress file (docs/progress-file.md). Exit 0, or 2 (no such
// trainee, a database or file that cannot be used) with the reason on stderr.
int runExportProgress(const QString &databasePath, const QString &traineeName,
                      const QString &filePath, Console console);

// `dealer-trainer-cli import-progress --db DB FILE.json`: imports it, all or
// nothing, never an attempt twice; prints what it did ("12 attempts imported,
// 3 already present, into Ann's progress."). Exit 0, or 2 with what is wrong
// and where (`ann.json: $.attempts[3].status: must be ...`) on stderr.
int runImportProgress(const QString &databasePath, const QString &filePath, Console console);

} // namespace dt::cli
