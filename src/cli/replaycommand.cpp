#include "replaycommand.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <cmath>
#include <core/action_codec.h>
#include <core/referee_for.h>

namespace dt::cli {

namespace {

QString text(const std::string &value) {
    return QString::fromStdString(value);
}

QString count(int n, const char *noun) {
    return QString::number(n) + QLatin1Char(' ') + QLatin1String(noun) +
           (n == 1 ? QString() : QStringLiteral("s"));
}

QString percent(double fraction) {
    return QString::number(std::round(fraction * 1000.0) / 10.0, 'f', 1) + QLatin1Char('%');
}

} // namespace

ActionLinesResult parseActionLines(const QByteArray &content, const QString &fileName) {
    ActionLinesResult result;
    QByteArray data = content;
    if (data.startsWith("\xEF\xBB\xBF")) {
        data.remove(0, 3); // a byte-order mark some editors write
    }
    const QList<QByteArray> lines = data.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QByteArray line = lines[i].trimmed();
        if (line.isEmpty() || line.startsWith('#')) {
            continue;
        }
        const int number = static_cast<int>(i + 1);
        const ActionParseResult parsed = parseAction(line.toStdString());
        if (parsed.action) {
            result.actions.push_back(ActionLine{number, *parsed.action});
        } else {
            result.errors.append(fileName + QLatin1Char(':') + QString::number(number) +
                                 QLatin1String(": ") + text(parsed.error));
        }
    }
    return result;
}

ReplayResult replayActions(const lessons::Lesson &lesson, const std::vector<DealerAction> &actions,
                           std::optional<std::int64_t> elapsedMs) {
    Session session(lesson.scenario, refereeFor(lesson.scenario));
    ReplayResult result;
    result.lessonId = lesson.id;
    result.pass = lesson.pass;
    for (const DealerAction &action : actions) {
        const std::size_t before = session.timeline().size();
        GradedAction graded{action, session.perform(action), {}};
        const auto &timeline = session.timeline();
        for (std::size_t i = before; i < timeline.size(); ++i) {
            if (timeline[i].event) {
                graded.events.push_back(*timeline[i].event);
            }
        }
        result.actions.push_back(std::move(graded));
    }
    result.summary = session.summary(lesson.pass, elapsedMs);
    result.speed = checkHandsPerHour(result.summary.handsPerHour, lesson.pass.minimumHandsPerHour);
    return result;
}

QJsonObject replayToJson(const ReplayResult &result) {
    QJsonArray actions;
    int index = 0;
    for (const GradedAction &graded : result.actions) {
        const Verdict &verdict = graded.verdict;
        QJsonArray events;
        for (const TableEvent &tableEvent : graded.events) {
            events.append(toJsonObject(toFlat(tableEvent)));
        }
        actions.append(QJsonObject{
            {QStringLiteral("index"), ++index},
            {QStringLiteral("action"), toJsonObject(toFlat(graded.action))},
            {QStringLiteral("verdict"),
             verdict.correct ? QStringLiteral("correct") : QStringLiteral("error")},
            {QStringLiteral("severity"),
             verdict.correct ? QJsonValue(QJsonValue::Null)
                             : QJsonValue(text(std::string(severityName(verdict.severity))))},
            {QStringLiteral("citation"), text(verdict.rule.citation.text())},
            {QStringLiteral("requirement"), text(verdict.rule.requirement)},
            {QStringLiteral("expected"), text(verdict.expected)},
            {QStringLiteral("message"), text(verdict.message)},
            {QStringLiteral("events"), events},
        });
    }
    const SessionSummary &summary = result.summary;
    QJsonObject summaryObject{
        {QStringLiteral("actions"), summary.actions},
        {QStringLiteral("errors"), summary.errors},
        {QStringLiteral("integrityErrors"), summary.integrityErrors},
        {QStringLiteral("payoutErrors"), summary.payoutErrors},
        {QStringLiteral("accuracy"), summary.accuracy},
        {QStringLiteral("passed"), summary.passed},
        {QStringLiteral("complete"), summary.complete},
    };
    // A lesson with a speed target: the figures the decision was made from.
    if (result.speed.minimum) {
        summaryObject.insert(QStringLiteral("hands"), summary.hands);
        summaryObject.insert(QStringLiteral("minimumHandsPerHour"), *result.speed.minimum);
        summaryObject.insert(QStringLiteral("handsPerHour"),
                             result.speed.handsPerHour ? QJsonValue(*result.speed.handsPerHour)
                                                       : QJsonValue(QJsonValue::Null));
        summaryObject.insert(QStringLiteral("speedJudged"), result.speed.judged);
        summaryObject.insert(QStringLiteral("fastEnough"), result.speed.met);
    }
    return QJsonObject{
        {QStringLiteral("lesson"), result.lessonId},
        {QStringLiteral("actions"), actions},
        {QStringLiteral("summary"), summaryObject},
    };
}

