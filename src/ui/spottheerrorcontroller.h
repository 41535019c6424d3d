#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <core/spot_the_error.h>
#include <lessons/lesson.h>

class QTimer;

namespace dt::lessons {
class RegulationLibrary;
}

namespace dt::storage {
class ProgressStore;
}

namespace dt::ui {

class TableController;

// One attempt at a spot-the-error exercise (docs/lesson-format.md,
// "spotTheError"): a simulated dealer deals the lesson's table with the
// lesson's errors, action by action (on a timer, or one at a time); the
// examinee stops the game, names the rule broken and chooses the remedy. The
// core grades every answer (dt::SpotTheErrorExercise); QML only draws the
// table and the questions. Each graded answer is stored at once as a graded
// action of the attempt; the summary at the end.
class SpotTheErrorController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("SpotTheErrorController is created by AppController.startSpotTheError()")

    Q_PROPERTY(QString lessonId READ lessonId CONSTANT)
    Q_PROPERTY(QString lessonTitle READ lessonTitle CONSTANT)
    Q_PROPERTY(QString objective READ objective CONSTANT)
    // "practice" (each answer graded at once) or "exam" (nothing until the end).
    Q_PROPERTY(QString mode READ mode CONSTANT)
    Q_PROPERTY(bool exam READ exam CONSTANT)
    Q_PROPERTY(qint64 attemptId READ attemptId CONSTANT)
    // The regulation the citations are in ("Blackjack"), for the rule field.
    Q_PROPERTY(QString regulationTitle READ regulationTitle CONSTANT)
    // The table the simulated dealer deals at. It grades nothing the
    // examinee sees and records nothing.
    Q_PROPERTY(dt::ui::TableController *table READ table CONSTANT)
    // The dealer's actions shown so far, of `length`.
    Q_PROPERTY(int shown READ shown NOTIFY changed)
    Q_PROPERTY(int length READ length CONSTANT)
    // The dealer's last action, in words ("Deal a card face up to box 3").
    Q_PROPERTY(QString lastAction READ lastAction NOTIFY changed)
    // The dealer deals on by itself, one action every `interval` ms.
    Q_PROPERTY(bool playing READ playing WRITE setPlaying NOTIFY playingChanged)
    Q_PROPERTY(int interval READ interval WRITE setInterval NOTIFY intervalChanged)
    // A stop caught an error: the rule and the remedy are asked.
    Q_PROPERTY(bool awaitsAnswer READ awaitsAnswer NOTIFY changed)
    Q_PROPERTY(QStringList remedyChoices READ remedyChoices NOTIFY changed)
    // Practice: the last graded answers (a stop, then the rule and the
    // remedy), each as an entry of `entries`; exam: always empty.
    Q_PROPERTY(QVariantList lastEntries READ lastEntries NOTIFY changed)
    // Every graded answer: {kind, correct, severity, step, citation,
    // requirement, answer, expected, explanation}. For the results.
    Q_PROPERTY(QVariantList entries READ entries NOTIFY changed)
    // {injectedErrors, caught, late, missed, falseStops, rulesRight,
    // remediesRight, graded, correct, accuracy, complete, passed}.
    Q_PROPERTY(QVariantMap summary READ summary NOTIFY changed)
    // Every dealer action was shown and no question is open.
    Q_PROPERTY(bool playedOut READ playedOut NOTIFY changed)
    Q_PROPERTY(bool finished READ finished NOTIFY changed)

public:
    // `store` may be null (nothing stored); otherwise the attempt must be in
    // progress in it. `lesson` must be a spot-the-error lesson.
    SpotTheErrorController(const dt::lessons::Lesson &lesson, dt::storage::ProgressStore *store,
                           qint64 attemptId, const dt::lessons::RegulationLibrary *regulations,
                           const QString &mode, QObject *parent = nullptr);
    ~SpotTheErrorController() override;

    QString lessonId() const { return m_lesson.id; }
    QString lessonTitle() const { return m_lesson.title; }
    QString objective() const { return m_lesson.objective; }
    QString mode() const { return m_mode; }
    bool exam() const;
    qint64 attemptId() const { return m_attemptId; }
    QString regulationTitle() const;
    TableController *table() const { return m_table; }
    int shown() const { return m_exercise.shown(); }
    int length() const { return static_cast<int>(m_exercise.plan().steps().size()); }
    QString lastAction() const { return m_lastAction; }
    bool playing() const;
    void setPlaying(bool playing);
    int interval() const;
    void setInterval(int milliseconds);
    bool awaitsAnswer() const { return m_exercise.awaitsAnswer(); }
    QStringList remedyChoices() const;
    QVariantList lastEntries() const;
    QVariantList entries() const;
    QVariantMap summary() const;
    bool playedOut() const { return m_exercise.playedOut(); }
    bool finished() const { return m_exercise.isFinished(); }

    // The dealer's next action on the table. False when there is none now
    // (a question is open, or every action was shown).
    Q_INVOKABLE bool next();
    // Stops the game after the action just shown: an error caught opens the
    // question (awaitsAnswer); a stop where there was none, or too late, is
    // graded at once. Returns the stop's entry (empty: nothing to stop).
    Q_INVOKABLE QVariantMap stop();
    // Names the rule ("Blackjack §6(e)", or "§6(e)" in this regulation) and
    // the remedy (its index in remedyChoices) for the open question.
    // Returns the two graded entries; empty without an open question.
    Q_INVOKABLE QVariantList answer(const QString &citation, int remedyChoice);
    // Ends the exercise (an open question unanswered, an error not stopped
    // missed) and stores its summary.
    Q_INVOKABLE void finish();
    // The examinee leaves before the end: the attempt is stored abandoned.
    void abandon();
    // An exercise cut short (an exam sitting resumed after a crash): the
    // answers its attempt stored are played back, so the dealer stands
    // where the last answer left it and a question left open is asked
    // again. Before any action is shown. False, with `error` naming the
    // answer, when the stored answers do not replay on this lesson.
    bool resumeRecorded(QString &error);

signals:
    void changed();
    void playingChanged();
    void intervalChanged();
    void attemptEnded();

private:
    // The exercise's summary against the lesson's pass criteria.
    dt::SpotSummary graded() const;
    // Stores the entries graded since the last call.
    void recordNewEntries();
    // The dealer's action the exercise just showed, at the examinee's table.
    void showOnTable(const dt::DealerStep &step);
    static QVariantMap entryMap(const dt::SpotEntry &entry);

    dt::lessons::Lesson m_lesson;
    dt::storage::ProgressStore *m_store;
    qint64 m_attemptId;
    QString m_mode;
    dt::SpotTheErrorExercise m_exercise;
    TableController *m_table;
    QTimer *m_timer;
    QString m_lastAction;
    std::size_t m_recorded = 0;   // entries stored so far
    std::size_t m_lastAnswer = 0; // the first entry of the last answer shown
    bool m_ended = false;
};

} // namespace dt::ui
