#pragma once

#include <support/rawconnection.h>

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
#include <core/referee_for.h>
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

// The referee's first expectation at every step, as QML would send it: the
// referee TableController plays the lesson with.
inline QList<QVariantMap> autoplayActions(const dt::lessons::Lesson &lesson) {
    QList<QVariantMap> result;
    const auto actions = dt::autoplay(lesson.scenario, dt::refereeFor(lesson.scenario));
    for (const auto &action : actions) {
        result.append(dt::ui::toVariantMap(dt::toFlat(action)));
    }
    return result;
}

using dt::testsupport::RawConnection;

} // namespace dt::uitest
