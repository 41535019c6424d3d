#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <core/drills/payout_drill.h>
#include <lessons/lesson.h>
#include <vector>

class QTimer;

namespace dt::storage {
class ProgressStore;
}

namespace dt::ui {

// One attempt at a payout drill (docs/lesson-format.md, "drill"): the
// questions of dt::drills::generatePayoutDrill() one at a time, the clock of
// the payout in hand, and the grade of each answer from the core. QML draws
// the wager and sends the amount built (answer()); it grades nothing. Each
// answer is stored at once as a graded action of the attempt (mode "drill"
// or "exam"); the attempt's summary is stored at the end.
class DrillController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("DrillController is created by AppController.startDrill()")

    Q_PROPERTY(QString lessonId READ lessonId CONSTANT)
    Q_PROPERTY(QString lessonTitle READ lessonTitle CONSTANT)
    Q_PROPERTY(QString objective READ objective CONSTANT)
    // "practice" (a verdict after every payout) or "exam" (none until the end).
    Q_PROPERTY(QString mode READ mode CONSTANT)
    Q_PROPERTY(bool exam READ exam CONSTANT)
    Q_PROPERTY(qint64 attemptId READ attemptId CONSTANT)
    Q_PROPERTY(int count READ count CONSTANT)
    Q_PROPERTY(double targetSeconds READ targetSeconds CONSTANT)
    Q_PROPERTY(double passAccuracy READ passAccuracy CONSTANT)
    Q_PROPERTY(double passMedianSeconds READ passMedianSeconds CONSTANT)
    Q_PROPERTY(int difficulty READ difficulty CONSTANT)
    // The table's chips, in cents, smallest first.
    Q_PROPERTY(QVariantList denominations READ denominations CONSTANT)

    // The payout in hand (0-based), its wager and its cards.
    Q_PROPERTY(int index READ index NOTIFY questionChanged)
    Q_PROPERTY(QString situation READ situation NOTIFY questionChanged)
    Q_PROPERTY(QString situationTitle READ situationTitle NOTIFY questionChanged)
    Q_PROPERTY(QString caption READ caption NOTIFY questionChanged)
    // The wager being paid (in a several-wager question, the one selected):
    // its chips in cents, bottom first, its amount, its name and caption.
    Q_PROPERTY(QVariantList wagerChips READ wagerChips NOTIFY wagerChanged)
    Q_PROPERTY(int wagerCents READ wagerCents NOTIFY wagerChanged)
    Q_PROPERTY(QString wagerLabel READ wagerLabel NOTIFY wagerChanged)
    Q_PROPERTY(QString wagerCaption READ wagerCaption NOTIFY wagerChanged)
    // Several wagers of one box per question (difficulty 6): how many, which
    // one is selected (0-based), and each as {label, caption, chips, cents,
    // paid, paidCents, correct, error} (correct/error once the question is
    // answered in practice).
    Q_PROPERTY(int wagerCount READ wagerCount NOTIFY questionChanged)
    Q_PROPERTY(int wagerIndex READ wagerIndex NOTIFY wagerChanged)
    Q_PROPERTY(QVariantList wagers READ wagers NOTIFY wagerChanged)
    // Every wager of every question: the payouts the results count.
    Q_PROPERTY(int wagerTotal READ wagerTotal CONSTANT)
    // Cards as "AS", "10H" (PlayingCard's form).
    Q_PROPERTY(QStringList playerCards READ playerCards NOTIFY questionChanged)
    Q_PROPERTY(QStringList dealerCards READ dealerCards NOTIFY questionChanged)
    // How the two rows of cards are named, with what the trainee may read
    // of them: "Player" and "Dealer" at blackjack; "Player's Hand 5" and
    // "Banker's Hand 7 — wins" at baccarat; empty when the question shows no
    // cards (a marker collected before a new shoe).
    Q_PROPERTY(QString playerHandLabel READ playerHandLabel NOTIFY questionChanged)
    Q_PROPERTY(QString dealerHandLabel READ dealerHandLabel NOTIFY questionChanged)
    // What the answer in hand does with its amount: "pay", "collect" (a
    // commission taken at the payout) or "mark" (a commission marker).
    Q_PROPERTY(QString wagerAction READ wagerAction NOTIFY wagerChanged)
    // The player's hands of the question, each a list of card codes: one,
    // or a split box's hands side by side.
    Q_PROPERTY(QVariantList playerHands READ playerHands NOTIFY questionChanged)
    // The clock of the payout in hand, seconds; stops at the answer.
    Q_PROPERTY(double elapsedSeconds READ elapsedSeconds NOTIFY clockChanged)

    // The verdict of the payout just made (practice); `answered` until next().
    Q_PROPERTY(bool answered READ answered NOTIFY verdictChanged)
    Q_PROPERTY(QVariantMap lastAnswer READ lastAnswer NOTIFY verdictChanged)
    // The answers of the question in hand, one per wager paid.
    Q_PROPERTY(QVariantList questionAnswers READ questionAnswers NOTIFY verdictChanged)
    Q_PROPERTY(int correctCount READ correctCount NOTIFY verdictChanged)
    Q_PROPERTY(int answeredCount READ answeredCount NOTIFY verdictChanged)

