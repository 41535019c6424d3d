#pragma once

#include <QAbstractListModel>
#include <QHash>
#include <QList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <lessons/lesson.h>
#include <lessons/lessoncourse.h>
#include <storage/records.h>

namespace dt::ui {

// The curriculum in teaching order with the current trainee's progress.
class LessonListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("LessonListModel is provided by AppController.lessons")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    // Lessons the current trainee has passed: the lesson list's course
    // progress, counted here rather than by one hidden item per row.
    Q_PROPERTY(int passedCount READ passedCount NOTIFY passedCountChanged)
    // The courses in order, each {title, firstRow, count, passed}: the list's
    // course bar, which jumps to a course's first lesson.
    Q_PROPERTY(QVariantList courses READ courses NOTIFY coursesChanged)

public:
    enum Role {
        LessonIdRole = Qt::UserRole + 1,
        TitleRole,
        ObjectiveRole,
        SectionsRole,
        AttemptsRole,
        CompletedRole,
        PassedRole,
        BestAccuracyRole,
        LastAttemptRole,
        // The lesson's number in its course, from 1 (each course numbers its
        // own lessons; a lesson no course lists is numbered in the list).
        OrderRole,
        // "table" (a lesson dealt at the table), "drill" (a payout drill) or
        // "spot" (a spot-the-error exercise).
        KindRole,
        // The title of the lesson's course ("Blackjack", "Baccarat"): the
        // list's section headers.
        CourseRole,
    };
    Q_ENUM(Role)

    explicit LessonListModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    int passedCount() const { return m_passedCount; }
    QVariantList courses() const;

    // Row of the lesson, -1 if absent.
    Q_INVOKABLE int indexOf(const QString &lessonId) const;

    // The lessons in course order; each row names the course that lists it.
    void setLessons(const QList<dt::lessons::Lesson> &lessons,
                    const QList<dt::lessons::LessonCourse> &courses = {});
    // Updates the progress columns; only rows whose progress changed emit
    // dataChanged. Lessons absent from `progress` were never attempted.
    void setProgress(const QHash<QString, dt::storage::LessonProgress> &progress);

signals:
    void countChanged();
    void passedCountChanged();
    void coursesChanged();

private:
    struct Row {
        QString id;
        QString title;
        QString objective;
        QString sections;
        QString course;
        int order = 0;
        QString kind; // KindRole
        dt::storage::LessonProgress progress;
    };
    // Counts the passed rows again; emits passedCountChanged when it moved.
    void updatePassedCount();

    QList<Row> m_rows;
    int m_passedCount = 0;
};

} // namespace dt::ui
