#pragma once

#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <functional>
#include <optional>

// Versioned schema changes. The version lives in a one-row table
// schema_version(version) rather than SQLite's PRAGMA user_version: plain SQL
// reads and writes it on PostgreSQL too, and it is bumped by an ordinary UPDATE
// inside the same transaction as the migration it records.
namespace dt::storage {

struct Migration {
    int version = 0; // the schema version after this migration; 1, 2, 3, ...
    QString description;
    QStringList statements; // run in order, in one transaction
    // Then, in the same transaction, what portable SQL cannot do alone (new
    // uids for the rows there: SQLite's randomblob() is not PostgreSQL's),
    // then `statementsAfter`. `fill` may be empty.
    std::function<bool(QSqlDatabase &db, QString &error)> fill = {};
    QStringList statementsAfter = {};
};

// Every migration, oldest first, versions contiguous from 1.
const QList<Migration> &migrations();
int latestSchemaVersion();

// The database's schema version, read without writing anything: 0 for a
// database with no tables yet. nullopt and a reason in `error` when the
// database holds something that is not ours or the version cannot be read.
std::optional<int> readSchemaVersion(const QSqlDatabase &db, QString &error);

// Applies the missing migrations, each in its own transaction that also bumps
// the version, so a crash leaves the database at some whole version. Refuses a
// version newer than latestSchemaVersion(). Safe when another connection
// migrates the same database at the same time.
bool migrate(QSqlDatabase &db, QString &error);

} // namespace dt::storage
