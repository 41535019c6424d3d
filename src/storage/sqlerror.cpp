#include "sqlerror.h"

namespace dt::storage {

namespace {
// SQLite primary result codes (sqlite3.h); Qt's QSQLITE driver reports the
// extended code, whose low byte is the primary one.
constexpr int kSqliteCorrupt = 11;
constexpr int kSqliteBusy = 5;
constexpr int kSqliteLocked = 6;
constexpr int kSqliteConstraint = 19;
constexpr int kSqliteNotADatabase = 26;
constexpr int kSqliteConstraintForeignKey = 787;
constexpr int kSqliteConstraintPrimaryKey = 1555;
constexpr int kSqliteConstraintUnique = 2067;

SqlErrorKind classifySqlState(const QString &state) {
    if (state == QLatin1StringView("23505")) {
        return SqlErrorKind::UniqueViolation;
    }
    if (state == QLatin1StringView("23503")) {
        return SqlErrorKind::ForeignKeyViolation;
    }
    if (state == QLatin1StringView("55P03") || state == QLatin1StringView("40P01")) {
        return SqlErrorKind::Busy;
    }
    return SqlErrorKind::Other;
}
} // namespace

SqlErrorKind classifySqlError(const QSqlError &error) {
    const QString code = error.nativeErrorCode();
    // SQLSTATEs are five characters; SQLite's codes have at most four digits.
    if (code.size() == 5) {
        return classifySqlState(code);
    }
    bool isNumber = false;
    const int extended = code.toInt(&isNumber);
    if (!isNumber) {
        return SqlErrorKind::Other;
    }
    switch (extended & 0xff) {
    case kSqliteBusy:
    case kSqliteLocked:
        return SqlErrorKind::Busy;
    case kSqliteNotADatabase:
        return SqlErrorKind::NotADatabase;
    case kSqliteCorrupt:
        return SqlErrorKind::Corrupt;
    case kSqliteConstraint:
        break;
    default:
        return SqlErrorKind::Other;
    }
    if (extended == kSqliteConstraintUnique || extended == kSqliteConstraintPrimaryKey) {
        return SqlErrorKind::UniqueViolation;
    }
    if (extended == kSqliteConstraintForeignKey) {
        return SqlErrorKind::ForeignKeyViolation;
    }
    // Without extended result codes only the message tells them apart.
    const QString text = error.databaseText();
    if (text.contains(QLatin1StringView("UNIQUE constraint failed"))) {
        return SqlErrorKind::UniqueViolation;
    }
    if (text.contains(QLatin1StringView("FOREIGN KEY constraint failed"))) {
        return SqlErrorKind::ForeignKeyViolation;
    }
    return SqlErrorKind::Other;
}

QString sqlErrorText(const QSqlError &error) {
    const QString text = error.databaseText().trimmed();
    return text.isEmpty() ? error.text().trimmed() : text;
}

QString sqlFailureReason(const QSqlError &error) {
    if (classifySqlError(error) == SqlErrorKind::Busy) {
        return QStringLiteral("the database is locked by another program; try again (%1)")
            .arg(sqlErrorText(error));
    }
    return sqlErrorText(error);
}

} // namespace dt::storage
