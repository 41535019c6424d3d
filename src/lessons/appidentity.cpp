#include "appidentity.h"

#include <QCoreApplication>

namespace dt::lessons {

QString appOrganizationName() {
    return QStringLiteral("Dealer Trainer");
}

QString appApplicationName() {
    return QStringLiteral("Dealer Trainer");
}

QString asTheApp(const std::function<QString()> &find) {
    const QString organization = QCoreApplication::organizationName();
    const QString application = QCoreApplication::applicationName();
    QCoreApplication::setOrganizationName(appOrganizationName());
    QCoreApplication::setApplicationName(appApplicationName());
    const QString found = find();
    QCoreApplication::setOrganizationName(organization);
    QCoreApplication::setApplicationName(application);
    return found;
}

} // namespace dt::lessons
