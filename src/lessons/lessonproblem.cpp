#include "lessonproblem.h"

namespace dt::lessons {

QString LessonProblem::text() const {
    const QString located = path.isEmpty() ? message : path + QStringLiteral(": ") + message;
    return file.isEmpty() ? located : file + QStringLiteral(": ") + located;
}

} // namespace dt::lessons
