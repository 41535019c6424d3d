#include "seatmodel.h"

#include <algorithm>

namespace dt::ui {

SeatModel::SeatModel(QObject *parent)
    : QAbstractListModel(parent) {}

int SeatModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant SeatModel::data(const QModelIndex &index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case SeatRole:
        return row.seat;
    case PlayerNameRole:
    case Qt::DisplayRole:
        return row.playerName;
    case OccupiedRole:
        return row.occupied;
    case HasStackRole:
        return row.hasStack;
    case RefusedRole:
        return row.refused;
    case CutPositionRole:
        return row.cutPosition;
    default:
        return {};
    }
}

QHash<int, QByteArray> SeatModel::roleNames() const {
    return {{SeatRole, "seat"},         {PlayerNameRole, "playerName"},
            {OccupiedRole, "occupied"}, {HasStackRole, "hasStack"},
            {RefusedRole, "refused"},   {CutPositionRole, "cutPosition"}};
}

QList<int> SeatModel::changedRoles(const Row &before, const Row &after) {
    QList<int> roles;
    if (before.seat != after.seat) {
        roles.append(SeatRole);
    }
    if (before.playerName != after.playerName) {
        roles.append(PlayerNameRole);
        roles.append(Qt::DisplayRole);
    }
    if (before.occupied != after.occupied) {
        roles.append(OccupiedRole);
    }
    if (before.hasStack != after.hasStack) {
        roles.append(HasStackRole);
    }
    if (before.refused != after.refused) {
        roles.append(RefusedRole);
    }
    if (before.cutPosition != after.cutPosition) {
        roles.append(CutPositionRole);
    }
    return roles;
}

void SeatModel::update(const dt::TableState &state) {
    QList<Row> rows;
    for (const auto &seat : state.seats) {
        Row row;
        row.seat = seat.number;
        row.playerName = QString::fromStdString(seat.name);
        row.occupied = seat.occupied;
        // The player holds the stack from the offer until the dealer takes it
        // back to complete the cut (with the cut card in it, once they cut).
        const bool cutByThisSeat = state.cutPosition && state.cutBy == seat.number;
        row.hasStack = state.cutOfferedTo == seat.number || cutByThisSeat;
        row.refused = std::find(state.refusedCut.begin(), state.refusedCut.end(), seat.number) !=
                      state.refusedCut.end();
        row.cutPosition = cutByThisSeat ? *state.cutPosition : -1;
        rows.append(row);
    }
    if (rows.size() != m_rows.size()) {
        beginResetModel();
        m_rows = rows;
        endResetModel();
        emit countChanged();
        return;
    }
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const QList<int> roles = changedRoles(m_rows.at(i), rows.at(i));
        if (roles.isEmpty()) {
            continue;
        }
        m_rows[i] = rows.at(i);
        const QModelIndex changed = index(static_cast<int>(i));
        emit dataChanged(changed, changed, roles);
    }
}

} // namespace dt::ui
