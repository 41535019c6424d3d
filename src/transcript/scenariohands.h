#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <functional>
#include <lessons/lesson.h>
#include <optional>
#include <storage/records.h>
#include <storage/transcript.h>

// The hands a signed scenario dealt. The signed record keeps every graded
// action but not the hands, which the table counts (Session::handsDealt());
// replaying the actions on the lesson with the scenario's seed deals the same
// table again (lesson + seed + actions always give the same grades).
namespace dt::transcript {

// The players' hands dealt when `actions` are replayed in order on `lesson`
// with `seed`; nullopt with `error` naming the action that is not a dealer
// action this program reads.
std::optional<int> replayedHands(lessons::Lesson lesson, qint64 seed,
                                 const QList<storage::GradedActionRecord> &actions, QString &error);

// The lesson of an id, or nullopt with `error` saying why not.
using LessonLookup =
    std::function<std::optional<lessons::Lesson>(const QString &id, QString &error)>;

// Sets each scenario's hands and hands per hour, and the sitting's, from
// the lessons `lessonFor` finds; returns one note per scenario it could not
// replay ("scenario 2 (blackjack/09-basic-deal): ..."), whose hands stay
// unknown.
QStringList fillHands(storage::Transcript &transcript, const LessonLookup &lessonFor);

} // namespace dt::transcript
