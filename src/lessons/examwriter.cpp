#include "examwriter.h"

#include "examparser.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSaveFile>

namespace dt::lessons {

namespace {
const QString kRoot = QStringLiteral("$");

// A JSON value as text, escaped as JSON escapes it ("a \"b\"", 0.95).
QString jsonText(const QJsonValue &value) {
    const QByteArray array = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(array.mid(1, array.size() - 2));
}

QString member(const QString &key, const QJsonValue &value) {
    return jsonText(key) + QStringLiteral(": ") + jsonText(value);
}

QString scenarioLine(const ExamScenario &scenario) {
    QStringList members{member(QStringLiteral("lesson"), scenario.lessonId)};
    if (scenario.seed) {
        // Seeds are written as whole numbers, never as 1e+15.
        members.append(jsonText(QStringLiteral("seed")) + QStringLiteral(": ") +
                       QString::number(*scenario.seed));
    }
    return QLatin1Char('{') + members.join(QStringLiteral(", ")) + QLatin1Char('}');
}

QString passLine(const dt::PassCriteria &pass) {
    QStringList members{
        member(QStringLiteral("minimumAccuracy"), pass.minimumAccuracy),
        member(QStringLiteral("maximumIntegrityErrors"), pass.maximumIntegrityErrors)};
    if (pass.maximumPayoutErrors) {
        members.append(member(QStringLiteral("maximumPayoutErrors"), *pass.maximumPayoutErrors));
    }
    if (pass.minimumHandsPerHour) {
        members.append(member(QStringLiteral("minimumHandsPerHour"), *pass.minimumHandsPerHour));
    }
    return QLatin1Char('{') + members.join(QStringLiteral(", ")) + QLatin1Char('}');
}

// The first field of `read` that differs from `written`, as the file names
// it; empty when the exam reads back as it was given.
QString firstDifference(const ExamDefinition &written, const ExamDefinition &read) {
    if (read.title != written.title) {
        return QStringLiteral("$.title");
    }
    if (read.description != written.description) {
        return QStringLiteral("$.description");
    }
    if (read.timeLimitMinutes != written.timeLimitMinutes) {
        return QStringLiteral("$.timeLimitMinutes");
    }
    if (read.scenarios.size() != written.scenarios.size()) {
        return QStringLiteral("$.scenarios");
    }
    for (qsizetype i = 0; i < read.scenarios.size(); ++i) {
        if (read.scenarios.at(i).lessonId != written.scenarios.at(i).lessonId ||
            read.scenarios.at(i).seed != written.scenarios.at(i).seed) {
            return QStringLiteral("$.scenarios[%1]").arg(i);
        }
    }
    // An exam without a payout criterion reads back asking for exact payouts.
    if (read.pass.minimumAccuracy != written.pass.minimumAccuracy) {
        return QStringLiteral("$.pass.minimumAccuracy");
    }
    if (read.pass.maximumIntegrityErrors != written.pass.maximumIntegrityErrors) {
        return QStringLiteral("$.pass.maximumIntegrityErrors");
    }
    if (read.pass.maximumPayoutErrors != written.pass.maximumPayoutErrors) {
        return QStringLiteral("$.pass.maximumPayoutErrors");
    }
    if (read.pass.minimumHandsPerHour != written.pass.minimumHandsPerHour) {
        return QStringLiteral("$.pass.minimumHandsPerHour");
    }
    return {};
}
} // namespace

QByteArray examFileJson(const ExamDefinition &exam) {
    QStringList scenarios;
    for (const ExamScenario &scenario : exam.scenarios) {
        scenarios.append(QStringLiteral("    ") + scenarioLine(scenario));
    }
    QStringList members{member(QStringLiteral("title"), exam.title)};
    if (!exam.description.isEmpty()) {
        members.append(member(QStringLiteral("description"), exam.description));
    }
    members.append(member(QStringLiteral("timeLimitMinutes"), exam.timeLimitMinutes));
    members.append(jsonText(QStringLiteral("scenarios")) + QStringLiteral(": [\n") +
                   scenarios.join(QStringLiteral(",\n")) + QStringLiteral("\n  ]"));
    members.append(jsonText(QStringLiteral("pass")) + QStringLiteral(": ") + passLine(exam.pass));
    return (QStringLiteral("{\n  ") + members.join(QStringLiteral(",\n  ")) +
            QStringLiteral("\n}\n"))
        .toUtf8();
}

QString examIdProblem(const QString &id) {
    static const QRegularExpression segment(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"));
    if (id.isEmpty()) {
        return QStringLiteral("an exam needs a file name");
    }
    if (id.size() > 120) {
        return QStringLiteral("\"%1\" is longer than 120 characters").arg(id);
    }
    for (const QString &part : id.split(QLatin1Char('/'))) {
        if (!segment.match(part).hasMatch()) {
            return QStringLiteral("\"%1\" is not a file name of lower-case letters, digits and "
                                  "hyphens, folders separated by \"/\" (school/night-shift-test)")
                .arg(id);
        }
    }
    return {};
}

ExamWriteResult writeExamFile(const ExamDefinition &exam, const QString &directory,
                              const LessonCatalog &lessons) {
    ExamWriteResult result;
    result.path = QDir(directory).filePath(exam.id + QStringLiteral(".json"));
    if (const QString problem = examIdProblem(exam.id); !problem.isEmpty()) {
        result.problems.append({result.path, kRoot, problem});
        return result;
    }
    const QByteArray json = examFileJson(exam);
    ExamLoadResult readBack = parseExam(json, result.path, exam.id, lessons);
    if (!readBack.exam) {
        result.problems = readBack.problems;
        return result;
    }
    if (const QString field = firstDifference(exam, *readBack.exam); !field.isEmpty()) {
        result.problems.append(
            {result.path, field, QStringLiteral("would not read back as it was given")});
        return result;
    }
    if (!QDir().mkpath(QFileInfo(result.path).absolutePath())) {
        result.problems.append({result.path, kRoot,
                                QStringLiteral("cannot make the folder %1")
                                    .arg(QFileInfo(result.path).absolutePath())});
        return result;
    }
    QSaveFile file(result.path);
    if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size() || !file.commit()) {
        result.problems.append(
            {result.path, kRoot,
             QStringLiteral("cannot write the exam file: %1").arg(file.errorString())});
    }
    return result;
}

} // namespace dt::lessons
