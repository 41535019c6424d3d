#include "masterymodel.h"

#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <lessons/lessoncatalog.h>
#include <storage/progressstore.h>

namespace dt::ui {

namespace {

QString fromStd(const std::string &text) {
    return QString::fromStdString(text);
}

QString secondsText(double seconds) {
    return QLocale().toString(seconds, 'f', seconds < 10.0 ? 1 : 0) + QStringLiteral(" s");
}

QString stateLabel(dt::mastery::MasteryState state) {
    switch (state) {
    case dt::mastery::MasteryState::NotStarted:
        return MasteryModel::tr("Not started");
    case dt::mastery::MasteryState::Learning:
        return MasteryModel::tr("Learning");
    case dt::mastery::MasteryState::Mastered:
        return MasteryModel::tr("Mastered");
    case dt::mastery::MasteryState::Slipping:
        return MasteryModel::tr("Slipping");
    }
    return {};
}

} // namespace

MasteryModel::MasteryModel(QObject *parent)
    : QAbstractListModel(parent)
    , m_session(new PracticeSession(this)) {
    // The skills are there before anything is read: all "not started".
    for (const auto &skill : dt::mastery::skillCatalogue()) {
        dt::mastery::SkillMastery row;
        row.skillId = skill.id;
        m_rows.push_back(row);
    }
}

MasteryModel::~MasteryModel() = default;

void MasteryModel::setSources(dt::storage::ProgressStore *store,
                              const dt::lessons::LessonCatalog *catalog) {
    m_store = store;
    m_catalog = catalog;
    // The lessons' skills, computed at once off the GUI thread (lessonskills.h).
    m_lessonSkills.compute(catalog != nullptr ? catalog->lessons() : QList<dt::lessons::Lesson>{});
}

void MasteryModel::setTrainee(qint64 traineeId) {
    if (traineeId == m_traineeId) {
        return;
    }
    m_traineeId = traineeId;
    // A session belongs to the trainee who started it.
    m_session->leave();
}

void MasteryModel::refreshIfLoaded() {
    if (m_loaded) {
        refresh();
    }
}

int MasteryModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant MasteryModel::data(const QModelIndex &index, int role) const {
    if (!index.isValid() || index.row() < 0 || index.row() >= rowCount()) {
        return {};
    }
    const dt::mastery::SkillMastery &row = m_rows[static_cast<std::size_t>(index.row())];
    const dt::mastery::Skill *skill = dt::mastery::findSkill(row.skillId);
    if (skill == nullptr) {
        return {};
    }
    switch (role) {
    case SkillIdRole:
        return fromStd(row.skillId);
    case Qt::DisplayRole:
    case NameRole:
        return fromStd(skill->name);
    case DescriptionRole:
        return fromStd(skill->description);
    case StateRole:
        return fromStd(std::string(dt::mastery::masteryStateName(row.state)));
    case StateLabelRole:
        return stateLabel(row.state);
    case AccuracyRole:
        return row.accuracy;
    case AttemptsInWindowRole:
        return row.attemptsInWindow;
    case AttemptsWithErrorsRole:
        return row.attemptsWithErrors;
    case MedianSecondsRole:
        return row.medianSeconds;
    case TargetSecondsRole:
        return row.targetSeconds;
    case TimedRole:
        return skill->timed;
    case TimeMetRole:
        return row.timeMet;
    case SummaryRole: {
        if (row.state == dt::mastery::MasteryState::NotStarted) {
            return tr("No attempt yet");
        }
        QString text = (row.attemptsInWindow == 1 ? tr("1 attempt")
                                                  : tr("%1 attempts").arg(row.attemptsInWindow)) +
                       tr(" · %1% correct").arg(qRound(row.accuracy * 100.0));
        // The times as the decision reads them (dt::checkTimeAgainstTargets):
        // seconds against the one target, else the share of the targets.
        if (row.time.timed && row.time.oneTarget > 0.0) {
            text += tr(" · %1 (target %2)")
                        .arg(secondsText(row.time.medianSeconds), secondsText(row.time.oneTarget));
        } else if (row.time.timed) {
            text += tr(" · %1% of the target time").arg(qRound(row.time.medianRatio * 100.0));
        }
        return text;
    }
    default:
        return {};
    }
}

QHash<int, QByteArray> MasteryModel::roleNames() const {
    return {
        {SkillIdRole, "skillId"},
        {NameRole, "name"},
        {DescriptionRole, "description"},
        {StateRole, "masteryState"},
        {StateLabelRole, "stateLabel"},
        {AccuracyRole, "accuracy"},
        {AttemptsInWindowRole, "attemptsInWindow"},
        {AttemptsWithErrorsRole, "attemptsWithErrors"},
        {MedianSecondsRole, "medianSeconds"},
        {TargetSecondsRole, "targetSeconds"},
        {TimedRole, "timed"},
        {TimeMetRole, "timeMet"},
        {SummaryRole, "summary"},
    };
}

int MasteryModel::masteredCount() const {
    return static_cast<int>(std::count_if(m_rows.begin(), m_rows.end(), [](const auto &row) {
        return row.state == dt::mastery::MasteryState::Mastered;
    }));
}

QString MasteryModel::recommendedLessonId() const {
    return m_recommendations.empty() ? QString() : fromStd(m_recommendations.front().lessonId);
}

QString MasteryModel::recommendedTitle() const {
    return titleOf(recommendedLessonId());
}

QString MasteryModel::recommendationReason() const {
    return m_recommendations.empty() ? QString() : fromStd(m_recommendations.front().reason);
}

QVariantList MasteryModel::recommendations() const {
    QVariantList list;
    for (const auto &entry : m_recommendations) {
        const dt::mastery::Skill *skill = dt::mastery::findSkill(entry.skillId);
        list.append(
            QVariantMap{{QStringLiteral("lessonId"), fromStd(entry.lessonId)},
                        {QStringLiteral("title"), titleOf(fromStd(entry.lessonId))},
                        {QStringLiteral("reason"), fromStd(entry.reason)},
                        {QStringLiteral("skill"), skill ? fromStd(skill->name) : QString()}});
    }
    return list;
}

QString MasteryModel::mistakesUnavailableReason() const {
    if (!mistakesAvailable()) {
        return m_hasHistory
                   ? tr("No mistakes in your last %1 attempts to practise.")
                         .arg(dt::mastery::kMistakesRecentAttempts)
                   : tr("Play a lesson first: the session is built from your own mistakes.");
    }
    return {};
}

QVariantList MasteryModel::mistakesPlan() const {
    QVariantList list;
    for (const auto &entry : m_mistakes) {
        list.append(QVariantMap{{QStringLiteral("lessonId"), fromStd(entry.lessonId)},
                                {QStringLiteral("title"), titleOf(fromStd(entry.lessonId))},
                                {QStringLiteral("reason"), fromStd(entry.reason)}});
    }
    return list;
}

QString MasteryModel::titleOf(const QString &lessonId) const {
    const dt::lessons::Lesson *lesson =
        m_catalog != nullptr && !lessonId.isEmpty() ? m_catalog->find(lessonId) : nullptr;
    return lesson != nullptr ? lesson->title : QString();
}

std::vector<dt::mastery::CourseLesson> MasteryModel::course() {
    std::vector<dt::mastery::CourseLesson> lessons;
    if (m_catalog == nullptr) {
        return lessons;
    }
    const LessonSkillMap &skills = m_lessonSkills.skills();
    for (const dt::lessons::Lesson &lesson : m_catalog->lessons()) {
        const auto found = skills.constFind(lesson.id);
        lessons.push_back(
            {lesson.id.toStdString(), found != skills.constEnd() ? *found : lessonSkills(lesson),
             m_passed.value(lesson.id, false), m_catalog->courseTitleOf(lesson.id).toStdString()});
    }
    return lessons;
}

std::vector<dt::mastery::AttemptInput>
MasteryModel::attemptInputs(const QList<dt::storage::AttemptHistory> &history) const {
    std::vector<dt::mastery::AttemptInput> inputs;
    for (const dt::storage::AttemptHistory &entry : history) {
        const dt::storage::AttemptRecord &attempt = entry.attempt;
        const dt::lessons::Lesson *lesson =
            m_catalog != nullptr ? m_catalog->find(attempt.lessonId) : nullptr;
        dt::mastery::AttemptInput input;
        input.id = attempt.id;
        input.lessonId = attempt.lessonId.toStdString();
        input.mode = attempt.mode.toStdString();
        const QDateTime finished =
            attempt.finishedAt.isValid() ? attempt.finishedAt : attempt.startedAt;
        input.finishedAt = finished.toMSecsSinceEpoch();
        input.completed = attempt.status == dt::storage::kStatusCompleted;
        QDateTime previous = attempt.startedAt;
        QHash<int, std::size_t> boxTimes; // a box's question -> its timed answer
        for (const dt::storage::GradedActionRecord &stored : entry.actions) {
            const QJsonObject json = QJsonDocument::fromJson(stored.actionJson.toUtf8()).object();
            dt::mastery::GradedActionInput action;
            action.correct = stored.verdict == dt::storage::kVerdictCorrect;
            action.severity = stored.severity.toStdString();
            action.requirement = stored.requirement.toStdString();
            action.citation = stored.citation.toStdString();
            if (json.contains(QStringLiteral("action"))) {
                // A table action (docs/actions.md).
                action.actionKind = json.value(QStringLiteral("action")).toString().toStdString();
                action.wager = json.value(QStringLiteral("wager")).toString().toStdString();
                if (previous.isValid() && stored.recordedAt.isValid()) {
                    action.secondsTaken =
                        static_cast<double>(previous.msecsTo(stored.recordedAt)) / 1000.0;
                }
            } else {
                // A drill's answer carries its own time; its "wager" is an amount.
                action.actionKind = json.value(QStringLiteral("type")).toString().toStdString();
                action.secondsTaken = json.value(QStringLiteral("ms")).toDouble() / 1000.0;
                if (lesson != nullptr && lesson->isDrill()) {
                    action.targetSeconds = lesson->drill->targetSeconds;
                }
                // A box of several wagers is timed once, as the drill scores it
                // (docs/lesson-format.md): by its last wager, the clock having
                // run from the box's start; the other wagers are not timed.
                if (const int question = json.value(QStringLiteral("question")).toInt();
                    question > 0) {
                    const auto timed = boxTimes.find(question);
                    if (timed == boxTimes.end() ||
                        input.actions[*timed].secondsTaken <= action.secondsTaken) {
                        if (timed != boxTimes.end()) {
                            input.actions[*timed].targetSeconds = 0.0;
                        }
                        boxTimes.insert(question, input.actions.size());
                    } else {
                        action.targetSeconds = 0.0;
                    }
                }
            }
            previous = stored.recordedAt;
            input.actions.push_back(std::move(action));
        }
        inputs.push_back(std::move(input));
    }
    return inputs;
}

void MasteryModel::refresh() {
    QList<dt::storage::AttemptHistory> history;
    m_passed.clear();
    if (m_store != nullptr && m_store->isOpen() && m_traineeId != 0) {
        history = m_store->traineeHistory(m_traineeId, dt::mastery::kMasteryHistoryAttempts);
        const auto progress = m_store->lessonProgress(m_traineeId);
        for (auto it = progress.begin(); it != progress.end(); ++it) {
            m_passed.insert(it.key(), it.value().passed);
        }
    }
    const auto inputs = attemptInputs(history);
    const auto courseLessons = dt::mastery::latestCourseFirst(course(), inputs);
    m_hasHistory = !inputs.empty();
    m_rows = dt::mastery::evaluateMastery(inputs);
    m_recommendations = dt::mastery::recommendNext(m_rows, courseLessons);
    m_mistakes = dt::mastery::mistakesSession(inputs, courseLessons);
    m_loaded = true;
    if (!m_rows.empty()) {
        emit dataChanged(index(0), index(rowCount() - 1));
    }
    emit summaryChanged();
}

QString MasteryModel::startMistakesSession() {
    if (!m_loaded) {
        refresh();
    }
    QList<PracticeSession::Entry> entries;
    for (const auto &entry : m_mistakes) {
        const QString id = fromStd(entry.lessonId);
        entries.append({id, titleOf(id), fromStd(entry.reason)});
    }
    m_session->start(tr("Practise my mistakes"), entries);
    return m_session->currentLessonId();
}

} // namespace dt::ui
