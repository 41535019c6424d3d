#include "autoplaycommand.h"

#include "drillautoplay.h"
#include "spotautoplay.h"

#include <core/action_codec.h>
#include <core/referee_for.h>
#include <core/session.h>

namespace dt::cli {

AutoplayResult autoplayLesson(const lessons::Lesson &lesson) {
    const auto referee = refereeFor(lesson.scenario);
    AutoplayResult result;
    result.actions = autoplay(lesson.scenario, referee);
    // Played again to tell a finished lesson from one whose script leaves
    // the dealer waiting for something that never happens.
    Session session(lesson.scenario, referee);
    for (const DealerAction &action : result.actions) {
        session.perform(action);
    }
    result.complete = session.isComplete();
    return result;
}

QByteArray autoplayTranscript(const std::vector<DealerAction> &actions) {
    QByteArray text;
    for (const DealerAction &action : actions) {
        text += QByteArray::fromStdString(toJson(action));
        text += '\n';
    }
    return text;
}

int runAutoplay(const QString &lessonArgument, const QString &lessonsDirectory, Console console) {
    const auto lesson = loadLessonArgument(lessonArgument, lessonsDirectory, console.err, true);
    if (!lesson) {
        return ExitUsage;
    }
    if (lesson->isDrill()) {
        // A payout drill: its questions and the exact answers (drillautoplay.h).
        console.out << QString::fromUtf8(drillTranscript(*lesson));
        console.out.flush();
        return ExitSuccess;
    }
    if (lesson->isSpotTheError()) {
        // The perfect examinee's stops and answers (spotautoplay.h).
        const SpotAutoplayResult spot = spotTheErrorTranscript(*lesson);
        console.out << QString::fromUtf8(spot.transcript);
        console.out.flush();
        if (!spot.passed) {
            console.err << lesson->id
                        << ": the perfect examinee does not pass the exercise: its play does not "
                           "finish the lesson"
                        << Qt::endl;
            return ExitFailure;
        }
        return ExitSuccess;
    }
    const AutoplayResult result = autoplayLesson(*lesson);
    console.out << QString::fromUtf8(autoplayTranscript(result.actions));
    console.out.flush();
    if (!result.complete) {
        console.err << lesson->id << ": the reference actions stop after " << result.actions.size()
                    << " actions without finishing the lesson: the dealer waits for something the "
                       "lesson's script never provides"
                    << Qt::endl;
        return ExitFailure;
    }
    return ExitSuccess;
}

} // namespace dt::cli
