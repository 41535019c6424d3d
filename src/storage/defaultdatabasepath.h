#pragma once

#include <QString>

namespace dt::storage {

// The per-user database: <AppDataLocation>/dealer-trainer.sqlite. Creates the
// folder so the first open() can create the file. Empty if the platform gives
// no writable location.
QString defaultDatabasePath();

} // namespace dt::storage
