#include "examdraft.h"

#include <QVariantList>
#include <lessons/lessoncatalog.h>

namespace dt::ui {

namespace {

QString courseTitle(const dt::lessons::LessonCatalog &lessons, const QString &lessonId) {
    for (const dt::lessons::LessonCourse &course : lessons.courses()) {
        if (course.lessonIds.contains(lessonId)) {
            return course.title;
        }
    }
    return {};
}

QString percentText(double fraction) {
    return QString::number(fraction * 100.0, 'g', 12);
}

// A field of the form read as a number; `error` names it when it is not one.
std::optional<double> number(const QVariantMap &draft, const QString &key, const QString &label,
                             QString &error) {
    const QString text = draft.value(key).toString().trimmed();
    bool ok = false;
    const double value = text.toDouble(&ok);
    if (!ok) {
        error = QObject::tr("%1: \"%2\" is not a number.").arg(label, text);
        return std::nullopt;
    }
    return value;
}

std::optional<int> wholeNumber(const QVariantMap &draft, const QString &key, const QString &label,
                               QString &error) {
    const QString text = draft.value(key).toString().trimmed();
    bool ok = false;
    const int value = text.toInt(&ok);
    if (!ok || value < 0) {
        error = QObject::tr("%1: \"%2\" is not a whole number from 0.").arg(label, text);
        return std::nullopt;
    }
    return value;
}

} // namespace

QVariantMap examDraftOf(const dt::lessons::ExamDefinition &exam,
                        const dt::lessons::LessonCatalog &lessons) {
    QVariantList scenarios;
    for (const dt::lessons::ExamScenario &scenario : exam.scenarios) {
        scenarios.append(QVariantMap{
            {QStringLiteral("lesson"), scenario.lessonId},
            {QStringLiteral("title"), scenario.lesson.title},
            {QStringLiteral("course"), courseTitle(lessons, scenario.lessonId)},
            {QStringLiteral("seed"), scenario.seed ? QString::number(*scenario.seed) : QString()}});
    }
    const dt::PassCriteria &pass = exam.pass;
    return {
        {QStringLiteral("id"), exam.id},
        {QStringLiteral("authored"), exam.authored},
        {QStringLiteral("title"), exam.title},
        {QStringLiteral("description"), exam.description},
        {QStringLiteral("timeLimitMinutes"), QString::number(exam.timeLimitMinutes)},
        {QStringLiteral("minimumAccuracyPercent"), percentText(pass.minimumAccuracy)},
        {QStringLiteral("maximumIntegrityErrors"), QString::number(pass.maximumIntegrityErrors)},
        {QStringLiteral("maximumPayoutErrors"),
         QString::number(pass.maximumPayoutErrors.value_or(0))},
        {QStringLiteral("minimumHandsPerHour"),
         pass.minimumHandsPerHour ? QString::number(*pass.minimumHandsPerHour, 'g', 12)
                                  : QString()},
        {QStringLiteral("scenarios"), scenarios}};
}

QVariantMap newExamDraft() {
    dt::lessons::ExamDefinition exam;
    exam.timeLimitMinutes = 30;
    exam.pass.maximumPayoutErrors = 0;
    return examDraftOf(exam, dt::lessons::LessonCatalog());
}

ExamFromDraft examFromDraft(const QVariantMap &draft) {
    dt::lessons::ExamDefinition exam;
    exam.id = draft.value(QStringLiteral("id")).toString().trimmed();
    exam.title = draft.value(QStringLiteral("title")).toString().trimmed();
    exam.description = draft.value(QStringLiteral("description")).toString().trimmed();
    if (exam.title.isEmpty()) {
        return {std::nullopt, QObject::tr("Title: an exam needs a title.")};
    }
    QString error;
    const auto minutes =
        wholeNumber(draft, QStringLiteral("timeLimitMinutes"), QObject::tr("Time limit"), error);
    const auto accuracy = number(draft, QStringLiteral("minimumAccuracyPercent"),
                                 QObject::tr("Minimum accuracy"), error);
    const auto integrity = wholeNumber(draft, QStringLiteral("maximumIntegrityErrors"),
                                       QObject::tr("Integrity errors allowed"), error);
    const auto payouts = wholeNumber(draft, QStringLiteral("maximumPayoutErrors"),
                                     QObject::tr("Payout errors allowed"), error);
    std::optional<double> handsPerHour;
    if (!draft.value(QStringLiteral("minimumHandsPerHour")).toString().trimmed().isEmpty()) {
        handsPerHour = number(draft, QStringLiteral("minimumHandsPerHour"),
                              QObject::tr("Hands an hour"), error);
    }
    if (!error.isEmpty()) {
        return {std::nullopt, error};
    }
    if (*accuracy < 0.0 || *accuracy > 100.0) {
        return {std::nullopt, QObject::tr("Minimum accuracy: %1% is not from 0 to 100%.")
                                  .arg(percentText(*accuracy / 100.0))};
    }
    exam.timeLimitMinutes = *minutes;
    // The form asks for a percentage; the file keeps a fraction (0.95).
    exam.pass.minimumAccuracy = *accuracy / 100.0;
    exam.pass.maximumIntegrityErrors = *integrity;
    exam.pass.maximumPayoutErrors = *payouts;
    exam.pass.minimumHandsPerHour = handsPerHour;
    const QVariantList scenarios = draft.value(QStringLiteral("scenarios")).toList();
    for (qsizetype i = 0; i < scenarios.size(); ++i) {
        const QVariantMap scenario = scenarios.at(i).toMap();
        dt::lessons::ExamScenario picked;
        picked.lessonId = scenario.value(QStringLiteral("lesson")).toString();
        const QString seed = scenario.value(QStringLiteral("seed")).toString().trimmed();
        if (!seed.isEmpty()) {
            bool ok = false;
            picked.seed = seed.toULongLong(&ok);
            if (!ok) {
                return {std::nullopt,
                        QObject::tr("Scenario %1 (%2): the seed \"%3\" is not a whole number "
                                    "from 0.")
                            .arg(i + 1)
                            .arg(scenario.value(QStringLiteral("title")).toString(), seed)};
            }
        }
        exam.scenarios.append(picked);
    }
    return {exam, {}};
}

} // namespace dt::ui
