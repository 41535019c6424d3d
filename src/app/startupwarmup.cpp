#include "startupwarmup.h"

#include <QFontDatabase>
#include <QThreadPool>

namespace dt::app {

void warmUpFontDatabase() {
    // The global pool is waited for when the application exits.
    QThreadPool::globalInstance()->start([] { QFontDatabase::families(); });
}

} // namespace dt::app
