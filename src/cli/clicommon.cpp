#include "clicommon.h"

#include <QDir>
#include <QFileInfo>
#include <lessons/lessoncatalog.h>
#include <lessons/lessonparser.h>
#include <lessons/lessonresolver.h>
#include <storage/progressstore.h>
#include <type_traits>
#include <variant>

namespace dt::cli {

std::optional<lessons::Lesson> loadLessonArgument(const QString &argument,
                                                  const QString &lessonsDirectory, QTextStream &err,
                                                  bool drillAllowed) {
    const QString directory =
        lessonsDirectory.isEmpty() ? lessons::LessonCatalog::defaultDirectory() : lessonsDirectory;
    lessons::LessonCatalog catalog;
    // A catalog that does not load still resolves plain file paths; its own
    // problems belong to `validate`, not to the lesson asked for here.
    catalog.load(directory);
    const QString path = lessons::resolveLessonArgument(argument, catalog);
    if (path.isEmpty()) {
        err << argument << ": no such lesson file, and no shipped lesson with that id in "
            << QDir::toNativeSeparators(directory) << Qt::endl;
        return std::nullopt;
    }
    lessons::LessonLoadResult result = lessons::loadLessonFile(path);
    for (const lessons::LessonProblem &problem : result.problems) {
        err << problem.text() << Qt::endl;
    }
    if (!result.lesson || !result.problems.isEmpty()) {
        err << argument << ": the lesson is not valid (see `dealer-trainer-cli validate "
            << QDir::toNativeSeparators(QFileInfo(path).filePath()) << "`)" << Qt::endl;
        return std::nullopt;
    }
    if (result.lesson->isDrill() && !drillAllowed) {
        // replay plays a table; a drill is taken in the app (autoplay prints its answers).
        err << argument << ": a payout drill has no table to play; take it in the app" << Qt::endl;
        return std::nullopt;
    }
    return std::move(result.lesson);
}

QJsonObject toJsonObject(const FlatObject &object) {
    QJsonObject json;
    for (const auto &[key, value] : object.entries()) {
        const QString name = QString::fromStdString(key);
        std::visit(
            [&](const auto &v) {
                using V = std::decay_t<decltype(v)>;
                if constexpr (std::is_same_v<V, std::string>) {
                    json.insert(name, QString::fromStdString(v));
                } else if constexpr (std::is_same_v<V, bool>) {
                    json.insert(name, v);
                } else {
                    json.insert(name, static_cast<qint64>(v));
                }
            },
            value);
    }
    return json;
}

bool openProgressStore(storage::ProgressStore &store, const QString &databasePath,
                       QTextStream &err) {
    if (store.open(databasePath.isEmpty() ? storage::ProgressStore::defaultDatabasePath()
                                          : databasePath)) {
        return true;
    }
    err << store.lastError() << Qt::endl;
    return false;
}

bool openExistingProgressStore(storage::ProgressStore &store, const QString &databasePath,
                               QTextStream &err) {
    const QString path =
        databasePath.isEmpty() ? storage::ProgressStore::defaultDatabasePath() : databasePath;
    if (!QFileInfo::exists(path)) {
        err << path << ": no such progress database" << Qt::endl;
        return false;
    }
    return openProgressStore(store, path, err);
}

} // namespace dt::cli
