#pragma once

#include <QDateTime>
#include <QString>
#include <QVariant>

// Times are stored as ISO-8601 UTC text with milliseconds
// ("2024-05-01T12:34:56.789Z"): readable in any SQL client, portable between
// SQLite and PostgreSQL, and ordered correctly by plain string comparison
// (ORDER BY, MAX), which the queries rely on.
namespace dt::storage {

QString toStorageTimestamp(const QDateTime &time);
// Invalid for NULL or unreadable text.
QDateTime fromStorageTimestamp(const QVariant &value);
// Now, truncated to what is stored so a value read back equals the one written.
QDateTime storageNow();

} // namespace dt::storage