    // The results, once every payout is made.
    Q_PROPERTY(bool finished READ finished NOTIFY finishedChanged)
    Q_PROPERTY(double accuracy READ accuracy NOTIFY verdictChanged)
    Q_PROPERTY(double medianSeconds READ medianSeconds NOTIFY verdictChanged)
    Q_PROPERTY(bool passed READ passed NOTIFY finishedChanged)
    // Each pass mark met, as the core scored it (QML shows, never decides).
    Q_PROPERTY(bool accuracyMet READ accuracyMet NOTIFY verdictChanged)
    Q_PROPERTY(bool timeMet READ timeMet NOTIFY verdictChanged)
    // Every wager paid: {number (the question's), wagerLabel, caption,
    // situationTitle, wager, paid, correctAmount, correct, error, message,
    // citation, requirement, seconds, overTarget}.
    Q_PROPERTY(QVariantList answers READ answers NOTIFY verdictChanged)

public:
    // Starts at the first payout. `store` may be null (nothing stored).
    DrillController(const dt::lessons::Lesson &lesson, dt::storage::ProgressStore *store,
                    qint64 attemptId, const QString &mode, quint64 seed, QObject *parent = nullptr);
    ~DrillController() override;

    QString lessonId() const { return m_lessonId; }
    QString lessonTitle() const { return m_title; }
    QString objective() const { return m_objective; }
    QString mode() const { return m_mode; }
    bool exam() const;
    qint64 attemptId() const { return m_attemptId; }
    int count() const { return static_cast<int>(m_questions.size()); }
    double targetSeconds() const { return m_spec.targetSeconds; }
    double passAccuracy() const { return m_spec.passAccuracy; }
    double passMedianSeconds() const { return m_spec.passMedianSeconds; }
    int difficulty() const { return m_spec.difficulty; }
    QVariantList denominations() const;

    int index() const { return m_index; }
    QString situation() const;
    QString situationTitle() const;
    QString caption() const;
    QVariantList wagerChips() const;
    int wagerCents() const;
    QString wagerLabel() const;
    QString wagerCaption() const;
    int wagerCount() const;
    int wagerIndex() const { return m_wagerIndex; }
    QVariantList wagers() const;
    int wagerTotal() const;
    QStringList playerCards() const;
    QStringList dealerCards() const;
    QVariantList playerHands() const;
    QString playerHandLabel() const;
    QString dealerHandLabel() const;
    QString wagerAction() const;
    double elapsedSeconds() const;

    bool answered() const { return m_answered; }
    QVariantMap lastAnswer() const;
    QVariantList questionAnswers() const;
    // Scored by the core against the lesson's pass mark (dt::drills::scoreDrill).
    dt::drills::DrillScore score() const;
    int correctCount() const;
    int answeredCount() const { return static_cast<int>(m_answers.size()); }

    bool finished() const { return m_finished; }
    double accuracy() const;
    double medianSeconds() const;
    bool passed() const;
    bool accuracyMet() const { return score().accuracyMet; }
    bool timeMet() const { return score().timeMet; }
    QVariantList answers() const;

    const std::vector<dt::drills::PayoutQuestion> &questions() const { return m_questions; }

    // Pays the wager selected `cents` (0: nothing, a push): graded and stored
    // at once. With wagers of the question left unpaid the next one is
    // selected and the clock runs on; after the last, in practice the verdict
    // shows until next(), in an exam the next payout follows at once.
    // Ignored once answered or finished.
    Q_INVOKABLE void answer(int cents);
    // Selects an unpaid wager of the question to pay next (a click on its
    // stack); selectNextWager() the next unpaid one after it (Tab). Parts
    // answered in order (a Banker win's payout and commission) cannot be
    // selected out of it.
    Q_INVOKABLE void selectWager(int index);
    Q_INVOKABLE void selectNextWager();
    // The same with the time taken given (tests; answer() uses the clock).
    void answerAfter(int cents, double seconds);
    // The next payout after a verdict, or the results after the last.
    Q_INVOKABLE void next();
    // Leaves the drill before its end: the attempt is kept as abandoned.
    Q_INVOKABLE void abandon();

signals:
    void questionChanged();
    void wagerChanged();
    void clockChanged();
    void verdictChanged();
    void finishedChanged();
    // The attempt was completed or abandoned in the store.
    void attemptEnded();

private:
    struct Answer {
        dt::drills::PayoutGrade grade;
        dt::Money paid;
        double seconds = 0.0; // since the question was shown
        int question = 0;
        int wager = 0;
    };
    const dt::drills::PayoutQuestion &current() const;
    const dt::drills::PayoutQuestion &currentWager() const;
    // A text of the question in hand; empty once finished.
    QString questionText(std::string dt::drills::PayoutQuestion::*text) const;
    bool wagerPaid(int wager) const;
    void startClock();
    void finish();
    QVariantMap answerMap(int i) const;

    QString m_lessonId;
    QString m_title;
    QString m_objective;
    QString m_mode;
    dt::TableGame m_game = dt::TableGame::Blackjack;
    dt::lessons::DrillSpec m_spec;
    dt::storage::ProgressStore *m_store;
    qint64 m_attemptId;
    std::vector<dt::drills::PayoutQuestion> m_questions;
    std::vector<Answer> m_answers;
    int m_index = 0;
    int m_wagerIndex = 0;
    bool m_answered = false;
    bool m_finished = false;
    bool m_ended = false;
    QElapsedTimer m_clock;
    double m_stoppedSeconds = 0.0;
    QTimer *m_tick;
};

} // namespace dt::ui
