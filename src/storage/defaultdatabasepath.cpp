#include "defaultdatabasepath.h"

#include <QDir>
#include <QStandardPaths>

namespace dt::storage {

QString defaultDatabasePath() {
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (folder.isEmpty()) {
        return {};
    }
    // SQLite creates the file but not missing folders.
    QDir().mkpath(folder);
    return folder + QStringLiteral("/dealer-trainer.sqlite");
}

} // namespace dt::storage
