#pragma once

#include "roundsnapshot.h"
#include "seatmodel.h"
#include "timelinemodel.h"

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <core/session.h>
#include <cstdint>
#include <lessons/lesson.h>
#include <lessons/regulationlibrary.h>
#include <memory>
#include <optional>
#include <storage/records.h>

class QTimer;

namespace dt::storage {
class ProgressStore;
}

namespace dt::ui {

// One attempt at one lesson: the core's session behind properties QML can
// draw. QML names the action the trainee performed (perform()); C++ grades
// it, records it and says what happened.
class TableController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("TableController is created by AppController.startLesson()")

    // The lesson.
    Q_PROPERTY(QString lessonId READ lessonId CONSTANT)
    Q_PROPERTY(QString lessonTitle READ lessonTitle CONSTANT)
    Q_PROPERTY(QString objective READ objective CONSTANT)
    Q_PROPERTY(QString explanation READ explanation CONSTANT)
    Q_PROPERTY(QStringList hints READ hints CONSTANT)
    Q_PROPERTY(QString regulationTitle READ regulationTitle CONSTANT)
    Q_PROPERTY(int decks READ decks CONSTANT)
    Q_PROPERTY(int cardCount READ cardCount CONSTANT)
    Q_PROPERTY(int boxes READ boxes CONSTANT)
    // The table drawn for the lesson's game: "blackjack" (every blackjack
    // variation), "baccarat" or "midi-baccarat".
    Q_PROPERTY(QString layout READ layout CONSTANT)
    // "practice", or "exam": no feedback until the end (perform() and
    // lastVerdict say only that the action was recorded, summary() only the
    // count, hint() gives nothing); the results show everything.
    Q_PROPERTY(QString mode READ mode CONSTANT)
    Q_PROPERTY(bool exam READ exam CONSTANT)
    Q_PROPERTY(qint64 attemptId READ attemptId CONSTANT)
    Q_PROPERTY(dt::ui::SeatModel *seats READ seats CONSTANT)
    Q_PROPERTY(dt::ui::TimelineModel *timeline READ timeline CONSTANT)

    // The table, after every action.
    Q_PROPERTY(QString stage READ stage NOTIFY changed)
    Q_PROPERTY(int stackCount READ stackCount NOTIFY changed)
    Q_PROPERTY(int shoeCount READ shoeCount NOTIFY changed)
    Q_PROPERTY(int discardCount READ discardCount NOTIFY changed)
    Q_PROPERTY(QString spread READ spread NOTIFY changed)
    Q_PROPERTY(bool washed READ washed NOTIFY changed)
    Q_PROPERTY(bool inspected READ inspected NOTIFY changed)
    Q_PROPERTY(QStringList spreadCards READ spreadCards NOTIFY changed)
    Q_PROPERTY(int cutPosition READ cutPosition NOTIFY changed)
    Q_PROPERTY(int cutBy READ cutBy NOTIFY changed)
    Q_PROPERTY(int cutCardFromBack READ cutCardFromBack NOTIFY changed)
    Q_PROPERTY(QString cutCardIntent READ cutCardIntent NOTIFY changed)
    Q_PROPERTY(QString burnCard READ burnCard NOTIFY changed)
    Q_PROPERTY(bool burnCardFaceUp READ burnCardFaceUp NOTIFY changed)
    Q_PROPERTY(int burnRequestedBy READ burnRequestedBy NOTIFY changed)
    Q_PROPERTY(int shuffleRiffles READ shuffleRiffles NOTIFY changed)
    Q_PROPERTY(bool shuffleTurned READ shuffleTurned NOTIFY changed)
    Q_PROPERTY(bool shuffleStripped READ shuffleStripped NOTIFY changed)
    // The round on the layout (roundsnapshot.h; a baccarat coup:
    // coupsnapshot.h); {"active": false} outside one.
    Q_PROPERTY(QVariantMap round READ round NOTIFY changed)
    // The chips of the table's rack, largest first, in cents.
    Q_PROPERTY(QVariantList chips READ chips CONSTANT)
    // The table's equipment, for the controls it needs: a double shoe (§6(d))
    // and decks alternated through a shuffler in the 6 to 5 variation (§2(c)).
    Q_PROPERTY(bool doubleShoe READ doubleShoe CONSTANT)
    Q_PROPERTY(bool decksFromShuffler READ decksFromShuffler CONSTANT)
    // Blackjack §6a(a): the 6 to 5 variation is dealt from the dealer's hand,
    // not from a shoe (dt::dealtFromTheHand).
    Q_PROPERTY(bool dealtFromTheHand READ dealtFromTheHand CONSTANT)
    // Blackjack §2(b) (the second (b)): a shoe table's two batches and shuffler.
    Q_PROPERTY(bool shoeBatches READ shoeBatches CONSTANT)
    // Where each of the two batches is, to draw them apart (shoebatchesview.h).
    Q_PROPERTY(QVariantList batches READ batches NOTIFY changed)

