#include "passcriteriareader.h"

namespace dt::lessons {

void readPassCriteria(JsonReader &json, JsonObjectReader &root, PassCriteria &pass) {
    const auto object = root.object(QStringLiteral("pass"), Presence::Optional);
    if (!object) {
        return;
    }
    JsonObjectReader reader(json, *object, root.pathOf(QStringLiteral("pass")));
    if (const auto accuracy =
            reader.number(QStringLiteral("minimumAccuracy"), Presence::Optional)) {
        if (*accuracy < 0.0 || *accuracy > 1.0) {
            json.report(reader.pathOf(QStringLiteral("minimumAccuracy")),
                        QStringLiteral("must be a number from 0 to 1 (0.9 = 90% of the actions "
                                       "correct)"));
        } else {
            pass.minimumAccuracy = *accuracy;
        }
    }
    if (const auto errors =
            reader.integer(QStringLiteral("maximumIntegrityErrors"), Presence::Optional)) {
        if (*errors < 0) {
            json.report(reader.pathOf(QStringLiteral("maximumIntegrityErrors")),
                        QStringLiteral("must be 0 or more"));
        } else {
            pass.maximumIntegrityErrors = *errors;
        }
    }
    if (const auto errors =
            reader.integer(QStringLiteral("maximumPayoutErrors"), Presence::Optional)) {
        if (*errors < 0) {
            json.report(reader.pathOf(QStringLiteral("maximumPayoutErrors")),
                        QStringLiteral("must be 0 or more"));
        } else {
            pass.maximumPayoutErrors = *errors;
        }
    }
    if (const auto speed =
            reader.number(QStringLiteral("minimumHandsPerHour"), Presence::Optional)) {
        if (*speed <= 0.0) {
            json.report(reader.pathOf(QStringLiteral("minimumHandsPerHour")),
                        QStringLiteral("must be a number above 0 (the players' hands dealt "
                                       "an hour, e.g. 180)"));
        } else {
            pass.minimumHandsPerHour = *speed;
        }
    }
    reader.finish();
}

} // namespace dt::lessons
