#pragma once

#include "clicommon.h"

#include <QList>
#include <QStringList>
#include <lessons/lessonproblem.h>

namespace dt::cli {

struct ValidationReport {
    int lessonFiles = 0;                    // lesson files checked
    int catalogs = 0;                       // directories whose index.json was checked
    QList<lessons::LessonProblem> problems; // of the lessons and of the catalog indexes, each once
    QStringList missing;                    // arguments that name no file or directory
};

// Checks lesson files and directories. A directory is searched recursively
// for *.json lessons (index.json and *.schema.json are not lessons); when it
// holds an index.json, the catalog's index checks run on it too. Naming an
// index.json is naming its directory.
ValidationReport validateLessons(const QStringList &paths);

// `dealer-trainer-cli validate PATH...`: problems on stderr, one per line,
// then "N lessons, M problems" on stdout.
int runValidate(const QStringList &paths, Console console);

} // namespace dt::cli
