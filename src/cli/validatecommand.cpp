#include "validatecommand.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QSet>
#include <algorithm>
#include <lessons/examcatalog.h>
#include <lessons/examparser.h>
#include <lessons/lessoncatalog.h>
#include <lessons/lessonparser.h>
#include <optional>

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

// An absolute, clean path ("" stays ""), so directories compare as text.
QString cleanDirectory(const QString &path) {
    return path.isEmpty() ? QString() : QDir::cleanPath(QFileInfo(path).absoluteFilePath());
}

// The exams directory `info` lies in (or is): the nearest one named "exams",
// or one of `examDirectories`; empty when it is not an exam's path.
QString examsDirectoryOf(const QFileInfo &info, const QStringList &examDirectories) {
    QString directory =
        QDir::cleanPath(info.isDir() ? info.absoluteFilePath() : info.absolutePath());
    while (true) {
        for (const QString &known : examDirectories) {
            if (cleanDirectory(known) == directory) {
                return directory;
            }
        }
        if (QFileInfo(directory).fileName() == QLatin1String("exams")) {
            return directory;
        }
        const QString parent = QFileInfo(directory).path();
        if (parent == directory) {
            return {};
        }
        directory = parent;
    }
}

class Collector {
public:
    Collector(ValidationReport &report, const ValidationRequest &request)
        : report_(report)
        , lessonsDirectory_(request.lessonsDirectory.isEmpty()
                                ? lessons::LessonCatalog::defaultDirectory()
                                : request.lessonsDirectory)
        , authoredDirectory_(cleanDirectory(request.authoredExamsDirectory))
        , installedDirectory_(cleanDirectory(request.installedExamsDirectory)) {}

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

    void exam(const QString &path, const QString &examsDirectory) {
        const QString key = QFileInfo(path).absoluteFilePath();
        if (exams_.contains(key)) {
            return;
        }
        exams_.insert(key);
        ++report_.examFiles;
        const QString id = lessons::ExamCatalog::idOf(path, examsDirectory);
        if (isAuthored(examsDirectory) && isInstalledId(id)) {
            // As ExamCatalog::load() leaves it out: ids name one exam.
            add({path, QStringLiteral("$"),
                 QStringLiteral("an installed exam is already \"%1\" (%2); the app leaves this "
                                "one out (give it another file name)")
                     .arg(id, installedExamFile(id))});
            return;
        }
        for (const lessons::LessonProblem &problem :
             lessons::loadExamFile(path, id, examLessons()).problems) {
            add(problem);
        }
    }

private:
    bool isAuthored(const QString &examsDirectory) const {
        return !authoredDirectory_.isEmpty() && examsDirectory == authoredDirectory_;
    }
    QString installedExamFile(const QString &id) const {
        return QDir(installedDirectory_).filePath(id + QStringLiteral(".json"));
    }
    bool isInstalledId(const QString &id) const {
        return !installedDirectory_.isEmpty() && installedDirectory_ != authoredDirectory_ &&
               QFileInfo(installedExamFile(id)).isFile();
    }

    // The catalog exams' scenarios come from, loaded once; its problems are
    // the exams' problems too (a broken lesson is an exam that cannot be dealt).
    const lessons::LessonCatalog &examLessons() {
        if (!examLessons_) {
            examLessons_.emplace();
            examLessons_->load(lessonsDirectory_);
            for (const lessons::LessonProblem &problem : examLessons_->problems()) {
                add(problem);
            }
        }
        return *examLessons_;
    }

    ValidationReport &report_;
    QString lessonsDirectory_;
    QString authoredDirectory_;  // cleaned, as examsDirectoryOf() gives it
    QString installedDirectory_; // cleaned
    std::optional<lessons::LessonCatalog> examLessons_;
    QSet<QString> exams_;
    QSet<QString> seen_;
    QSet<QString> lessons_;
    QSet<QString> catalogs_;
};

} // namespace

ValidationReport validate(const ValidationRequest &request) {
    ValidationReport report;
    Collector collector(report, request);
    QStringList knownExamDirectories = request.examDirectories;
    if (!request.authoredExamsDirectory.isEmpty()) {
        knownExamDirectories.append(request.authoredExamsDirectory);
    }
    for (const QString &path : request.paths + request.examDirectories) {
        const QFileInfo info(path);
        const QString examsDirectory =
            info.exists() ? examsDirectoryOf(info, knownExamDirectories) : QString();
        if (!examsDirectory.isEmpty()) {
            const QStringList files =
                info.isDir() ? lessons::ExamCatalog::filesBelow(path) : QStringList{path};
            for (const QString &file : files) {
                collector.exam(file, examsDirectory);
            }
            continue;
        }
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

int runValidate(const ValidationRequest &request, Console console) {
    const ValidationReport report = validate(request);
    for (const QString &path : report.missing) {
        console.err << path << ": no such file or directory" << Qt::endl;
    }
    for (const lessons::LessonProblem &problem : report.problems) {
        console.err << problem.text() << Qt::endl;
    }
    const auto count = [](qsizetype n, const char *one, const char *many) {
        return QString::number(n) + QLatin1Char(' ') + QLatin1String(n == 1 ? one : many);
    };
    console.out << count(report.lessonFiles, "lesson", "lessons") << ", ";
    if (report.examFiles > 0) {
        console.out << count(report.examFiles, "exam", "exams") << ", ";
    }
    console.out << count(report.problems.size(), "problem", "problems") << Qt::endl;
    if (!report.missing.isEmpty()) {
        return ExitUsage;
    }
    if (report.lessonFiles == 0 && report.catalogs == 0 && report.examFiles == 0) {
        console.err << "no lesson or exam files found"
                    << Qt::endl; // a wrong directory is not a pass
        return ExitFailure;
    }
    return report.problems.isEmpty() ? ExitSuccess : ExitFailure;
}

} // namespace dt::cli