    // The attempt.
    Q_PROPERTY(bool complete READ complete NOTIFY changed)
    // A lesson of several rounds (its "rounds"): the round in play, 1 to rounds.
    Q_PROPERTY(int roundNumber READ roundNumber NOTIFY changed)
    Q_PROPERTY(int rounds READ rounds CONSTANT)
    Q_PROPERTY(bool abandoned READ abandoned NOTIFY changed)
    Q_PROPERTY(QVariantMap lastVerdict READ lastVerdict NOTIFY changed)
    Q_PROPERTY(QVariantMap summary READ summary NOTIFY changed)
    Q_PROPERTY(QStringList lastEvents READ lastEvents NOTIFY changed)
    // For each of lastEvents, the hand signal a player makes with it: "hit",
    // "stand", "double", "split", "surrender", "insurance", "even_money",
    // "no_insurance", or "" (an event without one).
    Q_PROPERTY(QStringList lastSignals READ lastSignals NOTIFY changed)
    Q_PROPERTY(int hintsUsed READ hintsUsed NOTIFY changed)
    Q_PROPERTY(QString storageError READ storageError NOTIFY changed)
    Q_PROPERTY(int unsavedActions READ unsavedActions NOTIFY changed)

public:
    // `store` may be null (nothing is recorded); otherwise the attempt
    // `attemptId` of `traineeId` must be in progress in it, in `mode`
    // (dt::storage::kModePractice or kModeExam).
    TableController(const dt::lessons::Lesson &lesson, dt::storage::ProgressStore *store,
                    qint64 traineeId, qint64 attemptId,
                    const dt::lessons::RegulationLibrary *regulations,
                    const QString &mode = QString(dt::storage::kModePractice),
                    QObject *parent = nullptr);
    ~TableController() override;

    QString lessonId() const { return m_lesson.id; }
    QString lessonTitle() const { return m_lesson.title; }
    QString objective() const { return m_lesson.objective; }
    QString explanation() const { return m_lesson.explanation; }
    QStringList hints() const { return m_lesson.hints; }
    QString regulationTitle() const;
    int decks() const;
    // Every card of the game (decks x 52), for drawing the shoe and the rack to scale.
    int cardCount() const;
    int boxes() const;
    QString layout() const;
    QString mode() const { return m_mode; }
    bool exam() const { return m_mode == dt::storage::kModeExam; }
    qint64 attemptId() const { return m_attemptId; }
    SeatModel *seats() const { return m_seats; }
    TimelineModel *timeline() const { return m_timeline; }

    QString stage() const;
    int stackCount() const;
    int shoeCount() const;
    int discardCount() const;
    QString spread() const;
    bool washed() const;
    bool inspected() const;
    QStringList spreadCards() const;
    int cutPosition() const;
    int cutBy() const;
    int cutCardFromBack() const;
    // What dropping the cut card into the stack means now: "dealer_cut" while
    // the stack is to be cut (the dealer cuts it: cut_cards), "insert" once
    // the cut is completed (insert_cut_card), "" otherwise. A mapping of the
    // stage for the drawing, not a rule: the referee grades what is sent.
    QString cutCardIntent() const;
    QString burnCard() const;
    bool burnCardFaceUp() const;
    int burnRequestedBy() const;
    int shuffleRiffles() const;
    bool shuffleTurned() const;
    bool shuffleStripped() const;
    QVariantMap round() const { return m_round; }
    QVariantList chips() const;
    bool doubleShoe() const;
    bool decksFromShuffler() const;
    bool dealtFromTheHand() const;
    bool shoeBatches() const;
    QVariantList batches() const;

