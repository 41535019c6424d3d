#pragma once

#include <QString>
#include <QStringList>

namespace dt::lessons {

// One course of lessons/index.json: a game's lessons in teaching order.
struct LessonCourse {
    QString game;
    QString title;
    QStringList lessonIds; // the lessons that loaded, in the index's order
};

} // namespace dt::lessons
