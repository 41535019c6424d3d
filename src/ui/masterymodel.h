#pragma once

#include "lessonskills.h"
#include "practicesession.h"

#include <QAbstractListModel>
#include <QHash>
#include <QList>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <core/mastery/mastery_evaluator.h>
#include <core/mastery/practice_plan.h>
#include <vector>

namespace dt::lessons {
class LessonCatalog;
}
namespace dt::storage {
class ProgressStore;
struct AttemptHistory;
} // namespace dt::storage

namespace dt::ui {

// The current trainee's mastery, one row per skill (docs/mastery.md), what to
// practise next and the "practise my mistakes" session. The rules are the
// core's (dt::mastery); this reads the store and the catalogue for it.
//
// Nothing is computed until the first refresh() (the panel asks when it is
// shown), so the lesson list's first frame does not wait for it; after
// that, AppController::refreshProgress() keeps it up to date.
class MasteryModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("MasteryModel is provided by AppController.mastery")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    Q_PROPERTY(bool loaded READ loaded NOTIFY summaryChanged)
    Q_PROPERTY(int masteredCount READ masteredCount NOTIFY summaryChanged)
    // The best recommendation (see recommendations) and why.
    Q_PROPERTY(QString recommendedLessonId READ recommendedLessonId NOTIFY summaryChanged)
    Q_PROPERTY(QString recommendedTitle READ recommendedTitle NOTIFY summaryChanged)
    Q_PROPERTY(QString recommendationReason READ recommendationReason NOTIFY summaryChanged)
    // Up to dt::mastery::kRecommendations entries {lessonId, title, reason, skill}.
    Q_PROPERTY(QVariantList recommendations READ recommendations NOTIFY summaryChanged)
    // Whether "Practise my mistakes" can start, and why not when it cannot.
    Q_PROPERTY(bool mistakesAvailable READ mistakesAvailable NOTIFY summaryChanged)
    Q_PROPERTY(
        QString mistakesUnavailableReason READ mistakesUnavailableReason NOTIFY summaryChanged)
    // The session's lessons {lessonId, title, reason} as it would start now.
    Q_PROPERTY(QVariantList mistakesPlan READ mistakesPlan NOTIFY summaryChanged)
    Q_PROPERTY(dt::ui::PracticeSession *session READ session CONSTANT)
    Q_PROPERTY(int windowSize READ windowSize CONSTANT)
    Q_PROPERTY(int minimumAttempts READ minimumAttempts CONSTANT)
    Q_PROPERTY(double accuracyThreshold READ accuracyThreshold CONSTANT)

public:
    enum Role {
        SkillIdRole = Qt::UserRole + 1,
        NameRole,
        DescriptionRole,
        StateRole,      // "not-started", "learning", "mastered", "slipping"
        StateLabelRole, // "Not started", "Learning", "Mastered", "Slipping"
        AccuracyRole,   // 0..1 over the window's actions
        AttemptsInWindowRole,
        AttemptsWithErrorsRole,
        MedianSecondsRole, // 0 when no action had a target time
        TargetSecondsRole, // 0: no target
        TimedRole,
        TimeMetRole,
        // One line for people: "4 attempts · 95% correct · 5.1 s (target 6 s)", or
        // "· 120% of the target time" when the window mixes targets.
        SummaryRole,
    };
    Q_ENUM(Role)

    explicit MasteryModel(QObject *parent = nullptr);
    ~MasteryModel() override;

    // The store and catalogue are AppController's and outlive the model.
    void setSources(dt::storage::ProgressStore *store, const dt::lessons::LessonCatalog *catalog);
    // The trainee shown (0: none). A new trainee ends any session; the rows
    // are read again when the model has been loaded.
    void setTrainee(qint64 traineeId);
    // Reads again if loaded; else nothing (see the class comment).
    void refreshIfLoaded();

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    bool loaded() const { return m_loaded; }
    int masteredCount() const;
    QString recommendedLessonId() const;
    QString recommendedTitle() const;
    QString recommendationReason() const;
    QVariantList recommendations() const;
    bool mistakesAvailable() const { return !m_mistakes.empty(); }
    QString mistakesUnavailableReason() const;
    QVariantList mistakesPlan() const;
    PracticeSession *session() const { return m_session; }
    static int windowSize() { return dt::mastery::kMasteryWindow; }
    static int minimumAttempts() { return dt::mastery::kMasteryMinimumAttempts; }
    static double accuracyThreshold() { return dt::mastery::kMasteryAccuracy; }

    // Reads the trainee's history and evaluates it.
    Q_INVOKABLE void refresh();
    // Starts the "practise my mistakes" session and returns its first lesson
    // id ("" when there is nothing to practise: see mistakesUnavailableReason).
    Q_INVOKABLE QString startMistakesSession();

    // The mastery input of stored attempts (exposed for tests): each action's
    // kind and wager from its JSON, its time since the previous action (a
    // drill answer's own "ms"), and a drill's target time per payout.
    std::vector<dt::mastery::AttemptInput>
    attemptInputs(const QList<dt::storage::AttemptHistory> &history) const;

signals:
    void countChanged();
    void summaryChanged();

private:
    QString titleOf(const QString &lessonId) const;
    // The course with each lesson's skills (computed once, from the
    // lessons' reference play) and the trainee's passes.
    std::vector<dt::mastery::CourseLesson> course();

    dt::storage::ProgressStore *m_store = nullptr;
    const dt::lessons::LessonCatalog *m_catalog = nullptr;
    qint64 m_traineeId = 0;
    bool m_loaded = false;
    bool m_hasHistory = false;
    std::vector<dt::mastery::SkillMastery> m_rows;
    std::vector<dt::mastery::Recommendation> m_recommendations;
    std::vector<dt::mastery::Recommendation> m_mistakes;
    LessonSkills m_lessonSkills; // by lesson id, computed once off the GUI thread
    QHash<QString, bool> m_passed;
    PracticeSession *m_session;
};

} // namespace dt::ui
