#pragma once

#include <QString>
#include <QStringList>
#include <core/scenario.h>
#include <core/session.h>

namespace dt::lessons {

// One lesson file (docs/lesson-format.md), read into the core's structs: the
// lesson selects and parameterises the rules, the core holds them.
struct Lesson {
    QString id;   // "blackjack/01-opening-new-table": the path without ".json"
    QString game; // "blackjack"
    QString title;
    QString objective;
    QString explanation;
    QStringList sections; // citations as printed: "Blackjack §5(e)(1)"
    QStringList hints;
    dt::PassCriteria pass;
    dt::Scenario scenario;
    QString filePath; // where the lesson was read from
};

} // namespace dt::lessons
