#include "timestamps.h"

namespace dt::storage {

QString toStorageTimestamp(const QDateTime &time) {
    return time.toUTC().toString(Qt::ISODateWithMs);
}

QDateTime fromStorageTimestamp(const QVariant &value) {
    if (value.isNull()) {
        return {};
    }
    return QDateTime::fromString(value.toString(), Qt::ISODateWithMs).toUTC();
}

QDateTime storageNow() {
    return fromStorageTimestamp(toStorageTimestamp(QDateTime::currentDateTimeUtc()));
}

} // namespace dt::storage
