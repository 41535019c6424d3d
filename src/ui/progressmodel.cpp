#include "progressmodel.h"

#include "appcontroller.h"

#include <QSet>
#include <algorithm>
#include <cmath>

namespace dt::ui {

using dt::storage::AttemptRecord;

namespace {

// Seconds from start to finish; 0 while in progress.
double durationSeconds(const AttemptRecord &attempt) {
    if (!attempt.startedAt.isValid() || !attempt.finishedAt.isValid()) {
        return 0.0;
    }
    return double(std::max<qint64>(0, attempt.startedAt.msecsTo(attempt.finishedAt))) / 1000.0;
}

double secondsPerAction(const AttemptRecord &attempt) {
    return attempt.summary.actions > 0 ? durationSeconds(attempt) / attempt.summary.actions : -1.0;
}

// Midnight of the time's day, local time as the charts show it.
QDateTime dayOf(const QDateTime &time) {
    return QDateTime(time.toLocalTime().date(), QTime(0, 0));
}

// 10, 20, 40, 80...: a ceiling the axis labels read well at.
double roundCeiling(double value) {
    double ceiling = 10.0;
    while (ceiling < value) {
        ceiling *= 2.0;
    }
    return ceiling;
}

} // namespace

ProgressModel::ProgressModel(QObject *parent)
    : QAbstractListModel(parent) {}

int ProgressModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_shown.size());
}

QVariant ProgressModel::data(const QModelIndex &index, int role) const {
    if (!index.isValid() || index.row() < 0 || index.row() >= m_shown.size()) {
        return {};
    }
    const AttemptRecord &attempt = m_shown.at(index.row());
    switch (role) {
    case AttemptIdRole:
        return attempt.id;
    case StartedAtRole:
        return attempt.startedAt.toLocalTime();
    case LessonIdRole:
        return attempt.lessonId;
    case Qt::DisplayRole:
    case LessonTitleRole:
        return attempt.lessonTitle;
    case ModeRole:
        return attempt.mode;
    case StatusRole:
        return attempt.status;
    case AccuracyRole:
        return attempt.summary.accuracy;
    case ActionsRole:
        return attempt.summary.actions;
    case ErrorsRole:
        return attempt.summary.errors;
    case PassedRole:
        return attempt.summary.passed;
    case DurationSecondsRole:
        return durationSeconds(attempt);
    case SecondsPerActionRole:
        return secondsPerAction(attempt);
    case ReplayableRole:
        return isReplayable(attempt);
    default:
        return {};
    }
}

QHash<int, QByteArray> ProgressModel::roleNames() const {
    return {{AttemptIdRole, "attemptId"},
            {StartedAtRole, "startedAt"},
            {LessonIdRole, "lessonId"},
            {LessonTitleRole, "lessonTitle"},
            {ModeRole, "mode"},
            {StatusRole, "status"},
            {AccuracyRole, "accuracy"},
            {ActionsRole, "actions"},
            {ErrorsRole, "errors"},
            {PassedRole, "passed"},
            {DurationSecondsRole, "durationSeconds"},
            {SecondsPerActionRole, "secondsPerAction"},
            {ReplayableRole, "replayable"}};
}

void ProgressModel::setApp(AppController *app) {
    if (app == m_app) {
        return;
    }
    if (m_app) {
        disconnect(m_app, nullptr, this, nullptr);
    }
    m_app = app;
    if (m_app) {
        connect(m_app, &AppController::currentTraineeChanged, this, &ProgressModel::reload);
        connect(m_app, &AppController::progressImported, this, &ProgressModel::reload);
    }
    emit appChanged();
    reload();
}

void ProgressModel::setLessonId(const QString &lessonId) {
    if (lessonId == m_lessonId) {
        return;
    }
    m_lessonId = lessonId;
    emit lessonIdChanged();
    reload();
}

qint64 ProgressModel::attemptIdAt(int row) const {
    return row >= 0 && row < m_shown.size() ? m_shown.at(row).id : 0;
}

