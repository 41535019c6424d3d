#include "examparser.h"

#include "jsonobjectreader.h"
#include "jsonreader.h"
#include "passcriteriareader.h"
#include "spottheerrorreader.h"

#include <QFile>
#include <QFileInfo>
#include <QSet>

namespace dt::lessons {

namespace {
const QString kRoot = QStringLiteral("$");
// Longer than any sitting a school would hold.
constexpr int kLongestExamMinutes = 8 * 60;

void readScenarios(JsonReader &json, JsonObjectReader &root, const LessonCatalog &catalog,
                   ExamDefinition &exam) {
    const auto scenarios = root.array(QStringLiteral("scenarios"), Presence::Required);
    if (!scenarios) {
        return;
    }
    const QString path = root.pathOf(QStringLiteral("scenarios"));
    if (scenarios->isEmpty()) {
        json.report(path, QStringLiteral("must list at least one lesson"));
        return;
    }
    QHash<QString, QString> seen; // "lesson seed" -> where it first appeared
    for (qsizetype i = 0; i < scenarios->size(); ++i) {
        const QString at = JsonReader::indexPath(path, i);
        const auto object = json.toObject(scenarios->at(i), at);
        if (!object) {
            continue;
        }
        JsonObjectReader reader(json, *object, at);
        const auto lessonId = reader.text(QStringLiteral("lesson"), Presence::Required);
        const auto seed = reader.wholeNumber(QStringLiteral("seed"), Presence::Optional);
        reader.finish();
        if (!lessonId) {
            continue;
        }
        const Lesson *lesson = catalog.find(*lessonId);
        const QString lessonPath = reader.pathOf(QStringLiteral("lesson"));
        if (lesson == nullptr) {
            json.report(
                lessonPath,
                QStringLiteral("no lesson \"%1\" in %2").arg(*lessonId, catalog.directory()));
            continue;
        }
        if (lesson->isDrill()) {
            json.report(lessonPath,
                        QStringLiteral("\"%1\" is a payout drill; an exam deals table lessons")
                            .arg(*lessonId));
            continue;
        }
        ExamScenario scenario{*lessonId, std::nullopt, *lesson};
        if (seed) {
            if (*seed < 0) {
                json.report(reader.pathOf(QStringLiteral("seed")),
                            QStringLiteral("must be a whole number from 0"));
                continue;
            }
            scenario.seed = static_cast<quint64>(*seed);
            scenario.lesson.scenario.seed = static_cast<std::uint64_t>(*seed);
            // A spot-the-error lesson's errors must still be errors on the
            // table this seed deals.
            if (!reportSpotTheErrorProblems(json, reader.pathOf(QStringLiteral("seed")),
                                            scenario.lesson)) {
                continue;
            }
        }
        // The same lesson again with the same cards grades nothing new.
        const QString key =
            *lessonId + QLatin1Char(' ') + QString::number(scenario.lesson.scenario.seed);
        if (seen.contains(key)) {
            json.report(at, QStringLiteral("deals the same cards as %1; give another seed")
                                .arg(seen.value(key)));
            continue;
        }
        seen.insert(key, at);
        exam.scenarios.append(scenario);
    }
}
} // namespace

ExamLoadResult parseExam(const QByteArray &json, const QString &fileName, const QString &id,
                         const LessonCatalog &catalog) {
    JsonReader reader(fileName);
    const auto document = reader.parseDocument(json, QStringLiteral("an exam"));
    if (!document) {
        return {std::nullopt, reader.problems()};
    }
    JsonObjectReader root(reader, *document, kRoot);
    ExamDefinition exam;
    exam.id = id;
    exam.filePath = fileName;
    exam.title = root.text(QStringLiteral("title"), Presence::Required).value_or(QString());
    exam.description =
        root.text(QStringLiteral("description"), Presence::Optional).value_or(QString());
    if (const auto minutes = root.integer(QStringLiteral("timeLimitMinutes"), Presence::Required)) {
        if (*minutes < 1 || *minutes > kLongestExamMinutes) {
            reader.report(root.pathOf(QStringLiteral("timeLimitMinutes")),
                          QStringLiteral("must be a whole number of minutes from 1 to %1")
                              .arg(kLongestExamMinutes));
        } else {
            exam.timeLimitMinutes = *minutes;
        }
    }
    readScenarios(reader, root, catalog, exam);
    // An exam asks for exact payouts unless its file says otherwise.
    exam.pass.maximumPayoutErrors = 0;
    readPassCriteria(reader, root, exam.pass);
    root.finish();
    if (!reader.problems().isEmpty()) {
        return {std::nullopt, reader.problems()};
    }
    return {exam, {}};
}

ExamLoadResult loadExamFile(const QString &path, const QString &id, const LessonCatalog &catalog) {
    QFile file(path);
    if (QFileInfo(path).isDir() || !file.open(QIODevice::ReadOnly)) {
        return {std::nullopt,
                {LessonProblem{path, kRoot,
                               QStringLiteral("cannot read the exam file: %1")
                                   .arg(QFileInfo(path).isDir() ? QStringLiteral("a directory")
                                                                : file.errorString())}}};
    }
    return parseExam(file.readAll(), path, id, catalog);
}

} // namespace dt::lessons
