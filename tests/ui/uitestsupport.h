#pragma once

// Shared by the adapter tests: where the shipped lessons and the regulation
// texts are, and the reference performance of a lesson in the JSON form QML
// sends to TableController::perform().

#include <QList>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QVariantMap>
#include <core/action_codec.h>
#include <core/games/blackjack/blackjack_referees.h>
#include <core/session.h>
#include <lessons/lessoncatalog.h>
#include <ui/flatconversion.h>

namespace dt::uitest {

inline QString lessonsDirectory() {
    const QString fromEnvironment = qEnvironmentVariable("DT_LESSONS_DIR");
    return fromEnvironment.isEmpty() ? QStringLiteral(DT_TEST_LESSONS_DIR) : fromEnvironment;
}

inline QString regulationsDirectory() {
    return QStringLiteral(DT_TEST_REGULATIONS_DIR);
}

// The referee's first expectation at every step, as QML would send it.
inline QList<QVariantMap> autoplayActions(const dt::lessons::Lesson &lesson) {
    QList<QVariantMap> result;
    const auto actions =
        dt::autoplay(lesson.scenario, dt::blackjack::shoePreparationReferee(lesson.scenario.table));
    for (const auto &action : actions) {
        result.append(dt::ui::toVariantMap(dt::toFlat(action)));
    }
    return result;
}

// A second, plain connection to a database file, as another program (or
// another station) would have: for holding locks the app must live with.
class RawConnection {
public:
    explicit RawConnection(const QString &path)
        : m_name(QStringLiteral("uitest.raw.%1").arg(++s_counter)) {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=0"));
        m_open = db.open();
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

    bool isOpen() const { return m_open; }
    bool exec(const QString &sql) {
        QSqlQuery query(QSqlDatabase::database(m_name, false));
        if (!query.exec(sql)) {
            qWarning("raw SQL failed: %s: %s", qPrintable(sql),
                     qPrintable(query.lastError().text()));
            return false;
        }
        return true;
    }

private:
    static inline int s_counter = 0;
    QString m_name;
    bool m_open = false;
};

} // namespace dt::uitest
