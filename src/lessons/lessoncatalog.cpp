#include "lessoncatalog.h"

#include "jsonobjectreader.h"
#include "jsonreader.h"
#include "lessonparser.h"
#include "regulationlibrary.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSet>
#include <algorithm>

namespace dt::lessons {

namespace {
const QString kIndexFile = QStringLiteral("index.json");
const QString kRoot = QStringLiteral("$");
constexpr int kIndexFormat = 1;

struct IndexEntry {
    QString relativePath; // "blackjack/01-opening-new-table.json"
    QString path;         // JSON path of the entry in index.json
    qsizetype course = 0;
};
} // namespace

QString LessonCatalog::defaultDirectory() {
    const QString fromEnvironment = qEnvironmentVariable("DT_LESSONS_DIR");
    if (!fromEnvironment.isEmpty()) {
        return fromEnvironment;
    }
    if (QCoreApplication::instance() != nullptr) {
        const QString installed =
            QDir::cleanPath(QCoreApplication::applicationDirPath() +
                            QStringLiteral("/../share/dealer-trainer/lessons"));
        if (QFileInfo(installed).isDir()) {
            return installed;
        }
    }
    return QStringLiteral(DT_SOURCE_LESSONS_DIR);
}

bool LessonCatalog::load(const QString &directory, const QString &regulationsDirectory) {
    // One library for every lesson: each regulation text is read once.
    const RegulationLibrary regulations(regulationsDirectory.isEmpty()
                                            ? RegulationLibrary::defaultDirectory()
                                            : regulationsDirectory);
    directory_ = QDir::cleanPath(QDir(directory).absolutePath());
    courses_.clear();
    lessons_.clear();
    problems_.clear();

    const QDir dir(directory_);
    const QString indexPath = dir.filePath(kIndexFile);
    JsonReader reader(indexPath);
    if (!dir.exists()) {
        problems_.append(
            {directory_, kRoot, QStringLiteral("the lessons directory does not exist")});
        return false;
    }
    QFile indexFile(indexPath);
    if (!indexFile.open(QIODevice::ReadOnly)) {
        problems_.append(
            {indexPath, kRoot,
             QStringLiteral("cannot read the lesson index: %1").arg(indexFile.errorString())});
        return false;
    }
    // The index is read with the same checks as a lesson (syntax, types, keys).
    const auto document = reader.parseDocument(indexFile.readAll(), QStringLiteral("the index"));
    if (!document) {
        problems_ = reader.problems();
        return false;
    }

    std::vector<IndexEntry> entries;
    JsonObjectReader root(reader, *document, kRoot);
    if (const auto format = root.integer(QStringLiteral("format"), Presence::Required);
        format && *format != kIndexFormat) {
        reader.report(
            root.pathOf(QStringLiteral("format")),
            QStringLiteral("must be %1 (the index format this program reads)").arg(kIndexFormat));
    }
    if (const auto courses = root.array(QStringLiteral("courses"), Presence::Required)) {
        for (qsizetype i = 0; i < courses->size(); ++i) {
            const QString coursePath =
                JsonReader::indexPath(root.pathOf(QStringLiteral("courses")), i);
            const auto object = reader.toObject(courses->at(i), coursePath);
            if (!object) {
                continue;
            }
            JsonObjectReader course(reader, *object, coursePath);
            LessonCourse entry;
            entry.game =
                course.text(QStringLiteral("game"), Presence::Required).value_or(QString());
            entry.title =
                course.text(QStringLiteral("title"), Presence::Required).value_or(QString());
            if (const auto list = course.array(QStringLiteral("lessons"), Presence::Required)) {
                for (qsizetype j = 0; j < list->size(); ++j) {
                    const QString entryPath =
                        JsonReader::indexPath(course.pathOf(QStringLiteral("lessons")), j);
                    if (const auto relative = reader.toText(list->at(j), entryPath)) {
                        entries.push_back({*relative, entryPath, courses_.size()});
                    }
                }
            }
            course.finish();
            courses_.append(entry);
        }
    }
    root.finish();

    QHash<QString, QString> listedAt; // relative path -> its JSON path in the index
    QHash<QString, QString> fileOfId;
    for (const auto &entry : entries) {
        const QString &relative = entry.relativePath;
        if (QDir::isAbsolutePath(relative) || !relative.endsWith(QStringLiteral(".json")) ||
            QDir::cleanPath(relative) != relative || relative.startsWith(QStringLiteral(".."))) {
            reader.report(entry.path, QStringLiteral("\"%1\" must be a .json file's path relative "
                                                     "to the lessons directory, e.g. "
                                                     "\"blackjack/01-opening-new-table.json\"")
                                          .arg(relative));
            continue;
        }
        if (listedAt.contains(relative)) {
            reader.report(entry.path, QStringLiteral("\"%1\" is listed twice (also at %2)")
                                          .arg(relative, listedAt.value(relative)));
            continue;
        }
        listedAt.insert(relative, entry.path);
        const QString file = dir.filePath(relative);
        if (!QFileInfo(file).isFile()) {
            reader.report(entry.path,
                          QStringLiteral("\"%1\" does not exist in %2").arg(relative, directory_));
            continue;
        }
        auto result = loadLessonFile(file, regulations);
        problems_.append(result.problems);
        if (!result.lesson) {
            continue;
        }
        Lesson &lesson = *result.lesson;
        // The id is the path: a lesson can be found from either.
        const QString expectedId = relative.chopped(5);
        const auto before = problems_.size();
        if (lesson.id != expectedId) {
            problems_.append({file, QStringLiteral("$.id"),
                              QStringLiteral("is \"%1\" but the file is %2: the id must be \"%3\"")
                                  .arg(lesson.id, relative, expectedId)});
        } else if (fileOfId.contains(lesson.id)) {
            problems_.append({file, QStringLiteral("$.id"),
                              QStringLiteral("\"%1\" is already the id of %2")
                                  .arg(lesson.id, fileOfId.value(lesson.id))});
        }
        LessonCourse &course = courses_[entry.course];
        if (!course.game.isEmpty() && lesson.game != course.game) {
            problems_.append({file, QStringLiteral("$.game"),
                              QStringLiteral("is \"%1\" but index.json lists the lesson in the "
                                             "\"%2\" course")
                                  .arg(lesson.game, course.game)});
        }
        if (problems_.size() != before) {
            continue;
        }
        fileOfId.insert(lesson.id, file);
        course.lessonIds.append(lesson.id);
        lessons_.append(std::move(lesson));
    }

    // Every lesson file must be listed, or a lesson an author added would
    // silently never be taught.
    QStringList unlisted;
    QDirIterator files(directory_, {QStringLiteral("*.json")}, QDir::Files,
                       QDirIterator::Subdirectories);
    while (files.hasNext()) {
        const QString relative = dir.relativeFilePath(files.next());
        // JSON Schemas for editors (lesson.schema.json) are not lessons.
        if (relative == kIndexFile || relative.endsWith(QStringLiteral(".schema.json")) ||
            listedAt.contains(relative)) {
            continue;
        }
        unlisted.append(relative);
    }
    std::sort(unlisted.begin(), unlisted.end());
    for (const QString &relative : unlisted) {
        problems_.append({dir.filePath(relative), kRoot,
                          QStringLiteral("is not listed in index.json: add \"%1\" to a course's "
                                         "\"lessons\", or remove the file")
                              .arg(relative)});
    }

    // Problems of the index itself come first.
    problems_ = reader.problems() + problems_;
    return problems_.isEmpty();
}

const Lesson *LessonCatalog::find(const QString &id) const {
    for (const auto &lesson : lessons_) {
        if (lesson.id == id) {
            return &lesson;
        }
    }
    return nullptr;
}

QString LessonCatalog::courseTitleOf(const QString &lessonId) const {
    for (const auto &course : courses_) {
        if (course.lessonIds.contains(lessonId)) {
            return course.title;
        }
    }
    return {};
}

} // namespace dt::lessons
