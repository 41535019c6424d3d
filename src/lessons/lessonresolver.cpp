#include "lessonresolver.h"

#include <QDir>
#include <QFileInfo>

namespace dt::lessons {

QString resolveLessonArgument(const QString &argument, const LessonCatalog &catalog) {
    if (argument.isEmpty()) {
        return {};
    }
    if (QFileInfo(argument).isFile()) {
        return argument;
    }
    if (!catalog.directory().isEmpty()) {
        const QString inCatalog = QDir(catalog.directory()).filePath(argument);
        if (!QDir::isAbsolutePath(argument) && QFileInfo(inCatalog).isFile()) {
            return inCatalog;
        }
    }
    if (const Lesson *lesson = catalog.find(argument)) {
        return lesson->filePath;
    }
    return {};
}

} // namespace dt::lessons
