#pragma once

#include <QSqlError>
#include <QString>

// Turns driver errors into the few cases the store explains to people. Both
// SQLite result codes and PostgreSQL SQLSTATEs are understood, so the messages
// stay the same when a school runs the store on PostgreSQL.
namespace dt::storage {

enum class SqlErrorKind {
    Other,
    Busy,                // another connection holds a lock (SQLITE_BUSY/LOCKED)
    UniqueViolation,     // UNIQUE or PRIMARY KEY constraint
    ForeignKeyViolation, // a referenced row does not exist
    NotADatabase,        // the file is not an SQLite database at all
    Corrupt,             // an SQLite database whose pages are damaged
};

SqlErrorKind classifySqlError(const QSqlError &error);

// The most specific text the driver gave ("file is not a database"), without
// Qt's generic suffix.
QString sqlErrorText(const QSqlError &error);

// The reason part of a store's error message, with locks spelled out:
// "database is locked" alone does not tell a trainee that another program is
// the cause.
QString sqlFailureReason(const QSqlError &error);

} // namespace dt::storage