QString replayToText(const ReplayResult &result) {
    QString output;
    int index = 0;
    for (const GradedAction &graded : result.actions) {
        const Verdict &verdict = graded.verdict;
        const QString status = verdict.correct
                                   ? QStringLiteral("correct")
                                   : QStringLiteral("ERROR(%1)")
                                         .arg(text(std::string(severityName(verdict.severity))));
        output += QStringLiteral("#%1  %2  %3  %4  \u2014 %5\n")
                      .arg(QString::number(++index), status, text(verdict.rule.citation.text()),
                           text(toJson(graded.action)), text(verdict.message));
    }
    const SessionSummary &summary = result.summary;
    const QString payoutCriterion =
        result.pass.maximumPayoutErrors
            ? QStringLiteral(", at most %1 payout errors")
                  .arg(QString::number(*result.pass.maximumPayoutErrors))
            : QString();
    // A transcript has no clock: without --seconds the speed criterion is
    // named, not judged; with it, said from the figures the decision used.
    const QString speedCriterion = result.speed.minimum
                                       ? QStringLiteral(", ") + text(handsPerHourText(result.speed))
                                       : QString();
    output += QStringLiteral("%1: %2, %3 (%4 integrity, %5 payout), accuracy %6, %7 \u2014 %8 "
                             "(needs %9 accuracy, at most %10 integrity errors%11, the lesson "
                             "complete)\n")
                  .arg(result.lessonId, count(summary.actions, "action"),
                       count(summary.errors, "error"), QString::number(summary.integrityErrors),
                       QString::number(summary.payoutErrors), percent(summary.accuracy),
                       summary.complete ? QStringLiteral("complete") : QStringLiteral("incomplete"),
                       summary.passed ? QStringLiteral("passed") : QStringLiteral("not passed"),
                       percent(result.pass.minimumAccuracy))
                  .arg(QString::number(result.pass.maximumIntegrityErrors),
                       payoutCriterion + speedCriterion);
    return output;
}

int runReplay(const QString &lessonArgument, const QString &actionsPath, bool json,
              const QString &lessonsDirectory, Console console,
              std::optional<std::int64_t> elapsedMs) {
    // Every input problem is reported before anything is graded: a lesson
    // that does not load, an unreadable file, every bad line.
    const auto lesson = loadLessonArgument(lessonArgument, lessonsDirectory, console.err);

    QFile file;
    QString fileName = actionsPath;
    bool opened = false;
    if (actionsPath == QLatin1String("-")) {
        fileName = QStringLiteral("<stdin>");
        opened = file.open(stdin, QIODevice::ReadOnly);
    } else {
        file.setFileName(actionsPath);
        opened = file.open(QIODevice::ReadOnly);
    }
    if (!opened) {
        console.err << fileName << ": cannot read: " << file.errorString() << Qt::endl;
        return ExitUsage;
    }
    const ActionLinesResult lines = parseActionLines(file.readAll(), fileName);
    for (const QString &error : lines.errors) {
        console.err << error << Qt::endl;
    }
    if (!lesson || !lines.errors.isEmpty()) {
        return ExitUsage;
    }

    std::vector<DealerAction> actions;
    actions.reserve(lines.actions.size());
    for (const ActionLine &line : lines.actions) {
        actions.push_back(line.action);
    }
    const ReplayResult result = replayActions(*lesson, actions, elapsedMs);
    if (json) {
        console.out << QString::fromUtf8(
            QJsonDocument(replayToJson(result)).toJson(QJsonDocument::Indented));
    } else {
        console.out << replayToText(result);
    }
    console.out.flush();
    return result.summary.passed ? ExitSuccess : ExitFailure;
}

} // namespace dt::cli