    bool complete() const;
    int roundNumber() const { return m_session->roundNumber(); }
    int rounds() const { return m_session->rounds(); }
    bool abandoned() const { return m_abandoned; }
    QVariantMap lastVerdict() const;
    QVariantMap summary() const;
    QStringList lastEvents() const { return m_lastEvents; }
    QStringList lastSignals() const { return m_lastSignals; }
    int hintsUsed() const { return m_hintsUsed; }
    QString storageError() const { return m_storageError; }
    // Graded actions kept in memory because the store could not take them yet.
    int unsavedActions() const { return static_cast<int>(m_unsaved.size()); }
    // Something is still to be written: graded actions, or the end of the
    // attempt. False once everything is stored, or when the store holds the
    // attempt as over (ended elsewhere) and will take nothing more.
    bool hasUnsavedWork() const;

    const dt::Session &session() const { return *m_session; }

    // The action in its JSON form ({"action": "offer_cut", "seat": 3}):
    // graded, recorded at once, and the attempt finished in the store when
    // the lesson becomes complete. Returns the verdict (the keys of
    // lastVerdict). An action that cannot be read, or one after the attempt
    // ended, is not graded: {"correct": false, "graded": false, "message": ...}.
    Q_INVOKABLE QVariantMap perform(const QVariantMap &action);
    // The first expected action: {description, citation, requirement, action
    // (JSON form), minimum, maximum}; empty when nothing is expected.
    Q_INVOKABLE QVariantMap hint();
    // The trainee leaves before the end: the attempt is marked abandoned in
    // the store, its graded actions kept. Nothing more is graded.
    Q_INVOKABLE void abandon();
    // Plays the graded actions the store already holds for this attempt back
    // into the table, without recording them again, so an attempt cut short
    // (an exam scenario after a crash, docs/exams.md) goes on where it
    // stopped: the table is dealt from the lesson's seed, so it comes back as
    // it was. Returns how many were played back; 0 once anything was
    // performed here. storageError says so if one cannot be played back.
    int resumeRecorded();
    // The regulation text of a citation ("Blackjack §5(e)(2)"), "" if not found.
    Q_INVOKABLE QString sectionText(const QString &citation) const;
    // Writes what the store could not take before (also retried on its own
    // every kRetryIntervalMs, and before every new write); true when nothing
    // is left to write.
    Q_INVOKABLE bool retrySaving();

    static constexpr int kRetryIntervalMs = 1500;

signals:
    void changed();
    // The attempt was finished (complete) or abandoned in the store.
    void attemptEnded();
    // What the store refused before is all written now, or it never will be
    // (hasUnsavedWork() became false after a save failed).
    void storageSettled();

private:
    QVariantMap verdictMap(const dt::DealerAction &action, const dt::Verdict &verdict,
                           int seat) const;
    void record(const dt::DealerAction &action, const dt::Verdict &verdict);
    // lastEvents and lastSignals: the events of the timeline from `first` on.
    void noteEvents(std::size_t first);
    void finish();
    // Writes the unsaved actions in order, then the end of the attempt once
    // they are all in; schedules a retry if the store refuses.
    bool save();

    enum class StoreEnd { None, Finish, Abandon };

    dt::lessons::Lesson m_lesson;
    QString m_mode;
    std::unique_ptr<dt::Session> m_session;
    dt::storage::ProgressStore *m_store;
    qint64 m_traineeId;
    qint64 m_attemptId;
    const dt::lessons::RegulationLibrary *m_regulations;
    SeatModel *m_seats;
    TimelineModel *m_timeline;

    QVariantMap m_round;
    SettlementLedger m_settled; // the round's settlements so far, for drawing

    QVariantMap m_lastVerdict;
    QStringList m_lastEvents;
    QStringList m_lastSignals;
    QString m_storageError;
    QList<dt::storage::GradedActionRecord> m_unsaved;
    QTimer *m_retryTimer;
    StoreEnd m_storeEnd = StoreEnd::None;
    bool m_endStored = false;
    bool m_storeRefusesAttempt = false;
    bool m_behind = false; // hasUnsavedWork() after the last save()
    int m_actions = 0;
    int m_hintsUsed = 0;
    bool m_burnShown = false;
    bool m_finished = false;
    bool m_abandoned = false;
    // The time from the first to the last graded action, for the lesson's
    // hands-an-hour criterion (pass.minimumHandsPerHour).
    QElapsedTimer m_clock;
    qint64 m_elapsedMs = 0;
    qint64 m_elapsedBeforeResume = 0; // the part of m_elapsedMs before resumeRecorded()
    std::optional<std::int64_t> elapsedMs() const;

    enum class Recording { Record, AlreadyStored };
    // Grades the action and updates the table; records it unless it is
    // already in the store.
    void apply(const dt::DealerAction &action, const dt::FlatObject &flat, Recording recording);
};

} // namespace dt::ui
