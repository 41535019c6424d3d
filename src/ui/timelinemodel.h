#pragma once

#include <QAbstractListModel>
#include <QList>
#include <QString>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <core/session.h>
#include <vector>

namespace dt::ui {

// What happened at the table, in order: the dealer's graded actions and the
// events (players, supervisor) between them. Rows are only ever appended.
class TimelineModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("TimelineModel is provided by TableController.timeline")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        ActionNumberRole = Qt::UserRole + 1,
        KindRole,
        DescriptionRole,
        CorrectRole,
        SeverityRole,
        CitationRole,
        RequirementRole,
        MessageRole,
        ExpectedRole,
        ActionRole,
    };
    Q_ENUM(Role)

    explicit TimelineModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Every role of a row by its name; empty map when out of range.
    Q_INVOKABLE QVariantMap get(int row) const;

    // Appends the session timeline's entries from `first` on.
    void append(const std::vector<dt::TimelineEntry> &timeline, std::size_t first);

signals:
    void countChanged();

private:
    struct Row {
        int actionNumber = 0; // 1-based among actions, 0 for events
        bool isAction = false;
        QString description;
        bool correct = true;
        QString severity;
        QString citation;
        QString requirement;
        QString message;
        QString expected;
        QVariantMap action; // JSON form of the action or the event
    };
    QList<Row> m_rows;
    int m_actions = 0;
};

} // namespace dt::ui
