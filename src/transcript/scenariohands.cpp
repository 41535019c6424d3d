#include "scenariohands.h"

#include <core/action_codec.h>
#include <core/referee_for.h>
#include <core/session.h>
#include <core/speed_targets.h>

namespace dt::transcript {

std::optional<int> replayedHands(lessons::Lesson lesson, qint64 seed,
                                 const QList<storage::GradedActionRecord> &actions,
                                 QString &error) {
    if (lesson.isDrill()) {
        error = QStringLiteral("a payout drill deals no hands");
        return std::nullopt;
    }
    if (lesson.isSpotTheError()) {
        // Its actions are the examinee's answers; the simulated dealer deals.
        error = QStringLiteral("a spot-the-error exercise: the examinee deals no hands");
        return std::nullopt;
    }
    // As an exam applies its seed (lessons/examparser.cpp).
    lesson.scenario.seed = static_cast<std::uint64_t>(seed);
    Session session(lesson.scenario, refereeFor(lesson.scenario));
    for (const storage::GradedActionRecord &record : actions) {
        const ActionParseResult parsed = parseAction(record.actionJson.toStdString());
        if (!parsed.action) {
            error = QStringLiteral("action %1 does not replay: %2")
                        .arg(record.seq)
                        .arg(QString::fromStdString(parsed.error));
            return std::nullopt;
        }
        session.perform(*parsed.action);
    }
    return session.handsDealt();
}

QStringList fillHands(storage::Transcript &transcript, const LessonLookup &lessonFor) {
    QStringList notes;
    for (storage::TranscriptScenario &scenario : transcript.scenarios) {
        QString error;
        const std::optional<lessons::Lesson> lesson = lessonFor(scenario.lessonId, error);
        const std::optional<int> hands =
            lesson ? replayedHands(*lesson, scenario.seed, scenario.actions, error) : std::nullopt;
        if (!hands) {
            notes.append(QStringLiteral("scenario %1 (%2): %3")
                             .arg(scenario.number)
                             .arg(scenario.lessonId, error));
            continue;
        }
        scenario.hands = hands;
        scenario.handsPerHour = handsPerHour(*hands, scenario.elapsedMs);
    }
    const std::optional<int> hands = transcript.hands();
    transcript.handsPerHour = hands ? handsPerHour(*hands, transcript.elapsedMs()) : std::nullopt;
    return notes;
}

} // namespace dt::transcript
