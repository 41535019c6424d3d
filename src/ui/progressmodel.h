#pragma once

#include <QAbstractListModel>
#include <QDateTime>
#include <QList>
#include <QPointer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <storage/records.h>

namespace dt::ui {

class AppController;

// The current trainee's progress for the progress screen: every attempt,
// newest first (the rows), the points of the charts, oldest first, and the
// summary figures. QML only draws them. Reloads when the trainee changes or a
// progress file is imported; reload() after anything else.
class ProgressModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(dt::ui::AppController *app READ app WRITE setApp NOTIFY appChanged)
    // The lesson whose attempts the rows and the charts show; "" for all.
    Q_PROPERTY(QString lessonId READ lessonId WRITE setLessonId NOTIFY lessonIdChanged)
    // [{lessonId, title, attempts}] of the lessons the trainee attempted, in
    // course order (lessons no longer installed last), for the lesson chooser.
    Q_PROPERTY(QVariantList lessons READ lessons NOTIFY reloaded)
    Q_PROPERTY(int count READ rowCount NOTIFY reloaded)
    // Over all lessons, whatever the filter.
    Q_PROPERTY(int totalAttempts READ totalAttempts NOTIFY reloaded)
    Q_PROPERTY(int passedLessons READ passedLessons NOTIFY reloaded)
    Q_PROPERTY(int attemptedLessons READ attemptedLessons NOTIFY reloaded)
    Q_PROPERTY(double hoursPractised READ hoursPractised NOTIFY reloaded)
    // The chart points of the shown attempts that graded an action, oldest
    // first: [{time (ms since the epoch), accuracy (percent),
    // secondsPerAction, attemptId}].
    Q_PROPERTY(QVariantList points READ points NOTIFY reloaded)
    // The charts' ranges: the first and last point's day (a day either side),
    // and a round ceiling over the slowest seconds per action.
    Q_PROPERTY(QDateTime firstDay READ firstDay NOTIFY reloaded)
    Q_PROPERTY(QDateTime lastDay READ lastDay NOTIFY reloaded)
    Q_PROPERTY(double secondsPerActionCeiling READ secondsPerActionCeiling NOTIFY reloaded)

public:
    enum Role {
        AttemptIdRole = Qt::UserRole + 1,
        StartedAtRole,
        LessonIdRole,
        LessonTitleRole,
        ModeRole,
        StatusRole,
        AccuracyRole, // 0..1
        ActionsRole,
        ErrorsRole,
        PassedRole,
        DurationSecondsRole,
        SecondsPerActionRole, // -1 with no action graded
        ReplayableRole,       // its lesson is installed and it graded an action
    };
    Q_ENUM(Role)

    explicit ProgressModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    AppController *app() const { return m_app; }
    void setApp(AppController *app);
    QString lessonId() const { return m_lessonId; }
    void setLessonId(const QString &lessonId);
    QVariantList lessons() const { return m_lessons; }
    int totalAttempts() const { return m_totalAttempts; }
    int passedLessons() const { return m_passedLessons; }
    int attemptedLessons() const { return m_attemptedLessons; }
    double hoursPractised() const { return m_hoursPractised; }
    QVariantList points() const { return m_points; }
    QDateTime firstDay() const { return m_firstDay; }
    QDateTime lastDay() const { return m_lastDay; }
    double secondsPerActionCeiling() const { return m_secondsPerActionCeiling; }

    // The row's attempt id, 0 if out of range.
    Q_INVOKABLE qint64 attemptIdAt(int row) const;
    // Reads the store again.
    Q_INVOKABLE void reload();

signals:
    void appChanged();
    void lessonIdChanged();
    void reloaded();

private:
    bool isReplayable(const dt::storage::AttemptRecord &attempt) const;

    QPointer<AppController> m_app;
    QString m_lessonId;
    QList<dt::storage::AttemptRecord> m_all;   // newest first
    QList<dt::storage::AttemptRecord> m_shown; // m_all filtered by m_lessonId
    QVariantList m_lessons;
    QVariantList m_points;
    int m_totalAttempts = 0;
    int m_passedLessons = 0;
    int m_attemptedLessons = 0;
    double m_hoursPractised = 0.0;
    QDateTime m_firstDay;
    QDateTime m_lastDay;
    double m_secondsPerActionCeiling = 10.0;
};

} // namespace dt::ui
