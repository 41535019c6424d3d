#include "spotautoplay.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <core/action_codec.h>
#include <core/referee_for.h>
#include <core/spot_the_error.h>

namespace dt::cli {

namespace {

QString text(std::string_view value) {
    return QString::fromUtf8(value.data(), static_cast<qsizetype>(value.size()));
}

QString grade(bool correct) {
    return correct ? QStringLiteral("correct") : QStringLiteral("error");
}

QByteArray line(const QJsonObject &object) {
    return QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
}

QJsonObject dealerLine(const DealerStep &step) {
    QJsonObject object{
        {QStringLiteral("step"), step.number},
        {QStringLiteral("action"),
         QJsonDocument::fromJson(QByteArray::fromStdString(toJson(step.action))).object()},
        {QStringLiteral("verdict"), grade(step.verdict.correct)},
        {QStringLiteral("citation"), text(step.verdict.rule.citation.text())},
        {QStringLiteral("requirement"), text(step.verdict.rule.requirement)},
    };
    if (step.injectedError) {
        object.insert(QStringLiteral("injected"), true);
    }
    return object;
}

QJsonObject entryLine(const SpotEntry &entry) {
    return QJsonObject{
        {QStringLiteral("answer"), text(spotEntryKindName(entry.kind))},
        {QStringLiteral("about"), entry.dealerStep},
        {QStringLiteral("grade"), grade(entry.correct)},
        {QStringLiteral("given"), text(entry.answer)},
        {QStringLiteral("expected"), text(entry.expected)},
        {QStringLiteral("citation"), text(entry.rule.citation.text())},
        {QStringLiteral("requirement"), text(entry.rule.requirement)},
        {QStringLiteral("explanation"), text(entry.explanation)},
    };
}

} // namespace

SpotAutoplayResult spotTheErrorTranscript(const lessons::Lesson &lesson) {
    SpotAutoplayResult result;
    if (!lesson.spotTheError) {
        return result;
    }
    SpotTheErrorExercise exercise(lesson.scenario, refereeFor(lesson.scenario),
                                  *lesson.spotTheError);
    while (const auto step = exercise.step()) {
        result.transcript += line(dealerLine(*step));
        if (!step->injectedError) {
            continue;
        }
        // The perfect examinee stops at once, names the broken rule as the
        // verdict cites it, and picks the remedy the regulation expects.
        const auto stop = exercise.stop();
        if (!stop || !stop->awaitsAnswer) {
            break;
        }
        result.transcript += line(entryLine(stop->entry));
        const auto &remedy = exercise.plan().remedies()[*step->injectedError];
        if (!remedy) {
            break; // no remedy: validation refuses such a lesson
        }
        const auto &choices = stop->remedyChoices;
        const auto right = std::find(choices.begin(), choices.end(), remedy->description);
        const auto answers =
            exercise.answer(step->verdict.rule.citation.text(),
                            static_cast<std::size_t>(std::distance(choices.begin(), right)));
        for (const SpotEntry &entry : answers) {
            QJsonObject object = entryLine(entry);
            if (entry.kind == SpotEntryKind::Remedy) {
                QJsonArray offered;
                for (const auto &choice : choices) {
                    offered.append(text(choice));
                }
                object.insert(QStringLiteral("choices"), offered);
            }
            result.transcript += line(object);
        }
    }
    exercise.finish();
    const SpotSummary summary = exercise.summary(
        SpotPassCriteria{lesson.pass.minimumAccuracy, lesson.spotTheError->maximumMissedErrors});
    result.passed = summary.passed;
    result.transcript += line(QJsonObject{
        {QStringLiteral("summary"),
         QJsonObject{
             {QStringLiteral("injectedErrors"), summary.injectedErrors},
             {QStringLiteral("caught"), summary.caught},
             {QStringLiteral("late"), summary.late},
             {QStringLiteral("missed"), summary.missed},
             {QStringLiteral("falseStops"), summary.falseStops},
             {QStringLiteral("rulesRight"), summary.rulesRight},
             {QStringLiteral("remediesRight"), summary.remediesRight},
             {QStringLiteral("graded"), summary.graded},
             {QStringLiteral("accuracy"), summary.accuracy},
             {QStringLiteral("complete"), summary.complete},
             {QStringLiteral("passed"), summary.passed},
         }},
    });
    return result;
}

} // namespace dt::cli
