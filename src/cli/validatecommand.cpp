#include "validatecommand.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QSet>
#include <algorithm>
#include <lessons/lessoncatalog.h>
#include <lessons/lessonparser.h>

namespace dt::cli {

namespace {

constexpr auto kIndexFile = "index.json";

bool isLessonFile(const QFileInfo &file) {
    const QString name = file.fileName();
    return name.endsWith(QLatin1String(".json")) && name != QLatin1String(kIndexFile) &&
           !name.endsWith(QLatin1String(".schema.json"));
}

QStringList lessonFilesBelow(const QString &directory) {
    QStringList files;
    QDirIterator it(directory, {QStringLiteral("*.json")}, QDir::Files | QDir::Readable,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QFileInfo file(it.next());
        if (isLessonFile(file)) {
            files.append(file.filePath());
        }
    }
    std::sort(files.begin(), files.end()); // the same report on every machine
    return files;
}

class Collector {
public:
    explicit Collector(ValidationReport &report)
        : report_(report) {}

    void add(const lessons::LessonProblem &problem) {
        // The catalog reports its lessons' problems too, naming the files
        // from its own directory: each problem is listed once.
        const QString key = QDir::cleanPath(QFileInfo(problem.file).absoluteFilePath()) +
                            QLatin1Char('\n') + problem.path + QLatin1Char('\n') + problem.message;
        if (!seen_.contains(key)) {
            seen_.insert(key);
            report_.problems.append(problem);
        }
    }

    void lesson(const QString &path) {
        const QString key = QFileInfo(path).absoluteFilePath();
        if (lessons_.contains(key)) {
            return;
        }
        lessons_.insert(key);
        ++report_.lessonFiles;
        for (const lessons::LessonProblem &problem : lessons::loadLessonFile(path).problems) {
            add(problem);
        }
    }

    void catalog(const QString &directory) {
        const QString key = QFileInfo(directory).absoluteFilePath();
        if (catalogs_.contains(key)) {
            return;
        }
        catalogs_.insert(key);
        ++report_.catalogs;
        lessons::LessonCatalog lessonCatalog;
        lessonCatalog.load(directory);
        for (const lessons::LessonProblem &problem : lessonCatalog.problems()) {
            add(problem);
        }
    }

private:
    ValidationReport &report_;
    QSet<QString> seen_;
    QSet<QString> lessons_;
    QSet<QString> catalogs_;
};

} // namespace

ValidationReport validateLessons(const QStringList &paths) {
    ValidationReport report;
    Collector collector(report);
    for (const QString &path : paths) {
        const QFileInfo info(path);
        // An index names its catalog: the directory's lessons and the index.
        const bool index = info.isFile() && info.fileName() == QLatin1String(kIndexFile);
        if (info.isDir() || index) {
            const QString directory = index ? info.path() : path;
            for (const QString &file : lessonFilesBelow(directory)) {
                collector.lesson(file);
            }
            if (QFileInfo::exists(QDir(directory).filePath(QLatin1String(kIndexFile)))) {
                collector.catalog(directory);
            }
        } else if (info.exists()) {
            collector.lesson(path);
        } else {
            report.missing.append(path);
        }
    }
    return report;
}

int runValidate(const QStringList &paths, Console console) {
    const ValidationReport report = validateLessons(paths);
    for (const QString &path : report.missing) {
        console.err << path << ": no such file or directory" << Qt::endl;
    }
    for (const lessons::LessonProblem &problem : report.problems) {
        console.err << problem.text() << Qt::endl;
    }
    const auto count = [](qsizetype n, const char *one, const char *many) {
        return QString::number(n) + QLatin1Char(' ') + QLatin1String(n == 1 ? one : many);
    };
    console.out << count(report.lessonFiles, "lesson", "lessons") << ", "
                << count(report.problems.size(), "problem", "problems") << Qt::endl;
    if (!report.missing.isEmpty()) {
        return ExitUsage;
    }
    if (report.lessonFiles == 0 && report.catalogs == 0) {
        console.err << "no lesson files found" << Qt::endl; // a wrong directory is not a pass
        return ExitFailure;
    }
    return report.problems.isEmpty() ? ExitSuccess : ExitFailure;
}

} // namespace dt::cli
