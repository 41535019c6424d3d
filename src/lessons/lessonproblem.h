#pragma once

#include <QString>

namespace dt::lessons {

// One thing wrong with a lesson file or the lesson index, located precisely
// enough for an author to fix it without guessing.
struct LessonProblem {
    QString file;    // as given when loading
    QString path;    // JSON path: "$", "$.table.decks", "$.players[1].cut[0]"
    QString message; // what is wrong and, where it helps, what is allowed

    // "file: $.path: message"
    QString text() const;

    friend bool operator==(const LessonProblem &, const LessonProblem &) = default;
};

} // namespace dt::lessons
