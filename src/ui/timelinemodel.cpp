#include "timelinemodel.h"

#include "flatconversion.h"

#include <core/action_codec.h>

namespace dt::ui {

TimelineModel::TimelineModel(QObject *parent)
    : QAbstractListModel(parent) {}

int TimelineModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant TimelineModel::data(const QModelIndex &index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case ActionNumberRole:
        return row.actionNumber;
    case KindRole:
        return row.isAction ? QStringLiteral("action") : QStringLiteral("event");
    case DescriptionRole:
    case Qt::DisplayRole:
        return row.description;
    case CorrectRole:
        return row.correct;
    case SeverityRole:
        return row.severity;
    case CitationRole:
        return row.citation;
    case RequirementRole:
        return row.requirement;
    case MessageRole:
        return row.message;
    case ExpectedRole:
        return row.expected;
    case ActionRole:
        return row.action;
    default:
        return {};
    }
}

QHash<int, QByteArray> TimelineModel::roleNames() const {
    return {{ActionNumberRole, "actionNumber"}, {KindRole, "kind"},
            {DescriptionRole, "description"},   {CorrectRole, "correct"},
            {SeverityRole, "severity"},         {CitationRole, "citation"},
            {RequirementRole, "requirement"},   {MessageRole, "message"},
            {ExpectedRole, "expected"},         {ActionRole, "action"}};
}

QVariantMap TimelineModel::get(int row) const {
    QVariantMap result;
    if (row < 0 || row >= rowCount()) {
        return result;
    }
    const QModelIndex at = index(row);
    const auto names = roleNames();
    for (auto it = names.cbegin(); it != names.cend(); ++it) {
        result.insert(QString::fromLatin1(it.value()), data(at, it.key()));
    }
    return result;
}

void TimelineModel::append(const std::vector<dt::TimelineEntry> &timeline, std::size_t first) {
    if (first >= timeline.size()) {
        return;
    }
    QList<Row> rows;
    for (std::size_t i = first; i < timeline.size(); ++i) {
        const auto &entry = timeline[i];
        Row row;
        if (entry.action) {
            row.isAction = true;
            row.actionNumber = ++m_actions;
            row.description = QString::fromStdString(dt::describe(*entry.action));
            row.action = toVariantMap(dt::toFlat(*entry.action));
            if (entry.verdict) {
                const auto &verdict = *entry.verdict;
                row.correct = verdict.correct;
                row.severity =
                    verdict.correct
                        ? QString()
                        : QString::fromStdString(std::string(dt::severityName(verdict.severity)));
                row.citation = QString::fromStdString(verdict.rule.citation.text());
                row.requirement = QString::fromStdString(verdict.rule.requirement);
                row.message = QString::fromStdString(verdict.message);
                row.expected = QString::fromStdString(verdict.expected);
            }
        } else if (entry.event) {
            row.description = QString::fromStdString(dt::describe(*entry.event));
            row.action = toVariantMap(dt::toFlat(*entry.event));
        }
        rows.append(row);
    }
    const int start = static_cast<int>(m_rows.size());
    beginInsertRows({}, start, start + static_cast<int>(rows.size()) - 1);
    m_rows.append(rows);
    endInsertRows();
    emit countChanged();
}

} // namespace dt::ui
