#include "examcatalog.h"

#include "examparser.h"
#include "lessoncatalog.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QStandardPaths>
#include <algorithm>

namespace dt::lessons {

QString ExamCatalog::defaultDirectory() {
    const QString fromEnvironment = qEnvironmentVariable("DT_EXAMS_DIR");
    if (!fromEnvironment.isEmpty()) {
        return fromEnvironment;
    }
    if (QCoreApplication::instance() != nullptr) {
        const QString installed = QDir::cleanPath(QCoreApplication::applicationDirPath() +
                                                  QStringLiteral("/../share/dealer-trainer/exams"));
        if (QFileInfo(installed).isDir()) {
            return installed;
        }
    }
    return QStringLiteral(DT_SOURCE_EXAMS_DIR);
}

QString ExamCatalog::defaultAuthoredDirectory() {
    const QString fromEnvironment = qEnvironmentVariable("DT_AUTHORED_EXAMS_DIR");
    if (!fromEnvironment.isEmpty()) {
        return fromEnvironment;
    }
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/exams");
}

QString ExamCatalog::idOf(const QString &path, const QString &directory) {
    QString id = QDir(directory).relativeFilePath(QFileInfo(path).absoluteFilePath());
    if (id.endsWith(QLatin1String(".json"))) {
        id.chop(5);
    }
    return id;
}

QStringList ExamCatalog::filesBelow(const QString &directory) {
    QStringList files;
    QDirIterator it(directory, {QStringLiteral("*.json")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (!path.endsWith(QLatin1String(".schema.json"))) {
            files.append(path);
        }
    }
    std::sort(files.begin(), files.end());
    return files;
}

bool ExamCatalog::load(const QString &directory, const LessonCatalog &lessons) {
    directory_ = QDir::cleanPath(QDir(directory).absolutePath());
    authoredDirectory_.clear();
    exams_.clear();
    problems_.clear();
    if (!QFileInfo(directory_).isDir()) {
        problems_.append({directory_, QStringLiteral("$"),
                          QStringLiteral("the exams directory does not exist")});
        return false;
    }
    for (const QString &path : filesBelow(directory_)) {
        ExamLoadResult result = loadExamFile(path, idOf(path, directory_), lessons);
        if (result.exam) {
            exams_.append(std::move(*result.exam));
        }
        problems_.append(result.problems);
    }
    return problems_.isEmpty();
}

bool ExamCatalog::load(const QString &directory, const LessonCatalog &lessons,
                       const QString &authoredDirectory) {
    load(directory, lessons);
    authoredDirectory_ = QDir::cleanPath(QDir(authoredDirectory).absolutePath());
    if (authoredDirectory_ == directory_ || !QFileInfo(authoredDirectory_).isDir()) {
        return problems_.isEmpty();
    }
    for (const QString &path : filesBelow(authoredDirectory_)) {
        const QString id = idOf(path, authoredDirectory_);
        if (find(id) != nullptr) {
            problems_.append({path, QStringLiteral("$"),
                              QStringLiteral("an installed exam is already \"%1\"; this one is "
                                             "left out (give it another file name)")
                                  .arg(id)});
            continue;
        }
        ExamLoadResult result = loadExamFile(path, id, lessons);
        if (result.exam) {
            result.exam->authored = true;
            exams_.append(std::move(*result.exam));
        }
        problems_.append(result.problems);
    }
    return problems_.isEmpty();
}

const ExamDefinition *ExamCatalog::find(const QString &id) const {
    const auto it = std::find_if(exams_.cbegin(), exams_.cend(),
                                 [&id](const ExamDefinition &exam) { return exam.id == id; });
    return it == exams_.cend() ? nullptr : &*it;
}

} // namespace dt::lessons
