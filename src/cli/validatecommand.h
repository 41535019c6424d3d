#pragma once

#include "clicommon.h"

#include <QList>
#include <QStringList>
#include <lessons/lessonproblem.h>

namespace dt::cli {

struct ValidationReport {
    int lessonFiles = 0;                    // lesson files checked
    int examFiles = 0;                      // exam files checked
    int catalogs = 0;                       // directories whose index.json was checked
    QList<lessons::LessonProblem> problems; // of the lessons and of the catalog indexes, each once
    QStringList missing;                    // arguments that name no file or directory
};

struct ValidationRequest {
    // Lesson files and directories, and exam files and directories: a path
    // inside a directory named "exams" (or that directory) is an exam's.
    QStringList paths;
    // Exam directories named as such whatever their name (the default
    // exams directory when validate is given no PATH).
    QStringList examDirectories;
    // Where an exam's scenarios are looked up (empty: the default lessons).
    QString lessonsDirectory;
    // The exams written in the app on this machine (docs/exams.md, empty:
    // none): a path in it is an exam's whatever the directory's name, and
    // an exam there whose id an exam of `installedExamsDirectory` already
    // has is a problem, as the app leaves it out.
    QString authoredExamsDirectory;
    QString installedExamsDirectory;
};

// Checks lesson files and directories. A directory is searched recursively
// for *.json lessons (index.json and *.schema.json are not lessons); when it
// holds an index.json, the catalog's index checks run on it too. Naming an
// index.json is naming its directory. An exam file is checked as the app
// loads it (docs/exam-format.md), its id its path below its exams
// directory, against the lessons catalog, whose own problems are reported too;
// an authored exam also against the installed exams' ids.
ValidationReport validate(const ValidationRequest &request);

// `dealer-trainer-cli validate PATH...`: problems on stderr, one per line,
// then "N lessons, M problems" on stdout ("N lessons, E exams, M problems"
// when exams were checked).
int runValidate(const ValidationRequest &request, Console console);

} // namespace dt::cli
