#pragma once

#include "clicommon.h"

#include <QString>

namespace dt::cli {

// `dealer-trainer-cli verify [--db PATH]`: checks the chain of signed exam
// results (docs/exam-integrity.md) and names every row edited, deleted or
// inserted outside the app. Exit 0 when intact, 1 when a row is wrong, 2
// when the database cannot be read.
int runVerify(const QString &databasePath, Console console);

} // namespace dt::cli
