#pragma once

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace dt::testsupport {

// A second, plain connection to a database file, as another program (or
// another station) would have: for inspecting what the store wrote and for
// holding locks the app must live with.
class RawConnection {
public:
    explicit RawConnection(const QString &path)
        : m_name(QStringLiteral("raw.%1").arg(++s_counter)) {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=0"));
        m_ok = db.open();
    }
    ~RawConnection() {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    RawConnection(const RawConnection &) = delete;
    RawConnection &operator=(const RawConnection &) = delete;

    bool isOpen() const { return m_ok; }
    // The Qt SQL connection's name, for a prepared statement with bound values.
    const QString &name() const { return m_name; }

    bool exec(const QString &sql) {
        QSqlQuery query(QSqlDatabase::database(m_name, false));
        if (!query.exec(sql)) {
            qWarning("raw SQL failed: %s: %s", qPrintable(sql),
                     qPrintable(query.lastError().text()));
            return false;
        }
        return true;
    }

    QVariant scalar(const QString &sql) {
        QSqlQuery query(QSqlDatabase::database(m_name, false));
        if (!query.exec(sql) || !query.next()) {
            return {};
        }
        return query.value(0);
    }

    QStringList column(const QString &sql) {
        QStringList values;
        QSqlQuery query(QSqlDatabase::database(m_name, false));
        if (query.exec(sql)) {
            while (query.next()) {
                values.append(query.value(0).toString());
            }
        }
        return values;
    }

private:
    static inline int s_counter = 0;
    QString m_name;
    bool m_ok = false;
};

} // namespace dt::testsupport
