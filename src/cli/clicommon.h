#pragma once

#include <QJsonObject>
#include <QString>
#include <QTextStream>
#include <core/flat_json.h>
#include <core/referee.h>
#include <lessons/lesson.h>
#include <memory>
#include <optional>

namespace dt::storage {
class ProgressStore;
}

namespace dt::cli {

// The exit codes of every command (docs/cli.md).
enum ExitCode : int {
    ExitSuccess = 0, // validate: every lesson valid; replay: the lesson passed
    ExitFailure = 1, // validate: a problem was found; replay: the lesson was not passed
    ExitUsage = 2,   // bad command line, unreadable or invalid input
};

// Where a command writes: stdout for results, stderr for problems.
struct Console {
    QTextStream &out;
    QTextStream &err;
};

// Resolves LESSON (a lesson file, or the id of a shipped lesson found in
// `lessonsDirectory`, or the default directory when that is empty) and loads
// it. On failure every problem is written to `err` and nothing is returned.
// A payout drill is refused (it has no table to play) unless `drillAllowed`.
std::optional<lessons::Lesson> loadLessonArgument(const QString &argument,
                                                  const QString &lessonsDirectory, QTextStream &err,
                                                  bool drillAllowed = false);

// Opens the progress database at `databasePath`, or the app's when empty
// (--db). False with the reason written to `err`.
bool openProgressStore(storage::ProgressStore &store, const QString &databasePath,
                       QTextStream &err);

// The same, for a command that only reads: a database that does not exist
// is refused ("PATH: no such progress database") rather than made.
bool openExistingProgressStore(storage::ProgressStore &store, const QString &databasePath,
                               QTextStream &err);

// A flat core object ({"action": "offer_cut", "seat": 3}) as a Qt JSON object.
QJsonObject toJsonObject(const FlatObject &object);

} // namespace dt::cli
