#pragma once

#include <QString>
#include <QVariantMap>
#include <lessons/exam.h>
#include <optional>

namespace dt::lessons {
class LessonCatalog;
}

namespace dt::ui {

// An exam as the authoring form edits it (qml/ExamAuthoring.qml): every
// value as typed, so that what is wrong with one is said here, not guessed
// in QML. Keys: id, title, description, timeLimitMinutes,
// minimumAccuracyPercent, maximumIntegrityErrors, maximumPayoutErrors,
// minimumHandsPerHour ("" when not a criterion), authored (bool), and
// scenarios: [{lesson, title, course, seed ("" for the lesson's own)}].
QVariantMap examDraftOf(const dt::lessons::ExamDefinition &exam,
                        const dt::lessons::LessonCatalog &lessons);
// A new exam's draft: a lesson's default criteria, but exact payouts.
QVariantMap newExamDraft();

struct ExamFromDraft {
    std::optional<dt::lessons::ExamDefinition> exam; // set when `error` is empty
    QString error; // the first field that is wrong, by its label in the form
};
// The exam a draft describes (its scenarios' lesson ids and seeds; the
// lessons themselves are checked when it is written).
ExamFromDraft examFromDraft(const QVariantMap &draft);

} // namespace dt::ui
