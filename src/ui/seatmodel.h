#pragma once

#include <QAbstractListModel>
#include <QList>
#include <QString>
#include <QtQml/qqmlregistration.h>
#include <core/table_state.h>

namespace dt::ui {

// The boxes of the table, 1 = first box on the dealer's left. Updated from
// the table state after every action; only seats that changed emit
// dataChanged, with the roles that changed.
class SeatModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("SeatModel is provided by TableController.seats")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        SeatRole = Qt::UserRole + 1,
        PlayerNameRole,
        OccupiedRole,
        HasStackRole,
        RefusedRole,
        CutPositionRole,
    };
    Q_ENUM(Role)

    explicit SeatModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    void update(const dt::TableState &state);

signals:
    void countChanged();

private:
    struct Row {
        int seat = 0;
        QString playerName;
        bool occupied = false;
        bool hasStack = false;
        bool refused = false;
        int cutPosition = -1;
        friend bool operator==(const Row &, const Row &) = default;
    };
    static QList<int> changedRoles(const Row &before, const Row &after);

    QList<Row> m_rows;
};

} // namespace dt::ui