bool ProgressModel::isReplayable(const AttemptRecord &attempt) const {
    // AttemptReplay plays an attempt's graded actions on its lesson's table:
    // a drill's or a spot-the-error exercise's are answers, not table actions.
    if (!m_app || attempt.summary.actions == 0) {
        return false;
    }
    const dt::lessons::Lesson *lesson = m_app->catalog().find(attempt.lessonId);
    return lesson != nullptr && !lesson->isDrill() && !lesson->isSpotTheError();
}

void ProgressModel::reload() {
    beginResetModel();
    m_all.clear();
    if (m_app && m_app->databaseReady() && m_app->currentTraineeId() != 0) {
        m_all = m_app->store().attempts(m_app->currentTraineeId());
    }
    m_shown.clear();
    for (const AttemptRecord &attempt : std::as_const(m_all)) {
        if (m_lessonId.isEmpty() || attempt.lessonId == m_lessonId) {
            m_shown.append(attempt);
        }
    }
    endResetModel();

    // The summary, over every lesson.
    m_totalAttempts = int(m_all.size());
    QSet<QString> attempted;
    QSet<QString> passed;
    double seconds = 0.0;
    QHash<QString, QString> titles;
    QHash<QString, int> attemptsPerLesson;
    for (const AttemptRecord &attempt : std::as_const(m_all)) {
        attempted.insert(attempt.lessonId);
        // As the lesson list counts a pass: a completed attempt that passed.
        if (attempt.status == dt::storage::kStatusCompleted && attempt.summary.passed) {
            passed.insert(attempt.lessonId);
        }
        seconds += durationSeconds(attempt);
        if (!titles.contains(attempt.lessonId)) {
            titles.insert(attempt.lessonId, attempt.lessonTitle); // the newest title
        }
        ++attemptsPerLesson[attempt.lessonId];
    }
    m_attemptedLessons = int(attempted.size());
    m_passedLessons = int(passed.size());
    m_hoursPractised = seconds / 3600.0;

    // The lesson chooser: course order, then lessons no longer installed.
    m_lessons.clear();
    QStringList order;
    if (m_app) {
        for (const auto &lesson : m_app->catalog().lessons()) {
            if (attempted.contains(lesson.id)) {
                order.append(lesson.id);
            }
        }
    }
    QStringList missing;
    for (const QString &id : std::as_const(attempted)) {
        if (!order.contains(id)) {
            missing.append(id);
        }
    }
    missing.sort();
    order.append(missing);
    for (const QString &id : std::as_const(order)) {
        m_lessons.append(QVariantMap{{QStringLiteral("lessonId"), id},
                                     {QStringLiteral("title"), titles.value(id)},
                                     {QStringLiteral("attempts"), attemptsPerLesson.value(id)}});
    }

    // The charts: one point per shown attempt that graded an action.
    m_points.clear();
    m_firstDay = {};
    m_lastDay = {};
    double slowest = 0.0;
    for (auto it = m_shown.crbegin(); it != m_shown.crend(); ++it) {
        if (it->summary.actions <= 0 || !it->startedAt.isValid()) {
            continue;
        }
        const double perAction = secondsPerAction(*it);
        slowest = std::max(slowest, perAction);
        m_points.append(
            QVariantMap{{QStringLiteral("time"), double(it->startedAt.toMSecsSinceEpoch())},
                        {QStringLiteral("accuracy"), it->summary.accuracy * 100.0},
                        {QStringLiteral("secondsPerAction"), perAction},
                        {QStringLiteral("attemptId"), it->id}});
        if (!m_firstDay.isValid()) {
            m_firstDay = dayOf(it->startedAt);
        }
        m_lastDay = dayOf(it->startedAt).addDays(1);
    }
    if (m_firstDay.isValid()) {
        // A day either side, so the first and last points are not on the frame.
        m_firstDay = m_firstDay.addDays(-1);
        m_lastDay = m_lastDay.addDays(1);
    } else {
        m_lastDay = dayOf(QDateTime::currentDateTimeUtc()).addDays(1);
        m_firstDay = m_lastDay.addDays(-7);
    }
    m_secondsPerActionCeiling = roundCeiling(slowest * 1.1);
    emit reloaded();
}

} // namespace dt::ui
