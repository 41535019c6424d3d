#include "spottheerrorreader.h"

#include <QJsonDocument>
#include <core/action_codec.h>
#include <core/referee_for.h>
#include <core/spot_the_error_plan.h>

namespace dt::lessons {

namespace {

const QString kSpotTheError = QStringLiteral("spotTheError");
const QString kInjectedErrors = QStringLiteral("injectedErrors");

QString errorsPath() {
    return JsonReader::keyPath(JsonReader::keyPath(QStringLiteral("$"), kSpotTheError),
                               kInjectedErrors);
}

} // namespace

void readSpotTheError(JsonReader &json, JsonObjectReader &root, Lesson &lesson) {
    const auto object = root.object(kSpotTheError, Presence::Optional);
    if (!object) {
        return;
    }
    JsonObjectReader reader(json, *object, root.pathOf(kSpotTheError));
    dt::SpotTheErrorSpec spec;
    if (const auto errors = reader.array(kInjectedErrors, Presence::Required)) {
        if (errors->isEmpty()) {
            json.report(reader.pathOf(kInjectedErrors),
                        QStringLiteral("must list at least one error for the examinee to spot"));
        }
        for (qsizetype i = 0; i < errors->size(); ++i) {
            const QString path = JsonReader::indexPath(reader.pathOf(kInjectedErrors), i);
            const auto item = json.toObject(errors->at(i), path);
            if (!item) {
                continue;
            }
            JsonObjectReader error(json, *item, path);
            const auto step = error.integer(QStringLiteral("step"), Presence::Required);
            const auto action = error.object(QStringLiteral("action"), Presence::Required);
            error.finish();
            if (!step || !action) {
                continue;
            }
            // The action's stable form (docs/actions.md), read by the core's codec.
            const auto parsed = dt::parseAction(
                QJsonDocument(*action).toJson(QJsonDocument::Compact).toStdString());
            if (!parsed.action) {
                json.report(error.pathOf(QStringLiteral("action")),
                            QStringLiteral("is not a dealer action: %1")
                                .arg(QString::fromStdString(parsed.error)));
                continue;
            }
            spec.errors.push_back(dt::InjectedError{*step, *parsed.action});
        }
    }
    if (const auto window = reader.integer(QStringLiteral("stopWindow"), Presence::Optional)) {
        if (*window < 0) {
            json.report(reader.pathOf(QStringLiteral("stopWindow")),
                        QStringLiteral("must be 0 or more: the dealer actions that may follow an "
                                       "error before the stop is late"));
        } else {
            spec.stopWindow = *window;
        }
    }
    if (const auto missed =
            reader.integer(QStringLiteral("maximumMissedErrors"), Presence::Optional)) {
        if (*missed < 0) {
            json.report(reader.pathOf(QStringLiteral("maximumMissedErrors")),
                        QStringLiteral("must be 0 or more"));
        } else {
            spec.maximumMissedErrors = *missed;
        }
    }
    reader.finish();
    lesson.spotTheError = spec;
}

namespace {

std::vector<dt::SpotTheErrorProblem> planProblems(const Lesson &lesson) {
    return dt::SpotTheErrorPlan(lesson.scenario, dt::refereeFor(lesson.scenario),
                                *lesson.spotTheError)
        .problems();
}

} // namespace

void checkSpotTheError(JsonReader &json, const Lesson &lesson) {
    // Only complete lists: an index must name the same entry as in the file.
    if (!lesson.spotTheError || json.hasProblemNear(errorsPath())) {
        return;
    }
    for (const auto &problem : planProblems(lesson)) {
        const QString path = JsonReader::keyPath(
            JsonReader::indexPath(errorsPath(), static_cast<qsizetype>(problem.error)),
            QString::fromStdString(problem.field));
        json.report(path, QString::fromStdString(problem.message));
    }
}

bool reportSpotTheErrorProblems(JsonReader &json, const QString &path, const Lesson &lesson) {
    if (!lesson.spotTheError) {
        return true;
    }
    const auto problems = planProblems(lesson);
    for (const auto &problem : problems) {
        json.report(path, QStringLiteral("deals lesson \"%1\" so that its %2.%3 %4")
                              .arg(lesson.id,
                                   JsonReader::indexPath(kInjectedErrors,
                                                         static_cast<qsizetype>(problem.error)),
                                   QString::fromStdString(problem.field),
                                   QString::fromStdString(problem.message)));
    }
    return problems.empty();
}

} // namespace dt::lessons
