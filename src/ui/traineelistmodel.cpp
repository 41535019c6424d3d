#include "traineelistmodel.h"

namespace dt::ui {

TraineeListModel::TraineeListModel(QObject *parent)
    : QAbstractListModel(parent) {}

int TraineeListModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_trainees.size());
}

QVariant TraineeListModel::data(const QModelIndex &index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const auto &trainee = m_trainees.at(index.row());
    switch (role) {
    case TraineeIdRole:
        return trainee.id;
    case NameRole:
    case Qt::DisplayRole:
        return trainee.name;
    default:
        return {};
    }
}

QHash<int, QByteArray> TraineeListModel::roleNames() const {
    return {{TraineeIdRole, "traineeId"}, {NameRole, "name"}};
}

int TraineeListModel::indexOf(qint64 traineeId) const {
    for (qsizetype row = 0; row < m_trainees.size(); ++row) {
        if (m_trainees.at(row).id == traineeId) {
            return static_cast<int>(row);
        }
    }
    return -1;
}

void TraineeListModel::setTrainees(const QList<dt::storage::Trainee> &trainees) {
    if (trainees == m_trainees) {
        return;
    }
    const bool extends = trainees.size() > m_trainees.size() &&
                         std::equal(m_trainees.cbegin(), m_trainees.cend(), trainees.cbegin());
    if (extends) {
        beginInsertRows({}, static_cast<int>(m_trainees.size()),
                        static_cast<int>(trainees.size() - 1));
        m_trainees = trainees;
        endInsertRows();
    } else {
        beginResetModel();
        m_trainees = trainees;
        endResetModel();
    }
    emit countChanged();
}

} // namespace dt::ui
