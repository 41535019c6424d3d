#include "lessonlistmodel.h"

#include <QLocale>
#include <algorithm>

namespace dt::ui {

LessonListModel::LessonListModel(QObject *parent)
    : QAbstractListModel(parent) {}

int LessonListModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant LessonListModel::data(const QModelIndex &index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case LessonIdRole:
        return row.id;
    case TitleRole:
    case Qt::DisplayRole:
        return row.title;
    case ObjectiveRole:
        return row.objective;
    case SectionsRole:
        return row.sections;
    case AttemptsRole:
        return row.progress.attempts;
    case CompletedRole:
        return row.progress.completed;
    case PassedRole:
        return row.progress.passed;
    case BestAccuracyRole:
        return row.progress.completed > 0 ? row.progress.bestAccuracy : -1.0;
    case LastAttemptRole:
        return row.progress.lastAttemptAt.isValid()
                   ? QLocale().toString(row.progress.lastAttemptAt.toLocalTime(),
                                        QLocale::ShortFormat)
                   : QString();
    case OrderRole:
        return row.order;
    case KindRole:
        return row.kind;
    case CourseRole:
        return row.course;
    default:
        return {};
    }
}

QHash<int, QByteArray> LessonListModel::roleNames() const {
    return {
        {LessonIdRole, "lessonId"},
        {TitleRole, "title"},
        {ObjectiveRole, "objective"},
        {SectionsRole, "sections"},
        {AttemptsRole, "attempts"},
        {CompletedRole, "completed"},
        {PassedRole, "passed"},
        {BestAccuracyRole, "bestAccuracy"},
        {LastAttemptRole, "lastAttempt"},
        {OrderRole, "order"},
        {KindRole, "kind"},
        {CourseRole, "course"},
    };
}

int LessonListModel::indexOf(const QString &lessonId) const {
    for (qsizetype row = 0; row < m_rows.size(); ++row) {
        if (m_rows.at(row).id == lessonId) {
            return static_cast<int>(row);
        }
    }
    return -1;
}

void LessonListModel::setLessons(const QList<dt::lessons::Lesson> &lessons,
                                 const QList<dt::lessons::LessonCourse> &courses) {
    QHash<QString, QString> courseOf;
    for (const auto &course : courses) {
        for (const QString &id : course.lessonIds) {
            courseOf.insert(id, course.title);
        }
    }
    beginResetModel();
    m_rows.clear();
    QHash<QString, int> numbered; // lessons so far per course
    for (const auto &lesson : lessons) {
        Row row;
        row.course = courseOf.value(lesson.id);
        row.order =
            row.course.isEmpty() ? static_cast<int>(m_rows.size()) + 1 : ++numbered[row.course];
        row.id = lesson.id;
        row.title = lesson.title;
        row.objective = lesson.objective;
        row.sections = lesson.sections.join(QStringLiteral(", "));
        row.kind = lesson.isDrill()          ? QStringLiteral("drill")
                   : lesson.isSpotTheError() ? QStringLiteral("spot")
                                             : QStringLiteral("table");
        row.progress.lessonId = lesson.id;
        m_rows.append(row);
    }
    endResetModel();
    emit countChanged();
    emit coursesChanged();
    updatePassedCount();
}

QVariantList LessonListModel::courses() const {
    QVariantList courses;
    QHash<QString, qsizetype> found; // course title -> its entry in `courses`
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        const Row &row = m_rows.at(i);
        if (row.course.isEmpty()) {
            continue;
        }
        auto entry = found.constFind(row.course);
        if (entry == found.constEnd()) {
            entry = found.insert(row.course, courses.size());
            courses.append(QVariantMap{{QStringLiteral("title"), row.course},
                                       {QStringLiteral("firstRow"), static_cast<int>(i)},
                                       {QStringLiteral("count"), 0},
                                       {QStringLiteral("passed"), 0}});
        }
        QVariantMap course = courses.at(*entry).toMap();
        course[QStringLiteral("count")] = course.value(QStringLiteral("count")).toInt() + 1;
        course[QStringLiteral("passed")] =
            course.value(QStringLiteral("passed")).toInt() + (row.progress.passed ? 1 : 0);
        courses[*entry] = course;
    }
    return courses;
}

void LessonListModel::setProgress(const QHash<QString, dt::storage::LessonProgress> &progress) {
    static const QList<int> kProgressRoles = {AttemptsRole, CompletedRole, PassedRole,
                                              BestAccuracyRole, LastAttemptRole};
    bool passedMoved = false; // each course's passed count with it
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        Row &row = m_rows[i];
        dt::storage::LessonProgress next = progress.value(row.id);
        next.lessonId = row.id;
        if (next == row.progress) {
            continue;
        }
        passedMoved = passedMoved || next.passed != row.progress.passed;
        row.progress = next;
        const QModelIndex changed = index(static_cast<int>(i));
        emit dataChanged(changed, changed, kProgressRoles);
    }
    if (passedMoved) {
        emit coursesChanged();
    }
    updatePassedCount();
}

void LessonListModel::updatePassedCount() {
    const auto passed = std::count_if(m_rows.cbegin(), m_rows.cend(),
                                      [](const Row &row) { return row.progress.passed; });
    if (passed != m_passedCount) {
        m_passedCount = static_cast<int>(passed);
        emit passedCountChanged();
    }
}

} // namespace dt::ui
