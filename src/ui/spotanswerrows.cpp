#include "spotanswerrows.h"

#include <QVariantMap>
#include <core/flat_json.h>
#include <core/spot_the_error.h>
#include <optional>

namespace dt::ui {

namespace {

struct Answer {
    QString kind;
    int step = 0;
    QString given;
};

std::optional<Answer> answerOf(const dt::storage::GradedActionRecord &record) {
    const dt::FlatParseResult parsed = dt::parseFlatJson(record.actionJson.toStdString());
    if (!parsed.object || !parsed.object->string("answer")) {
        return std::nullopt;
    }
    return Answer{QString::fromStdString(*parsed.object->string("answer")),
                  static_cast<int>(parsed.object->integer("step").value_or(0)),
                  QString::fromStdString(parsed.object->string("given").value_or(""))};
}

QString kindName(dt::SpotEntryKind kind) {
    const std::string_view name = dt::spotEntryKindName(kind);
    return QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size()));
}

bool correct(const dt::storage::GradedActionRecord &record) {
    return record.verdict == dt::storage::kVerdictCorrect;
}

} // namespace

QVariantList spotAnswerRows(const QList<dt::storage::GradedActionRecord> &actions) {
    QVariantList rows;
    const QString rule = kindName(dt::SpotEntryKind::Rule);
    const QString remedy = kindName(dt::SpotEntryKind::Remedy);
    for (const dt::storage::GradedActionRecord &record : actions) {
        const std::optional<Answer> answer = answerOf(record);
        if (!answer) {
            rows.append(QVariantMap{{QStringLiteral("kind"), QStringLiteral("unreadable")},
                                    {QStringLiteral("step"), 0},
                                    {QStringLiteral("correct"), correct(record)},
                                    {QStringLiteral("explanation"), record.actionJson},
                                    {QStringLiteral("citation"), record.citation},
                                    {QStringLiteral("requirement"), record.requirement}});
            continue;
        }
        if (answer->kind == rule || answer->kind == remedy) {
            // The question a caught error opened: on that stop's row.
            if (rows.isEmpty()) {
                continue;
            }
            QVariantMap row = rows.takeLast().toMap();
            row.insert(QStringLiteral("answered"), true);
            if (answer->kind == rule) {
                row.insert(QStringLiteral("ruleNamed"), answer->given);
                row.insert(QStringLiteral("ruleBroken"), record.expected);
                row.insert(QStringLiteral("ruleRight"), correct(record));
            } else {
                row.insert(QStringLiteral("remedyChosen"), answer->given);
                row.insert(QStringLiteral("remedyExpected"), record.expected);
                row.insert(QStringLiteral("remedyRight"), correct(record));
            }
            rows.append(row);
            continue;
        }
        rows.append(QVariantMap{{QStringLiteral("kind"), answer->kind},
                                {QStringLiteral("step"), answer->step},
                                {QStringLiteral("correct"), correct(record)},
                                {QStringLiteral("explanation"), record.message},
                                {QStringLiteral("citation"), record.citation},
                                {QStringLiteral("requirement"), record.requirement},
                                {QStringLiteral("answered"), false}});
    }
    return rows;
}

int missedErrors(const QList<dt::storage::GradedActionRecord> &actions) {
    const QString missed = kindName(dt::SpotEntryKind::Missed);
    int count = 0;
    for (const dt::storage::GradedActionRecord &record : actions) {
        const std::optional<Answer> answer = answerOf(record);
        count += answer && answer->kind == missed ? 1 : 0;
    }
    return count;
}

} // namespace dt::ui
