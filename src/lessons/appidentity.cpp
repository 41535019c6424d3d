#include "appidentity.h"

namespace dt::lessons {

QString appOrganizationName() {
    return QStringLiteral("Dealer Trainer");
}

QString appApplicationName() {
    return QStringLiteral("Dealer Trainer");
}

} // namespace dt::lessons
