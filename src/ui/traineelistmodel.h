#pragma once

#include <QAbstractListModel>
#include <QList>
#include <QtQml/qqmlregistration.h>
#include <storage/records.h>

namespace dt::ui {

// The trainees in the progress store, in creation order.
class TraineeListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("TraineeListModel is provided by AppController.trainees")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role { TraineeIdRole = Qt::UserRole + 1, NameRole };
    Q_ENUM(Role)

    explicit TraineeListModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Row of the trainee, -1 if absent.
    Q_INVOKABLE int indexOf(qint64 traineeId) const;
    const QList<dt::storage::Trainee> &trainees() const { return m_trainees; }

    // Replaces the list: appends rows when the new list extends the old one
    // (a trainee was created), resets otherwise.
    void setTrainees(const QList<dt::storage::Trainee> &trainees);

signals:
    void countChanged();

private:
    QList<dt::storage::Trainee> m_trainees;
};

} // namespace dt::ui
